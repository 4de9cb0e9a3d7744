// The DocumentTx port over Kysely: the outbox of documents to issue (document_job, migration 0005) and the stored
// bytes of issued documents (the `document` table uploads use, with no uploader).

import { sql } from 'kysely';
import type { CompiledQuery, Kysely, Transaction } from 'kysely';
import type { DocumentTx, IssueJob, IssueJobStatus } from '../app/ports/documents.ts';
import type { Database } from './schema.ts';
import { compiledByCount, compileOnly } from './prepared.ts';
import type { DocLang } from '../rules/document-languages.ts';

interface DocumentJobTable {
  id: string;
  stream_id: string;
  seq: number;
  template: string;
  lang: DocLang;
  document_id: string;
  status: IssueJobStatus;
  attempts: number;
  run_after: Date | string;
  last_error: string | null;
  created_at: Date | string;
  done_at: Date | string | null;
  issued_seq: number | null;
}

type JobDb = Database & { document_job: DocumentJobTable };
type Q = Kysely<Database> | Transaction<Database>;

function jobOf(r: DocumentJobTable): IssueJob {
  return {
    id: r.id,
    streamId: r.stream_id,
    seq: Number(r.seq),
    template: r.template,
    lang: r.lang,
    documentId: r.document_id,
    status: r.status,
    attempts: Number(r.attempts),
    createdAt: new Date(r.created_at),
    lastError: r.last_error,
    issuedSeq: r.issued_seq === null ? null : Number(r.issued_seq),
  };
}

// The outbox rows of n documents (6 values each), built once per n (prepared.ts).
const ENQUEUE = compiledByCount(
  (n) => n * 6,
  (n, a) =>
    compileOnly<JobDb>()
      .insertInto('document_job')
      .values(
        Array.from({ length: n }, (_, i) => ({
          stream_id: a[i * 6],
          seq: a[i * 6 + 1],
          template: a[i * 6 + 2],
          lang: a[i * 6 + 3],
          run_after: a[i * 6 + 4],
          created_at: a[i * 6 + 5],
        })) as never,
      )
      .onConflict((oc) => oc.columns(['stream_id', 'seq', 'template', 'lang']).doNothing()),
);

/** `write`, when given (a pipelined transaction, store.ts), sends the outbox rows without waiting for the answer. */
export function documentTx(q0: Q, write?: (cq: CompiledQuery) => Promise<void>): DocumentTx {
  const q = q0 as unknown as Kysely<JobDb>;
  return {
    async enqueue(jobs) {
      if (jobs.length === 0) return;
      const ins = ENQUEUE(
        jobs.length,
        jobs.flatMap((j) => [j.streamId, j.seq, j.template, j.lang, j.at, j.at]),
      );
      if (write) await write(ins);
      else await q.executeQuery(ins);
    },

    async claim(now, leaseMs) {
      const r = await sql<DocumentJobTable>`
        update document_job set attempts = attempts + 1, run_after = ${now}::timestamptz + ${leaseMs}::int * interval '1 millisecond'
        where id = (
          select id from document_job where status = 'pending' and run_after <= ${now}
          order by run_after, id limit 1 for update skip locked)
        returning *`.execute(q);
      const row = r.rows[0];
      return row ? jobOf(row) : undefined;
    },

    async lockJob(id) {
      const r = await q.selectFrom('document_job').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
      return r ? jobOf(r) : undefined;
    },

    async complete(id, issuedSeq, at) {
      await q
        .updateTable('document_job')
        .set({ status: 'done', issued_seq: issuedSeq, done_at: at, last_error: null })
        .where('id', '=', id)
        .execute();
    },

    async fail(id, error, now, retryAfterMs) {
      const last_error = error.slice(0, 2000);
      await q
        .updateTable('document_job')
        .set(
          retryAfterMs === null
            ? { last_error, status: 'failed' }
            : {
                last_error,
                run_after: sql<Date>`${now}::timestamptz + ${retryAfterMs}::int * interval '1 millisecond'`,
              },
        )
        .where('id', '=', id)
        .execute();
    },

    async jobByDocument(documentId) {
      const r = await q.selectFrom('document_job').selectAll().where('document_id', '=', documentId).executeTakeFirst();
      return r ? jobOf(r) : undefined;
    },

    async jobsOf(streamId) {
      const rows = await q
        .selectFrom('document_job')
        .selectAll()
        .where('stream_id', '=', streamId)
        .orderBy('seq')
        .orderBy('template')
        .orderBy('lang')
        .execute();
      return rows.map(jobOf);
    },

    async pendingCount(now) {
      const r = await q
        .selectFrom('document_job')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('status', '=', 'pending')
        .where('run_after', '<=', now)
        .executeTakeFirstOrThrow();
      return Number(r.n);
    },

    async accountName(accountId) {
      const r = await q.selectFrom('account').select('name').where('id', '=', accountId).executeTakeFirst();
      return r?.name;
    },

    async insertIssued(d) {
      await q
        .insertInto('document')
        .values({
          id: d.id,
          stream_id: d.streamId,
          sha256: d.sha256,
          media_type: 'application/pdf',
          byte_size: d.byteSize,
          file_name: d.fileName,
          content: d.content,
          uploaded_by: null,
          created_at: d.at,
        } as never)
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
    },
  };
}
