// Issue 15 in Chromium (playwright-core) at 360x740, in Hindi: the respondent without email, JavaScript off, signs up
// with a mobile number (the code read from the SMS adapter's folder), claims the case with the code printed on the
// page left with him with Form-II, reads Form-II on the case page, replies denying with a document, is told of the hearing
// (date, time and place), and after the order sees each head in rupees and the deposit's last day and downloads the
// signed order; the complainant (JavaScript on) sees the same order; in the appeal the respondent reads the grounds
// and replies. Then a party with neither email nor phone goes through a whole proceeding by paper, each bundle checked
// with pdftotext. On every page: document.documentElement.scrollWidth <= 360 and no serious or critical axe finding.
// The officers act through the API (their pages are other tests'); the portal runs in this process with a clock the
// test moves (legal dates), as in proceeding.browser.test.ts.

import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { COMPLETE_FORM } from '../../src/domain/appeal/fixtures.ts';
import type { InProcessPortal } from './browser.ts';
import { ARTEFACTS, axeSeriousOnce, SCREENSHOTS, startInProcess } from './browser.ts';

const RAMESH = { email: 'ramesh@demo.example', password: 'ramesh-demo-2026' };
const SDM = { email: 'sdm.sadar@demo.example', password: 'sdm-sadar-2026' };
const DM = { email: 'dm.agra@demo.example', password: 'dm-agra-2026' };
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const OUT = join(ARTEFACTS, 'parties');

function complaint(place: string) {
  return {
    officeCode: 'AGRS',
    filedBy: { capacity: 'aggrieved-person' },
    mode: 'electronic',
    particulars: {
      complainant: {
        name: 'रमेश कुमार',
        parentName: 'सुरेश कुमार',
        address: { text: 'मकान 12, ग्राम रामपुर, जिला आगरा', pin: '282001' },
        contactNumber: '+91 98765 43210',
      },
      contravener: {
        name: 'मोहन लाल',
        address: { text: 'मकान 40, ग्राम रामपुर, जिला आगरा', pin: '282001' },
        contravention: { date: '2026-07-03', place, nature: 'गायों को छोड़कर गेहूं की फसल नष्ट कराई' },
        provisionAlleged: 'पशु अतिचार अधिनियम, 1871 की धारा 26',
        statement: 'चार गायें मेरे खेत में घुसीं और फसल नष्ट की।',
        evidence: ['खसरा उद्धरण'],
      },
      declaration: { declared: true, signedName: 'रमेश कुमार' },
    },
  };
}

