// A consistent archive of the whole database, and its restore.
//
// PGlite: the data directory, dumped by PGlite itself (gzip tar) after a CHECKPOINT, while this process holds the
// dialect's mutex, so no transaction is open and nothing else runs during the dump. A restore creates the data
// directory from the dump beside the target and swaps it in; it refuses a non-empty data directory unless forced.
//
// PostgreSQL: `pg_dump --format=custom` of the schema in use (a consistent snapshot by construction). A restore
// replays the archive through `pg_restore -f - | psql --single-transaction`, after dropping the schema, so it is all
// or nothing; it refuses a schema that holds tables unless forced, and a schema other than the one in the archive.

import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { sql } from 'kysely';
import type { Db } from './client.ts';

export class BackupError extends Error {}

export interface BackupResult {
  readonly file: string;
  readonly format: 'pglite-datadir-tgz' | 'pg_dump-custom';
  readonly bytes: number;
  readonly ms: number;
  /** PostgreSQL: the schema archived. */
  readonly schema?: string;
}

export interface RestoreResult {
  readonly format: BackupResult['format'];
  readonly ms: number;
  readonly target: string;
}

/** The magic number of a gzip stream, and of pg_dump's custom format ("PGDMP"). */
const GZIP = [0x1f, 0x8b];
const PGDMP = 'PGDMP';

function run(
  cmd: string,
  args: readonly string[],
  opts: { stdin?: NodeJS.ReadableStream | string; stdout?: 'pipe' | 'ignore' } = {},
): Promise<{ code: number; stderr: string; stdout: string }> {
  return new Promise((res, rej) => {
    const p = spawn(cmd, args, {
      stdio: [opts.stdin === undefined ? 'ignore' : 'pipe', opts.stdout ?? 'pipe', 'pipe'],
    });
    let stderr = '';
    let stdout = '';
    p.stderr!.on('data', (b: Buffer) => {
      stderr += b.toString();
    });
    p.stdout?.on('data', (b: Buffer) => {
      stdout += b.toString();
    });
    p.on('error', (e: NodeJS.ErrnoException) => rej(e.code === 'ENOENT' ? new BackupError(missing(cmd)) : e));
    p.on('close', (code) => res({ code: code ?? 1, stderr, stdout }));
    if (typeof opts.stdin === 'string') p.stdin!.end(opts.stdin);
    else if (opts.stdin) opts.stdin.pipe(p.stdin!);
  });
}

function missing(cmd: string): string {
  return `${cmd} was not found on PATH. Backups of a PostgreSQL database need the PostgreSQL client programs of the server's major version (Debian: apt-get install postgresql-client-15).`;
}

async function need(cmd: string): Promise<void> {
  await run(cmd, ['--version']);
}

async function currentSchema(db: Db): Promise<string> {
  const r = await sql<{ s: string | null }>`select current_schema() as s`.execute(db.kysely);
  const s = r.rows[0]?.s;
  if (!s) throw new BackupError('The connection has no current schema (check search_path in DATABASE_URL).');
  return s;
}

function writeAtomically(file: string, data: Uint8Array): void {
  mkdirSync(dirname(resolve(file)), { recursive: true });
  const tmp = `${file}.partial`;
  writeFileSync(tmp, data);
  renameSync(tmp, file);
}

