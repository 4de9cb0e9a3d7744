// Adding many cases' statistics deltas together per office and day (the bulk seeder writes one row per office-day).

import type { DailyDelta, Measure } from '../app/ports/stats.ts';

export function mergeDeltasByOffice(
  list: readonly { readonly officeCode: string; readonly deltas: readonly DailyDelta[] }[],
): { officeCode: string; deltas: DailyDelta[] }[] {
  const byOffice = new Map<string, Map<string, Partial<Record<Measure, number>>>>();
  for (const { officeCode, deltas } of list) {
    const days = byOffice.get(officeCode) ?? new Map<string, Partial<Record<Measure, number>>>();
    byOffice.set(officeCode, days);
    for (const d of deltas) {
      const row = days.get(d.day) ?? {};
      for (const [m, n] of Object.entries(d.add) as [Measure, number][]) row[m] = (row[m] ?? 0) + n;
      days.set(d.day, row);
    }
  }
  return [...byOffice.entries()].map(([officeCode, days]) => ({
    officeCode,
    deltas: [...days.entries()]
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([day, add]) => ({ day: day as DailyDelta['day'], add })),
  }));
}
