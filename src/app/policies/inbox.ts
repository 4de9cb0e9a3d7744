// Whose in-app inbox: a message is addressed to one account (a party, or an officer of the office or district) and
// carries the proceeding's particulars, so only that account reads it or marks it read. No role reaches another
// account's inbox: not an officer of the same office, not an administrator. A message id that is not the actor's is
// answered as unknown (NOT_FOUND), never as forbidden, so another account's ids are not confirmed.

import type { Actor } from '../actor.ts';

export const INBOX_POLICY = {
  'inbox:read': 'owner',
  'inbox:mark-read': 'owner',
} as const satisfies Record<string, 'owner'>;

export type InboxAction = keyof typeof INBOX_POLICY;

/** The one account whose messages the actor may read or mark: their own, whatever their grants. */
export function inboxAccountOf(actor: Actor, _action: InboxAction): string {
  return actor.accountId;
}
