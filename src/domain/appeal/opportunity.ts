// The parties' opportunity in the appeal (issue 27), derived from the state: for the appellant and the respondent, each
// notice issued to them (the defects intimated under Rule 7(6), the Rule 7(8) notice, every notice of hearing with its
// service on each of them, the appellate order's copy) with its service and interval, and each sitting with attendance
// or absence. Every adverse decision of the appeal passes the one gate (domain/service/opportunity.ts) over them.

import type { LocalDate } from '../../lib/local-date.ts';
import { formatLegal } from '../../lib/local-date.ts';
import type { Refusal } from '../../rules/ruling.ts';
import type { DecideContext } from '../common.ts';
import type {
  AdjournmentEntry,
  GateDecision,
  GateParty,
  NoticeEntry,
  PartyRecord,
  SittingEntry,
} from '../service/opportunity.ts';
import { intervalDays, minimumInterval, opportunityGate } from '../service/opportunity.ts';
import { appellateDueOn, respondentReplyClock } from './clocks.ts';
import type { AppealHearingNotice, AppealState } from './state.ts';

export const RESPONDENT_NOTICE = 'r7.8-notice';
export const APPELLATE_ORDER = 'appellate-order';
const defectsId = (on: LocalDate): string => `defects-${on}`;

type Side = 'appellant' | 'respondent';

const served = (at: LocalDate | undefined, fixedFor: LocalDate): Pick<NoticeEntry, 'servedOn' | 'intervalDays'> =>
  at !== undefined ? { servedOn: at, intervalDays: intervalDays(at, fixedFor) } : {};

function hearingEntry(h: AppealHearingNotice, side: Side): NoticeEntry {
  const enh = side === 'appellant' && h.enhancement === true;
  return {
    id: h.id,
    what: `notice of hearing for ${formatLegal(h.hearingOn)}${enh ? ' (with the notice to show cause against enhancement)' : ''}`,
    issuedOn: h.issuedOn,
    fixedFor: h.hearingOn,
    ...served(h.service[side].servedOn, h.hearingOn),
    ...(h.withdrawnOn !== undefined ? { withdrawnOn: h.withdrawnOn } : {}),
    rule: enh ? ['in.ctr2026.r7.10', 'in.ctr2026.r7.11'] : ['in.ctr2026.r7.10'],
    cure: 'Serve it under Rule 7(9), fixing a new date if need be',
  };
}

/** The appellate order's copy (Rule 7(13)) as the notice of the time to pay it fixes (Rule 7(12)). */
function orderEntry(s: AppealState, side: Side, ctx: DecideContext): NoticeEntry[] {
  const d = s.decision;
  if (d === undefined) return [];
  const due = appellateDueOn(d, ctx);
  if (due === undefined) return [];
  const copy = s.copies.find((c) => c.party === side);
  return [
    {
      id: APPELLATE_ORDER,
      what: `appellate order of ${formatLegal(d.on)} (time to pay until ${formatLegal(due)})`,
      issuedOn: d.on,
      fixedFor: due,
      ...served(copy?.on, due),
      rule: ['in.ctr2026.r7.13', 'in.ctr2026.r7.12'],
      cure: 'Supply the signed copy of the appellate order (Rule 7(13)) and let the time to pay run',
    },
  ];
}

/**
 * Rule 7(10), issue 27: the adjournments on a party's record: those the party sought (pending, granted or refused),
 * and those the authority made of its own motion, which move the sitting of both parties.
 */
function adjournmentsOf(s: AppealState, side: Side): AdjournmentEntry[] {
  return (s.adjournments ?? [])
    .filter((a) => a.soughtBy === side || a.soughtBy === 'officer')
    .map((a) => ({
      on: a.on,
      soughtBy: a.soughtBy,
      reasons: a.reasons,
      from: a.from,
      outcome: a.outcome,
      ...(a.decidedOn !== undefined ? { decidedOn: a.decidedOn } : {}),
      ...(a.decisionReasons !== undefined ? { decisionReasons: a.decisionReasons } : {}),
      ...(a.to !== undefined ? { to: a.to } : {}),
      rule: ['in.ctr2026.r7.10'],
    }));
}

