// Who may do what, declared per area in one place. A rule grants an action to a role, within a scope (the office,
// district or State of the grant) or as a party to the proceeding. Nothing is allowed that no rule grants; the
// rules follow the Rules' own allocation: the adjudicating officer issues notices and passes orders (Rule 4), the
// appellate authority decides appeals (Rule 7), parties reply and file, the Board recovers (Rule 4(14)).

import type { Actor, Role } from '../actor.ts';
import { AppError } from '../errors.ts';
import type { PartyRole, StreamKind } from '../ports/store.ts';

export type Scope = 'office' | 'district' | 'state' | 'any';

export interface Grant {
  readonly role: Role;
  /** For officers: where the grant must match the resource. */
  readonly scope?: Scope;
  /** For citizens and authorised officers: the party roles on the proceeding that qualify. */
  readonly party?: readonly PartyRole[];
  /** The kinds of proceeding the grant reaches; absent: every kind. */
  readonly kinds?: readonly StreamKind[];
}

export interface Resource {
  readonly kind: StreamKind;
  readonly officeCode: string;
  readonly districtCode: string;
  readonly stateCode: string;
  readonly parties: readonly { readonly accountId: string; readonly role: PartyRole }[];
}

export const AO: Grant = { role: 'adjudicating-officer', scope: 'office' };
/** An office's help desk or registered operator (assisted access, issue 30). */
export const HELP_DESK: Grant = { role: 'help-desk', scope: 'office' };
export const AA: Grant = { role: 'appellate-authority', scope: 'district' };
export const COMPLAINANT: readonly PartyRole[] = ['complainant', 'authorised-officer', 'representative'];
export const RESPONDENT: readonly PartyRole[] = ['respondent'];
export const CASE_PARTY: readonly PartyRole[] = [...COMPLAINANT, ...RESPONDENT];
const BOARD_KINDS: readonly StreamKind[] = ['adjudication', 'appeal'];
export const party = (roles: readonly PartyRole[]): Grant[] => [
  { role: 'citizen', party: roles },
  { role: 'authorised-officer', party: roles },
];

// The policy of each command of a proceeding (who may take the step) is declared with the step, in the catalogue
// (src/app/steps/*.ts: `who`); ADJUDICATION_POLICY, APPEAL_POLICY, ASSAM_POLICY and commandPolicy are read from it there.

/** Reads. Personal data (names, addresses, phone, email) is in the record; staff reads of it are logged. */
export const READ_POLICY = {
  'case:read': [
    ...party([...CASE_PARTY, 'appellant', 'appeal-respondent']),
    AO,
    AA,
    // The Board recovers penalties (Rule 4(14)) and keeps the fund (Rule 8); it reads the complaint cases and the
    // appeals that vary their penalties (Rule 7(11)), never the Assam criminal track, whose fines are not the fund's.
    { role: 'awbi-recovery-officer', scope: 'any', kinds: BOARD_KINDS },
    { role: 'fund-accountant', scope: 'state', kinds: BOARD_KINDS },
    { role: 'fund-accountant', scope: 'any', kinds: BOARD_KINDS },
  ],
  'worklist:read': [AO, AA],
} as const satisfies Record<string, readonly Grant[]>;

/** Every party role a proceeding can have (complaint case, appeal or Assam report). */
const ANY_PARTY: readonly PartyRole[] = [...CASE_PARTY, 'appellant', 'appeal-respondent'];

/** Acts on a proceeding's record that are not commands of the proceeding itself. */
export const RECORD_POLICY = {
  // The officer of the proceeding's office or district links a registered account as a party (e.g. the person
  // complained against, once registered), so they can see the case and reply.
  'party:link': [AO, AA],
  // The officer enters a party who has no account (name, address, phone) and prints what is to be served on them for
  // tender, speed post or affixing (issue 15).
  'party:paper': [AO, AA],
  // Evidence, a reply or a copy of an order: any party to the proceeding, or its officer; the help desk attaches the
  // scanned consent of a party it assists and what that party hands in (issue 30).
  'document:attach': [...party(ANY_PARTY), AO, AA, HELP_DESK],
  // Assisted access (issue 30): the office's help desk, or its officers, print a party's consent form, record the
  // signed consent and act for the party while it is on record.
  'party:assist': [HELP_DESK, AO, AA],
} as const satisfies Record<string, readonly Grant[]>;

