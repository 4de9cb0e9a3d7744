// The statutory clocks against a table of hand-computed cases.
//
// Every row gives its hand computation: the trigger day is excluded (GCA s.9), day 1 is the next day, and the weekday
// of each date named was checked against a printed calendar (Python's calendar module, Monday-first):
//   Jul 2026: Wed 1, Thu 2 ... Fri 10, Thu 16, Sat 25, Fri 31.       Aug 2026: Sat 1 (1st), Fri 7, Sat 8 (2nd), Sun 9,
//   Mon 10, Sat 15 (3rd), Sun 16, Mon 17, Sat 22 (4th), Fri 28.       Sep 2026: Wed 2, Sat 12 (2nd), Sun 13, Mon 14.
//   Oct 2026: Fri 2, Sat 3 (1st), Tue 27.   Nov 2026: Wed 25.   Dec 2026: Wed 2, Fri 25, Sat 26 (4th), Sun 27, Mon 28.
//   Jan 2027: Fri 1, Sat 2 (1st).   Feb 2027: Sun 28.   Mar 2027: Sat 27 (4th), Tue 30.   Feb 2028: Tue 29.
//
// The office calendar OFFICE: Sundays and 2nd and 4th Saturdays off; the national public holidays of 2026 and 2027
// seeded from date-holidays (15 Aug 2026 Independence Day, 2 Oct 2026 Gandhi Jayanti, 25 Dec 2026 Christmas Day, ...);
// the office's own closure on Friday 7 Aug 2026; and Saturday 12 Sep 2026 (a 2nd Saturday) declared a working day.

import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { LocalDate } from '../../lib/local-date.ts';
import { parseLocalDate } from '../../lib/local-date.ts';
import { ASSAM_PACK, CENTRAL_PACK } from '../packs.ts';
import type { RefusalCode } from '../refusal-codes.ts';
import type { OfficeCalendar } from './calendar.ts';
import { SUNDAYS_AND_2ND_4TH_SATURDAYS } from './calendar.ts';
import type { ClockId, ClockInput, ClockResult } from './clocks.ts';
import { CLOCK_IDS, CLOCKS, computeClock } from './clocks.ts';
import { officeCalendar } from './holidays.ts';

const d = (s: string): LocalDate => parseLocalDate(s);

const OFFICE: OfficeCalendar = officeCalendar({
  years: [2026, 2027],
  extraClosed: [{ date: d('2026-08-07'), name: 'Local holiday (district notification)' }],
  open: [d('2026-09-12')],
});

interface Row {
  readonly group: string;
  readonly title: string;
  readonly clock: ClockId;
  readonly from: string;
  readonly days?: number;
  readonly calendar?: OfficeCalendar;
  readonly nominal: string;
  readonly due: string;
  readonly moved: boolean;
  readonly skipped?: readonly string[];
  /** A step that must appear word for word. */
  readonly step?: string;
}

