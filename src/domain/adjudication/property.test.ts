// Property test: random proceedings on random advancing dates never reach a state that breaks the rules, and the
// accepted events replay to exactly the state reached.

import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import type { LocalDate } from '../../lib/local-date.ts';
import { addDays, daysBetween } from '../../lib/local-date.ts';
import { CENTRAL_PACK, param, withOverrides } from '../../rules/packs.ts';
import type { ServiceState } from '../service/service.ts';
import type { AdjudicationCommand, AdjudicationCommandType } from './commands.ts';
import { decide } from './decide.ts';
import type { AdjudicationEvent } from './events.ts';
import { evolve, replay } from './evolve.ts';
import {
  d,
  FINDING_26,
  FINDING_26_NOT,
  makeCtx,
  noticeCmd,
  penaltyOrder,
  PROOF,
  registerCmd,
  validParticulars,
} from './fixtures.ts';
import { violations } from './invariants.ts';
import type { ResolvedParam } from '../../rules/parameters.ts';
import type { GateDecision, GateParty } from '../service/opportunity.ts';
import { opportunityGate } from '../service/opportunity.ts';
import type { AdjudicationState } from './state.ts';
import { INITIAL_STATE, listedItems, outstandingPenaltyPaise } from './state.ts';

/** The central pack with the s.27C period of 30 days notified by a State (so it binds, unlike the portal default). */
const S27C_NOTIFIED = withOverrides(CENTRAL_PACK, {
  'deposit.period-days': [
    {
      from: d('2026-07-02'),
      value: 30,
      status: 'configured',
      basis: ['in.cta1871.s27c'],
      source: 'Notification No. 5/2026 dated 1 July 2026',
      notification: { number: '5/2026', date: d('2026-07-01') },
    },
  ],
});

const ALL: readonly AdjudicationCommandType[] = [
  'register-complaint',
  'issue-show-cause-notice',
  'record-service-attempt',
  'record-service-outcome',
  'record-tender-refused',
  'issue-summons',
  'enforce-attendance',
  'extend-reply-period',
  'record-reply',
  'proceed-ex-parte',
  'recall-ex-parte',
  'record-hearing-in-absence',
  'issue-hearing-notice',
  'record-hearing',
  'allow-written-submissions',
  'record-written-submission',
  'submit-witness-list',
  'submit-document-list',
  'pass-order',
  'extend-proceedings',
  'supply-order-copy',
  'record-deposit',
  'refer-for-recovery',
  'record-waiver',
];

/** Issue 27: the adjournments, in the runs of the gate property (the first property's runs stay as they were). */
const ADJOURN: readonly AdjudicationCommandType[] = [
  'seek-adjournment',
  'record-adjournment-request',
  'decide-adjournment',
];

/** Commands that make sense at the state's stage, so that random runs reach the later stages often. */
function plausible(s: AdjudicationState, adjourn = false): readonly AdjudicationCommandType[] {
  const asks: readonly AdjudicationCommandType[] = adjourn ? ['seek-adjournment', 'record-adjournment-request'] : [];
  if (!s.complaint) return ['register-complaint'];
  if (!s.notice) return ['issue-show-cause-notice', 'extend-proceedings'];
  if (s.notice.service.servedOn === undefined)
    return [
      'record-service-attempt',
      'record-service-outcome',
      'record-tender-refused',
      'issue-summons',
      'submit-witness-list',
    ];
  if (!s.reply && !s.exParte) return ['record-reply', 'proceed-ex-parte', 'extend-reply-period', 'enforce-attendance'];
  if (!s.order && s.exParte && s.hearings.length === 0)
    return [
      'record-hearing-in-absence',
      'record-hearing-in-absence',
      'record-hearing-in-absence',
      'record-reply',
      'recall-ex-parte',
      'issue-hearing-notice',
      'pass-order',
      ...asks,
    ];
  // Issue 27: a request to adjourn awaits the officer: mostly decided next, sometimes met by an order or a hearing.
  if (!s.order && (s.adjournmentRequests ?? []).some((r) => r.status === 'pending'))
    return ['decide-adjournment', 'decide-adjournment', 'decide-adjournment', 'record-hearing', 'pass-order'];
  // An admission (Rule 4(8)): an order without a hearing only on both parties' own waivers (issue 27).
  if (!s.order && s.reply?.admits === true && s.hearings.length === 0 && (s.waivers ?? []).length < 2)
    return ['record-waiver', 'record-waiver', 'pass-order', 'pass-order', 'issue-hearing-notice'];
  if (!s.order && s.hearings.length === 0)
    return [
      'issue-hearing-notice',
      'record-service-attempt',
      'record-service-attempt',
      'record-service-outcome',
      'record-hearing',
      'record-hearing',
      'record-waiver',
      'record-waiver',
      'pass-order',
      'pass-order',
      // Issue 27: a party asks to adjourn the sitting (the officer decides it next, above).
      ...asks,
      ...asks,
    ];
  if (!s.order)
    return [
      'pass-order',
      'pass-order',
      'allow-written-submissions',
      'record-written-submission',
      'submit-document-list',
      'extend-proceedings',
    ];
  return ['supply-order-copy', 'supply-order-copy', 'record-deposit', 'refer-for-recovery', 'refer-for-recovery'];
}

