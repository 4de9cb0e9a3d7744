// Tests of the s.26 (Assam) sentence limits: fines at the boundaries, default imprisonment, fine or imprisonment.

import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { ASSAM_PACK } from '../../rules/packs.ts';
import type { Sentence } from './commands.ts';
import { isWithinMonths, minDaysInMonths } from './imprisonment-term.ts';
import { checkSentence, defaultTermProvision } from './sentence.ts';
import { d } from './fixtures.ts';

const ON = d('2026-08-01');
const codeOf = (r: ReturnType<typeof checkSentence>) => (r.ok ? 'ok' : r.error.code);

describe('Section 26 (Assam), first offence: fine from Rs 500 to Rs 1,000', () => {
  for (const [fine, expected] of [
    [499, 'ASSAM.FINE_OUT_OF_RANGE'],
    [500, 'ok'],
    [1000, 'ok'],
    [1001, 'ASSAM.FINE_OUT_OF_RANGE'],
    [750.5, 'ASSAM.FINE_OUT_OF_RANGE'],
  ] as const) {
    it(`fine Rs ${fine} → ${expected}`, () => {
      const r = checkSentence('first', { fineRupees: fine }, ASSAM_PACK, ON);
      assert.equal(codeOf(r), expected);
      if (!r.ok) assert.ok(r.error.basis.includes('in-as.cta.s26.first'));
    });
  }
  it('a fine is required', () => {
    const r = checkSentence('first', {}, ASSAM_PACK, ON);
    assert.equal(codeOf(r), 'ASSAM.SENTENCE_REQUIRED');
    assert.ok(!r.ok && r.error.basis.includes('in-as.cta.s26.first'));
  });
  it('no substantive imprisonment for a first offence', () => {
    const r = checkSentence('first', { fineRupees: 600, imprisonment: { months: 1, days: 0 } }, ASSAM_PACK, ON);
    assert.equal(codeOf(r), 'ASSAM.IMPRISONMENT_EXCEEDS_MAXIMUM');
  });
});

describe('Section 26 (Assam), first offence: simple imprisonment in default of the fine, at most one month', () => {
  const table: [Sentence['defaultImprisonment'], string][] = [
    [{ months: 1, days: 0 }, 'ok'],
    [{ months: 0, days: 28 }, 'ok'],
    [{ months: 0, days: 29 }, 'ASSAM.IMPRISONMENT_EXCEEDS_MAXIMUM'],
    [{ months: 1, days: 1 }, 'ASSAM.IMPRISONMENT_EXCEEDS_MAXIMUM'],
    [{ months: 2, days: 0 }, 'ASSAM.IMPRISONMENT_EXCEEDS_MAXIMUM'],
    [{ months: -1, days: 0 }, 'ASSAM.IMPRISONMENT_EXCEEDS_MAXIMUM'],
  ];
  for (const [term, expected] of table) {
    it(`${JSON.stringify(term)} → ${expected}`, () => {
      const r = checkSentence('first', { fineRupees: 500, defaultImprisonment: term }, ASSAM_PACK, ON);
      assert.equal(codeOf(r), expected);
      if (!r.ok) assert.ok(r.error.basis.includes('in-as.cta.s26.first'));
    });
  }
});

