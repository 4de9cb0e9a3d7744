// Administration: the jurisdiction (States, districts, sub-divisions, offices and their calendars), staff and grants.

import { z } from 'zod';
import { Line, PhoneNumber, Text } from './common.ts';
import { GrantSchema } from './auth.ts';

const code = (n: number) =>
  z
    .string()
    .min(2)
    .max(n)
    .regex(/^[A-Z0-9]+$/, { message: 'Use capital letters and digits only.' });

export const StateSchema = z
  .strictObject({ code: code(2), name: Line(200, 1), nameHi: Line(200, 1), jurisdiction: z.enum(['in', 'in-as']) })
  .meta({ id: 'StateInput' });
export const DistrictSchema = z
  .strictObject({ code: code(12), stateCode: code(2), name: Line(200, 1), nameHi: Line(200, 1) })
  .meta({ id: 'DistrictInput' });
export const SubdivisionSchema = z
  .strictObject({ code: code(12), districtCode: code(12), name: Line(200, 1), nameHi: Line(200, 1) })
  .meta({ id: 'SubdivisionInput' });
export const OfficeSchema = z
  .strictObject({
    code: code(12),
    kind: z.enum(['adjudicating', 'appellate']),
    districtCode: code(12),
    subdivisionCode: code(12).optional(),
    name: Line(200, 1),
    nameHi: Line(200, 1),
    address: Text(2000).optional(),
    /** The address in Hindi (Devanagari); without it Hindi pages and documents print the English address. */
    addressHi: Text(2000).optional(),
    calendar: z.unknown(),
  })
  .meta({ id: 'OfficeInput' });
/** An office's names and address in English and Hindi, as its pages and documents print them. */
export const OfficeNamesSchema = z
  .strictObject({
    name: Line(200, 1),
    nameHi: Line(200, 1),
    address: Text(2000),
    addressHi: Text(2000),
  })
  .meta({ id: 'OfficeNamesInput' });
export const CalendarSchema = z.strictObject({ calendar: z.unknown() }).meta({ id: 'CalendarInput' });
/** GCA s.10: a State's notified holiday list for one year, as the text of a CSV ("date,name") or iCalendar file. */
export const HolidayListSchema = z
  .strictObject({
    year: z.number().int().meta({ example: 2027 }),
    format: z.enum(['csv', 'ics']),
    text: Text(200_000).meta({ example: 'date,name\n2027-01-15,Magh Bihu\n' }),
    notificationNumber: Line(200).meta({ example: 'GAD(A)/HOL/2026/12' }),
    notificationDate: Line(10).meta({ example: '2026-12-20' }),
  })
  .meta({ id: 'StateHolidayListInput' });
export const HolidayListsSchema = z
  .object({
    lists: z.array(
      z.object({
        state: z.string(),
        year: z.number(),
        notification: z.object({ number: z.string(), date: z.string() }),
        holidays: z.array(z.object({ date: z.string(), name: z.string() })),
      }),
    ),
  })
  .meta({ id: 'StateHolidayLists' });
/** Issue 27: a value a State notified for a configured parameter, with its notification and the day it takes effect. */
export const StateValueSchema = z
  .strictObject({
    param: Line(80, 1).meta({ example: 'deposit.period-days' }),
    value: Line(200, 1).meta({ example: '45' }),
    from: Line(10, 1).meta({ example: '2026-09-01' }),
    notificationNumber: Line(200, 1).meta({ example: 'REV/27C/2026/4' }),
    notificationDate: Line(10, 1).meta({ example: '2026-08-14' }),
  })
  .meta({ id: 'StateValueInput' });
export const StateValuesSchema = z
  .object({
    state: z.string(),
    values: z.array(
      z.object({
        param: z.string(),
        value: z.unknown(),
        from: z.string(),
        notification: z.object({ number: z.string(), date: z.string() }),
      }),
    ),
  })
  .meta({ id: 'StateValues' });
export const StaffSchema = z
  .strictObject({
    email: z.email(),
    name: Line(200, 1),
    phone: PhoneNumber.optional(),
    password: Line(200, 10),
    grants: z.array(GrantSchema).min(1),
  })
  .meta({ id: 'StaffAccountInput' });
export const GrantRequestSchema = z.strictObject({ grant: GrantSchema }).meta({ id: 'GrantRequest' });

export const JurisdictionSchema = z
  .object({
    states: z.array(z.object({ code: z.string(), name: z.string(), nameHi: z.string(), jurisdiction: z.string() })),
    districts: z.array(z.object({ code: z.string(), stateCode: z.string(), name: z.string(), nameHi: z.string() })),
    offices: z.array(
      z.object({
        code: z.string(),
        kind: z.string(),
        districtCode: z.string(),
        subdivisionCode: z.string().nullable(),
        name: z.string(),
        nameHi: z.string(),
        address: z.string(),
        /** '' while the Hindi address is not entered (Hindi pages then print the English one). */
        addressHi: z.string(),
      }),
    ),
  })
  .meta({ id: 'Jurisdiction' });

export const VerifyReportSchema = z
  .object({
    streams: z.number().int(),
    rows: z.number().int(),
    breaks: z.array(z.object({ streamId: z.string(), number: z.string(), seq: z.number().int(), problem: z.string() })),
    ok: z.boolean(),
  })
  .meta({ id: 'OrderSheetVerification' });
