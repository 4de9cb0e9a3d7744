// Through the browser only (Debian's Chromium, playwright-core), the full proceeding of issue 3's first API test
// (src/server/proceeding.db.test.ts): Rule 3 complaint filed by the citizen in Hindi → Rule 4(1) notice → Rule 4(5)
// service (tender fails, speed post fails, affixing) → reply denying (the respondent, in Hindi) → Rule 4(6) hearing
// notice → Rule 4(10) hearing → Rule 4(12) penalty order → Rule 7 appeal (the respondent, in Hindi) → defect (7(6)) →
// rectification → admission (7(7)) → respondent's notice (7(8)) → hearing (7(10)) → order varied (7(11)).
// Each person is signed in as themselves in their own browser context; the officers work in English.
//
// The portal runs in this process (compose + createApp, as `ctp start` builds it) with a clock the test moves: legal
// dates (today) follow the proceeding's calendar, while instants (sessions, cookies) stay on the real clock so that a
// browser keeps its session cookie. axe-core checks every page (0 serious/critical); screenshots of the officer's
// worklist and case page and the appellate scrutiny page go to test/artefacts/web/.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { InProcessPortal, Who } from './browser.ts';
import { ADMIN, DM, mainText as main, RAMESH, SDM, startInProcess, submit, SURESH } from './browser.ts';

