// Property test: random command sequences with advancing dates never reach a state breaking Rule 7, and replay agrees.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import type { LocalDate } from '../../lib/local-date.ts';
import { addDays, daysBetween } from '../../lib/local-date.ts';
import type { ResolvedParam } from '../../rules/parameters.ts';
import { param } from '../../rules/packs.ts';
import type { GateDecision, GateParty } from '../service/opportunity.ts';
import { opportunityGate } from '../service/opportunity.ts';
import { isProvisionId } from '../../rules/provisions.ts';
import { REFUSAL_CODES } from '../../rules/refusal-codes.ts';
import type { AppealCommand, AppealCommandType } from './commands.ts';
import { decide } from './decide.ts';
import type { AppealEvent } from './events.ts';
import { evolve, replay } from './evolve.ts';
import { COMPLETE_FORM, CTX, d, ORDER_4_12, PROOF } from './fixtures.ts';
import { ANSWERS } from './fixtures.ts';
import { violations } from './invariants.ts';
import type { AppealState } from './state.ts';
import { INITIAL_APPEAL, outstandingDefects } from './state.ts';

const ctx = { ...CTX, today: d('2030-12-31') };
const KINDS: readonly AppealCommandType[] = [
  'file-appeal',
  'call-for-records',
  'record-records-received',
  'intimate-defects',
  'record-rectification',
  'refuse-registration',
  'record-refusal-communicated',
  'admit',
  'issue-notice-to-respondent',
  'record-service-attempt',
  'record-service-outcome',
  'record-tender-refused',
  'record-respondent-reply',
  'schedule-hearing',
  'record-hearing',
  'decide-appeal',
  'supply-copy',
  'refer-for-recovery',
  'seek-adjournment',
  'record-adjournment-request',
  'decide-adjournment',
];
const FIELDS = ['grounds', 'statementOfFacts', 'reliefClaimed', 'enclosures.copyOfOrder', 'declaration'];

/** The command a diligent authority would likely give next; mixed with random ones to reach deep and odd states. */
function natural(s: AppealState, v: number, on: LocalDate): AppealCommandType {
  switch (s.stage) {
    case 'none':
      return 'file-appeal';
    case 'filed':
      if (s.records.calledOn === undefined && v % 2 === 0) return 'call-for-records';
      if (outstandingDefects(s).some((x) => x.status === 'found') && v % 4 !== 0) return 'intimate-defects';
      if (outstandingDefects(s).length > 0)
        return (['record-rectification', 'record-rectification', 'refuse-registration'] as const)[v % 3]!;
      return 'admit';
    case 'refused':
      return s.refusal?.communicatedOn === undefined ? 'record-refusal-communicated' : 'supply-copy';
    case 'admitted': {
      const n = s.notice;
      if (!n) return 'issue-notice-to-respondent';
      if (n.service.servedOn === undefined) {
        return n.service.attempts.some((a) => a.outcome === 'pending') && v % 2 === 0
          ? 'record-service-outcome'
          : v % 7 === 0
            ? 'record-tender-refused'
            : 'record-service-attempt';
      }
      // Issue 27: the notice of hearing is served on each party before the sitting, mostly.
      const hn = s.hearingNotices?.at(-1);
      // Rule 7(10): a party asks to adjourn the hearing fixed; the authority decides it, or (sometimes) hears the
      // appeal with the request undecided, which the gate must then stop at the appellate order.
      if ((s.adjournments ?? []).some((a) => a.outcome === 'pending')) {
        if (s.scheduledHearing) return v % 3 === 0 ? 'record-hearing' : 'decide-adjournment';
        return v % 2 === 0 ? 'decide-appeal' : 'decide-adjournment';
      }
      if (s.scheduledHearing && v % 19 === 4) return v % 2 ? 'seek-adjournment' : 'record-adjournment-request';
      // A day fixed that has passed unrecorded: a new date (the old notice withdrawn).
      if (s.scheduledHearing && s.scheduledHearing.hearingOn < on && v % 4 !== 0) return 'schedule-hearing';
      if (
        s.scheduledHearing &&
        hn &&
        v % 10 !== 0 &&
        (['appellant', 'respondent'] as const).some((p) => hn.service[p].servedOn === undefined)
      )
        return 'record-service-attempt';
      if (s.scheduledHearing) return 'record-hearing';
      if (s.hearings.length === 0)
        return s.reply === undefined && v % 2 === 0 ? 'record-respondent-reply' : 'schedule-hearing';
      return v % 2 === 0 ? 'schedule-hearing' : 'decide-appeal';
    }
    case 'decided':
      if (v % 10 !== 0 && !(['appellant', 'respondent'] as const).every((p) => s.copies.some((c) => c.party === p)))
        return 'supply-copy';
      return (['supply-copy', 'refer-for-recovery', 'refer-for-recovery', 'record-records-received'] as const)[v % 4]!;
  }
}

