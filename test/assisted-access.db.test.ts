// Assisted access (issue 30, point 5), on PGlite and PostgreSQL: a person with neither phone nor email, entered by the
// office on paper, is helped by the office's help desk. The operator prints the consent form in the party's language,
// the signed scan is attached to the case, and only then may the operator take the party's own steps for them; the
// reply so recorded says on the order sheet (the PDF's rows and the officer's page) who recorded it for whom, with the
// consent document.

import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'kysely';
import type { Actor } from '../src/app/actor.ts';
import type { Db } from '../src/db/client.ts';
import { validParticulars } from '../src/domain/adjudication/fixtures.ts';
import { enterPaperParty } from '../src/app/parties/paper.ts';
import {
  actForParty,
  consentAttachUrl,
  consentForm,
  consentsOf,
  recordConsent,
  withdrawConsent,
} from '../src/app/parties/assisted.ts';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AppError } from '../src/app/errors.ts';
import { orderSheetLayout } from '../src/documents/templates/order-sheet.ts';
import type { AdjudicationEvent } from '../src/domain/adjudication/events.ts';
import { as } from './api.ts';
import { testBackends } from './db.ts';
import { makeActor, OFFICES, seedJurisdiction } from './factories.ts';
import type { NotificationStack } from './notifications/stack.ts';
import { notificationStack } from './notifications/stack.ts';
import { csrfIn, textOf, WebClient } from './web/client.ts';

