// One or more recorded events of every type of every proceeding, with the facts their words are built from (names,
// dates, amounts, who acted, which branch), for the language tests of the event catalogues and the review list of the
// Assamese and Bengali strings (scripts/assam-review-list.ts). Keyed by the domain's unions: an event type added to a
// proceeding without its sample here does not compile. A sample carries the fields the words read, not every field.

import type { AdjudicationEvent } from '../src/domain/adjudication/events.ts';
import type { AppealEvent } from '../src/domain/appeal/events.ts';
import type { AssamEvent } from '../src/domain/assam/events.ts';
import type { MoneyBookEvent } from '../src/app/proceedings/money/events.ts';

type Samples<U extends { readonly type: string }> = {
  readonly [T in U['type']]: readonly Readonly<Record<string, unknown>>[];
};

const on = '2026-07-03';
const basis: readonly string[] = [];
const party = (name: string) => ({ name, address: 'Village Bhogpur, Nalbari' });
const proof = { tenderedBy: 'Hemanta Das', tenderedTo: 'Ramen Kalita', at: '10:30' };

export const ADJUDICATION_SAMPLES: Samples<AdjudicationEvent> = {
  'complaint-registered': [
    {
      particulars: { complainant: party('Anjali Bora'), contravener: party('Ramen Kalita') },
      daysSinceContravention: 3,
    },
  ],
  'show-cause-notice-issued': [{ replyDays: 15 }],
  'service-attempted': [
    { attemptId: 'A-1', mode: 'tender', outcome: 'served', particulars: 'Handed over at home', proof },
    {
      attemptId: 'A-2',
      mode: 'tender',
      outcome: 'failed',
      particulars: '',
      proof,
      refused: { refusal: 'Would not take it', witnesses: ['Bimal Nath'] },
    },
    {
      attemptId: 'A-3',
      mode: 'speed-post',
      outcome: 'pending',
      particulars: '',
      proof: { articleNumber: 'EE123456789IN' },
    },
  ],
  'service-outcome-recorded': [{ attemptId: 'A-3', outcome: 'served', acknowledgementDocumentId: 'D-7' }],
  'service-deemed': [{ ground: 'refused-to-accept', reasons: 'Refused before two witnesses' }],
  'summons-issued': [{ summonsId: 'S-1', witnessName: 'Bimal Nath', purpose: 'evidence', appearOn: '2026-07-20' }],
  'summons-appearance-recorded': [{ summonsId: 'S-1', statement: 'Saw the cattle in the field' }],
  'attendance-enforced': [{ summonsId: 'S-1', reasons: 'Did not appear though served' }],
  'reply-period-extended': [{ extraDays: 10, totalDays: 25, reasons: 'Was in hospital', dueOn: '2026-07-28' }],
  'reply-recorded': [
    { admits: false, text: 'Denied', witnesses: [], documents: [], late: true, submittedBy: 'noticee' },
    { admits: true, text: 'Admitted', witnesses: [], documents: [], late: false },
  ],
  'reply-extension-requested': [{ reasons: 'Was away', days: 10, replyDueOn: '2026-07-18' }],
  'reply-extension-refused': [{ reasons: 'No cause shown', requestedOn: '2026-07-10' }],
  'ex-parte-recorded': [{ reasons: 'Nothing received by the due day', replyDueOn: '2026-07-18' }],
  'ex-parte-recalled': [{ reasons: 'Sufficient cause shown', exParteOn: '2026-07-19' }],
  'hearing-notice-issued': [
    { hearingNoticeId: 'H-1', hearingOn: '2026-08-04', mode: 'in-person', time: '11:00', place: 'SDO office, Nalbari' },
    {
      hearingNoticeId: 'H-2',
      hearingOn: '2026-08-18',
      mode: 'in-person',
      withdraws: 'H-1',
      adjournment: { soughtBy: 'complainant', reasons: 'Ill' },
    },
  ],
  'hearing-recorded': [
    { noticeeAppeared: true, complainantAppeared: true, explained: true, inAbsence: false, notes: 'Both heard' },
  ],
  'written-submissions-allowed': [{ issues: 'Whether the cattle were seized lawfully' }],
  'party-filed': [
    { by: 'complainant', kind: 'witness-list', items: ['Bimal Nath'] },
    { by: 'contravener', kind: 'document-list', items: ['Receipt'] },
  ],
  'written-brief-filed': [
    { by: 'complainant', text: 'My brief' },
    { by: 'contravener', text: 'My brief' },
  ],
  'proceedings-extended': [
    { days: 30, totalDays: 120, reasons: 'Witness unwell', dueOn: '2026-10-01' },
    {
      days: 30,
      totalDays: 120,
      reasons: 'Witness unwell',
      dueOn: '2026-10-01',
      afterLapse: { periodEndedOn: '2026-09-01', daysLapsed: 3, reasons: 'Officer on leave' },
    },
  ],
  'order-passed': [
    {
      order: {
        kind: 'penalty-or-compensation',
        penaltyPaise: 150000,
        compensationPaise: 50000,
        expensesPaise: 0,
        chargesPaise: 0,
      },
    },
    { order: { kind: 'dismissal', penaltyPaise: 0, compensationPaise: 0, expensesPaise: 0, chargesPaise: 0 } },
  ],
  'order-copy-supplied': [
    { to: 'complainant' },
    {
      to: 'contravener',
      fieldProof: { sha256: 'ab12', servedBy: 'Hemanta Das', receivedBy: 'Ramen Kalita', at: '10:30' },
    },
  ],
  'deposit-recorded': [{ amountPaise: 150000, receiptNo: 'R-1', mode: 'cash', outstandingAfterPaise: 50000 }],
  'referred-for-recovery': [
    { outstandingPaise: 50000, to: 'awbi', s27cDueOn: '2026-09-01' },
    {
      outstandingPaise: 50000,
      to: 'awbi',
      s27cDueOn: '2026-09-01',
      appealPending: { number: 'AP-7/2026', filedOn: '2026-08-20' },
    },
  ],
  'waiver-recorded': [
    { by: 'complainant', words: 'I do not wish to be heard', documentId: 'D-9' },
    { by: 'contravener', words: 'I do not wish to be heard', documentId: 'D-10' },
  ],
  'service-objected': [
    { objectionId: 'O-1', attemptId: 'A-1', grounds: 'I was away that day' },
    { objectionId: 'O-2', attemptId: 'A-1', hearingNoticeId: 'H-1', grounds: 'I was away that day' },
  ],
  'service-objection-decided': [
    { objectionId: 'O-1', attemptId: 'A-1', upheld: true, reasons: 'The signature is not his' },
    { objectionId: 'O-1', attemptId: 'A-1', upheld: false, reasons: 'Witnesses confirm the tender' },
  ],
  'adjournment-sought': [
    {
      requestId: 'J-1',
      by: 'complainant',
      made: 'portal',
      hearingNoticeId: 'H-1',
      sittingOn: '2026-08-04',
      reasons: 'Ill',
    },
  ],
  'adjournment-granted': [
    {
      requestId: 'J-1',
      by: 'contravener',
      soughtOn: '2026-08-01',
      soughtReasons: 'Ill',
      from: '2026-08-04',
      to: '2026-08-18',
      hearingNoticeId: 'H-1',
      newHearingNoticeId: 'H-2',
      reasons: 'Certificate produced',
    },
  ],
  'adjournment-refused': [
    {
      requestId: 'J-1',
      by: 'complainant',
      soughtOn: '2026-08-01',
      soughtReasons: 'Busy',
      hearingNoticeId: 'H-1',
      sittingOn: '2026-08-04',
      reasons: 'No cause shown',
    },
  ],
};

