// The top entries of a V8 CPU profile (node --cpu-prof): self time per function (name, file, line), the idle time
// left out, as a share of the profiled CPU time. Used by bench/filing.ts with BENCH_PROFILE.

import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

interface Node { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; hitCount?: number }
interface Profile { nodes: Node[]; samples: number[]; timeDeltas: number[]; startTime: number }

export interface TopEntry { readonly name: string; readonly where: string; readonly ms: number; readonly share: number }

/**
 * Self time per function of one profile, largest first; the idle samples are not counted. `window` (microseconds of
 * the monotonic clock, process.hrtime: V8 stamps its samples with the same clock) keeps only the samples inside it,
 * e.g. the measured seconds of a bench without the start-up and the warm-up.
 */
export function topSelf(file: string, n = 5, window?: { from: number; to: number }): { total: number; top: TopEntry[] } {
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
  const top = [...self.values()].sort((a, b) => b.us - a.us).slice(0, n).map((e) => ({ name: e.name, where: e.where, ms: e.us / 1000, share: total ? e.us / total : 0 }));
  return { total: total / 1000, top };
}

/** The main thread's profile of a process in a directory: the largest .cpuprofile (a loader thread writes a small one). */
export function mainProfile(dir: string, pid?: number): string | undefined {
  const files = readdirSync(dir).filter((f) => f.endsWith('.cpuprofile') && (pid === undefined || f.includes(`.${pid}.`))).map((f) => join(dir, f));
  return files.sort((a, b) => statSync(b).size - statSync(a).size)[0];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const f = process.argv[2] && process.argv[2].endsWith('.cpuprofile') ? process.argv[2] : mainProfile(process.argv[2] ?? '.');
  if (!f) throw new Error('no .cpuprofile found');
  const { total, top } = topSelf(f, Number(process.argv[3] ?? 5));
  console.log(`${f}: ${total.toFixed(0)} ms of CPU samples (idle left out)`);
  for (const e of top) console.log(`  ${(e.share * 100).toFixed(1).padStart(5)}%  ${e.ms.toFixed(0).padStart(6)} ms  ${e.name}  ${e.where}`);
}
