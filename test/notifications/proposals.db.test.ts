// The deadline watcher's proposals and escalations shown to the people who must act (issue 6), on PGlite and
// PostgreSQL. A controllable clock walks two complaint cases, stopping on every day on which the deadline worker has
// something to do and the day before it; the worker runs on each, and the API is read whenever what it reads changed
// (watched-state.ts).
// Case A: the notice is issued and served at once, no reply comes: the day after the reply period ends (and not
// before) the officer's worklist and case page propose to proceed ex parte under Rule 4(7), linking to that form; when
// the officer proceeds ex parte the proposal is gone (derived from the case's running clocks, the history kept).
// Case B: the notice is never issued: the day after the 15 days of Rule 4(1) the District Magistrate sees the
// escalation on the appeals worklist and over the API. An officer of another office, and a citizen, see nothing.

import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Actor } from '../../src/app/actor.ts';
import type { NotificationRepo } from '../../src/app/ports/notifications.ts';
import type { Db } from '../../src/db/client.ts';
import { validParticulars } from '../../src/domain/adjudication/fixtures.ts';
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
import { textOf, WebClient } from '../web/client.ts';
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
const PROPOSAL_EN = 'Proposal: proceed ex parte? Rule 4(7)';
const PROPOSAL_HI = 'प्रस्ताव: एकपक्षीय कार्यवाही करें? नियम 4(7)';

function ok(r: Reply, status = 200): Reply {
  assert.equal(r.status, status, r.text);
  return r;
}

interface Item {
  caseId: string;
  caseNumber: string;
  kind: string;
  action: string;
  basisLabels: string[];
  raisedOn: string;
  due: string;
  open: boolean;
}

