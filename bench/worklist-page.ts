// The officer's worklist PAGE (GET /office/worklist: session, use case, query, server-side rendering, compression)
// with 100k cases in the database, seeded by `ctp seed --cases N` into a fresh PostgreSQL schema; timed in-process
// through app.request() (server time, no network), beside a bare `select 1` on the same pool in the same run.
// Also page 2 (cursor) and the stage filter. `npm run bench:worklist-page`; BENCH_CASES (100000), BENCH_ITER (200).
// Target: p99 < 300 ms. Not part of npm test.

import { sql } from 'kysely';
import { compose } from '../src/compose.ts';
import { readEnv } from '../src/config/env.ts';
import { createApp } from '../src/server/app.ts';
import { dropSchema, freshSchema, seedCases } from '../test/portal.ts';
import { quietLogger } from '../test/services.ts';

const BASE_URL = process.env['DATABASE_URL'] || 'postgres://postgres@127.0.0.1:5432/test';
const CASES = Number(process.env['BENCH_CASES'] || 100_000);
const ITER = Number(process.env['BENCH_ITER'] || 200);
const WARM = 20;

const pct = (xs: number[], p: number): number =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;

async function time(f: () => Promise<unknown>): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < ITER + WARM; i++) {
    const t = performance.now();
    await f();
    if (i >= WARM) out.push(performance.now() - t);
  }
  return out;
}

const { schema, url } = await freshSchema(BASE_URL);
const lines: string[] = [];
try {
  const t0 = performance.now();
  console.error(await seedCases(url, CASES));
  console.error(`seeded ${CASES} cases in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  const c = await compose(readEnv({ DATABASE_URL: url }), { log: () => {} });
  try {
    await sql`analyze`.execute(c.db.kysely);
    const app = createApp(c.services, {
      logger: quietLogger,
      publicUrl: 'http://localhost:3000',
      uploadMaxBytes: 1 << 20,
      cookieSecure: false,
    });
    const si = await app.request('/api/v1/auth/sign-in', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'sdm.sadar@demo.example', password: 'sdm-sadar-2026' }),
    });
    if (si.status !== 200) throw new Error(`sign-in: ${si.status} ${await si.text()}`);
    const cookie = (si.headers.get('set-cookie') ?? '').split(';')[0]!;
    const headers = { cookie, 'accept-encoding': 'gzip, br', 'accept-language': 'en-IN' };
    const get = async (path: string): Promise<string> => {
      const r = await app.request(path, { headers });
      if (r.status !== 200) throw new Error(`GET ${path}: ${r.status}`);
      await r.arrayBuffer();
      return path;
    };
    // Read once uncompressed (app.request does not decode), to count rows and find the next page's cursor.
    const first = await (await app.request('/office/worklist', { headers: { cookie } })).text();
    const rows = (first.match(/<tr class="(?:overdue|soon)">|<tr>/g) ?? []).length - 1;
    const next = /href="\/office\/worklist\?cursor=([^"]+)"/.exec(first)?.[1]?.replace(/&amp;/g, '&');
    const open = await sql<{
      n: string;
    }>`select count(*) as n from case_summary where closed_on is null and office_code = 'AGRS'`.execute(c.db.kysely);
    const baseline = await time(() => sql`select 1`.execute(c.db.kysely));
    const page1 = await time(() => get('/office/worklist'));
    const page2 = next ? await time(() => get(`/office/worklist?cursor=${next}`)) : [];
    const stage = await time(() => get('/office/worklist?stage=hearing-fixed'));
    const hi = await time(async () =>
      (
        await app.request('/office/worklist', { headers: { ...headers, cookie: `${cookie}; ctp_lang=hi` } })
      ).arrayBuffer(),
    );
    const row = (name: string, xs: number[]) =>
      `${name.padEnd(40)} ${xs.length ? pct(xs, 50).toFixed(2).padStart(8) : '       -'} ${xs.length ? pct(xs, 99).toFixed(2).padStart(8) : '       -'}`;
    lines.push(
      `${CASES} cases in the database (${open.rows[0]!.n} open in AGRS); ${rows} rows a page; ${ITER} runs after ${WARM} warm-up; ms`,
    );
    lines.push(`${'measure'.padEnd(40)} ${'p50'.padStart(8)} ${'p99'.padStart(8)}`);
    lines.push(row('baseline: select 1 (same pool)', baseline));
    lines.push(row('GET /office/worklist (page 1)', page1));
    lines.push(row('GET /office/worklist?cursor= (page 2)', page2));
    lines.push(row('GET /office/worklist?stage=hearing-fixed', stage));
    lines.push(row('GET /office/worklist in Hindi', hi));
    lines.push(
      `target: p99 < 300 ms → ${[page1, page2, stage, hi].every((xs) => xs.length === 0 || pct(xs, 99) < 300) ? 'met' : 'NOT met'}`,
    );
  } finally {
    await c.close();
  }
} finally {
  await dropSchema(BASE_URL, schema);
}
for (const l of lines) console.log(l);
