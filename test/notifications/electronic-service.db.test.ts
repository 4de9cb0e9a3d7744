// Service of notices by email (issue 6), on PGlite and PostgreSQL: the show-cause notice in Form-II is issued, the
// document runner signs it and the deadline worker emails it through a real SMTP server (smtp-server, parsed with
// mailparser). The email to the person complained against is an attempt at service by electronic means (Rule 4(5)(ii)),
// recorded once by the mail dispatcher with its proof; its per-message link records the delivery evidence; the officer
// confirms service on that day on the case page, and the reply period (Rule 4(1)) runs from it (GCA s.9). The
// appellate authority's notice to the respondent is recorded under Rule 7(9)(ii).

import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'kysely';
import type { Actor } from '../../src/app/actor.ts';
import { fileAppeal } from '../../src/app/cases/file-appeal.ts';
import { fileComplaint } from '../../src/app/cases/file-complaint.ts';
import { linkParty } from '../../src/app/cases/link-party.ts';
import { runCommand } from '../../src/app/cases/run-command.ts';
import type { RunCommandInput } from '../../src/app/cases/run-command.ts';
import { runSystemCommandIn } from '../../src/app/cases/run-system-command.ts';
import { AppError } from '../../src/app/errors.ts';
import type { NotificationRepo } from '../../src/app/ports/notifications.ts';
import { MAIL_DISPATCHER } from '../../src/app/derived/notifications/service-by-email.ts';
import { announceDocuments, dispatchOnce } from '../../src/app/derived/notifications/watch.ts';
import type { Db } from '../../src/db/client.ts';
import { createNotificationRepo } from '../../src/db/notifications.repo.ts';
import {
  d,
  noticeCmd,
  penaltyOrder,
  replyCmd,
  postServed,
  validParticulars,
  hearingOnNotice,
} from '../../src/domain/adjudication/fixtures.ts';
import { COMPLETE_FORM } from '../../src/domain/appeal/fixtures.ts';
import { checkOutcome, NO_SERVICE, addAttempt } from '../../src/domain/service/service.ts';
import { createDocumentRunner } from '../../src/jobs/document-runner.ts';
import type { DocumentRunner } from '../../src/jobs/document-runner.ts';
import type { DeadlineWorker } from '../../src/jobs/deadline-worker.ts';
import { createDeadlineWorker, smtpTransport } from '../../src/jobs/deadline-worker.ts';
import { indiaDate } from '../../src/lib/clock.ts';
import type { LocalDate } from '../../src/lib/local-date.ts';
import { countPeriod } from '../../src/rules/time/periods.ts';
import { createApp } from '../../src/server/app.ts';
import { as } from '../api.ts';
import { testBackends } from '../db.ts';
import { makeActor, OFFICES, seedJurisdiction } from '../factories.ts';
import type { TestServices } from '../services.ts';
import { quietLogger, testServices } from '../services.ts';
import { csrfIn, textOf, WebClient } from '../web/client.ts';
import type { Smtp } from './smtp.ts';
import { startSmtp } from './smtp.ts';
import { recordOnly, testSigningKey } from '../signing.ts';

const PUBLIC_URL = 'http://localhost:3000';
const PASSWORD = 'officer-pass-2026';
const complaint = {
  officeCode: OFFICES.agraSadar,
  filedBy: { capacity: 'aggrieved-person' },
  mode: 'electronic',
  particulars: validParticulars(),
};
const notice = {
  replyDays: 30,
  contravention: 'Letting cattle trespass on and damage the crop of the complainant on 3 July 2026',
  provisionAlleged: 'Section 26 of the Cattle-trespass Act, 1871',
  complaintCopyEnclosed: true,
  aoName: 'A. Sharma',
  aoOffice: 'Sub-Divisional Magistrate, Sadar, Agra',
};

interface Row {
  id: string;
  key: string;
  account_id: string;
  channel: string;
  status: string;
  message_id: string | null;
  service_note: string | null;
  opened_at: Date | null;
  opened_via: string | null;
  serves: { template: string; documentId: string; sha256?: string } | null;
}

