// Test databases: PGlite in memory, started from a migrated template dump cached on disk (about 1 s instead of 5 s;
// the dump is read and unpacked once per process), or, with DATABASE_URL set, a fresh schema on the PostgreSQL server
// (tests derive a child process's DATABASE_URL from it: DATABASE_URL with search_path set to current_schema()).

import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import pg from 'pg';
import type { Db } from '../src/db/client.ts';
import { openDb } from '../src/db/client.ts';
import { migrate, migrationFiles } from '../src/db/migrate.ts';

const ROOT = new URL('../', import.meta.url).pathname;
const CACHE = join(ROOT, 'node_modules', '.cache', 'ctp');

function migrationsDigest(): string {
  const h = createHash('sha256');
  for (const f of migrationFiles()) h.update(f).update(readFileSync(join(ROOT, 'src/db/migrations', f)));
  return h.digest('hex').slice(0, 16);
}

// The template's tar, unpacked once per process (PGlite unpacks a gzip in JavaScript at every open: slower).
let templateTar: { file: string; tar: Buffer } | undefined;
function unpackedTemplate(file: string): Buffer {
  if (templateTar?.file !== file) templateTar = { file, tar: gunzipSync(readFileSync(file)) };
  return templateTar.tar;
}

/** A migrated, empty PGlite database in memory. */
export async function pgliteTestDb(): Promise<Db> {
  const file = join(CACHE, `pglite-template-${migrationsDigest()}.tar.gz`);
  if (existsSync(file)) {
    return openDb({ loadDataDir: new Blob([unpackedTemplate(file)]) });
  }
  const db = await openDb({});
  await migrate(db.kysely);
  const dump = await db.pglite!.dumpDataDir('gzip');
  mkdirSync(CACHE, { recursive: true });
  const tmp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(tmp, Buffer.from(await dump.arrayBuffer()));
  renameSync(tmp, file);
  return db;
}

/** A migrated, empty PGlite database in a data directory (for commands run as a child process), from the template. */
export async function pgliteTestDataDir(dataDir: string): Promise<Db> {
  const file = join(CACHE, `pglite-template-${migrationsDigest()}.tar.gz`);
  if (!existsSync(file)) await (await pgliteTestDb()).close();
  return openDb({ dataDir, loadDataDir: new Blob([readFileSync(file)]) });
}

/** A migrated, empty schema on the PostgreSQL server at DATABASE_URL; dropped by the returned close(). */
export async function postgresTestDb(url: string): Promise<Db> {
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const db = await openDb({ databaseUrl: url, schema });
  await migrate(db.kysely);
  return {
    ...db,
    close: async () => {
      await db.close();
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop schema ${schema} cascade`);
      await c.end();
    },
  };
}

/** The backends a database test runs on: PGlite always, PostgreSQL when DATABASE_URL is set. */
export function testBackends(): { name: 'pglite' | 'postgres'; open: () => Promise<Db> }[] {
  const url = process.env['DATABASE_URL'];
  return [
    { name: 'pglite', open: pgliteTestDb },
    ...(url ? [{ name: 'postgres' as const, open: () => postgresTestDb(url) }] : []),
  ];
}
