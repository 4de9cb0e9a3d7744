// Rule 1(1): the short title used in citations.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { cite, INSTRUMENTS } from '../provisions.ts';
import { RULES_SHORT_TITLE } from './short-title.ts';

describe('Rule 1(1): the Rules are cited by their short title', () => {
  it('cites every provision of the Rules under the short title, in English and Hindi', () => {
    assert.equal(INSTRUMENTS['in.ctr2026'].title, RULES_SHORT_TITLE.value.en);
    assert.equal(INSTRUMENTS['in.ctr2026'].titleHi, RULES_SHORT_TITLE.value.hi);
    assert.ok(cite('in.ctr2026.r4.1').endsWith(RULES_SHORT_TITLE.value.en));
    assert.ok(cite('in.ctr2026.r4.1', 'hi').startsWith(RULES_SHORT_TITLE.value.hi));
    assert.deepEqual(RULES_SHORT_TITLE.basis, ['in.ctr2026.r1.1']);
  });
});
