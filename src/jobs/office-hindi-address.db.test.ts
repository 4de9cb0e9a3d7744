// Every name and address a Hindi page or document prints has its Hindi form, entered with the office (issue 30,
// point 7). The demonstration office's Hindi address is printed on its Hindi Form-II (read back with pdftotext), on
// the Hindi notice of hearing where the officer kept the form's default place (the office), and on the party's Hindi
// case page; an office whose Hindi address was not entered prints the English one as entered (no translation), and
// the administrator's page says it is missing until it is entered.

import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Actor } from '../app/actor.ts';
import { seedDemo } from '../app/admin/index.ts';
import { createAccountRepo } from '../db/accounts.repo.ts';
import { createJurisdictionRepo } from '../db/admin.repo.ts';
import type { Db } from '../db/client.ts';
import { testSigningKey } from '../../test/signing.ts';
import { as } from '../../test/api.ts';
import type { TestApp } from '../../test/case-walk.ts';
import { fileCase, ok, PUBLIC_URL, testApp } from '../../test/case-walk.ts';
import { testBackends } from '../../test/db.ts';
import { makeActor } from '../../test/factories.ts';
import type { TestServices } from '../../test/services.ts';
import { testServices } from '../../test/services.ts';
import { createDocumentRunner } from './document-runner.ts';
import type { DocumentRunner } from './document-runner.ts';

