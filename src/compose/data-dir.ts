// Opening the database for compose.ts: PostgreSQL at DATABASE_URL, or PGlite in CTP_DATA_DIR (one process at a time,
// a lock file beside it), an empty data directory filled from a prepared template first. Also the PGlite side of
// restore, and the templates' preparation (`ctp prepare-template`, run by `npm ci`). What only restore and seeding
// need loads with them: `ctp start` imports this file first, and an empty data directory's copy begins at once.

import { existsSync, mkdirSync, readFileSync, rmSync, statfsSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { mark } from '../../bin/start-timing.js';
import type { DemoAccount } from '../app/services.ts';
import type { Env } from '../config/env.ts';
import type { RestoreResult } from '../db/backup.ts';
import type { Db } from '../db/client.ts';
import { openDb, preloadPglite } from '../db/client.ts';
import { SystemClock } from '../lib/clock.ts';
import { EXIT_STORAGE, OperatorError } from '../lib/operator-error.ts';

export function redact(url: string): string {
  return url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');
}

/**
 * One process owns a PGlite data directory (a second would corrupt it): a lock file beside it names the owner.
 * A lock left by a process that is gone is taken over.
 */
export async function lockDataDir(dataDir: string): Promise<() => void> {
  const file = `${resolve(dataDir)}.lock`;
  if (existsSync(file)) {
    const pid = Number(readFileSync(file, 'utf8').trim());
    let alive = false;
    if (Number.isInteger(pid) && pid > 0 && pid !== process.pid) {
      try {
        process.kill(pid, 0);
        alive = true;
      } catch (e) {
        alive = (e as NodeJS.ErrnoException).code === 'EPERM';
      }
    }
    if (alive) {
      const { BackupError } = await import('../db/backup.ts');
      throw new BackupError(
        `The data directory ${resolve(dataDir)} is in use by process ${pid} (a running portal?). PGlite allows one process: stop it first, or use PostgreSQL (DATABASE_URL) to run several.`,
      );
    }
  }
  try {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, String(process.pid));
  } catch (e) {
    throw storageError(e as NodeJS.ErrnoException, resolve(dataDir));
  }
  return () => rmSync(file, { force: true });
}

/** A data directory that cannot be written: what the operator sees, in one line (issue 28, point 2). */
function storageError(e: NodeJS.ErrnoException, dir: string): Error {
  const why: Record<string, string> = {
    EROFS: 'is on a read-only filesystem',
    EACCES: 'cannot be written by this user',
    EPERM: 'cannot be written by this user',
    ENOSPC: 'is on a full disk',
    EDQUOT: 'is over its disk quota',
  };
  const reason = e.code ? why[e.code] : undefined;
  if (!reason) return e;
  return new OperatorError(
    `The data directory ${dir} ${reason} (${e.code}); the portal keeps its database and a lock file there. Make it writable, free space, or set CTP_DATA_DIR to another directory.`,
    EXIT_STORAGE,
  );
}

/**
 * Free space on the data directory's disk below which PGlite's failure to open is put down to it: opening writes a new
 * 16 MB write-ahead log segment (measured: a database opens with 16.8 MB free and not with less than 16 MB), and a
 * margin for the first writes.
 */
export const PGLITE_OPEN_FREE_BYTES = 32 * 1024 * 1024;

/** Why PGlite could not open `dataDir` when its disk is nearly full, or undefined when free space is not the cause. */
export function lowSpaceProblem(dataDir: string): string | undefined {
  let free: number;
  try {
    const s = statfsSync(dataDir);
    free = s.bavail * s.bsize;
  } catch {
    return undefined;
  }
  if (free >= PGLITE_OPEN_FREE_BYTES) return undefined;
  const mb = (n: number) => `${Math.floor(n / (1024 * 1024))} MB`;
  return `The database in ${resolve(dataDir)} could not be opened: its disk has ${mb(free)} free and opening it needs at least ${mb(PGLITE_OPEN_FREE_BYTES)} (PostgreSQL writes a new 16 MB log file when it opens). Free space on that disk (nothing in the data directory is lost) and start again.`;
}

export interface OpenedDatabase {
  readonly db: Db;
  readonly unlock: () => void;
  /** Milliseconds from the call to the database open (the template's copy included). */
  readonly openMs: number;
  /** The copy of a template into an empty data directory, when there was one. */
  readonly templateMs?: number;
  /** The demo accounts, when the copy was of the demo template. */
  readonly demo?: DemoAccount[];
}

