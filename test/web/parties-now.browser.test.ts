// Issue 30 in Chromium (playwright-core) at 360x740, in Hindi. The person complained against has a mobile number and no
// email: he registers from the menu's register page by the mobile path, the officer links his account to the case by
// the mobile number, and he replies on the page. After the order, an appeal, its variation by the appellate authority
// (Rule 7(11)) and the deposit of the varied penalty, the respondent's and the complainant's pages for the ORIGINAL
// case show what stands now: the appellate outcome, what was deposited, what is still due and to whom, and no stale
// demand for the old amounts nor an invitation to appeal; the complaint, the reply, the hearing record, the order's
// reasons and the appellate order are readable on the page. Every page: no sideways scroll at 360 px, and nothing
// serious or critical for axe (once per page structure). Screenshots on request (CTP_SCREENSHOTS=1) or of a page that
// fails its check.

import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { COMPLETE_FORM } from '../../src/domain/appeal/fixtures.ts';
import type { InProcessPortal } from './browser.ts';
import { ARTEFACTS, axeSeriousOnce, SCREENSHOTS, startInProcess } from './browser.ts';

const RAMESH = { email: 'ramesh@demo.example', password: 'ramesh-demo-2026' };
const SDM = { email: 'sdm.sadar@demo.example', password: 'sdm-sadar-2026' };
const DM = { email: 'dm.agra@demo.example', password: 'dm-agra-2026' };
const OUT = join(ARTEFACTS, 'parties-now');

const COMPLAINT = {
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
      contravention: { date: '2026-07-03', place: 'खसरा संख्या 311, ग्राम रामपुर', nature: 'गायों ने गेहूं की फसल चरी' },
      provisionAlleged: 'पशु अतिचार अधिनियम, 1871 की धारा 26',
      statement: 'चार गायें मेरे खेत में घुसीं और आधा बीघा गेहूं नष्ट किया।',
      evidence: ['खसरा उद्धरण', 'खेत की फ़ोटो'],
    },
    declaration: { declared: true, signedName: 'रमेश कुमार' },
  },
};

