// Money from the order to the fund: Rule 4(12) demands, s.27C deposits, Rule 4(14)/7(12) recovery, Rule 7(11)
// adjustments with refunds, s.28 credit to the Board's separate account (Rule 8(2)) and Rule 8(1) utilisation.

import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { LocalDate } from '../../lib/local-date.ts';
import { daysBetween } from '../../lib/local-date.ts';
import type { ProvisionId } from '../../rules/provisions.ts';
import type { RefusalCode } from '../../rules/refusal-codes.ts';
import type { Book, MoneyCommand } from './book.ts';
import { demandId, EMPTY_BOOK, outstandingPaise, recoveryQueue, runMoney } from './book.ts';
import { BANK, FUND, fundBalance, receivable, verifyLedger } from './ledger.ts';
import { DEMO_YEAR, demoYear } from './demo.ts';
import { fundStatement, fundStatementCsv, outstandingByAge, realisation, utilisation } from './reports.ts';

const d = (s: string) => s as LocalDate;
const Z = { penaltyPaise: 0, compensationPaise: 0, expensesPaise: 0, chargesPaise: 0 };
const PLACE_A = { state: 'Demo State', district: 'North', office: 'SDM North' };

function run(b: Book, cmd: MoneyCommand): Book {
  const r = runMoney(b, cmd);
  assert.ok(!r.refusal, `${cmd.type} refused: ${r.refusal?.code} ${r.refusal?.message}`);
  const v = verifyLedger(r.book.entries);
  assert.deepEqual(v.breaks, [], `ledger breaks after ${cmd.type}`);
  return r.book;
}
function refused(b: Book, cmd: MoneyCommand, code: RefusalCode, provision: ProvisionId): void {
  const r = runMoney(b, cmd);
  assert.ok(r.refusal, `${cmd.type} should be refused with ${code}`);
  assert.equal(r.refusal.code, code, r.refusal.message);
  assert.ok(r.refusal.basis.includes(provision), `basis ${r.refusal.basis.join(', ')} lacks ${provision}`);
  assert.equal(r.book, b, 'a refused command leaves the book as it was');
}
const raise = (
  caseId: string,
  on: string,
  penalty: number,
  due: string,
  extra: Partial<typeof Z> = {},
  place: typeof PLACE_A = PLACE_A,
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

describe('Rule 4(12): an order raises demands per head', () => {
  it('penalty to the Board, compensation to the complainant, each with its receivable', () => {
    const b = run(
      EMPTY_BOOK,
      raise('A1', '2026-08-03', 5_000_00, '2026-09-02', { compensationPaise: 2_000_00, expensesPaise: 300_00 }),
    );
    assert.equal(b.demands.get(demandId('A1', 'penalty'))?.payee, 'awbi-fund');
    assert.equal(b.demands.get(demandId('A1', 'compensation'))?.payee, 'Complainant A1');
    assert.equal(b.balances.get(receivable('penalty', 'A1')), 5_000_00);
    assert.equal(b.balances.get(receivable('expenses', 'A1')), 300_00);
    assert.equal(fundBalance(b.balances), 0, 'an order credits nothing to the fund: s.28 credits what is realised');
    refused(b, raise('A1', '2026-08-04', 1_00, '2026-09-02'), 'MONEY.DEMANDS_ALREADY_RAISED', 'in.ctr2026.r4.12');
  });
  it('a penalty without a deposit date is refused (s.27C)', () => {
    const cmd = { ...raise('X', '2026-08-03', 1_00, '2026-09-02') } as Extract<MoneyCommand, { type: 'raise-demands' }>;
    const { depositDueOn: _, ...noDue } = cmd;
    refused(EMPTY_BOOK, noDue, 'ORDER.DEPOSIT_TIME_LIMIT_REQUIRED', 'in.cta1871.s27c');
  });
});

describe('Section 28: deposits, partial payments and one receipt per payment', () => {
  const b0 = run(EMPTY_BOOK, raise('A1', '2026-08-03', 5_000_00, '2026-09-02'));
  it('partial deposits reduce the outstanding penalty and are credited to the fund', () => {
    const b = run(
      run(b0, deposit('A1', '2026-08-10', 1_000_00, 'GRN-1')),
      deposit('A1', '2026-08-12', 1_500_00, 'GRN-2'),
    );
    assert.equal(outstandingPaise(b.demands.get(demandId('A1', 'penalty'))!), 2_500_00);
    assert.equal(fundBalance(b.balances), 2_500_00);
    assert.equal(b.balances.get(BANK), 2_500_00);
  });
  it('a reused receipt or challan number is refused', () => {
    const b = run(b0, deposit('A1', '2026-08-10', 1_000_00, 'GRN-1'));
    refused(b, deposit('A1', '2026-08-11', 1_000_00, 'GRN-1'), 'DEPOSIT.RECEIPT_REUSED', 'in.cta1871.s28');
    refused(b, deposit('A1', '2026-08-11', 1_000_00, '  GRN-1 '), 'DEPOSIT.RECEIPT_REUSED', 'in.ctr2026.r4.12');
  });
  it('more than is outstanding, a zero amount or no receipt is refused', () => {
    refused(b0, deposit('A1', '2026-08-10', 5_000_01, 'GRN-9'), 'DEPOSIT.EXCEEDS_OUTSTANDING', 'in.ctr2026.r4.12');
    refused(b0, deposit('A1', '2026-08-10', 0, 'GRN-9'), 'DEPOSIT.AMOUNT_INVALID', 'in.ctr2026.r4.12');
    refused(b0, deposit('A1', '2026-08-10', 1_00, ''), 'DEPOSIT.RECEIPT_REQUIRED', 'in.ctr2026.r4.12');
  });
});

describe('Rule 4(14): an unpaid penalty after the s.27C period is recovered by the Board', () => {
  const b0 = run(
    run(EMPTY_BOOK, raise('B1', '2026-08-10', 3_000_00, '2026-09-09')),
    deposit('B1', '2026-08-20', 500_00, 'GRN-5'),
  );
  it('not in the queue and not referable until the deposit period lapses', () => {
    assert.equal(recoveryQueue(b0, d('2026-09-09'), daysBetween).length, 0);
    refused(
      b0,
      { type: 'refer-for-recovery', on: d('2026-09-09'), caseId: 'B1' },
      'RECOVERY.NOT_DUE',
      'in.ctr2026.r4.14',
    );
  });
  it('after the lapse: in the queue with what the Board needs; recovery credited to the fund', () => {
    const q = recoveryQueue(b0, d('2026-09-20'), daysBetween);
    assert.equal(q.length, 1);
    assert.deepEqual(
      [q[0]!.outstandingPaise, q[0]!.daysOverdue, q[0]!.contravener, q[0]!.depositDueOn],
      [2_500_00, 11, 'Owner B1', '2026-09-09'],
    );
    assert.ok(q[0]!.basis.includes('in.ctr2026.r4.14'));
    refused(
      b0,
      {
        type: 'record-recovery',
        on: d('2026-09-20'),
        caseId: 'B1',
        action: 'attachment',
        note: 'Attached',
        amountPaise: 1_00,
        receiptNo: 'R-1',
        mode: 'cash',
      },
      'RECOVERY.NOT_REFERRED',
      'in.ctr2026.r4.14',
    );
    let b = run(b0, { type: 'refer-for-recovery', on: d('2026-09-20'), caseId: 'B1' });
    refused(b, deposit('B1', '2026-09-21', 1_00, 'GRN-6'), 'RECOVERY.ALREADY_REFERRED', 'in.ctr2026.r4.14');
    b = run(b, {
      type: 'record-recovery',
      on: d('2026-10-01'),
      caseId: 'B1',
      action: 'attachment',
      note: 'Attached and sold',
      amountPaise: 2_500_00,
      receiptNo: 'AWBI-1',
      mode: 'demand-draft',
    });
    assert.equal(fundBalance(b.balances), 3_000_00);
    assert.equal(recoveryQueue(b, d('2026-10-02'), daysBetween).length, 0);
  });
});

describe('Rule 7(11): an appellate order that varies or sets aside adjusts the demands by reversing entries', () => {
  const paid = run(
    run(EMPTY_BOOK, raise('C1', '2026-08-20', 4_000_00, '2026-09-19', { compensationPaise: 1_000_00 })),
    deposit('C1', '2026-09-01', 4_000_00, 'GRN-7'),
  );
  it('a penalty varied below what was paid is refunded from the fund', () => {
    const b = run(paid, {
      type: 'apply-appellate-order',
      on: d('2026-11-02'),
      caseId: 'C1',
      appealNumber: 'A/4',
      outcome: 'varied',
      terms: { ...Z, penaltyPaise: 1_500_00, compensationPaise: 1_000_00 },
    });
    const dm = b.demands.get(demandId('C1', 'penalty'))!;
    assert.deepEqual([dm.orderedPaise, dm.refundedPaise, outstandingPaise(dm)], [1_500_00, 2_500_00, 0]);
    assert.equal(fundBalance(b.balances), 1_500_00);
    assert.equal(b.balances.get(receivable('penalty', 'C1')) ?? 0, 0);
    assert.ok(b.entries.some((e) => e.source === 'appellate-refund' && e.basis.includes('in.ctr2026.r7.11')));
  });
  it('set aside: every demand falls to nil, the paid penalty refunded, nothing left receivable', () => {
    const b = run(paid, {
      type: 'apply-appellate-order',
      on: d('2026-11-02'),
      caseId: 'C1',
      appealNumber: 'A/4',
      outcome: 'set-aside',
      terms: Z,
    });
    assert.equal(fundBalance(b.balances), 0);
    assert.equal(b.balances.get(receivable('compensation', 'C1')) ?? 0, 0);
    assert.equal(b.balances.get(BANK) ?? 0, 0);
  });
  it('a refund the fund cannot meet (already released) is refused naming Rule 8', () => {
    let b = run(paid, {
      type: 'register-body',
      on: d('2026-09-05'),
      bodyId: 'NMC',
      kind: 'local-authority',
      name: 'North Municipal Council',
      state: 'Demo State',
    });
    b = run(b, {
      type: 'grant-sanction',
      on: d('2026-09-06'),
      sanctionRef: 'S/1',
      bodyId: 'NMC',
      purpose: 'pounds',
      amountPaise: 4_000_00,
    });
    b = run(b, {
      type: 'make-release',
      on: d('2026-09-07'),
      releaseRef: 'R/1',
      sanctionRef: 'S/1',
      amountPaise: 4_000_00,
    });
    refused(
      b,
      {
        type: 'apply-appellate-order',
        on: d('2026-11-02'),
        caseId: 'C1',
        appealNumber: 'A/4',
        outcome: 'set-aside',
        terms: Z,
      },
      'FUND.INSUFFICIENT_BALANCE',
      'in.ctr2026.r8.2',
    );
  });
  it('only demand entries are reversed by hand, once, and never below what was paid', () => {
    const b = run(EMPTY_BOOK, raise('D1', '2026-08-20', 1_000_00, '2026-09-19'));
    const e = b.entries[0]!;
    const r = run(b, {
      type: 'reverse-entry',
      on: d('2026-08-21'),
      entryId: e.entryId,
      reason: 'Entered against the wrong case',
    });
    assert.equal(r.balances.get(receivable('penalty', 'D1')), 0);
    refused(
      r,
      { type: 'reverse-entry', on: d('2026-08-22'), entryId: e.entryId, reason: 'again' },
      'MONEY.ENTRY_ALREADY_REVERSED',
      'in.ctr2026.r8.2',
    );
    refused(
      paid,
      { type: 'reverse-entry', on: d('2026-09-02'), entryId: paid.entries.at(-1)!.entryId, reason: 'wrong receipt' },
      'MONEY.ENTRY_NOT_REVERSIBLE',
      'in.ctr2026.r8.2',
    );
    refused(
      paid,
      { type: 'reverse-entry', on: d('2026-09-02'), entryId: paid.entries[0]!.entryId, reason: 'wrong case' },
      'MONEY.ENTRY_NOT_REVERSIBLE',
      'in.ctr2026.r7.11',
    );
  });
});

describe('Rule 8(1): sanctions, releases and utilisation certificates', () => {
  const b = demoYear();
  it('a sanction for each purpose (a) to (e) is recorded; an unlisted purpose is refused naming Rule 8(1)', () => {
    assert.deepEqual(
      [...b.sanctions.values()].map((s) => s.purpose),
      ['pounds', 'impounded-cattle-care', 'training', 'public-awareness', 'notified-purpose'],
    );
    refused(
      b,
      {
        type: 'grant-sanction',
        on: d('2026-12-21'),
        sanctionRef: 'S/9',
        bodyId: 'NMC',
        purpose: 'office-furniture',
        amountPaise: 1_00,
      },
      'FUND.PURPOSE_NOT_ALLOWED',
      'in.ctr2026.r8.1',
    );
  });
  it('Rule 8(1)(e) needs the notification reference', () => {
    refused(
      b,
      {
        type: 'grant-sanction',
        on: d('2026-12-21'),
        sanctionRef: 'S/9',
        bodyId: 'NMC',
        purpose: 'notified-purpose',
        amountPaise: 1_00,
      },
      'FUND.NOTIFICATION_REQUIRED',
      'in.ctr2026.r8.1.e',
    );
  });
  it('only State Boards, local authorities and SPCAs are registered; the Board itself is not', () => {
    refused(
      b,
      {
        type: 'register-body',
        on: d('2026-12-21'),
        bodyId: 'NGO1',
        kind: 'ngo',
        name: 'Some NGO',
        state: 'Demo State',
      },
      'FUND.BODY_NOT_ENTITLED',
      'in.ctr2026.r8.1',
    );
  });
  it('Rule 8(2): nothing is sanctioned beyond what the fund holds less what is committed', () => {
    // Fund: 5000 + 3000 + 4000 - 2500 refund = 9500 in; released 5000; holds 4500; committed (unreleased) 500 + 500 + 500.
    assert.equal(fundBalance(b.balances), 4_500_00);
    refused(
      b,
      {
        type: 'grant-sanction',
        on: d('2026-12-21'),
        sanctionRef: 'S/9',
        bodyId: 'NMC',
        purpose: 'pounds',
        amountPaise: 3_000_01,
      },
      'FUND.INSUFFICIENT_BALANCE',
      'in.ctr2026.r8.2',
    );
    refused(
      b,
      { type: 'make-release', on: d('2026-12-21'), releaseRef: 'R/9', sanctionRef: 'S/2', amountPaise: 500_01 },
      'FUND.RELEASE_EXCEEDS_SANCTION',
      'in.ctr2026.r8.1',
    );
    refused(
      b,
      {
        type: 'record-certificate',
        on: d('2026-12-21'),
        certificateRef: 'UC/9',
        sanctionRef: 'S/1',
        amountPaise: 500_01,
      },
      'FUND.CERTIFICATE_EXCEEDS_RELEASED',
      'in.ctr2026.r8.1',
    );
  });
  it('utilisation by purpose and body shows released, certified and unutilised balances', () => {
    const u = utilisation(b);
    const pounds = u.find((r) => r.purpose === 'pounds')!;
    assert.deepEqual(
      [pounds.releasedPaise, pounds.certifiedPaise, pounds.unutilisedPaise],
      [3_000_00n, 2_500_00n, 500_00n],
    );
    assert.equal(u.find((r) => r.purpose === 'impounded-cattle-care')!.unutilisedPaise, 1_000_00n);
  });
});

describe('Rule 8(2): the ledger of the demo year', () => {
  const b = demoYear();
  it('balances, never takes the fund below zero, and the statement reconciles', () => {
    const v = verifyLedger(b.entries);
    assert.deepEqual(v.breaks, []);
    assert.equal(
      [...v.balances.values()].reduce((s, x) => s + x, 0),
      0,
    );
    let fund = 0;
    for (const e of b.entries) {
      for (const l of e.lines) if (l.account === FUND) fund -= l.amountPaise;
      assert.ok(fund >= 0, `fund negative after ${e.entryId}`);
    }
    const s = fundStatement(b, d('2026-04-01'), d('2027-03-31'));
    assert.deepEqual(
      [s.openingPaise, s.depositsPaise, s.recoveriesPaise, s.refundsPaise, s.releasesPaise, s.closingPaise],
      [0n, 9_000_00n, 3_000_00n, 2_500_00n, 5_000_00n, 4_500_00n],
    );
    assert.equal(
      s.openingPaise + s.depositsPaise + s.recoveriesPaise - s.refundsPaise - s.releasesPaise,
      s.closingPaise,
    );
    assert.ok(fundStatementCsv(s).includes('Closing balance,4500.00'));
    const later = fundStatement(b, d('2026-11-15'), d('2026-12-31'));
    assert.deepEqual([later.openingPaise, later.releasesPaise, later.closingPaise], [9_500_00n, 5_000_00n, 4_500_00n]);
  });
  it('a tampered ledger is caught: an unbalanced entry, a fund overdrawn, a reversal that does not negate', () => {
    const e = b.entries;
    const unbalanced = e.map((x, i) =>
      i === 3 ? { ...x, lines: [...x.lines.slice(1), { account: BANK, amountPaise: 1 }] } : x,
    );
    assert.ok(verifyLedger(unbalanced).breaks.some((k) => k.problem.includes('MONEY.ENTRY_UNBALANCED')));
    const early = [...e.filter((x) => x.source === 'utilisation'), ...e.filter((x) => x.source !== 'utilisation')];
    assert.ok(verifyLedger(early).breaks.some((k) => k.problem.includes('FUND.INSUFFICIENT_BALANCE')));
    const badRev = [...e, { ...e[0]!, entryId: 'EX', source: 'reversal' as const, reverses: e[0]!.entryId }];
    assert.ok(verifyLedger(badRev).breaks.some((k) => k.problem.includes('does not negate')));
  });
  it('realisation by State, district and office; outstanding demands by age', () => {
    const r = realisation(b);
    assert.deepEqual(
      r.map((x) => [x.office, x.orderedPaise, x.realisedPaise, x.refundedPaise, x.outstandingPaise]),
      [
        ['SDM North', 6_500_00n, 9_000_00n, 2_500_00n, 0n],
        ['SDM South', 3_000_00n, 3_000_00n, 0n, 0n],
      ],
    );
    const early = realisation(demoYearUntil(4));
    assert.equal(early.find((x) => x.office === 'SDM South')!.outstandingPaise, 3_000_00n);
    const o = outstandingByAge(demoYearUntil(4), d('2026-10-01'));
    assert.deepEqual(
      o.rows.map((x) => [x.caseNumber, x.kind, x.ageDays, x.bucket, x.outstandingPaise]),
      [
        ['CT/A1', 'compensation', 59, '31-90', 2_000_00n],
        ['CT/A1', 'penalty', 59, '31-90', 3_000_00n],
        ['CT/B1', 'penalty', 52, '31-90', 3_000_00n],
        ['CT/C1', 'penalty', 42, '31-90', 4_000_00n],
      ],
    );
  });
});

/** The first n commands of the demo year. */
function demoYearUntil(n: number): Book {
  return DEMO_YEAR.slice(0, n).reduce(run, EMPTY_BOOK);
}
