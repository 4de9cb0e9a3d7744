// Issue 15 over HTTP (web forms with JavaScript off, and the API): a respondent without email is entered on paper,
// served by a printed bundle (checked with pdftotext), signs up with a mobile number and an SMS code, claims the case
// with the code on the page left with him, reads Form-II on the case page and replies; the reply after the period is
// refused with the rule cited; more time is asked and refused or granted (Rule 4(4)); the respondent of an appeal
// replies (Rule 7(8)); and the throttles of codes and claims hold.

import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from '../../src/db/client.ts';
import { validParticulars } from '../../src/domain/adjudication/fixtures.ts';
import { paperParties, printBundle } from '../../src/app/parties/paper.ts';
import { testBackends } from '../db.ts';
import { makeActor, OFFICES, seedJurisdiction } from '../factories.ts';
import { as } from '../api.ts';
import type { NotificationStack } from '../notifications/stack.ts';
import { notificationStack } from '../notifications/stack.ts';
import { csrfIn, textOf, WebClient } from './client.ts';

const ARTEFACTS = new URL('../artefacts/parties/', import.meta.url).pathname;
const PDF_PNG = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

function pdftotext(pdf: Uint8Array, name: string): string {
  mkdirSync(ARTEFACTS, { recursive: true });
  const file = join(ARTEFACTS, `${name}.pdf`);
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

for (const backend of testBackends()) {
  describe(`issue 15, the parties without email, on ${backend.name}`, () => {
    let db: Db;
    let s: NotificationStack;

    before(async () => {
      db = await backend.open();
      await seedJurisdiction(db);
      s = notificationStack(db, { publicUrl: 'http://portal.test', start: '2026-07-06T06:00:00Z' });
    });
    after(async () => {
      await db.close();
    });

    /** A citizen signs up (or in) with a mobile number on the web forms, in Hindi; returns the signed-in client. */
    async function byPhone(phone: string, name: string): Promise<WebClient> {
      const w = new WebClient(s.app);
      await w.get('/lang?to=hi&back=/');
      const form = await w.get('/phone');
      assert.equal(form.status, 200);
      assert.match(textOf(form.html), /मोबाइल नंबर/);
      const asked = await w.post('/phone?next=/my/cases', {
        _csrf: csrfIn(form.html),
        phone,
        name,
        lang: 'hi',
        consent: 'yes',
      });
      assert.equal(asked.status, 303, asked.html.slice(0, 2000));
      const codePage = await w.follow(asked);
      assert.match(textOf(codePage.html), /छह अंकों का कोड/);
      const code = s.t.sms.codeFor(`+91${phone.replace(/\D/g, '').slice(-10)}`);
      assert.ok(code, 'the code went out by SMS');
      const wrong = await w.post('/phone/code?next=/my/cases', {
        _csrf: csrfIn(codePage.html),
        code: code === '000000' ? '111111' : '000000',
      });
      assert.equal(wrong.status, 400);
      const ok = await w.post('/phone/code?next=/my/cases', { _csrf: csrfIn(codePage.html), code: code! });
      assert.equal(ok.status, 303, ok.html.slice(0, 2000));
      assert.equal(ok.location, '/my/cases');
      assert.ok(w.cookies.has('ctp_session'));
      return w;
    }

    it('Rule 4(1), 4(5), 4(6), 4(11): a respondent without email is served on paper, signs up by mobile, claims the case with the code and replies denying with a document', async () => {
      const complainant = await makeActor(db, 'Ramesh Kumar', [{ role: 'citizen' }]);
      const ao = await makeActor(db, 'A. Sharma', [{ role: 'adjudicating-officer', officeCode: OFFICES.agraSadar }]);
      const filed = await as(s.app, await s.t.tokenFor(complainant)).post('/api/v1/complaints', {
        officeCode: OFFICES.agraSadar,
        filedBy: { capacity: 'aggrieved-person' },
        mode: 'electronic',
        particulars: validParticulars(),
      });
      assert.equal(filed.status, 201, filed.text);
      const id: string = filed.body.id;
      const number: string = filed.body.number;
      const officer = as(s.app, await s.t.tokenFor(ao));
      const cmd = async (type: string, body: object, status = 200) => {
        const version = (await officer.get(`/api/v1/cases/${id}`)).body.summary.version;
        const r = await officer.post(`/api/v1/cases/${id}/commands/${type}`, { ...body, expectedVersion: version });
        assert.equal(r.status, status, r.text);
        return r;
      };
      s.t.clock.set('2026-07-08T06:00:00Z');
      await cmd('issue-show-cause-notice', {
        replyDays: 30,
        contravention: 'Cattle let loose on the crop on 3 July 2026',
        provisionAlleged: 'Section 26 of the Cattle-trespass Act, 1871',
        complaintCopyEnclosed: true,
        aoName: 'A. Sharma',
        aoOffice: 'SDM Sadar, Agra',
      });
      await s.settle();

      // The officer enters the respondent by name and address alone (the web form, prefilled from Form-I item 2).
      const ow = new WebClient(s.app, { authorization: `Bearer ${await s.t.tokenFor(ao)}` });
      const pp = await ow.get(`/office/cases/${id}/paper`);
      assert.equal(pp.status, 200, pp.html.slice(0, 1000));
      assert.match(pp.html, /value="Mohan Lal"/);
      const entered = await ow.post(`/office/cases/${id}/paper`, {
        _csrf: csrfIn(pp.html),
        role: 'respondent',
        name: 'Mohan Lal',
        address: 'House 40, Village Rampur, District Agra, 282001',
        phone: '',
        lang: 'hi',
      });
      assert.equal(entered.status, 303, entered.html.slice(0, 2000));
      const [party] = await paperParties(s.t.services.paper, ao, id);
      assert.ok(party && party.toServe.some((d) => d.template === 'form-2'));

      // The bundle for service: the covering sheet (address, manners of Rule 4(5)), the page to keep (the claim code), Form-II and the complaint.
      const bundle = await printBundle(s.t.services.paper, ao, { streamId: id, partyId: party.id });
      const text = pdftotext(bundle.pdf, 'bundle-form-2');
      assert.match(text, /तामील हेतु दस्तावेज़/);
      assert.match(text, /Mohan Lal/);
      assert.match(text, /House 40, Village Rampur/);
      assert.match(text, /नियम 4\(5\)/);
      assert.match(text, /स्पीड पोस्ट/);
      assert.ok(bundle.claimCode && text.includes(bundle.claimCode), 'the claim code is printed');
      assert.match(text, /कारण बताओ सूचना/, 'Form-II follows the sheet');
      assert.match(text, /प्ररूप-I|FORM-I|Form-I/, 'and the copy of the complaint');
      // The page left with him, served with Form-II (before it in the bundle): the case number, the code, how to claim;
      // the covering sheet returned to the office with the proof of service does not carry the code.
      const pages = text.split('\f');
      const keep = pages.findIndex((p) => p.includes('यह पृष्ठ अपने पास रखें') && p.includes(bundle.claimCode!));
      const formIIPage = pages.findIndex((p) => p.includes('[नियम 4 का उपनियम (1) देखें]'));
      assert.ok(keep > 0 && keep < formIIPage, `the page to keep (${keep}) comes before Form-II (${formIIPage})`);
      assert.match(pages[keep]!, new RegExp(number.replaceAll('/', '\\/')));
      assert.match(pages[keep]!, /\/phone खोलें और अपने मोबाइल नंबर से जुड़ें/);
      assert.match(pages[keep]!, /\/claim खोलें और मामला संख्या/);
      assert.match(pages[keep]!, /इसे किसी को न बताएं/);
      for (const [i, p] of pages.entries())
        if (i !== keep) assert.ok(!p.includes(bundle.claimCode!), `page ${i + 1} of the bundle has no code`);
      assert.match(pages[0]!, /यह पत्र कार्यालय को लौटाएं/);

      // The complainant never sees the respondent's code: not on his case page, not in his documents, not in the API.
      const cw = new WebClient(s.app, { authorization: `Bearer ${await s.t.tokenFor(complainant)}` });
      const code = bundle.claimCode!;
      const digits = code.replace(/ /g, '');
      const mine = await cw.get(`/my/cases/${id}`);
      assert.equal(mine.status, 200);
      assert.ok(!mine.html.includes(code) && !mine.html.includes(digits), "not on the complainant's case page");
      const own = await as(s.app, await s.t.tokenFor(complainant)).get(`/api/v1/me/cases/${id}`);
      assert.equal(own.status, 200, own.text);
      assert.ok(!own.text.includes(code) && !own.text.includes(digits), 'not in his view over the API');
      const links = [...new Set([...mine.html.matchAll(/href="(\/my\/documents\/[0-9a-f-]{36})"/g)].map((m) => m[1]!))];
      assert.ok(links.length >= 2, 'Form-II and the complaint are in his list (both languages)');
      for (const [i, href] of links.entries()) {
        const doc = await s.app.request(href, {
          headers: { authorization: `Bearer ${await s.t.tokenFor(complainant)}` },
        });
        assert.equal(doc.status, 200);
        const words = pdftotext(new Uint8Array(await doc.arrayBuffer()), `complainant-copy-${i}`);
        assert.ok(!words.includes(code) && !words.includes(digits), `${href}: no claim code in the signed copy`);
        assert.doesNotMatch(words, /दावा कोड|claim code/i);
      }
      const stored = (await db.kysely
        .selectFrom('paper_claim_code' as never)
        .selectAll()
        .execute()) as unknown as { code_hash: string }[];
      assert.ok(
        stored.length > 0 &&
          stored.every(
            (r) => /^[0-9a-f]{64}$/.test(r.code_hash) && !r.code_hash.includes(bundle.claimCode!.replace(/ /g, '')),
          ),
        'only a digest of the code is stored',
      );
      s.t.clock.set('2026-07-10T06:00:00Z');
      await cmd('record-service-attempt', {
        attemptId: 'a1',
        mode: 'speed-post',
        outcome: 'served',
        proof: { articleNumber: 'EK323456789IN' },
      });

      // The respondent signs up with his mobile number and claims the case with the code (a wrong code first).
      s.t.clock.set('2026-07-12T06:00:00Z');
      const w = await byPhone('98765 00001', 'मोहन लाल');
      const claimForm = await w.get('/claim');
      assert.equal(claimForm.status, 200);
      const bad = await w.post('/claim', {
        _csrf: csrfIn(claimForm.html),
        number,
        code: '0000 0000 0000',
        name: 'Mohan Lal',
      });
      assert.equal(bad.status, 400);
      assert.match(textOf(bad.html), /मेल नहीं खाते/);
      const claimed = await w.post('/claim', {
        _csrf: csrfIn(claimForm.html),
        number: number.toLowerCase(),
        code: bundle.claimCode!,
        name: 'Mohan Lal',
      });
      assert.equal(claimed.status, 303, claimed.html.slice(0, 2000));
      assert.equal(claimed.location, `/my/cases/${id}?claimed=1`);

      // The case page: where it stands, what he must do by when (Rule 4(1)), Form-II to download, the reply form.
      const page = await w.follow(claimed);
      const words = textOf(page.html);
      assert.match(words, /कारण बताओ सूचना की तामील 10 जुलाई 2026 को हुई/);
      assert.match(words, /कारण बताओ सूचना का उत्तर 10 अगस्त 2026 \(10\/08\/2026\) तक दें \(नियम 4\(1\)\)/);
      assert.match(words, /कारण बताओ सूचना \(प्ररूप-II\)/);
      assert.match(words, /अंग्रेज़ी प्रति/);
      const formII = /<a href="(\/my\/documents\/[0-9a-f-]{36})"[^>]*>डाउनलोड करें/.exec(
        page.html.slice(page.html.indexOf('प्ररूप-II')),
      )?.[1];
      assert.ok(formII, 'Form-II has a download link');
      const dl = await w.get(formII!);
      assert.equal(dl.status, 200);
      assert.equal(dl.headers.get('content-type'), 'application/pdf');
      assert.match(page.html, /action="\/my\/cases\/[^"]+\/reply"/);

      // He replies denying, with a document (JavaScript off: a multipart form).
      const fd = new FormData();
      fd.set('_csrf', csrfIn(page.html));
      fd.set('version', /name="version" value="(\d+)"/.exec(page.html)![1]!);
      fd.set('admits', 'no');
      fd.set('text', 'उस सुबह मेरे पशु घर पर बंधे थे।');
      fd.set('witnesses', 'श्याम लाल');
      fd.set('file', new File([PDF_PNG], 'gaushala-photo.pdf', { type: 'application/pdf' }));
      const replied = await w.postMultipart(`/my/cases/${id}/reply`, fd);
      assert.equal(replied.status, 303, replied.html.slice(0, 3000));
      const after1 = textOf((await w.follow(replied)).html);
      assert.match(after1, /आपका उत्तर आदेश पत्रक में दर्ज है/);
      assert.match(after1, /उल्लंघन से इंकार वाला उत्तर प्राप्त हुआ। यह पोर्टल पर प्रस्तुत किया गया।/);
      assert.match(after1, /gaushala-photo\.pdf/);
      const rec = await officer.get(`/api/v1/cases/${id}`);
      const reply = rec.body.orderSheet.find((e: { type: string }) => e.type === 'reply-recorded');
      assert.deepEqual(reply.payload.documents, ['gaushala-photo.pdf']);
      assert.equal(reply.payload.submittedBy, 'noticee');

      // The hearing notice with its time and place reaches him (case page), and the order's terms after it.
      s.t.clock.set('2026-07-22T06:00:00Z');
      await cmd('issue-hearing-notice', {
        hearingNoticeId: 'h1',
        hearingOn: '2026-08-05',
        mode: 'in-person',
        time: '11:00',
        place: 'Court room 2, Tehsil Sadar, Agra',
      });
      await s.settle();
      // Ten days on, the session has lapsed (12 hours idle): he signs in again with his number and an SMS code.
      const w2 = await byPhone('98765 00001', 'मोहन लाल');
      const hearing = textOf((await w2.get(`/my/cases/${id}`)).html);
      assert.match(hearing, /5 अगस्त 2026 \(05\/08\/2026\)/);
      assert.match(hearing, /11:00/);
      assert.match(hearing, /Court room 2, Tehsil Sadar, Agra/);
      const inbox = await w2.get('/my/inbox');
      assert.match(inbox.html, /href="\/my\/documents\/[0-9a-f-]{36}"/, 'the inbox links the notice of hearing');
      assert.ok(s.t.sms.sent.length > 0);
    });

    it('Rule 4(1), Rule 4(4) over the API: a reply after the period is refused (REPLY.PERIOD_OVER, 422) with the way forward; more time is asked, refused with reasons, asked again and granted; then the reply is in time', async () => {
      const complainant = await makeActor(db, 'Sita Devi', [{ role: 'citizen' }]);
      const respondent = await makeActor(db, 'Gopal Das', [{ role: 'citizen' }]);
      const ao = await makeActor(db, 'B. Verma', [{ role: 'adjudicating-officer', officeCode: OFFICES.agraSadar }]);
      s.t.clock.set('2026-07-06T06:00:00Z');
      const filed = await as(s.app, await s.t.tokenFor(complainant)).post('/api/v1/complaints', {
        officeCode: OFFICES.agraSadar,
        filedBy: { capacity: 'aggrieved-person' },
        mode: 'electronic',
        particulars: validParticulars(),
      });
      const id: string = filed.body.id;
      const officer = as(s.app, await s.t.tokenFor(ao));
      const resp = as(s.app, await s.t.tokenFor(respondent));
      const cmd = async (who: typeof officer, type: string, body: object) => {
        const version = { expectedVersion: (await officer.get(`/api/v1/cases/${id}`)).body.summary.version };
        return who.post(`/api/v1/cases/${id}/commands/${type}`, { ...version, ...body });
      };
      s.t.clock.set('2026-07-08T06:00:00Z');
      assert.equal(
        (
          await cmd(officer, 'issue-show-cause-notice', {
            replyDays: 15,
            contravention: 'Cattle on the crop',
            provisionAlleged: 'Section 26',
            complaintCopyEnclosed: true,
            aoName: 'B. Verma',
            aoOffice: 'SDM Sadar',
          })
        ).status,
        200,
      );
      assert.equal(
        (
          await cmd(officer, 'record-service-attempt', {
            attemptId: 'a1',
            mode: 'speed-post',
            outcome: 'served',
            proof: { articleNumber: 'EK123456789IN' },
          })
        ).status,
        200,
      );
      assert.equal(
        (await officer.post(`/api/v1/cases/${id}/parties`, { accountId: respondent.accountId, role: 'respondent' }))
          .status,
        204,
      );
      // Served 8 Jul, 15 days: last day 23 Jul. On 24 Jul his own reply is refused.
      s.t.clock.set('2026-07-24T06:00:00Z');
      const late = await cmd(resp, 'submit-reply', { admits: false, text: 'The cattle were not mine.' });
      assert.equal(late.status, 422, late.text);
      assert.equal(late.body.code, 'REPLY.PERIOD_OVER');
      assert.deepEqual(late.body.basisLabels, ['Rule 4(1)', 'Rule 4(4)']);
      assert.match(late.body.detail, /ended on 23 Jul 2026.*more time/s);
      // His own view over the API says the same: the period is over, more time may be asked (Rule 4(4)).
      await s.settle();
      const mine = await resp.get(`/api/v1/me/cases/${id}`);
      assert.equal(mine.status, 200, mine.text);
      assert.equal(mine.body.role, 'respondent');
      assert.equal(mine.body.reply.periodOver, true);
      assert.equal(mine.body.reply.due, '2026-07-23');
      assert.ok(
        mine.body.next.some(
          (n: { key: string; basis: string[] }) => n.key === 'reply-period-over' && n.basis.length > 0,
        ),
        JSON.stringify(mine.body.next),
      );
      const formII = mine.body.documents.issued.find((d: { template: string }) => d.template === 'form-2');
      assert.ok(formII?.en && formII.hi, JSON.stringify(mine.body.documents));
      const pdf = await resp.get(`/api/v1/documents/${formII.hi.documentId}`);
      assert.equal(pdf.status, 200, 'he downloads the Hindi Form-II he must answer');
      const stranger = as(s.app, await s.t.tokenFor(await makeActor(db, 'Stranger', [{ role: 'citizen' }])));
      assert.ok(
        [403, 404].includes((await stranger.get(`/api/v1/me/cases/${id}`)).status),
        'a stranger does not read the case',
      );
      // He may not record the office's reply either (that is the officer's, for paper and late replies).
      const version = (await officer.get(`/api/v1/cases/${id}`)).body.summary.version;
      assert.equal(
        (
          await cmd(resp, 'record-reply', {
            admits: false,
            text: 'The cattle were not mine.',
            expectedVersion: version,
          })
        ).status,
        403,
      );
      const asked = await cmd(resp, 'request-reply-extension', {
        reasons: 'I was in hospital from 10 to 23 July; discharge slip attached.',
        days: 10,
      });
      assert.equal(asked.status, 200, asked.text);
      assert.equal(
        (await cmd(resp, 'request-reply-extension', { reasons: 'Again.' })).body.code,
        'REPLY.EXTENSION_REQUEST_PENDING',
      );
      assert.equal(
        (await cmd(officer, 'refuse-reply-extension', { reasons: 'The slip is for a different person.' })).status,
        200,
      );
      assert.equal(
        (await cmd(resp, 'request-reply-extension', { reasons: 'The slip in my own name is attached now.', days: 10 }))
          .status,
        200,
      );
      assert.equal(
        (
          await cmd(officer, 'extend-reply-period', {
            extraDays: 10,
            reasons: 'Discharge slip in his name produced.',
            sufficientCauseShown: true,
          })
        ).status,
        200,
      );
      const inTime = await cmd(resp, 'submit-reply', { admits: false, text: 'The cattle were not mine.' });
      assert.equal(inTime.status, 200, inTime.text);
      assert.ok(inTime.body.events[0].basisLabels.includes('Rule 4(4)'));
    });

    it('without email: a code is sent for a new number and a known one alike; the sixth code within an hour and a sixth wrong code are refused', async () => {
      await byPhone('98765 00002', 'Kamla Devi');
      const w = new WebClient(s.app);
      const form = await w.get('/phone');
      const send = (phone: string) =>
        w.post('/phone', { _csrf: csrfIn(form.html), phone, name: 'Someone', lang: 'en', consent: 'yes' });
      // A known number and an unknown one get the same answer (no one learns who is registered).
      s.t.clock.set(new Date(s.t.clock.now().getTime() + 120_000).toISOString());
      const known = await send('98765 00002');
      const unknown = await send('98765 00003');
      assert.equal(known.status, 303);
      assert.equal(unknown.status, 303);
      assert.equal(known.location, unknown.location);
      // A second code to the same number within a minute is refused.
      assert.equal((await send('98765 00003')).status, 429);
      for (let i = 0; i < 3; i++) {
        s.t.clock.set(new Date(s.t.clock.now().getTime() + 61_000).toISOString());
        assert.equal((await send('98765 00003')).status, 303);
      }
      s.t.clock.set(new Date(s.t.clock.now().getTime() + 61_000).toISOString());
      assert.equal((await send('98765 00003')).status, 303, 'the fifth code in the hour');
      s.t.clock.set(new Date(s.t.clock.now().getTime() + 61_000).toISOString());
      const sixth = await send('98765 00003');
      assert.equal(sixth.status, 429);
      assert.match(sixth.headers.get('retry-after') ?? '', /^\d+$/);
      assert.match(textOf(sixth.html), /Too many codes/);
      const codePage = await w.get('/phone/code');
      for (let i = 0; i < 5; i++)
        assert.equal((await w.post('/phone/code', { _csrf: csrfIn(codePage.html), code: '000001' })).status, 400);
      const real = s.t.sms.codeFor('+919876500003')!;
      const exhausted = await w.post('/phone/code', { _csrf: csrfIn(codePage.html), code: real });
      assert.equal(exhausted.status, 400, 'five wrong codes use the code up');
      const accounts = await db.kysely
        .selectFrom('account')
        .select(['email', 'phone'])
        .where('phone', '=', '+919876500003')
        .execute();
      assert.equal(accounts.length, 0, 'no account was opened for the number');
    });

    it('claims are throttled: after five wrong codes in an hour even the right one waits', async () => {
      const complainant = await makeActor(db, 'Ram Lal', [{ role: 'citizen' }]);
      const ao = await makeActor(db, 'C. Gupta', [{ role: 'adjudicating-officer', officeCode: OFFICES.agraSadar }]);
      s.t.clock.set('2026-07-06T06:00:00Z');
      const filed = await as(s.app, await s.t.tokenFor(complainant)).post('/api/v1/complaints', {
        officeCode: OFFICES.agraSadar,
        filedBy: { capacity: 'aggrieved-person' },
        mode: 'electronic',
        particulars: validParticulars(),
      });
      const id: string = filed.body.id;
      s.t.clock.set('2026-07-08T06:00:00Z');
      const issued = await as(s.app, await s.t.tokenFor(ao)).post(
        `/api/v1/cases/${id}/commands/issue-show-cause-notice`,
        {
          replyDays: 30,
          contravention: 'Cattle on the crop',
          provisionAlleged: 'Section 26',
          complaintCopyEnclosed: true,
          aoName: 'C. Gupta',
          aoOffice: 'SDM Sadar',
          expectedVersion: filed.body.version,
        },
      );
      assert.equal(issued.status, 200, issued.text);
      await s.settle();
      const { enterPaperParty } = await import('../../src/app/parties/paper.ts');
      const { id: pid } = await enterPaperParty(s.t.services.paper, ao, {
        streamId: id,
        role: 'respondent',
        name: 'Mohan Lal',
        address: 'Rampur',
        phone: '98765 00009',
        lang: 'hi',
      });
      const b = await printBundle(s.t.services.paper, ao, { streamId: id, partyId: pid });
      const w = await byPhone('98765 00004', 'Claimer');
      const form = await w.get('/claim');
      for (let i = 0; i < 5; i++)
        assert.equal(
          (
            await w.post('/claim', {
              _csrf: csrfIn(form.html),
              number: filed.body.number,
              code: `1111 2222 333${i}`,
              name: 'Mohan Lal',
            })
          ).status,
          400,
        );
      const waited = await w.post('/claim', {
        _csrf: csrfIn(form.html),
        number: filed.body.number,
        code: b.claimCode!,
        name: 'Mohan Lal',
      });
      assert.equal(waited.status, 429);
      assert.match(waited.headers.get('retry-after') ?? '', /^\d+$/);
      assert.match(textOf(waited.html), /बहुत अधिक गलत प्रयास/);
      s.t.clock.set(new Date(s.t.clock.now().getTime() + 3_700_000).toISOString());
      assert.equal(
        (
          await w.post('/claim', {
            _csrf: csrfIn(form.html),
            number: filed.body.number,
            code: b.claimCode!,
            name: 'Mohan Lal',
          })
        ).status,
        303,
      );
    });
  });
}