interface Step {
  readonly guided: boolean;
  readonly kind: number;
  readonly variant: number;
  readonly flag: boolean;
  readonly days: number;
  readonly dateQuirk: number; // 0: normal; 1: in the future; 2: before the previous event
}

const stepArb: fc.Arbitrary<Step> = fc.record({
  guided: fc.nat({ max: 9 }).map((x) => x < 9),
  kind: fc.nat({ max: 1000 }),
  variant: fc.nat({ max: 10_000 }),
  flag: fc.boolean(),
  days: fc.nat({ max: 25 }),
  dateQuirk: fc.constantFrom(0, 0, 0, 0, 0, 0, 0, 0, 1, 2),
});

function pendingAttempt(sv: ServiceState | undefined): string {
  return sv?.attempts.find((a) => a.outcome === 'pending')?.attemptId ?? 'none';
}

/** Rule 4(11): every listed witness or document, examined (the order's answer to each). */
const everyListed = (s: AdjudicationState) =>
  listedItems(s).map((x) => ({ item: x.key, examined: true, reasons: 'Examined on the record.' }));

function build(s: AdjudicationState, st: Step, on: LocalDate, adjourn = false): AdjudicationCommand {
  const v = st.variant;
  const pick = <T>(xs: readonly T[]): T => xs[v % xs.length]!;
  const kinds = st.guided ? plausible(s, adjourn) : adjourn ? [...ALL, ...ADJOURN] : ALL;
  const kind = kinds[st.kind % kinds.length]!;
  const lastHn = s.hearingNotices.at(-1);
  const hnId = st.flag && lastHn ? lastHn.hearingNoticeId : undefined;
  // Issue 27: a notice of hearing is served on the complainant too; about a third of its service steps address that copy.
  const toComplainant = hnId !== undefined && v % 3 === 0;
  const to = toComplainant ? { to: 'complainant' as const } : {};
  const target =
    hnId !== undefined ? (toComplainant ? lastHn?.complainantService : lastHn?.service) : s.notice?.service;
  const n = s.eventCount;
  switch (kind) {
    case 'register-complaint': {
      const p = validParticulars();
      const particulars = {
        ...p,
        contravener: {
          ...p.contravener,
          contravention: {
            ...p.contravener.contravention,
            date:
              v % 10 === 0 || addDays(on, -(v % 60)) >= '2026-07-02'
                ? addDays(on, -(v % 60))
                : on < '2026-07-02'
                  ? on
                  : d('2026-07-02'),
          },
        },
        declaration: { declared: v % 9 !== 0, signedName: 'Ramesh Kumar' },
      };
      return {
        ...registerCmd(on, particulars),
        filedBy: {
          capacity: pick(['aggrieved-person', 'aggrieved-person', 'authorised-representative', 'stranger']),
          representedPerson: 'Sita Devi',
        },
      };
    }
    case 'issue-show-cause-notice':
      return noticeCmd(on, {
        replyDays: pick([1, 7, 15, 30, 30, 31, 0]),
        complaintCopyEnclosed: v % 13 !== 0,
        ...(st.flag ? { delayReason: 'Officer on leave.' } : {}),
      });
    case 'record-service-attempt': {
      // Mostly with the proof of its manner; sometimes without, to probe the proof guards (issue 6).
      const mode = pick(['tender', 'electronic', 'speed-post', 'affixing'] as const);
      return {
        type: 'record-service-attempt',
        on,
        attemptId: `a${n}`,
        mode,
        outcome: pick(['pending', 'served', 'failed', 'failed', 'failed']),
        particulars: 'Process server report',
        ...(v % 7 !== 0 ? { proof: PROOF[mode] } : {}),
        ...(hnId !== undefined ? { hearingNoticeId: hnId } : {}),
        ...to,
      };
    }
    case 'record-service-outcome':
      return {
        type: 'record-service-outcome',
        on,
        attemptId: pendingAttempt(target),
        outcome: st.flag ? 'served' : 'failed',
        ...(hnId !== undefined ? { hearingNoticeId: hnId } : {}),
        ...to,
      };
    case 'record-tender-refused':
      return {
        type: 'record-tender-refused',
        on,
        attemptId: `a${n}`,
        proof: { tenderedBy: 'Process server', tenderedTo: 'The noticee', at: '10:30' },
        refusal: v % 4 ? 'Refused before two witnesses.' : '',
        ...(hnId !== undefined ? { hearingNoticeId: hnId } : {}),
        ...to,
      };
    case 'recall-ex-parte':
      return { type: 'recall-ex-parte', on, reasons: v % 3 ? 'Reply received; illness shown for the delay.' : '' };
    case 'record-hearing-in-absence':
      return {
        type: 'record-hearing-in-absence',
        on,
        ...(lastHn && v % 3 ? { hearingNoticeId: lastHn.hearingNoticeId } : {}),
        complainantAppeared: v % 4 !== 0,
        materialExamined: v % 7 ? ['Complaint statement', 'Khasra extract'] : [],
        notes: 'Material examined; contravention shown.',
      };
    case 'issue-summons':
      return {
        type: 'issue-summons',
        on,
        summonsId: `s${n}`,
        witnessName: v % 5 ? 'Patwari' : '',
        purpose: 'evidence',
        appearOn: addDays(on, v % 10),
        time: v % 11 ? '10:30' : '',
        place: 'Court room, SDM office',
      };
    case 'enforce-attendance':
      return {
        type: 'enforce-attendance',
        on,
        summonsId: s.summonses.at(-1)?.summonsId ?? 's?',
        reasons: 'Did not appear.',
      };
    case 'extend-reply-period':
      return {
        type: 'extend-reply-period',
        on,
        extraDays: pick([1, 5, 10, 15, 16, 0]),
        reasons: v % 7 ? 'Illness shown.' : '',
        sufficientCauseShown: v % 9 !== 0,
      };
    case 'record-reply':
      return { type: 'record-reply', on, admits: st.flag, text: v % 10 ? 'Reply text.' : '' };
    case 'proceed-ex-parte':
      return { type: 'proceed-ex-parte', on, reasons: v % 6 ? 'No reply received.' : '' };
    case 'issue-hearing-notice':
      return {
        type: 'issue-hearing-notice',
        on,
        hearingNoticeId: `h${n}`,
        hearingOn: addDays(on, (v % 21) - 1),
        mode: pick(['in-person', 'electronic']),
        ...(v % 17 ? { time: '11:00' } : {}),
        ...(v % 13 ? { place: 'Court room' } : {}),
        ...(v % 5 === 0 ? { shortNoticeReasons: 'The cattle are impounded; the matter cannot wait.' } : {}),
        ...(v % 2 === 0 ? { closedDayConfirmed: true } : {}),
      };
    case 'record-waiver':
      return {
        type: 'record-waiver',
        on,
        // Mostly the party yet to waive, so that admissions reach an order on both parties' own waivers.
        by: (s.waivers ?? []).some((w) => w.by === 'contravener') !== (v % 6 === 0) ? 'complainant' : 'contravener',
        words: v % 11 ? 'I do not wish to be heard in this matter.' : 'no',
        documentId: v % 13 ? 'doc-ack-1' : 'doc-unknown',
      };
    case 'record-hearing':
      return {
        type: 'record-hearing',
        on,
        ...(lastHn && v % 5 ? { hearingNoticeId: lastHn.hearingNoticeId } : {}),
        noticeeAppeared: st.flag,
        complainantAppeared: v % 4 !== 0,
        explained: v % 3 !== 0,
        opportunityAfforded: v % 8 !== 0,
        notes: 'Heard.',
      };
    case 'allow-written-submissions':
      return { type: 'allow-written-submissions', on, issues: 'Quantum of loss' };
    case 'record-written-submission':
      return {
        type: 'record-written-submission',
        on,
        by: st.flag ? 'complainant' : 'contravener',
        text: 'Submission.',
      };
    case 'submit-witness-list':
    case 'submit-document-list':
      return { type: kind, on, by: st.flag ? 'complainant' : 'contravener', items: v % 4 ? ['Item'] : [] };
    case 'pass-order':
      if (st.flag) {
        return {
          type: 'pass-order',
          on,
          kind: 'dismissal',
          findings: v % 7 ? FINDING_26_NOT : [],
          listed: v % 3 ? everyListed(s) : [],
          reasons: v % 6 ? 'Not proved.' : '',
          ...(v % 2 ? { delayReason: 'Backlog.' } : {}),
        };
      }
      return penaltyOrder(on, {
        findings: v % 7 ? FINDING_26 : [],
        listed: v % 3 ? everyListed(s) : [],
        ...(v % 4 ? {} : { compensation: undefined }),
        amounts: pick([
          { penaltyPaise: 500_000, compensationPaise: 0, expensesPaise: 0, chargesPaise: 0 },
          { penaltyPaise: 0, compensationPaise: 100_000, expensesPaise: 5_000, chargesPaise: 0 },
          { penaltyPaise: 0, compensationPaise: 0, expensesPaise: 0, chargesPaise: 0 },
          { penaltyPaise: -5, compensationPaise: 0, expensesPaise: 0, chargesPaise: 0 },
          { penaltyPaise: 250_000, compensationPaise: 100_000, expensesPaise: 0, chargesPaise: 2_000 },
          { penaltyPaise: 300_000, compensationPaise: 50_000, expensesPaise: 0, chargesPaise: 0 },
        ]),
        depositDays: pick([undefined, 1, 15, 30, 30, 30, 31, 0]),
        ...(v % 2 ? { delayReason: 'Backlog.' } : {}),
        ...(v % 5 ? { notHeardOnAmountReasons: 'The reply accepts the amount claimed.' } : {}),
      });
    case 'extend-proceedings':
      return {
        type: 'extend-proceedings',
        on,
        days: pick([1, 10, 20, 30, 31, 0]),
        reasons: v % 5 ? 'Report awaited.' : '',
      };
    case 'supply-order-copy':
      return {
        type: 'supply-order-copy',
        on,
        // Mostly the party yet to have the copy, so that references on an order given in time are reached (issue 27).
        to: s.copiesSupplied.some((c) => c.to === 'contravener') === (v % 5 !== 0) ? 'complainant' : 'contravener',
        feePaise: v % 7 === 0 ? 100 : 0,
        signed: v % 11 !== 0,
      };
    case 'record-deposit': {
      const out = outstandingPenaltyPaise(s);
      return {
        type: 'record-deposit',
        on,
        amountPaise: pick([1, 100_000, out, out + 1, Math.ceil(out / 2)]),
        receiptNo: 'R-1',
        mode: 'online',
      };
    }
    case 'seek-adjournment':
    case 'record-adjournment-request': {
      const asked = {
        on,
        requestId: `adj${n}`,
        by: st.flag ? ('contravener' as const) : ('complainant' as const),
        ...(v % 4 === 0 && lastHn ? { hearingNoticeId: lastHn.hearingNoticeId } : {}),
        reasons: v % 7 ? 'A death in the family; the cremation is that day.' : '',
      };
      return kind === 'seek-adjournment'
        ? { type: kind, ...asked }
        : { type: kind, ...asked, made: pick(['orally', 'in-writing', 'by-phone'] as const) as 'orally' };
    }
    case 'decide-adjournment': {
      const req = (s.adjournmentRequests ?? []).find((r) => r.status === 'pending');
      return {
        type: 'decide-adjournment',
        on,
        requestId: req?.requestId ?? (v % 3 ? 'adj?' : (s.adjournmentRequests?.[0]?.requestId ?? 'adj?')),
        granted: v % 2 === 0,
        reasons: v % 5 ? 'The ground given is proved by the certificate produced.' : v % 2 ? '' : (req?.reasons ?? ''),
        hearingNoticeId: `h${n}`,
        hearingOn: addDays(req && req.sittingOn > on ? req.sittingOn : on, (v % 21) - 1),
        mode: 'in-person',
        ...(v % 17 ? { time: '11:00' } : {}),
        place: 'Court room',
        ...(v % 5 === 0 ? { shortNoticeReasons: 'The cattle are impounded; the matter cannot wait.' } : {}),
        ...(v % 3 === 0 ? { closedDayConfirmed: true } : {}),
      };
    }
    case 'refer-for-recovery':
      return {
        type: 'refer-for-recovery',
        on,
        ...(v % 5 === 1 ? { lateServiceReasons: 'The person was told of the order in open court on the day.' } : {}),
      };
  }
  throw new Error(`unhandled ${kind}`);
}

