// `ctp prepare-template`: prepares what makes the first start fast (ADR 0011), each step on its own so that one
// failing leaves the others: the prebuilt bundle of the app (bin/bundle.js), the initialised, migrated PGlite data
// directory that `ctp start` copies into an empty CTP_DATA_DIR, and beside it the same seeded with the demo
// (src/db/pglite-template.ts). `npm ci` runs it (postinstall), so the first start compiles no TypeScript, runs no
// initdb and seeds nothing. Run it again after editing the source to make the bundle current again.

import { fileURLToPath } from 'node:url';
import { buildBundle, currentBundle } from '../../../bin/bundle.js';
import { prepareTemplate } from '../../compose.ts';
import type { CliIo } from '../io.ts';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

export async function run(args: string[], io: CliIo): Promise<number> {
  if (args.includes('--help') || args.includes('-h')) {
    io.out(
      'Usage: ctp prepare-template   (CTP_TEMPLATE_DIR: where templates are kept; default node_modules/.cache/ctp)',
    );
    return 0;
  }
  let code = 0;
  const t = performance.now();
  try {
    // Not rebuilt while current: this very command may be running from it.
    if (currentBundle(ROOT, {})) io.out('The bundle of the app is current.');
    else {
      await buildBundle(ROOT);
      io.out(`Built the bundle of the app in ${Math.round(performance.now() - t)} ms.`);
    }
  } catch (e) {
    io.err(`The bundle of the app was not built (${(e as Error).message}): ctp runs the TypeScript instead.`);
    code = 1;
  }
  const t0 = performance.now();
  const { dir, built, demo } = await prepareTemplate();
  io.out(
    built || demo.built
      ? `Built the PGlite templates ${dir} and ${demo.dir} (with the demo) in ${Math.round(performance.now() - t0)} ms.`
      : `The PGlite templates ${dir} and ${demo.dir} (with the demo) are ready.`,
  );
  return code;
}
