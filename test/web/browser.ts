// Browser tests of the web portal: Debian's Chromium driven by playwright-core, against the portal started as a
// person starts it (`ctp start`, test/portal.ts) on a fresh database (a new PGlite data directory, or a new schema
// on the PostgreSQL server when DATABASE_URL is set). Every page a test visits is checked with axe-core (no
// serious or critical violation) and photographed at phone (390 px) and desktop (1280 px) widths into
// test/artefacts/web/.

import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { dropSchema, freshSchema, startPortal } from '../portal.ts';
import type { Portal } from '../portal.ts';

export const CHROMIUM = '/usr/bin/chromium';
export const ARTEFACTS = new URL('../artefacts/web/', import.meta.url).pathname;
const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export interface RunningPortal {
  readonly portal: Portal;
  readonly base: string;
  /** The newest six-digit verification code the portal mailed (logged) to an address. */
  codeFor(email: string): string | undefined;
  stop(): Promise<void>;
}

/** `ctp start` on a fresh database; it seeds the demo jurisdiction and accounts (test/portal.ts DEMO_CITIZEN). */
export async function launchPortal(): Promise<RunningPortal> {
  const url = process.env['DATABASE_URL'];
  const schema = url ? await freshSchema(url) : undefined;
  const dir = schema ? undefined : mkdtempSync(join(tmpdir(), 'ctp-web-'));
  const env: Record<string, string> = {
    LOG_LEVEL: 'info',
    ...(schema ? { DATABASE_URL: schema.url } : { CTP_DATA_DIR: join(dir!, 'data') }),
  };
  const portal = await startPortal(env);
  return {
    portal,
    base: portal.base,
    codeFor(email) {
      let code: string | undefined;
      for (const line of portal.output().split('\n')) {
        if (!line.startsWith('{')) continue;
        try {
          const msg = String((JSON.parse(line) as { msg?: unknown }).msg ?? '');
          if (msg.includes(`mail to ${email} `)) code = /(?:code|कोड)\D{0,5}(\d{6})\b/.exec(msg)?.[1] ?? code;
        } catch {
          // not a log line
        }
      }
      return code;
    },
    async stop() {
      await portal.stop();
      if (schema && url) await dropSchema(url, schema.schema);
      if (dir) rmSync(dir, { recursive: true, force: true });
    },
  };
}

export async function openBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM))
    throw new Error(`${CHROMIUM} is missing: apt-get install -y chromium (scripts/test.sh does this).`);
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
 * critical violations. Injected through the DevTools protocol, so the page's CSP (script-src 'self') stays as is.
 */
export async function axeSerious(page: Page): Promise<AxeViolation[]> {
  await page.evaluate(AXE_SOURCE);
  const result = await page.evaluate(async () => {
    const axe = (
      globalThis as unknown as { axe: { run(ctx: unknown, opts: unknown): Promise<{ violations: AxeViolation[] }> } }
    ).axe;
    const r = await axe.run((globalThis as unknown as { document: unknown }).document, { resultTypes: ['violations'] });
    return r.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target })),
    }));
  });
  return result.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/** Screenshots at 390 px and 1280 px (full page) as test/artefacts/web/<name>.<width>.png; back to 390 px after. */
export async function screenshots(page: Page, name: string): Promise<void> {
  mkdirSync(ARTEFACTS, { recursive: true });
  // The portal's Devanagari font loads on first use (font-display: swap): wait for it, or the picture shows boxes.
  await page.evaluate('document.fonts.ready.then(() => true)').catch(() => undefined);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await page.screenshot({ path: join(ARTEFACTS, `${name}.${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 390, height: 844 });
}

/** Every visited page: axe (when JavaScript is on) must find nothing serious; screenshots when named. */
export async function checkPage(page: Page, opts: { javaScript: boolean; shot?: string }): Promise<void> {
  await page.waitForLoadState('load');
  if (opts.javaScript) {
    const bad = await axeSerious(page);
    if (bad.length > 0)
      throw new Error(
        `axe found ${bad.length} serious/critical violation(s) on ${page.url()}:\n${bad.map((v) => `${v.impact} ${v.id}: ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`).join('\n')}`,
      );
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
