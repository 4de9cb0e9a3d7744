// Property (issue 14): for the money book at any point, reached by random money commands through the domain, the
// money steps offered to each person (the Board's fund accountant, a State's, the recovery officer, the ordering
// office's officer; on the fund's pages and on each case's page) are exactly the steps decideMoney() would accept
// from them: every step offered is accepted (its probe) and granted by the policy; every command of a wide
// independent set that decideMoney() accepts from a person the policy allows is of a step offered to that person.

import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import type { Book, MoneyCommand } from '../../domain/money/index.ts';
import { decideMoney, EMPTY_BOOK, runMoney } from '../../domain/money/index.ts';
import type { LocalDate } from '../../lib/local-date.ts';
import { addDays } from '../../lib/local-date.ts';
import type { Actor } from '../actor.ts';
import { NATIONAL } from '../policies/money.ts';
import type { Resource } from '../policies/policies.ts';
import { allows } from '../policies/policies.ts';
import type { MoneyState } from './money.ts';
import { MONEY_STEPS } from './money.ts';
import { moneyActionsFor } from './money-actions.ts';

const START = '2026-08-01' as LocalDate;
const CASES = ['A', 'B'];
const OFFICE: Resource = { kind: 'adjudication', officeCode: 'O', districtCode: 'D', stateCode: 'S', parties: [] };
const ACTORS: readonly Actor[] = [
  { kind: 'account', accountId: 'fa', name: 'Board accounts', grants: [{ role: 'fund-accountant' }] },
  { kind: 'account', accountId: 'fs', name: 'State accounts', grants: [{ role: 'fund-accountant', stateCode: 'S' }] },
  { kind: 'account', accountId: 'ro', name: 'Recovery', grants: [{ role: 'awbi-recovery-officer' }] },
  { kind: 'account', accountId: 'ao', name: 'Officer', grants: [{ role: 'adjudicating-officer', officeCode: 'O' }] },
];

const on = (d: number) => addDays(START, d);
const arbCmd = (d: number): fc.Arbitrary<MoneyCommand> => {
  const caseId = fc.constantFrom(...CASES);
  const amt = fc.constantFrom(1, 500, 40_000, 300_000);
  return fc.oneof(
    fc.record({ caseId, p: amt, c: fc.constantFrom(0, 700) }).map(({ caseId, p, c }): MoneyCommand => ({
      type: 'raise-demands',
      on: on(d),
      caseId,
      caseNumber: `CT/${caseId}`,
      amounts: { penaltyPaise: p, compensationPaise: c, expensesPaise: 0, chargesPaise: 0 },
      depositDueOn: on(d + 3),
      place: { state: 'S', district: 'D', office: 'O' },
      contravener: 'X',
      complainant: 'Y',
    })),
    fc.record({ caseId, a: amt, r: fc.constantFrom('G1', 'G2', 'G3', 'G4') }).map(({ caseId, a, r }): MoneyCommand => ({
      type: 'record-deposit',
      on: on(d),
      caseId,
      kind: 'penalty',
      amountPaise: a,
      receiptNo: r,
      mode: 'cash',
    })),
    caseId.map((caseId): MoneyCommand => ({ type: 'refer-for-recovery', on: on(d + 10), caseId })),
    fc
      .constantFrom('spca', 'state-board')
      .map((k): MoneyCommand => ({ type: 'register-body', on: on(d), bodyId: k, kind: k, name: k, state: 'S' })),
    fc
      .record({ s: fc.constantFrom('S/1', 'S/2'), b: fc.constantFrom('spca', 'state-board'), a: amt })
      .map(({ s, b, a }): MoneyCommand => ({
        type: 'grant-sanction',
        on: on(d),
        sanctionRef: s,
        bodyId: b,
        purpose: 'pounds',
        amountPaise: a,
      })),
    fc
      .record({ r: fc.constantFrom('R1', 'R2'), s: fc.constantFrom('S/1', 'S/2'), a: amt })
      .map(({ r, s, a }): MoneyCommand => ({
        type: 'make-release',
        on: on(d),
        releaseRef: r,
        sanctionRef: s,
        amountPaise: a,
      })),
    fc
      .integer({ min: 1, max: 6 })
      .map((n): MoneyCommand => ({ type: 'reverse-entry', on: on(d), entryId: `E${n}`, reason: 'wrong entry' })),
  );
};