function scopeMatches(g: Actor['grants'][number], scope: Scope, r: Resource): boolean {
  switch (scope) {
    case 'office':
      return g.officeCode === r.officeCode;
    case 'district':
      return g.districtCode === r.districtCode;
    case 'state':
      return g.stateCode !== undefined && g.stateCode === r.stateCode;
    case 'any':
      return g.officeCode === undefined && g.districtCode === undefined && g.stateCode === undefined;
  }
}

/** Whether any of the actor's grants satisfies any rule. Party rules need the actor to be that party. */
export function allows(rules: readonly Grant[], actor: Actor, r: Resource): boolean {
  return rules.some((rule) =>
    actor.grants.some((g) => {
      if (g.role !== rule.role) return false;
      if (rule.kinds && !rule.kinds.includes(r.kind)) return false;
      if (rule.party) return r.parties.some((p) => p.accountId === actor.accountId && rule.party!.includes(p.role));
      if (rule.scope) return scopeMatches(g, rule.scope, r);
      return true;
    }),
  );
}

/**
 * Whether the actor may act for parties of the proceeding (party:assist): the help desk, or an officer, of its office;
 * in an appeal, also the help desk of the office that heard the case below (`below`, the resource of that case), which
 * helped the party file it (I-410). The officer whose order is appealed against never acts for a party in the appeal.
 */
export function mayAssist(actor: Actor, r: Resource, below?: Resource): boolean {
  return allows(RECORD_POLICY['party:assist'], actor, r) || (below !== undefined && allows([HELP_DESK], actor, below));
}

/**
 * Assisted access (issue 30): the operator may take a party's step for the party when the step is that party's (a
 * party rule of the policy names the party's role) and the operator serves the proceeding's office (party:assist).
 * The consent itself is checked by the caller (app/parties/assisted.ts). Throws the refusal.
 */
export function assistedGrant(
  policy: readonly Grant[],
  actor: Actor,
  partyRole: PartyRole,
  r: Resource,
  below?: Resource,
): void {
  const partysStep = policy.some((g) => g.party?.includes(partyRole));
  if (!partysStep)
    throw new AppError(
      'AUTH.FORBIDDEN',
      `This step is not the ${partyRole.replace(/-/g, ' ')}'s: an operator acts for a party only in the party's own steps.`,
    );
  if (!mayAssist(actor, r, below))
    throw new AppError(
      'AUTH.FORBIDDEN',
      `You may not act for a party in this proceeding. Only ${describeGrants(RECORD_POLICY['party:assist'])} may.`,
    );
}

/** Who the rules let do this, in words, for a refusal message. */
export function describeGrants(rules: readonly Grant[]): string {
  const a = (w: string): string => (/^[aeiou]/.test(w) ? `an ${w}` : `a ${w}`);
  const words = rules.map((g) => {
    const role = g.role.replace(/-/g, ' ');
    if (g.party)
      return `${a(role)} who is the ${g.party.map((p) => p.replace(/-/g, ' ')).join(' or ')} in this proceeding`;
    if (g.scope === 'office') return `the ${role} of this office`;
    if (g.scope === 'district') return `the ${role} of this district`;
    const of = g.kinds ? ` (${g.kinds.join(' or ')} proceedings)` : '';
    if (g.scope === 'state') return `${a(role)} of this State${of}`;
    return `${a(role)}${of}`;
  });
  return [...new Set(words)].join(', or ');
}
