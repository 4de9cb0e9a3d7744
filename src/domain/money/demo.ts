// A demo financial year of penalty money (2026-27): three orders in two offices, partial deposits, a lapse and the
// Board's recovery, an appeal that varies a paid penalty, and sanctions for every purpose of Rule 8(1). Used by the
// tests, `ctp` samples and the fund statement artefacts; the figures are checked in money.test.ts.

import type { LocalDate } from '../../lib/local-date.ts';
import type { Book, MoneyCommand } from './book.ts';
import { EMPTY_BOOK, runMoney } from './book.ts';

const d = (s: string) => s as LocalDate;
const Z = { penaltyPaise: 0, compensationPaise: 0, expensesPaise: 0, chargesPaise: 0 };
const NORTH = { state: 'Demo State', district: 'North', office: 'SDM North' };
const SOUTH = { state: 'Demo State', district: 'South', office: 'SDM South' };
const raise = (
  caseId: string,
  on: string,
  penalty: number,
  due: string,
  extra: Partial<typeof Z>,
  place: typeof NORTH,
): MoneyCommand => ({
  type: 'raise-demands',
  on: d(on),
  caseId,
  caseNumber: `CT/${caseId}`,
  amounts: { ...Z, penaltyPaise: penalty, ...extra },
  depositDueOn: d(due),
  place,
  contravener: `Owner ${caseId}`,
  complainant: `Complainant ${caseId}`,
});
const deposit = (
  caseId: string,
  on: string,
  amountPaise: number,
  receiptNo: string,
  kind: 'penalty' | 'compensation' = 'penalty',
): MoneyCommand => ({
  type: 'record-deposit',
  on: d(on),
  caseId,
  kind,
  amountPaise,
  receiptNo,
  mode: 'bank-challan',
});

export const DEMO_YEAR: readonly MoneyCommand[] = [
  raise('A1', '2026-08-03', 5_000_00, '2026-09-02', { compensationPaise: 2_000_00 }, NORTH),
  raise('B1', '2026-08-10', 3_000_00, '2026-09-09', {}, SOUTH),
  raise('C1', '2026-08-20', 4_000_00, '2026-09-19', {}, NORTH),
  deposit('A1', '2026-08-20', 2_000_00, 'GRN-1001'),
  deposit('A1', '2026-08-28', 3_000_00, 'GRN-1002'),
  deposit('A1', '2026-08-28', 2_000_00, 'GRN-1003', 'compensation'),
  deposit('C1', '2026-09-01', 4_000_00, 'GRN-1004'),
  { type: 'refer-for-recovery', on: d('2026-09-10'), caseId: 'B1' },
  {
    type: 'record-recovery',
    on: d('2026-09-25'),
    caseId: 'B1',
    action: 'demand-notice',
    note: 'Demand notice served on the owner',
    amountPaise: 0,
  },
  {
    type: 'record-recovery',
    on: d('2026-10-15'),
    caseId: 'B1',
    action: 'arrears-of-land-revenue',
    note: 'Recovered through the Tahsildar',
    amountPaise: 3_000_00,
    receiptNo: 'AWBI-R-7',
    mode: 'demand-draft',
  },
  {
    type: 'apply-appellate-order',
    on: d('2026-11-02'),
    caseId: 'C1',
    appealNumber: 'APL/2026/4',
    outcome: 'varied',
    terms: { ...Z, penaltyPaise: 1_500_00 },
  },
  {
    type: 'register-body',
    on: d('2026-11-05'),
    bodyId: 'SAWB-DS',
    kind: 'state-board',
    name: 'Demo State Animal Welfare Board',
    state: 'Demo State',
  },
  {
    type: 'register-body',
    on: d('2026-11-05'),
    bodyId: 'NMC',
    kind: 'local-authority',
    name: 'North Municipal Council',
    state: 'Demo State',
  },
  {
    type: 'register-body',
    on: d('2026-11-05'),
    bodyId: 'SPCA-N',
    kind: 'spca',
    name: 'SPCA North',
    state: 'Demo State',
  },
  {
    type: 'grant-sanction',
    on: d('2026-11-10'),
    sanctionRef: 'S/1',
    bodyId: 'NMC',
    purpose: 'pounds',
    amountPaise: 3_000_00,
  },
  {
    type: 'grant-sanction',
    on: d('2026-11-10'),
    sanctionRef: 'S/2',
    bodyId: 'SPCA-N',
    purpose: 'impounded-cattle-care',
    amountPaise: 1_500_00,
  },
  {
    type: 'grant-sanction',
    on: d('2026-11-10'),
    sanctionRef: 'S/3',
    bodyId: 'SAWB-DS',
    purpose: 'training',
    amountPaise: 1_000_00,
  },
  {
    type: 'grant-sanction',
    on: d('2026-11-10'),
    sanctionRef: 'S/4',
    bodyId: 'SAWB-DS',
    purpose: 'public-awareness',
    amountPaise: 500_00,
  },
  {
    type: 'grant-sanction',
    on: d('2026-11-10'),
    sanctionRef: 'S/5',
    bodyId: 'SPCA-N',
    purpose: 'notified-purpose',
    amountPaise: 500_00,
    notificationRef: 'S.O. 4321(E), 1 Sep 2026',
  },
  { type: 'make-release', on: d('2026-11-20'), releaseRef: 'R/1', sanctionRef: 'S/1', amountPaise: 3_000_00 },
  { type: 'make-release', on: d('2026-11-20'), releaseRef: 'R/2', sanctionRef: 'S/2', amountPaise: 1_000_00 },
  { type: 'make-release', on: d('2026-12-01'), releaseRef: 'R/3', sanctionRef: 'S/3', amountPaise: 1_000_00 },
  {
    type: 'record-certificate',
    on: d('2026-12-20'),
    certificateRef: 'UC/1',
    sanctionRef: 'S/1',
    amountPaise: 2_500_00,
    documentRef: 'doc:uc-1',
  },
];

/** The demo year applied to an empty book; throws if any step is refused (it never should: the tests say so). */
export function demoYear(): Book {
  let b = EMPTY_BOOK;
  for (const c of DEMO_YEAR) {
    const r = runMoney(b, c);
    if (r.refusal) throw new Error(`demo year: ${c.type} refused: ${r.refusal.code} ${r.refusal.message}`);
    b = r.book;
  }
  return b;
}
