// The notification outbox (issue 6), on PGlite and PostgreSQL: a message is queued once per key; a transport failure
// is recorded and retried with backoff (2 s, then 4 s) and the message sent once it succeeds; after the last attempt
// it is marked failed, with the error kept; a mail directory (CTP_SMTP_URL unset) receives .eml files.

import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { MessageTransport, NewNotification, NotificationRepo } from '../../src/app/ports/notifications.ts';
import { dispatchOnce } from '../../src/app/derived/notifications/watch.ts';
import type { Db } from '../../src/db/client.ts';
import { createNotificationRepo } from '../../src/db/notifications.repo.ts';
import { mailDirTransport } from '../../src/jobs/deadline-worker.ts';
import { FixedClock } from '../../src/lib/clock.ts';
import { testBackends } from '../db.ts';

const at = new Date('2026-08-01T04:00:00Z');
const msg = (key: string): NewNotification => ({
  key,
  streamId: null,
  accountId: null,
  channel: 'email',
  address: 'mohan@example.in',
  lang: 'hi',
  subject: 'मामला CTR/AGRS/2026/1: सुनवाई की सूचना जारी',
  body: 'मामला CTR/AGRS/2026/1',
  attachments: [{ kind: 'ics', fileName: 'hearing.ics', content: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n' }],
  at,
});

for (const backend of testBackends()) {
  describe(`the notification outbox, on ${backend.name}`, () => {
    let db: Db;
    let repo: NotificationRepo;
    const clock = new FixedClock(at);
    before(async () => {
      db = await backend.open();
      repo = createNotificationRepo(db.kysely);
    });
    after(async () => db.close());

    it('queues a message once per key, retries a failed send with backoff, and records the delivery', async () => {
      assert.equal(await repo.transaction((tx) => tx.enqueue([msg('k1')])), 1);
      assert.equal(await repo.transaction((tx) => tx.enqueue([msg('k1')])), 0, 'the same key again queues nothing');
      let calls = 0;
      const flaky: MessageTransport = {
        async send(m) {
          calls += 1;
          if (calls === 1) throw new Error('421 service not available');
          return { messageId: `<${m.id}@test>` };
        },
      };
      const deps = { repo, clock, publicUrl: 'http://localhost:3000', transport: flaky };
      assert.deepEqual(await dispatchOnce(deps), { sent: 0, failed: 0, retried: 1 });
      let [m] = await repo.messages({});
      assert.equal(m!.status, 'pending');
      // Not before the backoff of 2 s has passed.
      clock.set(new Date(at.getTime() + 1500));
      assert.deepEqual(await dispatchOnce(deps), { sent: 0, failed: 0, retried: 0 });
      clock.set(new Date(at.getTime() + 2500));
      assert.deepEqual(await dispatchOnce(deps), { sent: 1, failed: 0, retried: 0 });
      [m] = await repo.messages({});
      assert.equal(m!.status, 'sent');
      assert.equal(m!.attempts, 2);
      assert.equal(calls, 2);
      assert.deepEqual(
        await dispatchOnce(deps),
        { sent: 0, failed: 0, retried: 0 },
        'a sent message is not sent again',
      );
    });

    it('marks a message failed after the last attempt and keeps the error', async () => {
      await repo.transaction((tx) => tx.enqueue([msg('k2')]));
      const down: MessageTransport = {
        send: async () => {
          throw new Error('550 mailbox unavailable');
        },
      };
      const deps = { repo, clock, publicUrl: 'http://localhost:3000', transport: down };
      for (let i = 0; i < 3; i++) {
        clock.set(new Date(clock.now().getTime() + 3_600_000));
        await dispatchOnce(deps, { maxAttempts: 3 });
      }
      const m = (await repo.messages({})).find((x) => x.key === 'k2')!;
      assert.equal(m.status, 'failed');
      assert.equal(m.attempts, 3);
    });

    it('writes .eml files to the mail directory when no SMTP server is configured', async () => {
      await repo.transaction((tx) => tx.enqueue([msg('k3')]));
      const dir = mkdtempSync(join(tmpdir(), 'ctp-mail-'));
      const t = mailDirTransport(dir, 'Portal <no-reply@example.in>');
      clock.set(new Date(clock.now().getTime() + 3_600_000));
      const r = await dispatchOnce({ repo, clock, publicUrl: 'http://localhost:3000', transport: t });
      assert.equal(r.sent, 1);
      const files = readdirSync(dir);
      assert.equal(files.length, 1);
      const eml = readFileSync(join(dir, files[0]!), 'utf8');
      assert.match(eml, /^Subject: =\?UTF-8\?/m);
      assert.match(eml, /Content-Type: text\/calendar/);
      t.close();
    });
  });
}
