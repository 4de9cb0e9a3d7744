// Issue 27: what the complaint case's adjournments read from the state: the sitting still to be held, the request to
// adjourn it awaiting the officer's decision, and the refusal of anything that would replace that sitting meanwhile.

import { formatLegal } from '../../lib/local-date.ts';
import type { ProvisionId } from '../../rules/provisions.ts';
import type { AdjDecision } from './decide-util.ts';
import { no } from './decide-util.ts';
import type { AdjournmentRequest, AdjudicationState, HearingNotice, Party } from './state.ts';
import { pendingAdjournments } from './state.ts';

/** Rule 4(6) (the hearing on the date fixed) and Rule 4(10) (a reasonable opportunity of being heard). */
export const ADJOURNMENT_BASIS: readonly ProvisionId[] = ['in.ctr2026.r4.6', 'in.ctr2026.r4.10'];

export const WHO: Readonly<Record<Party, string>> = {
  contravener: 'the person complained against',
  complainant: 'the complainant',
};

/** The notice of hearing whose sitting is still to come: not withdrawn and no hearing recorded on it. */
export function liveHearingNotice(s: AdjudicationState): HearingNotice | undefined {
  return s.hearingNotices
    .filter((h) => h.withdrawnOn === undefined && !s.hearings.some((x) => x.hearingNoticeId === h.hearingNoticeId))
    .at(-1);
}

/** The request awaiting a decision on this notice's sitting, if any (one at a time per sitting). */
export const pendingOn = (s: AdjudicationState, hearingNoticeId: string): AdjournmentRequest | undefined =>
  pendingAdjournments(s).find((r) => r.hearingNoticeId === hearingNoticeId);

/** The refusal of a new notice (other than the one `granting` that request fixes) of hearing replacing a sitting whose adjournment a party asked for and awaits. */
export function adjournmentAwaited(s: AdjudicationState, granting?: string): AdjDecision | undefined {
  const live = liveHearingNotice(s);
  const pending = live ? pendingOn(s, live.hearingNoticeId) : undefined;
  if (!pending || pending.requestId === granting) return undefined;
  return no(
    'ADJOURNMENT.REQUEST_PENDING',
    `${cap(WHO[pending.by])} asked on ${formatLegal(pending.on)} to adjourn the hearing of ${formatLegal(pending.sittingOn)}. Decide that request first: grant it (fixing the new date there) or refuse it, with reasons.`,
    ADJOURNMENT_BASIS,
  );
}

export const cap = (x: string): string => x.charAt(0).toUpperCase() + x.slice(1);
