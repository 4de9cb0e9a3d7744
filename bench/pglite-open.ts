// What a PGlite test database costs to open: opens and closes N of them (test/db.ts, as the database tests do) in one
// process, one after the other, and prints each open's CPU (user and system, from process.cpuUsage) and wall time,
// the first query's and the close's, then the median of the opens after the first (the first also loads the modules,
// compiles the WebAssembly and reads the template). `node --import tsx bench/pglite-open.ts [N]` (N 10).

import { sql } from 'kysely';
import { pgliteTestDb } from '../test/db.ts';

const N = Number(process.argv[2] ?? 10);
const cpu = (): number => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

const opens: number[] = [];
const totals: number[] = [];
for (let i = 0; i < N; i++) {
  const a = cpu();
  const w = performance.now();
  const db = await pgliteTestDb();
  const b = cpu();
  const w1 = performance.now();
  await sql`select count(*) from case_summary`.execute(db.kysely);
  const c = cpu();
  await db.close();
  const d = cpu();
  opens.push(b - a);
  totals.push(d - a);
  console.log(
    `open ${i}: open ${(b - a).toFixed(0)} ms CPU (${(w1 - w).toFixed(0)} wall), first query ${(c - b).toFixed(0)}, close ${(d - c).toFixed(0)}`,
  );
}
console.log(
  `median after the first: open ${median(opens.slice(1)).toFixed(0)} ms CPU, open+query+close ${median(totals.slice(1)).toFixed(0)} ms CPU; first ${totals[0]!.toFixed(0)}; process ${cpu().toFixed(0)} ms CPU`,
);
