// The appellate order's terms (Rule 7(11)) and the account of the case below (Rule 7(12)): enhancement only after
// notice to the appellant (issue 27), and what was deposited and referred below set against what stands.

import { appealGate } from './opportunity.ts';
import type { LocalDate } from '../../lib/local-date.ts';
import { formatLegal } from '../../lib/local-date.ts';
import { err } from '../../lib/result.ts';
import type { ProvisionId } from '../../rules/provisions.ts';
import type { DecideContext } from '../common.ts';
import type { AppealDecision } from './guards.ts';
import { isWholePaise, no } from './guards.ts';
import type { AppealState, OrderTerms, PenaltyAccountAfter, PenaltyAccountBelow } from './state.ts';

const R7_10: ProvisionId[] = ['in.ctr2026.r7.10'];
const R7_11: ProvisionId[] = ['in.ctr2026.r7.11'];

/**
 * Rule 7(12), issue 27: the penalty that stands, less what was deposited; of the rest, what the Board was asked to
 * recover stays with the Board (never more than is left), the remainder is the balance to pay; a deposit beyond the
 * penalty that stands is an excess to refund. Undefined when an amount is not whole paise.
 */
export function accountAfter(penaltyPaise: number, below: PenaltyAccountBelow): PenaltyAccountAfter | undefined {
  if (!isWholePaise(below.depositedPaise) || !isWholePaise(below.referredPaise)) return undefined;
  const remaining = Math.max(0, penaltyPaise - below.depositedPaise);
  const referredPaise = Math.min(below.referredPaise, remaining);
  return {
    depositedPaise: below.depositedPaise,
    referredPaise,
    ...(below.referredOn !== undefined ? { referredOn: below.referredOn } : {}),
    balancePaise: remaining - referredPaise,
    excessPaise: Math.max(0, below.depositedPaise - penaltyPaise),
  };
}

export const KEYS = ['penaltyPaise', 'compensationPaise', 'expensesPaise', 'chargesPaise'] as const;

export const wholeTerms = (t: OrderTerms | undefined): boolean =>
  t !== undefined && KEYS.every((k) => isWholePaise(t[k]));

/** Issue 27: the appellant's opportunity against enhancement, through the one gate (domain/service/opportunity.ts). */
export function enhancementGate(
  s: AppealState,
  terms: OrderTerms,
  on: LocalDate,
  ctx: DecideContext,
): AppealDecision | undefined {
  const n = s.enhancementNotice;
  const name = s.form?.appellant.name ?? 'the appellant';
  if (n === undefined || KEYS.some((k) => terms[k] > n.proposed[k])) {
    return no(
      'APPEAL.ENHANCEMENT_NOT_NOTIFIED',
      n === undefined
        ? `The varied terms are heavier than the order appealed against. Give the appellant (${name}) notice to show cause against enhancement first: fix a hearing with the terms proposed and the reasons.`
        : `The varied terms go beyond those the appellant (${name}) was told of on ${formatLegal(n.on)}; give a fresh notice against enhancement to these terms, or keep within them.`,
      [...R7_11, ...R7_10],
      'varied',
    );
  }
  const refusal = appealGate(
    s,
    ctx,
    { what: 'enhance the order', on, rule: [...R7_11, ...R7_10] },
    {
      kind: 'enhancement',
    },
  );
  return refusal ? err({ ...refusal, code: 'APPEAL.ENHANCEMENT_NOT_NOTIFIED' }) : undefined;
}
