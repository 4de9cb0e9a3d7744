// Rule 7(12), issue 27: the penalty's account in the case below, which the appellate order must take into account (no
// second demand for what was deposited or is already being recovered by the Board).

import type { AdjudicationState } from '../../domain/adjudication/state.ts';
import { depositedPaise } from '../../domain/adjudication/state.ts';
import type { AppealState, PenaltyAccountBelow } from '../../domain/appeal/state.ts';
import type { LocalDate } from '../../lib/local-date.ts';

/** What was deposited under the order below and what was referred to the Board, read from its record. */
export function penaltyAccountBelow(state: unknown): PenaltyAccountBelow {
  const s = state as AdjudicationState;
  const referred = s.recoveryReferredOn !== undefined ? (s.recoveryReferredPaise ?? 0) : 0;
  return {
    depositedPaise: depositedPaise(s),
    referredPaise: referred,
    ...(s.recoveryReferredOn !== undefined ? { referredOn: s.recoveryReferredOn } : {}),
  };
}

/**
 * Rule 4(14), issue 27 point 5: the appeal against the order that is pending (filed, neither refused registration nor
 * decided), which a reference to the Board made now records; the first filed when there are several.
 */
export function appealPending(
  appeals: readonly { readonly number: string; readonly state: unknown }[],
): { number: string; filedOn: LocalDate } | undefined {
  for (const a of appeals) {
    const s = a.state as AppealState;
    if (s.stage === 'none' || s.stage === 'refused' || s.stage === 'decided' || s.decision) continue;
    const filedOn = s.filing?.on;
    if (filedOn) return { number: a.number, filedOn };
  }
  return undefined;
}
