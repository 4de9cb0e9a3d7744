// The actions a person may take on a case today come from the domain's decide(), run on the case as it stands:
// the officer's "proceed ex parte" opens on the day after the reply period (Rule 4(7)), with the reason before it;
// a party is offered only the party's steps; nobody is offered a step the policy does not grant them.

import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { replyClock } from '../../domain/adjudication/index.ts';
import { makeCtx, replied, served } from '../../domain/adjudication/fixtures.ts';
import { addDays, formatLegal } from '../../lib/local-date.ts';
import type { Actor } from '../actor.ts';
import type { Resource } from '../policies/policies.ts';
import { actionsFor } from './index.ts';

const resource: Resource = {
  kind: 'adjudication',
  officeCode: 'AGRS',
  districtCode: 'AGR',
  stateCode: 'UP',
  parties: [{ accountId: 'resp', role: 'respondent' }],
};
const ao: Actor = {
  kind: 'account',
  accountId: 'ao',
  name: 'A. Sharma',
  grants: [{ role: 'adjudicating-officer', officeCode: 'AGRS' }],
};
const otherAo: Actor = {
  kind: 'account',
  accountId: 'ao2',
  name: 'B. Verma',
  grants: [{ role: 'adjudicating-officer', officeCode: 'MTHS' }],
};
const respondent: Actor = { kind: 'account', accountId: 'resp', name: 'Mohan Lal', grants: [{ role: 'citizen' }] };
const FROM = {
  officeName: 'Sub-Divisional Magistrate, Sadar, Agra',
  officeAddress: 'Collectorate, Agra',
  actorName: 'A. Sharma',
};
const names = (xs: readonly { command: string }[]) => xs.map((x) => x.command).sort();

describe('Rule 4(7): proceed ex parte is offered from the day after the reply period, not before', () => {
  const s = served().state;
  const due = replyClock(s, makeCtx('2026-07-10'))!.due;

  it('on the last day of the period it is not offered, and the reason names the last day and the first day after it', () => {
    const a = actionsFor('adjudication', s, ao, resource, makeCtx(due), FROM);
    assert.ok(!names(a.available).includes('proceed-ex-parte'));
    const why = a.blocked.find((b) => b.command === 'proceed-ex-parte')!;
    assert.equal(why.code, 'EXPARTE.REPLY_PERIOD_NOT_OVER');
    assert.match(why.reason, new RegExp(formatLegal(due)));
    assert.match(why.reason, new RegExp(formatLegal(addDays(due, 1))));
    assert.ok(why.provisions.includes('in.ctr2026.r4.7'));
  });

  it('on the day after, it is offered with its provision and label in both languages', () => {
    const a = actionsFor('adjudication', s, ao, resource, makeCtx(addDays(due, 1)), FROM);
    const x = a.available.find((b) => b.command === 'proceed-ex-parte')!;
    assert.ok(x, names(a.available).join());
    assert.deepEqual(x.provisions, ['in.ctr2026.r4.7']);
    assert.equal(x.label.en, 'Proceed ex parte');
    assert.equal(x.label.hi, 'एकपक्षीय कार्यवाही करें');
  });
});

describe('Rule 4(1): the actions follow the policy and the stage', () => {
  it("the officer of another office is offered nothing; the person complained against only the party's steps", () => {
    const s = served().state;
    assert.deepEqual(actionsFor('adjudication', s, otherAo, resource, makeCtx('2026-07-12'), FROM), {
      available: [],
      blocked: [],
    });
    const mine = actionsFor('adjudication', s, respondent, resource, makeCtx('2026-07-12'), FROM);
    // Served, the person may also object to the service (Rule 4(5), issue 32).
    assert.deepEqual(names(mine.available), [
      'object-to-service',
      'request-reply-extension',
      'submit-document-list',
      'submit-reply',
      'submit-witness-list',
    ]);
  });

  it("Rule 4(6): after the reply, the hearing notice is offered with the office's own place as the default", () => {
    const a = actionsFor('adjudication', replied().state, ao, resource, makeCtx('2026-07-21'), FROM);
    const x = a.available.find((b) => b.command === 'issue-hearing-notice')!;
    assert.equal(x.defaults['place'], 'Sub-Divisional Magistrate, Sadar, Agra, Collectorate, Agra');
    assert.ok(!names(a.available).includes('proceed-ex-parte'));
    assert.equal(a.blocked.find((b) => b.command === 'proceed-ex-parte')!.code, 'EXPARTE.REPLY_RECEIVED');
  });

  it("Rule 4(1): before the notice, the officer is offered the notice with the office's name and his own as defaults", () => {
    const a = actionsFor(
      'adjudication',
      { ...served().state, notice: undefined, lastEventOn: undefined },
      ao,
      resource,
      makeCtx('2026-07-12'),
      FROM,
    );
    const x = a.available.find((b) => b.command === 'issue-show-cause-notice')!;
    assert.equal(x.defaults['aoOffice'], FROM.officeName);
    assert.equal(x.defaults['aoName'], 'A. Sharma');
    assert.equal(x.defaults['replyDays'], '30');
  });
});
