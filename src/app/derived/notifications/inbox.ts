// The in-app inbox (issue 6: notifications "by email …, by SMS …, and in-app"). Every message the watcher queues for
// an account (reminders, lapses, escalations, proposals, "your last day", documents issued) has one email row, and the
// inbox shows those rows: a message is delivered in-app when it is stored (watch-common.ts `email`, 0016-inbox.sql). Here the account reads
// them, newest first with cursor pages, counts the unread and marks them read. Only the owner reaches a message
// (policies/inbox.ts): every read and write names the actor's own account, and an id that is not theirs is unknown.

import type { Clock } from '../../../lib/clock.ts';
import type { Actor } from '../../actor.ts';
import { AppError } from '../../errors.ts';
import { inboxAccountOf } from '../../policies/inbox.ts';
import type { Page } from '../../ports/store.ts';
import type { InboxRepo, InboxRow } from '../../ports/notifications.ts';

export interface InboxDeps {
  readonly repo: InboxRepo;
  readonly clock: Clock;
}

/** A message as the inbox shows it: the row, its proceeding named as the case; createdAt is when it was queued (and so delivered to the inbox). */
export type InboxMessage = Omit<InboxRow, 'streamId'> & { readonly caseId: string | null };

const MAX = 100;
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** Opaque to clients: base64url JSON of [created_at as an ISO instant, id]. */
export const encodeInboxCursor = (m: { createdAt: Date; id: string }): string =>
  Buffer.from(JSON.stringify([m.createdAt.toISOString(), m.id])).toString('base64url');

/** The position a cursor names, or undefined when it is not one this server gave out. */
export function decodeInboxCursor(c: string): { createdAt: string; id: string } | undefined {
  if (!/^[A-Za-z0-9_-]{1,400}$/.test(c)) return undefined;
  try {
    const v = JSON.parse(Buffer.from(c, 'base64url').toString('utf8')) as unknown;
    if (
      Array.isArray(v) &&
      v.length === 2 &&
      typeof v[0] === 'string' &&
      ISO.test(v[0]) &&
      Number.isFinite(Date.parse(v[0])) &&
      typeof v[1] === 'string' &&
      /^[1-9][0-9]{0,17}$/.test(v[1])
    )
      return { createdAt: v[0], id: v[1] };
  } catch {
    // not JSON
  }
  return undefined;
}

const view = ({ streamId, ...r }: InboxRow): InboxMessage => ({ ...r, caseId: streamId });

/** The actor's own inbox, newest first; `cursor` is the nextCursor of the previous page. */
export async function inbox(
  deps: InboxDeps,
  actor: Actor,
  cursor: string | undefined,
  limit = 20,
): Promise<Page<InboxMessage>> {
  const accountId = inboxAccountOf(actor, 'inbox:read');
  const after = cursor === undefined || cursor === '' ? undefined : decodeInboxCursor(cursor);
  if (cursor && !after)
    throw new AppError(
      'VALIDATION.FAILED',
      'The cursor is not one this server gave out; start again without it and follow nextCursor.',
      { field: 'cursor' },
    );
  const n = Math.max(1, Math.min(MAX, Math.trunc(limit)));
  const rows = await deps.repo.list(accountId, after, n + 1);
  const items = rows.slice(0, n).map(view);
  const last = items[items.length - 1];
  return rows.length > n && last ? { items, nextCursor: encodeInboxCursor(last) } : { items };
}

/** How many of the actor's messages are unread (the header's count). */
export function unreadCount(deps: InboxDeps, actor: Actor): Promise<number> {
  return deps.repo.unreadCount(inboxAccountOf(actor, 'inbox:read'));
}

/**
 * Marks one of the actor's messages read (again is harmless: the first mark stays), or all of them with 'all'.
 * Returns how many were newly marked and the unread count after.
 */
export async function markRead(
  deps: InboxDeps,
  actor: Actor,
  which: { id: string } | 'all',
): Promise<{ marked: number; unread: number }> {
  const accountId = inboxAccountOf(actor, 'inbox:mark-read');
  const at = deps.clock.now();
  let marked: number;
  if (which === 'all') {
    marked = await deps.repo.markAllRead(accountId, at);
  } else {
    // Another account's id, a deleted one and a malformed one all read the same: unknown to this inbox.
    const unknown = new AppError('NOT_FOUND', 'You have no message with that id in your inbox.', { field: 'id' });
    if (!/^[1-9][0-9]{0,17}$/.test(which.id)) throw unknown;
    const r = await deps.repo.markRead(accountId, which.id, at);
    if (!r) throw unknown;
    marked = r === 'marked' ? 1 : 0;
  }
  return { marked, unread: await deps.repo.unreadCount(accountId) };
}
