// Assam's offices in Assam's languages (issue 31), through the portal: a case at each of the demo seed's Assam offices
// (Guwahati, Kamrup Metropolitan: English and Assamese; Silchar, Cachar: English and Bengali; Kokrajhar: English and
// Bodo in Devanagari) goes through Form-II, the notice of hearing, a witness's summons and the final order; the document runner issues each
// in the office's pair of languages (rules/document-languages.ts, the State's order of 15 April 2025 under the Assam
// Official Language Act, 1960), and every sentence of the regional copy is read back exactly, NFC, with pdftotext.

import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import type { Db } from '../db/client.ts';
import { createAccountRepo } from '../db/accounts.repo.ts';
import { createJurisdictionRepo } from '../db/admin.repo.ts';
import { validParticulars } from '../domain/adjudication/fixtures.ts';
import { testSigningKey } from '../../test/signing.ts';
import { pdftotextAll } from '../../test/pdftotext.ts';
import { BOTH_HEARD } from '../../test/case-walk.ts';
import { layoutOf } from '../documents/catalog.ts';
import { modelForIssue } from '../documents/issue.ts';
import type { Block, Layout } from '../documents/types.ts';
import { prevailsLines } from '../documents/templates/regional.ts';
import { loadIssue } from '../app/documents/issue.ts';
import { seedDemo } from '../app/admin/index.ts';
import { createApp } from '../server/app.ts';
import { as } from '../../test/api.ts';
import type { Reply } from '../../test/api.ts';
import { testBackends } from '../../test/db.ts';
import { makeActor } from '../../test/factories.ts';
import type { TestServices } from '../../test/services.ts';
import { quietLogger, testServices } from '../../test/services.ts';
import { createDocumentRunner } from './document-runner.ts';
import type { DocumentRunner } from './document-runner.ts';

const PUBLIC_URL = 'http://localhost:3000';
const OUT = new URL('../../test/artefacts/documents/assam-cases/', import.meta.url).pathname;
mkdirSync(OUT, { recursive: true });
const norm = (s: string): string => s.normalize('NFC').replace(/\s+/g, ' ').trim();
/** The text of each PDF, read by pdftotext all at once (written to OUT as `${name}.pdf`). */
function pdftotext(pdfs: readonly { name: string; pdf: Uint8Array }[]): string[] {
  return pdftotextAll(OUT, pdfs).map(norm);
}
/** Every sentence a layout draws (paragraphs split at the danda or full stop, field labels, table cells, signature). */
function sentences(layout: Layout): string[] {
  const out: string[] = [];
  const add = (t: string): void => {
    for (const s of t.split(/(?<=[।.:])\s+/)) if (norm(s) !== '') out.push(norm(s));
  };
  for (const b of layout.blocks as Block[]) {
    if (b.k === 'para' || b.k === 'title' || b.k === 'subtitle' || b.k === 'heading') add(b.text);
    else if (b.k === 'fields') for (const r of b.rows) add(r.label);
    else if (b.k === 'table') for (const row of [b.head, ...b.rows]) for (const c of row) add(c);
    else if (b.k === 'signature') for (const l of b.lines) add(l);
  }
  return out;
}
function ok(r: Reply, status = 200): Reply {
  assert.equal(r.status, status, r.text);
  return r;
}

const CASES = [
  { office: 'KMRS', lang: 'as', place: 'Guwahati (Kamrup Metropolitan)' },
  { office: 'CACS', lang: 'bn', place: 'Silchar (Cachar)' },
  { office: 'KOKS', lang: 'brx', place: 'Kokrajhar' },
] as const;
const TEMPLATES = ['form-2', 'hearing-notice', 'summons', 'final-order'] as const;

