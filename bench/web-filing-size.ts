// The filing page's first-load transfer, compressed: the HTML of Form-I's first step and every asset it pulls in
// (stylesheet, script, and each web font whose unicode-range covers a character of the page's text, as a browser
// decides: the one variable Devanagari file, with every conjunct, serving the regular and the bold face, once the page
// shows any Devanagari, fetched once; the language switch's one Devanagari word on English pages has its own tiny face), as a browser sending Accept-Encoding: br, gzip and without a Devanagari font of its own downloads them.
// Limits: 40 KB in English, 60 KB in Hindi. Run: npm run bench:web-size (in-process, PGlite).

import { seedJurisdiction } from '../test/factories.ts';
import { pgliteTestDb } from '../test/db.ts';
import { quietLogger, testServices } from '../test/services.ts';
import { csrfIn, WebClient } from '../test/web/client.ts';
import { createApp } from '../src/server/app.ts';

const LIMIT = { en: 40 * 1024, hi: 60 * 1024, as: 60 * 1024 } as const;
const NAME = { en: 'English', hi: 'Hindi', as: 'Assamese' } as const;
const db = await pgliteTestDb();
await seedJurisdiction(db);
const t = testServices(db);
const app = createApp(t.services, {
  logger: quietLogger,
  publicUrl: 'http://localhost:3000',
  uploadMaxBytes: 1024 * 1024,
  cookieSecure: false,
});

async function bytes(path: string, w: WebClient): Promise<{ size: number; encoding: string; body: Uint8Array }> {
  const res = await app.request(path, {
    headers: { 'accept-encoding': 'br, gzip', cookie: [...w.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
  });
  const buf = new Uint8Array(await res.arrayBuffer());
  return { size: buf.byteLength, encoding: res.headers.get('content-encoding') ?? 'identity', body: buf };
}

/** What the page shows: the HTML without its tags, scripts and attributes, entities decoded enough for a code point test. */
function pageText(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&#x([0-9a-f]+);/gi, (_, h: string) => String.fromCodePoint(parseInt(h, 16)));
}

/** Whether a @font-face's unicode-range (all of Unicode when absent) covers a character of the text. */
function covers(face: string, text: string): boolean {
  const range = /unicode-range:\s*([^;]+);/.exec(face)?.[1];
  if (!range) return true;
  const spans = range.split(',').map((r) =>
    r
      .trim()
      .replace(/^U\+/i, '')
      .split('-')
      .map((h) => parseInt(h, 16)),
  );
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    if (spans.some(([a, b]) => cp >= a! && cp <= (b ?? a)!)) return true;
  }
  return false;
}

let over = false;
for (const lang of ['en', 'hi', 'as'] as const) {
  const w = new WebClient(app);
  await w.get(`/lang?to=${lang}&back=/`);
  const email = `bench.${lang}@example.in`;
  const form = await w.get('/register');
  await w.post('/register', {
    _csrf: csrfIn(form.html),
    name: 'Bench',
    email,
    password: 'bench-password-2026',
    lang: lang === 'hi' ? 'hi' : 'en',
    consent: 'yes',
  });
  await t.services.accounts.verifyEmail({ email, code: t.mail.codeFor(email)! });
  const signIn = await w.get('/sign-in');
  await w.post('/sign-in', { _csrf: csrfIn(signIn.html), email, password: 'bench-password-2026' });
  const start = await w.get('/file');
  const created = await w.post('/file', { _csrf: csrfIn(start.html) });
  const html = await bytes(created.location!, w);
  const plain = (await w.get(created.location!)).html;
  const assets = [...plain.matchAll(/(?:href|src)="(\/assets\/[^"]+)"/g)].map((m) => m[1]!);
  const rows: [string, number, string][] = [
    [created.location!.replace(/[0-9a-f-]{36}/, ':draft'), html.size, html.encoding],
  ];
  for (const a of assets) {
    const r = await bytes(a, w);
    rows.push([a, r.size, r.encoding]);
    if (a.endsWith('.css')) {
      const css = new TextDecoder().decode(new Uint8Array(await (await app.request(a)).arrayBuffer()));
      // The language switch's words ("हिन्दी"; "অসমীয়া", "বাংলা") are set in their own faces (.lang:lang(hi) and
      // .lang-more in portal.css); the page's own text in the family its language's font stack names (issue 31:
      // Noto Sans Bengali only on Assamese and Bengali pages, Noto Sans Devanagari only on the others).
      const switchLink = /<a class="lang"[^>]*lang="hi"[^>]*>[^<]*<\/a>/.exec(plain)?.[0] ?? '';
      const moreLinks = [...plain.matchAll(/<a class="lang lang-more"[^>]*>[^<]*<\/a>/g)].map((m) => m[0]).join(' ');
      let rest = plain.replace(switchLink, '');
      for (const m of plain.matchAll(/<a class="lang lang-more"[^>]*>[^<]*<\/a>/g)) rest = rest.replace(m[0], '');
      const text = pageText(rest);
      const family = lang === 'as' ? 'Noto Sans Bengali' : 'Noto Sans Devanagari';
      for (const face of css.matchAll(/@font-face\s*\{([^}]*)\}/g)) {
        const url = /url\("(\/assets\/[^"]+)"\)/.exec(face[1]!)?.[1];
        const f0 = face[1]!;
        const shown = f0.includes('CTP Hindi Switch')
          ? pageText(switchLink)
          : f0.includes('CTP Bengali Switch')
            ? pageText(moreLinks)
            : f0.includes(`"${family}"`)
              ? text
              : '';
        if (!url || !covers(f0, shown) || rows.some((r) => r[0] === url)) continue;
        const f = await bytes(url, w);
        rows.push([url, f.size, f.encoding]);
      }
    }
  }
  const total = rows.reduce((s, r) => s + r[1], 0);
  const limit = LIMIT[lang];
  if (total > limit) over = true;
  console.log(`\nFiling page, first load, ${NAME[lang]}:`);
  for (const [p, n, e] of rows) console.log(`  ${p.padEnd(48)} ${String(n).padStart(7)} B  ${e}`);
  console.log(
    `  ${'total'.padEnd(48)} ${String(total).padStart(7)} B  (${(total / 1024).toFixed(1)} KB; limit ${limit / 1024} KB)${total > limit ? '  OVER THE LIMIT' : ''}`,
  );
}
await db.close();
if (over) process.exit(1);
