// What the deadline watcher's worklist reads (GET /api/v1/worklist/proposals and /escalations) are computed from: the
// rows of deadline_action, the streams they name and the clocks still running (case_clock). Those reads do not look at
// the Clock, so on a day on which none of these rows changed they answer what they answered the day before, and a walk
// that records "the first day it was seen" needs to read them again only on the days this text changes.

import { sql } from 'kysely';
import type { Db } from '../../src/db/client.ts';
import type { LocalDate } from '../../src/lib/local-date.ts';
import { addDays } from '../../src/lib/local-date.ts';

export async function watchedState(db: Db): Promise<string> {
  const r = await sql<{ s: string }>`
    select (select coalesce(string_agg(a::text, '|' order by a::text), '') from deadline_action a)
      || '#' || (select coalesce(string_agg(c::text, '|' order by c::text), '') from case_clock c)
      || '#' || (select coalesce(string_agg(s.id::text || ':' || s.kind || ':' || s.number, '|' order by s.id), '') from stream s) as s`.execute(
    db.kysely,
  );
  return r.rows[0]!.s;
}

/** Runs `look` only when the watched state differs from the one it last ran on. */
export function lookOnChange(db: Db, look: () => Promise<void>): () => Promise<void> {
  let last: string | undefined;
  return async () => {
    const now = await watchedState(db);
    if (now === last) return;
    await look();
    last = now;
  };
}

/**
 * The next day after `today`, not after `to`, on which a walk must stop: `to`, each of `also`, each day on which the
 * deadline worker has an alert to act on (clock_alert.fire_on) and the day before it (an alert acted on early would
 * show there), and the next day while a message waits to be sent again. On the days between, the worker and the
 * document runner have nothing to do (they act on alerts due by the Clock's today, on clocks and documents that only a
 * step creates, and on messages due), so a walk that settles on these days sees what settling every day would.
 */
export async function nextStop(
  db: Db,
  today: LocalDate,
  to: LocalDate,
  also: readonly LocalDate[] = [],
): Promise<LocalDate> {
  const r = await sql<{ fire: string | null; waiting: number }>`
    select (select min(fire_on)::text from clock_alert where fire_on > ${today}::date) as fire,
      (select count(*)::int from notification where status = 'pending') as waiting`.execute(db.kysely);
  const { fire, waiting } = r.rows[0]!;
  const next = addDays(today, 1);
  const stops = [to, ...also.filter((d) => d > today)];
  if (waiting > 0) stops.push(next);
  if (fire) {
    const before = addDays(fire as LocalDate, -1);
    stops.push(before > today ? before : (fire as LocalDate));
  }
  return stops.reduce((a, b) => (b < a ? b : a));
}