for (const backend of testBackends()) {
  describe(`Assam Official Language Act, 1960 (order of 15 April 2025): an Assam office's documents in its pair of languages, on ${backend.name}`, () => {
    let db: Db;
    let t: TestServices;
    let app: ReturnType<typeof createApp>;
    let runner: DocumentRunner;
    const day = (d: string): void => t.clock.set(`${d}T06:00:00Z`);

    before(async () => {
      db = await backend.open();
      t = testServices(db);
      await seedDemo({
        accounts: createAccountRepo(db.kysely),
        jurisdiction: createJurisdictionRepo(db.kysely),
        clock: t.clock,
      });
      app = createApp(t.services, {
        logger: quietLogger,
        publicUrl: PUBLIC_URL,
        uploadMaxBytes: 1 << 20,
        cookieSecure: false,
      });
      runner = createDocumentRunner({
        deps: t.services.cases,
        key: testSigningKey(),
        publicUrl: PUBLIC_URL,
        maxAttempts: 3,
      });
    });
    after(async () => {
      await runner.stop();
      await db.close();
    });

    for (const c of CASES) {
      it(`${c.place}: Form-II, the notice of hearing, a summons and the final order in English and ${c.lang}, every sentence read back exactly`, async () => {
        const citizen = await makeActor(db, `Complainant ${c.office}`, [{ role: 'citizen' }]);
        const ao = await makeActor(db, `SDM ${c.office}`, [{ role: 'adjudicating-officer', officeCode: c.office }]);
        const party = as(app, await t.tokenFor(citizen));
        const officer = as(app, await t.tokenFor(ao));
        day('2026-07-06');
        const filed = ok(
          await party.post('/api/v1/complaints', {
            officeCode: c.office,
            filedBy: { capacity: 'aggrieved-person' },
            mode: 'electronic',
            // Not section 26: at an office in Assam a complaint alleging it goes to the court on a written report
            // (section 26A, Assam Act XV of 2002), so this case alleges section 24.
            particulars: ((p) => ({
              ...p,
              contravener: { ...p.contravener, provisionAlleged: 'Section 24 of the Cattle-trespass Act, 1871' },
            }))(validParticulars()),
          }),
          201,
        );
        const id: string = filed.body.id;
        let v: number = filed.body.version;
        const cmd = async (type: string, body: object): Promise<void> => {
          v = ok(await officer.post(`/api/v1/cases/${id}/commands/${type}`, body, { 'if-match': `"${v}"` })).body
            .version;
        };
        day('2026-07-08');
        await cmd('issue-show-cause-notice', {
          replyDays: 30,
          contravention: 'Letting cattle trespass on and damage the crop of the complainant on 3 July 2026',
          provisionAlleged: 'Section 24 of the Cattle-trespass Act, 1871',
          complaintCopyEnclosed: true,
          aoName: 'Demo Officer',
          aoOffice: c.place,
        });
        day('2026-07-10');
        await cmd('record-service-attempt', {
          attemptId: 'a1',
          mode: 'speed-post',
          outcome: 'served',
          proof: { articleNumber: 'EK123456789IN' },
        });
        day('2026-07-27');
        await cmd('record-reply', { admits: false, text: 'My cattle were tied at home that morning.' });
        day('2026-07-28');
        await cmd('issue-hearing-notice', {
          hearingNoticeId: 'h1',
          hearingOn: '2026-08-05',
          mode: 'in-person',
          time: '11:00',
          place: 'Court room, SDM office',
        });
        day('2026-07-29');
        await cmd('record-service-attempt', {
          hearingNoticeId: 'h1',
          attemptId: 'h1-a1',
          mode: 'speed-post',
          outcome: 'served',
          proof: { articleNumber: 'EK123456790IN' },
        });
        day('2026-07-30');
        await cmd('issue-summons', {
          summonsId: 's1',
          witnessName: 'Gopal Das',
          purpose: 'evidence-and-documents',
          appearOn: '2026-08-05',
          time: '10:30',
          place: 'Office of the Sub-Divisional Magistrate',
        });
        day('2026-08-05');
        await cmd('record-hearing', BOTH_HEARD);
        day('2026-08-20');
        await cmd('pass-order', {
          kind: 'penalty-or-compensation',
          noCeilingConfirmed: true,
          amounts: { penaltyPaise: 500_000, compensationPaise: 1_234_550, expensesPaise: 0, chargesPaise: 0 },
          depositDays: 30,
          reasons: 'The trespass and damage are proved by the revenue record and photographs.',
          findings: [
            {
              section: '24',
              contravened: true,
              reasons: 'The revenue record and the photographs prove the trespass and the damage.',
            },
          ],
          compensation: { payee: 'complainant', payWithinDays: 30 },
        });
        await runner.drain();

        const items = ok(await officer.get(`/api/v1/cases/${id}/documents`)).body.items as {
          documentId: string;
          template: string;
          lang: string;
          status: string;
        }[];
        // Each copy downloaded as issued, then all read back with pdftotext together.
        const copies: {
          template: (typeof TEMPLATES)[number];
          L: string;
          name: string;
          pdf: Uint8Array;
          all: string[];
        }[] = [];
        for (const template of TEMPLATES) {
          const langs = items
            .filter((i) => i.template === template)
            .map((i) => `${i.lang}/${i.status}`)
            .sort();
          assert.deepEqual(
            langs,
            ['en/issued', `${c.lang}/issued`].sort(),
            `${template}: English and ${c.lang}, no Hindi`,
          );
          for (const L of ['en', c.lang] as const) {
            const item = items.find((i) => i.template === template && i.lang === L)!;
            const dl = await app.request(`/api/v1/documents/${item.documentId}`, {
              headers: { authorization: `Bearer ${await t.tokenFor(ao)}` },
            });
            assert.equal(dl.status, 200);
            const pdf = new Uint8Array(await dl.arrayBuffer());
            // The layout the runner rendered, from the same recorded case (the model is a pure function of it).
            const job = (await t.services.store.read.documents.jobByDocument(item.documentId))!;
            const input = await loadIssue(t.services.cases, job);
            const all = sentences(layoutOf(modelForIssue(input)));
            copies.push({ template, L, name: `${c.office}_${template}_${L}`, pdf, all });
          }
        }
        const texts = pdftotext(copies);
        for (const [i, { template, L, all }] of copies.entries()) {
          const text = texts[i]!;
          assert.ok(all.length >= 8, `${template}/${L}: ${all.length} sentences`);
          if (L !== 'en')
            assert.ok(
              all.some((x) => /[\p{Script=Bengali}\p{Script=Devanagari}]{3}/u.test(x)),
              'regional text',
            );
          const missing = all.filter((s) => !text.includes(s));
          assert.deepEqual(missing, [], `${template}/${L}: every sentence comes back exactly`);
          const [en, own] = prevailsLines(c.lang);
          assert.ok(
            text.includes(norm(en)) && text.includes(norm(own)),
            `${template}/${L}: the English version prevails, in both`,
          );
          assert.ok(text.includes(filed.body.number), 'the case number in ASCII digits');
        }
      });
    }
  });
}
