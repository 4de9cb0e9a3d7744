// The hearing dates of a proceeding, kept on its summary row (compact.ts) so a calendar feed (calendar-feed.ts) reads
// them by index without replaying order sheets. A date is a hearing fixed by notice (Rule 4(6); Rule 4(7) when the
// case proceeds ex parte; Rule 7(10) for an appeal) or a hearing held on it. A notice superseded by a later notice
// issued before its date (the hearing was re-fixed, no hearing recorded on it) is dropped. Pure.

import type { LocalDate } from '../../../lib/local-date.ts';
import type { AdjudicationState } from '../../../domain/adjudication/index.ts';
import type { AppealState } from '../../../domain/appeal/index.ts';
import type { ProvisionId } from '../../../rules/provisions.ts';

export interface HearingDate {
  readonly on: LocalDate;
  readonly basis: readonly ProvisionId[];
}

function byDate(xs: readonly HearingDate[]): HearingDate[] {
  const seen = new Map<string, HearingDate>();
  for (const x of xs) if (!seen.has(x.on)) seen.set(x.on, x);
  return [...seen.values()].sort((a, b) => (a.on < b.on ? -1 : a.on > b.on ? 1 : 0));
}

export function adjudicationHearings(s: AdjudicationState): HearingDate[] {
  const heldOn = new Set(s.hearings.map((h) => h.on));
  const heldFor = new Set(s.hearings.flatMap((h) => (h.hearingNoticeId ? [h.hearingNoticeId] : [])));
  const notices = s.hearingNotices.filter((n, i) => {
    if (heldFor.has(n.hearingNoticeId) || heldOn.has(n.hearingOn)) return true;
    return !s.hearingNotices.slice(i + 1).some((later) => later.issuedOn < n.hearingOn);
  });
  return byDate([
    ...notices.map((n): HearingDate => ({
      on: n.hearingOn,
      basis: n.inAbsence ? ['in.ctr2026.r4.6', 'in.ctr2026.r4.7'] : ['in.ctr2026.r4.6'],
    })),
    ...s.hearings.map((h): HearingDate => ({ on: h.on, basis: ['in.ctr2026.r4.6', 'in.ctr2026.r4.9'] })),
  ]);
}

export function appealHearings(s: AppealState): HearingDate[] {
  return byDate([
    ...s.hearings.map((h): HearingDate => ({ on: h.on, basis: ['in.ctr2026.r7.10'] })),
    ...(s.scheduledHearing
      ? [{ on: s.scheduledHearing.hearingOn, basis: ['in.ctr2026.r7.10'] } satisfies HearingDate]
      : []),
  ]);
}
