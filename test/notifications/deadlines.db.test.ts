// Deadlines that watch themselves (issue 6), on PGlite and PostgreSQL. A controllable clock walks two complaint cases
// day by day from 6 July 2026 to 8 January 2027 across every statutory deadline they meet: Rule 4(1) (notice within 15
// days, missed, escalated), Rule 4(1) reply (lapsed → proposal to proceed ex parte, Rule 4(7)), Rule 4(12) deposit
// (lapsed → proposal to refer for recovery, Rule 4(14)), Rules 5 and 6 (the District Magistrate told 30 days before the
// six months end, a proposal to extend, then the escalation when they end). The walk stops on every day on which the
// deadline worker has something to do and on the day before it (watched-state.ts: on the other days neither it nor the
// document runner acts), and both run on each; a real SMTP server (smtp-server) started here receives every message, which is parsed
// (mailparser) and its .ics attachments parsed with ical.js.

import { after, before, describe, it } from 'node:test';
import { smsCount } from '../../src/app/derived/notifications/sms-text.ts';
import assert from 'node:assert/strict';
import ICAL from 'ical.js';
import type { ParsedMail } from 'mailparser';
import type { Actor } from '../../src/app/actor.ts';
import type { NotificationRepo } from '../../src/app/ports/notifications.ts';
import type { Db } from '../../src/db/client.ts';
import { createNotificationRepo } from '../../src/db/notifications.repo.ts';
import { FINDING_26, validParticulars } from '../../src/domain/adjudication/fixtures.ts';
import { COMPLETE_FORM } from '../../src/domain/appeal/fixtures.ts';
import { createDocumentRunner } from '../../src/jobs/document-runner.ts';
import type { DocumentRunner } from '../../src/jobs/document-runner.ts';
import type { DeadlineWorker } from '../../src/jobs/deadline-worker.ts';
import { createDeadlineWorker, smtpTransport } from '../../src/jobs/deadline-worker.ts';
import type { LocalDate } from '../../src/lib/local-date.ts';
import { addDays } from '../../src/lib/local-date.ts';
import { createApp } from '../../src/server/app.ts';
import { as } from '../api.ts';
import type { Reply } from '../api.ts';
import { testBackends } from '../db.ts';
import { nextStop } from './watched-state.ts';
import { makeActor, OFFICES, seedJurisdiction } from '../factories.ts';
import type { TestServices } from '../services.ts';
import { quietLogger, testServices } from '../services.ts';
import type { Smtp } from './smtp.ts';
import { startSmtp } from './smtp.ts';
import { recordOnly, testSigningKey } from '../signing.ts';

const PUBLIC_URL = 'http://localhost:3000';
const LEADS = [7, 3, 1, 0];
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

function ok(r: Reply, status = 200): Reply {
  assert.equal(r.status, status, r.text);
  return r;
}

function icsEvent(text: string): { on: string; isDate: boolean; summary: string; uid: string } {
  const comp = new ICAL.Component(ICAL.parse(text) as unknown[]);
  const ev = new ICAL.Event(comp.getFirstSubcomponent('vevent')!);
  return { on: ev.startDate.toString(), isDate: ev.startDate.isDate, summary: ev.summary, uid: ev.uid };
}

