// The deadline watcher's other proposals and escalations on the pages and the API (issue 6), on PGlite and
// PostgreSQL, beside proposals.db.test.ts (Rules 4(7) and 4(1)). A controllable clock walks two complaint cases and
// an appeal from 6 July 2026 to 27 January 2027, stopping on every day on which the deadline worker has something to
// do and the day before it (watched-state.ts: on the other days neither it nor the document runner acts); they run on
// each of these days, and the API is read whenever what it reads changed (on the other days it answers what it
// answered the day before), so "the first day it was seen" is exact.
// Case A: ex parte, a penalty order with 30 days to deposit, nothing deposited: the day after the deposit period the
// officer's worklist and case page propose to refer the penalty for recovery (Rule 4(14), s.27C), with the form that
// takes the step. The penalised person appeals with a defect; the defect is not rectified: the day after the
// rectification period the District Magistrate's appeals worklist and the appeal's page propose to refuse registration
// (Rule 7(6)); it disappears when the authority refuses.
// Case B: the notice is never served, so the case runs into the six months of Rule 5: 30 days before they end the
// officer is asked whether to extend (Rule 6) and the District Magistrate is told; the officer extends by 20 days, the
// extended period is watched in turn and its lapse escalated (Rules 5, 6).
// Officers of another office or district and the citizens see none of it.

import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Actor } from '../../src/app/actor.ts';
import type { NotificationRepo } from '../../src/app/ports/notifications.ts';
import type { Db } from '../../src/db/client.ts';
import { FINDING_26, validParticulars } from '../../src/domain/adjudication/fixtures.ts';
import { COMPLETE_FORM } from '../../src/domain/appeal/fixtures.ts';
import type { DeadlineWorker } from '../../src/jobs/deadline-worker.ts';
import type { DocumentRunner } from '../../src/jobs/document-runner.ts';
import type { LocalDate } from '../../src/lib/local-date.ts';
import { addDays } from '../../src/lib/local-date.ts';
import type { createApp } from '../../src/server/app.ts';
import { as } from '../api.ts';
import type { Reply } from '../api.ts';
import { testBackends } from '../db.ts';
import { makeActor, OFFICES, seedJurisdiction } from '../factories.ts';
import type { TestServices } from '../services.ts';
import { csrfIn, textOf, WebClient } from '../web/client.ts';
import { notificationStack } from './stack.ts';
import { lookOnChange, nextStop } from './watched-state.ts';

const PUBLIC_URL = 'http://localhost:3000';
const complaint = {
  officeCode: OFFICES.agraSadar,
  filedBy: { capacity: 'aggrieved-person' },
  mode: 'electronic',
  particulars: validParticulars(),
};
const notice = {
  replyDays: 15,
  contravention: 'Letting cattle trespass on and damage the crop of the complainant on 3 July 2026',
  provisionAlleged: 'Section 26 of the Cattle-trespass Act, 1871',
  complaintCopyEnclosed: true,
  aoName: 'A. Sharma',
  aoOffice: 'Sub-Divisional Magistrate, Sadar, Agra',
};

const REFUSE_EN = 'Proposal: refuse to register the appeal? Rule 7(6)';
const REFUSE_HI = 'प्रस्ताव: अपील को पंजीकृत करने से इंकार करें? नियम 7(6)';
const EXTEND_EN = 'Proposal: extend the period of disposal? Rule 6';
const EXTEND_HI = 'प्रस्ताव: निपटान की अवधि बढ़ाएं? नियम 6';
const RECOVERY_EN = 'Proposal: refer the penalty not deposited for recovery? Rule 4(14), Section 27C';
const RECOVERY_HI = 'प्रस्ताव: जमा न की गई शास्ति के लिए बोर्ड को वसूली हेतु संदर्भ भेजें? नियम 4(14), धारा 27ग';
const NEAR_EN = 'The period of disposal is about to end';
const NEAR_HI = 'निपटान की अवधि समाप्त होने वाली है';
const OVERDUE_EN = 'Case not disposed of within the period of disposal';
const OVERDUE_HI = 'निपटान की अवधि के भीतर मामले का निपटान नहीं हुआ';
const PANEL_EN = 'Proposed by the deadline watcher';

