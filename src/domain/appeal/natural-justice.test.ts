// Natural justice in the appeal (issue 27): a late appeal is admitted only on a reasoned decision to condone the delay.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { AppealCommand } from './commands.ts';
import { COMPLETE_FORM, CTX, d, fileAppeal, HEARD, refusalOf, run, SERVED, serveHearing } from './fixtures.ts';
import { ANSWERS } from './fixtures.ts';

const LATE: AppealCommand[] = [
  fileAppeal({
    on: d('2026-12-04'),
    form: {
      ...COMPLETE_FORM,
      withinTimeAnswer: 'NO',
      delayExplanation: 'I was in hospital from 1 September to 20 November; I ask that the delay be condoned.',
    },
  }),
  { type: 'call-for-records', on: d('2026-12-04') },
];

describe('Rule 7(7) and section 27B: a late appeal is admitted only after a reasoned decision to condone the delay', () => {
  it('refuses to admit an appeal filed 123 days after the order, item 9 answered "no", with no decision on the delay', () => {
    const { state } = run(LATE);
    const r = refusalOf(state, { type: 'admit', on: d('2026-12-04') });
    assert.equal(r.code, 'APPEAL.CONDONATION_UNDECIDED');
    assert.ok(r.basis.includes('in.cta1871.s27b'));
  });

  it('admits it once the delay is condoned for reasons that answer the explanation given', () => {
    const { events } = run([
      ...LATE,
      {
        type: 'admit',
        on: d('2026-12-04'),
        condoneDelay: {
          condoned: true,
          reasons: 'The discharge summary shows the appellant in hospital for most of the period; sufficient cause.',
        },
      } as AppealCommand,
    ]);
    const e = events.at(-1) as { type: string; delayCondoned?: { reasons: string } };
    assert.equal(e.type, 'appeal.admitted');
    assert.match(e.delayCondoned?.reasons ?? '', /discharge summary/);
  });

  it('refuses to admit when the officer declines to condone the delay', () => {
    const { state } = run(LATE);
    const r = refusalOf(state, {
      type: 'admit',
      on: d('2026-12-04'),
      condoneDelay: { condoned: false, reasons: 'No proof of the illness was filed despite the chance to file it.' },
    } as AppealCommand);
    assert.equal(r.code, 'APPEAL.CONDONATION_UNDECIDED');
  });
});

describe('Rule 7(11): enhancement only after notice to the appellant to show cause against it', () => {
  const vary = (on: string): AppealCommand => ({
    type: 'decide-appeal',
    on: d(on),
    outcome: 'vary',
    reasons: 'The damage proved by the revenue report is twice what the order assumed.',
    payWithinDays: 30,
    answers: ANSWERS,
    varied: { penaltyPaise: 1_000_000, compensationPaise: 250_000, expensesPaise: 0, chargesPaise: 12_000 },
  });

  it("refuses to raise the penalty on the appellant's own appeal without notice to show cause against enhancement", () => {
    const { state } = run(HEARD);
    const r = refusalOf(state, vary('2026-09-18'));
    assert.equal(r.code, 'APPEAL.ENHANCEMENT_NOT_NOTIFIED');
    assert.match(r.message, /Ramesh Kumar/);
  });

  it('accepts it after a hearing fixed on notice against enhancement, up to the amounts noticed', () => {
    const { state } = run([
      ...HEARD,
      {
        type: 'schedule-hearing',
        on: d('2026-09-16'),
        hearingOn: d('2026-09-29'),
        mode: 'in-person',
        time: '11:00',
        venueOrLink: 'District Magistrate, Agra',
        enhancement: {
          proposed: { penaltyPaise: 1_000_000, compensationPaise: 250_000, expensesPaise: 0, chargesPaise: 12_000 },
          reasons: 'The revenue report puts the damage at twice the amount the order assumed.',
        },
      } as AppealCommand,
      serveHearing('2026-09-17', 'appellant'),
      {
        type: 'record-hearing',
        on: d('2026-09-29'),
        mode: 'in-person',
        appearances: { appellant: 'in-person', respondent: 'in-person' },
      },
    ]);
    const { events } = run([vary('2026-09-30')], undefined, { state, events: [] });
    assert.equal(events.at(-1)!.type, 'appeal.decided');
    const more = {
      ...vary('2026-09-30'),
      varied: { penaltyPaise: 2_000_000, compensationPaise: 250_000, expensesPaise: 0, chargesPaise: 12_000 },
    } as AppealCommand;
    assert.equal(refusalOf(state, more).code, 'APPEAL.ENHANCEMENT_NOT_NOTIFIED');
  });
});

