// Tests that the invariants catch unlawful states, so the property test cannot pass vacuously.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { AppealCommand } from './commands.ts';
import { COMPLETE_FORM, CTX, d, fileAppeal, HEARD, run, SERVED } from './fixtures.ts';
import { violations } from './invariants.ts';
import type { AppealState } from './state.ts';

const provisions = (s: AppealState): string[] => violations(s, CTX).map((v) => v.provision);
const INTIMATED: AppealCommand[] = [
  fileAppeal({ form: { ...COMPLETE_FORM, grounds: undefined } }),
  { type: 'call-for-records', on: d('2026-08-21') },
  { type: 'intimate-defects', on: d('2026-08-24'), defects: [{ field: 'grounds', description: 'State the grounds.' }] },
];

describe('Rule 7(6): invariants catch a refusal before the rectification period is over', () => {
  it('flags a refusal dated on the last day for rectification', () => {
    const s = run(INTIMATED).state;
    const bad: AppealState = {
      ...s,
      stage: 'refused',
      refusal: {
        on: d('2026-09-08'),
        reasons: 'Not rectified.',
        defectIds: ['d1'],
        lastDayForRectification: d('2026-09-08'),
        communicationDue: d('2026-09-15'),
      },
    };
    assert.ok(provisions(bad).includes('in.ctr2026.r7.6'));
    assert.deepEqual(
      violations(
        run([...INTIMATED, { type: 'refuse-registration', on: d('2026-09-09'), reasons: 'Not rectified.' }]).state,
        CTX,
      ),
      [],
    );
  });
});

describe('Rule 7(7): invariants catch admission with outstanding defects', () => {
  it('flags an admitted appeal with an outstanding defect', () => {
    const s = run(INTIMATED).state;
    assert.ok(provisions({ ...s, stage: 'admitted', admittedOn: d('2026-08-25') }).includes('in.ctr2026.r7.7'));
  });
});

describe('Rule 7(8): invariants catch a reply period over 30 days', () => {
  it('flags 31 days', () => {
    const s = run(SERVED).state;
    assert.ok(provisions({ ...s, notice: { ...s.notice!, replyDays: 31 } }).includes('in.ctr2026.r7.8'));
  });
});

describe('Rule 7(9)(iii): invariants catch affixing before (i) and (ii) fail', () => {
  it('flags an affixing attempt with no failed attempt before it', () => {
    const s = run(SERVED).state;
    const service = {
      attempts: [
        {
          attemptId: 'a1',
          mode: 'affixing' as const,
          on: d('2026-08-27'),
          outcome: 'served' as const,
          outcomeOn: d('2026-08-27'),
        },
      ],
      servedOn: d('2026-08-27'),
      servedBy: 'affixing' as const,
    };
    assert.ok(provisions({ ...s, notice: { ...s.notice!, service } }).includes('in.ctr2026.r7.9.iii'));
  });
});

describe('Rule 7(11): invariants catch a decision without a hearing', () => {
  it('flags a decided appeal with no hearing', () => {
    const s = run(HEARD).state;
    const bad: AppealState = {
      ...s,
      hearings: [],
      stage: 'decided',
      decision: {
        on: d('2026-09-18'),
        outcome: 'set-aside',
        reasons: 'Because.',
        terms: { penaltyPaise: 0, compensationPaise: 0, expensesPaise: 0, chargesPaise: 0 },
      },
    };
    assert.ok(provisions(bad).includes('in.ctr2026.r7.11'));
  });
});
