// A transaction's writes on disjoint tables as one statement (issue 17: fewer statements per filing, ADR 0013).
import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { CompiledQuery } from 'kysely';
import type pg from 'pg';
import { mergeWrites, splitStatement } from './merge-writes.ts';
import { PipelinedConnection } from './pipelined-pg.ts';

describe('mergeWrites (issue 17: the writes of a transaction in one statement)', () => {
  it('hoists each write’s WITH queries, makes its main statement a WITH query counting its rows, renumbers $n', () => {
    const m = mergeWrites([
      {
        sql: 'with "appended" as (insert into "t" ("a", "b") values ($1, $2) returning "a") update "s" set "v" = $3 where "id" = $4',
        parameters: ['a', 'b', 3, 'id'],
      },
      { sql: 'insert into "u" ("x") values ($1) on conflict do nothing', parameters: ['x'] },
      { sql: `update "w" set "r" = $1 where "k" = $2 and "j" = '$1 stays'`, parameters: ['r', 'k'] },
    ])!;
    assert.equal(
      m.sql,
      'with "appended" as (insert into "t" ("a", "b") values ($1, $2) returning "a"), ' +
        '"merged_0" as (update "s" set "v" = $3 where "id" = $4 returning 1), ' +
        '"merged_1" as (insert into "u" ("x") values ($5) on conflict do nothing returning 1), ' +
        `"merged_2" as (update "w" set "r" = $6 where "k" = $7 and "j" = '$1 stays' returning 1) ` +
        'select (select count(*) from "merged_0")::int as "merged_0", (select count(*) from "merged_1")::int as "merged_1", ' +
        '(select count(*) from "merged_2")::int as "merged_2"',
    );
    assert.deepEqual(m.parameters, ['a', 'b', 3, 'id', 'x', 'r', 'k']);
    assert.deepEqual(m.counts, ['merged_0', 'merged_1', 'merged_2']);
  });

  it('answers undefined for what it does not read safely: comments, dollar quotes, E strings, a main that returns rows, a read, a name twice', () => {
    const w = (sql: string) => ({ sql, parameters: [1] });
    const ok = w('insert into "a" ("x") values ($1)');
    assert.ok(mergeWrites([ok, w('insert into "b" ("x") values ($1)')]));
    for (const bad of [
      'insert into "b" ("x") values ($1) -- note',
      'insert into "b" ("x") values ($1) /* note */',
      'insert into "b" ("x") values ($$1$$)',
      `insert into "b" ("x") values (E'\\'' || $1)`,
      'insert into "b" ("x") values ($1) returning "x"',
      'select $1',
      'insert into "b" ("x") values ($2)',
      'insert into "b" ("x") values (($1)',
    ]) {
      assert.equal(mergeWrites([ok, w(bad)]), undefined, bad);
    }
    // A WITH query's name used by two writes.
    const named = w('with "q" as (delete from "c" where "x" = $1) insert into "b" ("x") values ($1)');
    assert.ok(mergeWrites([ok, named]));
    assert.equal(mergeWrites([named, named]), undefined);
  });

  it('reads a quoted "returning" or one inside a WITH query as text, not as the main statement’s', () => {
    assert.ok(mergeWrites([{ sql: 'update "a" set "returning" = $1', parameters: [1] }]));
    const s = splitStatement(
      'with "x" as (insert into "a" values ($1) returning "id"), y as (delete from "b") update "c" set "d" = 1',
    )!;
    assert.deepEqual(
      s.ctes.map((c) => c.name),
      ['"x"', 'y'],
    );
    assert.equal(s.main, 'update "c" set "d" = 1');
  });
});

/** A pg client that records what it is sent and answers each query with `answer(sql)`. */
function fakeClient(answer: (sql: string, values: readonly unknown[]) => pg.QueryResult | Error) {
  const sent: { sql: string; values: readonly unknown[] }[] = [];
  const client = {
    query: async (sql: string, values: readonly unknown[]) => {
      sent.push({ sql, values });
      const r = answer(sql, values);
      if (r instanceof Error) throw r;
      return r;
    },
  };
  return { client: client as unknown as pg.PoolClient, sent };
}
const result = (command: string, rows: Record<string, unknown>[] = [], rowCount = rows.length) =>
  ({ command, rows, rowCount }) as unknown as pg.QueryResult;
const write = (table: string, value: unknown) => CompiledQuery.raw(`insert into "${table}" ("x") values ($1)`, [value]);

describe('the pipelined connection sends the writes waiting as one statement (issue 17)', () => {
  it('writes on disjoint tables leave together before the next read or COMMIT, each with its own count and check', async () => {
    const { client, sent } = fakeClient((sql) =>
      sql.startsWith('with') ? result('SELECT', [{ merged_0: 1, merged_1: 2 }]) : result('SELECT', [{ n: 1 }]),
    );
    const c = new PipelinedConnection(client);
    const counts: bigint[] = [];
    const a = c.send(write('a', 1), (r) => void counts.push(r.numAffectedRows!), ['a']);
    const b = c.send(write('b', 2), (r) => void counts.push(r.numAffectedRows!), ['b']);
    assert.equal(sent.length, 0, 'the writes wait');
    const read = await c.executeQuery(CompiledQuery.raw('select 1 as n'));
    assert.equal(sent.length, 2, 'one statement for both writes, then the read');
    assert.match(sent[0]!.sql, /^with "merged_0" as \(insert into "a" \("x"\) values \(\$1\) returning 1\)/);
    assert.deepEqual(sent[0]!.values, [1, 2]);
    assert.deepEqual(counts, [1n, 2n]);
    assert.equal((await a).numAffectedRows, 1n);
    assert.equal((await b).numAffectedRows, 2n);
    assert.deepEqual(read.rows, [{ n: 1 }]);
  });

  it('a write on a table already waiting sends those first; a lone write goes as it was built', async () => {
    const { client, sent } = fakeClient(() => result('INSERT', [], 1));
    const c = new PipelinedConnection(client);
    void c.send(write('a', 1), undefined, ['a']);
    void c.send(write('a', 2), undefined, ['a', 'b']);
    await c.settle();
    assert.deepEqual(
      sent.map((s) => s.sql),
      ['insert into "a" ("x") values ($1)', 'insert into "a" ("x") values ($1)'],
    );
  });

  it('a failed check of one merged write fails the transaction, and the writes not yet sent are dropped on reset', async () => {
    const { client, sent } = fakeClient(() => result('SELECT', [{ merged_0: 0, merged_1: 1 }]));
    const c = new PipelinedConnection(client);
    const stale = c.send(
      write('s', 1),
      (r) => {
        if (r.numAffectedRows !== 1n) throw new Error('stream changed under a lock');
      },
      ['s'],
    );
    void c.send(write('t', 1), undefined, ['t']);
    await assert.rejects(c.settle(), /stream changed under a lock/);
    await assert.rejects(stale, /stream changed under a lock/);
    c.reset();
    const dropped = c.send(write('u', 1), undefined, ['u']);
    c.reset();
    await assert.rejects(dropped, /not sent/);
    assert.equal(sent.length, 1);
  });
});
