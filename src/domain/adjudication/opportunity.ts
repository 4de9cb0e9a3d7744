// The parties' opportunity in the complaint case (issue 27), derived from the state: for the person complained against
// and for the complainant (or authorised officer), each notice issued to them with its service and interval, each
// sitting with attendance or absence, adjournments, requests and their decisions, their own waivers, and the material
// on record. The gate of every adverse decision reads these records (domain/service/opportunity.ts).

import type { LocalDate } from '../../lib/local-date.ts';
import { formatLegal } from '../../lib/local-date.ts';
import type { DecideContext } from '../common.ts';
import type {
  AdjournmentEntry,
  GateDecision,
  GateParty,
  NoticeEntry,
  PartyRecord,
  PartyRole,
  RequestEntry,
  SittingEntry,
} from '../service/opportunity.ts';
import { intervalDays, minimumInterval, opportunityGate } from '../service/opportunity.ts';
import type { Refusal } from '../../rules/ruling.ts';
import type { ProvisionId } from '../../rules/provisions.ts';
import { checkNoUndecidedObjectionToService } from '../service/objection.ts';
import { replyClock } from './clocks.ts';
import type { AdjudicationState, HearingNotice, Party } from './state.ts';

/** The id of the show-cause notice in the party record (hearing notices keep their own ids). */
export const SHOW_CAUSE = 'show-cause';
/** The final order as the notice of the time to pay it (Rule 4(12)), served by its signed copy (Rule 4(15)). */
export const ORDER_ID = 'order';

function noticeEntry(h: HearingNotice, servedOn: LocalDate | undefined): NoticeEntry {
  return {
    id: h.hearingNoticeId,
    what: `notice of hearing for ${h.hearingOn}`,
    issuedOn: h.issuedOn,
    fixedFor: h.hearingOn,
    ...(servedOn !== undefined ? { servedOn, intervalDays: intervalDays(servedOn, h.hearingOn) } : {}),
    ...(h.shortNoticeReasons !== undefined ? { shortNoticeReasons: h.shortNoticeReasons } : {}),
    ...(h.withdrawnOn !== undefined ? { withdrawnOn: h.withdrawnOn } : {}),
    rule: ['in.ctr2026.r4.6'],
  };
}

/**
 * The adjournments on one party's record (issue 27): those the party asked for (pending, granted with the new date, or
 * refused with the officer's reasons), and the dates the officer moved (sought by 'officer', on both parties' records)
 * or recorded as moved at a party's request by re-fixing the notice of hearing.
 */
function adjournments(s: AdjudicationState, party: Party): AdjournmentEntry[] {
  const role: PartyRole = party === 'contravener' ? 'noticee' : 'complainant';
  const requests = s.adjournmentRequests ?? [];
  const byRequest = new Set(requests.map((r) => r.replacedBy).filter((x) => x !== undefined));
  const moved = (s.adjournments ?? [])
    .filter((a) => !byRequest.has(a.replacedBy) && (a.soughtBy === 'officer' || a.soughtBy === party))
    .map((a) => {
      const from = s.hearingNotices.find((h) => h.hearingNoticeId === a.withdrawn)?.hearingOn ?? a.on;
      const to = s.hearingNotices.find((h) => h.hearingNoticeId === a.replacedBy)?.hearingOn ?? a.on;
      return {
        on: a.on,
        soughtBy: a.soughtBy === 'officer' ? ('officer' as const) : role,
        reasons: a.reasons,
        from,
        outcome: 'granted' as const,
        decidedOn: a.on,
        to,
        rule: ['in.ctr2026.r4.6'] as ProvisionId[],
      };
    });
  const asked = requests
    .filter((r) => r.by === party)
    .map((r): AdjournmentEntry => ({
      on: r.on,
      soughtBy: role,
      reasons: r.reasons,
      from: r.sittingOn,
      outcome: r.status,
      ...(r.decidedOn !== undefined ? { decidedOn: r.decidedOn } : {}),
      ...(r.decisionReasons !== undefined ? { decisionReasons: r.decisionReasons } : {}),
      ...(r.to !== undefined ? { to: r.to } : {}),
      rule: ['in.ctr2026.r4.6', 'in.ctr2026.r4.10'],
    }));
  return [...moved, ...asked].sort((a, b) => (a.on < b.on ? -1 : a.on > b.on ? 1 : 0));
}

const waiversOf = (s: AdjudicationState, by: Party) =>
  (s.waivers ?? []).filter((w) => w.by === by).map((w) => ({ on: w.on, words: w.words, documentId: w.documentId }));