describe('Rule 4(5)(iii), Rule 4(4), Rule 4(7), Rule 4(12), Rule 6: random proceedings keep the rules', () => {
  it('reaches no state with a violation, and replaying the accepted events rebuilds the same state', () => {
    let reachedOrder = 0;
    let reachedClosed = 0;
    const seen = new Map<string, number>();
    fc.assert(
      fc.property(fc.array(stepArb, { minLength: 5, maxLength: 50, size: 'max' }), (steps) => {
        let state = INITIAL_STATE;
        const events: AdjudicationEvent[] = [];
        let cur = d('2026-06-28');
        // Half the runs in a State that notified the s.27C period, which binds the time for deposit; the others on
        // the portal's default, which an officer may exceed (issue 27). The invariant holds each to its own.
        const notified = steps[0]!.variant % 2 === 0;
        for (const st of steps) {
          cur = addDays(cur, st.days);
          const ctx = notified ? { ...makeCtx(cur), pack: S27C_NOTIFIED } : makeCtx(cur);
          let on = cur;
          if (st.dateQuirk === 1) on = addDays(cur, 1);
          if (st.dateQuirk === 2 && state.lastEventOn !== undefined) on = addDays(state.lastEventOn, -1);
          const cmd = build(state, st, on);
          const r = decide(state, cmd, ctx);
          if (!r.ok) {
            assert.ok(r.error.basis.length > 0, `refusal ${r.error.code} names no provision`);
            assert.ok(r.error.message.length > 10);
            continue;
          }
          for (const e of r.value) {
            assert.ok(e.basis.length > 0, `event ${e.type} has no basis`);
            assert.equal(e.on, on);
            state = evolve(state, e);
            events.push(e);
          }
          assert.deepEqual(violations(state, ctx), [], `after ${cmd.type} on ${on}`);
        }
        if (state.order) reachedOrder++;
        if (state.closed) reachedClosed++;
        for (const e of events) seen.set(e.type, (seen.get(e.type) ?? 0) + 1);
        if (state.exParte) seen.set('X-exparte-state', (seen.get('X-exparte-state') ?? 0) + 1);
        if (state.notice?.service.attempts.some((a) => a.mode === 'affixing'))
          seen.set('X-affixed', (seen.get('X-affixed') ?? 0) + 1);
        if (state.replyExtensions.length > 1) seen.set('X-multi-ext', (seen.get('X-multi-ext') ?? 0) + 1);
        if (state.recoveryReferredOn) seen.set('X-referred', (seen.get('X-referred') ?? 0) + 1);
        assert.deepEqual(replay(events), state);
      }),
      // A fixed seed (PROP_SEED to explore others): the coverage check below must not pass or fail by chance.
      { numRuns: 1000, seed: Number(process.env['PROP_SEED'] ?? 20261201) },
    );
    if (process.env['PROP_STATS']) console.log(reachedOrder, reachedClosed, [...seen].sort());
    // The generator must actually reach the late stages, or the property says little.
    assert.ok(reachedOrder > 50, `only ${reachedOrder} runs reached an order`);
    assert.ok(reachedClosed > 5, `only ${reachedClosed} runs closed`);
  });
});

