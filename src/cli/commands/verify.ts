// `ctp verify`: re-walks every order-sheet hash chain and names each break by case number and row.
// Exit codes: 0 every chain verifies; 1 a break was found; 2 a usage error or the database could not be opened;
// 3 the checkpoint is refused (not signed by the trusted or office certificate, a bad signature, or heads that do not
// give its signed root). --trust SHA256 pins the certificate (issue 28, point 5): a key swapped on this machine cannot
// re-sign history.

import { parseArgs } from 'node:util';
import { withDatabase } from '../database.ts';
import type { CliIo } from '../io.ts';
import { progressBar } from '../progress.ts';
import type { Checkpoint } from '../../jobs/checkpoint.ts';
import { CheckpointError, loadCheckpoint, normalFingerprint } from '../../jobs/checkpoint.ts';

export const VERIFY_USAGE =
  'Usage: ctp verify [--json] [--checkpoint FILE|URL [--trust SHA256]]   (the database of CTP_DATA_DIR, or DATABASE_URL; a checkpoint written by ctp checkpoint; --trust: the SHA-256 fingerprint of the office certificate you trust)';

export async function run(args: string[], io: CliIo): Promise<number> {
  let json: boolean;
  let checkpointAt: string | undefined;
  let trust: string | undefined;
  try {
    const { values } = parseArgs({
      args,
      options: {
        json: { type: 'boolean' },
        checkpoint: { type: 'string' },
        trust: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
    checkpointAt = values.checkpoint;
    if (values.help) {
      io.out(VERIFY_USAGE);
      return 0;
    }
    if (values.trust !== undefined) {
      trust = normalFingerprint(values.trust);
      if (!trust || checkpointAt === undefined)
        throw new Error(
          trust
            ? '--trust pins the certificate of a checkpoint: give --checkpoint FILE|URL too.'
            : `--trust "${values.trust}" is not a SHA-256 fingerprint: give the 64 hexadecimal digits (colons allowed).`,
        );
    }
    json = values.json ?? false;
  } catch (e) {
    io.err(`${(e as Error).message}\n${VERIFY_USAGE}`);
    return 2;
  }
  let checkpoint: Checkpoint | undefined;
  if (checkpointAt !== undefined) {
    try {
      checkpoint = await loadCheckpoint(checkpointAt);
    } catch (e) {
      io.err(`The checkpoint could not be read: ${(e as Error).message}`);
      return 2;
    }
  }
  return withDatabase(io, async (c) => {
    let anchored: { streamId: string; number: string; seq: number; problem: string }[] = [];
    if (checkpoint) {
      try {
        anchored = (await c.verifyCheckpoint(checkpoint, trust)).map((b) => ({ ...b, seq: 0 }));
      } catch (e) {
        if (!(e instanceof CheckpointError)) throw e;
        io.out(`CHECKPOINT REFUSED: ${e.message}`);
        return 3;
      }
    }
    const bar = progressBar(io, 'verifying', 0);
    const t0 = performance.now();
    const walked = await c.verifyOrderSheet((done, total) => bar.update(done, total));
    bar.finish();
    const r = { ...walked, breaks: [...anchored, ...walked.breaks] };
    const secs = ((performance.now() - t0) / 1000).toFixed(1);
    if (json) {
      io.out(JSON.stringify({ streams: r.streams, rows: r.rows, breaks: r.breaks }));
    } else {
      for (const b of anchored) io.out(`BREAK ${b.number}: ${b.problem}`);
      for (const b of walked.breaks) io.out(`BREAK ${b.number} row ${b.seq}: ${b.problem}`);
      if (checkpoint && anchored.length === 0)
        io.out(
          `Every order sheet extends the checkpoint of ${checkpoint.createdAt} (${checkpoint.treeSize} chains, root ${checkpoint.root.slice(0, 16)}…).`,
        );
      io.out(
        r.breaks.length === 0
          ? `Every order sheet verifies: ${r.streams} proceedings, ${r.rows} rows, in ${secs} s.`
          : `${r.breaks.length} break(s) in ${new Set(r.breaks.map((b) => b.streamId)).size} of ${r.streams} proceedings (${r.rows} rows checked in ${secs} s).`,
      );
    }
    return r.breaks.length === 0 ? 0 : 1;
  });
}
