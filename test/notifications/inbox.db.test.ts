// The in-app inbox (issue 6: notifications "by email …, by SMS …, and in-app"), on PGlite and PostgreSQL. A complaint
// is filed on 6 July 2026; on 14 July the adjudicating officer gets the Rule 4(1) reminder (the notice is due by 21
// July, seven days on); the officer then issues the show-cause notice (Form-II), which is announced to the person
// complained against, who reads Hindi, with the period to reply (Rule 4(5)). Each message lands in the inbox of the
// account it was emailed to, in that account's language: the inbox shows the message's one email row (0016-inbox.sql),
// so it is there the moment it is queued, whatever becomes of the email; the dispatcher sends the email and the SMS and
// nothing for the inbox; the owner marks it read; nobody else sees or marks it.

import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Actor } from '../../src/app/actor.ts';
import type { MessageTransport, NotificationRepo } from '../../src/app/ports/notifications.ts';
import type { Db } from '../../src/db/client.ts';
import { validParticulars } from '../../src/domain/adjudication/fixtures.ts';
import type { DocumentRunner } from '../../src/jobs/document-runner.ts';
import type { DeadlineWorker } from '../../src/jobs/deadline-worker.ts';
import type { createApp } from '../../src/server/app.ts';
import { as } from '../api.ts';
import type { Reply } from '../api.ts';
import { testBackends } from '../db.ts';
import { makeActor, OFFICES, seedJurisdiction } from '../factories.ts';
import type { TestServices } from '../services.ts';
import { notificationStack } from './stack.ts';

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
const DEVANAGARI = /[\u0900-\u097F]/;

function ok(r: Reply, status = 200): Reply {
  assert.equal(r.status, status, r.text);
  return r;
}

interface InboxItem {
  id: string;
  caseId: string | null;
  caseNumber: string | null;
  lang: 'en' | 'hi';
  subject: string;
  body: string;
  createdAt: string;
  read: boolean;
  readAt: string | null;
}

