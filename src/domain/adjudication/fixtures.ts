// Test factories: a valid Form-I complaint, a decide context, command builders and a runner that applies commands.

import type { LocalDate } from '../../lib/local-date.ts';
import { parseLocalDate } from '../../lib/local-date.ts';
import { CENTRAL_PACK } from '../../rules/packs.ts';
import type { Refusal } from '../../rules/ruling.ts';
import { SUNDAYS_AND_2ND_4TH_SATURDAYS } from '../../rules/time/calendar.ts';
import type { DecideContext } from '../common.ts';
import type { AdjudicationCommand, IssueShowCauseNotice, PassOrder, RegisterComplaint } from './commands.ts';
import { decide } from './decide.ts';
import type { AdjudicationEvent } from './events.ts';
import { evolve } from './evolve.ts';
import type { AdjudicationState, ComplaintParticulars } from './state.ts';
import { INITIAL_STATE } from './state.ts';

export const d = (s: string): LocalDate => parseLocalDate(s);

/** Documents the fixtures treat as attached to the case: a signed acknowledgement and a photo of an affixed notice. */
export const ACK_DOC = 'doc-ack-1';
export const PHOTO_DOC = 'doc-photo-1';

export function makeCtx(today: string = '2027-12-31'): DecideContext {
  return {
    today: d(today),
    pack: CENTRAL_PACK,
    calendar: SUNDAYS_AND_2ND_4TH_SATURDAYS,
    attachedDocumentIds: [ACK_DOC, PHOTO_DOC],
  };
}

/** A valid proof for each manner of service (service.ts checkProof). */
export const PROOF = {
  tender: {
    tenderedBy: 'R. Singh, process server',
    tenderedTo: 'Mohan Lal',
    at: '10:30',
    acknowledgementDocumentId: ACK_DOC,
  },
  'speed-post': { articleNumber: 'EK123456789IN' },
  affixing: {
    place: 'Outer door, House 40, Village Rampur',
    at: '11:15',
    photoDocumentId: PHOTO_DOC,
    witnesses: ['Shyam Lal'],
  },
  electronic: { address: 'mohan@example.in', messageId: '<n1@ctp.example>' },
} as const;

export function validParticulars(): ComplaintParticulars {
  return {
    complainant: {
      name: 'Ramesh Kumar',
      parentName: 'Suresh Kumar',
      address: { text: 'House 12, Village Rampur, Tehsil Sadar, District Agra', pin: '282001' },
      contactNumber: '+91 98765 43210',
      email: 'ramesh@example.in',
    },
    contravener: {
      name: 'Mohan Lal',
      parentName: 'Sohan Lal',
      address: { text: 'House 40, Village Rampur, District Agra', pin: '282001' },
      contravention: {
        date: d('2026-07-03'),
        time: '06:30',
        place: 'Field khasra no. 118, Village Rampur',
        nature: 'Cattle let loose to trespass and damage the wheat crop',
      },
      provisionAlleged: 'Section 26 of the Cattle-trespass Act, 1871',
      statement:
        'On 3 July 2026 at about 6:30 am four cows of the respondent entered my field and destroyed about half an acre of standing crop.',
      evidence: ['Khasra extract (revenue record)', 'Photographs taken on 3 July 2026'],
      compensationOrCharges: 'Crop loss estimated at Rs 12,000',
    },
    declaration: { declared: true, signedName: 'Ramesh Kumar' },
  };
}

export function registerCmd(
  on = '2026-07-06',
  particulars: ComplaintParticulars = validParticulars(),
): RegisterComplaint {
  return {
    type: 'register-complaint',
    on: d(on),
    filedBy: { capacity: 'aggrieved-person' },
    mode: 'writing',
    particulars,
  };
}

/** The finding on the ground the notice alleges (Rule 4(12)): section 26 found contravened, with its reasons. */
export const FINDING_26: PassOrder['findings'] = [
  {
    section: '26',
    contravened: true,
    reasons: "The revenue record and the photographs show the respondent's cows in the standing wheat on 3 July 2026.",
  },
];
/** A dismissal's finding: section 26 not contravened (Rule 4(13)). */
export const FINDING_26_NOT: PassOrder['findings'] = [
  {
    section: '26',
    contravened: false,
    reasons: 'The respondent proved the cattle were tied at home that morning.',
  },
];

