// The steps of the money book (Rules 4(12), 4(14), 7(11), 7(12), 8; ss.27C, 28): one entry per command of
// domain/money, with its provisions, policy, request body, words in English and Hindi, form and the probes
// decideMoney() answers. Three commands follow a step of a proceeding (the order raises the demands, the appellate
// order adjusts them, the reference for recovery): they are taken through that step's form and route, and are
// granted to whoever that step is granted to. The others are the money pages' own forms.

import type { Book, MoneyCommand } from '../../domain/money/index.ts';
import { DEPOSIT_MODES, outstandingPaise, RECOVERY_ACTIONS } from '../../domain/money/index.ts';
import { FUND_PURPOSES, UTILISING_BODIES } from '../../domain/fund/purposes.ts';
import {
  BodySchema,
  CertificateSchema,
  DepositSchema,
  RecoverySchema,
  ReleaseSchema,
  ReversalSchema,
  SanctionSchema,
} from '../../contract/money.ts';
import { BOARD_ACCOUNTANT, RECOVERY_OFFICER, STATE_ACCOUNTANT } from '../policies/money.ts';
import { AO } from '../policies/policies.ts';
import { ADJUDICATION_STEPS } from './adjudication.ts';
import { APPEAL_STEPS } from './appeal.ts';
import type { Catalogue, Choice, StepField } from './step.ts';
import { w } from './step.ts';
import { MW } from './money-words.ts';

/** The book as it stands, and the case the page is about (the case's demands page), if any. */

/** A demand entry as a reader knows it: its number in the book and the case it was raised in (ids stay the value). */
function entryLabel(book: Book, e: Book['entries'][number]): Choice['label'] {
  const n = e.entryId.replace(/^E/, '');
  const caseNumber = e.caseId === undefined ? undefined : book.cases.get(e.caseId)?.caseNumber;
  return caseNumber === undefined
    ? w(`Entry ${n}`, `प्रविष्टि ${n}`)
    : w(`Entry ${n}, case ${caseNumber}`, `प्रविष्टि ${n}, मामला ${caseNumber}`);
}

export interface MoneyState {
  readonly book: Book;
  readonly caseId?: string;
}
type S = MoneyState;
type F = StepField<S>;

/** The money commands that follow a step of a proceeding, and that step. */
export const MONEY_FOLLOWS = {
  'raise-demands': [{ kind: 'adjudication', command: 'pass-order' }],
  'apply-appellate-order': [{ kind: 'appeal', command: 'decide-appeal' }],
  'refer-for-recovery': [
    { kind: 'adjudication', command: 'refer-for-recovery' },
    { kind: 'appeal', command: 'refer-for-recovery' },
  ],
} as const satisfies Partial<
  Record<MoneyCommand['type'], readonly { kind: 'adjudication' | 'appeal'; command: string }[]>
>;
export type FollowingType = keyof typeof MONEY_FOLLOWS;
/** The money commands with their own form and route. */
export type BookType = Exclude<MoneyCommand['type'], FollowingType>;

const PROBE = 'As recorded.';
const fresh = (prefix: string, taken: { has(k: string): boolean }): string => {
  for (let i = 1; ; i++) if (!taken.has(`${prefix}${i}`)) return `${prefix}${i}`;
};
const casesOf = (s: S): string[] => (s.caseId !== undefined ? [s.caseId] : [...s.book.cases.keys()]);

const on: F = { name: 'on', kind: 'date', label: MW.on, help: MW.onHelp, optional: true };
const amount = (label: typeof MW.amount, optional = false): F => ({
  name: 'amount',
  kind: 'money',
  label,
  path: 'amountPaise',
  ...(optional ? { optional } : {}),
});
const modes: readonly Choice[] = DEPOSIT_MODES.map((m) => ({ value: m, label: MW.modes[m] }));
const sanctionChoices = (s: S): Choice[] =>
  [...s.book.sanctions.values()].map((x) => ({ value: x.sanctionRef, label: w(x.sanctionRef, x.sanctionRef) }));
const sanctionRef: F = { name: 'sanctionRef', kind: 'select', label: MW.sanction, choices: sanctionChoices };

