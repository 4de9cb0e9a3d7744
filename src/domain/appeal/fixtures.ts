// Test fixtures: a valid appeal against a Rule 4(12) order, a decide context, and helpers to run command sequences.

import type { LocalDate } from '../../lib/local-date.ts';
import { parseLocalDate } from '../../lib/local-date.ts';
import { CENTRAL_PACK } from '../../rules/packs.ts';
import type { Refusal } from '../../rules/ruling.ts';
import { SUNDAYS_AND_2ND_4TH_SATURDAYS } from '../../rules/time/calendar.ts';
import type { DecideContext } from '../common.ts';
import type { AppealCommand, FileAppeal } from './commands.ts';
import { decide } from './decide.ts';
import type { AppealEvent } from './events.ts';
import { evolve } from './evolve.ts';
import type { AppealState, Form3Particulars, OrderUnderAppeal } from './state.ts';
import { INITIAL_APPEAL } from './state.ts';

export const d = (s: string): LocalDate => parseLocalDate(s);

/** Documents the fixtures treat as attached to the appeal: a signed acknowledgement and a photo of an affixed notice. */
export const ACK_DOC = 'doc-ack-1';
export const PHOTO_DOC = 'doc-photo-1';

export const CTX: DecideContext = {
  today: d('2027-06-30'),
  pack: CENTRAL_PACK,
  calendar: SUNDAYS_AND_2ND_4TH_SATURDAYS,
  attachedDocumentIds: [ACK_DOC, PHOTO_DOC],
};

/** A valid proof for each manner of service (service.ts checkProof). */
export const PROOF = {
  tender: {
    tenderedBy: 'R. Singh, process server',
    tenderedTo: 'Gopal Das',
    at: '10:30',
    acknowledgementDocumentId: ACK_DOC,
  },
  'speed-post': { articleNumber: 'EK123456789IN' },
  affixing: {
    place: 'Outer door, House 7, Village Rampur',
    at: '11:15',
    photoDocumentId: PHOTO_DOC,
    witnesses: ['Shyam Lal'],
  },
  electronic: { address: 'gopal@example.in', messageId: '<n1@ctp.example>' },
} as const;

/** A penalty order under Rule 4(12), made on Monday 3 Aug 2026. */
export const ORDER_4_12: OrderUnderAppeal = {
  caseNumber: 'CT/SDM-NORTH/2026/0042',
  provision: 'in.ctr2026.r4.12',
  kind: 'penalty-and-compensation',
  on: d('2026-08-03'),
  penaltyPaise: 500_000,
  compensationPaise: 250_000,
  expensesPaise: 0,
  chargesPaise: 12_000,
  sectionsFound: ['26'],
  compensationPayee: 'complainant',
};

export const ORDER_4_13: OrderUnderAppeal = {
  provision: 'in.ctr2026.r4.13',
  kind: 'complaint-dismissed',
  on: d('2026-08-03'),
  penaltyPaise: 0,
  compensationPaise: 0,
  expensesPaise: 0,
  chargesPaise: 0,
};

/** Every Form-III particular filled in. */
/** Rule 7(11) with Form-III item 4: the answer to the one ground COMPLETE_FORM gives. */
export const ANSWERS = [
  {
    ground: 1,
    accepted: false,
    reasons:
      "The jamabandi and the patwari's report show the cows are the appellant's; the officer examined the revenue record.",
  },
] as const;

export const COMPLETE_FORM: Form3Particulars = {
  appellant: {
    name: 'Ramesh Kumar',
    parentName: 'Suresh Kumar',
    address: 'Village Khera, Tehsil Sonipat, Haryana 131001',
    contact: '9812345678',
    email: 'ramesh@example.in',
  },
  provisions: 'Order under Rule 4(12) for contravention of section 26 of the Act',
  statementOfContravention: 'That cattle of the appellant trespassed on the field of the respondent on 5 July 2026.',
  grounds: "The cattle were not the appellant's; the adjudicating officer ignored the revenue record.",
  respondent: { name: 'Mohan Lal', parentName: 'Kishan Lal', address: 'Village Khera, Tehsil Sonipat, Haryana 131001' },
  statementOfFacts: 'The appellant owns two cows, both tethered at home on 5 July 2026.',
  orderDate: d('2026-08-03'),
  reliefClaimed: 'Set aside the order of 3 Aug 2026.',
  withinTimeAnswer: 'YES',
  pendingElsewhere: { pending: false },
  declaration: { made: true, signedOn: d('2026-08-19'), name: 'Ramesh Kumar' },
  enclosures: { copyOfOrder: true, documentsRelied: ['Jamabandi 2025-26', 'Photographs of the cattle shed'] },
};

