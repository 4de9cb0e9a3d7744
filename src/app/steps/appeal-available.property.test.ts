// Property (issue 14), the appeal (Rule 7): at any stage reached by random proceedings on random advancing days, the
// actions offered to the appellate authority, the appellant and the respondent are exactly the steps decide() accepts
// from them that day (the same two directions as available.property.test.ts, against a wide independent set).

import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import type { AppealCommand, AppealState } from '../../domain/appeal/index.ts';
import { decide, evolve, INITIAL_APPEAL } from '../../domain/appeal/index.ts';
import { CTX, fileAppeal, PROOF } from '../../domain/appeal/fixtures.ts';
import type { LocalDate } from '../../lib/local-date.ts';
import { addDays } from '../../lib/local-date.ts';
import type { Actor } from '../actor.ts';
import type { Resource } from '../policies/policies.ts';
import { allows } from '../policies/policies.ts';
import { actionsFor, APPEAL_STEPS } from './index.ts';

const resource: Resource = {
  kind: 'appeal',
  officeCode: 'AGRDM',
  districtCode: 'AGR',
  stateCode: 'UP',
  parties: [
    { accountId: 'app', role: 'appellant' },
    { accountId: 'res', role: 'appeal-respondent' },
  ],
};
const ACTORS: readonly Actor[] = [
  {
    kind: 'account',
    accountId: 'dm',
    name: 'R. Singh',
    grants: [{ role: 'appellate-authority', districtCode: 'AGR' }],
  },
  { kind: 'account', accountId: 'app', name: 'Gopal Das', grants: [{ role: 'citizen' }] },
  { kind: 'account', accountId: 'res', name: 'Ramesh Kumar', grants: [{ role: 'citizen' }] },
];
const FROM = { officeName: 'District Magistrate, Agra', officeAddress: 'Collectorate, Agra', actorName: 'R. Singh' };
const TEXT = 'Recorded as stated before the authority.';
const MODES = ['tender', 'electronic', 'speed-post', 'affixing'] as const;
const ctxOn = (today: LocalDate) => ({ ...CTX, today });

function candidates(s: AppealState, on: LocalDate): AppealCommand[] {
  const n = s.defects.length + s.hearings.length + (s.notice?.service.attempts.length ?? 0) + 1;
  return [
    { type: 'call-for-records', on, note: TEXT },
    { type: 'record-records-received', on },
    { type: 'intimate-defects', on, defects: [{ field: 'grounds', description: TEXT }] },
    {
      type: 'intimate-defects',
      on,
      defects: s.defects.filter((x) => x.status === 'found').map((x) => ({ field: x.field, description: TEXT })),
    },
    { type: 'record-rectification', on, note: TEXT },
    { type: 'refuse-registration', on, reasons: TEXT },
    { type: 'record-refusal-communicated', on, means: 'Registered post', delayReason: TEXT },
    { type: 'admit', on },
    ...[1, 15, 30].map((replyDays): AppealCommand => ({
      type: 'issue-notice-to-respondent',
      on,
      replyDays,
      copyOfAppealEnclosed: true,
    })),
    ...MODES.flatMap((mode) =>
      (['pending', 'served', 'failed'] as const).map((outcome): AppealCommand => ({
        type: 'record-service-attempt',
        on,
        mode,
        outcome,
        attemptId: `x${n}-${mode}-${outcome}`,
        proof: PROOF[mode],
      })),
    ),
    ...(s.notice?.service.attempts ?? []).flatMap((a) =>
      (['served', 'failed'] as const).map((outcome): AppealCommand => ({
        type: 'record-service-outcome',
        on,
        attemptId: a.attemptId,
        outcome,
        acknowledgementDocumentId: PROOF.tender.acknowledgementDocumentId,
      })),
    ),
    {
      type: 'record-tender-refused',
      on,
      attemptId: `r${n}`,
      proof: { tenderedBy: TEXT, tenderedTo: TEXT, at: '10:00' },
      refusal: TEXT,
    },
    { type: 'record-respondent-reply', on, note: TEXT },
    { type: 'submit-respondent-reply', on, text: TEXT },
    ...[0, 5, 40].flatMap((dd) =>
      (['in-person', 'electronic'] as const).map((mode): AppealCommand => ({
        type: 'schedule-hearing',
        on,
        hearingOn: addDays(on, dd),
        mode,
        venueOrLink: 'Court room',
        time: '11:00',
        closedDayConfirmed: true,
      })),
    ),
    { type: 'record-hearing', on, mode: 'in-person', appearances: { appellant: 'in-person', respondent: 'absent' } },
    { type: 'decide-appeal', on, outcome: 'confirm', reasons: TEXT, payWithinDays: 30 },
    { type: 'decide-appeal', on, outcome: 'set-aside', reasons: TEXT, payWithinDays: 30 },
    {
      type: 'decide-appeal',
      on,
      outcome: 'vary',
      reasons: TEXT,
      payWithinDays: 30,
      varied: { penaltyPaise: 100_000, compensationPaise: 0, expensesPaise: 0, chargesPaise: 0 },
    },
    ...(['appellant', 'respondent', 'authorised-officer'] as const).map((party): AppealCommand => ({
      type: 'supply-copy',
      on,
      party,
    })),
    { type: 'refer-for-recovery', on, unpaidPaise: s.decision?.terms.penaltyPaise ?? 1 },
  ];
}

interface Move {
  readonly pick: number;
  readonly days: number;
}
const moveArb: fc.Arbitrary<Move> = fc.record({
  pick: fc.nat({ max: 10_000 }),
  days: fc.constantFrom(0, 0, 0, 1, 3, 7, 16, 31),
});

describe('Rule 7: the actions offered on an appeal equal the steps decide() accepts from that person on that day', () => {
  it('for the appellate authority, the appellant and the respondent, at every stage reached by random proceedings', () => {
    fc.assert(
      fc.property(fc.array(moveArb, { minLength: 5, maxLength: 30 }), fc.boolean(), (moves, defective) => {
        let today = '2026-08-20' as LocalDate;
        const filed = fileAppeal(defective ? { form: { ...fileAppeal().form, grounds: '' } } : {});
        const first = decide(INITIAL_APPEAL, filed, ctxOn(today));
        assert.ok(first.ok);
        let s = first.value.reduce(evolve, INITIAL_APPEAL);
        for (const m of moves) {
          today = addDays(today, m.days);
          const ctx = ctxOn(today);
          for (const actor of ACTORS) {
            const offered = new Set(
              actionsFor('appeal', s, actor, resource, ctx, FROM).available.map((a) => a.command),
            );
            for (const type of offered)
              assert.ok(
                allows(APPEAL_STEPS[type as keyof typeof APPEAL_STEPS].who, actor, resource),
                `${type} offered without a grant`,
              );
            for (const c of candidates(s, today)) {
              if (!decide(s, c, ctx).ok || !allows(APPEAL_STEPS[c.type].who, actor, resource)) continue;
              assert.ok(
                offered.has(c.type),
                `decide() accepts ${c.type} (${JSON.stringify(c)}) from ${actor.accountId} on ${today}, but it is not offered`,
              );
            }
          }
          const accepted = candidates(s, today).filter((c) => decide(s, c, ctx).ok);
          if (accepted.length === 0) continue;
          const d = decide(s, accepted[m.pick % accepted.length]!, ctx);
          if (d.ok) s = d.value.reduce(evolve, s);
        }
      }),
      { numRuns: 60 },
    );
  });
});