describe('issue 15 in Chromium at 360 px, in Hindi: the parties without email', () => {
  let portal: InProcessPortal;
  let base = '';
  let dataDir = '';
  const contexts: BrowserContext[] = [];
  let drain: () => Promise<void> = async () => {};

  before(async () => {
    portal = await startInProcess('ctp-parties-');
    ({ base, dataDir } = portal);
    const { worker } = portal.composed.startDeadlineWorker({ start: false, log: () => {} });
    drain = async () => {
      // The documents queued so far, then the deadline worker, until both are idle.
      do await portal.drain();
      while ((await worker.drain()).length > 0);
    };
    mkdirSync(OUT, { recursive: true });
  });
  after(async () => {
    for (const c of contexts) await c.close();
    await portal?.close();
  });

  const day = (d: string): void => portal.day(d);

  let inspector: Page | undefined;
  const scriptless = new WeakSet<Page>();
  /**
   * Every page visited: no sideways scroll at 360 px and nothing serious for axe. axe needs scripts and timers, so for
   * a page seen with JavaScript off it runs on the same markup (and the portal's stylesheet) in a page with scripts on.
   */
  async function check(page: Page, shot?: string): Promise<void> {
    await page.waitForLoadState('load');
    const width = (await page.evaluate('document.documentElement.scrollWidth')) as number;
    if (width > 360) {
      // Name the widest elements, so the failure says what to fix.
      const wide = (await page.evaluate(`[...document.querySelectorAll('body *')]
        .map((e) => ({ e, r: e.getBoundingClientRect() }))
        .filter(({ r }) => r.right > 360)
        .sort((a, b) => b.r.right - a.r.right).slice(0, 5)
        .map(({ e, r }) => e.tagName.toLowerCase() + (e.className ? '.' + String(e.className).split(' ').join('.') : '') + ' ' + Math.round(r.right) + 'px: ' + (e.textContent || '').trim().slice(0, 60))
        .join('\\n')`)) as string;
      assert.fail(`${page.url()} scrolls sideways: ${width} px\n${wide}`);
    }
    let target = page;
    if (scriptless.has(page)) {
      if (!inspector) {
        const ctx = await portal.browser.newContext({
          javaScriptEnabled: true,
          viewport: { width: 360, height: 740 },
          locale: 'hi-IN',
        });
        contexts.push(ctx);
        inspector = await ctx.newPage();
      }
      const html = (await page.content()).replace(/<head>/, `<head><base href="${base}/">`);
      await inspector.setContent(html, { waitUntil: 'load' });
      target = inspector;
    }
    const bad = await axeSeriousOnce(target);
    assert.deepEqual(
      bad.map((v) => `${v.impact} ${v.id}: ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      [],
      `axe on ${page.url()}`,
    );
    if (shot && SCREENSHOTS) {
      await page.evaluate('document.fonts.ready.then(() => true)').catch(() => undefined);
      await page.screenshot({ path: join(OUT, `${shot}.360.png`), fullPage: true });
    }
  }

  async function person(javaScript: boolean) {
    const ctx = await portal.browser.newContext({
      javaScriptEnabled: javaScript,
      viewport: { width: 360, height: 740 },
      locale: 'hi-IN',
      acceptDownloads: true,
    });
    contexts.push(ctx);
    const page = await ctx.newPage();
    if (!javaScript) scriptless.add(page);
    await page.goto(`${base}/lang?to=hi&back=/`);
    return page;
  }
  const submit = async (page: Page, selector = 'main form button.primary >> nth=-1'): Promise<void> => {
    await Promise.all([page.waitForNavigation(), page.click(selector)]);
  };
  const main = (page: Page): Promise<string> => page.locator('main').innerText();

  /** The newest one-time code the SMS adapter wrote to <CTP_DATA_DIR>/sms for the number. */
  function smsCode(phone: string): string {
    const dir = join(dataDir, 'sms');
    const files = readdirSync(dir)
      .map((f) => join(dir, f))
      .filter((f) => readFileSync(f, 'utf8').startsWith(`To: ${phone}\n`));
    files.sort((a, b) => statSync(a).mtimeMs - statSync(b).mtimeMs);
    const code = /(\d{6})/.exec(readFileSync(files.at(-1)!, 'utf8').split('\n\n')[1] ?? '')?.[1];
    assert.ok(code, `an SMS with a code went to ${phone}`);
    return code!;
  }

  const api = (who: { email: string; password: string }) => portal.api(who);

  function pdftotext(bytes: Buffer, name: string): string {
    const file = join(OUT, `${name}.pdf`);
    writeFileSync(file, bytes);
    return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  }

  it('Rules 4(1), 4(5), 4(6), 4(11), 4(12), 7(8): the respondent without email follows and answers the case and the appeal on a 360 px phone, JavaScript off; the complainant sees the same order', async () => {
    const ramesh = await api(RAMESH);
    const sdm = await api(SDM);
    const dm = await api(DM);
    const cmd = async (who: typeof sdm, id: string, type: string, body: object, kind = 'cases') => {
      const version = (await who('GET', `/api/v1/${kind}/${id}`)).json.summary.version;
      const r = await who('POST', `/api/v1/${kind}/${id}/commands/${type}`, { ...body, expectedVersion: version });
      assert.equal(r.status, 200, `${type}: ${JSON.stringify(r.json)}`);
    };

    day('2026-07-06');
    const filed = await ramesh('POST', '/api/v1/complaints', complaint('खसरा संख्या 118, ग्राम रामपुर'));
    assert.equal(filed.status, 201, JSON.stringify(filed.json));
    const id: string = filed.json.id;
    const number: string = filed.json.number;
    day('2026-07-08');
    await cmd(sdm, id, 'issue-show-cause-notice', {
      replyDays: 30,
      contravention: 'फसल को पशुओं द्वारा नुकसान, 3 जुलाई 2026',
      provisionAlleged: 'पशु अतिचार अधिनियम, 1871 की धारा 26',
      complaintCopyEnclosed: true,
      aoName: 'A. Sharma',
      aoOffice: 'उपखंड मजिस्ट्रेट, सदर, आगरा',
    });
    await drain();
    // The officer enters the respondent by name, address and phone, and prints Form-II for service with the claim code.
    const entered = await sdm('POST', `/api/v1/cases/${id}/paper-parties`, {
      role: 'respondent',
      name: 'मोहन लाल',
      address: 'मकान 40, ग्राम रामपुर, जिला आगरा, 282001',
      phone: '98765 11111',
      lang: 'hi',
    });
    assert.equal(entered.status, 201, JSON.stringify(entered.json));
    const bundle = await sdm('POST', `/api/v1/cases/${id}/paper-parties/${entered.json.id}/bundle`, {});
    assert.equal(bundle.status, 200);
    const sheet = pdftotext(bundle.bytes, 'respondent-form-2-bundle');
    const code = /(\d{4} \d{4} \d{4})/.exec(sheet)?.[1];
    assert.match(sheet, /यह पृष्ठ अपने पास रखें/);
    assert.ok(code, 'the claim code is on the page to keep');
    assert.match(sheet, /मोहन लाल/);
    assert.match(sheet, /कारण बताओ सूचना/);
    day('2026-07-10');
    await cmd(sdm, id, 'record-service-attempt', {
      attemptId: 'a1',
      mode: 'speed-post',
      outcome: 'served',
      proof: { articleNumber: 'EK423456789IN' },
    });

    // JavaScript off: he signs up with his mobile number.
    day('2026-07-12');
    const m = await person(false);
    await m.goto(`${base}/phone`);
    await check(m, 'phone-signup');
    await m.fill('#f-phone', '98765 11111');
    await m.fill('#f-name', 'मोहन लाल');
    await m.check('input[name="lang"][value="hi"]');
    await m.check('#f-consent');
    await submit(m);
    await check(m, 'phone-code');
    await m.fill('#f-code', smsCode('+919876511111'));
    await submit(m);
    assert.equal(new URL(m.url()).pathname, '/my/cases');
    await check(m);
    // He claims the case with the number and the code on the sheet.
    await m.click('a[href="/claim"]');
    await check(m, 'claim');
    await m.fill('#f-number', number.toLowerCase());
    await m.fill('#f-code', code!);
    await m.fill('#f-name', 'मोहन लाल');
    await submit(m);
    assert.equal(new URL(m.url()).pathname, `/my/cases/${id}`);
    await check(m, 'respondent-case-notice');
    let text = await main(m);
    assert.match(text, /कारण बताओ सूचना की तामील 10 जुलाई 2026 को हुई/);
    assert.match(text, /10 अगस्त 2026 \(10\/08\/2026\) तक दें \(नियम 4\(1\)\)/);
    assert.match(text, /कारण बताओ सूचना \(प्ररूप-II\)/);
    // Form-II downloads from the case page.
    const formII = m.locator('ul.docs li', { hasText: 'प्ररूप-II' }).locator('a').first();
    const [dl] = await Promise.all([m.waitForEvent('download'), formII.click()]);
    assert.match(dl.suggestedFilename(), /\.pdf$/);
    // He replies denying, with a document.
    await m.check('input[name="admits"][value="no"]');
    await m.fill('#f-text', 'उस सुबह मेरे पशु घर पर बंधे थे; खेत में गायें किसी और की थीं।');
    await m.setInputFiles('#f-file', { name: 'gaushala.pdf', mimeType: 'application/pdf', buffer: PDF });
    await submit(m, 'main form[action$="/reply"] button.primary');
    await check(m, 'respondent-replied');
    assert.match(await main(m), /आपका उत्तर आदेश पत्रक में दर्ज है/);
    assert.match(await main(m), /gaushala\.pdf/);

    // The hearing: date, time and place on his case page and in his inbox (with the notice's link).
    day('2026-07-22');
    await cmd(sdm, id, 'issue-hearing-notice', {
      hearingNoticeId: 'h1',
      hearingOn: '2026-08-05',
      mode: 'in-person',
      time: '11:00',
      place: 'न्यायालय कक्ष 2, तहसील सदर, आगरा',
    });
    await drain();
    await m.goto(`${base}/my/cases/${id}`);
    await check(m, 'respondent-hearing');
    text = await main(m);
    assert.match(text, /5 अगस्त 2026 \(05\/08\/2026\)/);
    assert.match(text, /11:00/);
    assert.match(text, /न्यायालय कक्ष 2, तहसील सदर, आगरा/);
    await m.goto(`${base}/my/inbox`);
    await check(m, 'respondent-inbox');
    assert.ok((await m.locator('main a[href^="/my/documents/"]').count()) > 0, 'the inbox links the notice');

    // The order: each head in rupees, who pays whom, the deposit's last day, the appeal's; the signed order downloads.
    day('2026-08-05');
    await cmd(sdm, id, 'record-hearing', {
      hearingNoticeId: 'h1',
      noticeeAppeared: true,
      complainantAppeared: true,
      explained: true,
      opportunityAfforded: true,
      notes: 'दोनों पक्ष सुने गए।',
    });
    day('2026-08-20');
    await cmd(sdm, id, 'pass-order', {
      kind: 'penalty-or-compensation',
      noCeilingConfirmed: true,
      amounts: { penaltyPaise: 500_000, compensationPaise: 2_000_000, expensesPaise: 0, chargesPaise: 0 },
      depositDays: 30,
      reasons: 'राजस्व अभिलेख और फ़ोटो से अतिचार और नुकसान सिद्ध है।',
      findings: [{ section: '26', contravened: true, reasons: 'राजस्व अभिलेख और फ़ोटो खड़ी फसल में पशु दिखाते हैं।' }],
      // Rule 4(11): the document the respondent listed with the reply, examined.
      listed: [
        { item: 'reply-document-1', examined: true, reasons: 'गौशाला की रसीद देखी गई; वह अतिचार के दिन की नहीं है।' },
      ],
      compensation: { payee: 'complainant', payWithinDays: 30 },
    });
    await drain();
    await m.goto(`${base}/my/cases/${id}`);
    await check(m, 'respondent-order');
    text = await main(m);
    assert.match(text, /शास्ति: ₹5,000/);
    assert.match(text, /प्रतिकर: ₹20,000/);
    assert.match(text, /भारतीय जीव-जंतु कल्याण बोर्ड की निधि/);
    assert.match(text, /शास्ति जमा करने की अंतिम तारीख: \d+ सितंबर 2026 \(\d\d\/09\/2026\)/);
    assert.match(text, /पोर्टल का पूर्वनिर्धारित मान/);
    const [order] = await Promise.all([m.waitForEvent('download'), m.click('a:has-text("हस्ताक्षरित आदेश डाउनलोड करें")')]);
    const orderPath = join(OUT, 'respondent-order.pdf');
    await order.saveAs(orderPath);
    assert.match(execFileSync('pdftotext', [orderPath, '-'], { encoding: 'utf8' }), /5,000/);

    // The complainant (JavaScript on) sees the same order.
    const r = await person(true);
    await r.goto(`${base}/sign-in?next=/my/cases/${id}`);
    await r.fill('#f-email', RAMESH.email);
    await r.fill('#f-password', RAMESH.password);
    await submit(r, 'main button[type=submit]');
    await check(r, 'complainant-order');
    text = await main(r);
    assert.match(text, /शास्ति: ₹5,000/);
    assert.match(text, /प्रतिकर: ₹20,000/);
    assert.match(text, /रमेश कुमार \(शिकायतकर्ता\)/);

    // The appeal: the complainant appeals the amount; the respondent reads the grounds and replies (Rule 7(8)).
    day('2026-08-24');
    const form = {
      ...COMPLETE_FORM,
      grounds: 'प्रतिकर फसल के पूरे नुकसान से कम आंका गया।',
      orderDate: '2026-08-20',
      declaration: { made: true, signedOn: '2026-08-24', name: 'रमेश कुमार' },
    };
    const appealed = await ramesh('POST', `/api/v1/cases/${id}/appeals`, {
      form,
      filedBy: 'appellant-in-person',
      medium: 'electronic',
    });
    assert.equal(appealed.status, 201, JSON.stringify(appealed.json));
    const appealId: string = appealed.json.id;
    await cmd(dm, appealId, 'call-for-records', {}, 'appeals');
    await cmd(dm, appealId, 'admit', {}, 'appeals');
    day('2026-08-25');
    await cmd(dm, appealId, 'issue-notice-to-respondent', { replyDays: 15, copyOfAppealEnclosed: true }, 'appeals');
    await cmd(
      dm,
      appealId,
      'record-service-attempt',
      { mode: 'speed-post', outcome: 'served', proof: { articleNumber: 'EK123456789IN' } },
      'appeals',
    );
    await drain();
    day('2026-08-28');
    await m.goto(`${base}/my/cases/${appealId}`);
    await check(m, 'appeal-respondent');
    text = await main(m);
    assert.match(text, /प्रतिकर फसल के पूरे नुकसान से कम आंका गया/);
    assert.match(text, /अपील का उत्तर 9 सितंबर 2026 \(09\/09\/2026\) तक दें \(नियम 7\(8\)\)/);
    assert.ok(
      (await m.locator(`main a[href="/my/cases/${id}"]`).count()) > 0,
      'the record of the case below is linked',
    );
    await m.fill('#f-text', 'प्रतिकर राजस्व अभिलेख के अनुसार सही आंका गया है।');
    await submit(m, 'main form[action$="/appeal-reply"] button.primary');
    await check(m, 'appeal-respondent-replied');
    assert.match(await main(m), /प्रत्यर्थी का उत्तर प्राप्त हुआ। यह पोर्टल पर प्रस्तुत किया गया।/);
  });

  it('Rules 4(5), 4(6), 4(12), 4(15) on paper: a party with neither email nor phone is served every document by a printed bundle (pdftotext) through the whole proceeding', async () => {
    const ramesh = await api(RAMESH);
    const sdm = await api(SDM);
    const cmd = async (type: string, body: object) => {
      const version = (await sdm('GET', `/api/v1/cases/${id}`)).json.summary.version;
      const r = await sdm('POST', `/api/v1/cases/${id}/commands/${type}`, { ...body, expectedVersion: version });
      assert.equal(r.status, 200, `${type}: ${JSON.stringify(r.json)}`);
    };
    day('2026-09-01');
    const filed = await ramesh('POST', '/api/v1/complaints', complaint('खसरा संख्या 240, ग्राम रामपुर'));
    const id: string = filed.json.id;
    day('2026-09-02');
    await cmd('issue-show-cause-notice', {
      replyDays: 30,
      contravention: 'फसल को पशुओं द्वारा नुकसान',
      provisionAlleged: 'पशु अतिचार अधिनियम, 1871 की धारा 26',
      complaintCopyEnclosed: true,
      aoName: 'A. Sharma',
      aoOffice: 'उपखंड मजिस्ट्रेट, सदर, आगरा',
    });
    await drain();
    // The officer's page (JavaScript on, 360 px): enter the party with no phone, print Form-II for service.
    const o = await person(true);
    await o.goto(`${base}/sign-in?next=/office/cases/${id}/paper`);
    await o.fill('#f-email', SDM.email);
    await o.fill('#f-password', SDM.password);
    await submit(o, 'main button[type=submit]');
    await check(o, 'officer-paper-party');
    assert.equal(await o.inputValue('#f-name'), 'मोहन लाल');
    await o.fill('#f-phone', '');
    await submit(o, 'main form[action$="/paper"] button.primary');
    await check(o, 'officer-paper-party-entered');
    const print = async (name: string, must: RegExp[]): Promise<string> => {
      await o.goto(`${base}/office/cases/${id}/paper`);
      const [d] = await Promise.all([
        o.waitForEvent('download'),
        o.locator('main form[action$="/bundle"] button').last().click(),
      ]);
      const file = join(OUT, `${name}.pdf`);
      await d.saveAs(file);
      const t = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
      for (const re of must) assert.match(t, re, `${name}: ${re}`);
      return t;
    };
    await print('paper-form-2', [
      /तामील हेतु दस्तावेज़/,
      /मोहन लाल/,
      /मकान 40, ग्राम रामपुर/,
      /\d{4} \d{4} \d{4}/,
      /कारण बताओ सूचना/,
      /स्पीड पोस्ट/,
    ]);
    day('2026-09-04');
    await cmd('record-service-attempt', {
      attemptId: 'a1',
      mode: 'speed-post',
      outcome: 'served',
      proof: { articleNumber: 'EK223456789IN' },
    });
    // His reply comes to the office on paper; the office records it (Rule 4(6)).
    day('2026-09-20');
    await cmd('record-reply', { admits: false, text: 'कागज़ पर प्राप्त उत्तर: पशु मेरे नहीं थे।' });
    day('2026-09-21');
    await cmd('issue-hearing-notice', {
      hearingNoticeId: 'h1',
      hearingOn: '2026-10-05',
      mode: 'in-person',
      time: '10:30',
    });
    await drain();
    await print('paper-hearing-notice', [/सुनवाई की सूचना/, /10:30/, /\d{4} \d{4} \d{4}/]);
    day('2026-09-23');
    await cmd('record-service-attempt', {
      hearingNoticeId: 'h1',
      attemptId: 'h1-a1',
      mode: 'speed-post',
      outcome: 'served',
      proof: { articleNumber: 'EK523456789IN' },
    });
    day('2026-10-05');
    await cmd('record-hearing', {
      hearingNoticeId: 'h1',
      noticeeAppeared: true,
      complainantAppeared: true,
      explained: true,
      opportunityAfforded: true,
      notes: 'दोनों पक्ष सुने गए।',
    });
    day('2026-10-12');
    await cmd('pass-order', {
      kind: 'penalty-or-compensation',
      noCeilingConfirmed: true,
      amounts: { penaltyPaise: 300_000, compensationPaise: 800_000, expensesPaise: 0, chargesPaise: 0 },
      depositDays: 30,
      reasons: 'अतिचार सिद्ध है।',
      findings: [{ section: '26', contravened: true, reasons: 'पटवारी की रिपोर्ट से अतिचार सिद्ध है।' }],
      // Rule 4(11): the document the respondent listed with the reply, examined.
      listed: [
        { item: 'reply-document-1', examined: true, reasons: 'गौशाला की रसीद देखी गई; वह अतिचार के दिन की नहीं है।' },
      ],
      compensation: { payee: 'complainant', payWithinDays: 30 },
    });
    await drain();
    // The free signed copy of the order (Rule 4(15)) goes by paper too.
    await print('paper-final-order', [/न्यायनिर्णायक अधिकारी का आदेश/, /3,000/, /8,000/]);
    await cmd('supply-order-copy', { to: 'contravener', feePaise: 0, signed: true });
    await o.goto(`${base}/office/cases/${id}/paper`);
    await check(o, 'officer-paper-party-served');
    assert.match(await main(o), /कारण बताओ सूचना \(प्ररूप-II\)[\s\S]*सुनवाई की सूचना[\s\S]*न्यायनिर्णायक अधिकारी का आदेश/);
  });
});