function build(kind: AppealCommandType, s: AppealState, on: LocalDate, v: number): AppealCommand {
  switch (kind) {
    case 'file-appeal': {
      const form = {
        ...COMPLETE_FORM,
        ...(v % 3 === 1 ? { grounds: undefined } : {}),
        ...(v % 4 === 2 ? { reliefClaimed: '' } : {}),
      };
      const order = {
        ...ORDER_4_12,
        ...(v % 10 === 9 ? { provision: 'in.ctr2026.r4.8' as const } : {}),
        ...(v % 5 === 3 ? { penaltyPaise: 0 } : {}),
      };
      return { type: kind, on, order, form, filedBy: 'appellant-in-person', medium: v % 2 ? 'writing' : 'electronic' };
    }
    case 'intimate-defects': {
      if (v % 11 === 0) return { type: kind, on, defects: [] };
      const out = outstandingDefects(s);
      const field = out.length > 0 && v % 3 !== 0 ? out[v % out.length]!.field : FIELDS[v % FIELDS.length]!;
      return { type: kind, on, defects: [{ field, description: 'Cure this particular.' }] };
    }
    case 'record-rectification': {
      const out = outstandingDefects(s);
      if (v % 3 === 0 || out.length === 0) return { type: kind, on };
      return { type: kind, on, defectIds: v % 13 === 0 ? ['d99'] : [out[v % out.length]!.id] };
    }
    case 'refuse-registration':
      return { type: kind, on, reasons: v % 5 === 0 ? '' : 'Defects not rectified within time.' };
    case 'record-refusal-communicated':
      return { type: kind, on, ...(v % 2 ? { delayReason: 'Dispatch delayed.' } : {}) };
    case 'issue-notice-to-respondent':
      return { type: kind, on, replyDays: v % 41, copyOfAppealEnclosed: v % 9 !== 0 };
    case 'record-service-attempt': {
      const hn = s.hearingNotices?.at(-1);
      if (s.scheduledHearing && hn && v % 5 < 4) {
        const unserved = (['appellant', 'respondent'] as const).filter((p) => hn.service[p].servedOn === undefined);
        const to =
          unserved.length > 0 && v % 7 !== 0 ? unserved[v % unserved.length]! : v % 2 ? 'appellant' : 'respondent';
        return {
          type: kind,
          on,
          notice: 'hearing',
          to,
          mode: 'tender',
          outcome: v % 6 === 0 ? 'failed' : 'served',
          proof: PROOF.tender,
        };
      }
      // Mostly the lawful progression (i) then (ii) then (iii); sometimes any mode, to probe the guard.
      const failed = (ms: readonly string[]): boolean =>
        (s.notice?.service.attempts ?? []).some((a) => ms.includes(a.mode) && a.outcome === 'failed');
      const next = !failed(['tender'])
        ? 'tender'
        : !failed(['electronic', 'speed-post'])
          ? v % 2
            ? 'electronic'
            : 'speed-post'
          : 'affixing';
      const mode = v % 3 === 0 ? (['tender', 'electronic', 'speed-post', 'affixing'] as const)[v % 4]! : next;
      const outcome = (['pending', 'served', 'failed', 'failed'] as const)[Math.floor(v / 4) % 4]!;
      return { type: kind, on, mode, outcome, ...(v % 7 !== 0 ? { proof: PROOF[mode] } : {}) };
    }
    case 'record-service-outcome': {
      const pending = s.notice?.service.attempts.filter((a) => a.outcome === 'pending') ?? [];
      const attemptId = pending.length > 0 && v % 5 !== 0 ? pending[v % pending.length]!.attemptId : `a${v % 4}`;
      return { type: kind, on, attemptId, outcome: v % 3 === 0 ? 'served' : 'failed' };
    }
    case 'record-tender-refused':
      return {
        type: kind,
        on,
        proof: { tenderedBy: 'Process server', tenderedTo: 'The respondent', at: '11:00' },
        refusal: v % 4 === 0 ? '' : 'Respondent refused to accept.',
      };
    case 'schedule-hearing': {
      const enhance = v % 4 === 1;
      return {
        type: kind,
        on,
        hearingOn: addDays(on, v % 30),
        mode: v % 2 ? 'in-person' : 'electronic',
        time: '11:00',
        ...(v % 9 !== 0 ? { closedDayConfirmed: true } : {}),
        ...(s.scheduledHearing && v % 11 !== 0 ? { adjournmentReasons: 'The day fixed passed unheard.' } : {}),
        ...(enhance
          ? {
              enhancement: {
                proposed: { penaltyPaise: 700_000, compensationPaise: 250_000, expensesPaise: 0, chargesPaise: 12_000 },
                reasons: 'The damage proved is greater than the order assumed.',
              },
            }
          : {}),
      };
    }
    case 'record-hearing': {
      const when =
        s.scheduledHearing && s.scheduledHearing.hearingOn >= on && v % 8 !== 0 ? s.scheduledHearing.hearingOn : on;
      return {
        type: kind,
        on: when,
        mode: v % 2 ? 'in-person' : 'electronic',
        appearances: {
          appellant: v % 5 === 2 ? 'absent' : 'in-person',
          respondent: v % 3 ? 'legal-representative' : 'absent',
        },
      };
    }
    case 'decide-appeal': {
      const outcome = (['confirm', 'vary', 'set-aside'] as const)[v % 3]!;
      const varied =
        v % 6 === 1
          ? undefined
          : v % 4 === 3 && v % 8 === 7
            ? { penaltyPaise: 700_000, compensationPaise: 250_000, expensesPaise: 0, chargesPaise: 12_000 }
            : { penaltyPaise: (v % 4) * 100_000, compensationPaise: 0, expensesPaise: 0, chargesPaise: 0 };
      return {
        type: kind,
        on,
        outcome,
        reasons: v % 10 === 0 ? '' : 'Reasons recorded.',
        ...(v % 7 === 3 ? {} : { answers: ANSWERS }),
        ...(v % 9 === 5 ? {} : { payWithinDays: 15 + (v % 31) }),
        ...(varied ? { varied } : {}),
      };
    }
    case 'supply-copy': {
      const missing = (['appellant', 'respondent'] as const).find((p) => !s.copies.some((c) => c.party === p));
      const party =
        missing !== undefined && v % 3 !== 0
          ? missing
          : (['appellant', 'respondent', 'authorised-officer'] as const)[v % 3]!;
      return { type: kind, on, party };
    }
    case 'refer-for-recovery':
      return {
        type: kind,
        on,
        unpaidPaise: v % 6 === 0 ? 0 : (s.decision?.terms.penaltyPaise ?? 1000),
        ...(v % 5 === 1 ? { lateServiceReasons: 'The parties were told of the order in open court on the day.' } : {}),
      };
    case 'submit-respondent-reply':
      return {
        type: kind,
        on,
        text: v % 5 === 0 ? '' : 'The order is right.',
        documents: v % 2 ? ['Khasra extract'] : [],
      };
    case 'object-to-service':
      return { type: kind, on, objectionId: `ob${v % 3}`, grounds: v % 7 === 0 ? '' : 'Not served on me.' };
    case 'decide-service-objection':
      return { type: kind, on, objectionId: `ob${v % 3}`, upheld: v % 2 === 0, reasons: v % 9 === 0 ? '' : 'Reasons.' };
    case 'seek-adjournment':
    case 'record-adjournment-request':
      return {
        type: kind,
        on,
        by: v % 2 ? 'appellant' : 'respondent',
        reasons: v % 8 === 0 ? '' : 'My counsel is engaged elsewhere that day.',
      };
    case 'decide-adjournment': {
      const pending = (s.adjournments ?? []).filter((a) => a.outcome === 'pending');
      const id = pending.length > 0 && v % 7 !== 0 ? pending[v % pending.length]!.id : `adj${v % 3}`;
      return {
        type: kind,
        on,
        adjournmentId: id,
        grant: v % 2 === 0,
        reasons: v % 10 === 1 ? '' : 'Considered the request.',
        hearingOn: addDays(on, 8 + (v % 20)),
        time: '11:00',
        mode: 'in-person',
        closedDayConfirmed: true,
      };
    }
    default:
      return { type: kind, on };
  }
}

