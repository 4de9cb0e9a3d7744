// Issue 32: the respondent's objection to the service of the notice of the appeal (Rule 7(9)), decided by the appellate
// authority for reasons; the hearing is not fixed and the appeal not decided while it is undecided (Rule 7(10)).

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { AppealCommand } from './commands.ts';
import { d, refusalOf, run, SERVED } from './fixtures.ts';

const object: AppealCommand = {
  type: 'object-to-service',
  on: d('2026-08-29'),
  objectionId: 'ob1',
  grounds: 'The notice was given to my cousin, who does not live with me.',
};
const decideIt = (upheld: boolean): AppealCommand => ({
  type: 'decide-service-objection',
  on: d('2026-08-31'),
  objectionId: 'ob1',
  upheld,
  reasons: upheld ? 'The receiver is not the respondent.' : 'The respondent signed the acknowledgement himself.',
});
const fix: AppealCommand = {
  type: 'schedule-hearing',
  on: d('2026-09-14'),
  hearingOn: d('2026-09-18'),
  time: '11:00',
  mode: 'in-person',
};

describe('Rule 7(9), Rule 7(10): an objection to the service of the appeal notice is decided before the hearing', () => {
  it('Rule 7(10): the hearing is not fixed while the objection is undecided; rejected for reasons, it may be', () => {
    const objected = run([...SERVED, object]);
    assert.equal(objected.events.at(-1)!.type, 'appeal.service-objected');
    const no = refusalOf(objected.state, fix);
    assert.equal(no.code, 'SERVICE.OBJECTION_UNDECIDED');
    assert.deepEqual(no.basis, ['in.ctr2026.r7.9']);
    assert.match(no.message, /before fixing the hearing/);
    const rejected = run([decideIt(false), fix], undefined, objected);
    assert.equal(rejected.events.at(-1)!.type, 'appeal.hearing-scheduled');
  });

  it('Rule 7(9): an upheld objection undoes the service; the notice is to be served again before a hearing', () => {
    const upheld = run([...SERVED, object, decideIt(true)]);
    assert.equal(upheld.state.notice!.service.servedOn, undefined);
    assert.equal(upheld.state.notice!.service.attempts[0]!.outcome, 'failed');
    assert.equal(refusalOf(upheld.state, fix).code, 'NOTICE.NOT_SERVED');
  });

  it('Rule 7(9): nothing to object to before service; grounds and reasons are required', () => {
    const notServed = run(SERVED.slice(0, -1));
    assert.equal(refusalOf(notServed.state, object).code, 'SERVICE.OBJECTION_NOTHING_SERVED');
    const served = run(SERVED);
    assert.equal(
      refusalOf(served.state, { ...object, grounds: '' } as AppealCommand).code,
      'SERVICE.OBJECTION_GROUNDS_REQUIRED',
    );
    const objected = run([object], undefined, served);
    assert.equal(
      refusalOf(objected.state, { ...decideIt(false), reasons: ' ' } as AppealCommand).code,
      'SERVICE.OBJECTION_REASONS_REQUIRED',
    );
  });
});
