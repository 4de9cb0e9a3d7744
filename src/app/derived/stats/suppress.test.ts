// Small-group suppression (issue 8), step by step, on hand-made rows.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { FIGURE_KEYS } from './definitions.ts';
import type { FigureValues } from './definitions.ts';
import { minGroupParam, suppressChildren, suppressRow, suppressSeries } from './suppress.ts';

const MIN = minGroupParam('2026-07-02' as never).value;

const row = (over: Record<string, number>): FigureValues => {
  const out: Record<string, number> = {};
  for (const k of FIGURE_KEYS) out[k] = 0;
  return { ...out, ...over };
};

describe('open data suppression: no figure for a group of fewer than 5 cases', () => {
  it('the threshold is the configured parameter stats.min-group: 5 from 2 July 2026, cited, before then its first value', () => {
    const p = minGroupParam('2026-12-01' as never);
    assert.deepEqual([p.value, p.from, p.status], [5, '2026-07-02', 'configured']);
    assert.match(p.source, /Issue 8/);
    assert.match(p.source, /A-S1/);
    assert.equal(minGroupParam('2020-01-01' as never).value, 5);
  });

  it('the threshold is a parameter: with 3, a count of 3 is published and 2 is not', () => {
    const r = suppressRow(row({ received: 3, disposed: 2 }), 3);
    assert.deepEqual([r['received'], r['disposed']], [3, null]);
  });

  it('Rule 4(12): a money amount follows the count it adds up; the net fund credit only when each part is published', () => {
    const r = suppressRow(
      row({
        penalty_deposits: 6,
        penalty_deposited_paise: 600_000,
        penalty_recoveries: 2,
        penalty_recovered_paise: 90_000,
        penalty_refunds: 0,
        penalty_refunded_paise: 0,
        penalty_fund_entries: 8,
        fund_credits_paise: 690_000,
        penalty_outstanding_cases: 7,
        penalty_outstanding_paise: 1_234_500,
      }),
      MIN,
    );
    assert.equal(r['penalty_recoveries'], null);
    assert.equal(r['penalty_recovered_paise'], null);
    // 8 entries less 6 deposits would give the 2 recoveries away: the deposits are hidden too, and their amount with them.
    assert.equal(r['penalty_deposits'], null);
    assert.equal(r['penalty_deposited_paise'], null);
    assert.equal(r['penalty_fund_entries'], 8);
    assert.equal(r['fund_credits_paise'], null);
    assert.equal(r['penalty_outstanding_paise'], 1_234_500);
    assert.equal(r['penalty_refunded_paise'], 0);
  });

  it('primary: counts 1 to 4 are null; 0 and 5 are published', () => {
    const r = suppressRow(row({ received: 4, disposed: 5, orders_penalty: 1 }), MIN);
    assert.equal(r['received'], null);
    assert.equal(r['disposed'], 5);
    assert.equal(r['orders_penalty'], null);
    assert.equal(r['orders_dismissal'], 0);
  });

  it('Rule 4(1): a share is null when its denominator is under 5 or it would give away a count of 1 to 4', () => {
    assert.equal(
      suppressRow(row({ notices_issued: 4, notices_within_15_days: 4, notices_within_15_days_share: 1 }), MIN)[
        'notices_within_15_days_share'
      ],
      null,
    );
    assert.equal(
      suppressRow(row({ notices_issued: 12, notices_within_15_days: 9, notices_within_15_days_share: 0.75 }), MIN)[
        'notices_within_15_days_share'
      ],
      null,
    );
    assert.equal(
      suppressRow(row({ notices_issued: 12, notices_within_15_days: 3, notices_within_15_days_share: 0.25 }), MIN)[
        'notices_within_15_days_share'
      ],
      null,
    );
    assert.equal(
      suppressRow(row({ notices_issued: 12, notices_within_15_days: 12, notices_within_15_days_share: 1 }), MIN)[
        'notices_within_15_days_share'
      ],
      1,
    );
    assert.equal(
      suppressRow(row({ notices_issued: 10, notices_within_15_days: 5, notices_within_15_days_share: 0.5 }), MIN)[
        'notices_within_15_days_share'
      ],
      0.5,
    );
  });

  it('Rule 5: within a row, one hidden age group makes the smallest other non-zero group hidden too', () => {
    const r = suppressRow(
      row({
        pending: 30,
        pending_under_1_month: 2,
        pending_1_to_3_months: 10,
        pending_3_to_6_months: 0,
        pending_over_6_months: 18,
      }),
      MIN,
    );
    assert.deepEqual(
      [
        r['pending'],
        r['pending_under_1_month'],
        r['pending_1_to_3_months'],
        r['pending_3_to_6_months'],
        r['pending_over_6_months'],
      ],
      [30, null, null, 0, 18],
    );
    const two = suppressRow(
      row({ pending: 20, pending_under_1_month: 2, pending_1_to_3_months: 3, pending_over_6_months: 15 }),
      MIN,
    );
    assert.deepEqual(
      [two['pending_under_1_month'], two['pending_1_to_3_months'], two['pending_over_6_months']],
      [null, null, 15],
    );
  });

  it('across rows: one hidden child makes the smallest other non-zero child hidden, so the parent cannot give it away', () => {
    const parent = suppressRow(row({ received: 30 }), MIN);
    const kids = [row({ received: 3 }), row({ received: 20 }), row({ received: 7 }), row({ received: 0 })].map(
      (raw) => ({ raw, published: suppressRow(raw, MIN) }),
    );
    suppressChildren(parent, kids, MIN);
    assert.deepEqual(
      kids.map((k) => k.published['received']),
      [null, 20, null, 0],
    );
  });

  it('a series adding up to a published total: one hidden month hides the smallest other', () => {
    assert.deepEqual(suppressSeries([6, 2, 9, 0], true, MIN), [null, null, 9, 0]);
    assert.deepEqual(suppressSeries([6, 2, 9, 0], false, MIN), [6, null, 9, 0]);
    assert.deepEqual(suppressSeries([1, 2, 9], true, MIN), [null, null, 9]);
  });
});