describe('Rule 7(10): an appellate hearing is fixed for a day the office is open, at a stated time', () => {
  const REPLIED: AppealCommand[] = [...SERVED, { type: 'record-respondent-reply', on: d('2026-09-07') }];
  const fix = (hearingOn: string, over: object = {}): AppealCommand =>
    ({
      type: 'schedule-hearing',
      on: d('2026-09-08'),
      hearingOn: d(hearingOn),
      mode: 'in-person',
      time: '11:00',
      venueOrLink: 'District Magistrate, Agra',
      ...over,
    }) as AppealCommand;

  it('refuses a hearing on 26 January unless the authority confirms the warning naming Republic Day', () => {
    const { state } = run(REPLIED);
    const r = refusalOf(state, fix('2027-01-26'));
    assert.equal(r.code, 'HEARING.OFFICE_CLOSED');
    assert.match(r.message, /Republic Day/);
    assert.equal(r.field, 'hearingOn');
    const { events } = run([fix('2027-01-26', { closedDayConfirmed: true })], CTX, run(REPLIED));
    const e = events.at(-1) as { type: string; closedDay?: string };
    assert.equal(e.type, 'appeal.hearing-scheduled');
    assert.match(e.closedDay ?? '', /Republic Day/);
  });

  it('refuses a notice of hearing without a time', () => {
    const { state } = run(REPLIED);
    const r = refusalOf(state, fix('2026-09-22', { time: undefined }));
    assert.equal(r.code, 'HEARING.TIME_REQUIRED');
  });

  it('records a hearing fixed again as withdrawing the earlier notice, which no one may then be served on', () => {
    const again = fix('2026-09-29', { on: d('2026-09-09'), adjournmentReasons: 'The bench does not sit that day.' });
    const { state, events } = run([fix('2026-09-22'), again], CTX, run(REPLIED));
    assert.equal((events.at(-1) as { withdraws?: string }).withdraws, 'hn1');
    assert.equal(state.hearingNotices?.[0]?.withdrawnOn, '2026-09-09');
    const { state: served } = run([serveHearing('2026-09-10', 'respondent')], CTX, { state, events: [] });
    assert.equal(served.hearingNotices?.[1]?.service.respondent.servedOn, '2026-09-10');
    assert.equal(served.hearingNotices?.[0]?.service.respondent.servedOn, undefined);
  });
});

