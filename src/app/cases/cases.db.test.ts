// Use cases on the store: filing, commands with their guards, versions, idempotency, numbering, reads and policy.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { testBackends } from '../../../test/db.ts';
import { caseDeps, makeActor, OFFICES, seedJurisdiction } from '../../../test/factories.ts';
import { noticeCmd, validParticulars } from '../../domain/adjudication/fixtures.ts';
import { verifyAll } from '../../db/order-sheet.repo.ts';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../actor.ts';
import { AppError } from '../errors.ts';
import { fileComplaint } from './file-complaint.ts';
import { readCase, worklist } from './read-case.ts';
import { runCommand } from './run-command.ts';

const complaint = {
  filedBy: { capacity: 'aggrieved-person' },
  mode: 'electronic' as const,
  particulars: validParticulars(),
};

async function rejectsWith(p: Promise<unknown>, code: string): Promise<AppError> {
  try {
    await p;
  } catch (e) {
    assert.ok(e instanceof AppError, String(e));
    assert.equal(e.code, code, e.message);
    return e;
  }
  assert.fail(`expected ${code}`);
}

for (const backend of testBackends()) {
  describe(`case use cases on ${backend.name}`, () => {
    let db: Db;
    let citizen: Actor;
    let ao: Actor;
    let otherAo: Actor;
    before(async () => {
      db = await backend.open();
      await seedJurisdiction(db);
      citizen = await makeActor(db, 'Ramesh Kumar', [{ role: 'citizen' }]);
      ao = await makeActor(db, 'A. Sharma', [{ role: 'adjudicating-officer', officeCode: OFFICES.agraSadar }]);
      otherAo = await makeActor(db, 'B. Verma', [{ role: 'adjudicating-officer', officeCode: OFFICES.agraEtmadpur }]);
    });
    after(async () => {
      await db.close();
    });

    it('Rule 3: a citizen files a complaint; it is numbered per office and year, and the AO can act on it', async () => {
      const deps = caseDeps(db, '2026-07-06');
      const a = await fileComplaint(deps, citizen, { officeCode: OFFICES.agraSadar, complaint });
      const b = await fileComplaint(deps, citizen, { officeCode: OFFICES.agraSadar, complaint });
      assert.match(a.number, /^CTR\/AGRS\/2026\/\d+$/);
      assert.equal(Number(b.number.split('/')[3]), Number(a.number.split('/')[3]) + 1);
      assert.equal(a.version, 1);
      const n = await runCommand(deps, ao, {
        streamId: a.id,
        command: { ...noticeCmd('2026-07-06') },
        expectedVersion: 1,
      });
      assert.equal(n.version, 2);
      const rec = await readCase(deps, ao, { id: a.id });
      assert.equal(rec.summary.stage, 'notice-issued');
      assert.deepEqual(
        rec.orderSheet.map((e) => e.type),
        ['complaint-registered', 'show-cause-notice-issued'],
      );
      assert.ok(rec.clocks.some((c) => c.clock === 'disposal'));
      const wl = await worklist(deps, ao, undefined, 50);
      assert.ok(wl.items.some((i) => i.streamId === a.id));
      assert.deepEqual((await verifyAll(db.kysely)).breaks, []);
    });

    it('Rule 4(1): a reply period over 30 days is refused with its code and provision, and nothing is written', async () => {
      const deps = caseDeps(db, '2026-07-06');
      const a = await fileComplaint(deps, citizen, { officeCode: OFFICES.agraSadar, complaint });
      const e = await rejectsWith(
        runCommand(deps, ao, { streamId: a.id, command: { ...noticeCmd('2026-07-06', { replyDays: 31 }) } }),
        'NOTICE.REPLY_PERIOD_EXCEEDS_30_DAYS',
      );
      assert.ok(e.basis.includes('in.ctr2026.r4.1'));
      assert.equal((await readCase(deps, ao, { id: a.id })).stream.version, 1);
    });

    it('a stale version is refused with CASE.VERSION_CONFLICT, never a lost update', async () => {
      const deps = caseDeps(db, '2026-07-06');
      const a = await fileComplaint(deps, citizen, { officeCode: OFFICES.agraSadar, complaint });
      await runCommand(deps, ao, { streamId: a.id, command: { ...noticeCmd('2026-07-06') }, expectedVersion: 1 });
      await rejectsWith(
        runCommand(deps, ao, {
          streamId: a.id,
          command: {
            type: 'issue-summons',
            on: '2026-07-06',
            summonsId: 's1',
            witnessName: 'X',
            purpose: 'evidence',
            appearOn: '2026-07-20',
            time: '10:30',
            place: 'Court room, SDM office',
          },
          expectedVersion: 1,
        }),
        'CASE.VERSION_CONFLICT',
      );
    });

    it('an idempotency key makes a retried filing create one case, and a reused key with another body is refused', async () => {
      const deps = caseDeps(db, '2026-07-06');
      const idem = { scope: citizen.accountId, key: 'retry-key-0001', request: complaint };
      const a = await fileComplaint(deps, citizen, { officeCode: OFFICES.agraSadar, complaint }, idem);
      const b = await fileComplaint(deps, citizen, { officeCode: OFFICES.agraSadar, complaint }, idem);
      assert.equal(a.id, b.id);
      assert.equal(b.replayed, true);
      await rejectsWith(
        fileComplaint(deps, citizen, { officeCode: OFFICES.agraSadar, complaint }, { ...idem, request: { other: 1 } }),
        'IDEMPOTENCY.KEY_REUSED',
      );
    });

    it('an officer of another office, or the complainant, cannot issue the notice', async () => {
      const deps = caseDeps(db, '2026-07-06');
      const a = await fileComplaint(deps, citizen, { officeCode: OFFICES.agraSadar, complaint });
      await rejectsWith(
        runCommand(deps, otherAo, { streamId: a.id, command: { ...noticeCmd('2026-07-06') } }),
        'AUTH.FORBIDDEN',
      );
      await rejectsWith(
        runCommand(deps, citizen, { streamId: a.id, command: { ...noticeCmd('2026-07-06') } }),
        'AUTH.FORBIDDEN',
      );
      await rejectsWith(readCase(deps, otherAo, { id: a.id }), 'AUTH.FORBIDDEN');
    });

    it('a refused filing takes no number: numbers stay without gaps', async () => {
      const deps = caseDeps(db, '2026-07-06');
      const a = await fileComplaint(deps, citizen, { officeCode: OFFICES.agraEtmadpur, complaint });
      const bad = {
        ...complaint,
        particulars: { ...complaint.particulars, declaration: { declared: false, signedName: '' } },
      };
      await rejectsWith(
        fileComplaint(deps, citizen, { officeCode: OFFICES.agraEtmadpur, complaint: bad }),
        'COMPLAINT.DECLARATION_MISSING',
      );
      const b = await fileComplaint(deps, citizen, { officeCode: OFFICES.agraEtmadpur, complaint });
      assert.equal(Number(b.number.split('/')[3]), Number(a.number.split('/')[3]) + 1);
    });
  });
}
