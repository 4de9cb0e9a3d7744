// The Store port over Kysely: streams, the order sheet, projections and gapless numbers, one transaction at a time.

import { sql } from 'kysely';
import type { CompiledQuery, Kysely, QueryResult, Selectable, Transaction } from 'kysely';
import type { Role, RoleGrant } from '../app/actor.ts';
import type {
  CaseProjection,
  CaseReads,
  CaseSummaryRow,
  NewRecord,
  OfficeInfo,
  PartyRole,
  RecordedEntry,
  Store,
  StoreTx,
  StreamKind,
  StreamRef,
} from '../app/ports.ts';
import type { LocalDate } from '../lib/local-date.ts';
import type { JurisdictionId } from '../rules/packs.ts';
import type { OfficeCalendar } from '../rules/time/calendar.ts';
import type { StateHolidayList } from '../rules/time/holiday-lists.ts';
import { withHolidayLists } from '../rules/time/holiday-lists.ts';
import { chainEntries, entryRows, GENESIS_HASH, headHash, streamRowsQuery, toEntry } from './order-sheet.repo.ts';
import { documentTx } from './documents.repo.ts';
import type { Pipe } from './pipelined-pg.ts';
import { pipeOf } from './pipelined-pg.ts';
import { compiledByCount, compiledOnce, compileOnly } from './prepared.ts';
import { moneyTx } from './money.repo.ts';
import type { CaseSummaryTable, Database } from './schema.ts';
import { addStatsQuery, shardOf } from './stats.repo.ts';

type Q = Kysely<Database> | Transaction<Database>;

