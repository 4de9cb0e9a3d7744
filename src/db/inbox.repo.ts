// The in-app inbox's SQL (InboxRepo, src/app/ports/notifications.ts; migrations/0016-inbox.sql).

import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Attachment, InboxRepo, InboxRow } from '../app/ports/notifications.ts';
import type { Database } from './schema.ts';

/**
 * The in-app inbox (0016-inbox.sql): the account's messages (one email row each), through the partial index
 * notification_inbox (the list newest first, and the header's unread count). Every statement names the account, so no
 * call reaches another account's messages.
 */
export function createInboxRepo(db: Kysely<Database>): InboxRepo {
  return {
    async list(accountId, after, limit) {
      const r = await sql<{
        id: string;
        stream_id: string | null;
        number: string | null;
        lang: 'en' | 'hi' | 'as' | 'bn';
        subject: string;
        body: string;
        created_at: Date;
        read_at: Date | null;
        attachments: Attachment[];
      }>`
        select n.id::text as id, n.stream_id, s.number, n.lang, n.subject, n.body, n.created_at, n.read_at, n.attachments
        from notification n left join stream s on s.id = n.stream_id
        where n.account_id = ${accountId}::uuid and n.channel in ('email', 'in-app')
          and (${after ? after.createdAt : null}::timestamptz is null
            or (n.created_at, n.id) < (${after ? after.createdAt : null}::timestamptz, ${after ? after.id : null}::bigint))
        order by n.created_at desc, n.id desc
        limit ${limit}`.execute(db);
      return r.rows.map((x): InboxRow => ({
        id: x.id,
        streamId: x.stream_id,
        caseNumber: x.number,
        lang: x.lang,
        subject: x.subject,
        body: x.body,
        createdAt: new Date(x.created_at),
        readAt: x.read_at ? new Date(x.read_at) : null,
        documentIds: (x.attachments ?? []).flatMap((a) => (a.kind === 'document' ? [a.documentId] : [])),
      }));
    },

    async unreadCount(accountId) {
      const r = await sql<{ n: string }>`
        select count(*)::text as n from notification where account_id = ${accountId}::uuid and channel in ('email', 'in-app') and read_at is null`.execute(
        db,
      );
      return Number(r.rows[0]?.n ?? 0);
    },

    async markRead(accountId, id, at) {
      const r = await sql<{ newly: boolean }>`
        with old as (
          select id, read_at from notification
          where id = ${id}::bigint and account_id = ${accountId}::uuid and channel in ('email', 'in-app') for update)
        update notification n set read_at = coalesce(old.read_at, ${at}::timestamptz)
        from old where n.id = old.id
        returning old.read_at is null as newly`.execute(db);
      const row = r.rows[0];
      return row ? (row.newly ? 'marked' : 'already-read') : undefined;
    },

    async markAllRead(accountId, at) {
      const r = await sql<{ n: string }>`
        with u as (
          update notification set read_at = ${at}::timestamptz
          where account_id = ${accountId}::uuid and channel in ('email', 'in-app') and read_at is null
          returning 1)
        select count(*)::text as n from u`.execute(db);
      return Number(r.rows[0]?.n ?? 0);
    },
  };
}
