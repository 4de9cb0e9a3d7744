// Assisted access (issue 30, "what it must show") in Chromium: a person with neither phone nor email is entered by the
// office on paper; the help desk (the demo account helpdesk.sadar@demo.example, in Hindi at 360 px) finds the case by
// the number on the notice, uploads the party's signed consent and records the party's reply for them; the officer's
// order sheet says who recorded it for whom, with the consent document. Every page: no sideways scroll at 360 px on
// the help desk's phone, and axe finds nothing serious or critical (once per page template).

import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { validParticulars } from '../../src/domain/adjudication/fixtures.ts';
import type { InProcessPortal } from './browser.ts';
import { checkPage, mainText, RAMESH, SDM, startInProcess, submit } from './browser.ts';

const HELP_DESK = { email: 'helpdesk.sadar@demo.example', password: 'helpdesk-sadar-2026' };
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

describe('assisted access in Chromium: the help desk records a reply for a party with neither phone nor email', () => {
  let portal: InProcessPortal;
  before(async () => {
    portal = await startInProcess('ctp-assisted-');
  });
  after(async () => {
    await portal?.close();
  });

  async function narrow(page: Page): Promise<void> {
    await checkPage(page, { javaScript: true });
    const width = (await page.evaluate('document.documentElement.scrollWidth')) as number;
    assert.ok(width <= 360, `${page.url()} scrolls sideways: ${width} px`);
  }

  it("Rules 4(6), 4(1): the assisted party's reply is recorded by the help desk with the consent attached, and the order sheet says who acted for whom", async () => {
    portal.day('2026-07-06');
    const ramesh = await portal.api(RAMESH);
    const sdmApi = await portal.api(SDM);
    const filed = await ramesh('POST', '/api/v1/complaints', {
      officeCode: 'AGRS',
      filedBy: { capacity: 'aggrieved-person' },
      mode: 'electronic',
      particulars: validParticulars(),
    });
    assert.equal(filed.status, 201, JSON.stringify(filed.json));
    const id: string = filed.json.id;
    const number: string = filed.json.number;
    portal.day('2026-07-08');
    const issued = await sdmApi('POST', `/api/v1/cases/${id}/commands/issue-show-cause-notice`, {
      replyDays: 30,
      contravention: 'Cattle let loose on the crop on 3 July 2026',
      provisionAlleged: 'Section 26 of the Cattle-trespass Act, 1871',
      complaintCopyEnclosed: true,
      aoName: 'A. Sharma',
      aoOffice: 'SDM Sadar, Agra',
      expectedVersion: filed.json.version,
    });
    assert.equal(issued.status, 200, JSON.stringify(issued.json));
    portal.day('2026-07-10');
    const v = (await sdmApi('GET', `/api/v1/cases/${id}`)).json.summary.version;
    const served = await sdmApi('POST', `/api/v1/cases/${id}/commands/record-service-attempt`, {
      attemptId: 'a1',
      mode: 'speed-post',
      outcome: 'served',
      proof: { articleNumber: 'EK423456780IN' },
      expectedVersion: v,
    });
    assert.equal(served.status, 200, JSON.stringify(served.json));

    // The officer enters the person complained against on paper (the name and address from Form-I).
    portal.day('2026-07-12');
    const sdm = await portal.person(SDM, 'en');
    await sdm.go(`/office/cases/${id}/paper`);
    const name = validParticulars().contravener.name;
    assert.equal(await sdm.page.inputValue('#f-name'), name);
    await sdm.page.check('input[name="lang"][value="hi"]');
    await submit(sdm.page, 'main form[action$="/paper"] button.primary');
    assert.match(new URL(sdm.page.url()).search, /entered=1/);

    // The help desk, on a phone in Hindi: the case found by the number on the notice.
    const desk = await portal.person(HELP_DESK, 'hi');
    await desk.page.setViewportSize({ width: 360, height: 740 });
    await desk.go('/office/assist');
    await narrow(desk.page);
    await desk.page.fill('#f-number', number.toLowerCase().replace(/\//g, ' / '));
    await submit(desk.page, 'main form button.primary');
    assert.equal(new URL(desk.page.url()).pathname, `/office/cases/${id}/assist`);
    await narrow(desk.page);
    // The signed, thumb-impressed consent, scanned and uploaded.
    await desk.page.setInputFiles('main form[action$="/consent"] input[type=file]', {
      name: 'consent-thumb.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    await submit(desk.page, 'main form[action$="/consent"] button.primary');
    assert.match(new URL(desk.page.url()).search, /recorded=1/);
    await narrow(desk.page);
    const onRecord = await mainText(desk.page);
    const documentId = /([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})/.exec(
      onRecord.slice(onRecord.indexOf('Sadar Help Desk')),
    )?.[1];
    assert.ok(documentId, `the consent document on record: ${onRecord.slice(0, 600)}`);

    // The party's reply, recorded for them.
    const reply = desk.page.locator('main form', {
      has: desk.page.locator('input[name="_command"][value="submit-reply"]'),
    });
    await reply.locator('input[name="admits"][value="no"]').check();
    await reply.locator('textarea[name="text"]').fill('मेरे पशु उस दिन गाँव में नहीं थे; मैं उन्हें घर पर बाँधकर रखता हूँ।');
    await Promise.all([desk.page.waitForNavigation(), reply.locator('button.primary').click()]);
    assert.match(new URL(desk.page.url()).search, /done=1/);
    await narrow(desk.page);

    // The officer's order sheet: who recorded it for whom, with the consent document.
    await sdm.go(`/office/cases/${id}`);
    const sheet = await mainText(sdm.page);
    assert.match(sheet, new RegExp(`Recorded by Sadar Help Desk for ${name}, consent document ${documentId}`));
    console.log(
      `order sheet line: ${sheet.split('\n').find((l) => l.includes('Recorded by Sadar Help Desk')) ?? '(none)'}`,
    );
  });
});
