// Tests for Rules 4(2), 4(6), 4(9), 4(10) and 4(11): summons, notice of hearing, the hearing, submissions and lists.

import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { AdjudicationCommand } from './commands.ts';
import type { HearingNoticeIssued, HearingRecorded, PartyFiled } from './events.ts';
import {
  accept,
  d,
  heard,
  hearingCmd,
  hearingNoticeCmd,
  makeCtx,
  noticed,
  refusal,
  registered,
  replied,
  run,
  served,
  tenderServed,
} from './fixtures.ts';

const summons = (
  on: string,
  id = 's1',
  over: Partial<{ witnessName: string; appearOn: string }> = {},
): AdjudicationCommand => ({
  type: 'issue-summons',
  on: d(on),
  summonsId: id,
  witnessName: over.witnessName ?? 'Patwari, Halka Rampur',
  purpose: 'documents',
  appearOn: d(over.appearOn ?? '2026-08-01'),
  time: '10:30',
  place: 'Court room, SDM office, Sadar, Agra',
});
const exParteRun = () =>
  run([{ type: 'proceed-ex-parte', on: d('2026-08-11'), reasons: 'No reply despite service.' }], makeCtx(), served());

describe('Rule 4(2): power to enforce attendance', () => {
  it('summons a person acquainted with the facts to produce documents', () => {
    const { state, events } = run([summons('2026-07-15')], makeCtx(), noticed());
    assert.equal(state.summonses[0]?.witnessName, 'Patwari, Halka Rampur');
    assert.ok(events.at(-1)!.basis.includes('in.ctr2026.r4.2'));
  });
  it('refuses a summons before the inquiry opens with the notice', () => {
    const r = refusal(registered().state, summons('2026-07-07'));
    assert.equal(r.code, 'NOTICE.NOT_ISSUED');
    assert.ok(r.basis.includes('in.ctr2026.r4.2'));
  });
  it('refuses a summons without the name of the person, or with a past date of appearance', () => {
    const r = refusal(noticed().state, summons('2026-07-15', 's1', { witnessName: '' }));
    assert.equal(r.code, 'SUMMONS.PARTICULARS_REQUIRED');
    assert.ok(r.basis.includes('in.ctr2026.r4.2'));
    assert.equal(
      refusal(noticed().state, summons('2026-07-15', 's1', { appearOn: '2026-07-14' })).code,
      'SUMMONS.PARTICULARS_REQUIRED',
    );
  });
  it('enforces attendance of a summoned person, with reasons; refuses an unknown summons', () => {
    const base = run([summons('2026-07-15')], makeCtx(), noticed());
    const { state } = run(
      [
        {
          type: 'enforce-attendance',
          on: d('2026-08-02'),
          summonsId: 's1',
          reasons: 'Did not appear on 1 Aug; bailable warrant.',
        },
      ],
      makeCtx(),
      base,
    );
    assert.equal(state.summonses[0]?.enforced.length, 1);
    const r = refusal(base.state, {
      type: 'enforce-attendance',
      on: d('2026-08-02'),
      summonsId: 's9',
      reasons: 'Did not appear.',
    });
    assert.equal(r.code, 'SUMMONS.UNKNOWN');
    assert.ok(r.basis.includes('in.ctr2026.r4.2'));
  });
});

describe('Rule 4(2): the summoned person appeared (the step added to prove the catalogue, issue 14)', () => {
  const appeared = (on: string, over: Partial<{ summonsId: string; statement: string }> = {}): AdjudicationCommand => ({
    type: 'record-summons-appearance',
    on: d(on),
    summonsId: over.summonsId ?? 's1',
    statement: over.statement ?? 'Produced the khasra extract for plot 118.',
  });
  it('records the appearance on or after the day fixed, with what was given, under Rule 4(2)', () => {
    const { state, events } = run([summons('2026-07-15'), appeared('2026-08-01')], makeCtx(), noticed());
    assert.equal(state.summonses[0]?.appearedOn, '2026-08-01');
    assert.equal(events.at(-1)!.type, 'summons-appearance-recorded');
    assert.deepEqual(events.at(-1)!.basis, ['in.ctr2026.r4.2']);
  });
  it('refuses before the day fixed, for an unknown summons, twice, or without what was given', () => {
    const s = run([summons('2026-07-15')], makeCtx(), noticed()).state;
    assert.equal(refusal(s, appeared('2026-07-31')).field, 'on');
    assert.equal(refusal(s, appeared('2026-08-01', { summonsId: 's9' })).code, 'SUMMONS.UNKNOWN');
    assert.equal(refusal(s, appeared('2026-08-01', { statement: ' ' })).field, 'statement');
    const twice = run([appeared('2026-08-01')], makeCtx(), { state: s, events: [] }).state;
    assert.equal(refusal(twice, appeared('2026-08-02')).code, 'CASE.WRONG_STAGE');
  });
});

