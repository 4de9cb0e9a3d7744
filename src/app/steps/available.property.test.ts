// Property (issue 14): for a complaint case at any stage, reached by random proceedings on random advancing days
// through the domain, the actions offered to the adjudicating officer and to the person complained against are
// exactly the steps decide() would accept from them that day:
//   - every step offered is accepted by decide() (its probe), and is granted to that person by the policy;
//   - every command of a wide independent set (each type in many variants: every manner and outcome of service, every
//     notice, every party, dismissals and penalty orders, late and timely) that decide() accepts from a person the
//     policy allows is of a step offered to that person.
// A probe too narrow (a step the domain would take but the page does not offer) or a second copy of a guard fails it.

import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import type { AdjudicationCommand, AdjudicationState } from '../../domain/adjudication/index.ts';
import { decide, evolve, INITIAL_STATE } from '../../domain/adjudication/index.ts';
import { makeCtx, PROOF, registerCmd } from '../../domain/adjudication/fixtures.ts';
import type { LocalDate } from '../../lib/local-date.ts';
import { addDays } from '../../lib/local-date.ts';
import type { Actor } from '../actor.ts';
import type { Resource } from '../policies/policies.ts';
import { allows } from '../policies/policies.ts';
import { actionsFor, ADJUDICATION_STEPS } from './index.ts';

const resource: Resource = {
  kind: 'adjudication',
  officeCode: 'AGRS',
  districtCode: 'AGR',
  stateCode: 'UP',
  parties: [
    { accountId: 'resp', role: 'respondent' },
    { accountId: 'comp', role: 'complainant' },
  ],
};
const ACTORS: readonly Actor[] = [
  {
    kind: 'account',
    accountId: 'ao',
    name: 'A. Sharma',
    grants: [{ role: 'adjudicating-officer', officeCode: 'AGRS' }],
  },
  { kind: 'account', accountId: 'resp', name: 'Mohan Lal', grants: [{ role: 'citizen' }] },
  { kind: 'account', accountId: 'comp', name: 'Ramesh Kumar', grants: [{ role: 'citizen' }] },
];
const FROM = {
  officeName: 'Sub-Divisional Magistrate, Sadar, Agra',
  officeAddress: 'Collectorate, Agra',
  actorName: 'A. Sharma',
};
const TEXT = 'Recorded as stated before the officer.';
const MODES = ['tender', 'electronic', 'speed-post', 'affixing'] as const;
const OUTCOMES = ['pending', 'served', 'failed'] as const;
const PARTIES = ['contravener', 'complainant'] as const;

