// An administrator (national, or of the State) adds a district: the area of an appellate authority (Rule 7).

import type { Actor } from '../actor.ts';
import { assertAdministrator, assertAdministratorOf } from '../policies/administration.ts';
import { assertNoProblems } from '../validation.ts';
import type { AdminDeps } from './context.ts';
import { taken } from './context.ts';
import { codeProblems, namesProblems, normalizeCode, PLACE_CODE, PLACE_SHAPE } from './fields.ts';

export async function createDistrict(
  deps: AdminDeps,
  admin: Actor,
  input: { code: string; stateCode: string; name: string; nameHi: string },
): Promise<void> {
  assertAdministrator(admin, 'add a district');
  const code = normalizeCode(input.code);
  const stateCode = normalizeCode(input.stateCode);
  const state = stateCode ? await deps.jurisdiction.state(stateCode) : undefined;
  assertNoProblems(
    [
      ...codeProblems(code, 'code', PLACE_CODE, PLACE_SHAPE),
      ...(state
        ? []
        : [
            {
              field: 'stateCode',
              message: stateCode ? `There is no State with the code "${stateCode}"` : 'Give the stateCode',
            },
          ]),
      ...namesProblems(input.name, input.nameHi),
    ],
    'The district',
  );
  assertAdministratorOf(admin, stateCode, `add a district in ${stateCode}`);
  const r = await deps.jurisdiction.insertDistrict({
    code,
    stateCode,
    name: input.name.trim(),
    nameHi: input.nameHi.trim(),
  });
  if (r === 'exists') throw taken('code', `A district with the code ${code} exists already`);
}
