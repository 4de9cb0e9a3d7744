// Natural justice in the complaint case: each breach the legal review drove through the API, as a test named after its
// Rule. Every adverse decision meets one gate (domain/service/opportunity.ts) for every party it affects.

import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Refusal } from '../../rules/ruling.ts';
import type { AdjudicationCommand } from './commands.ts';
import { decide } from './decide.ts';
import { evolve } from './evolve.ts';
import {
  accept,
  d,
  hearingCmd,
  makeCtx,
  noticeCmd,
  penaltyOrder,
  postServed,
  refusal,
  registerCmd,
  replyCmd,
  run,
  tenderServed,
} from './fixtures.ts';
import type { AdjudicationState } from './state.ts';
import { describe as describeEntry } from '../../documents/templates/order-sheet.ts';
import { INITIAL_STATE } from './state.ts';

/** The first refusal met when the commands are given in order, or undefined when every one is accepted. */
function firstRefusal(cmds: readonly AdjudicationCommand[]): { at: string; refusal: Refusal } | undefined {
  let s: AdjudicationState = INITIAL_STATE;
  for (const c of cmds) {
    const r = decide(s, c, makeCtx());
    if (!r.ok) return { at: c.type, refusal: r.error };
    s = r.value.reduce(evolve, s);
  }
  return undefined;
}

const hearingNotice = (on: string, hearingOn: string, id = 'h1', time = '11:00'): AdjudicationCommand => ({
  type: 'issue-hearing-notice',
  on: d(on),
  hearingNoticeId: id,
  hearingOn: d(hearingOn),
  mode: 'in-person',
  time,
  place: 'Court room, SDM office, Sadar',
});

const toComplainant = (c: AdjudicationCommand): AdjudicationCommand =>
  ({ ...c, to: 'complainant' }) as AdjudicationCommand;

describe('Rule 4(4) and Rule 4(7): no ex parte while the request for more time is undecided', () => {
  it("refuses to proceed ex parte while the person's request for more time awaits the officer's decision", () => {
    const r = run([
      registerCmd(),
      noticeCmd(),
      tenderServed(),
      { type: 'request-reply-extension', on: d('2026-08-05'), reasons: 'My father is in hospital; I need the papers.' },
    ]);
    const no = refusal(r.state, { type: 'proceed-ex-parte', on: d('2026-08-14'), reasons: 'No reply received.' });
    assert.equal(no.code, 'OPPORTUNITY.REQUEST_UNDECIDED');
    assert.match(no.message, /Mohan Lal/);
    assert.ok(no.basis.includes('in.ctr2026.r4.4'));
  });
});

describe('Rule 4(7) and Rule 4(6): the hearing in absence calls the complainant on notice', () => {
  it('refuses ex parte, a hearing in absence and a penalty all on one day with no notice to the complainant', () => {
    const got = firstRefusal([
      registerCmd(),
      noticeCmd(),
      tenderServed(),
      { type: 'proceed-ex-parte', on: d('2026-08-14'), reasons: 'No reply received within the period.' },
      {
        type: 'record-hearing-in-absence',
        on: d('2026-08-14'),
        complainantAppeared: false,
        materialExamined: ['complaint'],
        notes: 'Heard in absence.',
      },
      penaltyOrder('2026-08-14'),
    ]);
    assert.ok(got, 'the same-day ex parte order must be refused somewhere');
    assert.match(got.refusal.code, /^OPPORTUNITY\./);
    assert.match(got.refusal.message, /Ramesh Kumar/);
  });
});

