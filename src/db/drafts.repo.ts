// Form drafts of the web portal: the DraftRepo port over Kysely (table form_draft, migration 0004).

import type { Kysely, Selectable } from 'kysely';
import type { DraftRepo, DraftRow } from '../app/ports/drafts.ts';
import type { Database, FormDraftTable } from './schema.ts';

const row = (r: Selectable<FormDraftTable>): DraftRow => ({
  id: r.id,
  accountId: r.account_id,
  form: r.form,
  step: r.step,
  data: r.data as Record<string, unknown>,
  updatedAt: r.updated_at,
});

export function createDraftRepo(db: Kysely<Database>): DraftRepo {
  return {
    async create(d) {
      const r = await db
        .insertInto('form_draft')
        .values({
          account_id: d.accountId,
          form: d.form,
          step: d.step,
          data: JSON.stringify(d.data),
          updated_at: d.updatedAt,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return row(r);
    },
    async byId(id) {
      const r = await db.selectFrom('form_draft').selectAll().where('id', '=', id).executeTakeFirst();
      return r ? row(r) : undefined;
    },
    async update(id, accountId, d) {
      const r = await db
        .updateTable('form_draft')
        .set({ step: d.step, data: JSON.stringify(d.data), updated_at: d.updatedAt })
        .where('id', '=', id)
        .where('account_id', '=', accountId)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },
    async remove(id, accountId) {
      await db.deleteFrom('form_draft').where('id', '=', id).where('account_id', '=', accountId).execute();
    },
    async listOf(accountId, form) {
      const rs = await db
        .selectFrom('form_draft')
        .selectAll()
        .where('account_id', '=', accountId)
        .where('form', '=', form)
        .orderBy('updated_at', 'desc')
        .limit(20)
        .execute();
      return rs.map(row);
    },
  };
}
