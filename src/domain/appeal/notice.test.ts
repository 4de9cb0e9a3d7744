// Tests for the notice to the respondent (Rule 7(8)), its service (Rule 7(9), (i)-(iii)) and the respondent's reply.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CENTRAL_PACK, withOverrides } from '../../rules/packs.ts';
import type { AppealCommand } from './commands.ts';
import { ADMITTED, CTX, d, fileAppeal, PROOF, refusalOf, run, SERVED } from './fixtures.ts';

const NOTICED: AppealCommand[] = [
  ...ADMITTED,
  { type: 'issue-notice-to-respondent', on: d('2026-08-25'), replyDays: 15, copyOfAppealEnclosed: true },
];
const notice = (replyDays: number, copy = true): AppealCommand => ({
  type: 'issue-notice-to-respondent',
  on: d('2026-08-25'),
  replyDays,
  copyOfAppealEnclosed: copy,
});

describe('Rule 7(8): notice to the respondent with a copy of the appeal; reply within at most 30 days', () => {
  it('issues the notice with the reply period set by the authority', () => {
    const { state, events } = run([...ADMITTED, notice(30)]);
    assert.equal(state.notice?.replyDays, 30);
    assert.equal(state.notice?.copyOfAppealEnclosed, true);
    assert.ok(events.at(-1)!.basis.includes('in.ctr2026.r7.8'));
  });
  it('refuses more than 30 days (APPEAL.RESPONDENT_REPLY_EXCEEDS_30_DAYS)', () => {
    const r = refusalOf(run(ADMITTED).state, notice(31));
    assert.equal(r.code, 'APPEAL.RESPONDENT_REPLY_EXCEEDS_30_DAYS');
    assert.ok(r.basis.includes('in.ctr2026.r7.8'));
    assert.equal(r.field, 'replyDays');
  });
  it('refuses zero, negative or fractional days (APPEAL.RESPONDENT_REPLY_NOT_POSITIVE)', () => {
    for (const n of [0, -3, 2.5])
      assert.equal(refusalOf(run(ADMITTED).state, notice(n)).code, 'APPEAL.RESPONDENT_REPLY_NOT_POSITIVE');
  });
  it('the maximum is read from the dated parameter, not hard-coded', () => {
    const pack = withOverrides(CENTRAL_PACK, {
      'appeal.respondent-reply-max-days': [
        { from: d('2026-08-01'), value: 20, status: 'configured', basis: ['in.ctr2026.r7.8'], source: 'test' },
      ],
    });
    const r = refusalOf(run(ADMITTED).state, notice(21), { ...CTX, pack });
    assert.equal(r.code, 'APPEAL.RESPONDENT_REPLY_EXCEEDS_30_DAYS');
    assert.match(r.message, /20 days/);
  });
  it('refuses a notice without a copy of the appeal (APPEAL.COPY_OF_APPEAL_NOT_ENCLOSED)', () => {
    const r = refusalOf(run(ADMITTED).state, notice(15, false));
    assert.equal(r.code, 'APPEAL.COPY_OF_APPEAL_NOT_ENCLOSED');
    assert.ok(r.basis.includes('in.ctr2026.r7.8'));
  });
  it('refuses a notice before admission (APPEAL.NOT_ADMITTED)', () => {
    const r = refusalOf(run([fileAppeal()]).state, notice(15));
    assert.equal(r.code, 'APPEAL.NOT_ADMITTED');
    assert.ok(r.basis.includes('in.ctr2026.r7.8'));
  });
  it('refuses a second notice (NOTICE.ALREADY_ISSUED)', () => {
    assert.equal(refusalOf(run(NOTICED).state, { ...notice(15), on: d('2026-08-26') }).code, 'NOTICE.ALREADY_ISSUED');
  });
  it("records the respondent's reply, late when after the period from service", () => {
    const inTime = run([...SERVED, { type: 'record-respondent-reply', on: d('2026-09-11') }]).state;
    assert.equal(inTime.reply?.late, false);
    const late = run([...SERVED, { type: 'record-respondent-reply', on: d('2026-09-14') }]).state;
    assert.equal(late.reply?.late, true);
    assert.equal(
      refusalOf(late, { type: 'record-respondent-reply', on: d('2026-09-15') }).code,
      'REPLY.ALREADY_RECEIVED',
    );
  });
});