const step = fc.record({
  pick: fc.nat(99),
  kind: fc.nat(KINDS.length - 1),
  advance: fc.integer({ min: -3, max: 20 }),
  v: fc.nat(999),
});
const CODES = new Set<string>(REFUSAL_CODES);
const STATS = new Map<string, number>();

describe('Rule 7: property: random command sequences keep every rule and replay to the same state', () => {
  it('no reached state violates Rule 7 (Rule 7(6), 7(7), 7(8), 7(9)(iii), 7(11), 7(12)); replaying the events rebuilds it', () => {
    const reached = { refused: 0, decided: 0, affixed: 0, recovery: 0 };
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 90 }),
        fc.array(step, { minLength: 1, maxLength: 90, size: 'max' }),
        (delay, steps) => {
          let state = INITIAL_APPEAL;
          const events: AppealEvent[] = [];
          let on = addDays(ORDER_4_12.on, delay);
          for (const st of steps) {
            on = addDays(on, st.advance);
            const kind = st.pick < 80 ? natural(state, st.v, on) : KINDS[st.kind]!;
            const cmd = build(kind, state, on, st.v);
            if (cmd.on > on) on = cmd.on;
            const r = decide(state, cmd, ctx);
            if (!r.ok) {
              if (
                process.env['PROP_STATS'] &&
                (cmd.type === 'decide-appeal' ||
                  cmd.type === 'refer-for-recovery' ||
                  cmd.type === 'record-hearing' ||
                  cmd.type === 'schedule-hearing')
              )
                STATS.set(cmd.type + ' ' + r.error.code, (STATS.get(cmd.type + ' ' + r.error.code) ?? 0) + 1);
              assert.ok(CODES.has(r.error.code), r.error.code);
              assert.ok(
                r.error.basis.length > 0 && r.error.basis.every(isProvisionId),
                `${r.error.code} names no provision`,
              );
              continue;
            }
            for (const e of r.value) {
              assert.ok(e.basis.length > 0 && e.basis.every(isProvisionId), `${e.type} without a basis`);
              assert.ok(events.length === 0 || e.on >= events.at(-1)!.on, `${e.type} dated before the previous event`);
              state = evolve(state, e);
              events.push(e);
            }
            const bad = violations(state, ctx);
            assert.deepEqual(bad, [], `after ${cmd.type}: ${JSON.stringify(bad)}`);
          }
          assert.deepEqual(replay(events), state);
          // Events are stored as JSON: a replay of the stored events gives the same state as stored.
          const json = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;
          assert.deepEqual(json(replay(json(events))), json(state));
          if (state.stage === 'refused') reached.refused++;
          if (state.stage === 'decided') reached.decided++;
          if (state.recovery) reached.recovery++;
          if (state.notice?.service.attempts.some((a) => a.mode === 'affixing')) reached.affixed++;
        },
      ),
      { numRuns: 1000, seed: Number(process.env['PROP_SEED'] ?? 20261205) },
    );
    if (process.env['PROP_STATS']) console.log([...STATS].sort(), reached);
    // The generator must actually reach the deep stages, or the property says little.
    assert.ok(
      reached.refused > 20 && reached.decided > 100 && reached.affixed > 30 && reached.recovery > 20,
      JSON.stringify(reached),
    );
  });
});

