// The first start on an empty PGlite data directory without initdb: a data directory initialised and migrated once
// (at install, `npm ci` runs `ctp prepare-template`; else at the first start that finds none) and copied. initdb in
// PGlite takes 5-6 s and the migrations a second more; a copy of the template opens like any existing data directory
// (under a second, stack.md §2.1). Migrations newer than the template are applied on top by the usual migrate() at
// start. The template holds the schema only, no accounts and no keys.
//
// Beside it, the demo template (ADR 0011): a copy of it into which the installation's own code seeded the demo
// jurisdiction and accounts (their passwords are public), with the list of accounts as JSON beside it. `ctp start` on
// an empty data directory copies it when it was made from the current source (bin/source-key.js), and so seeds
// nothing; made from other source, it is not used and the demo is seeded as before. No keys are in it: the demo
// signing certificate is made by each start that needs one.
//
// Where: CTP_TEMPLATE_DIR, else node_modules/.cache/ctp/ of this package; one directory per PGlite version and set of
// migration files (a name from their hash), so a changed migration or a PGlite upgrade makes a new template; the demo
// template's name adds the source key.

import { createHash, randomBytes } from 'node:crypto';
import {
  constants,
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { launchSourceKey } from '../../bin/source-key.js';
import type { Db } from './client.ts';
import { migrationFiles } from './migration-files.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

function pgliteVersion(): string {
  try {
    return (
      JSON.parse(readFileSync(join(ROOT, 'node_modules/@electric-sql/pglite/package.json'), 'utf8')) as {
        version: string;
      }
    ).version;
  } catch {
    return 'unknown';
  }
}

/** The template directory for this PGlite and these migrations (it may not exist yet). */
export function templateDir(env: NodeJS.ProcessEnv = process.env): string {
  const h = createHash('sha256');
  for (const f of migrationFiles())
    h.update(f)
      .update('\0')
      .update(readFileSync(new URL(`./migrations/${f}`, import.meta.url)))
      .update('\0');
  const base = env['CTP_TEMPLATE_DIR'] || join(ROOT, 'node_modules/.cache/ctp');
  return join(base, `pglite-${pgliteVersion()}-${h.digest('hex').slice(0, 16)}`);
}

// The copy as a worker runs it: copy-on-write clones where the file system makes them (btrfs, XFS, APFS), else
// plain copies. Each file is copied, never linked: PostgreSQL writes its files in place.
const COPY_IN_WORKER = `
const { cpSync, constants } = require('node:fs');
const { workerData } = require('node:worker_threads');
cpSync(workerData.from, workerData.to, { recursive: true, mode: constants.COPYFILE_FICLONE });
`;

/**
 * Copies a template directory into `to` on a thread of its own: a synchronous copy of the whole tree is several times
 * faster than fs.cp's (one step per file, each waiting for the main thread), and the main thread loads the app's
 * modules meanwhile. Where no worker can be started, the same copy here.
 */
export function copyTemplate(from: string, to: string): Promise<void> {
  let worker: Worker;
  try {
    // execArgv: none of the parent's loaders (tsx in the tests): the copy needs node alone.
    worker = new Worker(COPY_IN_WORKER, { eval: true, workerData: { from, to }, execArgv: [] });
  } catch {
    cpSync(from, to, { recursive: true, mode: constants.COPYFILE_FICLONE });
    return Promise.resolve();
  }
  return new Promise<void>((resolve, reject) => {
    worker.once('error', reject);
    worker.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`copying the template ${from} stopped (${code})`)),
    );
  });
}

/** A data directory PGlite has not initialised: absent, or empty. */
export function isEmptyDataDir(dir: string): boolean {
  return !existsSync(dir) || readdirSync(dir).length === 0;
}