export const APPEAL_SAMPLES: Samples<AppealEvent> = {
  'appeal.filed': [{}],
  'appeal.records-called-for': [{}],
  'appeal.records-received': [{}],
  'appeal.defects-intimated': [{ defects: [], rectifyDue: '2026-08-10', rectifyDays: 7 }],
  'appeal.defects-rectified': [{ rectified: [] }],
  'appeal.registration-refused': [{ reasons: 'Not rectified', defectIds: [] }],
  'appeal.refusal-communicated': [{ late: false }],
  'appeal.admitted': [{}],
  'appeal.notice-issued': [{ replyDays: 15, replyMaxDays: 30 }],
  'appeal.service-attempted': [
    { attempt: { id: 'A-1', mode: 'tender', outcome: 'served', proof } },
    { attempt: { id: 'A-2', mode: 'speed-post', outcome: 'pending' } },
  ],
  'appeal.service-outcome': [{ attemptId: 'A-2', outcome: 'served', acknowledgementDocumentId: 'D-7' }],
  'appeal.service-deemed': [{ ground: 'refused-to-accept' }],
  'appeal.respondent-replied': [{ late: true, submittedBy: 'respondent' }, { late: false }],
  'appeal.hearing-scheduled': [
    { hearingOn: '2026-08-04', mode: 'in-person' },
    {
      hearingOn: '2026-08-18',
      mode: 'in-person',
      withdraws: 'H-1',
      adjourned: { soughtBy: 'respondent', reasons: 'Ill', from: '2026-08-04', adjournmentId: 'J-1' },
    },
  ],
  'appeal.hearing-held': [{ mode: 'in-person' }],
  'appeal.decided': [{ outcome: 'confirm' }, { outcome: 'vary' }, { outcome: 'set-aside' }],
  'appeal.copy-supplied': [{ party: 'appellant', of: 'appellate-order' }],
  'appeal.referred-for-recovery': [{ unpaidPaise: 50000, depositDue: '2026-09-01', periodDays: 30 }],
  'appeal.service-objected': [{ objectionId: 'O-1', attemptId: 'A-1', grounds: 'I was away' }],
  'appeal.service-objection-decided': [{ objectionId: 'O-1', attemptId: 'A-1', upheld: true, reasons: 'Not his' }],
  'appeal.adjournment-sought': [{ adjournmentId: 'J-1', by: 'appellant', reasons: 'Ill', from: '2026-08-04' }],
  'appeal.adjournment-decided': [
    {
      adjournmentId: 'J-1',
      by: 'appellant',
      granted: true,
      reasons: 'Certificate',
      from: '2026-08-04',
      to: '2026-08-18',
    },
    { adjournmentId: 'J-1', by: 'respondent', granted: false, reasons: 'No cause', from: '2026-08-04' },
  ],
};

