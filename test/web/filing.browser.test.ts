// Through the browser only (Debian's Chromium, playwright-core): a citizen switches to Hindi, registers, verifies
// the email with the mailed code, signs in and files a complaint in Form-I step by step (Rule 3), getting the
// receipt with the dates of Rule 4(1) and Rule 5; then the same filing with JavaScript disabled, as the demo citizen.
// axe-core checks every page (JavaScript on); screenshots at 390 px and 1280 px go to test/artefacts/web/.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { DEMO_CITIZEN } from '../portal.ts';
import type { InProcessPortal } from './browser.ts';
import { axeSerious, checkPage, newContext, signIn, startInProcess } from './browser.ts';

async function submit(page: Page): Promise<void> {
  await Promise.all([
    page.waitForLoadState('load'),
    page.waitForNavigation(),
    page.click('main form button.primary >> nth=-1'),
  ]);
}

/** The six steps of Form-I; `check` runs on each page before it is submitted. */
async function fileComplaint(page: Page, check: (name: string) => Promise<void>, hi: boolean): Promise<string> {
  await check('file-start');
  await submit(page);
  await page.selectOption('#f-officeCode', 'AGRS');
  await check('file-1-office');
  await submit(page);
  // A PIN starting with 0: refused with an error summary that links to the field.
  await page.fill('#f-c-parentName', hi ? 'सुरेश कुमार' : 'Suresh Kumar');
  await page.fill('#f-c-address', hi ? 'मकान 12, ग्राम रामपुर, जिला आगरा' : 'House 12, Village Rampur, District Agra');
  await page.fill('#f-c-pin', '082001');
  await page.fill('#f-c-phone', '98765 43210');
  await submit(page);
  assert.equal(await page.locator('.error-summary a[href="#f-c-pin"]').count(), 1);
  await check('file-2-complainant-error');
  await page.fill('#f-c-pin', '282001');
  await submit(page);
  await page.fill('#f-k-name', hi ? 'मोहन लाल' : 'Mohan Lal');
  await page.fill('#f-k-address', hi ? 'ग्राम रामपुर, जिला आगरा' : 'Village Rampur, District Agra');
  await check('file-3-contravener');
  await submit(page);
  await page.fill('#f-i-date', hi ? '०३.०७.२०२६' : '03-07-2026');
  await page.fill('#f-i-place', hi ? 'खसरा संख्या 41, ग्राम रामपुर' : 'Khasra no. 41, Village Rampur');
  await page.fill(
    '#f-i-provision',
    hi ? 'पशु अतिचार अधिनियम, 1871 की धारा 26' : 'Section 26 of the Cattle-trespass Act, 1871',
  );
  await check('file-4-incident');
  await submit(page);
  await page.fill(
    '#f-s-statement',
    hi ? 'चार गायें मेरे खेत में घुसीं और फसल नष्ट की।' : 'Four cows entered my field and destroyed the crop.',
  );
  await page.fill('#f-s-evidence', hi ? 'खसरा उद्धरण\nनष्ट फसल की फ़ोटो' : 'Khasra extract\nPhotographs of the crop');
  await check('file-5-statement');
  await submit(page);
  await page.check('#f-declared');
  await check('file-6-review');
  await submit(page);
  await page.waitForURL(/\/receipt$/);
  await check('file-receipt');
  const number = (await page.locator('.panel .big').textContent())?.trim() ?? '';
  assert.match(number, /^CTR\/AGRS\/\d{4}\/\d+$/);
  return number;
}

