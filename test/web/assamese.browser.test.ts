// Issue 31 in Chromium at 360 px: a citizen reading the portal in Assamese (lang="as") files a complaint in Form-I to
// the Guwahati office, gets the receipt, and opens the case page; every page is in Assamese (no English word outside
// names, numbers, file formats and the language switch's other languages), axe finds no serious or critical
// violation, and nothing overflows the 360 px screen. The same in Bengali (lang="bn") to the Silchar office (Cachar).
// Then the Guwahati officer (SDM Guwahati) reads that case's officer page and its show-cause notice form in Assamese.
// Screenshots go to test/artefacts/web/as-*.png and bn-*.png.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { DEMO_CITIZEN } from '../portal.ts';
import type { InProcessPortal } from './browser.ts';
import { checkPage, signIn, startInProcess } from './browser.ts';

async function submit(page: Page): Promise<void> {
  await Promise.all([
    page.waitForLoadState('load'),
    page.waitForNavigation(),
    page.click('main form button.primary >> nth=-1'),
  ]);
}

/** The words of <main> in Latin letters that are not a name, a number or a file format the person typed or chose. */
async function englishWords(page: Page, allowed: readonly string[], lang: 'as' | 'bn'): Promise<string[]> {
  // Another language's own words (marked with its lang) and what the person typed are not the page's words.
  const text = (await page.evaluate(`(() => {
    const main = document.querySelector('main').cloneNode(true);
    for (const el of main.querySelectorAll('[lang]:not([lang="${lang}"]), input, textarea')) el.remove();
    return main.innerText;
  })()`)) as string;
  // An email address the person signed up with (carried into Form-I) is theirs, not the page's words.
  let rest = text.replace(/CTR\/[A-Z0-9/]+/g, ' ').replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, ' ');
  for (const a of allowed) rest = rest.split(a).join(' ');
  return [...rest.matchAll(/[A-Za-z]{2,}/g)]
    .map((m) => m[0])
    .filter((w) => !['PDF', 'JPEG', 'PNG', 'KB', 'MB'].includes(w));
}

async function check(page: Page, shot: string, allowed: readonly string[], lang: 'as' | 'bn' = 'as'): Promise<void> {
  assert.equal(await page.getAttribute('html', 'lang'), lang, `${shot}: html lang`);
  await checkPage(page, { javaScript: true, shot: `${lang}-${shot}` });
  const over = (await page.evaluate(
    'document.documentElement.scrollWidth - document.documentElement.clientWidth',
  )) as number;
  assert.ok(over <= 0, `${shot}: ${over} px of horizontal overflow at 360 px`);
  const words = await englishWords(page, allowed, lang);
  assert.deepEqual(words, [], `${shot}: English words on a ${lang} page: ${words.join(' ')}`);
}

/** The SDM Guwahati demo account (src/app/seed/demo.ts): the adjudicating officer of office KMRS. */
const SDM_GUWAHATI = { email: 'sdm.guwahati@demo.example', password: 'sdm-guwahati-2026' };

