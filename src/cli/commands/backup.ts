// `ctp backup --out FILE`: a consistent archive of the whole database (PGlite: its data directory; PostgreSQL:
// pg_dump of the schema in use). `ctp restore --in FILE [--force]`: puts an archive back, then verifies every chain.

import { parseArgs } from 'node:util';
import { BackupError, compose, restore } from '../../compose.ts';
import { readEnv } from '../../config/env.ts';
import type { CliIo } from '../io.ts';

export const BACKUP_USAGE = 'Usage: ctp backup --out FILE';
export const RESTORE_USAGE = 'Usage: ctp restore --in FILE [--force]   (--force replaces a database that is not empty)';

const mb = (n: number): string => `${(n / 1024 / 1024).toFixed(1)} MB`;

export async function run(args: string[], io: CliIo): Promise<number> {
  let out: string;
  try {
    const { values } = parseArgs({ args, options: { out: { type: 'string', short: 'o' } } });
    if (!values.out) throw new Error('--out FILE is required');
    out = values.out;
  } catch (e) {
    io.err(`${(e as Error).message}\n${BACKUP_USAGE}`);
    return 2;
  }
  try {
    const c = await compose(readEnv(), { log: io.err });
    try {
      const r = await c.backup(out);
      io.out(`Backed up the ${c.backend === 'pglite' ? `PGlite database in ${c.location}` : `schema ${r.schema} of ${c.location}`} to ${r.file} (${r.format}, ${mb(r.bytes)}) in ${(r.ms / 1000).toFixed(2)} s.`);
      return 0;
    } finally {
      await c.close();
    }
  } catch (e) {
    if (e instanceof BackupError) {
      io.err(e.message);
      return 1;
    }
    throw e;
  }
}

export async function runRestore(args: string[], io: CliIo): Promise<number> {
  let file: string;
  let force: boolean;
  try {
    const { values } = parseArgs({ args, options: { in: { type: 'string', short: 'i' }, force: { type: 'boolean' } } });
    if (!values.in) throw new Error('--in FILE is required');
    file = values.in;
    force = values.force ?? false;
  } catch (e) {
    io.err(`${(e as Error).message}\n${RESTORE_USAGE}`);
    return 2;
  }
  const env = readEnv();
  try {
    const r = await restore(env, file, { force });
    io.out(`Restored ${file} (${r.format}) into ${r.target} in ${(r.ms / 1000).toFixed(2)} s.`);
  } catch (e) {
    if (e instanceof BackupError) {
      io.err(e.message);
      return 1;
    }
    throw e;
  }
  // A restore is only as good as the chains it brings back.
  const c = await compose(env, { log: io.err });
  try {
    const v = await c.verifyOrderSheet();
    for (const b of v.breaks) io.out(`BREAK ${b.number} row ${b.seq}: ${b.problem}`);
    io.out(v.breaks.length === 0 ? `Every order sheet verifies: ${v.streams} proceedings, ${v.rows} rows.` : `${v.breaks.length} break(s) after the restore.`);
    return v.breaks.length === 0 ? 0 : 1;
  } finally {
    await c.close();
  }
}
