// The officer's day (issue 14), on PGlite and PostgreSQL with DATABASE_URL: an officer lands on the worklist after
// signing in (a citizen on My cases); each row says by how many days its Rule 4(1) date is overdue; the search finds
// a case by its number in any letter case and with any spacing (or its last parts), and by a party's name (Latin or
// Devanagari, each word the beginning of a word of a name), only within the officer's offices, open or closed; the
// District Magistrate's escalations come newest first and then by case number as numbers (…/2 before …/10, not as
// text), in pages; an appeal's heading does not say "scrutiny"; each line of service on the order sheet says delivered,
// refused, returned or pending. Through the use case, the API and the web pages.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'kysely';
import type { Actor } from '../../src/app/actor.ts';
import type { RoleGrant } from '../../src/app/actor.ts';
import { parseSearch, worklist } from '../../src/app/cases/read-case.ts';
import type { Db } from '../../src/db/client.ts';
import { validParticulars } from '../../src/domain/adjudication/fixtures.ts';
import type { LocalDate } from '../../src/lib/local-date.ts';
import { daysBetween } from '../../src/lib/local-date.ts';
import { translate } from '../../src/web/i18n/index.ts';
import { as } from '../api.ts';
import { testBackends } from '../db.ts';
import { makeActor, OFFICES, seedJurisdiction } from '../factories.ts';
import type { TestServices } from '../services.ts';
import { testServices } from '../services.ts';
import { csrfIn, textOf, WebClient } from './client.ts';
import type { TestApp } from '../case-walk.ts';
import { testApp } from '../case-walk.ts';

const PASSWORD = 'officer-pass-2026';

function complaint(officeCode: string, respondent: string) {
  const p = validParticulars();
  return {
    officeCode,
    filedBy: { capacity: 'aggrieved-person' },
    mode: 'electronic',
    particulars: { ...p, contravener: { ...p.contravener, name: respondent } },
  };
}

interface Row {
  id: string;
  number: string;
  nextDue: string | null;
  daysOverdue: number | null;
  closedOn: string | null;
}

