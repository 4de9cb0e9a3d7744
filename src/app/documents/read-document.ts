// Reading a stored document: only those who may read its proceeding get the bytes; staff reads are logged as reads
// of personal data, as the case record's are.

import type { Actor } from '../actor.ts';
import type { CaseDeps } from '../cases/context.ts';
import { authorize, officeOrFail, resourceOf } from '../cases/context.ts';
import { AppError } from '../errors.ts';
import { READ_POLICY } from '../policies/policies.ts';
import type { StoredDocument } from '../ports/store.ts';

export async function readDocument(deps: CaseDeps, actor: Actor, documentId: string): Promise<StoredDocument> {
  const r = deps.store.read;
  const doc = await r.document(documentId);
  if (!doc) throw new AppError('DOCUMENT.UNKNOWN', 'No document has that id.', { field: 'documentId' });
  const stream = await r.stream(doc.streamId);
  if (!stream) throw new AppError('DOCUMENT.UNKNOWN', 'No document has that id.', { field: 'documentId' });
  const office = await officeOrFail(r, stream.officeCode);
  const parties = await r.parties(stream.id);
  authorize(
    actor,
    READ_POLICY['case:read'],
    resourceOf(office, stream.kind, parties),
    `read the documents of ${stream.number}`,
  );
  if (!parties.some((p) => p.accountId === actor.accountId))
    await r.logPersonalDataRead(actor.accountId, stream.id, `document ${doc.id}`, deps.clock.now());
  return doc;
}
