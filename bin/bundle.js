// The prebuilt bundle of the app (ADR 0011): src/cli/main.ts and everything it imports from src/, compiled by esbuild
// into .bundle/ at the package root (code-split: each command's modules load when it runs; the packages under
// node_modules stay imports, but for the few pure-JavaScript ones of many small files in INLINE below). `ctp prepare-template` (run by `npm ci`) builds it; bin/ctp.js runs it instead of the
// TypeScript only while .bundle/key equals the source key of the checkout (bin/source-key.js): after any edit of
// src/ (or of package.json, package-lock.json, tsconfig.json) the TypeScript runs through tsx, as it always may
// (CTP_TYPESCRIPT=1), until the next `ctp prepare-template`.
//
// `import.meta.url` in each source file is replaced by that file's own URL, so files read beside the source (the
// migrations, fonts, stylesheets) are found in src/ as under tsx.

import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { extname, join, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { rememberLaunchKey, sourceKey } from './source-key.js';

/** Where the bundle of the checkout at `root` lives. */
export function bundleDir(root) {
  return join(resolve(root), '.bundle');
}

/** The bundle's entry file when it was built from the current source of `root`; undefined otherwise. */
export function currentBundle(root, env = process.env, opts = {}) {
  if (env.CTP_TYPESCRIPT === '1') return undefined;
  const dir = bundleDir(root);
  const entry = join(dir, 'main.mjs');
  let key;
  try {
    key = readFileSync(join(dir, 'key'), 'utf8').trim();
  } catch {
    return undefined;
  }
  if (!existsSync(entry)) return undefined;
  try {
    const current = sourceKey(root);
    if (opts.rememberLaunchKey) rememberLaunchKey(root, current);
    return key === current ? entry : undefined;
  } catch {
    return undefined; // the source cannot be read whole: not known to be current
  }
}

const LOADERS = { '.ts': 'ts', '.tsx': 'tsx', '.mts': 'ts', '.cts': 'ts', '.js': 'js', '.mjs': 'js', '.jsx': 'jsx' };

/** Each source file's `import.meta.url` becomes its own URL (a literal) in the bundle. */
function ownUrls(src) {
  return {
    name: 'ctp-own-urls',
    setup(build) {
      build.onLoad({ filter: /\.[cm]?[jt]sx?$/ }, (args) => {
        if (!args.path.startsWith(src)) return undefined;
        const text = readFileSync(args.path, 'utf8');
        const url = JSON.stringify(pathToFileURL(args.path).href);
        return { contents: text.replace(/\bimport\.meta\.url\b/g, url), loader: LOADERS[extname(args.path)] };
      });
    },
  };
}

// Packages compiled into the bundle rather than imported from node_modules: pure JavaScript of many small modules
// (kysely: hundreds of files, about 0.4 s to import one by one on a busy machine, 0.05 s as one chunk; hono and zod
// with the OpenAPI layer built on them, about 0.2 s saved), which read no files beside themselves. What they import
// in turn is compiled in with them, so each has one copy. Every other package stays an import: native code,
// WebAssembly and data files (PGlite, argon2, fonts) are found where they are installed.
const INLINE = ['kysely', 'zod', 'hono', '@hono/zod-openapi', '@hono/node-server'];

/** The package a bare import names ('@scope/name' or 'name'). */
function packageOf(spec) {
  const parts = spec.split('/');
  return spec.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** Imports from the checkout stay imports, except of INLINE packages; imports within those are compiled in. */
export function inlinePackages() {
  return {
    name: 'ctp-inline-packages',
    setup(build) {
      build.onResolve({ filter: /^[^./]/ }, (args) => {
        if (args.path.startsWith('node:')) return { path: args.path, external: true };
        const fromPackage = args.importer.split(sep).includes('node_modules');
        if (!fromPackage && !INLINE.includes(packageOf(args.path))) return { path: args.path, external: true };
        return undefined; // resolved and compiled in by esbuild
      });
    },
  };
}

/** Builds the bundle of the checkout at `root` into .bundle/ (replacing any); returns its key. */
export async function buildBundle(root) {
  root = resolve(root);
  const { build } = await import('esbuild');
  const key = sourceKey(root);
  const dir = bundleDir(root);
  const scratch = `${dir}.tmp-${process.pid}`;
  rmSync(scratch, { recursive: true, force: true });
  // The document render thread's module is an entry of its own (bin/render-worker.js loads it in the thread).
  const entryPoints = { main: join(root, 'src/cli/main.ts') };
  const renderWorker = join(root, 'src/jobs/render-worker.ts');
  if (existsSync(renderWorker)) entryPoints['render-worker'] = renderWorker;
  try {
    await build({
      absWorkingDir: root,
      entryPoints,
      outdir: scratch,
      outExtension: { '.js': '.mjs' },
      bundle: true,
      splitting: true,
      format: 'esm',
      platform: 'node',
      target: 'node20',
      tsconfig: join(root, 'tsconfig.json'),
      plugins: [inlinePackages(), ownUrls(join(root, 'src') + '/')],
      logLevel: 'warning',
      legalComments: 'none',
    });
    // The source changed while it was being built: the bundle would not be what the key says.
    if (sourceKey(root) !== key) throw new Error('the source changed during the build');
    writeFileSync(join(scratch, 'key'), `${key}\n`);
    rmSync(dir, { recursive: true, force: true });
    renameSync(scratch, dir);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  return key;
}
