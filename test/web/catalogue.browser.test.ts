// Through Chromium (playwright-core), every step taken from the case page's next-step buttons, which the catalogue
// of steps and the domain's decide() produce (issue 14): the adjudicating officer summons a witness and enforces the
// attendance (Rule 4(2)), records that the witness appeared (the step added to prove the catalogue), sees "proceed ex
// parte" offered on the day after the reply period and not on its last day (Rule 4(7)), records a reply received on
// paper (Rule 4(6)), fixes a hearing with its time and the office's own place (Rule 4(6)), passes the order (Rule
// 4(12)) and supplies the free copies (Rule 4(15)); the complainant appeals, and the District Magistrate fixes and
// holds the hearing at the District Magistrate's own office (Rule 7(10)). axe finds nothing serious on any page.

import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { LocalDate } from '../../src/lib/local-date.ts';
import { addDays, formatLegal } from '../../src/lib/local-date.ts';
import type { InProcessPortal } from './browser.ts';
import { DM, mainText as main, RAMESH, SDM, startInProcess, submit } from './browser.ts';

describe('issue 14 in Chromium: every step from the next-step buttons of the catalogue', () => {
  let portal: InProcessPortal;
  let base: string;
  before(async () => {
    portal = await startInProcess('ctp-cat-');
    base = portal.base;
  });
  after(async () => {
    await portal?.close();
  });
  const day = (d: string): void => portal.day(d);

  it('Rules 4(2), 4(6), 4(7), 4(12), 4(15) and 7(10), each step opened from its next-step button', async () => {
    const ramesh = await portal.person(RAMESH, 'en');
    const sdm = await portal.person(SDM, 'en');
    const dm = await portal.person(DM, 'en');
    const p = ramesh.page;

    // Rule 3: the complainant's Form-I, filed through the API (the filing pages are the filing tests', not the
    // catalogue's).
    day('2026-07-06');
    const filed = await (
      await portal.api(RAMESH)
    )('POST', '/api/v1/complaints', {
      officeCode: 'AGRS',
      filedBy: { capacity: 'aggrieved-person' },
      mode: 'electronic',
      particulars: {
        complainant: {
          name: 'Ramesh Kumar',
          parentName: 'Suresh Kumar',
          address: { text: 'House 12, Village Rampur, District Agra', pin: '282001' },
          contactNumber: '+91 98765 43210',
        },
        contravener: {
          name: 'Mohan Lal',
          address: { text: 'House 40, Village Rampur, District Agra', pin: '282001' },
          contravention: {
            date: '2026-07-03',
            place: 'Field khasra no. 118, Village Rampur',
            nature: 'Four cows entered my field and destroyed the crop.',
          },
          provisionAlleged: 'Section 26 of the Cattle-trespass Act, 1871',
          statement: 'Four cows entered my field and destroyed the crop.',
          evidence: ['Khasra extract'],
        },
        declaration: { declared: true, signedName: 'Ramesh Kumar' },
      },
    });
    assert.equal(filed.status, 201, JSON.stringify(filed.json));
    const caseId: string = filed.json.id;
    const officeCase = `/office/cases/${caseId}`;

    const s = sdm.page;
    /** Opens the step from its button on the case page, fills it and records it. */
    const act = async (type: string, fill: () => Promise<void>, shot?: string): Promise<void> => {
      await s.goto(`${base}${officeCase}`);
      await sdm.check();
      await submit(s, `main ul.actions a[href="${officeCase}/act/${type}"]`);
      await sdm.check(shot);
      await fill();
      await submit(s);
      // Issue 30, point 7: English words for the Hindi copy come back named; the officer ticks that he read them.
      if ((await s.locator('#f-languageAck').count()) > 0) {
        await s.check('#f-languageAck');
        await submit(s);
      }
      assert.equal(new URL(s.url()).pathname, officeCase, `${type} was recorded: ${await main(s)}`);
    };
    const buttons = async (): Promise<string[]> => {
      await s.goto(`${base}${officeCase}`);
      return s
        .locator('main ul.actions a')
        .evaluateAll((as) => as.map((a) => (a.getAttribute('href') ?? '').split('/').pop()!));
    };

    // The case page shows the complaint's particulars; the notice form has the office's name and the complaint's words.
    day('2026-07-08');
    await sdm.go(officeCase, 'catalogue-case-page');
    assert.match(await main(s), /The complaint \(Form-I\)[\s\S]*Four cows entered my field and destroyed the crop/);
    assert.ok(!(await buttons()).includes('proceed-ex-parte'));
    await act('issue-show-cause-notice', async () => {
      assert.ok((await s.inputValue('#f-aoOffice')).length > 5, 'the office name is filled in');
      assert.equal(await s.inputValue('#f-provisionAlleged'), 'Section 26 of the Cattle-trespass Act, 1871');
      // Rule 4(3)(a): the officer states the contravention; the complainant's words are not filled in for him.
      assert.equal(await s.inputValue('#f-contravention'), '');
      await s.fill(
        '#f-contravention',
        'That on 3 July 2026 your four cows trespassed on the field of the complainant and destroyed the crop.',
      );
    });

    // Rule 4(5) and 4(2): served by speed post; a witness summoned to produce documents.
    day('2026-07-09');
    await act('record-service-attempt', async () => {
      await s.check('input[name="mode"][value="speed-post"]');
      await s.check('input[name="outcome"][value="served"]');
      await s.fill('#f-articleNumber', 'EA123456789IN');
    });
    await act('issue-summons', async () => {
      await s.fill('#f-witnessName', 'Patwari, Halka Rampur');
      await s.check('input[name="purpose"][value="documents"]');
      await s.fill('#f-appearOn', '15/07/2026');
      await s.fill('#f-time', '10:30');
    });
    day('2026-07-16');
    await act('enforce-attendance', async () => {
      await s.fill('#f-reasons', 'The Patwari did not appear on 15 July 2026; a bailable warrant is issued.');
    });
    day('2026-07-17');
    await act('record-summons-appearance', async () => {
      await s.fill('#f-statement', 'The Patwari appeared and produced the khasra extract of plot 118.');
    });
    assert.match(await main(s), /The summoned person appeared/);

    // Rule 4(7): on the last day of the reply period, no ex parte (and the reason says when); from the next day, offered.
    const why =
      (await s
        .locator('main details.not-yet li')
        .filter({ has: s.locator('strong', { hasText: /^Proceed ex parte$/ }) })
        .textContent()) ?? '';
    const until = /runs until (\d{1,2} \w{3} \d{4})/.exec(why)?.[1];
    assert.ok(until, why);
    const due = new Date(`${until} UTC`).toISOString().slice(0, 10) as LocalDate;
    day(due);
    assert.ok(!(await buttons()).includes('proceed-ex-parte'), `not on the last day, ${due}`);
    await sdm.check();
    day(addDays(due, 1));
    assert.ok((await buttons()).includes('proceed-ex-parte'), `offered on ${addDays(due, 1)}`);
    assert.equal(formatLegal(due), until);

    // Rule 4(6): a reply received on paper that day, marked late; the ex parte step is then no longer offered.
    await act('record-reply', async () => {
      await s.check('input[name="admits"][value="no"]');
      await s.fill('#f-text', 'My cattle were tied at home that morning. (Received by post.)');
    });
    assert.ok(!(await buttons()).includes('proceed-ex-parte'));

    // Rule 4(6): the hearing with its time; the place is this office's own unless another is named.
    const hearingDay = addDays(due, 10);
    const dmy = `${hearingDay.slice(8, 10)}/${hearingDay.slice(5, 7)}/${hearingDay.slice(0, 4)}`;
    await act(
      'issue-hearing-notice',
      async () => {
        await s.fill('#f-hearingOn', dmy);
        await s.fill('#f-time', '11:30');
        assert.match(await s.inputValue('#f-place'), /Sadar/);
      },
      'catalogue-hearing-form',
    );
    assert.match(await main(s), /Hearing fixed: [^\n]*11:30 – [^\n]*Sadar/);
    await act('record-service-attempt', async () => {
      await s.selectOption('#f-target', 'h1');
      await s.check('input[name="mode"][value="speed-post"]');
      await s.check('input[name="outcome"][value="served"]');
      await s.fill('#f-articleNumber', 'EA123456790IN');
    });
    day(hearingDay);
    await act('record-hearing', async () => {
      for (const f of ['noticeeAppeared', 'complainantAppeared', 'explained', 'opportunityAfforded'])
        await s.check(`#f-${f}`);
      await s.fill('#f-notes', "Both parties heard; the Patwari's extract read.");
    });
    await act('pass-order', async () => {
      await s.check('input[name="kind"][value="penalty-or-compensation"]');
      await s.fill('#f-penalty', '5,000');
      await s.fill('#f-depositDays', '30');
      await s.fill('#f-reasons', "The trespass is proved by the revenue record and the Patwari's extract.");
      // Rule 4(12): the finding on the ground the notice alleges, its section filled in from the notice.
      assert.equal(await s.inputValue('#f-finding-1-section'), '26');
      await s.check('input[name="finding-1-contravened"][value="yes"]');
      await s.fill('#f-finding-1-reasons', "The Patwari's khasra extract shows the cattle in plot 118.");
      await s.check('#f-noCeilingConfirmed');
    });

    // Rule 4(15): after the order the page offers the free copies; both are supplied from the buttons.
    assert.deepEqual(
      (await buttons()).filter((b) => b === 'supply-order-copy'),
      ['supply-order-copy'],
    );
    await act('supply-order-copy', async () => {
      await s.check('input[name="to"][value="contravener"]');
    });
    await act('supply-order-copy', async () => {
      await s.check('input[name="to"][value="complainant"]');
    });
    assert.equal((await s.locator('main ol.timeline li', { hasText: 'copy' }).count()) >= 2, true, await main(s));

    // Rule 7: the complainant appeals (Form-III prefilled); the District Magistrate hears it at the DM's own office.
    day(addDays(hearingDay, 3));
    await ramesh.go(`/my/cases/${caseId}/appeal`);
    await p.fill('#f-r-parentName', 'Sohan Lal');
    await p.fill('#f-grounds', 'The compensation for the crop was not awarded.');
    await p.fill('#f-statementOfFacts', 'The crop loss of Rs 12,000 is proved by the khasra extract.');
    await p.fill('#f-reliefClaimed', 'Award compensation of Rs 12,000.');
    await p.check('input[name="withinTime"][value="YES"]');
    await p.check('input[name="pending"][value="no"]');
    await p.check('#f-declared');
    await submit(p);
    const appealId = /\/my\/cases\/([0-9a-f-]{36})\?appealed=1/.exec(p.url())?.[1];
    assert.ok(appealId, `the appeal was filed: ${await main(p)}`);
    const officeAppeal = `/office/cases/${appealId}`;
    const d = dm.page;
    const dact = async (type: string, fill: () => Promise<void>, shot?: string): Promise<void> => {
      await d.goto(`${base}${officeAppeal}`);
      await dm.check();
      await submit(d, `main ul.actions a[href="${officeAppeal}/act/${type}"]`);
      await dm.check(shot);
      await fill();
      await submit(d);
      // Issue 30, point 7: English words for the Hindi copy come back named; the officer ticks that he read them.
      if ((await d.locator('#f-languageAck').count()) > 0) {
        await d.check('#f-languageAck');
        await submit(d);
      }
      assert.equal(new URL(d.url()).pathname, officeAppeal, `${type} was recorded: ${await main(d)}`);
    };
    await dm.go(officeAppeal);
    await dact('call-for-records', async () => {});
    await dact('admit', async () => {});
    await dact('issue-notice-to-respondent', async () => {
      await d.fill('#f-replyDays', '15');
    });
    await dact('record-service-attempt', async () => {
      await d.check('input[name="mode"][value="speed-post"]');
      await d.check('input[name="outcome"][value="served"]');
      await d.fill('#f-articleNumber', 'EK123456789IN');
    });
    await dact('record-respondent-reply', async () => {
      await d.fill('#f-note', 'Reply received at the office by post.');
    });
    // An open day (the 10th day after falls on a Sunday, which the appellate hearing now refuses unless confirmed).
    const appealHearing = addDays(hearingDay, 11);
    await dact(
      'schedule-hearing',
      async () => {
        await d.fill(
          '#f-hearingOn',
          `${appealHearing.slice(8, 10)}/${appealHearing.slice(5, 7)}/${appealHearing.slice(0, 4)}`,
        );
        await d.fill('#f-time', '12:00');
        const venue = await d.inputValue('#f-venueOrLink');
        assert.match(venue, /District Magistrate|Collector|DM/i, `the DM's own office by default: ${venue}`);
        assert.doesNotMatch(venue, /Sub-Divisional|Sadar/, "not the adjudicating officer's office");
      },
      'catalogue-dm-hearing-form',
    );
    assert.match(await main(d), /Hearing fixed: [^\n]*12:00 – [^\n]*(District Magistrate|Collector|DM)/i);
    day(appealHearing);
    await dact('record-hearing', async () => {
      await d.check('input[name="mode"][value="in-person"]');
      await d.check('input[name="appellant"][value="in-person"]');
      await d.check('input[name="respondent"][value="legal-representative"]');
      await d.fill('#f-respondentRep', 'A. Verma, Advocate');
    });
    assert.ok((await d.locator('main ul.actions a', { hasText: 'Decide the appeal' }).count()) === 1, await main(d));
  });
});
