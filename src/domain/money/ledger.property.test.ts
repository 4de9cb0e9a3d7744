// Property tests of Rule 8(2)'s separate account: over random sequences of postings and of money commands the ledger
// always balances, the fund never goes below zero, and a refused posting or command changes nothing.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import type { LocalDate } from '../../lib/local-date.ts';
import { addDays } from '../../lib/local-date.ts';
import { REFUSAL_CODES } from '../../rules/refusal-codes.ts';
import type { Book, MoneyCommand } from './book.ts';
import { EMPTY_BOOK, replayMoney, runMoney } from './book.ts';
import type { EntrySource, JournalEntry } from './ledger.ts';
import { BANK, checkEntry, FUND, fundBalance, verifyLedger } from './ledger.ts';

const RUNS = 1000;
const START = '2026-08-01' as LocalDate;
const sum = (m: ReadonlyMap<string, number>): number => [...m.values()].reduce((s, v) => s + v, 0);
const snapshot = (m: ReadonlyMap<string, number>): string => JSON.stringify([...m.entries()].sort());

const ACCOUNTS = [
  FUND,
  BANK,
  'receivable:penalty:C1',
  'ordered:penalty:C1',
  'payable:compensation:C1',
  'awbi.general-fund',
];
const SOURCES: EntrySource[] = ['demand', 'realisation', 'appellate-refund', 'utilisation', 'reversal'];
const arbLine = fc.record({
  account: fc.constantFrom(...ACCOUNTS),
  amountPaise: fc.oneof(fc.integer({ min: -50_000, max: 50_000 }), fc.constant(0), fc.constant(0.5)),
});
/** Half the entries are made to balance (the last line absorbs the difference), half are left as drawn. */
const arbEntry = fc
  .record({
    lines: fc.array(arbLine, { minLength: 1, maxLength: 4 }),
    source: fc.constantFrom(...SOURCES),
    sanctionRef: fc.option(fc.constant('S/1'), { nil: undefined }),
    balance: fc.boolean(),
  })
  .map(({ lines, source, sanctionRef, balance }) => {
    const ls = [...lines];
    if (balance) {
      const s = ls.reduce((x, l) => x + l.amountPaise, 0);
      ls.push({ account: BANK === ls[0]!.account ? FUND : BANK, amountPaise: -s });
    }
    return { source, lines: ls, ...(sanctionRef !== undefined ? { sanctionRef } : {}) };
  });

describe('Rule 8(2): random postings keep the separate account whole', () => {
  it(`the ledger always balances, the fund is never negative, and refused postings change nothing (${RUNS} runs)`, () => {
    fc.assert(
      fc.property(fc.array(arbEntry, { minLength: 1, maxLength: 40 }), (drafts) => {
        let balances: ReadonlyMap<string, number> = new Map();
        const posted: JournalEntry[] = [];
        let refusedCount = 0;
        for (const [i, dft] of drafts.entries()) {
          const e: JournalEntry = {
            entryId: `E${i + 1}`,
            on: START,
            memo: 'random',
            basis: ['in.ctr2026.r8.2'],
            ...dft,
          };
          const before = snapshot(balances);
          const r = checkEntry(balances, e);
          assert.equal(snapshot(balances), before, 'checking an entry never changes the balances');
          if (r.ok) {
            balances = r.value;
            posted.push(e);
          } else {
            refusedCount++;
            assert.ok((REFUSAL_CODES as readonly string[]).includes(r.error.code));
            assert.ok(r.error.basis.length > 0);
          }
          assert.equal(sum(balances), 0);
          assert.ok(fundBalance(balances) >= 0);
          assert.ok((balances.get(BANK) ?? 0) >= 0);
          assert.equal(balances.get('awbi.general-fund') ?? 0, 0, 'penalty money never reaches another Board account');
        }
        const v = verifyLedger(posted);
        assert.deepEqual(v.breaks, []);
        assert.equal(snapshot(v.balances), snapshot(balances));
        return refusedCount >= 0;
      }),
      { numRuns: RUNS },
    );
  });
});