/** Receipt by the appellate authority on Thursday 20 Aug 2026. */
export function fileAppeal(over: Partial<FileAppeal> = {}): FileAppeal {
  return {
    type: 'file-appeal',
    on: d('2026-08-20'),
    order: ORDER_4_12,
    form: COMPLETE_FORM,
    filedBy: 'appellant-in-person',
    medium: 'writing',
    ...over,
  };
}

export interface Run {
  readonly state: AppealState;
  readonly events: readonly AppealEvent[];
}

/** Applies commands in order; throws on the first refusal (a fixture bug, not a test outcome). */
export function run(
  commands: readonly AppealCommand[],
  ctx: DecideContext = CTX,
  from: Run = { state: INITIAL_APPEAL, events: [] },
): Run {
  let { state } = from;
  const events = [...from.events];
  for (const c of commands) {
    const r = decide(state, c, ctx);
    if (!r.ok) throw new Error(`fixture command ${c.type} on ${c.on} refused: ${r.error.code}: ${r.error.message}`);
    for (const e of r.value) {
      state = evolve(state, e);
      events.push(e);
    }
  }
  return { state, events };
}

/** The refusal a command meets in a state; throws when it is accepted. */
export function refusalOf(state: AppealState, c: AppealCommand, ctx: DecideContext = CTX): Refusal {
  const r = decide(state, c, ctx);
  if (r.ok) throw new Error(`expected ${c.type} to be refused, but it was accepted: ${JSON.stringify(r.value)}`);
  return r.error;
}

/** Filed (20 Aug), records called for (21 Aug), admitted (24 Aug). */
export const ADMITTED: readonly AppealCommand[] = [
  fileAppeal(),
  { type: 'call-for-records', on: d('2026-08-21') },
  { type: 'admit', on: d('2026-08-24') },
];

/** ... notice with 15 days (25 Aug), tendered and served (27 Aug): reply due 11 Sep 2026 (Friday). */
export const SERVED: readonly AppealCommand[] = [
  ...ADMITTED,
  { type: 'issue-notice-to-respondent', on: d('2026-08-25'), replyDays: 15, copyOfAppealEnclosed: true },
  { type: 'record-service-attempt', on: d('2026-08-27'), mode: 'tender', outcome: 'served', proof: PROOF.tender },
];

/** ... reply (7 Sep), hearing fixed (8 Sep) for 15 Sep and held in person. */
export const HEARD: readonly AppealCommand[] = [
  ...SERVED,
  { type: 'record-respondent-reply', on: d('2026-09-07') },
  { type: 'schedule-hearing', on: d('2026-09-08'), hearingOn: d('2026-09-15'), mode: 'in-person', time: '11:00' },
  {
    type: 'record-hearing',
    on: d('2026-09-15'),
    mode: 'in-person',
    appearances: { appellant: 'in-person', respondent: 'legal-representative' },
    representatives: { respondent: 'Adv. Sunita Rao' },
  },
];

/** Issue 27: the notice of hearing now in force served on a party by tender (Rule 7(9)(i), 7(10)). */
export const serveHearing = (on: string, to: 'appellant' | 'respondent'): AppealCommand => ({
  type: 'record-service-attempt',
  on: d(on),
  notice: 'hearing',
  to,
  mode: 'tender',
  outcome: 'served',
  proof: { ...PROOF.tender, tenderedTo: to === 'appellant' ? 'Ramesh Kumar' : 'Mohan Lal' },
});
