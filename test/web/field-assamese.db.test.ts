// Issue 31: the process server's phone app (/field) in Assamese and Bengali. The page and the words its script shows
// offline (the JSON kept with the page) come from the reader's catalogue, so an Assam process server who chose
// Assamese or Bengali reads the app in that language; the page offers both beside English and Hindi, as the portal's
// other pages do.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { appointProcessServer } from '../../src/app/field/office.ts';
import type { Db } from '../../src/db/client.ts';
import { as } from '../../src/web/i18n/as.ts';
import { bn } from '../../src/web/i18n/bn.ts';
import { en } from '../../src/web/i18n/en.ts';
import { testBackends } from '../db.ts';
import { makeActor, OFFICES, seedJurisdiction } from '../factories.ts';
import type { TestServices } from '../services.ts';
import { testServices } from '../services.ts';
import { WebClient } from './client.ts';
import type { TestApp } from '../case-walk.ts';
import { testApp } from '../case-walk.ts';

/** The words the page keeps for its script. */
function scriptWords(html: string): Record<string, string> {
  const m = /<script type="application\/json" id="field-words">([^<]*)<\/script>/.exec(html);
  assert.ok(m, 'no field-words');
  return JSON.parse(m[1]!) as Record<string, string>;
}

for (const backend of testBackends()) {
  describe(`the process server's phone app in Assamese and Bengali, on ${backend.name}`, () => {
    let db: Db;
    let t: TestServices;
    let app: TestApp;
    let token: string;

    before(async () => {
      db = await backend.open();
      await seedJurisdiction(db);
      t = testServices(db);
      app = testApp(t);
      const sdm = await makeActor(db, 'SDM Guwahati', [{ role: 'adjudicating-officer', officeCode: OFFICES.kamrup }]);
      const server = await makeActor(db, 'Process server', [{ role: 'citizen' }]);
      await appointProcessServer(t.services.field, sdm, { accountId: server.accountId, officeCode: OFFICES.kamrup });
      token = await t.tokenFor(server);
    });
    after(async () => {
      await db.close();
    });

    for (const [l, cat] of [
      ['as', as],
      ['bn', bn],
    ] as const) {
      it(`${l}: signed out, the page is in ${l} and offers the other languages`, async () => {
        const w = new WebClient(app);
        await w.get(`/lang?to=${l}&back=/field`);
        const page = await w.get('/field');
        assert.equal(page.status, 200);
        assert.match(page.html, new RegExp(`<html lang="${l}"`));
        assert.ok(page.html.includes(cat['field.signIn']), 'the sign-in link in the language');
        assert.ok(!page.html.includes(en['field.signIn']));
        for (const other of ['en', 'hi', l === 'as' ? 'bn' : 'as'])
          assert.match(page.html, new RegExp(`href="/lang\\?to=${other}&amp;back=/field"`), other);
      });

      it(`${l}: the process server's page and its script's offline words are in ${l}, none in English`, async () => {
        const w = new WebClient(app, { authorization: `Bearer ${token}` });
        await w.get(`/lang?to=${l}&back=/field`);
        const page = await w.get('/field');
        assert.equal(page.status, 200);
        assert.ok(page.html.includes(cat['field.enrol']));
        const words = scriptWords(page.html);
        assert.ok(Object.keys(words).length > 30);
        for (const [k, v] of Object.entries(words)) {
          assert.equal(v, cat[k as keyof typeof en], k);
          assert.notEqual(v, en[k as keyof typeof en], `${k} in English`);
        }
      });
    }
  });
}
