// Browser tests of the web portal: Debian's Chromium driven by playwright-core, against the portal composed in the
// test's own process as `ctp start` composes it (startInProcess below: one portal per test file), on a fresh database
// (a new PGlite data directory, or with DATABASE_URL set a database of its own on the PostgreSQL server, copied from
// the migrated template of test/db.ts), new passwords hashed cheaply (TEST_HASHER). Every page a test visits through
// checkPage is checked with axe-core (no serious or critical violation), once per distinct page structure in a
// process (see pageParts); axeSerious always runs. Pages are photographed at phone (390 px) and desktop (1280 px)
// widths into test/artefacts/web/ on request (CTP_SCREENSHOTS=1) and whenever axe finds a violation. The portals of
// one process share one Chromium (the browser files run in one process).

import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { chromium } from 'playwright-core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { compose } from '../../src/compose.ts';
import type { Composed } from '../../src/compose.ts';
import { readEnv } from '../../src/config/env.ts';
import type { Clock } from '../../src/lib/clock.ts';
import { SystemClock } from '../../src/lib/clock.ts';
import type { LocalDate } from '../../src/lib/local-date.ts';
import { LANG_COOKIE } from '../../src/web/i18n/index.ts';
import { createApp } from '../../src/server/app.ts';
import { postgresTestDatabase } from '../db.ts';
import { apiToken } from '../portal.ts';
import { quietLogger, TEST_HASHER } from '../services.ts';

/**
 * Debian's Chromium headless shell (package chromium-headless-shell) when it is installed: the same Blink and V8
 * without the full browser's user interface, about half the CPU per page; else the full browser. CTP_CHROMIUM names
 * another.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const CHROMIUM =
  process.env['CTP_CHROMIUM'] ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');
export const ARTEFACTS = new URL('../artefacts/web/', import.meta.url).pathname;
const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** Screenshots are taken only on request (CTP_SCREENSHOTS=1) or when a check fails. */
export const SCREENSHOTS = process.env['CTP_SCREENSHOTS'] === '1';

export async function openBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM))
    throw new Error(
      `${CHROMIUM} is missing: apt-get install -y chromium-headless-shell (or chromium; scripts/test.sh does this).`,
    );
  return chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-dev-shm-usage'] });
}

export async function newContext(
  browser: Browser,
  opts: { javaScript: boolean; lang?: 'en' | 'hi' },
): Promise<BrowserContext> {
  return browser.newContext({
    javaScriptEnabled: opts.javaScript,
    viewport: { width: 390, height: 844 },
    locale: opts.lang === 'hi' ? 'hi-IN' : 'en-IN',
  });
}

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/**
 * Runs axe-core on the page (JavaScript must be on in the context: axe is a script) and returns the serious and
 * critical violations. Injected through the DevTools protocol, so the page's CSP (script-src 'self') stays as is:
 * Runtime.evaluate compiles axe's 500 KB as a script, which the renderer compiles once and reuses, where playwright's
 * evaluate compiles it again on every page. Rules that cannot report anything serious or critical (every check of
 * theirs, and the rule itself, minor or moderate: landmarks, heading order, region and the like) are not run, since
 * their findings would be filtered out anyway.
 */
