// A PostgreSQL server of a test's own (its own data directory and port), made with Debian's initdb and run with
// pg_ctl, so a test can stop and start it, or end its backends, without touching the machine's server that the other
// tests share. The programs refuse to run as root: as root they run as the postgres user, in a directory it owns.

import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { freePort } from './portal.ts';

const run = promisify(execFile);
const BIN = '/usr/lib/postgresql/15/bin';

/** Why an own PostgreSQL cannot be made here, or undefined when it can. */
export function ownPostgresUnavailable(): string | undefined {
  if (!existsSync(`${BIN}/initdb`) || !existsSync(`${BIN}/pg_ctl`)) return `${BIN}/initdb and pg_ctl are not installed`;
  if (process.getuid?.() === 0 && !existsSync('/usr/sbin/runuser')) return 'running as root without runuser';
  return undefined;
}

export interface OwnPostgres {
  readonly port: number;
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  readonly url: string;
  start(): Promise<void>;
  /** pg_ctl stop -m fast: every backend ends (57P01), new connections are refused until start(). */
  stop(): Promise<void>;
  /** Stops the server (if running) and removes its data directory. */
  destroy(): Promise<void>;
}

async function as(args: readonly string[]): Promise<void> {
  const [cmd, ...rest] = args as [string, ...string[]];
  if (process.getuid?.() === 0) await run('/usr/sbin/runuser', ['-u', 'postgres', '--', cmd, ...rest]);
  else await run(cmd, rest);
}

export async function ownPostgres(): Promise<OwnPostgres> {
  const dir = mkdtempSync(join(tmpdir(), 'ctp-own-pg-'));
  if (process.getuid?.() === 0) {
    const { uid, gid } = await run('id', ['-u', 'postgres']).then(async (u) => ({
      uid: Number(u.stdout.trim()),
      gid: Number((await run('id', ['-g', 'postgres'])).stdout.trim()),
    }));
    chownSync(dir, uid, gid);
  }
  const data = join(dir, 'data');
  const port = await freePort();
  await as([`${BIN}/initdb`, '-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8']);
  const opts = `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=${dir} -c fsync=off`;
  let running = false;
  const self: OwnPostgres = {
    port,
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async start() {
      await as([`${BIN}/pg_ctl`, '-D', data, '-o', opts, '-l', join(dir, 'log'), '-w', '-t', '30', 'start']);
      running = true;
    },
    async stop() {
      await as([`${BIN}/pg_ctl`, '-D', data, '-m', 'fast', '-w', '-t', '30', 'stop']);
      running = false;
    },
    async destroy() {
      if (running) await self.stop().catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
  await self.start();
  return self;
}

/** One statement on the server at `url` (a fresh connection each time). */
export async function query<R extends pg.QueryResultRow>(url: string, text: string): Promise<R[]> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query<R>(text)).rows;
  } finally {
    await c.end();
  }
}
