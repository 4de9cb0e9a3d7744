// The test build (scripts/unit.sh runs it before the tests): every test file compiled once by esbuild into
// .test-build/ (ignored by git), so that node runs JavaScript instead of transpiling the whole module graph with tsx
// again in each test process (about 1 to 2 s a process).
//
// - The test files are found by the naming rules (*.test.ts under src/, test/ and scripts/; no registration step).
// - Pure unit files (not *.db.test.ts, not *.browser.test.ts) are grouped: a group is one entry that imports its files
//   in order, so the module graph loads once per group; a failing test (or a file that fails to load) fails its
//   group, hence the run. TEST_GROUPS sets the number of groups (4 by default).
// - Each database file and each browser file stays an entry, hence a process, of its own.
// - Code shared by the entries is split into common chunks (compiled once); `import.meta.url` in each file of the
//   checkout becomes that file's own URL, as in the app's bundle (bin/bundle.js), so files read beside the source
//   (migrations, fonts, fixtures, bin/ctp.js) are found where they are. Source maps point failures at the .ts lines.
//
// Writes .test-build/plain.list (the groups, then the database files) and .test-build/browser.list, one file a line.

import { readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { extname, join, relative, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { inlinePackages } from '../bin/bundle.js';

const ROOT = resolve(new URL('..', import.meta.url).pathname);
const OUT = join(ROOT, '.test-build');

/** Every *.test.ts under the folders, sorted (as scripts/unit.sh found them with find). */
function testFiles(dir) {
  const found = [];
  const walk = (d) => {
    let entries;
    try {
      entries = readdirSync(d, { withFileTypes: true });
    } catch {
      return;
    }
    for (const e of entries) {
      if (e.name === 'node_modules' || e.name.startsWith('.')) continue;
      const p = join(d, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.name.endsWith('.test.ts') || e.name.endsWith('.test.tsx')) found.push(p);
    }
  };
  walk(dir);
  return found;
}

const all = ['src', 'test', 'scripts'].flatMap((d) => testFiles(join(ROOT, d))).sort();
const isBrowser = (f) => /\.browser\.test\.tsx?$/.test(f);
const isDb = (f) => /\.db\.test\.tsx?$/.test(f);
const unit = all.filter((f) => !isBrowser(f) && !isDb(f));
const db = all.filter((f) => isDb(f) && !isBrowser(f));
const browser = all.filter(isBrowser);

// Groups of about equal size (bytes of test source, a fair proxy for their run time), biggest file first.
const count = Math.max(1, Math.min(unit.length, Number(process.env.TEST_GROUPS ?? 4) || 4));
const groups = Array.from({ length: count }, () => ({ size: 0, files: [] }));
for (const f of [...unit].sort((a, b) => statSync(b).size - statSync(a).size)) {
  const g = groups.reduce((min, x) => (x.size < min.size ? x : min));
  g.size += statSync(f).size;
  g.files.push(f);
}
for (const g of groups) g.files.sort();

const GROUP = 'ctp-test-group';
const entryPoints = {};
groups.forEach((g, i) => {
  if (g.files.length > 0) entryPoints[`unit-group-${i + 1}.test`] = `${GROUP}:${i}`;
});
const entryOf = (f) => relative(ROOT, f).replace(/\.tsx?$/, '');
for (const f of [...db, ...browser]) entryPoints[entryOf(f)] = f;

/** A group's entry: imports its files in order (each one's tests register as it loads). */
const groupEntries = {
  name: 'ctp-test-groups',
  setup(build) {
    build.onResolve({ filter: new RegExp(`^${GROUP}:`) }, (args) => ({ path: args.path, namespace: GROUP }));
    build.onLoad({ filter: /.*/, namespace: GROUP }, (args) => {
      const g = groups[Number(args.path.split(':')[1])];
      return {
        contents: g.files.map((f) => `import ${JSON.stringify(f)};`).join('\n'),
        resolveDir: ROOT,
        loader: 'js',
      };
    });
  },
};

const { build, transform } = await import('esbuild');
const { compilerOptions } = JSON.parse(readFileSync(join(ROOT, 'tsconfig.json'), 'utf8'));

/**
 * `import.meta.url` in each file of the checkout becomes that file's own URL, as the app's bundle does, but replaced
 * in the syntax tree (esbuild's define), not in the text: a test may write `import.meta.url` inside a string.
 */
const ownUrls = {
  name: 'ctp-test-own-urls',
  setup(b) {
    b.onLoad({ filter: /\.[cm]?[jt]sx?$/ }, async (args) => {
      if (!args.path.startsWith(ROOT + sep) || args.path.includes(`${sep}node_modules${sep}`)) return undefined;
      const text = readFileSync(args.path, 'utf8');
      if (!text.includes('import.meta')) return undefined;
      const ext = extname(args.path).slice(1);
      const r = await transform(text, {
        loader:
          ext.startsWith('ts') || ext.startsWith('mts') || ext.startsWith('cts')
            ? ext.endsWith('x')
              ? 'tsx'
              : 'ts'
            : ext.endsWith('x')
              ? 'jsx'
              : 'js',
        format: 'esm',
        target: 'node20',
        define: { 'import.meta.url': JSON.stringify(pathToFileURL(args.path).href) },
        tsconfigRaw: { compilerOptions },
        sourcemap: 'inline',
        sourcefile: args.path,
      });
      return { contents: r.code, loader: 'js' };
    });
  },
};

rmSync(OUT, { recursive: true, force: true });
await build({
  absWorkingDir: ROOT,
  entryPoints,
  outdir: OUT,
  outExtension: { '.js': '.mjs' },
  chunkNames: 'chunks/[name]-[hash]',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  sourcemap: 'linked',
  tsconfig: join(ROOT, 'tsconfig.json'),
  plugins: [groupEntries, inlinePackages(), ownUrls],
  logLevel: 'warning',
  legalComments: 'none',
});

const out = (name) => relative(ROOT, join(OUT, `${name}.mjs`));
const plain = [
  ...groups.flatMap((g, i) => (g.files.length > 0 ? [out(`unit-group-${i + 1}.test`)] : [])),
  ...db.map((f) => out(entryOf(f))),
];
writeFileSync(join(OUT, 'plain.list'), plain.map((l) => `${l}\n`).join(''));
writeFileSync(join(OUT, 'browser.list'), browser.map((f) => `${out(entryOf(f))}\n`).join(''));
writeFileSync(
  join(OUT, 'groups.txt'),
  groups.map((g, i) => `unit-group-${i + 1}: ${g.files.map((f) => relative(ROOT, f)).join(' ')}\n`).join(''),
);