export const MONEY_STEPS = {
  'raise-demands': {
    basis: ['in.ctr2026.r4.12', 'in.cta1871.s28', 'in.cta1871.s27c'],
    who: ADJUDICATION_STEPS['pass-order'].who,
    surface: 'follows',
    body: null,
    label: w('Raise the demands of the order', 'आदेश की माँगें दर्ज करें'),
    help: w(
      'Passing an order of penalty or compensation raises a demand for each amount ordered, with the time to deposit the penalty.',
      'शास्ति या प्रतिकर का आदेश पारित होने पर आदेशित प्रत्येक राशि की माँग, शास्ति जमा करने के समय सहित, दर्ज होती है।',
    ),
    fields: [],
    probes: () => [],
  },
  'apply-appellate-order': {
    basis: ['in.ctr2026.r7.11', 'in.cta1871.s28'],
    who: APPEAL_STEPS['decide-appeal'].who,
    surface: 'follows',
    body: null,
    label: w('Adjust the demands to the appellate order', 'अपील के आदेश के अनुसार माँगें समायोजित करें'),
    help: w(
      'The appellate order confirms, varies or sets aside the amounts; what was paid beyond them is refunded.',
      'अपील का आदेश राशियों की पुष्टि करता है, उन्हें बदलता है या अपास्त करता है; उनसे अधिक चुकाई गई राशि लौटाई जाती है।',
    ),
    fields: [],
    probes: () => [],
  },
  'refer-for-recovery': {
    basis: ['in.ctr2026.r4.14', 'in.ctr2026.r7.12', 'in.cta1871.s27c'],
    who: [...ADJUDICATION_STEPS['refer-for-recovery'].who, ...APPEAL_STEPS['refer-for-recovery'].who],
    surface: 'follows',
    body: null,
    label: w('Enter the penalty in the Board’s recovery', 'शास्ति को बोर्ड की वसूली में दर्ज करें'),
    help: w(
      'The reference of an unpaid penalty to the Animal Welfare Board of India puts it in the Board’s recovery queue.',
      'जमा न की गई शास्ति का भारतीय जीव-जंतु कल्याण बोर्ड को संदर्भ उसे बोर्ड की वसूली सूची में रखता है।',
    ),
    fields: [],
    probes: () => [],
  },
  'record-deposit': {
    basis: ['in.ctr2026.r4.12', 'in.cta1871.s28', 'in.cta1871.s27c'],
    who: [AO, STATE_ACCOUNTANT, BOARD_ACCOUNTANT],
    surface: 'book',
    body: DepositSchema,
    label: w('Record a deposit', 'जमा दर्ज करें'),
    help: w(
      'A payment against one head of the order, with its receipt or challan number, at most what is outstanding. A receipt number is used once only.',
      'आदेश की किसी एक मद के विरुद्ध भुगतान, उसकी रसीद या चालान संख्या सहित, बकाया से अधिक नहीं। रसीद संख्या केवल एक बार प्रयोग होती है।',
    ),
    fields: [
      {
        name: 'kind',
        kind: 'select',
        label: MW.head,
        choices: (s) =>
          [...s.book.demands.values()]
            .filter((d) => d.caseId === s.caseId && outstandingPaise(d) > 0)
            .map((d) => ({ value: d.kind, label: MW.kinds[d.kind] })),
      },
      { ...amount(MW.amount), help: MW.amountHelp },
      { name: 'receiptNo', kind: 'text', label: MW.receipt, help: MW.receiptHelp },
      { name: 'mode', kind: 'select', label: MW.mode, choices: modes },
      on,
    ],
    ids: (s) => (s.caseId !== undefined ? { caseId: s.caseId } : {}),
    // A deposit is recorded on its case's page: without a case, nothing to probe.
    probes: (s, d) =>
      [...s.book.demands.values()]
        .filter((x) => x.caseId === s.caseId)
        .map((x) => ({
          type: 'record-deposit' as const,
          on: d,
          caseId: x.caseId,
          kind: x.kind,
          amountPaise: 1,
          receiptNo: fresh('probe-', s.book.receipts),
          mode: 'cash' as const,
        })),
  },
  'record-recovery': {
    basis: ['in.ctr2026.r4.14', 'in.ctr2026.r7.12', 'in.cta1871.s28', 'in.ctr2026.r8.2'],
    who: [RECOVERY_OFFICER],
    surface: 'book',
    body: RecoverySchema,
    label: w('Record a recovery action', 'वसूली की कार्रवाई दर्ज करें'),
    help: w(
      'What the Board did to recover a referred penalty, and what it recovered (nothing yet is 0); the amount is credited to the Board’s fund.',
      'संदर्भित शास्ति की वसूली के लिए बोर्ड ने क्या किया, और क्या वसूला (अभी कुछ नहीं तो 0); राशि बोर्ड की निधि में जमा होती है।',
    ),
    fields: [
      {
        name: 'caseId',
        kind: 'select',
        label: MW.case,
        choices: (s) =>
          [...s.book.cases.values()]
            .filter((c) => c.referredOn !== undefined)
            .map((c) => ({ value: c.caseId, label: w(c.caseNumber, c.caseNumber) })),
      },
      {
        name: 'action',
        kind: 'select',
        label: MW.action,
        choices: RECOVERY_ACTIONS.map((a) => ({ value: a, label: MW.actions[a] })),
      },
      { name: 'note', kind: 'textarea', label: MW.note },
      amount(MW.recovered),
      { name: 'receiptNo', kind: 'text', label: MW.receipt, help: MW.ifRecovered, optional: true },
      { name: 'mode', kind: 'select', label: MW.mode, help: MW.ifRecovered, choices: modes, optional: true },
      on,
    ],
    defaults: () => ({ amount: '0' }),
    probes: (s, d) =>
      casesOf(s).map((caseId) => ({
        type: 'record-recovery' as const,
        on: d,
        caseId,
        action: 'demand-notice' as const,
        note: PROBE,
        amountPaise: 0,
      })),
  },
  'register-body': {
    basis: ['in.ctr2026.r8.1'],
    who: [BOARD_ACCOUNTANT],
    surface: 'book',
    body: BodySchema,
    label: w('Register a utilising body', 'उपयोगकर्ता निकाय पंजीकृत करें'),
    help: w(
      'The penalty money is used through a State Board, a local authority or a Society for Prevention of Cruelty to Animals only.',
      'शास्ति की राशि केवल राज्य बोर्ड, स्थानीय प्राधिकरण या पशु क्रूरता निवारण सोसाइटी के माध्यम से उपयोग होती है।',
    ),
    fields: [
      { name: 'bodyId', kind: 'text', label: MW.bodyId },
      {
        name: 'kind',
        kind: 'select',
        label: MW.bodyKind,
        choices: UTILISING_BODIES.map((b) => ({ value: b, label: MW.bodies[b] })),
      },
      { name: 'name', kind: 'text', label: MW.bodyName },
      { name: 'state', kind: 'text', label: MW.state },
      on,
    ],
    probes: (s, d) => [
      { type: 'register-body', on: d, bodyId: fresh('B', s.book.bodies), kind: 'spca', name: PROBE, state: PROBE },
    ],
  },
  'grant-sanction': {
    basis: ['in.ctr2026.r8.1', 'in.ctr2026.r8.2'],
    who: [BOARD_ACCOUNTANT],
    surface: 'book',
    body: SanctionSchema,
    label: w('Sanction a use of the fund', 'निधि के उपयोग की स्वीकृति दें'),
    help: w(
      'For one of the purposes of Rule 8(1), through a registered body, within what the fund holds beyond earlier sanctions.',
      'नियम 8(1) के किसी प्रयोजन के लिए, पंजीकृत निकाय के माध्यम से, पूर्व स्वीकृतियों के बाद निधि में शेष राशि के भीतर।',
    ),
    fields: [
      { name: 'sanctionRef', kind: 'text', label: MW.sanction },
      {
        name: 'bodyId',
        kind: 'select',
        label: MW.body,
        choices: (s) => [...s.book.bodies.values()].map((b) => ({ value: b.bodyId, label: w(b.name, b.name) })),
      },
      {
        name: 'purpose',
        kind: 'select',
        label: MW.purpose,
        choices: FUND_PURPOSES.map((p) => ({ value: p.purpose, label: MW.purposes[p.purpose] })),
      },
      amount(MW.sanctioned),
      { name: 'notificationRef', kind: 'text', label: MW.notification, help: MW.notificationHelp, optional: true },
      on,
    ],
    probes: (s, d) =>
      [...s.book.bodies.values()].flatMap((b) =>
        FUND_PURPOSES.map((p) => ({
          type: 'grant-sanction' as const,
          on: d,
          sanctionRef: fresh('probe-', s.book.sanctions),
          bodyId: b.bodyId,
          purpose: p.purpose,
          amountPaise: 1,
          notificationRef: PROBE,
        })),
      ),
  },
  'make-release': {
    basis: ['in.ctr2026.r8.1', 'in.ctr2026.r8.2', 'in.cta1871.s28'],
    who: [BOARD_ACCOUNTANT],
    surface: 'book',
    body: ReleaseSchema,
    label: w('Release money on a sanction', 'स्वीकृति पर राशि जारी करें'),
    help: w(
      'At most what is left of the sanction; the fund never goes below zero.',
      'स्वीकृति में शेष राशि से अधिक नहीं; निधि कभी शून्य से नीचे नहीं जाती।',
    ),
    fields: [{ name: 'releaseRef', kind: 'text', label: MW.release }, sanctionRef, amount(MW.released), on],
    probes: (s, d) =>
      [...s.book.sanctions.values()].map((x) => ({
        type: 'make-release' as const,
        on: d,
        releaseRef: fresh('probe-', s.book.releases),
        sanctionRef: x.sanctionRef,
        amountPaise: 1,
      })),
  },
  'record-certificate': {
    basis: ['in.ctr2026.r8.1'],
    who: [BOARD_ACCOUNTANT],
    surface: 'book',
    body: CertificateSchema,
    label: w('Record a utilisation certificate', 'उपयोगिता प्रमाणपत्र दर्ज करें'),
    help: w(
      'The body accounts for money released on a sanction; at most what was released and not yet accounted for.',
      'निकाय स्वीकृति पर जारी राशि का हिसाब देता है; जारी और अभी तक हिसाब न दी गई राशि से अधिक नहीं।',
    ),
    fields: [
      { name: 'certificateRef', kind: 'text', label: MW.certificate },
      sanctionRef,
      amount(MW.utilised),
      { name: 'documentRef', kind: 'text', label: MW.document, optional: true },
      on,
    ],
    probes: (s, d) =>
      [...s.book.sanctions.values()].map((x) => ({
        type: 'record-certificate' as const,
        on: d,
        certificateRef: fresh('probe-', s.book.certificates),
        sanctionRef: x.sanctionRef,
        amountPaise: 1,
      })),
  },
  'reverse-entry': {
    basis: ['in.ctr2026.r8.2'],
    who: [BOARD_ACCOUNTANT],
    surface: 'book',
    body: ReversalSchema,
    label: w('Correct a demand entry by reversal', 'माँग की प्रविष्टि को उलट कर सुधारें'),
    help: w(
      'Entries are never altered: a wrong demand is corrected by an entry that reverses it, with the reason.',
      'प्रविष्टियाँ कभी बदली नहीं जातीं: गलत माँग को उलटने वाली प्रविष्टि से, कारण सहित, सुधारा जाता है।',
    ),
    fields: [
      {
        name: 'entryId',
        kind: 'select',
        label: MW.entry,
        choices: (s) =>
          s.book.entries
            .filter((e) => e.source === 'demand' && !s.book.reversed.has(e.entryId))
            .map((e) => ({ value: e.entryId, label: entryLabel(s.book, e) })),
      },
      { name: 'reason', kind: 'textarea', label: MW.reason },
      on,
    ],
    probes: (s, d) =>
      s.book.entries.map((e) => ({ type: 'reverse-entry' as const, on: d, entryId: e.entryId, reason: PROBE })),
  },
} satisfies Catalogue<S, MoneyCommand>;
