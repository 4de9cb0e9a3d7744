// `ctp verify`: re-walks every order-sheet hash chain and names each break by case number and row.
// Exit codes: 0 every chain verifies; 1 a break was found; 2 a usage error or the database could not be opened.

import { parseArgs } from 'node:util';
import { withDatabase } from '../database.ts';
import type { CliIo } from '../io.ts';
import { progressBar } from '../progress.ts';

export const VERIFY_USAGE = 'Usage: ctp verify [--json]   (the database of CTP_DATA_DIR, or DATABASE_URL)';

export async function run(args: string[], io: CliIo): Promise<number> {
  let json: boolean;
  try {
    const { values } = parseArgs({ args, options: { json: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } } });
    if (values.help) {
      io.out(VERIFY_USAGE);
      return 0;
    }
    json = values.json ?? false;
  } catch (e) {
    io.err(`${(e as Error).message}\n${VERIFY_USAGE}`);
    return 2;
  }
  return withDatabase(io, async (c) => {
    const bar = progressBar(io, 'verifying', 0);
    const t0 = performance.now();
    const r = await c.verifyOrderSheet((done, total) => bar.update(done, total));
    bar.finish();
    const secs = ((performance.now() - t0) / 1000).toFixed(1);
    if (json) {
      io.out(JSON.stringify({ streams: r.streams, rows: r.rows, breaks: r.breaks }));
    } else {
      for (const b of r.breaks) io.out(`BREAK ${b.number} row ${b.seq}: ${b.problem}`);
      io.out(r.breaks.length === 0
        ? `Every order sheet verifies: ${r.streams} proceedings, ${r.rows} rows, in ${secs} s.`
        : `${r.breaks.length} break(s) in ${new Set(r.breaks.map((b) => b.streamId)).size} of ${r.streams} proceedings (${r.rows} rows checked in ${secs} s).`);
    }
    return r.breaks.length === 0 ? 0 : 1;
  });
}