/** A wide set of commands of every step of the book's own pages, built independently of the catalogue's probes. */
function candidates(b: Book, caseId: string | undefined, d: LocalDate): MoneyCommand[] {
  const out: MoneyCommand[] = [];
  const amounts = [1, 100, 40_000, 10_000_000];
  const refs = ['N1', 'G1', 'G2', 'S/1', 'S/2', 'R1', 'U1'];
  for (const c of caseId !== undefined ? [caseId] : [])
    for (const kind of ['penalty', 'compensation', 'expenses', 'charges'] as const)
      for (const a of amounts)
        for (const r of refs)
          out.push({ type: 'record-deposit', on: d, caseId: c, kind, amountPaise: a, receiptNo: r, mode: 'online' });
  for (const c of caseId !== undefined ? [caseId] : CASES)
    for (const a of [0, ...amounts])
      out.push({
        type: 'record-recovery',
        on: d,
        caseId: c,
        action: 'attachment',
        note: 'noted',
        amountPaise: a,
        receiptNo: 'N1',
        mode: 'cash',
      });
  out.push({ type: 'register-body', on: d, bodyId: 'new', kind: 'local-authority', name: 'L', state: 'S' });
  for (const body of [...b.bodies.keys(), 'none'])
    for (const purpose of ['pounds', 'training', 'notified-purpose'])
      for (const a of amounts)
        out.push({
          type: 'grant-sanction',
          on: d,
          sanctionRef: 'S/9',
          bodyId: body,
          purpose,
          amountPaise: a,
          notificationRef: 'S.O. 1(E)',
        });
  for (const s of [...b.sanctions.keys(), 'none'])
    for (const a of amounts) {
      out.push({ type: 'make-release', on: d, releaseRef: 'R9', sanctionRef: s, amountPaise: a });
      out.push({ type: 'record-certificate', on: d, certificateRef: 'U9', sanctionRef: s, amountPaise: a });
    }
  for (const e of b.entries) out.push({ type: 'reverse-entry', on: d, entryId: e.entryId, reason: 'wrong entry' });
  return out;
}

describe('Rules 4(12), 4(14), 8(1), 8(2): the money steps offered are exactly those decideMoney() accepts from that person', () => {
  it('over random books, on the fund pages and on each case page, for each person (300 runs)', () => {
    const arbSeq = fc.array(fc.integer({ min: 0, max: 4 }), { minLength: 4, maxLength: 25 }).chain((gaps) => {
      let day = 0;
      return fc.tuple(...gaps.map((g) => arbCmd((day += g))));
    });
    fc.assert(
      fc.property(arbSeq, (cmds) => {
        let book = EMPTY_BOOK;
        for (const c of cmds) book = runMoney(book, c).book;
        const today = on(60);
        for (const caseId of [undefined, ...CASES]) {
          const state: MoneyState = caseId !== undefined ? { book, caseId } : { book };
          const resource = caseId !== undefined ? OFFICE : NATIONAL;
          const accepted = candidates(book, caseId, today).filter((c) => decideMoney(book, c).ok);
          for (const actor of ACTORS) {
            const offered = new Set(moneyActionsFor(state, actor, resource, today).available.map((a) => a.command));
            for (const t of offered) assert.ok(allows(MONEY_STEPS[t as 'register-body'].who, actor, resource), t);
            const expected = new Set(
              accepted.filter((c) => allows(MONEY_STEPS[c.type].who, actor, resource)).map((c) => c.type),
            );
            assert.deepEqual(
              [...offered].sort(),
              [...expected].sort(),
              `${actor.accountId} on ${caseId ?? 'the fund'}`,
            );
          }
        }
      }),
      { numRuns: 300 },
    );
  });
});
