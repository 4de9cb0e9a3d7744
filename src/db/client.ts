// The database: PGlite (embedded, in-process, data under a folder) by default; PostgreSQL when DATABASE_URL is set.
// The query builder and the drivers load when a database is opened, not with this file: `ctp start` opens it first.
// Both sides read int8 and date columns as strings, so money and legal dates never pass through a JS number or a
// zone-shifted Date (stack.md §2.2).

import type { PGlite, PGliteOptions } from '@electric-sql/pglite';
import { readFile } from 'node:fs/promises';
import type { Kysely } from 'kysely';
import type { Database } from './schema.ts';

export type DbBackend = 'pglite' | 'postgres';

export interface Db {
  readonly kysely: Kysely<Database>;
  readonly backend: DbBackend;
  /** The PGlite handle, for its data-directory dump (backup); absent on PostgreSQL. */
  readonly pglite?: PGlite;
  close(): Promise<void>;
}

const INT8 = 20;
const DATE = 1082;
const NUMERIC = 1700;

export interface OpenOptions {
  /** postgres://… to use a PostgreSQL server; otherwise PGlite. */
  readonly databaseUrl?: string;
  /** PGlite data directory; in memory when absent. */
  readonly dataDir?: string;
  /** PGlite: start from a dump (tar) made by dumpDataDir. */
  readonly loadDataDir?: Blob;
  /** PGlite: the file system to run on (instead of dataDir's, or memory's). */
  readonly fs?: Filesystem;
  readonly poolSize?: number;
  /** PostgreSQL: the schema to use (search_path); tests use a fresh one each. */
  readonly schema?: string;
  /**
   * PostgreSQL: told of a connection that ended while idle in the pool (a restart, pg_terminate_backend, a proxy's
   * timeout); the pool drops it and connects again when next needed. Default: one line on stderr.
   */
  readonly onConnectionLost?: (e: Error) => void;
}

type WasmModule = NonNullable<PGliteOptions['pgliteWasmModule']>;
type Filesystem = NonNullable<PGliteOptions['fs']>;
// Node's WebAssembly (the project's type library is ES only).
const wasm = (globalThis as unknown as { WebAssembly: { compile(bytes: Uint8Array): Promise<WasmModule> } })
  .WebAssembly;
let assets: Promise<{ module: WasmModule; bundle: Uint8Array } | undefined> | undefined;

/**
 * PGlite's WebAssembly compiled and its file-system bundle read, once per process: started early (`ctp start` does so
 * before loading the app's modules) the compilation runs on V8's background threads meanwhile. Undefined when the
 * files are not where they are expected: PGlite then loads them itself.
 */
export function preloadPglite(): Promise<{ module: WasmModule; bundle: Uint8Array } | undefined> {
  assets ??= (async () => {
    const dist = new URL('./', import.meta.resolve('@electric-sql/pglite'));
    const [module, bundle] = await Promise.all([
      readFile(new URL('pglite.wasm', dist)).then((b) => wasm.compile(b)),
      readFile(new URL('pglite.data', dist)),
    ]);
    return { module, bundle };
  })().catch(() => undefined);
  return assets;
}

/**
 * The file-system bundle as PGlite reads it: its arrayBuffer() alone, a copy of its own for each database (its files
 * are made as views of that buffer, and written in place). A Blob of the 6 MB costs tens of milliseconds at every open
 * on Node 20 (read back in small chunks and joined again); the copy, about one.
 */
function bundleBlob(bytes: Uint8Array): Blob {
  return {
    size: bytes.byteLength,
    type: '',
    arrayBuffer: () => Promise.resolve(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength)),
  } as Blob;
}

/** PGlite's shared buffers (see openDb). */
export const PGLITE_SHARED_BUFFERS = '16MB';

