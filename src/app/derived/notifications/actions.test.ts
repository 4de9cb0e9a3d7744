// Who sees the deadline watcher's proposals and escalations (Rules 4(7), 4(14), 6 and 7(6) proposals to the authority
// that decides; Rule 4(1) and Rules 5, 6 escalations to the District Magistrate), over a fake read port: the scope
// passed to the read follows the actor's grants, and anyone without an officer's grant is refused.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { FixedClock } from '../../../lib/clock.ts';
import type { Actor, RoleGrant } from '../../actor.ts';
import { AppError } from '../../errors.ts';
import type { DeadlineActionDeps, DeadlineActionFilter, DeadlineActionRow } from './actions.ts';
import { escalations, openProposals } from './actions.ts';

const actor = (grants: RoleGrant[]): Actor => ({
  kind: 'account',
  accountId: '00000000-0000-4000-8000-000000000001',
  name: 'X',
  grants,
});
const ROW: DeadlineActionRow = {
  streamId: 's1',
  caseNumber: 'CTR/AGRS/2026/1',
  streamKind: 'adjudication',
  clock: 'reply',
  due: '2026-07-23' as never,
  action: 'proceed-ex-parte',
  kind: 'proposal',
  audience: 'adjudicating-officer',
  officeCode: 'AGRS',
  districtCode: 'AGR',
  basis: ['in.ctr2026.r4.7', 'not-a-provision'],
  raisedOn: '2026-07-24' as never,
  open: true,
};

function deps(): { d: DeadlineActionDeps; seen: DeadlineActionFilter[] } {
  const seen: DeadlineActionFilter[] = [];
  return {
    seen,
    d: { clock: new FixedClock('2026-07-24T04:00:00Z'), reads: { actions: async (f) => (seen.push(f), [ROW]) } },
  };
}
const forbidden = (e: unknown) => e instanceof AppError && e.code === 'AUTH.FORBIDDEN';

describe("Rule 4(7) and Rule 4(1): the deadline watcher's proposals and escalations reach only the authority that must act", () => {
  it('Rule 4(7): an adjudicating officer reads the open proposals of their offices only; the basis comes back typed', async () => {
    const { d, seen } = deps();
    const r = await openProposals(d, actor([{ role: 'adjudicating-officer', officeCode: 'AGRS' }]), {
      streamIds: ['s1'],
    });
    assert.deepEqual(seen, [
      {
        officerOffices: ['AGRS'],
        authorityDistricts: [],
        kinds: ['proposal'],
        openOnly: true,
        limit: 500,
        streamIds: ['s1'],
      },
    ]);
    assert.deepEqual(r[0]!.basis, ['in.ctr2026.r4.7']);
  });

  it('Rule 7(6): an appellate authority reads the proposals addressed to the appellate authority of their districts', async () => {
    const { d, seen } = deps();
    await openProposals(d, actor([{ role: 'appellate-authority', districtCode: 'AGR' }]));
    assert.deepEqual(
      seen.map((f) => [f.officerOffices, f.authorityDistricts]),
      [[[], ['AGR']]],
    );
  });

  it('Rule 4(1): only the appellate authority (District Magistrate) of the district reads its escalations, open or not', async () => {
    const { d, seen } = deps();
    await escalations(
      d,
      actor([
        { role: 'appellate-authority', districtCode: 'AGR' },
        { role: 'adjudicating-officer', officeCode: 'AGRS' },
      ]),
    );
    assert.deepEqual(seen, [
      { officerOffices: [], authorityDistricts: ['AGR'], kinds: ['escalation'], openOnly: false, limit: 500 },
    ]);
    await assert.rejects(escalations(d, actor([{ role: 'adjudicating-officer', officeCode: 'AGRS' }])), forbidden);
  });

  it('Rules 4(1) and 4(7): a citizen, an administrator or a fund accountant sees none, and no read is made', async () => {
    for (const g of [
      { role: 'citizen' },
      { role: 'administrator' },
      { role: 'fund-accountant', stateCode: 'UP' },
    ] as RoleGrant[]) {
      const { d, seen } = deps();
      await assert.rejects(openProposals(d, actor([g])), forbidden);
      await assert.rejects(escalations(d, actor([g])), forbidden);
      assert.equal(seen.length, 0);
    }
  });

  it('Rule 4(7): a page with no cases reads nothing', async () => {
    const { d, seen } = deps();
    assert.deepEqual(
      await openProposals(d, actor([{ role: 'adjudicating-officer', officeCode: 'AGRS' }]), { streamIds: [] }),
      [],
    );
    assert.equal(seen.length, 0);
  });
});
