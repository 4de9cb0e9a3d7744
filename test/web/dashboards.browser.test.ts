// Through the browser (Debian's Chromium, playwright-core): the District Magistrate of Agra signs in as the demo
// account and opens the district dashboard (issue 8) with demo cases present, then drills down to an office; the
// public open statistics page without sign-in, in English and Hindi. axe-core checks every page (no serious or
// critical violation); screenshots at 390 px and 1280 px go to test/artefacts/web/dashboard-*.png.
// The cases are made through the API as the demo adjudicating officers would (sign-in, Form-I, show-cause notice).
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { noticeCmd, validParticulars } from '../../src/domain/adjudication/fixtures.ts';
import type { InProcessPortal } from './browser.ts';
import { checkPage, newContext, signIn, startInProcess } from './browser.ts';

interface Session {
  cookie: string;
  csrf: string;
}

async function apiSignIn(base: string, email: string, password: string): Promise<Session> {
  const r = await fetch(`${base}/api/v1/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  assert.equal(r.status, 200, await r.clone().text());
  const cookie = r.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .join('; ');
  return { cookie, csrf: ((await r.json()) as { csrfToken: string }).csrfToken };
}

async function post(base: string, s: Session, path: string, body: unknown): Promise<{ id: string; version: number }> {
  const r = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: s.cookie, 'x-csrf-token': s.csrf },
    body: JSON.stringify(body),
  });
  const text = await r.text();
  assert.ok(r.status === 201 || r.status === 200, `${path}: ${r.status} ${text.slice(0, 300)}`);
  const j = JSON.parse(text) as { id?: string; version?: number; stream?: { id: string; version: number } };
  return {
    id: j.id ?? j.stream?.id ?? '',
    version: Number(j.version ?? j.stream?.version ?? r.headers.get('etag')?.replace(/\D/g, '') ?? 0),
  };
}

/** Complaints at Sadar (received Jul to Nov 2026, a notice in some) and at Etmadpur, as their officers record them. */
async function demoCases(base: string): Promise<number> {
  const sadar = await apiSignIn(base, 'sdm.sadar@demo.example', 'sdm-sadar-2026');
  const etmadpur = await apiSignIn(base, 'sdm.etmadpur@demo.example', 'sdm-etmadpur-2026');
  const days = [
    '2026-07-06',
    '2026-07-06',
    '2026-07-07',
    '2026-07-08',
    '2026-07-09',
    '2026-08-03',
    '2026-08-10',
    '2026-09-01',
    '2026-09-14',
    '2026-10-05',
    '2026-11-02',
    '2026-11-16',
  ];
  let n = 0;
  for (const [i, on] of days.entries()) {
    const c = await post(base, sadar, '/api/v1/complaints', {
      officeCode: 'AGRS',
      on,
      filedBy: { capacity: 'aggrieved-person' },
      mode: 'writing',
      particulars: validParticulars(),
    });
    n++;
    if (i % 2 === 0) {
      // Every other notice on time (two days after receipt), the rest late (Rule 4(1): 15 days), with the reason recorded.
      const late = i % 4 === 2;
      const issued = on.replace(
        /-(\d\d)$/,
        (_m, dd: string) => `-${String(Math.min(28, Number(dd) + (late ? 20 : 2))).padStart(2, '0')}`,
      );
      const { type: _t, ...notice } = noticeCmd(issued, late ? { delayReason: 'The office was shut for floods.' } : {});
      await post(base, sadar, `/api/v1/cases/${c.id}/commands/issue-show-cause-notice`, {
        ...notice,
        expectedVersion: c.version,
      });
    }
  }
  for (const on of ['2026-07-10', '2026-09-21', '2026-10-12']) {
    await post(base, etmadpur, '/api/v1/complaints', {
      officeCode: 'AGRE',
      on,
      filedBy: { capacity: 'aggrieved-person' },
      mode: 'writing',
      particulars: validParticulars(),
    });
    n++;
  }
  return n;
}

/** A link of the main menu: the most used are on the bar, the rest behind "More" (a details disclosure), opened first. */
function menuLink(page: Page, href: string): { click: () => Promise<void> } {
  return {
    click: async () => {
      const link = page.locator(`nav.main a[href="${href}"]`);
      if (!(await link.isVisible())) await page.click('nav.main details.more summary');
      await link.click();
    },
  };
}

describe('the dashboards in Chromium', () => {
  let portal: InProcessPortal;
  before(async () => {
    // The portal in this process on today's date, as `ctp start` has it (its background jobs are not needed here).
    portal = await startInProcess('ctp-dash-', { today: 'system' });
    assert.equal(await demoCases(portal.base), 15);
  });
  after(async () => {
    await portal?.close();
  });

  it('Rules 4(1), 5, 7: the District Magistrate of Agra sees the district dashboard with its offices, and drills down to one', async () => {
    const ctx = await newContext(portal.browser, { javaScript: true, lang: 'en' });
    const page = await ctx.newPage();
    await signIn(page, portal.base, { email: 'dm.agra@demo.example', password: 'dm-agra-2026' });
    await menuLink(page, '/dashboard').click();
    await page.waitForURL(/\/dashboard/);
    assert.match((await page.textContent('h1')) ?? '', /^Dashboard: Agra/);
    // 15 complaints received in the twelve months to today, none disposed: all pending.
    assert.equal((await page.locator('.stat-cards li').nth(0).locator('.stat-value').textContent())?.trim(), '15');
    assert.equal((await page.locator('.stat-cards li').nth(2).locator('.stat-value').textContent())?.trim(), '15');
    assert.equal(await page.locator('svg.chart[role=img]').count(), 3);
    await checkPage(page, { javaScript: true, shot: 'dashboard-district' });
    await Promise.all([page.waitForURL(/level=office&code=AGRS/), page.click('#h-children ~ div a:has-text("Sadar")')]);
    assert.equal((await page.locator('.stat-cards li').nth(0).locator('.stat-value').textContent())?.trim(), '12');
    await checkPage(page, { javaScript: true, shot: 'dashboard-office' });
    await ctx.close();
  });

  it("Rules 4(14), 8(2): the fund accountant opens the penalty fund and the Board's recovery officer the recovery queue", async () => {
    for (const [who, path, h1, shot] of [
      [{ email: 'fund.up@demo.example', password: 'fund-up-2026' }, '/fund', /fund/i, 'fund-statement'],
      [{ email: 'recovery@demo.example', password: 'awbi-recovery-2026' }, '/recovery', /recover/i, 'recovery-queue'],
    ] as const) {
      const ctx = await newContext(portal.browser, { javaScript: true, lang: 'en' });
      const page = await ctx.newPage();
      await signIn(page, portal.base, who);
      await Promise.all([page.waitForURL(new RegExp(`${path}$`)), menuLink(page, path).click()]);
      assert.match((await page.textContent('h1')) ?? '', h1);
      await checkPage(page, { javaScript: true, shot });
      await ctx.close();
    }
  });

  it('open statistics: no sign-in, small groups shown as suppressed with the explanation, in English and Hindi', async () => {
    const ctx = await newContext(portal.browser, { javaScript: true, lang: 'en' });
    const page = await ctx.newPage();
    await page.goto(`${portal.base}/statistics?level=district&code=AGR`);
    assert.match((await page.textContent('h1')) ?? '', /^Open statistics: Agra/);
    assert.ok((await page.locator('td.suppressed').count()) > 0);
    assert.match((await page.textContent('#h-suppression + p')) ?? '', /fewer than 5 cases/);
    await checkPage(page, { javaScript: true, shot: 'statistics-district' });
    await Promise.all([page.waitForNavigation(), page.click('a.lang')]);
    assert.equal(await page.getAttribute('html', 'lang'), 'hi');
    await checkPage(page, { javaScript: true, shot: 'statistics-district-hi' });
    // Issue 30: no chart's label is cut off at the box's edge, on a 360 px phone or a desktop, in Hindi and English.
    for (const lang of ['hi', 'en']) {
      if (lang === 'en') await Promise.all([page.waitForNavigation(), page.click('a.lang')]);
      for (const width of [360, 1280]) {
        await page.setViewportSize({ width, height: 800 });
        await page.evaluate('document.fonts.ready.then(() => true)');
        const cut = (await page.evaluate(`[...document.querySelectorAll('svg.chart')].flatMap((svg) => {
          const box = svg.viewBox.baseVal;
          return [...svg.querySelectorAll('text')].filter((t) => {
            if (t.closest('[transform]') || t.hasAttribute('transform')) return false;
            const b = t.getBBox();
            return b.width > 0 && (b.x < -0.5 || b.x + b.width > box.width + 0.5);
          }).map((t) => t.textContent);
        })`)) as string[];
        assert.deepEqual(cut, [], `${lang} at ${width} px: labels cut at the chart's edge`);
      }
    }
    await ctx.close();
  });
});
