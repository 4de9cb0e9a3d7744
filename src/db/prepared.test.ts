import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import type { Database } from './schema.ts';
import { compiledOnce, compileOnly } from './prepared.ts';

describe('compiledOnce (issue 17: hot queries built once)', () => {
  const B = compileOnly<Database>();

  it('fills the arguments into the parameters of the query compiled once; the constants stay', () => {
    const q = compiledOnce(2, (district: string, code: string) =>
      B.selectFrom('office')
        .select('code')
        .where('district_code', '=', district)
        .where('kind', '=', 'appellate')
        .where('code', '>', code)
        .limit(3),
    );
    const a = q('AGR', 'A');
    const b = q('KMR', 'Z');
    assert.equal(a.sql, b.sql);
    assert.deepEqual(a.parameters, ['AGR', 'appellate', 'A', 3]);
    assert.deepEqual(b.parameters, ['KMR', 'appellate', 'Z', 3]);
    const direct = B.selectFrom('office')
      .select('code')
      .where('district_code', '=', 'KMR')
      .where('kind', '=', 'appellate')
      .where('code', '>', 'Z')
      .limit(3)
      .compile();
    assert.equal(b.sql, direct.sql);
    assert.deepEqual(b.parameters, direct.parameters);
  });

  it('refuses a builder that does not use every argument as a value', () => {
    const q = compiledOnce(
      2,
      (id: string, unused: string) => (void unused, B.selectFrom('stream').select('id').where('id', '=', id)),
    );
    assert.throws(() => q('x', 'y'), /uses 1 of its 2 arguments/);
  });
});
