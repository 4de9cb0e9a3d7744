// `ctp checkpoint`: signs a checkpoint of every order-sheet chain's head (a Merkle root over stream, version and head
// hash) with the office certificate and writes it under <CTP_DATA_DIR>/checkpoints (docs/adr: the anchored order
// sheet). The worker writes one on a schedule; this writes one on demand. A new checkpoint must extend the newest one
// before it (issue 28, point 5): every chain's head unchanged or extended by rows that chain to it; otherwise nothing
// is signed. Exit 0 written; 1 refused, the order sheets no longer extend the previous checkpoint (each case named on
// stderr); 2 usage error or database not opened; 3 the previous checkpoint's own signature does not verify.

import { parseArgs } from 'node:util';
import { withDatabase } from '../database.ts';
import type { CliIo } from '../io.ts';
import { CheckpointError, CheckpointRefused } from '../../jobs/checkpoint.ts';

export const CHECKPOINT_USAGE =
  'Usage: ctp checkpoint [--json]   (writes <CTP_DATA_DIR>/checkpoints/checkpoint-<time>.json)';

export async function run(args: string[], io: CliIo): Promise<number> {
  let json: boolean;
  try {
    const { values } = parseArgs({
      args,
      options: { json: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
    });
    if (values.help) {
      io.out(CHECKPOINT_USAGE);
      return 0;
    }
    json = values.json ?? false;
  } catch (e) {
    io.err(`${(e as Error).message}\n${CHECKPOINT_USAGE}`);
    return 2;
  }
  return withDatabase(io, async (c) => {
    let written: Awaited<ReturnType<typeof c.writeCheckpoint>>;
    try {
      written = await c.writeCheckpoint();
    } catch (e) {
      if (e instanceof CheckpointRefused) {
        io.err(e.message);
        for (const b of e.breaks) io.err(`BREAK ${b.number}: ${b.problem}`);
        return 1;
      }
      if (e instanceof CheckpointError) {
        io.err(`CHECKPOINT REFUSED: the previous checkpoint cannot be trusted: ${e.message}`);
        return 3;
      }
      throw e;
    }
    const { file, checkpoint, keyChanged } = written;
    if (keyChanged)
      io.err(
        `Note: the office certificate (SHA-256 ${keyChanged.to}) is not the one that signed the previous checkpoint (${keyChanged.from}); whoever pins the old one (ctp verify --trust) must be told.`,
      );
    io.out(
      json
        ? JSON.stringify({
            file,
            createdAt: checkpoint.createdAt,
            treeSize: checkpoint.treeSize,
            root: checkpoint.root,
          })
        : `Checkpoint of ${checkpoint.treeSize} order sheets signed at ${checkpoint.createdAt}: root ${checkpoint.root}\nWritten to ${file}`,
    );
    return 0;
  });
}
