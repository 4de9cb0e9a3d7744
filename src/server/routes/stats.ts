// Statistics (issue 8): GET /api/v1/stats/dashboard for officers (scoped by their grants), and the open data under
// /api/v1/open/stats: the figures of a unit, one file per table (CSV or JSON) and the data dictionary (JSON, markdown).

import { writeCsv } from '../../lib/csv.ts';
import { exactJson } from '../../lib/exact-json.ts';
import { z } from 'zod';
import { AppError } from '../../app/errors.ts';
import type { Services } from '../../app/services.ts';
import { dataDictionary, dataDictionaryMarkdown } from '../../app/derived/stats/dictionary.ts';
import type { OpenTable, StatsQuery } from '../../app/derived/stats/service.ts';
import {
  DashboardSchema,
  OpenStatsSchema,
  OpenTableSchema,
  StatsQuerySchema,
  TableFileParams,
} from '../../contract/stats.ts';
import type { LocalDate } from '../../lib/local-date.ts';
import { addMonths, fromParts, parts } from '../../lib/local-date.ts';
import type { Api } from '../http.ts';
import { defineRoute, requireActor } from '../http.ts';

const TAG = 'Statistics';

/** The query with its defaults: to = today (India), from = the first of the month eleven months before `to`. */
function statsQuery(services: Services, q: z.output<typeof StatsQuerySchema>): StatsQuery {
  if (q.level !== 'india' && q.code === undefined)
    throw new AppError('VALIDATION.FAILED', `Give the code of the ${q.level}.`, { field: 'code' });
  const to = (q.to ?? services.clock.today()) as LocalDate;
  const back = addMonths(to, -11).date;
  const from = q.from ?? fromParts(parts(back).year, parts(back).month, 1);
  return { level: q.level, ...(q.level !== 'india' && q.code ? { code: q.code } : {}), from, to };
}

/** The open table as CSV through the portal's one writer (formula cells neutralised; src/lib/csv.ts). */
export function toCsv(t: OpenTable): string {
  return writeCsv([t.columns, ...t.rows.map((r) => t.columns.map((c) => r[c]))]);
}

const PUBLIC_CACHE = 'public, max-age=300';

export function statsRoutes(app: Api, services: Services): void {
  defineRoute(
    app,
    {
      method: 'get',
      path: '/api/v1/stats/dashboard',
      tags: [TAG],
      operationId: 'statsDashboard',
      auth: true,
      summary: "An officer's dashboard: caseload, pendency by age, statutory time limits kept, outcomes, appeals",
      description:
        'An adjudicating officer sees their office, the District Magistrate (appellate authority) their district and its offices, a State administrator their State, a national administrator all. Nothing is suppressed; extension reasons are included.',
      query: StatsQuerySchema,
      ok: { 200: { schema: DashboardSchema, description: 'The figures, the drill-down and the monthly series.' } },
      errors: [400, 401, 403, 404, 500],
    },
    async (c, { query }) => {
      const actor = requireActor(c);
      const d = await services.stats.dashboard(actor, statsQuery(services, query));
      c.header('Cache-Control', 'private, no-store');
      return c.json(exactJson(d), 200);
    },
  );

  defineRoute(
    app,
    {
      method: 'get',
      path: '/api/v1/open/stats',
      tags: [TAG],
      operationId: 'openStats',
      summary: 'Open data: the figures of India, a State, a district or an office',
      description:
        'No sign-in. Aggregated figures only, no personal data; no figure for a group of fewer than 5 cases (null, see notes and the data dictionary).',
      query: StatsQuerySchema,
      ok: { 200: { schema: OpenStatsSchema, description: 'The figures, the drill-down and the monthly series.' } },
      errors: [400, 404, 500],
    },
    async (c, { query }) => {
      const d = await services.stats.openData(statsQuery(services, query));
      c.header('Cache-Control', PUBLIC_CACHE);
      return c.json(exactJson(d), 200);
    },
  );

  defineRoute(
    app,
    {
      method: 'get',
      path: '/api/v1/open/stats/tables/{file}',
      tags: [TAG],
      operationId: 'openStatsTable',
      summary:
        'Open data download: one table as CSV or JSON (caseload, pendency_by_age, timeliness, outcomes, appeals)',
      description:
        'One row for the unit asked for and one for each of its parts (States of India, districts of a State, offices of a district). Suppressed figures are empty (CSV) or null (JSON).',
      params: TableFileParams,
      query: StatsQuerySchema,
      ok: { 200: { schema: OpenTableSchema, description: 'The table (JSON), or text/csv for a .csv file.' } },
      errors: [400, 404, 500],
    },
    async (c, { params, query }) => {
      const [name, ext] = params.file.split('.') as [string, 'csv' | 'json'];
      const q = statsQuery(services, query);
      const t = await services.stats.openTable(name, q);
      const base = `${t.table}-${q.level}${q.code ? `-${q.code}` : ''}-${q.from}-${q.to}`;
      c.header('Cache-Control', PUBLIC_CACHE);
      if (ext === 'csv') {
        return c.body(toCsv(t), 200, {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="${base}.csv"`,
        });
      }
      c.header('Content-Disposition', `attachment; filename="${base}.json"`);
      return c.json(exactJson(t), 200);
    },
  );

  defineRoute(
    app,
    {
      method: 'get',
      path: '/api/v1/open/stats/dictionary.json',
      tags: [TAG],
      operationId: 'openStatsDictionary',
      summary: 'Open data: the data dictionary (every table, column, definition and provision), JSON',
      ok: {
        200: {
          schema: z.object({
            title: z.string(),
            suppression: z.string(),
            minGroup: z.object({
              id: z.string(),
              value: z.number(),
              from: z.string(),
              status: z.string(),
              source: z.string(),
            }),
            period: z.string(),
            tables: z.array(z.unknown()),
          }),
          description: 'The dictionary.',
        },
      },
      errors: [500],
    },
    async (c) => {
      c.header('Cache-Control', PUBLIC_CACHE);
      return c.json(dataDictionary(services.clock.today()), 200);
    },
  );

  defineRoute(
    app,
    {
      method: 'get',
      path: '/api/v1/open/stats/dictionary.md',
      tags: [TAG],
      operationId: 'openStatsDictionaryMarkdown',
      summary: 'Open data: the data dictionary as markdown',
      ok: { 200: { schema: z.string(), description: 'The dictionary.', mediaType: 'text/markdown' } },
      errors: [500],
    },
    async (c) => {
      c.header('Cache-Control', PUBLIC_CACHE);
      return c.body(dataDictionaryMarkdown(dataDictionary(services.clock.today())), 200, {
        'Content-Type': 'text/markdown; charset=utf-8',
      });
    },
  );
}
