// Drafts of the web portal's step-by-step forms: saved per step, merged, resumable, and only the owner's.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Db } from '../../db/client.ts';
import { createDraftRepo } from '../../db/drafts.repo.ts';
import { FixedClock } from '../../lib/clock.ts';
import { testBackends } from '../../../test/db.ts';
import { makeActor } from '../../../test/factories.ts';
import { AppError } from '../errors.ts';
import { createDraftServices, DRAFT_MAX_BYTES } from './drafts.ts';

for (const backend of testBackends()) {
  describe(`drafts on ${backend.name}`, () => {
    let db: Db;
    before(async () => {
      db = await backend.open();
    });
    after(async () => {
      await db.close();
    });

    it('Rule 3 (Form-I filed step by step): a draft keeps each step, merges later steps and resumes at the step reached', async () => {
      const clock = new FixedClock('2026-07-06T06:00:00Z');
      const drafts = createDraftServices({ drafts: createDraftRepo(db.kysely), clock });
      const me = await makeActor(db, 'Ramesh Kumar', [{ role: 'citizen' }]);
      const d = await drafts.start(me, 'form-1', { 'c.name': 'Ramesh Kumar' });
      assert.equal(d.step, 0);
      clock.set('2026-07-06T06:05:00Z');
      await drafts.save(me, d.id, 2, { 'c.pin': '282001' });
      const back = await drafts.get(me, d.id);
      assert.deepEqual(back.data, { 'c.name': 'Ramesh Kumar', 'c.pin': '282001' });
      assert.equal(back.step, 2);
      assert.equal(back.updatedAt.toISOString(), '2026-07-06T06:05:00.000Z');
      assert.deepEqual(
        (await drafts.list(me, 'form-1')).map((x) => x.id),
        [d.id],
      );
      await drafts.discard(me, d.id);
      assert.deepEqual(await drafts.list(me, 'form-1'), []);
    });

    it('another person can neither read, change nor discard a draft; oversized drafts are refused', async () => {
      const drafts = createDraftServices({
        drafts: createDraftRepo(db.kysely),
        clock: new FixedClock('2026-07-06T06:00:00Z'),
      });
      const owner = await makeActor(db, 'Owner', [{ role: 'citizen' }]);
      const other = await makeActor(db, 'Other', [{ role: 'citizen' }]);
      const d = await drafts.start(owner, 'form-1');
      for (const attempt of [
        () => drafts.get(other, d.id),
        () => drafts.save(other, d.id, 1, { x: 'y' }),
        () => drafts.discard(other, d.id),
        () => drafts.get(owner, 'not-a-uuid'),
      ]) {
        await assert.rejects(attempt, (e: unknown) => e instanceof AppError && e.code === 'NOT_FOUND');
      }
      await assert.rejects(
        () => drafts.save(owner, d.id, 1, { big: 'x'.repeat(DRAFT_MAX_BYTES) }),
        (e: unknown) => e instanceof AppError && e.code === 'VALIDATION.FAILED',
      );
      assert.deepEqual((await drafts.get(owner, d.id)).data, {});
    });
  });
}
