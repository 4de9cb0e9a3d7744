// Issuing documents: the use cases behind the document runner (src/jobs/document-runner.ts).
//
//   claimIssueJob        takes the next due outbox row (FOR UPDATE SKIP LOCKED) and leases it
//   loadIssue            the case as it stood at the issuing event (replayed from the order sheet up to that row),
//                        so a document regenerated later is built from exactly the same facts
//   recordIssuedDocument stores the bytes under the job's document id and appends `document-issued` (document id and
//                        SHA-256) to the order sheet, hash-chained, in one transaction that also marks the job done;
//                        a job already done is not recorded twice (exactly-once effect under retries and races)
//   failIssueJob         backs off, or gives up after the last attempt

import type { SystemActor } from '../actor.ts';
import type { CaseDeps } from '../cases/context.ts';
import { decideContext, officeOrFail } from '../cases/context.ts';
import { compactState } from '../cases/compact.ts';
import { actorColumns, APP_RECORD_TYPES, replayEntries } from '../cases/record.ts';
import { AppError } from '../errors.ts';
import { MACHINES } from '../machines.ts';
import type { OfficeInfo, StreamKind } from '../ports/store.ts';
import { DOCUMENT_ISSUED, ENCLOSES } from './issuing.ts';
import type { IssueJob } from '../ports/documents.ts';

export const DOCUMENT_RUNNER: SystemActor = { kind: 'system', job: 'documents' };

/** Everything the document engine needs to build the document of an issuing event. */
export interface IssueInput {
  readonly job: IssueJob;
  readonly kind: StreamKind;
  readonly caseNumber: string;
  readonly office: OfficeInfo;
  /** The name of the officer who recorded the issuing event, when an officer did. */
  readonly officerName?: string;
  /** Rule 7(1): the district's appellate office, for the order to say where an appeal lies (issue 27, point 9). */
  readonly appellateOffice?: OfficeInfo;
  /** The issuing event as recorded. */
  readonly event: { readonly type: string; readonly on: string } & Record<string, unknown>;
  /** The proceeding's state just after the issuing event. */
  readonly state: unknown;
  /** The proceeding's own events up to and including the issuing one (for the order sheet). */
  readonly events: readonly unknown[];
  /** When the issuing event was recorded: the document's signing time, so regenerating gives the same bytes. */
  readonly recordedAt: Date;
}

export interface IssuedRecord {
  readonly documentId: string;
  readonly seq: number;
  readonly hash: string;
  readonly replayed: boolean;
}

export async function claimIssueJob(deps: CaseDeps, leaseMs: number): Promise<IssueJob | undefined> {
  const now = deps.clock.now();
  return deps.store.transaction((tx) => tx.documents.claim(now, leaseMs));
}

const OFFICER_ROLES = /adjudicating-officer|appellate-authority|authorised-officer/;

export async function loadIssue(deps: CaseDeps, job: IssueJob): Promise<IssueInput> {
  const r = deps.store.read;
  const stream = await r.stream(job.streamId);
  if (!stream)
    throw new AppError('CASE.UNKNOWN', `The proceeding ${job.streamId} of document job ${job.id} does not exist.`);
  const office = await officeOrFail(r, stream.officeCode);
  const entries = (await r.entries(stream.id)).filter((e) => e.seq <= job.seq);
  const issuing = entries.find((e) => e.seq === job.seq);
  if (!issuing || APP_RECORD_TYPES.has(issuing.type))
    throw new AppError('INTERNAL', `Row ${job.seq} of ${stream.number} is not an issuing event.`);
  const machine = MACHINES[stream.kind];
  const own = entries.filter((e) => !APP_RECORD_TYPES.has(e.type));
  const officerName =
    issuing.actorId && OFFICER_ROLES.test(issuing.actorRole)
      ? await r.documents.accountName(issuing.actorId)
      : undefined;
  const appellateOffice =
    stream.kind === 'adjudication' && job.template === 'final-order'
      ? await r.appellateOffice(office.districtCode)
      : undefined;
  return {
    job,
    kind: stream.kind,
    caseNumber: stream.number,
    office,
    ...(officerName ? { officerName } : {}),
    ...(appellateOffice ? { appellateOffice } : {}),
    event: issuing.payload as IssueInput['event'],
    state: replayEntries(machine, own),
    events: own.map((e) => e.payload),
    recordedAt: issuing.recordedAt,
  };
}

