// Section 26 (Assam) through the HTTP API, on every backend: the court's judgment recorded as a fact with its copy
// attached, and first or subsequent proposed from the portal's own records (the offender history), each possible
// match confirmed or rejected by the officer; the court's classification recorded without a reason.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { as } from '../../../test/api.ts';
import { csrfIn, textOf, WebClient } from '../../../test/web/client.ts';
import { testBackends } from '../../../test/db.ts';
import { makeActor, OFFICES, seedJurisdiction } from '../../../test/factories.ts';
import type { TestServices } from '../../../test/services.ts';
import { quietLogger, testServices } from '../../../test/services.ts';
import type { Db } from '../../db/client.ts';
import { createApp } from '../../server/app.ts';

const OPTS = { logger: quietLogger, publicUrl: 'http://localhost:3000', uploadMaxBytes: 4096, cookieSecure: false };
const PDF = new TextEncoder().encode('%PDF-1.4\n% judgment copy\n%%EOF\n');
const COURT = 'Court of the Judicial Magistrate First Class, Nalbari';

const report = (
  personId: string,
  offenceDate: string,
  on: string,
  accused: { name: string; parentName: string; address: string },
) => ({
  officeCode: OFFICES.kamrup,
  on,
  reporter: { name: 'Rina Das', capacity: 'aggrieved-person' },
  accused: { personId, ...accused, role: 'owner' },
  offence: {
    date: offenceDate,
    place: 'Paddy field, Dag 112, Nalbari',
    manner: 'neglect',
    limbs: [{ limb: 'damage', damaged: ['crop'], byTrespass: true }],
    cattle: 'Two bullocks',
    statement: "The accused's two bullocks trespassed into my paddy field and destroyed the standing crop.",
  },
});

