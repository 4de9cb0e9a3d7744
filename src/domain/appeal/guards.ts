// Small helpers shared by the appeal's decide functions: refusing with a provision, accepting events, date guards.

import type { LocalDate } from '../../lib/local-date.ts';
import { formatLegal } from '../../lib/local-date.ts';
import { err, ok } from '../../lib/result.ts';
import type { ProvisionId } from '../../rules/provisions.ts';
import { labels } from '../../rules/provisions.ts';
import type { RefusalCode } from '../../rules/refusal-codes.ts';
import { refuse } from '../../rules/ruling.ts';
import type { Decision } from '../common.ts';
import type { AppealEvent } from './events.ts';
import type { AppealStage, AppealState } from './state.ts';

export type AppealDecision = Decision<AppealEvent>;

export const no = (code: RefusalCode, message: string, basis: readonly ProvisionId[], field?: string): AppealDecision =>
  err(refuse(code, message, basis, field));

export const yes = (...events: AppealEvent[]): AppealDecision => ok(events);

const STAGE_WORDS: Record<AppealStage, string> = {
  none: 'no appeal has been filed',
  filed: 'the appeal is under scrutiny (not yet admitted)',
  refused: 'registration of the appeal was refused',
  admitted: 'the appeal is admitted and pending',
  decided: 'the appeal has been decided',
};

/** Refuses unless the appeal is in one of `stages`, saying where it is and what the act needs. */
export function inStage(
  s: AppealState,
  stages: readonly AppealStage[],
  act: string,
  basis: readonly ProvisionId[],
): AppealDecision | undefined {
  if (stages.includes(s.stage)) return undefined;
  if (s.stage === 'none')
    return no('CASE.NOT_FOUND', `No appeal has been filed; file the appeal in Form-III before you ${act}.`, basis);
  const wanted = stages.map((x) => STAGE_WORDS[x]).join(' or ');
  return no(
    'APPEAL.WRONG_STAGE',
    `You cannot ${act} now: ${STAGE_WORDS[s.stage]}. Under ${labels(basis).join(', ')} this is done when ${wanted}.`,
    basis,
  );
}

/** Every proceeding is dated: not after today (the Clock port's date) and not before the latest event. */
export function dateGuard(
  s: AppealState,
  on: LocalDate,
  today: LocalDate,
  basis: readonly ProvisionId[],
): AppealDecision | undefined {
  if (on > today) {
    return no(
      'CASE.DATE_IN_FUTURE',
      `The date ${formatLegal(on)} is after today (${formatLegal(today)}); record a proceeding on or after the day it happens.`,
      basis,
      'on',
    );
  }
  if (s.lastEventOn !== undefined && on < s.lastEventOn) {
    return no(
      'CASE.DATE_BEFORE_PREVIOUS_EVENT',
      `The date ${formatLegal(on)} is before the latest entry on the appeal's order sheet (${formatLegal(s.lastEventOn)}); use a date on or after it.`,
      basis,
      'on',
    );
  }
  return undefined;
}

export const isWholePaise = (n: number): boolean => Number.isSafeInteger(n) && n >= 0;
