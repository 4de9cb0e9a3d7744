// Tests for the appeal's open clocks (Rule 7(6), 7(8)) and the date guards every command passes.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { openClocks } from './clocks.ts';
import { COMPLETE_FORM, CTX, d, fileAppeal, HEARD, refusalOf, run, SERVED } from './fixtures.ts';

describe('Rule 7(6): the rectify and refusal-communication clocks', () => {
  it('a rectify clock runs per intimation date while its defects are outstanding', () => {
    const r = run([
      fileAppeal({ form: { ...COMPLETE_FORM, grounds: undefined, reliefClaimed: undefined } }),
      {
        type: 'intimate-defects',
        on: d('2026-08-24'),
        defects: [{ field: 'grounds', description: 'State the grounds.' }],
      },
      {
        type: 'intimate-defects',
        on: d('2026-08-29'),
        defects: [{ field: 'reliefClaimed', description: 'State the relief.' }],
      },
    ]);
    const clocks = openClocks(r.state, CTX);
    assert.deepEqual(
      clocks.map((c) => [c.clock, c.from, c.due]),
      [
        ['rectify', '2026-08-24', '2026-09-08'],
        ['rectify', '2026-08-29', '2026-09-14'],
      ],
    );
    const cured = run([{ type: 'record-rectification', on: d('2026-09-01'), defectIds: ['d1'] }], CTX, r);
    assert.deepEqual(
      openClocks(cured.state, CTX).map((c) => c.from),
      ['2026-08-29'],
    );
  });
  it('the refusal-communication clock runs from the last day for rectification until communicated', () => {
    const r = run([
      fileAppeal({ form: { ...COMPLETE_FORM, grounds: undefined } }),
      {
        type: 'intimate-defects',
        on: d('2026-08-24'),
        defects: [{ field: 'grounds', description: 'State the grounds.' }],
      },
      { type: 'refuse-registration', on: d('2026-09-09'), reasons: 'Grounds not stated.' },
    ]);
    const [c] = openClocks(r.state, CTX);
    assert.equal(c?.clock, 'refusal-communication');
    assert.equal(c?.due, '2026-09-15');
    assert.equal(c?.actor, 'appellate-authority');
    const done = run([{ type: 'record-refusal-communicated', on: d('2026-09-14') }], CTX, r);
    assert.deepEqual(openClocks(done.state, CTX), []);
  });
});

describe('Rule 7(8): the respondent-reply clock', () => {
  it('runs from service for the days set, and stops when the reply is recorded', () => {
    const s = run(SERVED).state;
    const [c] = openClocks(s, CTX);
    assert.equal(c?.clock, 'respondent-reply');
    assert.equal(c?.from, '2026-08-27');
    assert.equal(c?.due, '2026-09-11');
    assert.deepEqual(openClocks(run(HEARD).state, CTX), []);
  });
});

describe('Dated proceedings: not after today, not before the previous entry (a Rule 7(8) reply as the example)', () => {
  it('refuses a command dated before the latest event (CASE.DATE_BEFORE_PREVIOUS_EVENT) naming its provision', () => {
    const s = run(SERVED).state;
    const r = refusalOf(s, { type: 'record-respondent-reply', on: d('2026-08-26') });
    assert.equal(r.code, 'CASE.DATE_BEFORE_PREVIOUS_EVENT');
    assert.ok(r.basis.includes('in.ctr2026.r7.8'));
    assert.equal(r.field, 'on');
  });
  it('refuses a command dated after today (CASE.DATE_IN_FUTURE)', () => {
    const r = refusalOf(
      run(SERVED).state,
      { type: 'record-respondent-reply', on: d('2026-09-01') },
      { ...CTX, today: d('2026-08-31') },
    );
    assert.equal(r.code, 'CASE.DATE_IN_FUTURE');
    assert.ok(r.basis.includes('in.ctr2026.r7.8'));
  });
});