export async function axeSerious(page: Page, include?: string[]): Promise<AxeViolation[]> {
  // A page whose context is offline (emulated) gets axe through playwright: a second DevTools session, attached or
  // detached, resets the page's emulated network state to online.
  if ((await page.evaluate('navigator.onLine')) === false) await page.evaluate(AXE_SOURCE);
  else {
    const session = await page.context().newCDPSession(page);
    const injected = await session.send('Runtime.evaluate', { expression: AXE_SOURCE }).finally(() => session.detach());
    if (injected.exceptionDetails) throw new Error(`axe-core did not load: ${injected.exceptionDetails.text}`);
  }
  // A rule's violation takes the highest impact among its failed checks; unknown impacts count as critical. (A
  // string, not a function: the test build would name the helpers with a function the page does not have.)
  const result = (await page.evaluate(`(async () => {
    const rank = (impact) => ({ minor: 1, moderate: 2, serious: 3, critical: 4 })[impact] ?? 4;
    const off = {};
    for (const rule of axe._audit.rules) {
      const checks = [...rule.any, ...rule.all, ...rule.none].map((c) => (typeof c === 'string' ? c : c.id));
      const worst = Math.max(rule.impact ? rank(rule.impact) : 0, ...checks.map((id) => rank(axe._audit.data.checks[id]?.impact)));
      if (worst < 3) off[rule.id] = { enabled: false };
    }
    const r = await axe.run(${include ? JSON.stringify({ include: include.map((sel) => [sel]) }) : 'document'}, { resultTypes: ['violations'], rules: off });
    return r.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target })) }));
  })()`)) as AxeViolation[];
  return result.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/**
 * Screenshots at 390 px and 1280 px (full page) as test/artefacts/web/<name>.<width>.png; back to 390 px after.
 * Only on request (CTP_SCREENSHOTS=1) unless `always` (a failed check photographs its page).
 */
export async function screenshots(page: Page, name: string, always = false): Promise<void> {
  if (!SCREENSHOTS && !always) return;
  mkdirSync(ARTEFACTS, { recursive: true });
  // The portal's Devanagari font loads on first use (font-display: swap): wait for it, or the picture shows boxes.
  await page.evaluate('document.fonts.ready.then(() => true)').catch(() => undefined);
  for (const width of [390, 1280]) {
    const size = { width, height: width === 390 ? 844 : 800 };
    const now = page.viewportSize();
    if (now?.width !== size.width || now.height !== size.height) await page.setViewportSize(size);
    await page.screenshot({ path: join(ARTEFACTS, `${name}.${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 390, height: 844 });
}

/**
 * The page's shape for axe, in parts: the frame (its language, path with ids and numbers as #, and element structure
 * with the children of <main> left out) and each element child of <main> (its structure). A structure is each
 * element's tag, attribute names, its id, class, role, type, lang and style with ids and numbers as #, and whether it
 * has text, with runs of identical siblings (the rows of a list) counted once. Two visits of the same shape differ only
 * in their words and values, so axe's verdict on the first holds for the second; likewise for a part of <main> met
 * before in the same frame (a case page whose order sheet grew by one entry: only the order sheet is checked again).
 */
async function pageParts(page: Page): Promise<{ frame: string; parts: string[] }> {
  const path = new URL(page.url()).pathname;
  const { frame, parts } = (await page.evaluate(`(() => {
    const norm = (v) => v.replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, '#').replace(/\\d+/g, '#');
    const keep = ['id', 'class', 'role', 'type', 'lang', 'style', 'dir', 'hidden', 'disabled'];
    const main = document.querySelector('main');
    const shape = (el, top) => {
      const attrs = [...el.attributes].map((a) => (keep.includes(a.name) || a.name.startsWith('aria-') ? a.name + '=' + norm(a.value) : a.name)).sort();
      const kids = [];
      if (!(top && el === main))
        for (const c of el.children) {
          const k = shape(c, top);
          if (kids[kids.length - 1] !== k) kids.push(k);
        }
      const text = [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim() !== '') ? 'T' : '';
      return el.tagName + '[' + attrs.join(' ') + ']' + text + '(' + kids.join(',') + ')';
    };
    return { frame: shape(document.documentElement, true), parts: main ? [...main.children].map((c) => shape(c, false)) : [] };
  })()`)) as { frame: string; parts: string[] };
  return { frame: `${path.replace(/[0-9a-f]{8}-[0-9a-f-]{27}/gi, '#').replace(/\d+/g, '#')} ${frame}`, parts };
}

const axeChecked = new Set<string>();

/**
 * axeSerious, once per page shape in this process (pageParts): a page whose frame and parts of <main> were all found
 * clean before gives []; one whose frame was, but not every part, is checked in those parts only (axe's include, with
 * the whole page around them); any other page is checked whole.
 */
export async function axeSeriousOnce(page: Page): Promise<AxeViolation[]> {
  const { frame, parts } = await pageParts(page);
  const key = (part: string): string => `${frame}\n${part}`;
  const fresh = parts.flatMap((part, i) =>
    axeChecked.has(key(part)) || parts.indexOf(part) < i ? [] : [`main > :nth-child(${i + 1})`],
  );
  if (axeChecked.has(frame) && fresh.length === 0) return [];
  const bad = await axeSerious(page, axeChecked.has(frame) ? fresh : undefined);
  if (bad.length === 0) for (const k of [frame, ...parts.map(key)]) axeChecked.add(k);
  return bad;
}

/**
 * Every visited page: axe (when JavaScript is on) must find nothing serious, checked once per page shape in this
 * process (pageParts); screenshots when named and asked for (CTP_SCREENSHOTS=1), and always of a page that fails.
 */
export async function checkPage(page: Page, opts: { javaScript: boolean; shot?: string }): Promise<void> {
  await page.waitForLoadState('load');
  if (opts.javaScript) {
    const bad = await axeSeriousOnce(page);
    if (bad.length > 0) {
      const name = opts.shot ?? `failed-${new URL(page.url()).pathname.replace(/[^a-z0-9]+/gi, '-')}`;
      await screenshots(page, name, true).catch(() => undefined);
      throw new Error(
        `axe found ${bad.length} serious/critical violation(s) on ${page.url()}:\n${bad.map((v) => `${v.impact} ${v.id}: ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`).join('\n')}`,
      );
    }
  }
  if (opts.shot) await screenshots(page, opts.shot);
}

/** Signs in through the sign-in page (as a demo user, or any verified account). */
export async function signIn(page: Page, base: string, who: { email: string; password: string }): Promise<void> {
  await page.goto(`${base}/sign-in`);
  await page.fill('#f-email', who.email);
  await page.fill('#f-password', who.password);
  // Each person lands on their own start page (officers the worklist, citizens My cases: /home).
  await Promise.all([
    page.waitForURL((u) => !u.pathname.startsWith('/sign-in') && u.pathname !== '/home'),
    page.click('main button[type=submit]'),
  ]);
}

// ---------------------------------------------------------------------------------------------------------------
// The in-process portal (one per test file): compose + createApp as `ctp start` builds them, served on a free port,
// with a clock the test moves. Legal dates (today) follow the proceeding's calendar; instants (sessions, cookies)
// stay on the real clock so that a browser keeps its session cookie. One Chromium for the whole process.

/**
 * Legal dates from the test's calendar; instants from the real clock (sessions and cookies stay valid). With
 * `followsSystem` (as `ctp start` runs) today is the real date in India until the test sets a day.
 */
export class LegalDayClock implements Clock {
  day: LocalDate = '2026-07-06' as LocalDate;
  followsSystem = false;
  now(): Date {
    return SystemClock.now();
  }
  today(): LocalDate {
    return this.followsSystem ? SystemClock.today() : this.day;
  }
}

export interface Who {
  readonly email: string;
  readonly password: string;
}
export const RAMESH: Who = { email: 'ramesh@demo.example', password: 'ramesh-demo-2026' };
export const SURESH: Who = { email: 'suresh@demo.example', password: 'suresh-demo-2026' };
export const SDM: Who = { email: 'sdm.sadar@demo.example', password: 'sdm-sadar-2026' };
export const DM: Who = { email: 'dm.agra@demo.example', password: 'dm-agra-2026' };
export const ADMIN: Who = { email: 'admin@demo.example', password: 'admin-demo-2026' };

/** Submits a form (by default the page's last primary button) and waits for the page it leads to. */
export async function submit(page: Page, selector = 'main form button.primary >> nth=-1'): Promise<void> {
  await Promise.all([page.waitForNavigation(), page.click(selector)]);
}

export const mainText = (page: Page): Promise<string> => page.locator('main').innerText();

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- API bodies as the tests read them
type Json = any;
export type Api = (
  method: string,
  path: string,
  body?: unknown,
) => Promise<{ status: number; json: Json; bytes: Buffer }>;

/** A person's own browser context in their language; `go` opens a page, signing in first when the session is gone. */
export interface Person {
  readonly page: Page;
  go(path: string, shot?: string): Promise<void>;
  check(shot?: string): Promise<void>;
}

// One Chromium for every portal of this process (the browser files run in one process): each portal sees it through
// a view that keeps the contexts it opened, and its close() closes those; Chromium itself closes when no portal has
// used it for a moment (the next file's portal, starting right after, takes it over).
let shared: { browser: Promise<Browser>; users: number; closing?: ReturnType<typeof setTimeout> } | undefined;

async function acquireBrowser(): Promise<Browser> {
  if (shared) {
    clearTimeout(shared.closing);
    shared.closing = undefined;
    const alive = await shared.browser.then((b) => b.isConnected()).catch(() => false);
    if (!alive) shared = undefined;
  }
  const s = (shared ??= { browser: openBrowser(), users: 0 });
  s.users += 1;
  try {
    return await s.browser;
  } catch (e) {
    if (shared === s) shared = undefined;
    throw e;
  }
}

function releaseBrowser(): void {
  const s = shared;
  if (!s) return;
  s.users -= 1;
  if (s.users > 0) return;
  s.closing = setTimeout(() => {
    if (shared !== s || s.users > 0) return;
    shared = undefined;
    void s.browser.then((b) => b.close()).catch(() => undefined);
  }, 300);
}

/** The shared Chromium as one portal sees it: the contexts (and pages) it opens are its own, closed by close(). */
function browserView(browser: Browser): Browser {
  const contexts: BrowserContext[] = [];
  return new Proxy(browser, {
    get(target, prop) {
      if (prop === 'newContext')
        return async (...args: Parameters<Browser['newContext']>) => {
          const c = await target.newContext(...args);
          contexts.push(c);
          return c;
        };
      if (prop === 'newPage')
        return async (...args: Parameters<Browser['newPage']>) => {
          const p = await target.newPage(...args);
          contexts.push(p.context());
          return p;
        };
      if (prop === 'close')
        return async () => {
          for (const c of contexts.splice(0)) await c.close().catch(() => undefined);
        };
      const v: unknown = Reflect.get(target, prop, target);
      return typeof v === 'function' ? (v as (...a: unknown[]) => unknown).bind(target) : v;
    },
  });
}

/**
 * The shared Chromium for a file that serves the portal itself: `browser` keeps the contexts it opens, `release` closes
 * them and gives Chromium back (as a portal of startInProcess does).
 */
export async function borrowBrowser(): Promise<{ browser: Browser; release(): Promise<void> }> {
  const browser = browserView(await acquireBrowser());
  return {
    browser,
    async release() {
      await browser.close();
      releaseBrowser();
    },
  };
}

export interface InProcessPortal {
  readonly clock: LegalDayClock;
  readonly composed: Composed;
  readonly base: string;
  readonly browser: Browser;
  /** The portal's CTP_DATA_DIR (where the SMS adapter writes its messages, under sms/). */
  readonly dataDir: string;
  /** Moves the legal date. */
  day(d: string): void;
  /** The newest six-digit code the portal mailed to an address (its mail is logged, as `ctp start` logs it). */
  codeFor(email: string): string | undefined;
  person(who: Who, lang: 'en' | 'hi'): Promise<Person>;
  /** The JSON API as `who` (a bearer token made through the sign-in API). */
  api(who: Who): Promise<Api>;
  /** Issues the documents queued so far (the document runner, drained until idle). */
  drain(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Starts the portal in this process on a fresh database (PGlite directory, or a database when DATABASE_URL is set).
 * `today: 'system'` keeps the real date in India (as `ctp start` has it) until the test moves the day. The document
 * runner and the deadline worker do not run by themselves: `drain` issues the documents queued so far.
 */
export async function startInProcess(prefix = 'ctp-web-', opts: { today?: 'system' } = {}): Promise<InProcessPortal> {
  const clock = new LegalDayClock();
  clock.followsSystem = opts.today === 'system';
  const mails: string[] = [];
  const url = process.env['DATABASE_URL'];
  const own = url ? await postgresTestDatabase(url) : undefined;
  const dir = mkdtempSync(join(tmpdir(), prefix));
  const env = readEnv({ CTP_DATA_DIR: join(dir, 'data'), ...(own ? { DATABASE_URL: own.url } : {}) });
  const acquired = acquireBrowser();
  const [composed, sharedBrowser] = await Promise.all([
    compose(env, {
      clock,
      // A PGlite data directory starts as a copy of the demo template when one was prepared (as `ctp start` does).
      demoTemplate: true,
      hasher: TEST_HASHER,
      log: (line) => {
        if (line.startsWith('[mail to ')) mails.push(line);
      },
    }),
    acquired,
  ]).catch((e: unknown) => {
    void acquired.then(releaseBrowser, () => undefined); // a portal that did not start keeps no Chromium open
    throw e;
  });
  const browser = browserView(sharedBrowser);
  if (!composed.demoFromTemplate) await composed.seedDemo();
  const app = createApp(composed.services, {
    logger: quietLogger,
    publicUrl: 'http://127.0.0.1',
    uploadMaxBytes: env.uploadMaxBytes,
    cookieSecure: false,
  });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((res) => server.once('listening', () => res()));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const contexts: BrowserContext[] = [];
  let runner: { drain(): Promise<number> } | undefined;

  const person = async (who: Who, lang: 'en' | 'hi'): Promise<Person> => {
    const ctx = await newContext(browser, { javaScript: true, lang });
    contexts.push(ctx);
    // The language as the switch (/lang, which other tests follow as a link) remembers it: its cookie, set here
    // without rendering the page the switch leads back to.
    await ctx.addCookies([{ name: LANG_COOKIE, value: lang, url: base, sameSite: 'Lax' }]);
    const page = await ctx.newPage();
    const check = (shot?: string): Promise<void> => checkPage(page, { javaScript: true, ...(shot ? { shot } : {}) });
    const go = async (path: string, shot?: string): Promise<void> => {
      await page.goto(`${base}/sign-in?next=${encodeURIComponent(path)}`);
      if (new URL(page.url()).pathname === '/sign-in') {
        await page.fill('#f-email', who.email);
        await page.fill('#f-password', who.password);
        await submit(page, 'main button[type=submit]');
      }
      if (new URL(page.url()).pathname !== path.split('?')[0])
        throw new Error(`${who.email} reached ${page.url()}, not ${path}`);
      await check(shot);
    };
    return { page, go, check };
  };

  const api = async (who: Who): Promise<Api> => {
    const token = await apiToken(base, who);
    return async (method, path, body) => {
      const r = await fetch(`${base}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        },
        ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      });
      const bytes = Buffer.from(await r.arrayBuffer());
      let json: Json;
      try {
        json = JSON.parse(bytes.toString('utf8'));
      } catch {
        json = undefined;
      }
      return { status: r.status, json, bytes };
    };
  };

  return {
    clock,
    composed,
    base,
    browser,
    dataDir: join(dir, 'data'),
    day(d) {
      clock.followsSystem = false;
      clock.day = d as LocalDate;
    },
    codeFor(email) {
      let code: string | undefined;
      for (const line of mails)
        if (line.startsWith(`[mail to ${email} `)) code = /(?:code|कोड)\D{0,5}(\d{6})\b/.exec(line)?.[1] ?? code;
      return code;
    },
    person,
    api,
    async drain() {
      runner ??= composed.startDocumentRunner({ start: false, log: () => {} }).runner;
      while ((await runner.drain()) > 0) {
        /* until idle */
      }
    },
    async close() {
      for (const c of contexts) await c.close();
      await browser.close();
      releaseBrowser();
      await new Promise<void>((res) => server.close(() => res()));
      await composed.close();
      await own?.drop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