/** A wide set of commands of every type for this state and day, built independently of the catalogue's probes. */
function candidates(s: AdjudicationState, on: LocalDate): AdjudicationCommand[] {
  const hns = s.hearingNotices.map((h) => h.hearingNoticeId);
  const targets: (string | undefined)[] = [undefined, ...hns];
  const at = (id: string | undefined) => (id !== undefined ? { hearingNoticeId: id } : {});
  const allAttempts = [
    ...(s.notice?.service.attempts ?? []).map((a) => ({ a, id: undefined as string | undefined })),
    ...s.hearingNotices.flatMap((h) =>
      h.service.attempts.map((a) => ({ a, id: h.hearingNoticeId as string | undefined })),
    ),
  ];
  const n = s.eventCount + 1;
  const out: AdjudicationCommand[] = [
    {
      type: 'issue-show-cause-notice',
      on,
      replyDays: 30,
      contravention: TEXT,
      provisionAlleged: 'Section 26 of the Cattle-trespass Act, 1871',
      complaintCopyEnclosed: true,
      aoName: 'A. Sharma',
      aoOffice: 'SDM Sadar',
      delayReason: TEXT,
    },
    {
      type: 'issue-show-cause-notice',
      on,
      replyDays: 15,
      contravention: TEXT,
      provisionAlleged: 'Section 26',
      complaintCopyEnclosed: true,
      aoName: 'A. Sharma',
      aoOffice: 'SDM Sadar',
    },
    ...targets.flatMap((id) =>
      MODES.flatMap((mode) =>
        OUTCOMES.map((outcome): AdjudicationCommand => ({
          type: 'record-service-attempt',
          on,
          ...at(id),
          attemptId: `x${n}-${mode}-${outcome}`,
          mode,
          outcome,
          particulars: TEXT,
          proof: PROOF[mode],
        })),
      ),
    ),
    ...allAttempts.flatMap(({ a, id }) =>
      (['served', 'failed'] as const).map((outcome): AdjudicationCommand => ({
        type: 'record-service-outcome',
        on,
        ...at(id),
        attemptId: a.attemptId,
        outcome,
        acknowledgementDocumentId: PROOF.tender.acknowledgementDocumentId,
      })),
    ),
    ...targets.map((id): AdjudicationCommand => ({
      type: 'record-tender-refused',
      on,
      ...at(id),
      attemptId: `x${n}-refused`,
      proof: { tenderedBy: 'Process server', tenderedTo: 'Mohan Lal', at: '10:30' },
      refusal: TEXT,
      witnesses: ['Sohan'],
    })),
    {
      type: 'issue-summons',
      on,
      summonsId: `s${n}`,
      witnessName: 'Patwari of Rampur',
      purpose: 'documents',
      appearOn: addDays(on, 7),
      time: '11:00',
      place: 'Court room, SDM office',
    },
    ...s.summonses.map((x): AdjudicationCommand => ({
      type: 'enforce-attendance',
      on,
      summonsId: x.summonsId,
      reasons: TEXT,
    })),
    ...s.summonses.map((x): AdjudicationCommand => ({
      type: 'record-summons-appearance',
      on,
      summonsId: x.summonsId,
      statement: TEXT,
    })),
    ...[1, 5, 15].map((extraDays): AdjudicationCommand => ({
      type: 'extend-reply-period',
      on,
      extraDays,
      reasons: TEXT,
      sufficientCauseShown: true,
    })),
    ...[true, false].map((admits): AdjudicationCommand => ({
      type: 'record-reply',
      on,
      admits,
      text: TEXT,
      witnesses: ['Sohan'],
      documents: ['Receipt'],
    })),
    ...[true, false].map((admits): AdjudicationCommand => ({ type: 'submit-reply', on, admits, text: TEXT })),
    ...[undefined, 3, 15].map((days): AdjudicationCommand => ({
      type: 'request-reply-extension',
      on,
      reasons: TEXT,
      ...(days ? { days } : {}),
    })),
    { type: 'refuse-reply-extension', on, reasons: TEXT },
    { type: 'proceed-ex-parte', on, reasons: TEXT },
    { type: 'recall-ex-parte', on, reasons: TEXT },
    ...[...hns, undefined].map((id): AdjudicationCommand => ({
      type: 'record-hearing-in-absence',
      on,
      ...at(id),
      complainantAppeared: true,
      materialExamined: ['Statement in the complaint'],
      notes: TEXT,
    })),
    ...[0, 3, 14].flatMap((d) =>
      (['in-person', 'electronic'] as const).map((mode): AdjudicationCommand => ({
        type: 'issue-hearing-notice',
        on,
        hearingNoticeId: `h${n}`,
        hearingOn: addDays(on, d),
        mode,
        time: '10:30',
        place: 'Court room',
      })),
    ),
    ...[...hns, undefined].flatMap((id) =>
      [true, false].map((appeared): AdjudicationCommand => ({
        type: 'record-hearing',
        on,
        ...at(id),
        noticeeAppeared: appeared,
        complainantAppeared: true,
        explained: true,
        opportunityAfforded: true,
        notes: TEXT,
      })),
    ),
    { type: 'allow-written-submissions', on, issues: TEXT },
    ...PARTIES.map((by): AdjudicationCommand => ({ type: 'record-written-submission', on, by, text: TEXT })),
    ...PARTIES.flatMap((by) =>
      (['submit-witness-list', 'submit-document-list'] as const).map((type): AdjudicationCommand => ({
        type,
        on,
        by,
        items: ['Item one'],
      })),
    ),
    { type: 'pass-order', on, kind: 'dismissal', reasons: TEXT },
    { type: 'pass-order', on, kind: 'dismissal', reasons: TEXT, delayReason: TEXT },
    {
      type: 'pass-order',
      on,
      kind: 'penalty-or-compensation',
      amounts: { penaltyPaise: 500_000, compensationPaise: 0, expensesPaise: 0, chargesPaise: 0 },
      depositDays: 30,
      reasons: TEXT,
      delayReason: TEXT,
    },
    {
      type: 'pass-order',
      on,
      kind: 'penalty-or-compensation',
      amounts: { penaltyPaise: 0, compensationPaise: 100_000, expensesPaise: 500, chargesPaise: 0 },
      reasons: TEXT,
    },
    {
      type: 'pass-order',
      on,
      kind: 'penalty-or-compensation',
      amounts: { penaltyPaise: 0, compensationPaise: 100_000, expensesPaise: 0, chargesPaise: 0 },
      reasons: TEXT,
      delayReason: TEXT,
      notHeardOnAmountReasons: TEXT,
    },
    {
      type: 'pass-order',
      on,
      kind: 'penalty-or-compensation',
      amounts: { penaltyPaise: 500_000, compensationPaise: 0, expensesPaise: 0, chargesPaise: 0 },
      depositDays: 30,
      reasons: TEXT,
      delayReason: TEXT,
      noCeilingConfirmed: true,
      notHeardOnAmountReasons: TEXT,
    },
    ...[1, 30].map((days): AdjudicationCommand => ({ type: 'extend-proceedings', on, days, reasons: TEXT })),
    ...PARTIES.map((to): AdjudicationCommand => ({ type: 'supply-order-copy', on, to, feePaise: 0, signed: true })),
    ...[100, 500_000].map((amountPaise): AdjudicationCommand => ({
      type: 'record-deposit',
      on,
      amountPaise,
      receiptNo: `R${n}`,
      mode: 'bank-challan',
    })),
    { type: 'refer-for-recovery', on },
  ];
  return out;
}

