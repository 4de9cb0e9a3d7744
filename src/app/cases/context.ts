// Building what decide() needs from the office of the proceeding: its jurisdiction's pack and its calendar.

import type { Clock } from '../../lib/clock.ts';
import type { DecideContext } from '../../domain/common.ts';
import type { Pack } from '../../rules/packs.ts';
import { pack, withOverrides } from '../../rules/packs.ts';
import { stateValueTable } from '../../rules/state-values.ts';
import type { Actor } from '../actor.ts';
import { AppError } from '../errors.ts';
import type { Grant, Resource } from '../policies/policies.ts';
import { allows, describeGrants } from '../policies/policies.ts';
import type { OfficeInfo, Store, StoreTx, StreamRef } from '../ports/store.ts';

export interface CaseDeps {
  readonly store: Store;
  readonly clock: Clock;
}

export function decideContext(office: OfficeInfo, clock: Clock): DecideContext {
  return { today: clock.today(), pack: officePack(office), calendar: office.calendar };
}

/** The office's pack with its State's notified values over the portal's defaults (issue 27). */
export function officePack(office: Pick<OfficeInfo, 'jurisdiction' | 'stateValues'>): Pack {
  const p = pack(office.jurisdiction);
  return office.stateValues && office.stateValues.length > 0
    ? withOverrides(p, stateValueTable(p, office.stateValues))
    : p;
}

export function resourceOf(office: OfficeInfo, kind: Resource['kind'], parties: Resource['parties']): Resource {
  return { kind, officeCode: office.code, districtCode: office.districtCode, stateCode: office.stateCode, parties };
}

/**
 * Assisted access in an appeal (I-410): the case below, as a resource for the help desk of the office that heard it
 * (an appeal is heard at the district's office; the party was helped to file it at the office below). Undefined for
 * any other proceeding.
 */
export async function assistResourceBelow(tx: StoreTx, stream: StreamRef): Promise<Resource | undefined> {
  if (stream.kind !== 'appeal' || !stream.parentId) return undefined;
  const below = await tx.stream(stream.parentId);
  const office = below ? await tx.office(below.officeCode) : undefined;
  return office ? resourceOf(office, 'appeal', []) : undefined;
}

/** The first line of every use case: refuses unless a rule of the policy grants the action to the actor. */
export function authorize(actor: Actor, rules: readonly Grant[], r: Resource, what: string): void {
  if (!allows(rules, actor, r)) {
    throw new AppError('AUTH.FORBIDDEN', `You may not ${what}. Only ${describeGrants(rules)} may.`);
  }
}

export async function officeOrFail(tx: StoreTx, code: string): Promise<OfficeInfo> {
  const office = await tx.office(code);
  if (!office)
    throw new AppError('OFFICE.UNKNOWN', `There is no office with the code "${code}".`, { field: 'officeCode' });
  return office;
}

/**
 * The opening of a use case on one proceeding: the proceeding (locked in `tx` when `lock` is set), its office and
 * parties, once the policy grants the actor `what` on it; refused when there is no such proceeding.
 */
export async function proceedingInScope(
  tx: StoreTx,
  actor: Actor,
  streamId: string,
  rules: readonly Grant[],
  what: (caseNumber: string) => string,
  lock = false,
): Promise<{ stream: StreamRef; office: OfficeInfo; parties: Resource['parties'] }> {
  const stream = await (lock ? tx.lockStream(streamId) : tx.stream(streamId));
  if (!stream) throw new AppError('CASE.UNKNOWN', 'No proceeding has that id.', { field: 'caseId' });
  const office = await officeOrFail(tx, stream.officeCode);
  const parties = await tx.parties(stream.id);
  authorize(actor, rules, resourceOf(office, stream.kind, parties), what(stream.number));
  return { stream, office, parties };
}
