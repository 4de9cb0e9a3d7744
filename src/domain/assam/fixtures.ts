// Test fixtures for the Assam track: a context, a valid report, and a helper that runs commands through decide/evolve.

import type { LocalDate } from '../../lib/local-date.ts';
import { addDays } from '../../lib/local-date.ts';
import type { Pack } from '../../rules/packs.ts';
import { ASSAM_PACK } from '../../rules/packs.ts';
import { ALWAYS_OPEN } from '../../rules/time/calendar.ts';
import type { DecideContext, Decision } from '../common.ts';
import type { AssamCommand, Judgment } from './commands.ts';
import type { HistoryPerson } from './offender-match.ts';
import { decide } from './decide.ts';
import type { AssamEvent } from './events.ts';
import type { AssamCase } from './state.ts';
import { evolve, NO_CASE } from './state.ts';

export const d = (s: string): LocalDate => s as LocalDate;

/** The copy of the judgment attached to the case. */
export const JUDGMENT_DOC = '7f1c1d2e-0000-4000-8000-00000000j001';
export const JUDGMENT: Judgment = {
  court: 'Court of the Judicial Magistrate First Class, Nalbari',
  caseNumber: 'CR 101/2026',
  documentId: JUDGMENT_DOC,
};

/** The served copy of the court's summons, and the magistrate's order of forfeiture, attached to the case. */
export const SUMMONS_DOC = '7f1c1d2e-0000-4000-8000-00000000s001';
export const FORFEITURE_DOC = '7f1c1d2e-0000-4000-8000-00000000f001';

export function ctxFor(
  today = '2026-12-31',
  pack: Pack = ASSAM_PACK,
  offenderHistory: readonly HistoryPerson[] = [],
): DecideContext {
  return {
    today: d(today),
    pack,
    calendar: ALWAYS_OPEN,
    attachedDocumentIds: [JUDGMENT_DOC, SUMMONS_DOC, FORFEITURE_DOC],
    offenderHistory,
  };
}

export const REPORT: Extract<AssamCommand, { type: 'make-written-report' }> = {
  type: 'make-written-report',
  on: d('2026-08-03'),
  reporter: { name: 'Rina Das', capacity: 'aggrieved-person' },
  accused: {
    personId: 'P-1',
    name: 'Hari Bora',
    parentName: 'Late Jadu Bora',
    address: 'Ward 3, Nalbari 781335',
    role: 'owner',
  },
  offence: {
    date: d('2026-08-01'),
    place: 'Paddy field, Dag 112, Nalbari',
    manner: 'neglect',
    limbs: [{ limb: 'damage', damaged: ['crop'], byTrespass: true }],
    cattle: 'Two bullocks, brown and white',
    statement: "The accused's two bullocks trespassed into my paddy field and destroyed the standing crop.",
  },
};

export const COGNIZANCE: AssamCommand = {
  type: 'record-cognizance',
  on: d('2026-08-10'),
  court: 'Court of the Judicial Magistrate First Class, Nalbari',
  caseNumber: 'CR 101/2026',
};

/**
 * The accused heard after cognizance on `cognizanceOn`: the court's summons served the next day, fixing a day nine
 * days later, and the accused appearing on it (the natural-justice gate, I-275).
 */
export function heardAfter(cognizanceOn: string, id = 'S-1'): AssamCommand[] {
  return [
    {
      type: 'record-summons-served',
      on: addDays(d(cognizanceOn), 1),
      summonsId: id,
      appearOn: addDays(d(cognizanceOn), 10),
      proofDocumentId: SUMMONS_DOC,
    },
    { type: 'record-appearance', on: addDays(d(cognizanceOn), 10), summonsId: id, attendance: 'appeared' },
  ];
}
/** Heard after the fixture's cognizance (10 Aug 2026): summons served 11 Aug for 20 Aug, appeared 20 Aug. */
export const HEARD: readonly AssamCommand[] = heardAfter('2026-08-10');

/** The magistrate's order of forfeiture, recorded on `on`. */
export const forfeiture = (on: string, date = on): AssamCommand => ({
  type: 'record-forfeiture',
  on: d(on),
  order: { documentId: FORFEITURE_DOC, date: d(date), court: 'Court of the Judicial Magistrate First Class, Nalbari' },
});

export const CONVICT_FIRST: AssamCommand = {
  type: 'record-outcome',
  result: 'conviction',
  on: d('2026-09-15'),
  judgment: JUDGMENT,
  sentence: { fineRupees: 800, defaultImprisonment: { months: 0, days: 15 } },
};

/** Applies commands in order; stops at the first refusal and returns it with the state reached. */
export function run(
  commands: readonly AssamCommand[],
  ctx: DecideContext = ctxFor(),
): { state: AssamCase; events: AssamEvent[]; last: Decision<AssamEvent> } {
  let state = NO_CASE;
  const events: AssamEvent[] = [];
  let last: Decision<AssamEvent> = { ok: true, value: [] };
  for (const c of commands) {
    last = decide(state, c, ctx);
    if (!last.ok) break;
    for (const e of last.value) {
      state = evolve(state, e);
      events.push(e);
    }
  }
  return { state, events, last };
}

/** The refusal of the last command, for assertions; throws when it was allowed. */
export function refusalOf(r: Decision<AssamEvent>) {
  if (r.ok) throw new Error(`expected a refusal, got events ${r.value.map((e) => e.type).join(', ')}`);
  return r.error;
}