describe('Rule 7(9): service of the notice of the appeal', () => {
  it('refuses an attempt at service before the notice is issued (NOTICE.NOT_ISSUED)', () => {
    const r = refusalOf(run(ADMITTED).state, { type: 'record-service-attempt', on: d('2026-08-26'), mode: 'tender' });
    assert.equal(r.code, 'NOTICE.NOT_ISSUED');
    assert.ok(r.basis.includes('in.ctr2026.r7.9'));
  });
  it('a pending attempt is resolved by its outcome; a second outcome is refused', () => {
    const s = run([
      ...NOTICED,
      {
        type: 'record-service-attempt',
        on: d('2026-08-26'),
        mode: 'speed-post',
        particulars: 'EM123456789IN',
        proof: PROOF['speed-post'],
      },
      { type: 'record-service-outcome', on: d('2026-08-29'), attemptId: 'a1', outcome: 'served' },
    ]).state;
    assert.equal(s.notice?.service.servedOn, '2026-08-29');
    assert.equal(
      refusalOf(s, { type: 'record-service-outcome', on: d('2026-08-30'), attemptId: 'a1', outcome: 'failed' }).code,
      'SERVICE.ATTEMPT_ALREADY_RESOLVED',
    );
    assert.equal(
      refusalOf(s, { type: 'record-service-outcome', on: d('2026-08-30'), attemptId: 'a7', outcome: 'failed' }).code,
      'SERVICE.UNKNOWN_ATTEMPT',
    );
  });
  it('refuses a further attempt after service (SERVICE.ALREADY_SERVED)', () => {
    const r = refusalOf(run(SERVED).state, { type: 'record-service-attempt', on: d('2026-08-28'), mode: 'speed-post' });
    assert.equal(r.code, 'SERVICE.ALREADY_SERVED');
    assert.ok(r.basis.includes('in.ctr2026.r7.9'));
  });
});

describe('Rule 7(9)(i): service by delivering or tendering', () => {
  it('a refusal to accept the tender is recorded as such; it is not service, and speed post may follow', () => {
    const refusedCmd: AppealCommand = {
      type: 'record-tender-refused',
      on: d('2026-08-26'),
      proof: { tenderedBy: 'Process server', tenderedTo: 'The respondent', at: '11:00' },
      refusal: 'Refused to take it.',
    };
    const { state, events } = run([...NOTICED, refusedCmd]);
    assert.equal(state.notice?.service.servedOn, undefined);
    assert.equal(state.notice?.service.attempts[0]?.refused, true);
    assert.ok(events.at(-1)!.basis.includes('in.ctr2026.r7.9.i'));
    const after = run(
      [
        {
          type: 'record-service-attempt',
          on: d('2026-08-27'),
          mode: 'speed-post',
          outcome: 'served',
          proof: PROOF['speed-post'],
        },
      ],
      CTX,
      run([...NOTICED, refusedCmd]),
    ).state;
    assert.equal(after.notice?.service.servedBy, 'speed-post');
  });
  it('refuses a refusal without its particulars, and deemed service is no longer a command', () => {
    const s = run(NOTICED).state;
    const r = refusalOf(s, {
      type: 'record-tender-refused',
      on: d('2026-08-26'),
      proof: { tenderedBy: 'Process server', tenderedTo: 'The respondent', at: '11:00' },
      refusal: '',
    });
    assert.equal(r.code, 'SERVICE.REFUSAL_PARTICULARS_REQUIRED');
    assert.ok(r.basis.includes('in.ctr2026.r7.9.i'));
    const gone = refusalOf(s, {
      type: 'record-deemed-service',
      on: d('2026-08-27'),
      ground: 'Refused',
    } as unknown as AppealCommand);
    assert.equal(gone.code, 'APPEAL.WRONG_STAGE');
  });
  it('records service by tender to the respondent', () => {
    const { state, events } = run(SERVED);
    assert.equal(state.notice?.service.servedBy, 'tender');
    assert.equal(state.notice?.service.servedOn, '2026-08-27');
    assert.ok(events.at(-1)!.basis.includes('in.ctr2026.r7.9.i'));
  });
});