/** Writes an archive of the database `db` to `file`. */
export async function backup(db: Db, databaseUrl: string | undefined, file: string): Promise<BackupResult> {
  const t0 = performance.now();
  if (db.backend === 'pglite') {
    const pglite = db.pglite!;
    // Holding a connection holds the dialect's mutex: no transaction is open and none starts until the dump is taken.
    const blob = await db.kysely.connection().execute(async (conn) => {
      await sql`checkpoint`.execute(conn);
      return pglite.dumpDataDir('gzip');
    });
    const bytes = new Uint8Array(await blob.arrayBuffer());
    writeAtomically(file, bytes);
    return { file, format: 'pglite-datadir-tgz', bytes: bytes.byteLength, ms: performance.now() - t0 };
  }
  if (!databaseUrl) throw new BackupError('DATABASE_URL is needed to back up a PostgreSQL database.');
  await need('pg_dump');
  const schema = await currentSchema(db);
  mkdirSync(dirname(resolve(file)), { recursive: true });
  const tmp = `${file}.partial`;
  const r = await run('pg_dump', [
    '--format=custom',
    '--compress=6',
    `--schema=${schema}`,
    `--file=${tmp}`,
    `--dbname=${databaseUrl}`,
  ]);
  if (r.code !== 0) {
    rmSync(tmp, { force: true });
    throw new BackupError(`pg_dump failed (exit ${r.code}): ${r.stderr.trim()}`);
  }
  renameSync(tmp, file);
  return { file, format: 'pg_dump-custom', bytes: statSync(file).size, ms: performance.now() - t0, schema };
}

function archiveFormat(file: string): BackupResult['format'] {
  if (!existsSync(file)) throw new BackupError(`There is no file ${file}.`);
  const head = readFileSync(file).subarray(0, 5);
  if (head[0] === GZIP[0] && head[1] === GZIP[1]) return 'pglite-datadir-tgz';
  if (head.toString('latin1') === PGDMP) return 'pg_dump-custom';
  throw new BackupError(`${file} is neither a PGlite data-directory dump nor a pg_dump custom archive.`);
}

/** PGlite: creates `dataDir` from the dump. The database must not be open (one process owns a data directory). */
export async function restorePglite(file: string, dataDir: string, force: boolean): Promise<RestoreResult> {
  const t0 = performance.now();
  const format = archiveFormat(file);
  if (format !== 'pglite-datadir-tgz')
    throw new BackupError(`${file} is a PostgreSQL (pg_dump) archive; restore it with DATABASE_URL set to the server.`);
  const target = resolve(dataDir);
  const nonEmpty = existsSync(target) && readdirSync(target).length > 0;
  if (nonEmpty && !force)
    throw new BackupError(
      `The data directory ${target} is not empty; pass --force to replace it (the old one is deleted after the restore succeeds).`,
    );
  const staging = `${target}.restoring`;
  rmSync(staging, { recursive: true, force: true });
  const { PGlite } = await import('@electric-sql/pglite');
  const pg = await PGlite.create({ dataDir: staging, loadDataDir: new Blob([readFileSync(file)]) });
  await pg.query('select 1');
  await pg.close();
  if (existsSync(target)) {
    const old = `${target}.replaced`;
    rmSync(old, { recursive: true, force: true });
    renameSync(target, old);
    renameSync(staging, target);
    rmSync(old, { recursive: true, force: true });
  } else {
    mkdirSync(dirname(target), { recursive: true });
    renameSync(staging, target);
  }
  return { format, ms: performance.now() - t0, target };
}

/** The schema an archive holds, from its table of contents. */
/** The one schema the archive holds, and whether it creates it (pg_dump 15 writes CREATE SCHEMA public too). */
async function archiveSchema(file: string): Promise<{ schema: string; creates: boolean }> {
  const r = await run('pg_restore', ['--list', file]);
  if (r.code !== 0) throw new BackupError(`pg_restore --list failed: ${r.stderr.trim()}`);
  const schemas = new Set<string>();
  let creates = false;
  for (const line of r.stdout.split('\n')) {
    if (line.startsWith(';') || !line.trim()) continue;
    // "<id>; <oid> <oid> SCHEMA - <name> <owner>" and "<id>; <oid> <oid> TABLE <schema> <name> <owner>" (not TABLE DATA).
    const created = /^\d+;\s+\d+\s+\d+\s+SCHEMA\s+-\s+(\S+)/.exec(line);
    const schema = created ?? /^\d+;\s+\d+\s+\d+\s+TABLE\s+(?!DATA\s)(\S+)\s/.exec(line);
    if (created) creates = true;
    if (schema) schemas.add(schema[1]!);
  }
  if (schemas.size !== 1)
    throw new BackupError(
      `${file} holds ${schemas.size === 0 ? 'no schema' : `several schemas (${[...schemas].join(', ')})`}; ctp restores one.`,
    );
  return { schema: [...schemas][0]!, creates };
}

