// The order sheet: every proceeding of the case in the order it was recorded, with its date and legal basis.

import type { LocalDate } from '../../lib/local-date.ts';
import type { ProvisionId } from '../../rules/provisions.ts';
import type { AdjudicationEvent } from '../../domain/adjudication/events.ts';
import type { AdjudicationState } from '../../domain/adjudication/state.ts';
import type { BuildContext, DocumentModel } from '../types.ts';
import { header, need } from './common.ts';
import type { Parties } from './adjudication.ts';
import { partiesOf } from './adjudication.ts';

export interface OrderSheetEntry {
  readonly no: number;
  readonly on: LocalDate;
  readonly event: AdjudicationEvent;
  readonly basis: readonly ProvisionId[];
}

export interface OrderSheetValues {
  readonly parties: Parties;
  readonly entries: readonly OrderSheetEntry[];
}

export function buildOrderSheet(
  ctx: BuildContext,
  s: AdjudicationState,
  events: readonly AdjudicationEvent[],
): DocumentModel<OrderSheetValues> {
  const c = need(s.complaint, 'order-sheet', 'complaint');
  const last = events[events.length - 1];
  return {
    header: header(ctx, 'order-sheet', last?.on ?? c.receivedOn, [
      'in.ctr2026.r3',
      'in.ctr2026.r4.15',
      'in.ctr2026.r5',
    ]),
    values: {
      parties: partiesOf(c.particulars),
      entries: events.map((e, i) => ({ no: i + 1, on: e.on, event: e, basis: e.basis })),
    },
  };
}
