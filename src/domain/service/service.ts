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
import type { ServiceAttempt, ServiceMode, ServiceProof, ServiceRule } from './modes.ts';
import { modeProvision, SERVICE_PROVISIONS } from './modes.ts';
import { checkProof, str } from './proof.ts';

export type { AttemptOutcome, ServiceAttempt, ServiceMode, ServiceProof, ServiceRule } from './modes.ts';
export { modeProvision, SERVICE_MODES } from './modes.ts';
export { checkProof } from './proof.ts';

export interface ServiceState {
  readonly attempts: readonly ServiceAttempt[];
  readonly servedOn?: LocalDate;
  readonly servedBy?: ServiceMode | 'deemed';
}

export const NO_SERVICE: ServiceState = { attempts: [] };

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
        attemptId.trim() === ''
          ? 'No attempt at service awaiting its outcome is recorded on this notice; record an attempt first.'
          : `No service attempt "${attemptId}" is recorded on this notice.`,
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