const ROWS: readonly Row[] = [
  // ---- Rule 4(1): notice-issue (authority, 15 days, not moved) and reply (party, days set ≤ 30, moved)
  {
    group: 'Rule 4(1)',
    title: 'notice-issue from the commencement day: 2 Jul 2026 + 15 = Fri 17 Jul 2026, open',
    // 2 Jul (Thu) excluded; 3 Jul = day 1; 17 Jul = day 15, a Friday, open.
    clock: 'notice-issue',
    from: '2026-07-02',
    nominal: '2026-07-17',
    due: '2026-07-17',
    moved: false,
    step: 'Last day 17 Jul 2026 is a Friday; office open.',
  },
  {
    group: 'Rule 4(1)',
    title: 'notice-issue ending on Independence Day (Sat 15 Aug 2026) is NOT moved: an authority duty',
    // 31 Jul (Fri) excluded; 1 Aug = day 1; 15 Aug = day 15, a Saturday (3rd, so not a Saturday off) listed closed.
    clock: 'notice-issue',
    from: '2026-07-31',
    nominal: '2026-08-15',
    due: '2026-08-15',
    moved: false,
    step: 'Last day 15 Aug 2026 is a Saturday; office closed (Independence Day). This is a duty of the authority itself, so the nominal last day stands: General Clauses Act, 1897, s.10 is not applied to it.',
  },
  {
    group: 'Rule 4(1)',
    title: 'reply 30 days from service on Fri 10 Jul 2026: last day Sun 9 Aug 2026 moves to Mon 10 Aug 2026',
    // 10 Jul excluded; 11 Jul = day 1; 31 Jul = day 21; 1 Aug = day 22; 9 Aug = day 30, a Sunday → Mon 10 Aug.
    clock: 'reply',
    from: '2026-07-10',
    days: 30,
    nominal: '2026-08-09',
    due: '2026-08-10',
    moved: true,
    skipped: ['2026-08-09'],
    step: 'Last day 9 Aug 2026 is a Sunday; office closed (weekly off); next open day 10 Aug 2026, a Monday (General Clauses Act, 1897, s.10).',
  },
  {
    group: 'Rule 4(1)',
    title: 'reply ending on the 2nd Saturday (8 Aug 2026) moves over the Sunday to Mon 10 Aug 2026',
    // 9 Jul (Thu) excluded; 10 Jul = day 1; 31 Jul = day 22; 8 Aug = day 30, the 2nd Saturday; 9 Aug Sunday → Mon 10 Aug.
    clock: 'reply',
    from: '2026-07-09',
    days: 30,
    nominal: '2026-08-08',
    due: '2026-08-10',
    moved: true,
    skipped: ['2026-08-08', '2026-08-09'],
  },
  {
    group: 'Rule 4(1)',
    title: 'reply ending on a run of closed days: listed Fri 7 Aug, 2nd Sat 8 Aug, Sun 9 Aug → Mon 10 Aug 2026',
    // 8 Jul (Wed) excluded; 9 Jul = day 1; 31 Jul = day 23; 7 Aug = day 30, a Friday the office listed closed.
    clock: 'reply',
    from: '2026-07-08',
    days: 30,
    nominal: '2026-08-07',
    due: '2026-08-10',
    moved: true,
    skipped: ['2026-08-07', '2026-08-08', '2026-08-09'],
    step: 'Last day 7 Aug 2026 is a Friday; office closed (Local holiday (district notification)); 8 Aug 2026 is a Saturday; office closed (2nd Saturday of the month); 9 Aug 2026 is a Sunday; office closed (weekly off); next open day 10 Aug 2026, a Monday (General Clauses Act, 1897, s.10).',
  },
  {
    group: 'Rule 4(1)',
    title: 'reply ending on Independence Day (Sat 15 Aug 2026) moves over Sun 16 Aug to Mon 17 Aug 2026',
    // 16 Jul (Thu) excluded; 17 Jul = day 1; 31 Jul = day 15; 15 Aug = day 30, listed closed; 16 Aug Sunday → Mon 17 Aug.
    clock: 'reply',
    from: '2026-07-16',
    days: 30,
    nominal: '2026-08-15',
    due: '2026-08-17',
    moved: true,
    skipped: ['2026-08-15', '2026-08-16'],
  },
  {
    group: 'Rule 4(1)',
    title: 'reply of 15 days set by the officer, ending on an open Monday, stays',
    // 26 Jul 2026 (Sun) excluded; 27 Jul = day 1; 31 Jul = day 5; 10 Aug = day 15, a Monday, open.
    clock: 'reply',
    from: '2026-07-26',
    days: 15,
    nominal: '2026-08-10',
    due: '2026-08-10',
    moved: false,
  },
  // ---- Rule 4(4): reply-extension (party, ≤ 15, moved)
  {
    group: 'Rule 4(4)',
    title: 'extension of 15 days from Fri 31 Jul 2026 ends on Independence Day and moves to Mon 17 Aug 2026',
    // 31 Jul excluded; 1 Aug = day 1; 15 Aug = day 15 (Sat, listed closed); 16 Aug Sunday → Mon 17 Aug.
    clock: 'reply-extension',
    from: '2026-07-31',
    days: 15,
    nominal: '2026-08-15',
    due: '2026-08-17',
    moved: true,
    skipped: ['2026-08-15', '2026-08-16'],
  },
  // ---- Rule 5: disposal (authority, 6 months, not moved)
  {
    group: 'Rule 5',
    title: 'six months from 31 Aug 2026 end on Sun 28 Feb 2027 (month end) and are NOT moved',
    // 31 Aug + 6 calendar months: 31 Feb 2027 does not exist → 28 Feb 2027, a Sunday; an authority duty, so it stands.
    clock: 'disposal',
    from: '2026-08-31',
    nominal: '2027-02-28',
    due: '2027-02-28',
    moved: false,
  },
  {
    group: 'Rule 5',
    title: 'six months from 31 Aug 2027 end on Tue 29 Feb 2028 (leap year)',
    // 31 Aug 2027 + 6 months: 31 Feb 2028 does not exist; 2028 is a leap year → 29 Feb 2028, a Tuesday.
    clock: 'disposal',
    from: '2027-08-31',
    nominal: '2028-02-29',
    due: '2028-02-29',
    moved: false,
  },
  {
    group: 'Rule 5',
    title:
      'six months from the commencement day 2 Jul 2026 end across the year end on Sat 2 Jan 2027 (1st Saturday, open)',
    // 2 Jul 2026 + 6 months = 2 Jan 2027, a Saturday, the 1st of January: open.
    clock: 'disposal',
    from: '2026-07-02',
    nominal: '2027-01-02',
    due: '2027-01-02',
    moved: false,
  },
  // ---- Rule 6: disposal-extension (authority, ≤ 30, not moved)
  {
    group: 'Rule 6',
    title: 'extension of 27 days from Sun 28 Feb 2027 ends on the 4th Saturday, 27 Mar 2027, and is NOT moved',
    // 28 Feb excluded; 1 Mar = day 1; 27 Mar = day 27, a Saturday (Saturdays 6, 13, 20, 27: the 4th) closed, not moved.
    clock: 'disposal-extension',
    from: '2027-02-28',
    days: 27,
    nominal: '2027-03-27',
    due: '2027-03-27',
    moved: false,
  },
  {
    group: 'Rule 6',
    title: 'extension of the full 30 days from 28 Feb 2027 ends on Tue 30 Mar 2027',
    // 28 Feb excluded; 1 Mar = day 1; 30 Mar = day 30, a Tuesday.
    clock: 'disposal-extension',
    from: '2027-02-28',
    days: 30,
    nominal: '2027-03-30',
    due: '2027-03-30',
    moved: false,
  },
  // ---- Rule 7(6): rectify (party, 15, moved) and refusal-communication (authority, 7, not moved)
  {
    group: 'Rule 7(6)',
    title: 'rectify 15 days from Sat 25 Jul 2026: last day Sun 9 Aug 2026 moves to Mon 10 Aug 2026',
    // 25 Jul excluded; 26 Jul = day 1; 31 Jul = day 6; 1 Aug = day 7; 9 Aug = day 15, a Sunday → Mon 10 Aug.
    clock: 'rectify',
    from: '2026-07-25',
    nominal: '2026-08-09',
    due: '2026-08-10',
    moved: true,
    skipped: ['2026-08-09'],
  },
  {
    group: 'Rule 7(6)',
    title: 'rectify ending on Sat 12 Sep 2026, a 2nd Saturday the office listed open: the exceptional open date stands',
    // 28 Aug (Fri) excluded; 29 Aug = day 1; 31 Aug = day 3; 1 Sep = day 4; 12 Sep = day 15, 2nd Saturday but listed open.
    clock: 'rectify',
    from: '2026-08-28',
    nominal: '2026-09-12',
    due: '2026-09-12',
    moved: false,
    step: 'Last day 12 Sep 2026 is a Saturday; office open (a listed open date, overriding the closure: 2nd Saturday of the month).',
  },
  {
    group: 'Rule 7(6)',
    title: 'rectify ending on Sat 12 Sep 2026 without the open date moves over Sun 13 Sep to Mon 14 Sep 2026',
    // Same count as above; under the plain Sundays-and-2nd-4th-Saturdays calendar 12 Sep and 13 Sep are closed.
    clock: 'rectify',
    from: '2026-08-28',
    calendar: SUNDAYS_AND_2ND_4TH_SATURDAYS,
    nominal: '2026-09-12',
    due: '2026-09-14',
    moved: true,
    skipped: ['2026-09-12', '2026-09-13'],
  },
  {
    group: 'Rule 7(6)',
    title: 'refusal-communication 7 days from Sat 1 Aug 2026 ends on the 2nd Saturday, 8 Aug 2026, and is NOT moved',
    // 1 Aug excluded; 2 Aug = day 1; 8 Aug = day 7, the 2nd Saturday, closed; an authority duty, so it stands.
    clock: 'refusal-communication',
    from: '2026-08-01',
    nominal: '2026-08-08',
    due: '2026-08-08',
    moved: false,
  },
  // ---- Rule 7(8): respondent-reply (party, ≤ 30, moved)
  {
    group: 'Rule 7(8)',
    title: 'respondent-reply 30 days from Wed 25 Nov 2026: Christmas, 4th Saturday and Sunday → Mon 28 Dec 2026',
    // 25 Nov excluded; 26 Nov = day 1; 30 Nov = day 5; 1 Dec = day 6; 25 Dec = day 30 (Fri, Christmas Day);
    // 26 Dec is the 4th Saturday (5, 12, 19, 26); 27 Dec Sunday → Mon 28 Dec.
    clock: 'respondent-reply',
    from: '2026-11-25',
    days: 30,
    nominal: '2026-12-25',
    due: '2026-12-28',
    moved: true,
    skipped: ['2026-12-25', '2026-12-26', '2026-12-27'],
  },
  {
    group: 'Rule 7(8)',
    title: 'respondent-reply 30 days from Wed 2 Dec 2026 ends across the year end on Fri 1 Jan 2027, open',
    // 2 Dec excluded; 3 Dec = day 1; 31 Dec = day 29; 1 Jan 2027 = day 30, a Friday; not in the seeded list: open.
    clock: 'respondent-reply',
    from: '2026-12-02',
    days: 30,
    nominal: '2027-01-01',
    due: '2027-01-01',
    moved: false,
  },
  // ---- Section 27B: appeal (party, configured 60 days, moved)
  {
    group: 'Section 27B',
    title: 'appeal 60 days (configured) from Tue 27 Oct 2026 ends on the 4th Saturday, 26 Dec 2026 → Mon 28 Dec 2026',
    // 27 Oct excluded; 28 Oct = day 1; 31 Oct = day 4; 30 Nov = day 34; 1 Dec = day 35; 26 Dec = day 60 (Sat, 4th); 27 Sun.
    clock: 'appeal',
    from: '2026-10-27',
    nominal: '2026-12-26',
    due: '2026-12-28',
    moved: true,
    skipped: ['2026-12-26', '2026-12-27'],
  },
  // ---- Section 27C / Rule 4(12): deposit (party, days set by the order ≤ configured 30, moved)
  {
    group: 'Section 27C',
    title:
      'deposit 30 days from Wed 2 Sep 2026 ends on Gandhi Jayanti (Fri 2 Oct) → Sat 3 Oct 2026, a 1st Saturday, open',
    // 2 Sep excluded; 3 Sep = day 1; 30 Sep = day 28; 1 Oct = day 29; 2 Oct = day 30, Gandhi Jayanti → Sat 3 Oct (1st: open).
    clock: 'deposit',
    from: '2026-09-02',
    days: 30,
    nominal: '2026-10-02',
    due: '2026-10-03',
    moved: true,
    skipped: ['2026-10-02'],
  },
  {
    group: 'Rule 4(12)',
    title: 'deposit time of 15 days stated in the order from Thu 2 Jul 2026 ends on Fri 17 Jul 2026',
    // 2 Jul excluded; 3 Jul = day 1; 17 Jul = day 15, a Friday, open.
    clock: 'deposit',
    from: '2026-07-02',
    days: 15,
    nominal: '2026-07-17',
    due: '2026-07-17',
    moved: false,
  },
];