/**
 * Issue 27: the oracle, written apart from the gate it checks. Before an adverse decision (ex parte, the final order),
 * every party it affects had no request undecided and either waived in their own words, attended, or was recorded
 * absent after a notice served at least the minimum interval before the date fixed (or shorter with reasons).
 */
function opportunityHeld(s: AdjudicationState, e: AdjudicationEvent, min: number): string | undefined {
  const pendingReq = (s.replyExtensionRequests ?? []).find((r) => r.status === 'pending' && r.on <= e.on);
  // Issue 27: a party's request to adjourn a sitting, still undecided.
  const pendingAdj = (p: 'contravener' | 'complainant') =>
    (s.adjournmentRequests ?? []).find((r) => r.status === 'pending' && r.by === p && r.on <= e.on);
  if (e.type === 'ex-parte-recorded') {
    if (pendingReq) return `ex parte with the request of ${pendingReq.on} undecided`;
    const served = s.notice?.service.servedOn;
    if (served === undefined) return 'ex parte without the show-cause notice served';
    if (daysBetween(served, e.replyDueOn) < min)
      return `ex parte on a reply period of ${daysBetween(served, e.replyDueOn)} days`;
    return undefined;
  }
  const waived = (p: 'contravener' | 'complainant') => (s.waivers ?? []).some((w) => w.by === p);
  const inTime = (h: (typeof s.hearingNotices)[number] | undefined, servedOn: LocalDate | undefined): boolean =>
    h !== undefined &&
    h.withdrawnOn === undefined &&
    servedOn !== undefined &&
    (daysBetween(servedOn, h.hearingOn) >= min || (h.shortNoticeReasons ?? '') !== '');
  if (e.type === 'hearing-recorded') {
    // A sitting recorded with a party absent: that party was served the notice of it in time, or waived.
    const h = s.hearingNotices.find((x) => x.hearingNoticeId === e.hearingNoticeId);
    if (!e.inAbsence && !e.noticeeAppeared && pendingAdj('contravener'))
      return "hearing held in the person's absence with their request to adjourn undecided";
    if (!e.complainantAppeared && pendingAdj('complainant'))
      return "hearing held in the complainant's absence with their request to adjourn undecided";
    if (!e.inAbsence && !e.noticeeAppeared && !waived('contravener') && !inTime(h, h?.service.servedOn))
      return 'hearing held with the person absent, without notice served in time';
    if (!e.complainantAppeared && !waived('complainant') && !inTime(h, h?.complainantService?.servedOn))
      return 'hearing held with the complainant absent, without notice served in time';
    return undefined;
  }
  if (e.type === 'referred-for-recovery') {
    // The person was given the signed order the minimum interval before the time to pay ended (or the officer gave
    // reasons), that time is the order's own (or a notified s.27C period), and it has run out.
    const copy = s.copiesSupplied.find((c) => c.to === 'contravener');
    if (!copy) return 'referred without the order given to the person';
    if (!(e.on > e.s27cDueOn)) return 'referred before the time to pay ran out';
    if (daysBetween(copy.on, e.s27cDueOn) < min && !LATE_REASONS.has(e))
      return 'referred though the order reached the person too late to pay';
    return undefined;
  }
  if (e.type !== 'order-passed') return undefined;
  if (pendingReq) return `order with the request of ${pendingReq.on} undecided`;
  const adj = pendingAdj('contravener') ?? pendingAdj('complainant');
  if (adj) return `order with the request of ${adj.on} to adjourn the sitting of ${adj.sittingOn} undecided`;
  const last = s.hearings.at(-1);
  const hn = s.hearingNotices.find((h) => h.hearingNoticeId === last?.hearingNoticeId);
  const onNotice = (servedOn: LocalDate | undefined): boolean =>
    hn !== undefined &&
    hn.withdrawnOn === undefined &&
    servedOn !== undefined &&
    (daysBetween(servedOn, hn.hearingOn) >= min || (hn.shortNoticeReasons ?? '') !== '');
  // The person: ex parte (itself checked above when it was recorded), waived, attended, or absent after notice.
  if (!s.exParte && !waived('contravener')) {
    if (!last || last.inAbsence) return 'order without hearing the person complained against or their waiver';
    if (!last.noticeeAppeared && !onNotice(hn?.service.servedOn))
      return 'order on a hearing the person missed without notice served in time';
  }
  if (!waived('complainant')) {
    if (!last) return 'order without hearing the complainant or their waiver';
    if (!last.complainantAppeared && !onNotice(hn?.complainantService?.servedOn))
      return 'order on a hearing the complainant missed without notice served in time';
  }
  return undefined;
}

