// Tests for Rule 4(1), Rule 4(3) and Form-II: the show-cause notice.

import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { ShowCauseNoticeIssued } from './events.ts';
import { accept, noticeCmd, refusal, registered, run, registerCmd } from './fixtures.ts';

const issued = (over: Parameters<typeof noticeCmd>[1] = {}, on = '2026-07-08'): ShowCauseNoticeIssued =>
  accept(registered().state, noticeCmd(on, over))[0] as ShowCauseNoticeIssued;

describe('Rule 4(1): show-cause notice within 15 days, reply within at most 30 days of service', () => {
  it('issues the notice with the reply days the officer sets', () => {
    const e = issued({ replyDays: 21 });
    assert.equal(e.replyDays, 21);
    assert.equal(e.late, false);
    assert.equal(e.issueDueOn, '2026-07-21');
    assert.ok(e.basis.includes('in.ctr2026.r4.1'));
  });
  it('allows 30 days and refuses 31', () => {
    assert.equal(issued({ replyDays: 30 }).replyDays, 30);
    const r = refusal(registered().state, noticeCmd('2026-07-08', { replyDays: 31 }));
    assert.equal(r.code, 'NOTICE.REPLY_PERIOD_EXCEEDS_30_DAYS');
    assert.ok(r.basis.includes('in.ctr2026.r4.1'));
  });
  it('refuses a period of less than one day', () => {
    const r = refusal(registered().state, noticeCmd('2026-07-08', { replyDays: 0 }));
    assert.equal(r.code, 'NOTICE.REPLY_PERIOD_NOT_POSITIVE');
    assert.ok(r.basis.includes('in.ctr2026.r4.1'));
  });
  it('issues on the 15th day without a delay reason', () => {
    assert.equal(issued({}, '2026-07-21').late, false);
  });
  it('after the 15th day requires a recorded reason for the delay', () => {
    const r = refusal(registered().state, noticeCmd('2026-07-22'));
    assert.equal(r.code, 'NOTICE.DELAY_REASON_REQUIRED');
    assert.ok(r.basis.includes('in.ctr2026.r4.1'));
    assert.equal(r.field, 'delayReason');
  });
  it('after the 15th day is still issued, marked late with its reason', () => {
    const e = issued({ delayReason: 'The officer was on election duty.' }, '2026-07-22');
    assert.equal(e.late, true);
    assert.equal(e.delayReason, 'The officer was on election duty.');
  });
  it('is issued only once', () => {
    const { state } = run([registerCmd(), noticeCmd()]);
    const r = refusal(state, noticeCmd('2026-07-09'));
    assert.equal(r.code, 'NOTICE.ALREADY_ISSUED');
    assert.ok(r.basis.includes('in.ctr2026.r4.1'));
  });
});

describe('Rule 4(3): contents of the notice', () => {
  it('cites 4(3) and both clauses when the notice is complete', () => {
    const e = issued();
    for (const id of ['in.ctr2026.r4.3', 'in.ctr2026.r4.3.a', 'in.ctr2026.r4.3.b'] as const)
      assert.ok(e.basis.includes(id));
  });
});

describe('Rule 4(3)(a): contravention and provision specified', () => {
  it('refuses a notice without the contravention alleged', () => {
    const r = refusal(registered().state, noticeCmd('2026-07-08', { contravention: '' }));
    assert.equal(r.code, 'NOTICE.CONTRAVENTION_NOT_SPECIFIED');
    assert.ok(r.basis.includes('in.ctr2026.r4.3.a'));
  });
  it('refuses a notice without the provision alleged to be contravened', () => {
    const r = refusal(registered().state, noticeCmd('2026-07-08', { provisionAlleged: ' ' }));
    assert.equal(r.code, 'NOTICE.CONTRAVENTION_NOT_SPECIFIED');
    assert.equal(r.field, 'provisionAlleged');
  });
});

describe('Rule 4(3)(b): copy of the complaint enclosed', () => {
  it('refuses a notice without the copy', () => {
    const r = refusal(registered().state, noticeCmd('2026-07-08', { complaintCopyEnclosed: false }));
    assert.equal(r.code, 'NOTICE.COMPLAINT_COPY_NOT_ENCLOSED');
    assert.ok(r.basis.includes('in.ctr2026.r4.3.b'));
  });
});

describe('Form-II: show-cause notice', () => {
  it('is the form of the notice', () => assert.ok(issued().basis.includes('in.ctr2026.form2')));
  it('Form-II para 1: complaint date, complainant, copy enclosed and section alleged', () => {
    const e = issued();
    assert.deepEqual(e.form2.para1, {
      complaintDate: '2026-07-06',
      complainant: 'Ramesh Kumar',
      copyEnclosed: true,
      sectionAlleged: 'Section 26 of the Cattle-trespass Act, 1871',
    });
    assert.ok(e.basis.includes('in.ctr2026.form2.para1'));
  });
  it('Form-II para 2: liability to penalty, compensation, charges or expenses', () => {
    const e = issued();
    assert.match(e.form2.para2, /liable for penalty or compensation or charges or expenses/);
    assert.ok(e.basis.includes('in.ctr2026.form2.para2'));
  });
  it('Form-II para 3: days to show cause from service', () => {
    const e = issued({ replyDays: 14 });
    assert.deepEqual(e.form2.para3, { days: 14 });
    assert.ok(e.basis.includes('in.ctr2026.form2.para3'));
  });
  it('Form-II para 4: consequence of no reply', () => {
    const e = issued();
    assert.match(e.form2.para4, /no reply is received/);
    assert.ok(e.basis.includes('in.ctr2026.form2.para4'));
  });
  it('names an authorised officer complainant with designation and office in Form-II para 1', () => {
    const { state } = run([
      {
        ...registerCmd(),
        filedBy: {
          capacity: 'authorised-officer',
          body: 'local-authority',
          designation: 'Executive Officer',
          office: 'Nagar Panchayat Rampur',
        },
      },
    ]);
    const e = accept(state, noticeCmd())[0] as ShowCauseNoticeIssued;
    assert.equal(e.form2.para1.complainant, 'Ramesh Kumar, Executive Officer, Nagar Panchayat Rampur');
  });
});

describe('Form-II signature: Adjudicating Officer, name and seal of the office', () => {
  it('records the name and office', () => {
    const e = issued();
    assert.deepEqual(e.form2.signature, { name: 'A. Sharma', office: 'Sub-Divisional Magistrate, Sadar, Agra' });
    assert.ok(e.basis.includes('in.ctr2026.form2.signature'));
  });
  it('refuses a notice without the name or the office', () => {
    for (const over of [{ aoName: '' }, { aoOffice: '' }]) {
      const r = refusal(registered().state, noticeCmd('2026-07-08', over));
      assert.equal(r.code, 'NOTICE.SIGNATURE_REQUIRED');
      assert.ok(r.basis.includes('in.ctr2026.form2.signature'));
    }
  });
});