describe('Rule 4(6): only the person can waive the hearing on an admission', () => {
  const admitted = (): AdjudicationState =>
    run([registerCmd(), noticeCmd(), tenderServed(), replyCmd('2026-07-20', true)]).state;

  it('refuses an order on an admission with no notice of hearing when the officer writes "not required"', () => {
    const no = refusal(admitted(), penaltyOrder('2026-08-20', { notHeardOnAmountReasons: 'not required' }));
    assert.match(no.code, /^OPPORTUNITY\./);
    assert.ok(no.basis.includes('in.ctr2026.r4.6'));
  });

  it("accepts the order once each party's own signed waiver of the hearing is on record", () => {
    const s = run(
      [
        {
          type: 'record-waiver',
          on: d('2026-07-21'),
          by: 'contravener',
          words: 'I admit the trespass and accept the amount claimed; I do not wish to be heard.',
          documentId: 'doc-ack-1',
        },
        {
          type: 'record-waiver',
          on: d('2026-07-21'),
          by: 'complainant',
          words: 'I do not wish to be heard further; my complaint says all I have to say.',
          documentId: 'doc-ack-1',
        },
      ],
      makeCtx(),
      { state: admitted(), events: [] },
    ).state;
    const events = accept(s, penaltyOrder('2026-08-20'));
    assert.equal(events[0]!.type, 'order-passed');
  });
});

describe('Rule 4(5) and Rule 4(6): a notice served the minimum interval before the hearing', () => {
  it('refuses a hearing held in the absence of the person served on the day of the hearing', () => {
    const s = run([
      registerCmd(),
      noticeCmd(),
      tenderServed(),
      replyCmd(),
      hearingNotice('2026-08-05', '2026-08-05'),
      postServed('2026-08-05', 'h1-a1', 'h1'),
      toComplainant(postServed('2026-08-05', 'h1-c1', 'h1')),
    ]).state;
    const no = refusal(s, { ...hearingCmd('2026-08-05'), noticeeAppeared: false } as AdjudicationCommand);
    assert.equal(no.code, 'OPPORTUNITY.SHORT_NOTICE');
    assert.match(no.message, /Mohan Lal/);
    assert.match(no.message, /7 days/);
  });
});

describe('Rule 4(13): a complaint is not dismissed for the absence of a complainant never served', () => {
  it('refuses the dismissal when the notice of hearing was never served on the complainant', () => {
    const s = run([
      registerCmd(),
      noticeCmd(),
      tenderServed(),
      replyCmd(),
      hearingNotice('2026-07-22', '2026-08-05'),
      postServed('2026-07-23', 'h1-a1', 'h1'),
    ]).state;
    const got = firstRefusal([
      registerCmd(),
      noticeCmd(),
      tenderServed(),
      replyCmd(),
      hearingNotice('2026-07-22', '2026-08-05'),
      postServed('2026-07-23', 'h1-a1', 'h1'),
      { ...hearingCmd('2026-08-05'), complainantAppeared: false } as AdjudicationCommand,
      { type: 'pass-order', on: d('2026-08-20'), kind: 'dismissal', reasons: 'The complainant did not appear.' },
    ]);
    assert.ok(s.hearingNotices.length === 1);
    assert.ok(got, 'the dismissal must be refused');
    assert.equal(got.refusal.code, 'OPPORTUNITY.NOT_SERVED');
    assert.match(got.refusal.message, /Ramesh Kumar/);
  });
});

describe('Rule 4(6): a notice of hearing states its time and a day the office is open', () => {
  it('refuses a hearing notice without a time', () => {
    const s = run([registerCmd(), noticeCmd(), tenderServed(), replyCmd()]).state;
    const no = refusal(s, { ...hearingNotice('2026-07-22', '2026-08-05'), time: undefined } as AdjudicationCommand);
    assert.equal(no.code, 'HEARING.TIME_REQUIRED');
  });

  it('refuses a hearing fixed on 15 August unless the officer confirms the warning naming the holiday', () => {
    const s = run([registerCmd(), noticeCmd(), tenderServed(), replyCmd()]).state;
    const no = refusal(s, hearingNotice('2026-07-22', '2026-08-15'));
    assert.equal(no.code, 'HEARING.OFFICE_CLOSED');
    assert.match(no.message, /Independence Day/);
    const ok = accept(s, {
      ...hearingNotice('2026-07-22', '2026-08-15'),
      closedDayConfirmed: true,
    } as AdjudicationCommand);
    assert.equal(ok[0]!.type, 'hearing-notice-issued');
  });
});

