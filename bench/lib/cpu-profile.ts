// The top entries of a V8 CPU profile (node --cpu-prof): self time per function (name, file, line), the idle time
// left out, as a share of the profiled CPU time. Used by bench/filing.ts with BENCH_PROFILE.

import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}
interface Profile {
  nodes: Node[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
}

export interface TopEntry {
  readonly name: string;
  readonly where: string;
  readonly ms: number;
  readonly share: number;
}

/**
 * Self time per function of one profile, largest first; the idle samples are not counted. `window` (microseconds of
 * the monotonic clock, process.hrtime: V8 stamps its samples with the same clock) keeps only the samples inside it,
 * e.g. the measured seconds of a bench without the start-up and the warm-up.
 */
function selfTimes(file: string, window?: { from: number; to: number }): { total: number; all: TopEntry[] } {
  const p = JSON.parse(readFileSync(file, 'utf8')) as Profile;
  const byId = new Map(p.nodes.map((x) => [x.id, x]));
  const self = new Map<string, { name: string; where: string; us: number }>();
  let total = 0;
  let t = p.startTime;
  for (let i = 0; i < p.samples.length; i++) {
    const node = byId.get(p.samples[i]!);
    t += p.timeDeltas[i] ?? 0;
    const dt = p.timeDeltas[i + 1] ?? 0;
    if (window && (t < window.from || t > window.to)) continue;
    if (!node || node.callFrame.functionName === '(idle)') continue;
    const cf = node.callFrame;
    const url = cf.url.startsWith('file://') ? relative(process.cwd(), new URL(cf.url).pathname) : cf.url;
    const where = url ? `${url}:${cf.lineNumber + 1}` : '';
    const key = `${cf.functionName}@${where}`;
    const e = self.get(key) ?? { name: cf.functionName || '(anonymous)', where, us: 0 };
    e.us += Math.max(0, dt);
    total += Math.max(0, dt);
    self.set(key, e);
  }
  const all = [...self.values()]
    .sort((a, b) => b.us - a.us)
    .map((e) => ({ name: e.name, where: e.where, ms: e.us / 1000, share: total ? e.us / total : 0 }));
  return { total: total / 1000, all };
}

export function topSelf(
  file: string,
  n = 5,
  window?: { from: number; to: number },
): { total: number; top: TopEntry[] } {
  const { total, all } = selfTimes(file, window);
  return { total, top: all.slice(0, n) };
}

const CATEGORIES: readonly [string, RegExp][] = [
  ['socket writes', /^(writev|writeBuffer|writeUtf8String|writeLatin1String)@/],
  ['PostgreSQL client (pg)', /node_modules\/(pg|pg-protocol|pg-pool|pg-types|postgres-)/],
  ['query building (Kysely)', /node_modules\/kysely\//],
  ['HTTP (node:http, undici, Hono)', /node:_http|node:internal\/http|undici|node_modules\/(hono|@hono)\//],
  ['validation (zod)', /node_modules\/zod\//],
  ["the portal's code (src/)", /@src\//],
  ['garbage collector', /^\(garbage collector\)@/],
];

/** Self time by kind of work (socket writes, pg, Kysely, HTTP, zod, the portal's code, GC, the rest), as shares. */
export function splitSelf(file: string, window?: { from: number; to: number }): { name: string; share: number }[] {
  const { total, all } = selfTimes(file, window);
  const sums = new Map<string, number>();
  for (const e of all) {
    const key = `${e.name}@${e.where}`;
    const cat = CATEGORIES.find(([, re]) => re.test(key))?.[0] ?? 'other (Node internals, crypto, JSON, ...)';
    sums.set(cat, (sums.get(cat) ?? 0) + e.ms);
  }
  return [...sums].map(([name, ms]) => ({ name, share: total ? ms / total : 0 })).sort((a, b) => b.share - a.share);
}

/** The main thread's profile of a process in a directory: the largest .cpuprofile (a loader thread writes a small one). */
export function mainProfile(dir: string, pid?: number): string | undefined {
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.cpuprofile') && (pid === undefined || f.includes(`.${pid}.`)))
    .map((f) => join(dir, f));
  return files.sort((a, b) => statSync(b).size - statSync(a).size)[0];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const f =
    process.argv[2] && process.argv[2].endsWith('.cpuprofile') ? process.argv[2] : mainProfile(process.argv[2] ?? '.');
  if (!f) throw new Error('no .cpuprofile found');
  const { total, top } = topSelf(f, Number(process.argv[3] ?? 5));
  console.log(`${f}: ${total.toFixed(0)} ms of CPU samples (idle left out)`);
  for (const e of top)
    console.log(
      `  ${(e.share * 100).toFixed(1).padStart(5)}%  ${e.ms.toFixed(0).padStart(6)} ms  ${e.name}  ${e.where}`,
    );
}