describe('the full proceeding in Chromium, each person in their own browser', () => {
  let portal: InProcessPortal;
  let base = '';
  before(async () => {
    portal = await startInProcess('ctp-proc-');
    base = portal.base;
  });
  after(async () => {
    await portal?.close();
  });
  const person = (who: Who, lang: 'en' | 'hi') => portal.person(who, lang);
  const day = (d: string): void => portal.day(d);

  it('Rules 3 to 7 through the browser: complaint in Hindi, service by affixing, reply, hearing, penalty, appeal with a defect rectified, order varied', async () => {
    const ramesh = await person(RAMESH, 'hi');
    const suresh = await person(SURESH, 'hi');
    const sdm = await person(SDM, 'en');
    const dm = await person(DM, 'en');

    // Rule 3: the complainant files Form-I in Hindi.
    day('2026-07-06');
    await ramesh.go('/file');
    const p = ramesh.page;
    await submit(p);
    await p.selectOption('#f-officeCode', 'AGRS');
    await submit(p);
    await p.fill('#f-c-parentName', 'सुरेश कुमार');
    await p.fill('#f-c-address', 'मकान 12, ग्राम रामपुर, जिला आगरा');
    await p.fill('#f-c-pin', '282001');
    await p.fill('#f-c-phone', '98765 43210');
    await submit(p);
    await p.fill('#f-k-name', 'सुरेश यादव');
    await p.fill('#f-k-address', 'मकान 40, ग्राम रामपुर, जिला आगरा');
    await submit(p);
    await p.fill('#f-i-date', '03/07/2026');
    await p.fill('#f-i-place', 'खसरा संख्या 118, ग्राम रामपुर');
    await p.fill('#f-i-provision', 'पशु अतिचार अधिनियम, 1871 की धारा 26');
    await submit(p);
    await p.fill('#f-s-statement', 'चार गायें मेरे खेत में घुसीं और फसल नष्ट की।');
    await p.fill('#f-s-evidence', 'खसरा उद्धरण');
    await submit(p);
    await p.check('#f-declared');
    await ramesh.check();
    await submit(p);
    await p.waitForURL(/\/receipt$/);
    await ramesh.check();
    const number = (await p.locator('.panel .big').textContent())!.trim();
    assert.match(number, /^CTR\/AGRS\/2026\/\d+$/);
    const caseId = /\/my\/cases\/([0-9a-f-]{36})\/receipt$/.exec(p.url())![1]!;
    const officeCase = `/office/cases/${caseId}`;

    // Rule 4(1): the officer finds it on the worklist and issues the notice; 45 days is refused beside the field.
    day('2026-07-08');
    await sdm.go('/office/worklist', 'officer-worklist');
    const s = sdm.page;
    assert.match(await main(s), new RegExp(number.replace(/\//g, '\\/')));
    await submit(s, `a[href="${officeCase}"]`);
    await sdm.check('officer-case');
    assert.match(await main(s), /Rule 4\(1\)/);
    const act = async (type: string, fill: () => Promise<void>, shot?: string): Promise<void> => {
      await s.goto(`${base}${officeCase}`);
      await submit(s, `main a[href="${officeCase}/act/${type}"]`);
      await sdm.check();
      await fill();
      await submit(s);
      // Issue 30, point 7: English words for the Hindi copy come back named; the officer ticks that he read them.
      if ((await s.locator('#f-languageAck').count()) > 0) {
        await s.check('#f-languageAck');
        await submit(s);
      }
      assert.equal(new URL(s.url()).pathname, officeCase, `${type} was recorded: ${await main(s)}`);
      await sdm.check(shot);
    };
    await s.goto(`${base}${officeCase}/act/issue-show-cause-notice`);
    await sdm.check();
    await s.fill('#f-replyDays', '45');
    // Rule 4(3)(a): the statement of the contravention is the officer's own; nothing is filled in for him.
    assert.equal(await s.inputValue('#f-contravention'), '');
    await s.fill(
      '#f-contravention',
      'Letting cattle trespass on and damage the crop of the complainant on 3 July 2026',
    );
    await s.fill('#f-aoOffice', 'Sub-Divisional Magistrate, Sadar, Agra');
    await submit(s);
    assert.equal(await s.locator('.error-summary a[href="#f-replyDays"]').count(), 1);
    assert.match(await s.locator('#f-replyDays-error').innerText(), /30.*Rule 4\(1\)/s);
    await sdm.check('officer-refusal');
    await act('issue-show-cause-notice', async () => {
      await s.fill('#f-replyDays', '30');
      await s.fill(
        '#f-contravention',
        'Letting cattle trespass on and damage the crop of the complainant on 3 July 2026',
      );
      await s.fill('#f-provisionAlleged', 'Section 26 of the Cattle-trespass Act, 1871');
      await s.fill('#f-aoOffice', 'Sub-Divisional Magistrate, Sadar, Agra');
    });

    // Rule 4(5): tender fails, speed post fails, then affixing.
    day('2026-07-09');
    await act('record-service-attempt', async () => {
      await s.selectOption('#f-target', 'notice');
      await s.check('input[name="mode"][value="tender"]');
      await s.check('input[name="outcome"][value="failed"]');
      await s.fill('#f-particulars', 'Door locked; tender not possible');
      await s.fill('#f-tenderedBy', 'R. Singh, process server');
      await s.fill('#f-tenderedTo', 'Suresh Yadav');
      await s.fill('#f-tenderAt', '10:30');
    });
    await act('record-service-attempt', async () => {
      await s.check('input[name="mode"][value="speed-post"]');
      await s.check('input[name="outcome"][value="pending"]');
      await s.fill('#f-articleNumber', 'EA123456789IN');
    });
    day('2026-07-15');
    await act('record-service-outcome', async () => {
      await s.check('input[name="outcome"][value="failed"]');
    });
    day('2026-07-16');
    // Rule 4(5)(iii): the photo of the affixed notice is uploaded to the case, then chosen on the form (issue 6).
    await s.goto(`${base}/my/cases/${caseId}#upload`);
    await s.setInputFiles('#f-file', {
      name: 'affixed.png',
      mimeType: 'image/png',
      buffer: Buffer.from([
        0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 1, 2, 3, 4,
      ]),
    });
    await submit(s, 'main form[action$="/documents"] button');
    await act('record-service-attempt', async () => {
      await s.check('input[name="mode"][value="affixing"]');
      await s.check('input[name="outcome"][value="served"]');
      await s.fill('#f-particulars', 'Affixed on the outer door before two witnesses');
      const photo = await s
        .locator('#f-photoDocumentId option', { hasText: 'affixed.png' })
        .first()
        .getAttribute('value');
      await s.selectOption('#f-photoDocumentId', photo!);
      await s.fill('#f-affixPlace', 'Outer door of the house of the noticee');
      await s.fill('#f-affixAt', '11:15');
      await s.fill('#f-witnesses', 'Shyam Lal\nRam Prasad');
    });
    // The respondent's account is linked so that he can see the case and reply.
    await s.goto(`${base}${officeCase}`);
    await s.click('main details summary:has-text("Link a party")');
    await s.fill('#f-contact', SURESH.email);
    await s.check('input[name="role"][value="respondent"]');
    await submit(s, 'main form[action$="/party"] button');
    assert.match(await main(s), /has an account linked/);

    // Rule 4(6): the respondent replies, denying, in Hindi.
    day('2026-07-20');
    await suresh.go(`/my/cases/${caseId}`, 'hi-respondent-case');
    const r = suresh.page;
    await r.check('input[name="admits"][value="no"]');
    await r.fill('#f-text', 'उस सुबह मेरे पशु घर पर बंधे थे।');
    await submit(r, 'main form[action$="/reply"] button.primary');
    assert.match(await main(r), /आदेश पत्रक में दर्ज/);
    await suresh.check();

    day('2026-07-22');
    await act('issue-hearing-notice', async () => {
      await s.fill('#f-hearingOn', '05/08/2026');
      await s.fill('#f-time', '10:30');
      await s.check('input[name="mode"][value="in-person"]');
    });
    day('2026-07-23');
    await act('record-service-attempt', async () => {
      await s.selectOption('#f-target', 'h1');
      await s.check('input[name="mode"][value="speed-post"]');
      await s.check('input[name="outcome"][value="served"]');
      await s.fill('#f-articleNumber', 'EA123456790IN');
    });
    await suresh.go(`/my/cases/${caseId}`);
    assert.match(await main(r), /5 अगस्त 2026/, 'the respondent sees the hearing date');

    // Rule 4(10) and Rule 4(12).
    day('2026-08-05');
    await act('record-hearing', async () => {
      for (const f of ['noticeeAppeared', 'complainantAppeared', 'explained', 'opportunityAfforded'])
        await s.check(`#f-${f}`);
      await s.fill('#f-notes', 'Both parties heard.');
    });
    day('2026-08-20');
    await act('pass-order', async () => {
      await s.check('input[name="kind"][value="penalty-or-compensation"]');
      await s.fill('#f-penalty', '5,000');
      await s.fill('#f-compensation', '12,000');
      await s.fill('#f-depositDays', '30');
      await s.fill('#f-reasons', 'The trespass and damage are proved by the revenue record and photographs.');
      await s.check('input[name="finding-1-contravened"][value="yes"]');
      await s.fill(
        '#f-finding-1-reasons',
        "The revenue record and the photographs show the respondent's cows in the crop.",
      );
      await s.check('input[name="compPayee"][value="complainant"]');
      await s.fill('#f-compDays', '30');
      await s.check('#f-noCeilingConfirmed');
    });
    assert.match(await main(s), /Order passed/);

    // Rule 7: the respondent appeals in Hindi (Form-III prefilled from the case).
    day('2026-08-24');
    await suresh.go(`/my/cases/${caseId}/appeal`);
    await r.fill('#f-a-parentName', 'रामदीन यादव');
    await r.fill('#f-r-parentName', 'सुरेश कुमार');
    await r.fill('#f-grounds', 'पशु मेरे नहीं थे।');
    await r.fill('#f-statementOfFacts', 'राजस्व अभिलेख गलत पढ़ा गया।');
    await r.fill('#f-reliefClaimed', 'आदेश अपास्त किया जाए।');
    await r.check('input[name="withinTime"][value="YES"]');
    await r.check('input[name="pending"][value="no"]');
    await r.check('#f-declared');
    await submit(r);
    const appealId = /\/my\/cases\/([0-9a-f-]{36})\?appealed=1/.exec(r.url())?.[1];
    assert.ok(appealId, `the appeal was filed: ${await main(r)}`);
    await suresh.check();
    const officeAppeal = `/office/cases/${appealId}`;
    const d = dm.page;
    const dact = async (type: string, fill: () => Promise<void>): Promise<void> => {
      await d.goto(`${base}${officeAppeal}`);
      await submit(d, `main a[href="${officeAppeal}/act/${type}"]`);
      await dm.check();
      await fill();
      await submit(d);
      // Issue 30, point 7: English words for the Hindi copy come back named; the officer ticks that he read them.
      if ((await d.locator('#f-languageAck').count()) > 0) {
        await d.check('#f-languageAck');
        await submit(d);
      }
      assert.equal(new URL(d.url()).pathname, officeAppeal, `${type} was recorded: ${await main(d)}`);
      await dm.check();
    };
    await dm.go('/office/appeals');
    await submit(d, `a[href="${officeAppeal}"]`);
    await dm.check('appellate-scrutiny');
    assert.match(await main(d), /Item 4: grounds of appeal/);
    await dact('call-for-records', async () => {});

    // Rule 7(6): a defect is intimated; registration cannot be refused while the period to rectify runs.
    day('2026-08-25');
    await dact('intimate-defects', async () => {
      await d.selectOption('#f-field', 'grounds');
      await d.fill('#f-description', 'Item 4 (grounds of appeal) gives no particulars; state the grounds.');
    });
    assert.match(await main(d), /Intimated, not yet rectified/);
    await d.goto(`${base}${officeAppeal}/act/refuse-registration`);
    await d.fill('#f-reasons', 'Defects not rectified.');
    await submit(d);
    assert.match(await d.locator('#f-reasons-error').innerText(), /Rule 7\(6\)/);
    await dm.check();

    day('2026-08-28');
    await suresh.go(`/my/cases/${appealId}`, 'hi-appellant-defects');
    await r.fill('textarea[name^="fix."]', 'पशु मेरे नहीं थे; राजस्व अभिलेख में खसरा संख्या गलत पढ़ी गई।');
    await submit(r, 'main form[action$="/rectify"] button.primary');
    await suresh.check();

    day('2026-08-31');
    await d.goto(`${base}${officeAppeal}`);
    assert.match(await main(d), /Rectified/);
    await dm.check('appellate-scrutiny-rectified');
    await dact('admit', async () => {});
    day('2026-09-01');
    await dact('issue-notice-to-respondent', async () => {
      await d.fill('#f-replyDays', '15');
    });
    day('2026-09-02');
    await dact('record-service-attempt', async () => {
      await d.check('input[name="mode"][value="speed-post"]');
      await d.check('input[name="outcome"][value="served"]');
      await d.fill('#f-articleNumber', 'EK123456789IN');
    });
    day('2026-09-10');
    await dact('record-respondent-reply', async () => {
      await d.fill('#f-note', 'The complainant says the order is right.');
    });
    day('2026-09-11');
    await dact('schedule-hearing', async () => {
      await d.fill('#f-hearingOn', '18/09/2026');
      await d.fill('#f-time', '11:00');
      await d.check('input[name="mode"][value="in-person"]');
    });
    day('2026-09-18');
    await dact('record-hearing', async () => {
      await d.check('input[name="mode"][value="in-person"]');
      await d.check('input[name="appellant"][value="in-person"]');
      await d.check('input[name="respondent"][value="legal-representative"]');
      await d.fill('#f-respondentRep', 'Adv. Sunita Rao');
    });
    day('2026-09-21');
    await dact('decide-appeal', async () => {
      await d.check('input[name="outcome"][value="vary"]');
      await d.fill('#f-penalty', '5,000');
      await d.fill('#f-compensation', '6,000');
      await d.fill('#f-reasons', 'The compensation is reduced to the loss proved.');
      // Rule 7(11): the one ground of item 4, answered.
      await d.check('input[name="ground-1-accepted"][value="no"]');
      await d.fill('#f-ground-1-reasons', 'The revenue record shows the cattle are the appellant’s.');
    });
    assert.match(await main(d), /Appeal decided/);

    // The parties see the outcome in their own language.
    await suresh.go(`/my/cases/${appealId}`);
    assert.match(await main(r), /अपील का विनिश्चय/);
    await ramesh.go(`/my/cases/${caseId}`);
    assert.match(await main(p), /आदेश पारित/);
    // The administrator's page (offices and officers' accounts) passes axe too.
    const admin = await person(ADMIN, 'en');
    await admin.go('/admin', 'admin-offices');
    assert.match(await main(admin.page), /AGRS/);
    const verify = await portal.composed.services.verifyOrderSheet();
    assert.deepEqual(verify.breaks, []);
  });
});