const dir = mkdtempSync(join(tmpdir(), 'ctp-office-hi-'));
let fileNo = 0;
function pdftotext(pdf: Uint8Array): string {
  const f = join(dir, `t${++fileNo}.pdf`);
  writeFileSync(f, pdf);
  return execFileSync('pdftotext', ['-raw', '-enc', 'UTF-8', f, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
}
const SADAR_EN = 'Tehsil Sadar, Agra, Uttar Pradesh (demo)';
const SADAR_HI = 'तहसील सदर, आगरा, उत्तर प्रदेश (डेमो)';
const ETMADPUR_EN = 'Tehsil Etmadpur, Agra, Uttar Pradesh (demo)';

for (const backend of testBackends()) {
  describe(`an office's name and address in Hindi on its Hindi pages and documents, on ${backend.name}`, () => {
    let db: Db;
    let t: TestServices;
    let app: TestApp;
    let runner: DocumentRunner;
    let root: Actor;

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
      root = await makeActor(db, 'Administrator', [{ role: 'administrator' }]);
    });
    after(async () => {
      await runner.stop();
      await db.close();
    });

    /** A complaint at the office, Form-II issued and a hearing fixed at the office (the form's default place). */
    async function caseAt(office: string, place: string) {
      const citizen = await makeActor(db, `Complainant ${office}`, [{ role: 'citizen' }]);
      const ao = await makeActor(db, `SDM ${office}`, [{ role: 'adjudicating-officer', officeCode: office }]);
      const party = as(app, await t.tokenFor(citizen));
      const officer = as(app, await t.tokenFor(ao));
      const walk = await fileCase(
        app,
        t,
        { complainant: citizen, officer: ao },
        {
          officeCode: office,
          aoName: 'Demo Officer',
          aoOffice: 'Sub-Divisional Magistrate',
          place,
        },
      );
      await walk.to('hearing-notice');
      const id = walk.id;
      await runner.drain();
      const items = ok(await officer.get(`/api/v1/cases/${id}/documents`)).body.items as {
        documentId: string;
        template: string;
        lang: string;
      }[];
      const text = async (template: string, lang: string): Promise<string> => {
        const item = items.find((i) => i.template === template && i.lang === lang);
        assert.ok(item, `${template}/${lang} issued`);
        const dl = await app.request(`/api/v1/documents/${item.documentId}`, {
          headers: { authorization: `Bearer ${await t.tokenFor(ao)}` },
        });
        assert.equal(dl.status, 200);
        return pdftotext(new Uint8Array(await dl.arrayBuffer()));
      };
      const hindiPage = async (): Promise<string> => {
        const r = await app.request(`/my/cases/${id}`, {
          headers: { authorization: `Bearer ${await t.tokenFor(citizen)}`, cookie: 'ctp_lang=hi' },
        });
        assert.equal(r.status, 200);
        return (await r.text()).replace(/\s+/g, ' ');
      };
      const view = ok(await party.get(`/api/v1/me/cases/${id}`)).body as {
        hearing?: { place: string; placeHi: string };
      };
      return { text, hindiPage, view };
    }

    it("the demonstration office's Hindi address on its Hindi Form-II, notice of hearing and the party's Hindi case page; English on the English ones", async () => {
      const c = await caseAt('AGRS', `Sub-Divisional Magistrate, Sadar, Agra, ${SADAR_EN}`);
      const form2hi = await c.text('form-2', 'hi');
      assert.ok(form2hi.includes('उपखंड मजिस्ट्रेट, सदर, आगरा'), form2hi);
      assert.ok(!form2hi.includes('Sadar, Agra'), 'no English name of the office on the Hindi Form-II');
      assert.ok((await c.text('form-2', 'en')).includes('Sub-Divisional Magistrate, Sadar, Agra'));
      assert.ok((await c.text('hearing-notice', 'en')).includes(SADAR_EN));
      const noticeHi = await c.text('hearing-notice', 'hi');
      assert.ok(!noticeHi.includes('(demo)'), 'the demonstration mark in Hindi too');
      assert.ok(noticeHi.includes(`उपखंड मजिस्ट्रेट, सदर, आगरा, ${SADAR_HI}`), noticeHi);
      assert.ok(!noticeHi.includes(SADAR_EN), 'not the English address');
      assert.equal(c.view.hearing?.placeHi, `उपखंड मजिस्ट्रेट, सदर, आगरा, ${SADAR_HI}`);
      assert.equal(c.view.hearing?.place, `Sub-Divisional Magistrate, Sadar, Agra, ${SADAR_EN}`);
      const page = await c.hindiPage();
      assert.ok(page.includes(SADAR_HI), 'the Hindi case page names the office in Hindi');
      assert.ok(!page.includes(SADAR_EN), 'and not in English');
    });

    it('an office with no Hindi address entered: the English one as entered on its Hindi pages, and the administrator sees it missing until it is entered', async () => {
      // The administrator clears the demonstration office's Hindi address (as an office created without one).
      await t.services.admin.setOfficeNames(root, {
        officeCode: 'AGRE',
        name: 'Sub-Divisional Magistrate, Etmadpur, Agra',
        nameHi: 'उपखंड मजिस्ट्रेट, एत्मादपुर, आगरा',
        address: ETMADPUR_EN,
        addressHi: '',
      });
      const adminPage = async (lang: string): Promise<string> => {
        const r = await app.request('/admin', {
          headers: { authorization: `Bearer ${await t.tokenFor(root)}`, cookie: `ctp_lang=${lang}` },
        });
        assert.equal(r.status, 200);
        return (await r.text()).replace(/\s+/g, ' ');
      };
      assert.match(await adminPage('en'), /Not entered: Hindi pages and documents print the English address/);
      const c = await caseAt('AGRE', `Sub-Divisional Magistrate, Etmadpur, Agra, ${ETMADPUR_EN}`);
      const noticeHi = await c.text('hearing-notice', 'hi');
      assert.ok(noticeHi.includes(ETMADPUR_EN), 'the English address as entered, not a translation');
      assert.ok(noticeHi.includes('उपखंड मजिस्ट्रेट, एत्मादपुर, आगरा'), 'the Hindi name that was entered');
      assert.equal(c.view.hearing?.placeHi, `उपखंड मजिस्ट्रेट, एत्मादपुर, आगरा, ${ETMADPUR_EN}`);
      // A Hindi address in Latin letters is refused with its field named; a Devanagari one is saved and printed.
      await assert.rejects(
        t.services.admin.setOfficeNames(root, {
          officeCode: 'AGRE',
          name: 'Sub-Divisional Magistrate, Etmadpur, Agra',
          nameHi: 'उपखंड मजिस्ट्रेट, एत्मादपुर, आगरा',
          address: ETMADPUR_EN,
          addressHi: 'Tehsil Etmadpur',
        }),
        (e: { details?: { problems?: { field?: string }[] } }) =>
          (e.details?.problems ?? []).some((p) => p.field === 'addressHi'),
      );
      await t.services.admin.setOfficeNames(root, {
        officeCode: 'AGRE',
        name: 'Sub-Divisional Magistrate, Etmadpur, Agra',
        nameHi: 'उपखंड मजिस्ट्रेट, एत्मादपुर, आगरा',
        address: ETMADPUR_EN,
        addressHi: 'तहसील एत्मादपुर, आगरा, उत्तर प्रदेश (डेमो)',
      });
      const editPage = await app.request('/admin/offices/AGRE', {
        headers: { authorization: `Bearer ${await t.tokenFor(root)}`, cookie: 'ctp_lang=hi' },
      });
      assert.equal(editPage.status, 200);
      assert.match(await editPage.text(), /तहसील एत्मादपुर, आगरा, उत्तर प्रदेश \(डेमो\)/);
      assert.doesNotMatch(await adminPage('en'), /Not entered/);
      const after = await caseAt('AGRE', `Sub-Divisional Magistrate, Etmadpur, Agra, ${ETMADPUR_EN}`);
      assert.ok((await after.text('hearing-notice', 'hi')).includes('तहसील एत्मादपुर, आगरा, उत्तर प्रदेश (डेमो)'));
    });
  });
}
