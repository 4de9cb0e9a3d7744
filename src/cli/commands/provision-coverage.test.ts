// Tests of the provision coverage matcher: labels match only as whole labels.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { testTitles, titleNames } from './provision-coverage.ts';

const p = (id: string, label: string) => ({ id, label }) as Parameters<typeof titleNames>[1];

describe('provision coverage: matching test titles to provisions', () => {
  it('matches a label as a whole and not a longer label that starts with it', () => {
    assert.equal(titleNames('Rule 4(1): notice within 15 days', p('in.ctr2026.r4.1', 'Rule 4(1)')), true);
    assert.equal(titleNames('Rule 4(10): written submissions', p('in.ctr2026.r4.1', 'Rule 4(1)')), false);
    assert.equal(titleNames('Rule 7(9)(i): tender', p('in.ctr2026.r7.9', 'Rule 7(9)')), false);
    assert.equal(titleNames('Form-II para 3', p('in.ctr2026.form1', 'Form-I')), false);
    assert.equal(titleNames('Form-III item 10', p('in.ctr2026.form3.item1', 'Form-III item 1')), false);
    assert.equal(titleNames('Rule 1 and commencement', p('in.ctr2026.r1', 'Rule 1')), true);
    assert.equal(titleNames('Rule 10', p('in.ctr2026.r1', 'Rule 1')), false);
  });
  it('matches the provision id in a title', () => {
    assert.equal(titleNames('refuses (in.ctr2026.r4.4)', p('in.ctr2026.r4.4', 'Rule 4(4)')), true);
    assert.equal(titleNames('refuses (in.ctr2026.r4.4.x)', p('in.ctr2026.r4.4', 'Rule 4(4)')), false);
  });
  it('reads describe, it and test titles with their lines', () => {
    const src =
      'describe(\'Rule 5: six months\', () => {\n  it("refuses", () => {});\n  test(`Rule 6`, () => {});\n});';
    assert.deepEqual(testTitles(src), [
      { title: 'Rule 5: six months', line: 1 },
      { title: 'refuses', line: 2 },
      { title: 'Rule 6', line: 3 },
    ]);
  });
});
