// `ctp prepare-template`: builds the initialised, migrated PGlite data directory that `ctp start` copies into an
// empty CTP_DATA_DIR, and beside it the same seeded with the demo (src/db/pglite-template.ts). `npm ci` runs it
// (postinstall), so the first start needs no initdb and no seeding.

import { prepareTemplate } from '../../compose.ts';
import type { CliIo } from '../io.ts';

export async function run(args: string[], io: CliIo): Promise<number> {
  if (args.includes('--help') || args.includes('-h')) {
    io.out(
      'Usage: ctp prepare-template   (CTP_TEMPLATE_DIR: where templates are kept; default node_modules/.cache/ctp)',
    );
    return 0;
  }
  const t0 = performance.now();
  const { dir, built, demo } = await prepareTemplate();
  io.out(
    built || demo.built
      ? `Built the PGlite templates ${dir} and ${demo.dir} (with the demo) in ${Math.round(performance.now() - t0)} ms.`
      : `The PGlite templates ${dir} and ${demo.dir} (with the demo) are ready.`,
  );
  return 0;
}
