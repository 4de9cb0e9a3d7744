// The field service's tables (0170-field-service.sql; ports in src/app/ports/field.ts): process servers, their phones'
// public keys, the tasks the office allocates and the phones' proofs (append-only; the database refuses changes).

import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { DeviceRow, FieldRepo, FieldTx, ProofRow, TaskRow } from '../app/ports/field.ts';
import type { Database } from './schema.ts';
import { createStore } from './store.ts';

interface DeviceDb {
  id: string;
  account_id: string;
  account_name: string;
  office_code: string;
  label: string;
  public_key: DeviceRow['publicKey'] | string;
  key_sha256: string;
  enrolled_at: Date;
  approved_at: Date | null;
  revoked_at: Date | null;
}
const json = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);
const device = (r: DeviceDb): DeviceRow => ({
  id: r.id,
  accountId: r.account_id,
  accountName: r.account_name,
  officeCode: r.office_code,
  label: r.label,
  publicKey: json(r.public_key),
  keySha256: r.key_sha256,
  enrolledAt: new Date(r.enrolled_at),
  approvedAt: r.approved_at ? new Date(r.approved_at) : null,
  revokedAt: r.revoked_at ? new Date(r.revoked_at) : null,
});

interface TaskDb {
  id: string;
  stream_id: string;
  number: string;
  office_code: string;
  notice: TaskRow['notice'];
  hearing_notice_id: string | null;
  copy_to: TaskRow['copyTo'];
  document_id: string;
  notice_sha256: string;
  addressee: string;
  address: string;
  account_id: string;
  account_name: string;
  status: TaskRow['status'];
  allocated_at: Date;
}
const task = (r: TaskDb): TaskRow => ({
  id: r.id,
  streamId: r.stream_id,
  number: r.number,
  officeCode: r.office_code,
  notice: r.notice,
  hearingNoticeId: r.hearing_notice_id,
  copyTo: r.copy_to ?? null,
  documentId: r.document_id,
  noticeSha256: r.notice_sha256,
  addressee: r.addressee,
  address: r.address,
  accountId: r.account_id,
  accountName: r.account_name,
  status: r.status,
  allocatedAt: new Date(r.allocated_at),
});

interface ProofDb {
  hash: string;
  device_id: string;
  task_id: string;
  seq: number;
  prev_hash: string | null;
  body: string;
  signature: string;
  photo_document_ids: string[] | string;
  received_at: Date;
  device_sent_at: Date | null;
  verdict: ProofRow['verdict'];
  flags: string[] | string;
  reason: string | null;
  stream_id: string;
  attempt_id: string | null;
  review_decision?: 'accepted' | 'rejected' | null;
  review_reasons?: string | null;
  review_attempt_id?: string | null;
  review_by?: string | null;
  review_at?: Date | null;
}
const proof = (r: ProofDb): ProofRow => ({
  hash: r.hash,
  deviceId: r.device_id,
  taskId: r.task_id,
  seq: Number(r.seq),
  prevHash: r.prev_hash,
  body: r.body,
  signature: r.signature,
  photoDocumentIds: json(r.photo_document_ids),
  receivedAt: new Date(r.received_at),
  deviceSentAt: r.device_sent_at ? new Date(r.device_sent_at) : null,
  verdict: r.verdict,
  flags: json(r.flags),
  reason: r.reason,
  streamId: r.stream_id,
  attemptId: r.attempt_id,
  review: r.review_decision
    ? {
        decision: r.review_decision,
        reasons: r.review_reasons ?? '',
        attemptId: r.review_attempt_id ?? null,
        byName: r.review_by ?? '',
        at: new Date(r.review_at!),
      }
    : null,
});

/** A proof with the officer's decision on it, if any (0260). */
const PROOF = sql`select p.*, r.decision as review_decision, r.reasons as review_reasons,
  r.attempt_id as review_attempt_id, ra.name as review_by, r.decided_at as review_at
  from field_proof p left join field_proof_review r on r.proof_hash = p.hash
  left join account ra on ra.id = r.decided_by`;

