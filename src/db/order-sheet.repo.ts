// The order sheet: append events to a stream with the hash chain, read a stream back, and re-walk every chain.
//
// hash(row) = sha256(prev_hash + "\n" + canonical JSON of the row's content). The first row of a stream chains to
// 64 zeros. A break is any row whose stored hash or prev_hash differs from the recomputed one, a gap in seq, or a
// stream whose version differs from its last seq (a deleted tail).

import { sql } from 'kysely';
import { createHash } from 'node:crypto';
import type { Insertable, Kysely, Selectable, Transaction } from 'kysely';
import { canonicalJson } from '../lib/canonical-json.ts';
import type { Database, OrderSheetTable } from './schema.ts';

export const GENESIS_HASH = '0'.repeat(64);

export interface NewEntry {
  readonly type: string;
  readonly onDate: string;
  readonly payload: unknown;
  readonly basis: readonly string[];
  readonly actorId: string | null;
  readonly actorRole: string;
  readonly recordedAt: Date;
}

export interface Entry extends NewEntry {
  readonly streamId: string;
  readonly seq: number;
  readonly prevHash: string;
  readonly hash: string;
}

export function entryHash(prevHash: string, streamId: string, seq: number, e: NewEntry): string {
  const content = canonicalJson({
    streamId,
    seq,
    type: e.type,
    onDate: e.onDate,
    payload: e.payload,
    basis: e.basis,
    actorId: e.actorId,
    actorRole: e.actorRole,
    recordedAt: e.recordedAt.toISOString(),
  });
  return createHash('sha256').update(`${prevHash}\n${content}`).digest('hex');
}

type Db = Kysely<Database> | Transaction<Database>;

/** The entries numbered after `expectedVersion` and chained to `prevHash`, with their hashes (nothing is written). */
export function chainEntries(
  streamId: string,
  expectedVersion: number,
  prevHash: string,
  entries: readonly NewEntry[],
): Entry[] {
  const out: Entry[] = [];
  let prev = prevHash;
  let seq = expectedVersion;
  for (const e of entries) {
    seq += 1;
    const hash = entryHash(prev, streamId, seq, e);
    out.push({ ...e, streamId, seq, prevHash: prev, hash });
    prev = hash;
  }
  return out;
}

/** The order_sheet rows of chained entries. */
export function entryRows(entries: readonly Entry[]): Insertable<OrderSheetTable>[] {
  return entries.map((e) => ({
    stream_id: e.streamId,
    seq: e.seq,
    type: e.type,
    on_date: e.onDate,
    payload: JSON.stringify(e.payload),
    basis: [...e.basis],
    actor_id: e.actorId,
    actor_role: e.actorRole,
    recorded_at: e.recordedAt,
    prev_hash: e.prevHash,
    hash: e.hash,
  }));
}

/** Appends entries after `expectedVersion`; the caller holds the stream row lock (see store.ts, append). */
export async function appendEntries(
  tx: Transaction<Database>,
  streamId: string,
  expectedVersion: number,
  prevHash: string,
  entries: readonly NewEntry[],
): Promise<Entry[]> {
  const out = chainEntries(streamId, expectedVersion, prevHash, entries);
  if (out.length === 0) return out;
  await tx.insertInto('order_sheet').values(entryRows(out)).execute();
  return out;
}

export function toEntry(r: Selectable<OrderSheetTable>): Entry {
  return {
    streamId: r.stream_id,
    seq: Number(r.seq),
    type: r.type,
    onDate: r.on_date,
    payload: r.payload,
    basis: r.basis,
    actorId: r.actor_id,
    actorRole: r.actor_role,
    recordedAt: r.recorded_at,
    prevHash: r.prev_hash,
    hash: r.hash,
  };
}

/** A stream's rows in order (the query, for a caller that sends it itself). */
export function streamRowsQuery(db: Db, streamId: string) {
  return db.selectFrom('order_sheet').selectAll().where('stream_id', '=', streamId).orderBy('seq');
}

export async function readStream(db: Db, streamId: string): Promise<Entry[]> {
  const rows = await streamRowsQuery(db, streamId).execute();
  return rows.map((r) => toEntry(r));
}

export interface ChainBreak {
  readonly streamId: string;
  readonly number: string;
  readonly seq: number;
  readonly problem: string;
}

