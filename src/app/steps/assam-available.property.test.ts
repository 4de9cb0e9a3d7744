// Section 26 (Assam): the officer is offered "record the court's judgment" exactly when decide() accepts some judgment
// for that case on that day: over random proceedings, with or without the judgment's copy attached, and with or
// without earlier convictions in the portal's records to confirm or reject.

import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import type { AssamCase, AssamCommand } from '../../domain/assam/index.ts';
import { decide } from '../../domain/assam/decide.ts';
import { COGNIZANCE, ctxFor, d, JUDGMENT, JUDGMENT_DOC, REPORT } from '../../domain/assam/fixtures.ts';
import type { HistoryPerson } from '../../domain/assam/offender-match.ts';
import { proposeOffenceClass } from '../../domain/assam/offender-match.ts';
import { evolve, NO_CASE } from '../../domain/assam/state.ts';
import type { DecideContext } from '../../domain/common.ts';
import { addDays } from '../../lib/local-date.ts';
import type { LocalDate } from '../../lib/local-date.ts';
import type { Actor } from '../actor.ts';
import type { Resource } from '../policies/policies.ts';
import { actionsFor } from './index.ts';

const resource: Resource = {
  kind: 'assam',
  officeCode: 'KMRP',
  districtCode: 'KMR',
  stateCode: 'AS',
  parties: [],
};
const ao: Actor = {
  kind: 'account',
  accountId: 'ao',
  name: 'B. Kalita',
  grants: [{ role: 'adjudicating-officer', officeCode: 'KMRP' }],
};
const FROM = { officeName: 'Judicial office, Kamrup', officeAddress: 'Guwahati', actorName: 'B. Kalita' };
const OTHER_DOC = '7f1c1d2e-0000-4000-8000-00000000d002';

/** The same man under another record (a strong match) with an earlier s.26 conviction. */
const EARLIER: HistoryPerson = {
  personId: 'P-9',
  particulars: { name: 'Shri Hari Bora', parentName: 'Jadu Bora', address: 'Ward No 3, Nalbari 781335' },
  convictions: [{ caseNumber: 'CR 7/2025', convictionDate: d('2025-03-01'), under: 's26' }],
};

/** Every judgment an officer could record on the judgment page today: each result, each document id (attached or
 * not), the earlier convictions all confirmed or all rejected, a lawful fine. */
function judgments(s: AssamCase, on: LocalDate, ctx: DecideContext): AssamCommand[] {
  const open = s.report
    ? proposeOffenceClass(s.report.accused, s.report.offence.date, ctx.offenderHistory ?? [], [])
        .proposal.candidates.filter((m) => m.strength !== 'none' && m.personId !== s.report!.accused.personId)
        .map((m) => m.personId)
    : [];
  const out: AssamCommand[] = [];
  for (const documentId of [JUDGMENT_DOC, OTHER_DOC, '']) {
    const judgment = { ...JUDGMENT, documentId };
    out.push({ type: 'record-outcome', on, result: 'acquittal', judgment });
    for (const decision of ['confirmed', 'rejected'] as const)
      out.push({
        type: 'record-outcome',
        on,
        result: 'conviction',
        judgment,
        matches: open.map((personId) => ({ personId, decision })),
        sentence: { fineRupees: 500 },
      });
  }
  return out;
}

const move = fc.record({
  step: fc.constantFrom('report', 'forward', 'cognizance', 'acquit', 'attach', 'detach', 'wait'),
  days: fc.integer({ min: 0, max: 20 }),
});

describe('Section 26 (Assam): record-outcome is offered exactly when decide() accepts a judgment that day', () => {
  it('over random proceedings, copies attached or not, earlier convictions in the records or not', () => {
    fc.assert(
      fc.property(fc.array(move, { minLength: 1, maxLength: 12 }), fc.boolean(), (moves, withHistory) => {
        let s = NO_CASE;
        let today = d('2026-08-03');
        let attached: string[] = [];
        const history = withHistory ? [EARLIER] : [];
        for (const m of moves) {
          today = addDays(today, m.days);
          const ctx: DecideContext = { ...ctxFor(today, undefined, history), attachedDocumentIds: attached };
          const cmd: AssamCommand | undefined =
            m.step === 'report'
              ? { ...REPORT, on: today }
              : m.step === 'forward'
                ? { type: 'forward-to-magistrate', on: today, court: 'CJM Nalbari' }
                : m.step === 'cognizance'
                  ? { ...COGNIZANCE, on: today }
                  : m.step === 'acquit'
                    ? { type: 'record-outcome', on: today, result: 'acquittal', judgment: JUDGMENT }
                    : undefined;
          if (m.step === 'attach') attached = [...new Set([...attached, JUDGMENT_DOC])];
          if (m.step === 'detach') attached = [];
          if (cmd) {
            const r = decide(s, cmd, ctx);
            if (r.ok) s = r.value.reduce(evolve, s);
          }
          const now: DecideContext = { ...ctx, attachedDocumentIds: attached };
          const acts = actionsFor('assam', s, ao, resource, now, FROM);
          const offered = acts.available.some((a) => a.command === 'record-outcome');
          const accepted = judgments(s, today, now).some((c) => decide(s, c, now).ok);
          assert.equal(offered, accepted, `offered ${offered}, accepted ${accepted}, attached [${attached.join()}]`);
          if (!offered)
            assert.ok(
              acts.blocked.some((b) => b.command === 'record-outcome' && b.code.startsWith('ASSAM.')),
              'a refusal of the domain says why',
            );
        }
      }),
      { numRuns: 200 },
    );
  });
});
