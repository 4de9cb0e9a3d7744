// The first start on an empty PGlite data directory without initdb: a data directory initialised and migrated once
// (at install, `npm ci` runs `ctp prepare-template`; else at the first start that finds none) and copied. initdb in
// PGlite takes 5-6 s and the migrations a second more; a copy of the template opens like any existing data directory
// (under a second, stack.md §2.1). Migrations newer than the template are applied on top by the usual migrate() at
// start. The template holds the schema only, no accounts and no keys: every installation seeds its own.
//
// Where: CTP_TEMPLATE_DIR, else node_modules/.cache/ctp/ of this package; one directory per PGlite version and set of
// migration files (a name from their hash), so a changed migration or a PGlite upgrade makes a new template.

import { createHash, randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrationFiles } from './migrate.ts';

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
  cpSync(t.dir, dataDir, { recursive: true });
  return { template: t.dir, built: t.built };
}
