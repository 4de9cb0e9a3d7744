import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { LocalDate } from '../../lib/local-date.ts';
import { parseLocalDate } from '../../lib/local-date.ts';
import { closedReason } from './calendar.ts';
import { officeCalendar, seedHolidays, withSeededHolidays } from './holidays.ts';

const d = (s: string): LocalDate => parseLocalDate(s);
const ZONES = ['UTC', 'Asia/Kolkata', 'America/Los_Angeles', 'Pacific/Kiritimati'];
const REPO = fileURLToPath(new URL('../../..', import.meta.url));

function inZone<T>(tz: string, f: () => T): T {
  const before = process.env['TZ'];
  process.env['TZ'] = tz; // Node resets its zone cache when TZ is assigned
  try {
    return f();
  } finally {
    if (before === undefined) delete process.env['TZ'];
    else process.env['TZ'] = before;
  }
}

describe('Holidays seeded from date-holidays 3.37.0 (a seed, not the calendar)', () => {
  it('gives the six national public holidays of 2026, with names', () => {
    assert.deepEqual(seedHolidays({ country: 'IN', years: [2026] }), [
      { date: '2026-01-26', name: 'Republic Day' },
      { date: '2026-04-03', name: 'Good Friday' },
      { date: '2026-04-14', name: 'Ambedkar Jayanti' },
      { date: '2026-08-15', name: 'Independence Day' },
      { date: '2026-10-02', name: 'Gandhi Jayanti' },
      { date: '2026-12-25', name: 'Christmas Day' },
    ]);
  });

  it('adds the State list for Assam, public holidays only (the Me-Dam-Me-Phi observance is left out)', () => {
    const as = seedHolidays({ country: 'IN', state: 'AS', years: [2026] });
    assert.ok(as.some((h) => h.date === '2026-01-23' && h.name === 'Netaji Subhas Chandra Bose Jayanti'));
    assert.ok(as.some((h) => h.date === '2026-05-01' && h.name === 'Labour Day'));
    assert.ok(!as.some((h) => h.date === '2026-01-31'), 'observances are not closures');
    assert.equal(as.length, 8);
  });

  it('joins two holidays on one day (Good Friday and Ambedkar Jayanti, 14 Apr 2028) and seeds several years in order', () => {
    const hs = seedHolidays({ country: 'IN', years: [2028, 2027] });
    assert.ok(hs.some((h) => h.date === '2028-04-14' && h.name === 'Ambedkar Jayanti / Good Friday'));
    assert.deepEqual(
      [...hs].map((h) => h.date),
      [...hs].map((h) => h.date).sort(),
    );
    assert.equal(new Set(hs.map((h) => h.date)).size, hs.length);
  });

  it('Independence Day 2026 is 2026-08-15 whatever the time zone of the process (in-process)', () => {
    for (const tz of ZONES) {
      const got = inZone(tz, () => {
        // The zone really changed: the library's instants would read as 14 August west of India.
        const start = new Date('2026-08-14T18:30:00Z');
        const localDay = start.getDate();
        const seeded = seedHolidays({ country: 'IN', years: [2026] }).find((h) => h.name === 'Independence Day');
        return { localDay, date: seeded?.date };
      });
      assert.equal(got.date, '2026-08-15', `TZ=${tz}`);
      if (tz === 'America/Los_Angeles' || tz === 'UTC') assert.equal(got.localDay, 14, `TZ=${tz} took effect`);
      if (tz === 'Asia/Kolkata') assert.equal(got.localDay, 15, `TZ=${tz} took effect`);
    }
  });

  it('Independence Day 2026 is 2026-08-15 in a fresh process under TZ=UTC, Asia/Kolkata and America/Los_Angeles', () => {
    const script = [
      "import { seedHolidays } from './src/rules/time/holidays.ts';",
      "const h = seedHolidays({ country: 'IN', state: 'AS', years: [2026] });",
      'console.log(JSON.stringify(h.map((x) => x.date)));',
    ].join('\n');
    const outputs = ZONES.slice(0, 3).map((tz) => {
      const r = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
        cwd: REPO,
        env: { ...process.env, TZ: tz },
        encoding: 'utf8',
      });
      assert.equal(r.status, 0, r.stderr);
      const dates = JSON.parse(r.stdout) as string[];
      assert.ok(dates.includes('2026-08-15'), `TZ=${tz}: ${r.stdout}`);
      assert.ok(!dates.includes('2026-08-14'), `TZ=${tz}: ${r.stdout}`);
      return r.stdout;
    });
    assert.equal(new Set(outputs).size, 1, 'the same dates in every zone');
  });

  it('refuses years outside 1900 to 2200', () => {
    assert.throws(() => seedHolidays({ country: 'IN', years: [2026.5] }), RangeError);
    assert.throws(() => seedHolidays({ country: 'IN', years: [1800] }), RangeError);
  });
});

describe('officeCalendar: weekly offs, seeded holidays, the office list and exceptional open days', () => {
  it('defaults to Sundays and 2nd and 4th Saturdays and the national holidays, and seeds nothing without years', () => {
    const cal = officeCalendar();
    assert.deepEqual(cal.weeklyOff, ['SUN']);
    assert.deepEqual(cal.nthWeekdayOff, [{ weekday: 'SAT', nth: [2, 4] }]);
    assert.deepEqual(cal.closed, []);
    // A 3rd Saturday and no State list, but a national holiday in every calendar.
    assert.equal(closedReason(cal, d('2026-08-15')), 'Independence Day, a national holiday');
    assert.equal(closedReason(cal, d('2026-08-14')), undefined); // a Friday
  });

  it('the office list wins over the library name, open days override closures, and the name says the list is thin', () => {
    const cal = officeCalendar({
      state: 'AS',
      years: [2026],
      extraClosed: [
        { date: d('2026-08-15'), name: 'Independence Day (notified)' },
        { date: d('2026-11-08'), name: 'Diwali' },
      ],
      open: [d('2026-08-08')],
    });
    assert.equal(closedReason(cal, d('2026-08-15')), 'Independence Day (notified)');
    assert.equal(closedReason(cal, d('2026-11-08')), 'Diwali');
    assert.equal(closedReason(cal, d('2026-05-01')), 'Labour Day');
    assert.equal(closedReason(cal, d('2026-08-08')), undefined); // 2nd Saturday made a working day
    assert.match(cal.name ?? '', /seeded from date-holidays 3\.37\.0 \(a thin list\)/);
    assert.equal(cal.closed.filter((c) => c.date === '2026-08-15').length, 1);
  });

  it('withSeededHolidays adds the seed to a calendar read from a file, keeping the file entries', () => {
    const cal = withSeededHolidays(
      {
        name: 'From file',
        weeklyOff: ['SUN'],
        nthWeekdayOff: [],
        closed: [{ date: d('2026-10-02'), name: 'Bapu' }],
        open: [],
      },
      { country: 'IN', years: [2026] },
    );
    assert.equal(closedReason(cal, d('2026-10-02')), 'Bapu');
    assert.equal(closedReason(cal, d('2026-12-25')), 'Christmas Day');
    assert.match(cal.name ?? '', /^From file; public holidays of India for 2026/);
  });
});
