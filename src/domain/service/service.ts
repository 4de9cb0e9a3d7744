// Service of notices in the manner of Rule 4(5) (show-cause and hearing notices) and Rule 7(9) (appeal notices).
//
// (i) tender and (ii) electronic means or speed post are alternatives; (iii) affixing is lawful only "if it cannot be
// served in the manner specified under clauses (i) or (ii)", which we read as: an attempt under (i) AND an attempt
// under (ii) have both failed (docs/assumptions.md I-5). The notice is served on the date of the first successful
// attempt, proved by its manner. A refusal to accept on tender is recorded as such (checkRefusal): it is a failed
// tender, not service, and the officer goes on to the next manner (issue 13; docs/assumptions.md I-C16). Records made
// before issue 13 may still hold a deemed service, replayed as it was.

import type { LocalDate } from '../../lib/local-date.ts';
import { formatLegal } from '../../lib/local-date.ts';
import type { Result } from '../../lib/result.ts';
import { err, ok } from '../../lib/result.ts';
import type { ProvisionId } from '../../rules/provisions.ts';
import type { Refusal } from '../../rules/ruling.ts';
import { refuse } from '../../rules/ruling.ts';

export type ServiceMode = 'tender' | 'electronic' | 'speed-post' | 'affixing';
export const SERVICE_MODES: readonly ServiceMode[] = ['tender', 'electronic', 'speed-post', 'affixing'];
export type AttemptOutcome = 'pending' | 'served' | 'failed';

/** Which rule governs: the adjudicating officer's notices (R.4(5)) or the appellate authority's (R.7(9)). */
export type ServiceRule = 'r4.5' | 'r7.9';

export const SERVICE_PROVISIONS: Readonly<
  Record<ServiceRule, { all: ProvisionId; tender: ProvisionId; post: ProvisionId; affix: ProvisionId }>
> = {
  'r4.5': {
    all: 'in.ctr2026.r4.5',
    tender: 'in.ctr2026.r4.5.i',
    post: 'in.ctr2026.r4.5.ii',
    affix: 'in.ctr2026.r4.5.iii',
  },
  'r7.9': {
    all: 'in.ctr2026.r7.9',
    tender: 'in.ctr2026.r7.9.i',
    post: 'in.ctr2026.r7.9.ii',
    affix: 'in.ctr2026.r7.9.iii',
  },
};

export interface ServiceAttempt {
  readonly attemptId: string;
  readonly mode: ServiceMode;
  readonly on: LocalDate;
  readonly outcome: AttemptOutcome;
  readonly outcomeOn?: LocalDate;
  /** Free particulars: anything the structured proof does not hold. */
  readonly particulars?: string;
  /** The structured proof of the attempt for its manner (checkProof). */
  readonly proof?: ServiceProof;
  /** A tender the person refused to accept (issue 13): failed under clause (i), so the next manner may follow. */
  readonly refused?: boolean;
}

/**
 * The proof of an attempt, by manner (issue 6). One object whose fields belong to the manner of the attempt; checkProof
 * keeps only those and refuses what a manner needs and lacks.
 * - tender (clause (i)): who tendered, to whom, at what time ('HH:MM'), and, when served, the acknowledgement (the
 *   id of a signature or photo uploaded to the case).
 * - speed post (clause (ii)): the India Post article number (EK123456789IN); delivery or return is the later outcome.
 * - affixing (clause (iii)): the place, the time, the photo (an uploaded document's id) and at least one witness (I-20).
 * - electronic (clause (ii)): the address and the Message-ID, as the mail dispatcher records them.
 */
export interface ServiceProof {
  readonly tenderedBy?: string;
  readonly tenderedTo?: string;
  /** The time of the tender or of the affixing, 'HH:MM' (24-hour, India time). */
  readonly at?: string;
  readonly acknowledgementDocumentId?: string;
  readonly articleNumber?: string;
  readonly place?: string;
  readonly photoDocumentId?: string;
  readonly witnesses?: readonly string[];
  readonly address?: string;
  readonly messageId?: string;
}