for (const backend of testBackends()) {
  describe(`Section 26 (Assam): the judgment and the offender history over HTTP on ${backend.name}`, () => {
    let db: Db;
    let t: TestServices;
    let app: ReturnType<typeof createApp>;
    let ao: ReturnType<typeof as>;
    let aoTok: string;
    before(async () => {
      db = await backend.open();
      await seedJurisdiction(db);
      t = testServices(db, '2026-11-20T06:00:00Z');
      app = createApp(t.services, OPTS);
      aoTok = await t.tokenFor(
        await makeActor(db, 'B. Kalita', [{ role: 'adjudicating-officer', officeCode: OFFICES.kamrup }]),
      );
      ao = as(app, aoTok);
    });
    after(async () => {
      await db.close();
    });

    // Each command sends the version last seen (If-Match), as an officer's client does.
    const cmd = async (id: string, type: string, body: unknown) => {
      const seen = await ao.get(`/api/v1/assam-reports/${id}`);
      return ao.post(`/api/v1/assam-reports/${id}/commands/${type}`, body, {
        'if-match': seen.headers.get('etag') ?? '',
      });
    };
    async function attach(id: string): Promise<string> {
      const f = new FormData();
      f.append('file', new File([PDF], 'judgment.pdf', { type: 'application/pdf' }));
      const r = await app.request(`/api/v1/cases/${id}/documents`, {
        method: 'POST',
        body: f,
        headers: { authorization: `Bearer ${aoTok}` },
      });
      const body = (await r.json()) as { documentId: string };
      assert.equal(r.status, 201, JSON.stringify(body));
      return body.documentId;
    }
    async function toCognizance(
      personId: string,
      offenceDate: string,
      on: string,
      caseNumber: string,
      accused = { name: 'Hari Bora', parentName: 'Late Jadu Bora', address: 'Ward 3, Nalbari 781335' },
    ): Promise<string> {
      const r = await ao.post('/api/v1/assam-reports', report(personId, offenceDate, on, accused));
      assert.equal(r.status, 201, r.text);
      const c = await cmd(r.body.id, 'record-cognizance', { on, court: COURT, caseNumber });
      assert.equal(c.status, 200, c.text);
      // The accused summoned and appearing the same day (the natural-justice gate on a conviction, I-275).
      const proof = await attach(r.body.id);
      const s = await cmd(r.body.id, 'record-summons-served', {
        on,
        summonsId: 'S-1',
        appearOn: on,
        proofDocumentId: proof,
      });
      assert.equal(s.status, 200, s.text);
      const a = await cmd(r.body.id, 'record-appearance', { on, summonsId: 'S-1', attendance: 'appeared' });
      assert.equal(a.status, 200, a.text);
      return r.body.id;
    }

    let firstCase: string;
    it("Section 26 (Assam), first offence: the judgment needs its copy attached; then the conviction is recorded as the court's", async () => {
      firstCase = await toCognizance('P-1', '2026-08-01', '2026-08-03', 'CR 101/2026');
      const noCopy = await cmd(firstCase, 'record-outcome', {
        on: '2026-09-15',
        result: 'conviction',
        judgment: { court: COURT, caseNumber: 'CR 101/2026', documentId: 'none' },
        sentence: { fineRupees: 800 },
      });
      assert.equal(noCopy.status, 422, noCopy.text);
      assert.equal(noCopy.body.code, 'ASSAM.JUDGMENT_COPY_MISSING');
      assert.equal(noCopy.body.field, 'judgment.documentId');
      const missing = await cmd(firstCase, 'record-outcome', {
        on: '2026-09-15',
        result: 'conviction',
        sentence: { fineRupees: 800 },
      });
      assert.equal(missing.status, 400, missing.text);
      const doc = await attach(firstCase);
      const ok = await cmd(firstCase, 'record-outcome', {
        on: '2026-09-15',
        result: 'conviction',
        judgment: { court: COURT, caseNumber: 'CR 101/2026', documentId: doc },
        sentence: { fineRupees: 800 },
      });
      assert.equal(ok.status, 200, ok.text);
      const rec = await ao.get(`/api/v1/assam-reports/${firstCase}`);
      const conv = rec.body.orderSheet.find((e: { type: string }) => e.type === 'accused-convicted').payload;
      assert.deepEqual(conv.judgment, { court: COURT, caseNumber: 'CR 101/2026', documentId: doc });
      assert.equal(conv.classification.value, 'first');
      assert.equal(conv.limitation.applies, 'six-months');
    });

    it("Section 26 (Assam), subsequent offence: the portal proposes from its own records; the officer must decide each match; the court's classification needs no reason", async () => {
      // The same man, entered under another person id with "Shri" and a reworded address.
      const second = await toCognizance('P-22', '2026-10-01', '2026-10-02', 'CR 150/2026', {
        name: 'Shri Hari Bora',
        parentName: 'Jadu Bora',
        address: 'Ward No 3, Nalbari 781335',
      });
      const hist = await ao.get(`/api/v1/assam-reports/${second}/offender-history`);
      assert.equal(hist.status, 200, hist.text);
      assert.deepEqual(
        hist.body.candidates.map((c: { personId: string; strength: string }) => [c.personId, c.strength]),
        [['P-1', 'strong']],
      );
      assert.match(hist.body.candidates[0].explanation, /proposed as the same person/);
      assert.equal(hist.body.candidates[0].convictions[0].convictionDate, '2026-09-15');
      assert.equal(hist.body.proposal.value, 'subsequent');
      const doc = await attach(second);
      const judgment = { court: COURT, caseNumber: 'CR 150/2026', documentId: doc };
      const undecided = await cmd(second, 'record-outcome', {
        on: '2026-11-02',
        result: 'conviction',
        judgment,
        sentence: { fineRupees: 1500 },
      });
      assert.equal(undecided.status, 422, undecided.text);
      assert.equal(undecided.body.code, 'ASSAM.MATCH_UNDECIDED');
      assert.equal(undecided.body.field, 'matches');
      // The court held it a first offence (say, the earlier conviction not proved before it): recorded as given, no reason asked.
      const courts = await cmd(second, 'record-outcome', {
        on: '2026-11-02',
        result: 'conviction',
        judgment,
        matches: [{ personId: 'P-1', decision: 'confirmed' }],
        classification: { value: 'first' },
        sentence: { fineRupees: 900 },
      });
      assert.equal(courts.status, 200, courts.text);
      const rec = await ao.get(`/api/v1/assam-reports/${second}`);
      const conv = rec.body.orderSheet.find((e: { type: string }) => e.type === 'accused-convicted').payload;
      assert.equal(conv.classification.proposed, 'subsequent');
      assert.equal(conv.classification.value, 'first');
      assert.deepEqual(
        conv.classification.matches.map((m: { personId: string; decision: string }) => [m.personId, m.decision]),
        [['P-1', 'confirmed']],
      );
    });

    it('Section 26 (Assam), subsequent offence: a confirmed match makes it subsequent; a fine may carry a term in default (IPC s.64 / BNS s.8)', async () => {
      const third = await toCognizance('P-33', '2026-11-05', '2026-11-06', 'CR 170/2026');
      const doc = await attach(third);
      const hist = await ao.get(`/api/v1/assam-reports/${third}/offender-history`);
      assert.deepEqual(hist.body.candidates.map((c: { personId: string }) => c.personId).sort(), ['P-1', 'P-22']);
      const r = await cmd(third, 'record-outcome', {
        on: '2026-11-20',
        result: 'conviction',
        judgment: { court: COURT, caseNumber: 'CR 170/2026', documentId: doc },
        matches: [
          { personId: 'P-1', decision: 'confirmed' },
          { personId: 'P-22', decision: 'rejected' },
        ],
        sentence: { fineRupees: 1500, defaultImprisonment: { months: 0, days: 20 } },
      });
      assert.equal(r.status, 200, r.text);
      const rec = await ao.get(`/api/v1/assam-reports/${third}`);
      const conv = rec.body.orderSheet.find((e: { type: string }) => e.type === 'accused-convicted').payload;
      assert.equal(conv.classification.value, 'subsequent');
      assert.deepEqual(conv.sentence.defaultImprisonment, { months: 0, days: 20 });
      assert.equal(conv.limitation.applies, 'one-year');
    });

    it("Section 26 (Assam) on the web, English and Hindi: the judgment form lists each possible match to confirm or reject, and records the court's judgment", async () => {
      const fourth = await toCognizance('P-44', '2026-11-10', '2026-11-11', 'CR 180/2026');
      const doc = await attach(fourth);
      const w = new WebClient(app, { authorization: `Bearer ${aoTok}` });
      const casePage = await w.get(`/office/cases/${fourth}`);
      assert.ok(
        casePage.html.includes(`/office/cases/${fourth}/assam/judgment`),
        'the case page links to the judgment form',
      );
      const form = await w.get(`/office/cases/${fourth}/assam/judgment`);
      assert.equal(form.status, 200, textOf(form.html).slice(0, 400));
      const text = textOf(form.html);
      assert.match(text, /Conviction, sentence, compensation and forfeiture are decided by the Judicial Magistrate/);
      for (const id of ['P-1', 'P-22', 'P-33'])
        assert.ok(form.html.includes(`name="match_${id}"`), `a decision for ${id}`);
      assert.match(text, /No reason is needed when it differs from the portal's proposal/);
      const hi = await new WebClient(app, { authorization: `Bearer ${aoTok}`, 'accept-language': 'hi' }).get(
        `/office/cases/${fourth}/assam/judgment`,
      );
      assert.match(textOf(hi.html), /न्यायालय का निर्णय \(धारा 26, असम\)/);
      assert.match(textOf(hi.html), /पोर्टल के अभिलेख में पूर्व दोषसिद्धियाँ/);
      const version = /name="version" value="(\d+)"/.exec(form.html)![1]!;
      const base = {
        _csrf: csrfIn(form.html),
        version,
        result: 'conviction',
        on: '20/11/2026',
        court: COURT,
        caseNumber: 'CR 180/2026',
        documentId: doc,
        classification: 'subsequent',
        fineRupees: '1200',
        defaultMonths: '1',
      };
      const undecided = await w.post(`/office/cases/${fourth}/assam/judgment`, base);
      assert.equal(undecided.status, 400);
      assert.ok(undecided.html.includes('class="error-summary"'), 'the error summary lists the undecided matches');
      assert.ok(/aria-invalid|field invalid/.test(undecided.html), textOf(undecided.html).slice(0, 600));
      const ok = await w.post(`/office/cases/${fourth}/assam/judgment`, {
        ...base,
        'match_P-1': 'confirmed',
        'match_P-22': 'rejected',
        'match_P-33': 'rejected',
      });
      assert.equal(ok.status, 303, textOf(ok.html).slice(0, 600));
      const rec = await ao.get(`/api/v1/assam-reports/${fourth}`);
      const conv = rec.body.orderSheet.find((e: { type: string }) => e.type === 'accused-convicted').payload;
      assert.equal(conv.classification.value, 'subsequent');
      assert.equal(conv.judgment.documentId, doc);
      // The form's values make the command the catalogue's step makes: the court's sentence as given, in default of
      // the fine one month and no days.
      assert.deepEqual(conv.sentence, { fineRupees: 1200, defaultImprisonment: { months: 1, days: 0 } });
      assert.equal(conv.on, '2026-11-20');
    });

    it('Section 26 (Assam): record-outcome is offered once cognizance is taken and the copy of the judgment attached, and refused before and after, with the reason', async () => {
      const state = async (id: string) => {
        const r = await ao.get(`/api/v1/assam-reports/${id}`);
        assert.equal(r.status, 200, r.text);
        const available = (r.body.availableActions as { command: string }[]).map((a) => a.command);
        const blocked = (r.body.blockedActions as { command: string; code: string; reason: string }[]).find(
          (b) => b.command === 'record-outcome',
        );
        return { offered: available.includes('record-outcome'), blocked };
      };
      const made = await ao.post(
        '/api/v1/assam-reports',
        report('P-55', '2026-11-12', '2026-11-13', {
          name: 'Mohan Deka',
          parentName: 'Bipin Deka',
          address: 'Village Kaith, Barpeta 781301',
        }),
      );
      assert.equal(made.status, 201, made.text);
      const id = made.body.id as string;
      // Before cognizance, even with a copy attached: refused, naming s.26A.
      const doc = await attach(id);
      const reported = await state(id);
      assert.equal(reported.offered, false);
      assert.equal(reported.blocked?.code, 'ASSAM.NO_COGNIZANCE');
      const w = new WebClient(app, { authorization: `Bearer ${aoTok}` });
      const early = await w.get(`/office/cases/${id}/assam/judgment`);
      assert.equal(early.status, 200, textOf(early.html).slice(0, 400));
      assert.match(textOf(early.html), /No cognizance has been taken on a written report/);
      assert.ok(!(await w.get(`/office/cases/${id}`)).html.includes(`href="/office/cases/${id}/assam/judgment"`));
      const c = await cmd(id, 'record-cognizance', { on: '2026-11-14', court: COURT, caseNumber: 'CR 190/2026' });
      assert.equal(c.status, 200, c.text);
      // Once cognizance is taken with the copy attached: offered, and the next-step button opens the judgment page.
      assert.deepEqual(await state(id), { offered: true, blocked: undefined });
      const casePage = await w.get(`/office/cases/${id}`);
      assert.ok(casePage.html.includes(`href="/office/cases/${id}/assam/judgment"`), 'the next step opens the page');
      assert.ok(!casePage.html.includes(`/act/record-outcome`), 'not the generated form');
      const r = await cmd(id, 'record-outcome', {
        on: '2026-11-20',
        result: 'acquittal',
        judgment: { court: COURT, caseNumber: 'CR 190/2026', documentId: doc },
      });
      assert.equal(r.status, 200, r.text);
      const decided = await state(id);
      assert.equal(decided.offered, false);
      assert.equal(decided.blocked?.code, 'ASSAM.WRONG_STAGE');
      assert.match(decided.blocked?.reason ?? '', /already decided/);
    });

    it('Section 26 (Assam): after cognizance, record-outcome is refused until the copy of the judgment is attached', async () => {
      const id = await toCognizance('P-66', '2026-11-15', '2026-11-16', 'CR 195/2026', {
        name: 'Rupam Kalita',
        parentName: 'Dilip Kalita',
        address: 'Ward 9, Tihu 781371',
      });
      // The summons's proof is already attached (the accused was summoned and appeared), so the step may be offered:
      // the judgment it records must name the copy of the judgment itself, attached to the case.
      const judgment = (documentId: string) => ({
        on: '2026-11-20',
        result: 'acquittal',
        judgment: { court: COURT, caseNumber: 'CR 195/2026', documentId },
      });
      const refused = await cmd(id, 'record-outcome', judgment('00000000-0000-4000-8000-000000000000'));
      assert.equal(refused.status, 422, refused.text);
      assert.equal((refused.body as { code: string }).code, 'ASSAM.JUDGMENT_COPY_MISSING');
      const doc = await attach(id);
      const recorded = await cmd(id, 'record-outcome', judgment(doc));
      assert.equal(recorded.status, 200, recorded.text);
    });
  });
}
