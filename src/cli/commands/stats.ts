// `ctp stats rebuild`: recomputes the statistics counters (issue 8) from every order sheet, in one transaction that
// holds back the counters' writers meanwhile (filings wait, nothing is lost). For a database that had cases before
// migration 0008, or to check the counters: the figures are the same as the ones kept event by event.

import { withDatabase } from '../database.ts';
import type { CliIo } from '../io.ts';
import { progressBar } from '../progress.ts';

export const STATS_USAGE = 'Usage: ctp stats rebuild';

export async function run(args: string[], io: CliIo): Promise<number> {
  if (args.length !== 1 || args[0] !== 'rebuild') {
    io.err(STATS_USAGE);
    return 2;
  }
  return withDatabase(io, async (c) => {
    const bar = progressBar(io, 'rebuilding', 0);
    const t = performance.now();
    const r = await c.rebuildStats((done, total) => bar.update(done, total));
    bar.finish();
    io.out(
      `Rebuilt the statistics counters from ${r.streams.toLocaleString('en-IN')} proceedings: ${r.rows.toLocaleString('en-IN')} office-day rows in ${((performance.now() - t) / 1000).toFixed(1)} s.`,
    );
    return 0;
  });
}
