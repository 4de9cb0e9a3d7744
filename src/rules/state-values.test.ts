// Tests for Sections 27B and 27C and Rule 4(12) (issue 27): a State's notified value, entered by its administrator,
// is read by the case on the day that governs it, and cited by its notification.

import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { parseLocalDate } from '../lib/local-date.ts';
import { CENTRAL_PACK, param, withOverrides } from './packs.ts';
import { isPortalDefault } from './parameters.ts';
import { parseStateValue, settableParams, stateValueTable } from './state-values.ts';

const d = parseLocalDate;
const today = d('2026-10-01');
const input = {
  param: 'deposit.period-days',
  value: '45',
  from: '2026-09-01',
  notificationNumber: 'F.12/2026/Rev',
  notificationDate: '2026-08-20',
};

describe('Section 27C: a State enters its notified period; cases read the value in force on their day', () => {
  it('every configured value is settable (the ceiling, s.27B, s.27C); an enacted one is not', () => {
    const s = settableParams(CENTRAL_PACK);
    for (const id of ['penalty.max-rupees', 'appeal.period-days', 'deposit.period-days'] as const)
      assert.ok(s.includes(id), id);
    assert.ok(!s.includes('reply.max-days'), 'Rule 4(1) is enacted: no State value replaces it');
  });
  it('the value joins the pack with its notification from the day it takes effect; before it, the default', () => {
    const r = parseStateValue(CENTRAL_PACK, input, today);
    assert.ok(r.ok);
    const p = withOverrides(CENTRAL_PACK, stateValueTable(CENTRAL_PACK, [r.value]));
    const after = param(p, 'deposit.period-days', d('2026-09-01'));
    assert.equal(after.value, 45);
    assert.equal(isPortalDefault(after), false);
    assert.deepEqual(after.notification, { number: 'F.12/2026/Rev', date: '2026-08-20' });
    assert.deepEqual(after.basis, param(CENTRAL_PACK, 'deposit.period-days', d('2026-09-01')).basis);
    const before = param(p, 'deposit.period-days', d('2026-08-31'));
    assert.equal(before.value, 30);
    assert.equal(isPortalDefault(before), true);
  });
  it('Rule 4(12): a ceiling, or "none" where the notification fixes none', () => {
    const r = parseStateValue(CENTRAL_PACK, { ...input, param: 'penalty.max-rupees', value: '25,000' }, today);
    assert.ok(r.ok && r.value.value === 25_000);
    const none = parseStateValue(CENTRAL_PACK, { ...input, param: 'penalty.max-rupees', value: 'none' }, today);
    assert.ok(none.ok && none.value.value === null);
  });
  it('refuses, beside each field, an unknown or enacted value, a bad number, a future notification, an earlier effect', () => {
    const r = parseStateValue(
      CENTRAL_PACK,
      {
        param: 'reply.max-days',
        value: 'x',
        from: '2026-08-01',
        notificationNumber: ' ',
        notificationDate: '2026-12-01',
      },
      today,
    );
    assert.ok(!r.ok);
    assert.deepEqual(
      r.problems.map((p) => p.field),
      ['param', 'notificationNumber', 'notificationDate'],
    );
    const early = parseStateValue(CENTRAL_PACK, { ...input, from: '2026-08-19' }, today);
    assert.ok(!early.ok && early.problems[0]!.field === 'from');
    const bad = parseStateValue(CENTRAL_PACK, { ...input, value: '-3' }, today);
    assert.ok(!bad.ok && bad.problems[0]!.field === 'value');
  });
});