function streamRef(r: {
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

function officeQuery(q: Q, code: string) {
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
      'office.district_code',
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

type OfficeRow = Awaited<ReturnType<ReturnType<typeof officeQuery>['executeTakeFirst']>>;

async function office(q: Q, code: string): Promise<OfficeInfo | undefined> {
  return officeInfo(await officeQuery(q, code).executeTakeFirst());
}

function officeInfo(r: OfficeRow): OfficeInfo | undefined {
  if (!r) return undefined;
  return {
    code: r.code,
    kind: r.kind,
    name: r.name,
    nameHi: r.name_hi,
    address: r.address,
    districtCode: r.district_code,
    subdivisionCode: r.subdivision_code,
    stateCode: r.state_code,
    jurisdiction: r.jurisdiction as JurisdictionId,
    // Every office calendar carries its State's notified holiday lists (GCA s.10), each naming its notification.
    calendar: withHolidayLists(r.calendar as OfficeCalendar, holidayListsOf(r.holiday_lists)),
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
interface Wire {
  run<R>(cq: CompiledQuery<R>): Promise<QueryResult<R>>;
  write<R>(cq: CompiledQuery<R>, check?: (r: QueryResult<R>) => void): Promise<void>;
}

function wireOf(q: Q, pipe: Pipe | undefined): Wire {
  if (pipe) {
    return {
      run: (cq) => pipe.send(cq),
      write: async (cq, check) => {
        void pipe.send(cq, check);
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
const OFFICE = compiledOnce(1, (code: string) => officeQuery(B, code));
const LOCK_STREAM = compiledOnce(1, (id: string) =>
  B.selectFrom('stream').select(STREAM_COLUMNS).where('id', '=', id).forUpdate(),
);
const PARTIES = compiledOnce(1, (streamId: string) =>
  B.selectFrom('case_party').select(['account_id', 'role']).where('stream_id', '=', streamId),
);
const ENTRIES = compiledOnce(1, (streamId: string) => streamRowsQuery(B, streamId));
const CLAIM = compiledOnce(4, (scope: string, key: string, hash: string, at: Date) =>
  B.insertInto('idempotency_key')
    .values({ scope, key, request_hash: hash, created_at: at })
    .onConflict((oc) => oc.doNothing()),
);
const CLAIMED = compiledOnce(2, (scope: string, key: string) =>
  B.selectFrom('idempotency_key')
    .select(['request_hash', 'response'])
    .where('scope', '=', scope)
    .where('key', '=', key),
);
const SAVE_RESPONSE = compiledOnce(3, (response: string, scope: string, key: string) =>
  B.updateTable('idempotency_key').set({ response }).where('scope', '=', scope).where('key', '=', key),
);

// The append of n order-sheet rows (11 values each) with the stream's version moved on from the one expected.
const ROW_COLUMNS = [
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
const APPEND = compiledByCount(
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
      .set({ version: a[n * ROW_COLUMNS.length] as number })
      .where('id', '=', a[n * ROW_COLUMNS.length + 1] as string)
      .where('version', '=', a[n * ROW_COLUMNS.length + 2] as number),
);

// The summary upserted and the clocks made exactly the n given (15 summary values, then 6 per clock).
const SUMMARY_COLUMNS = [
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
const PROJECT = compiledByCount(
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

function txPort(q: Q, pipe?: Pipe): StoreTx {
  const wire = wireOf(q, pipe);
  return {
    office: async (code) => officeInfo((await wire.run(OFFICE(code))).rows[0]),

    documents: documentTx(q, pipe ? wire.write : undefined),
    money: moneyTx(q),

    async nextNumber(scope, year) {
      const r = await sql<{ last: number }>`
        insert into case_number_counter (scope, year, last) values (${scope}, ${year}, 1)
        on conflict (scope, year) do update set last = case_number_counter.last + 1
        returning last`.execute(q);
      return Number(r.rows[0]!.last);
    },

    async createStream(s) {
      const r = await q
        .insertInto('stream')
        .values({
          kind: s.kind,
          number: s.number,
          office_code: s.officeCode,
          parent_id: s.parentId,
          created_at: s.createdAt,
        })
        .returning(['id', 'kind', 'number', 'office_code', 'parent_id', 'version'])
        .executeTakeFirstOrThrow();
      return streamRef(r);
    },

    async openStream(s) {
      // The counter's upsert, the stream's insert and its parties in one statement: the number is taken and used
      // together, and a rollback undoes all (gapless). The counter row stays locked until commit, as with nextNumber.
      const parties = JSON.stringify(s.parties.map((p) => ({ account_id: p.accountId, role: p.role })));
      const r = await sql<{
        id: string;
        kind: string;
        number: string;
        office_code: string;
        parent_id: string | null;
        version: number;
      }>`
        with taken as (
          insert into case_number_counter (scope, year, last) values (${s.numberPrefix}, ${s.year}, 1)
          on conflict (scope, year) do update set last = case_number_counter.last + 1
          returning last
        ), opened as (
          insert into stream (kind, number, office_code, parent_id, created_at)
          select ${s.kind}::text, ${`${s.numberPrefix}/${s.year}/`}::text || taken.last, ${s.officeCode}::text, ${s.parentId}::uuid, ${s.createdAt}::timestamptz
          from taken
          returning id, kind, number, office_code, parent_id, version
        ), party as (
          insert into case_party (stream_id, account_id, role)
          select opened.id, p.account_id, p.role from opened, jsonb_to_recordset(${parties}::jsonb) as p(account_id uuid, role text)
          on conflict do nothing
        )
        select * from opened`.execute(q);
      return streamRef(r.rows[0]!);
    },

    async lockStream(id) {
      const r = (await wire.run(LOCK_STREAM(id))).rows[0];
      return r ? streamRef(r) : undefined;
    },

    async entries(streamId) {
      const rows = (await wire.run(ENTRIES(streamId))).rows.map(toEntry);
      return rows.map((e) => ({ ...e, onDate: e.onDate as LocalDate }));
    },

    async assamRecords(exceptStreamId) {
      const rows = await q
        .selectFrom('order_sheet')
        .innerJoin('stream', 'stream.id', 'order_sheet.stream_id')
        .select([
          'stream.id',
          'stream.number',
          'order_sheet.type',
          'order_sheet.on_date',
          'order_sheet.payload',
          'order_sheet.seq',
        ])
        .where('stream.kind', '=', 'assam')
        .where('stream.id', '<>', exceptStreamId)
        .where('order_sheet.type', 'in', ['written-report-made', 'cognizance-taken', 'accused-convicted'])
        .orderBy('stream.number')
        .orderBy('order_sheet.seq')
        .execute();
      return rows.map((r) => ({
        streamId: r.id,
        number: r.number,
        type: r.type,
        onDate: r.on_date as LocalDate,
        payload: r.payload,
      }));
    },

    async append(stream, records: readonly NewRecord[]): Promise<RecordedEntry[]> {
      if (!q.isTransaction) throw new Error('append must run inside a transaction');
      // A stream at version 0 has no rows yet (its version is its last seq, which verifyAll checks), so it chains to
      // the genesis hash without a read; were a row there all the same, the insert of seq 1 would fail on the key.
      const prev = stream.version === 0 ? GENESIS_HASH : await headHash(q, stream.id);
      const rows = chainEntries(stream.id, stream.version, prev, records);
      if (rows.length === 0) return [];
      const version = stream.version + rows.length;
      // One statement (one round trip): the rows, and the stream's version moved on only from the version expected.
      const values = entryRows(rows).flatMap((r) => ROW_COLUMNS.map((c) => r[c]));
      await wire.write(APPEND(rows.length, [...values, version, stream.id, stream.version]), (r) => {
        if (Number(r.numAffectedRows) !== 1) throw new Error(`stream ${stream.number} changed under a lock`);
      });
      return rows.map((e) => ({ ...e, onDate: e.onDate as LocalDate }));
    },

    async project(stream, p: CaseProjection, updatedAt) {
      const next = nextClock(p.clocks);
      const version = stream.version;
      const row = {
        stream_id: stream.id,
        kind: stream.kind,
        number: stream.number,
        office_code: stream.officeCode,
        district_code: p.districtCode,
        stage: p.stage,
        status: p.status,
        received_on: p.receivedOn,
        closed_on: p.closedOn,
        next_due: next?.due ?? null,
        next_clock: next?.clock ?? null,
        next_actor: next?.actor ?? null,
        version,
        updated_at: updatedAt,
        state: JSON.stringify(p.state),
      };
      // One statement (one round trip): the summary upserted, and the clocks made exactly p.clocks (the first of any
      // two with the same clock and due date wins): those no longer running deleted, the others upserted.
      const seen = new Set<string>();
      const clocks = p.clocks.filter((c) => {
        const k = `${c.clock}\u0000${c.due}`;
        return seen.has(k) ? false : (seen.add(k), true);
      });
      const values: unknown[] = SUMMARY_COLUMNS.map((c) => row[c]);
      for (const c of clocks) values.push(c.clock, c.due, c.nominalDue, c.actor, c.duty, JSON.stringify(c.explanation));
      await wire.write(PROJECT(clocks.length, values));
      // Statistics counters (issue 8, src/app/stats/figures.ts): one upsert, and none for an event that changes no figure.
      const stats =
        p.stats && p.stats.length > 0
          ? addStatsQuery(q, [{ officeCode: stream.officeCode, shard: shardOf(stream.id), deltas: p.stats }])
          : undefined;
      if (stats) await wire.write(stats);
    },

    async addParty(streamId, accountId, role) {
      // An id that names no account is an answer for the caller (found by the OpenAPI fuzz: it was a 500 from the
      // foreign key), not an error of the database.
      const known = await q.selectFrom('account').select('id').where('id', '=', accountId).executeTakeFirst();
      if (!known) return false;
      await q
        .insertInto('case_party')
        .values({ stream_id: streamId, account_id: accountId, role })
        .onConflict((oc) => oc.doNothing())
        .execute();
      return true;
    },

    async parties(streamId) {
      const rows = (await wire.run(PARTIES(streamId))).rows;
      return rows.map((r) => ({ accountId: r.account_id, role: r.role as PartyRole }));
    },

    async appellateOffice(districtCode) {
      const r = await q
        .selectFrom('office')
        .select('code')
        .where('district_code', '=', districtCode)
        .where('kind', '=', 'appellate')
        .orderBy('code')
        .executeTakeFirst();
      return r ? office(q, r.code) : undefined;
    },

    async streamByNumber(number) {
      const r = await q
        .selectFrom('stream')
        .select(['id', 'kind', 'number', 'office_code', 'parent_id', 'version'])
        .where('number', '=', number)
        .executeTakeFirst();
      return r ? streamRef(r) : undefined;
    },

    async stream(id) {
      const r = await q
        .selectFrom('stream')
        .select(['id', 'kind', 'number', 'office_code', 'parent_id', 'version'])
        .where('id', '=', id)
        .executeTakeFirst();
      return r ? streamRef(r) : undefined;
    },

    async claimIdempotency(scope, key, requestHash, at) {
      const ins = await wire.run(CLAIM(scope, key, requestHash, at));
      if (Number(ins.numAffectedRows ?? 0) === 1) return { kind: 'fresh' } as const;
      const row = (await wire.run(CLAIMED(scope, key))).rows[0];
      if (!row) throw new Error('idempotency key vanished after its claim');
      if (row.request_hash !== requestHash) return { kind: 'conflict' } as const;
      return { kind: 'replay', response: row.response } as const;
    },

    async saveIdempotentResponse(scope, key, response) {
      await wire.write(SAVE_RESPONSE(JSON.stringify(response), scope, key));
    },

    async logPersonalDataRead(accountId, streamId, purpose, at) {
      await q
        .insertInto('personal_data_read')
        .values({ account_id: accountId, stream_id: streamId, purpose, read_at: at })
        .execute();
    },

    async insertDocument(d) {
      const r = await q
        .insertInto('document')
        .values({
          stream_id: d.streamId,
          sha256: d.sha256,
          media_type: d.mediaType,
          byte_size: d.byteSize,
          file_name: d.fileName,
          content: d.content,
          uploaded_by: d.uploadedBy,
          created_at: d.createdAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return r.id;
    },

    async document(id) {
      const r = await q.selectFrom('document').selectAll().where('id', '=', id).executeTakeFirst();
      if (!r || r.stream_id === null) return undefined;
      return {
        id: r.id,
        streamId: r.stream_id,
        sha256: r.sha256,
        mediaType: r.media_type,
        byteSize: Number(r.byte_size),
        fileName: r.file_name,
        // pg returns a Buffer, PGlite a Uint8Array: hand out a plain view of the same bytes either way.
        content: new Uint8Array(r.content.buffer, r.content.byteOffset, r.content.byteLength),
        uploadedBy: r.uploaded_by,
        createdAt: new Date(r.created_at as unknown as string),
      };
    },
  };
}

type SummaryRow = Selectable<CaseSummaryTable>;

function summaryRow(r: SummaryRow): CaseSummaryRow {
  return {
    streamId: r.stream_id,
    kind: r.kind as StreamKind,
    number: r.number,
    officeCode: r.office_code,
    districtCode: r.district_code,
    stage: r.stage,
    status: r.status,
    receivedOn: r.received_on as LocalDate,
    closedOn: r.closed_on as LocalDate | null,
    nextDue: r.next_due as LocalDate | null,
    nextClock: r.next_clock,
    nextActor: r.next_actor,
    version: Number(r.version),
  };
}

const encodeCursor = (parts: readonly (string | null)[]): string =>
  Buffer.from(JSON.stringify(parts)).toString('base64url');
function decodeCursor(c: string | undefined, n: number): (string | null)[] | undefined {
  if (!c) return undefined;
  try {
    const v = JSON.parse(Buffer.from(c, 'base64url').toString('utf8')) as unknown;
    if (Array.isArray(v) && v.length === n && v.every((x) => x === null || typeof x === 'string'))
      return v as (string | null)[];
  } catch {
    // fall through
  }
  throw new CursorError('The cursor is not one this server gave out; start again without it.');
}

export class CursorError extends Error {}

const FAR_FUTURE = '9999-12-31';

function caseReads(db: Kysely<Database>): CaseReads {
  return {
    async summary(streamId) {
      const r = await db.selectFrom('case_summary').selectAll().where('stream_id', '=', streamId).executeTakeFirst();
      return r ? summaryRow(r) : undefined;
    },
    async clocks(streamId) {
      const rows = await db
        .selectFrom('case_clock')
        .selectAll()
        .where('stream_id', '=', streamId)
        .orderBy('due')
        .execute();
      return rows.map((c) => ({
        clock: c.clock,
        due: c.due as LocalDate,
        nominalDue: c.nominal_due as LocalDate,
        actor: c.actor,
        duty: c.duty,
        explanation: c.explanation,
      }));
    },
    async worklist(scope, cursor, limit) {
      if (scope.officeCodes.length === 0 && scope.districtCodes.length === 0) return { items: [] };
      const after = decodeCursor(cursor, 2);
      // Nearest due first; cases with no running clock sort last (coalesce to a far date), ties by stream id.
      const due = sql<string>`coalesce(next_due, date '9999-12-31')`;
      let qb = db.selectFrom('case_summary').selectAll();
      // The worklist is the open cases; a search finds closed ones too (an officer looks up a case decided last year).
      const search = scope.search;
      if (!search) qb = qb.where('closed_on', 'is', null);
      else {
        const { number, words } = search;
        const esc = (w: string): string => w.replace(/[\\%_]/g, (m) => `\\${m}`);
        qb = qb.where((eb) =>
          eb.or([
            ...(number ? [eb('number', '=', number), eb('number', 'like', `%/${esc(number)}`)] : []),
            ...(words.length > 0
              ? [
                  eb.and(
                    words.map((w) =>
                      eb(
                        'stream_id',
                        'in',
                        eb
                          .selectFrom('case_party_word')
                          .select('case_party_word.stream_id')
                          .where('word', 'like', `${esc(w)}%`),
                      ),
                    ),
                  ),
                ]
              : []),
            ...(!number && words.length === 0 ? [sql<boolean>`false`] : []),
          ]),
        );
      }
      qb = qb.where((eb) =>
        eb.or([
          ...(scope.officeCodes.length ? [eb('office_code', 'in', [...scope.officeCodes])] : []),
          ...(scope.districtCodes.length ? [eb('district_code', 'in', [...scope.districtCodes])] : []),
        ]),
      );
      if (scope.stage) qb = qb.where('stage', '=', scope.stage);
      if (scope.kind) qb = qb.where('kind', '=', scope.kind);
      if (after) qb = qb.where(sql<boolean>`(${due}, stream_id) > (${after[0]}::date, ${after[1]}::uuid)`);
      const rows = await qb
        .orderBy(due)
        .orderBy('stream_id')
        .limit(limit + 1)
        .execute();
      const items = rows.slice(0, limit).map(summaryRow);
      const last = items[items.length - 1];
      return rows.length > limit && last
        ? { items, nextCursor: encodeCursor([last.nextDue ?? FAR_FUTURE, last.streamId]) }
        : { items };
    },
    async related(stream) {
      const rows = await db
        .selectFrom('stream')
        .select(['id', 'number', 'kind'])
        .where((eb) =>
          eb.or([eb('parent_id', '=', stream.id), ...(stream.parentId ? [eb('id', '=', stream.parentId)] : [])]),
        )
        .orderBy('created_at')
        .execute();
      return rows;
    },
    async casesOfAccount(accountId, cursor, limit) {
      const after = decodeCursor(cursor, 2);
      let qb = db
        .selectFrom('case_party')
        .innerJoin('case_summary', 'case_summary.stream_id', 'case_party.stream_id')
        .selectAll('case_summary')
        .select('case_party.role as party_role')
        .where('case_party.account_id', '=', accountId);
      if (after)
        qb = qb.where(
          sql<boolean>`(case_summary.received_on, case_summary.stream_id) < (${after[0]}::date, ${after[1]}::uuid)`,
        );
      const rows = await qb
        .orderBy('case_summary.received_on', 'desc')
        .orderBy('case_summary.stream_id', 'desc')
        .limit(limit + 1)
        .execute();
      const items = rows.slice(0, limit).map((r) => ({ ...summaryRow(r), partyRole: r.party_role as PartyRole }));
      const last = items[items.length - 1];
      return rows.length > limit && last
        ? { items, nextCursor: encodeCursor([last.receivedOn, last.streamId]) }
        : { items };
    },
  };
}

export function createStore(db: Kysely<Database>): Store {
  return {
    transaction: (fn) =>
      db.transaction().execute(async (tx) => fn(txPort(tx, await pipeOf(tx as unknown as Kysely<unknown>)))),
    read: txPort(db),
    cases: caseReads(db),
    async grantsOf(accountId): Promise<RoleGrant[]> {
      const rows = await db
        .selectFrom('role_grant')
        .select(['role', 'office_code', 'district_code', 'state_code'])
        .where('account_id', '=', accountId)
        .execute();
      return rows.map((r) => ({
        role: r.role as Role,
        ...(r.office_code ? { officeCode: r.office_code } : {}),
        ...(r.district_code ? { districtCode: r.district_code } : {}),
        ...(r.state_code ? { stateCode: r.state_code } : {}),
      }));
    },
  };
}
