// Assam's offices in Assam's languages (issue 31), the rest of what an office issues: for a case at each of the demo
// seed's Assam offices (Guwahati, Kamrup Metropolitan: English and Assamese; Silchar, Cachar: English and Bengali;
// Kokrajhar: English and Bodo in Devanagari), the complaint's Form-I with the office's receipt, the appeal's Form-III
// with its receipt, the notice to the respondent (Rule 7(8)), the appellate order (Rule 7(11)) and the signed order
// sheet are issued in the office's pair of languages (rules/document-languages.ts, the State's order of 15 April 2025
// under the Assam Official Language Act, 1960), and every sentence of each copy is read back exactly, NFC, with
// pdftotext. Each case is taken through once, in before(); the tests read what was issued.

import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import type { Db } from '../db/client.ts';
import { createAccountRepo } from '../db/accounts.repo.ts';
import { createJurisdictionRepo } from '../db/admin.repo.ts';
import { ANSWERS, COMPLETE_FORM } from '../domain/appeal/fixtures.ts';
import { renderDocument } from '../documents/index.ts';
import { testSigningKey } from '../../test/signing.ts';
import { pdftotextAll } from '../../test/pdftotext.ts';
import { layoutOf } from '../documents/catalog.ts';
import { modelForIssue } from '../documents/issue.ts';
import type { Block, Layout } from '../documents/types.ts';
import { prevailsLines } from '../documents/templates/regional.ts';
import { APPEAL_WORDS, FORM1_WORDS } from '../documents/templates/regional-appeal-words.ts';
import { REGIONAL_WORDS } from '../documents/templates/regional.ts';
import { BUNDLE_WORDS, CONSENT_WORDS, fillRegional } from '../documents/bundle-words.ts';
import type { IssueInput } from '../app/documents/issue.ts';
import { loadIssue } from '../app/documents/issue.ts';
import { seedDemo } from '../app/admin/index.ts';
import { as } from '../../test/api.ts';
import type { TestApp } from '../../test/case-walk.ts';
import { fileAppeal, fileCase, ok, PUBLIC_URL, testApp } from '../../test/case-walk.ts';
import { testBackends } from '../../test/db.ts';
import { makeActor } from '../../test/factories.ts';
import type { TestServices } from '../../test/services.ts';
import { testServices } from '../../test/services.ts';
import { createDocumentRunner } from './document-runner.ts';
import type { DocumentRunner } from './document-runner.ts';

const OUT = new URL('../../test/artefacts/documents/assam-cases-more/', import.meta.url).pathname;
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
const CASES = [
  { office: 'KMRS', district: 'KMR', lang: 'as', place: 'Guwahati (Kamrup Metropolitan)' },
  { office: 'CACS', district: 'CAC', lang: 'bn', place: 'Silchar (Cachar)' },
  { office: 'KOKS', district: 'KOK', lang: 'brx', place: 'Kokrajhar' },
] as const;
type Lang = 'en' | (typeof CASES)[number]['lang'];
/** The documents issued by the runner, by the proceeding that issues them. */
const ISSUED = [
  ['form-1', 'case'],
  ['form-3', 'appeal'],
  ['respondent-notice', 'appeal'],
  ['appellate-order', 'appeal'],
] as const;
/** Conjuncts and pre-base vowel signs each language's copies must give back in logical order. */
const SHAPING: Readonly<Record<'as' | 'bn', readonly string[]>> = {
  as: ['ক্ৰ', 'প্ৰ', 'ক্ষ', 'ৰ্য', 'ন্য', 'ি', 'ে', 'ৈ', 'ো'],
  // No Bengali word of these documents has ৈ; templates/regional.test.ts shapes it in a sample line.
  bn: ['ক্র', 'প্র', 'ক্ষ', 'র্য', 'ন্য', 'ি', 'ে', 'ো'],
};

/** One copy as issued: the text pdftotext gives and the sentences of the layout it was drawn from. */
interface Copy {
  readonly text: string;
  readonly sentences: readonly string[];
  readonly number: string;
}

