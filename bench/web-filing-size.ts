// The citizen's pages' first-load transfer (issue 30, point 9: home, each step of filing Form-I, the case page and the
// receipt, the case naming a person in Devanagari on every page), compressed: the HTML and every asset it pulls in
// (stylesheet, script, and each web font whose unicode-range covers a character of the page's text, as a browser
// decides: the one variable Devanagari file, with every conjunct, serving the regular and the bold face, once the page
// shows any Devanagari, fetched once; the language switch's one Devanagari word on English pages has its own tiny face), as a browser sending Accept-Encoding: br, gzip and without a Devanagari font of its own downloads them.
// Limits: 40 KB in English, 60 KB in Hindi. Run: npm run bench:web-size (in-process, PGlite).

import { seedJurisdiction } from '../test/factories.ts';
import { pgliteTestDb } from '../test/db.ts';
import { quietLogger, testServices } from '../test/services.ts';
import { csrfIn, WebClient } from '../test/web/client.ts';
import { createApp } from '../src/server/app.ts';
import { validParticulars } from '../src/domain/adjudication/fixtures.ts';
import { STEPS } from '../src/web/pages/file/data.ts';
import { as } from '../test/api.ts';

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

/** The page and every asset a browser with no Indic font of its own fetches for it: [path, bytes, encoding]. */
async function firstLoad(path: string, w: WebClient, lang: 'en' | 'hi' | 'as'): Promise<[string, number, string][]> {
  const html = await bytes(path, w);
  const plain = (await w.get(path)).html;
  const assets = [...plain.matchAll(/(?:href|src)="(\/assets\/[^"]+)"/g)].map((m) => m[1]!);
  const rows: [string, number, string][] = [[path.replace(/[0-9a-f-]{36}/, ':id'), html.size, html.encoding]];
  for (const a of assets) {
    const r = await bytes(a, w);
    rows.push([a, r.size, r.encoding]);
    if (!a.endsWith('.css')) continue;
    const css = new TextDecoder().decode(new Uint8Array(await (await app.request(a)).arrayBuffer()));
    // The language switch's words ("हिन्दी"; "অসমীয়া", "বাংলা") are set in their own faces (.lang:lang(hi) and
    // .lang-more in portal.css); the page's own text in the family its language's font stack names (issue 31:
    // Noto Sans Bengali only on Assamese and Bengali pages, Noto Sans Devanagari only on the others); the text in
    // bold (headings, labels, buttons, strong) in the bold face where one is declared.
    const switchLink = /<a class="lang"[^>]*lang="hi"[^>]*>[^<]*<\/a>/.exec(plain)?.[0] ?? '';
    let rest = plain.replace(switchLink, '');
    const moreLinks = [...plain.matchAll(/<a class="lang lang-more"[^>]*>[^<]*<\/a>/g)].map((m) => m[0]);
    for (const m of moreLinks) rest = rest.replace(m, '');
    const text = pageText(rest);
    const bold = pageText(
      [...rest.matchAll(/<(h[1-6]|strong|b|th|label|legend|button|summary)\b[^>]*>([\s\S]*?)<\/\1>/g)]
        .map((m) => m[2])
        .join(' '),
    );
    // English pages set a Hindi name in "CTP Hindi Names" (the body's stack), Hindi pages in "Noto Sans Devanagari".
    const family = lang === 'as' ? 'Noto Sans Bengali' : lang === 'hi' ? 'Noto Sans Devanagari' : 'CTP Hindi Names';
    for (const face of css.matchAll(/@font-face\s*\{([^}]*)\}/g)) {
      const f0 = face[1]!;
      const url = /url\("(\/assets\/[^"]+)"\)/.exec(f0)?.[1];
      const weight = /font-weight:\s*(\d+)/.exec(f0)?.[1];
      const declared = /font-family:\s*"([^"]+)"/.exec(f0)?.[1];
      const shown =
        declared === 'CTP Hindi Switch'
          ? pageText(switchLink)
          : declared === 'CTP Bengali Switch'
            ? pageText(moreLinks.join(' '))
            : declared === family
              ? weight === '700'
                ? bold
                : text
              : '';
      if (!url || !covers(f0, shown) || rows.some((r) => r[0] === url)) continue;
      const f = await bytes(url, w);
      rows.push([url, f.size, f.encoding]);
    }
  }
  return rows;
}

let over = false;
const summary: string[] = [];
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
  const draft = created.location!.replace(/\/[a-z]+$/, '');
  // A case filed by this person, the person complained against named in Devanagari (an English page shows the name).
  const account = await db.kysely
    .selectFrom('account')
    .select(['id'])
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  const token = await t.tokenFor({
    kind: 'account',
    accountId: account.id,
    name: 'Bench',
    grants: [{ role: 'citizen' }],
  });
  const p = validParticulars();
  const filed = await as(app, token).post('/api/v1/complaints', {
    officeCode: 'AGRS',
    filedBy: { capacity: 'aggrieved-person' },
    mode: 'electronic',
    particulars: { ...p, contravener: { ...p.contravener, name: 'मोहन लाल', parentName: 'सोहन लाल' } },
  });
  if (filed.status !== 201) throw new Error(`filing for the bench failed: ${filed.status} ${filed.text}`);
  const pages: [string, string][] = [
    ['home', '/'],
    ...STEPS.map((step): [string, string] => [`filing: ${step}`, `${draft}/${step}`]),
    ['case page', `/my/cases/${filed.body.id}`],
    ['receipt', `/my/cases/${filed.body.id}/receipt`],
  ];
  const limit = LIMIT[lang];
  for (const [label, path] of pages) {
    const rows = await firstLoad(path, w, lang);
    const total = rows.reduce((s, r) => s + r[1], 0);
    if (total > limit) over = true;
    console.log(`\n${label}, first load, ${NAME[lang]}:`);
    for (const [pth, n, e] of rows) console.log(`  ${pth.padEnd(56)} ${String(n).padStart(7)} B  ${e}`);
    const line = `${String(total).padStart(7)} B  (${(total / 1024).toFixed(1)} KB; limit ${limit / 1024} KB)${total > limit ? '  OVER THE LIMIT' : ''}`;
    console.log(`  ${'total'.padEnd(56)} ${line}`);
    summary.push(`  ${`${NAME[lang]}: ${label}`.padEnd(30)} ${line}`);
  }
}
console.log(`\nSummary:\n${summary.join('\n')}`);
await db.close();
if (over) process.exit(1);
