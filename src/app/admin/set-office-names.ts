// An administrator (national, or of the office's State) corrects an office's names and enters its address in English
// and in Hindi. Every Hindi page and document prints the Hindi forms; where the Hindi address is left empty they print
// the English one as entered, and the administrator's page shows it as missing. Documents issued earlier keep theirs.

import type { Actor } from '../actor.ts';
import { AppError } from '../errors.ts';
import { assertAdministrator, assertAdministratorOf } from '../policies/administration.ts';
import type { OfficeNamesInput } from '../services.ts';
import { assertNoProblems } from '../validation.ts';
import type { AdminDeps } from './context.ts';
import { addressProblems, namesProblems, normalizeCode } from './fields.ts';

export async function setOfficeNames(deps: AdminDeps, admin: Actor, input: OfficeNamesInput): Promise<void> {
  assertAdministrator(admin, "change an office's names and address");
  const code = normalizeCode(input.officeCode);
  const office = code ? await deps.jurisdiction.office(code) : undefined;
  if (!office)
    throw new AppError('OFFICE.UNKNOWN', `There is no office with the code "${code}".`, { field: 'officeCode' });
  assertAdministratorOf(admin, office.stateCode, `change the names and address of ${code}`);
  assertNoProblems(
    [...namesProblems(input.name, input.nameHi), ...addressProblems(input.address, input.addressHi)],
    'The office',
  );
  await deps.jurisdiction.setOfficeNames(code, {
    name: input.name.trim(),
    nameHi: input.nameHi.trim(),
    address: input.address.trim(),
    addressHi: input.addressHi.trim(),
  });
}