function compute(input: Omit<ClockInput, 'pack' | 'calendar'> & { calendar?: OfficeCalendar }): ClockResult {
  const r = computeClock({ pack: CENTRAL_PACK, calendar: OFFICE, ...input });
  if (!r.ok) assert.fail(`refused: ${r.error.code}: ${r.error.message}`);
  return r.value.value;
}

function runRow(row: Row): void {
  it(row.title, () => {
    const input = {
      clock: row.clock,
      from: d(row.from),
      ...(row.days === undefined ? {} : { days: row.days }),
      ...(row.calendar ? { calendar: row.calendar } : {}),
    };
    const r = compute(input);
    assert.equal(r.nominalDue, row.nominal, 'nominal last day');
    assert.equal(r.due, row.due, 'due day');
    assert.equal(r.moved, row.moved, 'moved');
    if (row.skipped)
      assert.deepEqual(
        r.skipped.map((s) => s.date),
        row.skipped,
      );
    if (row.step) assert.ok(r.steps.includes(row.step), `missing step:\n${row.step}\nin:\n${r.steps.join('\n')}`);
    // Every result explains itself: the excluded trigger day, the count, the office, and the due day.
    assert.match(r.steps.join('\n'), /That day is excluded \(General Clauses Act, 1897, s\.9\)/);
    assert.match(r.steps.at(-1)!, /^Due: \w+day \d+ \w{3} \d{4}, by the /);
    assert.ok(r.basis.includes('in.gca1897.s9'));
    assert.equal(r.basis.includes('in.gca1897.s10'), row.moved);
    if (!CLOCKS[row.clock].nextOpenDay) assert.equal(r.due, r.nominalDue, 'authority clocks are never moved');
  });
}

