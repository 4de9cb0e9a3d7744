// Test databases: PGlite in memory, started from the app's migrated template data directory (read once per process,
// its files then shared by every database the process opens, each copied only when written), or, with DATABASE_URL
// set, a database of its own on the PostgreSQL server, copied from a migrated template (postgresTestUrl gives its URL,
// for a child process or a backup).

import { PGlite, MemoryFS } from '@electric-sql/pglite';
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import type { Db } from '../src/db/client.ts';
import { openDb } from '../src/db/client.ts';
import { migrate, migrationFiles } from '../src/db/migrate.ts';
import { copyTemplate, ensureTemplate } from '../src/db/pglite-template.ts';

function migrationsDigest(): string {
  const h = createHash('sha256');
  for (const f of migrationFiles())
    h.update(f).update(readFileSync(new URL(`../src/db/migrations/${f}`, import.meta.url)));
  return h.digest('hex').slice(0, 16);
}

/** A data directory's files in memory: a folder is a map of its entries, a file its bytes. */
type Tree = Map<string, Tree | Uint8Array>;

function readTree(dir: string): Tree {
  const tree: Tree = new Map();
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) tree.set(e.name, readTree(p));
    else if (e.isFile()) {
      const b = readFileSync(p);
      tree.set(e.name, new Uint8Array(b.buffer, b.byteOffset, b.byteLength));
    }
  }
  return tree;
}

// The template data directory as read once in this process (made first when missing: `npm ci` prepares it).
let template: Promise<{ dir: string; tree: Tree }> | undefined;
function migratedTemplate(): Promise<{ dir: string; tree: Tree }> {
  template ??= ensureTemplate().then(({ dir }) => ({ dir, tree: readTree(dir) }));
  template.catch(() => (template = undefined));
  return template;
}

// Bytes of the template, shared by every database of the process: never written in place (see TemplateFS).
const shared = new WeakSet<Uint8Array>();

// The little of Emscripten's in-memory file system that TemplateFS touches.
interface MemNode {
  contents: unknown;
  usedBytes: number;
  node_ops: { mknod(parent: MemNode, name: string, mode: number, dev: number): MemNode };
  stream_ops: Record<string, (stream: MemStream, ...rest: unknown[]) => unknown>;
}
interface MemStream {
  node: MemNode;
}

/**
 * PGlite's in-memory file system with the template's data directory in place before PostgreSQL starts: each file a
 * node made directly in its folder (PGlite's loadDataDir unpacks a tar and resolves every path again, about half a
 * second an open), its contents the shared bytes until the first write to it, which copies them first. The template
 * was shut down cleanly, so PostgreSQL starts without recovery.
 */
class TemplateFS extends MemoryFS {
  constructor(private readonly tree: Tree) {
    super();
  }

  /**
   * Also makes the files of PGlite's own bundle (its share/ folder: 700 files) directly in their folders, as the
   * template's: Emscripten's loader resolves each path again, about a tenth of the open's CPU.
   */
  override async init(...args: Parameters<MemoryFS['init']>): ReturnType<MemoryFS['init']> {
    const { emscriptenOpts } = await super.init(...args);
    type PreRun = NonNullable<typeof emscriptenOpts.preRun>[number];
    const preRun = [...(emscriptenOpts.preRun ?? []), directDataFiles as unknown as PreRun];
    return { emscriptenOpts: { ...emscriptenOpts, preRun } };
  }

  override async initialSyncFs(): Promise<void> {
    const FS = this.pg!.Module.FS;
    FS.mkdirTree(PGlite.paths.PGDATA);
    const root = FS.lookupPath(PGlite.paths.PGDATA).node as unknown as MemNode;
    let cow: MemNode['stream_ops'] | undefined;
    const fill = (dir: MemNode, tree: Tree): void => {
      for (const [name, entry] of tree) {
        if (entry instanceof Map) {
          fill(dir.node_ops.mknod(dir, name, 0o40700, 0), entry);
          continue;
        }
        const file = dir.node_ops.mknod(dir, name, 0o100600, 0);
        if (entry.length === 0) continue;
        shared.add(entry);
        file.contents = entry;
        file.usedBytes = entry.length;
        cow ??= copyOnWrite(file.stream_ops);
        file.stream_ops = cow;
      }
    };
    fill(root, this.tree);
  }
}

// The module as the bundle's loader sees it before PostgreSQL starts.
interface PostgresModule {
  FS: { lookupPath(path: string): { node: unknown } };
  FS_createDataFile: (
    parent: string | null,
    name: string | null,
    data: Uint8Array | null,
    canRead: boolean,
    canWrite: boolean,
    canOwn: boolean,
  ) => void;
}

/** Run before the bundle's loader: its files made as nodes of their folders (looked up once each), owning the bytes. */
function directDataFiles(mod: PostgresModule): void {
  const folders = new Map<string, MemNode>();
  mod.FS_createDataFile = (parent, name, data, canRead, canWrite, canOwn) => {
    // The loader names each file by its whole path, as the parent (Emscripten joins parent and name when both are given).
    const path = parent && name ? `${parent}/${name}` : (parent ?? name ?? '');
    const cut = path.lastIndexOf('/');
    const at = path.slice(0, cut) || '/';
    let folder = folders.get(at);
    if (!folder) {
      folder = mod.FS.lookupPath(at).node as MemNode;
      folders.set(at, folder);
    }
    const mode = 0o100000 | (canRead ? 0o555 : 0) | (canWrite ? 0o222 : 0);
    const file = folder.node_ops.mknod(folder, path.slice(cut + 1), mode, 0);
    if (data?.length) {
      file.contents = canOwn ? data : data.slice();
      file.usedBytes = data.length;
    }
  };
}

/** A file's stream operations that give it bytes of its own before the first write into the shared template's. */
function copyOnWrite(ops: MemNode['stream_ops']): MemNode['stream_ops'] {
  const own = (stream: MemStream): void => {
    const c = stream.node.contents;
    if (c instanceof Uint8Array && shared.has(c)) stream.node.contents = c.slice();
  };
  const write = ops['write']!;
  const msync = ops['msync']!;
  return {
    ...ops,
    write: (stream, ...rest) => {
      own(stream);
      return write(stream, ...rest);
    },
    msync: (stream, ...rest) => {
      own(stream);
      return msync(stream, ...rest);
    },
  };
}

/**
 * A migrated, empty PGlite database in memory, from the app's template data directory (src/db/pglite-template.ts;
 * made by `npm ci`, else by the first process to need it: initdb and every migration, about 10 s).
 */
export async function pgliteTestDb(): Promise<Db> {
  const { tree } = await migratedTemplate();
  return openDb({ fs: new TemplateFS(tree) });
}

/** A migrated, empty PGlite database in a data directory (for commands run as a child process), from the template. */
export async function pgliteTestDataDir(dataDir: string): Promise<Db> {
  const { dir } = await migratedTemplate();
  mkdirSync(dataDir, { recursive: true });
  await copyTemplate(dir, dataDir);
  return openDb({ dataDir });
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
