// GCA s.10 with the State's notified holiday list, on every backend: imported by a State administrator through the HTTP
// API (CSV and iCalendar), refused field by field when bad (nothing written), and used by every office of the State.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { send } from '../../../test/api.ts';
import { testBackends } from '../../../test/db.ts';
import { makeActor, OFFICES, seedJurisdiction } from '../../../test/factories.ts';
import type { TestServices } from '../../../test/services.ts';
import { quietLogger, testServices } from '../../../test/services.ts';
import type { Db } from '../../db/client.ts';
import { createStore } from '../../db/store.ts';
import { parseLocalDate } from '../../lib/local-date.ts';
import { pack } from '../../rules/packs.ts';
import { closedReason } from '../../rules/time/calendar.ts';
import { computeClock } from '../../rules/time/clocks.ts';
import { createApp } from '../../server/app.ts';

const OPTS = { logger: quietLogger, publicUrl: 'http://localhost:3000', uploadMaxBytes: 4096, cookieSecure: false };
const CSV = 'date,name\n2026-08-17,Janmashtami\n2026-10-20,Durga Puja (Dashami)\n';
const ICS = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'BEGIN:VEVENT',
  'DTSTART;VALUE=DATE:20270115',
  'SUMMARY:Magh Bihu',
  'END:VEVENT',
  'END:VCALENDAR',
].join('\r\n');

for (const backend of testBackends()) {
  describe(`Section 10 (General Clauses Act): the State's holiday list on ${backend.name}`, () => {
    let db: Db;
    let t: TestServices;
    let app: ReturnType<typeof createApp>;
    let assamAdmin: string;
    let upAdmin: string;
    before(async () => {
      db = await backend.open();
      await seedJurisdiction(db);
      t = testServices(db);
      app = createApp(t.services, OPTS);
      assamAdmin = await t.tokenFor(await makeActor(db, 'Assam Admin', [{ role: 'administrator', stateCode: 'AS' }]));
      upAdmin = await t.tokenFor(await makeActor(db, 'UP Admin', [{ role: 'administrator', stateCode: 'UP' }]));
    });
    after(async () => {
      await db.close();
    });

    const put = (tok: string, state: string, body: unknown) =>
      send(app, 'PUT', `/api/v1/admin/states/${state}/holiday-lists`, { token: tok, body });

    it('Section 10: bad lists are refused naming each field, and nothing is written', async () => {
      const r = await put(assamAdmin, 'AS', {
        year: 2026,
        format: 'csv',
        text: '2026-02-30,X\n2025-01-01,Y\n',
        notificationNumber: ' ',
        notificationDate: '2026-13-01',
      });
      assert.equal(r.status, 400, r.text);
      assert.match(r.headers.get('content-type') ?? '', /problem\+json/);
      assert.equal(r.body.field, 'notificationNumber');
      assert.match(r.body.detail, /notificationDate: Give the date of the notification/);
      const lines = await put(assamAdmin, 'AS', {
        year: 2026,
        format: 'csv',
        text: '2026-02-30,X\n2025-01-01,Y\n',
        notificationNumber: 'GAD/1',
        notificationDate: '2026-01-02',
      });
      assert.equal(lines.status, 400, lines.text);
      assert.equal(lines.body.field, 'file.line1.date');
      assert.match(lines.body.detail, /file\.line2\.date: Line 2: 1 Jan 2025 is not in 2026/);
      const other = await put(upAdmin, 'AS', {
        year: 2026,
        format: 'csv',
        text: CSV,
        notificationNumber: 'GAD/1',
        notificationDate: '2026-01-02',
      });
      assert.equal(other.status, 403, other.text);
      const list = await send(app, 'GET', '/api/v1/admin/states/AS/holiday-lists', { token: assamAdmin });
      assert.deepEqual(list.body, { lists: [] });
    });

    it('Section 10: an imported list closes every office of the State, naming the notification; other States are untouched', async () => {
      const r = await put(assamAdmin, 'as', {
        year: 2026,
        format: 'csv',
        text: CSV,
        notificationNumber: 'GAD(A)/HOL/2025/12',
        notificationDate: '2025-12-20',
      });
      assert.equal(r.status, 200, r.text);
      assert.deepEqual(
        r.body.lists.map((l: { year: number; notification: unknown; holidays: unknown[] }) => [
          l.year,
          l.notification,
          l.holidays.length,
        ]),
        [[2026, { number: 'GAD(A)/HOL/2025/12', date: '2025-12-20' }, 2]],
      );
      const store = createStore(db.kysely);
      const kmrs = await store.read.office(OFFICES.kamrup);
      assert.equal(
        closedReason(kmrs!.calendar, parseLocalDate('2026-08-17')),
        'Janmashtami, notified by the State (AS) for 2026, notification No. GAD(A)/HOL/2025/12 dated 20 Dec 2025',
      );
      const clock = computeClock({
        clock: 'reply',
        from: parseLocalDate('2026-07-16'),
        days: 30,
        calendar: kmrs!.calendar,
        pack: pack('in-as'),
      });
      assert.ok(clock.ok);
      assert.equal(clock.value.value.due, '2026-08-18');
      assert.equal(clock.value.value.holidayListMissing, undefined);
      const agrs = await store.read.office(OFFICES.agraSadar);
      const up = computeClock({
        clock: 'reply',
        from: parseLocalDate('2026-07-16'),
        days: 30,
        calendar: agrs!.calendar,
        pack: pack('in'),
      });
      assert.ok(up.ok);
      assert.equal(up.value.value.due, '2026-08-17');
      assert.equal(up.value.value.holidayListMissing, 2026);
    });

    it('Section 10: an iCalendar list for the next year is added; a second import for a year replaces it and keeps the old in history', async () => {
      const r = await put(assamAdmin, 'AS', {
        year: 2027,
        format: 'ics',
        text: ICS,
        notificationNumber: 'GAD(A)/HOL/2026/9',
        notificationDate: '2026-07-01',
      });
      assert.equal(r.status, 200, r.text);
      assert.deepEqual(
        r.body.lists.map((l: { year: number }) => l.year),
        [2026, 2027],
      );
      const again = await put(assamAdmin, 'AS', {
        year: 2026,
        format: 'csv',
        text: 'date,name\n2026-08-17,Janmashtami\n',
        notificationNumber: 'GAD(A)/HOL/2025/12-A',
        notificationDate: '2026-01-05',
      });
      assert.equal(again.status, 200, again.text);
      const y2026 = again.body.lists.find((l: { year: number }) => l.year === 2026);
      assert.equal(y2026.holidays.length, 1);
      assert.equal(y2026.notification.number, 'GAD(A)/HOL/2025/12-A');
      const history = await db.kysely
        .selectFrom('state_holiday_list_history')
        .select(['year', 'notification_number'])
        .execute();
      assert.deepEqual(
        history.map((h) => [Number(h.year), h.notification_number]),
        [[2026, 'GAD(A)/HOL/2025/12']],
      );
    });
  });
}
