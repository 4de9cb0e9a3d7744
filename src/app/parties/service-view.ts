// Issue 32: how each notice was served on the reader, as the record says (Rule 4(5)): the manner, the day and time,
// the place, who served it and to whom, the particulars recorded (a proof from the process server's phone names its
// GPS position and its SHA-256), and the reader's objections to service with the officer's decisions. The person
// complained against may object (object-to-service, offered when the domain accepts it: actions.available).

import type { AdjudicationState } from '../../domain/adjudication/index.ts';
import type { AppealState } from '../../domain/appeal/index.ts';
import type { ServiceObjection } from '../../domain/service/objection.ts';
import { servingAttempt } from '../../domain/service/objection.ts';
import type { ServiceState } from '../../domain/service/service.ts';
import type { LocalDate } from '../../lib/local-date.ts';
import type { PartyRole } from '../ports/store.ts';

export interface ServedNotice {
  /** 'notice' for the show-cause notice, else the notice of hearing's id. */
  readonly id: string;
  readonly hearingOn?: LocalDate;
  readonly servedOn?: LocalDate;
  readonly manner?: 'tender' | 'electronic' | 'speed-post' | 'affixing' | 'deemed';
  /** 'HH:MM', India time. */
  readonly at?: string;
  readonly place?: string;
  readonly by?: string;
  readonly to?: string;
  readonly particulars?: string;
  readonly objections: readonly ServiceObjection[];
}

export interface ServiceView {
  readonly notices: readonly ServedNotice[];
  /** The notice of an appeal to its respondent (Rule 7(8), 7(9)) rather than the complaint case's notices. */
  readonly appeal?: true;
}

function served(
  id: string,
  s: ServiceState,
  objections: readonly ServiceObjection[],
  hearingOn?: LocalDate,
): ServedNotice {
  const attemptId = servingAttempt(s);
  const a = s.attempts.find((x) => x.attemptId === attemptId);
  const mine = objections.filter((o) => (o.hearingNoticeId ?? 'notice') === id);
  const base = { id, ...(hearingOn !== undefined ? { hearingOn } : {}), objections: mine };
  if (s.servedOn === undefined) return base;
  const p = a?.proof;
  return {
    ...base,
    servedOn: s.servedOn,
    manner: a ? a.mode : 'deemed',
    ...(p?.at ? { at: p.at } : {}),
    ...(p?.place ? { place: p.place } : {}),
    ...(p?.tenderedBy ? { by: p.tenderedBy } : {}),
    ...(p?.tenderedTo ? { to: p.tenderedTo } : {}),
    ...(a?.particulars ? { particulars: a.particulars } : {}),
  };
}

/** The notices served (or to be served) on the reader of a complaint case; undefined for staff. */
export function adjudicationService(s: AdjudicationState, role: PartyRole | undefined): ServiceView | undefined {
  const objections = s.serviceObjections ?? [];
  if (role === 'respondent') {
    const notices: ServedNotice[] = [];
    if (s.notice) notices.push(served('notice', s.notice.service, objections));
    for (const h of s.hearingNotices)
      if (!h.inAbsence && h.withdrawnOn === undefined)
        notices.push(served(h.hearingNoticeId, h.service, objections, h.hearingOn));
    // An objection stays visible after an upheld decision undid the service it was about.
    return notices.length > 0 ? { notices } : undefined;
  }
  if (role === 'complainant' || role === 'authorised-officer' || role === 'representative') {
    const notices = s.hearingNotices
      .filter((h) => h.withdrawnOn === undefined && h.complainantService !== undefined)
      .map((h) => served(h.hearingNoticeId, h.complainantService!, [], h.hearingOn));
    return notices.length > 0 ? { notices } : undefined;
  }
  return undefined;
}

/** The notice of the appeal served on its respondent, and their objections; undefined for anyone else. */
export function appealService(s: AppealState, role: PartyRole | undefined): ServiceView | undefined {
  if (role !== 'appeal-respondent' || !s.notice) return undefined;
  return { notices: [served('notice', s.notice.service, s.serviceObjections ?? [])], appeal: true };
}
