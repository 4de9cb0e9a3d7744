// Forward-only SQL migrations: the same files on PGlite and PostgreSQL, applied in name order at start.
// A transaction-scoped advisory lock makes concurrent starts (several server processes) apply each file once.

import { readFileSync } from 'node:fs';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { migrationFiles, MIGRATIONS_DIR as DIR } from './migration-files.ts';
import type { Database } from './schema.ts';

export { migrationFiles };

const LOCK_KEY = 727_271_871; // arbitrary, fixed: "cattle-trespass migrations"

export async function migrate(db: Kysely<Database>): Promise<string[]> {
  const files = migrationFiles();
  // Usually every file is applied already (a restart, or a first start from a template): one read tells, and then
  // nothing is locked or run. Rows are only ever added, so a file recorded here stays applied.
  const recorded = await sql<{ name: string }>`select name from schema_migration`.execute(db).then(
    (r) => new Set(r.rows.map((row) => row.name)),
    () => undefined, // no table yet: a new database
  );
  if (recorded && files.every((f) => recorded.has(f))) return [];
  await sql`create table if not exists schema_migration (name text primary key, applied_at timestamptz not null default now())`.execute(
    db,
  );
  const applied: string[] = [];
  for (const file of files) {
    await db.transaction().execute(async (tx) => {
      await sql`select pg_advisory_xact_lock(${LOCK_KEY})`.execute(tx);
      const done = await sql<{ name: string }>`select name from schema_migration where name = ${file}`.execute(tx);
      if (done.rows.length > 0) return;
      await sql.raw(readFileSync(new URL(file, DIR), 'utf8')).execute(tx);
      await sql`insert into schema_migration (name) values (${file})`.execute(tx);
      applied.push(file);
    });
  }
  return applied;
}