/** References made with the officer's reasons for a short time after the order was given (kept beside the run). */
const LATE_REASONS = new WeakSet<AdjudicationEvent>();

const ADVERSE = new Set(['order-passed', 'ex-parte-recorded', 'hearing-recorded', 'referred-for-recovery']);

/** One run of the gate property: random steps, each accepted adverse decision checked against the oracle. */
function gateProperty(numRuns: number, seed: number) {
  const seen = { adverse: 0, referred: 0, refusedByGate: 0, adjournmentsSought: 0, adjournmentsDecided: 0 };
  const details = fc.check(
    fc.property(fc.array(stepArb, { minLength: 5, maxLength: 80, size: 'max' }), (steps) => {
      let state = INITIAL_STATE;
      const events: AdjudicationEvent[] = [];
      let cur = d('2026-06-28');
      for (const st of steps) {
        cur = addDays(cur, st.days);
        const ctx = makeCtx(cur);
        const cmd = build(state, { ...st, dateQuirk: 0 }, cur, true);
        const r = decide(state, cmd, ctx);
        if (!r.ok) {
          if (r.error.code.startsWith('OPPORTUNITY.')) seen.refusedByGate++;
          continue;
        }
        const min = param(ctx.pack, 'notice.min-interval-days', cur).value;
        for (const e of r.value) {
          if (cmd.type === 'refer-for-recovery' && cmd.lateServiceReasons) LATE_REASONS.add(e);
          const breach = opportunityHeld(state, e, min);
          if (breach !== undefined) throw new Error(`${e.type} on ${e.on} accepted: ${breach}`);
          if (ADVERSE.has(e.type)) seen.adverse++;
          if (e.type === 'referred-for-recovery') seen.referred++;
          if (e.type === 'adjournment-sought') seen.adjournmentsSought++;
          if (e.type === 'adjournment-granted' || e.type === 'adjournment-refused') seen.adjournmentsDecided++;
          state = evolve(state, e);
          events.push(e);
        }
      }
      assert.deepEqual(replay(events), state);
    }),
    { numRuns, seed },
  );
  return { details, ...seen };
}