interface Move {
  readonly pick: number;
  readonly days: number;
}
const moveArb: fc.Arbitrary<Move> = fc.record({
  pick: fc.nat({ max: 10_000 }),
  days: fc.constantFrom(0, 0, 0, 1, 2, 5, 10, 20, 31),
});

/** Applies random accepted commands from the wide set on advancing days; yields each state and day reached. */
function walk(moves: readonly Move[], check: (s: AdjudicationState, today: LocalDate) => void): void {
  let today = '2026-07-06' as LocalDate;
  let s = [
    ...(decide(INITIAL_STATE, registerCmd(today), makeCtx(today)) as { ok: true; value: readonly never[] }).value,
  ].reduce(evolve, INITIAL_STATE);
  for (const m of moves) {
    today = addDays(today, m.days);
    const ctx = makeCtx(today);
    check(s, today);
    const accepted = candidates(s, today).filter((c) => decide(s, c, ctx).ok);
    if (accepted.length === 0) continue;
    const c = accepted[m.pick % accepted.length]!;
    const d = decide(s, c, ctx);
    if (d.ok) s = d.value.reduce(evolve, s);
  }
}

describe('Rules 4 to 6: the actions offered equal the steps decide() accepts from that person on that day', () => {
  it('for the officer, the person complained against and the complainant, at every stage reached by random proceedings', () => {
    fc.assert(
      fc.property(fc.array(moveArb, { minLength: 5, maxLength: 40 }), (moves) => {
        walk(moves, (s, today) => {
          const ctx = makeCtx(today);
          for (const actor of ACTORS) {
            const offered = new Set(
              actionsFor('adjudication', s, actor, resource, ctx, FROM).available.map((a) => a.command),
            );
            // Offered ⇒ granted by the policy and accepted by decide() (the probe the offer rests on).
            for (const type of offered) {
              const step = ADJUDICATION_STEPS[type as keyof typeof ADJUDICATION_STEPS];
              assert.ok(allows(step.who, actor, resource), `${type} offered to ${actor.accountId} without a grant`);
              assert.ok(
                step
                  .probes(s as never, today, { attachedDocumentIds: ctx.attachedDocumentIds ?? [] })
                  .some((p) => decide(s, p as AdjudicationCommand, ctx).ok),
                `${type} offered but refused`,
              );
            }
            // Accepted from a person the policy allows ⇒ offered to that person.
            for (const c of candidates(s, today)) {
              if (!decide(s, c, ctx).ok) continue;
              if (!allows(ADJUDICATION_STEPS[c.type].who, actor, resource)) continue;
              assert.ok(
                offered.has(c.type),
                `decide() accepts ${c.type} (${JSON.stringify(c)}) from ${actor.accountId} on ${today}, but it is not offered`,
              );
            }
          }
        });
      }),
      { numRuns: 60 },
    );
  });
});
