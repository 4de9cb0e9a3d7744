// Jurisdiction packs: the central pack, and overlays (Assam) that add or override provisions and parameters.
// A pack resolves a parameter on a date by looking in itself first, then in its parent.

import type { LocalDate } from '../lib/local-date.ts';
import { formatLegal } from '../lib/local-date.ts';
import { CENTRAL_PARAMS } from './in/pack.ts';
import { ASSAM_PARAMS } from './in-as/pack.ts';
import type { ParamId, ParamTable, ParamTypes, ResolvedParam } from './parameters.ts';
import { valueOn } from './parameters.ts';
import type { ProvisionId } from './provisions.ts';
import { PROVISION_IDS, PROVISIONS } from './provisions.ts';

export type JurisdictionId = 'in' | 'in-as';
export const JURISDICTIONS: readonly JurisdictionId[] = ['in', 'in-as'];

export interface Pack {
  readonly id: JurisdictionId;
  readonly title: string;
  readonly parent?: Pack;
  readonly params: ParamTable;
  /** Provisions this pack adds to its parent's. */
  readonly provisions: readonly ProvisionId[];
}

const centralProvisions = PROVISION_IDS.filter((id) => PROVISIONS[id].instrument !== 'in-as.cta2002');
const assamProvisions = PROVISION_IDS.filter((id) => PROVISIONS[id].instrument === 'in-as.cta2002');

export const CENTRAL_PACK: Pack = {
  id: 'in',
  title: 'India (central): Cattle-trespass Act, 1871 and Cattle-trespass Rules, 2026',
  params: CENTRAL_PARAMS,
  provisions: centralProvisions,
};

export const ASSAM_PACK: Pack = {
  id: 'in-as',
  title: 'Assam: central pack with the Cattle Trespass (Assam Amendment) Act, 2002',
  parent: CENTRAL_PACK,
  params: ASSAM_PARAMS,
  provisions: assamProvisions,
};

const PACKS: Readonly<Record<JurisdictionId, Pack>> = { in: CENTRAL_PACK, 'in-as': ASSAM_PACK };

export function pack(id: JurisdictionId): Pack {
  return PACKS[id];
}

export function isJurisdictionId(s: string): s is JurisdictionId {
  return (JURISDICTIONS as readonly string[]).includes(s);
}

/** Every provision that applies in the pack, its own and its parents'. */
export function packProvisions(p: Pack): ProvisionId[] {
  return [...(p.parent ? packProvisions(p.parent) : []), ...p.provisions];
}

export function appliesIn(p: Pack, id: ProvisionId): boolean {
  return packProvisions(p).includes(id);
}

/** Overrides from deployment configuration, applied over a pack (configured values only may be overridden). */
export function withOverrides(p: Pack, overrides: ParamTable): Pack {
  for (const [id, values] of Object.entries(overrides)) {
    for (const v of values ?? []) {
      if (v.status !== 'configured') throw new Error(`Override of ${id} must have status "configured"`);
    }
  }
  const merged: Record<string, unknown[]> = {};
  for (const [id, values] of Object.entries(p.params)) merged[id] = [...(values ?? [])];
  for (const [id, values] of Object.entries(overrides)) merged[id] = [...(merged[id] ?? []), ...(values ?? [])];
  return { ...p, params: merged as ParamTable };
}

export class ParameterNotInForce extends Error {}

/** The value of a parameter in force on a date in this pack; throws when none is (a programming error). */
export function param<K extends ParamId>(p: Pack, id: K, on: LocalDate): ResolvedParam<ParamTypes[K]> {
  for (let cur: Pack | undefined = p; cur; cur = cur.parent) {
    const v = valueOn(cur.params[id] as ParamTable[K], on);
    if (v) return { ...(v as ResolvedParam<ParamTypes[K]>), id, pack: cur.id };
  }
  throw new ParameterNotInForce(`No value of ${id} is in force on ${formatLegal(on)} in pack ${p.id}`);
}

export function tryParam<K extends ParamId>(p: Pack, id: K, on: LocalDate): ResolvedParam<ParamTypes[K]> | undefined {
  try {
    return param(p, id, on);
  } catch (e) {
    if (e instanceof ParameterNotInForce) return undefined;
    throw e;
  }
}

/** Every dated value of every parameter in the pack, for docs and the assumptions check. */
export function allParams(p: Pack): { id: ParamId; pack: JurisdictionId; values: ParamTable[ParamId] }[] {
  const own = (Object.entries(p.params) as [ParamId, ParamTable[ParamId]][]).map(([id, values]) => ({
    id,
    pack: p.id,
    values,
  }));
  return [...(p.parent ? allParams(p.parent) : []), ...own];
}