for (const backend of testBackends()) {
  describe(`the deadline watcher's proposals and escalations on the worklists, on ${backend.name}`, () => {
    let db: Db;
    let t: TestServices;
    let app: ReturnType<typeof createApp>;
    let runner: DocumentRunner;
    let worker: DeadlineWorker;
    let repo: NotificationRepo;
    let ao: Actor;
    let otherAo: Actor;
    let dm: Actor;
    let citizen: Actor;
    const tok: Record<string, string> = {};
    let today = '2026-07-06' as LocalDate;
    let caseA = '';
    let caseB = '';
    let numberB = '';
    let replyDue = '' as LocalDate;
    /** The first day each of these was seen over the API, by whom. */
    const firstProposalA = new Map<string, LocalDate>();
    const firstEscalationB = new Map<string, LocalDate>();
    /** Worklist page and case page of the officer on the reply period's last day and the day after. */
    const pages: Record<string, string> = {};

    const web = (who: string, lang: 'en' | 'hi' = 'en'): WebClient => {
      const w = new WebClient(app, { authorization: `Bearer ${tok[who]!}` });
      if (lang === 'hi') w.cookies.set('ctp_lang', 'hi');
      return w;
    };
    async function look(): Promise<void> {
      for (const who of ['ao', 'otherAo', 'dm']) {
        const p = ok(await as(app, tok[who]!).get('/api/v1/worklist/proposals')).body.items as Item[];
        if (p.some((x) => x.caseId === caseA && x.action === 'proceed-ex-parte') && !firstProposalA.has(who))
          firstProposalA.set(who, today);
      }
      const e = ok(await as(app, tok['dm']!).get('/api/v1/worklist/escalations?open=true')).body.items as Item[];
      if (e.some((x) => x.caseId === caseB && x.action === 'notice-overdue') && !firstEscalationB.has('dm'))
        firstEscalationB.set('dm', today);
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
        today = await nextStop(db, today, d as LocalDate);
        t.clock.set(`${today}T04:00:00Z`);
        await settle();
        await lookAgain();
      }
    }
    const cmd = async (caseId: string, type: string, body: object): Promise<void> => {
      const officer = as(app, tok['ao']!);
      const v = ok(await officer.get(`/api/v1/cases/${caseId}`)).body.summary.version as number;
      ok(await officer.post(`/api/v1/cases/${caseId}/commands/${type}`, body, { 'if-match': `"${v}"` }));
    };

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
      citizen = await makeActor(db, 'Ramesh Kumar', [{ role: 'citizen' }]);
      ao = await makeActor(db, 'A. Sharma', [{ role: 'adjudicating-officer', officeCode: OFFICES.agraSadar }]);
      otherAo = await makeActor(db, 'B. Verma', [{ role: 'adjudicating-officer', officeCode: OFFICES.agraEtmadpur }]);
      dm = await makeActor(db, 'D. M. Agra', [{ role: 'appellate-authority', districtCode: 'AGR' }]);
      for (const [k, a] of Object.entries({ citizen, ao, otherAo, dm })) tok[k] = await t.tokenFor(a);

      caseA = ok(await as(app, tok['citizen']!).post('/api/v1/complaints', complaint), 201).body.id;
      const b = ok(await as(app, tok['citizen']!).post('/api/v1/complaints', complaint), 201).body;
      caseB = b.id;
      numberB = b.number;
      await settle();
      await look();
      // Case A: the notice is issued and served by tender on 8 July; no reply comes.
      await walkTo('2026-07-08');
      await cmd(caseA, 'issue-show-cause-notice', notice);
      await settle();
      await cmd(caseA, 'record-service-attempt', {
        attemptId: 'a1',
        mode: 'speed-post',
        outcome: 'served',
        proof: { articleNumber: 'EK123456789IN' },
      });
      await settle();
      const clocks = ok(await as(app, tok['ao']!).get(`/api/v1/cases/${caseA}`)).body.clocks as {
        clock: string;
        due: LocalDate;
      }[];
      replyDue = clocks.find((x) => x.clock === 'reply')!.due;
      await walkTo(replyDue);
      for (const [k, w] of [
        ['en', web('ao')],
        ['hi', web('ao', 'hi')],
      ] as const) {
        pages[`worklist:${k}:due`] = (await w.get('/office/worklist')).html;
        pages[`case:${k}:due`] = (await w.get(`/office/cases/${caseA}`)).html;
      }
      await walkTo(addDays(replyDue, 1));
      for (const [k, w] of [
        ['en', web('ao')],
        ['hi', web('ao', 'hi')],
      ] as const) {
        pages[`worklist:${k}:after`] = (await w.get('/office/worklist')).html;
        pages[`case:${k}:after`] = (await w.get(`/office/cases/${caseA}`)).html;
      }
      for (const [k, w] of [
        ['en', web('dm')],
        ['hi', web('dm', 'hi')],
      ] as const)
        pages[`appeals:${k}`] = (await w.get('/office/appeals')).html;
      pages['worklist:other'] = (await web('otherAo').get('/office/worklist')).html;
    });
    after(async () => {
      await worker.stop();
      await runner.stop();
      await db.close();
    });

    it("Rule 4(7): the proposal to proceed ex parte is on the officer's worklist and case page the day after the reply period ends, and not before", async () => {
      assert.equal(firstProposalA.get('ao'), addDays(replyDue, 1), 'over the API, first on the day after the last day');
      const before = { worklist: textOf(pages['worklist:en:due']!), page: textOf(pages['case:en:due']!) };
      assert.ok(!before.worklist.includes(PROPOSAL_EN), 'no proposal on the last day itself');
      assert.ok(!before.page.includes('Proposed by the deadline watcher'));
      const wl = pages['worklist:en:after']!;
      assert.ok(textOf(wl).includes(PROPOSAL_EN), textOf(wl).slice(0, 2000));
      assert.ok(wl.includes(`href="/office/cases/${caseA}/act/proceed-ex-parte"`), 'linked to the form that takes it');
      const cp = textOf(pages['case:en:after']!);
      assert.ok(cp.includes('Proposed by the deadline watcher'));
      assert.ok(cp.includes(PROPOSAL_EN));
      // The form it links to is there for the officer.
      assert.equal((await web('ao').get(`/office/cases/${caseA}/act/proceed-ex-parte`)).status, 200);
    });

    it('Rule 4(7): the proposal in Hindi (glossary: एकपक्षीय), the same day', () => {
      assert.ok(!textOf(pages['worklist:hi:due']!).includes(PROPOSAL_HI));
      assert.ok(textOf(pages['worklist:hi:after']!).includes(PROPOSAL_HI));
      const cp = textOf(pages['case:hi:after']!);
      assert.ok(cp.includes('समय-सीमा निगरानी द्वारा प्रस्तावित'));
      assert.ok(cp.includes(PROPOSAL_HI));
    });

    it('Rule 4(1): the District Magistrate sees the escalation of a notice not issued within 15 days the day after, on the appeals worklist and over the API', async () => {
      // Case B was received on 6 July: the notice was due by 21 July.
      assert.equal(firstEscalationB.get('dm'), '2026-07-22');
      const items = ok(await as(app, tok['dm']!).get('/api/v1/worklist/escalations')).body.items as Item[];
      const esc = items.filter((x) => x.caseId === caseB);
      assert.deepEqual(
        esc.map((x) => `${x.kind}/${x.action}/${x.due}/${x.raisedOn}/${x.basisLabels.join(',')}/${x.open}`),
        ['escalation/notice-overdue/2026-07-21/2026-07-22/Rule 4(1)/true'],
      );
      // Case A's notice was issued in time: nothing escalated.
      assert.equal(items.filter((x) => x.caseId === caseA && x.action === 'notice-overdue').length, 0);
      const en = textOf(pages['appeals:en']!);
      assert.ok(en.includes('Escalations to the District Magistrate'));
      assert.match(
        en,
        new RegExp(
          `${numberB.replace(/\//g, '\\/')} Show-cause notice not issued within 15 days of the complaint Rule 4\\(1\\) 21/07/2026 22/07/2026 Still not done`,
        ),
      );
      const hi = textOf(pages['appeals:hi']!);
      assert.match(
        hi,
        new RegExp(
          `${numberB.replace(/\//g, '\\/')} शिकायत के 15 दिन के भीतर कारण बताओ सूचना जारी नहीं की गई नियम 4\\(1\\)`,
        ),
      );
      // The proposals of the officer are not the District Magistrate's; escalations are not the officer's.
      assert.equal(firstProposalA.get('dm'), undefined);
      assert.equal(ok(await as(app, tok['ao']!).get('/api/v1/worklist/escalations'), 403).status, 403);
      assert.ok(!textOf(pages['worklist:en:after']!).includes('Escalations to the District Magistrate'));
    });

    it('Rules 4(1) and 4(7): an officer of another office sees neither the proposal nor the case, and a citizen has no worklist of proposals', async () => {
      assert.equal(firstProposalA.get('otherAo'), undefined);
      assert.deepEqual(ok(await as(app, tok['otherAo']!).get('/api/v1/worklist/proposals')).body.items, []);
      const other = textOf(pages['worklist:other']!);
      assert.ok(!other.includes('Proposal'));
      assert.ok(!other.includes(numberB));
      ok(await as(app, tok['citizen']!).get('/api/v1/worklist/proposals'), 403);
      ok(await as(app, tok['otherAo']!).get('/api/v1/worklist/escalations'), 403);
    });

    it('Rule 4(7): the proposal disappears when the officer proceeds ex parte (the reply clock stops), and the escalation closes when the notice is issued late (Rule 4(1)); the history stays', async () => {
      await walkTo(addDays(replyDue, 2));
      await cmd(caseA, 'proceed-ex-parte', { reasons: 'No reply within the period after service by tender.' });
      await cmd(caseB, 'issue-show-cause-notice', {
        ...notice,
        delayReason: 'The complaint file was received from the tehsil late.',
      });
      await settle();
      const items = ok(await as(app, tok['ao']!).get('/api/v1/worklist/proposals')).body.items as Item[];
      assert.equal(items.filter((x) => x.caseId === caseA).length, 0);
      assert.ok(!textOf((await web('ao').get('/office/worklist')).html).includes(PROPOSAL_EN));
      const cp = textOf((await web('ao').get(`/office/cases/${caseA}`)).html);
      assert.ok(!cp.includes('Proposed by the deadline watcher'));
      const open = ok(await as(app, tok['dm']!).get('/api/v1/worklist/escalations?open=true')).body.items as Item[];
      assert.equal(open.filter((x) => x.caseId === caseB).length, 0);
      const all = ok(await as(app, tok['dm']!).get('/api/v1/worklist/escalations')).body.items as Item[];
      assert.deepEqual(
        all.filter((x) => x.caseId === caseB).map((x) => `${x.action}/${x.open}`),
        ['notice-overdue/false'],
      );
      assert.ok(textOf((await web('dm').get('/office/appeals')).html).includes('Done since, or the period changed'));
      // The watcher's record is kept: the proposal is still in deadline_action.
      assert.ok(
        (await repo.actions({ streamId: caseA })).some(
          (a) => a.action === 'proceed-ex-parte' && a.raisedOn === addDays(replyDue, 1),
        ),
      );
    });
  });
}
