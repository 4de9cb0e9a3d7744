// The test build (scripts/unit.sh runs it before the tests): every test file compiled once by esbuild into
// .test-build/ (ignored by git), so that node runs JavaScript instead of transpiling the whole module graph with tsx
// again in each test process (about 1 to 2 s a process).
//
// - The test files are found by the naming rules (*.test.ts under src/, test/ and scripts/; no registration step).
// - The files are grouped: a group is one entry (one process) that imports its files in order, so the module graph
//   loads (and PGlite's WebAssembly compiles) once per group; a failing test, or a file that fails to load, fails its
//   group, hence the run. Pure unit files (not *.db.test.ts, not *.browser.test.ts) make TEST_GROUPS groups (4 by
//   default), the database files TEST_DB_GROUPS (8 by default; each file still opens its own fresh databases), and
//   the browser files one group (they run one after the other anyway), so that their portals share one Chromium.
// - Groups are filled by cost, not by name: the seconds each file took as last measured (scripts/test-times.json; a
//   new file is estimated from its size), costliest file first into the cheapest group; the groups are listed costliest
//   first, since node's runner starts them in list order, two at a time. So the longest group does not start last
//   and leave one core idle while it finishes. `TEST_RECORD_TIMES=1 scripts/unit.sh` measures every file alone (a
//   process each) and rewrites the record; an out-of-date record only makes the split less even, never drops a file.
// - Each group's process writes what it cost (wall and CPU seconds) to .test-build/times/ at its exit; scripts/unit.sh
//   prints them as a table after the run.
// - Code shared by the entries is split into common chunks (compiled once); `import.meta.url` in each file of the
//   checkout becomes that file's own URL, as in the app's bundle (bin/bundle.js), so files read beside the source
//   (migrations, fonts, fixtures, bin/ctp.js) are found where they are. Source maps point failures at the .ts lines.
//
// Writes .test-build/plain.list (the unit and database groups, costliest first) and .test-build/browser.list (the
// browser group), one file a line, and .test-build/groups.txt (which files each group holds, and its estimated cost).

import { readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { extname, join, relative, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { inlinePackages } from '../bin/bundle.js';

const ROOT = resolve(new URL('..', import.meta.url).pathname);
const OUT = join(ROOT, '.test-build');
const TIMES_DIR = join(OUT, 'times');

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

// What a file costs: the seconds it took as last measured (scripts/test-times.json, written by
// `TEST_RECORD_TIMES=1 scripts/unit.sh`, which runs every file in a process of its own; only the proportions matter).
// A file not in the record (a new one) is estimated from its size at the median rate of the recorded files of its kind.
const TIMES_FILE = join(ROOT, 'scripts', 'test-times.json');
const recorded = (() => {
  try {
    return JSON.parse(readFileSync(TIMES_FILE, 'utf8')).files ?? {};
  } catch {
    return {};
  }
})();
const rel = (f) => relative(ROOT, f).split(sep).join('/');
const median = (xs) => (xs.length === 0 ? undefined : [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]);
function costs(files) {
  const rate = median(files.filter((f) => recorded[rel(f)] > 0).map((f) => recorded[rel(f)] / statSync(f).size));
  return new Map(files.map((f) => [f, recorded[rel(f)] ?? statSync(f).size * (rate ?? 1e-4)]));
}

/**
 * `files` in `n` groups of about equal cost, by longest processing time first: the costliest file goes to the group
 * that costs least so far. TEST_RECORD_TIMES=1 makes one group a file instead (to measure each file alone).
 */
function split(files, n, name) {
  const cost = costs(files);
  const count = process.env.TEST_RECORD_TIMES === '1' ? files.length : Math.max(1, Math.min(files.length, n));
  const groups = Array.from({ length: count }, (_, i) => ({ name: `${name}-${i + 1}`, cost: 0, files: [] }));
  for (const f of [...files].sort((a, b) => cost.get(b) - cost.get(a) || a.localeCompare(b))) {
    const g = groups.reduce((min, x) => (x.cost < min.cost ? x : min));
    g.cost += cost.get(f);
    g.files.push(f);
  }
  for (const g of groups) g.files.sort();
  return groups.filter((g) => g.files.length > 0);
}

const count = (v, d) => Math.max(1, Number(v ?? d) || d);
const unitGroups = split(unit, count(process.env.TEST_GROUPS, 4), 'unit-group');
const dbGroups = split(db, count(process.env.TEST_DB_GROUPS, 8), 'db-group');
// The browser files: one group, one process (they run one after the other anyway), so their portals share one
// Chromium (test/web/browser.ts) and the module graph loads once.
const browserGroups =
  browser.length > 0
    ? process.env.TEST_RECORD_TIMES === '1'
      ? split(browser, browser.length, 'browser-group')
      : [{ name: 'browser-group', cost: [...costs(browser).values()].reduce((a, b) => a + b, 0), files: browser }]
    : [];
// The unit and database groups in one list, costliest first: node's runner starts them two at a time, each next one
// when a worker is free, so the long ones do not start last and the two workers end together. The runner sorts the
// files it is given by name, so each entry's file name starts with its rank (01-db-group-3.test.mjs).
const plainGroups = [...unitGroups, ...dbGroups].sort((a, b) => b.cost - a.cost);
plainGroups.forEach((g, i) => {
  g.file = `${String(i + 1).padStart(String(plainGroups.length).length, '0')}-${g.name}`;
});
for (const g of browserGroups) g.file = g.name;
const groups = [...plainGroups, ...browserGroups];

const GROUP = 'ctp-test-group';
const entryPoints = {};
groups.forEach((g, i) => {
  entryPoints[`${g.file}.test`] = `${GROUP}:${i}`;
});

/** A group's entry: imports its files in order (each one's tests register as it loads). */
const groupEntries = {
  name: 'ctp-test-groups',
  setup(build) {
    build.onResolve({ filter: new RegExp(`^${GROUP}:`) }, (args) => ({ path: args.path, namespace: GROUP }));
    build.onLoad({ filter: /.*/, namespace: GROUP }, (args) => {
      const g = groups[Number(args.path.split(':')[1])];
      return {
        contents: [
          ...g.files.map((f) => `import ${JSON.stringify(f)};`),
          // When every test of the group has ended, the process should end by itself; one a file keeps alive (a
          // timer, a socket, a child) is ended 30 s later with exit code 1 and what held it open, so that the run
          // fails and says why instead of hanging (unref: the timer itself keeps nothing alive).
          `import { after as __after } from 'node:test';`,
          `__after(() => { setTimeout(() => { console.error('test group ${g.name}: still running 30 s after its last test, held open by', process.getActiveResourcesInfo()); process.exit(1); }, 30_000).unref(); });`,
          // What the group's process cost, for scripts/unit.sh's table (and TEST_RECORD_TIMES): written at its exit.
          // children: the CPU of the processes it started and waited for (Chromium, \`ctp\` children, pg_dump), from
          // /proc/self/stat (cutime + cstime, in clock ticks of 1/100 s on Linux); 0 where there is no /proc.
          `import { mkdirSync as __mkdir, readFileSync as __read, writeFileSync as __write } from 'node:fs';`,
          `const __children = () => { try { const f = __read('/proc/self/stat', 'utf8').split(') ')[1].split(' ');`,
          `  return (Number(f[13]) + Number(f[14])) / 100; } catch { return 0; } };`,
          `process.on('exit', () => { const c = process.cpuUsage(); __mkdir(${JSON.stringify(TIMES_DIR)}, { recursive: true });`,
          `  __write(${JSON.stringify(join(TIMES_DIR, `${g.name}.json`))}, JSON.stringify({ group: ${JSON.stringify(g.name)},`,
          `    files: ${JSON.stringify(g.files.map(rel))}, estimate: ${g.cost.toFixed(1)}, wall: performance.now() / 1000,`,
          `    cpu: (c.user + c.system) / 1e6, children: __children() })); });`,
        ].join('\n'),
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

const out = (g) => `${relative(ROOT, join(OUT, `${g.file}.test.mjs`))}\n`;
writeFileSync(join(OUT, 'plain.list'), plainGroups.map(out).join(''));
writeFileSync(join(OUT, 'browser.list'), browserGroups.map(out).join(''));
writeFileSync(
  join(OUT, 'groups.txt'),
  groups.map((g) => `${g.file} (~${g.cost.toFixed(0)} s): ${g.files.map(rel).join(' ')}\n`).join(''),
);
