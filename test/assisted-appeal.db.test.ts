// Assisted access to an appeal (issue 30, point 5), on PGlite and PostgreSQL: a person with neither phone nor email,
// entered by the office on paper as the person complained against, is helped by the office's help desk. While the
// party's consent is on record, the operator the consent names files Form-III for them (Rule 7(1)) from the help
// desk's page: the appellant's particulars, the respondent, the provisions and the date of the order come from the
// record, the grounds and the relief as written with the party; the appeal's order sheet says who filed it for whom,
// with the consent document. Another operator, or a withdrawn consent, may not. The consent covers the appeal (I-410):
// the operator takes the appellant's later steps there, each saying who acted for whom.

import { hearingHeld } from './case-walk.ts';
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Actor } from '../src/app/actor.ts';
import type { Db } from '../src/db/client.ts';
import { validParticulars } from '../src/domain/adjudication/fixtures.ts';
import { enterPaperParty } from '../src/app/parties/paper.ts';
import { consentForm, fileAppealForParty, form3ForParty, recordConsent } from '../src/app/parties/assisted.ts';
import { assistedView, withdrawConsent } from '../src/app/parties/assisted.ts';
import { AppError } from '../src/app/errors.ts';
import { createApp } from '../src/server/app.ts';
import { as } from './api.ts';
import { testBackends } from './db.ts';
import { makeActor, OFFICES, seedJurisdiction } from './factories.ts';
import type { TestServices } from './services.ts';
import { quietLogger, testServices } from './services.ts';
import { csrfIn, textOf, WebClient } from './web/client.ts';

const OPTS = {
  logger: quietLogger,
  publicUrl: 'http://localhost:3000',
  uploadMaxBytes: 5_000_000,
  cookieSecure: false,
};