for (const backend of testBackends()) {
  describe(`deadlines that watch themselves, on ${backend.name}`, () => {
    let db: Db;
    let t: TestServices;
    let app: ReturnType<typeof createApp>;
    let runner: DocumentRunner;
    let worker: DeadlineWorker;
    let transport: ReturnType<typeof smtpTransport>;
    let repo: NotificationRepo;
    let smtp: Smtp;
    let citizen: Actor;
    let respondent: Actor;
    let ao: Actor;
    let dm: Actor;
    const tok: Record<string, string> = {};
    /** The day each message key was first queued. */
    const firstSeen = new Map<string, LocalDate>();
    let today = '2026-07-06' as LocalDate;
    let caseA = '';
    let caseB = '';
    let appeal = '';
    const dueOf: Record<string, LocalDate> = {};
    /** Text messages through the SMS provider port (a capture here; the logging adapter by default). */
    const sms: { to: string; text: string }[] = [];

    async function settle(): Promise<void> {
      while ((await runner.drain()) > 0 || (await worker.drain()).length > 0) {
        /* until both are idle */
      }
      for (const m of await repo.messages({})) if (!firstSeen.has(m.key)) firstSeen.set(m.key, today);
    }
    async function walkTo(d: string): Promise<void> {
      while (today < d) {
        today = await nextStop(db, today, d as LocalDate);
        t.clock.set(`${today}T04:00:00Z`);
        await settle();
      }
    }
    async function clocksOf(caseId: string): Promise<{ clock: string; due: LocalDate }[]> {
      const r = ok(await as(app, tok['ao']!).get(`/api/v1/cases/${caseId}`)).body;
      return (r.clocks as { clock: string; due: LocalDate }[]).map((c) => ({ clock: c.clock, due: c.due }));
    }
    const key = (s: string, clock: string, due: string, kind: string, who: Actor, extra = ''): string =>
      `alert:${s}:${clock}:${due}:${kind}${extra}:${who.accountId}`;
    /** Every reminder on its day (and not before), the lapse the day after the due day. */
    function assertWatched(s: string, clock: string, due: LocalDate, who: Actor, plannedOn: LocalDate): void {
      for (const lead of LEADS) {
        const on = addDays(due, -lead);
        const k = key(s, clock, due, `reminder-${lead}`, who);
        if (on < plannedOn) assert.equal(firstSeen.get(k), undefined, `no late reminder ${k}`);
        else assert.equal(firstSeen.get(k), on, `${clock} reminder ${lead} days before ${due}`);
      }
      assert.equal(
        firstSeen.get(key(s, clock, due, 'lapse', who)),
        addDays(due, 1),
        `${clock} lapse the day after ${due}`,
      );
    }

    before(async () => {
      db = await backend.open();
      await seedJurisdiction(db);
      t = testServices(db, '2026-07-06T04:00:00Z');
      smtp = await startSmtp();
      app = createApp(t.services, {
        logger: quietLogger,
        publicUrl: PUBLIC_URL,
        uploadMaxBytes: 1024 * 1024,
        cookieSecure: false,
      });
      runner = createDocumentRunner({
        deps: t.services.cases,
        key: testSigningKey(),
        publicUrl: PUBLIC_URL,
        // Only the Form-II's bytes are read (the SMTP test); the other documents are recorded, not typeset.
        render: recordOnly(PUBLIC_URL, ['form-2']),
      });
      repo = createNotificationRepo(db.kysely);
      transport = smtpTransport(`smtp://127.0.0.1:${smtp.port}`, 'Portal <no-reply@example.in>');
      worker = createDeadlineWorker({
        deps: { repo, clock: t.clock, publicUrl: PUBLIC_URL },
        transport,
        sms: { send: async (m) => (sms.push({ to: m.to, text: m.text }), { messageId: `sms-${m.id}` }) },
      });
      citizen = await makeActor(db, 'Ramesh Kumar', [{ role: 'citizen' }]);
      respondent = await makeActor(db, 'Mohan Lal', [{ role: 'citizen' }]);
      ao = await makeActor(db, 'A. Sharma', [{ role: 'adjudicating-officer', officeCode: OFFICES.agraSadar }]);
      dm = await makeActor(db, 'D. M. Agra', [{ role: 'appellate-authority', districtCode: 'AGR' }]);
      // The respondent and the District Magistrate read Hindi; the complainant and the officer English.
      await db.kysely
        .updateTable('account')
        .set({ lang: 'hi' })
        .where('id', 'in', [respondent.accountId, dm.accountId])
        .execute();
      // The respondent gave a mobile number: each message to him is also sent as an SMS.
      await db.kysely
        .updateTable('account')
        .set({ phone: '+919876543210' })
        .where('id', '=', respondent.accountId)
        .execute();
      for (const [k, a] of Object.entries({ citizen, respondent, ao, dm })) tok[k] = await t.tokenFor(a);

      // The walk. Case A: the notice is late, the reply never comes, the penalty is not deposited. Case B: the
      // notice is issued at once but never served, so the proceedings run into the six months of Rule 5.
      const officer = as(app, tok['ao']!);
      const cmd = async (caseId: string, type: string, body: object): Promise<void> => {
        const v = ok(await officer.get(`/api/v1/cases/${caseId}`)).body.summary.version as number;
        ok(await officer.post(`/api/v1/cases/${caseId}/commands/${type}`, body, { 'if-match': `"${v}"` }));
      };
      caseA = ok(await as(app, tok['citizen']!).post('/api/v1/complaints', complaint), 201).body.id;
      caseB = ok(await as(app, tok['citizen']!).post('/api/v1/complaints', complaint), 201).body.id;
      await settle();
      for (const cl of await clocksOf(caseA)) dueOf[`A:${cl.clock}`] = cl.due;
      for (const cl of await clocksOf(caseB)) dueOf[`B:${cl.clock}`] = cl.due;
      await walkTo('2026-07-08');
      await cmd(caseB, 'issue-show-cause-notice', notice);
      await settle();
      // Case A's notice is due by 21 July (Rule 4(1)); it is issued on 23 July.
      await walkTo('2026-07-23');
      ok(
        await officer.post(`/api/v1/cases/${caseA}/parties`, { accountId: respondent.accountId, role: 'respondent' }),
        204,
      );
      await cmd(caseA, 'issue-show-cause-notice', {
        ...notice,
        delayReason: 'The complaint file was received from the tehsil late.',
      });
      await settle();
      await walkTo('2026-07-24');
      await cmd(caseA, 'record-service-attempt', {
        attemptId: 'a1',
        mode: 'speed-post',
        outcome: 'served',
        proof: { articleNumber: 'EK123456789IN' },
      });
      await settle();
      dueOf['A:reply'] = (await clocksOf(caseA)).find((x) => x.clock === 'reply')!.due;
      // No reply: the day after the last day the officer is asked whether to proceed ex parte, and does.
      await walkTo(addDays(dueOf['A:reply'], 2));
      await cmd(caseA, 'proceed-ex-parte', { reasons: 'No reply within the period after service by tender.' });
      dueOf['A:hearing'] = addDays(today, 7);
      await cmd(caseA, 'issue-hearing-notice', {
        hearingNoticeId: 'h1',
        hearingOn: dueOf['A:hearing'],
        mode: 'in-person',
        time: '11:00',
        place: 'Court room, SDM office',
      });
      await settle();
      await walkTo(dueOf['A:hearing']);
      await cmd(caseA, 'record-hearing-in-absence', {
        hearingNoticeId: 'h1',
        complainantAppeared: true,
        materialExamined: ['Statement in the complaint', 'Khasra extract'],
        notes: 'The noticee did not appear; the damage is proved by the record.',
      });
      await walkTo(addDays(dueOf['A:hearing'], 5));
      await cmd(caseA, 'pass-order', {
        kind: 'penalty-or-compensation',
        noCeilingConfirmed: true,
        amounts: { penaltyPaise: 500_000, compensationPaise: 0, expensesPaise: 0, chargesPaise: 0 },
        depositDays: 20,
        reasons: 'The trespass and damage are proved by the revenue record and photographs.',
        findings: FINDING_26,
      });
      await settle();
      dueOf['A:deposit'] = (await clocksOf(caseA)).find((x) => x.clock === 'deposit')!.due;
      dueOf['A:recovery'] = (await clocksOf(caseA)).find((x) => x.clock === 'recovery')!.due;
      dueOf['A:orderOn'] = today;
      // The respondent appeals (Rule 7); the appeal is defective and the defect is not rectified in 15 days.
      await walkTo(addDays(today, 4));
      const { grounds: _omit, ...formWithoutGrounds } = COMPLETE_FORM;
      const form = {
        ...formWithoutGrounds,
        orderDate: dueOf['A:orderOn'],
        declaration: { made: true, signedOn: today, name: 'Mohan Lal' },
      };
      appeal = ok(
        await as(app, tok['respondent']!).post(`/api/v1/cases/${caseA}/appeals`, {
          form,
          filedBy: 'appellant-in-person',
          medium: 'electronic',
        }),
        201,
      ).body.id;
      await settle();
      await walkTo(addDays(today, 1));
      const authority = as(app, tok['dm']!);
      const acmd = async (type: string, body: object): Promise<void> => {
        const v = ok(await authority.get(`/api/v1/appeals/${appeal}`)).body.summary.version as number;
        ok(await authority.post(`/api/v1/appeals/${appeal}/commands/${type}`, { ...body, expectedVersion: v }));
      };
      await acmd('call-for-records', {});
      await acmd('intimate-defects', {
        defects: [{ field: 'grounds', description: 'Item 4 (grounds of appeal) is blank; state the grounds.' }],
      });
      await settle();
      dueOf['P:plannedOn'] = today;
      dueOf['P:rectify'] = (
        ok(await authority.get(`/api/v1/appeals/${appeal}`)).body.clocks as { clock: string; due: LocalDate }[]
      ).find((x) => x.clock === 'rectify')!.due;
      // The authority refuses registration two days after the period (Rule 7(6)) and does not communicate it.
      await walkTo(addDays(dueOf['P:rectify'], 2));
      await acmd('refuse-registration', {
        reasons: 'The grounds of appeal were not stated within 15 days of the intimation.',
      });
      await settle();
      dueOf['P:refusalOn'] = today;
      dueOf['P:refusal-communication'] = (
        ok(await authority.get(`/api/v1/appeals/${appeal}`)).body.clocks as { clock: string; due: LocalDate }[]
      ).find((x) => x.clock === 'refusal-communication')!.due;
      // Case B: told on 7 December that the six months end on 6 January, the officer extends them by 20 days (Rule 6).
      await walkTo('2026-12-08');
      await cmd(caseB, 'extend-proceedings', {
        days: 20,
        reasons: 'The noticee could not be served at the address given; a fresh address is being verified.',
      });
      await settle();
      dueOf['B:disposal-extension'] = (await clocksOf(caseB)).find((x) => x.clock === 'disposal-extension')!.due;
      await walkTo(addDays(dueOf['B:disposal-extension'], 2));
    });
    after(async () => {
      await worker.stop();
      await runner.stop();
      transport.close();
      await smtp.close();
      await db.close();
    });

    it('Rule 4(1): the officer is reminded 7, 3, 1 days before and on the last day to issue the notice, and the District Magistrate is told the day after it passed', async () => {
      const due = dueOf['A:notice-issue']!;
      assert.equal(due, '2026-07-21');
      assertWatched(caseA, 'notice-issue', due, ao, '2026-07-06' as LocalDate);
      assert.equal(firstSeen.get(key(caseA, 'notice-issue', due, 'lapse', dm, ':notice-overdue')), '2026-07-22');
      const acts = await repo.actions({ streamId: caseA });
      assert.deepEqual(
        acts
          .filter((a) => a.clock === 'notice-issue')
          .map((a) => `${a.kind}/${a.action}/${a.raisedOn}/${a.basis.join(',')}`),
        [
          'lapse/lapsed/2026-07-22/in.ctr2026.r4.1,in.ctr2026.form2',
          'escalation/notice-overdue/2026-07-22/in.ctr2026.r4.1',
        ],
      );
      // Case B's notice was issued in time: reminded up to then, no lapse, nothing escalated.
      assert.equal(firstSeen.get(key(caseB, 'notice-issue', due, 'reminder-7', ao)), undefined);
      assert.equal(firstSeen.get(key(caseB, 'notice-issue', due, 'lapse', ao)), undefined);
    });

    it('Rule 4(1) reply period: the noticee is told the last day (with an .ics) and reminded in Hindi; the lapse is a worklist proposal to proceed ex parte under Rule 4(7), never a state change', async () => {
      const due = dueOf['A:reply']!;
      assertWatched(caseA, 'reply', due, respondent, '2026-07-24' as LocalDate);
      assert.equal(firstSeen.get(`deadline:${caseA}:reply:${due}:${respondent.accountId}`), '2026-07-24');
      assert.equal(firstSeen.get(key(caseA, 'reply', due, 'lapse', ao, ':proceed-ex-parte')), addDays(due, 1));
      const proposal = (await repo.actions({ streamId: caseA })).find((a) => a.action === 'proceed-ex-parte')!;
      assert.deepEqual(
        [proposal.kind, proposal.audience, proposal.raisedOn, proposal.basis],
        ['proposal', 'adjudicating-officer', addDays(due, 1), ['in.ctr2026.r4.7']],
      );
      // The proposal changed nothing: the officer recorded the ex parte proceeding himself, the day after.
      const sheet = ok(await as(app, tok['ao']!).get(`/api/v1/cases/${caseA}`)).body.orderSheet as {
        type: string;
        on: string;
        actorRole: string;
      }[];
      const exParte = sheet.find((r) => r.type === 'ex-parte-recorded')!;
      assert.equal(exParte.on, addDays(due, 2));
      assert.equal(exParte.actorRole, 'adjudicating-officer');
    });

    it("Rule 4(12), Rule 4(14): the penalised person is reminded of the deposit by the order's 20 days; the proposal to refer the penalty for recovery comes only after the 30 days of s.27C, not when the order's time limit passes", async () => {
      const due = dueOf['A:deposit']!;
      const recovery = dueOf['A:recovery']!;
      assertWatched(caseA, 'deposit', due, respondent, dueOf['A:orderOn']!);
      assert.ok(recovery > due, `${recovery} after ${due}`);
      assert.equal(firstSeen.get(key(caseA, 'deposit', due, 'lapse', ao, ':refer-for-recovery')), undefined);
      assert.equal(
        firstSeen.get(key(caseA, 'recovery', recovery, 'lapse', ao, ':refer-for-recovery')),
        addDays(recovery, 1),
      );
      const acts = (await repo.actions({ streamId: caseA })).filter(
        (a) => a.clock === 'deposit' || a.clock === 'recovery',
      );
      assert.deepEqual(acts.map((a) => `${a.clock}/${a.kind}/${a.action}/${a.raisedOn}`).sort(), [
        `deposit/lapse/lapsed/${addDays(due, 1)}`,
        `recovery/lapse/lapsed/${addDays(recovery, 1)}`,
        `recovery/proposal/refer-for-recovery/${addDays(recovery, 1)}`,
      ]);
    });

    it('Rule 7(6): the appellant is reminded to rectify; the lapse is a proposal to the appellate authority to refuse registration; the refusal not communicated within 7 days is recorded as lapsed', async () => {
      const due = dueOf['P:rectify']!;
      assertWatched(appeal, 'rectify', due, respondent, dueOf['P:plannedOn']!);
      assert.equal(firstSeen.get(key(appeal, 'rectify', due, 'lapse', dm, ':refuse-registration')), addDays(due, 1));
      const acts = await repo.actions({ streamId: appeal });
      assert.deepEqual(
        acts
          .filter((a) => a.kind !== 'lapse')
          .map((a) => `${a.kind}/${a.action}/${a.audience}/${a.raisedOn}/${a.basis.join(',')}`),
        [`proposal/refuse-registration/appellate-authority/${addDays(due, 1)}/in.ctr2026.r7.6`],
      );
      const comm = dueOf['P:refusal-communication']!;
      assertWatched(appeal, 'refusal-communication', comm, dm, dueOf['P:refusalOn']!);
      assert.ok(
        acts.some((a) => a.clock === 'refusal-communication' && a.kind === 'lapse' && a.raisedOn === addDays(comm, 1)),
      );
    });

    it('Rules 5 and 6: the District Magistrate is told 30 days before the six months end and the officer is asked whether to extend; the extended period is watched in turn and its lapse escalated', async () => {
      const due = dueOf['B:disposal']!;
      assert.equal(due, '2027-01-06');
      assert.equal(firstSeen.get(key(caseB, 'disposal', due, 'escalation-near', dm, ':disposal-near')), '2026-12-07');
      assert.equal(firstSeen.get(key(caseB, 'disposal', due, 'escalation-near', ao, ':extend-disposal')), '2026-12-07');
      for (const lead of [7, 3, 1, 0])
        assert.equal(
          firstSeen.get(key(caseB, 'disposal', due, `reminder-${lead}`, ao)),
          undefined,
          'the extended period replaced the six months',
        );
      assert.equal(firstSeen.get(key(caseB, 'disposal', due, 'lapse', ao)), undefined);
      const ext = dueOf['B:disposal-extension']!;
      assert.equal(ext, '2027-01-26');
      assertWatched(caseB, 'disposal-extension', ext, ao, '2026-12-08' as LocalDate);
      assert.equal(
        firstSeen.get(key(caseB, 'disposal-extension', ext, 'escalation-near', dm, ':disposal-near')),
        '2026-12-27',
      );
      assert.equal(
        firstSeen.get(key(caseB, 'disposal-extension', ext, 'lapse', dm, ':disposal-overdue')),
        '2027-01-27',
      );
      const acts = (await repo.actions({ districtCode: 'AGR' })).filter((a) => a.kind === 'escalation');
      assert.deepEqual(
        acts.map((a) => `${a.streamId === caseA ? 'A' : 'B'}:${a.clock}:${a.action}:${a.raisedOn}`),
        [
          'A:notice-issue:notice-overdue:2026-07-22',
          'B:disposal:disposal-near:2026-12-07',
          'B:disposal-extension:disposal-near:2026-12-27',
          'B:disposal-extension:disposal-overdue:2027-01-27',
        ],
      );
      // Case A was disposed of by its order: its disposal clock stopped, and no alert of it fired after.
      const aDisposal = [...firstSeen.entries()].filter(
        ([k, d]) => k.startsWith(`alert:${caseA}:disposal:`) && d > dueOf['A:orderOn']!,
      );
      assert.deepEqual(aDisposal, []);
    });

    it('no message is queued before its day, and none twice: every key is unique and every message was delivered once', async () => {
      const everything = await repo.messages({});
      const all = everything.filter((m) => m.channel === 'email');
      if (process.env['CTP_TEST_LOG'] === '1')
        console.log(
          [...firstSeen.entries()]
            .map(
              ([k, d]) =>
                `${d} ${k
                  .replace(caseA, 'A')
                  .replace(caseB, 'B')
                  .replace(/:[0-9a-f-]{36}$/, (x) =>
                    x === `:${ao.accountId}`
                      ? ':AO'
                      : x === `:${dm.accountId}`
                        ? ':DM'
                        : x === `:${respondent.accountId}`
                          ? ':RESP'
                          : ':CIT',
                  )}`,
            )
            .join('\n'),
        );
      assert.equal(new Set(all.map((m) => m.key)).size, all.length);
      assert.ok(
        all.every((m) => m.status === 'sent'),
        JSON.stringify(all.filter((m) => m.status !== 'sent').map((m) => m.key)),
      );
      const ids = smtp.mails.map((m) => m.messageId);
      assert.equal(new Set(ids).size, ids.length, 'no message delivered twice');
      assert.equal(smtp.mails.length, all.length);
      // The respondent's messages went by SMS too, in Hindi, each once: a document's SMS carries its facts within two
      // parts (issue 30; the link only when it fits), a reminder its subject and the link.
      const texts = everything.filter((m) => m.channel === 'sms');
      assert.ok(everything.every((m) => m.status === 'sent'));
      assert.equal(texts.length, all.filter((m) => m.key.endsWith(`:${respondent.accountId}`)).length);
      assert.ok(texts.length > 10);
      assert.equal(sms.length, texts.length);
      assert.ok(
        sms.every(
          (x) =>
            x.to === '+919876543210' &&
            /^मामला CT[RA]\/\S+: /.test(x.text) &&
            (x.text.includes(`${PUBLIC_URL}/my/cases/`) || smsCount(x.text).parts <= 2),
        ),
        JSON.stringify(
          sms.filter(
            (x) =>
              !/^मामला CT[RA]\/\S+: /.test(x.text) ||
              (!x.text.includes(`${PUBLIC_URL}/my/cases/`) && smsCount(x.text).parts > 2),
          ),
        ),
      );
      assert.ok(
        sms.some((x) => x.text.includes('कारण बताओ सूचना का उत्तर')),
        'the reply reminders by SMS',
      );
    });

    it("a real SMTP server receives each message of the proceeding in the recipient's language, with the signed PDF and the .ics attached where due", async () => {
      const to = (a: Actor) =>
        smtp.mails.filter(
          (m) =>
            m.to &&
            !Array.isArray(m.to) &&
            m.to.value.some((v) => v.address?.startsWith(a.name.toLowerCase().replace(/[^a-z0-9]+/g, '.'))),
        );
      const mine = { citizen: to(citizen), respondent: to(respondent), ao: to(ao), dm: to(dm) };
      for (const m of [...mine.respondent, ...mine.dm])
        assert.match(m.subject ?? '', /^मामला /, 'Hindi to Hindi readers');
      for (const m of [...mine.citizen, ...mine.ao])
        assert.match(m.subject ?? '', /^Case /, 'English to English readers');
      const pdfs = (m: ParsedMail) => m.attachments.filter((a) => a.contentType === 'application/pdf');
      const ics = (m: ParsedMail) =>
        m.attachments
          .filter((a) => a.contentType.startsWith('text/calendar'))
          .map((a) => icsEvent(a.content.toString('utf8')));
      // Form-II to the noticee, in Hindi, the signed PDF attached with its enclosure, the copy of the complaint in
      // Form-I (Rule 4(3)(b)).
      const form2 = mine.respondent.find((m) => m.subject?.includes('कारण बताओ सूचना') && m.subject.includes('जारी'))!;
      assert.ok(form2, 'Form-II mailed to the noticee');
      assert.equal(pdfs(form2).length, 2);
      assert.match(pdfs(form2)[0]!.filename ?? '', /form-2_hi\.pdf$/);
      assert.match(pdfs(form2)[1]!.filename ?? '', /form-1_hi\.pdf$/);
      assert.equal(pdfs(form2)[0]!.content.subarray(0, 5).toString('latin1'), '%PDF-');
      // The Form-I receipt to the complainant, in English.
      assert.ok(mine.citizen.some((m) => pdfs(m).some((p) => /form-1_en\.pdf$/.test(p.filename ?? ''))));
      // The reply period, with its last day as an all-day event.
      const replySet = mine.respondent.find(
        (m) => m.subject?.includes('उत्तर') && ics(m).length === 1 && !pdfs(m).length,
      )!;
      assert.deepEqual(
        { on: ics(replySet)[0]!.on, isDate: ics(replySet)[0]!.isDate },
        { on: dueOf['A:reply'], isDate: true },
      );
      // The notice of hearing to both parties, each in their language, with the PDF and the hearing as an .ics.
      for (const [who, re, file] of [
        [mine.citizen, /notice of hearing/, /hearing-notice_en\.pdf$/],
        [mine.respondent, /सुनवाई की सूचना/, /hearing-notice_hi\.pdf$/],
      ] as const) {
        const m = who.find((x) => re.test(x.subject ?? ''))!;
        assert.ok(m, `hearing notice ${String(re)}`);
        assert.match(pdfs(m)[0]!.filename ?? '', file);
        const ev = ics(m)[0]!;
        assert.equal(ev.on, dueOf['A:hearing']);
        assert.equal(ev.isDate, true);
      }
      // The order with the last day for the deposit.
      const order = mine.respondent.find((m) => pdfs(m).some((p) => /final-order_hi\.pdf$/.test(p.filename ?? '')))!;
      assert.equal(ics(order)[0]!.on, dueOf['A:deposit']);
      // The appeal: Form-III and the intimation of defects to the appellant in Hindi, the last day to rectify as an .ics.
      assert.ok(mine.respondent.some((m) => pdfs(m).some((p) => /form-3_hi\.pdf$/.test(p.filename ?? ''))));
      assert.ok(mine.respondent.some((m) => pdfs(m).some((p) => /defect-intimation_hi\.pdf$/.test(p.filename ?? ''))));
      const rectify = mine.respondent.find(
        (m) => m.subject?.includes('त्रुटि सुधारने की अंतिम तिथि') && ics(m).length === 1,
      )!;
      assert.equal(ics(rectify)[0]!.on, dueOf['P:rectify']);
      // Reminders and escalations carry the case number and a link; none has attachments.
      const reminder = mine.ao.find((m) => m.subject?.includes('issue of the show-cause notice'))!;
      assert.match(reminder.text ?? '', /Case CTR\/AGRS\/2026\/\d+/);
      assert.match(reminder.text ?? '', new RegExp(`${PUBLIC_URL}/my/cases/${caseA}`));
      const escalation = mine.dm.find((m) => m.text?.includes('15 दिन के भीतर कारण बताओ सूचना जारी नहीं की गई'));
      assert.ok(escalation, 'the escalation reached the District Magistrate in Hindi');
    });
  });
}
