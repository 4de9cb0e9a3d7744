// Test Services over a test database: the real case, account and admin services with a controllable clock and a
// mail capture, plus API tokens minted for factory-made actors (so a test can act as any officer or citizen).

import { createFieldRepo } from '../src/db/field.repo.ts';
import pino from 'pino';
import type { Actor } from '../src/app/actor.ts';
import { CaptureMailer, createAccountServices } from '../src/app/accounts/index.ts';
import { argon2HasherWith } from '../src/app/accounts/passwords.ts';
import { createAdminServices } from '../src/app/admin/index.ts';
import type { Services } from '../src/app/services.ts';
import { createAccountRepo } from '../src/db/accounts.repo.ts';
import { createJurisdictionRepo } from '../src/db/admin.repo.ts';
import { createDraftServices } from '../src/app/drafts/drafts.ts';
import { createDraftRepo } from '../src/db/drafts.repo.ts';
import { createMoneyServices } from '../src/app/money/service.ts';
import { MANUAL_ENTRY_GATEWAY } from '../src/app/money/gateway.ts';
import { moneyReads } from '../src/db/money.repo.ts';
import type { Db } from '../src/db/client.ts';
import { verifyAll } from '../src/db/order-sheet.repo.ts';
import { createStore } from '../src/db/store.ts';
import { createDeadlineActionReads } from '../src/db/deadline-actions.repo.ts';
import { createCalendarFeedRepo } from '../src/db/calendar-feed.repo.ts';
import { createInboxRepo } from '../src/db/notifications.repo.ts';
import { createServiceMailRepo } from '../src/db/service-mail.repo.ts';
import { createStatsReads } from '../src/db/stats.repo.ts';
import { createStatsServices } from '../src/app/derived/stats/service.ts';
import { FixedClock } from '../src/lib/clock.ts';
import type { MessageTransport } from '../src/app/ports/notifications.ts';
import { createPhoneRepo } from '../src/db/phone.repo.ts';
import { createPaperRepo } from '../src/db/paper.repo.ts';
import { createThrottle } from '../src/db/throttle.repo.ts';
import { bundleRenderer } from '../src/documents/bundle.ts';

/** Keeps every SMS in memory (the SMS adapter's port), for tests that read a one-time code. */
export class CaptureSms implements MessageTransport {
  readonly sent: { to: string; text: string }[] = [];
  send(m: Parameters<MessageTransport['send']>[0]): Promise<{ messageId: string }> {
    this.sent.push({ to: m.to, text: m.text });
    return Promise.resolve({ messageId: `sms-${m.id}` });
  }
  /** The six-digit code in the newest message to a number ("+91…"). */
  codeFor(to: string): string | undefined {
    return /\b(\d{6})\b/.exec([...this.sent].reverse().find((m) => m.to === to)?.text ?? '')?.[1];
  }
}

export interface TestServices {
  readonly services: Services;
  readonly clock: FixedClock;
  readonly mail: CaptureMailer;
  readonly sms: CaptureSms;
  /** A bearer token for the actor (a real API token, created through the account services). */
  tokenFor(actor: Actor): Promise<string>;
}

/**
 * Passwords in tests: argon2id as in production (same PHC strings, same verify), at a cost of 256 KiB and one pass
 * instead of 19 MiB and two (about 1 ms a hash instead of 60 ms; the tests hash and verify hundreds of passwords).
 */
export const TEST_HASHER = argon2HasherWith({ memoryCost: 256, timeCost: 1 });

export function testServices(db: Db, start = '2026-07-06T06:00:00Z'): TestServices {
  const clock = new FixedClock(start);
  const mail = new CaptureMailer();
  const sms = new CaptureSms();
  const store = createStore(db.kysely);
  const jurisdiction = createJurisdictionRepo(db.kysely);
  const throttle = createThrottle(db.kysely);
  const accounts = createAccountServices({
    accounts: createAccountRepo(db.kysely),
    jurisdiction,
    clock,
    mailer: mail,
    hasher: TEST_HASHER,
  });
  const services: Services = {
    store,
    clock,
    cases: { store, clock },
    accounts,
    admin: createAdminServices({ jurisdiction, clock }),
    stats: createStatsServices({ reads: createStatsReads(db.kysely) }),
    drafts: createDraftServices({ drafts: createDraftRepo(db.kysely), clock }),
    money: createMoneyServices({
      store,
      clock,
      reads: moneyReads(db.kysely),
      gateway: MANUAL_ENTRY_GATEWAY,
      cases: { store, clock },
    }),
    deadlines: { reads: createDeadlineActionReads(db.kysely), clock },
    calendar: { repo: createCalendarFeedRepo(db.kysely), clock, publicUrl: 'http://localhost:3000' },
    inbox: { repo: createInboxRepo(db.kysely), clock },
    serviceByEmail: { repo: createServiceMailRepo(db.kysely), store, clock },
    phone: { accounts: createAccountRepo(db.kysely), phones: createPhoneRepo(db.kysely), sms, clock, throttle },
    paper: {
      store,
      clock,
      paper: createPaperRepo(db.kysely),
      renderer: bundleRenderer,
      publicUrl: 'http://localhost:3000',
      throttle,
    },
    field: { repo: createFieldRepo(db.kysely), store, clock, accuracyLimitM: 100 },
    verifyOrderSheet: () => verifyAll(db.kysely),
  };
  const tokens = new Map<string, string>();
  return {
    services,
    clock,
    mail,
    sms,
    async tokenFor(actor) {
      const known = tokens.get(actor.accountId);
      if (known) return known;
      const t = await accounts.createApiToken(actor, { name: 'test' });
      tokens.set(actor.accountId, t.token);
      return t.token;
    },
  };
}

/** A logger that writes nothing (tests), unless CTP_TEST_LOG=1. */
export const quietLogger = pino({ level: process.env['CTP_TEST_LOG'] === '1' ? 'info' : 'silent' });