/**
 * Issue 27: the oracle, written apart from the gate it checks. An adverse decision of the appeal is accepted only when
 * every party it affects had their opportunity: the appellate order (each party attended, or was absent after a
 * notice of hearing served on them the minimum interval ahead), enhancement (the appellant served with the notice
 * against it the minimum interval ahead, and heard on it), refusal to register (the defects intimated and the days to
 * rectify run out), reference for recovery (each party given the appellate order the minimum interval before the
 * time to pay ran out, or the authority's reasons for less).
 */
function appealBreach(s: AppealState, e: AppealEvent, min: number): string | undefined {
  const servedInTime = (servedOn: LocalDate | undefined, fixed: LocalDate): boolean =>
    servedOn !== undefined && daysBetween(servedOn, fixed) >= min;
  if (e.type === 'appeal.decided' || e.type === 'appeal.referred-for-recovery') {
    // Rule 7(10): a party's request to adjourn, undecided, holds up every adverse decision.
    const waiting = (s.adjournments ?? []).find((a) => a.outcome === 'pending' && a.soughtBy !== 'officer');
    if (waiting) return `decided with the ${waiting.soughtBy}'s request to adjourn undecided`;
  }
  if (e.type === 'appeal.decided') {
    const h = s.hearings.at(-1);
    if (!h) return 'decided without a hearing';
    const hn = s.hearingNotices?.find((x) => x.id === h.noticeId);
    for (const p of ['appellant', 'respondent'] as const) {
      if (h.appearances[p] !== 'absent') continue;
      if (!hn || hn.withdrawnOn !== undefined) return `${p} absent with no notice of hearing in force`;
      if (!servedInTime(hn.service[p].servedOn, hn.hearingOn)) return `${p} absent without notice served in time`;
    }
    const o = s.order!;
    const enhanced =
      e.terms.penaltyPaise > o.penaltyPaise ||
      e.terms.compensationPaise > o.compensationPaise ||
      e.terms.expensesPaise > o.expensesPaise ||
      e.terms.chargesPaise > o.chargesPaise;
    if (enhanced) {
      const n = s.enhancementNotice;
      const hn2 = s.hearingNotices?.find((x) => x.id === n?.noticeId);
      if (!n || !hn2) return 'enhanced without notice against enhancement';
      if (!servedInTime(hn2.service.appellant.servedOn, hn2.hearingOn))
        return 'enhanced without the notice against enhancement served on the appellant in time';
      if (!s.hearings.some((x) => x.noticeId === hn2.id)) return 'enhanced without a hearing on that notice';
    }
  }
  if (e.type === 'appeal.registration-refused') {
    const out = outstandingDefects(s);
    if (out.some((x) => x.rectifyDue === undefined || !(x.rectifyDue < e.on)))
      return 'registration refused with a defect not intimated or still within time';
  }
  if (e.type === 'appeal.referred-for-recovery') {
    for (const p of ['appellant', 'respondent'] as const) {
      const copy = s.copies.find((c) => c.party === p);
      if (!copy) return `referred without the appellate order given to the ${p}`;
      if (!(e.on > e.depositDue)) return 'referred before the time to pay ran out';
      if (!servedInTime(copy.on, e.depositDue) && !LATE_REASONS.has(e))
        return `order given to the ${p} too late to pay`;
    }
  }
  return undefined;
}

