// What the money book's catalogue gives the surfaces: whether decideMoney() accepts a step on the book as it stands
// (its probes; the refusal of the first when none is accepted), the steps a person may take there today, and the
// form of a step with its choices read from the book.

import type { MoneyCommand } from '../../domain/money/index.ts';
import { decideMoney } from '../../domain/money/index.ts';
import type { LocalDate } from '../../lib/local-date.ts';
import type { Refusal } from '../../rules/ruling.ts';
import type { Actor } from '../actor.ts';
import type { Resource } from '../policies/policies.ts';
import { allows } from '../policies/policies.ts';
import type { StepForm } from './forms.ts';
import type { Actions, AnyStep, AvailableAction, BlockedAction } from './index.ts';
import type { BookType, MoneyState } from './money.ts';
import { MONEY_STEPS } from './money.ts';

export const moneyStepOf = (type: string): AnyStep | undefined =>
  Object.hasOwn(MONEY_STEPS, type) ? (MONEY_STEPS as Record<string, AnyStep>)[type] : undefined;

export const isBookType = (type: string): type is BookType => moneyStepOf(type)?.surface === 'book';

/** Whether the book would accept the step today: its first probe decideMoney() accepts, else the first refusal. */
export function moneyAvailability(
  type: string,
  state: MoneyState,
  today: LocalDate,
): { ok: true } | { ok: false; refusal: Refusal } {
  const step = moneyStepOf(type);
  let first: Refusal | undefined;
  for (const probe of (step?.probes(state, today) ?? []) as MoneyCommand[]) {
    const d = decideMoney(state.book, probe);
    if (d.ok) return { ok: true };
    first ??= d.error;
  }
  return {
    ok: false,
    refusal: first ?? {
      code: 'MONEY.NO_DEMAND',
      message:
        step?.surface === 'follows'
          ? 'This follows a step of the proceeding and is taken there.'
          : 'Nothing in the book for this step yet.',
      basis: step?.basis ?? [],
    },
  };
}

/** The money steps the actor may take on this resource today (the case's office, or the Board's national business). */
export function moneyActionsFor(
  state: MoneyState,
  actor: Actor | undefined,
  resource: Resource,
  today: LocalDate,
): Actions {
  const available: AvailableAction[] = [];
  const blocked: BlockedAction[] = [];
  if (!actor) return { available, blocked };
  for (const [command, step] of Object.entries(MONEY_STEPS as Record<string, AnyStep>)) {
    if (step.surface !== 'book' || !allows(step.who, actor, resource)) continue;
    const a = moneyAvailability(command, state, today);
    const words = { command, surface: step.surface, label: step.label };
    if (a.ok) {
      const defaults =
        step.defaults?.(state, { officeName: '', officeAddress: '', actorName: actor.name, today }) ?? {};
      available.push({
        ...words,
        help: step.help,
        provisions: step.basis,
        defaults,
        defaultsHi: defaults,
        preview: false,
      });
    } else {
      blocked.push({ ...words, code: a.refusal.code, reason: a.refusal.message, provisions: a.refusal.basis });
    }
  }
  return { available, blocked };
}

/** The form of a money step on the book as it stands: its fields with their choices, first values, and why not now. */
export function moneyStepForm(state: MoneyState, command: string, actions: Actions): StepForm | undefined {
  const step = moneyStepOf(command);
  if (!step || step.surface !== 'book') return undefined;
  const fields = step.fields.map((f) => {
    const { choices, ...rest } = f;
    return choices === undefined
      ? rest
      : { ...rest, choices: typeof choices === 'function' ? choices(state) : choices };
  });
  const available = actions.available.find((a) => a.command === command);
  const blocked = actions.blocked.find((a) => a.command === command);
  return {
    command,
    step,
    fields,
    defaults: available?.defaults ?? {},
    ...(blocked ? { blocked: { code: blocked.code, reason: blocked.reason } } : {}),
  };
}
