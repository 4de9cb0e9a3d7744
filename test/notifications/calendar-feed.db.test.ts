// The private calendar feed per account (issue 6), on PGlite and PostgreSQL. A complaint case in Sadar, Agra is taken
// through the show-cause notice (Rule 4(1)), its service, the reply, two notices of hearing (Rule 4(6), the second
// re-fixing the date), the hearing and the order (Rule 4(12)), and an appeal against it (Rule 7) to its hearing (Rule
// 7(10)); a second case in Etmadpur belongs to other people. At each step every account's feed is fetched over HTTP
// (GET /calendar/<token>.ics), parsed with ical.js, and compared event by event: all-day dates, the summary in the
// account's language, the provisions and the case link in the description. The link is created through the API
// (POST /api/v1/me/calendar-feed) and the account page's form; replacing it makes the old one 404.

import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { sql } from 'kysely';
import ICAL from 'ical.js';
import type { Actor } from '../../src/app/actor.ts';
import type { Db } from '../../src/db/client.ts';
import { FINDING_26, validParticulars } from '../../src/domain/adjudication/fixtures.ts';
import { COMPLETE_FORM } from '../../src/domain/appeal/fixtures.ts';
import { createApp } from '../../src/server/app.ts';
import { as, send } from '../api.ts';
import type { Reply } from '../api.ts';
import { testBackends } from '../db.ts';
import { makeActor, OFFICES, seedJurisdiction } from '../factories.ts';
import type { TestServices } from '../services.ts';
import { quietLogger, testServices } from '../services.ts';
import { csrfIn, textOf, WebClient } from '../web/client.ts';

const PUBLIC_URL = 'http://localhost:3000';
const OPTS = { logger: quietLogger, publicUrl: PUBLIC_URL, uploadMaxBytes: 1024 * 1024, cookieSecure: false };
const complaintIn = (officeCode: string) => ({
  officeCode,
  filedBy: { capacity: 'aggrieved-person' },
  mode: 'electronic',
  particulars: validParticulars(),
});
const notice = {
  replyDays: 15,
  contravention: 'Letting cattle trespass on and damage the crop of the complainant on 3 July 2026',
  provisionAlleged: 'Section 26 of the Cattle-trespass Act, 1871',
  complaintCopyEnclosed: true,
  aoName: 'A. Sharma',
  aoOffice: 'Sub-Divisional Magistrate, Sadar, Agra',
};

interface Ev {
  uid: string;
  on: string;
  isDate: boolean;
  summary: string;
  description: string;
  url: string;
}

function ok(r: Reply, status = 200): Reply {
  assert.equal(r.status, status, r.text);
  return r;
}

function parseFeed(text: string): Ev[] {
  const cal = new ICAL.Component(ICAL.parse(text) as unknown[]);
  assert.equal(cal.name, 'vcalendar');
  return cal.getAllSubcomponents('vevent').map((v) => {
    const e = new ICAL.Event(v);
    return {
      uid: e.uid,
      on: e.startDate.toString(),
      isDate: e.startDate.isDate,
      summary: e.summary,
      description: e.description,
      url: String(v.getFirstPropertyValue('url') ?? ''),
    };
  });
}