/** The speaking parts of an order, for request bodies and commands built outside these fixtures (Rule 4(12)). */
export const SPEAKS = {
  findings: FINDING_26,
  compensation: { payee: 'complainant', payWithinDays: 30 },
} as const;
/** The speaking part of a dismissal (Rule 4(13)). */
export const SPEAKS_DISMISSAL = { findings: FINDING_26_NOT } as const;

export function noticeCmd(on = '2026-07-08', over: Partial<IssueShowCauseNotice> = {}): IssueShowCauseNotice {
  return {
    type: 'issue-show-cause-notice',
    on: d(on),
    replyDays: 30,
    contravention: 'Letting cattle trespass on and damage the crop of the complainant on 3 July 2026',
    provisionAlleged: 'Section 26 of the Cattle-trespass Act, 1871',
    complaintCopyEnclosed: true,
    aoName: 'A. Sharma',
    aoOffice: 'Sub-Divisional Magistrate, Sadar, Agra',
    ...over,
  };
}

export const tenderServed = (on = '2026-07-10', attemptId = 'a1', hearingNoticeId?: string): AdjudicationCommand => ({
  type: 'record-service-attempt',
  on: d(on),
  attemptId,
  mode: 'tender',
  outcome: 'served',
  particulars: 'Tendered in person by process server R. Singh',
  proof: PROOF.tender,
  ...(hearingNoticeId !== undefined ? { hearingNoticeId } : {}),
});

/** Served by speed post (delivered), with its article number: needs no uploaded document, so tests through the store use it. */
export const postServed = (on = '2026-07-10', attemptId = 'a1', hearingNoticeId?: string): AdjudicationCommand => ({
  type: 'record-service-attempt',
  on: d(on),
  attemptId,
  mode: 'speed-post',
  outcome: 'served',
  particulars: 'Delivered by speed post',
  proof: PROOF['speed-post'],
  ...(hearingNoticeId !== undefined ? { hearingNoticeId } : {}),
});

export const replyCmd = (on = '2026-07-20', admits = false): AdjudicationCommand => ({
  type: 'record-reply',
  on: d(on),
  admits,
  text: admits ? 'I admit that my cows entered the field.' : 'My cattle were tied at home that morning.',
});

export const hearingNoticeCmd = (on = '2026-07-22', hearingOn = '2026-08-05', id = 'h1'): AdjudicationCommand => ({
  type: 'issue-hearing-notice',
  on: d(on),
  hearingNoticeId: id,
  hearingOn: d(hearingOn),
  mode: 'in-person',
  time: '11:00',
  place: 'Court room, Sub-Divisional Magistrate, Sadar, Agra',
});

/** Issue 27 (I-100): a party's own written waiver of the hearing, their signed writing attached (ACK_DOC). */
export const waiverCmd = (
  on = '2026-07-21',
  by: 'contravener' | 'complainant' = 'contravener',
): AdjudicationCommand => ({
  type: 'record-waiver',
  on: d(on),
  by,
  words:
    by === 'contravener'
      ? 'I admit the trespass and accept the amount claimed; I do not wish to be heard.'
      : 'I have nothing to add to my complaint and do not wish to be heard.',
  documentId: ACK_DOC,
});

/**
 * The lawful path to an order after a reply (issue 27): a notice of hearing served by speed post on the person, and the
 * hearing with both parties present. Needs no uploaded document, so tests through the store use it.
 */
export const hearingOnNotice = (
  noticeOn = '2026-07-22',
  hearingOn = '2026-08-05',
  id = 'h1',
): AdjudicationCommand[] => [
  hearingNoticeCmd(noticeOn, hearingOn, id),
  postServed(noticeOn, `${id}-a1`, id),
  hearingCmd(hearingOn, id),
];

