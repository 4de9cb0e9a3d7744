// The first `npm start` on an empty data directory, as a person runs it: CTP_DATA_DIR a new empty directory (PGlite,
// no DATABASE_URL), three times; each time from the launch to the first 200 of /healthz. `npm run bench:first-start`.
// Goal (issue 17): <= 3 s each. BENCH_RUNS (3). Measured twice: launched as the README says (`npm start`, npm's own
// start-up included), and as `node bin/ctp.js start` (what npm start runs). Each run prints where its time went
// (CTP_START_TIMING=1: the moments from the launch of node to listening).

import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../test/portal.ts';

const BIN = new URL('../bin/ctp.js', import.meta.url).pathname;
const ROOT = new URL('..', import.meta.url).pathname;
const RUNS = Number(process.env['BENCH_RUNS'] || 3);
const GOAL_MS = 3000;

/** How the portal is launched: `npm start` as the README says (npm's own start-up included), or node directly. */
type Launch = 'npm start' | 'node bin/ctp.js start';

async function once(launch: Launch): Promise<{ ms: number; out: string }> {
  const root = mkdtempSync(join(tmpdir(), 'ctp-first-start-'));
  const dataDir = join(root, 'data'); // does not exist yet: as on a clean clone
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    CTP_DATA_DIR: dataDir,
    PORT: String(port),
    LOG_LEVEL: 'warn',
    CTP_START_TIMING: '1',
  };
  delete env['DATABASE_URL'];
  delete env['NODE_TEST_CONTEXT'];
  const t0 = performance.now();
  // npm start runs `node bin/ctp.js start` through a shell: its own process group, so the whole group is stopped.
  const child =
    launch === 'npm start'
      ? spawn('npm', ['start'], { env, cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], detached: true })
      : spawn(process.execPath, [BIN, 'start'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout!.on('data', (b: Buffer) => {
    out += b.toString();
  });
  child.stderr!.on('data', (b: Buffer) => {
    out += b.toString();
  });
  const exited = new Promise<void>((r) => child.on('exit', () => r()));
  let ms: number;
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`ctp start exited (${child.exitCode}):\n${out}`);
      if (performance.now() - t0 > 180_000) throw new Error(`no /healthz in 180 s:\n${out}`);
      try {
        const r = await fetch(`http://127.0.0.1:${port}/healthz`);
        if (r.status === 200) {
          ms = performance.now() - t0;
          break;
        }
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 10));
    }
  } finally {
    if (launch === 'npm start') process.kill(-child.pid!, 'SIGTERM');
    else child.kill('SIGTERM');
    await exited;
    rmSync(root, { recursive: true, force: true });
  }
  return { ms, out };
}

for (const launch of ['npm start', 'node bin/ctp.js start'] as const) {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const { ms, out } = await once(launch);
    times.push(ms);
    const db = /Database: .*$/m.exec(out)?.[0] ?? '';
    const ready = /ready (\d+) ms after launch/.exec(out)?.[1];
    const split = /Start-up, from the launch of node[^\n]*\n((?: *\d+ ms .*\n?)+)/.exec(out)?.[1];
    const first = / *\d+ ms .*first request answered/.exec(out)?.[0];
    console.log(
      `${launch}, first start ${i + 1}: ${(ms / 1000).toFixed(2)} s to /healthz (${db}${ready ? `; listening ${ready} ms after node started` : ''})`,
    );
    if (split) console.log(split.trimEnd());
    if (first && !split?.includes('first request answered')) console.log(first);
  }
  const worst = Math.max(...times);
  console.log(
    `${launch}, first start on an empty data directory, ${RUNS} runs: ${times.map((t) => (t / 1000).toFixed(2)).join(' s, ')} s; goal <= ${GOAL_MS / 1000} s: ${worst <= GOAL_MS ? 'met' : 'NOT met'}`,
  );
}
