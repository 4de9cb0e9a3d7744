// Service of notices by email (0017-service-by-email.sql; ports in src/app/ports/notifications.ts, use cases in
// src/app/derived/notifications/service-by-email.ts): the outbox row and the proceeding written in one transaction, the
// per-message link's first opening, and the officer's view of the emailed notices.

import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { EmailedNoticeRow, ServedNotice, ServiceMailRepo } from '../app/ports/notifications.ts';
import type { Database } from './schema.ts';
import { createStore } from './store.ts';

export function createServiceMailRepo(db: Kysely<Database>): ServiceMailRepo {
  return {
    withCase: (fn) =>
      db.transaction().execute((trx) =>
        fn(createStore(trx).read, {
          async markSent(id, at, messageId) {
            await sql`update notification set status = 'sent', sent_at = ${at}, message_id = ${messageId}, last_error = null where id = ${id}::bigint`.execute(
              trx,
            );
          },
          async noteService(id, note) {
            await sql`update notification set service_note = ${note} where id = ${id}::bigint`.execute(trx);
          },
        }),
      ),

    async peekToken(token) {
      const r = await sql<{ stream_id: string | null; template: string | null }>`
        select stream_id, serves->>'template' as template from notification where open_token = ${token} and channel = 'email'`.execute(
        db,
      );
      const row = r.rows[0];
      return row ? { streamId: row.stream_id, template: row.template } : undefined;
    },

    async openByToken(token, at) {
      const r = await sql<{ stream_id: string | null; first: boolean }>`
        with old as (select id, opened_at from notification where open_token = ${token} and channel = 'email' for update)
        update notification n set opened_at = coalesce(old.opened_at, ${at}::timestamptz), opened_via = coalesce(n.opened_via, 'link')
        from old where n.id = old.id
        returning n.stream_id, old.opened_at is null as first`.execute(db);
      const row = r.rows[0];
      return row ? { streamId: row.stream_id, first: row.first } : undefined;
    },

    async openInPortal(accountId, documentId, at) {
      const r = await sql<{ n: string }>`
        with u as (
          update notification set opened_at = ${at}::timestamptz, opened_via = 'portal'
          where account_id = ${accountId}::uuid and channel = 'email' and serves is not null and status = 'sent'
            and opened_at is null and serves->>'documentId' = ${documentId}
          returning 1)
        select count(*)::text as n from u`.execute(db);
      return Number(r.rows[0]?.n ?? 0);
    },

    async emailed(streamId) {
      const r = await sql<{
        id: string;
        key: string;
        account_id: string | null;
        address: string;
        lang: 'en' | 'hi' | 'as' | 'bn';
        status: string;
        serves: ServedNotice;
        service_note: string | null;
        sent_at: Date | null;
        message_id: string | null;
        opened_at: Date | null;
        opened_via: 'link' | 'portal' | null;
      }>`
        select id::text as id, key, account_id, address, lang, status, serves, service_note, sent_at, message_id, opened_at, opened_via
        from notification
        where stream_id = ${streamId}::uuid and serves is not null and channel = 'email'
        order by created_at, id`.execute(db);
      return r.rows.map((x): EmailedNoticeRow => ({
        id: x.id,
        key: x.key,
        accountId: x.account_id,
        address: x.address,
        lang: x.lang,
        status: x.status,
        serves: x.serves,
        serviceNote: x.service_note,
        sentAt: x.sent_at ? new Date(x.sent_at) : null,
        messageId: x.message_id,
        openedAt: x.opened_at ? new Date(x.opened_at) : null,
        openedVia: x.opened_via,
      }));
    },
  };
}