/** Each party's record of opportunity in the case: the person complained against first, then the complainant. */
export function partyRecords(s: AdjudicationState, ctx: DecideContext): readonly PartyRecord[] {
  const p = s.complaint?.particulars;
  const due = s.notice ? replyClock(s, ctx)?.due : undefined;
  const noticeeNotices: NoticeEntry[] = [];
  const noticeeSittings: SittingEntry[] = [];
  if (s.notice && due !== undefined) {
    const servedOn = s.notice.service.servedOn;
    noticeeNotices.push({
      id: SHOW_CAUSE,
      what: 'show-cause notice (Form-II)',
      issuedOn: s.notice.issuedOn,
      fixedFor: due,
      ...(servedOn !== undefined ? { servedOn, intervalDays: intervalDays(servedOn, due) } : {}),
      rule: ['in.ctr2026.r4.1', 'in.ctr2026.r4.5'],
    });
    if (s.reply) noticeeSittings.push({ on: s.reply.on, noticeId: SHOW_CAUSE, attended: !s.reply.afterExParte });
    else if (s.exParte) noticeeSittings.push({ on: s.exParte.on, noticeId: SHOW_CAUSE, attended: false });
  }
  for (const h of s.hearingNotices) {
    if (!h.inAbsence) noticeeNotices.push(noticeEntry(h, h.service.servedOn));
  }
  const complainantNotices = s.hearingNotices.map((h) => noticeEntry(h, h.complainantService?.servedOn));
  const complainantSittings: SittingEntry[] = [];
  for (const x of s.hearings) {
    const id = x.hearingNoticeId;
    if (!x.inAbsence)
      noticeeSittings.push({ on: x.on, ...(id !== undefined ? { noticeId: id } : {}), attended: x.noticeeAppeared });
    complainantSittings.push({
      on: x.on,
      ...(id !== undefined ? { noticeId: id } : {}),
      attended: x.complainantAppeared,
    });
  }
  const requests: RequestEntry[] = (s.replyExtensionRequests ?? []).map((r) => ({
    on: r.on,
    what: `more time to reply (${r.reasons})`,
    status: r.status,
    ...(r.decidedOn !== undefined ? { decidedOn: r.decidedOn } : {}),
    ...(r.decisionReasons !== undefined ? { decisionReasons: r.decisionReasons } : {}),
    rule: ['in.ctr2026.r4.4'],
  }));
  const filed = (by: Party): string[] => s.filings.filter((f) => f.by === by).flatMap((f) => f.items);
  return [
    {
      role: 'noticee',
      name: p?.contravener.name ?? '',
      notices: noticeeNotices,
      sittings: noticeeSittings,
      adjournments: adjournments(s, 'contravener'),
      requests,
      waivers: waiversOf(s, 'contravener'),
      material: [
        ...(s.reply ? [`reply of ${s.reply.on}`, ...s.reply.witnesses, ...s.reply.documents] : []),
        ...filed('contravener'),
      ],
    },
    {
      role: 'complainant',
      name: p?.complainant.name ?? '',
      notices: complainantNotices,
      sittings: complainantSittings,
      adjournments: adjournments(s, 'complainant'),
      requests: [],
      waivers: waiversOf(s, 'complainant'),
      material: [...(p ? ['the complaint (Form-I)', ...p.contravener.evidence] : []), ...filed('complainant')],
    },
  ];
}

const recordOf = (records: readonly PartyRecord[], role: 'noticee' | 'complainant'): PartyRecord =>
  records.find((r) => r.role === role)!;

/** The last ordinary or in-absence hearing held, the sitting a final order rests on. */
const lastHearing = (s: AdjudicationState) => s.hearings.at(-1);

/**
 * The gate for the adjudication's adverse decisions. `what` names the decision for the refusal's message.
 *  - ex parte: the person, on the show-cause notice, the decision itself recording that no reply came;
 *  - a final order (penalty, compensation, dismissal): both parties, on the hearing the order rests on (the person
 *    ex parte is answered by the ex parte decision, itself gated);
 *  - a hearing recorded now: each party absent, on the notice of that hearing.
 */