export async function openDb(opts: OpenOptions): Promise<Db> {
  // Each driver is loaded only when used (pg takes about 0.2 s to load, PGlite 0.35 s): start-up time counts.
  if (opts.databaseUrl) {
    const { default: pg } = await import('pg');
    pg.types.setTypeParser(INT8, (v) => v);
    pg.types.setTypeParser(DATE, (v) => v);
    pg.types.setTypeParser(NUMERIC, (v) => v);
    const { preparingClient } = await import('./prepared.ts');
    const { PipelinedPostgresDialect } = await import('./pipelined-pg.ts');
    // pipeline: each query is written when issued; a transaction waits only where it needs an answer (pipelined-pg.ts).
    // A DATABASE_URL naming a socket directory (postgres:///db?host=/var/run/postgresql) connects over a Unix socket.
    const pool = new pg.Pool({
      Client: preparingClient(pg.Client),
      connectionString: opts.databaseUrl,
      max: opts.poolSize ?? 10,
      pipeline: true,
      // An unreachable host fails the attempt after 5 s (a 503) instead of holding the request forever.
      connectionTimeoutMillis: 5000,
      keepAlive: true,
      ...(opts.schema ? { options: `-c search_path=${opts.schema}` } : {}),
    } as ConstructorParameters<typeof pg.Pool>[0]);
    // Without a listener, an idle connection's end is an unhandled 'error' event: it would end `ctp start` and
    // `ctp worker` (issue 28). Connections lent out have their own listener (pipelined-pg.ts).
    const lost =
      opts.onConnectionLost ??
      ((e: Error) =>
        process.stderr.write(
          `The database closed an idle connection (${(e as { code?: string }).code ?? 'no code'}: ${e.message}); the portal connects again when next needed.\n`,
        ));
    pool.on('error', (e) => lost(e));
    const { Kysely } = await import('kysely');
    const kysely = new Kysely<Database>({ dialect: new PipelinedPostgresDialect(pool) });
    return { kysely, backend: 'postgres', close: () => kysely.destroy() };
  }
  const [{ PGlite }, { Kysely }, { PGliteDialect }, pre] = await Promise.all([
    import('@electric-sql/pglite'),
    import('kysely'),
    import('./pglite-dialect.ts'),
    preloadPglite(),
  ]);
  const pglite = await PGlite.create({
    ...(pre ? { pgliteWasmModule: pre.module, fsBundle: bundleBlob(pre.bundle) } : {}),
    // PostgreSQL's default 128MB of shared buffers is allocated and cleared inside the WebAssembly memory at every
    // open: about 0.9 s of the first start's 1.1 s open on a 2-core machine; with 16MB the open takes about 0.45 s
    // (bench:first-start). PGlite reads its files through the operating system's cache, which keeps what the buffers
    // no longer hold, and an embedded database serves one office's demo or a test.
    //
    // Write-ahead log segments (16MB each) are deleted once a checkpoint no longer needs them, and new ones are not
    // zero-filled first: PGlite runs one backend with fsync off, so a recycled segment only makes the data directory,
    // and every backup of it, larger (six recycled segments were 96MB of the 230MB archived after 10,000 seeded cases),
    // and zero-filling writes 16MB through PGlite's file layer at every new segment.
    startParams: [
      ...PGlite.defaultStartParams,
      '-c',
      `shared_buffers=${PGLITE_SHARED_BUFFERS}`,
      '-c',
      'wal_recycle=off',
      '-c',
      'wal_init_zero=off',
    ],
    ...(opts.dataDir ? { dataDir: opts.dataDir } : {}),
    ...(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {}),
    ...(opts.fs ? { fs: opts.fs } : {}),
    parsers: { [INT8]: (v: string) => v, [DATE]: (v: string) => v, [NUMERIC]: (v: string) => v },
  });
  const kysely = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  // Kysely closes its driver (and so PGlite) only if a query ever ran: a database opened and closed unused would stay
  // open, its statistics timer (re-armed every 10 s) keeping the process alive forever. Closed here in any case.
  const close = async (): Promise<void> => {
    await kysely.destroy();
    if (!pglite.closed) await pglite.close();
  };
  return { kysely, backend: 'pglite', pglite, close };
}