for (const backend of testBackends()) {
  describe(`private calendar feed (issue 6), on ${backend.name}`, () => {
    let db: Db;
    let t: TestServices;
    let app: ReturnType<typeof createApp>;
    let complainant: Actor;
    let respondent: Actor;
    let ao: Actor;
    let dm: Actor;
    let stranger: Actor;
    let otherAo: Actor;
    const tok: Record<string, string> = {};
    const feedUrl: Record<string, string> = {};
    let caseA = '';
    let numberA = '';
    let caseOther = '';
    let numberOther = '';
    let appeal = '';
    let numberAppeal = '';

    const day = (d: string): void => t.clock.set(`${d}T04:30:00Z`);
    async function cmd(who: string, caseId: string, type: string, body: object): Promise<void> {
      const api = as(app, tok[who]!);
      const v = ok(await api.get(`/api/v1/cases/${caseId}`)).body.summary.version as number;
      ok(await api.post(`/api/v1/cases/${caseId}/commands/${type}`, body, { 'if-match': `"${v}"` }));
    }
    async function acmd(type: string, body: object): Promise<void> {
      const api = as(app, tok['dm']!);
      const v = ok(await api.get(`/api/v1/appeals/${appeal}`)).body.summary.version as number;
      ok(await api.post(`/api/v1/appeals/${appeal}/commands/${type}`, { ...body, expectedVersion: v }));
    }
    /** The feed behind a URL, checked as a calendar response, its events in order. */
    async function feed(who: string): Promise<Ev[]> {
      const r = await app.request(feedUrl[who]!.slice(PUBLIC_URL.length));
      const text = await r.text();
      assert.equal(r.status, 200, text);
      assert.match(r.headers.get('content-type') ?? '', /^text\/calendar/);
      assert.match(r.headers.get('cache-control') ?? '', /\bprivate\b/);
      const events = parseFeed(text);
      for (const e of events) assert.equal(e.isDate, true, `${e.uid} is an all-day event (DTSTART;VALUE=DATE)`);
      return events;
    }
    const brief = (es: readonly Ev[]) => es.map((e) => ({ uid: e.uid, on: e.on, summary: e.summary }));
    async function clocksOf(caseId: string, who = 'ao', path = 'cases'): Promise<Record<string, string>> {
      const r = ok(await as(app, tok[who]!).get(`/api/v1/${path}/${caseId}`)).body;
      return Object.fromEntries((r.clocks as { clock: string; due: string }[]).map((c) => [c.clock, c.due]));
    }

    before(async () => {
      db = await backend.open();
      await seedJurisdiction(db);
      t = testServices(db, '2026-07-06T04:30:00Z');
      app = createApp(t.services, OPTS);
      complainant = await makeActor(db, 'Ramesh Kumar', [{ role: 'citizen' }]);
      respondent = await makeActor(db, 'Mohan Lal', [{ role: 'citizen' }]);
      ao = await makeActor(db, 'A. Sharma', [{ role: 'adjudicating-officer', officeCode: OFFICES.agraSadar }]);
      dm = await makeActor(db, 'D. M. Agra', [{ role: 'appellate-authority', districtCode: 'AGR' }]);
      stranger = await makeActor(db, 'Sita Devi', [{ role: 'citizen' }]);
      otherAo = await makeActor(db, 'B. Verma', [{ role: 'adjudicating-officer', officeCode: OFFICES.agraEtmadpur }]);
      // The respondent and the District Magistrate read Hindi; the others English.
      await db.kysely
        .updateTable('account')
        .set({ lang: 'hi' })
        .where('id', 'in', [respondent.accountId, dm.accountId])
        .execute();
      for (const [k, a] of Object.entries({ complainant, respondent, ao, dm, stranger, otherAo })) {
        tok[k] = await t.tokenFor(a);
        const r = ok(await as(app, tok[k]!).post('/api/v1/me/calendar-feed', {}));
        feedUrl[k] = r.body.url as string;
      }
      const a = ok(
        await as(app, tok['complainant']!).post('/api/v1/complaints', complaintIn(OFFICES.agraSadar)),
        201,
      ).body;
      caseA = a.id;
      numberA = a.number;
      const o = ok(
        await as(app, tok['stranger']!).post('/api/v1/complaints', complaintIn(OFFICES.agraEtmadpur)),
        201,
      ).body;
      caseOther = o.id;
      numberOther = o.number;
      ok(
        await as(app, tok['ao']!).post(`/api/v1/cases/${caseA}/parties`, {
          accountId: respondent.accountId,
          role: 'respondent',
        }),
        204,
      );
      await cmd('ao', caseA, 'issue-show-cause-notice', notice);
      day('2026-07-07');
      await cmd('ao', caseA, 'record-service-attempt', {
        attemptId: 'a1',
        mode: 'speed-post',
        outcome: 'served',
        proof: { articleNumber: 'EK123456789IN' },
      });
    });
    after(async () => {
      await db.close();
    });

    it('POST /api/v1/me/calendar-feed gives a URL under the public address; the database keeps only its SHA-256', async () => {
      const url = feedUrl['respondent']!;
      const m = /^http:\/\/localhost:3000\/calendar\/([A-Za-z0-9_-]{43})\.ics$/.exec(url);
      assert.ok(m, url);
      const rows = await sql<{
        token_hash: string;
      }>`select token_hash from calendar_feed where account_id = ${respondent.accountId}`.execute(db.kysely);
      assert.deepEqual(
        rows.rows.map((r) => r.token_hash),
        [createHash('sha256').update(m[1]!).digest('hex')],
      );
      const anywhere = await sql<{
        n: string;
      }>`select count(*)::text as n from calendar_feed where token_hash = ${m[1]!} or token_hash like ${`%${m[1]!}%`}`.execute(
        db.kysely,
      );
      assert.equal(anywhere.rows[0]!.n, '0');
      assert.equal(ok(await send(app, 'POST', '/api/v1/me/calendar-feed', { body: {} }), 401).status, 401);
      const doc = ok(await send(app, 'GET', '/openapi.json')).body;
      assert.ok(doc.paths['/api/v1/me/calendar-feed']?.post, 'the route is in /openapi.json');
    });

    it("Rule 4(1) reply period: the noticee's feed has the last day for the reply, in Hindi; the complainant has no duty in it", async () => {
      // Served by tender on 7 July 2026; 15 days from service, the day of service excluded (GCA s.9): 22 July 2026.
      assert.equal((await clocksOf(caseA))['reply'], '2026-07-22');
      const mine = await feed('respondent');
      assert.deepEqual(brief(mine), [
        {
          uid: `${caseA}.reply@ctp`,
          on: '2026-07-22',
          summary: `मामला ${numberA}: कारण बताओ सूचना का उत्तर की अंतिम तिथि`,
        },
      ]);
      assert.match(mine[0]!.description, /नियम 4\(1\)/);
      assert.match(mine[0]!.description, /22 जुलाई 2026/);
      assert.match(mine[0]!.description, /कारण बताओ सूचना का अपना उत्तर प्रस्तुत करें/);
      assert.ok(mine[0]!.description.includes(`${PUBLIC_URL}/my/cases/${caseA}`));
      assert.equal(mine[0]!.url, `${PUBLIC_URL}/my/cases/${caseA}`);
      assert.deepEqual(await feed('complainant'), []);
    });

    it("Rules 4(1) and 5: the officer's feed has every running period of the office's open cases, and no other office's", async () => {
      // Received on 6 July 2026: six months (Rule 5) end on 6 January 2027; the reply as above.
      assert.deepEqual(await clocksOf(caseA), { reply: '2026-07-22', disposal: '2027-01-06' });
      const mine = await feed('ao');
      assert.deepEqual(brief(mine), [
        {
          uid: `${caseA}.reply@ctp`,
          on: '2026-07-22',
          summary: `Case ${numberA}: last day for the reply to the show-cause notice`,
        },
        {
          uid: `${caseA}.disposal@ctp`,
          on: '2027-01-06',
          summary: `Case ${numberA}: last day for the completion of the proceedings`,
        },
      ]);
      // The officer is not told to reply: the noticee's period is shown for what it is.
      assert.doesNotMatch(mine[0]!.description, /What you must do/);
      assert.match(mine[1]!.description, /What you must do: Complete the proceedings/);
      assert.match(mine[1]!.description, /Rule 5/);
      assert.ok(mine[1]!.description.includes(`${PUBLIC_URL}/office/cases/${caseA}`));
      // The Etmadpur officer sees the Etmadpur case (its notice is still to issue, Rule 4(1)) and nothing of Sadar.
      const other = await feed('otherAo');
      // Received on 6 July 2026: the notice within 15 days (Rule 4(1)), by 21 July 2026.
      assert.deepEqual(await clocksOf(caseOther, 'otherAo'), { 'notice-issue': '2026-07-21', disposal: '2027-01-06' });
      assert.deepEqual(brief(other), [
        {
          uid: `${caseOther}.notice-issue@ctp`,
          on: '2026-07-21',
          summary: `Case ${numberOther}: last day for the issue of the show-cause notice (Form-II)`,
        },
        {
          uid: `${caseOther}.disposal@ctp`,
          on: '2027-01-06',
          summary: `Case ${numberOther}: last day for the completion of the proceedings`,
        },
      ]);
      assert.match(other[0]!.description, /Rule 4\(1\)/);
      assert.ok(!mine.some((e) => e.uid.startsWith(caseOther)), 'no Etmadpur case in the Sadar feed');
    });

    it("Rule 4(6) hearing notice: the hearing date is in both parties' feeds and the officer's; a date re-fixed before it falls is replaced", async () => {
      day('2026-07-10');
      await cmd('ao', caseA, 'record-reply', { admits: false, text: 'The cattle were not mine.' });
      day('2026-07-13');
      await cmd('ao', caseA, 'issue-hearing-notice', {
        hearingNoticeId: 'h1',
        hearingOn: '2026-07-27',
        mode: 'in-person',
        time: '11:00',
        place: 'Court room, SDM office',
      });
      const hearing = (on: string, lang: 'en' | 'hi') => ({
        uid: `${caseA}.hearing.${on.replaceAll('-', '')}@ctp`,
        on,
        summary: lang === 'hi' ? `मामला ${numberA}: सुनवाई` : `Case ${numberA}: hearing`,
      });
      // The reply is in: the noticee's reply period has stopped, and the hearing took its place.
      const respondentFeed = await feed('respondent');
      assert.deepEqual(brief(respondentFeed), [hearing('2026-07-27', 'hi')]);
      assert.match(respondentFeed[0]!.description, /नियम 4\(6\)/);
      assert.match(respondentFeed[0]!.description, /प्राधिकृत विधिक प्रतिनिधि/);
      const complainantFeed = await feed('complainant');
      assert.deepEqual(brief(complainantFeed), [hearing('2026-07-27', 'en')]);
      assert.match(complainantFeed[0]!.description, /Hearing on 27 July 2026\./);
      assert.match(complainantFeed[0]!.description, /Rule 4\(6\)/);
      assert.deepEqual(brief(await feed('ao')), [
        hearing('2026-07-27', 'en'),
        {
          uid: `${caseA}.disposal@ctp`,
          on: '2027-01-06',
          summary: `Case ${numberA}: last day for the completion of the proceedings`,
        },
      ]);
      // A second notice issued before 27 July re-fixes the hearing for 3 August: the 27 July entry is gone.
      day('2026-07-20');
      await cmd('ao', caseA, 'issue-hearing-notice', {
        hearingNoticeId: 'h2',
        hearingOn: '2026-08-03',
        mode: 'in-person',
        time: '11:00',
        place: 'Court room, SDM office',
      });
      assert.deepEqual(brief(await feed('respondent')), [hearing('2026-08-03', 'hi')]);
      assert.deepEqual(brief(await feed('complainant')), [hearing('2026-08-03', 'en')]);
      assert.ok(!(await feed('stranger')).some((e) => e.uid.startsWith(caseA)), 'a stranger never sees the case');
    });

    it("Rule 4(12) deposit and Rule 7(10) appeal hearing: the penalised person's last day to deposit, and the District Magistrate's appeals in Hindi", async () => {
      day('2026-08-03');
      await cmd('ao', caseA, 'record-hearing', {
        hearingNoticeId: 'h2',
        noticeeAppeared: true,
        complainantAppeared: true,
        explained: true,
        opportunityAfforded: true,
        notes: 'Both parties heard.',
      });
      day('2026-08-05');
      await cmd('ao', caseA, 'pass-order', {
        kind: 'penalty-or-compensation',
        noCeilingConfirmed: true,
        amounts: { penaltyPaise: 500_000, compensationPaise: 0, expensesPaise: 0, chargesPaise: 0 },
        depositDays: 20,
        reasons: 'The trespass and damage are proved by the revenue record and photographs.',
        findings: FINDING_26,
      });
      const deposit = (await clocksOf(caseA))['deposit']!;
      // 20 days from the order of 5 August 2026, the day of the order excluded: 25 August 2026 (a Tuesday).
      assert.equal(deposit, '2026-08-25');
      const depositEvent = {
        uid: `${caseA}.deposit@ctp`,
        on: deposit,
        summary: `मामला ${numberA}: शास्ति जमा करने की अंतिम तिथि`,
      };
      const respondentFeed = await feed('respondent');
      assert.deepEqual(brief(respondentFeed), [
        { uid: `${caseA}.hearing.20260803@ctp`, on: '2026-08-03', summary: `मामला ${numberA}: सुनवाई` },
        depositEvent,
      ]);
      assert.match(respondentFeed[1]!.description, /नियम 4\(12\)/);
      assert.match(respondentFeed[1]!.description, /शास्ति जमा करें।/);
      // The complainant must deposit nothing; the officer sees the deposit period and the end of the 30 days of s.27C
      // (4 September 2026), after which the penalty is referred for recovery (Rule 4(14)); Rule 5 has stopped with the order.
      // The penalised person's feed has the order's date only.
      assert.deepEqual(brief(await feed('complainant')), [
        { uid: `${caseA}.hearing.20260803@ctp`, on: '2026-08-03', summary: `Case ${numberA}: hearing` },
      ]);
      assert.deepEqual(brief(await feed('ao')), [
        { uid: `${caseA}.hearing.20260803@ctp`, on: '2026-08-03', summary: `Case ${numberA}: hearing` },
        {
          uid: `${caseA}.deposit@ctp`,
          on: '2026-08-25',
          summary: `Case ${numberA}: last day for the deposit of the penalty`,
        },
        {
          uid: `${caseA}.recovery@ctp`,
          on: '2026-09-04',
          summary: `Case ${numberA}: last day for the payment of the penalty before it is referred for recovery`,
        },
      ]);

      // The respondent appeals; the District Magistrate admits it, serves the notice and fixes the hearing.
      day('2026-08-10');
      const { grounds: _g, ...form0 } = COMPLETE_FORM;
      void _g;
      const form = {
        ...form0,
        grounds: COMPLETE_FORM.grounds,
        orderDate: '2026-08-05',
        declaration: { made: true, signedOn: '2026-08-10', name: 'Mohan Lal' },
      };
      const ap = ok(
        await as(app, tok['respondent']!).post(`/api/v1/cases/${caseA}/appeals`, {
          form,
          filedBy: 'appellant-in-person',
          medium: 'electronic',
        }),
        201,
      ).body;
      appeal = ap.id;
      numberAppeal = ap.number;
      day('2026-08-11');
      await acmd('call-for-records', {});
      await acmd('admit', {});
      await acmd('issue-notice-to-respondent', { replyDays: 15, copyOfAppealEnclosed: true });
      day('2026-08-12');
      await acmd('record-service-attempt', {
        mode: 'speed-post',
        outcome: 'served',
        proof: { articleNumber: 'EK123456789IN' },
      });
      await acmd('schedule-hearing', { hearingOn: '2026-09-15', mode: 'in-person', time: '11:00' });
      const reply = (await clocksOf(appeal, 'dm', 'appeals'))['respondent-reply']!;
      // Served on 12 August 2026, 15 days: 27 August 2026 (Rule 7(8)).
      assert.equal(reply, '2026-08-27');
      const dmFeed = await feed('dm');
      assert.deepEqual(brief(dmFeed), [
        {
          uid: `${appeal}.respondent-reply@ctp`,
          on: '2026-08-27',
          summary: `मामला ${numberAppeal}: अपील पर प्रत्यर्थी का उत्तर की अंतिम तिथि`,
        },
        { uid: `${appeal}.hearing.20260915@ctp`, on: '2026-09-15', summary: `मामला ${numberAppeal}: सुनवाई` },
      ]);
      assert.match(dmFeed[0]!.description, /नियम 7\(8\)/);
      assert.match(dmFeed[1]!.description, /नियम 7\(10\)/);
      assert.ok(dmFeed[1]!.description.includes(`${PUBLIC_URL}/office/cases/${appeal}`));
      // The complainant is the respondent to the appeal: their reply is due, and the appeal hearing is in their feed.
      const complainantFeed = brief(await feed('complainant'));
      assert.deepEqual(
        complainantFeed.filter((e) => e.uid.startsWith(appeal)),
        [
          {
            uid: `${appeal}.respondent-reply@ctp`,
            on: '2026-08-27',
            summary: `Case ${numberAppeal}: last day for the respondent's reply to the appeal`,
          },
          { uid: `${appeal}.hearing.20260915@ctp`, on: '2026-09-15', summary: `Case ${numberAppeal}: hearing` },
        ],
      );
      // The appellant (the respondent below) has no reply to make, but is called to the hearing.
      assert.deepEqual(
        brief(await feed('respondent')).filter((e) => e.uid.startsWith(appeal)),
        [{ uid: `${appeal}.hearing.20260915@ctp`, on: '2026-09-15', summary: `मामला ${numberAppeal}: सुनवाई` }],
      );
      // The adjudicating officers see no appeal; the stranger nothing of either proceeding.
      assert.ok(!(await feed('ao')).some((e) => e.uid.startsWith(appeal)));
      assert.ok(!(await feed('stranger')).some((e) => e.uid.startsWith(appeal) || e.uid.startsWith(caseA)));
    });

    it('a replaced link stops at once (404), and an unknown or malformed token is a 404 that names no one', async () => {
      const old = feedUrl['complainant']!;
      const r = ok(await as(app, tok['complainant']!).post('/api/v1/me/calendar-feed', {}));
      const fresh = r.body.url as string;
      assert.notEqual(fresh, old);
      const gone = await app.request(old.slice(PUBLIC_URL.length));
      const goneText = await gone.text();
      assert.equal(gone.status, 404);
      for (const secret of [complainant.name, numberA, caseA, 'Ramesh'])
        assert.ok(!goneText.includes(secret), `the 404 does not say ${secret}`);
      feedUrl['complainant'] = fresh;
      assert.ok(
        (await feed('complainant')).some((e) => e.uid.startsWith(caseA)),
        'the new link works',
      );
      for (const path of [
        '/calendar/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.ics',
        '/calendar/not-a-token.ics',
        `${old.slice(PUBLIC_URL.length, -4)}.txt`,
      ]) {
        assert.equal((await app.request(path)).status, 404, path);
      }
      // A disabled account's feed is gone too.
      await db.kysely
        .updateTable('account')
        .set({ disabled_at: new Date('2026-08-12T00:00:00Z') })
        .where('id', '=', stranger.accountId)
        .execute();
      assert.equal((await app.request(feedUrl['stranger']!.slice(PUBLIC_URL.length))).status, 404);
    });

    it('the migration fills in the hearing dates of proceedings projected before it, from their order sheets', async () => {
      const before = await sql<{
        stream_id: string;
        hearings: unknown;
      }>`select stream_id, state -> 'hearings' as hearings from case_summary where stream_id in (${caseA}, ${appeal}) order by number`.execute(
        db.kysely,
      );
      await sql`update case_summary set state = state - 'hearings' where stream_id in (${caseA}, ${appeal})`.execute(
        db.kysely,
      );
      const file = readFileSync(new URL('../../src/db/migrations/0015-calendar-feed.sql', import.meta.url), 'utf8');
      await sql.raw(file.slice(file.indexOf('update case_summary'))).execute(db.kysely);
      const after = await sql<{
        stream_id: string;
        hearings: { on: string; basis: string[] }[];
      }>`select stream_id, state -> 'hearings' as hearings from case_summary where stream_id in (${caseA}, ${appeal}) order by number`.execute(
        db.kysely,
      );
      const dates = (rows: readonly { stream_id: string; hearings: unknown }[]) =>
        Object.fromEntries(rows.map((r) => [r.stream_id, (r.hearings as { on: string }[]).map((h) => h.on)]));
      // Every notice's date (the re-fixed 27 July included: the filler does not replay the case) and the held ones.
      assert.deepEqual(dates(after.rows), { [caseA]: ['2026-07-27', '2026-08-03'], [appeal]: ['2026-09-15'] });
      assert.deepEqual(dates(before.rows), { [caseA]: ['2026-08-03'], [appeal]: ['2026-09-15'] });
      assert.deepEqual(after.rows.find((r) => r.stream_id === appeal)!.hearings[0]!.basis, ['in.ctr2026.r7.10']);
    });

    it('the account page shows the calendar section and its form, and the link once after the form is posted (English and Hindi)', async () => {
      for (const lang of ['en', 'hi'] as const) {
        const w = new WebClient(app);
        if (lang === 'hi') await w.get('/lang?to=hi&back=/');
        // A citizen registered through the account services, signed in through the sign-in form.
        const email = `calendar.${lang}.${backend.name}@example.in`;
        await t.services.accounts.registerCitizen({ email, name: 'Kamla Devi', password: 'khet-mein-gaay-2026', lang });
        await t.services.accounts.verifyEmail({ email, code: t.mail.codeFor(email)! });
        const signIn = await w.get('/sign-in');
        const signedIn = await w.post('/sign-in?next=/account', {
          _csrf: csrfIn(signIn.html),
          email,
          password: 'khet-mein-gaay-2026',
        });
        assert.equal(signedIn.status, 303, signedIn.html);
        assert.equal(signedIn.location, '/account');
        const p = await w.get('/account');
        assert.equal(p.status, 200, p.html);
        const text = textOf(p.html);
        if (lang === 'en') {
          assert.match(text, /Your calendar feed/);
          assert.match(text, /Anyone who has the link can see your dates/);
          assert.match(text, /the old link stops working at once/);
        } else {
          assert.match(text, /आपका कैलेंडर फ़ीड/);
          assert.match(text, /जिस किसी के पास यह लिंक है/);
        }
        assert.match(p.html, /<form method="post" action="\/account\/calendar-feed"/);
        assert.doesNotMatch(p.html, /\/calendar\/[A-Za-z0-9_-]{43}\.ics/, 'no link before one is made');
        // Without the CSRF token the form is refused.
        const forged = await w.post('/account/calendar-feed', {});
        assert.equal(forged.status, 403);
        const made = await w.post('/account/calendar-feed', { _csrf: csrfIn(p.html) });
        assert.equal(made.status, 200, made.html);
        const m = /value="(http:\/\/localhost:3000\/calendar\/[A-Za-z0-9_-]{43}\.ics)"/.exec(made.html);
        assert.ok(m, 'the new link is shown');
        assert.match(made.html, /<label for="f-calendar-url">/);
        assert.match(made.html, /href="webcal:\/\/localhost:3000\/calendar\//);
        assert.match(textOf(made.html), lang === 'en' ? /it is shown only once/ : /यह केवल एक बार दिखाया जाता है/);
        const r = await app.request(m[1]!.slice(PUBLIC_URL.length));
        assert.equal(r.status, 200);
        assert.deepEqual(parseFeed(await r.text()), [], 'a new account has nothing due');
        // Shown once: the page does not show it again.
        assert.doesNotMatch((await w.get('/account')).html, /\/calendar\/[A-Za-z0-9_-]{43}\.ics/);
      }
      // Not signed in: the page sends you to sign in.
      const anon = await new WebClient(app).get('/account');
      assert.notEqual(anon.status, 200);
    });
  });
}
