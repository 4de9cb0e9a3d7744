// Phone first (issue 15), in Chromium at 360 x 740, in Hindi, with JavaScript off and on: the complainant files
// Form-I (every step, the date typed in Devanagari digits on a text keypad), deletes a draft after the confirmation
// page, and reads the case; the officer's pages a phone user sees (worklist, case page, a form, statistics). On every
// page: no sideways scrolling (document.documentElement.scrollWidth <= 360), a compact header, and (JavaScript on)
// axe finds no serious or critical violation. Devanagari conjuncts form at 400 and 700, and bold is the font's true bold.
// On the statistics every figure is readable: a chart shown has labels of 12 px or more, and the twelve months' chart
// gives way to its table (never behind a closed disclosure). Screenshots (CTP_SCREENSHOTS=1): test/artefacts/web/phone-<js|nojs>-<page>.360.png.

import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { InProcessPortal } from './browser.ts';
import { ARTEFACTS, axeSeriousOnce, SCREENSHOTS, startInProcess } from './browser.ts';

const RAMESH = { email: 'ramesh@demo.example', password: 'ramesh-demo-2026' };
const SDM = { email: 'sdm.sadar@demo.example', password: 'sdm-sadar-2026' };

describe('phone first: 360 px, Hindi, JavaScript off and on', () => {
  // The portal in process (as the proceeding test runs it): the demo jurisdiction and accounts, today's date.
  let portal: InProcessPortal;
  before(async () => {
    portal = await startInProcess('ctp-phone-', { today: 'system' });
  });
  after(async () => {
    await portal?.close();
  });

  for (const js of [false, true]) {
    const tag = js ? 'js' : 'nojs';
    it(`with JavaScript ${js ? 'on' : 'off'}: the complainant files and the officer's pages fit 360 px with no serious axe finding`, async () => {
      const ctx = await portal.browser.newContext({
        javaScriptEnabled: js,
        viewport: { width: 360, height: 740 },
        locale: 'hi-IN',
      });
      const page = await ctx.newPage();
      const seen: string[] = [];
      const check = async (name: string): Promise<void> => {
        await page.waitForLoadState('load');
        if (SCREENSHOTS) {
          mkdirSync(ARTEFACTS, { recursive: true });
          await page.evaluate('document.fonts.ready.then(() => true)').catch(() => undefined);
          await page.screenshot({ path: join(ARTEFACTS, `phone-${tag}-${name}.360.png`), fullPage: true });
        }
        const width = (await page.evaluate('document.documentElement.scrollWidth')) as number;
        assert.ok(width <= 360, `${name} (${page.url()}) scrolls sideways: ${width} px`);
        // A compact header: the bar and the menu row together under 140 px on a signed-in page, measured once the
        // page's fonts have loaded (a fallback font may wrap a line that the portal's own font does not).
        await page.evaluate('document.fonts.ready.then(() => true)').catch(() => undefined);
        const header = (await page.evaluate(
          '(document.querySelector("nav.main")?.getBoundingClientRect().bottom) ?? 0',
        )) as number;
        if (name !== 'menu-open') assert.ok(header <= 140, `${name}: header and menu take ${header} px`);
        if (js) {
          const bad = await axeSeriousOnce(page);
          assert.deepEqual(
            bad.map((v) => `${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
            [],
            `${name}: axe`,
          );
        }
        seen.push(name);
      };
      const submit = async (selector = 'main form button.primary >> nth=-1') => {
        await Promise.all([page.waitForNavigation(), page.click(selector)]);
      };
      const signIn = async (who: { email: string; password: string }, next: string) => {
        await page.goto(`${portal.base}/sign-in?next=${encodeURIComponent(next)}`);
        await page.fill('#f-email', who.email);
        await page.fill('#f-password', who.password);
        await submit('main button[type=submit]');
      };
      await page.goto(`${portal.base}/lang?to=hi&back=/`);
      await check('home');
      // The portal's Devanagari font forms every conjunct: each is narrower than its letters kept apart by a zero-width
      // non-joiner (the halant shown), as the page sets them (body text and bold).
      const conjuncts = (await page.evaluate(`(async () => {
        const out = [];
        for (const weight of ['400', '700'])
          for (const w of ['क्ष', 'द्ध', 'र्म', 'स्व', 'त्र', 'ज्ञ', 'द्व', 'ह्म']) {
            const mk = (t) => {
              const s = document.createElement('span');
              s.textContent = t;
              s.style.cssText = 'white-space:nowrap;font-size:40px;font-weight:' + weight;
              document.querySelector('main').append(s);
              return s;
            };
            const a = mk(w), b = mk(w.replace(/\u094d/g, '\u094d\u200c'));
            await document.fonts.ready;
            out.push([w + ' ' + weight, a.getBoundingClientRect().width, b.getBoundingClientRect().width]);
            a.remove();
            b.remove();
          }
        return out;
      })()`)) as [string, number, number][];
      for (const [w, joined, apart] of conjuncts)
        assert.ok(joined < apart - 1, `${w}: ${joined} px, apart ${apart} px`);
      // Bold is a true bold from the portal's font (its letters are wider), not the regular emboldened by the browser
      // (which keeps the regular's widths).
      const bold = (await page.evaluate(`(async () => {
        const mk = (weight) => {
          const s = document.createElement('span');
          s.textContent = 'क्षतिपूर्ति विद्यालय';
          s.style.cssText = 'white-space:nowrap;font-size:40px;font-weight:' + weight;
          document.querySelector('main').append(s);
          return s;
        };
        const a = mk('400'), b = mk('700');
        await document.fonts.ready;
        const out = [a.getBoundingClientRect().width, b.getBoundingClientRect().width];
        a.remove();
        b.remove();
        return out;
      })()`)) as [number, number];
      assert.ok(bold[1] > bold[0] * 1.04, `bold ${bold[1]} px, regular ${bold[0]} px`);
      await signIn(RAMESH, '/my/cases');
      await check('my-cases');
      // The menu: the most used links shown, the rest behind "मेनू" (a details disclosure, no JavaScript needed).
      assert.equal(await page.locator('nav.main details.more > summary').innerText(), 'मेनू');
      await page.click('nav.main details.more > summary');
      await check('menu-open');
      await page.click('nav.main details.more > summary');
      // A draft is started, then deleted after the confirmation page.
      await page.goto(`${portal.base}/file`);
      await submit();
      await page.goto(`${portal.base}/my/cases`);
      await Promise.all([page.waitForNavigation(), page.click('main a[href$="/discard"] >> nth=0')]);
      await check('draft-delete-confirm');
      await submit();
      // Form-I, step by step.
      await page.goto(`${portal.base}/file`);
      await check('file-start');
      await submit();
      await page.selectOption('#f-officeCode', 'AGRS');
      await check('file-1-office');
      await submit();
      await page.fill('#f-c-parentName', 'सुरेश कुमार');
      await page.fill('#f-c-address', 'मकान 12, ग्राम रामपुर, जिला आगरा');
      await page.fill('#f-c-pin', '282001');
      await page.fill('#f-c-phone', '98765 43210');
      await check('file-2-complainant');
      await submit();
      await page.fill('#f-k-name', 'मोहन लाल');
      await page.fill('#f-k-address', 'ग्राम रामपुर, जिला आगरा');
      await check('file-3-contravener');
      await submit();
      assert.equal(await page.getAttribute('#f-i-date', 'inputmode'), 'text', 'a keypad with "/" and "-"');
      assert.match(await page.locator('#f-i-date-hint').innerText(), /दिन\/महीना\/वर्ष/);
      assert.equal(await page.locator('#f-i-nature').count(), 0, 'what happened is asked once, in the statement');
      await page.fill('#f-i-date', '०३०७२०२६');
      await page.fill('#f-i-place', 'खसरा संख्या 41, ग्राम रामपुर');
      await page.fill('#f-i-provision', 'पशु अतिचार अधिनियम, 1871 की धारा 26');
      await check('file-4-incident');
      await submit();
      await page.fill('#f-s-statement', 'चार गायें मेरे खेत में घुसीं और फसल नष्ट की।');
      await page.fill('#f-s-evidence', 'खसरा उद्धरण\nनष्ट फसल की फ़ोटो');
      await check('file-5-statement');
      await submit();
      assert.match(await page.locator('main').innerText(), /3 जुलाई 2026/);
      await page.check('#f-declared');
      await check('file-6-review');
      await submit();
      await page.waitForURL(/\/receipt$/);
      await check('file-receipt');
      const number = (await page.locator('.panel .big').innerText()).trim();
      await page.goto(`${portal.base}/my/cases`);
      await Promise.all([page.waitForNavigation(), page.click(`main a:has-text("${number}")`)]);
      await check('case');
      await page.goto(
        `${portal.base}/status?number=${encodeURIComponent(number.toLowerCase().replaceAll('/', ' / '))}`,
      );
      assert.match(await page.locator('main').innerText(), new RegExp(number.replaceAll('/', '\\/')));
      await check('status');
      await page.goto(`${portal.base}/statistics`);
      await check('statistics');
      // At 360 px the figures are readable: a chart shown fits the screen and its labels are at least 12 px; a chart too
      // small to read (the twelve months) is hidden and its table, not behind a closed disclosure, shows the figures.
      const charts = (await page.evaluate(
        `[...document.querySelectorAll('main figure.chart-box')].map((f) => {
          const s = f.querySelector('svg'), r = s.getBoundingClientRect(), box = s.viewBox.baseVal;
          const sizes = [...s.querySelectorAll('text')].map((x) => Number(x.getAttribute('font-size')) * r.width / box.width);
          const tables = [...f.closest('section').querySelectorAll('table.figures')]
            .filter((t) => t.getBoundingClientRect().height > 0 && !t.closest('details:not([open])'));
          return [s.id || s.getAttribute('aria-labelledby'), r.width > 0, r.left, r.right, Math.min(...sizes), tables.length];
        })`,
      )) as [string, boolean, number, number, number, number][];
      assert.ok(charts.length >= 3, 'the statistics have charts');
      for (const [id, shown, l, r, label, tables] of charts) {
        if (shown) {
          assert.ok(l >= 0 && r <= 360, `${id}: spans ${l}-${r} px`);
          assert.ok(label >= 12, `${id}: labels ${label.toFixed(1)} px`);
        } else assert.ok(tables >= 1, `${id}: hidden, and its figures shown in a table`);
        assert.ok(tables >= 1, `${id}: a table of the same figures beside it`);
      }
      assert.deepEqual(
        charts.filter((c) => !c[1]).map((c) => c[0]),
        ['chart-monthly-title chart-monthly-desc'],
        'the monthly chart gives way to its table',
      );
      assert.equal(
        await page.locator('main details:not([open]) table.figures').count(),
        0,
        'no table behind a disclosure',
      );
      if (SCREENSHOTS) await page.screenshot({ path: join(ARTEFACTS, `phone-${tag}-statistics-screen.360.png`) });
      // The officer, on the same phone.
      await page.context().clearCookies();
      await page.goto(`${portal.base}/lang?to=hi&back=/`);
      await signIn(SDM, '/office/worklist');
      await check('officer-worklist');
      await Promise.all([page.waitForNavigation(), page.click(`main a:has-text("${number}")`)]);
      await check('officer-case');
      const act = page.locator('main a[href*="/act/"]').first();
      if (await act.count()) {
        await Promise.all([page.waitForNavigation(), act.click()]);
        await check('officer-form');
      }
      await page.goto(`${portal.base}/dashboard`);
      await check('officer-dashboard');
      assert.ok(seen.length >= 18, `pages checked: ${seen.join(', ')}`);
      await ctx.close();
    });
  }
});
