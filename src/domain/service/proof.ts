// The proof of a service attempt by its manner (Rule 4(5) and Rule 7(9), clauses (i) to (iii)): who tendered to whom
// and when, the India Post article number, the place, time, photo and witnesses of affixing, the mail's address.

import type { Result } from '../../lib/result.ts';
import { err, ok } from '../../lib/result.ts';
import type { Refusal } from '../../rules/ruling.ts';
import { refuse } from '../../rules/ruling.ts';
import type { AttemptOutcome, ServiceMode, ServiceProof, ServiceRule } from './modes.ts';
import { modeProvision, SERVICE_PROVISIONS } from './modes.ts';

/** India Post's article number: two letters, nine digits, two letters (EK123456789IN). */
export const ARTICLE_NUMBER = /^[A-Z]{2}\d{9}[A-Z]{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
export const str = (x: unknown): string | undefined =>
  typeof x === 'string' && x.trim() !== '' ? x.trim() : undefined;

/**
 * Checks the proof of an attempt for its manner and returns the proof to record (only the manner's fields, trimmed;
 * the article number upper-cased without spaces). `attachedDocumentIds` are the documents attached to this case: an
 * acknowledgement or photo must be one of them.
 */
export function checkProof(
  rule: ServiceRule,
  mode: ServiceMode,
  outcome: AttemptOutcome,
  proof: ServiceProof | undefined,
  attachedDocumentIds: readonly string[] | undefined,
): Result<ServiceProof | undefined, Refusal> {
  const p = SERVICE_PROVISIONS[rule];
  const x = (proof ?? {}) as Record<string, unknown>;
  const known = new Set(attachedDocumentIds ?? []);
  const docRefused = (id: string, field: string, what: string): Result<never, Refusal> =>
    err(
      refuse(
        'SERVICE.DOCUMENT_UNKNOWN',
        `The ${what} "${id}" is not a document attached to this case. Upload the signature or photo to the case first (a PDF, JPEG or PNG), then choose it.`,
        [p.all, modeProvision(rule, mode)],
        `proof.${field}`,
      ),
    );
  if (mode === 'speed-post') {
    const raw = str(x['articleNumber']);
    if (raw === undefined) {
      return err(
        refuse(
          'SERVICE.ARTICLE_NUMBER_REQUIRED',
          'Record the speed post article number from the booking receipt (two letters, nine digits, two letters, e.g. EK123456789IN).',
          [p.post],
          'proof.articleNumber',
        ),
      );
    }
    const articleNumber = raw.replace(/\s+/g, '').toUpperCase();
    if (!ARTICLE_NUMBER.test(articleNumber)) {
      return err(
        refuse(
          'SERVICE.ARTICLE_NUMBER_INVALID',
          `"${raw}" is not an India Post article number; it is two letters, nine digits and two letters, e.g. EK123456789IN.`,
          [p.post],
          'proof.articleNumber',
        ),
      );
    }
    return ok({ articleNumber });
  }
  if (mode === 'tender') {
    const tenderedBy = str(x['tenderedBy']);
    const tenderedTo = str(x['tenderedTo']);
    const at = str(x['at']);
    const missing =
      tenderedBy === undefined
        ? 'tenderedBy'
        : tenderedTo === undefined
          ? 'tenderedTo'
          : at === undefined || !TIME.test(at)
            ? 'at'
            : undefined;
    if (missing !== undefined) {
      return err(
        refuse(
          'SERVICE.TENDER_PARTICULARS_REQUIRED',
          'Record who tendered the notice, to whom (the person or the authorised representative), and at what time (HH:MM, 24-hour, e.g. 10:30).',
          [p.tender],
          `proof.${missing}`,
        ),
      );
    }
    const ack = str(x['acknowledgementDocumentId']);
    if (outcome === 'served' && ack === undefined) {
      return err(
        refuse(
          'SERVICE.TENDER_ACKNOWLEDGEMENT_REQUIRED',
          'A tender recorded as served needs the acknowledgement: upload the signed receipt or a photo to the case and choose it. If the person refused to accept the notice, record the refusal to accept on tender, then serve by electronic means or speed post.',
          [p.tender],
          'proof.acknowledgementDocumentId',
        ),
      );
    }
    if (ack !== undefined && !known.has(ack)) return docRefused(ack, 'acknowledgementDocumentId', 'acknowledgement');
    return ok({
      tenderedBy: tenderedBy!,
      tenderedTo: tenderedTo!,
      at: at!,
      ...(ack !== undefined ? { acknowledgementDocumentId: ack } : {}),
    });
  }
  if (mode === 'affixing') {
    const place = str(x['place']);
    const at = str(x['at']);
    const photo = str(x['photoDocumentId']);
    const witnesses = Array.isArray(x['witnesses'])
      ? (x['witnesses'] as unknown[]).map(str).filter((w): w is string => w !== undefined)
      : [];
    const missing =
      photo === undefined
        ? 'photoDocumentId'
        : place === undefined
          ? 'place'
          : at === undefined || !TIME.test(at)
            ? 'at'
            : witnesses.length === 0
              ? 'witnesses'
              : undefined;
    if (missing !== undefined) {
      return err(
        refuse(
          'SERVICE.AFFIXING_PROOF_REQUIRED',
          'Record the proof of affixing: a photo of the notice affixed (uploaded to the case), the place (the outer door or the conspicuous part of which premises), the time (HH:MM, 24-hour) and the name of at least one witness.',
          [p.affix],
          `proof.${missing}`,
        ),
      );
    }
    if (!known.has(photo!)) return docRefused(photo!, 'photoDocumentId', 'photo');
    return ok({ place: place!, at: at!, photoDocumentId: photo!, witnesses });
  }
  const address = str(x['address']);
  const messageId = str(x['messageId']);
  return ok(
    address === undefined && messageId === undefined
      ? undefined
      : { ...(address !== undefined ? { address } : {}), ...(messageId !== undefined ? { messageId } : {}) },
  );
}
