// Filing throughput through the HTTP API on PostgreSQL, against pgbench's TPC-B-like run on the same server.
// `npm run bench:filing` (DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test). Options by environment:
// BENCH_CLIENTS (16), BENCH_SECONDS (20), BENCH_OFFICES (AGRS,AGRE,KMRS), BENCH_POOL (the portal's CTP_DB_POOL, 10),
// BENCH_PGBENCH_SCALE (the larger of 10 and BENCH_CLIENTS). BENCH_PROFILE=<dir> writes a V8 CPU profile of the portal
// process there (node --cpu-prof); BENCH_PGBENCH=0 skips pgbench (profiling only: no ratio then). Not part of npm test.
//
// The portal runs as `ctp start` in a child process on a fresh schema (dropped at the end); N clients file
// complaints over keep-alive connections, each with its own Idempotency-Key, signed in as the demo citizen.
// pgbench runs in a database created and dropped for it, with as many client connections as there are HTTP clients
// and for as long (-c BENCH_CLIENTS -T BENCH_SECONDS, after a 3 s warm-up of its own like the filings get), so both
// sides offer the server the same concurrency. Target: filings/s >= 0.5 x pgbench TPS.

import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import pg from 'pg';
import { apiToken, complaintBody, dropSchema, freshSchema, startPortal } from '../test/portal.ts';

const URL_ = process.env['DATABASE_URL'] || 'postgres://postgres@127.0.0.1:5432/test';
const CLIENTS = Number(process.env['BENCH_CLIENTS'] || 16);
const SECONDS = Number(process.env['BENCH_SECONDS'] || 20);
/** Offices filed into, round robin: one office serialises its filings on its gapless number counter. */
const OFFICES = (process.env['BENCH_OFFICES'] || 'AGRS,AGRE,KMRS').split(',');
const POOL = process.env['BENCH_POOL'] || '10';
/** pgbench's documentation asks for a scale at least the number of clients (else they queue on the few branch rows). */
const SCALE = Number(process.env['BENCH_PGBENCH_SCALE'] || Math.max(10, CLIENTS));
const PROFILE = process.env['BENCH_PROFILE'];
const PGBENCH = process.env['BENCH_PGBENCH'] !== '0';
// The portal's CTP_JOBS: in-process (default; documents rendered in the serving process) or separate (no worker runs
// during the bench: the documents queue up for `ctp worker`, as on a deployment with the worker on another machine).
const JOBS = process.env['BENCH_JOBS'] || 'in-process';
/** pgbench's client threads: one per core, as the HTTP clients share one Node process. */
const THREADS = Math.min(2, CLIENTS);

const pct = (xs: number[], p: number): number => xs[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;

/** CPU time (user + system, ms) of a process from /proc (Linux); NaN elsewhere. */
function cpuMs(pid: number): number {
  try {
    const f = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const after = f.slice(f.lastIndexOf(')') + 2).split(' ');
    return ((Number(after[11]) + Number(after[12])) * 1000) / 100; // utime, stime in clock ticks (USER_HZ 100)
  } catch {
    return NaN;
  }
}

/** CPU time (ms) of every PostgreSQL server process on this machine (others' work included, if any). */
function postgresCpuMs(): number {
  try {
    let sum = 0;
    for (const d of readdirSync('/proc')) {
      if (!/^\d+$/.test(d)) continue;
      try {
        if (readFileSync(`/proc/${d}/comm`, 'utf8').trim() === 'postgres') sum += cpuMs(Number(d));
      } catch {
        // gone meanwhile
      }
    }
    return sum;
  } catch {
    return NaN;
  }
}

/**
 * The load generator shares the 2 cores with the server and PostgreSQL, as pgbench's client does: it uses node:http
 * over one keep-alive socket per client (lighter than fetch) and checks each answer's status and case number.
 */
function filer(base: string, token: string): (key: string, body: unknown) => Promise<number> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS });
  const url = new URL('/api/v1/complaints', base);
  return (key, body) => new Promise((resolve, reject) => {
    const data = Buffer.from(JSON.stringify(body));
    const req = http.request(url, {
      method: 'POST', agent,
      headers: { 'content-type': 'application/json', 'content-length': data.length, authorization: `Bearer ${token}`, 'idempotency-key': key },
    }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const numbered = /^CTR\//.test(String((JSON.parse(Buffer.concat(chunks).toString('utf8')) as { number?: unknown }).number));
        // A 201 without a case number counts as an error (0).
        resolve(res.statusCode === 201 && !numbered ? 0 : res.statusCode ?? 0);
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(data);
  });
}

