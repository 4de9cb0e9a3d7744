// The web portal through app.request(), as a browser with JavaScript off: every page in English and Hindi, the
// security headers, escaping, error summaries, CSRF on every form, and the citizen's flows (register, verify, sign
// in, file Form-I step by step from a draft, receipt, upload evidence). On PGlite, and PostgreSQL with DATABASE_URL.
import { SUBSET_RANGES } from '../../src/web/font-ranges.ts';
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Db } from '../../src/db/client.ts';
import { testBackends } from '../db.ts';
import { makeActor, OFFICES, seedJurisdiction } from '../factories.ts';
import { as } from '../api.ts';
import { SPEAKS, validParticulars } from '../../src/domain/adjudication/fixtures.ts';
import type { TestServices } from '../services.ts';
import { testServices } from '../services.ts';
import { csrfIn, textOf, WebClient } from './client.ts';
import type { TestApp } from '../case-walk.ts';
import { testApp } from '../case-walk.ts';

const PNG = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  ),
);

function assertSecure(p: { headers: Headers; html: string }): void {
  const csp = p.headers.get('content-security-policy') ?? '';
  assert.match(csp, /script-src 'self'/);
  assert.match(csp, /frame-ancestors 'none'/);
  assert.doesNotMatch(csp, /unsafe-inline/);
  assert.equal(p.headers.get('x-content-type-options'), 'nosniff');
  // No inline script: every <script> has a same-origin src.
  for (const m of p.html.matchAll(/<script([^>]*)>/g)) assert.match(m[1]!, /src="\/assets\//);
  assert.doesNotMatch(p.html, /https?:\/\/(?!localhost)/, 'no third-party asset');
}

for (const backend of testBackends()) {
  describe(`web portal on ${backend.name}`, () => {
    let db: Db;
    let t: TestServices;
    let app: TestApp;

    before(async () => {
      db = await backend.open();
      await seedJurisdiction(db);
      t = testServices(db);
      app = testApp(t);
    });
    after(async () => {
      await db.close();
    });

    async function signedInCitizen(lang: 'en' | 'hi', email: string): Promise<WebClient> {
      const w = new WebClient(app);
      if (lang === 'hi') await w.get('/lang?to=hi&back=/');
      const form = await w.get('/register');
      const reg = await w.post('/register', {
        _csrf: csrfIn(form.html),
        name: 'रमेश कुमार',
        email,
        phone: '98765 43210',
        password: 'khet-mein-gaay-2026',
        lang,
        consent: 'yes',
      });
      assert.equal(reg.status, 303, reg.html);
      const verifyPage = await w.follow(reg);
      const code = t.mail.codeFor(email);
      assert.ok(code, 'a code was mailed');
      const verified = await w.post('/account/verify-email', { _csrf: csrfIn(verifyPage.html), email, code: code! });
      assert.equal(verified.status, 303, verified.html);
      const signIn = await w.follow(verified);
      const signedIn = await w.post('/sign-in?next=/my/cases', {
        _csrf: csrfIn(signIn.html),
        email,
        password: 'khet-mein-gaay-2026',
      });
      assert.equal(signedIn.status, 303, signedIn.html);
      assert.equal(signedIn.location, '/my/cases');
      assert.ok(w.cookies.has('ctp_session'));
      return w;
    }

    for (const lang of ['en', 'hi'] as const) {
      it(`public pages in ${lang}: status 200, lang attribute, CSP without inline script, no third-party assets`, async () => {
        const w = new WebClient(app);
        if (lang === 'hi') assert.equal((await w.get('/lang?to=hi&back=/guide')).location, '/guide');
        for (const path of ['/', '/guide', '/status', '/calculator', '/register', '/sign-in', '/privacy']) {
          const p = await w.get(path);
          assert.equal(p.status, 200, `${path}: ${p.html.slice(0, 300)}`);
          assert.match(p.html, new RegExp(`<html lang="${lang}">`));
          assert.match(p.html, /<a class="skip" href="#main">/);
          assertSecure(p);
          if (lang === 'hi') assert.match(textOf(p.html), /पशु अतिचार/);
          else
            assert.doesNotMatch(
              textOf(p.html).replace(/हिन्दी|पोर्टल हिन्दी में देखें/g, ''),
              /[\u0900-\u097F]/,
              `${path} has Hindi text in English`,
            );
        }
      });
    }

    it('the language switch is remembered in a cookie and never redirects off the site', async () => {
      const w = new WebClient(app);
      const r = await w.get('/lang?to=hi&back=//evil.example/x');
      assert.equal(r.location, '/');
      assert.equal(w.cookies.get('ctp_lang'), 'hi');
      assert.match((await w.get('/status')).html, /<html lang="hi">/);
      await w.get('/lang?to=en&back=/status');
      assert.match((await w.get('/status')).html, /<html lang="en">/);
    });

    it('Rule 4(1) and GCA s.10 in the deadline calculator: a 30-day reply from 10/07/2026 ends Monday 10 August 2026 (9 August is a Sunday)', async () => {
      const w = new WebClient(app);
      const en = await w.get('/calculator?clock=reply&from=10%2F07%2F2026&days=30&jurisdiction=in');
      assert.equal(en.status, 200);
      assert.match(textOf(en.html), /The last day is 10 August 2026/);
      assert.match(textOf(en.html), /10\/08\/2026/);
      await w.get('/lang?to=hi&back=/');
      const hi = await w.get('/calculator?clock=reply&from=10%2F07%2F2026&days=30&jurisdiction=in');
      assert.match(textOf(hi.html), /अंतिम दिन 10 अगस्त 2026 है/);
      assert.match(textOf(hi.html), /नियम 4\(1\)/);
    });

    it('Rule 4(4): the calculator refuses more days than the Rules allow, and a bad date, with an error summary linked to the field', async () => {
      const w = new WebClient(app);
      const bad = await w.get('/calculator?clock=reply&from=31%2F02%2F2026&days=30');
      assert.equal(bad.status, 400);
      assert.match(bad.html, /<div class="error-summary" role="alert" tabindex="-1"/);
      assert.match(bad.html, /<a href="#f-from">/);
      assert.match(bad.html, /<input id="f-from"[^>]*aria-invalid="true"/);
      const tooLong = await w.get('/calculator?clock=reply-extension&from=10%2F08%2F2026&days=20');
      assert.equal(tooLong.status, 422, tooLong.html);
      assert.match(tooLong.html, /<a href="#f-days">/);
    });

    it('case status needs no sign-in, escapes what it is given and names an unknown number', async () => {
      const w = new WebClient(app);
      const p = await w.get(`/status?number=${encodeURIComponent('<script>alert(1)</script>')}`);
      assert.equal(p.status, 404);
      assert.doesNotMatch(p.html, /<script>alert/);
      assert.match(p.html, /&lt;script&gt;alert\(1\)&lt;\/script&gt;/);
      assert.match(p.html, /role="alert"/);
      const empty = await w.get('/status?number=');
      assert.equal(empty.status, 400);
    });

    it('forms without the CSRF token are refused (403) before and after sign-in', async () => {
      const w = new WebClient(app);
      await w.get('/register');
      const r = await w.post('/register', {
        name: 'X',
        email: 'x@example.in',
        password: 'long-enough-pass',
        consent: 'yes',
      });
      assert.equal(r.status, 403);
      assert.match(textOf(r.html), /expired or came from another site/);
      const c = await signedInCitizen('en', 'csrf.citizen@example.in');
      const out = await c.post('/sign-out', { _csrf: 'wrong' });
      assert.equal(out.status, 403);
      assert.ok(c.cookies.has('ctp_session'));
    });

    it('registration shows the DPDP Act 2023 privacy notice and refuses without consent; errors are listed and linked', async () => {
      const w = new WebClient(app);
      const form = await w.get('/register');
      assert.match(textOf(form.html), /Digital Personal Data Protection Act, 2023/);
      assert.match(textOf(form.html), /How long:/);
      const r = await w.post('/register', {
        _csrf: csrfIn(form.html),
        name: '',
        email: 'not-an-email',
        phone: '12345',
        password: 'short',
        lang: 'en',
      });
      assert.equal(r.status, 400);
      for (const f of ['name', 'email', 'phone', 'password', 'consent'])
        assert.match(r.html, new RegExp(`<a href="#f-${f}">`), f);
      assert.match(r.html, /value="not-an-email"/, 'what was typed is kept');
      assert.doesNotMatch(r.html, /value="short"/, 'a password is never sent back');
    });

    it('Rule 3, Rule 4(1) and Rule 5, Form-I item 2(d): a citizen in Hindi files Form-I step by step from a resumable draft; the receipt gives the case number and the dates the rules promise', async () => {
      t.clock.set('2026-07-06T06:00:00Z');
      const w = await signedInCitizen('hi', 'ramesh.hi@example.in');
      const start = await w.get('/file');
      assert.equal(start.status, 200);
      const created = await w.post('/file', { _csrf: csrfIn(start.html) });
      assert.equal(created.status, 303);
      const base = created.location!.replace(/\/office$/, '');
      const p = await w.follow(created);
      assert.match(textOf(p.html), /चरण 1 \/ 6/);
      const csrf = csrfIn(p.html);
      const step = async (name: string, fields: Record<string, string>, expect = 303) => {
        const r = await w.post(`${base}/${name}`, { _csrf: csrf, ...fields });
        assert.equal(r.status, expect, r.html.slice(0, 2000));
        return r;
      };
      await step('office', { officeCode: 'AGRS', capacity: 'aggrieved-person', representedPerson: '' });
      // A wrong PIN and no contact: the step is refused with a Hindi error summary, and what was typed is kept.
      const bad = await step(
        'complainant',
        {
          'c.name': 'रमेश कुमार',
          'c.parentName': 'सुरेश कुमार',
          'c.address': 'ग्राम रामपुर, आगरा',
          'c.pin': '082001',
          'c.phone': '',
          'c.email': '',
        },
        400,
      );
      assert.match(bad.html, /<a href="#f-c-pin">[^<]*0 से शुरू न होने वाला छह अंकों का पिन कोड दर्ज करें<\/a>/);
      assert.match(bad.html, /<a href="#f-c-phone">/);
      assert.match(bad.html, /value="ग्राम रामपुर, आगरा"|ग्राम रामपुर, आगरा<\/textarea>/);
      await step('complainant', {
        'c.name': 'रमेश कुमार',
        'c.parentName': 'सुरेश कुमार',
        'c.address': 'ग्राम रामपुर, आगरा',
        'c.pin': '282001',
        'c.phone': '98765 43210',
        'c.email': '',
      });
      // Resumable: the draft is listed on /file and opens at the step reached.
      const list = await w.get('/file');
      assert.match(list.html, new RegExp(`href="${base}/contravener"`));
      await step('contravener', {
        'k.name': '<b>मोहन लाल</b>',
        'k.parentName': '',
        'k.address': 'ग्राम रामपुर',
        'k.pin': '',
      });
      const future = await step(
        'incident',
        { 'i.date': '20/07/2026', 'i.time': '', 'i.place': 'खसरा 41', 'i.provision': 'धारा 26' },
        400,
      );
      // Issue 13, point 7: the refusal names the limit in the page's language, today's date included.
      assert.match(future.html, /<a href="#f-i-date">[^<]*आज, 6 जुलाई 2026, के बाद की तारीख न लिखें<\/a>/);
      const old = await step(
        'incident',
        { 'i.date': '31/12/1899', 'i.time': '', 'i.place': 'खसरा 41', 'i.provision': 'धारा 26' },
        400,
      );
      assert.match(old.html, /<a href="#f-i-date">[^<]*1 जनवरी 1900 को या उसके बाद की तारीख लिखें<\/a>/);
      // Typed dates: Devanagari digits run together (०३०७२०२६) are 3 July 2026.
      await step('incident', {
        'i.date': '०३०७२०२६',
        'i.time': '06:30',
        'i.place': 'खसरा 41',
        'i.provision': 'पशु अतिचार अधिनियम, 1871 की धारा 26',
      });
      await step('statement', {
        's.statement': 'चार गायें मेरे खेत में घुसीं।',
        's.evidence': 'खसरा उद्धरण\nफ़ोटो',
        's.compensation': '₹25,000',
      });
      const review = await w.get(`${base}/review`);
      assert.match(textOf(review.html), /3 जुलाई 2026 \(03\/07\/2026\)/);
      assert.match(review.html, /&lt;b&gt;मोहन लाल&lt;\/b&gt;/, 'values are escaped');
      const noDecl = await w.post(`${base}/submit`, { _csrf: csrf, signedName: 'रमेश कुमार' });
      assert.equal(noDecl.status, 400);
      assert.match(noDecl.html, /<a href="#f-declared">/);
      const filed = await w.post(`${base}/submit`, { _csrf: csrf, declared: 'yes', signedName: 'रमेश कुमार' });
      assert.equal(filed.status, 303, filed.html.slice(0, 2000));
      assert.match(filed.location!, /^\/my\/cases\/[0-9a-f-]{36}\/receipt$/);
      const receipt = await w.follow(filed);
      const text = textOf(receipt.html);
      assert.match(text, /CTR\/AGRS\/2026\/\d+/);
      // The public status accepts the number in any case and spacing.
      const number = /CTR\/AGRS\/2026\/\d+/.exec(text)![0];
      const st = await new WebClient(app).get(
        `/status?number=${encodeURIComponent(` ${number.toLowerCase().replaceAll('/', ' / ')} `)}`,
      );
      assert.equal(st.status, 200, st.html.slice(0, 500));
      assert.match(textOf(st.html), new RegExp(number.replaceAll('/', '\\/')));
      assert.equal(
        (await new WebClient(app).get(`/status?number=${encodeURIComponent(number.replaceAll('/', '-'))}`)).status,
        200,
      );
      assert.match(text, /प्राप्ति की तारीख: 6 जुलाई 2026 \(06\/07\/2026\)/);
      assert.match(text, /21 जुलाई 2026 \(21\/07\/2026\) तक जारी होनी चाहिए/, 'Rule 4(1): 15 days from receipt');
      assert.match(text, /6 जनवरी 2027 \(06\/01\/2027\) तक होना चाहिए/, 'Rule 5: 6 months from receipt');
      // The draft is gone; the case is in My cases with its next date and who must act.
      assert.doesNotMatch((await w.get('/file')).html, new RegExp(base));
      const mine = await w.get('/my/cases');
      assert.match(textOf(mine.html), /शिकायत प्राप्त; अधिकारी को कारण बताओ सूचना जारी करनी है/);
      assert.match(textOf(mine.html), /न्यायनिर्णायक अधिकारी/);
      // Evidence: uploaded as a form, listed, and served as a download from its own path.
      const caseUrl = filed.location!.replace(/\/receipt$/, '');
      const form = new FormData();
      form.set('_csrf', csrf);
      form.set('file', new File([PNG], 'photo <1>.png', { type: 'image/png' }));
      const up = await w.postMultipart(`${caseUrl}/documents`, form);
      assert.equal(up.status, 303, up.html.slice(0, 1000));
      const casePage = await w.follow(up);
      assert.match(casePage.html, /आदेश पत्रक/);
      const href = /href="(\/my\/documents\/[0-9a-f-]{36})"/.exec(casePage.html)?.[1];
      assert.ok(href, 'the document is listed');
      assert.match(casePage.html, /photo _1_.png|photo &lt;1&gt;.png/);
      const dl = await w.get(href!);
      assert.equal(dl.status, 200);
      assert.match(dl.headers.get('content-disposition') ?? '', /^attachment;/);
      assert.match(dl.headers.get('content-security-policy') ?? '', /sandbox/);
      assert.equal(dl.headers.get('content-type'), 'image/png');
      // Another person cannot read the case or the document.
      const other = await signedInCitizen('en', 'other.citizen@example.in');
      assert.equal((await other.get(caseUrl)).status, 403);
      assert.equal((await other.get(href!)).status, 403);
    });

    it("a draft is its owner's only, and pages that need sign-in send the visitor to sign in and back", async () => {
      const anon = new WebClient(app);
      const r = await anon.get('/file');
      assert.equal(r.status, 303);
      assert.equal(r.location, '/sign-in?next=%2Ffile');
      const a = await signedInCitizen('en', 'owner.a@example.in');
      const p = await a.get('/file');
      const created = await a.post('/file', { _csrf: csrfIn(p.html) });
      const b = await signedInCitizen('en', 'owner.b@example.in');
      assert.equal((await b.get(created.location!)).status, 404);
    });

    it('Rule 4(1), 4(6), 4(11), Rule 7: the person complained against replies on the case page, sees the hearing with its video link, gives a list, appeals the order in one step with Form-III item 9 computed and fixes a defect', async () => {
      t.clock.set('2026-07-06T06:00:00Z');
      const complainant = await makeActor(db, 'Ramesh Kumar', [{ role: 'citizen' }]);
      const ao = await makeActor(db, 'A. Sharma', [{ role: 'adjudicating-officer', officeCode: OFFICES.agraSadar }]);
      const filed = await as(app, await t.tokenFor(complainant)).post('/api/v1/complaints', {
        officeCode: OFFICES.agraSadar,
        filedBy: { capacity: 'aggrieved-person' },
        mode: 'electronic',
        particulars: validParticulars(),
      });
      assert.equal(filed.status, 201, filed.text);
      const officer = as(app, await t.tokenFor(ao));
      const id: string = filed.body.id;
      let v: number = filed.body.version;
      const cmd = async (type: string, body: object) => {
        const r = await officer.post(`/api/v1/cases/${id}/commands/${type}`, { ...body, expectedVersion: v });
        assert.equal(r.status, 200, r.text);
        v = r.body.version;
      };
      t.clock.set('2026-07-08T06:00:00Z');
      await cmd('issue-show-cause-notice', {
        replyDays: 30,
        contravention: 'Cattle let loose on the crop',
        provisionAlleged: 'Section 26',
        complaintCopyEnclosed: true,
        aoName: 'A. Sharma',
        aoOffice: 'SDM Sadar',
      });
      await cmd('record-service-attempt', {
        attemptId: 'a1',
        mode: 'speed-post',
        outcome: 'served',
        proof: { articleNumber: 'EK123456789IN' },
      });
      t.clock.set('2026-07-20T06:00:00Z');
      const w = await signedInCitizen('en', 'mohan.respondent@example.in');
      const acc = await db.kysely
        .selectFrom('account')
        .select('id')
        .where('email', '=', 'mohan.respondent@example.in')
        .executeTakeFirstOrThrow();
      assert.equal(
        (await officer.post(`/api/v1/cases/${id}/parties`, { accountId: acc.id, role: 'respondent' })).status,
        204,
      );
      const casePage = await w.get(`/my/cases/${id}`);
      assert.equal(casePage.status, 200);
      assert.match(casePage.html, /action="\/my\/cases\/[^"]+\/reply"/);
      const csrf = csrfIn(casePage.html);
      const version = /name="version" value="(\d+)"/.exec(casePage.html)![1]!;
      const bad = await w.post(`/my/cases/${id}/reply`, { _csrf: csrf, version, text: '' });
      assert.equal(bad.status, 400);
      assert.match(bad.html, /<a href="#f-admits">/);
      assert.match(bad.html, /<a href="#f-text">/);
      const ok = await w.post(`/my/cases/${id}/reply`, {
        _csrf: csrf,
        version,
        admits: 'no',
        text: 'My cattle were tied at home.',
        witnesses: 'Ram Singh\nShyam Lal',
        documents: 'Photo of the shed',
      });
      assert.equal(ok.status, 303, ok.html.slice(0, 1500));
      const after1 = await w.follow(ok);
      assert.match(
        textOf(after1.html),
        /A reply denying the contravention was received\. It was submitted on the portal\./,
      );
      assert.doesNotMatch(after1.html, /action="\/my\/cases\/[^"]+\/reply"/, 'a second reply is not offered');
      // A stale version is refused with the reason, not lost.
      const stale = await w.post(`/my/cases/${id}/act/submit-list`, {
        _csrf: csrf,
        version,
        list: 'witness',
        items: 'Ram Singh',
      });
      assert.equal(stale.status, 400);
      assert.match(stale.html, /<a href="#f-items">[^<]*Not accepted: .*changed since you loaded it/);
      const r = await (await officer.get(`/api/v1/cases/${id}`)).body;
      v = r.summary.version;
      t.clock.set('2026-07-22T06:00:00Z');
      await cmd('issue-hearing-notice', {
        hearingNoticeId: 'h1',
        hearingOn: '2026-08-05',
        mode: 'electronic',
        time: '11:00',
        link: 'https://vc.example.gov.in/room/1',
      });
      // Two days later the session has lapsed (12 hours idle): sign in again.
      const again = await w.get('/sign-in');
      assert.equal(
        (
          await w.post('/sign-in', {
            _csrf: csrfIn(again.html),
            email: 'mohan.respondent@example.in',
            password: 'khet-mein-gaay-2026',
          })
        ).status,
        303,
      );
      const withHearing = await w.get(`/my/cases/${id}`);
      assert.match(textOf(withHearing.html), /Date 5 August 2026 \(05\/08\/2026\)/);
      assert.match(textOf(withHearing.html), /By video/);
      assert.match(withHearing.html, /href="https:\/\/vc\.example\.gov\.in\/room\/1"/);
      const v2 = /name="version" value="(\d+)"/.exec(withHearing.html)![1]!;
      const list = await w.post(`/my/cases/${id}/act/submit-list`, {
        _csrf: csrfIn(withHearing.html),
        version: v2,
        list: 'document',
        items: 'Photo of the shed\nVaccination card',
      });
      assert.equal(list.status, 303, list.html.slice(0, 1500));
      assert.match(textOf((await w.follow(list)).html), /A party filed a list of witnesses or documents/);

      // Rule 7: after the order, the person penalised appeals in one step; Form-III comes prefilled from the record.
      t.clock.set('2026-08-05T06:00:00Z');
      v = (await officer.get(`/api/v1/cases/${id}`)).body.summary.version;
      await cmd('record-service-attempt', {
        hearingNoticeId: 'h1',
        attemptId: 'h1-a1',
        mode: 'speed-post',
        outcome: 'served',
        proof: { articleNumber: 'EK123456789IN' },
      });
      await cmd('record-hearing', {
        hearingNoticeId: 'h1',
        noticeeAppeared: true,
        complainantAppeared: true,
        explained: true,
        opportunityAfforded: true,
        notes: 'Both heard.',
      });
      // Rule 4(10): once the officer allows written briefs, the person's page offers the step's generated form (the
      // catalogue's party step, open by decide()'s dry run), without asking which party files; the brief is then on
      // the order sheet in plain words.
      const beforeBriefs = await w.get(`/my/cases/${id}`);
      assert.doesNotMatch(beforeBriefs.html, /act\/submit-written-brief/, 'not before the officer allows briefs');
      await cmd('allow-written-submissions', { issues: 'The extent of the crop loss' });
      const signIn = await w.get('/sign-in');
      await w.post('/sign-in', {
        _csrf: csrfIn(signIn.html),
        email: 'mohan.respondent@example.in',
        password: 'khet-mein-gaay-2026',
      });
      const withBriefs = await w.get(`/my/cases/${id}`);
      const briefForm = new RegExp(
        `<form method="post" action="/my/cases/${id}/act/submit-written-brief"[\\s\\S]*?</form>`,
      ).exec(withBriefs.html)?.[0];
      assert.ok(briefForm, 'the written brief is offered');
      assert.match(textOf(briefForm), /Submit a written brief/);
      assert.doesNotMatch(briefForm, /name="by"/, 'the party is not asked which side they are on');
      const emptyBrief = await w.post(`/my/cases/${id}/act/submit-written-brief`, {
        _csrf: csrfIn(withBriefs.html),
        version: /name="version" value="(\d+)"/.exec(withBriefs.html)![1]!,
        text: '',
      });
      assert.equal(emptyBrief.status, 400);
      const brief = await w.post(`/my/cases/${id}/act/submit-written-brief`, {
        _csrf: csrfIn(withBriefs.html),
        version: /name="version" value="(\d+)"/.exec(withBriefs.html)![1]!,
        text: 'The loss was of two rows of wheat only.',
      });
      assert.equal(brief.status, 303, brief.html.slice(0, 1500));
      assert.match(
        textOf((await w.follow(brief)).html),
        /The person complained against submitted a written brief on the portal\./,
      );
      v = (await officer.get(`/api/v1/cases/${id}`)).body.summary.version;
      t.clock.set('2026-08-20T06:00:00Z');
      await cmd('pass-order', {
        kind: 'penalty-or-compensation',
        noCeilingConfirmed: true,
        amounts: { penaltyPaise: 500_000, compensationPaise: 1_200_000, expensesPaise: 0, chargesPaise: 0 },
        depositDays: 30,
        reasons: 'Proved by the revenue record.',
        ...SPEAKS,
        // Rule 4(11): the two witnesses and the document the reply listed, and the list filed after the notice.
        listed: [
          { item: 'reply-witness-1', examined: true, reasons: 'Ram Singh saw the cows in the field.' },
          { item: 'reply-witness-2', examined: false, reasons: 'Shyam Lal was away from the village that day.' },
          { item: 'reply-document-1', examined: true, reasons: 'The photo shows an empty shed.' },
          { item: 'list-1-1', examined: true, reasons: 'The same photo of the shed.' },
          { item: 'list-1-2', examined: false, reasons: 'Vaccination says nothing of the trespass.' },
        ],
      });
      t.clock.set('2026-08-24T06:00:00Z');
      const login = await w.get('/sign-in');
      await w.post('/sign-in', {
        _csrf: csrfIn(login.html),
        email: 'mohan.respondent@example.in',
        password: 'khet-mein-gaay-2026',
      });
      const withOrder = await w.get(`/my/cases/${id}`);
      assert.match(withOrder.html, new RegExp(`href="/my/cases/${id}/appeal"`));
      const appealForm = await w.get(`/my/cases/${id}/appeal`);
      assert.equal(appealForm.status, 200, appealForm.html.slice(0, 1000));
      assert.match(appealForm.html, /id="f-a-name"[^>]*value="Mohan Lal"/, 'item 1 from Form-I item 2');
      assert.match(appealForm.html, /id="f-r-name"[^>]*value="Ramesh Kumar"/, 'item 5 from Form-I item 1');
      assert.match(textOf(appealForm.html), /20 August 2026 \(20\/08\/2026\)/, 'item 7: the order date');
      assert.match(
        textOf(appealForm.html),
        /Is the appeal filed within the time referred to in section 27B of the Act\? \(item 9\)/,
        "item 9 is the appellant's answer",
      );
      assert.match(
        textOf(appealForm.html),
        /by the portal's count the time ends on 19 October 2026/,
        'the count is help (s.27B)',
      );
      assert.match(
        textOf(appealForm.html),
        /the portal's configured default until the State notifies a period under section 27B/,
      );
      const fields = Object.fromEntries(
        [
          ...appealForm.html.matchAll(
            /<input id="f-([^"]+)" name="([^"]+)" type="(?:text|tel|email)" value="([^"]*)"/g,
          ),
        ].map((m) => [m[2]!, m[3]!]),
      );
      const areas = Object.fromEntries(
        [...appealForm.html.matchAll(/<textarea id="f-[^"]+" name="([^"]+)"[^>]*>([^<]*)<\/textarea>/g)].map((m) => [
          m[1]!,
          m[2]!.replace(/&#39;/g, "'"),
        ]),
      );
      const aCsrf = csrfIn(appealForm.html);
      const orderDate = /name="orderDate" value="([^"]*)"/.exec(appealForm.html)![1]!;
      const noGrounds = await w.post(`/my/cases/${id}/appeal`, {
        _csrf: aCsrf,
        ...fields,
        ...areas,
        orderDate,
        pending: 'no',
        declared: 'yes',
      });
      assert.equal(noGrounds.status, 400);
      assert.match(noGrounds.html, /<a href="#f-grounds">/);
      const appealed = await w.post(`/my/cases/${id}/appeal`, {
        _csrf: aCsrf,
        ...fields,
        ...areas,
        orderDate,
        'r.parentName': 'Suresh Kumar',
        grounds: 'The cows were not mine.',
        statementOfFacts: 'My cows were tied at home.',
        reliefClaimed: 'Set aside the order.',
        withinTime: 'YES',
        pending: 'no',
        declared: 'yes',
      });
      assert.equal(appealed.status, 303, appealed.html.slice(0, 3000));
      const appealId = /\/my\/cases\/([0-9a-f-]{36})\?appealed=1/.exec(appealed.location!)![1]!;
      // Rule 7(6): the authority returns it with a defect; the appellant fixes it field by field.
      const aa = await makeActor(db, 'D. M. Agra', [{ role: 'appellate-authority', districtCode: 'AGR' }]);
      const authority = as(app, await t.tokenFor(aa));
      const av = (await authority.get(`/api/v1/appeals/${appealId}`)).body.summary.version;
      const defect = await authority.post(`/api/v1/appeals/${appealId}/commands/intimate-defects`, {
        expectedVersion: av,
        defects: [{ field: 'reliefClaimed', description: 'Item 8: state the relief precisely.' }],
      });
      assert.equal(defect.status, 200, defect.text);
      const appealPage = await w.get(`/my/cases/${appealId}`);
      assert.match(appealPage.html, /Correct the defects \(Rule 7\(6\)\)/);
      const fixId = /name="(fix\.[^"]+)"/.exec(appealPage.html)![1]!;
      const fixed = await w.post(`/my/cases/${appealId}/rectify`, {
        _csrf: csrfIn(appealPage.html),
        version: /name="version" value="(\d+)"/.exec(appealPage.html)![1]!,
        [fixId]: 'Set aside the order of 20 August 2026 and refund nothing, as nothing was paid.',
      });
      assert.equal(fixed.status, 303, fixed.html.slice(0, 2000));
      assert.doesNotMatch((await w.follow(fixed)).html, /Correct the defects/);
      const rec = (await authority.get(`/api/v1/appeals/${appealId}`)).body;
      assert.ok(rec.orderSheet.some((e: { type: string }) => e.type === 'appeal.defects-rectified'));
    });

    it('assets are served by the portal, content-hashed, immutable and precompressed (brotli)', async () => {
      const w = new WebClient(app);
      const home = await w.get('/');
      const css = /href="(\/assets\/portal\.[0-9a-f]{12}\.css)"/.exec(home.html)![1]!;
      const r = await app.request(css, { headers: { 'accept-encoding': 'gzip, br' } });
      assert.equal(r.status, 200);
      assert.equal(r.headers.get('content-encoding'), 'br');
      assert.match(r.headers.get('cache-control') ?? '', /immutable/);
      const cssText = new TextDecoder().decode(new Uint8Array(await (await app.request(css)).arrayBuffer()));
      // One variable font (weights 400 to 700) serves both faces, loaded only for the Devanagari the portal shows.
      const ranges = SUBSET_RANGES.map(([a, b]) => {
        const hex = (n: number) => n.toString(16).toUpperCase().padStart(4, '0');
        return a === b ? `U+${hex(a)}` : `U+${hex(a)}-${hex(b)}`;
      }).join(', ');
      for (const weight of ['400', '700']) {
        const face = new RegExp(
          `@font-face \\{[^}]*url\\("(/assets/noto-sans-devanagari-wght\\.[0-9a-f]{12}\\.woff2)"\\)[^}]*font-weight: ${weight};[^}]*unicode-range: ([^;]+);`,
        ).exec(cssText);
        assert.ok(face, `the stylesheet names the portal-served font for weight ${weight}`);
        assert.equal(face[2], ranges, 'loaded only for the Devanagari the portal shows');
        assert.equal((await app.request(face[1]!)).headers.get('content-type'), 'font/woff2');
      }
      assert.equal((await app.request('/assets/portal.000000000000.css')).status, 404);
    });
  });
}