export const ASSAM_SAMPLES: Samples<AssamEvent> = {
  'written-report-made': [{}],
  'report-forwarded': [{ court: 'SDJM, Nalbari' }],
  'cognizance-taken': [
    {
      court: 'SDJM, Nalbari',
      caseNumber: 'CR 12/2026',
      limitation: { sixMonthsEndOn: '2027-01-03', reportWithinSixMonths: true },
    },
  ],
  'summons-served': [{ summonsId: 'S-1', appearOn: '2026-08-04', proofDocumentId: 'D-3' }],
  'appearance-recorded': [{ summonsId: 'S-1', attendance: 'appeared' }],
  'accused-acquitted': [{}],
  'accused-convicted': [{ sentence: {} }],
  'compensation-ordered': [
    {
      payee: { name: 'Anjali Bora', kind: 'property-damaged' },
      amountRupees: 2500,
      reasons: 'Crop eaten',
      payBy: '2026-09-01',
    },
  ],
  'adjournment-applied': [
    { adjournmentId: 'J-1', summonsId: 'S-1', soughtBy: 'accused', reasons: 'Ill', from: '2026-08-04' },
  ],
  'adjournment-ordered': [
    {
      adjournmentId: 'J-1',
      summonsId: 'S-1',
      soughtBy: 'accused',
      granted: true,
      reasons: 'Certificate',
      from: '2026-08-04',
      to: '2026-08-18',
    },
    {
      adjournmentId: 'J-1',
      summonsId: 'S-1',
      soughtBy: 'officer',
      granted: false,
      reasons: 'No cause',
      from: '2026-08-04',
    },
  ],
  'compensation-paid': [{}],
  'compensation-defaulted': [{}],
  'cattle-forfeited': [{ cattle: 'Two cows' }],
  'cattle-auctioned': [
    { saleProceedsRupees: 9000, paidToAggrievedRupees: 2500, shortfallRupees: 0, surplusRupees: 6500 },
  ],
};

const cmd = (type: string, amountPaise = 150000) => ({ type, command: { type, amountPaise } });
export const MONEY_SAMPLES: Samples<MoneyBookEvent> = {
  'raise-demands': [cmd('raise-demands')],
  'apply-appellate-order': [cmd('apply-appellate-order')],
  'record-deposit': [cmd('record-deposit')],
  'refer-for-recovery': [cmd('refer-for-recovery')],
  'record-recovery': [cmd('record-recovery'), cmd('record-recovery', 0)],
  'register-body': [cmd('register-body')],
  'grant-sanction': [cmd('grant-sanction')],
  'make-release': [cmd('make-release')],
  'record-certificate': [cmd('record-certificate')],
  'reverse-entry': [cmd('reverse-entry')],
};

/** Every sample of every proceeding with its type, ready for the catalogue: [type, event]. */
export function everySample(): readonly (readonly [string, Readonly<Record<string, unknown>>])[] {
  return [ADJUDICATION_SAMPLES, APPEAL_SAMPLES, ASSAM_SAMPLES, MONEY_SAMPLES].flatMap((set) =>
    Object.entries(set as Readonly<Record<string, readonly Readonly<Record<string, unknown>>[]>>).flatMap(
      ([type, xs]) => xs.map((x) => [type, { type, on, basis, ...x }] as const),
    ),
  );
}
