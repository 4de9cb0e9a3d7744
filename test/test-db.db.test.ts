// The PGlite test databases of one process share the template's bytes in memory: what one database writes (rows, an
// identity's counter, a setting, a table, a checkpoint to its files) is not seen by the next one opened.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sql } from 'kysely';
import { pgliteTestDb } from './db.ts';

test('a PGlite test database starts from the template, whatever one opened before it wrote', async () => {
  const first = await pgliteTestDb();
  await sql`insert into state (code, name, name_hi, jurisdiction) values ('AS', 'Assam', 'असम', 'in-as')`.execute(
    first.kysely,
  );
  await sql`select setval(pg_get_serial_sequence('personal_data_read', 'id'), 41)`.execute(first.kysely);
  await sql`create table scratch (n int)`.execute(first.kysely);
  await sql`alter system set work_mem = '7MB'`.execute(first.kysely);
  await sql`checkpoint`.execute(first.kysely);
  await first.close();

  const second = await pgliteTestDb();
  try {
    const states = await sql<{ n: number }>`select count(*)::int as n from state`.execute(second.kysely);
    assert.equal(states.rows[0]!.n, 0, 'no rows of the first database');
    const next = await sql<{ last_value: string; is_called: boolean }>`
      select last_value::text, is_called from personal_data_read_id_seq`.execute(second.kysely);
    assert.deepEqual(next.rows[0], { last_value: '1', is_called: false }, 'the identity starts afresh');
    const scratch = await sql<{ t: string | null }>`select to_regclass('scratch')::text as t`.execute(second.kysely);
    assert.equal(scratch.rows[0]!.t, null, 'no table of the first database');
    const settings = await sql<{ n: number }>`
      select count(*)::int as n from pg_file_settings where name = 'work_mem'`.execute(second.kysely);
    assert.equal(settings.rows[0]!.n, 0, 'no setting of the first database');
  } finally {
    await second.close();
  }
});
