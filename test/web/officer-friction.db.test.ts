// The officer's forms with less friction (issue 30, point 8), through app.request() as a browser with JavaScript off:
// the order form names every error at once; "decide the appeal" shows the order under appeal beside the fields that
// vary it; the acknowledgement of service is uploaded on the service form itself; the reply received on paper has its
// date of receipt and its scan; a page or record not found says so and what to do, in English and Hindi; no status
// line reads `service attempt ""`; the paper page does not offer again the party just entered.
// On PGlite, and PostgreSQL with DATABASE_URL.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Actor } from '../../src/app/actor.ts';
import type { RoleGrant } from '../../src/app/actor.ts';
import type { Db } from '../../src/db/client.ts';
import { validParticulars } from '../../src/domain/adjudication/fixtures.ts';
import { COMPLETE_FORM } from '../../src/domain/appeal/fixtures.ts';
import { as } from '../api.ts';
import { testBackends } from '../db.ts';
import { makeActor, OFFICES, seedJurisdiction } from '../factories.ts';
import type { TestServices } from '../services.ts';
import { testServices } from '../services.ts';
import { csrfIn, textOf, WebClient } from './client.ts';
import type { TestApp } from '../case-walk.ts';
import { hearingHeld, testApp } from '../case-walk.ts';

const PNG = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  ),
);
const PASSWORD = 'officer-pass-2026';
const NOTICE = {
  replyDays: 30,
  contravention: 'Letting cattle trespass on the crop on 3 July 2026',
  provisionAlleged: 'Section 26 of the Cattle-trespass Act, 1871',
  complaintCopyEnclosed: true,
  aoName: 'A. Sharma',
  aoOffice: 'SDM Sadar, Agra',
};

/** The error shown beside a field (its id f-<name>), as text; '' when there is none. */
function errorBeside(html: string, field: string): string {
  const m = new RegExp(`<p class="error-msg" id="f-${field}-error">([\\s\\S]*?)</p>`).exec(html);
  return m ? textOf(m[1]!) : '';
}

