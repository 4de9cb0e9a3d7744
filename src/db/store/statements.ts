// The hot statements of a case's transaction, built and compiled once (prepared.ts), and how a transaction's
// statements travel (the Wire: pipelined on PostgreSQL, one at a time on PGlite).

import { CompiledQuery, sql } from 'kysely';
import type { Kysely, QueryResult, Transaction } from 'kysely';
import type { StreamKind, StreamRef } from '../../app/ports/store.ts';
import { streamRowsQuery } from '../order-sheet.repo.ts';
import type { Pipe } from '../pipelined-pg.ts';
import { compiledByCount, compiledOnce, compileOnly } from '../prepared.ts';
import type { Database } from '../schema.ts';
import { officeQuery } from './office.ts';

type Q = Kysely<Database> | Transaction<Database>;

export function streamRef(r: {
  id: string;
  kind: string;
  number: string;
  office_code: string;
  parent_id: string | null;
  version: number | string;
}): StreamRef {
  return {
    id: r.id,
    kind: r.kind as StreamKind,
    number: r.number,
    officeCode: r.office_code,
    parentId: r.parent_id,
    version: Number(r.version),
  };
}

/** The running clock due first: the summary row's next_due, next_clock and next_actor. */
export function nextClock<C extends { due: string }>(clocks: readonly C[]): C | undefined {
  return [...clocks].sort((a, b) => (a.due < b.due ? -1 : a.due > b.due ? 1 : 0))[0];
}

/**
 * How a transaction's statements travel. On PostgreSQL (a pipe): every statement is written when issued; `run` gives
 * its answer when it arrives, `write` does not wait at all (its failure fails the next awaited statement or the
 * COMMIT); so reads issued together share a round trip, and the writes travel with the COMMIT. On PGlite (in process,
 * no round trips) each statement is executed and awaited in turn. Either way the statements run in the order issued.
 */
export interface Wire {
  run<R>(cq: CompiledQuery<R>): Promise<QueryResult<R>>;
  /**
   * `tables`: every table the write touches, its triggers' included. Given, the write may travel in one statement
   * with the writes next to it on other tables (pipelined-pg.ts, merge-writes.ts).
   */
  write<R>(cq: CompiledQuery<R>, check?: (r: QueryResult<R>) => void, tables?: readonly string[]): Promise<void>;
}

/** The tables each hot write touches, its triggers' included (a write is merged only with writes on other tables). */
export const TOUCHES = {
  // order_sheet's triggers: the parties' words (0085, 0086) and the notification of an issued document (0014).
  append: ['order_sheet', 'stream', 'case_party_word', 'notify_event'],
  project: ['case_summary', 'case_clock'],
  stats: ['stats_daily'],
  response: ['idempotency_key'],
  documents: ['document_job'],
} as const satisfies Record<string, readonly string[]>;

export function wireOf(q: Q, pipe: Pipe | undefined): Wire {
  if (pipe) {
    return {
      run: (cq) => pipe.send(cq),
      write: async (cq, check, tables) => {
        void pipe.send(cq, check, tables);
      },
    };
  }
  return {
    run: (cq) => q.executeQuery(cq),
    write: async (cq, check) => {
      const r = await q.executeQuery(cq);
      check?.(r);
    },
  };
}

// The hot statements of a case's transaction, built and compiled once (prepared.ts): the same text every time.
const B = compileOnly<Database>();
const STREAM_COLUMNS = ['id', 'kind', 'number', 'office_code', 'parent_id', 'version'] as const;
export const OFFICE = compiledOnce(1, (code: string) => officeQuery(B, code));
export const LOCK_STREAM = compiledOnce(1, (id: string) =>
  B.selectFrom('stream').select(STREAM_COLUMNS).where('id', '=', id).forUpdate(),
);
export const PARTIES = compiledOnce(1, (streamId: string) =>
  B.selectFrom('case_party').select(['account_id', 'role']).where('stream_id', '=', streamId),
);
export const ENTRIES = compiledOnce(1, (streamId: string) => streamRowsQuery(B, streamId));
export const CLAIM = compiledOnce(4, (scope: string, key: string, hash: string, at: Date) =>
  B.insertInto('idempotency_key')
    .values({ scope, key, request_hash: hash, created_at: at })
    .onConflict((oc) => oc.doNothing()),
);
export const CLAIMED = compiledOnce(2, (scope: string, key: string) =>
  B.selectFrom('idempotency_key')
    .select(['request_hash', 'response'])
    .where('scope', '=', scope)
    .where('key', '=', key),
);
export const SAVE_RESPONSE = compiledOnce(3, (response: string, scope: string, key: string) =>
  B.updateTable('idempotency_key').set({ response }).where('scope', '=', scope).where('key', '=', key),
);

