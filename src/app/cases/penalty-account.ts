// Rule 7(12), issue 27: the penalty's account in the case below, which the appellate order must take into account (no
// second demand for what was deposited or is already being recovered by the Board).

import type { AdjudicationState } from '../../domain/adjudication/state.ts';
import { depositedPaise } from '../../domain/adjudication/state.ts';
import type { PenaltyAccountBelow } from '../../domain/appeal/state.ts';

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
