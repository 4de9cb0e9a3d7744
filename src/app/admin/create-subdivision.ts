// An administrator (national, or of the State) adds a sub-division: the area of an adjudicating officer (Rule 2).

import type { Actor } from '../actor.ts';
import { assertAdministrator, assertAdministratorOf } from '../policies/administration.ts';
import { assertNoProblems } from '../validation.ts';
import type { AdminDeps } from './context.ts';
import { taken } from './context.ts';
import { codeProblems, namesProblems, normalizeCode, PLACE_CODE, PLACE_SHAPE } from './fields.ts';

export async function createSubdivision(
  deps: AdminDeps,
  admin: Actor,
  input: { code: string; districtCode: string; name: string; nameHi: string },
): Promise<void> {
  assertAdministrator(admin, 'add a sub-division');
  const code = normalizeCode(input.code);
  const districtCode = normalizeCode(input.districtCode);
  const district = districtCode ? await deps.jurisdiction.district(districtCode) : undefined;
  assertNoProblems(
    [
      ...codeProblems(code, 'code', PLACE_CODE, PLACE_SHAPE),
      ...(district
        ? []
        : [
            {
              field: 'districtCode',
              message: districtCode ? `There is no district with the code "${districtCode}"` : 'Give the districtCode',
            },
          ]),
      ...namesProblems(input.name, input.nameHi),
    ],
    'The sub-division',
  );
  assertAdministratorOf(admin, district!.stateCode, `add a sub-division in ${district!.stateCode}`);
  const r = await deps.jurisdiction.insertSubdivision({
    code,
    districtCode,
    name: input.name.trim(),
    nameHi: input.nameHi.trim(),
  });
  if (r === 'exists') throw taken('code', `A sub-division with the code ${code} exists already`);
}
