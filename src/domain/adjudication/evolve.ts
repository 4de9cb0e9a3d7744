// evolve(state, event): folds one recorded event into the case state; replay(events) rebuilds a case from its record.

import { undoService } from '../service/objection.ts';
import type { ServiceState } from '../service/service.ts';
import { addAttempt, deemServed, NO_SERVICE, resolveAttempt } from '../service/service.ts';
import type { AdjudicationEvent } from './events.ts';
import type { AdjudicationState, ExtensionRequest } from './state.ts';
import { INITIAL_STATE, isClosed } from './state.ts';

/** Applies a change to the service record of the notice an event addresses. */
function withService(
  s: AdjudicationState,
  hearingNoticeId: string | undefined,
  f: (x: ServiceState) => ServiceState,
  to?: 'complainant',
): AdjudicationState {
  if (hearingNoticeId === undefined)
    return s.notice ? { ...s, notice: { ...s.notice, service: f(s.notice.service) } } : s;
  return {
    ...s,
    hearingNotices: s.hearingNotices.map((h) =>
      h.hearingNoticeId !== hearingNoticeId
        ? h
        : to === 'complainant'
          ? { ...h, complainantService: f(h.complainantService ?? NO_SERVICE) }
          : { ...h, service: f(h.service) },
    ),
  };
}

/** Marks the pending request for more time granted or refused. */
function decideRequests(
  s: AdjudicationState,
  status: 'granted' | 'refused',
  on: string,
  reasons: string,
): ExtensionRequest[] {
  return (s.replyExtensionRequests ?? []).map((r) =>
    r.status === 'pending' ? { ...r, status, decidedOn: on as ExtensionRequest['on'], decisionReasons: reasons } : r,
  );
}

