// Issue 13 in Chromium (playwright-core): the adjudicating officer's order form says, in English and in Hindi, that no
// penalty ceiling is notified for this State for the day of the contravention and that he fixes the amount with reasons; the officer must
// tick the confirmation. Without it the order is refused beside the box, and nothing is written; with it the order is
// passed. The case is brought to the order through the API (the officers' other pages are other tests'); the portal
// runs in this process with a clock the test moves (legal dates), as in proceeding.browser.test.ts. axe-core checks
// each page (no serious or critical finding); screenshots go to test/artefacts/web/.

import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { validParticulars } from '../../src/domain/adjudication/fixtures.ts';
import type { InProcessPortal, Who } from './browser.ts';
import { checkPage, RAMESH, SDM, startInProcess } from './browser.ts';

describe('Rule 4(12) in Chromium: the order form tells the officer that no penalty ceiling is configured, in English and Hindi', () => {
  let portal: InProcessPortal;
  let base: string;
  before(async () => {
    portal = await startInProcess('ctp-amounts-');
    base = portal.base;
  });
  after(async () => {
    await portal?.close();
  });
  const day = (d: string): void => portal.day(d);
  const api = (who: Who) => portal.api(who);

  /** A case heard on 5 Aug 2026 (reply denying, hearing notice served, hearing held), ready for the order. */
  async function heardCase(): Promise<string> {
    const ramesh = await api(RAMESH);
    const sdm = await api(SDM);
    day('2026-07-06');
    const filed = await ramesh('POST', '/api/v1/complaints', {
      officeCode: 'AGRS',
      filedBy: { capacity: 'aggrieved-person' },
      mode: 'electronic',
      particulars: validParticulars(),
    });
    assert.equal(filed.status, 201, JSON.stringify(filed.json));
    const id: string = filed.json.id;
    const steps: [string, string, object][] = [
      [
        '2026-07-08',
        'issue-show-cause-notice',
        {
          replyDays: 30,
          contravention: 'Letting cattle trespass on the crop on 3 July 2026',
          provisionAlleged: 'Section 26 of the Cattle-trespass Act, 1871',
          complaintCopyEnclosed: true,
          aoName: 'A. Sharma',
          aoOffice: 'SDM Sadar, Agra',
        },
      ],
      [
        '2026-07-10',
        'record-service-attempt',
        { attemptId: 'a1', mode: 'speed-post', outcome: 'served', proof: { articleNumber: 'EK123456789IN' } },
      ],
      ['2026-07-20', 'record-reply', { admits: false, text: 'My cattle were tied at home.' }],
      [
        '2026-07-22',
        'issue-hearing-notice',
        {
          hearingNoticeId: 'h1',
          hearingOn: '2026-08-05',
          mode: 'in-person',
          time: '11:00',
          place: 'Court room, SDM office',
        },
      ],
      [
        '2026-07-23',
        'record-service-attempt',
        {
          hearingNoticeId: 'h1',
          attemptId: 'h1-a1',
          mode: 'speed-post',
          outcome: 'served',
          proof: { articleNumber: 'EK123456790IN' },
        },
      ],
      [
        '2026-08-05',
        'record-hearing',
        {
          hearingNoticeId: 'h1',
          noticeeAppeared: true,
          complainantAppeared: true,
          explained: true,
          opportunityAfforded: true,
          notes: 'Both parties heard.',
        },
      ],
    ];
    for (const [d, type, body] of steps) {
      day(d);
      const version = (await sdm('GET', `/api/v1/cases/${id}`)).json.summary.version;
      const r = await sdm('POST', `/api/v1/cases/${id}/commands/${type}`, { ...body, expectedVersion: version });
      assert.equal(r.status, 200, `${type}: ${JSON.stringify(r.json)}`);
    }
    return id;
  }

  async function officer(lang: 'en' | 'hi'): Promise<Page> {
    const { page } = await portal.person(SDM, lang);
    await page.goto(`${base}/sign-in`);
    await page.fill('#f-email', SDM.email);
    await page.fill('#f-password', SDM.password);
    await Promise.all([page.waitForNavigation(), page.click('main button[type=submit]')]);
    return page;
  }

  async function fillPenalty(page: Page, reasons: string): Promise<void> {
    await page.check('input[name="kind"][value="penalty-or-compensation"]');
    await page.fill('#f-penalty', '5,000');
    await page.fill('#f-depositDays', '30');
    await page.fill('#f-reasons', reasons);
    // A speaking order: the finding on the ground of the notice (Rule 4(12)).
    await page.check('input[name="finding-1-contravened"][value="yes"]');
    await page.fill(
      '#f-finding-1-reasons',
      "The revenue record and the photographs show the respondent's cows in the crop.",
    );
  }
  const submit = (page: Page): Promise<unknown> =>
    Promise.all([page.waitForNavigation(), page.click('main form button.primary >> nth=-1')]);

  it('Rule 4(12): in English the notice is shown, the order is refused without the confirmation and passed with it', async () => {
    const id = await heardCase();
    day('2026-08-20');
    const page = await officer('en');
    await page.goto(`${base}/office/cases/${id}/act/pass-order`);
    await checkPage(page, { javaScript: true, shot: 'order-no-ceiling-en' });
    const panel = page.locator('#no-ceiling-panel');
    assert.match(
      await panel.innerText(),
      /No ceiling of the penalty is notified for this State for the day of the contravention: fix the amount yourself and record the reasons for it\./,
    );
    assert.equal(await page.locator('#f-noCeilingConfirmed').isChecked(), false);
    // The hint about the deposit time no longer says compensation needs one.
    assert.match(
      await page.locator('main').innerText(),
      /Compensation needs no deposit time unless the order sets one/,
    );

    await fillPenalty(page, 'The trespass and damage are proved by the revenue record and photographs.');
    await submit(page);
    assert.equal(new URL(page.url()).pathname, `/office/cases/${id}/act/pass-order`, 'refused: the form again');
    await checkPage(page, { javaScript: true, shot: 'order-no-ceiling-refused-en' });
    const beside = await page.locator('#no-ceiling-panel').innerText();
    assert.match(beside, /Confirm that you have read this/);
    const api = await (await api2())('GET', `/api/v1/cases/${id}`);
    assert.ok(!api.json.orderSheet.some((e: { type: string }) => e.type === 'order-passed'), 'nothing written');

    await page.check('#f-noCeilingConfirmed');
    // Issue 30, point 7: the reasons in English, read as they will print in the Hindi copy.
    await page.check('#f-languageAck');
    await submit(page);
    assert.equal(new URL(page.url()).pathname, `/office/cases/${id}`);
    const after = await (await api2())('GET', `/api/v1/cases/${id}`);
    const order = after.json.orderSheet.find((e: { type: string }) => e.type === 'order-passed');
    assert.ok(order, 'the order is passed');
    assert.equal(order.payload.notices[0].code, 'ORDER.NO_CEILING_CONFIGURED');
    assert.equal(order.payload.order.penaltyCeilingRupees, null);
  });

  it("Rule 4(12): in Hindi the same notice and confirmation, in the glossary's words", async () => {
    const id = await heardCase();
    day('2026-08-20');
    const page = await officer('hi');
    await page.goto(`${base}/office/cases/${id}/act/pass-order`);
    await checkPage(page, { javaScript: true, shot: 'order-no-ceiling-hi' });
    const panel = await page.locator('#no-ceiling-panel').innerText();
    assert.match(
      panel,
      /उल्लंघन के दिन के लिए इस राज्य में शास्ति की कोई अधिकतम सीमा अधिसूचित नहीं है: राशि स्वयं नियत करें और उसके कारण अभिलिखित करें।/,
    );
    assert.match(panel, /मैंने यह पढ़ लिया है/);
    await fillPenalty(page, 'राजस्व अभिलेख और फ़ोटो से अतिचार और नुकसान सिद्ध है।');
    await submit(page);
    assert.match(await page.locator('#no-ceiling-panel').innerText(), /पुष्टि करें कि आपने यह पढ़ लिया है/);
    await page.check('#f-noCeilingConfirmed');
    await submit(page);
    assert.equal(new URL(page.url()).pathname, `/office/cases/${id}`);
  });

  const api2 = () => api(SDM);
});
