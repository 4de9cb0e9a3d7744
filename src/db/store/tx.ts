// The Store port's transaction: streams, the order sheet, projections, gapless numbers and idempotency.

import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Kysely, Transaction } from 'kysely';
import type { NewRecord, RecordedEntry, StoreTx, CaseProjection, PartyRole } from '../../app/ports/store.ts';
import type { LocalDate } from '../../lib/local-date.ts';
import { chainEntries, entryRows, GENESIS_HASH, headHash, toEntry } from '../order-sheet.repo.ts';
import { documentTx } from '../documents.repo.ts';
import { paperClaimTx } from '../paper.repo.ts';
import type { Pipe } from '../pipelined-pg.ts';
import { moneyTx } from '../money.repo.ts';
import type { Database } from '../schema.ts';
import { addStatsQuery, shardOf } from '../stats.repo.ts';
import { office, officeInfo } from './office.ts';
import {
  APPEND,
  CLAIM,
  CLAIMED,
  ENTRIES,
  LOCK_STREAM,
  nextClock,
  OFFICE,
  OPEN_STREAM,
  PARTIES,
  PEEK_NUMBER,
  PROJECT,
  ROW_COLUMNS,
  SAVE_RESPONSE,
  streamRef,
  SUMMARY_COLUMNS,
  TOUCHES,
  wireOf,
} from './statements.ts';

type Q = Kysely<Database> | Transaction<Database>;

export function txPort(q: Q, pipe?: Pipe): StoreTx {
  const wire = wireOf(q, pipe);
  return {
    office: async (code) => officeInfo((await wire.run(OFFICE(code))).rows[0]),

    documents: documentTx(q, pipe ? (cq) => wire.write(cq, undefined, TOUCHES.documents) : undefined),
    paperClaims: paperClaimTx(q),
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

    async peekNumber(scope, year) {
      const r = (await wire.run(PEEK_NUMBER(scope, year))).rows[0];
      return r ? Number(r.last) : undefined;
    },

    async openStream(s) {
      const parties = JSON.stringify(s.parties.map((p) => ({ account_id: p.accountId, role: p.role })));
      const prefix = `${s.numberPrefix}/${s.year}/`;
      const id = randomUUID();
      const cq = OPEN_STREAM([
        s.numberPrefix,
        s.year,
        id,
        s.kind,
        prefix,
        s.officeCode,
        s.parentId,
        s.createdAt,
        parties,
        s.expectedSeq ?? null,
      ]);
      if (s.expectedSeq === undefined) return streamRef((await wire.run(cq)).rows[0]!);
      // The number is known (peekNumber locked its counter row in this transaction): the statement is sent and not
      // waited for, so it travels with the writes after it and the COMMIT; the server refuses any other number.
      const stream = {
        id,
        kind: s.kind,
        number: `${prefix}${s.expectedSeq}`,
        officeCode: s.officeCode,
        parentId: s.parentId,
        version: 0,
      };
      await wire.write(cq);
      return stream;
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
      await wire.write(
        APPEND(rows.length, [...values, version, stream.id, stream.version]),
        (r) => {
          if (Number(r.numAffectedRows) !== 1) throw new Error(`stream ${stream.number} changed under a lock`);
        },
        TOUCHES.append,
      );
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
      await wire.write(PROJECT(clocks.length, values), undefined, TOUCHES.project);
      // Statistics counters (issue 8, src/app/derived/stats/figures.ts): one upsert, and none for an event that changes no figure.
      const stats =
        p.stats && p.stats.length > 0
          ? addStatsQuery(q, [{ officeCode: stream.officeCode, shard: shardOf(stream.id), deltas: p.stats }])
          : undefined;
      if (stats) await wire.write(stats, undefined, TOUCHES.stats);
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

    async appealsOf(streamId) {
      const rows = await q
        .selectFrom('stream')
        .select(['id', 'kind', 'number', 'office_code', 'parent_id', 'version'])
        .where('parent_id', '=', streamId)
        .where('kind', '=', 'appeal')
        .orderBy('created_at')
        .execute();
      return rows.map(streamRef);
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
      await wire.write(SAVE_RESPONSE(JSON.stringify(response), scope, key), undefined, TOUCHES.response);
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
