// The filing page's first-load transfer, compressed: the HTML of Form-I's first step and every asset it pulls in
// (stylesheet, script, the Devanagari font the stylesheet names), as a browser sending Accept-Encoding: br, gzip
// downloads them. Budget: under 100 KB in each language. Run: npm run bench:web-size (in-process, PGlite).

import { seedJurisdiction } from '../test/factories.ts';
import { pgliteTestDb } from '../test/db.ts';
import { quietLogger, testServices } from '../test/services.ts';
import { csrfIn, WebClient } from '../test/web/client.ts';
import { createApp } from '../src/server/app.ts';

const BUDGET = 100 * 1024;
const db = await pgliteTestDb();
await seedJurisdiction(db);
const t = testServices(db);
const app = createApp(t.services, { logger: quietLogger, publicUrl: 'http://localhost:3000', uploadMaxBytes: 1024 * 1024, cookieSecure: false });

async function bytes(path: string, w: WebClient): Promise<{ size: number; encoding: string; body: Uint8Array }> {
  const res = await app.request(path, { headers: { 'accept-encoding': 'br, gzip', cookie: [...w.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } });
  const buf = new Uint8Array(await res.arrayBuffer());
  return { size: buf.byteLength, encoding: res.headers.get('content-encoding') ?? 'identity', body: buf };
}

let worst = 0;
for (const lang of ['en', 'hi'] as const) {
  const w = new WebClient(app);
  await w.get(`/lang?to=${lang}&back=/`);
  const email = `bench.${lang}@example.in`;
  const form = await w.get('/register');
  await w.post('/register', { _csrf: csrfIn(form.html), name: 'Bench', email, password: 'bench-password-2026', lang, consent: 'yes' });
  await t.services.accounts.verifyEmail({ email, code: t.mail.codeFor(email)! });
  const signIn = await w.get('/sign-in');
  await w.post('/sign-in', { _csrf: csrfIn(signIn.html), email, password: 'bench-password-2026' });
  const start = await w.get('/file');
  const created = await w.post('/file', { _csrf: csrfIn(start.html) });
  const html = await bytes(created.location!, w);
  const plain = (await w.get(created.location!)).html;
  const assets = [...plain.matchAll(/(?:href|src)="(\/assets\/[^"]+)"/g)].map((m) => m[1]!);
  const rows: [string, number, string][] = [[created.location!.replace(/[0-9a-f-]{36}/, ':draft'), html.size, html.encoding]];
  for (const a of assets) {
    const r = await bytes(a, w);
    rows.push([a, r.size, r.encoding]);
    if (a.endsWith('.css')) {
      const css = new TextDecoder().decode(new Uint8Array(await (await app.request(a)).arrayBuffer()));
      for (const m of css.matchAll(/url\("(\/assets\/[^"]+)"\)/g)) {
        const f = await bytes(m[1]!, w);
        rows.push([m[1]!, f.size, f.encoding]);
      }
    }
  }
  const total = rows.reduce((s, r) => s + r[1], 0);
  worst = Math.max(worst, total);
  console.log(`\nFiling page, first load, ${lang === 'hi' ? 'Hindi' : 'English'}:`);
  for (const [p, n, e] of rows) console.log(`  ${p.padEnd(48)} ${String(n).padStart(7)} B  ${e}`);
  console.log(`  ${'total'.padEnd(48)} ${String(total).padStart(7)} B  (${(total / 1024).toFixed(1)} KB; budget ${BUDGET / 1024} KB)`);
}
await db.close();
if (worst >= BUDGET) {
  console.error(`Over budget: ${(worst / 1024).toFixed(1)} KB.`);
  process.exit(1);
}