function ok(r: Reply, status = 200): Reply {
  assert.equal(r.status, status, r.text);
  return r;
}

interface Item {
  caseId: string;
  caseNumber: string;
  kind: string;
  action: string;
  clock: string;
  basisLabels: string[];
  raisedOn: string;
  due: string;
  open: boolean;
}

const esc = (s: string): string => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

for (const backend of testBackends()) {
  describe(`the deadline watcher's proposals of Rules 7(6), 4(14), 5 and 6 on the pages and the API, on ${backend.name}`, () => {
    let db: Db;
    let t: TestServices;
    let app: ReturnType<typeof createApp>;
    let runner: DocumentRunner;
    let worker: DeadlineWorker;
    let repo: NotificationRepo;
    const tok: Record<string, string> = {};
    const who: Record<string, Actor> = {};
    let today = '2026-07-06' as LocalDate;
    let caseA = '';
    let caseB = '';
    let numberB = '';
    let appeal = '';
    let appealNumber = '';
    const due: Record<string, LocalDate> = {};
    /** The first day each (viewer, case, action) was seen over the API: proposals, and the District Magistrate's open escalations. */
    const first = new Map<string, LocalDate>();
    /** Pages kept on the day they were taken. */
    const pages: Record<string, string> = {};
    /** Pages to take on a given day of the walk, after that day's sweep. */
    const snaps = new Map<string, (() => Promise<void>)[]>();

    const web = (w: string, lang: 'en' | 'hi' = 'en'): WebClient => {
      const c = new WebClient(app, { authorization: `Bearer ${tok[w]!}` });
      if (lang === 'hi') c.cookies.set('ctp_lang', 'hi');
      return c;
    };
    const snap = (on: LocalDate, key: string, viewer: string, path: string, lang: 'en' | 'hi' = 'en'): void => {
      snaps.set(on, [
        ...(snaps.get(on) ?? []),
        async () => {
          const p = await web(viewer, lang).get(path);
          assert.equal(p.status, 200, `${key}: ${p.html.slice(0, 300)}`);
          pages[key] = p.html;
        },
      ]);
    };
    const seen = (k: string): void => {
      if (!first.has(k)) first.set(k, today);
    };
    async function look(): Promise<void> {
      for (const w of ['ao', 'otherAo', 'dm', 'kmrDm']) {
        for (const x of ok(await as(app, tok[w]!).get('/api/v1/worklist/proposals')).body.items as Item[])
          seen(`${w}:${x.caseId}:${x.action}`);
      }
      for (const w of ['dm', 'kmrDm']) {
        for (const x of ok(await as(app, tok[w]!).get('/api/v1/worklist/escalations?open=true')).body.items as Item[])
          seen(`${w}:${x.caseId}:${x.clock}:${x.action}`);
      }
    }
    /** look(), on the days on which what the worklist reads are computed from changed. */
    let lookAgain: () => Promise<void> = look;
    async function settle(): Promise<void> {
      while ((await runner.drain()) > 0 || (await worker.drain()).length > 0) {
        /* until both are idle */
      }
    }
    async function walkTo(d: string): Promise<void> {
      while (today < d) {
        today = await nextStop(db, today, d as LocalDate, [...snaps.keys()] as LocalDate[]);
        t.clock.set(`${today}T04:00:00Z`);
        await settle();
        await lookAgain();
        for (const f of snaps.get(today) ?? []) await f();
      }
    }
    const cmd = async (caseId: string, type: string, body: object): Promise<void> => {
      const officer = as(app, tok['ao']!);
      const v = ok(await officer.get(`/api/v1/cases/${caseId}`)).body.summary.version as number;
      ok(await officer.post(`/api/v1/cases/${caseId}/commands/${type}`, body, { 'if-match': `"${v}"` }));
    };
    const clocksOf = async (path: string, viewer = 'ao'): Promise<Record<string, LocalDate>> =>
      Object.fromEntries(
        (ok(await as(app, tok[viewer]!).get(path)).body.clocks as { clock: string; due: LocalDate }[]).map((c) => [
          c.clock,
          c.due,
        ]),
      );
    /** GETs the officer's form and posts it the way a browser without JavaScript does, with the CSRF token and the version it showed. */
    async function act(viewer: string, caseId: string, type: string, fields: Record<string, string>): Promise<void> {
      const w = web(viewer);
      const form = await w.get(`/office/cases/${caseId}/act/${type}`);
      assert.equal(form.status, 200, form.html.slice(0, 500));
      const version = /name="version" value="(\d+)"/.exec(form.html)![1]!;
      const r = await w.post(`/office/cases/${caseId}/act/${type}`, {
        _csrf: csrfIn(form.html),
        version,
        // The officer has read how English words print in the Hindi copy (issue 30, point 7).
        languageAck: 'yes',
        ...fields,
      });
      assert.equal(r.status, 303, textOf(r.html).slice(0, 1500));
      await settle();
    }

    before(async () => {
      db = await backend.open();
      await seedJurisdiction(db);
      ({ t, app, runner, repo, worker } = notificationStack(db, {
        publicUrl: PUBLIC_URL,
        start: '2026-07-06T04:00:00Z',
        // No assertion here reads a document's bytes: their issue is recorded, not typeset.
        pdfs: 'stand-in',
      }));
      lookAgain = lookOnChange(db, look);
      who['citizen'] = await makeActor(db, 'Ramesh Kumar', [{ role: 'citizen' }]);
      who['respondent'] = await makeActor(db, 'Mohan Lal', [{ role: 'citizen' }]);
      who['ao'] = await makeActor(db, 'A. Sharma', [{ role: 'adjudicating-officer', officeCode: OFFICES.agraSadar }]);
      who['otherAo'] = await makeActor(db, 'B. Verma', [
        { role: 'adjudicating-officer', officeCode: OFFICES.agraEtmadpur },
      ]);
      who['dm'] = await makeActor(db, 'D. M. Agra', [{ role: 'appellate-authority', districtCode: 'AGR' }]);
      who['kmrDm'] = await makeActor(db, 'D. M. Kamrup', [{ role: 'appellate-authority', districtCode: 'KMR' }]);
      for (const [k, a] of Object.entries(who)) tok[k] = await t.tokenFor(a);

      const a = ok(await as(app, tok['citizen']!).post('/api/v1/complaints', complaint), 201).body;
      caseA = a.id;
      const b = ok(await as(app, tok['citizen']!).post('/api/v1/complaints', complaint), 201).body;
      caseB = b.id;
      numberB = b.number;
      ok(
        await as(app, tok['ao']!).post(`/api/v1/cases/${caseA}/parties`, {
          accountId: who['respondent']!.accountId,
          role: 'respondent',
        }),
        204,
      );
      await settle();
      await look();
      // Case A: notice issued and served at once; no reply; ex parte; heard; a penalty order with 30 days to deposit.
      // Case B: notice issued, never served.
      await walkTo('2026-07-07');
      await cmd(caseA, 'issue-show-cause-notice', notice);
      await cmd(caseB, 'issue-show-cause-notice', notice);
      await settle();
      await cmd(caseA, 'record-service-attempt', {
        attemptId: 'a1',
        mode: 'speed-post',
        outcome: 'served',
        proof: { articleNumber: 'EK123456789IN' },
      });
      await settle();
      await walkTo(addDays((await clocksOf(`/api/v1/cases/${caseA}`))['reply']!, 1));
      await cmd(caseA, 'proceed-ex-parte', { reasons: 'No reply within the period after service by tender.' });
      const hearingOn = addDays(today, 7);
      await cmd(caseA, 'issue-hearing-notice', {
        hearingNoticeId: 'h1',
        hearingOn,
        mode: 'in-person',
        time: '11:00',
        place: 'Court room, SDM office',
      });
      await settle();
      await walkTo(hearingOn);
      await cmd(caseA, 'record-hearing-in-absence', {
        hearingNoticeId: 'h1',
        complainantAppeared: true,
        materialExamined: ['Statement in the complaint', 'Khasra extract'],
        notes: 'The noticee did not appear; the damage is proved by the record.',
      });
      await walkTo(addDays(hearingOn, 2));
      await cmd(caseA, 'pass-order', {
        kind: 'penalty-or-compensation',
        noCeilingConfirmed: true,
        amounts: { penaltyPaise: 500_000, compensationPaise: 0, expensesPaise: 0, chargesPaise: 0 },
        // 20 days: the order's time for the deposit ends before the 30 days of s.27C (A-2, the portal's default); the
        // reference may follow the order's own time (I-262), the worklist's proposal waits for the latter.
        depositDays: 20,
        reasons: 'The trespass and damage are proved by the revenue record and photographs.',
        findings: FINDING_26,
      });
      // The signed order given to the person (Rule 4(15)): the reference rests on it (I-262).
      await cmd(caseA, 'supply-order-copy', { to: 'contravener', feePaise: 0, signed: true });
      await settle();
      const orderOn = today;
      const clocksA = await clocksOf(`/api/v1/cases/${caseA}`);
      due['deposit'] = clocksA['deposit']!;
      due['recovery'] = clocksA['recovery']!;
      // The penalised person appeals four days later without stating the grounds; the defect is intimated the next day.
      await walkTo(addDays(orderOn, 4));
      const { grounds: _omit, ...formWithoutGrounds } = COMPLETE_FORM;
      const form = {
        ...formWithoutGrounds,
        orderDate: orderOn,
        declaration: { made: true, signedOn: today, name: 'Mohan Lal' },
      };
      const filed = ok(
        await as(app, tok['respondent']!).post(`/api/v1/cases/${caseA}/appeals`, {
          form,
          filedBy: 'appellant-in-person',
          medium: 'electronic',
        }),
        201,
      ).body;
      appeal = filed.id;
      appealNumber = filed.number;
      await settle();
      await walkTo(addDays(today, 1));
      const authority = as(app, tok['dm']!);
      for (const [type, body] of [
        ['call-for-records', {}],
        [
          'intimate-defects',
          { defects: [{ field: 'grounds', description: 'Item 4 (grounds of appeal) is blank; state the grounds.' }] },
        ],
      ] as const) {
        const v = ok(await authority.get(`/api/v1/appeals/${appeal}`)).body.summary.version as number;
        ok(await authority.post(`/api/v1/appeals/${appeal}/commands/${type}`, { ...body, expectedVersion: v }));
      }
      await settle();
      due['rectify'] = (await clocksOf(`/api/v1/appeals/${appeal}`, 'dm'))['rectify']!;
      const disposalB = await clocksOf(`/api/v1/cases/${caseB}`);
      due['disposal'] = disposalB['disposal']!;

      // The pages on the last day of each period and on the day after.
      for (const [k, d] of [
        ['due', due['recovery']],
        ['after', addDays(due['recovery'], 1)],
      ] as const) {
        snap(d, `A:worklist:${k}`, 'ao', '/office/worklist');
        snap(d, `A:case:${k}`, 'ao', `/office/cases/${caseA}`);
      }
      snap(addDays(due['deposit'], 1), 'A:worklist:order-time-over', 'ao', '/office/worklist');
      snap(addDays(due['recovery'], 1), 'A:worklist:hi', 'ao', '/office/worklist', 'hi');
      snap(addDays(due['recovery'], 1), 'A:case:hi', 'ao', `/office/cases/${caseA}`, 'hi');
      snap(addDays(due['recovery'], 1), 'A:worklist:other', 'otherAo', '/office/worklist');
      snap(addDays(due['recovery'], 1), 'A:citizen', 'respondent', `/my/cases/${caseA}`);
      for (const [k, d] of [
        ['due', due['rectify']],
        ['after', addDays(due['rectify'], 1)],
      ] as const) {
        snap(d, `P:appeals:${k}`, 'dm', '/office/appeals');
        snap(d, `P:page:${k}`, 'dm', `/office/cases/${appeal}`);
      }
      snap(addDays(due['rectify'], 1), 'P:appeals:hi', 'dm', '/office/appeals', 'hi');
      snap(addDays(due['rectify'], 1), 'P:page:hi', 'dm', `/office/cases/${appeal}`, 'hi');
      snap(addDays(due['rectify'], 1), 'P:appeals:kmr', 'kmrDm', '/office/appeals');
      snap(addDays(due['rectify'], 1), 'P:citizen', 'respondent', `/my/cases/${appeal}`);
      snap(addDays(due['rectify'], 1), 'P:ao-worklist', 'ao', '/office/worklist');
      const near = addDays(due['disposal'], -30);
      for (const [k, d] of [
        ['due', addDays(near, -1)],
        ['after', near],
      ] as const) {
        snap(d, `B:worklist:${k}`, 'ao', '/office/worklist');
        snap(d, `B:case:${k}`, 'ao', `/office/cases/${caseB}`);
        snap(d, `B:appeals:${k}`, 'dm', '/office/appeals');
      }
      snap(near, 'B:worklist:hi', 'ao', '/office/worklist', 'hi');
      snap(near, 'B:case:hi', 'ao', `/office/cases/${caseB}`, 'hi');
      snap(near, 'B:appeals:hi', 'dm', '/office/appeals', 'hi');
      snap(near, 'B:appeals:kmr', 'kmrDm', '/office/appeals');
      snap(near, 'B:worklist:other', 'otherAo', '/office/worklist');
    });
    after(async () => {
      await worker?.stop();
      await runner?.stop();
      await db?.close();
    });

    it("Rule 4(14), s.27C: the proposal to refer the penalty for recovery is on the officer's worklist and case page the day after the 30 days of s.27C, not when the order's shorter time for the deposit passes, and not before", async () => {
      await walkTo(addDays(due['recovery']!, 1));
      assert.ok(due['recovery']! > due['deposit']!, `${due['recovery']} after ${due['deposit']}`);
      assert.ok(
        !textOf(pages['A:worklist:order-time-over']!).includes(RECOVERY_EN),
        "not when only the order's time is over",
      );
      assert.equal(
        first.get(`ao:${caseA}:refer-for-recovery`),
        addDays(due['recovery']!, 1),
        'over the API, first on the day after the last day',
      );
      assert.ok(!textOf(pages['A:worklist:due']!).includes(RECOVERY_EN), 'not on the last day itself');
      assert.ok(!textOf(pages['A:case:due']!).includes(RECOVERY_EN));
      const wl = pages['A:worklist:after']!;
      assert.ok(textOf(wl).includes(RECOVERY_EN), textOf(wl).slice(0, 2000));
      const cp = textOf(pages['A:case:after']!);
      assert.ok(cp.includes(PANEL_EN));
      assert.ok(cp.includes(RECOVERY_EN), cp.slice(0, 2000));
      // It links to the form that takes the step, and the form is there for the officer.
      assert.ok(wl.includes(`href="/office/cases/${caseA}/act/refer-for-recovery"`));
      assert.ok(pages['A:case:after']!.includes(`href="/office/cases/${caseA}/act/refer-for-recovery"`));
      const items = (ok(await as(app, tok['ao']!).get('/api/v1/worklist/proposals')).body.items as Item[]).filter(
        (x) => x.caseId === caseA && x.action === 'refer-for-recovery',
      );
      assert.deepEqual(
        items.map((x) => `${x.kind}/${x.clock}/${x.due}/${x.raisedOn}/${x.open}`),
        [`proposal/recovery/${due['recovery']}/${addDays(due['recovery']!, 1)}/true`],
      );
      assert.ok(items[0]!.basisLabels.includes('Rule 4(14)'), items[0]!.basisLabels.join(','));
    });

    it('Rule 4(14): the proposal in Hindi (glossary: वसूली, शास्ति)', () => {
      assert.ok(textOf(pages['A:worklist:hi']!).includes(RECOVERY_HI), textOf(pages['A:worklist:hi']!).slice(0, 2000));
      const cp = textOf(pages['A:case:hi']!);
      assert.ok(cp.includes('समय-सीमा निगरानी द्वारा प्रस्तावित'));
      assert.ok(cp.includes(RECOVERY_HI));
    });

    it("Rule 4(14): an officer of another office, the District Magistrate and the penalised person do not see the officer's proposal", () => {
      for (const w of ['otherAo', 'dm', 'kmrDm'])
        assert.equal(first.get(`${w}:${caseA}:refer-for-recovery`), undefined, w);
      assert.ok(!textOf(pages['A:worklist:other']!).includes('Proposal'));
      const citizen = textOf(pages['A:citizen']!);
      assert.ok(!citizen.includes(RECOVERY_EN));
      assert.ok(!citizen.includes(PANEL_EN));
    });

    it("Rule 7(6): the proposal to refuse registration is on the District Magistrate's appeals worklist and the appeal's page the day after the rectification period, and not before", async () => {
      await walkTo(addDays(due['rectify']!, 1));
      assert.equal(
        first.get(`dm:${appeal}:refuse-registration`),
        addDays(due['rectify']!, 1),
        'over the API, first on the day after the last day',
      );
      assert.ok(!textOf(pages['P:appeals:due']!).includes(REFUSE_EN), 'not on the last day itself');
      assert.ok(!textOf(pages['P:page:due']!).includes(PANEL_EN));
      const wl = pages['P:appeals:after']!;
      assert.match(textOf(wl), new RegExp(`${esc(appealNumber)} .*${esc(REFUSE_EN)}`), textOf(wl).slice(0, 2000));
      assert.ok(
        wl.includes(`href="/office/cases/${appeal}/act/refuse-registration"`),
        'linked to the form that takes it',
      );
      const pg = textOf(pages['P:page:after']!);
      assert.ok(pg.includes(PANEL_EN));
      assert.ok(pg.includes(REFUSE_EN));
      const items = (ok(await as(app, tok['dm']!).get('/api/v1/worklist/proposals')).body.items as Item[]).filter(
        (x) => x.caseId === appeal,
      );
      assert.deepEqual(
        items.map(
          (x) => `${x.kind}/${x.action}/${x.clock}/${x.due}/${x.raisedOn}/${x.basisLabels.join(',')}/${x.open}`,
        ),
        [`proposal/refuse-registration/rectify/${due['rectify']}/${addDays(due['rectify']!, 1)}/Rule 7(6)/true`],
      );
      assert.equal((await web('dm').get(`/office/cases/${appeal}/act/refuse-registration`)).status, 200);
    });

    it('Rule 7(6): the proposal in Hindi (glossary: पंजीकृत करने से इंकार)', () => {
      assert.ok(textOf(pages['P:appeals:hi']!).includes(REFUSE_HI), textOf(pages['P:appeals:hi']!).slice(0, 2000));
      const pg = textOf(pages['P:page:hi']!);
      assert.ok(pg.includes('समय-सीमा निगरानी द्वारा प्रस्तावित'));
      assert.ok(pg.includes(REFUSE_HI));
    });

    it('Rule 7(6): the authority of another district, the adjudicating officers and the appellant do not see it', async () => {
      for (const w of ['kmrDm', 'ao', 'otherAo'])
        assert.equal(first.get(`${w}:${appeal}:refuse-registration`), undefined, w);
      assert.deepEqual(ok(await as(app, tok['kmrDm']!).get('/api/v1/worklist/proposals')).body.items, []);
      const kmr = textOf(pages['P:appeals:kmr']!);
      assert.ok(!kmr.includes(appealNumber));
      assert.ok(!kmr.includes('Proposal'));
      assert.equal((await web('kmrDm').get(`/office/cases/${appeal}`)).status, 403);
      assert.ok(!textOf(pages['P:ao-worklist']!).includes(REFUSE_EN));
      const citizen = textOf(pages['P:citizen']!);
      assert.ok(citizen.includes(appealNumber), 'the appellant sees the appeal');
      assert.ok(!citizen.includes(REFUSE_EN));
      assert.ok(!citizen.includes(PANEL_EN));
      ok(await as(app, tok['respondent']!).get('/api/v1/worklist/proposals'), 403);
    });

    it('Rules 7(6) and 4(14): each proposal disappears when the authority takes the step through its form; the history stays', async () => {
      await walkTo(addDays(due['rectify']!, 2));
      await act('dm', appeal, 'refuse-registration', {
        reasons: 'The grounds of appeal were not stated within 15 days of the intimation.',
      });
      const dmItems = ok(await as(app, tok['dm']!).get('/api/v1/worklist/proposals')).body.items as Item[];
      assert.equal(dmItems.filter((x) => x.caseId === appeal).length, 0);
      assert.ok(!textOf((await web('dm').get('/office/appeals')).html).includes(REFUSE_EN));
      assert.ok(!textOf((await web('dm').get(`/office/cases/${appeal}`)).html).includes(PANEL_EN));
      if (today <= due['recovery']!) await walkTo(addDays(due['recovery']!, 1));
      await act('ao', caseA, 'refer-for-recovery', {});
      const aoItems = ok(await as(app, tok['ao']!).get('/api/v1/worklist/proposals')).body.items as Item[];
      assert.equal(aoItems.filter((x) => x.caseId === caseA).length, 0);
      assert.ok(!textOf((await web('ao').get('/office/worklist')).html).includes(RECOVERY_EN));
      const cp = textOf((await web('ao').get(`/office/cases/${caseA}`)).html);
      assert.ok(!cp.includes(PANEL_EN));
      const sheet = ok(await as(app, tok['ao']!).get(`/api/v1/cases/${caseA}`)).body.orderSheet as {
        type: string;
        on: string;
      }[];
      assert.equal(sheet.find((e) => e.type === 'referred-for-recovery')?.on, today);
      const kept = [...(await repo.actions({ streamId: caseA })), ...(await repo.actions({ streamId: appeal }))];
      assert.ok(kept.some((x) => x.action === 'refer-for-recovery' && x.raisedOn === addDays(due['recovery']!, 1)));
      assert.ok(kept.some((x) => x.action === 'refuse-registration' && x.raisedOn === addDays(due['rectify']!, 1)));
    });

    it('Rules 5 and 6: 30 days before the six months end the officer is asked whether to extend and the District Magistrate is told, on that day and not the day before', async () => {
      assert.equal(due['disposal'], '2027-01-06');
      const near = addDays(due['disposal']!, -30);
      await walkTo(near);
      assert.equal(first.get(`ao:${caseB}:extend-disposal`), near);
      assert.equal(first.get(`dm:${caseB}:disposal:disposal-near`), near);
      assert.ok(!textOf(pages['B:worklist:due']!).includes(EXTEND_EN), 'not the day before');
      assert.ok(!textOf(pages['B:case:due']!).includes(PANEL_EN));
      assert.ok(!textOf(pages['B:appeals:due']!).includes(NEAR_EN));
      const wl = pages['B:worklist:after']!;
      assert.match(textOf(wl), new RegExp(`${esc(numberB)} .*${esc(EXTEND_EN)}`), textOf(wl).slice(0, 2000));
      assert.ok(wl.includes(`href="/office/cases/${caseB}/act/extend-proceedings"`));
      const cp = textOf(pages['B:case:after']!);
      assert.ok(cp.includes(PANEL_EN));
      assert.ok(cp.includes(EXTEND_EN));
      assert.ok(
        cp.includes(
          `${EXTEND_EN} Case to be decided by: the last day is 6 January 2027 (06/01/2027). Raised on 7 December 2026. Take this step`,
        ),
        cp.slice(0, 2500),
      );
      // The period has not run out yet: the panel says it is about to end.
      assert.ok(cp.includes('A period is about to end'));
      assert.ok(!cp.includes('A period has run out'));
      assert.match(
        textOf(pages['B:appeals:after']!),
        new RegExp(
          `${esc(numberB)} ${esc(NEAR_EN)} Rule 5 06/01/2027 ${near.split('-').reverse().join('/')} Still not done`,
        ),
      );
      // The proposal to extend is the officer's, the warning the District Magistrate's.
      assert.equal(first.get(`dm:${caseB}:extend-disposal`), undefined);
      assert.ok(!textOf(wl).includes(NEAR_EN));
    });

    it('Rules 5 and 6: the proposal and the warning in Hindi (glossary: निपटान)', () => {
      assert.ok(textOf(pages['B:worklist:hi']!).includes(EXTEND_HI), textOf(pages['B:worklist:hi']!).slice(0, 2000));
      const cp = textOf(pages['B:case:hi']!);
      assert.ok(cp.includes(EXTEND_HI));
      assert.ok(cp.includes('एक अवधि समाप्त होने वाली है'), cp.slice(0, 2000));
      assert.match(textOf(pages['B:appeals:hi']!), new RegExp(`${esc(numberB)} ${esc(NEAR_HI)} नियम 5`));
    });

    it('Rules 5 and 6: an officer of another office and the District Magistrate of another district see neither', async () => {
      assert.equal(first.get(`otherAo:${caseB}:extend-disposal`), undefined);
      assert.equal(first.get(`kmrDm:${caseB}:disposal:disposal-near`), undefined);
      assert.ok(!textOf(pages['B:worklist:other']!).includes(numberB));
      const kmr = textOf(pages['B:appeals:kmr']!);
      assert.ok(kmr.includes('No escalation for your district.'), kmr.slice(0, 2000));
      assert.ok(!kmr.includes(numberB));
      assert.deepEqual(ok(await as(app, tok['kmrDm']!).get('/api/v1/worklist/escalations')).body.items, []);
    });

    it('Rules 5 and 6: when the officer extends the period the proposal goes; the extended period is warned of 30 days before and its lapse escalated the day after, and not before', async () => {
      await walkTo(addDays(due['disposal']!, -29));
      await act('ao', caseB, 'extend-proceedings', {
        days: '20',
        reasons: 'The noticee could not be served at the address given; a fresh address is being verified.',
      });
      assert.equal(
        (ok(await as(app, tok['ao']!).get('/api/v1/worklist/proposals')).body.items as Item[]).filter(
          (x) => x.caseId === caseB,
        ).length,
        0,
      );
      assert.ok(!textOf((await web('ao').get('/office/worklist')).html).includes(EXTEND_EN));
      assert.ok(!textOf((await web('ao').get(`/office/cases/${caseB}`)).html).includes(PANEL_EN));
      const ext = (await clocksOf(`/api/v1/cases/${caseB}`))['disposal-extension']!;
      assert.equal(ext, '2027-01-26');
      // No second proposal to extend: the period of Rule 6 can be extended only once.
      const near = addDays(ext, -30);
      snap(addDays(ext, 1), 'B:appeals:overdue', 'dm', '/office/appeals');
      snap(addDays(ext, 1), 'B:appeals:overdue:hi', 'dm', '/office/appeals', 'hi');
      snap(ext, 'B:appeals:lastday', 'dm', '/office/appeals');
      await walkTo(addDays(ext, 1));
      assert.equal(first.get(`dm:${caseB}:disposal-extension:disposal-near`), near);
      assert.equal(first.get(`dm:${caseB}:disposal-extension:disposal-overdue`), addDays(ext, 1));
      assert.equal(
        first.get(`ao:${caseB}:extend-disposal`),
        addDays(due['disposal']!, -30),
        'the only proposal to extend was the first',
      );
      const before = textOf(pages['B:appeals:lastday']!);
      assert.ok(!before.includes(OVERDUE_EN), 'not on the last day of the extended period');
      const en = textOf(pages['B:appeals:overdue']!);
      assert.match(
        en,
        new RegExp(`${esc(numberB)} ${esc(OVERDUE_EN)} Rule 5, Rule 6 26/01/2027 27/01/2027 Still not done`),
        en.slice(0, 3000),
      );
      // The warning of the six months is closed (the period was extended); the history stays.
      assert.match(
        en,
        new RegExp(`${esc(numberB)} ${esc(NEAR_EN)} Rule 5 06/01/2027 [0-9/]+ Done since, or the period changed`),
      );
      assert.match(textOf(pages['B:appeals:overdue:hi']!), new RegExp(`${esc(numberB)} ${esc(OVERDUE_HI)} नियम 5`));
      const items = ok(await as(app, tok['dm']!).get('/api/v1/worklist/escalations')).body.items as Item[];
      assert.deepEqual(
        items.filter((x) => x.caseId === caseB).map((x) => `${x.clock}/${x.action}/${x.due}/${x.raisedOn}/${x.open}`),
        [
          `disposal-extension/disposal-overdue/2027-01-26/2027-01-27/true`,
          `disposal-extension/disposal-near/2027-01-26/${near}/true`,
          `disposal/disposal-near/2027-01-06/${addDays(due['disposal']!, -30)}/false`,
        ],
      );
    });
  });
}
