// A Kysely dialect for PostgreSQL whose connections pipeline: a query is written to the socket when it is issued, and a
// transaction waits for the server only where it needs an answer (docs/adr/0006-pipelined-transactions.md).
//
// pg's pipeline mode (pg >= 8.20: `new Client({ pipeline: true })`) sends each query at once, each with its own Sync,
// and matches the answers in order. On top of it a connection here keeps the queries it has sent and not yet been
// waited for (`send`): BEGIN is sent and not waited for, the writes whose result nobody reads are sent and not waited
// for, and the next awaited query (or COMMIT) waits for all of them. So a filing's transaction is three round trips
// (BEGIN with its first reads; numbering; the writes with COMMIT) instead of one per statement.
//
// What a pipeline must not change: the first failure of the transaction is the error it throws, whichever query waits
// for it (the statements sent behind a failed one fail with "current transaction is aborted", which says nothing);
// COMMIT waits for every write before it, and a COMMIT that the server turned into ROLLBACK throws; a connection goes
// back to the pool with nothing in flight. The statements still run one after another, in the order they were sent.
//
// Writes that declare the tables they touch (`send(query, check, tables)`) wait in the connection until something else
// is sent (a read, another write on one of their tables, COMMIT): then those waiting go as one statement, each a
// data-modifying WITH query of it (merge-writes.ts; ADR 0013), so the server answers once for all of them.

import type pg from 'pg';
import type {
  CompiledQuery,
  DatabaseConnection,
  Dialect,
  Driver,
  Kysely,
  QueryResult,
  TransactionSettings,
} from 'kysely';
import { CompiledQuery as CQ, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler } from 'kysely';
import { ServiceUnavailable } from '../app/errors.ts';
import { asUnavailable, ConnectBackoff } from './availability.ts';
import { mergeWrites } from './merge-writes.ts';

/** Sending a query without waiting for its answer: the answer (or the failure) arrives by the next awaited query. */
export interface Pipe {
  /**
   * Writes the query now. The promise settles when its answer arrives; `check` may throw on the answer (e.g. no row
   * updated), which fails the transaction like a server error. A caller that never awaits the promise still learns of
   * a failure: the next query or the COMMIT throws it.
   */
  send<R>(
    query: CompiledQuery<R>,
    check?: (r: QueryResult<R>) => void,
    tables?: readonly string[],
  ): Promise<QueryResult<R>>;
}

interface Waiting {
  readonly query: CompiledQuery;
  readonly check: ((r: QueryResult<unknown>) => void) | undefined;
  readonly tables: readonly string[];
  readonly resolve: (r: QueryResult<unknown>) => void;
  readonly reject: (e: unknown) => void;
}

export class PipelinedConnection implements DatabaseConnection, Pipe {
  // Each query's settlement waits for the one sent before it, so the first failure in sending order is the one kept.
  #tail: Promise<unknown> = Promise.resolve();
  #failure: { error: unknown } | undefined;
  #uncorkScheduled = false;
  // Writes on disjoint tables not sent yet: they leave together, as one statement, before anything else is sent.
  #waiting: Waiting[] = [];
  discarded = false;

  constructor(readonly client: pg.PoolClient) {}

