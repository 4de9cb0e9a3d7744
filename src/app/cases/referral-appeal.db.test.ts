// Rule 4(14), issue 27 point 5, through the use case and the database: a reference to the Board made while an appeal
// against the order is pending records the appeal (its number and the day it was filed); one made with no appeal says
// nothing of one.

import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { testBackends } from '../../../test/db.ts';
import { caseDeps, makeActor, OFFICES, seedJurisdiction } from '../../../test/factories.ts';
import { COMPLETE_FORM } from '../../domain/appeal/fixtures.ts';
import {
  d,
  hearingOnNotice,
  noticeCmd,
  penaltyOrder,
  postServed,
  replyCmd,
  validParticulars,
} from '../../domain/adjudication/fixtures.ts';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../actor.ts';
import { fileAppeal } from './file-appeal.ts';
import { fileComplaint } from './file-complaint.ts';
import type { RunCommandInput } from './run-command.ts';
import { runCommand } from './run-command.ts';

for (const backend of testBackends()) {
  describe(`Rule 4(14): a referral made while an appeal is pending records the appeal (${backend.name})`, () => {
    let db: Db;
    let ao: Actor;
    let dm: Actor;
    let deps: ReturnType<typeof caseDeps>;

    before(async () => {
      db = await backend.open();
      await seedJurisdiction(db);
      ao = await makeActor(db, 'A. Sharma', [{ role: 'adjudicating-officer', officeCode: OFFICES.agraSadar }]);
      dm = await makeActor(db, 'District Magistrate Agra', [{ role: 'appellate-authority', districtCode: 'AGR' }]);
      deps = caseDeps(db, '2027-03-31');
    });
    after(async () => {
      await db.close();
    });

    const cmd = async (who: Actor, id: string, command: { readonly type: string }) => {
      await runCommand(deps, who, { streamId: id, command: { ...command } as RunCommandInput['command'] });
    };
    const ordered = async (): Promise<string> => {
      const id = (
        await fileComplaint(deps, ao, {
          officeCode: OFFICES.agraSadar,
          complaint: {
            filedBy: { capacity: 'aggrieved-person' },
            mode: 'electronic' as const,
            particulars: validParticulars(),
            on: '2026-07-06',
          },
        })
      ).id;
      for (const c of [
        noticeCmd('2026-07-08'),
        postServed('2026-07-10'),
        replyCmd('2026-07-20', true),
        ...hearingOnNotice('2026-07-22', '2026-08-05'),
        penaltyOrder('2026-08-20'),
        // The signed order given to the person (Rule 4(15)): the reference rests on it (issue 27).
        { type: 'supply-order-copy', on: '2026-08-20', to: 'contravener', feePaise: 0, signed: true },
      ])
        await cmd(ao, id, c);
      return id;
    };
    const referral = async (id: string) => {
      await cmd(ao, id, { type: 'refer-for-recovery', on: '2026-09-25' } as never);
      const rows = await deps.store.read.entries(id);
      const e = rows.find((r) => r.type === 'referred-for-recovery');
      assert.ok(e, 'the reference is recorded');
      return e.payload as { appealPending?: { number: string; filedOn: string }; basis: string[] };
    };

    it('names the pending appeal, its number and the day it was filed', async () => {
      const id = await ordered();
      const appeal = await fileAppeal(deps, dm, {
        caseId: id,
        appeal: {
          on: '2026-08-24',
          form: { ...COMPLETE_FORM, orderDate: d('2026-08-20') },
          filedBy: 'appellant-in-person',
          medium: 'writing',
        },
      });
      const e = await referral(id);
      assert.deepEqual(e.appealPending, { number: appeal.number, filedOn: '2026-08-24' });
      assert.ok(e.basis.includes('in.ctr2026.r7.1'));
    });

    it('says nothing of an appeal when none was filed', async () => {
      const e = await referral(await ordered());
      assert.equal(e.appealPending, undefined);
    });
  });
}
