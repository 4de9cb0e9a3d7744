// evolve(state, event): the appeal after one order-sheet entry; replay(events) rebuilds it from the start.

import type { ServiceState } from '../service/service.ts';
import { addAttempt, deemServed, NO_SERVICE, resolveAttempt } from '../service/service.ts';
import { undoService } from '../service/objection.ts';
import type { AppealEvent, HearingServiceRef } from './events.ts';
import type { AppealState, Defect, Form3Particulars, RespondentNotice } from './state.ts';
import { INITIAL_APPEAL } from './state.ts';

function amend(form: Form3Particulars, a: Partial<Form3Particulars>): Form3Particulars {
  return {
    ...form,
    ...a,
    appellant: { ...form.appellant, ...a.appellant },
    respondent: { ...form.respondent, ...a.respondent },
    enclosures: { ...form.enclosures, ...a.enclosures },
  };
}

function withNotice(s: AppealState, f: (n: RespondentNotice) => RespondentNotice): AppealState {
  return s.notice ? { ...s, notice: f(s.notice) } : s;
}

/** Issue 27: a service entry on a notice of hearing updates that party's copy; else the Rule 7(8) notice. */
function withService(s: AppealState, e: HearingServiceRef, f: (sv: ServiceState) => ServiceState): AppealState {
  if (e.hearingNoticeId === undefined) return withNotice(s, (n) => ({ ...n, service: f(n.service) }));
  const party = e.to ?? 'respondent';
  return {
    ...s,
    hearingNotices: (s.hearingNotices ?? []).map((h) =>
      h.id === e.hearingNoticeId ? { ...h, service: { ...h.service, [party]: f(h.service[party]) } } : h,
    ),
  };
}