// The append of n order-sheet rows (11 values each) with the stream's version moved on from the one expected.
export const ROW_COLUMNS = [
  'stream_id',
  'seq',
  'type',
  'on_date',
  'payload',
  'basis',
  'actor_id',
  'actor_role',
  'recorded_at',
  'prev_hash',
  'hash',
] as const;
export const APPEND = compiledByCount(
  (n) => n * ROW_COLUMNS.length + 3,
  (n, a) =>
    B.with('appended', (db) =>
      db
        .insertInto('order_sheet')
        .values(
          Array.from(
            { length: n },
            (_, i) => Object.fromEntries(ROW_COLUMNS.map((c, j) => [c, a[i * ROW_COLUMNS.length + j]])) as never,
          ),
        )
        .returning('seq'),
    )
      .updateTable('stream')
      // A version other than the one expected fails the statement on the server (migration 0087): a check on the
      // client would come too late, the COMMIT being pipelined behind it.
      .set({
        version: sql<number>`case when "version" = ${a[n * ROW_COLUMNS.length + 2]} then ${a[n * ROW_COLUMNS.length]} else ctp_refuse(${STALE}) end`,
      })
      .where('id', '=', a[n * ROW_COLUMNS.length + 1] as string),
);
const STALE = 'the proceeding changed under a lock: its order sheet has moved on since it was read';

// The summary upserted and the clocks made exactly the n given (15 summary values, then 6 per clock).
export const SUMMARY_COLUMNS = [
  'stream_id',
  'kind',
  'number',
  'office_code',
  'district_code',
  'stage',
  'status',
  'received_on',
  'closed_on',
  'next_due',
  'next_clock',
  'next_actor',
  'version',
  'updated_at',
  'state',
] as const;
const CLOCK_COLUMNS = ['clock', 'due', 'nominal_due', 'actor', 'duty', 'explanation'] as const;
export const PROJECT = compiledByCount(
  (n) => SUMMARY_COLUMNS.length + n * CLOCK_COLUMNS.length,
  (n, a) => {
    const row = Object.fromEntries(SUMMARY_COLUMNS.map((c, j) => [c, a[j]])) as Record<
      (typeof SUMMARY_COLUMNS)[number],
      never
    >;
    const clocks = Array.from(
      { length: n },
      (_, i) =>
        Object.fromEntries(
          CLOCK_COLUMNS.map((c, j) => [c, a[SUMMARY_COLUMNS.length + i * CLOCK_COLUMNS.length + j]]),
        ) as Record<(typeof CLOCK_COLUMNS)[number], never>,
    );
    const withSummary = B.with('summary', (db) =>
      db
        .insertInto('case_summary')
        .values(row)
        .onConflict((oc) =>
          oc.column('stream_id').doUpdateSet({
            stage: row.stage,
            status: row.status,
            closed_on: row.closed_on,
            next_due: row.next_due,
            next_clock: row.next_clock,
            next_actor: row.next_actor,
            version: row.version,
            updated_at: row.updated_at,
            state: row.state,
          }),
        )
        .returning('stream_id'),
    );
    if (n === 0) return withSummary.deleteFrom('case_clock').where('stream_id', '=', row.stream_id);
    return withSummary
      .with('stopped', (db) =>
        db
          .deleteFrom('case_clock')
          .where('stream_id', '=', row.stream_id)
          .where((eb) => eb.not(eb.or(clocks.map((c) => eb.and([eb('clock', '=', c.clock), eb('due', '=', c.due)])))))
          .returning('clock'),
      )
      .insertInto('case_clock')
      .values(clocks.map((c) => ({ stream_id: row.stream_id, ...c })))
      .onConflict((oc) =>
        oc.columns(['stream_id', 'clock', 'due']).doUpdateSet((eb) => ({
          nominal_due: eb.ref('excluded.nominal_due'),
          actor: eb.ref('excluded.actor'),
          duty: eb.ref('excluded.duty'),
          explanation: eb.ref('excluded.explanation'),
        })),
      );
  },
);

type StreamRow = {
  id: string;
  kind: string;
  number: string;
  office_code: string;
  parent_id: string | null;
  version: number;
};

/**
 * The counter's upsert, the stream's insert (its id given) and its parties in one statement: the number is taken and
 * used together, and a rollback undoes all (gapless). The counter row stays locked until commit, as with nextNumber.
 * Values: scope, year, id, kind, the number's prefix `${scope}/${year}/`, office, parent, created at, parties (jsonb),
 * and the number expected or null: a number other than the one expected fails the statement on the server (its
 * stream number is null, refused by the column's not-null constraint), so a COMMIT pipelined behind it never commits.
 */
export const OPEN_STREAM = (values: readonly unknown[]): CompiledQuery<StreamRow> =>
  CompiledQuery.raw(OPEN_STREAM_SQL, [...values]) as CompiledQuery<StreamRow>;
const OPEN_STREAM_SQL = `with taken as (
  insert into case_number_counter (scope, year, last) values ($1, $2, 1)
  on conflict (scope, year) do update set last = case_number_counter.last + 1
  returning last
), opened as (
  insert into stream (id, kind, number, office_code, parent_id, created_at)
  select $3::uuid, $4::text, case when $10::int is null or taken.last = $10::int then $5::text || taken.last end,
    $6::text, $7::uuid, $8::timestamptz
  from taken
  returning id, kind, number, office_code, parent_id, version
), party as (
  insert into case_party (stream_id, account_id, role)
  select opened.id, p.account_id, p.role from opened, jsonb_to_recordset($9::jsonb) as p(account_id uuid, role text)
  on conflict do nothing
)
select * from opened`;

/** The last number of a scope and year, its counter row locked until commit (no row: none yet this year). */
export const PEEK_NUMBER = (scope: string, year: number): CompiledQuery<{ last: number | string }> =>
  CompiledQuery.raw('select last from case_number_counter where scope = $1 and year = $2 for update', [
    scope,
    year,
  ]) as CompiledQuery<{ last: number | string }>;
