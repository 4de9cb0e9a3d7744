// Property test: random command sequences with advancing dates never reach a state breaking Rule 7, and replay agrees.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import type { LocalDate } from '../../lib/local-date.ts';
import { addDays } from '../../lib/local-date.ts';
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
];
const FIELDS = ['grounds', 'statementOfFacts', 'reliefClaimed', 'enclosures.copyOfOrder', 'declaration'];

/** The command a diligent authority would likely give next; mixed with random ones to reach deep and odd states. */
function natural(s: AppealState, v: number): AppealCommandType {
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
      if (s.scheduledHearing) return 'record-hearing';
      if (s.hearings.length === 0)
        return s.reply === undefined && v % 2 === 0 ? 'record-respondent-reply' : 'schedule-hearing';
      return 'decide-appeal';
    }
    case 'decided':
      return (['supply-copy', 'refer-for-recovery', 'record-records-received'] as const)[v % 3]!;
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
    case 'schedule-hearing':
      return { type: kind, on, hearingOn: addDays(on, v % 30), mode: v % 2 ? 'in-person' : 'electronic' };
    case 'record-hearing': {
      const when =
        s.scheduledHearing && s.scheduledHearing.hearingOn >= on && v % 8 !== 0 ? s.scheduledHearing.hearingOn : on;
      return {
        type: kind,
        on: when,
        mode: v % 2 ? 'in-person' : 'electronic',
        appearances: { appellant: 'in-person', respondent: v % 3 ? 'legal-representative' : 'absent' },
      };
    }
    case 'decide-appeal': {
      const outcome = (['confirm', 'vary', 'set-aside'] as const)[v % 3]!;
      const varied =
        v % 6 === 1
          ? undefined
          : { penaltyPaise: (v % 4) * 100_000, compensationPaise: 0, expensesPaise: 0, chargesPaise: 0 };
      return {
        type: kind,
        on,
        outcome,
        reasons: v % 10 === 0 ? '' : 'Reasons recorded.',
        ...(v % 7 === 3 ? {} : { answers: ANSWERS }),
        ...(varied ? { varied } : {}),
      };
    }
    case 'supply-copy':
      return { type: kind, on, party: (['appellant', 'respondent', 'authorised-officer'] as const)[v % 3]! };
    case 'refer-for-recovery':
      return { type: kind, on, unpaidPaise: v % 6 === 0 ? 0 : (s.decision?.terms.penaltyPaise ?? 1000) };
    case 'submit-respondent-reply':
      return {
        type: kind,
        on,
        text: v % 5 === 0 ? '' : 'The order is right.',
        documents: v % 2 ? ['Khasra extract'] : [],
      };
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

describe('Rule 7: property: random command sequences keep every rule and replay to the same state', () => {
  it('no reached state violates Rule 7 (Rule 7(6), 7(7), 7(8), 7(9)(iii), 7(11), 7(12)); replaying the events rebuilds it', () => {
    const reached = { refused: 0, decided: 0, affixed: 0, recovery: 0 };
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 90 }),
        fc.array(step, { minLength: 1, maxLength: 60, size: 'max' }),
        (delay, steps) => {
          let state = INITIAL_APPEAL;
          const events: AppealEvent[] = [];
          let on = addDays(ORDER_4_12.on, delay);
          for (const st of steps) {
            on = addDays(on, st.advance);
            const kind = st.pick < 80 ? natural(state, st.v) : KINDS[st.kind]!;
            const cmd = build(kind, state, on, st.v);
            if (cmd.on > on) on = cmd.on;
            const r = decide(state, cmd, ctx);
            if (!r.ok) {
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
      { numRuns: 1000 },
    );
    // The generator must actually reach the deep stages, or the property says little.
    assert.ok(
      reached.refused > 20 && reached.decided > 100 && reached.affixed > 30 && reached.recovery > 30,
      JSON.stringify(reached),
    );
  });
});