/** Each party's record of opportunity in the appeal: the appellant first, then the respondent. */
export function appealRecords(s: AppealState, ctx: DecideContext): readonly PartyRecord[] {
  const hearingNotices = s.hearingNotices ?? [];
  const sittings = (side: Side): SittingEntry[] =>
    s.hearings.map((h) => ({
      on: h.on,
      ...(h.noticeId !== undefined ? { noticeId: h.noticeId } : {}),
      attended: h.appearances[side] !== 'absent',
    }));
  // Rule 7(6): the defects intimated, with the days to rectify; the intimation is the telling (no manner is given).
  const byIntimation = new Map<LocalDate, LocalDate>();
  for (const d of s.defects)
    if (d.intimatedOn !== undefined && d.rectifyDue !== undefined) byIntimation.set(d.intimatedOn, d.rectifyDue);
  const defectNotices: NoticeEntry[] = [...byIntimation].map(([on, due]) => ({
    id: defectsId(on),
    what: `intimation of defects of ${formatLegal(on)} (to rectify by ${formatLegal(due)})`,
    issuedOn: on,
    fixedFor: due,
    servedOn: on,
    intervalDays: intervalDays(on, due),
    rule: ['in.ctr2026.r7.6'],
  }));
  const respondentNotices: NoticeEntry[] = [];
  const respondentSittings = sittings('respondent');
  const n = s.notice;
  if (n !== undefined) {
    const sv = n.service.servedOn;
    const clock = sv !== undefined ? respondentReplyClock(sv, n.replyDays, n.issuedOn, ctx) : undefined;
    const due = clock?.ok ? clock.value.value.due : undefined;
    respondentNotices.push({
      id: RESPONDENT_NOTICE,
      what: 'notice of the appeal (Rule 7(8))',
      issuedOn: n.issuedOn,
      fixedFor: due ?? n.issuedOn,
      ...(sv !== undefined && due !== undefined ? served(sv, due) : {}),
      rule: ['in.ctr2026.r7.8', 'in.ctr2026.r7.9'],
    });
    if (s.reply) respondentSittings.push({ on: s.reply.on, noticeId: RESPONDENT_NOTICE, attended: true });
  }
  const material = (side: Side): string[] =>
    side === 'appellant'
      ? [
          ...(s.form?.grounds ? ['grounds of appeal (Form-III item 4)'] : []),
          ...(s.form?.enclosures.documentsRelied ?? []),
        ]
      : [...(s.reply ? [`reply of ${s.reply.on}`] : []), ...(s.reply?.documents ?? [])];
  return [
    {
      role: 'appellant',
      name: s.form?.appellant.name ?? '',
      notices: [
        ...defectNotices,
        ...hearingNotices.map((h) => hearingEntry(h, 'appellant')),
        ...orderEntry(s, 'appellant', ctx),
      ],
      sittings: sittings('appellant'),
      adjournments: adjournmentsOf(s, 'appellant'),
      requests: [],
      waivers: [],
      material: material('appellant'),
    },
    {
      role: 'respondent',
      name: s.form?.respondent.name ?? '',
      notices: [
        ...respondentNotices,
        ...hearingNotices.map((h) => hearingEntry(h, 'respondent')),
        ...orderEntry(s, 'respondent', ctx),
      ],
      sittings: respondentSittings,
      adjournments: adjournmentsOf(s, 'respondent'),
      requests: [],
      waivers: [],
      material: material('respondent'),
    },
  ];
}

export type AppealGateKind =
  /** Rule 7(11): confirm, vary or set aside: both parties on the hearing the order rests on. */
  | { readonly kind: 'decision' }
  /** Rule 7(11) with 7(10): enhancement: the appellant served with the notice against it, attendance or not. */
  | { readonly kind: 'enhancement' }
  /** Rule 7(6): refusal to register: the appellant told of the defects and the days to rectify run out. */
  | { readonly kind: 'refuse-registration' }
  /** Rule 7(12): reference for recovery: each party given the appellate order and the time to pay run out. */
  | { readonly kind: 'recovery'; readonly lateServiceReasons?: string };

/** The gate for the appeal's adverse decisions, over the parties' records (one gate, domain/service/opportunity.ts). */
export function appealGate(
  s: AppealState,
  ctx: DecideContext,
  decision: GateDecision,
  kind: AppealGateKind,
): Refusal | undefined {
  const [appellant, respondent] = appealRecords(s, ctx) as [PartyRecord, PartyRecord];
  const parties: GateParty[] = [];
  if (kind.kind === 'decision') {
    const h = s.hearings.at(-1);
    const on = h?.noticeId !== undefined ? { noticeId: h.noticeId } : {};
    for (const [record, side] of [
      [appellant, 'appellant'],
      [respondent, 'respondent'],
    ] as const) {
      parties.push({ record, ...on, ...(h ? { attendedNow: h.appearances[side] !== 'absent' } : {}) });
    }
  } else if (kind.kind === 'enhancement') {
    const id = s.enhancementNotice?.noticeId;
    parties.push({
      record: appellant,
      ...(id !== undefined ? { noticeId: id } : {}),
      serviceRequired: true,
      waiverCounts: false,
    });
  } else if (kind.kind === 'refuse-registration') {
    const last = appellant.notices.filter((x) => x.id.startsWith('defects-')).at(-1);
    parties.push({
      record: appellant,
      ...(last ? { noticeId: last.id } : {}),
      absenceRecordedNow: true,
      waiverCounts: false,
    });
  } else {
    const reasons = kind.lateServiceReasons?.trim();
    for (const record of [appellant, respondent]) {
      const withReasons =
        reasons !== undefined && reasons !== ''
          ? {
              ...record,
              notices: record.notices.map((x) =>
                x.id === APPELLATE_ORDER ? { ...x, shortNoticeReasons: reasons } : x,
              ),
            }
          : record;
      parties.push({
        record: withReasons,
        noticeId: APPELLATE_ORDER,
        serviceRequired: true,
        absenceRecordedNow: true,
        waiverCounts: false,
      });
    }
  }
  return opportunityGate.check(decision, parties, minimumInterval(ctx.pack, decision.on));
}
