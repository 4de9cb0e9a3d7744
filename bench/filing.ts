// Filing throughput through the HTTP API on PostgreSQL, against pgbench's TPC-B-like run on the same server.
// `npm run bench:filing` (DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test). Options by environment:
// BENCH_CLIENTS (16), BENCH_SECONDS (20). Not part of npm test.
//
// The portal runs as `ctp start` in a child process on a fresh schema (dropped at the end); N clients file
// complaints over keep-alive connections, each with its own Idempotency-Key, signed in as the demo citizen.
// pgbench runs in a database created and dropped for it. Target: filings/s >= 0.5 x pgbench TPS.

import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { apiToken, complaintBody, dropSchema, file, freshSchema, startPortal } from '../test/portal.ts';

const URL_ = process.env['DATABASE_URL'] || 'postgres://postgres@127.0.0.1:5432/test';
const CLIENTS = Number(process.env['BENCH_CLIENTS'] || 16);
const SECONDS = Number(process.env['BENCH_SECONDS'] || 20);
/** Offices filed into, round robin: one office serialises its filings on its gapless number counter. */
const OFFICES = (process.env['BENCH_OFFICES'] || 'AGRS,AGRE,KMRS').split(',');

const pct = (xs: number[], p: number): number => xs[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;

async function filing(): Promise<{ rps: number; p50: number; p99: number; n: number; errors: number }> {
  const { schema, url } = await freshSchema(URL_);
  const portal = await startPortal({ DATABASE_URL: url, CTP_DB_POOL: '10' });
  try {
    const token = await apiToken(portal.base);
    const run = randomBytes(4).toString('hex');
    let i = 0;
    // Warm-up: 3 s, not counted.
    const go = async (until: number, lat: number[] | null, errs: { n: number }) => {
      while (performance.now() < until) {
        const k = i++;
        const t = performance.now();
        const r = await file(portal.base, token, `bench-${run}-${k}`, complaintBody(k, OFFICES[k % OFFICES.length]));
        if (r.status !== 201) errs.n += 1;
        lat?.push(performance.now() - t);
      }
    };
    const warm = { n: 0 };
    await Promise.all(Array.from({ length: CLIENTS }, () => go(performance.now() + 3000, null, warm)));
    const lat: number[] = [];
    const errs = { n: 0 };
    const t0 = performance.now();
    await Promise.all(Array.from({ length: CLIENTS }, () => go(t0 + SECONDS * 1000, lat, errs)));
    const secs = (performance.now() - t0) / 1000;
    lat.sort((a, b) => a - b);
    return { rps: lat.length / secs, p50: pct(lat, 50), p99: pct(lat, 99), n: lat.length, errors: errs.n };
  } finally {
    await portal.stop();
    await dropSchema(URL_, schema);
  }
}

async function runPgbench(): Promise<{ tps: number; out: string }> {
  if (spawnSync('pgbench', ['--version']).status !== 0) throw new Error('pgbench is not on PATH (Debian: apt-get install postgresql-contrib or postgresql-client-15).');
  const name = `ctp_pgbench_${randomBytes(4).toString('hex')}`;
  const c = new pg.Client({ connectionString: URL_ });
  await c.connect();
  await c.query(`create database ${name}`);
  const u = new URL(URL_);
  u.pathname = `/${name}`;
  u.search = '';
  try {
    const init = spawnSync('pgbench', ['-i', '-q', '-s', '10', u.toString()], { encoding: 'utf8' });
    if (init.status !== 0) throw new Error(`pgbench -i failed: ${init.stderr}`);
    const r = spawnSync('pgbench', ['-c', '8', '-j', '2', '-T', '20', '-b', 'tpcb-like', u.toString()], { encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`pgbench failed: ${r.stderr}`);
    const m = /tps = ([\d.]+) \(without initial connection time\)/.exec(r.stdout);
    return { tps: m ? Number(m[1]) : NaN, out: r.stdout };
  } finally {
    await c.query(`drop database if exists ${name}`);
    await c.end();
  }
}

const f = await filing();
console.log(`filing via HTTP (${CLIENTS} keep-alive clients, ${SECONDS} s, offices ${OFFICES.join(',')}): ${f.rps.toFixed(0)} filings/s, p50 ${f.p50.toFixed(1)} ms, p99 ${f.p99.toFixed(1)} ms (${f.n} filings, ${f.errors} non-201)`);
const b = await runPgbench();
console.log(b.out.split('\n').filter((l) => /scaling|clients|threads|latency average|tps/.test(l)).map((l) => `  pgbench: ${l}`).join('\n'));
const ratio = f.rps / b.tps;
console.log(`pgbench tpcb-like (-c 8 -j 2 -T 20, scale 10): ${b.tps.toFixed(0)} TPS`);
console.log(`ratio filings/s : pgbench TPS = ${ratio.toFixed(2)} (target >= 0.5: ${ratio >= 0.5 ? 'met' : 'NOT met'})`);