describe('issue 31: the portal in Assamese in Chromium at 360 px', () => {
  let portal: InProcessPortal;
  /** The number of the case the citizen files at Guwahati, which the officer then reads. */
  let guwahatiCase = '';
  let guwahatiCaseId = '';
  before(async () => {
    portal = await startInProcess('ctp-assamese-', { today: 'system' });
  });
  after(async () => {
    await portal?.close();
  });

  it('Rule 3: a citizen files Form-I in Assamese to the Guwahati office; the receipt and the case page are in Assamese', async () => {
    const ctx = await portal.browser.newContext({ viewport: { width: 360, height: 780 }, locale: 'as-IN' });
    const page = await ctx.newPage();
    await page.goto(`${portal.base}/lang?to=as&back=/`);
    await signIn(page, portal.base, DEMO_CITIZEN);
    // Names: the demo citizen's, and the office's as entered (a proper name; Assamese names for offices are to follow).
    const names = [
      'Ramesh Kumar',
      'Sub-Divisional Magistrate, Guwahati',
      'Guwahati Sadar, Kamrup Metropolitan, Assam (demo)',
    ];
    await page.goto(`${portal.base}/file`);
    await check(page, 'file-start', names);
    await submit(page);
    await page.selectOption('#f-officeCode', 'KMRS');
    await check(page, 'file-1-office', [
      ...names,
      'Sub-Divisional Magistrate, Sadar, Agra',
      'Sub-Divisional Magistrate, Etmadpur, Agra',
      'Sub-Divisional Magistrate, Silchar',
      'Sub-Divisional Magistrate, Kokrajhar',
    ]);
    await submit(page);
    await page.fill('#f-c-parentName', 'হৰেন শৰ্মা');
    await page.fill('#f-c-address', 'ঘৰ 12, বেলতলা, গুৱাহাটী');
    await page.fill('#f-c-pin', '781028');
    await page.fill('#f-c-phone', '98765 43210');
    await check(page, 'file-2-complainant', names);
    await submit(page);
    await page.fill('#f-k-name', 'মোহন দাস');
    await page.fill('#f-k-address', 'বেলতলা, গুৱাহাটী');
    await submit(page);
    await page.fill('#f-i-date', '03/07/2026');
    await page.fill('#f-i-place', 'দাগ নম্বৰ 41, বেলতলা');
    // Not section 26: at an office in Assam a complaint alleging it is refused for the written report (section 26A).
    await page.check('#f-i-provisionChoice-s20').catch(async () => page.fill('#f-i-provision', 'ধাৰা 20'));
    await check(page, 'file-4-incident', names);
    await submit(page);
    await page.fill('#f-s-statement', 'চাৰিটা গৰুৱে মোৰ পথাৰত সোমাই ধান খেতি নষ্ট কৰিলে।');
    await page.fill('#f-s-evidence', 'জমাবন্দীৰ নকল');
    await check(page, 'file-5-statement', names);
    await submit(page);
    await page.check('#f-declared');
    await check(page, 'file-6-review', names);
    await submit(page);
    await page.waitForURL(/\/receipt$/);
    await check(page, 'receipt', names);
    const text = await page.locator('main').innerText();
    assert.match(text, /প্ৰাপ্তিৰ তাৰিখ/);
    assert.match(text, /নিয়ম 4\(1\)/);
    const number = (await page.locator('.panel .big').textContent())?.trim() ?? '';
    assert.match(number, /^CTR\/KMRS\/\d{4}\/\d+$/, 'the case number stays in ASCII digits');
    guwahatiCase = number;
    await page.goto(`${portal.base}/my/cases`);
    await Promise.all([page.waitForURL(/\/my\/cases\/[^/]+$/), page.click(`text=${number}`)]);
    guwahatiCaseId = new URL(page.url()).pathname.split('/').pop() ?? '';
    await check(page, 'case', names);
    await ctx.close();
  });

  it('Rule 4(1): the Guwahati officer reads the case and the show-cause notice form (Form-II) in Assamese', async () => {
    assert.match(guwahatiCase, /^CTR\/KMRS\//, 'the Assamese filing above made the case');
    const ctx = await portal.browser.newContext({ viewport: { width: 360, height: 780 }, locale: 'as-IN' });
    const page = await ctx.newPage();
    await page.goto(`${portal.base}/lang?to=as&back=/`);
    await signIn(page, portal.base, SDM_GUWAHATI);
    // Names: the parties as typed and the office's and officer's names as entered (proper names).
    const names = [
      'Ramesh Kumar',
      'Sub-Divisional Magistrate, Guwahati',
      'Guwahati Sadar, Kamrup Metropolitan, Assam (demo)',
      'Guwahati',
      'SDM Guwahati',
      // The forms' Roman numerals (প্ৰপত্ৰ-II), as in the Rules.
      'III',
      'II',
    ];
    await page.goto(`${portal.base}/office/cases/${guwahatiCaseId}`);
    await check(page, 'officer-case', names);
    const main = await page.locator('main').innerText();
    assert.match(main, /কাৰণ দৰ্শোৱাৰ জাননী/, 'the next step names the show-cause notice');
    // The danda (।, U+0964) is shared with Assamese; any other Devanagari letter would be Hindi.
    assert.doesNotMatch(
      main,
      /[\u0900-\u0963\u0966-\u097f]/,
      'no Hindi (Devanagari) words, e.g. in the provisions cited',
    );
    assert.match(main, /নিয়ম 4\(1\)/, 'the provisions cited in Assamese');
    await Promise.all([
      page.waitForURL(/\/act\/issue-show-cause-notice$/),
      page.click('a[href$="/act/issue-show-cause-notice"]'),
    ]);
    await check(page, 'officer-form-2', names);
    assert.match(await page.locator('main').innerText(), /উত্তৰৰ বাবে দিয়া দিন/);
    await ctx.close();
  });

  it('Rule 3: a citizen files Form-I in Bengali to the Silchar office (Cachar); the receipt and the case page are in Bengali', async () => {
    const ctx = await portal.browser.newContext({ viewport: { width: 360, height: 780 }, locale: 'bn-IN' });
    const page = await ctx.newPage();
    await page.goto(`${portal.base}/lang?to=bn&back=/`);
    await signIn(page, portal.base, DEMO_CITIZEN);
    // Names: the demo citizen's, and the offices' as entered (proper names).
    const names = [
      'Ramesh Kumar',
      'Sub-Divisional Magistrate, Silchar',
      'Silchar Sadar, Cachar, Assam (demo)',
      'Sub-Divisional Magistrate, Guwahati',
      'Sub-Divisional Magistrate, Kokrajhar',
      'Sub-Divisional Magistrate, Sadar, Agra',
      'Sub-Divisional Magistrate, Etmadpur, Agra',
    ];
    const bn = async (shot: string): Promise<void> => check(page, shot, names, 'bn');
    await page.goto(`${portal.base}/file`);
    await bn('file-start');
    await submit(page);
    await page.selectOption('#f-officeCode', 'CACS');
    await bn('file-1-office');
    await submit(page);
    await page.fill('#f-c-parentName', 'হরেন্দ্র দাস');
    await page.fill('#f-c-address', 'বাড়ি 12, তারাপুর, শিলচর');
    await page.fill('#f-c-pin', '788003');
    await page.fill('#f-c-phone', '98765 43210');
    await bn('file-2-complainant');
    await submit(page);
    await page.fill('#f-k-name', 'মোহন নাথ');
    await page.fill('#f-k-address', 'তারাপুর, শিলচর');
    await bn('file-3-contravener');
    await submit(page);
    await page.fill('#f-i-date', '03/07/2026');
    await page.fill('#f-i-place', 'দাগ নম্বর 41, তারাপুর');
    // Not section 26: at an office in Assam a complaint alleging it is refused for the written report (section 26A).
    await page.check('input[name="i.provisionChoice"][value="s20"]');
    await bn('file-4-incident');
    await submit(page);
    await page.fill('#f-s-statement', 'চারটি গরু আমার জমিতে ঢুকে ধানের ফসল নষ্ট করেছে।');
    await page.fill('#f-s-evidence', 'জমাবন্দির নকল');
    await bn('file-5-statement');
    await submit(page);
    await page.check('#f-declared');
    await bn('file-6-review');
    await submit(page);
    await page.waitForURL(/\/receipt$/);
    await bn('receipt');
    const text = await page.locator('main').innerText();
    assert.match(text, /প্রাপ্তির তারিখ/);
    assert.match(text, /নিয়ম 4\(1\)/);
    const number = (await page.locator('.panel .big').textContent())?.trim() ?? '';
    assert.match(number, /^CTR\/CACS\/\d{4}\/\d+$/, 'the case number stays in ASCII digits');
    await page.goto(`${portal.base}/my/cases`);
    await bn('my-cases');
    await Promise.all([page.waitForURL(/\/my\/cases\/[^/]+$/), page.click(`text=${number}`)]);
    await bn('case');
    await ctx.close();
  });
});
