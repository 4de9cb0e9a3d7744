// Issue 6: the proof of service by manner (Rule 4(5), Rule 7(9)) through the HTTP API and the officer's web form,
// on PGlite, and PostgreSQL with DATABASE_URL. Speed post needs its India Post article number; a tender who, to whom,
// when and (if served) the acknowledgement; affixing a photo, the place, the time and at least one witness (I-20).
// The acknowledgement and the photo are documents attached to the same case; any other id is refused.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Actor } from '../../src/app/actor.ts';
import type { Db } from '../../src/db/client.ts';
import { as } from '../api.ts';
import type { Reply } from '../api.ts';
import { testBackends } from '../db.ts';
import { makeActor, OFFICES, seedJurisdiction } from '../factories.ts';
import type { TestServices } from '../services.ts';
import { testServices } from '../services.ts';
import { csrfIn, textOf, WebClient } from './client.ts';
import type { TestApp } from '../case-walk.ts';
import { COMPLAINT as complaint, appealFiled, decidedCase, runAs, testApp } from '../case-walk.ts';

const PNG = Uint8Array.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 1, 2, 3, 4,
]);
const notice = {
  replyDays: 30,
  contravention: 'Letting cattle trespass on the crop on 3 July 2026',
  provisionAlleged: 'Section 26 of the Cattle-trespass Act, 1871',
  complaintCopyEnclosed: true,
  aoName: 'A. Sharma',
  aoOffice: 'SDM Sadar, Agra',
};
const PASSWORD = 'officer-pass-2026';

interface Row {
  type: string;
  payload: Record<string, unknown>;
  basis: string[];
}

function refused(r: Reply, code: string, field: string, provision: string): void {
  assert.equal(r.status, 422, r.text);
  assert.equal(r.body.code, code, r.text);
  assert.equal(r.body.field, field, r.text);
  assert.ok(r.body.basis.includes(provision), `basis ${r.body.basis} lacks ${provision}`);
}

