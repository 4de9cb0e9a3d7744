// The Board's recovery queue (Rules 4(14), 7(12); s.27C).

import type { LocalDate } from '../../lib/local-date.ts';
import type { ProvisionId } from '../../rules/provisions.ts';
import type { Book, CaseMoney, Place } from './book-types.ts';
import { demandId, outstandingPaise } from './book-types.ts';

/** The Board's recovery queue: penalties unpaid after the deposit period (s.27C), not yet referred or being recovered. */
export interface QueueItem {
  readonly caseId: string;
  readonly caseNumber: string;
  readonly orderOn: LocalDate;
  readonly depositDueOn: LocalDate;
  readonly daysOverdue: number;
  readonly orderedPaise: number;
  readonly realisedPaise: number;
  readonly outstandingPaise: number;
  readonly contravener: string;
  readonly place: Place;
  readonly referredOn?: LocalDate;
  readonly referredUnder?: ProvisionId;
  readonly appellate?: CaseMoney['appellate'];
  readonly recoveryActions: CaseMoney['recoveryActions'];
  readonly basis: readonly ProvisionId[];
}

export function recoveryQueue(
  b: Book,
  today: LocalDate,
  daysBetween: (a: LocalDate, z: LocalDate) => number,
): readonly QueueItem[] {
  const items: QueueItem[] = [];
  for (const c of b.cases.values()) {
    const d = b.demands.get(demandId(c.caseId, 'penalty'));
    if (!d || c.depositDueOn === undefined || today <= c.depositDueOn) continue;
    const out = outstandingPaise(d);
    if (out === 0) continue;
    items.push({
      caseId: c.caseId,
      caseNumber: c.caseNumber,
      orderOn: c.orderOn,
      depositDueOn: c.depositDueOn,
      daysOverdue: daysBetween(c.depositDueOn, today),
      orderedPaise: d.orderedPaise,
      realisedPaise: d.realisedPaise - d.refundedPaise,
      outstandingPaise: out,
      contravener: c.contravener,
      place: c.place,
      ...(c.referredOn !== undefined ? { referredOn: c.referredOn } : {}),
      ...(c.referredUnder !== undefined ? { referredUnder: c.referredUnder } : {}),
      ...(c.appellate !== undefined ? { appellate: c.appellate } : {}),
      recoveryActions: c.recoveryActions,
      basis: [c.appellate ? 'in.ctr2026.r7.12' : 'in.ctr2026.r4.14', 'in.cta1871.s27c'],
    });
  }
  return items.sort((x, y) =>
    x.depositDueOn < y.depositDueOn ? -1 : x.depositDueOn > y.depositDueOn ? 1 : x.caseId.localeCompare(y.caseId),
  );
}