describe('the web portal in Chromium', () => {
  let portal: InProcessPortal;
  before(async () => {
    // The portal in this process on today's date, as `ctp start` has it (its background jobs are not needed here).
    portal = await startInProcess('ctp-filing-', { today: 'system' });
  });
  after(async () => {
    await portal?.close();
  });

  it('Rule 3: a citizen registers in Hindi, verifies the email, signs in and files Form-I; the receipt states the Rule 4(1) and Rule 5 dates', async () => {
    const ctx = await newContext(portal.browser, { javaScript: true, lang: 'en' });
    const page = await ctx.newPage();
    const check = (shot: string) => checkPage(page, { javaScript: true, shot: `hi-${shot}` });
    await page.goto(`${portal.base}/`);
    await checkPage(page, { javaScript: true, shot: 'en-home' });
    await Promise.all([page.waitForNavigation(), page.click('a.lang')]);
    assert.equal(await page.getAttribute('html', 'lang'), 'hi');
    await check('home');
    for (const path of ['/guide', '/status', '/calculator?clock=reply&from=10%2F07%2F2026&days=30']) {
      await page.goto(`${portal.base}${path}`);
      await check(path.slice(1).split('?')[0]!);
    }
    const email = `kisan.${Date.now()}@example.in`;
    await page.goto(`${portal.base}/register`);
    await page.fill('#f-name', 'रमेश कुमार');
    await page.fill('#f-email', email);
    await page.fill('#f-phone', '98765 43210');
    await page.fill('#f-password', 'khet-mein-gaay-2026');
    await submit(page);
    assert.equal(
      await page.locator('.error-summary a[href="#f-consent"]').count(),
      1,
      'consent to the privacy notice is required',
    );
    await check('register-error');
    await page.fill('#f-password', 'khet-mein-gaay-2026');
    await page.check('#f-consent');
    await submit(page);
    await page.waitForURL(/\/verify/);
    await check('verify');
    let code: string | undefined;
    for (let i = 0; i < 50 && !code; i += 1) {
      code = portal.codeFor(email);
      if (!code) await new Promise((r) => setTimeout(r, 100));
    }
    assert.ok(code, 'the portal logged the verification mail');
    await page.fill('#f-code', code!);
    await submit(page);
    await page.waitForURL(/\/sign-in/);
    await check('sign-in');
    await page.fill('#f-password', 'khet-mein-gaay-2026');
    await page.fill('#f-email', email);
    await submit(page);
    await page.waitForURL(/\/my\/cases/);
    await check('my-cases-empty');
    await page.goto(`${portal.base}/file`);
    const number = await fileComplaint(page, check, true);
    const text = await page.locator('main').innerText();
    assert.match(text, /प्राप्ति की तारीख/);
    assert.match(text, /नियम 4\(1\)/);
    assert.match(text, /नियम 5/);
    await page.click('a[href="/my/cases"] >> nth=-1');
    await page.waitForURL(/\/my\/cases$/);
    assert.match(await page.locator('main').innerText(), new RegExp(number.replace(/\//g, '\\/')));
    await check('my-cases');
    // The click navigates: wait for the case page itself, or axe runs on a document being replaced.
    await Promise.all([page.waitForURL(/\/my\/cases\/[^/]+$/), page.click(`text=${number}`)]);
    await check('case');
    await page.goto(`${portal.base}/status?number=${encodeURIComponent(number)}`);
    assert.match(await page.locator('main').innerText(), /शिकायत प्राप्त/);
    await check('status-found');
    // The axe check can fail: a page with an unlabelled field and no language has serious violations.
    await page.setContent('<html><body><form><input type="text"></form></body></html>');
    assert.ok((await axeSerious(page)).length > 0, 'axe reports a serious violation on a broken page');
    await ctx.close();
  });

  it('Rule 3 with JavaScript disabled: the demo citizen signs in and files Form-I end to end', async () => {
    const ctx = await newContext(portal.browser, { javaScript: false, lang: 'en' });
    const page = await ctx.newPage();
    await page.goto(`${portal.base}/lang?to=en&back=/`);
    await signIn(page, portal.base, DEMO_CITIZEN);
    await page.goto(`${portal.base}/file`);
    const number = await fileComplaint(
      page,
      (shot) => checkPage(page, { javaScript: false, shot: `nojs-${shot}` }),
      false,
    );
    assert.match(await page.locator('main').innerText(), /The show-cause notice must be issued by/);
    await page.goto(`${portal.base}/my/cases`);
    assert.match(await page.locator('main').innerText(), new RegExp(number.replace(/\//g, '\\/')));
    await ctx.close();
  });
});
