// The dashboards' query (issue 8): the unit and the period asked for, and the unit an officer's dashboard opens on.

import type { Actor } from '../../../app/actor.ts';
import type { Level } from '../../../app/derived/stats/service.ts';
import type { LocalDate } from '../../../lib/local-date.ts';
import { addMonths, fromParts, isLocalDate, parts } from '../../../lib/local-date.ts';
import type { FormErrors, WebCtx } from '../../context.ts';
import { parseIndianDate, shortDate } from '../../format.ts';
import { CODE_RE, LEVELS } from './common.tsx';

export interface Ask {
  readonly level: Level;
  readonly code: string | undefined;
  readonly from: LocalDate;
  readonly to: LocalDate;
  readonly errors: FormErrors;
  /** The dates as typed, to show back in the form. */
  readonly typed: { readonly from: string; readonly to: string };
}

function dateIn(s: string | undefined): LocalDate | undefined {
  if (s === undefined || s.trim() === '') return undefined;
  const v = s.trim();
  return isLocalDate(v) ? v : parseIndianDate(v);
}

/** The query of a page: level and code, and the period (default: the twelve calendar months to today, India). */
export function askOf(c: WebCtx, today: LocalDate, fallback: { level: Level; code: string | undefined }): Ask {
  const t = c.get('t');
  const q = (k: string): string | undefined => c.req.query(k);
  const errors: FormErrors = {};
  const lv = q('level');
  const level: Level = LEVELS.includes(lv as Level) ? (lv as Level) : fallback.level;
  const rawCode = q('code')?.trim().toUpperCase();
  const code =
    level === 'india'
      ? undefined
      : rawCode && CODE_RE.test(rawCode)
        ? rawCode
        : level === fallback.level
          ? fallback.code
          : rawCode;
  let to = dateIn(q('to'));
  if (q('to') && !to) errors['to'] = t('stats.badDate');
  to ??= today;
  const back = addMonths(to, -11).date;
  let from = dateIn(q('from'));
  if (q('from') && !from) errors['from'] = t('stats.badDate');
  from ??= fromParts(parts(back).year, parts(back).month, 1);
  if (from > to) {
    errors['to'] = t('stats.badPeriod');
    from = fromParts(parts(back).year, parts(back).month, 1);
  }
  return { level, code, from, to, errors, typed: { from: q('from') ?? shortDate(from), to: q('to') ?? shortDate(to) } };
}

/** The unit an officer's dashboard opens on: the widest their grants give. */
export function homeOf(a: Actor): { level: Level; code: string | undefined } {
  const g = a.grants;
  if (g.some((x) => (x.role === 'administrator' || x.role === 'fund-accountant') && !x.stateCode))
    return { level: 'india', code: undefined };
  const st = g.find((x) => (x.role === 'administrator' || x.role === 'fund-accountant') && x.stateCode);
  if (st) return { level: 'state', code: st.stateCode };
  const dm = g.find((x) => x.role === 'appellate-authority' && x.districtCode);
  if (dm) return { level: 'district', code: dm.districtCode };
  const ao = g.find((x) => x.role === 'adjudicating-officer' && x.officeCode);
  if (ao) return { level: 'office', code: ao.officeCode };
  return { level: 'india', code: undefined };
}
