// Named prepared statements on PostgreSQL. Kysely sends every query as an unnamed statement, which the server parses
// and plans afresh each time: on a filing that was about half of PostgreSQL's time (parse 0.7 ms and bind, where the
// planning happens, 1.0 ms of 3.6 ms; bench/filing.ts, log_min_duration_statement). A client that names each
// parameterised statement by a hash of its text has the server parse it once per connection and reuse the plan
// (PostgreSQL's plan cache chooses between custom and generic plans, plan_cache_mode).
//
// Bounded: only statements up to MAX_TEXT characters are named (the bulk inserts of many rows, whose text changes with
// the row count, stay unnamed), and at most MAX_NAMED per connection. Statements without parameters (migrations, BEGIN,
// COMMIT) stay unnamed: a migration's DDL never meets a plan prepared before it on the same text.

import { createHash } from 'node:crypto';
import type { CompiledQuery } from 'kysely';
import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler } from 'kysely';
import type pg from 'pg';

const MAX_TEXT = 8000;
const MAX_NAMED = 500;

// The statement name of each text, computed once: the hot statements' texts are the same string each time
// (compiledOnce below), whose hash V8 keeps, so the look-up costs less than the sha1 it saves.
const NAMES = new Map<string, string>();
const MAX_NAMES = 2000;

function nameOf(text: string): string {
  let name = NAMES.get(text);
  if (name === undefined) {
    name = `k${createHash('sha1').update(text).digest('base64url').slice(0, 22)}`;
    if (NAMES.size < MAX_NAMES) NAMES.set(text, name);
  }
  return name;
}

/**
 * A query of fixed shape built and compiled by Kysely once, then only filled with each call's arguments: no query
 * building on the hot path, and the same SQL text each time (one named prepared statement per connection).
 *
 * `build` is called once with a placeholder for each argument; a compiled parameter that is a placeholder takes that
 * argument, any other parameter (a constant of the query) stays. So `build` must use each argument as a value only
 * (compared, inserted, set), never inspect it or decide the query's shape on it.
 */
export function compiledOnce<A extends readonly unknown[], R>(
  arity: A['length'],
  build: (...args: A) => { compile(): CompiledQuery<R> },
): (...args: A) => CompiledQuery<R> {
  let cached: { sql: string; slots: (number | { value: unknown })[]; query: CompiledQuery<R> } | undefined;
  return (...args: A) => {
    if (!cached) {
      const marks = Array.from({ length: arity }, (_, i) => `\u0000compiledOnce:${i}\u0000`);
      const q = build(...(marks as unknown as A)).compile();
      const slots = q.parameters.map((p) => {
        const i = typeof p === 'string' ? marks.indexOf(p) : -1;
        return i >= 0 ? i : { value: p };
      });
      const used = new Set(slots.filter((x): x is number => typeof x === 'number'));
      if (used.size !== arity)
        throw new Error(`compiledOnce: the query uses ${used.size} of its ${arity} arguments as values`);
      cached = { sql: q.sql, slots, query: q };
    }
    const c = cached;
    return { ...c.query, sql: c.sql, parameters: c.slots.map((x) => (typeof x === 'number' ? args[x] : x.value)) };
  };
}

/** A pg Client class whose parameterised queries are named prepared statements. */
export function preparingClient(base: typeof pg.Client): typeof pg.Client {
  class PreparingClient extends base {
    readonly #named = new Set<string>();

    // pg's query() has many overloads; Kysely calls query(text, values).
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    override query(...args: any[]): any {
      const [text, values] = args as [unknown, unknown];
      if (
        typeof text === 'string' &&
        Array.isArray(values) &&
        values.length > 0 &&
        args.length === 2 &&
        text.length <= MAX_TEXT
      ) {
        const name = nameOf(text);
        if (this.#named.has(name) || this.#named.size < MAX_NAMED) {
          this.#named.add(name);
          return super.query({ name, text, values });
        }
      }
      return (super.query as (...a: unknown[]) => unknown)(...args);
    }
  }
  return PreparingClient as unknown as typeof pg.Client;
}

/**
 * compiledOnce for a query whose shape depends on a count (rows inserted, clocks kept): one compiled query per count,
 * each filled from a flat list of `arity(n)` values.
 */
export function compiledByCount<R>(
  arity: (n: number) => number,
  build: (n: number, args: readonly unknown[]) => { compile(): CompiledQuery<R> },
): (n: number, args: readonly unknown[]) => CompiledQuery<R> {
  const byCount = new Map<number, (...a: unknown[]) => CompiledQuery<R>>();
  return (n, args) => {
    let f = byCount.get(n);
    if (!f) {
      f = compiledOnce(arity(n), (...a: unknown[]) => build(n, a));
      if (byCount.size < 64) byCount.set(n, f);
    }
    if (args.length !== arity(n)) throw new Error(`compiledByCount: ${args.length} values for ${arity(n)}`);
    return f(...args);
  };
}

/** A Kysely that only builds and compiles PostgreSQL queries (for compiledOnce); it has no connection. */
export function compileOnly<DB>(): Kysely<DB> {
  return new Kysely<DB>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => new DummyDriver(),
      createIntrospector: (db) => new PostgresIntrospector(db),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
  });
}
