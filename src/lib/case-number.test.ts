import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { normalCaseNumber } from './case-number.ts';

describe('case numbers: typed in any case and spacing', () => {
  it('every common way of typing CTR/AGRS/2026/12 is that number', () => {
    for (const s of [
      'CTR/AGRS/2026/12',
      'ctr/agrs/2026/12',
      ' Ctr / Agrs / 2026 / 12 ',
      'ctr-agrs-2026-12',
      'CTR AGRS 2026 12',
      'CTR/AGRS/2026/012',
      'ctr\\agrs\\2026\\12',
      'CTR/AGRS/२०२६/१२',
      'CTR/AG RS/2026/12',
      'CTR//AGRS/2026/12',
    ]) {
      assert.equal(normalCaseNumber(s), 'CTR/AGRS/2026/12', s);
    }
  });
  it('keeps a different number different', () => {
    assert.equal(normalCaseNumber('CTA/AGR/2026/3'), 'CTA/AGR/2026/3');
    assert.notEqual(normalCaseNumber('CTR/AGRS/2026/121'), 'CTR/AGRS/2026/12');
    assert.equal(normalCaseNumber(''), '');
  });
});