describe('Rule 4(6): notice of hearing on receipt of the reply', () => {
  it('issues a hearing notice after the reply', () => {
    const e = accept(replied().state, hearingNoticeCmd())[0] as HearingNoticeIssued;
    assert.equal(e.hearingOn, '2026-08-05');
    assert.equal(e.inAbsence, false);
    assert.ok(e.basis.includes('in.ctr2026.r4.6'));
  });
  it('refuses a hearing notice before a reply or an ex parte decision', () => {
    const r = refusal(served().state, hearingNoticeCmd('2026-07-22'));
    assert.equal(r.code, 'HEARING.NO_REPLY');
    assert.ok(r.basis.includes('in.ctr2026.r4.6'));
  });
  it('after an ex parte decision issues the notice for a hearing in absence (Rule 4(7))', () => {
    const e = accept(exParteRun().state, hearingNoticeCmd('2026-08-12', '2026-08-20'))[0] as HearingNoticeIssued;
    assert.equal(e.inAbsence, true);
    assert.ok(e.basis.includes('in.ctr2026.r4.7'));
  });
  it('refuses a hearing date before the notice, a bad mode, or a reused id', () => {
    const r = refusal(replied().state, hearingNoticeCmd('2026-07-22', '2026-07-21'));
    assert.equal(r.code, 'HEARING.DATE_INVALID');
    assert.ok(r.basis.includes('in.ctr2026.r4.6'));
    const bad = {
      ...(hearingNoticeCmd() as Extract<AdjudicationCommand, { type: 'issue-hearing-notice' }>),
      mode: 'phone' as 'in-person',
    };
    assert.equal(refusal(replied().state, bad).code, 'HEARING.MODE_INVALID');
    const { state } = run([hearingNoticeCmd()], makeCtx(), replied());
    assert.equal(refusal(state, hearingNoticeCmd('2026-07-23')).code, 'HEARING.NOTICE_ID_INVALID');
  });
  it('allows a hearing by electronic means with a link', () => {
    const e = accept(replied().state, {
      type: 'issue-hearing-notice',
      on: d('2026-07-22'),
      hearingNoticeId: 'h1',
      hearingOn: d('2026-08-05'),
      mode: 'electronic',
      link: 'https://vc.example.gov.in/h1',
      time: '11:00',
    })[0] as HearingNoticeIssued;
    assert.equal(e.link, 'https://vc.example.gov.in/h1');
  });
  it('requires the hearing notice to be served unless the person appears', () => {
    const base = run([hearingNoticeCmd()], makeCtx(), replied());
    const absent = {
      ...(hearingCmd() as Extract<AdjudicationCommand, { type: 'record-hearing' }>),
      noticeeAppeared: false,
    };
    const r = refusal(base.state, absent);
    assert.equal(r.code, 'NOTICE.NOT_SERVED');
    assert.ok(r.basis.includes('in.ctr2026.r4.6'));
    assert.equal(accept(base.state, hearingCmd()).length, 1);
  });
  it('refuses to record the hearing before the date fixed, or without a notice', () => {
    const base = run([hearingNoticeCmd(), tenderServed('2026-07-23', 'a', 'h1')], makeCtx(), replied());
    assert.equal(refusal(base.state, hearingCmd('2026-08-04')).code, 'HEARING.DATE_INVALID');
    assert.equal(refusal(replied().state, hearingCmd('2026-08-04', undefined)).code, 'HEARING.NOT_NOTIFIED');
  });
});

describe('Rule 4(9): explanation of the contravention when not admitted', () => {
  const base = () => run([hearingNoticeCmd(), tenderServed('2026-07-23', 'a', 'h1')], makeCtx(), replied(false));
  it('refuses to record a hearing where the denial was not met with an explanation', () => {
    const r = refusal(base().state, {
      ...(hearingCmd() as Extract<AdjudicationCommand, { type: 'record-hearing' }>),
      explained: false,
    });
    assert.equal(r.code, 'HEARING.EXPLANATION_REQUIRED');
    assert.ok(r.basis.includes('in.ctr2026.r4.9'));
  });
  it('records the explanation', () => {
    const e = accept(base().state, hearingCmd())[0] as HearingRecorded;
    assert.equal(e.explained, true);
    assert.ok(e.basis.includes('in.ctr2026.r4.9'));
  });
  it('does not require an explanation when the contravention is admitted', () => {
    const b = run([hearingNoticeCmd(), tenderServed('2026-07-23', 'a', 'h1')], makeCtx(), replied(true));
    const e = accept(b.state, {
      ...(hearingCmd() as Extract<AdjudicationCommand, { type: 'record-hearing' }>),
      explained: false,
    })[0] as HearingRecorded;
    assert.equal(e.explained, false);
  });
});