/** Both parties waive the hearing in their own words (the lawful path to an order on an admission without one). */
export const bothWaive = (on = '2026-07-21'): AdjudicationCommand[] => [
  waiverCmd(on, 'contravener'),
  waiverCmd(on, 'complainant'),
];

export const hearingCmd = (on = '2026-08-05', id: string | undefined = 'h1'): AdjudicationCommand => ({
  type: 'record-hearing',
  on: d(on),
  ...(id !== undefined ? { hearingNoticeId: id } : {}),
  noticeeAppeared: true,
  complainantAppeared: true,
  explained: true,
  opportunityAfforded: true,
  notes: 'Both parties heard.',
});

export const penaltyOrder = (
  on = '2026-08-20',
  over: Partial<Extract<PassOrder, { kind: 'penalty-or-compensation' }>> = {},
): PassOrder => ({
  type: 'pass-order',
  on: d(on),
  kind: 'penalty-or-compensation',
  amounts: { penaltyPaise: 500_000, compensationPaise: 1_200_000, expensesPaise: 0, chargesPaise: 0 },
  depositDays: 30,
  reasons: 'The trespass and damage are proved by the revenue record and photographs.',
  findings: FINDING_26,
  compensation: { payee: 'complainant', payWithinDays: 30 },
  noCeilingConfirmed: true,
  // On an admission without a hearing (Rule 4(6), I-C9); ignored when the person was heard.
  notHeardOnAmountReasons: 'The reply admits the contravention and accepts the amount claimed; no hearing asked for.',
  ...over,
});

export interface Run {
  readonly state: AdjudicationState;
  readonly events: readonly AdjudicationEvent[];
}

/** Applies commands in order; throws on the first refusal (a fixture mistake, not a test outcome). */
export function run(
  cmds: readonly AdjudicationCommand[],
  ctx: DecideContext = makeCtx(),
  from: Run = { state: INITIAL_STATE, events: [] },
): Run {
  let { state, events } = from;
  for (const cmd of cmds) {
    const r = decide(state, cmd, ctx);
    if (!r.ok) throw new Error(`fixture command ${cmd.type} on ${cmd.on} refused: ${r.error.code}: ${r.error.message}`);
    events = [...events, ...r.value];
    state = r.value.reduce(evolve, state);
  }
  return { state, events };
}

/** The events a command produces from a state; throws when refused. */
export function accept(
  state: AdjudicationState,
  cmd: AdjudicationCommand,
  ctx: DecideContext = makeCtx(),
): readonly AdjudicationEvent[] {
  const r = decide(state, cmd, ctx);
  if (!r.ok) throw new Error(`expected ${cmd.type} to be accepted, got ${r.error.code}: ${r.error.message}`);
  return r.value;
}

/** The refusal a command meets in a state; throws when accepted. */
export function refusal(state: AdjudicationState, cmd: AdjudicationCommand, ctx: DecideContext = makeCtx()): Refusal {
  const r = decide(state, cmd, ctx);
  if (r.ok) throw new Error(`expected ${cmd.type} to be refused, got events ${r.value.map((e) => e.type).join(', ')}`);
  return r.error;
}

/** Common starting points. */
export const registered = (): Run => run([registerCmd()]);
export const noticed = (): Run => run([registerCmd(), noticeCmd()]);
export const served = (): Run => run([registerCmd(), noticeCmd(), tenderServed()]);
export const replied = (admits = false): Run =>
  run([registerCmd(), noticeCmd(), tenderServed(), replyCmd('2026-07-20', admits)]);
/** An admission and both parties' own waivers of the hearing: ready for an order without a hearing (Rule 4(8)). */
export const admittedAndWaived = (): Run =>
  run([registerCmd(), noticeCmd(), tenderServed(), replyCmd('2026-07-20', true), ...bothWaive()]);
export const heard = (): Run =>
  run([
    registerCmd(),
    noticeCmd(),
    tenderServed(),
    replyCmd(),
    hearingNoticeCmd(),
    tenderServed('2026-07-23', 'h1-a1', 'h1'),
    hearingCmd(),
  ]);