const CASES = ['A', 'B', 'C', 'Z'];
const arbCommand = (day: number): fc.Arbitrary<MoneyCommand> => {
  const on = addDays(START, day);
  const amt = fc.oneof(
    { arbitrary: fc.integer({ min: 1, max: 60_000 }), weight: 6 },
    { arbitrary: fc.constantFrom(0, -5, 0.5, 600_000), weight: 1 },
  );
  const w = <T>(arbitrary: fc.Arbitrary<T>, weight: number) => ({ arbitrary, weight });
  const caseId = fc.constantFrom(...CASES);
  return fc.oneof(
    w(
      fc
        .record({
          caseId,
          p: fc.oneof(fc.integer({ min: 1, max: 200_000 }), amt),
          c: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 200_000 })),
          due: fc.integer({ min: 0, max: 60 }),
        })
        .map(({ caseId, p, c, due }) => ({
          type: 'raise-demands' as const,
          on,
          caseId,
          caseNumber: `CT/${caseId}`,
          amounts: { penaltyPaise: p, compensationPaise: c, expensesPaise: 0, chargesPaise: 0 },
          depositDueOn: addDays(on, due),
          place: { state: 'S', district: 'D', office: 'O' },
          contravener: 'X',
          complainant: 'Y',
        })),
      3,
    ),
    w(
      fc
        .record({
          caseId,
          a: amt,
          receipt: fc.constantFrom('G1', 'G2', 'G3', 'G4', 'G5', 'G6', 'G7', 'G8', ''),
          kind: fc.constantFrom('penalty' as const, 'compensation' as const),
        })
        .map(({ caseId, a, receipt, kind }) => ({
          type: 'record-deposit' as const,
          on,
          caseId,
          kind,
          amountPaise: a,
          receiptNo: receipt,
          mode: 'cash' as const,
        })),
      6,
    ),
    w(
      fc.record({ caseId }).map(({ caseId }) => ({ type: 'refer-for-recovery' as const, on, caseId })),
      1,
    ),
    w(
      fc.record({ caseId, a: amt, receipt: fc.constantFrom('R1', 'R2', 'G1') }).map(({ caseId, a, receipt }) => ({
        type: 'record-recovery' as const,
        on,
        caseId,
        action: 'attachment' as const,
        note: 'attached',
        amountPaise: a,
        receiptNo: receipt,
        mode: 'cash' as const,
      })),
      1,
    ),
    w(
      fc
        .record({
          caseId,
          outcome: fc.constantFrom('confirmed' as const, 'varied' as const, 'set-aside' as const),
          p: fc.constantFrom(0, 1_000, 30_000, 250_000),
        })
        .map(({ caseId, outcome, p }) => ({
          type: 'apply-appellate-order' as const,
          on,
          caseId,
          appealNumber: 'AP',
          outcome,
          terms: { penaltyPaise: p, compensationPaise: 0, expensesPaise: 0, chargesPaise: 0 },
        })),
      2,
    ),
    w(
      fc
        .constantFrom('state-board', 'spca', 'ngo')
        .map((kind) => ({ type: 'register-body' as const, on, bodyId: kind, kind, name: `Body ${kind}`, state: 'S' })),
      2,
    ),
    w(
      fc
        .record({
          ref: fc.constantFrom('S/1', 'S/2', 'S/3', 'S2'),
          body: fc.constantFrom('state-board', 'spca', 'ngo'),
          purpose: fc.constantFrom('pounds', 'training', 'notified-purpose', 'furniture'),
          a: fc.oneof(fc.integer({ min: 1, max: 15_000 }), amt),
        })
        .map(({ ref, body, purpose, a }) => ({
          type: 'grant-sanction' as const,
          on,
          sanctionRef: ref,
          bodyId: body,
          purpose,
          amountPaise: a,
        })),
      3,
    ),
    w(
      fc
        .record({ ref: fc.constantFrom('R1', 'R2', 'R3', 'R4'), s: fc.constantFrom('S/1', 'S/2', 'S/3', 'S2'), a: amt })
        .map(({ ref, s, a }) => ({
          type: 'make-release' as const,
          on,
          releaseRef: ref,
          sanctionRef: s,
          amountPaise: a,
        })),
      3,
    ),
    w(
      fc
        .record({ ref: fc.constantFrom('U1', 'U2'), s: fc.constantFrom('S/1', 'S/2'), a: amt })
        .map(({ ref, s, a }) => ({
          type: 'record-certificate' as const,
          on,
          certificateRef: ref,
          sanctionRef: s,
          amountPaise: a,
        })),
      1,
    ),
    w(
      fc
        .integer({ min: 1, max: 30 })
        .map((n) => ({ type: 'reverse-entry' as const, on, entryId: `E${n}`, reason: 'wrong entry' })),
      1,
    ),
  );
};