for (const backend of testBackends()) {
  describe(`the help desk files an appeal for an assisted party (issue 30) on ${backend.name}`, () => {
    let db: Db;
    let t: TestServices;
    let app: ReturnType<typeof createApp>;
    let ao: Actor;
    let dm: Actor;
    let desk: Actor;
    let otherDesk: Actor;
    let complainant: Actor;
    let caseId = '';
    let partyId = '';

    before(async () => {
      db = await backend.open();
      await seedJurisdiction(db);
      t = testServices(db);
      app = createApp(t.services, OPTS);
      complainant = await makeActor(db, 'Ramesh Kumar', [{ role: 'citizen' }]);
      ao = await makeActor(db, 'A. Sharma', [{ role: 'adjudicating-officer', officeCode: OFFICES.agraSadar }]);
      dm = await makeActor(db, 'B. Verma', [{ role: 'appellate-authority', districtCode: 'AGR' }]);
      desk = await makeActor(db, 'Sunita Devi', [{ role: 'help-desk', officeCode: OFFICES.agraSadar }]);
      otherDesk = await makeActor(db, 'Kamla Rani', [{ role: 'help-desk', officeCode: OFFICES.agraSadar }]);

      // The case to its order: notice, service, the reply received on paper, hearing, order (Rule 4(12)).
      t.clock.set('2026-07-06T06:00:00Z');
      const filed = await as(app, await t.tokenFor(complainant)).post('/api/v1/complaints', {
        officeCode: OFFICES.agraSadar,
        filedBy: { capacity: 'aggrieved-person' },
        mode: 'electronic',
        particulars: validParticulars(),
      });
      assert.equal(filed.status, 201, filed.text);
      caseId = filed.body.id as string;
      const api = as(app, await t.tokenFor(ao));
      const run = async (type: string, body: object, on: string) => {
        t.clock.set(`${on}T06:00:00Z`);
        const v = (await api.get(`/api/v1/cases/${caseId}`)).body.summary.version as number;
        const r = await api.post(`/api/v1/cases/${caseId}/commands/${type}`, { ...body, expectedVersion: v });
        assert.equal(r.status, 200, `${type}: ${r.text}`);
      };
      await run(
        'issue-show-cause-notice',
        {
          replyDays: 30,
          contravention: 'Cattle let loose on the crop on 3 July 2026',
          provisionAlleged: 'Section 26 of the Cattle-trespass Act, 1871',
          complaintCopyEnclosed: true,
          aoName: 'A. Sharma',
          aoOffice: 'SDM Sadar, Agra',
        },
        '2026-07-08',
      );
      await run(
        'record-service-attempt',
        { attemptId: 'a1', mode: 'speed-post', outcome: 'served', proof: { articleNumber: 'EK423456780IN' } },
        '2026-07-10',
      );
      await run('record-reply', { admits: false, text: 'The cattle were not mine.' }, '2026-07-20');
      for (const [type, body, on] of hearingHeld('EK423456781IN')) await run(type, body, on);
      await run(
        'pass-order',
        {
          kind: 'penalty-or-compensation',
          noCeilingConfirmed: true,
          amounts: { penaltyPaise: 500_000, compensationPaise: 0, expensesPaise: 0, chargesPaise: 0 },
          depositDays: 30,
          reasons: 'Trespass proved by the revenue record.',
          findings: [{ section: '26', contravened: true, reasons: 'The record shows the cattle in the crop.' }],
        },
        '2026-08-20',
      );
      ({ id: partyId } = await enterPaperParty(t.services.paper, ao, {
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

    const typed = {
      grounds: 'The cattle were not mine; the revenue record names another owner.',
      reliefClaimed: 'Set aside the order.',
      withinTimeAnswer: 'YES' as const,
      documentsRelied: [],
      pendingElsewhere: false,
      declared: true,
    };

    it('Rule 7(1): while the consent is on record, the operator it names files Form-III for the party, and the appeal says who acted for whom', async () => {
      t.clock.set('2026-08-24T06:00:00Z');
      const paper = t.services.paper;
      const form = await consentForm(paper, desk, { streamId: caseId, partyId });
      // Without a consent on record, no appeal for the party.
      await assert.rejects(
        form3ForParty(paper, desk, { caseId, consentId: '00000000-0000-4000-8000-000000000000', typed }),
        (e: unknown) =>
          e instanceof AppError && e.code === 'AUTH.FORBIDDEN' && /consent is not on record/.test(e.message),
      );
      const { consentId, documentId } = await recordConsent(paper, desk, {
        streamId: caseId,
        partyId,
        fileName: 'consent-mohan-lal.pdf',
        content: form.pdf,
        maxBytes: 5_000_000,
      });
      // Another operator of the office is not the one the party named.
      const f3 = await form3ForParty(paper, desk, { caseId, consentId, typed });
      await assert.rejects(
        fileAppealForParty(paper, otherDesk, {
          caseId,
          consentId,
          appeal: { form: f3, filedBy: 'appellant-in-person', medium: 'electronic' },
        }),
        (e: unknown) => e instanceof AppError && e.code === 'AUTH.FORBIDDEN' && /not you/.test(e.message),
      );
      // Form-III from the record: the party as appellant, the complainant as respondent, the order's provision and date.
      assert.equal(f3.appellant.name, 'Mohan Lal');
      assert.equal(f3.appellant.address, 'House 40, Village Rampur, District Agra, 282001');
      assert.equal(f3.respondent.name, validParticulars().complainant.name);
      assert.equal(f3.orderDate, '2026-08-20');
      assert.match(f3.provisions ?? '', /Rule 4\(12\)/);

      // On the help desk's page: the form, filed without JavaScript.
      const web = new WebClient(app, { authorization: `Bearer ${await t.tokenFor(desk)}` });
      const pageBefore = await web.get(`/office/cases/${caseId}/assist`);
      assert.equal(pageBefore.status, 200);
      assert.match(textOf(pageBefore.html), /File an appeal \(Form-III\) for Mohan Lal/);
      const action = `/office/cases/${caseId}/assist/consents/${consentId}/appeal`;
      const missing = await web.post(action, { _csrf: csrfIn(pageBefore.html), 'appeal.grounds': '' });
      assert.equal(missing.status, 400);
      for (const f of ['grounds', 'relief', 'withinTime', 'pending'])
        assert.match(missing.html, new RegExp(`id="f-appeal-${f}-error"`), `an error beside ${f}`);
      const form3 = {
        _csrf: csrfIn(pageBefore.html),
        'appeal.grounds': typed.grounds,
        'appeal.relief': typed.reliefClaimed,
        'appeal.withinTime': 'YES',
        'appeal.pending': 'no',
        'appeal.declared': 'yes',
      };
      const filed = await web.post(action, form3);
      assert.equal(filed.status, 303, textOf(filed.html).slice(0, 600));
      assert.match(filed.location ?? '', /appealed=CTA%2FAGR%2F2026%2F\d+/);

      // The same Form-III sent again (a second click, a retry) is the same filing: no second appeal, no second party
      // or consent in it, the same appeal's page.
      const again = await web.post(action, form3);
      assert.equal(again.status, 303, textOf(again.html).slice(0, 600));
      assert.equal(again.location, filed.location);

      // The appeal, before the district's appellate authority: Form-III as filed, and who filed it for whom.
      const appeals = await as(app, await t.tokenFor(dm)).get(`/api/v1/cases/${caseId}`);
      const appeal = (appeals.body.related as { id: string; kind: string }[]).find((x) => x.kind === 'appeal');
      assert.ok(appeal, 'the appeal is related to the case below');
      const entries = await t.services.store.read.entries(appeal.id);
      const first = entries[0]!.payload as { actedFor?: unknown; form?: { appellant?: { name?: string } } };
      assert.deepEqual(first.actedFor, { operator: 'Sunita Devi', party: 'Mohan Lal', consentDocumentId: documentId });
      assert.equal(first.form?.appellant?.name, 'Mohan Lal');
      assert.equal(entries[0]!.actorId, desk.accountId, 'the record names the account that acted');
      const dmWeb = new WebClient(app, { authorization: `Bearer ${await t.tokenFor(dm)}` });
      const sheet = textOf((await dmWeb.get(`/office/cases/${appeal.id}`)).html);
      assert.match(sheet, new RegExp(`Recorded by Sunita Devi for Mohan Lal, consent document ${documentId}`));

      // I-410: the consent covers the appeal. The party is on record there as the appellant with the same consent
      // document, the filing leads to the appeal's help desk page, and the operator takes their later steps in it.
      assert.match(filed.location ?? '', new RegExp(`^/office/cases/${appeal.id}/assist\\?`));
      assert.equal((await paper.paper.consentsOf(appeal.id)).length, 1, 'the consent is entered in the appeal once');
      assert.equal((await paper.paper.ofStream(appeal.id)).length, 1, 'the party is entered in the appeal once');
      assert.equal((appeals.body.related as { kind: string }[]).filter((x) => x.kind === 'appeal').length, 1);
      const appealConsent = (await paper.paper.consentsOf(appeal.id)).find((x) => !x.withdrawnAt);
      assert.ok(appealConsent, 'the consent is on record in the appeal');
      assert.deepEqual(
        [appealConsent.partyName, appealConsent.partyRole, appealConsent.operatorId, appealConsent.documentId],
        ['Mohan Lal', 'appellant', desk.accountId, documentId],
      );
      t.clock.set('2026-08-26T06:00:00Z');
      const dmApi = as(app, await t.tokenFor(dm));
      const seen = await dmApi.get(`/api/v1/appeals/${appeal.id}`);
      assert.equal(seen.status, 200, seen.text.slice(0, 400));
      const version = seen.body.summary.version as number;
      const intimated = await dmApi.post(`/api/v1/appeals/${appeal.id}/commands/intimate-defects`, {
        defects: [{ field: 'grounds', description: 'State each ground separately.' }],
        expectedVersion: version,
      });
      assert.equal(intimated.status, 200, intimated.text);
      const deskAppeal = await web.get(`/office/cases/${appeal.id}/assist`);
      assert.equal(deskAppeal.status, 200);
      assert.match(textOf(deskAppeal.html), /Mohan Lal \(Appellant\)[\s\S]*Record that the defects were rectified/);
      const rectified = await web.post(`/office/cases/${appeal.id}/assist/consents/${appealConsent.id}/act`, {
        _csrf: csrfIn(deskAppeal.html),
        _command: 'record-rectification',
        note: 'The grounds are now stated one by one.',
      });
      assert.equal(rectified.status, 303, textOf(rectified.html).slice(0, 600));
      const last = (await t.services.store.read.entries(appeal.id)).at(-1)!;
      assert.equal(last.type, 'appeal.defects-rectified');
      assert.deepEqual((last.payload as { actedFor?: unknown }).actedFor, {
        operator: 'Sunita Devi',
        party: 'Mohan Lal',
        consentDocumentId: documentId,
      });
      const appealSheet = textOf((await dmWeb.get(`/office/cases/${appeal.id}`)).html);
      assert.equal(
        appealSheet.split(`Recorded by Sunita Devi for Mohan Lal, consent document ${documentId}`).length - 1,
        2,
        'the filing and the rectification each say who acted for whom',
      );
      // The officer whose order is under appeal does not act for a party in it.
      await assert.rejects(
        assistedView(paper, ao, appeal.id),
        (e: unknown) => e instanceof AppError && e.code === 'AUTH.FORBIDDEN',
      );

      // Withdrawn: no further appeal for the party through this consent.
      await withdrawConsent(paper, ao, { streamId: caseId, consentId });
      await assert.rejects(
        form3ForParty(paper, desk, { caseId, consentId, typed }),
        (e: unknown) => e instanceof AppError && e.code === 'AUTH.FORBIDDEN' && /withdrawn/.test(e.message),
      );
    });
  });
}