const rowsOf = (group: string): Row[] => ROWS.filter((r) => r.group === group);

describe('Rule 4(1): notice-issue within 15 days of receipt (not moved); reply within the days set, at most 30, from service (moved)', () => {
  for (const row of rowsOf('Rule 4(1)')) runRow(row);
});

describe('Rule 4(4): reply-extension by at most 15 days (moved)', () => {
  for (const row of rowsOf('Rule 4(4)')) runRow(row);
});

describe('Rule 5: disposal within 6 months of receipt (calendar months; not moved)', () => {
  for (const row of rowsOf('Rule 5')) runRow(row);
  it('the month-end step explains the clamp', () => {
    const r = compute({ clock: 'disposal', from: d('2026-08-31') });
    assert.ok(
      r.steps.some((s) =>
        s.includes('end in a month without that day; the period ends on the last day of that month, 28 Feb 2027'),
      ),
    );
    assert.ok(r.basis.includes('in.gca1897.s3.35'));
    assert.ok(
      r.steps.some((s) =>
        s.startsWith(
          'Last day 28 Feb 2027 is a Sunday; office closed (weekly off). This is a duty of the authority itself',
        ),
      ),
    );
  });
});

describe('Rule 6: disposal-extension by at most 30 days (not moved)', () => {
  for (const row of rowsOf('Rule 6')) runRow(row);
});