/** Opens the database of `env`; an empty PGlite data directory is first filled from a template (no initdb: issue 17). */
export async function openDatabase(env: Env, demoTemplate: boolean): Promise<OpenedDatabase> {
  const t0 = performance.now();
  if (env.databaseUrl) {
    const db = await openDb({ databaseUrl: env.databaseUrl, poolSize: env.dbPool });
    return { db, unlock: () => {}, openMs: performance.now() - t0 };
  }
  // PGlite's WebAssembly compiles on V8's threads while the template is copied.
  void preloadPglite();
  const unlock = await lockDataDir(env.dataDir);
  try {
    const { initFromDemoTemplate, initFromTemplate, isEmptyDataDir } = await import('../db/pglite-template.ts');
    let templateMs: number | undefined;
    let demo: DemoAccount[] | undefined;
    if (isEmptyDataDir(env.dataDir)) {
      mark('data directory empty: copying the template');
      const t = performance.now();
      // The demo template when asked for and current (it holds the demo: nothing to seed); else the schema only.
      demo = demoTemplate ? ((await initFromDemoTemplate(env.dataDir)) as DemoAccount[] | undefined) : undefined;
      if (!demo) await initFromTemplate(env.dataDir);
      templateMs = performance.now() - t;
      mark(demo ? 'data directory copied from the demo template' : 'data directory copied from the schema template');
    }
    mkdirSync(env.dataDir, { recursive: true });
    // Checked first: with too little free space PGlite's open can fail without saying why, or not return at all.
    const low = lowSpaceProblem(env.dataDir);
    if (low) throw new OperatorError(low, EXIT_STORAGE);
    let db: Db;
    try {
      db = await openDb({ dataDir: env.dataDir });
    } catch (e) {
      // PGlite says only "failed to initialize properly" when the disk is nearly full: say why and how much is needed.
      const low = lowSpaceProblem(env.dataDir);
      throw low ? new OperatorError(low, EXIT_STORAGE) : e;
    }
    mark('PGlite open');
    return {
      db,
      unlock,
      openMs: performance.now() - t0,
      ...(templateMs === undefined ? {} : { templateMs }),
      ...(demo ? { demo } : {}),
    };
  } catch (e) {
    unlock();
    throw e;
  }
}

/**
 * Restores an archive made by `backup`. PGlite: into the data directory, which no process may have open.
 * PostgreSQL: into the schema in use at DATABASE_URL (the archive's schema).
 */
export async function restore(env: Env, file: string, opts: { force: boolean }): Promise<RestoreResult> {
  if (!env.databaseUrl) {
    const { restorePglite } = await import('../db/backup.ts');
    const unlock = await lockDataDir(env.dataDir);
    try {
      return await restorePglite(file, env.dataDir, opts.force);
    } finally {
      unlock();
    }
  }
  const { restorePostgres } = await import('../db/backup.ts');
  const db = await openDb({ databaseUrl: env.databaseUrl, poolSize: 1 });
  try {
    return await restorePostgres(db, env.databaseUrl, file, opts.force);
  } finally {
    await db.close();
  }
}

/** Seeds the demo into a migrated, empty database, as `ctp start` does (the demo template's seed). */
export async function seedDemoInto(db: Db): Promise<DemoAccount[]> {
  const [{ seedDemo }, { createAccountRepo }, { createJurisdictionRepo }] = await Promise.all([
    import('../app/seed/demo.ts'),
    import('../db/accounts.repo.ts'),
    import('../db/admin.repo.ts'),
  ]);
  return seedDemo({
    accounts: createAccountRepo(db.kysely),
    jurisdiction: createJurisdictionRepo(db.kysely),
    clock: SystemClock,
  });
}

/**
 * Builds the templates a first start copies (`ctp prepare-template`, run by `npm ci`): the migrated schema, and the
 * demo template (the same, seeded with the demo); src/db/pglite-template.ts.
 */
export async function prepareTemplate(): Promise<{
  dir: string;
  built: boolean;
  demo: { dir: string; built: boolean };
}> {
  const { ensureDemoTemplate, ensureTemplate } = await import('../db/pglite-template.ts');
  const schema = await ensureTemplate();
  const demo = await ensureDemoTemplate(seedDemoInto);
  return { ...schema, demo };
}
