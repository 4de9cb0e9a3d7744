// Public endpoints, no sign-in: the status of a proceeding by its number (nothing personal, ever) and the deadline
// calculator (the statutory clocks of src/rules/time/clocks.ts, as `ctp clock` computes them).

import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { latestCheckpointFile } from '../../jobs/checkpoint.ts';
import { publicStatus } from '../../app/cases/public-status.ts';
import { AppError } from '../../app/errors.ts';
import type { Services } from '../../app/services.ts';
import { ClockBodySchema, ClockQuerySchema, ClockResultSchema, PublicStatusSchema } from '../../contract/public.ts';
import { Line } from '../../contract/common.ts';
import type { LocalDate } from '../../lib/local-date.ts';
import { appliesIn, pack } from '../../rules/packs.ts';
import type { JurisdictionId } from '../../rules/packs.ts';
import { labels } from '../../rules/provisions.ts';
import type { OfficeCalendar } from '../../rules/time/calendar.ts';
import { parseCalendar, SUNDAYS_AND_2ND_4TH_SATURDAYS } from '../../rules/time/calendar.ts';
import { CLOCK_IDS, CLOCKS, computeClock, isClockId, lowerFirst } from '../../rules/time/clocks.ts';
import type { Api } from '../http.ts';
import { defineRoute } from '../http.ts';

const TAG = 'Public';

interface ClockAsk {
  readonly clock: string;
  readonly from: string;
  readonly days?: number | undefined;
  readonly jurisdiction: JurisdictionId;
  readonly calendar?: unknown;
}

function calendarOf(raw: unknown): { calendar: OfficeCalendar; source: 'default' | 'given' } {
  if (raw === undefined) return { calendar: SUNDAYS_AND_2ND_4TH_SATURDAYS, source: 'default' };
  const r = parseCalendar(raw);
  if (!r.ok) {
    throw new AppError(
      'CALENDAR.INVALID',
      `The calendar has ${r.error.length} problem(s): ${r.error.map((p) => `${p.field === '' ? '(whole calendar)' : p.field}: ${p.message}`).join('; ')}`,
      { field: 'calendar' },
    );
  }
  return { calendar: r.value, source: 'given' };
}

/** Computes one clock, or throws the refusal (e.g. more days than the Rules allow) with its provision. */
export function computePublicClock(ask: ClockAsk): Record<string, unknown> {
  if (!isClockId(ask.clock))
    throw new AppError('CLOCK.UNKNOWN', `Unknown clock "${ask.clock}". Valid clocks: ${CLOCK_IDS.join(', ')}.`, {
      field: 'clock',
    });
  const def = CLOCKS[ask.clock];
  const pk = pack(ask.jurisdiction);
  const missing = def.basis.filter((b) => !appliesIn(pk, b));
  if (missing.length > 0)
    throw new AppError('CLOCK.NOT_IN_JURISDICTION', `${labels(missing).join(', ')} does not apply in ${pk.title}.`, {
      field: 'jurisdiction',
      basis: missing,
    });
  const { calendar, source } = calendarOf(ask.calendar);
  const from = ask.from as LocalDate;
  const d = computeClock(
    ask.days === undefined
      ? { clock: ask.clock, from, calendar, pack: pk }
      : { clock: ask.clock, from, days: ask.days, calendar, pack: pk },
  );
  if (!d.ok) throw AppError.fromRefusal(d.error);
  const r = d.value.value;
  return {
    clock: r.clock,
    title: r.title,
    jurisdiction: ask.jurisdiction,
    from: r.from,
    length: r.length,
    ...(r.legalMaximum ? { legalMaximum: r.legalMaximum } : {}),
    due: r.due,
    nominalDue: r.nominalDue,
    moved: r.moved,
    ...(r.holidayListMissing === undefined ? {} : { holidayListMissing: r.holidayListMissing }),
    skipped: r.skipped.map((s) => ({ date: s.date, reason: s.reason })),
    actor: r.actor,
    nextOpenDayApplies: r.nextOpenDayApplies,
    basis: r.basis,
    basisLabels: labels(r.basis),
    configured: r.params.some((p) => p.status === 'configured'),
    calendar: { name: calendar.name ?? null, source },
    steps: r.steps,
    summary: `The ${lowerFirst(r.title)} is due by ${r.due} (${labels(def.basis).join(', ')}).`,
  };
}

