// Adjournments in the complaint case (issue 27): who sought them, why, granted or refused. The Rules are silent on
// adjournments; the portal records them under Rule 4(6) (the hearing on the date fixed) and Rule 4(10) (a reasonable
// opportunity of being heard), docs/assumptions.md I-330. A request still undecided blocks every adverse decision.

import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { describe as sheetLine } from '../../documents/templates/order-sheet.ts';
import type { AdjudicationCommand } from './commands.ts';
import type { AdjudicationEvent } from './events.ts';
import {
  accept,
  d,
  hearingCmd,
  hearingNoticeCmd,
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
import type { Run } from './fixtures.ts';
import { partyRecords } from './opportunity.ts';
import type { AdjudicationState } from './state.ts';

const toComplainant = (c: AdjudicationCommand): AdjudicationCommand =>
  ({ ...c, to: 'complainant' }) as AdjudicationCommand;

/** A reply, and the notice of hearing of 22 Jul for 5 Aug 2026 served on both parties on 23 Jul. */
const fixed = (): Run =>
  run([
    registerCmd(),
    noticeCmd(),
    tenderServed(),
    replyCmd(),
    hearingNoticeCmd('2026-07-22', '2026-08-05'),
    postServed('2026-07-23', 'h1-a1', 'h1'),
    toComplainant(postServed('2026-07-23', 'h1-c1', 'h1')),
  ]);

const seek = (
  on: string,
  by: 'contravener' | 'complainant' = 'contravener',
  reasons?: string,
): AdjudicationCommand => ({
  type: 'seek-adjournment',
  on: d(on),
  requestId: 'adj1',
  by,
  reasons: reasons ?? 'My mother is admitted to the district hospital and I must stay with her that week.',
});

const refuse = (on: string, reasons: string): AdjudicationCommand => ({
  type: 'decide-adjournment',
  on: d(on),
  requestId: 'adj1',
  granted: false,
  reasons,
});

const grant = (on: string, hearingOn: string): AdjudicationCommand => ({
  type: 'decide-adjournment',
  on: d(on),
  requestId: 'adj1',
  granted: true,
  reasons: 'The hospital certificate is produced; a fortnight is enough.',
  hearingNoticeId: 'h2',
  hearingOn: d(hearingOn),
  mode: 'in-person',
  time: '11:00',
  place: 'Court room, Sub-Divisional Magistrate, Sadar, Agra',
});

const absent = (on: string, id = 'h1'): AdjudicationCommand =>
  ({ ...hearingCmd(on, id), noticeeAppeared: false }) as AdjudicationCommand;

const then = (r: Run, cmds: readonly AdjudicationCommand[]): AdjudicationState => run(cmds, makeCtx(), r).state;

const records = (s: AdjudicationState) => {
  const [noticee, complainant] = partyRecords(s, makeCtx());
  return { noticee: noticee!, complainant: complainant! };
};

describe('Rule 4(6): an adjournment sought and not yet decided blocks every adverse decision', () => {
  it('Rule 4(6): an adjournment sought by the person complained against and not yet decided blocks the order and the hearing in their absence', () => {
    // Heard on 5 Aug; a further sitting fixed for 20 Aug, which the person asks to adjourn.
    const heardOnce = run([], makeCtx(), fixed());
    const s = then(heardOnce, [
      hearingCmd('2026-08-05'),
      hearingNoticeCmd('2026-08-06', '2026-08-20', 'h2'),
      postServed('2026-08-07', 'h2-a1', 'h2'),
      toComplainant(postServed('2026-08-07', 'h2-c1', 'h2')),
      { ...seek('2026-08-10'), hearingNoticeId: 'h2' } as AdjudicationCommand,
    ]);
    const order = refusal(s, penaltyOrder('2026-08-25'));
    assert.equal(order.code, 'OPPORTUNITY.REQUEST_UNDECIDED');
    assert.match(order.message, /Mohan Lal/);
    assert.match(order.message, /adjourn the sitting of 20 Aug 2026/);
    assert.ok(order.basis.includes('in.ctr2026.r4.6'));
    const hearing = refusal(s, absent('2026-08-20', 'h2'));
    assert.equal(hearing.code, 'OPPORTUNITY.REQUEST_UNDECIDED');
    // Nor may another notice of hearing quietly replace the sitting asked to be adjourned.
    const moved = refusal(s, hearingNoticeCmd('2026-08-11', '2026-08-27', 'h3'));
    assert.equal(moved.code, 'ADJOURNMENT.REQUEST_PENDING');
    // The pending request is on the person's record only, not on the complainant's.
    assert.equal(records(s).noticee.adjournments.at(-1)?.outcome, 'pending');
    assert.equal(records(s).complainant.adjournments.length, 0);
  });

  it("Rule 4(7): the complainant's undecided adjournment blocks the hearing held in the person's absence; the person, ex parte, cannot ask", () => {
    const s = run([
      registerCmd(),
      noticeCmd(),
      tenderServed(),
      { type: 'proceed-ex-parte', on: d('2026-08-14'), reasons: 'No reply received within the period.' },
      hearingNoticeCmd('2026-08-14', '2026-08-28'),
      toComplainant(postServed('2026-08-14', 'h1-c1', 'h1')),
    ]).state;
    const noticee = refusal(s, seek('2026-08-20'));
    assert.equal(noticee.code, 'CASE.WRONG_STAGE');
    assert.ok(noticee.basis.includes('in.ctr2026.r4.7'));
    const asked = run(
      [seek('2026-08-20', 'complainant', 'I am away for the harvest in my other village.')],
      makeCtx(),
      {
        state: s,
        events: [],
      },
    ).state;
    const no = refusal(asked, {
      type: 'record-hearing-in-absence',
      on: d('2026-08-28'),
      hearingNoticeId: 'h1',
      complainantAppeared: false,
      materialExamined: ['The statement in the complaint'],
      notes: 'Material examined.',
    });
    assert.equal(no.code, 'OPPORTUNITY.REQUEST_UNDECIDED');
    assert.match(no.message, /Ramesh Kumar/);
  });
});

describe('Rule 4(6), Rule 4(10): a refused adjournment is recorded with reasons that answer the request', () => {
  it('refuses a refusal without reasons, and one whose reasons only repeat the request, naming the Rule', () => {
    const s = then(fixed(), [seek('2026-08-01')]);
    const empty = refusal(s, refuse('2026-08-02', '  '));
    assert.equal(empty.code, 'ADJOURNMENT.REASONS_REQUIRED');
    assert.equal(empty.field, 'reasons');
    assert.ok(empty.basis.includes('in.ctr2026.r4.6'));
    assert.match(empty.message, /district hospital/);
    const parrot = refusal(
      s,
      refuse('2026-08-02', 'My mother is admitted to the district hospital and I must stay with her that week.'),
    );
    assert.equal(parrot.code, 'ADJOURNMENT.REASONS_REQUIRED');
  });

  it('keeps the refusal on the record and the order sheet; the hearing then goes on on its date', () => {
    const r = run(
      [seek('2026-08-01'), refuse('2026-08-02', 'Her discharge was on 1 August, as the certificate itself says.')],
      makeCtx(),
      fixed(),
    );
    const entry = records(r.state).noticee.adjournments.at(-1)!;
    assert.equal(entry.outcome, 'refused');
    assert.equal(entry.soughtBy, 'noticee');
    assert.equal(entry.from, '2026-08-05');
    assert.equal(entry.decidedOn, '2026-08-02');
    assert.match(entry.decisionReasons ?? '', /discharge was on 1 August/);
    assert.match(entry.reasons, /district hospital/);
    const refused = r.events.find((e) => e.type === 'adjournment-refused') as AdjudicationEvent;
    const en = sheetLine(refused, 'en');
    assert.match(en, /sought by the person complained against on 1 August 2026/);
    assert.match(en, /district hospital/);
    assert.match(en, /is refused, for these reasons: Her discharge was on 1 August/);
    assert.match(sheetLine(refused, 'hi'), /स्थगन से.*इंकार किया गया/);
    const sought = r.events.find((e) => e.type === 'adjournment-sought') as AdjudicationEvent;
    assert.match(sheetLine(sought, 'en'), /sought on the portal an adjournment of the hearing fixed for 5 August 2026/);
    // Decided, it no longer blocks: the hearing in the person's absence is recorded on the notice served in time.
    const [held] = accept(r.state, absent('2026-08-05'));
    assert.equal(held!.type, 'hearing-recorded');
  });
});

describe('Rule 4(6): a granted adjournment fixes the new date and withdraws the notice adjourned', () => {
  it('withdraws the old notice, issues the new one, and shows the adjournment from the old date to the new', () => {
    const r = run([seek('2026-08-01'), grant('2026-08-02', '2026-08-19')], makeCtx(), fixed());
    const types = r.events.slice(-2).map((e) => e.type);
    assert.deepEqual(types, ['adjournment-granted', 'hearing-notice-issued']);
    const h1 = r.state.hearingNotices.find((h) => h.hearingNoticeId === 'h1')!;
    assert.equal(h1.withdrawnOn, '2026-08-02');
    const entries = records(r.state).noticee.adjournments;
    assert.equal(entries.length, 1, 'one entry, not the request and the re-fixed notice twice');
    assert.deepEqual(
      { outcome: entries[0]!.outcome, from: entries[0]!.from, to: entries[0]!.to, soughtBy: entries[0]!.soughtBy },
      { outcome: 'granted', from: '2026-08-05', to: '2026-08-19', soughtBy: 'noticee' },
    );
    const granted = r.events.find((e) => e.type === 'adjournment-granted') as AdjudicationEvent;
    assert.match(sheetLine(granted, 'en'), /the hearing of 5 August 2026 is adjourned to 19 August 2026/);
    assert.match(sheetLine(granted, 'hi'), /स्थगित/);
    // No hearing on the withdrawn notice.
    assert.equal(refusal(r.state, hearingCmd('2026-08-05')).code, 'HEARING.NOT_NOTIFIED');
  });

  it('refuses a grant without a new date after the one adjourned', () => {
    const s = then(fixed(), [seek('2026-08-01')]);
    const no = refusal(s, grant('2026-08-02', '2026-08-05'));
    assert.equal(no.code, 'HEARING.DATE_INVALID');
    assert.equal(no.field, 'hearingOn');
  });

  it("keeps a date the officer moved of his own motion as sought by 'officer', on both parties' records", () => {
    const s = then(fixed(), [
      {
        ...(hearingNoticeCmd('2026-07-30', '2026-08-12', 'h2') as object),
        adjournment: { soughtBy: 'officer', reasons: 'The officer is on election duty on 5 August.' },
      } as AdjudicationCommand,
    ]);
    const { noticee, complainant } = records(s);
    assert.equal(noticee.adjournments[0]?.soughtBy, 'officer');
    assert.equal(complainant.adjournments[0]?.soughtBy, 'officer');
    assert.equal(noticee.adjournments[0]?.to, '2026-08-12');
  });
});

describe('Rule 4(6): an adjournment is sought before or at a sitting still to be held', () => {
  it('refuses a request after the order', () => {
    const s = then(fixed(), [hearingCmd('2026-08-05'), penaltyOrder('2026-08-20')]);
    const no = refusal(s, seek('2026-08-21'));
    assert.equal(no.code, 'ORDER.ALREADY_PASSED');
    assert.match(no.message, /no sitting left to adjourn/);
  });

  it('refuses a request for a sitting already held, or one whose date has passed', () => {
    const held = then(fixed(), [hearingCmd('2026-08-05')]);
    const no = refusal(held, { ...seek('2026-08-06'), hearingNoticeId: 'h1' } as AdjudicationCommand);
    assert.equal(no.code, 'ADJOURNMENT.NO_SITTING');
    assert.match(no.message, /was held on 5 Aug 2026/);
    const passed = refusal(fixed().state, seek('2026-08-06'));
    assert.equal(passed.code, 'ADJOURNMENT.NO_SITTING');
    assert.match(passed.message, /has passed/);
  });

  it('refuses a second request while the first awaits a decision, and one without reasons', () => {
    const s = then(fixed(), [seek('2026-08-01')]);
    const again = refusal(s, { ...seek('2026-08-02', 'complainant'), requestId: 'adj2' } as AdjudicationCommand);
    assert.equal(again.code, 'ADJOURNMENT.REQUEST_PENDING');
    const none = refusal(fixed().state, seek('2026-08-01', 'contravener', ''));
    assert.equal(none.code, 'ADJOURNMENT.REASONS_REQUIRED');
  });

  it('records a request the officer heard orally at the sitting, with who made it and the reasons given', () => {
    const [e] = accept(fixed().state, {
      type: 'record-adjournment-request',
      on: d('2026-08-05'),
      requestId: 'adj1',
      by: 'complainant',
      made: 'orally',
      reasons: 'My counsel is engaged in the Sessions Court today.',
    });
    assert.equal(e!.type, 'adjournment-sought');
    assert.match(sheetLine(e!, 'en'), /The complainant sought orally an adjournment/);
    assert.match(sheetLine(e!, 'hi'), /मौखिक रूप से/);
  });
});
