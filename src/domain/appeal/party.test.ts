// Tests for the respondent's own reply to an appeal on the portal (Rule 7(8)), within the period counted from service
// (Rule 7(9)); after it the portal refuses and points to the hearing (Rule 7(10)).

import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { AppealCommand } from './commands.ts';
import type { RespondentReplied } from './events.ts';
import { ADMITTED, d, refusalOf, run, SERVED } from './fixtures.ts';

const reply = (on: string, text = 'The order is right: the revenue record shows the damage.'): AppealCommand => ({
  type: 'submit-respondent-reply',
  on: d(on),
  text,
  documents: ['Khasra extract'],
});

describe('Rule 7(8): the respondent replies to the appeal on the portal', () => {
  it("Rule 7(8): a reply within the period is recorded with its text and documents, as the respondent's own", () => {
    const r = run([...SERVED, reply('2026-09-11')]);
    const e = r.events.at(-1) as RespondentReplied;
    assert.equal(e.type, 'appeal.respondent-replied');
    assert.equal(e.submittedBy, 'respondent');
    assert.equal(e.late, false);
    assert.match(e.text ?? '', /revenue record/);
    assert.deepEqual(e.documents, ['Khasra extract']);
    assert.equal(r.state.reply?.text, e.text);
  });
  it('Rule 7(8): after the period the portal refuses, citing Rule 7(8) and the hearing of Rule 7(10)', () => {
    const due = (
      run([...SERVED, { type: 'record-respondent-reply', on: d('2026-09-14') }]).events.at(-1) as RespondentReplied
    ).due!;
    const after = new Date(`${due}T00:00:00Z`);
    after.setUTCDate(after.getUTCDate() + 1);
    const r = refusalOf(run(SERVED).state, reply(after.toISOString().slice(0, 10)));
    assert.equal(r.code, 'REPLY.PERIOD_OVER');
    assert.deepEqual([...r.basis], ['in.ctr2026.r7.8', 'in.ctr2026.r7.10']);
    assert.equal(r.field, 'text');
    // The last day itself is in time.
    assert.equal((run([...SERVED, reply(due)]).events.at(-1) as RespondentReplied).late, false);
  });
  it('Rule 7(8): refused before the notice, without words, or twice', () => {
    assert.equal(refusalOf(run(ADMITTED).state, reply('2026-08-27')).code, 'NOTICE.NOT_ISSUED');
    assert.equal(refusalOf(run(SERVED).state, reply('2026-09-11', '')).code, 'REPLY.TEXT_REQUIRED');
    assert.equal(
      refusalOf(run([...SERVED, reply('2026-09-11')]).state, reply('2026-09-12')).code,
      'REPLY.ALREADY_RECEIVED',
    );
  });
});