function apply(s: AdjudicationState, e: AdjudicationEvent): AdjudicationState {
  switch (e.type) {
    case 'complaint-registered':
      return {
        ...s,
        complaint: {
          receivedOn: e.on,
          filedBy: e.filedBy,
          mode: e.mode,
          particulars: e.particulars,
          ...(e.crossTrack ? { crossTrack: e.crossTrack } : {}),
        },
      };
    case 'show-cause-notice-issued':
      return {
        ...s,
        notice: {
          issuedOn: e.on,
          replyDays: e.replyDays,
          contravention: e.contravention,
          provisionAlleged: e.provisionAlleged,
          aoName: e.aoName,
          aoOffice: e.aoOffice,
          late: e.late,
          ...(e.delayReason !== undefined ? { delayReason: e.delayReason } : {}),
          service: NO_SERVICE,
        },
      };
    case 'service-attempted': {
      const attempt = {
        attemptId: e.attemptId,
        mode: e.mode,
        on: e.on,
        outcome: e.outcome,
        ...(e.outcome !== 'pending' ? { outcomeOn: e.on } : {}),
        particulars: e.particulars,
        ...(e.proof !== undefined ? { proof: e.proof } : {}),
        ...(e.refused !== undefined ? { refused: true } : {}),
      };
      return withService(s, e.hearingNoticeId, (x) => addAttempt(x, attempt), e.to);
    }
    case 'service-outcome-recorded':
      return withService(
        s,
        e.hearingNoticeId,
        (x) => resolveAttempt(x, e.attemptId, e.outcome, e.on, e.acknowledgementDocumentId),
        e.to,
      );
    case 'service-deemed':
      return withService(s, e.hearingNoticeId, (x) => deemServed(x, e.on), e.to);
    case 'summons-issued':
      return {
        ...s,
        summonses: [
          ...s.summonses,
          {
            summonsId: e.summonsId,
            on: e.on,
            witnessName: e.witnessName,
            purpose: e.purpose,
            appearOn: e.appearOn,
            ...(e.time !== undefined ? { time: e.time } : {}),
            ...(e.place !== undefined ? { place: e.place } : {}),
            enforced: [],
          },
        ],
      };
    case 'summons-appearance-recorded':
      return {
        ...s,
        summonses: s.summonses.map((x) => (x.summonsId === e.summonsId ? { ...x, appearedOn: e.on } : x)),
      };
    case 'attendance-enforced':
      return {
        ...s,
        summonses: s.summonses.map((x) =>
          x.summonsId === e.summonsId ? { ...x, enforced: [...x.enforced, { on: e.on, reasons: e.reasons }] } : x,
        ),
      };
    case 'reply-period-extended':
      // The grant answers a pending request for more time (Rule 4(4)), if the noticee made one.
      return {
        ...s,
        replyExtensions: [
          ...s.replyExtensions,
          {
            on: e.on,
            days: e.extraDays,
            reasons: e.reasons,
            ...(e.runsFrom !== undefined ? { runsFrom: e.runsFrom } : {}),
          },
        ],
        ...(s.replyExtensionRequests ? { replyExtensionRequests: decideRequests(s, 'granted', e.on, e.reasons) } : {}),
      };
    case 'reply-recorded':
      return {
        ...s,
        reply: {
          on: e.on,
          admits: e.admits,
          text: e.text,
          late: e.late,
          witnesses: e.witnesses,
          documents: e.documents,
          ...(e.submittedBy ? { submittedBy: e.submittedBy } : {}),
          ...(e.afterExParte ? { afterExParte: true } : {}),
        },
      };
    case 'reply-extension-requested':
      return {
        ...s,
        replyExtensionRequests: [
          ...(s.replyExtensionRequests ?? []),
          { on: e.on, reasons: e.reasons, ...(e.days !== undefined ? { days: e.days } : {}), status: 'pending' },
        ],
      };
    case 'reply-extension-refused':
      return { ...s, replyExtensionRequests: decideRequests(s, 'refused', e.on, e.reasons) };
    case 'ex-parte-recorded':
      return { ...s, exParte: { on: e.on, reasons: e.reasons } };
    case 'ex-parte-recalled': {
      const { exParte: _recalled, ...rest } = s;
      void _recalled;
      return {
        ...rest,
        exParteRecalls: [...(s.exParteRecalls ?? []), { exParteOn: e.exParteOn, on: e.on, reasons: e.reasons }],
      };
    }
    case 'hearing-notice-issued':
      return {
        ...s,
        ...(e.withdraws !== undefined
          ? {
              adjournments: [
                ...(s.adjournments ?? []),
                {
                  on: e.on,
                  withdrawn: e.withdraws,
                  replacedBy: e.hearingNoticeId,
                  soughtBy: e.adjournment?.soughtBy ?? 'officer',
                  reasons: e.adjournment?.reasons ?? '',
                },
              ],
            }
          : {}),
        hearingNotices: [
          ...s.hearingNotices.map((h) => (h.hearingNoticeId === e.withdraws ? { ...h, withdrawnOn: e.on } : h)),
          {
            hearingNoticeId: e.hearingNoticeId,
            issuedOn: e.on,
            hearingOn: e.hearingOn,
            mode: e.mode,
            ...(e.link !== undefined ? { link: e.link } : {}),
            ...(e.time !== undefined ? { time: e.time } : {}),
            ...(e.place !== undefined ? { place: e.place } : {}),
            inAbsence: e.inAbsence,
            service: NO_SERVICE,
            complainantService: NO_SERVICE,
            ...(e.shortNoticeReasons !== undefined ? { shortNoticeReasons: e.shortNoticeReasons } : {}),
          },
        ],
      };
    case 'hearing-recorded':
      return {
        ...s,
        hearings: [
          ...s.hearings,
          {
            on: e.on,
            ...(e.hearingNoticeId !== undefined ? { hearingNoticeId: e.hearingNoticeId } : {}),
            noticeeAppeared: e.noticeeAppeared,
            complainantAppeared: e.complainantAppeared,
            explained: e.explained,
            inAbsence: e.inAbsence,
            notes: e.notes,
            ...(e.materialExamined !== undefined ? { materialExamined: e.materialExamined } : {}),
          },
        ],
      };
    case 'written-submissions-allowed':
      return { ...s, writtenSubmissionsAllowed: { on: e.on, issues: e.issues } };
    case 'party-filed':
      return { ...s, filings: [...s.filings, { on: e.on, by: e.by, kind: e.kind, items: e.items }] };
    case 'written-brief-filed':
      return s;
    case 'proceedings-extended':
      return { ...s, disposalExtensions: [...s.disposalExtensions, { on: e.on, days: e.days, reasons: e.reasons }] };
    case 'order-passed':
      return { ...s, order: e.order };
    case 'order-copy-supplied':
      return { ...s, copiesSupplied: [...s.copiesSupplied, { on: e.on, to: e.to }] };
    case 'deposit-recorded':
      return {
        ...s,
        deposits: [...s.deposits, { on: e.on, amountPaise: e.amountPaise, receiptNo: e.receiptNo, mode: e.mode }],
      };
    case 'referred-for-recovery':
      return { ...s, recoveryReferredOn: e.on, recoveryReferredPaise: e.outstandingPaise };
    case 'waiver-recorded':
      return {
        ...s,
        waivers: [...(s.waivers ?? []), { on: e.on, by: e.by, words: e.words, documentId: e.documentId }],
      };
    case 'service-objected':
      return {
        ...s,
        serviceObjections: [
          ...(s.serviceObjections ?? []),
          {
            objectionId: e.objectionId,
            ...(e.hearingNoticeId !== undefined ? { hearingNoticeId: e.hearingNoticeId } : {}),
            attemptId: e.attemptId,
            on: e.on,
            grounds: e.grounds,
          },
        ],
      };
    case 'adjournment-sought':
      return {
        ...s,
        adjournmentRequests: [
          ...(s.adjournmentRequests ?? []),
          {
            requestId: e.requestId,
            on: e.on,
            by: e.by,
            made: e.made,
            hearingNoticeId: e.hearingNoticeId,
            sittingOn: e.sittingOn,
            reasons: e.reasons,
            status: 'pending',
          },
        ],
      };
    case 'adjournment-granted':
    case 'adjournment-refused':
      return {
        ...s,
        adjournmentRequests: (s.adjournmentRequests ?? []).map((r) =>
          r.requestId !== e.requestId
            ? r
            : {
                ...r,
                status: e.type === 'adjournment-granted' ? 'granted' : 'refused',
                decidedOn: e.on,
                decisionReasons: e.reasons,
                ...(e.type === 'adjournment-granted' ? { to: e.to, replacedBy: e.newHearingNoticeId } : {}),
              },
        ),
      };
    case 'service-objection-decided': {
      const decided = {
        ...s,
        serviceObjections: (s.serviceObjections ?? []).map((o) =>
          o.objectionId === e.objectionId ? { ...o, decided: { on: e.on, upheld: e.upheld, reasons: e.reasons } } : o,
        ),
      };
      return e.upheld ? withService(decided, e.hearingNoticeId, (x) => undoService(x, e.attemptId, e.on)) : decided;
    }
  }
}

export function evolve(s: AdjudicationState, e: AdjudicationEvent): AdjudicationState {
  const next = apply(s, e);
  const withDate = { ...next, lastEventOn: e.on, eventCount: s.eventCount + 1 };
  return { ...withDate, closed: isClosed(withDate) };
}

export function replay(
  events: readonly AdjudicationEvent[],
  from: AdjudicationState = INITIAL_STATE,
): AdjudicationState {
  return events.reduce(evolve, from);
}
