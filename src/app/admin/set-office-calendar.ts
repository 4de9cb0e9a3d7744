// An administrator (national, or of the office's State) replaces an office's calendar: weekly offs, nth-weekday
// offs, closed dates (the notified holidays) and exceptional open dates. Computations made earlier keep their record.

import type { Actor } from '../actor.ts';
import { AppError } from '../errors.ts';
import { assertAdministrator, assertAdministratorOf } from '../policies/administration.ts';
import { assertNoProblems } from '../validation.ts';
import type { AdminDeps } from './context.ts';
import { calendarOrProblems, normalizeCode } from './fields.ts';

export async function setOfficeCalendar(
  deps: AdminDeps,
  admin: Actor,
  input: { officeCode: string; calendar: unknown },
): Promise<void> {
  assertAdministrator(admin, 'change an office calendar');
  const code = normalizeCode(input.officeCode);
  const office = code ? await deps.jurisdiction.office(code) : undefined;
  if (!office)
    throw new AppError('OFFICE.UNKNOWN', `There is no office with the code "${code}".`, { field: 'officeCode' });
  assertAdministratorOf(admin, office.stateCode, `change the calendar of ${code}`);
  const cal = calendarOrProblems(input.calendar);
  assertNoProblems(cal.problems, 'The calendar');
  await deps.jurisdiction.setOfficeCalendar(code, cal.calendar!);
}
