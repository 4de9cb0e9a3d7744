// Rule 4(5), Rule 4(7), Rule 7(9) (issue 32): a party who says they were not served as the record claims (a proof from
// the process server's phone, or any attempt) may object; the objection is recorded, and the officer decides it, for
// reasons recorded, before any decision that rests on that service: ex parte under Rule 4(7) rests on a notice duly
// served under Rule 4(5). Shared by the complaint case and the appeal: the checks of the two commands, the gate's
// check, and what an upheld objection does to the service record (the attempt failed; the notice is to be served
// again).

import type { LocalDate } from '../../lib/local-date.ts';
import { formatLegal } from '../../lib/local-date.ts';
import type { Result } from '../../lib/result.ts';
import { err, ok } from '../../lib/result.ts';
import type { ProvisionId } from '../../rules/provisions.ts';
import type { Refusal } from '../../rules/ruling.ts';
import { refuse } from '../../rules/ruling.ts';
import type { ServiceRule } from './modes.ts';
import { SERVICE_PROVISIONS } from './modes.ts';
import type { ServiceState } from './service.ts';

export interface ServiceObjection {
  readonly objectionId: string;
  /** The notice of hearing objected to; absent for the show-cause notice (or the appeal's notice). */
  readonly hearingNoticeId?: string;
  /** The attempt objected to ('deemed' for a service deemed in an older record). */
  readonly attemptId: string;
  readonly on: LocalDate;
  readonly grounds: string;
  /** The officer's decision, for reasons recorded; absent while undecided. */
  readonly decided?: { readonly on: LocalDate; readonly upheld: boolean; readonly reasons: string };
}

/** The provisions an objection rests on: the manner of service, and the decision in absence it holds back. */
export const objectionBasis = (rule: ServiceRule): ProvisionId[] =>
  rule === 'r4.5' ? ['in.ctr2026.r4.5', 'in.ctr2026.r4.7'] : [SERVICE_PROVISIONS[rule].all];

/** The attempt the record says served the notice. */
export function servingAttempt(s: ServiceState): string | undefined {
  if (s.servedOn === undefined) return undefined;
  if (s.servedBy === 'deemed') return 'deemed';
  return s.attempts.find((a) => a.outcome === 'served')?.attemptId ?? 'deemed';
}

/** Guard for the party's objection: a notice recorded as served, grounds given, a fresh id. */
export function checkObjection(
  rule: ServiceRule,
  service: ServiceState | undefined,
  objections: readonly ServiceObjection[] | undefined,
  cmd: { readonly objectionId: string; readonly grounds: string },
): Result<{ attemptId: string; basis: ProvisionId[] }, Refusal> {
  const basis = objectionBasis(rule);
  const attemptId = service ? servingAttempt(service) : undefined;
  if (attemptId === undefined)
    return err(
      refuse(
        'SERVICE.OBJECTION_NOTHING_SERVED',
        'The record does not say that this notice was served on you; there is no service to object to.',
        basis,
        'hearingNoticeId',
      ),
    );
  if (typeof cmd.grounds !== 'string' || cmd.grounds.trim() === '')
    return err(
      refuse(
        'SERVICE.OBJECTION_GROUNDS_REQUIRED',
        'Say why the record of service is wrong: for example where you were that day, or who received the notice instead.',
        basis,
        'grounds',
      ),
    );
  if (typeof cmd.objectionId !== 'string' || (objections ?? []).some((o) => o.objectionId === cmd.objectionId))
    return err(refuse('SERVICE.OBJECTION_UNKNOWN', 'This objection is already recorded.', basis, 'objectionId'));
  const open = (objections ?? []).find((o) => o.decided === undefined && o.attemptId === attemptId);
  if (open)
    return err(
      refuse(
        'SERVICE.OBJECTION_UNDECIDED',
        `Your objection of ${formatLegal(open.on)} to this service awaits the officer's decision; it is on the record.`,
        basis,
        'grounds',
      ),
    );
  return ok({ attemptId, basis });
}

/** Guard for the officer's decision: an undecided objection, upheld or not, reasons recorded. */
export function checkObjectionDecision(
  rule: ServiceRule,
  objections: readonly ServiceObjection[] | undefined,
  cmd: { readonly objectionId: string; readonly upheld: unknown; readonly reasons: string },
): Result<ServiceObjection, Refusal> {
  const basis = objectionBasis(rule);
  const o = (objections ?? []).find((x) => x.objectionId === cmd.objectionId);
  if (!o || o.decided !== undefined)
    return err(
      refuse(
        'SERVICE.OBJECTION_UNKNOWN',
        o
          ? `The objection was already decided on ${formatLegal(o.decided!.on)}.`
          : 'No objection to service has that id.',
        basis,
        'objectionId',
      ),
    );
  if (typeof cmd.upheld !== 'boolean')
    return err(
      refuse(
        'SERVICE.OBJECTION_REASONS_REQUIRED',
        'Say whether the objection is upheld (the notice was not served and is to be served again) or rejected.',
        basis,
        'upheld',
      ),
    );
  if (typeof cmd.reasons !== 'string' || cmd.reasons.trim() === '')
    return err(
      refuse(
        'SERVICE.OBJECTION_REASONS_REQUIRED',
        'Record the reasons for deciding the objection to service.',
        basis,
        'reasons',
      ),
    );
  return ok(o);
}

/** Rule 4(5), Rule 4(7): a decision resting on the service waits while an objection to it is undecided. */
export function checkNoUndecidedObjectionToService(
  objections: readonly ServiceObjection[] | undefined,
  what = 'proceeding ex parte',
  rule: ServiceRule = 'r4.5',
): Result<ProvisionId[], Refusal> {
  const basis = objectionBasis(rule);
  const open = (objections ?? []).filter((o) => o.decided === undefined);
  if (open.length > 0) {
    const first = open[0]!;
    return err(
      refuse(
        'SERVICE.OBJECTION_UNDECIDED',
        `The person objected on ${formatLegal(first.on)} that they were not served as recorded (${first.grounds}). Decide the objection, for reasons recorded, before ${what}.`,
        basis,
        'objectionId',
      ),
    );
  }
  return ok(basis);
}

/** An upheld objection means the attempt did not serve the notice: service must be tried again. */
export function upheldObjections(objections: readonly ServiceObjection[] | undefined): string[] {
  return (objections ?? []).filter((o) => o.decided?.upheld === true).map((o) => o.attemptId);
}

/** The service record once an objection to `attemptId` is upheld: that attempt failed, the notice is not served. */
export function undoService(s: ServiceState, attemptId: string, on: LocalDate): ServiceState {
  return {
    attempts: s.attempts.map((a) =>
      a.attemptId === attemptId && a.outcome === 'served' ? { ...a, outcome: 'failed', outcomeOn: on } : a,
    ),
  };
}
