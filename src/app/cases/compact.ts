// The non-personal facts of a proceeding kept on its summary row, for lists and dashboards. No names, addresses,
// phone numbers or email addresses: those stay in the order sheet, whose reads by staff are logged.

import type { AdjudicationState } from '../../domain/adjudication/index.ts';
import { outstandingPenaltyPaise } from '../../domain/adjudication/index.ts';
import type { AppealState } from '../../domain/appeal/index.ts';
import type { AssamCase } from '../../domain/assam/index.ts';
import type { StreamKind } from '../ports/store.ts';
import { adjudicationHearings, appealHearings } from '../derived/notifications/hearing-dates.ts';

export function compactState(kind: StreamKind, state: unknown): Record<string, unknown> {
  if (kind === 'adjudication') {
    const s = state as AdjudicationState;
    return {
      noticeLate: s.notice?.late ?? false,
      exParte: s.exParte !== undefined,
      replyExtensionDays: s.replyExtensions.reduce((a, e) => a + e.days, 0),
      disposalExtensionDays: s.disposalExtensions.reduce((a, e) => a + e.days, 0),
      order: s.order
        ? {
            kind: s.order.kind,
            on: s.order.on,
            penaltyPaise: s.order.penaltyPaise,
            compensationPaise: s.order.compensationPaise,
            late: s.order.late,
            exParte: s.order.exParte,
          }
        : null,
      outstandingPenaltyPaise: outstandingPenaltyPaise(s),
      recoveryReferredOn: s.recoveryReferredOn ?? null,
      // Hearing dates for the calendar feed (issue 6): src/app/derived/notifications/hearing-dates.ts.
      hearings: adjudicationHearings(s),
    };
  }
  if (kind === 'appeal') {
    const s = state as AppealState;
    return {
      item9: s.item9?.answer ?? null,
      outcome: s.decision?.outcome ?? null,
      defectsOutstanding: s.defects.filter((d) => d.status !== 'rectified').length,
      hearings: appealHearings(s),
    };
  }
  const s = state as AssamCase;
  return { stage: s.stage, compensation: s.compensation?.status ?? null };
}
