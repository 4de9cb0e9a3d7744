// `ctp seed --cases N [--office CODE] [--batch N] [--seed N]`: bulk-seeds N realistic complaint cases (benchmarks and
// load tests). Every case is decided by the adjudication machine at one of several stages and written with its
// hash-chained order sheet and projections, a batch of cases per transaction. Needs the jurisdiction (the demo that
// `ctp start` seeds on an empty database, or offices an administrator created).

import { parseArgs } from 'node:util';
import { withDatabase } from '../database.ts';
import type { CliIo } from '../io.ts';
import { progressBar } from '../progress.ts';

export const SEED_USAGE = 'Usage: ctp seed --cases N [--office CODE] [--batch N] [--seed N]';

export async function run(args: string[], io: CliIo): Promise<number> {
  let cases: number;
  let office: string | undefined;
  let batch: number;
  let seed: number | undefined;
  try {
    const { values } = parseArgs({
      args,
      options: {
        cases: { type: 'string', short: 'n' },
        office: { type: 'string' },
        batch: { type: 'string' },
        seed: { type: 'string' },
      },
    });
    cases = Number(values.cases);
    if (!Number.isInteger(cases) || cases < 1 || cases > 50_000_000)
      throw new Error('--cases must be a whole number from 1 to 50,000,000');
    batch = values.batch === undefined ? 1000 : Number(values.batch);
    if (!Number.isInteger(batch) || batch < 1 || batch > 20_000)
      throw new Error('--batch must be a whole number from 1 to 20,000');
    office = values.office;
    seed = values.seed === undefined ? undefined : Number(values.seed);
  } catch (e) {
    io.err(`${(e as Error).message}\n${SEED_USAGE}`);
    return 2;
  }
  return withDatabase(io, async (c) => {
    if (await c.isEmpty()) {
      io.err('The database is empty: seeding the demo jurisdiction and accounts first.');
      await c.seedDemo();
    }
    const bar = progressBar(io, 'seeding', cases);
    const r = await c.seedCases({
      cases,
      batchSize: batch,
      ...(office ? { officeCode: office } : {}),
      ...(seed !== undefined ? { seed } : {}),
      onProgress: (d) => bar.update(d),
    });
    bar.finish();
    const rate = r.cases / (r.ms / 1000);
    io.out(
      `Seeded ${r.cases.toLocaleString('en-IN')} cases into ${r.offices.join(', ')} in ${(r.ms / 1000).toFixed(1)} s: ${Math.round(rate).toLocaleString('en-IN')} cases/s (${r.templates} machine runs).`,
    );
    return 0;
  });
}