for (const backend of testBackends()) {
  describe(`the officer's day: landing, compact worklist, search, escalations, on ${backend.name}`, () => {
    let db: Db;
    let t: TestServices;
    let app: TestApp;
    let admin: Actor;
    let citizen: Actor;
    let ao: Actor;
    let dm: Actor;
    const ids: string[] = [];
    const numbers: string[] = [];
    let elsewhere = '';
    let n = 0;

    before(async () => {
      db = await backend.open();
      await seedJurisdiction(db);
      t = testServices(db);
      app = testApp(t);
      admin = await makeActor(db, 'Admin', [{ role: 'administrator' }]);
      citizen = await makeActor(db, 'Ramesh Kumar', [{ role: 'citizen' }]);
      ao = await makeActor(db, 'A. Sharma', [{ role: 'adjudicating-officer', officeCode: OFFICES.agraSadar }]);
      dm = await makeActor(db, 'D. Verma', [{ role: 'appellate-authority', districtCode: 'AGR' }]);
      t.clock.set('2026-07-06T06:00:00Z');
      const names = [
        'Mohan Lal',
        'Mohan Lal',
        'Bhola Nath Yadav',
        'रामेश्वर प्रसाद',
        'Mohan Lal',
        'Mohan Lal',
        'Mohan Lal',
        'Mohan Lal',
        'Mohan Lal',
        'Mohan Lal',
        'Mohan Lal',
        'Mohan Lal',
      ];
      const api = as(app, await t.tokenFor(citizen));
      for (const name of names) {
        const r = await api.post('/api/v1/complaints', complaint(OFFICES.agraSadar, name));
        assert.equal(r.status, 201, r.text);
        ids.push(r.body.id as string);
        numbers.push(r.body.number as string);
      }
      const other = await api.post('/api/v1/complaints', complaint(OFFICES.agraEtmadpur, 'Bhola Nath'));
      assert.equal(other.status, 201, other.text);
      elsewhere = other.body.id as string;
    });
    after(async () => {
      await db.close();
    });

    async function signIn(
      grants: RoleGrant[],
      next?: string,
      lang: 'en' | 'hi' = 'en',
    ): Promise<{ w: WebClient; landed: string | null }> {
      n += 1;
      const email = `day.${n}.${Date.now()}@example.in`;
      if (grants.length > 0)
        await t.services.accounts.createStaffAccount(admin, {
          email,
          name: `Officer ${n}`,
          password: PASSWORD,
          grants,
        });
      const w = new WebClient(app);
      if (lang === 'hi') await w.get('/lang?to=hi&back=/');
      const form = await w.get('/sign-in');
      const r = await w.post(next ? `/sign-in?next=${encodeURIComponent(next)}` : '/sign-in', {
        _csrf: csrfIn(form.html),
        email,
        password: PASSWORD,
      });
      assert.equal(r.status, 303, r.html.slice(0, 400));
      const home = r.location === '/home' ? await w.follow(r) : undefined;
      return { w, landed: home ? home.location : r.location };
    }

    it('after signing in, an adjudicating officer and a District Magistrate land on the worklist, a citizen on My cases; an asked-for page still wins', async () => {
      assert.equal(
        (await signIn([{ role: 'adjudicating-officer', officeCode: OFFICES.agraSadar }])).landed,
        '/office/worklist',
      );
      assert.equal((await signIn([{ role: 'appellate-authority', districtCode: 'AGR' }])).landed, '/office/worklist');
      assert.equal(
        (await signIn([{ role: 'adjudicating-officer', officeCode: OFFICES.agraSadar }], '/office/appeals')).landed,
        '/office/appeals',
      );
      const w = new WebClient(app, { authorization: `Bearer ${await t.tokenFor(citizen)}` });
      assert.equal((await w.get('/home')).location, '/my/cases');
      assert.equal((await new WebClient(app).get('/home')).location, '/');
    });

    it('the worklist gives each case its days overdue (Rule 4(1): notice within 15 days), over the API and on the page, in English and Hindi', async () => {
      t.clock.set('2026-08-10T06:00:00Z');
      const today = '2026-08-10' as LocalDate;
      const r = await as(app, await t.tokenFor(ao)).get('/api/v1/worklist?limit=100');
      assert.equal(r.status, 200, r.text);
      const items = r.body.items as Row[];
      assert.equal(items.length, 12);
      for (const x of items) {
        assert.ok(x.nextDue && x.nextDue < today, `${x.number} is overdue`);
        assert.equal(x.daysOverdue, daysBetween(x.nextDue as LocalDate, today));
      }
      assert.ok(
        items.every((x) => x.daysOverdue! > 10),
        'the notice was due on or about 21 July 2026',
      );
      const { w } = await signIn([{ role: 'adjudicating-officer', officeCode: OFFICES.agraSadar }]);
      const page = await w.get('/office/worklist');
      assert.equal(page.status, 200);
      assert.match(page.html, /<table class="worklist compact stack">/);
      assert.equal((page.html.match(/<tr class="overdue">/g) ?? []).length, 12);
      assert.match(textOf(page.html), new RegExp(`${items[0]!.number}.*${items[0]!.daysOverdue} days`));
      const { w: hi } = await signIn(
        [{ role: 'adjudicating-officer', officeCode: OFFICES.agraSadar }],
        undefined,
        'hi',
      );
      assert.match(textOf((await hi.get('/office/worklist')).html), new RegExp(`${items[0]!.daysOverdue} दिन`));
    });

    it("search by case number: any letter case, any spacing, or the last parts; only the officer's own offices", async () => {
      assert.deepEqual(parseSearch(' ctr/agr s/2026/12 '), { number: 'CTR/AGRS/2026/12', words: [] });
      assert.deepEqual(parseSearch('2026 / 3'), { number: '2026/3', words: [] });
      assert.deepEqual(parseSearch('Bhola  yad'), { words: ['bhola', 'yad'] });
      assert.equal(parseSearch('   '), undefined);
      const third = numbers[2]!;
      const typed = `${third
        .toLowerCase()
        .replace('/', ' / ')
        .replace(/(\d+)$/, ' $1')}`;
      const api = as(app, await t.tokenFor(ao));
      const found = await api.get(`/api/v1/worklist?q=${encodeURIComponent(typed)}`);
      assert.equal(found.status, 200, found.text);
      assert.deepEqual(
        (found.body.items as Row[]).map((x) => x.number),
        [third],
      );
      const tail = third.split('/').slice(-2).join('/');
      assert.deepEqual(
        (await api.get(`/api/v1/worklist?q=${encodeURIComponent(tail)}`)).body.items.map((x: Row) => x.number),
        [third],
      );
      assert.deepEqual(
        (await api.get(`/api/v1/worklist?q=${encodeURIComponent(numbers[9]!.toLowerCase())}`)).body.items.map(
          (x: Row) => x.number,
        ),
        [numbers[9]],
      );
      const etm = await as(app, await t.tokenFor(ao)).get(`/api/v1/worklist?q=${encodeURIComponent('bhola')}`);
      assert.ok(!(etm.body.items as Row[]).some((x) => x.id === elsewhere), 'a case of another office is never found');
      const tooLong = await api.get(`/api/v1/worklist?q=${'x'.repeat(101)}`);
      assert.equal(tooLong.status, 400);
      assert.equal(tooLong.headers.get('content-type')?.startsWith('application/problem+json'), true);
      assert.equal(tooLong.body.field, 'query.q');
    });

    it('search by party name: each word begins a word of a name (Latin or Devanagari); closed cases are found too, the worklist keeps only open ones', async () => {
      const api = as(app, await t.tokenFor(ao));
      const q = async (s: string) =>
        ((await api.get(`/api/v1/worklist?q=${encodeURIComponent(s)}`)).body.items as Row[]).map((x) => x.id);
      assert.deepEqual(await q('bhola'), [ids[2]]);
      assert.deepEqual(await q('BHOLA   yad'), [ids[2]]);
      assert.deepEqual(await q('nath'), [ids[2]]);
      assert.deepEqual(await q('bhola singh'), []);
      assert.deepEqual(await q('रामेश्वर'), [ids[3]]);
      assert.deepEqual(await q('रामे प्रसाद'), [ids[3]]);
      assert.equal((await q('mohan')).length, 10);
      assert.deepEqual(await q('100%'), [], 'LIKE wildcards are taken literally');
      // A case closed (its projection says so) is found by the search, and is no longer on the worklist.
      await sql`update case_summary set closed_on = date '2026-08-01' where stream_id = ${ids[2]!}::uuid`.execute(
        db.kysely,
      );
      assert.deepEqual(await q('bhola'), [ids[2]]);
      const page = await worklist(t.services.cases, ao, undefined, 100);
      assert.ok(!page.items.some((x) => x.streamId === ids[2]));
      const closed = (await worklist(t.services.cases, ao, undefined, 100, { q: 'bhola' })).items[0]!;
      assert.equal(closed.daysOverdue, null, 'a closed case is not overdue');
      const { w } = await signIn([{ role: 'adjudicating-officer', officeCode: OFFICES.agraSadar }]);
      const web = await w.get(`/office/worklist?q=${encodeURIComponent('Bhola Yadav')}`);
      assert.equal(web.status, 200);
      assert.match(textOf(web.html), /Cases found for “Bhola Yadav”/);
      assert.match(web.html, new RegExp(`href="/office/cases/${ids[2]}"`));
      assert.match(textOf(web.html), /closed/);
      const none = await w.get(`/office/worklist?q=${encodeURIComponent('Nobody Here')}`);
      assert.match(textOf(none.html), /No case of your offices or districts has that number or a party of that name/);
      const long = await w.get(`/office/worklist?q=${'x'.repeat(120)}`);
      assert.equal(long.status, 400);
      assert.match(long.html, /<a href="#f-q">/);
      await sql`update case_summary set closed_on = null where stream_id = ${ids[2]!}::uuid`.execute(db.kysely);
    });

    it("the District Magistrate's escalations: newest raised first, then by case number as numbers (…/2 before …/10), in pages of 25 with a next page", async () => {
      // Two escalations for each of the 12 cases (notice not issued, Rule 4(1); disposal near, Rule 5), 24 raised on
      // 22 July and 6 more on 23 July for the first 6 cases: 30 in all.
      const raise = (i: number, clock: string, action: string, raisedOn: string) =>
        sql`
        insert into deadline_action (stream_id, clock, due, action, kind, audience, office_code, district_code, basis, raised_on)
        values (${ids[i]!}::uuid, ${clock}, date '2026-07-21', ${action}, 'escalation', 'district-magistrate', ${OFFICES.agraSadar}, 'AGR', ${['in.ctr2026.r4.1']}::text[], ${raisedOn}::date)`.execute(
          db.kysely,
        );
      for (let i = 11; i >= 0; i -= 1) {
        await raise(i, 'notice-issue', 'notice-overdue', '2026-07-22');
        await raise(i, 'disposal', 'disposal-near', '2026-07-22');
      }
      for (let i = 0; i < 6; i += 1) await raise(i, 'notice-issue', 'notice-overdue-again', '2026-07-23');
      const api = as(app, await t.tokenFor(dm));
      const first = await api.get('/api/v1/worklist/escalations?limit=25');
      assert.equal(first.status, 200, first.text);
      const second = await api.get(`/api/v1/worklist/escalations?limit=25&page=${first.body.nextPage as number}`);
      assert.equal(first.body.nextPage, 2);
      assert.equal(second.body.nextPage, undefined);
      const all = [...first.body.items, ...second.body.items] as {
        caseNumber: string;
        raisedOn: string;
        due: string;
      }[];
      assert.equal(all.length, 30);
      const seq = (s: string) => Number(s.split('/').pop());
      const expected = [...all].sort((a, b) =>
        a.raisedOn === b.raisedOn ? seq(a.caseNumber) - seq(b.caseNumber) : a.raisedOn < b.raisedOn ? 1 : -1,
      );
      assert.deepEqual(
        all.map((x) => `${x.raisedOn} ${x.caseNumber}`),
        expected.map((x) => `${x.raisedOn} ${x.caseNumber}`),
      );
      const day22 = all.filter((x) => x.raisedOn === '2026-07-22').map((x) => seq(x.caseNumber));
      assert.ok(
        day22.indexOf(seq(numbers[1]!)) < day22.indexOf(seq(numbers[9]!)),
        'the second case before the tenth (not "10" < "2" as text)',
      );
      const { w } = await signIn([{ role: 'appellate-authority', districtCode: 'AGR' }]);
      const p1 = await w.get('/office/appeals');
      assert.equal(p1.status, 200);
      const esc = (html: string) =>
        (html.split('id="escalations"')[1] ?? '').match(/<tr class="overdue">|<tr>/g)?.length ?? 0;
      assert.equal(esc(p1.html) - 1, 25, 'a header row and 25 escalations');
      assert.match(p1.html, /href="\/office\/appeals\?esc=2#escalations">Next page of escalations/);
      const p2 = await w.get('/office/appeals?esc=2');
      assert.equal(esc(p2.html) - 1, 5);
      assert.match(p2.html, /Previous page of escalations/);
      assert.doesNotMatch(p2.html, /Next page of escalations/);
      const { w: hi } = await signIn([{ role: 'appellate-authority', districtCode: 'AGR' }], undefined, 'hi');
      assert.match(textOf((await hi.get('/office/appeals')).html), /सूचित विलंबों का अगला पृष्ठ/);
    });

    it("Rule 4(5): each line of service on the order sheet says delivered, refused, returned or pending, on the officer's and the party's pages, in English and Hindi", async () => {
      t.clock.set('2026-08-10T06:00:00Z');
      const api = as(app, await t.tokenFor(ao));
      const run = async (id: string, type: string, body: Record<string, unknown>): Promise<void> => {
        const v = ((await api.get(`/api/v1/cases/${id}`)).body.summary as { version: number }).version;
        const r = await api.post(`/api/v1/cases/${id}/commands/${type}`, { ...body, expectedVersion: v });
        assert.equal(r.status, 200, `${type}: ${r.text.slice(0, 400)}`);
      };
      const notice = {
        replyDays: 30,
        contravention: 'Cattle on the crop',
        provisionAlleged: 'Section 26 of the Cattle-trespass Act, 1871',
        complaintCopyEnclosed: true,
        aoName: 'A. Sharma',
        aoOffice: 'SDM Sadar',
        delayReason: 'The file came late from the tehsil.',
      };
      const [a, b] = [ids[10]!, ids[11]!];
      for (const id of [a, b]) await run(id, 'issue-show-cause-notice', notice);
      await run(a, 'record-service-attempt', {
        attemptId: 'a1',
        mode: 'speed-post',
        outcome: 'pending',
        proof: { articleNumber: 'EK123456789IN' },
      });
      await run(a, 'record-service-outcome', { attemptId: 'a1', outcome: 'failed' });
      await run(a, 'record-service-attempt', {
        attemptId: 'a2',
        mode: 'speed-post',
        outcome: 'pending',
        proof: { articleNumber: 'EK223456789IN' },
      });
      await run(a, 'record-service-outcome', { attemptId: 'a2', outcome: 'served' });
      // Rule 4(5)(i): a refusal to accept on tender is recorded as such (not service); speed post follows.
      await run(b, 'record-tender-refused', {
        attemptId: 'a1',
        proof: { tenderedBy: 'Process server Ram Singh', tenderedTo: 'Mohan Lal', at: '10:30' },
        refusal: 'He would not take the notice and closed the door.',
      });
      await run(b, 'record-service-attempt', {
        attemptId: 'a2',
        mode: 'speed-post',
        outcome: 'pending',
        proof: { articleNumber: 'EK323456789IN' },
      });

      const { w } = await signIn([{ role: 'adjudicating-officer', officeCode: OFFICES.agraSadar }]);
      const lines = (html: string): string[] =>
        [...html.matchAll(/<strong class="delivery">([^<]+)<\/strong>/g)].map((m) => m[1]!);
      assert.deepEqual(lines((await w.get(`/office/cases/${a}`)).html), [
        'pending (result awaited)',
        'returned undelivered',
        'pending (result awaited)',
        'delivered',
      ]);
      assert.deepEqual(lines((await w.get(`/office/cases/${b}`)).html), [
        'refused by the addressee',
        'pending (result awaited)',
      ]);
      const { w: hi } = await signIn(
        [{ role: 'adjudicating-officer', officeCode: OFFICES.agraSadar }],
        undefined,
        'hi',
      );
      assert.deepEqual(lines((await hi.get(`/office/cases/${b}`)).html), [
        'पाने वाले ने लेने से इंकार किया',
        'लंबित (परिणाम की प्रतीक्षा)',
      ]);

      const party = new WebClient(app, { authorization: `Bearer ${await t.tokenFor(citizen)}` });
      const mine = textOf((await party.get(`/my/cases/${a}`)).html);
      assert.match(mine, /sent for service by speed post: pending \(result awaited\)\./);
      assert.match(mine, /The result of a service attempt was recorded: returned undelivered\./);
      assert.match(mine, /The result of a service attempt was recorded: delivered\./);
      assert.match(
        textOf((await party.get(`/my/cases/${b}`)).html),
        /A notice was sent for service by delivering it to the person: refused by the addressee\./,
      );
      await party.get('/lang?to=hi&back=/');
      assert.match(textOf((await party.get(`/my/cases/${b}`)).html), /पाने वाले ने लेने से इंकार किया/);
    });

    it('an appeal\'s page is headed by the appeal and its number, not "scrutiny" (the stage says where it stands), in English and Hindi', () => {
      assert.equal(translate('en', 'off.appeal.title', { number: 'CTR/AGRDM/2026/1' }), 'Appeal CTR/AGRDM/2026/1');
      assert.equal(translate('hi', 'off.appeal.title', { number: 'CTR/AGRDM/2026/1' }), 'अपील CTR/AGRDM/2026/1');
    });
  });
}
