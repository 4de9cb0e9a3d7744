// Administration on every backend: the jurisdiction with its validation and who may change it, and the demo seed.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { testBackends } from '../../../test/db.ts';
import { makeActor } from '../../../test/factories.ts';
import type { Db } from '../../db/client.ts';
import { createAccountRepo } from '../../db/accounts.repo.ts';
import { createJurisdictionRepo } from '../../db/admin.repo.ts';
import { createStore } from '../../db/store.ts';
import { FixedClock } from '../../lib/clock.ts';
import { isOpen, SUNDAYS_AND_2ND_4TH_SATURDAYS } from '../../rules/time/calendar.ts';
import { CaptureMailer, createAccountServices } from '../accounts/index.ts';
import type { Actor } from '../actor.ts';
import { ROLES } from '../actor.ts';
import { AppError } from '../errors.ts';
import { createAdminServices, seedDemo } from './index.ts';
import { documentLanguages } from '../../rules/document-languages.ts';

async function rejectsWith(p: Promise<unknown>, code: string): Promise<AppError> {
  try {
    await p;
  } catch (e) {
    assert.ok(e instanceof AppError, String(e));
    assert.equal(e.code, code, e.message);
    return e;
  }
  assert.fail(`expected ${code}`);
}
const fields = (e: AppError): string[] => (e.details as { problems: { field: string }[] }).problems.map((p) => p.field);
const CAL = SUNDAYS_AND_2ND_4TH_SATURDAYS;

