// Writing many proceedings at once (the bulk seeder for benchmarks): one transaction per batch, a handful of
// multi-row INSERT … SELECT FROM jsonb_to_recordset(…) statements, yet every row exactly what the use cases write: numbers taken
// from the same gapless counter, order-sheet rows hash-chained by the same function, the same projection columns.

import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Kysely, Transaction } from 'kysely';
import type { BulkCase, BulkCaseWriter } from '../app/ports/store.ts';
import { entryHash, GENESIS_HASH } from './order-sheet.repo.ts';
import type { Database } from './schema.ts';
import { mergeDeltasByOffice } from './stats-merge.ts';
import { addStats } from './stats.repo.ts';
import { nextClock } from './store.ts';

async function reserveNumbers(tx: Transaction<Database>, cases: readonly BulkCase[]): Promise<string[]> {
  const groups = new Map<string, number[]>();
  cases.forEach((c, i) => {
    const k = `${c.numberPrefix}\u0000${c.year}`;
    const list = groups.get(k) ?? [];
    list.push(i);
    groups.set(k, list);
  });
  const numbers: string[] = new Array<string>(cases.length);
  // In a fixed order, so two writers never wait on each other's counters the other way round.
  for (const k of [...groups.keys()].sort()) {
    const idx = groups.get(k)!;
    const [prefix, year] = k.split('\u0000') as [string, string];
    const r = await sql<{ last: number }>`
      insert into case_number_counter (scope, year, last) values (${prefix}, ${Number(year)}, ${idx.length})
      on conflict (scope, year) do update set last = case_number_counter.last + excluded.last
      returning last`.execute(tx);
    const first = Number(r.rows[0]!.last) - idx.length + 1;
    idx.forEach((ci, j) => {
      numbers[ci] = `${prefix}/${year}/${first + j}`;
    });
  }
  return numbers;
}

export async function writeCases(tx: Transaction<Database>, cases: readonly BulkCase[]): Promise<void> {
  if (cases.length === 0) return;
  const numbers = await reserveNumbers(tx, cases);
  const streams: unknown[] = [];
  const sheet: unknown[] = [];
  const summaries: unknown[] = [];
  const clocks: unknown[] = [];
  const parties: unknown[] = [];
  cases.forEach((c, i) => {
    const id = randomUUID();
    const number = numbers[i]!;
    let prev = GENESIS_HASH;
    c.records.forEach((r, j) => {
      const seq = j + 1;
      const hash = entryHash(prev, id, seq, r);
      sheet.push({
        stream_id: id,
        seq,
        type: r.type,
        on_date: r.onDate,
        payload: r.payload,
        basis: r.basis,
        actor_id: r.actorId,
        actor_role: r.actorRole,
        recorded_at: r.recordedAt.toISOString(),
        prev_hash: prev,
        hash,
      });
      prev = hash;
    });
    streams.push({
      id,
      kind: c.kind,
      number,
      office_code: c.officeCode,
      version: c.records.length,
      created_at: (c.records[0]?.recordedAt ?? c.updatedAt).toISOString(),
    });
    const p = c.projection;
    const next = nextClock(p.clocks);
    summaries.push({
      stream_id: id,
      kind: c.kind,
      number,
      office_code: c.officeCode,
      district_code: p.districtCode,
      stage: p.stage,
      status: p.status,
      received_on: p.receivedOn,
      closed_on: p.closedOn,
      next_due: next?.due ?? null,
      next_clock: next?.clock ?? null,
      next_actor: next?.actor ?? null,
      version: c.records.length,
      updated_at: c.updatedAt.toISOString(),
      state: p.state,
    });
    const seen = new Set<string>();
    for (const k of p.clocks) {
      const key = `${k.clock}|${k.due}`;
      if (seen.has(key)) continue; // the primary key is (stream, clock, due); project() skips duplicates the same way
      seen.add(key);
      clocks.push({
        stream_id: id,
        clock: k.clock,
        due: k.due,
        nominal_due: k.nominalDue,
        actor: k.actor,
        duty: k.duty,
        explanation: k.explanation,
      });
    }
    for (const party of c.parties) parties.push({ stream_id: id, account_id: party.accountId, role: party.role });
  });

  // One jsonb parameter per table, expanded by jsonb_to_recordset: measured 1.4-1.8x faster on PostgreSQL 15 than
  // unnest over one array per column (the array literals of JSON text cost more to build and parse).
  await sql`insert into stream (id, kind, number, office_code, parent_id, version, created_at)
    select id, kind, number, office_code, null, version, created_at
    from jsonb_to_recordset(${JSON.stringify(streams)}::jsonb) as t(id uuid, kind text, number text, office_code text, version int, created_at timestamptz)`.execute(
    tx,
  );
  await sql`insert into order_sheet (stream_id, seq, type, on_date, payload, basis, actor_id, actor_role, recorded_at, prev_hash, hash)
    select stream_id, seq, type, on_date, payload, basis, actor_id, actor_role, recorded_at, prev_hash, hash
    from jsonb_to_recordset(${JSON.stringify(sheet)}::jsonb)
      as t(stream_id uuid, seq int, type text, on_date date, payload jsonb, basis text[], actor_id uuid, actor_role text, recorded_at timestamptz, prev_hash text, hash text)`.execute(
    tx,
  );
  await sql`insert into case_summary (stream_id, kind, number, office_code, district_code, stage, status, received_on, closed_on, next_due, next_clock, next_actor, version, updated_at, state)
    select stream_id, kind, number, office_code, district_code, stage, status, received_on, closed_on, next_due, next_clock, next_actor, version, updated_at, state
    from jsonb_to_recordset(${JSON.stringify(summaries)}::jsonb)
      as t(stream_id uuid, kind text, number text, office_code text, district_code text, stage text, status text, received_on date, closed_on date,
           next_due date, next_clock text, next_actor text, version int, updated_at timestamptz, state jsonb)`.execute(
    tx,
  );
  if (clocks.length > 0) {
    await sql`insert into case_clock (stream_id, clock, due, nominal_due, actor, duty, explanation)
      select stream_id, clock, due, nominal_due, actor, duty, explanation
      from jsonb_to_recordset(${JSON.stringify(clocks)}::jsonb)
        as t(stream_id uuid, clock text, due date, nominal_due date, actor text, duty text, explanation jsonb)`.execute(
      tx,
    );
  }
  // Statistics counters: the cases' deltas added up per office and day, one upsert for the batch.
  await addStats(
    tx,
    mergeDeltasByOffice(cases.map((c) => ({ officeCode: c.officeCode, deltas: c.projection.stats ?? [] }))),
  );
  if (parties.length > 0) {
    await sql`insert into case_party (stream_id, account_id, role)
      select stream_id, account_id, role from jsonb_to_recordset(${JSON.stringify(parties)}::jsonb) as t(stream_id uuid, account_id uuid, role text)`.execute(
      tx,
    );
  }
}

export function bulkCaseWriter(db: Kysely<Database>): BulkCaseWriter {
  return { writeCases: (cases) => db.transaction().execute((tx) => writeCases(tx, cases)) };
}
