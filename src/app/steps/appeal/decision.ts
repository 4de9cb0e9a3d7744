// The steps of the appeal from its decision: the order, the copy, and reference for recovery (Rules 7(11), 7(12)).

import type { AppealCommand } from '../../../domain/appeal/index.ts';
import { APPEAL_COMMAND_BODIES as B } from '../../../contract/appeal.ts';
import { AA } from '../../policies/policies.ts';
import type { Entries } from '../step.ts';
import { w } from '../step.ts';
import { answersEntryOf, answersParts } from '../panels.ts';
import { W } from '../words.ts';
import type { S } from './shared.ts';
import { PARTIES } from './shared.ts';
import { groundsOf } from '../../../domain/appeal/index.ts';
import { param } from '../../../rules/packs.ts';

export const APPEAL_DECISION = {
  'decide-appeal': {
    who: [AA],
    surface: 'officer',
    body: B['decide-appeal'],
    label: w('Decide the appeal', 'अपील का विनिश्चय करें'),
    help: w(
      'Answer each ground of appeal, accepting or rejecting it with reasons; then confirm, vary or set aside the order. The amounts below are those of the order under appeal; when varying, change those the appellate order varies.',
      'अपील के प्रत्येक आधार का उत्तर दें, उसे कारणों सहित स्वीकार या अस्वीकार करें; फिर आदेश को पुष्ट करें, परिवर्तित करें या अपास्त करें। नीचे की राशियां अपील के अधीन आदेश की हैं; परिवर्तित करने पर वे राशियां बदलें जिन्हें अपील का आदेश परिवर्तित करता है।',
    ),
    fields: [
      {
        name: 'outcome',
        kind: 'radios',
        label: w('Decision', 'विनिश्चय'),
        choices: [
          { value: 'confirm', label: w('Confirm the order', 'आदेश पुष्ट करें') },
          { value: 'vary', label: w('Vary the order', 'आदेश परिवर्तित करें') },
          { value: 'set-aside', label: w('Set aside the order', 'आदेश अपास्त करें') },
        ],
      },
      { name: 'penalty', kind: 'money', label: W.penalty, optional: true, path: 'varied.penaltyPaise' },
      { name: 'compensation', kind: 'money', label: W.compensation, optional: true, path: 'varied.compensationPaise' },
      { name: 'expenses', kind: 'money', label: W.expenses, optional: true, path: 'varied.expensesPaise' },
      { name: 'charges', kind: 'money', label: W.charges, optional: true, path: 'varied.chargesPaise' },
      {
        name: 'payWithinDays',
        kind: 'number',
        label: w('Days allowed to pay the penalty', 'शास्ति के भुगतान के लिए दिन'),
        help: w(
          "Required when a penalty stands: the time to pay you fix, in days from this order. The number shown is the portal's default period under section 27C; change it as you decide. A period notified by the State under section 27C cannot be exceeded.",
          'शास्ति प्रभावी रहने पर आवश्यक: इस आदेश से दिनों में भुगतान का समय, जो आप नियत करें। दिखाई गई संख्या धारा 27ग के अधीन अवधि का पोर्टल का पूर्वनिर्धारित मान है; अपने विनिश्चय के अनुसार इसे बदलें। राज्य द्वारा धारा 27ग के अधीन अधिसूचित अवधि से अधिक समय नहीं दिया जा सकता।',
        ),
        optional: true,
      },
      { name: 'reasons', kind: 'textarea', label: W.orderReasons },
    ],
    command: (v) => {
      const paise = (k: string) => (typeof v[k] === 'number' ? v[k] : 0);
      return {
        outcome: v['outcome'],
        reasons: v['reasons'],
        ...(v['payWithinDays'] !== undefined ? { payWithinDays: v['payWithinDays'] } : {}),
        ...(v['outcome'] === 'vary'
          ? {
              varied: {
                penaltyPaise: paise('penalty'),
                compensationPaise: paise('compensation'),
                expensesPaise: paise('expenses'),
                chargesPaise: paise('charges'),
              },
            }
          : {}),
      };
    },
    parts: answersParts,
    entryOf: answersEntryOf,
    // The amounts of the order under appeal, shown in the fields: varying one changes it, the rest stand (issue 30).
    // The time to pay is proposed from the s.27C period in force (the portal's default until a State notifies one);
    // the authority may change it (issue 27).
    defaults: (s, from): Readonly<Record<string, string>> => {
      const o = s.order;
      const rupees = (p: number): string => (p / 100).toFixed(2);
      const s27c = from.pack ? param(from.pack, 'deposit.period-days', from.today).value : undefined;
      return o
        ? {
            penalty: rupees(o.penaltyPaise),
            compensation: rupees(o.compensationPaise),
            expenses: rupees(o.expensesPaise),
            charges: rupees(o.chargesPaise),
            ...(s27c !== undefined ? { payWithinDays: String(s27c) } : {}),
          }
        : {};
    },
    // The probe answers every ground of item 4, so the step is offered once the parties are heard; the form asks the
    // authority for each answer.
    probes: (s, d) => [
      {
        type: 'decide-appeal',
        on: d,
        outcome: 'confirm',
        reasons: 'As recorded.',
        payWithinDays: 1,
        answers: groundsOf(s.form?.grounds).map((_, i) => ({
          ground: i + 1,
          accepted: false,
          reasons: 'As recorded.',
        })),
      },
    ],
  },
  'supply-copy': {
    who: [AA],
    surface: 'officer',
    body: B['supply-copy'],
    label: w('Supply a free copy of the order', 'आदेश की निःशुल्क प्रति दें'),
    help: w(
      'A signed copy of the order under Rule 7 is supplied free of cost to each party.',
      'नियम 7 के अधीन आदेश की हस्ताक्षरित प्रति प्रत्येक पक्षकार को निःशुल्क दी जाती है।',
    ),
    fields: [{ name: 'party', kind: 'radios', label: w('Copy supplied to', 'प्रति किसे दी गई'), choices: PARTIES }],
    defaults: (s) => ({ party: s.copies.some((c) => c.party === 'appellant') ? 'respondent' : 'appellant' }),
    probes: (_s, d) => [{ type: 'supply-copy', on: d, party: 'appellant' }],
  },
  'refer-for-recovery': {
    who: [AA],
    surface: 'officer',
    body: B['refer-for-recovery'],
    label: w('Refer the unpaid penalty for recovery', 'जमा न की गई शास्ति के लिए बोर्ड को वसूली हेतु संदर्भ भेजें'),
    help: w(
      "A penalty the appellate order upholds, unpaid after the period under section 27C (the portal's configured default until the State notifies a period under section 27C), is referred to the Animal Welfare Board of India for recovery (Rule 7(12)).",
      'अपीलीय आदेश द्वारा पुष्ट शास्ति, धारा 27ग के अधीन अवधि (जो राज्य द्वारा धारा 27ग के अधीन अवधि अधिसूचित किए जाने तक पोर्टल का पूर्वनिर्धारित मान है) के बाद भी जमा न हो, तो बोर्ड को वसूली हेतु संदर्भ भेजा जाता है (नियम 7(12))।',
    ),
    fields: [
      { name: 'unpaidPaise', kind: 'money', label: w('Unpaid penalty (₹)', 'जमा न की गई शास्ति (₹)') },
      {
        name: 'lateServiceReasons',
        kind: 'textarea',
        label: w(
          'Only if the order reached a party late: why the reference cannot wait',
          'केवल यदि आदेश किसी पक्षकार को देर से मिला: संदर्भ क्यों रुक नहीं सकता',
        ),
        optional: true,
      },
    ],
    defaults: (s) => ({ unpaidPaise: s.decision ? (s.decision.terms.penaltyPaise / 100).toFixed(2) : '' }),
    probes: (s, d) => [
      { type: 'refer-for-recovery', on: d, unpaidPaise: Math.max(1, s.decision?.terms.penaltyPaise ?? 1) },
    ],
  },
} satisfies Partial<Entries<S, AppealCommand, typeof B>>;
