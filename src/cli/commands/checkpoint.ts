// `ctp checkpoint`: signs a checkpoint of every order-sheet chain's head (a Merkle root over stream, version and head
// hash) with the office certificate and writes it under <CTP_DATA_DIR>/checkpoints (docs/adr: the anchored order
// sheet). The worker writes one on a schedule; this writes one on demand. Exit 0 written, 2 database not opened.

import { parseArgs } from 'node:util';
import { withDatabase } from '../database.ts';
import type { CliIo } from '../io.ts';

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
    const { file, checkpoint } = await c.writeCheckpoint();
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
