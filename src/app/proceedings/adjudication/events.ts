// The complaint case's event catalogue: every event of the domain's AdjudicationEvent union with the words each reader
// is told (the officer's line, the party's sentence, the signed order sheet's sentence) and the documents it issues.
// The entries are kept by stage (events-notice.ts, events-hearing.ts, events-order.ts); this record is typed against
// the union, so an event added to the domain without an entry in one of them does not compile.

import type { AdjudicationEvent } from '../../../domain/adjudication/events.ts';
import type { SheetWords, SignedEventCatalogue, SignedEventEntry } from '../catalogue.ts';
import { HEARING_EVENTS } from './events-hearing.ts';
import { NOTICE_EVENTS } from './events-notice.ts';
import { ORDER_EVENTS } from './events-order.ts';
import { ADJOURNMENT_EVENTS } from './events-adjournment.ts';

export const ADJUDICATION_EVENTS: SignedEventCatalogue<AdjudicationEvent> = {
  ...NOTICE_EVENTS,
  ...HEARING_EVENTS,
  ...ORDER_EVENTS,
  ...ADJOURNMENT_EVENTS,
};

/** The entry of one event, typed by the event it is called with. */
export function adjudicationEntry<E extends AdjudicationEvent>(e: E): SignedEventEntry<E> {
  return ADJUDICATION_EVENTS[e.type as E['type']] as unknown as SignedEventEntry<E>;
}

/** The signed order sheet's sentence for an event of the complaint case. */
export function sheetSentence(e: AdjudicationEvent): SheetWords {
  return adjudicationEntry(e).sheet(e);
}