describe('Rule 4(10): opportunity of being heard; written submissions', () => {
  it('records a hearing after a reasonable opportunity of being heard', () => {
    const { state, events } = heard();
    assert.equal(state.hearings.length, 1);
    assert.ok(events.at(-1)!.basis.includes('in.ctr2026.r4.10'));
  });
  it('refuses a hearing record without the opportunity', () => {
    const base = run([hearingNoticeCmd(), tenderServed('2026-07-23', 'a', 'h1')], makeCtx(), replied());
    const r = refusal(base.state, {
      ...(hearingCmd() as Extract<AdjudicationCommand, { type: 'record-hearing' }>),
      opportunityAfforded: false,
    });
    assert.equal(r.code, 'HEARING.OPPORTUNITY_NOT_AFFORDED');
    assert.ok(r.basis.includes('in.ctr2026.r4.10'));
  });
  it("holds an ex parte hearing in absence without a notice to the person, the complainant's material examined", () => {
    const e = accept(exParteRun().state, {
      type: 'record-hearing-in-absence',
      on: d('2026-08-20'),
      complainantAppeared: true,
      materialExamined: ['Complaint statement'],
      notes: 'Complainant heard.',
    })[0] as HearingRecorded;
    assert.equal(e.inAbsence, true);
    assert.deepEqual(e.materialExamined, ['Complaint statement']);
    assert.ok(e.basis.includes('in.ctr2026.r4.7'));
  });
  it('allows written submissions only after the hearing, and records them', () => {
    const allow: AdjudicationCommand = {
      type: 'allow-written-submissions',
      on: d('2026-08-05'),
      issues: 'Quantum of crop loss',
    };
    const r = refusal(replied().state, allow);
    assert.equal(r.code, 'HEARING.NOT_HELD');
    assert.ok(r.basis.includes('in.ctr2026.r4.10'));
    const sub: AdjudicationCommand = {
      type: 'record-written-submission',
      on: d('2026-08-10'),
      by: 'complainant',
      text: 'Loss assessed by the Patwari at Rs 12,000.',
    };
    const notAllowed = refusal(heard().state, sub);
    assert.equal(notAllowed.code, 'SUBMISSION.NOT_ALLOWED');
    assert.ok(notAllowed.basis.includes('in.ctr2026.r4.10'));
    const { state } = run([allow, sub], makeCtx(), heard());
    assert.equal(state.filings[0]?.kind, 'written-submission');
  });
});

describe("Rule 4(10): a written brief in support of a party's claim", () => {
  const allow: AdjudicationCommand = {
    type: 'allow-written-submissions',
    on: d('2026-08-05'),
    issues: 'The extent of the crop loss',
  };
  const brief = (by: 'complainant' | 'contravener', text = 'The loss is proved by the Patwari report.') =>
    ({ type: 'submit-written-brief', on: d('2026-08-10'), by, text }) as AdjudicationCommand;

  it('is refused until the officer grants the opportunity on the date fixed for hearing', () => {
    const r = refusal(heard().state, brief('complainant'));
    assert.equal(r.code, 'SUBMISSION.NOT_ALLOWED');
    assert.deepEqual(r.basis, ['in.ctr2026.r4.10']);
  });

  it('is recorded for either party once granted, with its text, on Rule 4(10)', () => {
    const { events } = run(
      [allow, brief('complainant'), brief('contravener', 'Only two rows were grazed.')],
      makeCtx(),
      heard(),
    );
    const filed = events.filter((e) => e.type === 'written-brief-filed');
    assert.deepEqual(
      filed.map((e) => (e.type === 'written-brief-filed' ? [e.by, e.text, e.basis] : [])),
      [
        ['complainant', 'The loss is proved by the Patwari report.', ['in.ctr2026.r4.10']],
        ['contravener', 'Only two rows were grazed.', ['in.ctr2026.r4.10']],
      ],
    );
  });

  it('refuses an empty brief, naming the field', () => {
    const { state } = run([allow], makeCtx(), heard());
    const r = refusal(state, brief('complainant', '   '));
    assert.equal(r.code, 'SUBMISSION.EMPTY');
    assert.equal(r.field, 'text');
  });
});

describe('Rule 4(11): lists of witnesses and documents', () => {
  it('takes a witness list from the complainant and a document list from the person complained against', () => {
    const { state, events } = run(
      [
        { type: 'submit-witness-list', on: d('2026-07-15'), by: 'complainant', items: ['Gopal (neighbour)'] },
        { type: 'submit-document-list', on: d('2026-07-16'), by: 'contravener', items: ['Gaushala receipt'] },
      ],
      makeCtx(),
      noticed(),
    );
    assert.deepEqual(
      state.filings.map((f) => f.kind),
      ['witness-list', 'document-list'],
    );
    assert.ok((events.at(-1) as PartyFiled).basis.includes('in.ctr2026.r4.11'));
  });
  it('refuses an empty list', () => {
    const r = refusal(noticed().state, {
      type: 'submit-witness-list',
      on: d('2026-07-15'),
      by: 'complainant',
      items: [' '],
    });
    assert.equal(r.code, 'SUBMISSION.EMPTY');
    assert.ok(r.basis.includes('in.ctr2026.r4.11'));
  });
});
