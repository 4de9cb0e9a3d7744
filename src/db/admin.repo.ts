// The jurisdiction (States, districts, sub-divisions, offices): the JurisdictionRepo port over Kysely. It also serves
// the accounts area's JurisdictionLookup (grant validation).

import type { ParamId } from '../rules/parameters.ts';
import type { Kysely } from 'kysely';
import type { JurisdictionRepo } from '../app/ports/admin.ts';
import type { LocalDate } from '../lib/local-date.ts';
import type { StateHolidayList } from '../rules/time/holiday-lists.ts';
import type { Database } from './schema.ts';

type Q = Kysely<Database>;

/** A State's notified holiday lists, by year; also read by the store to build each office's calendar. */
export async function stateHolidayLists(db: Q, stateCode: string): Promise<StateHolidayList[]> {
  const rows = await db
    .selectFrom('state_holiday_list')
    .select(['state_code', 'year', 'notification_number', 'notification_date', 'holidays'])
    .where('state_code', '=', stateCode)
    .orderBy('year')
    .execute();
  return rows.map((r) => ({
    state: r.state_code,
    year: Number(r.year),
    notification: { number: r.notification_number, date: r.notification_date as LocalDate },
    holidays: r.holidays.map((h) => ({ date: h.date as LocalDate, name: h.name })),
  }));
}

const created = (r: { numInsertedOrUpdatedRows?: bigint }): 'created' | 'exists' =>
  Number(r.numInsertedOrUpdatedRows ?? 0) === 1 ? 'created' : 'exists';

