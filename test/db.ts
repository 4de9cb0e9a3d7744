// Test databases: PGlite in memory, started from a migrated template dump cached on disk (about 1 s instead of 5 s;
// the dump is read and unpacked once per process), or, with DATABASE_URL set, a database of its own on the PostgreSQL
// server, copied from a migrated template (postgresTestUrl gives its URL, for a child process or a backup).

import { createHash, randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import pg from 'pg';
import type { Db } from '../src/db/client.ts';
import { openDb } from '../src/db/client.ts';
import { migrate, migrationFiles } from '../src/db/migrate.ts';
import { templateDir } from '../src/db/pglite-template.ts';

const ROOT = new URL('../', import.meta.url).pathname;
const CACHE = join(ROOT, 'node_modules', '.cache', 'ctp');

function migrationsDigest(): string {
  const h = createHash('sha256');
  for (const f of migrationFiles()) h.update(f).update(readFileSync(join(ROOT, 'src/db/migrations', f)));
  return h.digest('hex').slice(0, 16);
}

// The template's tar, unpacked once per process (PGlite unpacks a gzip in JavaScript at every open: slower), in an
// ArrayBuffer of its own.
let templateTar: { file: string; tar: ArrayBuffer } | undefined;
function unpackedTemplate(file: string): ArrayBuffer {
  if (templateTar?.file !== file) {
    const tar = gunzipSync(readFileSync(file));
    templateTar = { file, tar: tar.buffer.slice(tar.byteOffset, tar.byteOffset + tar.byteLength) as ArrayBuffer };
  }
  return templateTar.tar;
}

/**
 * The unpacked template as PGlite's `loadDataDir` reads it: its arrayBuffer() and type, nothing else. A real Blob of
 * the 43 MB tar cost about a second of CPU at every open on Node 20 (the bytes copied into the Blob, then read back in
 * small chunks and concatenated again). Every open shares the one buffer: PGlite only reads it (its untar makes views,
 * and its in-memory file system copies each file out of them: `writeFile` without `canOwn`), and a copy per open
 * would cost a tenth of a second.
 */
function templateBlob(file: string): Blob {
  const tar = unpackedTemplate(file);
  return { type: 'application/x-tar', size: tar.byteLength, arrayBuffer: () => Promise.resolve(tar) } as Blob;
}

/**
 * A migrated, empty PGlite database in memory. The first process to need the template dump makes it: from a copy of
 * the app's migrated data directory when `npm ci` has prepared it (src/db/pglite-template.ts; about 2 s of CPU), else
 * by initdb and every migration (about 10 s).
 */
export async function pgliteTestDb(): Promise<Db> {
  const file = join(CACHE, `pglite-template-${migrationsDigest()}.tar.gz`);
  if (existsSync(file)) {
    return openDb({ loadDataDir: templateBlob(file) });
  }
  const prepared = templateDir();
  let scratch: string | undefined;
  let db: Db;
  if (existsSync(join(prepared, 'PG_VERSION'))) {
    // The app's template is named by the same migrations, so it is this very schema; PGlite writes in place: a copy.
    scratch = mkdtempSync(join(tmpdir(), 'ctp-test-template-'));
    cpSync(prepared, scratch, { recursive: true });
    db = await openDb({ dataDir: scratch });
  } else {
    db = await openDb({});
    await migrate(db.kysely);
  }
  const dump = await db.pglite!.dumpDataDir('gzip');
  mkdirSync(CACHE, { recursive: true });
  const tmp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(tmp, Buffer.from(await dump.arrayBuffer()));
  renameSync(tmp, file);
  if (!scratch) return db;
  await db.close();
  rmSync(scratch, { recursive: true, force: true });
  return openDb({ loadDataDir: templateBlob(file) });
}

/** A migrated, empty PGlite database in a data directory (for commands run as a child process), from the template. */
export async function pgliteTestDataDir(dataDir: string): Promise<Db> {
  const file = join(CACHE, `pglite-template-${migrationsDigest()}.tar.gz`);
  if (!existsSync(file)) await (await pgliteTestDb()).close();
  return openDb({ dataDir, loadDataDir: templateBlob(file) });
}

// PostgreSQL: a migrated template database per migration set (ctp_tmpl_<digest of the migrations>), made once on
// the server by whichever test process needs it first, then `CREATE DATABASE … TEMPLATE` per test database (a file
// copy on the server, about a tenth of a second, instead of every migration). Each test database is a database of
// its own (schema public), so a backup, a restore or a child process's DATABASE_URL names it alone.

/** `url` with its database replaced by `database` (its query, e.g. sslmode, kept). */
function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

async function onServer<T>(url: string, f: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return await f(c);
  } finally {
    await c.end();
  }
}

