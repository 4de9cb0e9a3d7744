// The services, HTTP app, document runner and deadline worker the notification tests run a proceeding with, on a
// database already seeded, with the test Clock starting at `start`.

import type { MessageTransport, NotificationRepo } from '../../src/app/ports/notifications.ts';
import type { Db } from '../../src/db/client.ts';
import { createNotificationRepo } from '../../src/db/notifications.repo.ts';
import type { DocumentRunner } from '../../src/jobs/document-runner.ts';
import { createDocumentRunner } from '../../src/jobs/document-runner.ts';
import type { DeadlineWorker } from '../../src/jobs/deadline-worker.ts';
import { createDeadlineWorker } from '../../src/jobs/deadline-worker.ts';
import { createApp } from '../../src/server/app.ts';
import type { TestServices } from '../services.ts';
import { quietLogger, testServices } from '../services.ts';
import { recordOnly, testSigningKey } from '../signing.ts';

export interface NotificationStack {
  readonly t: TestServices;
  readonly app: ReturnType<typeof createApp>;
  readonly runner: DocumentRunner;
  readonly repo: NotificationRepo;
  readonly worker: DeadlineWorker;
  /** Runs the document runner and the worker until both are idle. */
  settle(): Promise<void>;
}

/** Transports that accept every message (its Message-ID is its outbox id). */
const accepting: MessageTransport = { send: async (m) => ({ messageId: m.id }) };

export function notificationStack(
  db: Db,
  o: {
    publicUrl: string;
    start: string;
    transport?: MessageTransport;
    sms?: MessageTransport;
    /**
     * Whether the document runner typesets and signs each document (the default) or records its issue with a stand-in
     * for the PDF (test/signing.ts, recordOnly): for walks none of whose assertions reads a document's bytes.
     */
    pdfs?: 'signed' | 'stand-in';
  },
): NotificationStack {
  const t = testServices(db, o.start);
  const app = createApp(t.services, {
    logger: quietLogger,
    publicUrl: o.publicUrl,
    uploadMaxBytes: 1024 * 1024,
    cookieSecure: false,
  });
  const runner = createDocumentRunner({
    deps: t.services.cases,
    key: testSigningKey(),
    publicUrl: o.publicUrl,
    ...(o.pdfs === 'stand-in' ? { render: recordOnly(o.publicUrl) } : {}),
  });
  const repo = createNotificationRepo(db.kysely);
  const worker = createDeadlineWorker({
    deps: { repo, clock: t.clock, publicUrl: o.publicUrl },
    transport: o.transport ?? accepting,
    sms: o.sms ?? accepting,
  });
  return {
    t,
    app,
    runner,
    repo,
    worker,
    async settle() {
      while ((await runner.drain()) > 0 || (await worker.drain()).length > 0) {
        /* until both are idle */
      }
    },
  };
}
