// `ctp seed` (caseSeeder) touches only what it creates: the seeded cases' complainants are accounts the seed makes,
// never a person's existing account (a respondent's "My cases" once filled with 25 strangers' cases).
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { testBackends } from '../../test/db.ts';
import { makeActor, OFFICES, seedJurisdiction } from '../../test/factories.ts';
import { readEnv } from '../config/env.ts';
import type { Db } from '../db/client.ts';
import { createStore } from '../db/store.ts';
import { FixedClock } from '../lib/clock.ts';
import { caseSeeder } from './seed-cases.ts';

for (const backend of testBackends()) {
  describe(`ctp seed on ${backend.name}`, () => {
    let db: Db;
    before(async () => {
      db = await backend.open();
      await seedJurisdiction(db);
    });
    after(async () => {
      await db.close();
    });

    it('seeded cases name only complainant accounts the seed made; existing citizens and their accounts are untouched', async () => {
      const citizens = await Promise.all(
        ['Ramesh Kumar', 'Suresh Yadav', 'Mohan Lal'].map((n) => makeActor(db, n, [{ role: 'citizen' }])),
      );
      await makeActor(db, 'A. Sharma', [{ role: 'adjudicating-officer', officeCode: OFFICES.agraSadar }]);
      const accountsBefore = await db.kysely.selectFrom('account').selectAll().orderBy('id').execute();
      const grantsBefore = await db.kysely.selectFrom('role_grant').selectAll().orderBy('id').execute();

      const seed = caseSeeder(db, createStore(db.kysely), new FixedClock('2026-11-02T06:00:00Z'), readEnv({}));
      const r = await seed({ cases: 30, officeCode: OFFICES.agraSadar, seed: 7 });
      assert.equal(r.cases, 30);

      const ids = citizens.map((c) => c.accountId);
      const theirs = await db.kysely
        .selectFrom('case_party')
        .select('stream_id')
        .where('account_id', 'in', ids)
        .execute();
      assert.deepEqual(theirs, [], 'no seeded case names an existing citizen as a party');
      const filedBy = await db.kysely
        .selectFrom('order_sheet')
        .select('actor_id')
        .where('actor_id', 'in', ids)
        .execute();
      assert.deepEqual(filedBy, [], 'no order-sheet entry is recorded as by an existing citizen');

      const parties = await db.kysely
        .selectFrom('case_party')
        .innerJoin('account', 'account.id', 'case_party.account_id')
        .select(['account.email', 'account.password_hash', 'case_party.role'])
        .execute();
      assert.equal(parties.length, 30, 'each seeded case has its complainant');
      for (const p of parties) {
        assert.match(p.email ?? '', /^seed-[0-9a-f]{8}-\d+@seed\.invalid$/);
        assert.equal(p.password_hash, null, 'no one can sign in as a seeded complainant');
        assert.equal(p.role, 'complainant');
      }

      // What existed is as it was: the same accounts and grants, unchanged, beside the seed's own.
      const accountsAfter = await db.kysely.selectFrom('account').selectAll().orderBy('id').execute();
      const grantsAfter = await db.kysely.selectFrom('role_grant').selectAll().orderBy('id').execute();
      const beforeIds = new Set(accountsBefore.map((a) => a.id));
      assert.deepEqual(
        accountsAfter.filter((a) => beforeIds.has(a.id)),
        accountsBefore,
      );
      assert.ok(accountsAfter.filter((a) => !beforeIds.has(a.id)).every((a) => a.email?.endsWith('@seed.invalid')));
      const grantIds = new Set(grantsBefore.map((g) => g.id));
      assert.deepEqual(
        grantsAfter.filter((g) => grantIds.has(g.id)),
        grantsBefore,
      );
    });
  });
}