for (const backend of testBackends()) {
  describe(`proof of service by manner (Rules 4(5), 7(9)) on ${backend.name}`, () => {
    let db: Db;
    let t: TestServices;
    let app: TestApp;
    let citizen: Actor;
    let ao: Actor;
    let dm: Actor;
    let admin: Actor;
    let citizenTok: string;
    let aoTok: string;
    let dmTok: string;
    let n = 0;
    const day = (x: string): void => t.clock.set(`${x}T06:00:00Z`);

    before(async () => {
      db = await backend.open();
      await seedJurisdiction(db);
      t = testServices(db);
      app = testApp(t);
      citizen = await makeActor(db, 'Ramesh Kumar', [{ role: 'citizen' }]);
      ao = await makeActor(db, 'A. Sharma', [{ role: 'adjudicating-officer', officeCode: OFFICES.agraSadar }]);
      dm = await makeActor(db, 'D. M. Agra', [{ role: 'appellate-authority', districtCode: 'AGR' }]);
      admin = await makeActor(db, 'Admin', [{ role: 'administrator' }]);
      citizenTok = await t.tokenFor(citizen);
      aoTok = await t.tokenFor(ao);
      dmTok = await t.tokenFor(dm);
    });
    after(async () => {
      await db.close();
    });

    /** Uploads a PNG to a proceeding through the API; returns the document id. */
    async function upload(streamId: string, token: string, name = 'acknowledgement.png'): Promise<string> {
      const form = new FormData();
      form.set('file', new File([PNG], name, { type: 'image/png' }));
      const r = await app.request(`/api/v1/cases/${streamId}/documents`, {
        method: 'POST',
        body: form,
        headers: { authorization: `Bearer ${token}` },
      });
      assert.equal(r.status, 201, await r.clone().text());
      return ((await r.json()) as { documentId: string }).documentId;
    }

    /** A complaint filed on 6 Jul 2026 with its show-cause notice issued on 8 Jul; commands through the API as the officer. */
    async function noticedCase(): Promise<{
      id: string;
      run: (type: string, body: object) => Promise<Reply>;
      sheet: () => Promise<Row[]>;
      stage: () => Promise<string>;
    }> {
      day('2026-07-06');
      const filed = await as(app, citizenTok).post('/api/v1/complaints', complaint);
      assert.equal(filed.status, 201, filed.text);
      const id: string = filed.body.id;
      const officer = as(app, aoTok);
      // Each command sends the version it read (optimistic concurrency), as a client that reloads before acting.
      const run = async (type: string, body: object) => {
        const expectedVersion = (await officer.get(`/api/v1/cases/${id}`)).body.summary.version as number;
        return officer.post(`/api/v1/cases/${id}/commands/${type}`, { ...body, expectedVersion });
      };
      day('2026-07-08');
      assert.equal((await run('issue-show-cause-notice', notice)).status, 200);
      const sheet = async () => (await officer.get(`/api/v1/cases/${id}`)).body.orderSheet as Row[];
      const stage = async () => (await officer.get(`/api/v1/cases/${id}`)).body.summary.stage as string;
      return { id, run, sheet, stage };
    }

    it('Rule 4(5)(ii): speed post is recorded with its article number, a bad one is refused with its code', async () => {
      const k = await noticedCase();
      day('2026-07-09');
      refused(
        await k.run('record-service-attempt', {
          attemptId: 's1',
          mode: 'speed-post',
          particulars: 'Booked at Agra HPO',
        }),
        'SERVICE.ARTICLE_NUMBER_REQUIRED',
        'proof.articleNumber',
        'in.ctr2026.r4.5.ii',
      );
      const bad = await k.run('record-service-attempt', {
        attemptId: 's1',
        mode: 'speed-post',
        proof: { articleNumber: 'EK12345IN' },
      });
      refused(bad, 'SERVICE.ARTICLE_NUMBER_INVALID', 'proof.articleNumber', 'in.ctr2026.r4.5.ii');
      assert.match(bad.body.detail, /two letters, nine digits and two letters, e\.g\. EK123456789IN/);
      refused(
        await k.run('record-service-attempt', {
          attemptId: 's1',
          mode: 'speed-post',
          proof: { articleNumber: '123456789EKIN' },
        }),
        'SERVICE.ARTICLE_NUMBER_INVALID',
        'proof.articleNumber',
        'in.ctr2026.r4.5.ii',
      );
      // Written as on the receipt, with spaces and in lower case: recorded in the India Post form.
      const okd = await k.run('record-service-attempt', {
        attemptId: 's1',
        mode: 'speed-post',
        proof: { articleNumber: 'ek 123456789 in' },
      });
      assert.equal(okd.status, 200, okd.text);
      const row = (await k.sheet()).find((e) => e.type === 'service-attempted')!;
      assert.deepEqual(row.payload['proof'], { articleNumber: 'EK123456789IN' });
      assert.equal(row.payload['outcome'], 'pending');
      // The delivery is the later record: the outcome of the attempt.
      day('2026-07-13');
      const served = await k.run('record-service-outcome', { attemptId: 's1', outcome: 'served' });
      assert.equal(served.status, 200, served.text);
      assert.equal(await k.stage(), 'notice-served');
    });

    it('Rule 4(5)(i): a tender records who, to whom, when and the acknowledgement; served without an acknowledgement is refused', async () => {
      const k = await noticedCase();
      const other = await noticedCase();
      day('2026-07-09');
      const who = { tenderedBy: 'R. Singh, process server', tenderedTo: 'Mohan Lal', at: '10:30' };
      refused(
        await k.run('record-service-attempt', {
          attemptId: 't1',
          mode: 'tender',
          outcome: 'served',
          proof: { tenderedBy: who.tenderedBy, at: who.at },
        }),
        'SERVICE.TENDER_PARTICULARS_REQUIRED',
        'proof.tenderedTo',
        'in.ctr2026.r4.5.i',
      );
      refused(
        await k.run('record-service-attempt', {
          attemptId: 't1',
          mode: 'tender',
          outcome: 'served',
          proof: { ...who, at: '25:10' },
        }),
        'SERVICE.TENDER_PARTICULARS_REQUIRED',
        'proof.at',
        'in.ctr2026.r4.5.i',
      );
      const noAck = await k.run('record-service-attempt', {
        attemptId: 't1',
        mode: 'tender',
        outcome: 'served',
        proof: who,
      });
      refused(noAck, 'SERVICE.TENDER_ACKNOWLEDGEMENT_REQUIRED', 'proof.acknowledgementDocumentId', 'in.ctr2026.r4.5.i');
      assert.match(
        noAck.body.detail,
        /record the refusal to accept on tender, then serve by electronic means or speed post/,
      );
      // An id that is no document, and a document of another case, are both refused.
      refused(
        await k.run('record-service-attempt', {
          attemptId: 't1',
          mode: 'tender',
          outcome: 'served',
          proof: { ...who, acknowledgementDocumentId: '00000000-0000-4000-8000-000000000000' },
        }),
        'SERVICE.DOCUMENT_UNKNOWN',
        'proof.acknowledgementDocumentId',
        'in.ctr2026.r4.5.i',
      );
      const elsewhere = await upload(other.id, aoTok);
      refused(
        await k.run('record-service-attempt', {
          attemptId: 't1',
          mode: 'tender',
          outcome: 'served',
          proof: { ...who, acknowledgementDocumentId: elsewhere },
        }),
        'SERVICE.DOCUMENT_UNKNOWN',
        'proof.acknowledgementDocumentId',
        'in.ctr2026.r4.5.i',
      );
      assert.equal(
        (await k.sheet()).filter((e) => e.type === 'service-attempted').length,
        0,
        'nothing recorded by the refusals',
      );
      const ack = await upload(k.id, aoTok);
      const okd = await k.run('record-service-attempt', {
        attemptId: 't1',
        mode: 'tender',
        outcome: 'served',
        proof: { ...who, acknowledgementDocumentId: ack },
      });
      assert.equal(okd.status, 200, okd.text);
      const row = (await k.sheet()).find((e) => e.type === 'service-attempted')!;
      assert.deepEqual(row.payload['proof'], { ...who, acknowledgementDocumentId: ack });
      assert.ok(row.basis.includes('in.ctr2026.r4.5.i'));
      assert.equal(await k.stage(), 'notice-served');
    });

    it('Rule 4(5)(i): a tender left pending and found served later needs its acknowledgement with the outcome', async () => {
      const k = await noticedCase();
      day('2026-07-09');
      const pending = await k.run('record-service-attempt', {
        attemptId: 't1',
        mode: 'tender',
        outcome: 'pending',
        proof: { tenderedBy: 'R. Singh', tenderedTo: 'Mohan Lal', at: '15:00' },
      });
      assert.equal(pending.status, 200, pending.text);
      day('2026-07-10');
      refused(
        await k.run('record-service-outcome', { attemptId: 't1', outcome: 'served' }),
        'SERVICE.TENDER_ACKNOWLEDGEMENT_REQUIRED',
        'acknowledgementDocumentId',
        'in.ctr2026.r4.5.i',
      );
      refused(
        await k.run('record-service-outcome', {
          attemptId: 't1',
          outcome: 'served',
          acknowledgementDocumentId: '00000000-0000-4000-8000-000000000000',
        }),
        'SERVICE.DOCUMENT_UNKNOWN',
        'acknowledgementDocumentId',
        'in.ctr2026.r4.5.i',
      );
      const ack = await upload(k.id, aoTok);
      const served = await k.run('record-service-outcome', {
        attemptId: 't1',
        outcome: 'served',
        acknowledgementDocumentId: ack,
      });
      assert.equal(served.status, 200, served.text);
      assert.equal(
        (await k.sheet()).find((e) => e.type === 'service-outcome-recorded')!.payload['acknowledgementDocumentId'],
        ack,
      );
      assert.equal(await k.stage(), 'notice-served');
    });

    it('Rule 4(5)(iii): affixing records photo, place, time and witnesses; without them it is refused', async () => {
      const k = await noticedCase();
      day('2026-07-09');
      assert.equal(
        (
          await k.run('record-service-attempt', {
            attemptId: 't1',
            mode: 'tender',
            outcome: 'failed',
            particulars: 'House locked',
            proof: { tenderedBy: 'R. Singh', tenderedTo: 'Mohan Lal', at: '09:40' },
          })
        ).status,
        200,
      );
      assert.equal(
        (
          await k.run('record-service-attempt', {
            attemptId: 's1',
            mode: 'speed-post',
            proof: { articleNumber: 'EK123456789IN' },
          })
        ).status,
        200,
      );
      day('2026-07-15');
      assert.equal((await k.run('record-service-outcome', { attemptId: 's1', outcome: 'failed' })).status, 200);
      day('2026-07-16');
      const photo = await upload(k.id, aoTok, 'affixed.png');
      const full = {
        place: 'Outer door, House 40, Village Rampur',
        at: '11:15',
        photoDocumentId: photo,
        witnesses: ['Shyam Lal', 'Ram Prasad'],
      };
      refused(
        await k.run('record-service-attempt', {
          attemptId: 'x1',
          mode: 'affixing',
          outcome: 'served',
          particulars: 'Affixed on the door',
        }),
        'SERVICE.AFFIXING_PROOF_REQUIRED',
        'proof.photoDocumentId',
        'in.ctr2026.r4.5.iii',
      );
      refused(
        await k.run('record-service-attempt', {
          attemptId: 'x1',
          mode: 'affixing',
          outcome: 'served',
          proof: { ...full, place: ' ' },
        }),
        'SERVICE.AFFIXING_PROOF_REQUIRED',
        'proof.place',
        'in.ctr2026.r4.5.iii',
      );
      refused(
        await k.run('record-service-attempt', {
          attemptId: 'x1',
          mode: 'affixing',
          outcome: 'served',
          proof: { ...full, at: 'noon' },
        }),
        'SERVICE.AFFIXING_PROOF_REQUIRED',
        'proof.at',
        'in.ctr2026.r4.5.iii',
      );
      refused(
        await k.run('record-service-attempt', {
          attemptId: 'x1',
          mode: 'affixing',
          outcome: 'served',
          proof: { ...full, witnesses: [] },
        }),
        'SERVICE.AFFIXING_PROOF_REQUIRED',
        'proof.witnesses',
        'in.ctr2026.r4.5.iii',
      );
      refused(
        await k.run('record-service-attempt', {
          attemptId: 'x1',
          mode: 'affixing',
          outcome: 'served',
          proof: { ...full, photoDocumentId: '00000000-0000-4000-8000-000000000000' },
        }),
        'SERVICE.DOCUMENT_UNKNOWN',
        'proof.photoDocumentId',
        'in.ctr2026.r4.5.iii',
      );
      const okd = await k.run('record-service-attempt', {
        attemptId: 'x1',
        mode: 'affixing',
        outcome: 'served',
        proof: full,
      });
      assert.equal(okd.status, 200, okd.text);
      const row = (await k.sheet()).filter((e) => e.type === 'service-attempted').at(-1)!;
      assert.deepEqual(row.payload['proof'], full);
      assert.ok(row.basis.includes('in.ctr2026.r4.5.iii'));
    });

    /** A case decided with a penalty on 20 Aug 2026, appealed, admitted, and the notice to the respondent issued (Rule 7(8)); the Clock at 27 Aug. */
    async function noticedAppeal(): Promise<{ c1: string; appeal: string }> {
      day('2026-08-27');
      const deps = t.services.cases;
      const cmd = (who: Actor, id: string, command: object): Promise<void> => runAs(deps, who, id, command);
      const c1 = await decidedCase(deps, ao);
      const appeal = await appealFiled(deps, dm, c1);
      await cmd(dm, appeal, { type: 'call-for-records', on: '2026-08-25' });
      await cmd(dm, appeal, { type: 'admit', on: '2026-08-26' });
      await cmd(dm, appeal, {
        type: 'issue-notice-to-respondent',
        on: '2026-08-26',
        replyDays: 15,
        copyOfAppealEnclosed: true,
      });
      return { c1, appeal };
    }

    it("Rule 7(9): the same for the appellate authority's notice", async () => {
      const { c1, appeal } = await noticedAppeal();
      const authority = as(app, dmTok);
      const run = async (body: object) => {
        const expectedVersion = (await authority.get(`/api/v1/appeals/${appeal}`)).body.summary.version as number;
        return authority.post(`/api/v1/appeals/${appeal}/commands/record-service-attempt`, {
          ...body,
          expectedVersion,
        });
      };
      refused(
        await run({ mode: 'speed-post' }),
        'SERVICE.ARTICLE_NUMBER_REQUIRED',
        'proof.articleNumber',
        'in.ctr2026.r7.9.ii',
      );
      refused(
        await run({ mode: 'speed-post', proof: { articleNumber: 'EK1234567890' } }),
        'SERVICE.ARTICLE_NUMBER_INVALID',
        'proof.articleNumber',
        'in.ctr2026.r7.9.ii',
      );
      const who = { tenderedBy: 'Process server, Collectorate', tenderedTo: 'Ramesh Kumar', at: '12:05' };
      refused(
        await run({ mode: 'tender', outcome: 'served' }),
        'SERVICE.TENDER_PARTICULARS_REQUIRED',
        'proof.tenderedBy',
        'in.ctr2026.r7.9.i',
      );
      refused(
        await run({ mode: 'tender', outcome: 'served', proof: who }),
        'SERVICE.TENDER_ACKNOWLEDGEMENT_REQUIRED',
        'proof.acknowledgementDocumentId',
        'in.ctr2026.r7.9.i',
      );
      // A document of the case below is not a document of the appeal.
      const below = await upload(c1, aoTok);
      refused(
        await run({ mode: 'tender', outcome: 'served', proof: { ...who, acknowledgementDocumentId: below } }),
        'SERVICE.DOCUMENT_UNKNOWN',
        'proof.acknowledgementDocumentId',
        'in.ctr2026.r7.9.i',
      );
      // Affixing before (i) and (ii) failed is still refused first, whatever its proof.
      refused(
        await run({ mode: 'affixing', outcome: 'served' }),
        'SERVICE.AFFIXING_BEFORE_OTHER_MODES',
        'mode',
        'in.ctr2026.r7.9.iii',
      );
      const ack = await upload(appeal, dmTok);
      const okd = await run({ mode: 'tender', outcome: 'served', proof: { ...who, acknowledgementDocumentId: ack } });
      assert.equal(okd.status, 200, okd.text);
      const rows = (await authority.get(`/api/v1/appeals/${appeal}`)).body.orderSheet as Row[];
      const row = rows.find((e) => e.type === 'appeal.service-attempted')!;
      assert.deepEqual((row.payload['attempt'] as { proof: unknown }).proof, {
        ...who,
        acknowledgementDocumentId: ack,
      });
      assert.ok(row.basis.includes('in.ctr2026.r7.9.i'));
      // The appellate authority's case page shows who tendered to whom, when, with the acknowledgement's link.
      const w = new WebClient(app, { authorization: `Bearer ${dmTok}` });
      const pageText = await w.get(`/office/cases/${appeal}`);
      assert.equal(pageText.status, 200);
      assert.match(
        textOf(pageText.html),
        /Tendered by Process server, Collectorate to Ramesh Kumar at 12:05\. Acknowledgement/,
      );
      assert.ok(pageText.html.includes(`href="/my/documents/${ack}"`));
    });

    it('Rule 7(9) on the web: the appellate authority records a speed-post article returned, then delivered, on the outcome form; a refusal on tender has its form, deemed service none', async () => {
      const { appeal } = await noticedAppeal();
      const w = new WebClient(app, { authorization: `Bearer ${dmTok}` });
      const page = async () => (await w.get(`/office/cases/${appeal}`)).html;
      assert.ok(
        !(await page()).includes(`/office/cases/${appeal}/act/record-service-outcome`),
        'no outcome form before an attempt is pending',
      );
      const post = async (type: string, fields: Record<string, string>) => {
        const form = await w.get(`/office/cases/${appeal}/act/${type}`);
        assert.equal(form.status, 200, textOf(form.html).slice(0, 500));
        const version = /name="version" value="(\d+)"/.exec(form.html)![1]!;
        return {
          form,
          res: await w.post(`/office/cases/${appeal}/act/${type}`, {
            _csrf: csrfIn(form.html),
            version,
            // The officer has read how English words print in the Hindi copy (issue 30, point 7).
            languageAck: 'yes',
            ...fields,
          }),
        };
      };
      // Two articles booked (pending); the first comes back returned, the second delivered.
      for (const article of ['EK111111111IN', 'EK222222222IN']) {
        const r = await post('record-service-attempt', {
          notice: 'respondent-notice',
          mode: 'speed-post',
          outcome: 'pending',
          articleNumber: article,
        });
        assert.equal(r.res.status, 303, textOf(r.res.html).slice(0, 800));
      }
      assert.ok(
        (await page()).includes(`/office/cases/${appeal}/act/record-service-outcome`),
        'the outcome form is offered',
      );
      assert.ok(
        (await page()).includes(`/office/cases/${appeal}/act/record-tender-refused`),
        'and the refusal on tender (Rule 7(9)(i))',
      );
      assert.ok(!(await page()).includes('record-deemed-service'), 'no deemed service (I-C16)');
      const attempts = ((await as(app, dmTok).get(`/api/v1/appeals/${appeal}`)).body.orderSheet as Row[])
        .filter((e) => e.type === 'appeal.service-attempted')
        .map((e) => (e.payload['attempt'] as { attemptId: string }).attemptId);
      assert.equal(attempts.length, 2);
      const first = await post('record-service-outcome', { attemptId: attempts[0]!, outcome: 'failed' });
      assert.ok(
        first.form.html.includes(`<option value="${attempts[0]}"`) &&
          first.form.html.includes(`<option value="${attempts[1]}"`),
        'both pending attempts offered',
      );
      assert.equal(first.res.status, 303, textOf(first.res.html).slice(0, 800));
      const second = await post('record-service-outcome', { attemptId: attempts[1]!, outcome: 'served' });
      assert.ok(
        !second.form.html.includes(`<option value="${attempts[0]}"`),
        'a resolved attempt is no longer offered',
      );
      assert.equal(second.res.status, 303, textOf(second.res.html).slice(0, 800));
      const outcomes = ((await as(app, dmTok).get(`/api/v1/appeals/${appeal}`)).body.orderSheet as Row[]).filter(
        (e) => e.type === 'appeal.service-outcome',
      );
      assert.deepEqual(
        outcomes.map((e) => [e.payload['attemptId'], e.payload['outcome'], e.basis.includes('in.ctr2026.r7.9')]),
        [
          [attempts[0], 'failed', true],
          [attempts[1], 'served', true],
        ],
      );
      // Served: neither form is offered any more.
      const after = await page();
      assert.ok(!after.includes(`/act/record-service-outcome`) && !after.includes(`/act/record-tender-refused`));
    });

    it('/openapi.json: record-service-attempt takes a proof (ServiceProof) for both proceedings', async () => {
      const r = await app.request('/openapi.json');
      const doc = (await r.json()) as {
        components: { schemas: Record<string, { properties?: Record<string, unknown> }> };
      };
      const proof = doc.components.schemas['ServiceProof'];
      assert.ok(proof, 'ServiceProof is a named component');
      for (const k of [
        'tenderedBy',
        'tenderedTo',
        'at',
        'acknowledgementDocumentId',
        'articleNumber',
        'place',
        'photoDocumentId',
        'witnesses',
        'address',
        'messageId',
      ])
        assert.ok(proof.properties?.[k], k);
      assert.equal(
        JSON.stringify(doc).split('"$ref":"#/components/schemas/ServiceProof"').length - 1 >= 2,
        true,
        'both command bodies refer to it',
      );
    });

    /** A staff account made by the administrator, signed in through the sign-in page. */
    async function officer(): Promise<WebClient> {
      n += 1;
      const email = `sp.officer.${n}.${Date.now()}@example.in`;
      await t.services.accounts.createStaffAccount(admin, {
        email,
        name: `Officer ${n}`,
        password: PASSWORD,
        grants: [{ role: 'adjudicating-officer', officeCode: OFFICES.agraSadar }],
      });
      const w = new WebClient(app);
      const form = await w.get('/sign-in');
      const r = await w.post('/sign-in?next=/office/worklist', { _csrf: csrfIn(form.html), email, password: PASSWORD });
      assert.equal(r.status, 303, r.html);
      return w;
    }

    async function act(w: WebClient, caseId: string, fields: Record<string, string>) {
      const form = await w.get(`/office/cases/${caseId}/act/record-service-attempt`);
      assert.equal(form.status, 200, form.html.slice(0, 500));
      const version = /name="version" value="(\d+)"/.exec(form.html)![1]!;
      return w.post(`/office/cases/${caseId}/act/record-service-attempt`, {
        _csrf: csrfIn(form.html),
        version,
        ...fields,
      });
    }

    const errorBeside = (html: string, field: string): string => {
      const m = new RegExp(`<p class="error-msg" id="f-${field}-error">([\\s\\S]*?)</p>`).exec(html);
      assert.ok(m, `an error beside ${field}: ${textOf(html).slice(0, 800)}`);
      return textOf(m![1]!);
    };

    it('Rule 4(5)(i) on the web form: a tender with its acknowledgement chosen from the attached evidence, shown on the case page, in Hindi too', async () => {
      const k = await noticedCase();
      day('2026-07-09');
      const w = await officer();
      // The form: the manner, the outcome, and one fieldset per manner; nothing attached yet.
      let form = await w.get(`/office/cases/${k.id}/act/record-service-attempt`);
      assert.equal(form.status, 200);
      for (const legend of [
        'If by tender (clause (i))',
        'If by speed post (clause (ii))',
        'If by affixing (clause (iii))',
      ])
        assert.ok(form.html.includes(`<legend>${legend}</legend>`), legend);
      // Issue 30: the acknowledgement is uploaded on this form itself (its file input, linked from the fieldset).
      assert.ok(form.html.includes('href="#f-acknowledgementFile"'), 'a link to the file input on the form');
      assert.match(form.html, /enctype="multipart\/form-data"/);
      assert.match(form.html, /<input type="file" id="f-acknowledgementFile" name="acknowledgementFile"/);
      // It may still be uploaded from the case page, as a file in a plain form.
      const casePage = await w.get(`/my/cases/${k.id}`);
      assert.equal(casePage.status, 200);
      const up = new FormData();
      up.set('_csrf', csrfIn(casePage.html));
      up.set('file', new File([PNG], 'signed-receipt.png', { type: 'image/png' }));
      const uploaded = await w.postMultipart(`/my/cases/${k.id}/documents`, up);
      assert.equal(uploaded.status, 303, textOf(uploaded.html).slice(0, 500));
      form = await w.get(`/office/cases/${k.id}/act/record-service-attempt`);
      const ack = /<option value="([0-9a-f-]{36})"[^>]*>signed-receipt\.png/.exec(form.html)?.[1];
      assert.ok(ack, 'the uploaded receipt is offered as the acknowledgement');
      const tender = {
        target: 'notice',
        mode: 'tender',
        outcome: 'served',
        tenderedBy: 'R. Singh, process server',
        tenderedTo: 'Mohan Lal',
        tenderAt: '10:30',
      };
      // Served without the acknowledgement: refused beside its field, pointing to the refusal on tender.
      const noAck = await act(w, k.id, tender);
      assert.equal(noAck.status, 400);
      assert.match(
        errorBeside(noAck.html, 'acknowledgementDocumentId'),
        /acknowledgement.*refusal to accept.*Rule 4\(5\)\(i\)/,
      );
      assert.ok(noAck.html.includes('value="R. Singh, process server"'), 'what was typed is kept');
      // In Hindi, a bad article number is refused beside its field, in Hindi.
      await w.get(`/lang?to=hi&back=/`);
      const badPost = await act(w, k.id, {
        target: 'notice',
        mode: 'speed-post',
        outcome: 'pending',
        articleNumber: 'EK12IN',
      });
      assert.equal(badPost.status, 400);
      assert.match(
        errorBeside(badPost.html, 'articleNumber'),
        /भारतीय डाक की वस्तु संख्या नहीं.*EK123456789IN.*नियम 4\(5\)\(ii\)/,
      );
      assert.ok(badPost.html.includes('<legend>यदि चिपकाकर (खंड (iii))</legend>'));
      await w.get(`/lang?to=en&back=/`);
      const done = await act(w, k.id, { ...tender, acknowledgementDocumentId: ack! });
      assert.equal(done.status, 303, textOf(done.html).slice(0, 800));
      const shown = await w.follow(done);
      assert.match(textOf(shown.html), /Tendered by R\. Singh, process server to Mohan Lal at 10:30\. Acknowledgement/);
      assert.ok(shown.html.includes(`<a href="/my/documents/${ack}">Acknowledgement</a>`));
      // The Hindi page and the party's case page show it too.
      await w.get(`/lang?to=hi&back=/`);
      const hi = await w.get(`/office/cases/${k.id}`);
      assert.match(textOf(hi.html), /R\. Singh, process server द्वारा Mohan Lal को 10:30 बजे निविदान किया गया। पावती/);
      const party = new WebClient(app, { authorization: `Bearer ${citizenTok}` });
      assert.match(
        textOf((await party.get(`/my/cases/${k.id}`)).html),
        /Tendered by R\. Singh, process server to Mohan Lal at 10:30/,
      );
    });
  });
}
