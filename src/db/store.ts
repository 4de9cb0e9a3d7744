// The Store port over Kysely: streams, the order sheet, projections and gapless numbers, one transaction at a time
// (store/tx.ts), the reads of cases (store/case-reads.ts), the office (store/office.ts) and the hot statements
// compiled once (store/statements.ts).

import type { Kysely } from 'kysely';
import type { Role, RoleGrant } from '../app/actor.ts';
import type { Store } from '../app/ports/store.ts';
import { pipeOf } from './pipelined-pg.ts';
import type { Database } from './schema.ts';
import { caseReads } from './store/case-reads.ts';
import { txPort } from './store/tx.ts';

export { nextClock } from './store/statements.ts';

export function createStore(db: Kysely<Database>): Store {
  return {
    transaction: (fn) =>
      db.transaction().execute(async (tx) => fn(txPort(tx, await pipeOf(tx as unknown as Kysely<unknown>)))),
    read: txPort(db),
    cases: caseReads(db),
    async grantsOf(accountId): Promise<RoleGrant[]> {
      const rows = await db
        .selectFrom('role_grant')
        .select(['role', 'office_code', 'district_code', 'state_code'])
        .where('account_id', '=', accountId)
        .execute();
      return rows.map((r) => ({
        role: r.role as Role,
        ...(r.office_code ? { officeCode: r.office_code } : {}),
        ...(r.district_code ? { districtCode: r.district_code } : {}),
        ...(r.state_code ? { stateCode: r.state_code } : {}),
      }));
    },
  };
}
