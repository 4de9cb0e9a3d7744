// Small-group suppression for the open data (issue 8): no figure about a group of fewer than `min` cases, `min` being
// the dated, configured parameter `stats.min-group` (src/rules/in/pack.ts, docs/assumptions.md A-S1; 5 from 2 July 2026).
//
// 1. Primary: a count from 1 to min-1 is published as null. Zero is published (it describes no one).
// 2. Shares: null when the denominator is under min, or when the numerator or the rest (denominator - numerator) is a
//    count from 1 to min-1 (a share with its denominator would give that count away).
// 3. Secondary, within a row: where parts add up to a published total (ADDITIVE_GROUPS) and exactly one part is
//    suppressed, the smallest other non-zero part is suppressed too, so the hidden one cannot be had by subtraction.
// 4. Secondary, across rows: the children of a unit (offices of a district, districts of a State, States of India)
//    add up to it; for each count, if exactly one child is suppressed and the parent is published, the smallest
//    other non-zero child is suppressed too. The same for the months of a series against the period's total.
// 5. Money: an amount (in paise) is published only when the count of entries or cases it adds up (`amountOf`) is
//    published; an amount made of others (COMPOSITE_AMOUNTS) only when each of those is; then step 4 for amounts.
// docs/statistics.md states the rule; the tests check each step.

import type { LocalDate } from '../../../lib/local-date.ts';
import { CENTRAL_PACK, tryParam } from '../../../rules/packs.ts';
import type { ResolvedParam } from '../../../rules/parameters.ts';
import type { FigureValue, FigureValues, PublishedValues } from './definitions.ts';
import { ADDITIVE_GROUPS, COMPOSITE_AMOUNTS, FIGURES } from './definitions.ts';

/** The parameter `stats.min-group` in force on `on`; before the first value (before the Rules), the first value. */
export function minGroupParam(on: LocalDate): ResolvedParam<number> {
  const v = tryParam(CENTRAL_PACK, 'stats.min-group', on);
  if (v) return v;
  const first = CENTRAL_PACK.params['stats.min-group']![0]!;
  return { ...first, id: 'stats.min-group', pack: CENTRAL_PACK.id };
}

const COUNTS = FIGURES.filter((f) => f.kind === 'count' && f.amountOf === undefined);
const AMOUNTS = FIGURES.filter((f) => f.kind === 'count' && f.amountOf !== undefined);

type Row = Record<string, FigureValue | null>;

/** The size of a count or an amount (amounts are exact bigints, compared without rounding). */
const size = (v: FigureValue): bigint => {
  const b = typeof v === 'bigint' ? v : BigInt(Math.trunc(v));
  return b < 0n ? -b : b;
};
const isZero = (v: FigureValue | null | undefined): boolean => v === null || v === undefined || size(v) === 0n;

/** Suppresses the smallest non-zero published value among `keys` of `row` (mutates). */
function hideSmallest(row: Row, keys: readonly string[]): void {
  let best: string | undefined;
  for (const k of keys) {
    const v = row[k];
    if (v === null || v === undefined || isZero(v)) continue;
    if (best === undefined || size(v) < size(row[best]!)) best = k;
  }
  if (best !== undefined) row[best] = null;
}

/** Step 5 on one row: amounts follow their counts, composites their parts (mutates). */
function gateAmounts(v: FigureValues, out: Row): void {
  for (const f of AMOUNTS) if (f.kind === 'count') out[f.key] = out[f.amountOf!] === null ? null : v[f.key]!;
  for (const c of COMPOSITE_AMOUNTS) if (c.parts.some((p) => out[p] === null)) out[c.total] = null;
}

/** Steps 1 to 3 and 5 on one row. */
export function suppressRow(v: FigureValues, min: number): Row {
  const small = (n: number): boolean => n > 0 && n < min;
  const out: Row = {};
  for (const f of COUNTS) out[f.key] = small(Number(v[f.key])) ? null : v[f.key]!;
  for (const g of ADDITIVE_GROUPS) {
    if (out[g.total] === null) continue;
    if (g.parts.filter((p) => out[p] === null).length === 1) hideSmallest(out, g.parts);
  }
  gateAmounts(v, out);
  sharesOf(v, out, min);
  return out;
}

function sharesOf(v: FigureValues, out: Row, min: number): void {
  const small = (n: number): boolean => n > 0 && n < min;
  for (const f of FIGURES) {
    if (f.kind !== 'share') continue;
    const n = Number(v[f.of[0]]);
    const d = Number(v[f.of[1]]);
    const hidden = out[f.of[0]] === null || out[f.of[1]] === null;
    out[f.key] = d < min || small(n) || small(d - n) || hidden ? null : v[f.key]!;
  }
}

/** Step 4 for the given figures. */
function acrossChildren(parent: PublishedValues, children: { published: Row }[], keys: readonly string[]): void {
  for (const key of keys) {
    if (parent[key] === null) continue;
    const hidden = children.filter((c) => c.published[key] === null).length;
    if (hidden !== 1) continue;
    let best: { published: Row } | undefined;
    for (const c of children) {
      const x = c.published[key];
      if (x === null || x === undefined || isZero(x)) continue;
      if (!best || size(x) < size(best.published[key]!)) best = c;
    }
    if (best) best.published[key] = null;
  }
}

/** Step 4: children against their parent, count by count, then the amounts (mutates the children; shares re-derived). */
export function suppressChildren(
  parent: PublishedValues,
  children: { raw: FigureValues; published: Row }[],
  min: number,
): void {
  acrossChildren(
    parent,
    children,
    COUNTS.map((f) => f.key),
  );
  for (const c of children) gateAmounts(c.raw, c.published);
  acrossChildren(
    parent,
    children,
    AMOUNTS.map((f) => f.key),
  );
  for (const c of children)
    for (const k of COMPOSITE_AMOUNTS) if (k.parts.some((p) => c.published[p] === null)) c.published[k.total] = null;
  for (const c of children) sharesOf(c.raw, c.published, min);
}

/** A series of counts that add up to `total` (e.g. months of the period): primary, then secondary suppression. */
export function suppressSeries(values: readonly number[], totalPublished: boolean, min: number): (number | null)[] {
  const out = values.map((n) => (n > 0 && n < min ? null : n));
  if (totalPublished && out.filter((x) => x === null).length === 1) {
    let best = -1;
    out.forEach((x, i) => {
      if (x !== null && x > 0 && (best < 0 || x < (out[best] as number))) best = i;
    });
    if (best >= 0) out[best] = null;
  }
  return out;
}