const templates = new Map<string, Promise<string>>();

/**
 * The migrated template database on the server at `url`, made once. Two processes racing build one each under a
 * name of their own and rename it into place; the loser drops its copy. Nobody may connect to the finished template
 * (ALLOW_CONNECTIONS false): a connection to it would make `CREATE DATABASE … TEMPLATE` refuse.
 */
function postgresTemplate(url: string): Promise<string> {
  const name = `ctp_tmpl_${migrationsDigest()}`;
  const key = `${url} ${name}`;
  let made = templates.get(key);
  if (!made) {
    made = (async () => {
      const exists = await onServer(url, (c) => c.query('select 1 from pg_database where datname = $1', [name]));
      if (exists.rowCount) return name;
      const building = `${name}_b${randomBytes(4).toString('hex')}`;
      await onServer(url, (c) => c.query(`create database ${building}`));
      const db = await openDb({ databaseUrl: withDatabase(url, building), poolSize: 1 });
      try {
        await migrate(db.kysely);
      } finally {
        await db.close();
      }
      await onServer(url, async (c) => {
        try {
          await c.query(`alter database ${building} rename to ${name}`);
          await c.query(`alter database ${name} with allow_connections false`);
        } catch (e) {
          if ((e as { code?: string }).code !== '42P04') throw e; // duplicate_database: another process won
          await c.query(`drop database if exists ${building}`);
        }
      });
      return name;
    })();
    made.catch(() => templates.delete(key));
    templates.set(key, made);
  }
  return made;
}

/**
 * A migrated, empty database of its own on the PostgreSQL server at `url` (a copy of the template): its URL, and
 * drop() to remove it (connections still open to it are ended).
 */
export async function postgresTestDatabase(url: string): Promise<{ url: string; drop(): Promise<void> }> {
  const template = await postgresTemplate(url);
  const name = `ctp_t_${randomBytes(6).toString('hex')}`;
  await onServer(url, (c) => c.query(`create database ${name} template ${template}`));
  return {
    url: withDatabase(url, name),
    drop: () => onServer(url, (c) => c.query(`drop database if exists ${name} with (force)`)).then(() => undefined),
  };
}

const urls = new WeakMap<Db, string>();

/** The DATABASE_URL of a test database from postgresTestDb (for a child process, a backup or a restore). */
export function postgresTestUrl(db: Db): string {
  const url = urls.get(db);
  if (!url) throw new Error('not a database from postgresTestDb');
  return url;
}

/** A migrated, empty database on the PostgreSQL server at `url`; dropped by the returned close(). */
export async function postgresTestDb(url: string): Promise<Db> {
  const own = await postgresTestDatabase(url);
  const db = await openDb({ databaseUrl: own.url });
  const wrapped: Db = {
    ...db,
    close: async () => {
      await db.close();
      await own.drop();
    },
  };
  urls.set(wrapped, own.url);
  return wrapped;
}

/** The backends a database test runs on: PGlite always, PostgreSQL when DATABASE_URL is set. */
export function testBackends(): { name: 'pglite' | 'postgres'; open: () => Promise<Db> }[] {
  const url = process.env['DATABASE_URL'];
  return [
    { name: 'pglite', open: pgliteTestDb },
    ...(url ? [{ name: 'postgres' as const, open: () => postgresTestDb(url) }] : []),
  ];
}

/**
 * The backends of a test that runs `ctp` as a child process on the database it set up: a PGlite data directory under
 * `dir`, and with DATABASE_URL set a PostgreSQL test database; `env` is what the child needs to open the same one.
 */
export function commandBackends(): {
  name: 'pglite' | 'postgres';
  open: (dir: string) => Promise<{ db: Db; env: Record<string, string> }>;
}[] {
  const url = process.env['DATABASE_URL'];
  return [
    {
      name: 'pglite',
      open: async (dir) => ({
        db: await pgliteTestDataDir(join(dir, 'data')),
        env: { CTP_DATA_DIR: join(dir, 'data') },
      }),
    },
    ...(url
      ? [
          {
            name: 'postgres' as const,
            open: async (dir: string) => {
              const db = await postgresTestDb(url);
              return { db, env: { DATABASE_URL: postgresTestUrl(db), CTP_DATA_DIR: join(dir, 'data') } };
            },
          },
        ]
      : []),
  ];
}
