// Tests of classifyOffence: which prior convictions make an offence "subsequent" under s.26 (Assam).

import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { classifyOffence } from './classify-offence.ts';
import type { PriorConviction } from './classify-offence.ts';
import { d } from './fixtures.ts';

const prior = (over: Partial<PriorConviction>): PriorConviction => ({
  personId: 'P-1',
  caseNumber: 'CR 1/2025',
  convictionDate: d('2025-05-01'),
  under: 's26',
  ...over,
});
const OFFENCE = d('2026-08-01');

describe('Section 26 (Assam), subsequent offence: classifyOffence counts a prior s.26 conviction dated before the new offence', () => {
  const table: { name: string; priors: PriorConviction[]; expected: 'first' | 'subsequent'; step: RegExp }[] = [
    { name: 'no prior conviction', priors: [], expected: 'first', step: /No prior conviction/ },
    {
      name: 'conviction the day before the offence',
      priors: [prior({ convictionDate: d('2026-07-31') })],
      expected: 'subsequent',
      step: /Counted: .*31 Jul 2026/,
    },
    {
      name: 'conviction on the offence date',
      priors: [prior({ convictionDate: OFFENCE })],
      expected: 'first',
      step: /Not counted: .*on the date of the new offence/,
    },
    {
      name: 'conviction after the offence (but before the new trial)',
      priors: [prior({ convictionDate: d('2026-08-02') })],
      expected: 'first',
      step: /Not counted: .*after the new offence/,
    },
    {
      name: "another person's conviction",
      priors: [prior({ personId: 'P-2' })],
      expected: 'first',
      step: /Not counted: .*another person/,
    },
    {
      name: 'a conviction under another law',
      priors: [prior({ under: 'other' })],
      expected: 'first',
      step: /not under section 26/,
    },
    { name: 'a conviction set aside', priors: [prior({ setAside: true })], expected: 'first', step: /set aside/ },
    {
      name: 'one counted among several not counted',
      priors: [
        prior({ personId: 'P-2' }),
        prior({ convictionDate: d('2026-09-01') }),
        prior({ caseNumber: 'CR 9/2024', convictionDate: d('2024-02-02') }),
      ],
      expected: 'subsequent',
      step: /Counted: conviction in case CR 9\/2024/,
    },
  ];
  for (const t of table) {
    it(`${t.name} → ${t.expected}`, () => {
      const r = classifyOffence(t.priors, OFFENCE, 'P-1');
      assert.equal(r.value, t.expected);
      assert.ok(
        r.steps.some((s) => t.step.test(s)),
        r.steps.join('\n'),
      );
      assert.ok(r.basis.includes('in-as.cta.s26'));
      assert.ok(r.basis.includes(t.expected === 'first' ? 'in-as.cta.s26.first' : 'in-as.cta.s26.subsequent'));
    });
  }
  it('explains every conviction given, counted or not', () => {
    const priors = [prior({ personId: 'P-2' }), prior({}), prior({ convictionDate: OFFENCE })];
    const r = classifyOffence(priors, OFFENCE, 'P-1');
    assert.equal(r.steps.filter((s) => /^(Counted|Not counted):/.test(s)).length, priors.length);
  });
});

describe('Section 26 (Assam), first offence: classifyOffence', () => {
  it('is first when no s.26 conviction of the same person precedes the offence', () => {
    assert.equal(classifyOffence([prior({ convictionDate: d('2027-01-01') })], OFFENCE, 'P-1').value, 'first');
  });
});
