// Service of notices in the manner of Rule 4(5) (show-cause and hearing notices) and Rule 7(9) (appeal notices).
//
// (i) tender and (ii) electronic means or speed post are alternatives; (iii) affixing is lawful only "if it cannot be
// served in the manner specified under clauses (i) or (ii)", which we read as: an attempt under (i) AND an attempt
// under (ii) have both failed (docs/assumptions.md I-5). The notice is served on the date of the first successful
// attempt, or on the date recorded as deemed service with its ground.

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

export const SERVICE_PROVISIONS: Readonly<Record<ServiceRule, { all: ProvisionId; tender: ProvisionId; post: ProvisionId; affix: ProvisionId }>> = {
  'r4.5': { all: 'in.ctr2026.r4.5', tender: 'in.ctr2026.r4.5.i', post: 'in.ctr2026.r4.5.ii', affix: 'in.ctr2026.r4.5.iii' },
  'r7.9': { all: 'in.ctr2026.r7.9', tender: 'in.ctr2026.r7.9.i', post: 'in.ctr2026.r7.9.ii', affix: 'in.ctr2026.r7.9.iii' },
};

export interface ServiceAttempt {
  readonly attemptId: string;
  readonly mode: ServiceMode;
  readonly on: LocalDate;
  readonly outcome: AttemptOutcome;
  readonly outcomeOn?: LocalDate;
  /** Free particulars: article number, email message id, who tendered to whom, witnesses, photo hash. */
  readonly particulars?: string;
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
export function checkAttempt(rule: ServiceRule, s: ServiceState, mode: ServiceMode, on: LocalDate): Result<ProvisionId[], Refusal> {
  const p = SERVICE_PROVISIONS[rule];
  if (s.servedOn !== undefined) {
    return err(refuse('SERVICE.ALREADY_SERVED', `The notice was already served on ${formatLegal(s.servedOn)}; no further attempt is needed.`, [p.all]));
  }
  if (mode === 'affixing' && !canAffix(s)) {
    const missing = [
      failed(s, ['tender']) ? undefined : 'delivery or tender (clause (i))',
      failed(s, ['electronic', 'speed-post']) ? undefined : 'electronic means or speed post (clause (ii))',
    ].filter(Boolean);
    return err(refuse(
      'SERVICE.AFFIXING_BEFORE_OTHER_MODES',
      `Affixing is allowed only after service has failed by ${missing.join(' and by ')}. Record a failed attempt in ${missing.length > 1 ? 'each of those manners' : 'that manner'} first.`,
      [p.affix],
      'mode',
    ));
  }
  void on;
  return ok([p.all, modeProvision(rule, mode)]);
}

/** Guard for recording the outcome of an attempt. */
export function checkOutcome(rule: ServiceRule, s: ServiceState, attemptId: string): Result<ServiceAttempt, Refusal> {
  const p = SERVICE_PROVISIONS[rule];
  const a = s.attempts.find((x) => x.attemptId === attemptId);
  if (!a) return err(refuse('SERVICE.UNKNOWN_ATTEMPT', `No service attempt "${attemptId}" is recorded on this notice.`, [p.all], 'attemptId'));
  if (a.outcome !== 'pending') {
    return err(refuse('SERVICE.ATTEMPT_ALREADY_RESOLVED', `The attempt "${attemptId}" was already recorded as ${a.outcome}.`, [p.all], 'attemptId'));
  }
  if (s.servedOn !== undefined) {
    return err(refuse('SERVICE.ALREADY_SERVED', `The notice was already served on ${formatLegal(s.servedOn)}.`, [p.all]));
  }
  return ok(a);
}

export function addAttempt(s: ServiceState, a: ServiceAttempt): ServiceState {
  const attempts = [...s.attempts, a];
  return a.outcome === 'served' ? { attempts, servedOn: a.outcomeOn ?? a.on, servedBy: a.mode } : { ...s, attempts };
}

export function resolveAttempt(s: ServiceState, attemptId: string, outcome: 'served' | 'failed', on: LocalDate): ServiceState {
  const attempts = s.attempts.map((a) => (a.attemptId === attemptId ? { ...a, outcome, outcomeOn: on } : a));
  if (outcome !== 'served') return { ...s, attempts };
  const mode = s.attempts.find((a) => a.attemptId === attemptId)?.mode;
  return mode ? { attempts, servedOn: on, servedBy: mode } : { ...s, attempts };
}

export function deemServed(s: ServiceState, on: LocalDate): ServiceState {
  return { ...s, servedOn: on, servedBy: 'deemed' };
}