  /**
   * Sends the query (after the writes waiting, if any). `tables`: the query is a write touching only these tables,
   * its triggers' included, and may wait to travel in one statement with the writes around it on other tables.
   */
  send<R>(
    query: CompiledQuery<R>,
    check?: (r: QueryResult<R>) => void,
    tables?: readonly string[],
  ): Promise<QueryResult<R>> {
    if (tables) {
      if (this.#waiting.some((w) => w.tables.some((t) => tables.includes(t)))) this.#flush();
      const answer = new Promise<QueryResult<R>>((resolve, reject) => {
        this.#waiting.push({
          query,
          check: check as Waiting['check'],
          tables,
          resolve: resolve as Waiting['resolve'],
          reject,
        });
      });
      answer.catch(() => undefined); // a failure is the transaction's: the next awaited query or the COMMIT throws it
      return answer;
    }
    this.#flush();
    return this.#send(query, check);
  }

  // The writes waiting leave now: as one statement when they merge, else one by one in the order sent.
  #flush(): void {
    const waiting = this.#waiting;
    if (waiting.length === 0) return;
    this.#waiting = [];
    const merged = waiting.length > 1 ? mergeWrites(waiting.map((w) => w.query)) : undefined;
    if (!merged) {
      for (const w of waiting) this.#send(w.query, w.check).then(w.resolve, w.reject);
      return;
    }
    const each: QueryResult<unknown>[] = [];
    const statement = CQ.raw(merged.sql, [...merged.parameters]) as CompiledQuery<Record<string, number>>;
    this.#send(statement, (r) => {
      const row = r.rows[0]!;
      waiting.forEach((w, i) => {
        each[i] = { numAffectedRows: BigInt(row[merged.counts[i]!]!), rows: [] };
        w.check?.(each[i]);
      });
    }).then(
      () => waiting.forEach((w, i) => w.resolve(each[i]!)),
      (e: unknown) => waiting.forEach((w) => w.reject(e)),
    );
  }

  #send<R>(query: CompiledQuery<R>, check?: (r: QueryResult<R>) => void): Promise<QueryResult<R>> {
    this.#cork();
    const answer = this.#query<R>(query).then((r) => {
      check?.(r);
      return r;
    });
    answer.catch(() => undefined); // handled below, once the queries sent before it have settled
    const before = this.#tail;
    const tracked = (async () => {
      await before;
      try {
        const r = await answer;
        if (this.#failure) throw this.#failure.error;
        return r;
      } catch (error) {
        this.#failure ??= { error };
        throw this.#failure.error;
      }
    })();
    this.#tail = tracked.catch(() => undefined); // observed by settle(), whether or not the sender awaits it
    return tracked;
  }

  /** Waits for everything sent; throws the transaction's first failure, if any. */
  async settle(): Promise<void> {
    this.#flush();
    let tail;
    do {
      tail = this.#tail;
      await tail;
    } while (tail !== this.#tail);
    if (this.#failure) throw this.#failure.error;
  }

  /** After ROLLBACK, or when the pool hands the connection out again: nothing in flight, no failure kept. */
  reset(): void {
    this.dropWaiting();
    this.#tail = Promise.resolve();
    this.#failure = undefined;
  }

  /** The writes waiting are not sent (the transaction is being rolled back): each fails as not sent. */
  dropWaiting(): void {
    const unsent = this.#waiting;
    this.#waiting = [];
    for (const w of unsent) w.reject(new Error('not sent: the transaction ended before this write'));
  }

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    if (this.discarded)
      throw new ServiceUnavailable('database-unreachable', 1, 'the connection to PostgreSQL has ended');
    const own = this.send<R>(query as CompiledQuery<R>);
    await this.settle();
    return own;
  }

  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('the pipelined PostgreSQL dialect does not stream query results');
  }

  // The messages of the queries sent in one turn of the event loop leave in one write (pg corks each query on its own).
  #cork(): void {
    const stream = (this.client as unknown as { connection?: { stream?: { cork?: () => void; uncork?: () => void } } })
      .connection?.stream;
    if (!stream?.cork || !stream.uncork || this.#uncorkScheduled) return;
    stream.cork();
    this.#uncorkScheduled = true;
    process.nextTick(() => {
      this.#uncorkScheduled = false;
      stream.uncork!();
    });
  }

  async #query<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    let answer: pg.QueryResult;
    try {
      answer = await this.client.query(query.sql, [...query.parameters]);
    } catch (e) {
      // The connection ended under the query (a restart, pg_terminate_backend): this one is not used again, and the
      // request is answered 503 (a COMMIT whose answer was lost may have committed: a retry under the same
      // Idempotency-Key finds it).
      const failure = asUnavailable(e);
      if (failure !== e) this.discarded = true;
      throw failure;
    }
    const { command, rowCount, rows } = answer;
    if (command === 'ROLLBACK' || command === 'COMMIT') return { rows: [{ command }] as R[] };
    return {
      numAffectedRows:
        command === 'INSERT' || command === 'UPDATE' || command === 'DELETE' || command === 'MERGE'
          ? BigInt(rowCount ?? 0)
          : undefined,
      rows: (rows ?? []) as R[],
    };
  }
}

