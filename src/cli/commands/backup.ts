// `ctp backup --out FILE`: a consistent archive of the whole database (PGlite: its data directory; PostgreSQL:
// pg_dump of the schema in use). `ctp restore --in FILE [--force]`: puts an archive back, then verifies every chain.

import { parseArgs } from 'node:util';
import { copyFileSync, existsSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { BackupError, compose, restore } from '../../compose.ts';
import type { Checkpoint } from '../../jobs/checkpoint.ts';
import { CheckpointError, checkpointDir, CheckpointRefused } from '../../jobs/checkpoint.ts';
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
    const env = readEnv(io.env);
    const c = await compose(env, { log: io.err });
    try {
      // The backup carries the checkpoints (issue 16, point 4): a fresh one signed now, and every earlier one, in
      // <FILE>.checkpoints beside the archive; a restore puts them back under the data directory.
      // When the chains no longer extend the previous checkpoint (issue 28, point 5), the archive is still written (it
      // is evidence), nothing new is signed, and the command says so and exits 1.
      let checkpoint: Checkpoint | undefined;
      try {
        ({ checkpoint } = await c.writeCheckpoint());
      } catch (e) {
        if (!(e instanceof CheckpointError || e instanceof CheckpointRefused)) throw e;
        io.err(e instanceof CheckpointRefused ? e.message : `CHECKPOINT REFUSED: ${e.message}`);
      }
      const r = await c.backup(out);
      const carried = copyCheckpoints(checkpointDir(env.dataDir), `${out}.checkpoints`);
      io.out(
        `Backed up the ${c.backend === 'pglite' ? `PGlite database in ${c.location}` : `schema ${r.schema} of ${c.location}`} to ${r.file} (${r.format}, ${mb(r.bytes)}) in ${(r.ms / 1000).toFixed(2)} s.`,
      );
      io.out(
        checkpoint
          ? `With ${carried} signed checkpoint(s) in ${out}.checkpoints (the newest: ${checkpoint.treeSize} order sheets, root ${checkpoint.root.slice(0, 16)}…).`
          : `With ${carried} earlier signed checkpoint(s) in ${out}.checkpoints; no new checkpoint was signed (see above).`,
      );
      return checkpoint ? 0 : 1;
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
  const env = readEnv(io.env);
  try {
    const r = await restore(env, file, { force });
    io.out(`Restored ${file} (${r.format}) into ${r.target} in ${(r.ms / 1000).toFixed(2)} s.`);
    if (existsSync(`${file}.checkpoints`))
      io.out(
        `Put back ${copyCheckpoints(`${file}.checkpoints`, checkpointDir(env.dataDir))} signed checkpoint(s) under ${checkpointDir(env.dataDir)}.`,
      );
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
    io.out(
      v.breaks.length === 0
        ? `Every order sheet verifies: ${v.streams} proceedings, ${v.rows} rows.`
        : `${v.breaks.length} break(s) after the restore.`,
    );
    return v.breaks.length === 0 ? 0 : 1;
  } finally {
    await c.close();
  }
}

/** Copies the checkpoint files of one directory into another; returns how many. */
function copyCheckpoints(from: string, to: string): number {
  if (!existsSync(from)) return 0;
  const names = readdirSync(from).filter((n) => /^checkpoint-.*\.json$/.test(n));
  mkdirSync(to, { recursive: true });
  for (const n of names) copyFileSync(join(from, n), join(to, n));
  return names.length;
}
