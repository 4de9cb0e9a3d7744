// Small-group suppression (issue 8), step by step, on hand-made rows.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { FIGURE_KEYS } from './definitions.ts';
import type { FigureValues } from './definitions.ts';
import { MIN_GROUP, suppressChildren, suppressRow, suppressSeries } from './suppress.ts';

const row = (over: Record<string, number>): FigureValues => {
  const out: Record<string, number> = {};
  for (const k of FIGURE_KEYS) out[k] = 0;
  return { ...out, ...over };
};

describe('open data suppression: no figure for a group of fewer than 5 cases', () => {
  it('the threshold is 5', () => assert.equal(MIN_GROUP, 5));

  it('primary: counts 1 to 4 are null; 0 and 5 are published', () => {
    const r = suppressRow(row({ received: 4, disposed: 5, orders_penalty: 1 }));
    assert.equal(r['received'], null);
    assert.equal(r['disposed'], 5);
    assert.equal(r['orders_penalty'], null);
    assert.equal(r['orders_dismissal'], 0);
  });

  it('Rule 4(1): a share is null when its denominator is under 5 or it would give away a count of 1 to 4', () => {
    assert.equal(suppressRow(row({ notices_issued: 4, notices_within_15_days: 4, notices_within_15_days_share: 1 }))['notices_within_15_days_share'], null);
    assert.equal(suppressRow(row({ notices_issued: 12, notices_within_15_days: 9, notices_within_15_days_share: 0.75 }))['notices_within_15_days_share'], null);
    assert.equal(suppressRow(row({ notices_issued: 12, notices_within_15_days: 3, notices_within_15_days_share: 0.25 }))['notices_within_15_days_share'], null);
    assert.equal(suppressRow(row({ notices_issued: 12, notices_within_15_days: 12, notices_within_15_days_share: 1 }))['notices_within_15_days_share'], 1);
    assert.equal(suppressRow(row({ notices_issued: 10, notices_within_15_days: 5, notices_within_15_days_share: 0.5 }))['notices_within_15_days_share'], 0.5);
  });

  it('Rule 5: within a row, one hidden age group makes the smallest other non-zero group hidden too', () => {
    const r = suppressRow(row({ pending: 30, pending_under_1_month: 2, pending_1_to_3_months: 10, pending_3_to_6_months: 0, pending_over_6_months: 18 }));
    assert.deepEqual([r['pending'], r['pending_under_1_month'], r['pending_1_to_3_months'], r['pending_3_to_6_months'], r['pending_over_6_months']], [30, null, null, 0, 18]);
    const two = suppressRow(row({ pending: 20, pending_under_1_month: 2, pending_1_to_3_months: 3, pending_over_6_months: 15 }));
    assert.deepEqual([two['pending_under_1_month'], two['pending_1_to_3_months'], two['pending_over_6_months']], [null, null, 15]);
  });

  it('across rows: one hidden child makes the smallest other non-zero child hidden, so the parent cannot give it away', () => {
    const parent = suppressRow(row({ received: 30 }));
    const kids = [row({ received: 3 }), row({ received: 20 }), row({ received: 7 }), row({ received: 0 })].map((raw) => ({ raw, published: suppressRow(raw) }));
    suppressChildren(parent, kids);
    assert.deepEqual(kids.map((k) => k.published['received']), [null, 20, null, 0]);
  });

  it('a series adding up to a published total: one hidden month hides the smallest other', () => {
    assert.deepEqual(suppressSeries([6, 2, 9, 0], true), [null, null, 9, 0]);
    assert.deepEqual(suppressSeries([6, 2, 9, 0], false), [6, null, 9, 0]);
    assert.deepEqual(suppressSeries([1, 2, 9], true), [null, null, 9]);
  });
});
