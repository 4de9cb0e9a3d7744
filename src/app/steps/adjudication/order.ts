// The steps of the complaint case from the order: the order (Rule 4(12)), extension of the proceedings, the free copy (Rule 4(15)), deposit and recovery (Rule 4(14)).

import type { AdjudicationCommand } from '../../../domain/adjudication/index.ts';
import { listedItems } from '../../../domain/adjudication/index.ts';
import { ADJUDICATION_COMMAND_BODIES as B } from '../../../contract/adjudication.ts';
import { AO } from '../../policies/policies.ts';
import type { Entries } from '../step.ts';
import { w } from '../step.ts';
import { orderEntryOf, orderParts } from '../panels.ts';
import { W } from '../words.ts';
import type { S } from './shared.ts';
import { reasons, PARTIES, PARTY_CHOICES } from './shared.ts';

export const ADJUDICATION_ORDER = {
  'pass-order': {
    who: [AO],
    surface: 'officer',
    body: B['pass-order'],
    // A review before signing: the periods the order sets running and the fields written in another language than
    // the copy (issue 30, point 7), shown without recording anything.
    preview: true,
    label: w('Pass the final order', 'अंतिम आदेश पारित करें'),
    help: w(
      'The order records a finding on each ground, with the section of the Act and the reasons for it, and says of each witness or document a party listed whether it was examined or why it was rejected. An order imposing a penalty states the time allowed for depositing it; compensation, expenses or charges name whom they are paid to and by when. A dismissal gives its reasons.',
      'आदेश में प्रत्येक आधार पर निष्कर्ष, अधिनियम की धारा और उसके कारणों सहित, दर्ज होता है, और पक्षकार द्वारा सूचीबद्ध प्रत्येक साक्षी या दस्तावेज़ के बारे में बताया जाता है कि उसकी परीक्षा की गई या उसे क्यों अस्वीकार किया गया। शास्ति अधिरोपित करने वाले आदेश में उसे जमा करने का समय बताया जाता है; प्रतिकर, व्यय या प्रभार किसे और कब तक दिए जाएं, यह बताया जाता है। खारिजी के आदेश में कारण दिए जाते हैं।',
    ),
    fields: [
      {
        name: 'kind',
        kind: 'radios',
        label: w('Order', 'आदेश'),
        choices: [
          {
            value: 'penalty-or-compensation',
            label: w('Penalty or compensation (Rule 4(12))', 'शास्ति या प्रतिकर (नियम 4(12))'),
          },
          { value: 'dismissal', label: w('Dismiss the complaint (Rule 4(13))', 'शिकायत खारिज करें (नियम 4(13))') },
        ],
      },
      { name: 'penalty', kind: 'money', label: W.penalty, optional: true, path: 'amounts.penaltyPaise' },
      { name: 'compensation', kind: 'money', label: W.compensation, optional: true, path: 'amounts.compensationPaise' },
      { name: 'expenses', kind: 'money', label: W.expenses, optional: true, path: 'amounts.expensesPaise' },
      { name: 'charges', kind: 'money', label: W.charges, optional: true, path: 'amounts.chargesPaise' },
      {
        name: 'depositDays',
        kind: 'number',
        label: w('Days allowed to deposit', 'जमा करने के लिए दिन'),
        help: w(
          'Required when a penalty is imposed (Rule 4(12)). Compensation needs no deposit time unless the order sets one.',
          'शास्ति अधिरोपित करने पर आवश्यक (नियम 4(12))। प्रतिकर के लिए जमा करने का समय तभी, जब आदेश उसे नियत करे।',
        ),
        optional: true,
      },
      { name: 'reasons', kind: 'textarea', label: W.orderReasons },
      { name: 'delayReason', kind: 'textarea', label: W.delayReason, help: W.delayReasonHelp, optional: true },
    ],
    command: (v) => {
      const late = v['delayReason'] !== undefined ? { delayReason: v['delayReason'] } : {};
      if (v['kind'] === 'dismissal') return { kind: 'dismissal', reasons: v['reasons'], ...late };
      const paise = (k: string) => (typeof v[k] === 'number' ? v[k] : 0);
      return {
        kind: v['kind'],
        amounts: {
          penaltyPaise: paise('penalty'),
          compensationPaise: paise('compensation'),
          expensesPaise: paise('expenses'),
          chargesPaise: paise('charges'),
        },
        ...(v['depositDays'] !== undefined ? { depositDays: v['depositDays'] } : {}),
        reasons: v['reasons'],
        ...late,
      };
    },
    parts: orderParts,
    entryOf: orderEntryOf,
    // The probes answer every ground and every listed witness or document, so the step is offered when the record
    // allows an order; the form asks the officer for each of them.
    probes: (s, d) => {
      const listed = listedItems(s).map((x) => ({ item: x.key, examined: true, reasons: 'As recorded.' }));
      const finding = (contravened: boolean) => [{ section: '26' as const, contravened, reasons: 'As recorded.' }];
      return [
        {
          type: 'pass-order',
          on: d,
          kind: 'dismissal',
          findings: finding(false),
          listed,
          reasons: 'As recorded.',
          delayReason: 'As recorded.',
        },
        {
          type: 'pass-order',
          on: d,
          kind: 'penalty-or-compensation',
          amounts: { penaltyPaise: 0, compensationPaise: 100, expensesPaise: 0, chargesPaise: 0 },
          findings: finding(true),
          listed,
          compensation: { payee: 'complainant', payWithinDays: 1 },
          reasons: 'As recorded.',
          delayReason: 'As recorded.',
          notHeardOnAmountReasons: 'As recorded.',
        },
      ];
    },
  },
  'extend-proceedings': {
    who: [AO],
    surface: 'officer',
    body: B['extend-proceedings'],
    preview: true,
    label: w('Extend the period of disposal', 'निपटान की अवधि बढ़ाएं'),
    help: w(
      'When the proceedings cannot be completed within six months, the period may be extended by at most 30 days, for reasonable cause recorded in writing.',
      'छह माह में कार्यवाही पूरी न हो सके तो लिखित में दर्ज युक्तियुक्त कारण से अवधि अधिकतम 30 दिन बढ़ाई जा सकती है।',
    ),
    fields: [
      {
        name: 'days',
        kind: 'number',
        label: w('Days of extension', 'बढ़ाए गए दिन'),
        help: w('At most 30 days (Rule 6).', 'अधिकतम 30 दिन (नियम 6)।'),
      },
      reasons,
      {
        name: 'lapseReasons',
        kind: 'textarea',
        label: w(
          'Only if the period has already ended: why it was not extended before it ended',
          'केवल यदि अवधि पहले ही समाप्त हो चुकी है: उसे समाप्त होने से पहले क्यों नहीं बढ़ाया गया',
        ),
        optional: true,
      },
    ],
    probes: (_s, d) => [
      { type: 'extend-proceedings', on: d, days: 1, reasons: 'As recorded.', lapseReasons: 'As recorded.' },
    ],
  },
  'supply-order-copy': {
    who: [AO],
    surface: 'officer',
    body: B['supply-order-copy'],
    label: w('Supply a free copy of the order', 'आदेश की निःशुल्क प्रति दें'),
    help: w(
      'A copy of the order, signed by the adjudicating officer, is supplied free of cost to the person complained against and to the complainant.',
      'न्यायनिर्णायक अधिकारी द्वारा हस्ताक्षरित आदेश की प्रति जिसके विरुद्ध शिकायत है उसे और शिकायतकर्ता को निःशुल्क दी जाती है।',
    ),
    fields: [
      { name: 'to', kind: 'radios', label: w('Copy supplied to', 'प्रति किसे दी गई'), choices: PARTY_CHOICES },
      {
        name: 'signed',
        kind: 'check',
        label: w('The copy is signed by the adjudicating officer', 'प्रति पर न्यायनिर्णायक अधिकारी के हस्ताक्षर हैं'),
      },
    ],
    defaults: (s) => ({
      to: s.copiesSupplied.some((c) => c.to === 'contravener') ? 'complainant' : 'contravener',
      signed: 'yes',
    }),
    // Free of cost (Rule 4(15)): the form does not ask a fee.
    ids: () => ({ feePaise: 0 }),
    probes: (_s, d) => PARTIES.map((to) => ({ type: 'supply-order-copy', on: d, to, feePaise: 0, signed: true })),
  },
  'record-deposit': {
    who: [AO, { role: 'fund-accountant', scope: 'state' }, { role: 'fund-accountant', scope: 'any' }],
    surface: 'officer',
    body: B['record-deposit'],
    label: w('Record a deposit of the penalty', 'शास्ति का जमा दर्ज करें'),
    help: w(
      'The amount deposited against the penalty, with its receipt or challan number.',
      'शास्ति के विरुद्ध जमा की गई राशि, उसकी रसीद या चालान संख्या के साथ।',
    ),
    fields: [
      { name: 'amountPaise', kind: 'money', label: w('Amount deposited (₹)', 'जमा की गई राशि (₹)') },
      { name: 'receiptNo', kind: 'text', label: w('Receipt or challan number', 'रसीद या चालान संख्या') },
      {
        name: 'mode',
        kind: 'radios',
        label: w('Paid by', 'भुगतान का तरीका'),
        choices: [
          { value: 'cash', label: w('Cash', 'नकद') },
          { value: 'bank-challan', label: w('Bank challan', 'बैंक चालान') },
          { value: 'online', label: w('Online', 'ऑनलाइन') },
          { value: 'demand-draft', label: w('Demand draft', 'डिमांड ड्राफ्ट') },
        ],
      },
    ],
    probes: (_s, d) => [{ type: 'record-deposit', on: d, amountPaise: 1, receiptNo: 'As recorded.', mode: 'cash' }],
  },
  'refer-for-recovery': {
    who: [AO],
    surface: 'officer',
    body: B['refer-for-recovery'],
    label: w(
      'Refer the unpaid penalty to the Animal Welfare Board of India for recovery',
      'जमा न की गई शास्ति के लिए भारतीय जीव-जंतु कल्याण बोर्ड को वसूली हेतु संदर्भ भेजें',
    ),
    help: w(
      "The penalty was not paid within the time the order fixed for depositing it (Rule 4(12)), nor within a period under section 27C where the State has notified one (Rule 4(14)); the person was given the signed order (Rule 4(15)) in time to pay. The portal's configured default period never decides this by itself. This is a reference to the Board for recovery; from then on payments are recorded by the Board.",
      'आदेश द्वारा शास्ति जमा करने के लिए नियत समय (नियम 4(12)) में, और जहाँ राज्य ने धारा 27ग के अधीन अवधि अधिसूचित की है वहाँ उस अवधि (नियम 4(14)) में, शास्ति का भुगतान नहीं किया गया; व्यक्ति को हस्ताक्षरित आदेश (नियम 4(15)) भुगतान के लिए समय रहते दिया गया। पोर्टल का पूर्वनिर्धारित मान स्वयं यह तय नहीं करता। यह बोर्ड को वसूली हेतु संदर्भ है; इसके बाद भुगतान बोर्ड द्वारा दर्ज किए जाते हैं।',
    ),
    fields: [
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
    probes: (_s, d) => [{ type: 'refer-for-recovery', on: d }],
  },
} satisfies Partial<Entries<S, AdjudicationCommand, typeof B>>;
