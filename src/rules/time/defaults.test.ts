// Tests for Sections 27B and 27C with Rules 4(12) and 6 (issue 27): a period no State has notified is the portal's
// configured default; it is said so, and it never limits the officer by itself.

import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { parseLocalDate } from '../../lib/local-date.ts';
import { CENTRAL_PACK, withOverrides } from '../packs.ts';
import { SUNDAYS_AND_2ND_4TH_SATURDAYS } from './calendar.ts';
import type { ClockInput } from './clocks.ts';
import { computeClock } from './clocks.ts';

const d = parseLocalDate;
const compute = (input: Omit<ClockInput, 'calendar' | 'pack'>, pack = CENTRAL_PACK) => {
  const r = computeClock({ ...input, calendar: SUNDAYS_AND_2ND_4TH_SATURDAYS, pack });
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.value.value;
};

describe("Section 27B: the appeal period is shown as the portal's configured default, not as fixed by the section", () => {
  it('the period step says "the portal\'s configured default", never "fixed by Section 27B"', () => {
    const r = compute({ clock: 'appeal', from: d('2026-10-27') });
    assert.match(r.steps[0]!, /^Period: 60 days, the portal's configured default for Section 27B/);
    assert.doesNotMatch(r.steps.join(' '), /fixed by Section 27B/);
  });
  it("a value the State notified is shown with its notification, not as the portal's default", () => {
    const pack = withOverrides(CENTRAL_PACK, {
      'appeal.period-days': [
        {
          from: d('2026-09-01'),
          value: 45,
          status: 'configured',
          basis: ['in.cta1871.s27b'],
          source: 'Notification No. 12/2026 dated 20 August 2026',
          notification: { number: '12/2026', date: d('2026-08-20') },
        },
      ],
    });
    const r = compute({ clock: 'appeal', from: d('2026-10-27') }, pack);
    assert.match(
      r.steps[0]!,
      /^Period: 45 days, notified by the State \(Notification No\. 12\/2026 dated 20 Aug 2026, in force from 1 Sep 2026\) under Section 27B/,
    );
  });
});

describe("Section 27C: the portal's configured default never caps the time the officer allows to deposit", () => {
  it('a deposit time longer than the default is counted, the step saying it exceeds the default', () => {
    const r = compute({ clock: 'deposit', from: d('2026-08-03'), days: 45 });
    assert.equal(r.length.n, 45);
    assert.match(r.steps.join(' '), /longer than the portal's configured default of 30 days/);
  });
  it('an enacted maximum still binds (Rule 4(1): 30 days for the reply)', () => {
    const r = computeClock({
      clock: 'reply',
      from: d('2026-07-10'),
      days: 31,
      calendar: SUNDAYS_AND_2ND_4TH_SATURDAYS,
      pack: CENTRAL_PACK,
    });
    assert.equal(r.ok, false);
  });
});