export function adjudicationGate(
  s: AdjudicationState,
  ctx: DecideContext,
  decision: GateDecision,
  kind:
    | { readonly kind: 'ex-parte' }
    | { readonly kind: 'order' }
    | {
        readonly kind: 'hearing';
        readonly hearingNoticeId: string | undefined;
        readonly noticee?: boolean;
        readonly complainant: boolean;
      }
    | { readonly kind: 'recovery'; readonly due: LocalDate; readonly lateServiceReasons?: string },
): Refusal | undefined {
  const objected = undecidedObjection(s, kind);
  if (objected) return objected;
  const records = partyRecords(s, ctx);
  const noticee = recordOf(records, 'noticee');
  const complainant = recordOf(records, 'complainant');
  const parties: GateParty[] = [];
  if (kind.kind === 'recovery') {
    // Rule 4(14) with 4(12) and 4(15): the person was given the signed order, and so the time to pay it, at least the
    // minimum interval before that time ran out (shorter only with the officer's reasons).
    const o = s.order!;
    const copy = s.copiesSupplied.find((c) => c.to === 'contravener');
    const reasons = kind.lateServiceReasons?.trim();
    const entry: NoticeEntry = {
      id: ORDER_ID,
      what: `order of ${formatLegal(o.on)} (time to pay until ${formatLegal(kind.due)})`,
      issuedOn: o.on,
      fixedFor: kind.due,
      ...(copy !== undefined ? { servedOn: copy.on, intervalDays: intervalDays(copy.on, kind.due) } : {}),
      ...(reasons ? { shortNoticeReasons: reasons } : {}),
      rule: ['in.ctr2026.r4.15', 'in.ctr2026.r4.12'],
      cure: 'Supply the signed copy of the order to the person (Rule 4(15)) and let the time to pay run, or record why the reference cannot wait',
    };
    parties.push({
      record: { ...noticee, notices: [...noticee.notices, entry] },
      noticeId: ORDER_ID,
      serviceRequired: true,
      absenceRecordedNow: true,
      waiverCounts: false,
    });
  } else if (kind.kind === 'ex-parte') {
    parties.push({ record: noticee, noticeId: SHOW_CAUSE, absenceRecordedNow: true, waiverCounts: false });
  } else if (kind.kind === 'hearing') {
    const id = kind.hearingNoticeId;
    if (kind.noticee !== undefined)
      parties.push({ record: noticee, ...(id !== undefined ? { noticeId: id } : {}), attendedNow: kind.noticee });
    parties.push({ record: complainant, ...(id !== undefined ? { noticeId: id } : {}), attendedNow: kind.complainant });
  } else {
    const h = lastHearing(s);
    const id = h?.hearingNoticeId;
    const onNotice = id !== undefined ? { noticeId: id } : {};
    if (s.exParte) {
      parties.push({ record: noticee, noticeId: SHOW_CAUSE, waiverCounts: false });
    } else if (h && !h.inAbsence) {
      parties.push({ record: noticee, ...onNotice, attendedNow: h.noticeeAppeared });
    } else {
      parties.push({ record: noticee });
    }
    parties.push({ record: complainant, ...(h ? { ...onNotice, attendedNow: h.complainantAppeared } : {}) });
  }
  return opportunityGate.check(decision, parties, minimumInterval(ctx.pack, decision.on));
}

/**
 * Issue 32, Rule 4(5), Rule 4(7): a decision resting on a service the person objected to waits for the officer's
 * decision on the objection: ex parte (the show-cause notice), a hearing recorded in the person's absence (that notice
 * of hearing), the final order (any).
 */
function undecidedObjection(
  s: AdjudicationState,
  kind: { readonly kind: string; readonly hearingNoticeId?: string | undefined; readonly noticee?: boolean },
): Refusal | undefined {
  const relevant = (s.serviceObjections ?? []).filter((o) =>
    kind.kind === 'ex-parte'
      ? o.hearingNoticeId === undefined
      : kind.kind === 'hearing'
        ? kind.noticee === false && o.hearingNoticeId === kind.hearingNoticeId
        : true,
  );
  const what =
    kind.kind === 'ex-parte'
      ? 'proceeding ex parte'
      : kind.kind === 'hearing'
        ? 'recording the hearing in their absence'
        : 'passing the order';
  const r = checkNoUndecidedObjectionToService(relevant, what);
  return r.ok ? undefined : r.error;
}

/** A notice of hearing replaced by another (an adjournment) is withdrawn: no hearing is recorded against it. */
export function withdrawn(hn: HearingNotice | undefined): Refusal | undefined {
  if (hn?.withdrawnOn === undefined) return undefined;
  return {
    code: 'HEARING.NOT_NOTIFIED',
    message: `The notice of hearing "${hn.hearingNoticeId}" was withdrawn on ${formatLegal(hn.withdrawnOn)} when a new date was fixed; record the hearing against the notice that replaced it.`,
    basis: ['in.ctr2026.r4.6'],
    field: 'hearingNoticeId',
  };
}