const pdfDir = mkdtempSync(join(tmpdir(), 'ctp-consent-'));
function pdfText(pdf: Uint8Array): string {
  const f = join(pdfDir, 'consent.pdf');
  writeFileSync(f, pdf);
  return execFileSync('pdftotext', ['-raw', '-enc', 'UTF-8', f, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
}

for (const backend of testBackends()) {
  describe(`assisted access (issue 30) on ${backend.name}`, () => {
    let db: Db;
    let s: NotificationStack;
    let ao: Actor;
    let desk: Actor;
    let otherDesk: Actor;
    let caseId: string;
    let partyId: string;
    let complainant: Actor;

    /** A complaint filed on the portal and its show-cause notice issued (on 8 July 2026). */
    async function newCase(): Promise<string> {
      s.t.clock.set('2026-07-06T06:00:00Z');
      const filed = await as(s.app, await s.t.tokenFor(complainant)).post('/api/v1/complaints', {
        officeCode: OFFICES.agraSadar,
        filedBy: { capacity: 'aggrieved-person' },
        mode: 'electronic',
        particulars: validParticulars(),
      });
      assert.equal(filed.status, 201, filed.text);
      s.t.clock.set('2026-07-08T06:00:00Z');
      const issued = await as(s.app, await s.t.tokenFor(ao)).post(
        `/api/v1/cases/${filed.body.id}/commands/issue-show-cause-notice`,
        {
          replyDays: 30,
          contravention: 'Cattle let loose on the crop on 3 July 2026',
          provisionAlleged: 'Section 26 of the Cattle-trespass Act, 1871',
          complaintCopyEnclosed: true,
          aoName: 'A. Sharma',
          aoOffice: 'SDM Sadar, Agra',
          expectedVersion: filed.body.version,
        },
      );
      assert.equal(issued.status, 200, issued.text);
      await s.settle();
      return filed.body.id as string;
    }

    before(async () => {
      db = await backend.open();
      await seedJurisdiction(db);
      s = notificationStack(db, { publicUrl: 'http://portal.test', start: '2026-07-06T06:00:00Z' });
      complainant = await makeActor(db, 'Ramesh Kumar', [{ role: 'citizen' }]);
      ao = await makeActor(db, 'A. Sharma', [{ role: 'adjudicating-officer', officeCode: OFFICES.agraSadar }]);
      desk = await makeActor(db, 'Sunita Devi', [{ role: 'help-desk', officeCode: OFFICES.agraSadar }]);
      otherDesk = await makeActor(db, 'Kamla Rani', [{ role: 'help-desk', officeCode: OFFICES.agraSadar }]);
      caseId = await newCase();
      ({ id: partyId } = await enterPaperParty(s.t.services.paper, ao, {
        streamId: caseId,
        role: 'respondent',
        name: 'Mohan Lal',
        address: 'House 40, Village Rampur, District Agra, 282001',
        lang: 'hi',
      }));
    });
    after(async () => {
      await db.close();
    });

    const reply = { type: 'submit-reply', admits: false, text: 'मेरे पशु उस दिन गाँव में नहीं थे।' };
    const refusedWith = async (p: Promise<unknown>, code: string, re: RegExp) => {
      await assert.rejects(p, (e: unknown) => e instanceof AppError && e.code === code && re.test(e.message));
    };

    it("Rule 4(6): an assisted party's reply is recorded by the help desk with the consent attached, and the order sheet says who acted for whom", async () => {
      const paper = s.t.services.paper;
      // The consent form is printed in the party's language (Hindi), naming the operator.
      const form = await consentForm(paper, desk, { streamId: caseId, partyId });
      assert.equal(Buffer.from(form.pdf.slice(0, 5)).toString(), '%PDF-');
      assert.match(form.fileName, /consent\.pdf$/);

      // Before the consent is on record the operator cannot act for the party.
      await refusedWith(
        actForParty(paper, desk, {
          streamId: caseId,
          consentId: '00000000-0000-4000-8000-000000000000',
          command: reply,
        }),
        'AUTH.FORBIDDEN',
        /consent is not on record/,
      );

      // The signed, thumb-impressed page is scanned and uploaded: attached to the case, the consent on record.
      const { consentId, documentId } = await recordConsent(paper, desk, {
        streamId: caseId,
        partyId,
        fileName: 'consent-mohan-lal.pdf',
        content: form.pdf,
        maxBytes: 5_000_000,
      });
      const consents = await consentsOf(paper, ao, caseId);
      assert.deepEqual(
        consents.map((c) => [c.partyName, c.operatorName, c.documentId, c.withdrawnAt]),
        [['Mohan Lal', 'Sunita Devi', documentId, null]],
      );
      const attached = (await s.t.services.store.read.entries(caseId)).filter((e) => e.type === 'document-attached');
      assert.ok(
        attached.some((e) => (e.payload as { documentId: string }).documentId === documentId),
        'the scan is on the record',
      );

      // Another operator of the office is not the one the party named.
      await refusedWith(
        actForParty(paper, otherDesk, { streamId: caseId, consentId, command: reply }),
        'AUTH.FORBIDDEN',
        /consented that Sunita Devi act for them, not you/,
      );
      // Only the party's own steps: the officer's steps stay the officer's.
      await refusedWith(
        actForParty(paper, desk, {
          streamId: caseId,
          consentId,
          command: { type: 'proceed-ex-parte', reasons: 'No reply.' },
        }),
        'AUTH.FORBIDDEN',
        /only in the party's own steps/,
      );

      const done = await actForParty(paper, desk, { streamId: caseId, consentId, command: reply });
      assert.ok(!done.replayed);
      const entries = await s.t.services.store.read.entries(caseId);
      const recorded = entries.find((e) => e.type === 'reply-recorded')!;
      const p = recorded.payload as AdjudicationEvent & { submittedBy?: string };
      assert.equal(p.submittedBy, 'noticee', "the reply is the party's own");
      assert.deepEqual(p.actedFor, { operator: 'Sunita Devi', party: 'Mohan Lal', consentDocumentId: documentId });
      assert.equal(recorded.actorId, desk.accountId, 'the record names the account that acted');

      // The order sheet (the document's rows) in Hindi and English.
      const events = entries
        .filter((e) => !['document-attached', 'document-issued'].includes(e.type))
        .map((e) => e.payload as AdjudicationEvent);
      const row = (lang: 'en' | 'hi') => {
        const layout = orderSheetLayout({
          header: {
            lang,
            template: 'order-sheet',
            documentId: 'sheet',
            caseNumber: 'case',
            date: '2026-07-08',
            issuer: { office: 'SDM Sadar', officer: 'A. Sharma', designation: 'SDM', place: 'Agra' },
            basis: [],
            configured: [],
          } as never,
          values: {
            parties: {
              complainant: { name: 'Ramesh Kumar', address: 'Agra' },
              contravener: { name: 'Mohan Lal', address: 'Rampur' },
            } as never,
            entries: events.map((event, i) => ({ no: i + 1, on: event.on, event, basis: event.basis })),
          },
        });
        const table = layout.blocks.find((b) => b.k === 'table') as { rows: readonly (readonly string[])[] };
        return table.rows.map((r) => r[2]!).find((t) => t.includes('Sunita Devi'))!;
      };
      console.log(`order sheet (en): ${row('en')}`);
      console.log(`order sheet (hi): ${row('hi')}`);
      assert.match(row('en'), new RegExp(`Recorded by Sunita Devi for Mohan Lal, consent document ${documentId}\\.`));
      assert.match(row('hi'), new RegExp(`Mohan Lal की ओर से Sunita Devi द्वारा दर्ज, सहमति दस्तावेज़ ${documentId}।`));

      // The officer's page of the case shows the same line on its order sheet.
      const web = new WebClient(s.app, { authorization: `Bearer ${await s.t.tokenFor(ao)}` });
      const page = await web.get(`/office/cases/${caseId}`);
      assert.equal(page.status, 200);
      assert.match(
        textOf(page.html),
        new RegExp(`Recorded by Sunita Devi for Mohan Lal, consent document ${documentId}`),
      );

      // Withdrawn: the operator may no longer act for the party.
      await withdrawConsent(paper, ao, { streamId: caseId, consentId });
      await refusedWith(
        actForParty(paper, desk, {
          streamId: caseId,
          consentId,
          command: { type: 'request-reply-extension', reasons: 'Ill in bed.' },
        }),
        'AUTH.FORBIDDEN',
        /withdrawn/,
      );
    });

    it("Rule 4(6), assisted access: the consent form's QR code leads to the help desk's page of the case where its signed scan is attached, on the portal's public URL", async () => {
      const form = await consentForm(s.t.services.paper, desk, { streamId: caseId, partyId });
      const text = pdfText(form.pdf);
      // The portal's configured public URL (the paper services' own, as `ctp start` passes it from the environment).
      const base = s.t.services.paper.publicUrl;
      const url = `${base}/office/cases/${caseId}/assist#party-${partyId}`;
      assert.ok(text.includes(`हस्ताक्षरित प्ररूप यहाँ संलग्न करें: ${url}`), text.slice(-500));
      assert.doesNotMatch(text, /\/verify\/(\s|$)/, 'no verification link without a document');
      // The same URL is what the QR code encodes (the footer prints the code's text); the app answers it with the
      // party's section and its upload form.
      assert.equal(consentAttachUrl(`${base}/`, caseId, partyId), url);
      const web = new WebClient(s.app, { authorization: `Bearer ${await s.t.tokenFor(desk)}` });
      const target = await web.get(new URL(url).pathname);
      assert.equal(target.status, 200, target.html.slice(0, 300));
      assert.match(
        target.html,
        new RegExp(`id="party-${partyId}"[^]*?action="/office/cases/${caseId}/assist/${partyId}/consent"`),
      );
    });

    it('a party whose phone number is entered after the show-cause notice was issued gets its SMS (once)', async () => {
      await s.settle();
      await enterPaperParty(s.t.services.paper, ao, {
        streamId: caseId,
        role: 'respondent',
        name: 'Shyam Lal',
        address: 'House 41, Village Rampur, District Agra, 282001',
        phone: '98765 43210',
        lang: 'hi',
      });
      const smsTo = async () =>
        (
          await sql<{ body: string }>`
            select body from notification where channel = 'sms' and address = '+919876543210' order by key`.execute(
            db.kysely,
          )
        ).rows.map((x) => x.body);
      assert.deepEqual(await smsTo(), [], 'nothing before the watcher runs');
      await s.settle();
      const sent = await smsTo();
      console.log(`late phone SMS: ${sent.join(' | ')}`);
      assert.equal(sent.length, 1, sent.join('\n'));
      assert.match(sent[0]!, /^मामला CTR\/.+: कारण बताओ सूचना जारी 08\/07\/2026। तामील से 30 दिन में उत्तर दें।/);
      await s.settle();
      assert.equal((await smsTo()).length, 1, 'sent once');
    });

    it("Rule 4(6), on the web: the office enters a party (documents in the office's language, Hindi), the help desk prints and records the consent, and replies for the party", async () => {
      const id = await newCase();
      // The officer's screen is English; the party's documents default to the office's language.
      const { id: pid } = await enterPaperParty(s.t.services.paper, ao, {
        streamId: id,
        role: 'respondent',
        name: 'Gita Devi',
        address: 'House 7, Village Rampur, District Agra, 282001',
      });
      assert.equal((await s.t.services.paper.paper.byId(pid))!.lang, 'hi');
      const officeWeb = new WebClient(s.app, { authorization: `Bearer ${await s.t.tokenFor(ao)}` });
      const paperPage = await officeWeb.get(`/office/cases/${id}/paper`);
      assert.match(paperPage.html, /name="lang" value="hi"[^>]*checked/, "the form's language is the office's");

      const web = new WebClient(s.app, { authorization: `Bearer ${await s.t.tokenFor(desk)}` });
      // The help desk finds the case by the number on the notice the person brings.
      const number = (await s.t.services.store.read.stream(id))!.number;
      const found = await web.get(`/office/assist?number=${encodeURIComponent(number.toLowerCase())}`);
      assert.equal(found.location, `/office/cases/${id}/assist`);
      const first = await web.follow(found);
      assert.equal(first.status, 200, first.html.slice(0, 400));
      assert.match(textOf(first.html), /Gita Devi/);
      assert.doesNotMatch(textOf(first.html), /Act for Gita Devi/, 'no step before the consent');
      const printed = await web.post(`/office/cases/${id}/assist/${pid}/consent-form`, { _csrf: csrfIn(first.html) });
      assert.equal(printed.status, 200);
      assert.equal(printed.headers.get('content-type'), 'application/pdf');

      const scan = await consentForm(s.t.services.paper, desk, { streamId: id, partyId: pid });
      const fd = new FormData();
      fd.set('_csrf', csrfIn(first.html));
      fd.set('file', new Blob([scan.pdf as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }), 'consent-scan.pdf');
      const up = await web.postMultipart(`/office/cases/${id}/assist/${pid}/consent`, fd);
      assert.equal(up.status, 303, up.html.slice(0, 600));
      const withConsent = await web.follow(up);
      const text = textOf(withConsent.html);
      assert.match(text, /The consent is on record/);
      assert.match(text, /Act for Gita Devi/);
      assert.match(text, /Reply to the show-cause notice/);
      const cid = /assist\/consents\/([0-9a-f-]{36})\/act/.exec(withConsent.html)![1]!;

      const empty = await web.post(`/office/cases/${id}/assist/consents/${cid}/act`, {
        _csrf: csrfIn(withConsent.html),
        _command: 'submit-reply',
        admits: 'no',
        text: '',
      });
      assert.equal(empty.status, 400, 'the reply must say something');
      const done = await web.post(`/office/cases/${id}/assist/consents/${cid}/act`, {
        _csrf: csrfIn(withConsent.html),
        _command: 'submit-reply',
        admits: 'no',
        text: 'मेरी गाय उस दिन बंधी थी।',
      });
      assert.equal(done.status, 303, textOf(done.html).slice(0, 600));
      const documentId = (await s.t.services.paper.paper.consentsOf(id))[0]!.documentId;
      const sheet = textOf((await officeWeb.get(`/office/cases/${id}`)).html);
      // Rule 4(2): a step not open today says why in plain words, never with an empty id.
      assert.doesNotMatch(sheet, /No summons ""/);
      assert.match(sheet, /No summons has been issued in this case; issue a summons first/);
      const line = new RegExp(`Recorded by Sunita Devi for Gita Devi, consent document ${documentId}`);
      assert.match(sheet, line);
      console.log(`officer's order sheet: ${sheet.slice(sheet.lastIndexOf('Reply received'))}`);
    });

    it('Rule 4(6), through the API: the help desk records the consent and replies for the party (asking for time waits for service, Rule 4(4)); a help desk of another office cannot', async () => {
      const id = await newCase();
      const { id: pid } = await enterPaperParty(s.t.services.paper, ao, {
        streamId: id,
        role: 'respondent',
        name: 'Hari Ram',
        address: 'House 9, Village Rampur, District Agra, 282001',
      });
      const api = as(s.app, await s.t.tokenFor(desk));
      const form = await s.app.request(`/api/v1/cases/${id}/paper-parties/${pid}/consent-form`, {
        method: 'POST',
        headers: { authorization: `Bearer ${await s.t.tokenFor(desk)}` },
      });
      assert.equal(form.status, 200);
      const pdf = new Uint8Array(await form.arrayBuffer());
      const fd = new FormData();
      fd.set('file', new File([pdf], 'consent.pdf', { type: 'application/pdf' }));
      const up = await s.app.request(`/api/v1/cases/${id}/paper-parties/${pid}/consents`, {
        method: 'POST',
        body: fd,
        headers: { authorization: `Bearer ${await s.t.tokenFor(desk)}` },
      });
      assert.equal(up.status, 201, await up.clone().text());
      const { consentId, documentId } = (await up.json()) as { consentId: string; documentId: string };
      const elsewhere = await makeActor(db, 'L. Devi', [{ role: 'help-desk', officeCode: OFFICES.agraEtmadpur }]);
      const listed = await as(s.app, await s.t.tokenFor(elsewhere)).get(`/api/v1/cases/${id}/consents`);
      assert.equal(listed.status, 403, 'a help desk of another office');
      const mine = await api.get(`/api/v1/cases/${id}/consents`);
      assert.equal(mine.status, 200);
      assert.equal(mine.body.items[0].partyName, 'Hari Ram');
      const early = await api.post(`/api/v1/cases/${id}/consents/${consentId}/commands/request-reply-extension`, {
        reasons: 'He is in hospital until the end of the month.',
        days: 10,
        expectedVersion: mine.body.version,
      });
      assert.equal(early.status, 422, 'the law still applies: the period has not started');
      assert.equal(early.body.code, 'REPLY.PERIOD_NOT_STARTED');
      const replied = await api.post(`/api/v1/cases/${id}/consents/${consentId}/commands/submit-reply`, {
        admits: true,
        text: 'मेरी भैंसें खेत में चली गई थीं; मैं क्षति भरूँगा।',
        expectedVersion: mine.body.version,
      });
      assert.equal(replied.status, 200, replied.text);
      const entry = (await s.t.services.store.read.entries(id)).find((e) => e.type === 'reply-recorded')!;
      assert.deepEqual((entry.payload as { actedFor?: unknown }).actedFor, {
        operator: 'Sunita Devi',
        party: 'Hari Ram',
        consentDocumentId: documentId,
      });
      const officerStep = await api.post(`/api/v1/cases/${id}/commands/proceed-ex-parte`, { reasons: 'No reply.' });
      assert.equal(officerStep.status, 403, "the officer's steps are not the help desk's");
    });

    it("Rule 4(7), issue 30 point 7: an officer's form says the documents print the words in both copies, and names the fields written in English when it comes back", async () => {
      const id = await newCase();
      const web = new WebClient(s.app, { authorization: `Bearer ${await s.t.tokenFor(ao)}` });
      const form = await web.get(`/office/cases/${id}/act/proceed-ex-parte`);
      assert.equal(form.status, 200);
      assert.match(
        textOf(form.html),
        /The documents are issued in English and Hindi: words you write are printed in both copies/,
      );
      const back = await web.post(`/office/cases/${id}/act/proceed-ex-parte`, {
        _csrf: csrfIn(form.html),
        version: /name="version" value="(\d+)"/.exec(form.html)![1]!,
        reasons: 'No reply was received within the period.',
      });
      assert.equal(back.status, 400, 'the law refuses ex parte before service');
      assert.match(textOf(back.html), /Written in English: Reasons/);
      const hindi = await web.post(`/office/cases/${id}/act/proceed-ex-parte`, {
        _csrf: csrfIn(form.html),
        version: /name="version" value="(\d+)"/.exec(form.html)![1]!,
        reasons: 'अवधि में कोई उत्तर प्राप्त नहीं हुआ।',
      });
      assert.equal(hindi.status, 400);
      assert.doesNotMatch(textOf(hindi.html), /Written in English/);
    });
  });
}