describe('Rule 7(10) and Rule 7(11): the appellate order rests on each party heard or absent after notice served in time', () => {
  const REPLIED: AppealCommand[] = [...SERVED, { type: 'record-respondent-reply', on: d('2026-09-07') }];
  const schedule: AppealCommand = {
    type: 'schedule-hearing',
    on: d('2026-09-08'),
    hearingOn: d('2026-09-22'),
    mode: 'in-person',
    time: '11:00',
  };
  const heldWithRespondentAbsent: AppealCommand = {
    type: 'record-hearing',
    on: d('2026-09-22'),
    mode: 'in-person',
    appearances: { appellant: 'in-person', respondent: 'absent' },
  };
  const setAside: AppealCommand = {
    type: 'decide-appeal',
    on: d('2026-09-23'),
    outcome: 'set-aside',
    reasons: 'The revenue record shows the cattle were not the appellant’s.',
    payWithinDays: 30,
    answers: ANSWERS,
  };

  it('refuses to set the order aside when the respondent, absent, was never served the notice of hearing', () => {
    const { state } = run([...REPLIED, schedule, heldWithRespondentAbsent]);
    const r = refusalOf(state, setAside);
    assert.equal(r.code, 'OPPORTUNITY.NOT_SERVED');
    assert.match(r.message, /Mohan Lal/);
    assert.ok(r.basis.includes('in.ctr2026.r7.10'));
  });

  it('refuses when the notice reached the respondent two days before the hearing', () => {
    const { state } = run([...REPLIED, schedule, serveHearing('2026-09-20', 'respondent'), heldWithRespondentAbsent]);
    const r = refusalOf(state, setAside);
    assert.equal(r.code, 'OPPORTUNITY.SHORT_NOTICE');
    assert.match(r.message, /2 days before 22 Sep 2026/);
  });

  it('accepts it when the respondent was served the minimum interval ahead and stayed away', () => {
    const { events } = run([
      ...REPLIED,
      schedule,
      serveHearing('2026-09-10', 'respondent'),
      heldWithRespondentAbsent,
      setAside,
    ]);
    assert.equal(events.at(-1)!.type, 'appeal.decided');
  });

  it('Rule 7(12): refuses a reference for recovery before the appellate order was given to each party', () => {
    const confirmed = run([
      ...REPLIED,
      schedule,
      serveHearing('2026-09-10', 'respondent'),
      heldWithRespondentAbsent,
      { ...setAside, outcome: 'confirm' } as AppealCommand,
    ]).state;
    const r = refusalOf(confirmed, { type: 'refer-for-recovery', on: d('2026-10-30'), unpaidPaise: 500_000 });
    assert.equal(r.code, 'OPPORTUNITY.NOT_SERVED');
    assert.ok(r.basis.includes('in.ctr2026.r7.13'));
  });
});

describe('Rule 7(11) with Rule 7(9): the notice against enhancement is served, the minimum interval ahead, before enhancing', () => {
  const proposed = { penaltyPaise: 1_000_000, compensationPaise: 250_000, expensesPaise: 0, chargesPaise: 12_000 };
  const fixWithEnhancement: AppealCommand = {
    type: 'schedule-hearing',
    on: d('2026-09-16'),
    hearingOn: d('2026-09-29'),
    mode: 'in-person',
    time: '11:00',
    enhancement: { proposed, reasons: 'The revenue report puts the damage at twice the amount the order assumed.' },
  };
  const heard: AppealCommand = {
    type: 'record-hearing',
    on: d('2026-09-29'),
    mode: 'in-person',
    appearances: { appellant: 'in-person', respondent: 'in-person' },
  };
  const vary: AppealCommand = {
    type: 'decide-appeal',
    on: d('2026-09-30'),
    outcome: 'vary',
    reasons: 'The damage proved by the revenue report is twice what the order assumed.',
    payWithinDays: 30,
    varied: proposed,
    answers: ANSWERS,
  };

  it('refuses to enhance when the notice was never served on the appellant, though the appellant came to the hearing', () => {
    const { state } = run([...HEARD, fixWithEnhancement, heard]);
    const r = refusalOf(state, vary);
    assert.equal(r.code, 'APPEAL.ENHANCEMENT_NOT_NOTIFIED');
    assert.match(r.message, /never served on the appellant \(Ramesh Kumar\)/);
  });

  it('refuses to enhance when the notice reached the appellant three days before the hearing', () => {
    const { state } = run([...HEARD, fixWithEnhancement, serveHearing('2026-09-26', 'appellant'), heard]);
    const r = refusalOf(state, vary);
    assert.equal(r.code, 'APPEAL.ENHANCEMENT_NOT_NOTIFIED');
    assert.match(r.message, /3 days before 29 Sep 2026/);
  });
});
