// A national administrator adds a State with the rule pack that governs it: Assam takes the Assam overlay
// (Cattle Trespass (Assam Amendment) Act, 2002), every other State the central pack.

import type { Actor } from '../actor.ts';
import { assertAdministrator, assertAdministratorOf } from '../policies/administration.ts';
import type { FieldProblem } from '../validation.ts';
import { assertNoProblems } from '../validation.ts';
import type { AdminDeps } from './context.ts';
import { codeProblems, namesProblems, normalizeCode, STATE_CODE, STATE_SHAPE } from './fields.ts';
import { taken } from './context.ts';

export async function createState(
  deps: AdminDeps,
  admin: Actor,
  input: { code: string; name: string; nameHi: string; jurisdiction: 'in' | 'in-as' },
): Promise<void> {
  assertAdministrator(admin, 'add a State');
  const code = normalizeCode(input.code);
  const problems: FieldProblem[] = [
    ...codeProblems(code, 'code', STATE_CODE, STATE_SHAPE),
    ...namesProblems(input.name, input.nameHi),
  ];
  if (input.jurisdiction !== 'in' && input.jurisdiction !== 'in-as') {
    problems.push({
      field: 'jurisdiction',
      message: 'Choose the rule pack: "in" (the central Rules) or "in-as" (Assam, with the Assam Amendment Act)',
    });
  } else if (code === 'AS' && input.jurisdiction !== 'in-as') {
    problems.push({
      field: 'jurisdiction',
      message: 'Assam (AS) is governed by the Assam Amendment Act, 2002: use "in-as"',
    });
  } else if (code !== 'AS' && input.jurisdiction === 'in-as') {
    problems.push({
      field: 'jurisdiction',
      message: 'The "in-as" pack is for Assam (AS) only; use "in" for other States',
    });
  }
  assertNoProblems(problems, 'The State');
  assertAdministratorOf(admin, undefined, 'add a State');
  const r = await deps.jurisdiction.insertState({
    code,
    name: input.name.trim(),
    nameHi: input.nameHi.trim(),
    jurisdiction: input.jurisdiction,
  });
  if (r === 'exists') throw taken('code', `A State with the code ${code} exists already`);
}