for (const backend of testBackends()) {
  describe(`the officer's forms, all at once, on ${backend.name}`, () => {
    let db: Db;
    let t: TestServices;
    let app: TestApp;
    let admin: Actor;
    let citizen: Actor;
    let n = 0;

    before(async () => {
      db = await backend.open();
      await seedJurisdiction(db);
      t = testServices(db);
      app = testApp(t);
      admin = await makeActor(db, 'Admin', [{ role: 'administrator' }]);
      citizen = await makeActor(db, 'Ramesh Kumar', [{ role: 'citizen' }]);
    });
    after(async () => {
      await db.close();
    });

    async function staff(grants: RoleGrant[], lang: 'en' | 'hi' = 'en'): Promise<WebClient> {
      n += 1;
      const email = `friction.${n}.${Date.now()}@example.in`;
      await t.services.accounts.createStaffAccount(admin, { email, name: `Officer ${n}`, password: PASSWORD, grants });
      const w = new WebClient(app);
      if (lang === 'hi') await w.get('/lang?to=hi&back=/');
      emails.set(w, email);
      await signIn(w);
      return w;
    }
    const emails = new Map<WebClient, string>();
    // Sessions lapse when idle while the test moves the legal date by weeks: sign in again, as the officer would.
    async function signIn(w: WebClient): Promise<void> {
      const form = await w.get('/sign-in');
      const r = await w.post('/sign-in?next=/office/worklist', {
        _csrf: csrfIn(form.html),
        email: emails.get(w)!,
        password: PASSWORD,
      });
      assert.equal(r.status, 303, r.html);
    }

    /** GETs the action form and posts it (urlencoded, or multipart with files) with its CSRF token and version. */
    async function act(
      w: WebClient,
      caseId: string,
      type: string,
      fields: Record<string, string>,
      files: Record<string, File> = {},
    ) {
      let form = await w.get(`/office/cases/${caseId}/act/${type}`);
      if (form.status === 303) {
        await signIn(w);
        form = await w.get(`/office/cases/${caseId}/act/${type}`);
      }
      assert.equal(form.status, 200, textOf(form.html).slice(0, 500));
      const version = /name="version" value="(\d+)"/.exec(form.html)![1]!;
      if (Object.keys(files).length === 0)
        return w.post(`/office/cases/${caseId}/act/${type}`, { _csrf: csrfIn(form.html), version, ...fields });
      const fd = new FormData();
      fd.set('_csrf', csrfIn(form.html));
      fd.set('version', version);
      for (const [k, v] of Object.entries(fields)) fd.set(k, v);
      for (const [k, f] of Object.entries(files)) fd.set(k, f);
      return w.postMultipart(`/office/cases/${caseId}/act/${type}`, fd);
    }

    it('a page or record not found says so and what to do, in English and Hindi; no status line reads service attempt ""', async () => {
      t.clock.set('2026-07-06T06:00:00Z');
      const w = await staff([{ role: 'adjudicating-officer', officeCode: OFFICES.agraSadar }]);
      for (const path of ['/no-such-page', '/office/cases/00000000-0000-4000-8000-000000000000']) {
        const en = await w.get(path);
        assert.equal(en.status, 404, path);
        assert.match(textOf(en.html), /Page not found.*This page does not exist\. Check the address, or start again/);
        assert.doesNotMatch(en.html, /Something went wrong/);
      }
      await w.get('/lang?to=hi&back=/');
      const hi = await w.get('/office/cases/00000000-0000-4000-8000-000000000000');
      assert.equal(hi.status, 404);
      assert.match(textOf(hi.html), /पृष्ठ नहीं मिला.*यह पृष्ठ मौजूद नहीं है/);
      assert.doesNotMatch(hi.html, /कुछ गड़बड़ हो गई/);
      await w.get('/lang?to=en&back=/');
      // A notice served with no attempt awaiting its outcome: the form's status line is in words a person reads.
      const filed = await as(app, await t.tokenFor(citizen)).post('/api/v1/complaints', {
        officeCode: OFFICES.agraSadar,
        filedBy: { capacity: 'aggrieved-person' },
        mode: 'electronic',
        particulars: validParticulars(),
      });
      const id = filed.body.id as string;
      const outcome = await w.get(`/office/cases/${id}/act/record-service-outcome`);
      assert.doesNotMatch(outcome.html, /attempt &quot;&quot;|attempt ""/);
    });

    it('Rules 4(5), 4(6), 4(12), 7(11): every error of the order form at once; the order under appeal beside the fields that vary it; the acknowledgement and the paper reply uploaded on their own forms', async () => {
      t.clock.set('2026-07-06T06:00:00Z');
      const filed = await as(app, await t.tokenFor(citizen)).post('/api/v1/complaints', {
        officeCode: OFFICES.agraSadar,
        filedBy: { capacity: 'aggrieved-person' },
        mode: 'electronic',
        particulars: validParticulars(),
      });
      assert.equal(filed.status, 201, filed.text);
      const id = filed.body.id as string;
      const ao = await staff([{ role: 'adjudicating-officer', officeCode: OFFICES.agraSadar }]);
      const token = await t.tokenFor(
        await makeActor(db, 'A. Sharma', [{ role: 'adjudicating-officer', officeCode: OFFICES.agraSadar }]),
      );
      const api = as(app, token);
      const run = async (type: string, body: object, on: string) => {
        t.clock.set(`${on}T06:00:00Z`);
        const v = (await api.get(`/api/v1/cases/${id}`)).body.summary.version as number;
        const r = await api.post(`/api/v1/cases/${id}/commands/${type}`, { ...body, expectedVersion: v });
        assert.equal(r.status, 200, `${type}: ${r.text}`);
      };
      await run('issue-show-cause-notice', NOTICE, '2026-07-08');

      // Rule 4(5): the acknowledgement of tender uploaded on the service form itself, and cited by it.
      t.clock.set('2026-07-10T06:00:00Z');
      const served = await act(
        ao,
        id,
        'record-service-attempt',
        {
          target: 'notice',
          mode: 'tender',
          outcome: 'served',
          tenderedBy: 'R. Singh, process server',
          tenderedTo: 'Mohan Lal',
          tenderAt: '10:30',
        },
        { acknowledgementFile: new File([PNG], 'signed-receipt.png', { type: 'image/png' }) },
      );
      assert.equal(served.status, 303, textOf(served.html).slice(0, 800));
      const afterService = textOf((await ao.follow(served)).html);
      assert.match(afterService, /Tendered by R\. Singh, process server to Mohan Lal at 10:30\. Acknowledgement/);
      assert.match(afterService, /signed-receipt\.png/);

      // Rule 4(6): the reply received on paper, with the day the office received it and its scan.
      t.clock.set('2026-07-20T06:00:00Z');
      await signIn(ao);
      const replyForm = await ao.get(`/office/cases/${id}/act/record-reply`);
      assert.match(replyForm.html, /enctype="multipart\/form-data"/);
      assert.match(replyForm.html, /name="receivedOn" type="text" value="20\/07\/2026"/);
      assert.match(replyForm.html, /<input type="file" id="f-replyFile" name="replyFile"/);
      const future = await act(ao, id, 'record-reply', {
        admits: 'no',
        text: 'Not my cattle.',
        receivedOn: '25/07/2026',
      });
      assert.equal(future.status, 400);
      assert.match(errorBeside(future.html, 'receivedOn'), /after today/);
      const replied = await act(
        ao,
        id,
        'record-reply',
        { admits: 'no', text: 'The cattle were not mine; they were tied at home.', receivedOn: '15/07/2026' },
        { replyFile: new File([PNG], 'written-reply.png', { type: 'image/png' }) },
      );
      assert.equal(replied.status, 303, textOf(replied.html).slice(0, 800));
      const sheet = await as(app, token).get(`/api/v1/cases/${id}`);
      const reply = (sheet.body.orderSheet as { type: string; on: string }[]).find((e) =>
        /reply-recorded/.test(e.type),
      );
      assert.equal(reply?.on, '2026-07-15', 'the reply is recorded on the day the office received it');
      assert.match(textOf((await ao.follow(replied)).html), /written-reply\.png/);

      for (const [type, body, on] of hearingHeld('EK423456780IN')) await run(type, body, on);

      // Rule 4(12): the order form names every error at once: the reasons (the form's own check), the finding on the
      // ground, the confirmation that no ceiling is notified, and the time to deposit the penalty (the law's checks).
      t.clock.set('2026-08-20T06:00:00Z');
      const bad = await act(ao, id, 'pass-order', {
        kind: 'penalty-or-compensation',
        penalty: '5,000',
        reasons: '',
        'finding-1-section': '',
        'finding-1-reasons': '',
      });
      assert.equal(bad.status, 400);
      assert.match(errorBeside(bad.html, 'reasons'), /reasons/i);
      assert.match(errorBeside(bad.html, 'finding-1-section'), /Rule 4\(12\)/);
      assert.match(errorBeside(bad.html, 'noCeilingConfirmed'), /No ceiling of the penalty is notified/);
      assert.match(errorBeside(bad.html, 'depositDays'), /time limit for depositing/);
      // In Hindi too, every error at once.
      await ao.get('/lang?to=hi&back=/');
      const badHi = await act(ao, id, 'pass-order', { kind: 'penalty-or-compensation', penalty: '5,000', reasons: '' });
      assert.equal(badHi.status, 400);
      for (const f of ['reasons', 'noCeilingConfirmed', 'depositDays'])
        assert.notEqual(errorBeside(badHi.html, f), '', `a Hindi error beside ${f}`);
      assert.doesNotMatch(errorBeside(badHi.html, 'depositDays'), /[A-Za-z]{4,}/, 'the deposit error is in Hindi');
      await ao.get('/lang?to=en&back=/');
      const order = {
        kind: 'penalty-or-compensation',
        penalty: '5,000',
        compensation: '20,000',
        depositDays: '30',
        noCeilingConfirmed: 'yes',
        reasons: 'Trespass proved by the revenue record.',
        'finding-1-section': '26',
        'finding-1-contravened': 'yes',
        'finding-1-reasons': 'The revenue record shows the cattle in the standing crop.',
        compPayee: 'complainant',
        compDays: '30',
      };
      // Issue 30, point 7: the order is not signed with English words for its Hindi copy until the officer has read
      // how they will print: the form comes back naming the fields, with the box to tick, and nothing is recorded.
      const entriesBefore = (await t.services.store.read.entries(id)).length;
      const unread = await act(ao, id, 'pass-order', order);
      assert.equal(unread.status, 400);
      assert.match(textOf(unread.html), /Written in English: Reasons/);
      assert.match(
        textOf(unread.html),
        /I have read: these fields will be printed as recorded by the officer, in English/,
      );
      assert.match(errorBeside(unread.html, 'languageAck'), /Tick that you have read/);
      assert.equal((await t.services.store.read.entries(id)).length, entriesBefore, 'nothing recorded');
      const passed = await act(ao, id, 'pass-order', { ...order, languageAck: 'yes' });
      assert.equal(passed.status, 303, textOf(passed.html).slice(0, 800));

      // Rule 7(11): "decide the appeal" shows the order under appeal beside the fields that vary it.
      t.clock.set('2026-08-24T06:00:00Z');
      const appealed = await as(app, await t.tokenFor(citizen)).post(`/api/v1/cases/${id}/appeals`, {
        form: {
          ...COMPLETE_FORM,
          orderDate: '2026-08-20',
          declaration: { made: true, signedOn: '2026-08-24', name: 'Ramesh Kumar' },
        },
        filedBy: 'appellant-in-person',
        medium: 'electronic',
      });
      assert.equal(appealed.status, 201, appealed.text);
      const appealId = appealed.body.id as string;
      const dm = await staff([{ role: 'appellate-authority', districtCode: 'AGR' }]);
      const form = await dm.get(`/office/cases/${appealId}/act/decide-appeal`);
      assert.equal(form.status, 200, textOf(form.html).slice(0, 500));
      const panel = textOf(
        /<section class="panel" aria-labelledby="below-legend"[\s\S]*?<\/section>/.exec(form.html)![0],
      );
      assert.match(panel, /The order under appeal Passed on 20 August 2026 in CTR\/AGRS\/2026\/\d+ under Rule 4\(12\)/);
      assert.match(panel, /Penalty \(₹\) ₹5,000 Compensation \(₹\) ₹20,000 Expenses \(₹\) ₹0 Charges \(₹\) ₹0/);
      assert.match(panel, /payable to: the complainant/);
      // Issue 30: and the order's time to pay, the penalty's days and last day and the compensation's day.
      assert.match(
        panel,
        /Time to deposit the penalty under that order: 30 days from it, until (\d+ September 2026)\. Time to pay the compensation, expenses and charges under that order: until \1\./,
      );
      for (const f of ['penalty', 'compensation', 'payWithinDays']) assert.match(form.html, new RegExp(`name="${f}"`));
      // Varying the penalty: the form comes back (the reasons are missing) showing what is varied.
      const varied = await act(dm, appealId, 'decide-appeal', {
        outcome: 'vary',
        penalty: '2,000',
        compensation: '20,000',
        payWithinDays: '30',
        reasons: '',
      });
      assert.equal(varied.status, 400);
      const again = textOf(
        /<section class="panel" aria-labelledby="below-legend"[\s\S]*?<\/section>/.exec(varied.html)![0],
      );
      assert.match(again, /Penalty \(₹\) ₹5,000 ₹2,000 \(varied\) Compensation \(₹\) ₹20,000 ₹20,000/);
      assert.notEqual(errorBeside(varied.html, 'reasons'), '');
    });

    it('the paper page does not offer again the party just entered', async () => {
      t.clock.set('2026-07-06T06:00:00Z');
      const filed = await as(app, await t.tokenFor(citizen)).post('/api/v1/complaints', {
        officeCode: OFFICES.agraSadar,
        filedBy: { capacity: 'aggrieved-person' },
        mode: 'electronic',
        particulars: validParticulars(),
      });
      const id = filed.body.id as string;
      const w = await staff([{ role: 'adjudicating-officer', officeCode: OFFICES.agraSadar }]);
      const first = await w.get(`/office/cases/${id}/paper`);
      assert.match(first.html, /name="role" value="respondent" checked/);
      const entered = await w.post(`/office/cases/${id}/paper`, {
        _csrf: csrfIn(first.html),
        role: 'respondent',
        name: 'Mohan Lal',
        address: 'House 40, Rampur, Agra',
        lang: 'hi',
      });
      assert.equal(entered.status, 303, textOf(entered.html).slice(0, 500));
      const next = await w.follow(entered);
      assert.match(next.html, /name="role" value="complainant" checked/);
      assert.doesNotMatch(next.html, /id="f-name" name="name" type="text" value="Mohan Lal"/);
    });
  });
}