export interface IssuedBytes {
  readonly pdf: Uint8Array;
  readonly sha256: string;
  readonly fileName: string;
}

export async function recordIssuedDocument(deps: CaseDeps, job: IssueJob, doc: IssuedBytes): Promise<IssuedRecord> {
  return deps.store.transaction(async (tx) => {
    const current = await tx.documents.lockJob(job.id);
    if (!current) throw new AppError('INTERNAL', `Document job ${job.id} has gone.`);
    if (current.status === 'done' && current.issuedSeq !== null) {
      const row = (await tx.entries(current.streamId)).find((e) => e.seq === current.issuedSeq);
      return { documentId: current.documentId, seq: current.issuedSeq, hash: row?.hash ?? '', replayed: true };
    }
    const stream = await tx.lockStream(current.streamId);
    if (!stream) throw new AppError('CASE.UNKNOWN', `The proceeding of document job ${job.id} does not exist.`);
    const office = await officeOrFail(tx, stream.officeCode);
    const now = deps.clock.now();
    const ctx = decideContext(office, deps.clock);
    const enclosedTemplate = ENCLOSES[current.template];
    const enclosed = enclosedTemplate
      ? (await tx.documents.jobsOf(stream.id)).find((j) => j.template === enclosedTemplate && j.lang === current.lang)
      : undefined;
    await tx.documents.insertIssued({
      id: current.documentId,
      streamId: stream.id,
      sha256: doc.sha256,
      byteSize: doc.pdf.byteLength,
      fileName: doc.fileName,
      content: doc.pdf,
      at: now,
    });
    const [row] = await tx.append(stream, [
      {
        type: DOCUMENT_ISSUED,
        onDate: ctx.today,
        payload: {
          documentId: current.documentId,
          sha256: doc.sha256,
          template: current.template,
          lang: current.lang,
          issuedBy: current.seq,
          byteSize: doc.pdf.byteLength,
          fileName: doc.fileName,
          ...(enclosed ? { encloses: enclosed.documentId } : {}),
        },
        basis: [],
        ...actorColumns(DOCUMENT_RUNNER),
        recordedAt: now,
      },
    ]);
    // The proceeding is unchanged; the projection is rewritten so the summary carries the new version.
    const updated = { ...stream, version: stream.version + 1 };
    const machine = MACHINES[stream.kind];
    const state = replayEntries(machine, await tx.entries(stream.id));
    await tx.project(
      updated,
      { ...machine.describe(state, ctx), districtCode: office.districtCode, state: compactState(stream.kind, state) },
      now,
    );
    await tx.documents.complete(current.id, row!.seq, now);
    return { documentId: current.documentId, seq: row!.seq, hash: row!.hash, replayed: false };
  });
}

/** Exponential backoff: 2 s, 4 s, 8 s … capped at 10 minutes; after `maxAttempts` the job is marked failed. */
export async function failIssueJob(
  deps: CaseDeps,
  job: IssueJob,
  error: string,
  maxAttempts: number,
): Promise<'retry' | 'failed'> {
  const now = deps.clock.now();
  const giveUp = job.attempts >= maxAttempts;
  const retryAfterMs = giveUp ? null : Math.min(600_000, 1000 * 2 ** job.attempts);
  await deps.store.transaction((tx) => tx.documents.fail(job.id, error, now, retryAfterMs));
  return giveUp ? 'failed' : 'retry';
}
