// Instants written by the repositories come from the Clock port, not the database's now(): accounts, role grants,
// proceedings, idempotency keys and documents carry the time the use case saw, so a test that sets the clock sees it.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { testBackends } from '../../test/db.ts';
import { makeActor, OFFICES, seedJurisdiction } from '../../test/factories.ts';
import type { TestServices } from '../../test/services.ts';
import { testServices } from '../../test/services.ts';
import type { Actor } from '../app/actor.ts';
import { fileComplaint } from '../app/cases/file-complaint.ts';
import { attachDocument } from '../app/documents/attach-document.ts';
import { validParticulars } from '../domain/adjudication/fixtures.ts';
import type { Db } from './client.ts';

const PNG = Uint8Array.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 1, 2, 3, 4,
]);
const at = (v: unknown): string => new Date(v as string | Date).toISOString();

for (const backend of testBackends()) {
  describe(`timestamps from the Clock port on ${backend.name}`, () => {
    let db: Db;
    let t: TestServices;
    let admin: Actor;
    before(async () => {
      db = await backend.open();
      await seedJurisdiction(db);
      // Instants months away from the real time, so a database default (now()) could not pass for them.
      t = testServices(db, '2026-07-05T04:30:00Z');
      admin = await makeActor(db, 'National Admin', [{ role: 'administrator' }]);
    });
    after(async () => {
      await db.close();
    });

    it("account.created_at and role_grant.granted_at are the Clock's instants, at creation and at a later grant", async () => {
      const { accountId: citizenId } = await t.services.accounts.registerCitizen({
        email: 'meena@example.in',
        name: 'Meena Devi',
        password: 'Saffron-Kettle-River-2026',
        lang: 'en',
      });
      const citizen = await db.kysely
        .selectFrom('account')
        .select('created_at')
        .where('id', '=', citizenId)
        .executeTakeFirstOrThrow();
      assert.equal(at(citizen.created_at), '2026-07-05T04:30:00.000Z');

      t.clock.set('2026-07-06T09:15:00Z');
      const { accountId } = await t.services.accounts.createStaffAccount(admin, {
        email: 'sdm.sadar@example.in',
        name: 'Asha Sharma',
        password: 'Copper-Meadow-Lantern-2026',
        grants: [{ role: 'adjudicating-officer', officeCode: OFFICES.agraSadar }],
      });
      const staff = await db.kysely
        .selectFrom('account')
        .select('created_at')
        .where('id', '=', accountId)
        .executeTakeFirstOrThrow();
      assert.equal(at(staff.created_at), '2026-07-06T09:15:00.000Z');
      t.clock.set('2026-07-07T10:00:00Z');
      await t.services.accounts.grantRole(admin, {
        accountId,
        grant: { role: 'adjudicating-officer', officeCode: OFFICES.agraEtmadpur },
      });
      const grants = await db.kysely
        .selectFrom('role_grant')
        .select(['office_code', 'granted_at'])
        .where('account_id', '=', accountId)
        .orderBy('office_code')
        .execute();
      assert.deepEqual(
        grants.map((g) => [g.office_code, at(g.granted_at)]),
        [
          [OFFICES.agraEtmadpur, '2026-07-07T10:00:00.000Z'],
          [OFFICES.agraSadar, '2026-07-06T09:15:00.000Z'],
        ],
      );
    });

    it("Rule 3: a filed complaint's stream and its idempotency key, and an attached document, carry the Clock's instant", async () => {
      const citizen = await makeActor(db, 'Ramesh Kumar', [{ role: 'citizen' }]);
      t.clock.set('2026-07-08T05:00:00Z');
      const complaint = {
        filedBy: { capacity: 'aggrieved-person' },
        mode: 'electronic' as const,
        particulars: validParticulars(),
      };
      const filed = await fileComplaint(
        t.services.cases,
        citizen,
        { officeCode: OFFICES.agraSadar, complaint },
        { scope: citizen.accountId, key: 'timestamps-0001', request: complaint },
      );
      const stream = await db.kysely
        .selectFrom('stream')
        .select('created_at')
        .where('id', '=', filed.id)
        .executeTakeFirstOrThrow();
      assert.equal(at(stream.created_at), '2026-07-08T05:00:00.000Z');
      const key = await db.kysely
        .selectFrom('idempotency_key')
        .select('created_at')
        .where('scope', '=', citizen.accountId)
        .where('key', '=', 'timestamps-0001')
        .executeTakeFirstOrThrow();
      assert.equal(at(key.created_at), '2026-07-08T05:00:00.000Z');

      t.clock.set('2026-07-09T06:45:00Z');
      const doc = await attachDocument(t.services.cases, citizen, {
        streamId: filed.id,
        fileName: 'photo.png',
        content: PNG,
        maxBytes: 4096,
      });
      const row = await db.kysely
        .selectFrom('document')
        .select('created_at')
        .where('id', '=', doc.documentId)
        .executeTakeFirstOrThrow();
      assert.equal(at(row.created_at), '2026-07-09T06:45:00.000Z');
    });
  });
}
