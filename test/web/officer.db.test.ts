// The officers' and appellate pages through app.request(), as a browser with JavaScript off: who may open them
// (a citizen may not; an officer of another office or district may not), the worklist (nearest due date first,
// overdue marked, stage filter), and the refusals of the Rules shown beside the field they concern, with the
// provision, in English and in Hindi. On PGlite, and PostgreSQL with DATABASE_URL.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Actor } from '../../src/app/actor.ts';
import type { RoleGrant } from '../../src/app/actor.ts';
import type { Db } from '../../src/db/client.ts';

/** The order form's finding on the ground the notice alleges (Rule 4(12)): one row pre-rendered per ground. */
const FINDING_FORM = {
  'finding-1-section': '26',
  'finding-1-contravened': 'yes',
  'finding-1-reasons': 'The revenue record shows the cattle in the standing crop.',
};
import { as } from '../api.ts';
import { testBackends } from '../db.ts';
import { makeActor, OFFICES, seedJurisdiction } from '../factories.ts';
import type { TestServices } from '../services.ts';
import { testServices } from '../services.ts';
import { csrfIn, textOf, WebClient } from './client.ts';
import { paiseOf, urgency } from '../../src/web/pages/office.tsx';
import type { TestApp } from '../case-walk.ts';
import { COMPLAINT as complaint, testApp } from '../case-walk.ts';

const PASSWORD = 'officer-pass-2026';

