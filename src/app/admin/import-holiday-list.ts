// A State administrator (or a national one) imports the State's notified holiday list for a year, from CSV or
// iCalendar, with the notification's number and date (General Clauses Act s.10: the days the offices are closed). The
// list then closes every office of the State on those days, and every explanation relying on one of them names the
// notification. A later import for the same year replaces the list; the old one is kept in history.

import type { LocalDate } from '../../lib/local-date.ts';
import { tryParseLocalDate } from '../../lib/local-date.ts';
import type { StateHolidayList } from '../../rules/time/holiday-lists.ts';
import { parseHolidayList } from '../../rules/time/holiday-lists.ts';
import type { Actor } from '../actor.ts';
import { AppError } from '../errors.ts';
import { assertAdministrator, assertAdministratorOf } from '../policies/administration.ts';
import type { FieldProblem } from '../validation.ts';
import { assertNoProblems } from '../validation.ts';
import type { HolidayListInput } from '../services.ts';
import type { AdminDeps } from './context.ts';
import { normalizeCode } from './fields.ts';

export async function importHolidayList(
  deps: AdminDeps,
  admin: Actor,
  input: HolidayListInput,
): Promise<{ list: StateHolidayList; outcome: 'created' | 'replaced' }> {
  assertAdministrator(admin, "import a State's holiday list");
  const code = normalizeCode(input.stateCode);
  const state = code ? await deps.jurisdiction.state(code) : undefined;
  if (!state)
    throw new AppError('OFFICE.UNKNOWN', `There is no State with the code "${input.stateCode}".`, {
      field: 'stateCode',
    });
  assertAdministratorOf(admin, state.code, `import the holiday list of ${state.code}`);
  const problems: FieldProblem[] = [];
  const today = deps.clock.today();
  if (!Number.isInteger(input.year) || input.year < 1900 || input.year > Number(today.slice(0, 4)) + 2) {
    problems.push({ field: 'year', message: 'Give the year of the list (from 1900 to two years ahead).' });
  }
  const number = input.notificationNumber.trim();
  if (number === '' || number.length > 200)
    problems.push({
      field: 'notificationNumber',
      message: "Give the number of the State's notification of the holiday list.",
    });
  const date: LocalDate | undefined = tryParseLocalDate(input.notificationDate.trim());
  if (date === undefined)
    problems.push({ field: 'notificationDate', message: 'Give the date of the notification (YYYY-MM-DD).' });
  else if (date > today || date < '1900-01-01')
    problems.push({
      field: 'notificationDate',
      message: 'The notification cannot be dated in the future or before 1900.',
    });
  if (input.format !== 'csv' && input.format !== 'ics')
    problems.push({ field: 'format', message: 'The list is CSV (date,name) or iCalendar (.ics).' });
  assertNoProblems(problems, 'The holiday list');
  const parsed = parseHolidayList(input.format, input.text, input.year);
  if (!parsed.ok)
    assertNoProblems(
      parsed.error.map((p) => ({ field: p.field, message: p.message })),
      'The holiday list',
    );
  const list: StateHolidayList = {
    state: state.code,
    year: input.year,
    notification: { number, date: date! },
    holidays: parsed.ok ? parsed.value : [],
  };
  const outcome = await deps.jurisdiction.putHolidayList(list, input.format, admin.accountId, deps.clock.now());
  return { list, outcome };
}