/** References made with the authority's reasons for a short time after service (kept beside the run, not in events). */
const LATE_REASONS = new WeakSet<AppealEvent>();

/** One run of the gate property: random steps, each accepted adverse decision checked against the oracle. */
function gateProperty(numRuns: number, seed: number) {
  let adverse = 0;
  let refusedByGate = 0;
  let refusedForAdjournment = 0;
  const details = fc.check(
    fc.property(
      fc.integer({ min: 0, max: 90 }),
      fc.array(step, { minLength: 1, maxLength: 90, size: 'max' }),
      (delay, steps) => {
        let state = INITIAL_APPEAL;
        let on = addDays(ORDER_4_12.on, delay);
        for (const st of steps) {
          on = addDays(on, Math.max(0, st.advance));
          const kind = st.pick < 80 ? natural(state, st.v, on) : KINDS[st.kind]!;
          const cmd = build(kind, state, on, st.v);
          if (cmd.on > on) on = cmd.on;
          const r = decide(state, cmd, ctx);
          if (!r.ok) {
            if (r.error.code.startsWith('OPPORTUNITY.') || r.error.code === 'APPEAL.ENHANCEMENT_NOT_NOTIFIED')
              refusedByGate++;
            if (r.error.code === 'OPPORTUNITY.REQUEST_UNDECIDED' && /adjourn/.test(r.error.message))
              refusedForAdjournment++;
            continue;
          }
          const min = param(ctx.pack, 'notice.min-interval-days', cmd.on).value;
          for (const e of r.value) {
            if (cmd.type === 'refer-for-recovery' && cmd.lateServiceReasons) LATE_REASONS.add(e);
            const breach = appealBreach(state, e, min);
            if (breach !== undefined) throw new Error(`${e.type} on ${e.on} accepted: ${breach}`);
            if (['appeal.decided', 'appeal.registration-refused', 'appeal.referred-for-recovery'].includes(e.type))
              adverse++;
            state = evolve(state, e);
          }
        }
      },
    ),
    { numRuns, seed },
  );
  return { details, adverse, refusedByGate, refusedForAdjournment };
}

