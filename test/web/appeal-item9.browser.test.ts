// Form-III item 9 in Chromium (playwright-core): the appellant answers item 9 themself, YES or NO, with a field to
// explain a delay and ask that it be condoned; the portal's count of the s.27B period (provisionally fixed by the
// State) is help on the form and a note on the appellate authority's scrutiny page, never the appellant's answer;
// Form-III as issued prints the answer as given. The officers act through the API; the portal runs in this process
// with a clock the test moves (legal dates), as in parties.browser.test.ts. axe: nothing serious on each page.

import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import type { InProcessPortal, Who } from './browser.ts';
import { ARTEFACTS, checkPage, DM, mainText as main, RAMESH, SDM, startInProcess, submit } from './browser.ts';

const OUT = join(ARTEFACTS, 'appeal-item9');

describe("Form-III item 9 in Chromium: the appellant's answer and the explanation of delay", () => {
  let portal: InProcessPortal;
  let base: string;
  before(async () => {
    portal = await startInProcess('ctp-item9-');
    base = portal.base;
    mkdirSync(OUT, { recursive: true });
  });
  after(async () => {
    await portal?.close();
  });
  const day = (d: string): void => portal.day(d);
  const api = (who: Who) => portal.api(who);
  const drain = (): Promise<void> => portal.drain();

  /** Signs in through the sign-in page in the person's own browser context and language. */
  async function person(who: Who, lang: 'en' | 'hi'): Promise<Page> {
    const { page } = await portal.person(who, lang);
    await page.goto(`${base}/sign-in`);
    await page.fill('#f-email', who.email);
    await page.fill('#f-password', who.password);
    await Promise.all([page.waitForNavigation(), page.click('main button[type=submit]')]);
    return page;
  }

  it("Form-III item 9, s.27B: a late appellant answers NO with the delay explained; the authority sees the answer and the portal's count as a note; Form-III prints the answer as given", async () => {
    const ramesh = await api(RAMESH);
    const sdm = await api(SDM);
    const dm = await api(DM);
    const cmd = async (who: typeof sdm, id: string, type: string, body: object, kind = 'cases') => {
      const version = (await who('GET', `/api/v1/${kind}/${id}`)).json.summary.version;
      const r = await who('POST', `/api/v1/${kind}/${id}/commands/${type}`, { ...body, expectedVersion: version });
      assert.equal(r.status, 200, `${type}: ${JSON.stringify(r.json)}`);
    };

    // The case below, to a penalty order on 20 August 2026 (Rules 3, 4(1), 4(5), 4(6), 4(10), 4(12)).
    day('2026-07-06');
    const filed = await ramesh('POST', '/api/v1/complaints', {
      officeCode: 'AGRS',
      filedBy: { capacity: 'aggrieved-person' },
      mode: 'electronic',
      particulars: {
        complainant: {
          name: 'Ramesh Kumar',
          parentName: 'Suresh Kumar',
          address: { text: 'House 12, Village Rampur, Agra', pin: '282001' },
          contactNumber: '+91 98765 43210',
        },
        contravener: {
          name: 'Mohan Lal',
          address: { text: 'House 40, Village Rampur, Agra', pin: '282001' },
          contravention: {
            date: '2026-07-03',
            place: 'Khasra 118, Rampur',
            nature: 'Cows let loose on the wheat crop',
          },
          provisionAlleged: 'Section 26 of the Cattle-trespass Act, 1871',
          statement: 'Four cows entered my field and ate the crop.',
          evidence: ['Khasra extract'],
        },
        declaration: { declared: true, signedName: 'Ramesh Kumar' },
      },
    });
    assert.equal(filed.status, 201, JSON.stringify(filed.json));
    const id: string = filed.json.id;
    day('2026-07-08');
    await cmd(sdm, id, 'issue-show-cause-notice', {
      replyDays: 30,
      contravention: 'Cattle let loose on the crop, 3 July 2026',
      provisionAlleged: 'Section 26 of the Cattle-trespass Act, 1871',
      complaintCopyEnclosed: true,
      aoName: 'A. Sharma',
      aoOffice: 'SDM Sadar, Agra',
    });
    day('2026-07-10');
    await cmd(sdm, id, 'record-service-attempt', {
      attemptId: 'a1',
      mode: 'speed-post',
      outcome: 'served',
      proof: { articleNumber: 'EK423456789IN' },
    });
    day('2026-07-20');
    await cmd(sdm, id, 'record-reply', { admits: false, text: 'The cows were not mine.' });
    day('2026-07-22');
    await cmd(sdm, id, 'issue-hearing-notice', {
      hearingNoticeId: 'h1',
      hearingOn: '2026-08-05',
      mode: 'in-person',
      time: '11:00',
      place: 'Court room 2, Tehsil Sadar, Agra',
    });
    await cmd(sdm, id, 'record-service-attempt', {
      hearingNoticeId: 'h1',
      attemptId: 'h1-a1',
      mode: 'speed-post',
      outcome: 'served',
      proof: { articleNumber: 'EK523456789IN' },
    });
    day('2026-08-05');
    await cmd(sdm, id, 'record-hearing', {
      hearingNoticeId: 'h1',
      noticeeAppeared: true,
      complainantAppeared: true,
      explained: true,
      opportunityAfforded: true,
      notes: 'Both heard.',
    });
    day('2026-08-20');
    await cmd(sdm, id, 'pass-order', {
      kind: 'penalty-or-compensation',
      amounts: { penaltyPaise: 500_000, compensationPaise: 200_000, expensesPaise: 0, chargesPaise: 0 },
      depositDays: 30,
      noCeilingConfirmed: true,
      reasons: 'Proved by the revenue record.',
      findings: [{ section: '26', contravened: true, reasons: 'The revenue record shows the cattle in the crop.' }],
      compensation: { payee: 'complainant', payWithinDays: 30 },
    });

    // Ninety days later the complainant appeals (the period provisionally fixed for s.27B is 60 days from the order).
    day('2026-11-18');
    const p = await person(RAMESH, 'en');
    await p.goto(`${base}/my/cases/${id}/appeal`);
    await checkPage(p, { javaScript: true });
    const form = await main(p);
    assert.match(form, /Is the appeal filed within the time referred to in section 27B of the Act\? \(item 9\)/);
    assert.match(form, /by the portal's count the time ended on 19 October 2026/, 'the count is help, with its date');
    assert.match(form, /the portal's configured default until the State notifies a period under section 27B/);
    // The one way a configured value is named is the portal's configured default (issue 27); no other "configured".
    assert.doesNotMatch(form.replaceAll("the portal's configured default", ''), /configured/i);
    assert.equal(
      await p.locator('input[name="withinTime"]:checked').count(),
      0,
      'item 9 is not answered for the appellant',
    );
    // The declaration in the gazette's words, in full.
    assert.match(
      form,
      /I hereby declare that the facts stated herein above are correct to the best of my knowledge, information and belief\./,
    );

    await p.fill('#f-a-parentName', 'Suresh Kumar');
    await p.fill('#f-r-parentName', 'Ram Lal');
    await p.fill('#f-grounds', 'The compensation awarded is too low for the crop lost.');
    await p.fill('#f-statementOfFacts', 'The wheat crop of 0.4 hectare was destroyed.');
    await p.fill('#f-reliefClaimed', 'Enhance the compensation to Rs 25,000.');
    await p.check('input[name="pending"][value="no"]');
    await p.check('#f-declared');
    // NO without an explanation is refused, naming the field; nothing is filed.
    await p.check('input[name="withinTime"][value="NO"]');
    await submit(p);
    await checkPage(p, { javaScript: true });
    assert.match(
      await p.locator('#f-delayExplanation-error').innerText(),
      /explain the delay and ask that it be condoned/,
    );
    assert.equal(await p.locator('input[name="withinTime"][value="NO"]').isChecked(), true, 'the answer is kept');
    const delay =
      'I was in hospital from 10 October to 12 November 2026 (discharge slip enclosed). I ask that the delay be condoned.';
    await p.fill('#f-delayExplanation', delay);
    await submit(p);
    const appealId = /\/my\/cases\/([0-9a-f-]{36})\?appealed=1/.exec(p.url())?.[1];
    assert.ok(appealId, `the appeal was filed: ${await main(p)}`);
    await checkPage(p, { javaScript: true, shot: 'appeal-filed' });

    // The record keeps what the appellant said; the portal's count is separate.
    const rec = await dm('GET', `/api/v1/appeals/${appealId}`);
    assert.equal(rec.status, 200, JSON.stringify(rec.json));
    const filedEntry = rec.json.orderSheet.find((e: { type: string }) => e.type === 'appeal.filed');
    assert.equal(filedEntry.payload.form.withinTimeAnswer, 'NO');
    assert.equal(filedEntry.payload.form.delayExplanation, delay);

    // The appellate authority's scrutiny page: the appellant's answer and explanation as items, the count as a note.
    const d = await person(DM, 'en');
    await d.goto(`${base}/office/cases/${appealId}`);
    await checkPage(d, { javaScript: true, shot: 'appeal-item9-scrutiny' });
    const row = await d
      .locator('tr', {
        hasText:
          "Item 9: whether the appeal is filed within the time referred to in section 27B (the appellant's answer",
      })
      .locator('td')
      .first()
      .innerText();
    assert.equal(row.trim(), 'No');
    assert.match(
      await d.locator('tr', { hasText: 'Item 9: explanation of the delay' }).locator('td').first().innerText(),
      /I was in hospital/,
    );
    const note = await d.locator('#item9-note').innerText();
    assert.match(note, /the portal's count \(a note for the appellate authority, not the appellant's answer\)/);
    assert.match(
      note,
      /the period of 60 days ended on 19 October 2026 \(19\/10\/2026\); the appeal was received on 18 November 2026 \(18\/11\/2026\): after the time by this count/,
    );
    assert.match(note, /the portal's configured default until the State notifies a period under section 27B/);

    // Form-III as issued prints the answer as given, with the explanation, and not the portal's count.
    await drain();
    const docs = await dm('GET', `/api/v1/cases/${appealId}/documents`);
    const f3 = docs.json.items.find(
      (i: { template: string; status: string }) => i.template === 'form-3' && i.status === 'issued',
    );
    assert.ok(f3, `Form-III was issued: ${JSON.stringify(docs.json)}`);
    const pdf = await dm('GET', f3.download);
    const file = join(OUT, 'form-3.pdf');
    writeFileSync(file, pdf.bytes);
    const text = execFileSync('pdftotext', ['-raw', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
    assert.match(
      text,
      /9\. Whether appeal is filed within the time referred to in section 27B of the said Act- YES or NO: NO\. Explanation of the delay and request for condonation: I was in hospital/,
    );
    assert.doesNotMatch(text.replaceAll("the portal's configured default", ''), /computed by the portal|configured/i);
    assert.match(
      text,
      /I hereby declare that the facts stated herein above are correct to the best of my knowledge, information and belief\./,
    );
  });
});
