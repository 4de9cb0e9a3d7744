import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { LocalDate } from '../../lib/local-date.ts';
import { parseLocalDate } from '../../lib/local-date.ts';
import type { OfficeCalendar } from './calendar.ts';
import { ALWAYS_OPEN, SUNDAYS_AND_2ND_4TH_SATURDAYS } from './calendar.ts';
import { countPeriod, dueDay } from './periods.ts';

const d = (s: string): LocalDate => parseLocalDate(s);

describe('Section 9: the day of the event is excluded ("from")', () => {
  it('10 days from 1 June end on 11 June (day 1 is 2 June)', () => {
    // Worked example of act-notes.md §5: 1 Jun excluded; 2 Jun = day 1, 11 Jun = day 10.
    const c = countPeriod(d('2026-06-01'), { unit: 'days', n: 10 }, 'Event');
    assert.equal(c.nominalLastDay, '2026-06-11');
    assert.deepEqual(c.basis, ['in.gca1897.s9']);
    assert.equal(
      c.steps[0],
      'Event: 1 Jun 2026. That day is excluded (General Clauses Act, 1897, s.9); the period starts on 2 Jun 2026.',
    );
    assert.equal(c.steps[1], 'Day 1 is 2 Jun 2026; day 10 is 11 Jun 2026: the last day of 10 days.');
  });

  it('crosses a month end and a year end: 30 days from 2 Dec 2026 end on 1 Jan 2027', () => {
    // 2 Dec excluded; 3 Dec = day 1, 31 Dec = day 29, 1 Jan 2027 = day 30.
    assert.equal(countPeriod(d('2026-12-02'), { unit: 'days', n: 30 }, 'Event').nominalLastDay, '2027-01-01');
  });

  it('a period of 1 day ends on the next day, and says so in one step', () => {
    const c = countPeriod(d('2026-07-31'), { unit: 'days', n: 1 }, 'Event');
    assert.equal(c.nominalLastDay, '2026-08-01');
    assert.equal(c.steps[1], 'Day 1, 1 Aug 2026, is the last day of a period of 1 day.');
  });
});

describe('Section 3(35): months are calendar months', () => {
  it('6 months from 31 Aug 2026 end on 28 Feb 2027, the last day of February', () => {
    const c = countPeriod(d('2026-08-31'), { unit: 'months', n: 6 }, 'Receipt of the complaint');
    assert.equal(c.nominalLastDay, '2027-02-28');
    assert.deepEqual(c.basis, ['in.gca1897.s9', 'in.gca1897.s3.35']);
    assert.match(
      c.steps[1]!,
      /end in a month without that day; the period ends on the last day of that month, 28 Feb 2027/,
    );
  });

  it('6 months from 31 Aug 2027 end on 29 Feb 2028 (leap year)', () => {
    assert.equal(countPeriod(d('2027-08-31'), { unit: 'months', n: 6 }, 'Event').nominalLastDay, '2028-02-29');
  });

  it('1 month from 31 Jan 2027 ends on 28 Feb 2027; from 31 Jan 2028 on 29 Feb 2028', () => {
    assert.equal(countPeriod(d('2027-01-31'), { unit: 'months', n: 1 }, 'Event').nominalLastDay, '2027-02-28');
    assert.equal(countPeriod(d('2028-01-31'), { unit: 'months', n: 1 }, 'Event').nominalLastDay, '2028-02-29');
  });

  it('6 months from 2 Jul 2026 end on 2 Jan 2027 (the same day number, across the year end)', () => {
    const c = countPeriod(d('2026-07-02'), { unit: 'months', n: 6 }, 'Event');
    assert.equal(c.nominalLastDay, '2027-01-02');
    assert.equal(
      c.steps[1],
      '6 calendar months (General Clauses Act, 1897, s.3(35)) from 2 Jul 2026 end on 2 Jan 2027.',
    );
  });
});

describe('Section 10: a closed last day moves to the next open day (party acts only)', () => {
  const cal: OfficeCalendar = {
    ...SUNDAYS_AND_2ND_4TH_SATURDAYS,
    closed: [{ date: d('2026-08-07'), name: 'Local holiday' }],
    open: [],
  };

  it('a Sunday last day moves to Monday, and the step says why', () => {
    // 9 Aug 2026 is a Sunday; 10 Aug 2026 is a Monday.
    const r = dueDay(cal, d('2026-08-09'), true);
    assert.equal(r.due, '2026-08-10');
    assert.equal(r.moved, true);
    assert.deepEqual(r.basis, ['in.gca1897.s10']);
    assert.deepEqual(r.steps, [
      'Last day 9 Aug 2026 is a Sunday; office closed (weekly off); next open day 10 Aug 2026, a Monday (General Clauses Act, 1897, s.10).',
      'The holiday list for 2026 has not been entered: this date may move.',
    ]);
  });

  it('a run of closed days (listed Friday, 2nd Saturday, Sunday) is passed over in one step', () => {
    const r = dueDay(cal, d('2026-08-07'), true);
    assert.equal(r.due, '2026-08-10');
    assert.deepEqual(r.steps, [
      'Last day 7 Aug 2026 is a Friday; office closed (Local holiday); 8 Aug 2026 is a Saturday; office closed (2nd Saturday of the month); 9 Aug 2026 is a Sunday; office closed (weekly off); next open day 10 Aug 2026, a Monday (General Clauses Act, 1897, s.10).',
      'The holiday list for 2026 has not been entered: this date may move.',
    ]);
  });

  it('an authority duty keeps the nominal day even when the office is closed, with a step saying so', () => {
    const r = dueDay(cal, d('2026-08-09'), false);
    assert.equal(r.due, '2026-08-09');
    assert.equal(r.moved, false);
    assert.deepEqual(r.basis, []);
    assert.match(
      r.steps[0]!,
      /^Last day 9 Aug 2026 is a Sunday; office closed \(weekly off\)\. This is a duty of the authority itself, so the nominal last day stands/,
    );
  });

  it('an open last day stays, and no s.10 basis is added', () => {
    const r = dueDay(cal, d('2026-08-10'), true);
    assert.deepEqual({ due: r.due, moved: r.moved, basis: r.basis }, { due: '2026-08-10', moved: false, basis: [] });
    assert.deepEqual(r.steps, [
      'Last day 10 Aug 2026 is a Monday; office open.',
      'The holiday list for 2026 has not been entered: this date may move.',
    ]);
    assert.equal(r.holidayListMissing, 2026);
    assert.equal(dueDay(ALWAYS_OPEN, d('2026-08-09'), true).due, '2026-08-09');
  });
});