describe('Rule 7(6): rectify within 15 days (moved); refusal-communication within 7 days of the last day for rectification (not moved)', () => {
  for (const row of rowsOf('Rule 7(6)')) runRow(row);
});

describe('Rule 7(8): respondent-reply within the days set, at most 30 (moved)', () => {
  for (const row of rowsOf('Rule 7(8)')) runRow(row);
});

describe('Section 27B: appeal within the configured period (moved; marked configured)', () => {
  for (const row of rowsOf('Section 27B')) runRow(row);
  it('uses a configured value and says so in the period step', () => {
    const r = compute({ clock: 'appeal', from: d('2026-10-27') });
    assert.deepEqual(
      r.params.map((p) => [p.id, p.value, p.status]),
      [['appeal.period-days', 60, 'configured']],
    );
    assert.match(
      r.steps[0]!,
      /^Period: 60 days, the portal's configured default for Section 27B, Form-III item 9 \(no State has notified a value\)\. This value is configured, not enacted in the texts held/,
    );
  });
});

describe('Section 27C: deposit within the days the order sets, at most the configured maximum (moved)', () => {
  for (const row of rowsOf('Section 27C')) runRow(row);
  it('the configured maximum is 30 days and is marked configured', () => {
    const r = compute({ clock: 'deposit', from: d('2026-09-02'), days: 30 });
    assert.deepEqual(r.legalMaximum, { unit: 'days', n: 30 });
    assert.equal(r.params[0]?.status, 'configured');
  });
});