/** PostgreSQL: restores the archive into the schema in use on `db` (the same schema name the archive holds). */
export async function restorePostgres(
  db: Db,
  databaseUrl: string,
  file: string,
  force: boolean,
): Promise<RestoreResult> {
  const t0 = performance.now();
  const format = archiveFormat(file);
  if (format !== 'pg_dump-custom')
    throw new BackupError(
      `${file} is a PGlite data-directory dump; restore it without DATABASE_URL (into CTP_DATA_DIR).`,
    );
  await need('pg_restore');
  await need('psql');
  const { schema, creates } = await archiveSchema(file);
  const inUse = await sql<{ s: string | null }>`select current_schema() as s`.execute(db.kysely);
  const current = inUse.rows[0]?.s ?? null;
  const want = await sql<{ search_path: string }>`show search_path`.execute(db.kysely);
  const firstOnPath = (want.rows[0]?.search_path ?? '').split(',')[0]!.trim().replace(/^"|"$/g, '');
  const target = current ?? firstOnPath;
  if (target !== schema) {
    throw new BackupError(
      `The archive holds schema "${schema}" but DATABASE_URL uses "${target}"; point search_path at "${schema}" (e.g. ?options=-c%20search_path%3D${schema}).`,
    );
  }
  const tables = await sql<{
    n: string;
  }>`select count(*)::text as n from information_schema.tables where table_schema = ${schema}`.execute(db.kysely);
  if (Number(tables.rows[0]!.n) > 0 && !force) {
    throw new BackupError(
      `The schema "${schema}" already holds ${tables.rows[0]!.n} tables; pass --force to replace it (in one transaction: all or nothing).`,
    );
  }
  // pg_restore writes SQL (with the COPY data) to stdout; psql runs it after dropping the schema, in one transaction.
  const quoted = `"${schema.replace(/"/g, '""')}"`;
  const script = spawn('pg_restore', ['--no-owner', '--no-privileges', '--file=-', file], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let restoreErr = '';
  script.stderr.on('data', (b: Buffer) => {
    restoreErr += b.toString();
  });
  const { PassThrough } = await import('node:stream');
  const input = new PassThrough();
  input.write(`drop schema if exists ${quoted} cascade;\n`);
  // The archive's own CREATE SCHEMA makes it again; an archive without one (public, from pg_dump before 15) needs it.
  if (!creates) input.write(`create schema ${quoted};\n`);
  script.stdout.pipe(input, { end: false });
  // Fresh tables have no statistics: without them the first queries (verify, worklists) plan badly for minutes.
  script.stdout.on('end', () => {
    input.end(
      `do $$ declare t record; begin for t in select tablename from pg_tables where schemaname = '${schema.replace(/'/g, "''")}' loop execute format('analyze %I.%I', '${schema.replace(/'/g, "''")}', t.tablename); end loop; end $$;\n`,
    );
  });
  const scriptDone = new Promise<number>((res) => script.on('close', (c) => res(c ?? 1)));
  const r = await run(
    'psql',
    ['--no-psqlrc', '--quiet', '--single-transaction', '-v', 'ON_ERROR_STOP=1', `--dbname=${databaseUrl}`],
    { stdin: input, stdout: 'ignore' },
  );
  // psql stopped at an error: nobody reads pg_restore's output any more, which would wait on its pipe for ever.
  if (r.code !== 0) script.kill();
  const sc = await scriptDone;
  if (r.code !== 0) throw new BackupError(`The restore was rolled back: psql exit ${r.code}: ${r.stderr.trim()}`);
  if (sc !== 0) throw new BackupError(`pg_restore failed (exit ${sc}): ${restoreErr.trim()}`);
  return { format, ms: performance.now() - t0, target: `schema ${schema}` };
}
