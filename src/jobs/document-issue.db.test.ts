// Documents issued on the events of a proceeding, on PGlite and PostgreSQL: each issuing event (Rule 3 complaint →
// Form-I, Rule 4(1) notice → Form-II, Rule 4(6) hearing notice, Rule 4(4) extension, Rule 4(12) order, Rule 7(1) appeal
// → Form-III, Rule 7(6) defect intimation) writes an outbox row in its own transaction; the runner renders and signs the
// PDF later, stores it and records its SHA-256 in the order sheet (document-issued, hash-chained). The stored Form-II
// carries the case number and the parties; regenerating gives the same text; the public verification says genuine,
// and a copy with one byte changed is reported altered by the endpoint, the page and pdfsig.

import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Actor } from '../app/actor.ts';
import { loadIssue, recordIssuedDocument } from '../app/documents/issue.ts';
import { DOCUMENTS_ISSUED_BY } from '../app/documents/issuing.ts';
import type { Db } from '../db/client.ts';
import { SPEAKS } from '../domain/adjudication/fixtures.ts';
import { COMPLETE_FORM } from '../domain/appeal/fixtures.ts';
import { REPORT } from '../domain/assam/fixtures.ts';
import { TEMPLATE_IDS } from '../documents/index.ts';
import type { SigningKey } from '../documents/index.ts';
import { renderIssued } from '../documents/issue.ts';
import { as, send } from '../../test/api.ts';
import type { TestApp } from '../../test/case-walk.ts';
import { fileAppeal, fileCase, ok, PUBLIC_URL, testApp } from '../../test/case-walk.ts';
import { testBackends } from '../../test/db.ts';
import { makeActor, OFFICES, seedJurisdiction } from '../../test/factories.ts';
import type { TestServices } from '../../test/services.ts';
import { testServices } from '../../test/services.ts';
import { createDocumentRunner } from './document-runner.ts';
import type { DocumentRunner } from './document-runner.ts';
import { createRenderThread } from './render-thread.ts';
import type { RenderThread } from './render-thread.ts';
import { testSigningKey } from '../../test/signing.ts';
import { COMPLAINT as complaint } from '../../test/case-walk.ts';

const ARTEFACTS = new URL('../../test/artefacts/documents/', import.meta.url).pathname;
const dir = mkdtempSync(join(tmpdir(), 'ctp-issue-'));
const norm = (s: string): string => s.replace(/\s+/g, ' ').trim();
let fileNo = 0;
function pdftotext(pdf: Uint8Array): string {
  const f = join(dir, `t${++fileNo}.pdf`);
  writeFileSync(f, pdf);
  return norm(execFileSync('pdftotext', ['-raw', '-enc', 'UTF-8', f, '-'], { encoding: 'utf8' }));
}
function pdfsig(pdf: Uint8Array): string {
  const f = join(dir, `s${++fileNo}.pdf`);
  writeFileSync(f, pdf);
  try {
    return execFileSync('pdfsig', [f], { encoding: 'utf8' });
  } catch (e) {
    return String((e as { stdout?: string }).stdout ?? e);
  }
}
/** One byte flipped inside the second signed range of the PDF. */
function tamper(pdf: Uint8Array): Buffer {
  const b = Buffer.from(pdf);
  const br = /\/ByteRange \[0 (\d+) (\d+) (\d+)\]/.exec(b.toString('latin1'))!;
  const at = Number(br[2]) + Math.floor(Number(br[3]) / 2);
  b[at] = b[at]! ^ 0x01;
  return b;
}
function multipart(bytes: Uint8Array, name = 'copy.pdf'): FormData {
  const fd = new FormData();
  fd.append('file', new File([Buffer.from(bytes)], name, { type: 'application/pdf' }));
  return fd;
}

let key: SigningKey;
before(() => {
  key = testSigningKey();
});
// One render thread for the process, as ctp start and ctp worker have: the second backend's renders go to a thread
// that has already rendered the first backend's documents, so its bytes are checked against a warm thread too.
let thread: RenderThread | undefined;
const renderThread = (): RenderThread => (thread ??= createRenderThread({ key, publicUrl: PUBLIC_URL }));
after(async () => {
  await thread?.close();
});

