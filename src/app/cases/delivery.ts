// What became of each line of service on the order sheet (issue 14): the notice was delivered, the addressee refused
// it, it came back undelivered, or the result is not yet known. Rules 4(5) and 7(9) let the authority record an
// attempt (served, failed or pending), its outcome later, or service deemed complete when the addressee refused to
// accept it or evaded service; this reads those entries, for the order sheet in PDF and on the case pages.
//
// An attempt "served" is delivered; "failed" came back undelivered (returned); "pending" awaits its outcome. Service
// deemed complete on the ground of refusal is refused; deemed on any other ground (evading service, other reasons) is
// a notice that could not be delivered and came back: returned (the line also says that service is deemed complete).
// An appeal's deemed service (Rule 7(9)) states its ground in words: a ground that says the addressee refused
// ("refused", or इंकार in either spelling) is refused, any other returned. A tender the person refused to accept
// (Rule 4(5)(i), 7(9)(i)) is an attempt marked refused.

export type Delivery = 'delivered' | 'refused' | 'returned' | 'pending';
export const DELIVERIES: readonly Delivery[] = ['delivered', 'refused', 'returned', 'pending'];

const fromOutcome = (outcome: unknown): Delivery | undefined =>
  outcome === 'served'
    ? 'delivered'
    : outcome === 'failed'
      ? 'returned'
      : outcome === 'pending'
        ? 'pending'
        : undefined;

/**
 * The delivery a line of service records, from its entry (type and payload, as stored or as the domain's event);
 * undefined for any other entry.
 */
export function deliveryOf(type: string, payload: unknown): Delivery | undefined {
  const p = (payload ?? {}) as {
    outcome?: unknown;
    ground?: unknown;
    refused?: unknown;
    attempt?: { outcome?: unknown; refused?: unknown };
  };
  if ((type === 'service-attempted' || type === 'appeal.service-attempted') && (p.refused || p.attempt?.refused))
    return 'refused';
  switch (type) {
    case 'service-attempted':
    case 'service-outcome-recorded':
    case 'appeal.service-outcome':
      return fromOutcome(p.outcome);
    case 'appeal.service-attempted':
      return fromOutcome(p.attempt?.outcome);
    case 'service-deemed':
    case 'appeal.service-deemed':
      return p.ground === 'refused-to-accept' || (typeof p.ground === 'string' && /refus|इ[ंन]कार/i.test(p.ground))
        ? 'refused'
        : 'returned';
    default:
      return undefined;
  }
}