async function filing(): Promise<{ rps: number; p50: number; p99: number; n: number; errors: number; serverMsPer: number; pgMsPer: number }> {
  const { schema, url } = await freshSchema(URL_);
  const portal = await startPortal({ DATABASE_URL: url, CTP_DB_POOL: POOL, CTP_JOBS: JOBS }, undefined, PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE}`] : []);
  try {
    const token = await apiToken(portal.base);
    const file = filer(portal.base, token);
    const run = randomBytes(4).toString('hex');
    let i = 0;
    // Warm-up: 3 s, not counted.
    const go = async (until: number, lat: number[] | null, errs: { n: number }) => {
      while (performance.now() < until) {
        const k = i++;
        const t = performance.now();
        const status = await file(`bench-${run}-${k}`, complaintBody(k, OFFICES[k % OFFICES.length]));
        if (status !== 201) errs.n += 1;
        lat?.push(performance.now() - t);
      }
    };
    const warm = { n: 0 };
    await Promise.all(Array.from({ length: CLIENTS }, () => go(performance.now() + 3000, null, warm)));
    const lat: number[] = [];
    const errs = { n: 0 };
    const pid = portal.child.pid!;
    const [server0, pg0] = [cpuMs(pid), postgresCpuMs()];
    const t0 = performance.now();
    await Promise.all(Array.from({ length: CLIENTS }, () => go(t0 + SECONDS * 1000, lat, errs)));
    const secs = (performance.now() - t0) / 1000;
    const [serverMs, pgMs] = [cpuMs(pid) - server0, postgresCpuMs() - pg0];
    lat.sort((a, b) => a - b);
    return { rps: lat.length / secs, p50: pct(lat, 50), p99: pct(lat, 99), n: lat.length, errors: errs.n, serverMsPer: serverMs / lat.length, pgMsPer: pgMs / lat.length };
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
    const init = spawnSync('pgbench', ['-i', '-q', '-s', String(SCALE), u.toString()], { encoding: 'utf8' });
    if (init.status !== 0) throw new Error(`pgbench -i failed: ${init.stderr}`);
    const warm = spawnSync('pgbench', ['-c', String(CLIENTS), '-j', String(THREADS), '-T', '3', '-b', 'tpcb-like', u.toString()], { encoding: 'utf8' });
    if (warm.status !== 0) throw new Error(`pgbench warm-up failed: ${warm.stderr}`);
    const r = spawnSync('pgbench', ['-c', String(CLIENTS), '-j', String(THREADS), '-T', String(SECONDS), '-b', 'tpcb-like', u.toString()], { encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`pgbench failed: ${r.stderr}`);
    const m = /tps = ([\d.]+) \(without initial connection time\)/.exec(r.stdout);
    return { tps: m ? Number(m[1]) : NaN, out: r.stdout };
  } finally {
    await c.query(`drop database if exists ${name}`);
    await c.end();
  }
}

const f = await filing();
console.log(`filing via HTTP (${CLIENTS} keep-alive clients, ${SECONDS} s, offices ${OFFICES.join(',')}, CTP_JOBS=${JOBS}): ${f.rps.toFixed(0)} filings/s, p50 ${f.p50.toFixed(1)} ms, p99 ${f.p99.toFixed(1)} ms (${f.n} filings, ${f.errors} non-201)`);
console.log(`  CPU per filing: portal process ${f.serverMsPer.toFixed(2)} ms, PostgreSQL processes ${f.pgMsPer.toFixed(2)} ms (all of this machine's postgres processes)`);
if (PGBENCH) {
  const b = await runPgbench();
  console.log(b.out.split('\n').filter((l) => /scaling|clients|threads|latency average|tps/.test(l)).map((l) => `  pgbench: ${l}`).join('\n'));
  const ratio = f.rps / b.tps;
  console.log(`pgbench tpcb-like (-c ${CLIENTS} -j ${THREADS} -T ${SECONDS}, scale ${SCALE}): ${b.tps.toFixed(0)} TPS`);
  console.log(`ratio filings/s : pgbench TPS = ${ratio.toFixed(2)} (target >= 0.5: ${ratio >= 0.5 ? 'met' : 'NOT met'})`);
} else {
  console.log('pgbench skipped (BENCH_PGBENCH=0): no ratio.');
}
