// A Kysely dialect for PGlite (embedded PostgreSQL): one in-process session behind a mutex.
//
// PGlite is a single session, so every connection is the same session: the mutex makes a transaction own it until
// commit or rollback, so no other query can land inside someone else's transaction (the bug measured in
// kysely-pglite, stack.md §2.2). Parameterless SQL goes through exec(), which accepts several statements (migrations),
// as pg does.

import type { PGlite } from '@electric-sql/pglite';
import type { CompiledQuery, DatabaseConnection, Dialect, Driver, QueryResult } from 'kysely';
import { PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler } from 'kysely';
import type { Kysely } from 'kysely';
import { asUnavailable } from './availability.ts';

// A full disk (PGlite: 53100 "could not extend file ...: No space left on device") is a 503 with Retry-After, not a
// 500: the statement failed whole and its transaction rolls back; once space returns the same process goes on.
const DISK_RETRY_SECONDS = 30;
async function guarded<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (e) {
    throw asUnavailable(e, DISK_RETRY_SECONDS);
  }
}

class Mutex {
  private tail: Promise<void> = Promise.resolve();
  lock(): Promise<() => void> {
    let release!: () => void;
    const next = new Promise<void>((r) => (release = r));
    const acquired = this.tail.then(() => release);
    this.tail = this.tail.then(() => next);
    return acquired;
  }
}

class PGliteConnection implements DatabaseConnection {
  // The first failure on this connection: a statement after it in the same transaction fails only with "current
  // transaction is aborted" (25P02), which says nothing; that one is answered with the first (as pipelined-pg.ts
  // does), so a full disk met by a statement whose failure was caught is still a 503, not a 500.
  #failure: { error: unknown } | undefined;
  constructor(private readonly db: PGlite) {}

  async executeQuery<R>(q: CompiledQuery): Promise<QueryResult<R>> {
    try {
      return await guarded(() => this.#execute<R>(q));
    } catch (e) {
      if (this.#failure && (e as { code?: unknown }).code === '25P02') throw this.#failure.error;
      this.#failure ??= { error: e };
      throw e;
    }
  }

  async #execute<R>(q: CompiledQuery): Promise<QueryResult<R>> {
    if (q.parameters.length === 0) {
      const results = await this.db.exec(q.sql);
      const last = results[results.length - 1];
      return { rows: (last?.rows ?? []) as R[], numAffectedRows: BigInt(last?.affectedRows ?? 0) };
    }
    const r = await this.db.query<R>(q.sql, q.parameters as unknown[]);
    return { rows: r.rows, numAffectedRows: BigInt(r.affectedRows ?? 0) };
  }

  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('PGlite dialect does not stream query results');
  }
}

class PGliteDriver implements Driver {
  private readonly mutex = new Mutex();
  private readonly releases = new WeakMap<DatabaseConnection, () => void>();
  constructor(private readonly db: PGlite) {}
  async init(): Promise<void> {}
  async acquireConnection(): Promise<DatabaseConnection> {
    const release = await this.mutex.lock();
    const conn = new PGliteConnection(this.db);
    this.releases.set(conn, release);
    return conn;
  }
  async beginTransaction(conn: DatabaseConnection): Promise<void> {
    await guarded(() => this.db.exec('begin'));
    void conn;
  }
  async commitTransaction(): Promise<void> {
    await guarded(() => this.db.exec('commit'));
  }
  async rollbackTransaction(): Promise<void> {
    await this.db.exec('rollback');
  }
  async releaseConnection(conn: DatabaseConnection): Promise<void> {
    this.releases.get(conn)?.();
    this.releases.delete(conn);
  }
  async destroy(): Promise<void> {
    await this.db.close();
  }
}

export class PGliteDialect implements Dialect {
  constructor(private readonly db: PGlite) {}
  createAdapter() {
    return new PostgresAdapter();
  }
  createDriver(): Driver {
    return new PGliteDriver(this.db);
  }
  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
  createIntrospector(db: Kysely<unknown>) {
    return new PostgresIntrospector(db);
  }
}