for (const backend of testBackends()) {
  describe(`officers' web pages on ${backend.name}`, () => {
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

    /** A staff account made by the administrator, signed in through the sign-in page. */
    async function staff(grants: RoleGrant[], lang: 'en' | 'hi' = 'en'): Promise<WebClient> {
      n += 1;
      const email = `officer.${n}.${Date.now()}@example.in`;
      await t.services.accounts.createStaffAccount(admin, { email, name: `Officer ${n}`, password: PASSWORD, grants });
      const w = new WebClient(app);
      if (lang === 'hi') await w.get('/lang?to=hi&back=/');
      const form = await w.get('/sign-in');
      const r = await w.post('/sign-in?next=/office/worklist', { _csrf: csrfIn(form.html), email, password: PASSWORD });
      assert.equal(r.status, 303, r.html);
      return w;
    }

    async function fileCase(): Promise<string> {
      const r = await as(app, await t.tokenFor(citizen)).post('/api/v1/complaints', complaint);
      assert.equal(r.status, 201, r.text);
      return r.body.id as string;
    }

    /** GETs the action form and posts it with its CSRF token and the version it showed. */
    async function act(w: WebClient, caseId: string, type: string, fields: Record<string, string>) {
      const form = await w.get(`/office/cases/${caseId}/act/${type}`);
      assert.equal(form.status, 200, form.html.slice(0, 500));
      const version = /name="version" value="(\d+)"/.exec(form.html)![1]!;
      return w.post(`/office/cases/${caseId}/act/${type}`, {
        _csrf: csrfIn(form.html),
        version,
        // The officer has read how English words print in the Hindi copy (issue 30, point 7).
        languageAck: 'yes',
        ...fields,
      });
    }

    const NOTICE = {
      contravention: 'Letting cattle trespass on the crop on 3 July 2026',
      provisionAlleged: 'Section 26 of the Cattle-trespass Act, 1871',
      complaintCopyEnclosed: 'yes',
      aoName: 'A. Sharma',
      aoOffice: 'SDM Sadar, Agra',
    };

    it('who may open them: a citizen gets 403 on the worklist, a visitor is sent to sign in, an officer of another office or district gets 403', async () => {
      t.clock.set('2026-07-06T06:00:00Z');
      const id = await fileCase();
      const anon = new WebClient(app);
      const a = await anon.get('/office/worklist');
      assert.equal(a.status, 303);
      assert.match(a.location ?? '', /^\/sign-in\?next=%2Foffice%2Fworklist/);

      const c = new WebClient(app, { authorization: `Bearer ${await t.tokenFor(citizen)}` });
      assert.equal((await c.get('/office/worklist')).status, 403);
      assert.equal((await c.get(`/office/cases/${id}`)).status, 403);

      const other = await staff([{ role: 'adjudicating-officer', officeCode: OFFICES.agraEtmadpur }]);
      const wl = await other.get('/office/worklist');
      assert.equal(wl.status, 200);
      assert.doesNotMatch(wl.html, new RegExp(id));
      assert.equal((await other.get(`/office/cases/${id}`)).status, 403);
      assert.equal((await other.get(`/office/cases/${id}/act/issue-show-cause-notice`)).status, 403);

      const ao = await staff([{ role: 'adjudicating-officer', officeCode: OFFICES.agraSadar }]);
      const form = await ao.get(`/office/cases/${id}/act/issue-show-cause-notice`);
      // A form posted by the other office's officer with its own CSRF token is still refused by the policy.
      const otherForm = await other.get('/office/worklist');
      const posted = await other.post(`/office/cases/${id}/act/issue-show-cause-notice`, {
        _csrf: csrfIn(otherForm.html),
        version: '1',
        replyDays: '30',
        ...NOTICE,
      });
      assert.equal(posted.status, 403);
      assert.equal(form.status, 200);
      assert.equal((await ao.get(`/office/cases/${id}/act/no-such-thing`)).status, 404);

      const dmElsewhere = await staff([{ role: 'appellate-authority', districtCode: 'KMR' }]);
      assert.equal((await dmElsewhere.get(`/office/cases/${id}`)).status, 403);
      const dm = await staff([{ role: 'appellate-authority', districtCode: 'AGR' }]);
      const dmView = await dm.get(`/office/cases/${id}`);
      assert.equal(dmView.status, 200);
      assert.match(textOf(dmView.html), /You may read this case/);
      assert.doesNotMatch(dmView.html, /\/act\/issue-show-cause-notice/);
      assert.match((await ao.get(`/office/cases/${id}`)).html, /\/act\/issue-show-cause-notice/);
    });

    it('the worklist: nearest statutory due date first, overdue and due-soon marked, filtered by stage', async () => {
      t.clock.set('2026-07-06T06:00:00Z');
      const first = await fileCase();
      t.clock.set('2026-07-07T06:00:00Z');
      const second = await fileCase();
      let ao = await staff([{ role: 'adjudicating-officer', officeCode: OFFICES.agraSadar }]);
      const wl = await ao.get('/office/worklist');
      assert.equal(wl.status, 200);
      assert.ok(
        wl.html.indexOf(first) < wl.html.indexOf(second),
        'the older complaint (earlier Rule 4(1) due date) comes first',
      );
      // Past the Rule 4(1) day for issuing the notice, the case is overdue.
      t.clock.set('2026-08-10T06:00:00Z');
      ao = await staff([{ role: 'adjudicating-officer', officeCode: OFFICES.agraSadar }]); // sessions lapse when idle
      const late = await ao.get('/office/worklist');
      assert.match(
        textOf(late.html),
        /Days overdue.*\b\d+ days\b/,
        'each overdue row says by how many days (issue 14)',
      );
      assert.match(late.html, /<tr class="overdue">/);
      const done = await act(ao, second, 'issue-show-cause-notice', {
        replyDays: '30',
        delayReason: 'Files were received late from the tehsil.',
        ...NOTICE,
      });
      assert.equal(done.status, 303, textOf(done.html).slice(0, 800));
      const filtered = await ao.get('/office/worklist?stage=notice-issued');
      assert.match(filtered.html, new RegExp(second));
      assert.doesNotMatch(filtered.html, new RegExp(first));
      const hi = await staff([{ role: 'adjudicating-officer', officeCode: OFFICES.agraSadar }], 'hi');
      assert.match(textOf((await hi.get('/office/worklist')).html), /कार्यसूची/);
      assert.equal(urgency('2026-08-12', '2026-08-10'), 'soon');
      assert.equal(urgency('2026-08-14', '2026-08-10'), 'later');
      assert.equal(paiseOf('1,25,000.50'), 12_500_050);
      assert.equal(paiseOf('5000'), 500_000);
      assert.equal(paiseOf('5,00'), undefined);
    });

    it('Rule 4(1): a reply period over 30 days is refused beside the field with its provision, in English and in Hindi', async () => {
      t.clock.set('2026-07-06T06:00:00Z');
      const id = await fileCase();
      const en = await staff([{ role: 'adjudicating-officer', officeCode: OFFICES.agraSadar }]);
      const r = await act(en, id, 'issue-show-cause-notice', { replyDays: '45', ...NOTICE });
      assert.equal(r.status, 400);
      assert.match(r.html, /<a href="#f-replyDays">/);
      assert.match(
        textOf(/<p class="error-msg" id="f-replyDays-error">([\s\S]*?)<\/p>/.exec(r.html)![1]!),
        /30.*Rule 4\(1\)/,
      );
      const hi = await staff([{ role: 'adjudicating-officer', officeCode: OFFICES.agraSadar }], 'hi');
      const h = await act(hi, id, 'issue-show-cause-notice', { replyDays: '45', ...NOTICE });
      assert.equal(h.status, 400);
      assert.match(
        textOf(/<p class="error-msg" id="f-replyDays-error">([\s\S]*?)<\/p>/.exec(h.html)![1]!),
        /उत्तर की अवधि अधिकतम 30 दिन हो सकती है.*नियम 4\(1\)/,
      );
      const blank = await act(en, id, 'issue-show-cause-notice', { replyDays: 'thirty', ...NOTICE, contravention: '' });
      assert.equal(blank.status, 400);
      // Issue 14: the error names the field, in the page's language.
      assert.match(blank.html, /id="f-replyDays-error">Give “Days allowed for the reply” as a whole number/);
      assert.match(blank.html, /id="f-contravention-error">Fill in “Statement of the contravention alleged”/);
      const blankHi = await act(hi, id, 'issue-show-cause-notice', { replyDays: '30', ...NOTICE, contravention: '' });
      assert.match(blankHi.html, /id="f-contravention-error">“अभिकथित उल्लंघन का कथन” भरें/);
      // Each message and the summary's link name the field; the form is novalidate and the control points at its message.
      assert.match(blank.html, /<a href="#f-contravention">Fill in “Statement of the contravention alleged”/);
      assert.match(blank.html, /<form method="post" action="[^"]+" novalidate="">/);
      assert.match(blank.html, /aria-describedby="f-contravention-hint f-contravention-error"/);
      assert.match(blankHi.html, /<a href="#f-contravention">“अभिकथित उल्लंघन का कथन” भरें/);
    });

    it('administration: an administrator creates an officer account from the offices page; a citizen or an officer may not open it', async () => {
      t.clock.set('2026-07-06T06:00:00Z');
      const adm = await staff([{ role: 'administrator' }]);
      const page = await adm.get('/admin');
      assert.equal(page.status, 200);
      assert.match(textOf(page.html), /AGRS/);
      const weak = await adm.post('/admin/staff', {
        _csrf: csrfIn(page.html),
        name: 'New SDM',
        email: `new.sdm.${Date.now()}@example.in`,
        password: 'short',
        role: 'adjudicating-officer',
        scope: 'AGRS',
      });
      assert.equal(weak.status, 400);
      assert.match(weak.html, /id="f-password-error">[^<]*10 characters/);
      const email = `new.sdm.${Date.now()}@example.in`;
      const made = await adm.post('/admin/staff', {
        _csrf: csrfIn(page.html),
        name: 'New SDM',
        email,
        password: 'ganga-yamuna-2026',
        role: 'adjudicating-officer',
        scope: 'agrs',
      });
      assert.equal(made.status, 303, textOf(made.html).slice(0, 500));
      const w = new WebClient(app);
      const form = await w.get('/sign-in');
      assert.equal(
        (
          await w.post('/sign-in?next=/office/worklist', {
            _csrf: csrfIn(form.html),
            email,
            password: 'ganga-yamuna-2026',
          })
        ).status,
        303,
      );
      assert.equal((await w.get('/office/worklist')).status, 200);
      assert.equal((await w.get('/admin')).status, 403);
      const c = new WebClient(app, { authorization: `Bearer ${await t.tokenFor(citizen)}` });
      assert.equal((await c.get('/admin')).status, 403);
    });

    it('Rules 4(4), 4(5), 4(7), 4(12) and 6: each refusal is shown beside its field with the rule', async () => {
      t.clock.set('2026-07-06T06:00:00Z');
      const id = await fileCase();
      let ao = await staff([{ role: 'adjudicating-officer', officeCode: OFFICES.agraSadar }]);
      const ok = async (type: string, f: Record<string, string>) => {
        const r = await act(ao, id, type, f);
        assert.equal(r.status, 303, `${type}: ${textOf(r.html).slice(0, 600)}`);
      };
      const refused = async (type: string, f: Record<string, string>, field: string, re: RegExp) => {
        const r = await act(ao, id, type, f);
        assert.equal(r.status, 400, `${type} should be refused`);
        const msg = /<p class="error-msg" id="f-([^"]+)-error">([\s\S]*?)<\/p>/.exec(r.html);
        assert.ok(msg, `an error beside a field: ${textOf(r.html).slice(0, 600)}`);
        assert.equal(msg![1], field);
        assert.match(textOf(msg![2]!), re);
      };
      await ok('issue-show-cause-notice', { replyDays: '30', ...NOTICE });
      // Rule 4(5): affixing only after tender and electronic means or speed post have failed.
      await refused(
        'record-service-attempt',
        { target: 'notice', mode: 'affixing', outcome: 'served', particulars: 'Affixed on the door' },
        'mode',
        /Rule 4\(5\)/,
      );
      await ok('record-service-attempt', {
        target: 'notice',
        mode: 'speed-post',
        outcome: 'served',
        articleNumber: 'EK123456789IN',
      });
      // Rule 4(4): at most 15 days, and only for sufficient cause.
      await refused(
        'extend-reply-period',
        { extraDays: '20', sufficientCauseShown: 'yes', reasons: 'Illness' },
        'extraDays',
        /15.*Rule 4\(4\)/,
      );
      await refused(
        'extend-reply-period',
        { extraDays: '10', reasons: 'Asked for more time' },
        'sufficientCauseShown',
        /Rule 4\(4\)/,
      );
      // Rule 4(4): the preview shows the reply date moving by 10 days and records nothing.
      const before = await ao.get(`/office/cases/${id}`);
      const pv = await act(ao, id, 'extend-reply-period', {
        extraDays: '10',
        sufficientCauseShown: 'yes',
        reasons: 'Illness shown by a medical certificate',
        intent: 'preview',
      });
      assert.equal(pv.status, 200);
      const table = textOf(/<section class="panel"[\s\S]*?<\/section>/.exec(pv.html)![0]);
      assert.match(
        table,
        /Reply due by changes 5 August 2026 \(05\/08\/2026\) not running Case to be decided by 6 January 2027 \(06\/01\/2027\) 6 January 2027 \(06\/01\/2027\) Extended reply due by changes not running 17 August 2026 \(17\/08\/2026\)/,
      ); // 15 August is a national holiday, 16 a Sunday (GCA s.10)
      assert.match(table, /Nothing has been recorded yet/);
      assert.equal(
        /name="version" value="(\d+)"/.exec(pv.html)![1],
        /name="version" value="(\d+)"/.exec((await ao.get(`/office/cases/${id}/act/extend-reply-period`)).html)![1],
      );
      assert.doesNotMatch(textOf((await ao.get(`/office/cases/${id}`)).html), /Reply period extended/);
      assert.ok(before.status === 200);
      await ok('extend-reply-period', {
        extraDays: '10',
        sufficientCauseShown: 'yes',
        reasons: 'Illness shown by a medical certificate',
      });
      // Rule 4(7): not before the (extended) period to reply has run out.
      await refused('proceed-ex-parte', { reasons: 'No reply' }, 'reasons', /Rule 4\(7\)/);
      // Rule 6: the period of disposal is extended by at most 30 days.
      await refused('extend-proceedings', { days: '45', reasons: 'Heavy pendency' }, 'days', /30.*Rule 6/);
      // Rule 4(7): after ex parte, no order before the hearing in the absence, the complainant's material examined.
      t.clock.set('2026-08-25T06:00:00Z');
      ao = await staff([{ role: 'adjudicating-officer', officeCode: OFFICES.agraSadar }]); // sessions lapse when idle
      await ok('proceed-ex-parte', { reasons: 'No reply within the extended period despite service by tender.' });
      await refused(
        'pass-order',
        {
          kind: 'penalty-or-compensation',
          penalty: '5,000',
          depositDays: '30',
          noCeilingConfirmed: 'yes',
          reasons: 'Trespass proved by the revenue record.',
          ...FINDING_FORM,
        },
        'kind',
        /hearing in absence.*Rule 4\(7\)/,
      );
      await refused(
        'record-hearing-in-absence',
        { complainantAppeared: 'yes', materialExamined: '  ', notes: 'Damage proved.' },
        'materialExamined',
        /Fill in .The complainant's material examined/,
      );
      await ok('record-hearing-in-absence', {
        complainantAppeared: 'yes',
        materialExamined: 'Statement in the complaint\nKhasra extract no. 118',
        notes: 'Damage proved by the revenue record.',
      });
      // Rule 4(12): the form pre-renders a row per ground (the section the notice alleges, and one more), without
      // JavaScript; an order with no section found contravened is refused beside the first ground's row.
      const form = (await ao.get(`/office/cases/${id}/act/pass-order`)).html;
      assert.match(form, /<input id="f-finding-1-section" name="finding-1-section" type="text" value="26"/);
      assert.match(form, /<input id="f-finding-2-section" name="finding-2-section" type="text" value=""/);
      assert.match(form, /name="finding-1-contravened" value="yes"/);
      assert.match(form, /name="compPayee" value="complainant"/);
      await refused(
        'pass-order',
        {
          kind: 'penalty-or-compensation',
          penalty: '5,000',
          depositDays: '30',
          noCeilingConfirmed: 'yes',
          reasons: 'Trespass proved by the revenue record.',
        },
        'finding-1-section',
        /Rule 4\(12\).*section found contravened/,
      );
      // Rule 4(12): compensation names its payee and time to pay, asked beside the payee's choice.
      await refused(
        'pass-order',
        {
          kind: 'penalty-or-compensation',
          penalty: '5,000',
          compensation: '1,000',
          depositDays: '30',
          noCeilingConfirmed: 'yes',
          reasons: 'Trespass proved by the revenue record.',
          ...FINDING_FORM,
        },
        'compPayee',
        /name the party/,
      );
      // Rule 4(12): a penalty without the time to deposit is refused; without the confirmation of no ceiling, too.
      await refused(
        'pass-order',
        {
          kind: 'penalty-or-compensation',
          penalty: '5,000',
          noCeilingConfirmed: 'yes',
          reasons: 'Trespass proved by the revenue record.',
          ...FINDING_FORM,
        },
        'depositDays',
        /Rule 4\(12\)/,
      );
      await refused(
        'pass-order',
        {
          kind: 'penalty-or-compensation',
          penalty: '5,000',
          depositDays: '30',
          reasons: 'Trespass proved by the revenue record.',
          ...FINDING_FORM,
        },
        'noCeilingConfirmed',
        /No ceiling of the penalty is notified for this State for the day of the contravention/,
      );
      await ok('pass-order', {
        kind: 'penalty-or-compensation',
        penalty: '5,000',
        depositDays: '30',
        noCeilingConfirmed: 'yes',
        reasons: 'Trespass proved by the revenue record.',
        ...FINDING_FORM,
      });
      const page = await ao.get(`/office/cases/${id}`);
      assert.match(textOf(page.html), /Order passed/);
      // Issue 14: after the order the page offers the next steps: the free copies (Rule 4(15)) and the deposit.
      assert.match(page.html, new RegExp(`href="/office/cases/${id}/act/supply-order-copy"`));
      assert.match(page.html, new RegExp(`href="/office/cases/${id}/act/record-deposit"`));
      assert.doesNotMatch(page.html, new RegExp(`class="button" href="/office/cases/${id}/act/pass-order"`));
    });
  });
}