describe('Rule 6 with Rule 5: an extension after the six months had ended records the lapse and its reasons', () => {
  // Received on 6 Jul 2026: the six months of Rule 5 end on 6 Jan 2027 (Wednesday).
  const pending = (): AdjudicationState => run([registerCmd(), noticeCmd(), tenderServed(), replyCmd()]).state;
  const extend = (on: string, lapseReasons?: string): AdjudicationCommand => ({
    type: 'extend-proceedings',
    on: d(on),
    days: 30,
    reasons: 'The revenue inspector’s report on the damage is awaited.',
    ...(lapseReasons !== undefined ? { lapseReasons } : {}),
  });

  it('refuses an extension after the period lapsed unless the lapse is answered with reasons', () => {
    const no = refusal(pending(), extend('2027-01-20'));
    assert.equal(no.code, 'DISPOSAL.EXTENSION_REASONS_REQUIRED');
    assert.equal(no.field, 'lapseReasons');
    assert.match(no.message, /ended on 6 Jan 2027, 14 days before/);
    assert.ok(no.basis.includes('in.ctr2026.r6') && no.basis.includes('in.ctr2026.r5'));
  });

  it('records the lapse, its length and the reasons in the event, and the order sheet shows them', () => {
    const [e] = accept(pending(), extend('2027-01-20', 'The file was with the Collector for the flood relief survey.'));
    assert.equal(e!.type, 'proceedings-extended');
    const x = e as Extract<typeof e, { type: 'proceedings-extended' }>;
    assert.deepEqual(x.afterLapse, {
      periodEndedOn: '2027-01-06',
      daysLapsed: 14,
      reasons: 'The file was with the Collector for the flood relief survey.',
    });
    const line = describeEntry(x, 'en');
    assert.match(line, /after the period had ended on 6 January 2027 \(14 days before\)/);
    assert.match(line, /flood relief survey/);
    assert.match(describeEntry(x, 'hi'), /समाप्त हो जाने के 14 दिन बाद/);
  });

  it('an extension within the period records no lapse', () => {
    const [e] = accept(pending(), extend('2027-01-05'));
    assert.equal((e as { afterLapse?: unknown }).afterLapse, undefined);
  });
});

describe('Rule 4(2): a summons fixes a day the office is open, or the officer confirms the closure named', () => {
  const summons = (appearOn: string, confirmed?: boolean): AdjudicationCommand => ({
    type: 'issue-summons',
    on: d('2026-07-22'),
    summonsId: 's1',
    witnessName: 'Patwari, Halqa 12',
    purpose: 'evidence-and-documents',
    appearOn: d(appearOn),
    time: '10:30',
    place: 'Office of the SDM, Sadar',
    ...(confirmed !== undefined ? { closedDayConfirmed: confirmed } : {}),
  });
  const s = (): AdjudicationState => run([registerCmd(), noticeCmd(), tenderServed(), replyCmd()]).state;

  it('refuses a summons to appear on 15 August (Independence Day) unless confirmed', () => {
    const no = refusal(s(), summons('2026-08-15'));
    assert.equal(no.code, 'HEARING.OFFICE_CLOSED');
    assert.match(no.message, /Independence Day/);
    assert.equal(no.field, 'appearOn');
    const [e] = accept(s(), summons('2026-08-15', true));
    assert.match((e as { closedDay?: string }).closedDay ?? '', /Independence Day/);
  });

  it('refuses a summons to appear on 26 January (Republic Day) unless confirmed', () => {
    const no = refusal(s(), summons('2027-01-26'));
    assert.equal(no.code, 'HEARING.OFFICE_CLOSED');
    assert.match(no.message, /Republic Day/);
  });

  it('refuses a notice of hearing fixed for 26 January unless confirmed', () => {
    const no = refusal(s(), hearingNotice('2026-07-22', '2027-01-26'));
    assert.equal(no.code, 'HEARING.OFFICE_CLOSED');
    assert.match(no.message, /Republic Day/);
  });
});
