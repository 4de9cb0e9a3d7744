#!/usr/bin/env node
// The `ctp` command. It runs the prebuilt bundle of the app (bin/bundle.js, built by `ctp prepare-template` at
// `npm ci`) when that was built from the current source, and otherwise the TypeScript itself through tsx's loader
// (no build step): an edited source never runs as an older bundle. CTP_TYPESCRIPT=1 always runs the TypeScript.
import { fileURLToPath, pathToFileURL } from 'node:url';
import { currentBundle } from './bundle.js';
import { mark } from './start-timing.js';

mark('node started, bin/ctp.js running');
// The key it checks is kept for this launch (the demo template's name carries it: src/db/pglite-template.ts).
const bundle = currentBundle(fileURLToPath(new URL('..', import.meta.url)), process.env, { rememberLaunchKey: true });
mark(bundle ? 'source key checked: the bundle is current' : 'source key checked: running the TypeScript');
let main;
if (bundle) {
  // The document render thread (src/jobs/render-thread.ts) then runs the bundle's render-worker.mjs beside it.
  globalThis[Symbol.for('ctp.bundleEntry')] = bundle;
  ({ main } = await import(pathToFileURL(bundle).href));
} else {
  const { register } = await import('tsx/esm/api');
  register();
  ({ main } = await import('../src/cli/main.ts'));
}
mark('app entry imported');
process.exitCode = await main(process.argv.slice(2));