describe('Rules 4(12), 4(14), 7(11) and 8: random sequences of money commands', () => {
  it(`every event posts balanced entries, the fund stays at or above zero, refusals leave the book as it was, replay agrees (${RUNS} runs)`, () => {
    const arbSeq = fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 15, maxLength: 40 }).chain((gaps) => {
      let day = 0;
      return fc.tuple(
        ...gaps.map((g) => {
          day += g;
          return arbCommand(day);
        }),
      );
    });
    // Half the runs start with two bodies registered, a paid penalty and a sanction, so that releases, certificates
    // and refunds the fund cannot meet are reached often.
    const PRELUDE: MoneyCommand[] = [
      ...['state-board', 'spca'].map((kind): MoneyCommand => ({
        type: 'register-body',
        on: START,
        bodyId: kind,
        kind,
        name: `Body ${kind}`,
        state: 'S',
      })),
      {
        type: 'raise-demands',
        on: START,
        caseId: 'Z',
        caseNumber: 'CT/Z',
        amounts: { penaltyPaise: 100_000, compensationPaise: 0, expensesPaise: 0, chargesPaise: 0 },
        depositDueOn: addDays(START, 30),
        place: { state: 'S', district: 'D', office: 'O' },
        contravener: 'X',
        complainant: 'Y',
      },
      {
        type: 'record-deposit',
        on: START,
        caseId: 'Z',
        kind: 'penalty',
        amountPaise: 100_000,
        receiptNo: 'PRE-1',
        mode: 'online',
      },
      { type: 'grant-sanction', on: START, sanctionRef: 'S/1', bodyId: 'spca', purpose: 'pounds', amountPaise: 60_000 },
    ];
    const arbRun = fc.tuple(fc.boolean(), arbSeq).map(([p, cmds]) => (p ? [...PRELUDE, ...cmds] : cmds));
    const seen = { entries: 0, refusals: 0, refunds: 0, releases: 0, codes: {} as Record<string, number> };
    fc.assert(
      fc.property(arbRun, (cmds) => {
        let b: Book = EMPTY_BOOK;
        const events = [];
        for (const cmd of cmds) {
          const before = b;
          const snap = snapshot(b.balances);
          const r = runMoney(b, cmd);
          if (r.refusal) {
            assert.equal(r.book, before);
            assert.equal(snapshot(before.balances), snap);
            assert.ok(r.refusal.basis.length > 0, `${r.refusal.code} names no provision`);
            seen.refusals++;
            seen.codes[r.refusal.code] = (seen.codes[r.refusal.code] ?? 0) + 1;
          } else {
            events.push(r.event!);
            seen.entries += r.event!.entries.length;
            seen.refunds += r.event!.entries.filter((e) => e.source === 'appellate-refund').length;
            seen.releases += r.event!.entries.filter((e) => e.source === 'utilisation').length;
            for (const e of r.event!.entries)
              assert.equal(
                e.lines.reduce((s, l) => s + l.amountPaise, 0),
                0,
              );
          }
          b = r.book;
          assert.equal(sum(b.balances), 0);
          assert.ok(fundBalance(b.balances) >= 0);
          for (const dm of b.demands.values())
            assert.ok(
              dm.realisedPaise - dm.refundedPaise >= 0 &&
                dm.realisedPaise - dm.refundedPaise <= Math.max(dm.orderedPaise, dm.realisedPaise - dm.refundedPaise),
            );
        }
        assert.deepEqual(verifyLedger(b.entries).breaks, []);
        assert.equal(snapshot(replayMoney(events).balances), snapshot(b.balances));
      }),
      { numRuns: RUNS },
    );
    // The generator reaches the interesting paths, so the property is not vacuous.
    assert.ok(
      seen.entries > RUNS && seen.refusals > RUNS && seen.refunds > 10 && seen.releases > 100,
      JSON.stringify(seen),
    );
    for (const code of ['FUND.INSUFFICIENT_BALANCE', 'DEPOSIT.RECEIPT_REUSED', 'FUND.PURPOSE_NOT_ALLOWED'])
      assert.ok((seen.codes[code] ?? 0) > 10, `${code} never reached`);
  });
});