for (const backend of testBackends()) {
  describe(`the in-app inbox, on ${backend.name}`, () => {
    let db: Db;
    let t: TestServices;
    let app: ReturnType<typeof createApp>;
    let runner: DocumentRunner;
    let worker: DeadlineWorker;
    let repo: NotificationRepo;
    let citizen: Actor;
    let respondent: Actor;
    let ao: Actor;
    let stranger: Actor;
    const tok: Record<string, string> = {};
    let caseId = '';
    let caseNumber = '';
    /** Everything the dispatcher handed to a transport. */
    const sent: { channel: 'email' | 'sms'; to: string; subject: string }[] = [];

    async function settle(): Promise<void> {
      while ((await runner.drain()) > 0 || (await worker.drain()).length > 0) {
        /* until both are idle */
      }
    }
    const inboxOf = async (
      who: string,
      query = '',
    ): Promise<{ items: InboxItem[]; nextCursor?: string; unread: number }> =>
      ok(await as(app, tok[who]!).get(`/api/v1/me/inbox${query}`)).body;

    before(async () => {
      db = await backend.open();
      await seedJurisdiction(db);
      const capture = (channel: 'email' | 'sms'): MessageTransport => ({
        send: async (m) => (sent.push({ channel, to: m.to, subject: m.subject }), { messageId: `<${m.id}@test>` }),
      });
      ({ t, app, runner, repo, worker } = notificationStack(db, {
        publicUrl: PUBLIC_URL,
        start: '2026-07-06T04:00:00Z',
        // No assertion here reads a document's bytes: their issue is recorded, not typeset.
        pdfs: 'stand-in',
        transport: capture('email'),
        sms: capture('sms'),
      }));
      citizen = await makeActor(db, 'Ramesh Kumar', [{ role: 'citizen' }]);
      respondent = await makeActor(db, 'Mohan Lal', [{ role: 'citizen' }]);
      ao = await makeActor(db, 'A. Sharma', [{ role: 'adjudicating-officer', officeCode: OFFICES.agraSadar }]);
      stranger = await makeActor(db, 'Sita Devi', [{ role: 'citizen' }]);
      // The person complained against reads Hindi and gave a mobile number; the officer reads English.
      await db.kysely
        .updateTable('account')
        .set({ lang: 'hi', phone: '+919876543210' })
        .where('id', '=', respondent.accountId)
        .execute();
      for (const [k, a] of Object.entries({ citizen, respondent, ao, stranger })) tok[k] = await t.tokenFor(a);

      const filed = ok(await as(app, tok['citizen']!).post('/api/v1/complaints', complaint), 201).body;
      caseId = filed.id;
      caseNumber = filed.number;
      await settle();
      // 14 July: seven days before the notice is due (21 July, Rule 4(1)), the officer's first reminder.
      t.clock.set('2026-07-14T04:00:00Z');
      await settle();
      const officer = as(app, tok['ao']!);
      ok(
        await officer.post(`/api/v1/cases/${caseId}/parties`, { accountId: respondent.accountId, role: 'respondent' }),
        204,
      );
      const v = ok(await officer.get(`/api/v1/cases/${caseId}`)).body.summary.version as number;
      ok(
        await officer.post(`/api/v1/cases/${caseId}/commands/issue-show-cause-notice`, notice, {
          'if-match': `"${v}"`,
        }),
      );
      await settle();
    });
    after(async () => db.close());

    it("Rule 4(1): the reminder to the officer lands in the officer's inbox, in English, as the message emailed", async () => {
      const rows = await repo.messages({ accountId: ao.accountId });
      const reminderKey = `alert:${caseId}:notice-issue:2026-07-21:reminder-7:${ao.accountId}`;
      const email = rows.find((m) => m.key === reminderKey);
      assert.ok(email, JSON.stringify(rows.map((m) => m.key)));
      assert.equal(email.createdAt.toISOString(), '2026-07-14T04:00:00.000Z');

      const box = await inboxOf('ao');
      const item = box.items.find((i) => i.id === email.id);
      assert.ok(item, 'the officer reads it through GET /api/v1/me/inbox');
      assert.deepEqual(
        [item.lang, item.subject, item.body, item.createdAt],
        [email.lang, email.subject, email.body, email.createdAt.toISOString()],
      );
      assert.doesNotMatch(item.subject + item.body, DEVANAGARI);
      assert.match(item.subject, new RegExp(caseNumber.replace(/\//g, '\\/')));
      assert.equal(item.caseId, caseId);
      assert.equal(item.caseNumber, caseNumber);
      assert.equal(item.read, false);
      assert.ok(box.unread >= 1);
    });

    it('Rule 4(5): the notice announced to the person complained against lands in their inbox in Hindi, with its link', async () => {
      const rows = await repo.messages({ accountId: respondent.accountId });
      const emails = rows.filter((m) => m.channel === 'email');
      assert.ok(
        emails.some((m) => m.key.startsWith('document:')),
        'the Form-II announcement was emailed',
      );
      assert.equal(rows.filter((m) => m.channel === 'in-app').length, 0, 'no copies: the inbox reads the email rows');
      // Every message emailed to the account is in the inbox, once; the SMS (the same message, shorter) is not.
      const box = await inboxOf('respondent');
      assert.deepEqual(box.items.map((i) => i.id).sort(), emails.map((m) => m.id).sort());
      assert.equal(box.unread, emails.length);
      for (const i of box.items) {
        assert.equal(i.lang, 'hi');
        assert.match(i.subject, DEVANAGARI);
        assert.equal(i.caseId, caseId);
        // The case link, or for the notice to be served on this person its per-message link (service-by-email.ts),
        // whose opening from the inbox is delivery evidence like any other.
        assert.ok(
          i.body.includes(`${PUBLIC_URL}/my/cases/${caseId}\n`) || i.body.includes(`${PUBLIC_URL}/n/`),
          `a link: ${i.body}`,
        );
      }
      const form2 = box.items.find((i) => /कारण बताओ सूचना/.test(i.subject));
      assert.ok(form2, JSON.stringify(box.items.map((i) => i.subject)));
      assert.ok(form2.body.includes(`${PUBLIC_URL}/n/`), form2.body);
      // Newest first.
      const times = box.items.map((i) => i.createdAt);
      assert.deepEqual(times, [...times].sort().reverse());
    });

    it('the dispatcher sends the email and the SMS and nothing for the inbox: a message is in the inbox from the moment it is queued', async () => {
      const all = await repo.messages({});
      const emails = all.filter((m) => m.channel === 'email');
      const texts = all.filter((m) => m.channel === 'sms');
      assert.ok(emails.every((m) => m.status === 'sent'));
      assert.equal(sent.filter((s) => s.channel === 'email').length, emails.length);
      assert.equal(sent.filter((s) => s.channel === 'sms').length, texts.length);
      assert.ok(texts.length > 0, 'the respondent has a phone number');
      assert.equal(sent.length, emails.length + texts.length);
      // Another pass finds nothing to send.
      const again = await worker.tick();
      assert.deepEqual(again.dispatch, { sent: 0, failed: 0, retried: 0 });
      // Queued and not yet sent (or never deliverable by email): in the inbox all the same.
      const who = await makeActor(db, 'Kamla Devi', [{ role: 'citizen' }]);
      const whoTok = await t.tokenFor(who);
      await repo.transaction((tx) =>
        tx.enqueue([
          {
            key: `held:${who.accountId}`,
            streamId: caseId,
            accountId: who.accountId,
            channel: 'email',
            address: 'kamla@example.in',
            lang: 'hi',
            subject: 'मामला: सुनवाई',
            body: 'पाठ',
            attachments: [],
            at: new Date('2026-07-14T05:00:00Z'),
          },
        ]),
      );
      const pending = (await repo.messages({ accountId: who.accountId }))[0]!;
      assert.equal(pending.status, 'pending');
      const box = ok(await as(app, whoTok).get('/api/v1/me/inbox')).body;
      assert.deepEqual(
        box.items.map((i: InboxItem) => i.id),
        [pending.id],
      );
      assert.equal(box.unread, 1);
    });

    it('pages newest first with a cursor, and refuses a cursor it did not give out', async () => {
      const whole = await inboxOf('respondent');
      const seen: string[] = [];
      let q = '?limit=1';
      for (;;) {
        const p = await inboxOf('respondent', q);
        assert.ok(p.items.length <= 1);
        seen.push(...p.items.map((i) => i.id));
        if (!p.nextCursor) break;
        q = `?limit=1&cursor=${encodeURIComponent(p.nextCursor)}`;
      }
      assert.deepEqual(
        seen,
        whole.items.map((i) => i.id),
      );
      const bad = await as(app, tok['respondent']!).get(
        `/api/v1/me/inbox?cursor=${Buffer.from('["2026-07-14","x"]').toString('base64url')}`,
      );
      assert.equal(bad.status, 400, bad.text);
      assert.equal(bad.body.code, 'VALIDATION.FAILED');
    });

    it('is invisible to everyone else: another citizen sees an empty inbox and cannot mark it; the officer of the case cannot either', async () => {
      const mine = await inboxOf('respondent');
      const target = mine.items[0]!;
      const other = await inboxOf('stranger');
      assert.deepEqual(other.items, []);
      assert.equal(other.unread, 0);
      for (const who of ['stranger', 'ao', 'citizen']) {
        const r = await as(app, tok[who]!).post('/api/v1/me/inbox/read', { id: target.id });
        assert.equal(r.status, 404, `${who}: ${r.text}`);
        assert.equal(r.body.code, 'NOT_FOUND');
        assert.ok(!JSON.stringify(r.body).includes(target.subject), 'the message is not disclosed');
        assert.ok(!(await inboxOf(who)).items.some((i) => i.id === target.id));
      }
      const officerAll = ok(await as(app, tok['ao']!).post('/api/v1/me/inbox/read', { all: true })).body;
      assert.equal(officerAll.unread, 0);
      const still = await inboxOf('respondent');
      assert.equal(still.unread, mine.unread, "marking one's own inbox read touches no one else's");
      assert.equal(still.items.find((i) => i.id === target.id)!.read, false);
      const anon = await as(app, '').get('/api/v1/me/inbox');
      assert.equal(anon.status, 401);
    });

    it('the owner marks one message read (once: a second mark keeps the first time), then all', async () => {
      const before = await inboxOf('respondent');
      const target = before.items[0]!;
      t.clock.set('2026-07-15T05:30:00Z');
      const r1 = ok(await as(app, tok['respondent']!).post('/api/v1/me/inbox/read', { id: target.id })).body;
      assert.deepEqual(r1, { marked: 1, unread: before.unread - 1 });
      t.clock.set('2026-07-16T05:30:00Z');
      const r2 = ok(await as(app, tok['respondent']!).post('/api/v1/me/inbox/read', { id: target.id })).body;
      assert.deepEqual(r2, { marked: 0, unread: before.unread - 1 });
      const after1 = await inboxOf('respondent');
      const read = after1.items.find((i) => i.id === target.id)!;
      assert.equal(read.read, true);
      assert.equal(read.readAt, '2026-07-15T05:30:00.000Z');
      assert.equal(after1.items.filter((i) => !i.read).length, before.unread - 1);
      const all = ok(await as(app, tok['respondent']!).post('/api/v1/me/inbox/read', { all: true })).body;
      assert.deepEqual(all, { marked: before.unread - 1, unread: 0 });
      assert.ok((await inboxOf('respondent')).items.every((i) => i.read));
      // Neither a malformed id nor a body naming both is accepted.
      assert.equal((await as(app, tok['respondent']!).post('/api/v1/me/inbox/read', { id: 'abc' })).status, 400);
      assert.equal(
        (await as(app, tok['respondent']!).post('/api/v1/me/inbox/read', { id: target.id, all: true })).status,
        400,
      );
      assert.equal((await as(app, tok['respondent']!).post('/api/v1/me/inbox/read', { id: '999999999' })).status, 404);
    });

    it('the inbox shows what one enqueue queued: the email once per key, never the SMS, and nothing of a rolled-back one', async () => {
      const who = await makeActor(db, 'Geeta Bai', [{ role: 'citizen' }]);
      const whoTok = await t.tokenFor(who);
      const at = new Date('2026-07-20T04:00:00Z');
      const base = {
        streamId: caseId,
        accountId: who.accountId,
        lang: 'hi' as const,
        subject: 'मामला: सुनवाई',
        body: 'पाठ',
        attachments: [{ kind: 'ics' as const, fileName: 'a.ics', content: 'BEGIN:VCALENDAR' }],
        at,
      };
      const rows = (k: string) => [
        { ...base, key: `${k}:${who.accountId}`, channel: 'email' as const, address: 'geeta@example.in' },
        { ...base, key: `${k}:${who.accountId}:sms`, channel: 'sms' as const, address: '+919800000000' },
      ];
      assert.equal(await repo.transaction((tx) => tx.enqueue(rows('t1'))), 2, 'the email and the SMS');
      assert.equal(await repo.transaction((tx) => tx.enqueue(rows('t1'))), 0, 'the same keys again queue nothing');
      await assert.rejects(
        repo.transaction(async (tx) => {
          await tx.enqueue(rows('t2'));
          throw new Error('the sweep failed after queuing');
        }),
      );
      const mine = await repo.messages({ accountId: who.accountId });
      assert.deepEqual(mine.map((m) => `${m.channel} ${m.key.replace(who.accountId, 'A')} ${m.status}`).sort(), [
        'email t1:A pending',
        'sms t1:A:sms pending',
      ]);
      const box = ok(await as(app, whoTok).get('/api/v1/me/inbox')).body;
      assert.deepEqual(
        box.items.map((i: InboxItem) => [i.id, i.lang, i.subject, i.body]),
        [[mine.find((m) => m.channel === 'email')!.id, 'hi', base.subject, base.body]],
      );
    });

    it('GET /api/v1/me/inbox and POST /api/v1/me/inbox/read are in /openapi.json with their schemas', async () => {
      const doc = ok(await as(app, '').get('/openapi.json')).body;
      assert.equal(doc.paths['/api/v1/me/inbox'].get.operationId, 'myInbox');
      assert.equal(doc.paths['/api/v1/me/inbox/read'].post.operationId, 'markInboxRead');
      for (const s of ['InboxMessage', 'InboxPage', 'InboxRead', 'InboxReadResult'])
        assert.ok(doc.components.schemas[s], s);
    });
  });
}
