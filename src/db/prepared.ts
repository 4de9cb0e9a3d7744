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
import type pg from 'pg';

const MAX_TEXT = 8000;
const MAX_NAMED = 500;

/** A pg Client class whose parameterised queries are named prepared statements. */
export function preparingClient(base: typeof pg.Client): typeof pg.Client {
  class PreparingClient extends base {
    readonly #named = new Set<string>();

    // pg's query() has many overloads; Kysely calls query(text, values).
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    override query(...args: any[]): any {
      const [text, values] = args as [unknown, unknown];
      if (typeof text === 'string' && Array.isArray(values) && values.length > 0 && args.length === 2 && text.length <= MAX_TEXT) {
        const name = `k${createHash('sha1').update(text).digest('base64url').slice(0, 22)}`;
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
