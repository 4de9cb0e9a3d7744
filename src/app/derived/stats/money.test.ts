// The money counters from journal lines (src/app/derived/stats/money.ts), on hand-made events of the penalty ledger.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { MoneyEvent } from '../../../domain/money/index.ts';
import { moneyStatsOf, penaltyCasesOf } from './money.ts';

const C = '11111111-2222-3333-4444-555555555555';
const line = (account: string, amountPaise: number) => ({ account, amountPaise });
const ev = (type: string, entries: MoneyEvent['entries']): MoneyEvent =>
  ({ type, on: '2026-09-01', basis: [], command: { type } as never, entries }) as unknown as MoneyEvent;
const entry = (
  source: string,
  lines: { account: string; amountPaise: number }[],
  extra: Record<string, unknown> = {},
) =>
  ({
    entryId: 'E1',
    on: '2026-09-01',
    source,
    memo: '',
    basis: [],
    caseId: C,
    lines,
    ...extra,
  }) as unknown as MoneyEvent['entries'][number];

/** The counters an event adds, summed per measure. */
function sums(e: MoneyEvent, before: number): Record<string, number> {
  const out: Record<string, number> = {};
  for (const r of moneyStatsOf(e, new Map([[C, before]])).rows)
    for (const [k, v] of Object.entries(r.add)) out[k] = (out[k] ?? 0) + v!;
  return out;
}

describe('money figures from the penalty ledger (Rules 4(12), 4(14), 7(11), 8)', () => {
  it('Rule 4(12): an order raises the penalty demanded and outstanding, and one more case owes', () => {
    const e = ev('raise-demands', [
      entry('demand', [line(`receivable:penalty:${C}`, 500_000), line(`ordered:penalty:${C}`, -500_000)]),
    ]);
    assert.deepEqual(penaltyCasesOf(e), [C]);
    assert.deepEqual(sums(e, 0), {
      penalty_outstanding_delta: 500_000,
      penalty_outstanding_cases_delta: 1,
      penalty_demanded: 500_000,
      penalty_demand_entries: 1,
    });
  });

  it('s.27C: a deposit paying the penalty in full leaves nothing outstanding and one case fewer owing', () => {
    const e = ev('record-deposit', [
      entry('realisation', [
        line('bank', 500_000),
        line(`receivable:penalty:${C}`, -500_000),
        line(`ordered:penalty:${C}`, 500_000),
        line('awbi.penalty-fund', -500_000),
      ]),
    ]);
    assert.deepEqual(sums(e, 500_000), {
      penalty_outstanding_delta: -500_000,
      penalty_outstanding_cases_delta: -1,
      penalty_deposited: 500_000,
      penalty_deposits: 1,
    });
  });

  it('Rule 4(14): a part recovery by the Board counts as recovered; the case still owes', () => {
    const e = ev('record-recovery', [
      entry('realisation', [
        line('bank', 200_000),
        line(`receivable:penalty:${C}`, -200_000),
        line(`ordered:penalty:${C}`, 200_000),
        line('awbi.penalty-fund', -200_000),
      ]),
    ]);
    assert.deepEqual(sums(e, 500_000), {
      penalty_outstanding_delta: -200_000,
      penalty_recovered: 200_000,
      penalty_recoveries: 1,
    });
  });

  it('Rule 7(11): an order set aside after payment reduces the demand and refunds from the fund; nothing is left owing', () => {
    const e = ev('apply-appellate-order', [
      entry('demand', [line(`ordered:penalty:${C}`, 500_000), line(`receivable:penalty:${C}`, -500_000)]),
      entry('appellate-refund', [
        line('awbi.penalty-fund', 500_000),
        line('bank', -500_000),
        line(`receivable:penalty:${C}`, 500_000),
        line(`ordered:penalty:${C}`, -500_000),
      ]),
    ]);
    // The receivable goes to -Rs 5,000 with the reduction and back to 0 with the refund: no case starts or stops owing.
    assert.deepEqual(sums(e, 0), {
      penalty_outstanding_delta: 0,
      penalty_refunded: 500_000,
      penalty_refunds: 1,
      penalty_demanded: -500_000,
      penalty_demand_entries: 1,
    });
  });

  it('Rule 8(1): a release on a sanction is a fund release by that sanction, at no office', () => {
    const e = ev('make-release', [
      entry('utilisation', [line('awbi.penalty-fund', 50_000), line('bank', -50_000)], {
        caseId: undefined,
        sanctionRef: 'S-1',
      }),
    ]);
    const s = moneyStatsOf(e, new Map());
    assert.deepEqual(s, { rows: [], releases: [{ day: '2026-09-01', sanctionRef: 'S-1', amountPaise: 50_000 }] });
  });
});
