// Forms I and III on the web in the gazette's words (Rule 3, Rule 7(1); issue 13, point 8), as a browser with
// JavaScript off: the declarations in full, as printed in the signed PDF; item 2(h) "incurred"; the aggrieved person
// not narrowed to crop or land owners; item 2(e) a choice of sections, each explained, or another typed. On PGlite,
// and PostgreSQL with DATABASE_URL.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Db } from '../../src/db/client.ts';
import { form1Declaration, form3Declaration } from '../../src/rules/form-texts.ts';
import { testBackends } from '../db.ts';
import { seedJurisdiction } from '../factories.ts';
import type { TestServices } from '../services.ts';
import { testServices } from '../services.ts';
import { csrfIn, textOf, WebClient } from './client.ts';
import type { TestApp } from '../case-walk.ts';
import { testApp } from '../case-walk.ts';

const GAZETTE = {
  form1:
    'hereby declare that the facts stated herein are correct to the best of my knowledge and belief and that nothing material has been concealed or misrepresented.',
  form3:
    'I hereby declare that the facts stated herein above are correct to the best of my knowledge, information and belief.',
  item2h: 'Any compensation or charges incurred in accordance with the provisions of the Act',
};

for (const backend of testBackends()) {
  describe(`Forms I and III in the gazette's words on ${backend.name}`, () => {
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

    async function citizen(lang: 'en' | 'hi', email: string): Promise<WebClient> {
      const w = new WebClient(app);
      if (lang === 'hi') await w.get('/lang?to=hi&back=/');
      const form = await w.get('/register');
      const reg = await w.post('/register', {
        _csrf: csrfIn(form.html),
        name: 'Ramesh Kumar',
        email,
        phone: '98765 43210',
        password: 'khet-mein-gaay-2026',
        lang,
        consent: 'yes',
      });
      assert.equal(reg.status, 303, reg.html);
      const verifyPage = await w.follow(reg);
      const verified = await w.post('/account/verify-email', {
        _csrf: csrfIn(verifyPage.html),
        email,
        code: t.mail.codeFor(email)!,
      });
      const signIn = await w.follow(verified);
      const signedIn = await w.post('/sign-in?next=/my/cases', {
        _csrf: csrfIn(signIn.html),
        email,
        password: 'khet-mein-gaay-2026',
      });
      assert.equal(signedIn.status, 303, signedIn.html);
      return w;
    }

    it('the gazette texts we hold are the ones the web and the PDF use (Form-I, Form-III)', async () => {
      const { readFileSync } = await import('node:fs');
      const gazette = readFileSync(
        new URL('../../law/sources/cattle-trespass-rules-2026.gazette.txt', import.meta.url),
        'utf8',
      );
      for (const words of Object.values(GAZETTE)) assert.ok(gazette.includes(words), `the gazette says «${words}»`);
      assert.ok(form1Declaration('en', 'X').endsWith(GAZETTE.form1));
      assert.equal(form3Declaration('en'), GAZETTE.form3);
    });

    it("Rule 3, Form-I items 2(e), 2(h) and the declaration: the aggrieved person is anyone aggrieved; item 2(e) is a choice explained, or another typed; the declaration is the gazette's in full", async () => {
      t.clock.set('2026-07-06T06:00:00Z');
      const w = await citizen('en', 'ramesh.words@example.in');
      const start = await w.get('/file');
      const created = await w.post('/file', { _csrf: csrfIn(start.html) });
      const base = created.location!.replace(/\/office$/, '');
      const office = await w.follow(created);
      const csrf = csrfIn(office.html);
      const text = textOf(office.html);
      assert.match(text, /An aggrieved person: anyone aggrieved by the contravention \(Rule 3\)/);
      assert.doesNotMatch(text, /crop or land/, 'not narrowed to crop or land owners');
      const step = async (name: string, fields: Record<string, string>, expect = 303) => {
        const r = await w.post(`${base}/${name}`, { _csrf: csrf, ...fields });
        assert.equal(r.status, expect, r.html.slice(0, 2000));
        return r;
      };
      await step('office', { officeCode: 'AGRS', capacity: 'aggrieved-person', representedPerson: '' });
      await step('complainant', {
        'c.name': 'Ramesh Kumar',
        'c.parentName': 'Suresh Kumar',
        'c.address': 'Village Rampur, Agra',
        'c.pin': '282001',
        'c.phone': '98765 43210',
        'c.email': '',
      });
      await step('contravener', {
        'k.name': 'Mohan Lal',
        'k.parentName': '',
        'k.address': 'Village Rampur',
        'k.pin': '',
      });
      const incident = textOf((await w.get(`${base}/incident`)).html);
      assert.match(incident, /Section 26: an owner or keeper let animals damage land, crops, produce or a public road/);
      assert.match(incident, /Section 20: cattle were seized or detained illegally/);
      assert.match(incident, /Another section or provision \(type it below\)/);
      assert.doesNotMatch(incident, /If unsure, write/, 'no section is dictated');
      const facts = {
        'i.date': '03/07/2026',
        'i.time': '06:30',
        'i.place': 'Khasra 41',
        'i.nature': 'Cows let loose on the wheat',
      };
      // Neither a choice nor a typed section: refused, naming the field; "other" needs the text.
      const none = await step('incident', { ...facts, 'i.provisionChoice': '', 'i.provision': '' }, 400);
      assert.match(
        none.html,
        /<a href="#f-i-provisionChoice">[^<]*Choose the section or provision alleged to have been contravened, or type another<\/a>/,
      );
      const otherBlank = await step('incident', { ...facts, 'i.provisionChoice': 'other', 'i.provision': '' }, 400);
      assert.match(otherBlank.html, /<a href="#f-i-provision">/);
      await step('incident', { ...facts, 'i.provisionChoice': 's26', 'i.provision': '' });
      const statement = textOf((await w.get(`${base}/statement`)).html);
      assert.match(statement, new RegExp(`${GAZETTE.item2h} \\(item 2\\(h\\)\\)`));
      assert.doesNotMatch(statement, /claimed/);
      await step('statement', {
        's.statement': 'Four cows entered my field.',
        's.evidence': 'Khasra extract',
        's.compensation': 'Pound charges paid, Rs 400',
      });
      const review = await w.get(`${base}/review`);
      const rv = textOf(review.html);
      assert.match(rv, /Section 26 of the Cattle-trespass Act, 1871/, 'the chosen section is written out');
      assert.ok(rv.includes(form1Declaration('en', 'Ramesh Kumar')), 'the declaration in full, as the PDF prints it');
      assert.ok(rv.includes(`I, Ramesh Kumar (complainant) ${GAZETTE.form1}`));
      const filed = await w.post(`${base}/submit`, { _csrf: csrf, declared: 'yes', signedName: 'Ramesh Kumar' });
      assert.equal(filed.status, 303, filed.html.slice(0, 2000));
      const id = /\/my\/cases\/([0-9a-f-]{36})\/receipt/.exec(filed.location!)![1]!;
      const row = await db.kysely
        .selectFrom('order_sheet')
        .select('payload')
        .where('stream_id', '=', id)
        .where('type', '=', 'complaint-registered')
        .executeTakeFirstOrThrow();
      const payload = (typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload) as {
        particulars: { contravener: { provisionAlleged: string } };
      };
      assert.equal(
        payload.particulars.contravener.provisionAlleged,
        'Section 26 of the Cattle-trespass Act, 1871',
        'item 2(e) as filed',
      );
    });

    it('Rule 3, Form-I item 2(e) in Hindi: another section typed is kept as typed', async () => {
      t.clock.set('2026-07-06T06:00:00Z');
      const w = await citizen('hi', 'ramesh.words.hi@example.in');
      const start = await w.get('/file');
      const created = await w.post('/file', { _csrf: csrfIn(start.html) });
      const base = created.location!.replace(/\/office$/, '');
      const csrf = csrfIn((await w.follow(created)).html);
      await w.post(`${base}/office`, {
        _csrf: csrf,
        officeCode: 'AGRS',
        capacity: 'aggrieved-person',
        representedPerson: '',
      });
      const incident = textOf((await w.get(`${base}/incident`)).html);
      assert.match(incident, /धारा 27: कांजी हौस रक्षक ने पशुओं को अवैध रूप से छोड़ा या बेचा/);
      assert.match(incident, /व्यथित|धारा 26/);
      const r = await w.post(`${base}/incident`, {
        _csrf: csrf,
        'i.date': '03/07/2026',
        'i.time': '',
        'i.place': 'खसरा 41',
        'i.nature': 'गायें छोड़ीं',
        'i.provisionChoice': 'other',
        'i.provision': 'पशु अतिचार अधिनियम, 1871 की धारा 25',
      });
      assert.equal(r.status, 303, r.html.slice(0, 1500));
      const review = textOf((await w.get(`${base}/review`)).html);
      assert.match(review, /पशु अतिचार अधिनियम, 1871 की धारा 25/);
      assert.ok(
        review.includes(form1Declaration('hi', 'Ramesh Kumar')),
        'the Hindi declaration, as the Hindi PDF prints it',
      );
    });
  });
}
