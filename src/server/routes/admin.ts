// Administration over HTTP: the jurisdiction (States, districts, sub-divisions, offices, calendars), staff accounts
// and role grants. The admin services check the administrator's scope; these routes require a signed-in actor.

import { z } from 'zod';
import { AppError } from '../../app/errors.ts';
import type { Services } from '../../app/services.ts';
import {
  CalendarSchema,
  OfficeNamesSchema,
  DistrictSchema,
  HolidayListSchema,
  HolidayListsSchema,
  GrantRequestSchema,
  JurisdictionSchema,
  OfficeSchema,
  StaffSchema,
  StateSchema,
  StateValueSchema,
  StateValuesSchema,
  SubdivisionSchema,
} from '../../contract/admin.ts';
import { Line } from '../../contract/common.ts';
import type { Api } from '../http.ts';
import { defineRoute, IdempotencyHeaders, requireActor } from '../http.ts';

const TAG = 'Administration';
const ERR = [400, 401, 403, 404, 409, 422, 500] as const;
const code = z.object({ code: Line(12, 2) });

export function adminRoutes(app: Api, services: Services): void {
  const admin = services.admin;
  const created = { 201: { description: 'Created.' } };

  defineRoute(
    app,
    {
      method: 'post',
      path: '/api/v1/admin/states',
      tags: [TAG],
      operationId: 'createState',
      auth: true,
      roles: ['administrator'],
      summary: 'Create a State with its jurisdiction pack (in, or in-as for Assam)',
      headers: IdempotencyHeaders,
      body: StateSchema,
      ok: created,
      errors: [...ERR],
    },
    async (c, { body }) => {
      await admin.createState(requireActor(c), body);
      return c.body(null, 201);
    },
  );
  defineRoute(
    app,
    {
      method: 'post',
      path: '/api/v1/admin/districts',
      tags: [TAG],
      operationId: 'createDistrict',
      auth: true,
      roles: ['administrator'],
      summary: 'Create a district',
      headers: IdempotencyHeaders,
      body: DistrictSchema,
      ok: created,
      errors: [...ERR],
    },
    async (c, { body }) => {
      await admin.createDistrict(requireActor(c), body);
      return c.body(null, 201);
    },
  );
  defineRoute(
    app,
    {
      method: 'post',
      path: '/api/v1/admin/subdivisions',
      tags: [TAG],
      operationId: 'createSubdivision',
      auth: true,
      roles: ['administrator'],
      summary: 'Create a sub-division',
      headers: IdempotencyHeaders,
      body: SubdivisionSchema,
      ok: created,
      errors: [...ERR],
    },
    async (c, { body }) => {
      await admin.createSubdivision(requireActor(c), body);
      return c.body(null, 201);
    },
  );
  defineRoute(
    app,
    {
      method: 'post',
      path: '/api/v1/admin/offices',
      tags: [TAG],
      operationId: 'createOffice',
      auth: true,
      roles: ['administrator'],
      summary: 'Create an office (adjudicating: a sub-division; appellate: a district) with its calendar',
      headers: IdempotencyHeaders,
      body: OfficeSchema,
      ok: created,
      errors: [...ERR],
    },
    async (c, { body }) => {
      const { subdivisionCode, address, addressHi, ...rest } = body;
      await admin.createOffice(requireActor(c), {
        ...rest,
        ...(subdivisionCode ? { subdivisionCode } : {}),
        ...(address ? { address } : {}),
        ...(addressHi ? { addressHi } : {}),
      });
      return c.body(null, 201);
    },
  );
  defineRoute(
    app,
    {
      method: 'put',
      path: '/api/v1/admin/offices/{code}/calendar',
      tags: [TAG],
      operationId: 'setOfficeCalendar',
      auth: true,
      roles: ['administrator'],
      summary: "Replace an office's calendar (closures decide when a last day moves, GCA s.10)",
      params: code,
      body: CalendarSchema,
      ok: { 204: { description: 'Replaced.' } },
      errors: [...ERR],
    },
    async (c, { params, body }) => {
      await admin.setOfficeCalendar(requireActor(c), { officeCode: params.code, calendar: body.calendar });
      return c.body(null, 204);
    },
  );
  defineRoute(
    app,
    {
      method: 'put',
      path: '/api/v1/admin/offices/{code}/names',
      tags: [TAG],
      operationId: 'setOfficeNames',
      auth: true,
      roles: ['administrator'],
      summary: "Replace an office's names and address in English and Hindi (Hindi pages and documents print the Hindi)",
      params: code,
      body: OfficeNamesSchema,
      ok: { 204: { description: 'Replaced.' } },
      errors: [...ERR],
    },
    async (c, { params, body }) => {
      await admin.setOfficeNames(requireActor(c), { officeCode: params.code, ...body });
      return c.body(null, 204);
    },
  );
  defineRoute(
    app,
    {
      method: 'put',
      path: '/api/v1/admin/states/{code}/holiday-lists',
      tags: [TAG],
      operationId: 'importStateHolidayList',
      auth: true,
      roles: ['administrator'],
      summary:
        "Import the State's notified holiday list for a year (CSV or iCalendar) with the notification's number and date (GCA s.10)",
      params: code,
      body: HolidayListSchema,
      ok: {
        200: {
          schema: HolidayListsSchema,
          description: "Imported (or replaced for that year); the State's lists now.",
        },
      },
      errors: [...ERR],
    },
    async (c, { params, body }) => {
      await admin.importHolidayList(requireActor(c), { stateCode: params.code, ...body });
      return c.json({ lists: await admin.holidayLists(params.code) }, 200);
    },
  );
  defineRoute(
    app,
    {
      method: 'get',
      path: '/api/v1/admin/states/{code}/holiday-lists',
      tags: [TAG],
      operationId: 'listStateHolidayLists',
      auth: true,
      summary: "The State's imported holiday lists, each with its notification",
      params: code,
      ok: { 200: { schema: HolidayListsSchema, description: 'The lists, by year.' } },
      errors: [400, 401, 500],
    },
    async (c, { params }) => {
      requireActor(c);
      return c.json({ lists: await admin.holidayLists(params.code) }, 200);
    },
  );
  defineRoute(
    app,
    {
      method: 'post',
      path: '/api/v1/admin/states/{code}/values',
      tags: [TAG],
      operationId: 'setStateValue',
      auth: true,
      roles: ['administrator'],
      summary:
        "Enter the value a State notified for a configured parameter (penalty ceiling, s.27B and s.27C periods, minimum notice interval), with the notification's number and date and the day it takes effect",
      headers: IdempotencyHeaders,
      params: code,
      body: StateValueSchema,
      ok: { 201: { schema: StateValuesSchema, description: "Entered; the State's notified values now." } },
      errors: [...ERR],
    },
    async (c, { params, body }) => {
      await admin.setStateValue(requireActor(c), { stateCode: params.code, ...body });
      return c.json({ state: params.code.toUpperCase(), values: await admin.stateValues(params.code) }, 201);
    },
  );
  defineRoute(
    app,
    {
      method: 'get',
      path: '/api/v1/admin/states/{code}/values',
      tags: [TAG],
      operationId: 'listStateValues',
      auth: true,
      summary: 'The values the State notified for configured parameters, oldest first, each with its notification',
      params: code,
      ok: { 200: { schema: StateValuesSchema, description: 'The notified values.' } },
      errors: [400, 401, 500],
    },
    async (c, { params }) => {
      requireActor(c);
      return c.json({ state: params.code.toUpperCase(), values: await admin.stateValues(params.code) }, 200);
    },
  );
  defineRoute(
    app,
    {
      method: 'get',
      path: '/api/v1/admin/jurisdiction',
      tags: [TAG],
      operationId: 'listJurisdiction',
      auth: true,
      summary: 'States, districts and offices',
      ok: { 200: { schema: JurisdictionSchema, description: 'The jurisdiction.' } },
      errors: [401, 500],
    },
    async (c) => {
      requireActor(c);
      return c.json(await admin.listJurisdiction(), 200);
    },
  );
  defineRoute(
    app,
    {
      method: 'post',
      path: '/api/v1/admin/staff',
      tags: [TAG],
      operationId: 'createStaffAccount',
      auth: true,
      roles: ['administrator'],
      summary: 'Create a staff account (officer, authority, accountant) with its grants',
      headers: IdempotencyHeaders,
      body: StaffSchema,
      ok: { 201: { schema: z.object({ accountId: z.string() }), description: 'Created.' } },
      errors: [...ERR],
    },
    async (c, { body }) => {
      const r = await services.accounts.createStaffAccount(requireActor(c), {
        email: body.email,
        name: body.name,
        password: body.password,
        grants: body.grants,
        ...(body.phone ? { phone: body.phone } : {}),
      });
      return c.json({ accountId: r.accountId }, 201);
    },
  );
  defineRoute(
    app,
    {
      method: 'post',
      path: '/api/v1/admin/accounts/{accountId}/grants',
      tags: [TAG],
      operationId: 'grantRole',
      auth: true,
      roles: ['administrator'],
      summary: 'Grant a role to an account',
      params: z.object({ accountId: z.uuid() }),
      headers: IdempotencyHeaders,
      body: GrantRequestSchema,
      ok: { 204: { description: 'Granted.' } },
      errors: [...ERR],
    },
    async (c, { params, body }) => {
      await services.accounts.grantRole(requireActor(c), { accountId: params.accountId, grant: body.grant });
      return c.body(null, 204);
    },
  );
  defineRoute(
    app,
    {
      method: 'get',
      path: '/api/v1/admin/accounts',
      tags: [TAG],
      operationId: 'findAccount',
      auth: true,
      summary: 'Find an account by email (to link it as a party or grant it a role)',
      query: z.object({ email: z.email() }),
      ok: {
        200: {
          schema: z.object({ accountId: z.string(), name: z.string(), roles: z.array(z.string()) }),
          description: 'The account.',
        },
      },
      errors: [400, 401, 403, 404, 500],
    },
    async (c, { query }) => {
      const a = await services.accounts.findAccountByEmail(requireActor(c), query.email);
      if (!a) throw new AppError('ACCOUNT.UNKNOWN', `No account has the email ${query.email}.`, { field: 'email' });
      return c.json(a, 200);
    },
  );
}