/** India Post's article number: two letters, nine digits, two letters (EK123456789IN). */
export const ARTICLE_NUMBER = /^[A-Z]{2}\d{9}[A-Z]{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const str = (x: unknown): string | undefined => (typeof x === 'string' && x.trim() !== '' ? x.trim() : undefined);

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

export interface ServiceState {
  readonly attempts: readonly ServiceAttempt[];
  readonly servedOn?: LocalDate;
  readonly servedBy?: ServiceMode | 'deemed';
}

export const NO_SERVICE: ServiceState = { attempts: [] };

export function modeProvision(rule: ServiceRule, mode: ServiceMode): ProvisionId {
  const p = SERVICE_PROVISIONS[rule];
  return mode === 'tender' ? p.tender : mode === 'affixing' ? p.affix : p.post;
}

const failed = (s: ServiceState, modes: readonly ServiceMode[]): boolean =>
  s.attempts.some((a) => modes.includes(a.mode) && a.outcome === 'failed');

/** Whether affixing is lawful now: an attempt by tender and one by electronic means or speed post have both failed. */
export function canAffix(s: ServiceState): boolean {
  return failed(s, ['tender']) && failed(s, ['electronic', 'speed-post']);
}

/** Guard for a new attempt. */
export function checkAttempt(
  rule: ServiceRule,
  s: ServiceState,
  mode: ServiceMode,
  on: LocalDate,
): Result<ProvisionId[], Refusal> {
  const p = SERVICE_PROVISIONS[rule];
  if (s.servedOn !== undefined) {
    return err(
      refuse(
        'SERVICE.ALREADY_SERVED',
        `The notice was already served on ${formatLegal(s.servedOn)}; no further attempt is needed.`,
        [p.all],
      ),
    );
  }
  if (mode === 'affixing' && !canAffix(s)) {
    const missing = [
      failed(s, ['tender']) ? undefined : 'delivery or tender (clause (i))',
      failed(s, ['electronic', 'speed-post']) ? undefined : 'electronic means or speed post (clause (ii))',
    ].filter(Boolean);
    return err(
      refuse(
        'SERVICE.AFFIXING_BEFORE_OTHER_MODES',
        `Affixing is allowed only after service has failed by ${missing.join(' and by ')}. Record a failed attempt in ${missing.length > 1 ? 'each of those manners' : 'that manner'} first.`,
        [p.affix],
        'mode',
      ),
    );
  }
  void on;
  return ok([p.all, modeProvision(rule, mode)]);
}

/**
 * Guard for recording the outcome of an attempt. `on` is the date the outcome is recorded for: a notice is served on
 * the day it reached the person (for an emailed notice, the day the delivery evidence shows), which may be before the
 * day the officer records it, but never before the attempt itself.
 */
export function checkOutcome(
  rule: ServiceRule,
  s: ServiceState,
  attemptId: string,
  on?: LocalDate,
): Result<ServiceAttempt, Refusal> {
  const p = SERVICE_PROVISIONS[rule];
  const a = s.attempts.find((x) => x.attemptId === attemptId);
  if (!a)
    return err(
      refuse(
        'SERVICE.UNKNOWN_ATTEMPT',
        `No service attempt "${attemptId}" is recorded on this notice.`,
        [p.all],
        'attemptId',
      ),
    );
  if (a.outcome !== 'pending') {
    return err(
      refuse(
        'SERVICE.ATTEMPT_ALREADY_RESOLVED',
        `The attempt "${attemptId}" was already recorded as ${a.outcome}.`,
        [p.all],
        'attemptId',
      ),
    );
  }
  if (s.servedOn !== undefined) {
    return err(
      refuse('SERVICE.ALREADY_SERVED', `The notice was already served on ${formatLegal(s.servedOn)}.`, [p.all]),
    );
  }
  if (on !== undefined && on < a.on) {
    return err(
      refuse(
        'SERVICE.OUTCOME_BEFORE_ATTEMPT',
        `The attempt "${attemptId}" was made on ${formatLegal(a.on)}; its outcome cannot be dated ${formatLegal(on)}, before it. Use the date the notice reached the person (on or after the attempt).`,
        [p.all, modeProvision(rule, a.mode)],
        'on',
      ),
    );
  }
  return ok(a);
}

/**
 * The proof a later outcome needs: a tender recorded as served (pending until now) needs its acknowledgement, given
 * with the outcome or recorded with the attempt, and it must be a document attached to this case. Returns the
 * acknowledgement given with the outcome, to be added to the attempt's proof.
 */
export function checkOutcomeProof(
  rule: ServiceRule,
  a: ServiceAttempt,
  outcome: 'served' | 'failed',
  acknowledgementDocumentId: string | undefined,
  attachedDocumentIds: readonly string[] | undefined,
): Result<string | undefined, Refusal> {
  const p = SERVICE_PROVISIONS[rule];
  const given = str(acknowledgementDocumentId);
  if (a.mode !== 'tender' || outcome !== 'served') return ok(undefined);
  if (given === undefined && a.proof?.acknowledgementDocumentId === undefined) {
    return err(
      refuse(
        'SERVICE.TENDER_ACKNOWLEDGEMENT_REQUIRED',
        `A tender recorded as served needs the acknowledgement: upload the signed receipt or a photo to the case and give it with the outcome of "${a.attemptId}". If the person refused to accept the notice, record the refusal to accept on tender, then serve by electronic means or speed post.`,
        [p.tender],
        'acknowledgementDocumentId',
      ),
    );
  }
  if (given !== undefined && !(attachedDocumentIds ?? []).includes(given)) {
    return err(
      refuse(
        'SERVICE.DOCUMENT_UNKNOWN',
        `The acknowledgement "${given}" is not a document attached to this case. Upload the signature or photo to the case first (a PDF, JPEG or PNG), then choose it.`,
        [p.all, p.tender],
        'acknowledgementDocumentId',
      ),
    );
  }
  return ok(given);
}

export function addAttempt(s: ServiceState, a: ServiceAttempt): ServiceState {
  const attempts = [...s.attempts, a];
  return a.outcome === 'served' ? { attempts, servedOn: a.outcomeOn ?? a.on, servedBy: a.mode } : { ...s, attempts };
}

export function resolveAttempt(
  s: ServiceState,
  attemptId: string,
  outcome: 'served' | 'failed',
  on: LocalDate,
  acknowledgementDocumentId?: string,
): ServiceState {
  const withAck = (a: ServiceAttempt): ServiceAttempt =>
    acknowledgementDocumentId === undefined ? a : { ...a, proof: { ...a.proof, acknowledgementDocumentId } };
  const attempts = s.attempts.map((a) => (a.attemptId === attemptId ? withAck({ ...a, outcome, outcomeOn: on }) : a));
  if (outcome !== 'served') return { ...s, attempts };
  const mode = s.attempts.find((a) => a.attemptId === attemptId)?.mode;
  return mode ? { attempts, servedOn: on, servedBy: mode } : { ...s, attempts };
}

/**
 * Rule 4(5)(i) / 7(9)(i) (issue 13): a refusal to accept the tendered notice, recorded as such. Its proof: who tendered,
 * to whom, at what time, and what the person said or did; witnesses when there were any. Returns the attempt to add
 * (a failed tender, marked refused), which opens clause (ii) and, with a failed (ii), clause (iii).
 */
export function checkRefusal(
  rule: ServiceRule,
  s: ServiceState,
  input: { attemptId: string; on: LocalDate; proof: unknown; refusal: unknown; witnesses?: unknown },
): Result<{ attempt: ServiceAttempt; witnesses: string[]; refusal: string; basis: ProvisionId[] }, Refusal> {
  const p = SERVICE_PROVISIONS[rule];
  const open = checkAttempt(rule, s, 'tender', input.on);
  if (!open.ok) return open;
  const proof = checkProof(rule, 'tender', 'failed', (input.proof ?? undefined) as ServiceProof | undefined, []);
  if (!proof.ok) return proof;
  const refusal = str(input.refusal);
  if (refusal === undefined) {
    return err(
      refuse(
        'SERVICE.REFUSAL_PARTICULARS_REQUIRED',
        'Record what the person said or did in refusing to accept the notice (for example: "refused to take the notice and closed the door"). The refusal is recorded as such; then serve by electronic means or speed post.',
        [p.tender],
        'refusal',
      ),
    );
  }
  const witnesses = Array.isArray(input.witnesses)
    ? (input.witnesses as unknown[]).map(str).filter((w): w is string => w !== undefined)
    : [];
  const { acknowledgementDocumentId: _ack, ...tenderProof } = proof.value ?? {};
  void _ack;
  return ok({
    attempt: {
      attemptId: input.attemptId,
      mode: 'tender',
      on: input.on,
      outcome: 'failed',
      outcomeOn: input.on,
      proof: tenderProof,
      particulars: refusal,
      refused: true,
    },
    witnesses,
    refusal,
    basis: [p.all, p.tender],
  });
}

/** Kept to replay records made before issue 13; no command records deemed service any more (I-C16). */
export function deemServed(s: ServiceState, on: LocalDate): ServiceState {
  return { ...s, servedOn: on, servedBy: 'deemed' };
}
