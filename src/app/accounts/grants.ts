// Role grants given by an administrator: each role's scope (office, district, State or national), checked against
// the jurisdiction, within the granting administrator's own State, and never mixing administration with case powers.

import type { Actor, Role, RoleGrant } from '../actor.ts';
import { ROLES } from '../actor.ts';
import { AppError } from '../errors.ts';
import { assertAdministratorOf, CASE_POWERS, isCasePower } from '../policies/administration.ts';
import type { FieldProblem } from '../validation.ts';
import { assertNoProblems } from '../validation.ts';
import type { JurisdictionLookup } from '../ports/accounts.ts';

const words = (r: Role): string => r.replace(/-/g, ' ');
const up = (s: string | undefined): string | undefined =>
  s === undefined || s.trim() === '' ? undefined : s.trim().toUpperCase();

/** The grant with its codes upper-cased and empty scopes dropped. */
export function normalizeGrant(g: RoleGrant): RoleGrant {
  const officeCode = up(g.officeCode);
  const districtCode = up(g.districtCode);
  const stateCode = up(g.stateCode);
  return {
    role: g.role,
    ...(officeCode ? { officeCode } : {}),
    ...(districtCode ? { districtCode } : {}),
    ...(stateCode ? { stateCode } : {}),
  };
}

/**
 * Checks one grant against its role's scope and the jurisdiction. Returns its problems and the State it lies in
 * (`undefined` for a national grant), which decides which administrators may give it.
 */
export async function checkGrant(
  j: JurisdictionLookup,
  g: RoleGrant,
  field: string,
): Promise<{ problems: FieldProblem[]; stateCode: string | undefined }> {
  const problems: FieldProblem[] = [];
  const only = (allowed: readonly ('officeCode' | 'districtCode' | 'stateCode')[]): void => {
    for (const k of ['officeCode', 'districtCode', 'stateCode'] as const) {
      if (g[k] !== undefined && !allowed.includes(k))
        problems.push({
          field: `${field}.${k}`,
          message: `A grant of ${words(g.role)} takes no ${k}${allowed.length ? `; it takes ${allowed.join(' or ')}` : ' (the role is national)'}`,
        });
    }
  };
  if (!(ROLES as readonly string[]).includes(g.role)) {
    return {
      problems: [
        { field: `${field}.role`, message: `"${String(g.role)}" is not a role; use one of ${ROLES.join(', ')}` },
      ],
      stateCode: undefined,
    };
  }
  switch (g.role) {
    case 'citizen':
      return {
        problems: [
          {
            field: `${field}.role`,
            message: 'Citizens register themselves; the citizen role is not granted by an administrator',
          },
        ],
        stateCode: undefined,
      };
    case 'adjudicating-officer': {
      only(['officeCode']);
      if (g.officeCode === undefined) {
        problems.push({
          field: `${field}.officeCode`,
          message:
            "An adjudicating officer sits at an office: give the officeCode of the Sub-Divisional Magistrate's office",
        });
        return { problems, stateCode: undefined };
      }
      const o = await j.office(g.officeCode);
      if (!o)
        problems.push({ field: `${field}.officeCode`, message: `There is no office with the code "${g.officeCode}"` });
      else if (o.kind !== 'adjudicating')
        problems.push({
          field: `${field}.officeCode`,
          message: `${g.officeCode} is an appellate office; an adjudicating officer sits at an adjudicating (sub-division) office`,
        });
      return { problems, stateCode: o?.stateCode };
    }
    case 'help-desk': {
      // Assisted access (issue 30): a help desk or registered operator serves one office's parties.
      only(['officeCode']);
      if (g.officeCode === undefined) {
        problems.push({ field: `${field}.officeCode`, message: 'A help desk serves an office: give the officeCode' });
        return { problems, stateCode: undefined };
      }
      const o = await j.office(g.officeCode);
      if (!o)
        problems.push({ field: `${field}.officeCode`, message: `There is no office with the code "${g.officeCode}"` });
      return { problems, stateCode: o?.stateCode };
    }
    case 'appellate-authority': {
      only(['districtCode']);
      if (g.districtCode === undefined) {
        problems.push({
          field: `${field}.districtCode`,
          message: 'An appellate authority acts for a district: give the districtCode',
        });
        return { problems, stateCode: undefined };
      }
      const d = await j.district(g.districtCode);
      if (!d)
        problems.push({
          field: `${field}.districtCode`,
          message: `There is no district with the code "${g.districtCode}"`,
        });
      return { problems, stateCode: d?.stateCode };
    }
    case 'awbi-recovery-officer':
      only([]);
      return { problems, stateCode: undefined };
    case 'fund-accountant':
    case 'administrator':
    case 'authorised-officer': {
      only(['stateCode']);
      if (g.stateCode !== undefined && !(await j.state(g.stateCode)))
        problems.push({ field: `${field}.stateCode`, message: `There is no State with the code "${g.stateCode}"` });
      return { problems, stateCode: g.stateCode };
    }
  }
}

const SEPARATION = `administration and adjudication are kept apart, so an administrator holds no case powers (${CASE_POWERS.map(words).join(', ')})`;

/** Refuses grants that would put administration and case powers in one account. */
export function assertSeparation(existing: readonly RoleGrant[], adding: readonly RoleGrant[], self: boolean): void {
  const all = [...existing, ...adding];
  const admin = all.some((g) => g.role === 'administrator');
  const power = all.find((g) => isCasePower(g.role));
  if (self && adding.some((g) => isCasePower(g.role))) {
    throw new AppError(
      'AUTH.FORBIDDEN',
      `You cannot grant yourself case powers: ${SEPARATION}. Create a separate account for the officer.`,
    );
  }
  if (self)
    throw new AppError('AUTH.FORBIDDEN', 'You cannot widen your own powers; another administrator must grant them.');
  if (admin && power) {
    throw new AppError(
      'AUTH.FORBIDDEN',
      `An account cannot be both administrator and ${words(power.role)}: ${SEPARATION}. Use a separate account for each.`,
    );
  }
}

/**
 * Validates every grant (all problems at once), then checks that the administrator may give each one: a State
 * administrator only within their State, national grants only by a national administrator.
 */
export async function checkGrantsFor(
  admin: Actor,
  j: JurisdictionLookup,
  grants: readonly RoleGrant[],
  field: string,
): Promise<RoleGrant[]> {
  const normalized = grants.map(normalizeGrant);
  const problems: FieldProblem[] = [];
  const states: (string | undefined)[] = [];
  for (const [i, g] of normalized.entries()) {
    const r = await checkGrant(j, g, normalized.length === 1 && field === 'grant' ? field : `${field}[${i}]`);
    problems.push(...r.problems);
    states.push(r.stateCode);
  }
  assertNoProblems(problems, 'The grants');
  normalized.forEach((g, i) =>
    assertAdministratorOf(
      admin,
      states[i],
      `grant the role of ${words(g.role)}${states[i] ? ` in ${states[i]}` : ' nationally'}`,
    ),
  );
  return normalized;
}
