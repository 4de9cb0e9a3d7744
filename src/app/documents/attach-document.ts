// Attaching a document (evidence, a reply, a copy of an order) to a proceeding: the bytes go to the document table
// and an app-level `document-attached` row goes to the order sheet, chained like every other row, in one transaction.
//
// The type is decided by the file's content (sniffMediaType), never by its name or declared type, so a renamed
// executable is refused and a PNG named ".pdf" is stored as a PNG. The machines never see `document-attached`
// (replayEntries skips it); the proceeding's version still advances, as for any row of the order sheet.

import { createHash } from 'node:crypto';
import type { Actor } from '../actor.ts';
import type { CaseDeps } from '../cases/context.ts';
import { authorize, decideContext, officeOrFail, resourceOf } from '../cases/context.ts';
import { compactState } from '../cases/compact.ts';
import type { IdempotencyKey } from '../cases/idempotency.ts';
import { onceFor } from '../cases/idempotency.ts';
import { actorColumns, replayEntries } from '../cases/record.ts';
import { AppError } from '../errors.ts';
import { MACHINES } from '../machines.ts';
import type { Grant } from '../policies/policies.ts';
import { RECORD_POLICY } from '../policies/policies.ts';
import type { DocumentMediaType } from '../ports/store.ts';
import { onlyDocumentsIssuedSince } from './issuing.ts';
import { sniffMediaType } from './sniff.ts';

/** Any party to the proceeding, the adjudicating officer of its office, or the appellate authority of its district. */
export const ATTACH_POLICY: readonly Grant[] = RECORD_POLICY['document:attach'];

export interface AttachDocumentInput {
  readonly streamId: string;
  readonly fileName: string;
  readonly content: Uint8Array;
  /** The largest file accepted, in bytes (CTP_UPLOAD_MAX_BYTES). */
  readonly maxBytes: number;
  readonly expectedVersion?: number;
}

export interface AttachedDocument {
  readonly documentId: string;
  readonly streamId: string;
  readonly number: string;
  readonly version: number;
  readonly sha256: string;
  readonly mediaType: DocumentMediaType;
  readonly byteSize: number;
  readonly fileName: string;
  readonly seq: number;
  readonly hash: string;
}

/** A file name safe to store and to echo in a Content-Disposition header: no path, no control or quote characters. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const clean = [...base]
    .filter((ch) => ch.charCodeAt(0) >= 0x20 && ch.charCodeAt(0) !== 0x7f && ch !== '"' && ch !== '\\')
    .join('')
    .trim()
    .slice(0, 200);
  return clean === '' ? 'document' : clean;
}

export async function attachDocument(
  deps: CaseDeps,
  actor: Actor,
  input: AttachDocumentInput,
  idem?: IdempotencyKey,
): Promise<AttachedDocument & { replayed: boolean }> {
  if (input.content.byteLength === 0)
    throw new AppError('VALIDATION.FAILED', 'The file is empty; choose the file again.', { field: 'file' });
  if (input.content.byteLength > input.maxBytes) {
    throw new AppError(
      'DOCUMENT.TOO_LARGE',
      `The file is ${input.content.byteLength} bytes; the largest accepted is ${input.maxBytes} bytes (${(input.maxBytes / 1048576).toFixed(1)} MiB). Scan at a lower resolution or split the document.`,
      { field: 'file' },
    );
  }
  const mediaType = sniffMediaType(input.content);
  if (!mediaType) {
    throw new AppError(
      'DOCUMENT.TYPE_NOT_ALLOWED',
      'The file is not a PDF, JPEG or PNG (its content was checked, not its name). Save or scan it as one of those and upload it again.',
      { field: 'file' },
    );
  }
  const sha256 = createHash('sha256').update(input.content).digest('hex');
  const fileName = cleanFileName(input.fileName);
  const out = await deps.store.transaction(async (tx) => {
    const stream = await tx.lockStream(input.streamId);
    if (!stream) throw new AppError('CASE.UNKNOWN', 'No proceeding has that id.', { field: 'caseId' });
    const office = await officeOrFail(tx, stream.officeCode);
    const parties = await tx.parties(stream.id);
    authorize(actor, ATTACH_POLICY, resourceOf(office, stream.kind, parties), `attach a document to ${stream.number}`);
    return onceFor(tx, idem, deps.clock.now(), async () => {
      // Documents the runner recorded as issued meanwhile do not make the caller's version stale.
      if (
        input.expectedVersion !== undefined &&
        input.expectedVersion !== stream.version &&
        !onlyDocumentsIssuedSince(await tx.entries(stream.id), input.expectedVersion)
      ) {
        throw new AppError(
          'CASE.VERSION_CONFLICT',
          `${stream.number} has changed since you loaded it (version ${input.expectedVersion}, now ${stream.version}). Reload the case and try again.`,
          { field: 'expectedVersion' },
        );
      }
      const now = deps.clock.now();
      const documentId = await tx.insertDocument({
        streamId: stream.id,
        sha256,
        mediaType,
        byteSize: input.content.byteLength,
        fileName,
        content: input.content,
        uploadedBy: actor.accountId,
        createdAt: now,
      });
      const ctx = decideContext(office, deps.clock);
      const [row] = await tx.append(stream, [
        {
          type: 'document-attached',
          onDate: ctx.today,
          payload: { documentId, sha256, mediaType, byteSize: input.content.byteLength, fileName },
          basis: [],
          ...actorColumns(actor),
          recordedAt: now,
        },
      ]);
      const updated = { ...stream, version: stream.version + 1 };
      // The proceeding's state is unchanged; the projection is rewritten so the summary carries the new version.
      const machine = MACHINES[stream.kind];
      const state = replayEntries(machine, await tx.entries(stream.id));
      await tx.project(
        updated,
        { ...machine.describe(state, ctx), districtCode: office.districtCode, state: compactState(stream.kind, state) },
        now,
      );
      const result: AttachedDocument = {
        documentId,
        streamId: stream.id,
        number: stream.number,
        version: updated.version,
        sha256,
        mediaType,
        byteSize: input.content.byteLength,
        fileName,
        seq: row!.seq,
        hash: row!.hash,
      };
      return result;
    });
  });
  return { ...out.result, replayed: out.replayed };
}
