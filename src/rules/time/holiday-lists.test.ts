import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { LocalDate } from '../../lib/local-date.ts';
import { parseLocalDate } from '../../lib/local-date.ts';
import { pack } from '../packs.ts';
import { closedReason, holidayListMissingText, isOpen, SUNDAYS_AND_2ND_4TH_SATURDAYS } from './calendar.ts';
import { computeClock } from './clocks.ts';
import type { StateHolidayList } from './holiday-lists.ts';
import { draftHolidayCsv, parseHolidayCsv, parseHolidayIcs, withHolidayLists } from './holiday-lists.ts';
import { officeCalendar } from './holidays.ts';

const d = (s: string): LocalDate => parseLocalDate(s);

const ASSAM_2026: StateHolidayList = {
  state: 'AS',
  year: 2026,
  notification: { number: 'GAD.1/2025/12', date: d('2025-12-20') },
  holidays: [{ date: d('2026-08-17'), name: 'Janmashtami' }],
};

describe('Section 10 (General Clauses Act): the national holidays are in every calendar', () => {
  it('Section 10: 26 January, 15 August and 2 October close the default and every office calendar', () => {
    for (const cal of [SUNDAYS_AND_2ND_4TH_SATURDAYS, officeCalendar({ weeklyOff: ['SUN'], nthWeekdayOff: [] })]) {
      for (const day of ['2027-01-26', '2026-08-15', '2026-10-02']) assert.equal(isOpen(cal, d(day)), false, day);
      assert.equal(isOpen(cal, d('2026-08-14')), true);
    }
  });

  it('Section 10: a reply served 16 Jul 2026 for 30 days, with no State list, is due Monday 17 Aug 2026 and says why and that it may move', () => {
    const r = computeClock({
      clock: 'reply',
      from: d('2026-07-16'),
      days: 30,
      calendar: SUNDAYS_AND_2ND_4TH_SATURDAYS,
      pack: pack('in'),
    });
    assert.ok(r.ok);
    const v = r.value.value;
    assert.equal(v.nominalDue, '2026-08-15');
    assert.equal(v.due, '2026-08-17');
    assert.deepEqual(
      v.skipped.map((s) => s.reason),
      ['Independence Day, a national holiday', 'weekly off'],
    );
    assert.equal(v.holidayListMissing, 2026);
    assert.ok(v.steps.includes('The holiday list for 2026 has not been entered: this date may move.'));
  });
});

describe("Section 10 (General Clauses Act): the State's notified holiday list for a year", () => {
  it('Section 10: a day on the imported list moves the date, and the explanation names the notification by number and date', () => {
    const cal = withHolidayLists(SUNDAYS_AND_2ND_4TH_SATURDAYS, [ASSAM_2026]);
    assert.equal(
      closedReason(cal, d('2026-08-17')),
      'Janmashtami, notified by the State (AS) for 2026, notification No. GAD.1/2025/12 dated 20 Dec 2025',
    );
    const r = computeClock({ clock: 'reply', from: d('2026-07-16'), days: 30, calendar: cal, pack: pack('in') });
    assert.ok(r.ok);
    assert.equal(r.value.value.due, '2026-08-18');
    assert.equal(r.value.value.holidayListMissing, undefined);
    assert.ok(r.value.value.steps.some((s) => s.includes('notification No. GAD.1/2025/12 dated 20 Dec 2025')));
  });

  it('Section 10: a due date in a year with no list entered says so, in English and Hindi', () => {
    const cal = withHolidayLists(SUNDAYS_AND_2ND_4TH_SATURDAYS, [ASSAM_2026]);
    const r = computeClock({ clock: 'reply', from: d('2026-12-20'), days: 30, calendar: cal, pack: pack('in') });
    assert.ok(r.ok);
    assert.equal(r.value.value.holidayListMissing, 2027);
    assert.deepEqual(holidayListMissingText(2027), {
      en: 'The holiday list for 2027 has not been entered: this date may move.',
      hi: '2027 की अवकाश सूची दर्ज नहीं की गई है: यह तारीख बदल सकती है।',
    });
  });

  it("Section 10: an authority's own duty is not moved, so no warning is given for it", () => {
    const r = computeClock({
      clock: 'notice-issue',
      from: d('2026-07-31'),
      calendar: SUNDAYS_AND_2ND_4TH_SATURDAYS,
      pack: pack('in'),
    });
    assert.ok(r.ok);
    assert.equal(r.value.value.holidayListMissing, undefined);
  });

  it('Section 10: CSV lists are read with quotes and a header; each bad line is refused naming the line', () => {
    const ok = parseHolidayCsv('date,name\n2026-01-14,Magh Bihu\n"2026-04-14","Bohag Bihu, Rongali"\n', 2026);
    assert.ok(ok.ok);
    assert.deepEqual(ok.value, [
      { date: '2026-01-14', name: 'Magh Bihu' },
      { date: '2026-04-14', name: 'Bohag Bihu, Rongali' },
    ]);
    const bad = parseHolidayCsv('2026-02-30,X\n2027-01-01,New Year\n2026-01-14,\n2026-03-01,A\n2026-03-01,B\n', 2026);
    assert.ok(!bad.ok);
    assert.deepEqual(
      bad.error.map((p) => p.field),
      ['file.line1.date', 'file.line2.date', 'file.line3.name', 'file.line5.date'],
    );
    const empty = parseHolidayCsv('date,name\n', 2026);
    assert.ok(!empty.ok);
    assert.deepEqual(
      empty.error.map((p) => p.field),
      ['file'],
    );
  });

  it('Section 10: iCalendar lists are read from each VEVENT (DATE or date-time, folded lines); a non-calendar is refused', () => {
    const ics = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'BEGIN:VEVENT',
      'DTSTART;VALUE=DATE:20260114',
      'SUMMARY:Magh',
      ' Bihu',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'DTSTART:20261020T000000',
      'SUMMARY:Durga Puja\\, Dashami',
      'END:VEVENT',
      'END:VCALENDAR',
    ].join('\r\n');
    const r = parseHolidayIcs(ics, 2026);
    assert.ok(r.ok);
    assert.deepEqual(r.value, [
      { date: '2026-01-14', name: 'MaghBihu' },
      { date: '2026-10-20', name: 'Durga Puja, Dashami' },
    ]);
    const notIcs = parseHolidayIcs('date,name\n2026-01-14,Magh Bihu', 2026);
    assert.ok(!notIcs.ok);
  });

  it('Section 10: the library may seed a draft, marked as a draft to check against the notification', () => {
    const csv = draftHolidayCsv('AS', 2026);
    assert.match(csv, /^date,name\n/);
    assert.match(csv, /2026-08-15,.*DRAFT from date-holidays 3\.37\.0: check against the notification/);
    const parsed = parseHolidayCsv(csv, 2026);
    assert.ok(parsed.ok);
    assert.ok(parsed.value.every((h) => h.name.includes('DRAFT')));
  });
});