describe('Rule 7(9)(ii): service by electronic means or speed post', () => {
  it('records service by email or speed post, each citing clause (ii)', () => {
    for (const mode of ['electronic', 'speed-post'] as const) {
      const { state, events } = run([
        ...NOTICED,
        { type: 'record-service-attempt', on: d('2026-08-26'), mode, outcome: 'served', proof: PROOF[mode] },
      ]);
      assert.equal(state.notice?.service.servedBy, mode);
      assert.ok(events.at(-1)!.basis.includes('in.ctr2026.r7.9.ii'));
    }
  });
});

describe('Rule 7(9)(iii): affixing only after (i) and (ii) fail', () => {
  it('refuses affixing with no failed attempt (SERVICE.AFFIXING_BEFORE_OTHER_MODES)', () => {
    const r = refusalOf(run(NOTICED).state, { type: 'record-service-attempt', on: d('2026-08-26'), mode: 'affixing' });
    assert.equal(r.code, 'SERVICE.AFFIXING_BEFORE_OTHER_MODES');
    assert.ok(r.basis.includes('in.ctr2026.r7.9.iii'));
  });
  it('refuses affixing when only tender failed, and when only speed post failed', () => {
    const t = run([
      ...NOTICED,
      { type: 'record-service-attempt', on: d('2026-08-26'), mode: 'tender', outcome: 'failed', proof: PROOF.tender },
    ]).state;
    assert.equal(
      refusalOf(t, { type: 'record-service-attempt', on: d('2026-08-27'), mode: 'affixing' }).code,
      'SERVICE.AFFIXING_BEFORE_OTHER_MODES',
    );
    const p = run([
      ...NOTICED,
      {
        type: 'record-service-attempt',
        on: d('2026-08-26'),
        mode: 'speed-post',
        outcome: 'failed',
        proof: PROOF['speed-post'],
      },
    ]).state;
    assert.equal(
      refusalOf(p, { type: 'record-service-attempt', on: d('2026-08-27'), mode: 'affixing' }).code,
      'SERVICE.AFFIXING_BEFORE_OTHER_MODES',
    );
  });
  it('refuses affixing while the attempt under (ii) is still pending', () => {
    const s = run([
      ...NOTICED,
      { type: 'record-service-attempt', on: d('2026-08-26'), mode: 'tender', outcome: 'failed', proof: PROOF.tender },
      { type: 'record-service-attempt', on: d('2026-08-26'), mode: 'electronic' },
    ]).state;
    assert.equal(
      refusalOf(s, { type: 'record-service-attempt', on: d('2026-08-27'), mode: 'affixing' }).code,
      'SERVICE.AFFIXING_BEFORE_OTHER_MODES',
    );
  });
  it('allows affixing once tender and electronic means have both failed', () => {
    const { state, events } = run([
      ...NOTICED,
      {
        type: 'record-service-attempt',
        on: d('2026-08-26'),
        mode: 'tender',
        outcome: 'failed',
        particulars: 'House locked',
        proof: PROOF.tender,
      },
      { type: 'record-service-attempt', on: d('2026-08-26'), mode: 'electronic' },
      { type: 'record-service-outcome', on: d('2026-08-28'), attemptId: 'a2', outcome: 'failed' },
      {
        type: 'record-service-attempt',
        on: d('2026-08-29'),
        mode: 'affixing',
        outcome: 'served',
        particulars: 'Affixed on the outer door; photo sha256:ab12',
        proof: PROOF.affixing,
      },
    ]);
    assert.equal(state.notice?.service.servedBy, 'affixing');
    assert.equal(state.notice?.service.servedOn, '2026-08-29');
    assert.ok(events.at(-1)!.basis.includes('in.ctr2026.r7.9.iii'));
  });
});
