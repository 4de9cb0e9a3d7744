// Who is acting: an account with its role grants, or the system (jobs). Scopes are offices, districts and states.

export const ROLES = [
  'citizen',
  'authorised-officer',
  'adjudicating-officer',
  'appellate-authority',
  'awbi-recovery-officer',
  'fund-accountant',
  'administrator',
  // Assisted access (issue 30): an office's help desk or registered operator acts for a party whose consent is on record.
  'help-desk',
] as const;
export type Role = (typeof ROLES)[number];

export interface RoleGrant {
  readonly role: Role;
  /** Adjudicating officer: the office (sub-division) where they sit. */
  readonly officeCode?: string;
  /** Appellate authority: the district. */
  readonly districtCode?: string;
  /** Administrator or fund accountant of a State; absent means national (AWBI, central administrator). */
  readonly stateCode?: string;
}

export interface Actor {
  readonly kind: 'account';
  readonly accountId: string;
  readonly name: string;
  readonly grants: readonly RoleGrant[];
}

export interface SystemActor {
  readonly kind: 'system';
  readonly job: string;
}

export function hasRole(a: Actor, role: Role): boolean {
  return a.grants.some((g) => g.role === role);
}
