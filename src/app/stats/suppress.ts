// Small-group suppression for the open data (issue 8): no figure about a group of fewer than 5 cases.
//
// 1. Primary: a count from 1 to 4 is published as null. Zero is published (it describes no one).
// 2. Shares: null when the denominator is under 5, or when the numerator or the rest (denominator - numerator) is a
//    count from 1 to 4 (a share with its denominator would give that count away).
// 3. Secondary, within a row: where parts add up to a published total (ADDITIVE_GROUPS) and exactly one part is
//    suppressed, the smallest other non-zero part is suppressed too, so the hidden one cannot be had by subtraction.
// 4. Secondary, across rows: the children of a unit (offices of a district, districts of a State, States of India)
//    add up to it; for each count, if exactly one child is suppressed and the parent is published, the smallest
//    other non-zero child is suppressed too. The same for the months of a series against the period's total.
// docs/statistics.md states the rule; the tests check each step.

import type { FigureValues, PublishedValues } from './definitions.ts';
import { ADDITIVE_GROUPS, FIGURES } from './definitions.ts';

/** From the brief of issue 8 (publication policy, not law): the smallest group a published figure may describe. */
export const MIN_GROUP = 5;

const small = (n: number): boolean => n > 0 && n < MIN_GROUP;

/** Suppresses the smallest non-zero published value among `keys` of `row` (mutates). */
function hideSmallest(row: Record<string, number | null>, keys: readonly string[]): void {
  let best: string | undefined;
  for (const k of keys) {
    const v = row[k];
    if (v === null || v === undefined || v === 0) continue;
    if (best === undefined || v < (row[best] as number)) best = k;
  }
  if (best !== undefined) row[best] = null;
}

/** Steps 1 to 3 on one row. */
export function suppressRow(v: FigureValues): Record<string, number | null> {
  const out: Record<string, number | null> = {};
  for (const f of FIGURES) if (f.kind === 'count') out[f.key] = small(v[f.key]!) ? null : v[f.key]!;
  for (const g of ADDITIVE_GROUPS) {
    if (out[g.total] === null) continue;
    if (g.parts.filter((p) => out[p] === null).length === 1) hideSmallest(out, g.parts);
  }
  sharesOf(v, out);
  return out;
}

function sharesOf(v: FigureValues, out: Record<string, number | null>): void {
  for (const f of FIGURES) {
    if (f.kind !== 'share') continue;
    const n = v[f.of[0]]!;
    const d = v[f.of[1]]!;
    const hidden = out[f.of[0]] === null || out[f.of[1]] === null;
    out[f.key] = d < MIN_GROUP || small(n) || small(d - n) || hidden ? null : v[f.key]!;
  }
}

/** Step 4: children against their parent, count by count (mutates the children; shares re-derived). */
export function suppressChildren(parent: PublishedValues, children: { raw: FigureValues; published: Record<string, number | null> }[]): void {
  for (const f of FIGURES) {
    if (f.kind !== 'count' || parent[f.key] === null) continue;
    const hidden = children.filter((c) => c.published[f.key] === null).length;
    if (hidden !== 1) continue;
    let best: { published: Record<string, number | null> } | undefined;
    for (const c of children) {
      const x = c.published[f.key];
      if (x === null || x === undefined || x === 0) continue;
      if (!best || x < (best.published[f.key] as number)) best = c;
    }
    if (best) best.published[f.key] = null;
  }
  for (const c of children) sharesOf(c.raw, c.published);
}

/** A series of counts that add up to `total` (e.g. months of the period): primary, then secondary suppression. */
export function suppressSeries(values: readonly number[], totalPublished: boolean): (number | null)[] {
  const out = values.map((n) => (small(n) ? null : n));
  if (totalPublished && out.filter((x) => x === null).length === 1) {
    let best = -1;
    out.forEach((x, i) => {
      if (x !== null && x > 0 && (best < 0 || x < (out[best] as number))) best = i;
    });
    if (best >= 0) out[best] = null;
  }
  return out;
}
