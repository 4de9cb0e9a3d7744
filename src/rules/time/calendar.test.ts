import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { LocalDate } from '../../lib/local-date.ts';
import { parseLocalDate } from '../../lib/local-date.ts';
import type { CalendarProblem, OfficeCalendar } from './calendar.ts';
import {
  closedReason,
  describeDay,
  isOpen,
  nextOpenDay,
  parseCalendar,
  SUNDAYS_AND_2ND_4TH_SATURDAYS,
} from './calendar.ts';

const d = (s: string): LocalDate => parseLocalDate(s);

function problems(input: unknown): CalendarProblem[] {
  const r = parseCalendar(input);
  assert.equal(r.ok, false, 'expected the calendar to be rejected');
  return r.ok ? [] : r.error;
}
const fields = (ps: CalendarProblem[]): string[] => ps.map((p) => p.field);

describe('Office calendar: parseCalendar', () => {
  it('reads the documented example, with named and bare closed dates', () => {
    const r = parseCalendar({
      name: 'SDM office, Kamrup (Metro)',
      weeklyOff: ['SUN'],
      nthWeekdayOff: [{ weekday: 'SAT', nth: [2, 4] }],
      closed: ['2026-08-15', { date: '2026-10-02', name: 'Gandhi Jayanti' }],
      open: ['2026-09-12'],
    });
    assert.ok(r.ok);
    assert.deepEqual(r.value, {
      name: 'SDM office, Kamrup (Metro)',
      weeklyOff: ['SUN'],
      nthWeekdayOff: [{ weekday: 'SAT', nth: [2, 4] }],
      closed: [{ date: '2026-08-15' }, { date: '2026-10-02', name: 'Gandhi Jayanti' }],
      open: ['2026-09-12'],
    });
  });

  it('accepts lower-case weekdays and an empty object (every day open)', () => {
    const r = parseCalendar({ weeklyOff: ['sun'] });
    assert.ok(r.ok);
    assert.deepEqual(r.value.weeklyOff, ['SUN']);
    assert.ok(parseCalendar({}).ok);
  });

  it('rejects a value that is not an object', () => {
    assert.deepEqual(fields(problems([])), ['']);
    assert.deepEqual(fields(problems('SUN')), ['']);
    assert.deepEqual(fields(problems(null)), ['']);
  });

  it('reports every bad field at once, each with its path', () => {
    const ps = problems({
      name: 7,
      weeklyOff: ['SUN', 'SUNDAY'],
      nthWeekdayOff: [
        { weekday: 'SAT', nth: [2, 6] },
        'SAT',
        { weekday: 'XYZ', nth: [] },
        { weekday: 'FRI', nth: [1], every: true },
      ],
      closed: [
        '2026-02-30',
        { date: '15/08/2026', name: 'Independence Day' },
        { date: '2026-08-15', name: '' },
        { date: '2026-08-16', note: 'x' },
      ],
      open: ['tomorrow'],
      holidays: [],
    });
    assert.deepEqual(fields(ps).sort(), [
      'closed[0]',
      'closed[1].date',
      'closed[2].name',
      'closed[3].note',
      'holidays',
      'name',
      'nthWeekdayOff[0].nth',
      'nthWeekdayOff[1]',
      'nthWeekdayOff[2].nth',
      'nthWeekdayOff[2].weekday',
      'nthWeekdayOff[3].every',
      'open[0]',
      'weeklyOff[1]',
    ]);
    const byField = new Map(ps.map((p) => [p.field, p.message]));
    assert.match(
      byField.get('weeklyOff[1]')!,
      /"SUNDAY" is not a weekday; use one of MON, TUE, WED, THU, FRI, SAT, SUN/,
    );
    assert.match(byField.get('closed[0]')!, /"2026-02-30" is not a date in the form YYYY-MM-DD/);
    assert.match(byField.get('holidays')!, /Unknown field "holidays"/);
    assert.match(byField.get('nthWeekdayOff[0].nth')!, /whole numbers from 1 to 5/);
  });

  it('reports lists given as something else', () => {
    assert.deepEqual(fields(problems({ weeklyOff: 'SUN', closed: '2026-08-15', open: {}, nthWeekdayOff: 2 })).sort(), [
      'closed',
      'nthWeekdayOff',
      'open',
      'weeklyOff',
    ]);
  });

  it('refuses a calendar on which the office is never open', () => {
    const ps = problems({ weeklyOff: ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'] });
    assert.deepEqual(fields(ps), ['weeklyOff']);
    assert.match(ps[0]!.message, /never open/);
    assert.ok(parseCalendar({ weeklyOff: ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'], open: ['2026-08-10'] }).ok);
  });
});

describe('Office calendar: closures, exceptional open dates and the next open day', () => {
  const cal: OfficeCalendar = {
    ...SUNDAYS_AND_2ND_4TH_SATURDAYS,
    closed: [
      { date: d('2026-08-07'), name: 'Local holiday' },
      { date: d('2026-08-15'), name: 'Independence Day' },
      { date: d('2026-08-31') },
    ],
    open: [d('2026-09-12')],
  };

  it('names why a day is closed', () => {
    assert.equal(closedReason(cal, d('2026-08-09')), 'weekly off'); // Sunday
    assert.equal(closedReason(cal, d('2026-08-08')), '2nd Saturday of the month');
    assert.equal(closedReason(cal, d('2026-08-22')), '4th Saturday of the month');
    assert.equal(closedReason(cal, d('2026-08-01')), undefined); // 1st Saturday: open
    assert.equal(closedReason(cal, d('2026-08-29')), undefined); // 5th Saturday: open
    assert.equal(closedReason(cal, d('2026-08-15')), 'Independence Day'); // 3rd Saturday, listed
    assert.equal(closedReason(cal, d('2026-08-31')), 'a closed date of the office');
    assert.equal(closedReason(cal, d('2026-09-12')), undefined); // 2nd Saturday, listed open
    assert.equal(isOpen(cal, d('2026-08-10')), true);
  });

  it('describes a day with its weekday, for the explanation steps', () => {
    assert.equal(describeDay(cal, d('2026-08-09')), '9 Aug 2026 is a Sunday; office closed (weekly off)');
    assert.equal(describeDay(cal, d('2026-08-10')), '10 Aug 2026 is a Monday; office open');
    assert.equal(
      describeDay(cal, d('2026-09-12')),
      '12 Sep 2026 is a Saturday; office open (a listed open date, overriding the closure: 2nd Saturday of the month)',
    );
  });

  it('passes over a run of closed days: a listed Friday, the 2nd Saturday and the Sunday', () => {
    const r = nextOpenDay(cal, d('2026-08-07'));
    assert.equal(r.date, '2026-08-10');
    assert.deepEqual(
      r.skipped.map((s) => s.date),
      ['2026-08-07', '2026-08-08', '2026-08-09'],
    );
  });

  it('gives up with an error rather than loop on a calendar with no open day', () => {
    const never: OfficeCalendar = {
      weeklyOff: ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'],
      nthWeekdayOff: [],
      closed: [],
      open: [],
    };
    assert.throws(() => nextOpenDay(never, d('2026-08-10')), RangeError);
  });
});
