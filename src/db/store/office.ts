// The office of a proceeding as the store reads it: the office, its State and the State's notified holiday lists.

import { sql } from 'kysely';
import type { Kysely, Transaction } from 'kysely';
import type { OfficeInfo } from '../../app/ports/store.ts';
import type { LocalDate } from '../../lib/local-date.ts';
import type { JurisdictionId } from '../../rules/packs.ts';
import type { OfficeCalendar } from '../../rules/time/calendar.ts';
import type { StateHolidayList } from '../../rules/time/holiday-lists.ts';
import { withHolidayLists } from '../../rules/time/holiday-lists.ts';
import type { Database } from '../schema.ts';
import type { ParamId } from '../../rules/parameters.ts';
import type { StateValue } from '../../rules/state-values.ts';

type Q = Kysely<Database> | Transaction<Database>;

export function officeQuery(q: Q, code: string) {
  return q
    .selectFrom('office')
    .innerJoin('district', 'district.code', 'office.district_code')
    .innerJoin('state', 'state.code', 'district.state_code')
    .select([
      'office.code',
      'office.kind',
      'office.name',
      'office.name_hi',
      'office.address',
      'office.address_hi',
      'office.district_code',
      'district.name as district_name',
      'district.name_hi as district_name_hi',
      'office.subdivision_code',
      'office.calendar',
      'state.code as state_code',
      'state.jurisdiction',
      // The State's notified holiday lists (0060), in the same statement: GCA s.10 moves a party's day past them.
      sql<
        HolidayListRow[]
      >`(select coalesce(jsonb_agg(jsonb_build_object('state', h.state_code, 'year', h.year, 'number', h.notification_number,
        'date', to_char(h.notification_date, 'YYYY-MM-DD'), 'holidays', h.holidays) order by h.year), '[]'::jsonb)
        from state_holiday_list h where h.state_code = state.code)`.as('holiday_lists'),
      // The values the State notified for configured parameters (0110, issue 27), in the same statement.
      sql<StateValueRow[]>`(select coalesce(jsonb_agg(jsonb_build_object('param', p.param_id, 'value', p.value,
        'from', to_char(p.from_date, 'YYYY-MM-DD'), 'number', p.notification_number,
        'date', to_char(p.notification_date, 'YYYY-MM-DD')) order by p.from_date, p.id), '[]'::jsonb)
        from state_parameter p where p.state_code = state.code)`.as('state_values'),
    ])
    .where('office.code', '=', code);
}

interface HolidayListRow {
  state: string;
  year: number;
  number: string;
  date: string;
  holidays: { date: string; name: string }[];
}

const holidayListsOf = (rows: readonly HolidayListRow[] | string | null): StateHolidayList[] =>
  (typeof rows === 'string' ? (JSON.parse(rows) as HolidayListRow[]) : (rows ?? [])).map((l) => ({
    state: l.state,
    year: Number(l.year),
    notification: { number: l.number, date: l.date as LocalDate },
    holidays: l.holidays.map((h) => ({ date: h.date as LocalDate, name: h.name })),
  }));

interface StateValueRow {
  param: string;
  value: unknown;
  from: string;
  number: string;
  date: string;
}

const stateValuesOf = (rows: readonly StateValueRow[] | string | null): StateValue[] =>
  (typeof rows === 'string' ? (JSON.parse(rows) as StateValueRow[]) : (rows ?? [])).map((r) => ({
    param: r.param as ParamId,
    value: r.value,
    from: r.from as LocalDate,
    notification: { number: r.number, date: r.date as LocalDate },
  }));

type OfficeRow = Awaited<ReturnType<ReturnType<typeof officeQuery>['executeTakeFirst']>>;

export async function office(q: Q, code: string): Promise<OfficeInfo | undefined> {
  return officeInfo(await officeQuery(q, code).executeTakeFirst());
}

export function officeInfo(r: OfficeRow): OfficeInfo | undefined {
  if (!r) return undefined;
  return {
    code: r.code,
    kind: r.kind,
    name: r.name,
    nameHi: r.name_hi,
    address: r.address,
    addressHi: r.address_hi,
    districtCode: r.district_code,
    districtName: r.district_name,
    districtNameHi: r.district_name_hi,
    subdivisionCode: r.subdivision_code,
    stateCode: r.state_code,
    jurisdiction: r.jurisdiction as JurisdictionId,
    // Every office calendar carries its State's notified holiday lists (GCA s.10), each naming its notification.
    calendar: withHolidayLists(r.calendar as OfficeCalendar, holidayListsOf(r.holiday_lists)),
    stateValues: stateValuesOf(r.state_values),
  };
}
