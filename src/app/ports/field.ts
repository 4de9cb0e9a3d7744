// The storage the field service needs (src/db/field.repo.ts implements it): process servers, their phones' keys, the
// tasks the office allocates, and the proofs the phones send (append-only).

import type { StoreTx } from './store.ts';

export interface PublicKeyJwk {
  readonly kty: 'EC';
  readonly crv: 'P-256';
  readonly x: string;
  readonly y: string;
}

export interface DeviceRow {
  readonly id: string;
  readonly accountId: string;
  readonly accountName: string;
  readonly officeCode: string;
  readonly label: string;
  readonly publicKey: PublicKeyJwk;
  readonly keySha256: string;
  readonly enrolledAt: Date;
  readonly approvedAt: Date | null;
  readonly revokedAt: Date | null;
}

/** What a task serves: Form-II, a notice of hearing, the copy of the final order to a party (Rule 4(15)), the appellate
 * authority's notice to the respondent (Rule 7(9)). */
export type FieldNotice = 'form-2' | 'hearing-notice' | 'order-copy' | 'appeal-notice';
export type CopyTo = 'contravener' | 'complainant';
export type TaskStatus = 'open' | 'cancelled' | 'done';

export interface TaskRow {
  readonly id: string;
  readonly streamId: string;
  readonly number: string;
  readonly officeCode: string;
  readonly notice: FieldNotice;
  readonly hearingNoticeId: string | null;
  /** For an order copy: the party it is for. */
  readonly copyTo: CopyTo | null;
  readonly documentId: string;
  readonly noticeSha256: string;
  readonly addressee: string;
  readonly address: string;
  readonly accountId: string;
  readonly accountName: string;
  readonly status: TaskStatus;
  readonly allocatedAt: Date;
}

export type ProofVerdict = 'recorded' | 'needs-review';

export interface ProofRow {
  readonly hash: string;
  readonly deviceId: string;
  readonly taskId: string;
  readonly seq: number;
  readonly prevHash: string | null;
  readonly body: string;
  readonly signature: string;
  readonly photoDocumentIds: readonly string[];
  readonly receivedAt: Date;
  readonly deviceSentAt: Date | null;
  readonly verdict: ProofVerdict;
  readonly flags: readonly string[];
  readonly reason: string | null;
  readonly streamId: string;
  readonly attemptId: string | null;
  /** The officer's decision on a proof held for review (0260); null while none. */
  readonly review: ProofReview | null;
}

export interface ProofReview {
  readonly decision: 'accepted' | 'rejected';
  readonly reasons: string;
  readonly attemptId: string | null;
  readonly byName: string;
  readonly at: Date;
}

export interface FieldTx {
  processServerOffices(accountId: string): Promise<string[]>;
  grantProcessServer(accountId: string, officeCode: string, by: string, at: Date): Promise<void>;
  processServers(officeCode: string): Promise<{ accountId: string; name: string }[]>;
  insertDevice(d: Omit<DeviceRow, 'id' | 'approvedAt' | 'revokedAt' | 'accountName'>): Promise<string>;
  /** The device, its row locked for the rest of the transaction when `lock` (a phone's proofs are chained in turn). */
  device(id: string, lock?: boolean): Promise<DeviceRow | undefined>;
  approveDevice(id: string, by: string, at: Date): Promise<void>;
  revokeDevice(id: string, by: string, at: Date): Promise<void>;
  devices(officeCode: string): Promise<DeviceRow[]>;
  insertTask(t: Omit<TaskRow, 'id' | 'number' | 'accountName' | 'status'> & { allocatedBy: string }): Promise<string>;
  task(id: string, lock?: boolean): Promise<TaskRow | undefined>;
  updateTask(id: string, change: { accountId?: string; status?: TaskStatus }, at: Date): Promise<void>;
  openTasksOf(accountId: string): Promise<TaskRow[]>;
  tasksOfOffice(officeCode: string): Promise<TaskRow[]>;
  proof(hash: string): Promise<ProofRow | undefined>;
  lastProof(deviceId: string): Promise<{ hash: string; seq: number } | undefined>;
  proofAt(deviceId: string, seq: number): Promise<string | undefined>;
  insertProof(p: Omit<ProofRow, 'review'>): Promise<void>;
  /** The officer's decision on a proof held for review; false when the proof already has one. */
  insertReview(
    hash: string,
    r: { decision: 'accepted' | 'rejected'; reasons: string; attemptId: string | null; by: string; at: Date },
  ): Promise<boolean>;
  proofsOfOffice(officeCode: string): Promise<ProofRow[]>;
  proofsOfStream(streamId: string): Promise<ProofRow[]>;
}

export interface FieldRepo extends FieldTx {
  /** One transaction over the case store and the field tables. */
  withTx<T>(fn: (tx: StoreTx, field: FieldTx) => Promise<T>): Promise<T>;
}
