// After a test run (scripts/unit.sh): what each group's process cost, as the groups wrote it to .test-build/times/ at
// their exit (scripts/test-build.mjs), costliest first, with the estimate the split was made from. The CPU is the
// group's own process (node), not the programs it starts (Chromium, `ctp` children, the PostgreSQL server).
// With --record (TEST_RECORD_TIMES=1, one file a group): writes scripts/test-times.json, the seconds each file took
// (wall time: a file that waits on a `ctp` child or Chromium holds its worker that long), which the next test build
// splits the files by. Only the proportions matter, but a machine whose load changes during the run distorts them:
// record on a quiet one.

import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const ROOT = resolve(new URL('..', import.meta.url).pathname);
const DIR = join(ROOT, '.test-build', 'times');
let rows = [];
try {
  rows = readdirSync(DIR)
    .filter((f) => f.endsWith('.json'))
    .map((f) => JSON.parse(readFileSync(join(DIR, f), 'utf8')));
} catch {
  // No group finished (or TEST_TSX=1): nothing to print.
}
rows.sort((a, b) => b.wall - a.wall);
const fmt = (n, w) => n.toFixed(1).padStart(w);
// CPU s is the group's own process; children, the processes it started and waited for (Chromium, `ctp` children).
console.log('group                  wall s   CPU s  children  estimate  files');
for (const r of rows)
  console.log(
    `${r.group.padEnd(20)} ${fmt(r.wall, 8)} ${fmt(r.cpu, 7)} ${fmt(r.children ?? 0, 9)} ${fmt(r.estimate, 9)}  ${r.files.length === 1 ? r.files[0] : `${r.files.length} files`}`,
  );
const sum = (k) => rows.reduce((s, r) => s + (r[k] ?? 0), 0);
console.log(
  `${'all groups'.padEnd(20)} ${fmt(sum('wall'), 8)} ${fmt(sum('cpu'), 7)} ${fmt(sum('children'), 9)} ${fmt(sum('estimate'), 9)}`,
);

if (process.argv.includes('--record')) {
  const files = {};
  for (const r of rows) {
    if (r.files.length !== 1)
      throw new Error(`group ${r.group} holds ${r.files.length} files: record with one a group`);
    files[r.files[0]] = Math.round(r.wall * 10) / 10;
  }
  const sorted = Object.fromEntries(Object.entries(files).sort(([a], [b]) => a.localeCompare(b)));
  writeFileSync(
    join(ROOT, 'scripts', 'test-times.json'),
    `${JSON.stringify(
      {
        about:
          'Seconds each test file took in a process of its own (TEST_RECORD_TIMES=1 scripts/unit.sh); scripts/test-build.mjs splits the files into groups of about equal cost by them (only the proportions matter)',
        files: sorted,
      },
      null,
      2,
    )}\n`,
  );
  console.log(`scripts/test-times.json: ${Object.keys(sorted).length} files recorded`);
}