/** Re-walks one stream's chain against its stored version. */
export function checkChain(streamId: string, number: string, version: number, entries: readonly Entry[]): ChainBreak[] {
  const breaks: ChainBreak[] = [];
  let prev = GENESIS_HASH;
  let expectSeq = 1;
  for (const e of entries) {
    if (e.seq !== expectSeq)
      breaks.push({ streamId, number, seq: expectSeq, problem: `row ${expectSeq} is missing (next row is ${e.seq})` });
    if (e.prevHash !== prev)
      breaks.push({ streamId, number, seq: e.seq, problem: 'prev_hash does not match the hash of the previous row' });
    const h = entryHash(e.prevHash, e.streamId, e.seq, e);
    if (h !== e.hash)
      breaks.push({ streamId, number, seq: e.seq, problem: 'row content does not match its hash (altered)' });
    prev = e.hash;
    expectSeq = e.seq + 1;
  }
  if (expectSeq - 1 !== version) {
    breaks.push({
      streamId,
      number,
      seq: expectSeq,
      problem: `the stream records ${version} rows but ${expectSeq - 1} are present (rows deleted or added outside the portal)`,
    });
  }
  return breaks;
}

/** Re-walks every chain, a batch of streams at a time. */
export async function verifyAll(
  db: Kysely<Database>,
  onProgress?: (done: number) => void,
): Promise<{ streams: number; rows: number; breaks: ChainBreak[] }> {
  const breaks: ChainBreak[] = [];
  let after = '00000000-0000-0000-0000-000000000000';
  let streams = 0;
  let rows = 0;
  for (;;) {
    const batch = await db
      .selectFrom('stream')
      .select(['id', 'number', 'version'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(500)
      .execute();
    if (batch.length === 0) break;
    const ids = batch.map((s) => s.id);
    const all = await db
      .selectFrom('order_sheet')
      .selectAll()
      .where('stream_id', 'in', ids)
      .orderBy('stream_id')
      .orderBy('seq')
      .execute();
    const byStream = new Map<string, Entry[]>();
    for (const r of all) {
      const e = toEntry(r);
      const list = byStream.get(e.streamId) ?? [];
      list.push(e);
      byStream.set(e.streamId, list);
    }
    for (const s of batch) {
      const entries = byStream.get(s.id) ?? [];
      rows += entries.length;
      breaks.push(...checkChain(s.id, s.number, Number(s.version), entries));
    }
    streams += batch.length;
    onProgress?.(streams);
    after = batch[batch.length - 1]!.id;
  }
  return { streams, rows, breaks };
}

/** The hash of a stream's last row, or the genesis hash. */
export async function headHash(db: Db, streamId: string): Promise<string> {
  const r = await db
    .selectFrom('order_sheet')
    .select('hash')
    .where('stream_id', '=', streamId)
    .orderBy('seq', 'desc')
    .limit(1)
    .executeTakeFirst();
  return r?.hash ?? GENESIS_HASH;
}

/** Every chain's head now, by stream id: for a signed checkpoint (issue 16, point 4). */
export async function chainHeads(
  db: Kysely<Database>,
): Promise<{ streamId: string; number: string; version: number; head: string }[]> {
  const r = await sql<{ id: string; number: string; version: number; hash: string | null }>`
    select s.id::text as id, s.number, s.version, o.hash
    from stream s left join order_sheet o on o.stream_id = s.id and o.seq = s.version
    order by s.id`.execute(db);
  return r.rows.map((x) => ({
    streamId: x.id,
    number: x.number,
    version: Number(x.version),
    head: x.hash ?? GENESIS_HASH,
  }));
}

/** The stored hash of row `seq` of each chain asked about, with the chain's number and version now. */
export async function hashesAt(
  db: Kysely<Database>,
  at: readonly { streamId: string; seq: number }[],
): Promise<Map<string, { number: string; version: number; hash: string | null }>> {
  const out = new Map<string, { number: string; version: number; hash: string | null }>();
  for (let i = 0; i < at.length; i += 500) {
    const batch = at.slice(i, i + 500);
    const ids = batch.map((b) => b.streamId);
    const seqs = batch.map((b) => b.seq);
    const r = await sql<{ id: string; number: string; version: number; hash: string | null }>`
      select s.id::text as id, s.number, s.version, o.hash
      from unnest(${ids}::uuid[], ${seqs}::int[]) as q(id, seq)
      join stream s on s.id = q.id
      left join order_sheet o on o.stream_id = q.id and o.seq = q.seq`.execute(db);
    for (const x of r.rows) out.set(x.id, { number: x.number, version: Number(x.version), hash: x.hash });
  }
  return out;
}