/** Builds the template if it is missing (initdb and every migration, in a scratch directory moved into place). */
export async function ensureTemplate(env: NodeJS.ProcessEnv = process.env): Promise<{ dir: string; built: boolean }> {
  const dir = templateDir(env);
  if (existsSync(join(dir, 'PG_VERSION'))) return { dir, built: false };
  mkdirSync(dirname(dir), { recursive: true });
  const scratch = `${dir}.tmp-${process.pid}-${randomBytes(3).toString('hex')}`;
  const { openDb } = await import('./client.ts');
  const { migrate } = await import('./migrate.ts');
  const db = await openDb({ dataDir: scratch });
  try {
    await migrate(db.kysely);
  } finally {
    await db.close();
  }
  try {
    renameSync(scratch, dir);
  } catch (e) {
    // Another process made it meanwhile: theirs is as good.
    rmSync(scratch, { recursive: true, force: true });
    if (!existsSync(join(dir, 'PG_VERSION'))) throw e;
  }
  return { dir, built: true };
}

/** Fills an empty data directory from the template (made first if missing). */
export async function initFromTemplate(
  dataDir: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<{ template: string; built: boolean }> {
  const t = await ensureTemplate(env);
  mkdirSync(dataDir, { recursive: true });
  await copyTemplate(t.dir, dataDir);
  return { template: t.dir, built: t.built };
}

/** The demo template for this schema template and this source (it may not exist yet). */
export function demoTemplateDir(env: NodeJS.ProcessEnv = process.env): string {
  return `${templateDir(env)}-demo-${launchSourceKey(ROOT).slice(0, 16)}`;
}

/** A demo template is complete when its data directory and its list (written before the directory is moved in) are. */
function demoTemplateReady(dir: string): boolean {
  return existsSync(join(dir, 'PG_VERSION')) && existsSync(`${dir}.json`);
}

/**
 * Builds the demo template if it is missing: a copy of the schema template, opened, seeded by `seed`, closed; what
 * `seed` returns is kept beside it as JSON (the accounts `ctp start` prints). Older demo templates are removed.
 */
export async function ensureDemoTemplate(
  seed: (db: Db) => Promise<unknown>,
  env: NodeJS.ProcessEnv = process.env,
): Promise<{ dir: string; built: boolean }> {
  const dir = demoTemplateDir(env);
  if (demoTemplateReady(dir)) return { dir, built: false };
  const schema = await ensureTemplate(env);
  const scratch = `${dir}.tmp-${process.pid}-${randomBytes(3).toString('hex')}`;
  cpSync(schema.dir, scratch, { recursive: true });
  try {
    const { openDb } = await import('./client.ts');
    const db = await openDb({ dataDir: scratch });
    let result: unknown;
    try {
      result = await seed(db);
    } finally {
      await db.close();
    }
    writeFileSync(`${dir}.json`, JSON.stringify(result, null, 2));
    renameSync(scratch, dir);
  } catch (e) {
    rmSync(scratch, { recursive: true, force: true });
    if (!demoTemplateReady(dir)) throw e;
  }
  // Demo templates of earlier source are never used again.
  const base = dirname(dir);
  const prefix = `${basename(templateDir(env))}-demo-`;
  for (const name of readdirSync(base)) {
    if (
      name.startsWith(prefix) &&
      name !== basename(dir) &&
      name !== `${basename(dir)}.json` &&
      !name.includes('.tmp-')
    )
      rmSync(join(base, name), { recursive: true, force: true });
  }
  return { dir, built: true };
}

/**
 * Fills an empty data directory from the demo template when a current one exists, and returns what its seed returned
 * (the demo accounts); undefined, and nothing copied, when there is none (it is not built here).
 */
export async function initFromDemoTemplate(dataDir: string, env: NodeJS.ProcessEnv = process.env): Promise<unknown> {
  const dir = demoTemplateDir(env);
  if (!demoTemplateReady(dir)) return undefined;
  const seeded: unknown = JSON.parse(readFileSync(`${dir}.json`, 'utf8'));
  mkdirSync(dataDir, { recursive: true });
  await copyTemplate(dir, dataDir);
  return seeded;
}
