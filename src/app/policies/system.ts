// What the portal's own jobs may record on a proceeding, declared per job. A job is not a person and holds no role:
// each rule below names the one kind of entry the job makes, and anything else is refused (AUTH.FORBIDDEN).

import type { SystemActor } from '../actor.ts';
import type { StreamKind } from '../ports/store.ts';

type Command = { readonly type: string; readonly [k: string]: unknown };

export const SYSTEM_POLICY: Readonly<Record<string, (kind: StreamKind, c: Command) => boolean>> = {
  // The mail dispatcher, having emailed a notice to the person it is to be served on, records that attempt at service
  // by electronic means, its outcome pending (Rule 4(5)(ii), Rule 7(9)(ii)). It never records an outcome or deemed
  // service and never another manner: whether the notice was served is for the officer to confirm.
  'mail-dispatcher': (kind, c) =>
    (kind === 'adjudication' || kind === 'appeal') &&
    c.type === 'record-service-attempt' &&
    c['mode'] === 'electronic' &&
    (c['outcome'] === undefined || c['outcome'] === 'pending'),
  // The field service (issue 32), on a proof a process server's approved phone signed and the portal verified, records
  // that attempt in the complaint case or the appeal: a tender (accepted, or refused) or an affixing, each with the
  // proof its manner needs (Rule 4(5)(i), (iii), Rule 7(9)(i), (iii)); and the signed copy of the final order handed
  // to a party, free of cost (Rule 4(15)). Never another manner, never an outcome of another attempt.
  'field-service': (kind, c) =>
    (kind === 'adjudication' || kind === 'appeal') &&
    ((c.type === 'record-service-attempt' && (c['mode'] === 'tender' || c['mode'] === 'affixing')) ||
      c.type === 'record-tender-refused' ||
      (kind === 'adjudication' && c.type === 'supply-order-copy' && c['feePaise'] === 0 && c['signed'] === true)),
};

/** Whether the job may record this command on a proceeding of this kind. */
export function systemAllows(actor: SystemActor, kind: StreamKind, c: Command): boolean {
  const rule = Object.hasOwn(SYSTEM_POLICY, actor.job) ? SYSTEM_POLICY[actor.job] : undefined;
  return rule !== undefined && rule(kind, c);
}