export function publicRoutes(app: Api, services: Services, checkpointDir?: string): void {
  // The newest signed checkpoint of the order sheets (issue 16, point 4), for anyone to keep a copy of and check
  // later with `ctp verify --checkpoint <this URL>`: once published, a rewritten or truncated chain cannot hide.
  defineRoute(
    app,
    {
      method: 'get',
      path: '/api/v1/public/checkpoint',
      tags: [TAG],
      operationId: 'publicCheckpoint',
      summary:
        'The newest signed checkpoint of every order sheet (Merkle root of the chain heads, signed with the office certificate)',
      ok: {
        200: {
          schema: z.record(z.string(), z.unknown()).meta({ id: 'Checkpoint' }),
          description: 'The checkpoint, as written by the worker or `ctp checkpoint`.',
        },
      },
      errors: [404, 500],
    },
    async (c) => {
      const file = checkpointDir ? latestCheckpointFile(checkpointDir) : undefined;
      if (!file) throw new AppError('NOT_FOUND', 'No checkpoint of the order sheets has been written yet.');
      return c.body(readFileSync(file, 'utf8'), 200, {
        'Content-Type': 'application/json',
        'Cache-Control': 'public, max-age=300',
      });
    },
  );

  defineRoute(
    app,
    {
      method: 'get',
      path: '/api/v1/public/cases/{number}',
      tags: [TAG],
      operationId: 'publicStatus',
      summary: 'The status of a proceeding by its number (no personal data)',
      description:
        'URL-encode the number: CTR/AGRS/2026/12 → CTR%2FAGRS%2F2026%2F12. Returns the stage, status, next statutory due date and who must act; never names, addresses, phone numbers or email addresses.',
      params: z.object({ number: Line(60, 3).meta({ example: 'CTR/AGRS/2026/12' }) }),
      ok: { 200: { schema: PublicStatusSchema, description: 'The status.' } },
      errors: [400, 404, 500],
    },
    async (c, { params }) => {
      const s = await publicStatus(services.cases, params.number);
      c.header('Cache-Control', 'public, max-age=60');
      return c.json(s, 200);
    },
  );

  defineRoute(
    app,
    {
      method: 'get',
      path: '/api/v1/public/clock',
      tags: [TAG],
      operationId: 'clock',
      summary: 'Deadline calculator: when a statutory period ends',
      description:
        "Counts the period from the trigger date under GCA s.9 (that day excluded) and moves a closed last day under s.10 where the act is a party's. The calendar is optional JSON (default: Sundays and 2nd and 4th Saturdays, no holidays).",
      query: ClockQuerySchema,
      ok: { 200: { schema: ClockResultSchema, description: 'The due date with its explanation and basis.' } },
      errors: [400, 422, 500],
    },
    async (c, { query }) => {
      let calendar: unknown;
      if (query.calendar !== undefined) {
        try {
          calendar = JSON.parse(query.calendar);
        } catch {
          throw new AppError('CALENDAR.INVALID', 'The calendar query parameter is not valid JSON.', {
            field: 'calendar',
          });
        }
      }
      return c.json(computePublicClock({ ...query, calendar }), 200);
    },
  );

  defineRoute(
    app,
    {
      method: 'post',
      path: '/api/v1/public/clock',
      tags: [TAG],
      operationId: 'clockWithCalendar',
      summary: 'Deadline calculator with an office calendar in the body',
      body: ClockBodySchema,
      ok: { 200: { schema: ClockResultSchema, description: 'The due date with its explanation and basis.' } },
      errors: [400, 422, 500],
    },
    async (c, { body }) => c.json(computePublicClock(body), 200),
  );
}
