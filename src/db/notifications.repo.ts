// The deadline watcher's and the notification outbox's SQL (ports in src/app/ports/notifications.ts; tables in
// migrations/0014-deadlines-notifications.sql). Batches are written with one statement each (jsonb_to_recordset), and
// every claim is FOR UPDATE SKIP LOCKED, the same SQL on PGlite and PostgreSQL.
// The watcher's transaction is in watch.repo.ts and the in-app inbox in inbox.repo.ts (re-exported here).

import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type {
  Attachment,
  DeadlineAction,
  NotificationRepo,
  OutboxMessage,
  ServedNotice,
} from '../app/ports/notifications.ts';
import type { LocalDate } from '../lib/local-date.ts';
import type { Database } from './schema.ts';
import { createServiceMailRepo } from './service-mail.repo.ts';
import { watchTx } from './watch.repo.ts';

export { createInboxRepo } from './inbox.repo.ts';

interface NotificationRow {
  id: string;
  key: string;
  channel: 'email' | 'sms' | 'in-app';
  address: string;
  lang: 'en' | 'hi' | 'as' | 'bn';
  subject: string;
  body: string;
  attachments: Attachment[];
  attempts: number;
  status: string;
  created_at: Date;
  sent_at: Date | null;
  stream_id?: string | null;
  serves?: ServedNotice | null;
}
const messageOf = (r: NotificationRow): OutboxMessage => ({
  id: String(r.id),
  key: r.key,
  channel: r.channel,
  address: r.address,
  lang: r.lang,
  subject: r.subject,
  body: r.body,
  attachments: r.attachments,
  attempts: Number(r.attempts),
  ...(r.serves ? { streamId: r.stream_id ?? null, serves: r.serves } : {}),
});

export function createNotificationRepo(db: Kysely<Database>): NotificationRepo {
  return {
    transaction: (fn) => db.transaction().execute((trx) => fn(watchTx(trx))),
    serving: createServiceMailRepo(db),

    async claimMessages(now, leaseMs, limit) {
      const r = await sql<NotificationRow>`
        update notification set attempts = attempts + 1, run_after = ${now}::timestamptz + ${leaseMs}::int * interval '1 millisecond'
        where id in (
          select id from notification where status = 'pending' and run_after <= ${now}::timestamptz
          order by run_after, id limit ${limit} for update skip locked)
        returning *`.execute(db);
      return r.rows.map(messageOf);
    },

    async documentFile(id) {
      const r = await db
        .selectFrom('document')
        .select(['file_name', 'content'])
        .where('id', '=', id)
        .executeTakeFirst();
      return r ? { fileName: r.file_name, content: r.content } : undefined;
    },

    async markSent(id, at, messageId) {
      await sql`update notification set status = 'sent', sent_at = ${at}, message_id = ${messageId}, last_error = null where id = ${id}::bigint`.execute(
        db,
      );
    },

    async markFailed(id, error, at, retryAfterMs) {
      const e = error.slice(0, 2000);
      if (retryAfterMs === null)
        await sql`update notification set status = 'failed', last_error = ${e} where id = ${id}::bigint`.execute(db);
      else
        await sql`update notification set last_error = ${e}, run_after = ${at}::timestamptz + ${retryAfterMs}::int * interval '1 millisecond' where id = ${id}::bigint`.execute(
          db,
        );
    },

    async actions(f) {
      const r = await sql<{
        stream_id: string;
        number: string;
        clock: string;
        due: string;
        action: string;
        kind: 'proposal' | 'escalation' | 'lapse';
        audience: string;
        office_code: string;
        district_code: string;
        basis: string[];
        raised_on: string;
      }>`
        select a.stream_id, s.number, a.clock, a.due::text as due, a.action, a.kind, a.audience, a.office_code, a.district_code, a.basis, a.raised_on::text as raised_on
        from deadline_action a join stream s on s.id = a.stream_id
        where (${f.officeCode ?? null}::text is null or a.office_code = ${f.officeCode ?? null})
          and (${f.districtCode ?? null}::text is null or a.district_code = ${f.districtCode ?? null})
          and (${f.streamId ?? null}::uuid is null or a.stream_id = ${f.streamId ?? null}::uuid)
        order by a.raised_on, s.number, a.clock, a.action`.execute(db);
      return r.rows.map((x): DeadlineAction => ({
        streamId: x.stream_id,
        caseNumber: x.number,
        clock: x.clock,
        due: x.due as LocalDate,
        action: x.action,
        kind: x.kind,
        audience: x.audience,
        officeCode: x.office_code,
        districtCode: x.district_code,
        basis: x.basis,
        raisedOn: x.raised_on as LocalDate,
      }));
    },

    async messages(f) {
      const r = await sql<NotificationRow>`
        select * from notification
        where (${f.streamId ?? null}::uuid is null or stream_id = ${f.streamId ?? null}::uuid)
          and (${f.accountId ?? null}::uuid is null or account_id = ${f.accountId ?? null}::uuid)
        order by created_at, key`.execute(db);
      return r.rows.map((x) => ({ ...messageOf(x), status: x.status, createdAt: x.created_at, sentAt: x.sent_at }));
    },
  };
}