describe('Rule 4(6), Rule 4(7), Rule 4(13), Rule 4(14): no adverse decision without each affected party’s opportunity', () => {
  const seed = Number(process.env['PROP_SEED'] ?? 20261204);
  it('accepts ex parte, hearings with a party absent, final orders and references only when the gate held for each party', () => {
    const { details, adverse, referred, refusedByGate, adjournmentsSought, adjournmentsDecided } = gateProperty(
      600,
      seed,
    );
    if (process.env['PROP_STATS'])
      console.log({ adverse, referred, refusedByGate, adjournmentsSought, adjournmentsDecided });
    assert.equal(details.failed, false, fc.defaultReportMessage(details) ?? '');
    // Not vacuous: adverse decisions were accepted, and the gate refused others.
    assert.ok(adverse > 50, `only ${adverse} adverse decisions accepted`);
    assert.ok(referred > 10, `only ${referred} references accepted`);
    assert.ok(refusedByGate > 20, `the gate refused only ${refusedByGate}`);
    // Issue 27: the runs ask for adjournments and decide them, so the undecided ones meet the gate.
    assert.ok(adjournmentsSought > 20, `only ${adjournmentsSought} adjournments sought`);
    assert.ok(adjournmentsDecided > 10, `only ${adjournmentsDecided} adjournments decided`);
  });

  it('Rule 4(6): fails when the one gate does not see the adjournments sought (the property can fail)', (t) => {
    const real = opportunityGate.check;
    t.mock.method(
      opportunityGate,
      'check',
      (g: GateDecision, parties: readonly GateParty[], m: ResolvedParam<number>) =>
        real(
          g,
          parties.map((p) => ({ ...p, record: { ...p.record, adjournments: [] } })),
          m,
        ),
    );
    const { details } = gateProperty(600, seed);
    assert.equal(details.failed, true, 'an order or a hearing in absence with an adjournment undecided went unnoticed');
    assert.match(String(details.errorInstance), /adjourn/);
  });

  for (const role of ['noticee', 'complainant'] as const) {
    it(`fails when the one gate skips the ${role === 'noticee' ? 'person complained against' : role} (the property can fail)`, (t) => {
      const real = opportunityGate.check;
      t.mock.method(
        opportunityGate,
        'check',
        (g: GateDecision, parties: readonly GateParty[], m: ResolvedParam<number>) =>
          real(
            g,
            parties.filter((p) => p.record.role !== role),
            m,
          ),
      );
      const { details } = gateProperty(600, seed);
      assert.equal(details.failed, true, `skipping the ${role} went unnoticed`);
      if (process.env['PROP_SHOW']) console.log(String(details.errorInstance), fc.defaultReportMessage(details));
    });
  }
});