for (const backend of testBackends()) {
  describe(`administration on ${backend.name}`, () => {
    let db: Db;
    let admin: ReturnType<typeof createAdminServices>;
    let national: Actor;
    before(async () => {
      db = await backend.open();
      admin = createAdminServices({
        jurisdiction: createJurisdictionRepo(db.kysely),
        clock: new FixedClock('2026-07-06T06:00:00Z'),
      });
      national = await makeActor(db, 'National Admin', [{ role: 'administrator' }]);
    });
    after(async () => {
      await db.close();
    });

    it('a national administrator builds a jurisdiction; codes are upper-cased and listed', async () => {
      await admin.createState(national, { code: 'mh', name: 'Maharashtra', nameHi: 'महाराष्ट्र', jurisdiction: 'in' });
      await admin.createDistrict(national, { code: 'pun', stateCode: 'MH', name: 'Pune', nameHi: 'पुणे' });
      await admin.createSubdivision(national, { code: 'PUNH', districtCode: 'pun', name: 'Haveli', nameHi: 'हवेली' });
      await admin.createOffice(national, {
        code: 'PUNH',
        kind: 'adjudicating',
        districtCode: 'PUN',
        subdivisionCode: 'PUNH',
        name: 'SDM Haveli',
        nameHi: 'उपखंड मजिस्ट्रेट, हवेली',
        calendar: CAL,
      });
      await admin.createOffice(national, {
        code: 'PUNDM',
        kind: 'appellate',
        districtCode: 'PUN',
        name: 'DM Pune',
        nameHi: 'जिला मजिस्ट्रेट, पुणे',
        calendar: CAL,
      });
      const list = await admin.listJurisdiction();
      assert.deepEqual(list.states, [{ code: 'MH', name: 'Maharashtra', nameHi: 'महाराष्ट्र', jurisdiction: 'in' }]);
      assert.deepEqual(
        list.offices.map((o) => [o.code, o.kind, o.subdivisionCode]),
        [
          ['PUNDM', 'appellate', null],
          ['PUNH', 'adjudicating', 'PUNH'],
        ],
      );
      const office = await createStore(db.kysely).read.office('PUNH');
      assert.equal(office?.stateCode, 'MH');
      assert.deepEqual(office?.calendar.weeklyOff, ['SUN']);
    });

    it('every problem of an office is reported by field, the calendar\'s under "calendar."', async () => {
      const e = await rejectsWith(
        admin.createOffice(national, {
          code: 'x',
          kind: 'adjudicating',
          districtCode: 'NOPE',
          name: 'Somewhere',
          nameHi: 'Somewhere',
          calendar: {
            weeklyOff: ['SUNDAY'],
            nthWeekdayOff: [{ weekday: 'SAT', nth: [6] }],
            closed: ['2026-02-30', { date: '2026-08-15', name: '' }],
            open: [],
            holidays: [],
          },
        }),
        'VALIDATION.FAILED',
      );
      assert.deepEqual(fields(e), [
        'code',
        'nameHi',
        'districtCode',
        'subdivisionCode',
        'calendar.holidays',
        'calendar.weeklyOff[0]',
        'calendar.nthWeekdayOff[0].nth',
        'calendar.closed[0]',
        'calendar.closed[1].name',
      ]);
      assert.equal(e.field, 'code');
      const twice = await rejectsWith(
        admin.createOffice(national, {
          code: 'PUNDM2',
          kind: 'appellate',
          districtCode: 'PUN',
          name: 'DM Pune 2',
          nameHi: 'जिला मजिस्ट्रेट',
          calendar: CAL,
        }),
        'VALIDATION.FAILED',
      );
      assert.match(twice.message, /has an appellate office already \(PUNDM\)/);
      const dup = await rejectsWith(
        admin.createDistrict(national, { code: 'PUN', stateCode: 'MH', name: 'Pune', nameHi: 'पुणे' }),
        'VALIDATION.FAILED',
      );
      assert.deepEqual(fields(dup), ['code']);
      const as = await rejectsWith(
        admin.createState(national, { code: 'AS', name: 'Assam', nameHi: 'असम', jurisdiction: 'in' }),
        'VALIDATION.FAILED',
      );
      assert.deepEqual(fields(as), ['jurisdiction']);
    });

    it('office calendars are replaced only with a valid calendar', async () => {
      const cal = { ...CAL, closed: [{ date: '2026-08-17', name: 'Local holiday' }] };
      await admin.setOfficeCalendar(national, { officeCode: 'punh', calendar: cal });
      const office = await createStore(db.kysely).read.office('PUNH');
      assert.equal(isOpen(office!.calendar, '2026-08-17' as never), false);
      const e = await rejectsWith(
        admin.setOfficeCalendar(national, {
          officeCode: 'PUNH',
          calendar: { weeklyOff: ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'] },
        }),
        'VALIDATION.FAILED',
      );
      assert.deepEqual(fields(e), ['calendar.weeklyOff']);
      await rejectsWith(admin.setOfficeCalendar(national, { officeCode: 'NONE', calendar: CAL }), 'OFFICE.UNKNOWN');
    });

    it('only administrators may, and a State administrator only in their State', async () => {
      const citizen = await makeActor(db, 'Citizen', [{ role: 'citizen' }]);
      const officer = await makeActor(db, 'Officer', [{ role: 'adjudicating-officer', officeCode: 'PUNH' }]);
      for (const who of [citizen, officer]) {
        await rejectsWith(
          admin.createDistrict(who, { code: 'SAT', stateCode: 'MH', name: 'Satara', nameHi: 'सातारा' }),
          'AUTH.FORBIDDEN',
        );
        await rejectsWith(admin.setOfficeCalendar(who, { officeCode: 'PUNH', calendar: CAL }), 'AUTH.FORBIDDEN');
      }
      await admin.createState(national, { code: 'GJ', name: 'Gujarat', nameHi: 'गुजरात', jurisdiction: 'in' });
      const mhAdmin = await makeActor(db, 'MH Admin', [{ role: 'administrator', stateCode: 'MH' }]);
      await admin.createDistrict(mhAdmin, { code: 'SAT', stateCode: 'MH', name: 'Satara', nameHi: 'सातारा' });
      const other = await rejectsWith(
        admin.createDistrict(mhAdmin, { code: 'AHD', stateCode: 'GJ', name: 'Ahmedabad', nameHi: 'अहमदाबाद' }),
        'AUTH.FORBIDDEN',
      );
      assert.match(other.message, /administrator of GJ/);
      await rejectsWith(
        admin.createState(mhAdmin, { code: 'GA', name: 'Goa', nameHi: 'गोवा', jurisdiction: 'in' }),
        'AUTH.FORBIDDEN',
      );
    });
  });

  describe(`the demo seed on ${backend.name}`, () => {
    let db: Db;
    before(async () => {
      db = await backend.open();
    });
    after(async () => {
      await db.close();
    });

    it('fills an empty database with the two States, their offices and an account for every role; twice is harmless', async () => {
      const clock = new FixedClock('2026-07-06T06:00:00Z');
      const deps = { accounts: createAccountRepo(db.kysely), jurisdiction: createJurisdictionRepo(db.kysely), clock };
      const first = await seedDemo(deps);
      const rolesCovered = new Set(first.map((a) => (a.role === 'citizen (respondent)' ? 'citizen' : a.role)));
      assert.deepEqual([...rolesCovered].sort(), [...ROLES].sort());
      assert.equal(first.length, 12);

      const list = await deps.jurisdiction.list();
      assert.deepEqual(
        list.states.map((s) => [s.code, s.jurisdiction]),
        [
          ['AS', 'in-as'],
          ['UP', 'in'],
        ],
      );
      assert.deepEqual(
        list.offices.map((o) => o.code),
        ['AGRDM', 'AGRE', 'AGRS', 'CACDM', 'CACS', 'KMRDM', 'KMRS', 'KOKDM', 'KOKS'],
      );
      // Issue 31: each Assam office issues its documents in English and the language its district's setting names.
      for (const [code, pair] of [
        ['KMRS', 'as'],
        ['CACS', 'bn'],
        ['KOKS', 'brx'],
        ['AGRS', 'hi'],
      ] as const) {
        const o = list.offices.find((x) => x.code === code)!;
        const district = list.districts.find((d) => d.code === o.districtCode)!;
        const langs = documentLanguages(
          { stateCode: district.stateCode, districtName: district.name },
          '2026-07-20' as never,
        );
        assert.deepEqual(langs.pair, ['en', pair], code);
        assert.equal(langs.englishPrevails, pair !== 'hi', code);
      }
      const store = createStore(db.kysely);
      const agrs = (await store.read.office('AGRS'))!;
      assert.equal(agrs.jurisdiction, 'in');
      assert.equal(isOpen(agrs.calendar, '2026-08-15' as never), false, 'Independence Day 2026');
      assert.equal(isOpen(agrs.calendar, '2027-01-26' as never), false, 'Republic Day 2027');
      assert.equal(isOpen(agrs.calendar, '2026-07-11' as never), false, '2nd Saturday');
      assert.equal(isOpen(agrs.calendar, '2026-07-06' as never), true);
      const kmrs = (await store.read.office('KMRS'))!;
      assert.equal(kmrs.jurisdiction, 'in-as');
      assert.ok(kmrs.calendar.closed.length > agrs.calendar.closed.length, "Assam's own public holidays are added");

      const accounts = createAccountServices({ ...deps, mailer: new CaptureMailer() });
      for (const a of first) {
        const s = await accounts.signIn({ email: a.email, password: a.password, clientAddress: '127.0.0.1' });
        const expected = a.role === 'citizen (respondent)' ? 'citizen' : a.role;
        assert.ok(
          s.actor.grants.some((g) => g.role === expected),
          `${a.email} is a ${expected}`,
        );
      }
      const count = async (): Promise<number> =>
        Number(
          (
            await db.kysely
              .selectFrom('account')
              .select((eb) => eb.fn.countAll().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        );
      const before = await count();
      const second = await seedDemo(deps);
      assert.deepEqual(second, first);
      assert.equal(await count(), before);
    });
  });
}