for (const backend of testBackends()) {
  describe(`service of notices by email, on ${backend.name}`, () => {
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
    let admin: Actor;
    let caseId = '';
    let attemptId = '';
    let openedOn = '' as LocalDate;

    async function settle(): Promise<void> {
      while ((await runner.drain()) > 0 || (await worker.drain()).length > 0) {
        /* until both are idle */
      }
    }
    async function servingRows(streamId: string): Promise<Row[]> {
      return (
        await sql<Row>`select id::text as id, key, account_id, channel, status, message_id, service_note, opened_at, opened_via, serves from notification where stream_id = ${streamId}::uuid and serves is not null order by id`.execute(
          db.kysely,
        )
      ).rows;
    }
    const sheet = (id: string) => t.services.store.read.entries(id);

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
        // The proofs name a document by its id and SHA-256; no assertion reads its bytes: recorded, not typeset.
        render: recordOnly(PUBLIC_URL),
      });
      repo = createNotificationRepo(db.kysely);
      transport = smtpTransport(`smtp://127.0.0.1:${smtp.port}`, 'Portal <no-reply@example.in>');
      worker = createDeadlineWorker({
        deps: { repo, clock: t.clock, publicUrl: PUBLIC_URL },
        transport,
        sms: { send: async (m) => ({ messageId: `sms-${m.id}` }) },
      });
      citizen = await makeActor(db, 'Ramesh Kumar', [{ role: 'citizen' }]);
      respondent = await makeActor(db, 'Mohan Lal', [{ role: 'citizen' }]);
      ao = await makeActor(db, 'A. Sharma', [{ role: 'adjudicating-officer', officeCode: OFFICES.agraSadar }]);
      dm = await makeActor(db, 'D. M. Agra', [{ role: 'appellate-authority', districtCode: 'AGR' }]);
      admin = await makeActor(db, 'Admin', [{ role: 'administrator' }]);

      caseId = (await as(app, await t.tokenFor(citizen)).post('/api/v1/complaints', complaint)).body.id as string;
      const officer = as(app, await t.tokenFor(ao));
      assert.equal(
        (await officer.post(`/api/v1/cases/${caseId}/parties`, { accountId: respondent.accountId, role: 'respondent' }))
          .status,
        204,
      );
      t.clock.set('2026-07-07T04:30:00Z');
      const v = (await officer.get(`/api/v1/cases/${caseId}`)).body.summary.version as number;
      const r = await officer.post(`/api/v1/cases/${caseId}/commands/issue-show-cause-notice`, notice, {
        'if-match': `"${v}"`,
      });
      assert.equal(r.status, 200, r.text);
      await settle();
    });
    after(async () => {
      await worker.stop();
      await runner.stop();
      transport.close();
      await smtp.close();
      await db.close();
    });

    it('Rule 4(5)(ii): the Form-II notice emailed to the person complained against is recorded once, by the mail dispatcher, as an attempt by electronic means, pending, with its proof', async () => {
      const rows = await servingRows(caseId);
      // Only the addressee's email serves the notice (not the complainant's copy, nor the in-app or SMS rows).
      assert.deepEqual(
        rows.map((x) => [x.account_id, x.channel, x.status, x.serves?.template]),
        [[respondent.accountId, 'email', 'sent', 'form-2']],
      );
      const row = rows[0]!;
      const attempts = (await sheet(caseId)).filter((e) => e.type === 'service-attempted');
      assert.equal(attempts.length, 1);
      const a = attempts[0]!;
      const p = a.payload as {
        attemptId: string;
        mode: string;
        outcome: string;
        particulars: string;
        hearingNoticeId?: string;
        proof?: { address?: string; messageId?: string };
      };
      attemptId = p.attemptId;
      assert.match(attemptId, /^email-[0-9a-f]{32}$/);
      assert.equal(row.service_note, `recorded:${attemptId}`);
      assert.deepEqual(
        [p.mode, p.outcome, p.hearingNoticeId, a.actorRole, a.actorId, a.onDate],
        ['electronic', 'pending', undefined, 'system:mail-dispatcher', null, '2026-07-07'],
      );
      assert.ok(a.basis.includes('in.ctr2026.r4.5.ii'), a.basis.join(','));
      // The proof: the Message-ID the SMTP server received, the masked address, the time in India, the document and its hash.
      const mail = smtp.mails.find((m) => m.messageId === row.message_id);
      assert.ok(mail, `the SMTP server received ${row.message_id}`);
      assert.ok(p.particulars.includes(`Message-ID ${row.message_id}`), p.particulars);
      assert.ok(
        p.particulars.includes(row.serves!.documentId) && p.particulars.includes(`SHA-256 ${row.serves!.sha256}`),
        p.particulars,
      );
      assert.match(p.particulars, /to m\*{5}@example\.in on 7 Jul 2026 10:00 IST/);
      assert.ok(/Rule 4\(5\)\(ii\)/.test(p.particulars));
      assert.deepEqual(
        p.proof,
        { address: 'm*****@example.in', messageId: row.message_id },
        'and as the structured proof of clause (ii)',
      );
      const issued = (await sheet(caseId)).find(
        (e) =>
          e.type === 'document-issued' && (e.payload as { documentId: string }).documentId === row.serves!.documentId,
      )!;
      assert.equal((issued.payload as { sha256: string }).sha256, row.serves!.sha256);
      // The notice is not served until the officer confirms: no reply clock runs.
      assert.equal(
        (await t.services.store.cases.clocks(caseId)).some((c) => c.clock === 'reply'),
        false,
      );
    });

    it('Rule 4(5)(ii): sending the same outbox row again (a repeat after a crash) records nothing twice', async () => {
      const before = (await sheet(caseId)).length;
      const row = (await servingRows(caseId))[0]!;
      await sql`update notification set status = 'pending', run_after = ${t.clock.now()}::timestamptz where id = ${row.id}::bigint`.execute(
        db.kysely,
      );
      const out = await dispatchOnce({ repo, clock: t.clock, publicUrl: PUBLIC_URL, transport });
      assert.equal(out.sent, 1);
      assert.equal(
        smtp.mails.filter((m) => m.messageId === row.message_id).length,
        2,
        'the same Message-ID both times',
      );
      assert.equal((await sheet(caseId)).length, before);
      assert.equal((await servingRows(caseId))[0]!.service_note, `recorded:${attemptId}`);
      await settle();
      assert.equal((await sheet(caseId)).filter((e) => e.type === 'service-attempted').length, 1);
    });

    it('Rule 4(5)(ii): an email the mail server accepted but whose sending was not recorded (the worker died) goes again with the same Message-ID, and its attempt is recorded once', async () => {
      t.clock.set('2026-07-07T06:00:00Z');
      const id = (await as(app, await t.tokenFor(citizen)).post('/api/v1/complaints', complaint)).body.id as string;
      const officer = as(app, await t.tokenFor(ao));
      await officer.post(`/api/v1/cases/${id}/parties`, { accountId: respondent.accountId, role: 'respondent' });
      const v = (await officer.get(`/api/v1/cases/${id}`)).body.summary.version as number;
      assert.equal(
        (await officer.post(`/api/v1/cases/${id}/commands/issue-show-cause-notice`, notice, { 'if-match': `"${v}"` }))
          .status,
        200,
      );
      while ((await runner.drain()) > 0) {
        /* documents issued */
      }
      await announceDocuments({ repo, clock: t.clock, publicUrl: PUBLIC_URL });
      // The server accepts the message, then the worker loses it before recording anything.
      const dying = {
        send: async (m: Parameters<typeof transport.send>[0]) => {
          await transport.send(m);
          throw new Error('worker killed after the send');
        },
      };
      const key = (await servingRows(id))[0]!.key;
      const out = await dispatchOnce(
        { repo, clock: t.clock, publicUrl: PUBLIC_URL, transport: dying, sms: transport },
        { limit: 100 },
      );
      assert.ok(out.retried > 0 && out.sent === 0, JSON.stringify(out));
      const lost = (await servingRows(id))[0]!;
      assert.deepEqual([lost.key, lost.status, lost.service_note], [key, 'pending', null]);
      assert.equal((await sheet(id)).filter((e) => e.type === 'service-attempted').length, 0);
      t.clock.set('2026-07-07T06:10:00Z');
      await settle();
      const row = (await servingRows(id))[0]!;
      assert.equal(row.status, 'sent');
      assert.equal(smtp.mails.filter((m) => m.messageId === row.message_id).length, 2, 'sent twice, one Message-ID');
      const attempts = (await sheet(id)).filter((e) => e.type === 'service-attempted');
      assert.equal(attempts.length, 1);
      assert.equal(row.service_note, `recorded:${(attempts[0]!.payload as { attemptId: string }).attemptId}`);
    });

    it('Rule 4(5)(ii): the mail dispatcher may record only an electronic attempt, pending; nothing else (AUTH.FORBIDDEN)', async () => {
      for (const command of [
        {
          type: 'record-service-attempt',
          attemptId: 'x1',
          mode: 'tender',
          outcome: 'pending',
          particulars: 'Tendered in person',
        },
        {
          type: 'record-service-attempt',
          attemptId: 'x2',
          mode: 'electronic',
          outcome: 'served',
          particulars: 'Emailed',
        },
        { type: 'record-service-outcome', attemptId, outcome: 'served' },
        { type: 'proceed-ex-parte', reasons: 'No reply' },
      ]) {
        await assert.rejects(
          t.services.store.transaction((tx) =>
            runSystemCommandIn(tx, t.clock, MAIL_DISPATCHER, { streamId: caseId, command }),
          ),
          (e: unknown) => e instanceof AppError && e.code === 'AUTH.FORBIDDEN',
        );
      }
    });

    it('Rule 4(5)(ii): the per-message link records when the addressee first opened the notice, and leads to the case', async () => {
      const row = (await servingRows(caseId))[0]!;
      const mail = smtp.mails.find((m) => m.messageId === row.message_id)!;
      const token = /\/n\/([0-9a-f]{64})/.exec(mail.text ?? '')?.[1];
      assert.ok(token, 'the email carries its own link');
      // Only the person the notice is served on gets such a link; the complainant's copy has none.
      const { email: to } = await db.kysely
        .selectFrom('account')
        .select('email')
        .where('id', '=', respondent.accountId)
        .executeTakeFirstOrThrow();
      const linked = smtp.mails.filter((m) => /\/n\/[0-9a-f]{64}/.test(m.text ?? ''));
      assert.ok(
        linked.length > 0 &&
          linked.every((m) => (Array.isArray(m.to) ? m.to : [m.to]).some((a) => a?.text.includes(to!))),
      );
      assert.equal(
        (await app.request('/n/0000000000000000000000000000000000000000000000000000000000000000')).status,
        404,
      );
      // A GET (a mail scanner's prefetch) shows the notice's page and records nothing; the addressee's press of its
      // button does (issue 16, point 3).
      const w = new WebClient(app);
      const view = await w.get(`/n/${token}`);
      assert.equal(view.status, 200);
      assert.equal((await servingRows(caseId))[0]!.opened_at, null);
      t.clock.set('2026-07-08T05:15:00Z');
      const first = await w.post(`/n/${token}`, { _csrf: csrfIn(view.html) });
      assert.equal(first.status, 303);
      assert.equal(first.location, `/my/cases/${caseId}`);
      t.clock.set('2026-07-09T05:15:00Z');
      await w.post(`/n/${token}`, { _csrf: csrfIn(view.html) });
      const opened = (await servingRows(caseId))[0]!;
      assert.equal(opened.opened_via, 'link');
      openedOn = indiaDate(new Date(opened.opened_at!));
      assert.equal(openedOn, '2026-07-08');
    });

    it('Rule 4(5)(ii): a confirmation the domain refuses is refused through the API: a date before the attempt, a date in the future', async () => {
      t.clock.set('2026-07-10T05:00:00Z');
      const officer = as(app, await t.tokenFor(ao));
      const expectedVersion = (await officer.get(`/api/v1/cases/${caseId}`)).body.summary.version as number;
      const early = await officer.post(`/api/v1/cases/${caseId}/commands/record-service-outcome`, {
        attemptId,
        outcome: 'served',
        on: '2026-07-06',
        expectedVersion,
      });
      assert.equal(early.status, 422, early.text);
      assert.equal(early.body.code, 'CASE.DATE_BEFORE_PREVIOUS_EVENT');
      const future = await officer.post(`/api/v1/cases/${caseId}/commands/record-service-outcome`, {
        attemptId,
        outcome: 'served',
        on: '2026-07-11',
        expectedVersion,
      });
      assert.equal(future.status, 422, future.text);
      assert.equal(future.body.code, 'CASE.DATE_IN_FUTURE');
      // The shared service rules refuse an outcome dated before its attempt on their own (both machines use them).
      const s = addAttempt(NO_SERVICE, {
        attemptId: 'email-1',
        mode: 'electronic',
        on: '2026-07-07' as LocalDate,
        outcome: 'pending',
      });
      const r = checkOutcome('r4.5', s, 'email-1', '2026-07-06' as LocalDate);
      assert.equal(r.ok, false);
      assert.equal(!r.ok && r.error.code, 'SERVICE.OUTCOME_BEFORE_ATTEMPT');
      assert.deepEqual(!r.ok && r.error.basis, ['in.ctr2026.r4.5', 'in.ctr2026.r4.5.ii']);
      assert.equal(checkOutcome('r4.5', s, 'email-1', '2026-07-07' as LocalDate).ok, true);
    });

    it('Rule 4(1), Rule 4(5)(ii): the officer confirms service on the day the addressee opened it; the reply period of 30 days runs from that day (GCA s.9)', async () => {
      const email = `officer.service.${backend.name.replace(/\W/g, '')}@example.in`;
      await t.services.accounts.createStaffAccount(admin, {
        email,
        name: 'Officer S',
        password: PASSWORD,
        grants: [{ role: 'adjudicating-officer', officeCode: OFFICES.agraSadar }],
      });
      const w = new WebClient(app);
      const form = await w.get('/sign-in');
      assert.equal(
        (await w.post('/sign-in?next=/office/worklist', { _csrf: csrfIn(form.html), email, password: PASSWORD }))
          .status,
        303,
      );
      const pageBefore = await w.get(`/office/cases/${caseId}`);
      assert.equal(pageBefore.status, 200);
      const text = textOf(pageBefore.html);
      const row = (await servingRows(caseId))[0]!;
      assert.ok(text.includes('Service by email'), text.slice(0, 500));
      assert.ok(
        text.includes(`Message-ID) &lt;${row.message_id!.slice(1, -1)}&gt;`),
        'the Message-ID behind its disclosure: ' + text,
      );
      assert.ok(text.includes('Opened by the addressee on 8 July 2026'), text);
      assert.ok(text.includes('Confirm served on 8 July 2026'), 'the confirmation names the day of the evidence');
      assert.ok(text.includes('Record as not served'));
      // The same in Hindi.
      await w.get('/lang?to=hi&back=/');
      const hi = textOf((await w.get(`/office/cases/${caseId}`)).html);
      assert.ok(
        hi.includes('ई-मेल द्वारा तामील') && hi.includes('को तामील की पुष्टि करें') && hi.includes('नियम 4(5)(ii)'),
        hi.slice(0, 300),
      );
      await w.get('/lang?to=en&back=/');
      // Still nothing served: the reply clock waits for the officer.
      assert.equal(
        (await t.services.store.cases.clocks(caseId)).some((c) => c.clock === 'reply'),
        false,
      );
      const version = /action="\/office\/cases\/[^"]+\/email-service"[\s\S]*?name="version" value="(\d+)"/.exec(
        pageBefore.html,
      )![1]!;
      const done = await w.post(`/office/cases/${caseId}/email-service`, {
        _csrf: csrfIn(pageBefore.html),
        version,
        attemptId,
        decision: 'served',
      });
      assert.equal(done.status, 303, done.html.slice(0, 500));
      const outcome = (await sheet(caseId)).find((e) => e.type === 'service-outcome-recorded')!;
      assert.deepEqual(
        [
          outcome.onDate,
          (outcome.payload as { outcome: string; attemptId: string }).outcome,
          (outcome.payload as { attemptId: string }).attemptId,
        ],
        [openedOn, 'served', attemptId],
      );
      assert.ok(outcome.basis.includes('in.ctr2026.r4.5.ii'));
      assert.equal(outcome.actorId !== null, true);
      const reply = (await t.services.store.cases.clocks(caseId)).find((c) => c.clock === 'reply')!;
      const nominal = countPeriod(openedOn, { unit: 'days', n: 30 }, 'Service of the notice').nominalLastDay;
      assert.equal(nominal, '2026-08-07');
      assert.equal(reply.nominalDue, nominal);
      assert.ok(reply.due >= nominal);
      const after = textOf((await w.get(`/office/cases/${caseId}`)).html);
      assert.ok(after.includes('The outcome of this attempt is recorded on the order sheet.'));
      assert.ok(!after.includes('Confirm served on'));
    });

    it('Rule 4(5)(ii): the addressee opening the notice in the portal is delivery evidence too', async () => {
      // A second case: the notice is opened as a PDF in the portal, never through the link.
      t.clock.set('2026-07-10T05:00:00Z');
      const id = (await as(app, await t.tokenFor(citizen)).post('/api/v1/complaints', complaint)).body.id as string;
      const officer = as(app, await t.tokenFor(ao));
      await officer.post(`/api/v1/cases/${id}/parties`, { accountId: respondent.accountId, role: 'respondent' });
      const v = (await officer.get(`/api/v1/cases/${id}`)).body.summary.version as number;
      assert.equal(
        (await officer.post(`/api/v1/cases/${id}/commands/issue-show-cause-notice`, notice, { 'if-match': `"${v}"` }))
          .status,
        200,
      );
      await settle();
      const row = (await servingRows(id))[0]!;
      assert.equal(row.opened_at, null);
      t.clock.set('2026-07-11T06:00:00Z');
      const r = await as(app, await t.tokenFor(respondent)).get(`/api/v1/documents/${row.serves!.documentId}`);
      assert.equal(r.status, 200);
      const opened = (await servingRows(id))[0]!;
      assert.equal(opened.opened_via, 'portal');
      assert.equal(indiaDate(new Date(opened.opened_at!)), '2026-07-11');
    });

    it("Rule 7(9)(ii): the appellate authority's notice to the respondent, emailed to the respondent to the appeal, is recorded as an attempt by electronic means", async () => {
      t.clock.set('2026-08-27T04:00:00Z');
      const deps = t.services.cases;
      const cmd = async (who: Actor, id: string, command: object) => {
        await runCommand(deps, who, { streamId: id, command: { ...command } as RunCommandInput['command'] });
      };
      const c1 = (
        await fileComplaint(deps, ao, {
          officeCode: OFFICES.agraSadar,
          complaint: {
            filedBy: { capacity: 'aggrieved-person' },
            mode: 'electronic',
            particulars: validParticulars(),
            on: '2026-07-06',
          },
        })
      ).id;
      for (const c of [
        noticeCmd('2026-07-08'),
        postServed('2026-07-10'),
        replyCmd('2026-07-20', true),
        ...hearingOnNotice('2026-07-22', '2026-08-05'),
        penaltyOrder('2026-08-20'),
      ])
        await cmd(ao, c1, c);
      const appeal = (
        await fileAppeal(deps, dm, {
          caseId: c1,
          appeal: {
            on: '2026-08-24',
            form: { ...COMPLETE_FORM, orderDate: d('2026-08-20') },
            filedBy: 'appellant-in-person',
            medium: 'writing',
          },
        })
      ).id;
      await linkParty(deps, dm, { streamId: appeal, accountId: citizen.accountId, role: 'appeal-respondent' });
      await cmd(dm, appeal, { type: 'call-for-records', on: '2026-08-25' });
      await cmd(dm, appeal, { type: 'admit', on: '2026-08-26' });
      await cmd(dm, appeal, {
        type: 'issue-notice-to-respondent',
        on: '2026-08-27',
        replyDays: 15,
        copyOfAppealEnclosed: true,
      });
      await settle();
      const rows = await servingRows(appeal);
      assert.deepEqual(
        rows.map((x) => [x.account_id, x.serves?.template, x.status]),
        [[citizen.accountId, 'respondent-notice', 'sent']],
      );
      const attempts = (await sheet(appeal)).filter((e) => e.type === 'appeal.service-attempted');
      assert.equal(attempts.length, 1);
      const a = attempts[0]!;
      const p = (a.payload as { attempt: { attemptId: string; mode: string; outcome: string; particulars: string } })
        .attempt;
      assert.deepEqual(
        [p.mode, p.outcome, a.actorRole, a.onDate],
        ['electronic', 'pending', 'system:mail-dispatcher', '2026-08-27'],
      );
      assert.equal(rows[0]!.service_note, `recorded:${p.attemptId}`);
      assert.ok(a.basis.includes('in.ctr2026.r7.9.ii'), a.basis.join(','));
      assert.ok(
        p.particulars.includes(`Message-ID ${rows[0]!.message_id}`) && /Rule 7\(9\)\(ii\)/.test(p.particulars),
        p.particulars,
      );
    });
  });
}