class PipelinedDriver implements Driver {
  readonly #connections = new WeakMap<pg.PoolClient, PipelinedConnection>();
  constructor(
    private readonly pool: pg.Pool,
    private readonly backoff: ConnectBackoff,
  ) {}

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    // While the wait after a failed attempt to connect lasts: 503 at once (availability.ts).
    this.backoff.check();
    let client: pg.PoolClient;
    try {
      client = await this.pool.connect();
    } catch (e) {
      throw this.backoff.failed(e);
    }
    this.backoff.succeeded();
    let c = this.#connections.get(client);
    if (!c) {
      const made = new PipelinedConnection(client);
      c = made;
      this.#connections.set(client, c);
      // A connection that ends while lent out (the pool listens only to idle ones) would otherwise be an unhandled
      // 'error' event, which ends the process: it is marked to be dropped when given back, and its queries fail.
      client.on('error', () => {
        made.discarded = true;
      });
    }
    c.reset();
    return c;
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    let text = 'begin';
    if (settings.isolationLevel || settings.accessMode) {
      text = `start transaction${settings.isolationLevel ? ` isolation level ${settings.isolationLevel}` : ''}${settings.accessMode ? ` ${settings.accessMode}` : ''}`;
    }
    // Not waited for: it travels with the transaction's first query.
    void (connection as PipelinedConnection).send(CQ.raw(text));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    const { rows } = await connection.executeQuery<{ command?: string }>(CQ.raw('commit'));
    // PostgreSQL completes COMMIT with a ROLLBACK tag when an earlier statement left the transaction aborted.
    if (rows[0]?.command === 'ROLLBACK') throw new Error('the transaction was rolled back by the server');
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    const c = connection as PipelinedConnection;
    c.dropWaiting(); // writes not yet sent need not go to the server only to be rolled back
    // The connection has ended: the server rolled the transaction back itself, and the failure that ended it is the one
    // the caller gets.
    if (c.discarded) return;
    await c.settle().catch(() => undefined);
    c.reset();
    try {
      await c.executeQuery(CQ.raw('rollback'));
    } catch (err) {
      c.discarded = true;
      throw err;
    }
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    const c = connection as PipelinedConnection;
    // A query still in flight here was sent outside a transaction and never awaited: wait for it, keep nothing.
    await c.settle().catch(() => undefined);
    c.reset();
    c.client.release(c.discarded);
    c.discarded = false;
  }

  async destroy(): Promise<void> {
    await this.pool.end();
  }
}

export class PipelinedPostgresDialect implements Dialect {
  constructor(
    private readonly pool: pg.Pool,
    private readonly backoff: ConnectBackoff = new ConnectBackoff(),
  ) {}
  createAdapter() {
    return new PostgresAdapter();
  }
  createDriver(): Driver {
    return new PipelinedDriver(this.pool, this.backoff);
  }
  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
  createIntrospector(db: Kysely<unknown>) {
    return new PostgresIntrospector(db);
  }
}

/** The pipe of a transaction's connection, when its dialect pipelines (PostgreSQL); undefined on PGlite. */
export async function pipeOf(q: Kysely<unknown>): Promise<Pipe | undefined> {
  return q.getExecutor().provideConnection(async (c) => (c instanceof PipelinedConnection ? c : undefined));
}
