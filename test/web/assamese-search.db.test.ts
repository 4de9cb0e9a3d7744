// Issue 31, search only: people type Assamese on Bengali keyboards, so in the officers' search of party names Bengali
// র (U+09B0) matches Assamese ৰ (U+09F0), and ব matches ৱ (U+09F1), both sides NFC. The stored names keep their own
// letters; the words are folded in SQL (search_fold, 0251-search-fold-assamese.sql) and the typed ones by
// assameseSearchKey. Through the use case, the API and the worklist page, on PGlite and PostgreSQL.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'kysely';
import type { Actor } from '../../src/app/actor.ts';
import { parseSearch } from '../../src/app/cases/read-case.ts';
import type { Db } from '../../src/db/client.ts';
import { validParticulars } from '../../src/domain/adjudication/fixtures.ts';
import { assameseSearchKey } from '../../src/lib/assam-terms.ts';
import { as } from '../api.ts';
import { testBackends } from '../db.ts';
import { makeActor, OFFICES, seedJurisdiction } from '../factories.ts';
import type { TestServices } from '../services.ts';
import { testServices } from '../services.ts';
import { csrfIn, textOf, WebClient } from './client.ts';
import type { TestApp } from '../case-walk.ts';
import { testApp } from '../case-walk.ts';

for (const backend of testBackends()) {
  describe(`search of Assamese names typed on a Bengali keyboard, on ${backend.name}`, () => {
    let db: Db;
    let t: TestServices;
    let app: TestApp;
    let ao: Actor;
    const ids: Record<string, string> = {};

    before(async () => {
      db = await backend.open();
      await seedJurisdiction(db);
      t = testServices(db);
      app = testApp(t);
      const citizen = await makeActor(db, 'Complainant', [{ role: 'citizen' }]);
      ao = await makeActor(db, 'SDM Guwahati', [{ role: 'adjudicating-officer', officeCode: OFFICES.kamrup }]);
      t.clock.set('2026-07-06T06:00:00Z');
      const api = as(app, await t.tokenFor(citizen));
      // Assamese ৰ in the first, ৱ in the second; a name in Bengali letters in the third.
      for (const name of ['ৰমেন কলিতা', 'ৱাহিদুল ইছলাম', 'রবীন্দ্র দাস']) {
        const p = validParticulars();
        const r = await api.post('/api/v1/complaints', {
          officeCode: OFFICES.kamrup,
          filedBy: { capacity: 'aggrieved-person' },
          mode: 'electronic',
          // Section 24, not 26: at an office in Assam section 26 goes to the court on a written report (s.26A).
          particulars: {
            ...p,
            contravener: { ...p.contravener, name, provisionAlleged: 'Section 24 of the Cattle-trespass Act, 1871' },
          },
        });
        assert.equal(r.status, 201, r.text);
        ids[name] = r.body.id as string;
      }
    });
    after(async () => {
      await db.close();
    });

    it('the typed words and the stored ones fold alike: র to ৰ, ৱ to ব, NFC', async () => {
      assert.deepEqual(parseSearch('রমেন কলি')?.words, ['ৰমেন', 'কলি']);
      assert.equal(assameseSearchKey('ৱাহিদুল'), 'বাহিদুল');
      const r = await sql<{ f: string }>`select search_fold(${'রবীন্দ্র ৱাহিদুল য\u09bc'}) as f`.execute(db.kysely);
      assert.equal(r.rows[0]!.f, assameseSearchKey('রবীন্দ্র ৱাহিদুল য\u09bc'));
      const stored = await sql<{
        word: string;
      }>`select word from case_party_word where stream_id = ${ids['রবীন্দ্র দাস']!}::uuid and role = 'respondent' order by word`.execute(
        db.kysely,
      );
      assert.deepEqual(
        stored.rows.map((x) => x.word),
        ['দাস', 'ৰবীন্দ্ৰ'],
      );
    });

    it('over the API: Bengali র finds Assamese ৰ, ব finds ৱ, and the other way; another letter finds nothing', async () => {
      const api = as(app, await t.tokenFor(ao));
      const q = async (s: string): Promise<string[]> =>
        ((await api.get(`/api/v1/worklist?q=${encodeURIComponent(s)}`)).body.items as { id: string }[]).map(
          (x) => x.id,
        );
      assert.deepEqual(await q('রমেন'), [ids['ৰমেন কলিতা']], 'Bengali র, as a Bengali keyboard types it');
      assert.deepEqual(await q('ৰমেন'), [ids['ৰমেন কলিতা']], 'Assamese ৰ');
      assert.deepEqual(await q('বাহিদুল'), [ids['ৱাহিদুল ইছলাম']], 'ব for ৱ');
      assert.deepEqual(await q('ৰবীন্দ্ৰ'), [ids['রবীন্দ্র দাস']], 'Assamese ৰ finds a name written with Bengali র');
      assert.deepEqual(await q('লমেন'), []);
    });

    it('on the worklist page, in Assamese', async () => {
      const email = `sdm.search.${Date.now()}@example.in`;
      const admin = await makeActor(db, 'Admin', [{ role: 'administrator' }]);
      await t.services.accounts.createStaffAccount(admin, {
        email,
        name: 'SDM Guwahati',
        password: 'officer-pass-2026',
        grants: [{ role: 'adjudicating-officer', officeCode: OFFICES.kamrup }],
      });
      const w = new WebClient(app);
      await w.get('/lang?to=as&back=/');
      const form = await w.get('/sign-in');
      const signed = await w.post('/sign-in', { _csrf: csrfIn(form.html), email, password: 'officer-pass-2026' });
      assert.equal(signed.status, 303);
      const page = await w.get(`/office/worklist?q=${encodeURIComponent('রমেন কলিতা')}`);
      assert.equal(page.status, 200);
      assert.match(page.html, new RegExp(`href="/office/cases/${ids['ৰমেন কলিতা']}"`));
      assert.doesNotMatch(page.html, new RegExp(`href="/office/cases/${ids['ৱাহিদুল ইছলাম']}"`));
      assert.match(textOf(page.html), /ৰমেন কলিতা|CTR\/KMRS/);
    });
  });
}