describe('Rule 4(12): the order states the time limit for the deposit', () => {
  for (const row of rowsOf('Rule 4(12)')) runRow(row);
});

describe('Section 10 and the authority clocks on the same closed last day (Sat 15 Aug 2026, Independence Day)', () => {
  it('the party clock moves to Mon 17 Aug 2026 and the authority clock stays on Sat 15 Aug 2026', () => {
    // Both count from Fri 31 Jul 2026: 1 Aug = day 1 … 15 Aug = day 15.
    const party = compute({ clock: 'reply-extension', from: d('2026-07-31'), days: 15 });
    const authority = compute({ clock: 'notice-issue', from: d('2026-07-31') });
    assert.equal(party.nominalDue, authority.nominalDue);
    assert.equal(party.nominalDue, '2026-08-15');
    assert.equal(party.due, '2026-08-17');
    assert.equal(authority.due, '2026-08-15');
    assert.ok(party.basis.includes('in.gca1897.s10'));
    assert.ok(!authority.basis.includes('in.gca1897.s10'));
    assert.match(authority.steps.join('\n'), /duty of the authority itself, so the nominal last day stands/);
  });

  it('which clocks move: exactly the party clocks', () => {
    const moving = CLOCK_IDS.filter((id) => CLOCKS[id].nextOpenDay);
    assert.deepEqual(moving, [
      'reply',
      'reply-extension',
      'rectify',
      'respondent-reply',
      'appeal',
      'deposit',
      'recovery',
    ]);
  });
});

function refusal(input: Omit<ClockInput, 'pack' | 'calendar'>): { code: RefusalCode; message: string } {
  const r = computeClock({ pack: CENTRAL_PACK, calendar: OFFICE, ...input });
  if (r.ok) assert.fail('expected a refusal');
  return r.error;
}

