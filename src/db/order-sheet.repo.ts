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

/** A chain's head as the previous checkpoint signed it. */
export interface SignedHead {
  readonly number: string;
  readonly version: number;
  readonly head: string;
}

/**
 * The consistency check of a new checkpoint against the previous one (issue 28, point 5), as Certificate
 * Transparency checks that a new tree extends the old: every chain the previous checkpoint signed must still have the
 * row it signed as its head (same hash, and the row still hashes to it), and every row after it must chain to it; a
 * chain new since then is walked from its first row. Only the rows added since the previous checkpoint are read (all
 * rows when there is none). Returns the heads to sign (each stream's version and the hash of its row at that version,
 * as read in the same batch) and the breaks, each naming its case.
 */
export async function walkSince(
  db: Kysely<Database>,
  previous: ReadonlyMap<string, SignedHead>,
  onProgress?: (done: number) => void,
): Promise<{
  heads: { streamId: string; number: string; version: number; head: string }[];
  breaks: { streamId: string; number: string; problem: string }[];
}> {
  const heads: { streamId: string; number: string; version: number; head: string }[] = [];
  const breaks: { streamId: string; number: string; problem: string }[] = [];
  const seen = new Set<string>();
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const batch = await db
      .selectFrom('stream')
      .select(['id', 'number', 'version'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(500)
      .execute();
    if (batch.length === 0) break;
    const from = batch.map((s) => Math.max(1, previous.get(s.id)?.version ?? 1));
    const r = await sql<Selectable<OrderSheetTable>>`
      select o.* from unnest(${batch.map((s) => s.id)}::uuid[], ${from}::int[]) as q(id, from_seq)
      join order_sheet o on o.stream_id = q.id and o.seq >= q.from_seq
      order by o.stream_id, o.seq`.execute(db);
    const byStream = new Map<string, Entry[]>();
    for (const row of r.rows) {
      const e = toEntry(row);
      const list = byStream.get(e.streamId) ?? [];
      list.push(e);
      byStream.set(e.streamId, list);
    }
    for (const s of batch) {
      seen.add(s.id);
      const version = Number(s.version);
      const signed = previous.get(s.id);
      const rows = (byStream.get(s.id) ?? []).filter((e) => e.seq <= version);
      const problems: string[] = [];
      let prev = GENESIS_HASH;
      let expect = 1;
      if (signed && signed.version > 0) {
        const at = rows[0];
        if (version < signed.version || !at || at.seq !== signed.version)
          problems.push(`truncated: the previous checkpoint has ${signed.version} rows, the database ${version}`);
        else if (at.hash !== signed.head || entryHash(at.prevHash, at.streamId, at.seq, at) !== at.hash)
          problems.push(`rewritten: row ${signed.version} is not the row the previous checkpoint signed`);
        else {
          prev = at.hash;
          expect = at.seq + 1;
          rows.shift();
        }
      }
      if (problems.length === 0) {
        for (const e of rows) {
          if (e.seq !== expect) {
            problems.push(`row ${expect} is missing (next row is ${e.seq})`);
            break;
          }
          if (e.prevHash !== prev || entryHash(e.prevHash, e.streamId, e.seq, e) !== e.hash) {
            problems.push(`row ${e.seq} does not chain to the rows before it (altered)`);
            break;
          }
          prev = e.hash;
          expect = e.seq + 1;
        }
        if (problems.length === 0 && expect - 1 !== version)
          problems.push(`the stream records ${version} rows but ${expect - 1} are present`);
      }
      for (const problem of problems) breaks.push({ streamId: s.id, number: s.number, problem });
      heads.push({ streamId: s.id, number: s.number, version, head: version === 0 ? GENESIS_HASH : prev });
    }
    onProgress?.(seen.size);
    after = batch[batch.length - 1]!.id;
  }
  for (const [streamId, h] of previous)
    if (h.version > 0 && !seen.has(streamId))
      breaks.push({
        streamId,
        number: h.number,
        problem: `missing: the previous checkpoint has it at row ${h.version}`,
      });
  return { heads, breaks };
}
