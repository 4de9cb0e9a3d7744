import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import type { LocalDate } from './local-date.ts';
import {
  addDays,
  addMonths,
  daysBetween,
  formatLegal,
  fromDayNumber,
  fromParts,
  nthOfMonth,
  parseLocalDate,
  toDayNumber,
  tryParseLocalDate,
  weekday,
} from './local-date.ts';

const d = (s: string): LocalDate => parseLocalDate(s);

/** A date from 1900-01-01 to 2100-12-31 as a UTC timestamp, the independent oracle. */
const utcDay = fc
  .record({
    y: fc.integer({ min: 1900, max: 2100 }),
    m: fc.integer({ min: 1, max: 12 }),
    day: fc.integer({ min: 1, max: 31 }),
  })
  .map(({ y, m, day }) => {
    const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
    return { y, m, day: Math.min(day, last) };
  });

const isoOfUtc = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

describe('LocalDate arithmetic (property tests, years 1900 to 2100)', () => {
  it('toDayNumber agrees with Date.UTC and fromDayNumber round-trips', () => {
    fc.assert(
      fc.property(utcDay, ({ y, m, day }) => {
        const ld = fromParts(y, m, day);
        const n = toDayNumber(ld);
        assert.equal(n, Date.UTC(y, m - 1, day) / 86_400_000);
        assert.equal(fromDayNumber(n), ld);
      }),
      { numRuns: 2000 },
    );
  });

  it('fromDayNumber then toDayNumber is the identity on every day number of the range', () => {
    const lo = toDayNumber(d('1900-01-01'));
    const hi = toDayNumber(d('2100-12-31'));
    fc.assert(
      fc.property(fc.integer({ min: lo, max: hi }), (n) => toDayNumber(fromDayNumber(n)) === n),
      { numRuns: 2000 },
    );
  });

  it('addDays agrees with Date.UTC arithmetic', () => {
    fc.assert(
      fc.property(utcDay, fc.integer({ min: -40_000, max: 40_000 }), ({ y, m, day }, k) => {
        const ld = fromParts(y, m, day);
        const expected = isoOfUtc(Date.UTC(y, m - 1, day + k));
        assert.equal(addDays(ld, k), expected);
        assert.equal(daysBetween(ld, addDays(ld, k)), k);
      }),
      { numRuns: 2000 },
    );
  });

  it('weekday agrees with Date.getUTCDay', () => {
    const names = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'];
    fc.assert(
      fc.property(utcDay, ({ y, m, day }) => {
        assert.equal(weekday(fromParts(y, m, day)), names[new Date(Date.UTC(y, m - 1, day)).getUTCDay()]);
      }),
      { numRuns: 1000 },
    );
  });

  it('addMonths lands in the right month, clamps only past the month end, and never moves a day that exists', () => {
    fc.assert(
      fc.property(utcDay, fc.integer({ min: -36, max: 36 }), ({ y, m, day }, k) => {
        const { date, clamped } = addMonths(fromParts(y, m, day), k);
        const target = new Date(Date.UTC(y, m - 1 + k, 1));
        const lastOfTarget = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
        assert.equal(date.slice(0, 7), isoOfUtc(target.getTime()).slice(0, 7));
        assert.equal(Number(date.slice(8, 10)), Math.min(day, lastOfTarget));
        assert.equal(clamped, day > lastOfTarget);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('LocalDate: calendar facts checked against a printed calendar', () => {
  it('weekdays of the dates the clock tables use', () => {
    // 2 Jul 2026 (commencement) is a Thursday; 9 Aug 2026 is a Sunday; 15 Aug 2026 is a Saturday (the 3rd of August).
    assert.equal(weekday(d('2026-07-02')), 'THU');
    assert.equal(weekday(d('2026-08-09')), 'SUN');
    assert.equal(weekday(d('2026-08-15')), 'SAT');
    assert.equal(nthOfMonth(d('2026-08-15')), 3);
    assert.equal(nthOfMonth(d('2026-08-08')), 2);
    assert.equal(weekday(d('2027-02-28')), 'SUN');
    assert.equal(weekday(d('2028-02-29')), 'TUE');
    assert.equal(weekday(d('2026-12-26')), 'SAT');
    assert.equal(nthOfMonth(d('2026-12-26')), 4);
  });

  it('addMonths clamps to the month end: 31 Jan + 1 month, 31 Aug + 6 months, leap years', () => {
    assert.deepEqual(addMonths(d('2027-01-31'), 1), { date: '2027-02-28', clamped: true });
    assert.deepEqual(addMonths(d('2028-01-31'), 1), { date: '2028-02-29', clamped: true });
    assert.deepEqual(addMonths(d('2026-08-31'), 6), { date: '2027-02-28', clamped: true });
    assert.deepEqual(addMonths(d('2027-08-31'), 6), { date: '2028-02-29', clamped: true });
    assert.deepEqual(addMonths(d('2026-07-02'), 6), { date: '2027-01-02', clamped: false });
    assert.deepEqual(addMonths(d('2026-03-31'), 1), { date: '2026-04-30', clamped: true });
    assert.deepEqual(addMonths(d('2028-02-29'), 12), { date: '2029-02-28', clamped: true });
    assert.deepEqual(addMonths(d('2026-12-15'), 1), { date: '2027-01-15', clamped: false });
    assert.deepEqual(addMonths(d('2026-01-15'), -1), { date: '2025-12-15', clamped: false });
  });

  it('parsing is strict and formatting is the legal short form', () => {
    assert.equal(tryParseLocalDate('2026-02-29'), undefined);
    assert.equal(tryParseLocalDate('2028-02-29'), '2028-02-29');
    assert.equal(tryParseLocalDate('2026-8-9'), undefined);
    assert.equal(tryParseLocalDate('2026-08-09T00:00:00Z'), undefined);
    assert.throws(() => parseLocalDate('2026-13-01'), RangeError);
    assert.equal(formatLegal(d('2026-08-09')), '9 Aug 2026');
    assert.equal(formatLegal(d('2026-08-09'), 'long'), '9 August 2026');
  });
});
