// The officer's review of a proof held for review (Rule 4(5)): a proof that arrived for a task reallocated, cancelled or
// already done, for an earlier version of the notice, out of the phone's chain, or that the proceeding's guards did not
// accept, changed nothing by itself. The officer decides it, with reasons either way:
//   accept as service   the attempt is recorded on the order sheet through the proceeding's own command (the same
//                       words as on arrival, and the officer's acceptance with their reasons); the proceeding's guards
//                       still decide (an attempt on a notice already served is refused, and nothing is written);
//   reject              nothing is recorded on the order sheet; the decision and its reasons stay with the proof.
// Only a proof held for review can be decided, once.

import { formatLegal } from '../../lib/local-date.ts';
import { indiaDate } from '../../lib/clock.ts';
import type { Actor } from '../actor.ts';
import { AppError } from '../errors.ts';
import type { FieldDeps } from './field.ts';
import { asOfficer, text } from './field.ts';
import type { KeptFile } from './record.ts';
import { recordAttempt } from './record.ts';
import type { FieldProof } from './proof.ts';

export interface ReviewInput {
  readonly hash: string;
  readonly decision: unknown;
  readonly reasons: unknown;
}

export async function reviewProof(
  deps: FieldDeps,
  officer: Actor,
  input: ReviewInput,
): Promise<{ decision: 'accepted' | 'rejected'; attemptId: string | null }> {
  if (input.decision !== 'accepted' && input.decision !== 'rejected')
    throw new AppError('VALIDATION.FAILED', 'Choose: accept the proof as service, or reject it.', {
      field: 'decision',
    });
  const decision = input.decision;
  const reasons = text(input.reasons, 'reasons', 'the reasons for your decision', 2000);
  return deps.repo.withTx(async (tx, f) => {
    const proof =
      typeof input.hash === 'string' && /^[0-9a-f]{64}$/.test(input.hash) ? await f.proof(input.hash) : undefined;
    if (!proof) throw new AppError('NOT_FOUND', 'No proof of service has that SHA-256.', { field: 'hash' });
    const t = await f.task(proof.taskId, true);
    if (!t) throw new AppError('NOT_FOUND', 'The proof names no task.', { field: 'hash' });
    await asOfficer(tx, officer, t.officeCode, 'decide a proof of service held for review');
    if (proof.verdict !== 'needs-review')
      throw new AppError('VALIDATION.FAILED', 'This proof was recorded on arrival; there is nothing to review.', {
        field: 'hash',
      });
    if (proof.review)
      throw new AppError(
        'VALIDATION.FAILED',
        `This proof was already ${proof.review.decision} on ${formatLegal(indiaDate(proof.review.at))} by ${proof.review.byName}.`,
        { field: 'hash' },
      );
    const now = deps.clock.now();
    let attemptId: string | null = null;
    if (decision === 'accepted') {
      const d = await f.device(proof.deviceId);
      const stream = await tx.lockStream(proof.streamId);
      if (!d || !stream) throw new AppError('INTERNAL', 'The proof names no phone or no proceeding.');
      const files: KeptFile[] = [];
      for (const id of proof.photoDocumentIds) {
        const doc = await tx.document(id);
        if (!doc || (doc.mediaType !== 'image/jpeg' && doc.mediaType !== 'image/png')) continue;
        files.push({ id, sha256: doc.sha256, name: doc.fileName, mediaType: doc.mediaType, size: doc.byteSize });
      }
      const r = await recordAttempt(tx, deps, {
        stream,
        entries: await tx.entries(stream.id),
        proof: JSON.parse(proof.body) as FieldProof,
        hash: proof.hash,
        device: d,
        task: t,
        files,
        note: `Held for review (${proof.reason ?? 'see the proof'}) and accepted as service by the officer: ${reasons}`,
      });
      if ('reason' in r) throw new AppError('VALIDATION.FAILED', r.reason, { field: 'decision' });
      attemptId = r.attemptId;
      if (t.status === 'open') await f.updateTask(t.id, { status: 'done' }, now);
    }
    if (!(await f.insertReview(proof.hash, { decision, reasons, attemptId, by: officer.accountId, at: now })))
      throw new AppError('VALIDATION.FAILED', 'This proof was decided meanwhile.', { field: 'hash' });
    return { decision, attemptId };
  });
}