describe('Rule 7(6), Rule 7(10), Rule 7(11), Rule 7(12): no adverse appellate decision without each party’s opportunity', () => {
  it('accepts the appellate order, enhancement, refusal to register and reference only when the gate held for every party', () => {
    const { details, adverse, refusedByGate, refusedForAdjournment } = gateProperty(
      600,
      Number(process.env['PROP_SEED'] ?? 20261206),
    );
    assert.equal(details.failed, false, fc.defaultReportMessage(details) ?? '');
    // Not vacuous: adverse decisions were accepted, and the gate refused others.
    assert.ok(adverse > 50, `only ${adverse} adverse decisions accepted`);
    assert.ok(refusedByGate > 20, `the gate refused only ${refusedByGate}`);
    // Rule 7(10): and some of its refusals were for a party's request to adjourn left undecided.
    assert.ok(refusedForAdjournment > 5, `the gate refused only ${refusedForAdjournment} for an adjournment undecided`);
  });

  for (const role of ['appellant', 'respondent'] as const) {
    it(`fails when the one gate skips the ${role} (the property can fail)`, (t) => {
      const real = opportunityGate.check;
      t.mock.method(
        opportunityGate,
        'check',
        (d: GateDecision, parties: readonly GateParty[], min: ResolvedParam<number>) =>
          real(
            d,
            parties.filter((p) => p.record.role !== role),
            min,
          ),
      );
      const { details } = gateProperty(600, Number(process.env['PROP_SEED'] ?? 20261206));
      assert.equal(details.failed, true, `skipping the ${role} went unnoticed`);
      if (process.env['PROP_SHOW']) console.log(String(details.errorInstance), fc.defaultReportMessage(details));
      assert.match(String(details.errorInstance), new RegExp(role));
    });
  }
});