/** Applies one event. Events are facts already decided: evolve does not check, it records. */
export function evolve(state: AppealState, e: AppealEvent): AppealState {
  const s: AppealState = { ...state, lastEventOn: e.on };
  switch (e.type) {
    case 'appeal.filed':
      return {
        ...s,
        stage: 'filed',
        order: e.order,
        form: e.form,
        filing: {
          on: e.on,
          filedBy: e.filedBy,
          medium: e.medium,
          ...(e.representative !== undefined ? { representative: e.representative } : {}),
        },
        item9: e.item9,
        defects: e.defectsFound.map((d): Defect => ({ ...d, status: 'found', foundOn: e.on })),
      };
    case 'appeal.records-called-for':
      return { ...s, records: { ...s.records, calledOn: e.on } };
    case 'appeal.records-received':
      return { ...s, records: { ...s.records, receivedOn: e.on } };
    case 'appeal.defects-intimated': {
      const defects = [...s.defects];
      for (const d of e.defects) {
        const i = defects.findIndex((x) => x.id === d.id);
        const intimated = {
          status: 'intimated' as const,
          intimatedOn: e.on,
          rectifyDue: e.rectifyDue,
          description: d.description,
        };
        if (i >= 0) defects[i] = { ...defects[i]!, ...intimated };
        else defects.push({ id: d.id, field: d.field, basis: d.basis, foundOn: e.on, ...intimated });
      }
      return { ...s, defects };
    }
    case 'appeal.defects-rectified':
      return {
        ...s,
        defects: s.defects.map((d) => {
          const r = e.rectified.find((x) => x.id === d.id);
          return r ? { ...d, status: 'rectified', rectifiedOn: e.on, rectifiedLate: r.late } : d;
        }),
        ...(e.amendments && s.form ? { form: amend(s.form, e.amendments) } : {}),
      };
    case 'appeal.registration-refused':
      return {
        ...s,
        stage: 'refused',
        refusal: {
          on: e.on,
          reasons: e.reasons,
          defectIds: e.defectIds,
          lastDayForRectification: e.lastDayForRectification,
          communicationDue: e.communicationDue,
        },
      };
    case 'appeal.refusal-communicated':
      return s.refusal
        ? {
            ...s,
            refusal: {
              ...s.refusal,
              communicatedOn: e.on,
              communicatedLate: e.late,
              ...(e.delayReason !== undefined ? { delayReason: e.delayReason } : {}),
            },
          }
        : s;
    case 'appeal.admitted':
      return {
        ...s,
        stage: 'admitted',
        admittedOn: e.on,
        ...(e.delayCondoned !== undefined ? { delayCondoned: e.delayCondoned } : {}),
      };
    case 'appeal.notice-issued':
      return {
        ...s,
        notice: { issuedOn: e.on, replyDays: e.replyDays, copyOfAppealEnclosed: true, service: NO_SERVICE },
      };
    case 'appeal.service-attempted':
      return withService(s, e, (sv) => addAttempt(sv, e.attempt));
    case 'appeal.service-outcome':
      return withService(s, e, (sv) => resolveAttempt(sv, e.attemptId, e.outcome, e.on, e.acknowledgementDocumentId));
    case 'appeal.service-deemed':
      return withNotice(s, (n) => ({ ...n, service: deemServed(n.service, e.on) }));
    case 'appeal.service-objected':
      return {
        ...s,
        serviceObjections: [
          ...(s.serviceObjections ?? []),
          { objectionId: e.objectionId, attemptId: e.attemptId, on: e.on, grounds: e.grounds },
        ],
      };
    case 'appeal.service-objection-decided': {
      const decided: AppealState = {
        ...s,
        serviceObjections: (s.serviceObjections ?? []).map((o) =>
          o.objectionId === e.objectionId ? { ...o, decided: { on: e.on, upheld: e.upheld, reasons: e.reasons } } : o,
        ),
      };
      if (!e.upheld) return decided;
      // Not served: the notice is to be served again, and a hearing fixed on that service falls.
      const { scheduledHearing: _fallen, ...rest } = withNotice(decided, (n) => ({
        ...n,
        service: undoService(n.service, e.attemptId, e.on),
      }));
      return rest;
    }
    case 'appeal.respondent-replied':
      return {
        ...s,
        reply: {
          on: e.on,
          late: e.late,
          ...(e.text !== undefined ? { text: e.text } : {}),
          ...(e.documents !== undefined ? { documents: e.documents } : {}),
          ...(e.submittedBy ? { submittedBy: e.submittedBy } : {}),
        },
      };
    case 'appeal.hearing-scheduled': {
      const id = e.hearingNoticeId;
      const notices = (s.hearingNotices ?? []).map((h) => (h.id === e.withdraws ? { ...h, withdrawnOn: e.on } : h));
      // Rule 7(10), issue 27: the authority's own adjournment is kept with its reasons, granted on the day it was made.
      const a = e.adjourned;
      const own =
        a !== undefined && a.soughtBy === 'officer'
          ? {
              adjournments: [
                ...(s.adjournments ?? []),
                {
                  id: a.adjournmentId,
                  on: e.on,
                  soughtBy: 'officer' as const,
                  reasons: a.reasons,
                  from: a.from,
                  outcome: 'granted' as const,
                  decidedOn: e.on,
                  decisionReasons: a.reasons,
                  to: e.hearingOn,
                },
              ],
            }
          : {};
      return {
        ...s,
        ...own,
        scheduledHearing: { on: e.on, hearingOn: e.hearingOn, mode: e.mode },
        ...(id !== undefined
          ? {
              hearingNotices: [
                ...notices,
                {
                  id,
                  issuedOn: e.on,
                  hearingOn: e.hearingOn,
                  ...(e.time !== undefined ? { time: e.time } : {}),
                  service: { appellant: NO_SERVICE, respondent: NO_SERVICE },
                  ...(e.closedDay !== undefined ? { closedDay: e.closedDay } : {}),
                  ...(e.enhancement !== undefined ? { enhancement: true } : {}),
                },
              ],
            }
          : {}),
        ...(e.enhancement !== undefined
          ? {
              enhancementNotice: {
                on: e.on,
                hearingOn: e.hearingOn,
                ...e.enhancement,
                ...(id !== undefined ? { noticeId: id } : {}),
              },
            }
          : {}),
      };
    }
    case 'appeal.adjournment-sought':
      return {
        ...s,
        adjournments: [
          ...(s.adjournments ?? []),
          {
            id: e.adjournmentId,
            on: e.on,
            soughtBy: e.by,
            reasons: e.reasons,
            from: e.from,
            outcome: 'pending',
            ...(e.submittedBy !== undefined ? { submittedBy: e.submittedBy } : {}),
          },
        ],
      };
    case 'appeal.adjournment-decided':
      return {
        ...s,
        adjournments: (s.adjournments ?? []).map((x) =>
          x.id === e.adjournmentId
            ? {
                ...x,
                outcome: e.granted ? 'granted' : 'refused',
                decidedOn: e.on,
                decisionReasons: e.reasons,
                ...(e.to !== undefined ? { to: e.to } : {}),
              }
            : x,
        ),
      };
    case 'appeal.hearing-held': {
      const { scheduledHearing: _done, ...rest } = s;
      void _done;
      return {
        ...rest,
        hearings: [
          ...s.hearings,
          {
            on: e.on,
            ...(e.hearingNoticeId !== undefined ? { noticeId: e.hearingNoticeId } : {}),
            mode: e.mode,
            appearances: e.appearances,
            ...(e.representatives !== undefined ? { representatives: e.representatives } : {}),
          },
        ],
      };
    }
    case 'appeal.decided':
      return {
        ...s,
        stage: 'decided',
        decision: {
          on: e.on,
          outcome: e.outcome,
          reasons: e.reasons,
          terms: e.terms,
          ...(e.account !== undefined ? { account: e.account } : {}),
          ...(e.answers !== undefined ? { answers: e.answers } : {}),
          ...(e.payBy !== undefined ? { payBy: e.payBy } : {}),
        },
      };
    case 'appeal.copy-supplied':
      return { ...s, copies: [...s.copies, { party: e.party, on: e.on }] };
    case 'appeal.referred-for-recovery':
      return { ...s, recovery: { on: e.on, unpaidPaise: e.unpaidPaise, depositDue: e.depositDue } };
  }
}

export function replay(events: readonly AppealEvent[], from: AppealState = INITIAL_APPEAL): AppealState {
  return events.reduce(evolve, from);
}