describe('issue 30 in Chromium at 360 px, in Hindi: what stands across proceedings, read on the page', () => {
  let portal: InProcessPortal;
  let base = '';
  let dataDir = '';
  const contexts: BrowserContext[] = [];
  let drain: () => Promise<void> = async () => {};

  before(async () => {
    portal = await startInProcess('ctp-parties-now-');
    ({ base, dataDir } = portal);
    const { worker } = portal.composed.startDeadlineWorker({ start: false, log: () => {} });
    drain = async () => {
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

  /** No sideways scrolling and nothing serious for axe (once per page structure); photographed on request or failure. */
  async function check(page: Page, shot?: string): Promise<void> {
    await page.waitForLoadState('load');
    const photo = (name: string) => page.screenshot({ path: join(OUT, `${name}.360.png`), fullPage: true });
    try {
      const width = (await page.evaluate('document.documentElement.scrollWidth')) as number;
      assert.ok(width <= 360, `${page.url()} scrolls sideways: ${width} px`);
      const bad = await axeSeriousOnce(page);
      assert.deepEqual(
        bad.map((v) => `${v.impact} ${v.id}: ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
        [],
        `axe on ${page.url()}`,
      );
    } catch (e) {
      await photo(shot ?? `failed-${new URL(page.url()).pathname.replace(/[^a-z0-9]+/gi, '-')}`).catch(() => undefined);
      throw e;
    }
    if (shot && SCREENSHOTS) await photo(shot);
  }

  async function person() {
    const ctx = await portal.browser.newContext({ viewport: { width: 360, height: 740 }, locale: 'hi-IN' });
    contexts.push(ctx);
    const page = await ctx.newPage();
    await page.goto(`${base}/lang?to=hi&back=/`);
    return page;
  }
  const submit = async (page: Page, selector = 'main form button.primary >> nth=-1'): Promise<void> => {
    await Promise.all([page.waitForNavigation(), page.click(selector)]);
  };
  const main = (page: Page): Promise<string> => page.locator('main').innerText();
  const section = (page: Page, id: string): Promise<string> =>
    page.locator(`section[aria-labelledby="${id}"]`).innerText();

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

  async function signIn(who: { email: string; password: string }, next: string): Promise<Page> {
    const p = await person();
    await p.goto(`${base}/sign-in?next=${next}`);
    await p.fill('#f-email', who.email);
    await p.fill('#f-password', who.password);
    await submit(p, 'main button[type=submit]');
    return p;
  }

  it('Rules 4(6), 4(12), 7(11), s.27C: after the order, the appeal, its variation and the deposit, each party reads what stands on the original case', async () => {
    const ramesh = await portal.api(RAMESH);
    const sdm = await portal.api(SDM);
    const dm = await portal.api(DM);
    const cmd = async (who: typeof sdm, id: string, type: string, body: object, kind = 'cases') => {
      const version = (await who('GET', `/api/v1/${kind}/${id}`)).json.summary.version;
      const r = await who('POST', `/api/v1/${kind}/${id}/commands/${type}`, { ...body, expectedVersion: version });
      assert.equal(r.status, 200, `${type}: ${JSON.stringify(r.json)}`);
    };

    day('2026-07-06');
    const filed = await ramesh('POST', '/api/v1/complaints', COMPLAINT);
    assert.equal(filed.status, 201, JSON.stringify(filed.json));
    const id: string = filed.json.id;
    day('2026-07-08');
    await cmd(sdm, id, 'issue-show-cause-notice', {
      replyDays: 30,
      contravention: 'गायों द्वारा गेहूं की फसल चरना, 3 जुलाई 2026',
      provisionAlleged: 'पशु अतिचार अधिनियम, 1871 की धारा 26',
      complaintCopyEnclosed: true,
      aoName: 'A. Sharma',
      aoOffice: 'उपखंड मजिस्ट्रेट, सदर, आगरा',
    });
    day('2026-07-10');
    await cmd(sdm, id, 'record-service-attempt', {
      attemptId: 'a1',
      mode: 'speed-post',
      outcome: 'served',
      proof: { articleNumber: 'EK423456780IN' },
    });
    await drain();

    // Point 4: the menu's register page offers the mobile path; he signs up with his number alone.
    day('2026-07-12');
    const m = await person();
    // At 360 px the register link is under the menu's "more".
    if (!(await m.locator('nav.main a[href="/register"]').first().isVisible()))
      await m.click('nav.main details.more summary');
    await Promise.all([m.waitForNavigation(), m.locator('nav.main a[href="/register"]').first().click()]);
    await check(m, 'register');
    assert.match(await main(m), /ईमेल पता नहीं है\? अपने मोबाइल नंबर से पंजीकरण करें/);
    await Promise.all([m.waitForNavigation(), m.click('main a[href="/phone"]')]);
    await m.fill('#f-phone', '98765 22222');
    await m.fill('#f-name', 'मोहन लाल');
    await m.check('input[name="lang"][value="hi"]');
    await m.check('#f-consent');
    await submit(m);
    await m.fill('#f-code', smsCode('+919876522222'));
    await submit(m);
    assert.equal(new URL(m.url()).pathname, '/my/cases');
    // The number he signed up with is carried into Form-I's item 1(d) when he starts a complaint.
    await m.goto(`${base}/file`);
    await submit(m, 'main form[action="/file"] button');
    await m.goto(m.url().replace(/\/office$/, '/complainant'));
    assert.equal(await m.inputValue('#f-c-phone'), '+919876522222');

    // The officer links his account to the case by the mobile number.
    const o = await signIn(SDM, `/office/cases/${id}`);
    await o
      .locator('details', { has: o.locator('form[action$="/party"]') })
      .locator('summary')
      .click();
    await o.fill('#f-contact', '098765-22222');
    await o.check('form[action$="/party"] input[name="role"][value="respondent"]');
    await submit(o, 'main form[action$="/party"] button');
    assert.match(new URL(o.url()).search, /done=party/);

    // He replies on his case page.
    await m.goto(`${base}/my/cases/${id}`);
    await check(m, 'respondent-notice');
    await m.check('input[name="admits"][value="no"]');
    await m.fill('#f-text', 'मेरी गायें उस दिन गौशाला में बंधी थीं; खेत में घुसे पशु पड़ोसी के थे।');
    await submit(m, 'main form[action$="/reply"] button.primary');
    assert.match(await main(m), /आपका उत्तर आदेश पत्रक में दर्ज है/);

    day('2026-07-22');
    await cmd(sdm, id, 'issue-hearing-notice', {
      hearingNoticeId: 'h1',
      hearingOn: '2026-08-05',
      mode: 'in-person',
      time: '11:00',
      place: 'न्यायालय कक्ष 2, तहसील सदर, आगरा',
    });
    day('2026-08-05');
    await cmd(sdm, id, 'record-hearing', {
      hearingNoticeId: 'h1',
      noticeeAppeared: true,
      complainantAppeared: true,
      explained: true,
      opportunityAfforded: true,
      notes: 'दोनों पक्ष सुने गए; पटवारी की रिपोर्ट देखी गई।',
    });
    day('2026-08-20');
    await cmd(sdm, id, 'pass-order', {
      kind: 'penalty-or-compensation',
      noCeilingConfirmed: true,
      amounts: { penaltyPaise: 500_000, compensationPaise: 2_000_000, expensesPaise: 0, chargesPaise: 0 },
      depositDays: 30,
      reasons: 'पटवारी की रिपोर्ट और फ़ोटो से अतिचार और नुकसान सिद्ध है।',
      findings: [{ section: '26', contravened: true, reasons: 'पटवारी की रिपोर्ट खड़ी फसल में पशु दिखाती है।' }],
      compensation: { payee: 'complainant', payWithinDays: 30 },
    });
    await drain();

    // The appeal, admitted, heard and decided: the order varied to ₹2,000 penalty and ₹10,000 compensation.
    day('2026-08-24');
    const appealed = await ramesh('POST', `/api/v1/cases/${id}/appeals`, {
      form: {
        ...COMPLETE_FORM,
        grounds: 'शास्ति और प्रतिकर का निर्धारण अभिलेख के अनुरूप नहीं है।',
        orderDate: '2026-08-20',
        declaration: { made: true, signedOn: '2026-08-24', name: 'रमेश कुमार' },
      },
      filedBy: 'appellant-in-person',
      medium: 'electronic',
    });
    assert.equal(appealed.status, 201, JSON.stringify(appealed.json));
    const appealId: string = appealed.json.id;
    const appealNumber: string = appealed.json.number;

    // While the appeal is pending, the original case says so and no longer invites an appeal.
    await m.goto(`${base}/my/cases/${id}`);
    const text = await main(m);
    assert.match(text, new RegExp(`इस आदेश के विरुद्ध अपील \\(${appealNumber}\\) 24 अगस्त 2026 को दायर की गई`));
    assert.doesNotMatch(text, /अपील कर सकते हैं/);

    await cmd(dm, appealId, 'call-for-records', {}, 'appeals');
    await cmd(dm, appealId, 'admit', {}, 'appeals');
    day('2026-08-25');
    await cmd(dm, appealId, 'issue-notice-to-respondent', { replyDays: 15, copyOfAppealEnclosed: true }, 'appeals');
    await cmd(
      dm,
      appealId,
      'record-service-attempt',
      { mode: 'speed-post', outcome: 'served', proof: { articleNumber: 'EK123456780IN' } },
      'appeals',
    );
    day('2026-09-15');
    await cmd(
      dm,
      appealId,
      'schedule-hearing',
      { hearingOn: '2026-09-22', mode: 'in-person', venueOrLink: 'कलेक्ट्रेट, आगरा', time: '10:30' },
      'appeals',
    );
    day('2026-09-22');
    await cmd(
      dm,
      appealId,
      'record-hearing',
      { mode: 'in-person', appearances: { appellant: 'in-person', respondent: 'in-person' } },
      'appeals',
    );
    day('2026-09-29');
    await cmd(
      dm,
      appealId,
      'decide-appeal',
      {
        outcome: 'vary',
        reasons: 'नुकसान आधा बीघा तक सीमित पाया गया; शास्ति और प्रतिकर तदनुसार घटाए गए।',
        answers: [{ ground: 1, accepted: true, reasons: 'पटवारी की रिपोर्ट में नुकसान आधा बीघा ही है।' }],
        varied: { penaltyPaise: 200_000, compensationPaise: 1_000_000, expensesPaise: 0, chargesPaise: 0 },
        payWithinDays: 30,
      },
      'appeals',
    );
    await drain();
    // The varied penalty is deposited on the case below.
    day('2026-10-05');
    await cmd(sdm, id, 'record-deposit', { amountPaise: 200_000, receiptNo: 'CH-2026-0415', mode: 'bank-challan' });
    await drain();

    // The respondent's page for the original case: what stands now.
    await m.goto(`${base}/my/cases/${id}`);
    await check(m, 'respondent-after-appeal');
    const standing = await section(m, 'standing');
    assert.match(
      standing,
      new RegExp(`अपील प्राधिकारी ने 29 सितंबर 2026 को अपील ${appealNumber} का विनिश्चय किया: आदेश परिवर्तित किया गया`),
    );
    const todo = await section(m, 'next');
    writeFileSync(join(OUT, 'respondent-todo.txt'), todo);
    // I-411: the compensation's day is the first order's 30 days counted from the appellate order, not its day passed.
    assert.match(
      todo,
      /रमेश कुमार \(शिकायतकर्ता\) को 29 (अक्तूबर|अक्टूबर) 2026 \(29\/10\/2026\) तक ₹10,000 दें: पहले आदेश द्वारा दिया गया समय, अपील आदेश से गिना गया/,
    );
    assert.doesNotMatch(todo, /₹5,000|₹20,000|₹3,000|जमा करें|अपील कर सकते हैं|सुनवाई में|19 सितंबर/);
    const order = await section(m, 'order');
    assert.match(order, /शास्ति: ₹2,000/);
    assert.match(order, /प्रतिकर: ₹10,000/);
    assert.match(order, /न्यायनिर्णायक अधिकारी के आदेश ने अधिरोपित किया था: शास्ति ₹5,000; प्रतिकर ₹20,000/);
    assert.match(order, /5 अक्तूबर 2026 को ₹2,000, रसीद CH-2026-0415|5 अक्टूबर 2026 को ₹2,000, रसीद CH-2026-0415/);
    assert.match(order, /लागू शास्ति पूरी जमा हो चुकी है/);
    assert.doesNotMatch(order, /अपील की अंतिम तारीख|शास्ति जमा करने की अंतिम तारीख/);
    // The record, readable on the page: the complaint, his reply, the hearing, the order's reasons, the appellate order.
    const rec = await section(m, 'record');
    assert.match(rec, /चार गायें मेरे खेत में घुसीं और आधा बीघा गेहूं नष्ट किया/);
    assert.match(rec, /मेरी गायें उस दिन गौशाला में बंधी थीं/);
    assert.match(rec, /इसमें उल्लंघन से इंकार किया गया है/);
    assert.match(rec, /दोनों पक्ष सुने गए; पटवारी की रिपोर्ट देखी गई/);
    assert.match(rec, /पटवारी की रिपोर्ट और फ़ोटो से अतिचार और नुकसान सिद्ध है/);
    assert.match(rec, /नुकसान आधा बीघा तक सीमित पाया गया/);
    assert.equal(
      await m.locator('section[aria-labelledby="hearing"]').count(),
      0,
      'no hearing to attend after the order',
    );

    // The complainant's page for the original case.
    const r = await signIn(RAMESH, `/my/cases/${id}`);
    await check(r, 'complainant-after-appeal');
    const rtodo = await section(r, 'next');
    writeFileSync(join(OUT, 'complainant-todo.txt'), rtodo);
    assert.match(
      rtodo,
      /आदेश द्वारा आपको ₹10,000 दिए गए हैं, जो मोहन लाल 29 (अक्तूबर|अक्टूबर) 2026 \(29\/10\/2026\) तक आपको देंगे: पहले आदेश द्वारा दिया गया समय, अपील आदेश से गिना गया \(नियम 7\(11\);/,
    );
    assert.doesNotMatch(rtodo, /₹20,000|अपील कर सकते हैं|19 सितंबर/);
    const rrec = await section(r, 'record');
    assert.match(rrec, /मेरी गायें उस दिन गौशाला में बंधी थीं/, 'the complainant reads the reply');
    assert.match(rrec, /नुकसान आधा बीघा तक सीमित पाया गया/);
    console.log(`respondent's to-do:\n${todo}\n\ncomplainant's to-do:\n${rtodo}`);
  });
});