describe('the issuing table names only templates of the document engine', () => {
  it('every template id in DOCUMENTS_ISSUED_BY is a TEMPLATE_ID', () => {
    const ids = Object.values(DOCUMENTS_ISSUED_BY).flatMap((t) => Object.values(t).flat());
    assert.deepEqual(
      ids.filter((id) => !(TEMPLATE_IDS as readonly string[]).includes(id)),
      [],
    );
  });
});

for (const backend of testBackends()) {
  describe(`documents issued on the events of a proceeding, on ${backend.name}`, () => {
    let db: Db;
    let t: TestServices;
    let app: TestApp;
    let runner: DocumentRunner;
    let citizen: Actor;
    let respondent: Actor;
    let stranger: Actor;
    let ao: Actor;
    let aa: Actor;
    const tok: Record<string, string> = {};
    const day = (d: string): void => t.clock.set(`${d}T06:00:00Z`);
    let caseId = '';
    let caseNumber = '';
    let appealId = '';

    before(async () => {
      db = await backend.open();
      await seedJurisdiction(db);
      t = testServices(db);
      app = testApp(t);
      runner = createDocumentRunner({ deps: t.services.cases, key, publicUrl: PUBLIC_URL, maxAttempts: 3 });
      citizen = await makeActor(db, 'Ramesh Kumar', [{ role: 'citizen' }]);
      respondent = await makeActor(db, 'Mohan Lal', [{ role: 'citizen' }]);
      stranger = await makeActor(db, 'Someone Else', [{ role: 'citizen' }]);
      ao = await makeActor(db, 'A. Sharma', [{ role: 'adjudicating-officer', officeCode: OFFICES.agraSadar }]);
      aa = await makeActor(db, 'D. M. Agra', [{ role: 'appellate-authority', districtCode: 'AGR' }]);
      for (const [k, a] of Object.entries({ citizen, respondent, stranger, ao, aa })) tok[k] = await t.tokenFor(a);
    });
    after(async () => {
      await runner.stop();
      await db.close();
    });

    it('Rules 3, 4(1), 4(4), 4(6), 4(12), 7(1), 7(6): each issuing event queues its documents in its own transaction; none is rendered there', async () => {
      const c = as(app, tok['citizen']!);
      const walk = await fileCase(app, t, { complainant: citizen, officer: ao }, { respondent, speaks: SPEAKS });
      caseId = walk.id;
      caseNumber = walk.number;
      // Filed, and the Form-I in both languages is queued, not yet made.
      const queued = ok(await c.get(`/api/v1/cases/${caseId}/documents`));
      assert.deepEqual(
        queued.body.items.map(
          (i: { template: string; lang: string; status: string }) => `${i.template}/${i.lang}/${i.status}`,
        ),
        ['form-1/en/pending', 'form-1/hi/pending'],
      );
      // Issue 27, point 9: the verification link is the QR code's, on the portal's public URL (not a relative path).
      for (const i of queued.body.items as { documentId: string; verify: string }[])
        assert.equal(i.verify, `${PUBLIC_URL}/verify/${i.documentId}`);
      await walk.to('notice');
      // The runner issues Form-I and Form-II meanwhile; the officer's next command still carries the version seen
      // before (documents issued since do not make it stale).
      assert.equal(await runner.drain(), 4);
      await walk.to('served');
      day('2026-07-20');
      await walk.cmd('extend-reply-period', {
        extraDays: 15,
        sufficientCauseShown: true,
        reasons: 'The noticee is in hospital; medical certificate produced.',
      });
      await walk.to('order');
      const { grounds: _omit, ...formWithoutGrounds } = COMPLETE_FORM;
      const form = {
        ...formWithoutGrounds,
        orderDate: '2026-08-20',
        declaration: { made: true, signedOn: '2026-08-24', name: 'Mohan Lal' },
      };
      const appeal = await fileAppeal(
        app,
        t,
        caseId,
        { by: respondent, authority: aa },
        { form, filedBy: 'appellant-in-person', medium: 'electronic' },
      );
      appealId = appeal.id;
      for (const [type, body] of [
        ['call-for-records', {}],
        [
          'intimate-defects',
          { defects: [{ field: 'grounds', description: 'Item 4 (grounds of appeal) is blank; state the grounds.' }] },
        ],
      ] as const) {
        day('2026-08-25');
        await appeal.acmd(type, body);
      }
    });

    it('the runner issues every queued document once: stored, its SHA-256 recorded in a hash-chained document-issued row', async () => {
      const issued = await runner.drain();
      assert.equal(
        issued,
        5 * 2,
        'in two languages: the reply extension, hearing notice and final order; Form-III and the defect intimation',
      );
      assert.equal(await runner.runOnce(), 'idle');
      const officer = as(app, tok['ao']!);
      const list = ok(await officer.get(`/api/v1/cases/${caseId}/documents`)).body.items as {
        documentId: string;
        template: string;
        lang: string;
        status: string;
        sha256: string;
        issuedSeq: number;
        issuedBySeq: number;
      }[];
      assert.deepEqual(
        list.map((i) => `${i.template}/${i.lang}`),
        ['form-1', 'form-2', 'reply-extension-order', 'hearing-notice', 'final-order'].flatMap((x) => [
          `${x}/en`,
          `${x}/hi`,
        ]),
      );
      assert.ok(list.every((i) => i.status === 'issued'));
      const record = ok(await officer.get(`/api/v1/cases/${caseId}`)).body;
      const rows = record.orderSheet as {
        seq: number;
        type: string;
        payload: { documentId: string; sha256: string; issuedBy: number; template: string };
      }[];
      for (const i of list) {
        const row = rows.find((r) => r.type === 'document-issued' && r.payload.documentId === i.documentId);
        assert.ok(row, `${i.template}/${i.lang} recorded in the order sheet`);
        assert.equal(row.payload.sha256, i.sha256);
        assert.equal(row.seq, i.issuedSeq);
        const issuing = rows.find((r) => r.seq === i.issuedBySeq)!;
        assert.ok(
          DOCUMENTS_ISSUED_BY.adjudication[issuing.type]!.includes(i.template),
          `${issuing.type} issues ${i.template}`,
        );
        // The bytes served are the bytes recorded.
        const dl = await app.request(`/api/v1/documents/${i.documentId}`, {
          headers: { authorization: `Bearer ${tok['citizen']}` },
        });
        assert.equal(dl.status, 200);
        assert.equal(dl.headers.get('content-type'), 'application/pdf');
        assert.match(
          dl.headers.get('content-disposition') ?? '',
          /^attachment; filename="CTR-AGRS-2026-\d+_[a-z0-9-]+_(en|hi)\.pdf"/,
        );
        const bytes = new Uint8Array(await dl.arrayBuffer());
        const { createHash } = await import('node:crypto');
        assert.equal(createHash('sha256').update(bytes).digest('hex'), i.sha256);
      }
      // Rule 4(3)(b): Form-II is issued with the Form-I of the same language as its enclosure.
      for (const lang of ['en', 'hi']) {
        const f2 = rows.find(
          (r) =>
            r.type === 'document-issued' &&
            r.payload.template === 'form-2' &&
            list.find((i) => i.documentId === r.payload.documentId)!.lang === lang,
        )!;
        assert.equal(
          (f2.payload as unknown as { encloses: string }).encloses,
          list.find((i) => i.template === 'form-1' && i.lang === lang)!.documentId,
        );
      }
      // Each issuing event has its documents, and nothing else issued any.
      const issuingRows = rows.filter((r) => DOCUMENTS_ISSUED_BY.adjudication[r.type]);
      assert.deepEqual(
        issuingRows.map((r) => r.type),
        [
          'complaint-registered',
          'show-cause-notice-issued',
          'reply-period-extended',
          'hearing-notice-issued',
          'order-passed',
        ],
      );
      const appealDocs = ok(await as(app, tok['aa']!).get(`/api/v1/cases/${appealId}/documents`)).body.items as {
        template: string;
        status: string;
      }[];
      assert.deepEqual(
        appealDocs.map((i) => `${i.template}/${i.status}`),
        ['form-3/issued', 'form-3/issued', 'defect-intimation/issued', 'defect-intimation/issued'],
      );
      const verify = await t.services.verifyOrderSheet();
      assert.deepEqual(verify.breaks, []);
    });

    it('parties and officers may download; a stranger may not (case:read policy)', async () => {
      const list = ok(await as(app, tok['respondent']!).get(`/api/v1/cases/${caseId}/documents`)).body.items as {
        documentId: string;
      }[];
      const id = list[0]!.documentId;
      assert.equal((await as(app, tok['stranger']!).get(`/api/v1/documents/${id}`)).status, 403);
      assert.equal((await as(app, tok['stranger']!).get(`/api/v1/cases/${caseId}/documents`)).status, 403);
      assert.equal((await as(app, tok['ao']!).get(`/api/v1/documents/${id}`)).status, 200);
      assert.equal((await send(app, 'GET', `/api/v1/documents/${id}`)).status, 401);
    });

    it('Rule 4(3): the stored Form-II carries the case number and the parties; regenerated later it gives the same text', async () => {
      const list = ok(await as(app, tok['ao']!).get(`/api/v1/cases/${caseId}/documents`)).body.items as {
        documentId: string;
        template: string;
        lang: string;
      }[];
      for (const lang of ['en', 'hi'] as const) {
        const item = list.find((i) => i.template === 'form-2' && i.lang === lang)!;
        const stored = await t.services.store.read.document(item.documentId);
        assert.ok(stored);
        const text = pdftotext(stored.content);
        assert.ok(text.includes(caseNumber), `${lang}: case number`);
        assert.ok(text.includes('Ramesh Kumar') && text.includes('Mohan Lal'), `${lang}: complainant and contravener`);
        assert.ok(text.includes(`${PUBLIC_URL}/verify/${item.documentId}`), `${lang}: the QR verification link`);
        assert.match(pdfsig(stored.content), /Signature is Valid/);
        // Later: the clock has moved and more has happened in the case; the document is rebuilt from the record.
        t.clock.set('2026-12-01T06:00:00Z');
        const job = (await t.services.store.read.documents.jobByDocument(item.documentId))!;
        const again = await renderIssued(await loadIssue(t.services.cases, job), { publicUrl: PUBLIC_URL, key });
        assert.equal(pdftotext(again.pdf), text);
        assert.equal(again.sha256, stored.sha256, 'same key, same recorded signing time: the same bytes');
      }
    });

    // Rendered once, from the PGlite run (the bytes do not depend on the backend).
    if (backend.name === 'pglite')
      it('PNG renderings of the issued Form-II and final order in English and Hindi (test/artefacts/documents/issued.*)', async () => {
        const list = ok(await as(app, tok['ao']!).get(`/api/v1/cases/${caseId}/documents`)).body.items as {
          documentId: string;
          template: string;
          lang: string;
        }[];
        mkdirSync(ARTEFACTS, { recursive: true });
        for (const i of list.filter((x) => x.template === 'form-2' || x.template === 'final-order')) {
          const stored = (await t.services.store.read.document(i.documentId))!;
          const f = join(dir, `png-${i.template}-${i.lang}.pdf`);
          writeFileSync(f, stored.content);
          const prefix = join(ARTEFACTS, `issued.${i.template}.${i.lang}`);
          execFileSync('pdftoppm', ['-png', '-r', '80', f, prefix]);
          assert.ok(
            readdirSync(ARTEFACTS).some((n) => n.startsWith(`issued.${i.template}.${i.lang}-`) && n.endsWith('.png')),
          );
        }
      });

    it('Rule 4(3): rendered on the render thread of ctp start and ctp worker, every issued document gives the bytes recorded', async () => {
      const jobs = await db.kysely
        .selectFrom('document_job' as never)
        .select(['document_id' as never])
        .where('status' as never, '=', 'done' as never)
        .execute();
      const ids = (jobs as { document_id: string }[]).map((j) => j.document_id);
      assert.ok(ids.length >= 14, `the case's and the appeal's documents (${ids.length})`);
      const thread = renderThread();
      t.clock.set('2026-12-01T06:00:00Z');
      // All at once: the thread takes them in turn and each answer finds its own request.
      const inputs = await Promise.all(
        ids.map(async (id) => loadIssue(t.services.cases, (await t.services.store.read.documents.jobByDocument(id))!)),
      );
      const docs = await Promise.all(inputs.map((i) => thread.render(i)));
      for (const [i, id] of ids.entries()) {
        const stored = (await t.services.store.read.document(id))!;
        assert.equal(
          docs[i]!.sha256,
          stored.sha256,
          `${inputs[i]!.job.template}/${inputs[i]!.job.lang}: the same bytes`,
        );
        assert.equal(docs[i]!.fileName, stored.fileName);
        assert.ok(Buffer.isBuffer(docs[i]!.pdf));
      }
      // A record the thread cannot render is refused with its reason, and the thread goes on rendering.
      const broken = { ...inputs[0]!, job: { ...inputs[0]!.job, template: 'form-99' } };
      await assert.rejects(thread.render(broken), /unknown document template "form-99"/);
      assert.equal((await thread.render(inputs[0]!)).sha256, docs[0]!.sha256);
    });

    it('recording a document twice (a retry after a lost reply) changes nothing', async () => {
      const list = ok(await as(app, tok['ao']!).get(`/api/v1/cases/${caseId}/documents`)).body.items as {
        documentId: string;
      }[];
      const job = (await t.services.store.read.documents.jobByDocument(list[0]!.documentId))!;
      const before = (await t.services.store.read.entries(caseId)).length;
      const doc = (await t.services.store.read.document(job.documentId))!;
      const r = await recordIssuedDocument(t.services.cases, job, {
        pdf: doc.content,
        sha256: doc.sha256,
        fileName: doc.fileName,
      });
      assert.equal(r.replayed, true);
      assert.equal((await t.services.store.read.entries(caseId)).length, before);
    });

    it('two runners at once (FOR UPDATE SKIP LOCKED) issue each queued document exactly once', async () => {
      day('2026-12-02');
      const c = as(app, tok['citizen']!);
      const ids = [];
      for (let i = 0; i < 3; i++) ids.push(ok(await c.post('/api/v1/complaints', complaint), 201).body.id as string);
      const second = createDocumentRunner({ deps: t.services.cases, key, publicUrl: PUBLIC_URL });
      const [a, b] = await Promise.all([runner.drain(), second.drain()]);
      assert.equal(a + b, 6);
      for (const id of ids) {
        const rows = (await t.services.store.read.entries(id)).filter((e) => e.type === 'document-issued');
        assert.equal(rows.length, 2);
        assert.equal(new Set(rows.map((r) => (r.payload as { documentId: string }).documentId)).size, 2);
      }
    });

    it('s.26A (Assam): a written report issues the report document in English only (a submission to the court), signed and recorded', async () => {
      day('2026-12-02');
      const kao = await makeActor(db, 'B. J. Baruah', [{ role: 'adjudicating-officer', officeCode: OFFICES.kamrup }]);
      const { type: _t, on: _o, ...rep } = REPORT;
      const made = ok(
        await as(app, await t.tokenFor(kao)).post('/api/v1/assam-reports', { officeCode: OFFICES.kamrup, ...rep }),
        201,
      );
      // Assam's order of 15 April 2025 keeps documents submitted to courts in English (rules/document-languages.ts).
      assert.equal(await runner.drain(), 1);
      const items = ok(await as(app, await t.tokenFor(kao)).get(`/api/v1/cases/${made.body.id}/documents`)).body
        .items as { documentId: string; template: string; status: string; lang: string }[];
      assert.deepEqual(
        items.map((i) => `${i.template}/${i.lang}/${i.status}`),
        ['assam-s26a-report/en/issued'],
      );
      const stored = (await t.services.store.read.document(items[0]!.documentId))!;
      assert.ok(pdftotext(stored.content).includes(made.body.number));
      assert.match(pdfsig(stored.content), /Signature is Valid/);
    });

    it('a document that cannot be made is retried with backoff, then marked failed', async () => {
      day('2026-12-03');
      const t0 = t.clock.now();
      await t.services.store.transaction((tx) =>
        tx.documents.enqueue([{ streamId: caseId, seq: 1, template: 'no-such-template', lang: 'en', at: t0 }]),
      );
      assert.equal(await runner.runOnce(), 'retry');
      assert.equal(await runner.runOnce(), 'idle', 'not due before its backoff');
      t.clock.set(new Date(t0.getTime() + 3_000));
      assert.equal(await runner.runOnce(), 'retry');
      t.clock.set(new Date(t0.getTime() + 10_000));
      assert.equal(await runner.runOnce(), 'failed');
      const items = ok(await as(app, tok['ao']!).get(`/api/v1/cases/${caseId}/documents`)).body.items as {
        template: string;
        status: string;
      }[];
      assert.deepEqual(
        items.filter((i) => i.template === 'no-such-template').map((i) => i.status),
        ['failed'],
      );
      const job = (await t.services.store.read.documents.jobsOf(caseId)).find(
        (j) => j.template === 'no-such-template',
      )!;
      assert.match(job.lastError ?? '', /unknown document template/);
      assert.equal(job.attempts, 3);
    });

    it('verification: genuine by id; a one-byte-tampered copy is altered for the API, the page and pdfsig', async () => {
      const list = ok(await as(app, tok['ao']!).get(`/api/v1/cases/${caseId}/documents`)).body.items as {
        documentId: string;
        template: string;
        lang: string;
      }[];
      const item = list.find((i) => i.template === 'final-order' && i.lang === 'hi')!;
      const g = ok(await send(app, 'GET', `/api/v1/public/documents/${item.documentId}/verification`));
      assert.equal(g.body.verdict, 'genuine', g.text);
      assert.equal(g.body.stored.matchesOrderSheet, true);
      assert.equal(g.body.stored.signature.valid, true);
      assert.equal(g.body.caseNumber, caseNumber);
      assert.ok(!/Ramesh|Mohan|98765|example\.in|Rampur/.test(g.text), 'no personal data');
      const page = await app.request(`/verify/${item.documentId}`);
      assert.equal(page.status, 200);
      const html = await page.text();
      assert.match(html, /Genuine/);
      assert.match(html, /href="\/assets\/portal\.[0-9a-f]{12}\.css"/, 'the portal layout and stylesheet (its fonts)');
      const pageHi = await (
        await app.request(`/verify/${item.documentId}`, { headers: { 'accept-language': 'hi' } })
      ).text();
      assert.match(pageHi, /असली/);
      assert.match(pageHi, /<html lang="hi">/);
      assert.ok(!/Ramesh|Mohan|98765|example\.in|Rampur/.test(html), 'no personal data on the page');
      assert.doesNotMatch(html, /<script>/i, 'no inline script');

      const stored = (await t.services.store.read.document(item.documentId))!;
      const sameRes = await app.request(`/api/v1/public/documents/${item.documentId}/verification`, {
        method: 'POST',
        body: multipart(stored.content),
      });
      assert.equal(sameRes.status, 200);
      const same = { body: (await sameRes.json()) as { verdict: string; copy: { matchesOrderSheet: boolean } } };
      assert.equal(same.body.verdict, 'genuine');
      assert.equal(same.body.copy.matchesOrderSheet, true);

      const bad = tamper(stored.content);
      const res = await app.request(`/api/v1/public/documents/${item.documentId}/verification`, {
        method: 'POST',
        body: multipart(bad),
      });
      assert.equal(res.status, 200);
      const altered = (await res.json()) as {
        verdict: string;
        copy: { matchesOrderSheet: boolean; signature: { valid: boolean } };
      };
      assert.equal(altered.verdict, 'altered');
      assert.equal(altered.copy.matchesOrderSheet, false);
      assert.equal(altered.copy.signature.valid, false);
      const pageBad = await app.request(`/verify/${item.documentId}`, { method: 'POST', body: multipart(bad) });
      assert.equal(pageBad.status, 200);
      assert.match(await pageBad.text(), /Altered: the copy you checked is not the document that was issued/);
      assert.match(pdfsig(stored.content), /Signature is Valid/);
      assert.doesNotMatch(pdfsig(bad), /Signature is Valid/);

      const unknown = await send(
        app,
        'GET',
        '/api/v1/public/documents/00000000-0000-4000-8000-000000000000/verification',
      );
      assert.equal(unknown.status, 404);
      assert.equal(unknown.body.verdict, 'unknown');
      assert.equal((await app.request('/verify/not-a-document')).status, 404);
    });
  });
}