export function createJurisdictionRepo(db: Kysely<Database>): JurisdictionRepo {
  return {
    async state(code) {
      return db.selectFrom('state').select(['code', 'jurisdiction']).where('code', '=', code).executeTakeFirst();
    },

    async district(code) {
      const r = await db
        .selectFrom('district')
        .select(['code', 'state_code'])
        .where('code', '=', code)
        .executeTakeFirst();
      return r ? { code: r.code, stateCode: r.state_code } : undefined;
    },

    async subdivision(code) {
      const r = await db
        .selectFrom('subdivision')
        .select(['code', 'district_code'])
        .where('code', '=', code)
        .executeTakeFirst();
      return r ? { code: r.code, districtCode: r.district_code } : undefined;
    },

    async office(code) {
      const r = await db
        .selectFrom('office')
        .innerJoin('district', 'district.code', 'office.district_code')
        .select(['office.code', 'office.kind', 'office.district_code', 'district.state_code'])
        .where('office.code', '=', code)
        .executeTakeFirst();
      return r ? { code: r.code, kind: r.kind, districtCode: r.district_code, stateCode: r.state_code } : undefined;
    },

    async appellateOfficeOf(districtCode) {
      const r = await db
        .selectFrom('office')
        .select('code')
        .where('district_code', '=', districtCode)
        .where('kind', '=', 'appellate')
        .orderBy('code')
        .executeTakeFirst();
      return r?.code;
    },

    async insertState(s) {
      return created(
        await db
          .insertInto('state')
          .values({ code: s.code, name: s.name, name_hi: s.nameHi, jurisdiction: s.jurisdiction })
          .onConflict((oc) => oc.column('code').doNothing())
          .executeTakeFirst(),
      );
    },

    async insertDistrict(d) {
      return created(
        await db
          .insertInto('district')
          .values({ code: d.code, state_code: d.stateCode, name: d.name, name_hi: d.nameHi })
          .onConflict((oc) => oc.column('code').doNothing())
          .executeTakeFirst(),
      );
    },

    async insertSubdivision(s) {
      return created(
        await db
          .insertInto('subdivision')
          .values({ code: s.code, district_code: s.districtCode, name: s.name, name_hi: s.nameHi })
          .onConflict((oc) => oc.column('code').doNothing())
          .executeTakeFirst(),
      );
    },

    async insertOffice(o) {
      return created(
        await db
          .insertInto('office')
          .values({
            code: o.code,
            kind: o.kind,
            district_code: o.districtCode,
            subdivision_code: o.subdivisionCode,
            name: o.name,
            name_hi: o.nameHi,
            address: o.address,
            address_hi: o.addressHi,
            calendar: JSON.stringify(o.calendar),
          })
          .onConflict((oc) => oc.column('code').doNothing())
          .executeTakeFirst(),
      );
    },

    async setOfficeCalendar(code, calendar) {
      await db
        .updateTable('office')
        .set({ calendar: JSON.stringify(calendar) })
        .where('code', '=', code)
        .execute();
    },

    async setOfficeNames(code, n) {
      await db
        .updateTable('office')
        .set({ name: n.name, name_hi: n.nameHi, address: n.address, address_hi: n.addressHi })
        .where('code', '=', code)
        .execute();
    },

    holidayLists: (stateCode) => stateHolidayLists(db, stateCode),

    async putHolidayList(list, format, by, at) {
      return db.transaction().execute(async (tx) => {
        const old = await tx
          .selectFrom('state_holiday_list')
          .selectAll()
          .where('state_code', '=', list.state)
          .where('year', '=', list.year)
          .forUpdate()
          .executeTakeFirst();
        if (old) {
          await tx
            .insertInto('state_holiday_list_history')
            .values({
              state_code: old.state_code,
              year: old.year,
              notification_number: old.notification_number,
              notification_date: old.notification_date,
              format: old.format,
              holidays: JSON.stringify(old.holidays),
              imported_by: old.imported_by,
              imported_at: old.imported_at,
              replaced_at: at,
            })
            .execute();
          await tx
            .deleteFrom('state_holiday_list')
            .where('state_code', '=', list.state)
            .where('year', '=', list.year)
            .execute();
        }
        await tx
          .insertInto('state_holiday_list')
          .values({
            state_code: list.state,
            year: list.year,
            notification_number: list.notification.number,
            notification_date: list.notification.date,
            format,
            holidays: JSON.stringify(list.holidays),
            imported_by: by,
            imported_at: at,
          })
          .execute();
        return old ? 'replaced' : 'created';
      });
    },

    async stateValues(stateCode) {
      const rows = await db
        .selectFrom('state_parameter')
        .select(['param_id', 'value', 'from_date', 'notification_number', 'notification_date'])
        .where('state_code', '=', stateCode)
        .orderBy('from_date')
        .orderBy('id')
        .execute();
      return rows.map((r) => ({
        param: r.param_id as ParamId,
        value: typeof r.value === 'string' ? (JSON.parse(r.value) as unknown) : r.value,
        from: r.from_date as LocalDate,
        notification: { number: r.notification_number, date: r.notification_date as LocalDate },
      }));
    },

    async putStateValue(stateCode, v, by, at) {
      const r = await db
        .insertInto('state_parameter')
        .values({
          state_code: stateCode,
          param_id: v.param,
          value: JSON.stringify(v.value),
          from_date: v.from,
          notification_number: v.notification.number,
          notification_date: v.notification.date,
          entered_by: by.accountId,
          entered_by_name: by.name,
          entered_at: at,
        })
        .onConflict((oc) => oc.columns(['state_code', 'param_id', 'from_date']).doNothing())
        .executeTakeFirst();
      return Number(r.numInsertedOrUpdatedRows ?? 0n) > 0 ? 'created' : 'exists';
    },

    async list() {
      const [states, districts, offices] = await Promise.all([
        db.selectFrom('state').select(['code', 'name', 'name_hi', 'jurisdiction']).orderBy('code').execute(),
        db.selectFrom('district').select(['code', 'state_code', 'name', 'name_hi']).orderBy('code').execute(),
        db
          .selectFrom('office')
          .select(['code', 'kind', 'district_code', 'subdivision_code', 'name', 'name_hi', 'address', 'address_hi'])
          .orderBy('code')
          .execute(),
      ]);
      return {
        states: states.map((s) => ({ code: s.code, name: s.name, nameHi: s.name_hi, jurisdiction: s.jurisdiction })),
        districts: districts.map((d) => ({ code: d.code, stateCode: d.state_code, name: d.name, nameHi: d.name_hi })),
        offices: offices.map((o) => ({
          code: o.code,
          kind: o.kind,
          districtCode: o.district_code,
          subdivisionCode: o.subdivision_code,
          name: o.name,
          nameHi: o.name_hi,
          address: o.address,
          addressHi: o.address_hi,
        })),
      };
    },

    async isEmpty() {
      const s = await db.selectFrom('state').select('code').limit(1).executeTakeFirst();
      const a = await db.selectFrom('account').select('id').limit(1).executeTakeFirst();
      return s === undefined && a === undefined;
    },
  };
}
