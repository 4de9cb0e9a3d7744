// Issue 27: an administrator of a State enters the value the State notified for a configured parameter (the penalty
// ceiling, the s.27B and s.27C periods, the minimum notice interval, any value the texts held do not give), with the
// notification's number and date and the day it takes effect. From that day every case of the State's offices reads
// it instead of the portal's configured default (app/cases/context.ts officePack); earlier days keep what was in force.
// The person at the server's shell (`ctp params set`) may enter one too: they hold the database already.

import type { Actor } from '../actor.ts';
import { AppError } from '../errors.ts';
import { assertAdministrator, assertAdministratorOf } from '../policies/administration.ts';
import { assertNoProblems } from '../validation.ts';
import type { StateValue } from '../../rules/state-values.ts';
import { parseStateValue } from '../../rules/state-values.ts';
import { pack } from '../../rules/packs.ts';
import type { StateValueInput } from '../services.ts';
import type { AdminDeps } from './context.ts';
import { normalizeCode } from './fields.ts';

export async function setStateValue(
  deps: AdminDeps,
  by: Actor | { readonly operator: string },
  input: StateValueInput,
): Promise<{ value: StateValue; outcome: 'created' }> {
  if ('kind' in by) assertAdministrator(by, "enter a State's notified value");
  const code = normalizeCode(input.stateCode);
  const state = code ? await deps.jurisdiction.state(code) : undefined;
  if (!state)
    throw new AppError('OFFICE.UNKNOWN', `There is no State with the code "${input.stateCode}".`, {
      field: 'stateCode',
    });
  if ('kind' in by) assertAdministratorOf(by, state.code, `enter the notified values of ${state.code}`);
  const parsed = parseStateValue(pack(state.jurisdiction), input, deps.clock.today());
  if (!parsed.ok) assertNoProblems([...parsed.problems], "The State's value");
  const v = (parsed as { ok: true; value: StateValue }).value;
  const who = 'kind' in by ? { accountId: by.accountId, name: by.name } : { accountId: null, name: by.operator };
  const outcome = await deps.jurisdiction.putStateValue(state.code, v, who, deps.clock.now());
  if (outcome === 'exists')
    assertNoProblems(
      [
        {
          field: 'from',
          message: `${state.code} already has a value of ${v.param} from ${v.from}; a fresh notification takes effect from its own day.`,
        },
      ],
      "The State's value",
    );
  return { value: v, outcome: 'created' };
}