describe('Clock refusals name the provision and the maximum', () => {
  const over: [ClockId, number, string, string][] = [
    ['reply', 31, 'Rule 4(1)', '30'],
    ['reply-extension', 16, 'Rule 4(4)', '15'],
    ['disposal-extension', 31, 'Rule 6', '30'],
    ['respondent-reply', 31, 'Rule 7(8)', '30'],
    // Section 27C's 30 days are the portal's configured default: they do not cap the deposit time (defaults.test.ts).
  ];
  for (const [clock, days, label, max] of over) {
    it(`${clock} with ${days} days: CLOCK.DAYS_EXCEED_MAXIMUM naming ${label} and ${max}`, () => {
      const r = refusal({ clock, from: d('2026-08-03'), days });
      assert.equal(r.code, 'CLOCK.DAYS_EXCEED_MAXIMUM');
      assert.ok(r.message.startsWith(`${days} days exceeds the maximum of ${max} days under ${label}`), r.message);
    });
  }

  it('Rule 4(1): 31 days for the reply is refused; 30 is allowed', () => {
    assert.equal(
      refusal({ clock: 'reply', from: d('2026-07-10'), days: 31 }).message,
      '31 days exceeds the maximum of 30 days under Rule 4(1).',
    );
    assert.equal(compute({ clock: 'reply', from: d('2026-07-10'), days: 30 }).due, '2026-08-10');
  });

  it("Section 27C: 31 days are counted, the step saying they exceed the portal's configured default", () => {
    assert.match(
      compute({ clock: 'deposit', from: d('2026-08-03'), days: 31 }).steps.join(' '),
      /longer than the portal's configured default of 30 days.*This value is configured, not enacted/,
    );
  });

  it('set clocks need the number of days (CLOCK.DAYS_REQUIRED)', () => {
    for (const clock of CLOCK_IDS.filter((id) => CLOCKS[id].length.kind === 'set')) {
      const r = refusal({ clock, from: d('2026-08-03') });
      assert.equal(r.code, 'CLOCK.DAYS_REQUIRED', clock);
      assert.match(r.message, /at most \d+|the portal's configured default is \d+/);
    }
  });

  it('fixed clocks take no number of days, even the right one (CLOCK.DAYS_NOT_ALLOWED)', () => {
    for (const clock of CLOCK_IDS.filter((id) => CLOCKS[id].length.kind === 'fixed')) {
      assert.equal(refusal({ clock, from: d('2026-08-03'), days: 15 }).code, 'CLOCK.DAYS_NOT_ALLOWED', clock);
    }
    assert.equal(
      refusal({ clock: 'notice-issue', from: d('2026-08-03'), days: 15 }).message,
      'The period for the issue of the show-cause notice in Form-II is fixed at 15 days by Rule 4(1); no number of days may be given for it.',
    );
  });

  it('zero or a fraction of a day is refused (CLOCK.DAYS_NOT_POSITIVE)', () => {
    assert.equal(refusal({ clock: 'reply', from: d('2026-08-03'), days: 0 }).code, 'CLOCK.DAYS_NOT_POSITIVE');
    assert.equal(refusal({ clock: 'reply', from: d('2026-08-03'), days: 1.5 }).code, 'CLOCK.DAYS_NOT_POSITIVE');
  });

  it('a trigger before commencement (2 Jul 2026) is refused for every clock; 2 Jul 2026 itself is allowed', () => {
    for (const clock of CLOCK_IDS) {
      const days = CLOCKS[clock].length.kind === 'set' ? 10 : undefined;
      const r = refusal({ clock, from: d('2026-07-01'), ...(days === undefined ? {} : { days }) });
      assert.equal(r.code, 'CLOCK.BEFORE_COMMENCEMENT', clock);
      assert.match(r.message, /did not apply on 1 Jul 2026: it applies from 2 Jul 2026\.$/);
      assert.ok(
        computeClock({
          clock,
          from: d('2026-07-02'),
          ...(days === undefined ? {} : { days }),
          pack: CENTRAL_PACK,
          calendar: OFFICE,
        }).ok,
        clock,
      );
    }
    assert.equal(
      refusal({ clock: 'notice-issue', from: d('2026-07-01') }).message,
      'The period for the issue of the show-cause notice in Form-II under Rule 4(1), Form-II did not apply on 1 Jul 2026: it applies from 2 Jul 2026.',
    );
  });

  it('the Assam pack computes the central clocks the same way', () => {
    const r = computeClock({ clock: 'reply', from: d('2026-07-10'), days: 30, pack: ASSAM_PACK, calendar: OFFICE });
    assert.ok(r.ok);
    assert.equal(r.value.value.due, '2026-08-10');
  });
});
