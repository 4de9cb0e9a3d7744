// The split of src/app by subject (run once by hand, after the branches of a round are merged; not part of the
// build): use cases stay in src/app/<subject>/, the ports (interfaces the use cases need, implemented by src/db) go
// to src/app/ports/, the seed data to src/app/seed/, and the work derived from the order sheets rather than asked for
// by a person (notifications, statistics) to src/app/derived/.
//
//   node scripts/split-app.mjs           moves the files with `git mv` and rewrites what names them
//   node scripts/split-app.mjs --dry-run prints what it would do and changes nothing
//
// Deterministic and idempotent: the moves come from the table below and the files git tracks; a file already at its
// new place is left alone, so a second run moves nothing and rewrites nothing. What it rewrites:
// - relative import specifiers (import … from, export … from, import(), import '…', require()) in every .ts, .tsx,
//   .js, .mjs and .cjs file git tracks, each resolved from the importing file's old place and written from its new
//   one;
// - paths written out from the repository's root (src/app/… or app/…) in those files' comments and strings and in
//   the project's Markdown and configuration files (ARCHITECTURE.md, docs/, knip.jsonc, .dependency-cruiser.cjs,
//   eslint.config.js).
// The tree in ARCHITECTURE.md names files without their folders: its lines for the moved files are edited by hand.
// It prints each move and each rewritten file; then run `npx tsc --noEmit -p .`, `npx depcruise src --config
// .dependency-cruiser.cjs` and the tests.

import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const ROOT = resolve(new URL('..', import.meta.url).pathname);
const DRY = process.argv.includes('--dry-run');

// The table: a file moves to a file, a folder (ending in /) moves to a folder. The first rule that matches a file
// wins, so the ports of notifications and stats leave before their folders move.
const PORT_SUBJECTS = [
  'accounts',
  'admin',
  'documents',
  'drafts',
  'field',
  'money',
  'notifications',
  'parties',
  'stats',
];
const MOVES = [
  ['src/app/ports.ts', 'src/app/ports/store.ts'],
  ...PORT_SUBJECTS.map((s) => [`src/app/${s}/ports.ts`, `src/app/ports/${s}.ts`]),
  ['src/app/seed-cases.ts', 'src/app/seed/cases.ts'],
  ['src/app/admin/seed-demo.ts', 'src/app/seed/demo.ts'],
  ['src/app/notifications/', 'src/app/derived/notifications/'],
  ['src/app/stats/', 'src/app/derived/stats/'],
];

const git = (...args) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' });
const tracked = () => git('ls-files', '-z').split('\0').filter(Boolean);

/** Where a path (from the root) belongs under the table; itself when no rule moves it. */
function target(path) {
  for (const [from, to] of MOVES) {
    if (from.endsWith('/') ? path.startsWith(from) : path === from) return to + path.slice(from.length);
  }
  return path;
}

// 1. The moves: every tracked file a rule sends elsewhere, unless it is there already.
const moved = new Map(); // old path -> new path, for this run and every earlier one (the table is the truth)
for (const f of tracked()) {
  const t = target(f);
  if (t !== f) moved.set(f, t);
}
const todo = [...moved].filter(([from]) => existsSync(join(ROOT, from))).sort(([a], [b]) => a.localeCompare(b));
for (const [from, to] of todo) {
  if (existsSync(join(ROOT, to))) throw new Error(`${to} exists already: ${from} cannot move there`);
  console.log(`move ${from} -> ${to}`);
  if (!DRY) {
    mkdirSync(dirname(join(ROOT, to)), { recursive: true });
    git('mv', from, to);
  }
}
/** The old place of a file now at `path` (itself if it did not move). */
const newToOld = new Map([...moved].map(([o, n]) => [n, o]));
const oldPlace = (path) => (DRY ? path : (newToOld.get(path) ?? path));

// 2. Relative specifiers: resolved from the file's old place, written from its new one.
const CODE = /\.(ts|tsx|js|mjs|cjs)$/;
const SPEC = /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\brequire\s*\(\s*)(['"])(\.\.?\/[^'"\n]+)\2/g;

function respecify(file, text) {
  const nowAt = DRY ? target(file) : file;
  const wasAt = oldPlace(file);
  return text.replace(SPEC, (all, lead, q, spec) => {
    const old = relative(ROOT, resolve(ROOT, dirname(wasAt), spec));
    const now = moved.get(old) ?? old;
    let s = relative(dirname(nowAt), now);
    if (!s.startsWith('.')) s = `./${s}`;
    return s === spec ? all : `${lead}${q}${s}${q}`;
  });
}

// 3. Paths from the root, in comments, strings and documents: src/app/x or app/x (not part of a longer path).
const rootPaths = [...moved].map(([o, n]) => [o, n]).sort(([a], [b]) => b.length - a.length);
const folderPaths = MOVES.filter(([f]) => f.endsWith('/')).map(([f, t]) => [f.slice(0, -1), t.slice(0, -1)]);
function rewritePaths(text) {
  let out = text;
  for (const [o, n] of [...rootPaths, ...folderPaths]) {
    for (const [from, to] of [
      [o, n],
      [o.replace(/^src\//, ''), n.replace(/^src\//, '')],
    ]) {
      const re = new RegExp(`(?<![\\w./-])${from.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w-])`, 'g');
      out = out.replace(re, to);
    }
  }
  return out;
}

const DOCS = /^(ARCHITECTURE\.md|README\.md|docs\/.*\.md|knip\.jsonc|\.dependency-cruiser\.cjs|eslint\.config\.js)$/;
const files = DRY ? tracked() : tracked().filter((f) => existsSync(join(ROOT, f)));
let rewritten = 0;
const rewrittenCode = [];
for (const f of files) {
  const isCode = CODE.test(f) && /^(src|test|scripts|bench|bin)\//.test(f);
  if (!isCode && !DOCS.test(f)) continue;
  if (f === 'scripts/split-app.mjs') continue;
  const before = readFileSync(join(ROOT, f), 'utf8');
  let after = isCode ? respecify(f, before) : before;
  after = rewritePaths(after);
  if (after !== before) {
    rewritten += 1;
    console.log(`rewrite ${f}`);
    if (!DRY) writeFileSync(join(ROOT, f), after);
    if (isCode) rewrittenCode.push(f);
  }
}
// A longer specifier can push an import past the line width: prettier lays the rewritten files out again.
if (!DRY && rewrittenCode.length > 0)
  execFileSync('npx', ['prettier', '--write', '--log-level', 'warn', ...rewrittenCode], {
    cwd: ROOT,
    stdio: 'inherit',
  });
console.log(
  `${DRY ? 'would move' : 'moved'} ${todo.length} file(s), ${DRY ? 'would rewrite' : 'rewrote'} ${rewritten} file(s)`,
);