const DEVICE = sql`select d.*, a.name as account_name from field_device d join account a on a.id = d.account_id`;
const TASK = sql`select t.*, s.number, a.name as account_name from field_task t join stream s on s.id = t.stream_id join account a on a.id = t.account_id`;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a Kysely instance or a transaction of it
function queries(db: Kysely<any>): FieldTx {
  return {
    async processServerOffices(accountId) {
      const r = await sql<{ office_code: string }>`
        select office_code from process_server where account_id = ${accountId}::uuid and revoked_at is null
        order by office_code`.execute(db);
      return r.rows.map((x) => x.office_code);
    },
    async grantProcessServer(accountId, officeCode, by, at) {
      await sql`insert into process_server (account_id, office_code, granted_by, granted_at)
        values (${accountId}::uuid, ${officeCode}, ${by}::uuid, ${at})
        on conflict (account_id, office_code) do update set revoked_at = null`.execute(db);
    },
    async processServers(officeCode) {
      const r = await sql<{ account_id: string; name: string }>`
        select p.account_id, a.name from process_server p join account a on a.id = p.account_id
        where p.office_code = ${officeCode} and p.revoked_at is null order by a.name`.execute(db);
      return r.rows.map((x) => ({ accountId: x.account_id, name: x.name }));
    },
    async insertDevice(d) {
      const r = await sql<{ id: string }>`
        insert into field_device (account_id, office_code, label, public_key, key_sha256, enrolled_at)
        values (${d.accountId}::uuid, ${d.officeCode}, ${d.label}, ${JSON.stringify(d.publicKey)}::jsonb, ${d.keySha256}, ${d.enrolledAt})
        returning id`.execute(db);
      return r.rows[0]!.id;
    },
    async device(id, lock) {
      if (!/^[0-9a-f-]{36}$/.test(id)) return undefined;
      const r = lock
        ? await sql<DeviceDb>`${DEVICE} where d.id = ${id}::uuid for update of d`.execute(db)
        : await sql<DeviceDb>`${DEVICE} where d.id = ${id}::uuid`.execute(db);
      return r.rows[0] ? device(r.rows[0]) : undefined;
    },
    async approveDevice(id, by, at) {
      await sql`update field_device set approved_by = ${by}::uuid, approved_at = ${at} where id = ${id}::uuid and approved_at is null`.execute(
        db,
      );
    },
    async revokeDevice(id, by, at) {
      await sql`update field_device set revoked_by = ${by}::uuid, revoked_at = ${at} where id = ${id}::uuid and revoked_at is null`.execute(
        db,
      );
    },
    async devices(officeCode) {
      const r = await sql<DeviceDb>`${DEVICE} where d.office_code = ${officeCode} order by d.enrolled_at desc`.execute(
        db,
      );
      return r.rows.map(device);
    },
    async insertTask(t) {
      const r = await sql<{ id: string }>`
        insert into field_task (stream_id, office_code, notice, hearing_notice_id, copy_to, document_id, notice_sha256,
          addressee, address, account_id, allocated_by, allocated_at, changed_at)
        values (${t.streamId}::uuid, ${t.officeCode}, ${t.notice}, ${t.hearingNoticeId}, ${t.copyTo}, ${t.documentId}::uuid,
          ${t.noticeSha256}, ${t.addressee}, ${t.address}, ${t.accountId}::uuid, ${t.allocatedBy}::uuid, ${t.allocatedAt},
          ${t.allocatedAt})
        returning id`.execute(db);
      return r.rows[0]!.id;
    },
    async task(id, lock) {
      if (!/^[0-9a-f-]{36}$/.test(id)) return undefined;
      const r = lock
        ? await sql<TaskDb>`${TASK} where t.id = ${id}::uuid for update of t`.execute(db)
        : await sql<TaskDb>`${TASK} where t.id = ${id}::uuid`.execute(db);
      return r.rows[0] ? task(r.rows[0]) : undefined;
    },
    async updateTask(id, change, at) {
      await sql`update field_task set account_id = coalesce(${change.accountId ?? null}::uuid, account_id),
        status = coalesce(${change.status ?? null}, status), changed_at = ${at} where id = ${id}::uuid`.execute(db);
    },
    async openTasksOf(accountId) {
      const r = await sql<TaskDb>`${TASK} where t.account_id = ${accountId}::uuid and t.status = 'open'
        order by t.allocated_at, t.id`.execute(db);
      return r.rows.map(task);
    },
    async tasksOfOffice(officeCode) {
      const r = await sql<TaskDb>`${TASK} where t.office_code = ${officeCode} order by t.allocated_at desc, t.id
        limit 200`.execute(db);
      return r.rows.map(task);
    },
    async proof(hash) {
      const r = await sql<ProofDb>`${PROOF} where p.hash = ${hash}`.execute(db);
      return r.rows[0] ? proof(r.rows[0]) : undefined;
    },
    async lastProof(deviceId) {
      const r = await sql<{ hash: string; seq: number }>`
        select hash, seq from field_proof where device_id = ${deviceId}::uuid order by seq desc limit 1`.execute(db);
      return r.rows[0] ? { hash: r.rows[0].hash, seq: Number(r.rows[0].seq) } : undefined;
    },
    async proofAt(deviceId, seq) {
      const r = await sql<{ hash: string }>`
        select hash from field_proof where device_id = ${deviceId}::uuid and seq = ${seq}`.execute(db);
      return r.rows[0]?.hash;
    },
    async insertProof(p) {
      await sql`insert into field_proof (hash, device_id, task_id, seq, prev_hash, body, signature, photo_document_ids,
          received_at, device_sent_at, verdict, flags, reason, stream_id, attempt_id)
        values (${p.hash}, ${p.deviceId}::uuid, ${p.taskId}::uuid, ${p.seq}, ${p.prevHash}, ${p.body}, ${p.signature},
          ${JSON.stringify(p.photoDocumentIds)}::jsonb, ${p.receivedAt}, ${p.deviceSentAt}, ${p.verdict},
          ${JSON.stringify(p.flags)}::jsonb, ${p.reason}, ${p.streamId}::uuid, ${p.attemptId})`.execute(db);
    },
    async insertReview(hash, x) {
      const r = await sql<{
        proof_hash: string;
      }>`insert into field_proof_review (proof_hash, decision, reasons, attempt_id, decided_by, decided_at)
        values (${hash}, ${x.decision}, ${x.reasons}, ${x.attemptId}, ${x.by}::uuid, ${x.at})
        on conflict (proof_hash) do nothing returning proof_hash`.execute(db);
      return r.rows.length === 1;
    },
    async proofsOfOffice(officeCode) {
      const r = await sql<ProofDb>`${PROOF} join field_task t on t.id = p.task_id
        where t.office_code = ${officeCode} order by p.received_at desc limit 200`.execute(db);
      return r.rows.map(proof);
    },
    async proofsOfStream(streamId) {
      const r = await sql<ProofDb>`${PROOF} where p.stream_id = ${streamId}::uuid
        order by p.received_at`.execute(db);
      return r.rows.map(proof);
    },
  };
}

export function createFieldRepo(db: Kysely<Database>): FieldRepo {
  return {
    ...queries(db),
    withTx: (fn) => db.transaction().execute((trx) => fn(createStore(trx).read, queries(trx))),
  };
}
