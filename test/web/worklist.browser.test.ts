// The officer's day in Chromium (issue 14): the demo adjudicating officer of Sadar signs in and lands on the worklist;
// at 1280 px a worklist of 50 cases is measured (its 50 rows, and the whole page) and must fit in about three screens
// of 800 px (it was 8,186 px for 50 rows); each row says by how many days it is overdue; the search box finds a case
// by its number typed in small letters with spaces, and by a party's name. axe-core finds nothing serious on each
// page; screenshots go to test/artefacts/web/worklist-*.png.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { validParticulars } from '../../src/domain/adjudication/fixtures.ts';
import type { InProcessPortal } from './browser.ts';
import { checkPage, newContext, signIn, startInProcess } from './browser.ts';

const SDM = { email: 'sdm.sadar@demo.example', password: 'sdm-sadar-2026' };
const SCREEN = 800;

async function fileAll(base: string): Promise<string[]> {
  const r = await fetch(`${base}/api/v1/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(SDM),
  });
  assert.equal(r.status, 200);
  const cookie = r.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .join('; ');
  const csrf = ((await r.json()) as { csrfToken: string }).csrfToken;
  const numbers: string[] = [];
  for (let i = 0; i < 55; i += 1) {
    const on = new Date(Date.UTC(2026, 6, 6) + i * 2 * 86_400_000).toISOString().slice(0, 10);
    const p = validParticulars();
    const name = i === 7 ? 'Bhola Nath Yadav' : 'Mohan Lal';
    const c = await fetch(`${base}/api/v1/complaints`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie, 'x-csrf-token': csrf },
      body: JSON.stringify({
        officeCode: 'AGRS',
        on,
        filedBy: { capacity: 'aggrieved-person' },
        mode: 'writing',
        particulars: { ...p, contravener: { ...p.contravener, name } },
      }),
    });
    const text = await c.text();
    assert.equal(c.status, 201, text.slice(0, 300));
    numbers.push((JSON.parse(text) as { number: string }).number);
  }
  return numbers;
}

describe("the officer's day in Chromium", () => {
  let portal: InProcessPortal;
  let numbers: string[] = [];
  before(async () => {
    // The portal in this process on today's date, as `ctp start` has it (its background jobs are not needed here).
    portal = await startInProcess('ctp-worklist-', { today: 'system' });
    numbers = await fileAll(portal.base);
  });
  after(async () => {
    await portal?.close();
  });

  for (const lang of ['en', 'hi'] as const) {
    it(`the officer lands on the worklist; 50 rows at 1280 px fit in about three screens, each with its days overdue (${lang})`, async () => {
      const ctx = await newContext(portal.browser, { javaScript: true, lang });
      const page = await ctx.newPage();
      await signIn(page, portal.base, SDM);
      assert.equal(new URL(page.url()).pathname, '/office/worklist');
      await page.setViewportSize({ width: 1280, height: SCREEN });
      await page.evaluate('document.fonts.ready.then(() => true)');
      const rows = page.locator('table.worklist tbody tr');
      assert.equal(await rows.count(), 50);
      const body = await page.locator('table.worklist tbody').boundingBox();
      const whole = (await page.evaluate('document.documentElement.scrollHeight')) as number;
      const first = await rows.nth(0).boundingBox();
      console.log(
        `worklist (${lang}) at 1280 px: 50 rows = ${Math.round(body!.height)} px (a row ${Math.round(first!.height)} px); the whole page ${whole} px = ${(whole / SCREEN).toFixed(2)} screens of ${SCREEN} px`,
      );
      assert.ok(body!.height <= 2 * SCREEN, `50 rows take ${body!.height} px`);
      assert.ok(whole <= 3.25 * SCREEN, `the page is ${whole} px`);
      const overdue = (await rows.nth(0).locator('td.num').innerText()).trim();
      assert.match(overdue, lang === 'en' ? /^\d+ days$/ : /^\d+ दिन$/);
      await checkPage(page, { javaScript: true, shot: `worklist-50-${lang}` });
      await ctx.close();
    });
  }

  it("the search box finds a case by its number typed in small letters with spaces, and by a party's name", async () => {
    const ctx = await newContext(portal.browser, { javaScript: true, lang: 'en' });
    const page = await ctx.newPage();
    await signIn(page, portal.base, SDM);
    const wanted = numbers[41]!;
    const typed = wanted.toLowerCase().replace(/\//g, ' / ');
    await page.fill('#f-q', typed);
    await Promise.all([page.waitForURL(/\?q=/), page.click('form[role=search] button[type=submit]')]);
    assert.deepEqual(await page.locator('table.worklist tbody th a').allInnerTexts(), [wanted]);
    await checkPage(page, { javaScript: true, shot: 'worklist-search-number' });
    await page.fill('#f-q', 'bhola yad');
    await Promise.all([page.waitForURL(/q=bhola/), page.click('form[role=search] button[type=submit]')]);
    assert.deepEqual(await page.locator('table.worklist tbody th a').allInnerTexts(), [numbers[7]!]);
    await checkPage(page, { javaScript: true, shot: 'worklist-search-name' });
    await ctx.close();
  });
});
