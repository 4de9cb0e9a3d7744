// Issue 27: a State administrator enters the value a State has notified for a configured parameter (the penalty
// ceiling, the s.27B and s.27C periods, the minimum notice interval, any other value the texts held do not give), with
// the notification's number and date and the day it takes effect. The value joins the pack as a dated value with its
// notification; cases then read the value in force on the day that governs them (packs.ts param()).

import type { LocalDate } from '../lib/local-date.ts';
import { tryParseLocalDate } from '../lib/local-date.ts';
import type { Pack } from './packs.ts';
import { allParams } from './packs.ts';
import type { ParamId, ParamTable, ParamValue, StateNotification } from './parameters.ts';
import { PARAM_DEFINITIONS } from './parameters.ts';

/** A value a State notified, as entered and stored. */
export interface StateValue {
  readonly param: ParamId;
  readonly value: unknown;
  /** The day the value takes effect. */
  readonly from: LocalDate;
  readonly notification: StateNotification;
}

/** The parameters a State may set: every one the pack holds as configured (not enacted in the texts held). */
export function settableParams(p: Pack): ParamId[] {
  const ids = new Set<ParamId>();
  for (const { id, values } of allParams(p))
    if (((values ?? []) as readonly ParamValue<unknown>[]).some((v) => v.status === 'configured')) ids.add(id);
  return [...ids].filter((id) => PARAM_DEFINITIONS[id].unit !== 'date' || id === 'penalty.regime-from');
}

export interface ValueProblem {
  readonly field: 'param' | 'value' | 'from' | 'notificationNumber' | 'notificationDate';
  readonly message: string;
}

/** Reads what an administrator typed into a stored State value, or the problems to fix, each beside its field. */
export function parseStateValue(
  p: Pack,
  input: { param: string; value: string; from: string; notificationNumber: string; notificationDate: string },
  today: LocalDate,
): { ok: true; value: StateValue } | { ok: false; problems: ValueProblem[] } {
  const problems: ValueProblem[] = [];
  const settable = settableParams(p);
  const id = input.param.trim() as ParamId;
  if (!settable.includes(id))
    problems.push({ field: 'param', message: `Choose one of the values a State may notify: ${settable.join(', ')}.` });
  let value: unknown;
  const raw = input.value.trim();
  if (settable.includes(id)) {
    const def = PARAM_DEFINITIONS[id];
    if (def.unit === 'date') {
      value = tryParseLocalDate(raw);
      if (value === undefined) problems.push({ field: 'value', message: 'Give the date as YYYY-MM-DD.' });
    } else if (id === 'deadline.reminder-lead-days') {
      const days = raw.split(/[\s,]+/).filter((x) => x !== '');
      value = days.map(Number);
      if (days.length === 0 || !(value as number[]).every((n) => Number.isInteger(n) && n >= 0 && n <= 365))
        problems.push({ field: 'value', message: 'Give the days before the due date, e.g. "7, 1, 0".' });
    } else if (def.unit === 'rupees' && /^(none|no ceiling)$/i.test(raw)) {
      value = null;
    } else {
      const n = Number(raw.replace(/,/g, ''));
      value = n;
      if (!Number.isSafeInteger(n) || n < (def.unit === 'rupees' ? 1 : 0) || (def.unit !== 'rupees' && n > 3650))
        problems.push({
          field: 'value',
          message:
            def.unit === 'rupees'
              ? 'Give the amount in whole rupees (at least 1), or "none" where the notification fixes no ceiling.'
              : `Give a whole number of ${def.unit}.`,
        });
    }
  }
  const from = tryParseLocalDate(input.from.trim());
  if (from === undefined)
    problems.push({ field: 'from', message: 'Give the day the value takes effect (YYYY-MM-DD).' });
  const number = input.notificationNumber.trim();
  if (number === '' || number.length > 200)
    problems.push({ field: 'notificationNumber', message: "Give the number of the State's notification." });
  const date = tryParseLocalDate(input.notificationDate.trim());
  if (date === undefined)
    problems.push({ field: 'notificationDate', message: 'Give the date of the notification (YYYY-MM-DD).' });
  else if (date > today)
    problems.push({ field: 'notificationDate', message: 'The notification cannot be dated in the future.' });
  else if (from !== undefined && from < date)
    problems.push({
      field: 'from',
      message: 'A value cannot take effect before the notification that fixes it; give a day on or after its date.',
    });
  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, value: { param: id, value, from: from!, notification: { number, date: date! } } };
}

/** The State's values as a table over the pack: each a dated value citing its notification (withOverrides). */
export function stateValueTable(p: Pack, values: readonly StateValue[]): ParamTable {
  const byId = new Map<ParamId, ParamValue<unknown>[]>();
  const basisOf = (id: ParamId) =>
    (allParams(p).find((x) => x.id === id)?.values as readonly ParamValue<unknown>[] | undefined)?.[0]?.basis ?? [];
  for (const v of [...values].sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0))) {
    const list = byId.get(v.param) ?? [];
    list.push({
      from: v.from,
      value: v.value,
      status: 'configured',
      basis: basisOf(v.param),
      source: `Notification No. ${v.notification.number} dated ${v.notification.date}`,
      notification: v.notification,
    });
    byId.set(v.param, list);
  }
  return Object.fromEntries(byId) as ParamTable;
}