describe('Section 26 (Assam), subsequent offence: fine from Rs 1,000 to Rs 2,000 or simple imprisonment up to three months', () => {
  for (const [fine, expected] of [
    [999, 'ASSAM.FINE_OUT_OF_RANGE'],
    [1000, 'ok'],
    [2000, 'ok'],
    [2001, 'ASSAM.FINE_OUT_OF_RANGE'],
  ] as const) {
    it(`fine Rs ${fine} → ${expected}`, () => {
      const r = checkSentence('subsequent', { fineRupees: fine }, ASSAM_PACK, ON);
      assert.equal(codeOf(r), expected);
      if (!r.ok) assert.ok(r.error.basis.includes('in-as.cta.s26.subsequent'));
    });
  }
  const terms: [Sentence['imprisonment'], string][] = [
    [{ months: 3, days: 0 }, 'ok'],
    [{ months: 0, days: 89 }, 'ok'],
    [{ months: 0, days: 90 }, 'ASSAM.IMPRISONMENT_EXCEEDS_MAXIMUM'],
    [{ months: 2, days: 28 }, 'ok'],
    [{ months: 3, days: 1 }, 'ASSAM.IMPRISONMENT_EXCEEDS_MAXIMUM'],
  ];
  for (const [term, expected] of terms) {
    it(`imprisonment ${JSON.stringify(term)} → ${expected}`, () => {
      assert.equal(codeOf(checkSentence('subsequent', { imprisonment: term }, ASSAM_PACK, ON)), expected);
    });
  }
  it('fine and imprisonment together are refused', () => {
    const r = checkSentence('subsequent', { fineRupees: 1500, imprisonment: { months: 1, days: 0 } }, ASSAM_PACK, ON);
    assert.equal(codeOf(r), 'ASSAM.FINE_OR_IMPRISONMENT_NOT_BOTH');
    assert.ok(!r.ok && r.error.basis.includes('in-as.cta.s26.subsequent'));
  });
  it('neither fine nor imprisonment is refused (a zero term is no term)', () => {
    for (const s of [{}, { imprisonment: { months: 0, days: 0 } }] as Sentence[]) {
      const r = checkSentence('subsequent', s, ASSAM_PACK, ON);
      assert.equal(codeOf(r), 'ASSAM.SENTENCE_REQUIRED');
      assert.ok(!r.ok && r.error.basis.includes('in-as.cta.s26.subsequent'));
    }
  });
  it('a term in default of a subsequent-offence fine (IPC s.64 / BNS s.8) goes with a fine only, up to three months', () => {
    assert.equal(
      codeOf(
        checkSentence('subsequent', { fineRupees: 1200, defaultImprisonment: { months: 1, days: 0 } }, ASSAM_PACK, ON),
      ),
      'ok',
    );
    assert.equal(
      codeOf(
        checkSentence('subsequent', { fineRupees: 1200, defaultImprisonment: { months: 3, days: 1 } }, ASSAM_PACK, ON),
      ),
      'ASSAM.IMPRISONMENT_EXCEEDS_MAXIMUM',
    );
    assert.equal(
      codeOf(
        checkSentence(
          'subsequent',
          { imprisonment: { months: 1, days: 0 }, defaultImprisonment: { months: 0, days: 10 } },
          ASSAM_PACK,
          ON,
        ),
      ),
      'ASSAM.IMPRISONMENT_EXCEEDS_MAXIMUM',
    );
  });
});

describe('Section 26 (Assam): terms in months and days fit whatever the start date', () => {
  it('the shortest runs of calendar months are 28, 59 and 89 days', () => {
    assert.deepEqual([0, 1, 2, 3].map(minDaysInMonths), [0, 28, 59, 89]);
  });
  it('malformed terms never fit', () => {
    assert.equal(isWithinMonths({ months: 0.5, days: 0 }, 3), false);
    assert.equal(isWithinMonths({ months: 0, days: -1 }, 3), false);
  });
});

describe('the general law of a term in default of a fine, cited by id (issue 13, point 12)', () => {
  const withDefault: Sentence = { fineRupees: 1500, defaultImprisonment: { months: 1, days: 0 } };
  it('Section 8 (BNS): a term in default of a subsequent-offence fine, for an offence from 1 July 2024, rests on BNS s.8', () => {
    const r = checkSentence('subsequent', withDefault, ASSAM_PACK, d('2024-07-01'));
    assert.ok(r.ok);
    assert.deepEqual(r.value, ['in-as.cta.s26', 'in-as.cta.s26.subsequent', 'in.bns2023.s8']);
    assert.equal(defaultTermProvision(ON), 'in.bns2023.s8');
    const tooLong = checkSentence(
      'subsequent',
      { fineRupees: 1500, defaultImprisonment: { months: 4, days: 0 } },
      ASSAM_PACK,
      ON,
    );
    assert.ok(!tooLong.ok && tooLong.error.basis.includes('in.bns2023.s8'));
  });
  it('Section 64 (IPC): for an offence before 1 July 2024 the same term rests on IPC s.64', () => {
    const r = checkSentence('subsequent', withDefault, ASSAM_PACK, d('2024-06-30'));
    assert.ok(r.ok);
    assert.deepEqual(r.value, ['in-as.cta.s26', 'in-as.cta.s26.subsequent', 'in.ipc1860.s64']);
    const noFine = checkSentence(
      'subsequent',
      { imprisonment: { months: 1, days: 0 }, defaultImprisonment: { months: 1, days: 0 } },
      ASSAM_PACK,
      d('2020-01-15'),
    );
    assert.ok(!noFine.ok && noFine.error.basis.includes('in.ipc1860.s64'));
  });
  it('a fine without a term in default cites neither code', () => {
    const r = checkSentence('subsequent', { fineRupees: 1500 }, ASSAM_PACK, ON);
    assert.ok(r.ok);
    assert.ok(!r.value.includes('in.bns2023.s8') && !r.value.includes('in.ipc1860.s64'));
  });
});
