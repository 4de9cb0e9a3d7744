// Who may do what with the penalty money. The Board's fund (s.28, Rule 8) is national: sanctions, releases,
// certificates and corrections are the Board's fund accountants' (a national grant); its recovery (Rules 4(14),
// 7(12)) is the Board's recovery officers'. A State's fund accountant reads the figures of that State; deposits of
// compensation, expenses and charges are recorded by the office that ordered them or by a fund accountant.

import type { Actor } from '../actor.ts';
import { AppError } from '../errors.ts';
import type { Grant, Resource } from './policies.ts';
import { allows, describeGrants } from './policies.ts';

export const BOARD_ACCOUNTANT: Grant = { role: 'fund-accountant', scope: 'any' };
export const STATE_ACCOUNTANT: Grant = { role: 'fund-accountant', scope: 'state' };
export const RECOVERY_OFFICER: Grant = { role: 'awbi-recovery-officer', scope: 'any' };
const AO: Grant = { role: 'adjudicating-officer', scope: 'office' };

/** The reads. Who may take each step of the book (a deposit, a recovery, a sanction...) is the step's own entry in
 * the catalogue (src/app/steps/money.ts), which uses the grants above. */
export const MONEY_POLICY = {
  // A case's demands: the office that ordered them and the fund accountants (those who record its deposits).
  'demands:read': [AO, STATE_ACCOUNTANT, BOARD_ACCOUNTANT],
  'recovery:read': [RECOVERY_OFFICER, BOARD_ACCOUNTANT],
  'fund:read': [BOARD_ACCOUNTANT, STATE_ACCOUNTANT, RECOVERY_OFFICER],
} as const satisfies Record<string, readonly Grant[]>;

export type MoneyAction = keyof typeof MONEY_POLICY;

/** The resource of national business (the Board's): no office, district or State. */
export const NATIONAL: Resource = {
  kind: 'adjudication',
  officeCode: '',
  districtCode: '',
  stateCode: '',
  parties: [],
};

export function assertMoney(actor: Actor, action: MoneyAction, r: Resource, what: string): void {
  if (allows(MONEY_POLICY[action], actor, r)) return;
  throw new AppError('AUTH.FORBIDDEN', `You may not ${what}. Only ${describeGrants(MONEY_POLICY[action])} may.`);
}

/**
 * For national reads: a national grant sees everything; a State fund accountant sees the States of their grants
 * (returned), and nothing else. Undefined means all States.
 */
export function readableStates(actor: Actor, action: 'fund:read' | 'recovery:read'): readonly string[] | undefined {
  if (allows(MONEY_POLICY[action], actor, NATIONAL)) return undefined;
  const states = actor.grants
    .filter((g) => g.role === 'fund-accountant' && g.stateCode !== undefined)
    .map((g) => g.stateCode!);
  if (action === 'fund:read' && states.length > 0) return states;
  throw new AppError(
    'AUTH.FORBIDDEN',
    `You may not read the penalty fund's figures. Only ${describeGrants(MONEY_POLICY[action])} may.`,
  );
}