for (const backend of testBackends()) {
  describe(`Assam Official Language Act, 1960 (order of 15 April 2025): Form-I, Form-III, Rule 7(8), Rule 7(11) and the order sheet of an Assam office in its pair of languages, on ${backend.name}`, () => {
    let db: Db;
    let t: TestServices;
    let app: TestApp;
    let runner: DocumentRunner;
    const day = (d: string): void => t.clock.set(`${d}T06:00:00Z`);
    /** `${office}/${template}/${lang}` → the copy. */
    const copies = new Map<string, Copy>();
    /** `${office}` → the paper bundle served on the person complained against, and the consent form, as text. */
    const paper = new Map<string, { lang: string; bundle: string; consent: string; number: string }>();
    /** `${office}/${template}` → the languages it was issued in, with its status. */
    const issuedLangs = new Map<string, string[]>();

    async function takeThrough(c: (typeof CASES)[number]): Promise<void> {
      // The copies of this case, read back with pdftotext together at the end.
      const read: { key: string; name: string; pdf: Uint8Array; sentences: string[]; number: string }[] = [];
      const citizen = await makeActor(db, `Complainant ${c.office}`, [{ role: 'citizen' }]);
      const ao = await makeActor(db, `SDM ${c.office}`, [{ role: 'adjudicating-officer', officeCode: c.office }]);
      const aa = await makeActor(db, `DM ${c.district}`, [{ role: 'appellate-authority', districtCode: c.district }]);
      const officer = as(app, await t.tokenFor(ao));
      const authority = as(app, await t.tokenFor(aa));
      const walk = await fileCase(
        app,
        t,
        { complainant: citizen, officer: ao },
        {
          officeCode: c.office,
          section: '24',
          aoName: 'Demo Officer',
          aoOffice: c.place,
          amounts: { penaltyPaise: 500_000, compensationPaise: 1_234_550, expensesPaise: 0, chargesPaise: 0 },
        },
      );
      await walk.to('order');
      const id = walk.id;

      // The person penalised appeals in Form-III, received in writing at the appellate authority's office, which
      // admits it, gives the respondent notice (Rule 7(8)), hears both and varies the order (Rule 7(11)).
      const appeal = await fileAppeal(
        app,
        t,
        id,
        { by: aa, authority: aa },
        {
          form: {
            ...COMPLETE_FORM,
            orderDate: '2026-08-20',
            withinTimeAnswer: 'YES',
            declaration: { made: true, signedOn: '2026-08-24', name: COMPLETE_FORM.appellant.name },
          },
          filedBy: 'appellant-in-person',
          medium: 'writing',
        },
      );
      const appealId = appeal.id;
      const acmd = appeal.acmd;
      await acmd('call-for-records', {});
      day('2026-08-31');
      await acmd('admit', {});
      day('2026-09-01');
      await acmd('issue-notice-to-respondent', { replyDays: 15, copyOfAppealEnclosed: true });
      day('2026-09-02');
      await acmd('record-service-attempt', {
        mode: 'speed-post',
        outcome: 'served',
        proof: { articleNumber: 'EK123456791IN' },
      });
      day('2026-09-11');
      await acmd('schedule-hearing', { hearingOn: '2026-09-18', mode: 'in-person', time: '11:00' });
      day('2026-09-18');
      await acmd('record-hearing', {
        mode: 'in-person',
        appearances: { appellant: 'in-person', respondent: 'legal-representative' },
        representatives: { respondent: 'Adv. Sunita Rao' },
      });
      day('2026-09-21');
      await acmd('decide-appeal', {
        outcome: 'vary',
        reasons: 'The compensation is reduced to the loss proved.',
        payWithinDays: 30,
        answers: ANSWERS,
        varied: { penaltyPaise: 500_000, compensationPaise: 600_000, expensesPaise: 0, chargesPaise: 0 },
      });
      await runner.drain();

      const token = await t.tokenFor(aa);
      const items = async (
        path: string,
      ): Promise<{ documentId: string; template: string; lang: string; status: string }[]> =>
        ok(await (path.includes(appealId) ? authority : officer).get(path)).body.items;
      const lists = {
        case: await items(`/api/v1/cases/${id}/documents`),
        appeal: await items(`/api/v1/cases/${appealId}/documents`),
      };
      for (const [template, where] of ISSUED) {
        const mine = lists[where].filter((i) => i.template === template);
        issuedLangs.set(
          `${c.office}/${template}`,
          mine.map((i) => `${i.lang}/${i.status}`),
        );
        for (const item of mine) {
          const dl = await app.request(`/api/v1/documents/${item.documentId}`, {
            headers: { authorization: `Bearer ${where === 'appeal' ? token : await t.tokenFor(ao)}` },
          });
          assert.equal(dl.status, 200, `${template}/${item.lang}`);
          const pdf = new Uint8Array(await dl.arrayBuffer());
          // The layout the runner rendered, from the same recorded proceeding (the model is a pure function of it).
          const job = (await t.services.store.read.documents.jobByDocument(item.documentId))!;
          const input = await loadIssue(t.services.cases, job);
          read.push({
            key: `${c.office}/${template}/${item.lang}`,
            name: `${c.office}_${template}_${item.lang}`,
            pdf,
            sentences: sentences(layoutOf(modelForIssue(input))),
            number: input.caseNumber,
          });
        }
      }
      // Issue 31 with issue 15: the person complained against has neither phone nor email; the office enters them
      // without choosing a language (the office's is taken), prints the bundle to serve and the consent form.
      const entered = ok(
        await officer.post(`/api/v1/cases/${id}/paper-parties`, {
          role: 'respondent',
          name: 'Mohan Lal',
          address: 'House 40, Village Rampur',
        }),
        201,
      ).body.id as string;
      const listed = ok(await officer.get(`/api/v1/cases/${id}/paper-parties`)).body.items as {
        id: string;
        lang: string;
      }[];
      const bundle = await app.request(`/api/v1/cases/${id}/paper-parties/${entered}/bundle`, {
        method: 'POST',
        headers: { authorization: `Bearer ${await t.tokenFor(ao)}`, 'content-type': 'application/json' },
        body: '{}',
      });
      assert.equal(bundle.status, 200, await bundle.clone().text());
      const consent = await app.request(`/api/v1/cases/${id}/paper-parties/${entered}/consent-form`, {
        method: 'POST',
        headers: { authorization: `Bearer ${await t.tokenFor(ao)}`, 'content-type': 'application/json' },
        body: '{}',
      });
      assert.equal(consent.status, 200, await consent.clone().text());
      const paperPdfs = [
        { name: `${c.office}_bundle`, pdf: new Uint8Array(await bundle.arrayBuffer()) },
        { name: `${c.office}_consent`, pdf: new Uint8Array(await consent.arrayBuffer()) },
      ];

      // The signed order sheet as it stood at the order (Rule 4(15)), in each language of the pair, drawn from the
      // recorded case the same way.
      const orderJob = (await t.services.store.read.documents.jobByDocument(
        lists.case.find((i) => i.template === 'final-order' && i.lang === 'en')!.documentId,
      ))!;
      const atOrder = await loadIssue(t.services.cases, orderJob);
      for (const L of ['en', c.lang] as const) {
        const input: IssueInput = { ...atOrder, job: { ...atOrder.job, template: 'order-sheet', lang: L } };
        const model = modelForIssue(input);
        const r = await renderDocument(model, { publicUrl: PUBLIC_URL });
        read.push({
          key: `${c.office}/order-sheet/${L}`,
          name: `${c.office}_order-sheet_${L}`,
          pdf: r.pdf,
          sentences: sentences(layoutOf(model)),
          number: input.caseNumber,
        });
      }

      const texts = pdftotext([...read, ...paperPdfs]);
      for (const [i, r] of read.entries())
        copies.set(r.key, { text: texts[i]!, sentences: r.sentences, number: r.number });
      paper.set(c.office, {
        lang: listed.find((p) => p.id === entered)!.lang,
        bundle: texts[read.length]!,
        consent: texts[read.length + 1]!,
        number: walk.number,
      });
    }

    before(async () => {
      db = await backend.open();
      t = testServices(db);
      await seedDemo({
        accounts: createAccountRepo(db.kysely),
        jurisdiction: createJurisdictionRepo(db.kysely),
        clock: t.clock,
      });
      app = testApp(t);
      runner = createDocumentRunner({
        deps: t.services.cases,
        key: testSigningKey(),
        publicUrl: PUBLIC_URL,
        maxAttempts: 3,
      });
      for (const c of CASES) await takeThrough(c);
    });
    after(async () => {
      await runner.stop();
      await db.close();
    });

    for (const c of CASES) {
      for (const [template] of ISSUED) {
        it(`${c.place}: ${template} is issued in English and ${c.lang}, never in Hindi`, () => {
          assert.deepEqual(
            [...(issuedLangs.get(`${c.office}/${template}`) ?? [])].sort(),
            ['en/issued', `${c.lang}/issued`].sort(),
          );
        });
      }
      for (const template of [...ISSUED.map(([x]) => x), 'order-sheet'] as const) {
        for (const L of ['en', c.lang] as Lang[]) {
          it(`${c.place}: ${template} in ${L}: every sentence read back exactly with pdftotext, the English version prevailing in both languages`, () => {
            const copy = copies.get(`${c.office}/${template}/${L}`);
            assert.ok(copy, `${template}/${L} was issued`);
            assert.ok(copy.sentences.length >= 8, `${template}/${L}: ${copy.sentences.length} sentences`);
            if (L !== 'en') {
              // Written in the language: no sentence of the copy is English words alone (names and numbers aside).
              assert.ok(
                copy.sentences.filter((s) => /[\p{Script=Bengali}\p{Script=Devanagari}]{3}/u.test(s)).length >=
                  copy.sentences.length / 2,
                `${template}/${L}: the copy is in the language`,
              );
            }
            const missing = copy.sentences.filter((s) => !copy.text.includes(s));
            assert.deepEqual(missing, [], `${template}/${L}: every sentence comes back exactly`);
            const [en, own] = prevailsLines(c.lang);
            assert.ok(
              copy.text.includes(norm(en)) && copy.text.includes(norm(own)),
              'the English version prevails, in both',
            );
            assert.ok(copy.text.includes(copy.number), 'the case or appeal number in ASCII digits');
          });
        }
      }
      it(`${c.place}: the appeal's documents in ${c.lang} are signed as the appellate authority (Rule 7), not the adjudicating officer`, () => {
        for (const template of ['respondent-notice', 'appellate-order'] as const) {
          const copy = copies.get(`${c.office}/${template}/${c.lang}`)!;
          assert.ok(copy.text.includes(APPEAL_WORDS[c.lang].authority), template);
        }
      });
      it(`${c.place}: a party with neither phone nor email is served in ${c.lang}: the covering sheet, the page to keep with the claim code, the notices and the consent form`, () => {
        const p = paper.get(c.office)!;
        assert.equal(p.lang, c.lang, "the office's language, not chosen on the officer's screen");
        const L = c.lang;
        const has = (text: string, s: string, what: string): void =>
          assert.ok(text.includes(norm(s)), `${what}: "${s}"`);
        for (const [k, w] of Object.entries(BUNDLE_WORDS)) {
          if (/\{/.test(w[L]) || k === 'rule79' || k === 'forService') continue;
          has(p.bundle, w[L], k);
        }
        has(p.bundle, fillRegional(BUNDLE_WORDS.manner, { rule: BUNDLE_WORDS.rule45[L] })[L], 'manner of service');
        // Step 2 names the case number and the claim code (a fresh one each print): the words either side of the code.
        for (const part of fillRegional(BUNDLE_WORDS.step2, { portal: PUBLIC_URL, number: p.number })[L].split(
          '{code}',
        ))
          has(p.bundle, part.trim(), 'step 2');
        // The notices in the bundle are the office's copies in the language: Form-II with Form-I enclosed.
        has(p.bundle, REGIONAL_WORDS[L].form2Title, 'Form-II');
        has(p.bundle, FORM1_WORDS[L].title, 'Form-I enclosed');
        has(p.bundle, REGIONAL_WORDS[L].hearingTitle, 'the notice of hearing');
        for (const [k, w] of Object.entries(CONSENT_WORDS)) {
          if (/\{/.test(w[L])) continue;
          has(p.consent, w[L], `consent: ${k}`);
        }
        has(
          p.consent,
          fillRegional(CONSENT_WORDS.text, { party: 'Mohan Lal', operator: `SDM ${c.office}` })[L],
          'consent',
        );
      });
      if (c.lang === 'as' || c.lang === 'bn') {
        const L = c.lang;
        it(`${c.place}: the conjuncts (${SHAPING[L].join(' ')}) and pre-base vowel signs come back in logical order`, () => {
          const all = [...copies.entries()].filter(([k]) => k.startsWith(`${c.office}/`) && k.endsWith(`/${L}`));
          assert.equal(all.length, 5);
          for (const cluster of SHAPING[L]) {
            const words = all.flatMap(([, x]) => x.sentences).filter((s) => s.includes(cluster));
            assert.ok(words.length > 0, `${cluster} is written in the documents`);
            assert.ok(
              all.some(([, x]) => x.text.includes(cluster)),
              `${cluster} comes back from the PDF in logical order`,
            );
          }
        });
      }
    }
  });
}
