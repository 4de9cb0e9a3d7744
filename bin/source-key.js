// The key of this checkout's source: one hash of the checkout's path and of every source file under src/ (name and
// content: the code, JSON and SQL; not the tests, fonts or stylesheets, which are read from src/ as they are), with
// package.json, package-lock.json and tsconfig.json. The prebuilt bundle (bin/bundle.js) and the
// template that holds the demo (src/db/pglite-template.ts) are made from one key and used only while it is current:
// any edit, checkout or dependency change makes another key, and then the TypeScript runs (or the demo is seeded).

import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';

const EXTRA = ['package.json', 'package-lock.json', 'tsconfig.json'];
const SOURCE = /\.(ts|tsx|mts|cts|js|mjs|cjs|jsx|json|sql)$/;
const TEST = /\.test\.tsx?$/;

/** The source key of the checkout at `root` (hex, 64 characters). */
export function sourceKey(root) {
  root = resolve(root);
  const h = createHash('sha256');
  h.update(`ctp-source-key 1\0${root}\0`);
  const src = join(root, 'src');
  const files = readdirSync(src, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile() && SOURCE.test(d.name) && !TEST.test(d.name))
    .map((d) => join(d.parentPath, d.name))
    .sort();
  for (const f of files) {
    const data = readFileSync(f);
    h.update(`${relative(root, f).split(sep).join('/')}\0${data.length}\0`).update(data);
  }
  for (const f of EXTRA) {
    const p = join(root, f);
    if (!existsSync(p)) continue;
    const data = readFileSync(p);
    h.update(`${f}\0${data.length}\0`).update(data);
  }
  return h.digest('hex');
}

const LAUNCH = Symbol.for('ctp.launch-source-key');

/** Records the key `bin/ctp.js` computed for `root` at this launch (the source the running code was built from). */
export function rememberLaunchKey(root, key) {
  globalThis[LAUNCH] = { root: resolve(root), key };
}

/**
 * The source key of `root` as this process's launch found it (bin/ctp.js checks the bundle with it): not computed a
 * second time during a start. Computed now when the launch did not (tests, or no bundle to check).
 */
export function launchSourceKey(root) {
  const known = globalThis[LAUNCH];
  return known && known.root === resolve(root) ? known.key : sourceKey(root);
}
