// The composed application's shape (compose.ts builds it): the services, the database and the operations the CLI's
// commands and the server run on it.

import type { PasswordHasher } from '../app/accounts/index.ts';
import type { DemoAccount, OrderSheetBreak, Services } from '../app/services.ts';
import type { Db } from '../db/client.ts';
import type { BackupResult } from '../db/backup.ts';
import type { DocumentRunner, DocumentRunnerOptions } from '../jobs/document-runner.ts';
import type { DemoKeyPair, OfficeKey } from '../jobs/office-certificate.ts';
import type { Checkpoint, CheckpointBreak } from '../jobs/checkpoint.ts';
import type { DeadlineWorker, Log as DeadlineLog } from '../jobs/deadline-worker.ts';
import type { Pace } from '../jobs/poll-loop.ts';
import type { Clock } from '../lib/clock.ts';
import type { OpenedDatabase } from './data-dir.ts';

export interface SeedCasesOptions {
  readonly cases: number;
  /** One adjudicating office; all of them when absent. */
  readonly officeCode?: string;
  readonly batchSize?: number;
  /** Progress: cases written so far. */
  readonly onProgress?: (done: number) => void;
  /** Deterministic data for a seed. */
  readonly seed?: number;
}

export interface SeedCasesReport {
  readonly cases: number;
  readonly ms: number;
  readonly offices: readonly string[];
  readonly templates: number;
}

export interface Composed {
  readonly services: Services;
  readonly db: Db;
  readonly backend: 'pglite' | 'postgres';
  /** Where the data lives, for messages: the data directory or the server (password hidden). */
  readonly location: string;
  /** Milliseconds spent opening the database and migrating it. */
  /** templateMs: the copy of the PGlite template into an empty data directory (part of openMs), when there was one. */
  readonly timings: { readonly openMs: number; readonly migrateMs: number; readonly templateMs?: number };
  /**
   * The demo accounts when the empty data directory was filled from the template that already holds the demo
   * (ComposeOptions.demoTemplate); absent otherwise.
   */
  readonly demoFromTemplate?: DemoAccount[];
  /** Whether this is a fresh installation (no State and no account). */
  isEmpty(): Promise<boolean>;
  /** Seeds the demo jurisdiction and accounts into an empty database; returns the accounts (passwords included). */
  seedDemo(): Promise<DemoAccount[]>;
  /** Re-walks every order-sheet chain; progress is the number of proceedings checked. */
  verifyOrderSheet(
    onProgress?: (done: number, total: number) => void,
  ): Promise<{ streams: number; rows: number; breaks: OrderSheetBreak[] }>;
  /**
   * Signs a checkpoint of every chain's head with the office certificate and writes it under <data dir>/checkpoints,
   * once the chains are shown to extend the newest checkpoint written before (CheckpointRefused otherwise, naming
   * each case; CheckpointError when that checkpoint's own signature fails). keyChanged: the office certificate is not
   * the one that signed the previous checkpoint.
   */
  writeCheckpoint(): Promise<{ file: string; checkpoint: Checkpoint; keyChanged?: { from: string; to: string } }>;
  /**
   * Checks a checkpoint's signature (under the pinned certificate fingerprint `trust` when given, else the office
   * certificate of this machine) and that every chain still extends its head.
   */
  verifyCheckpoint(c: Checkpoint, trust?: string): Promise<CheckpointBreak[]>;
  /** A consistent archive of the whole database. */
  backup(file: string): Promise<BackupResult>;
  /** Bulk-seeds realistic cases (benchmarks). */
  seedCases(o: SeedCasesOptions): Promise<SeedCasesReport>;
  /** Recomputes the statistics counters from the order sheets (`ctp stats rebuild`); progress in proceedings. */
  rebuildStats(onProgress?: (done: number, total: number) => void): Promise<{ streams: number; rows: number }>;
  /**
   * Loads the office's signing key (CTP_SIGNING_P12, or a demo certificate created under the data directory on first
   * run) and starts the document runner (src/jobs/document-runner.ts) in this process; close() stops it.
   */
  startDocumentRunner(o?: {
    pollMs?: number;
    log?: DocumentRunnerOptions['log'];
    start?: boolean;
    /** Rest after each document, this many times as long as it took (src/jobs/poll-loop.ts): `ctp start`. */
    pace?: Pace;
    /** Render and sign on a thread of its own (src/jobs/render-thread.ts), not this one: `ctp start`, `ctp worker`. */
    renderThread?: boolean;
    /** The RSA pair for a demo certificate made now, generated beforehand (`ctp start`: while the database opens). */
    keyPair?: DemoKeyPair;
  }): {
    runner: DocumentRunner;
    certificate: OfficeKey;
  };
  /**
   * Starts the deadline worker (src/jobs/deadline-worker.ts) in this process: reminders, lapses, escalations and
   * proposals, and the notification outbox over SMTP (CTP_SMTP_URL) or into `mailDir` when that is unset; close() stops it.
   */
  startDeadlineWorker(o?: {
    pollMs?: number;
    leaseMs?: number;
    /** Clocks planned and alerts swept per pass (default 1000), messages sent per pass (default 20), and the rest after a pass. */
    batch?: number;
    dispatchLimit?: number;
    pace?: Pace;
    log?: DeadlineLog;
    start?: boolean;
  }): {
    worker: DeadlineWorker;
    mail: { kind: 'smtp'; url: string } | { kind: 'dir'; dir: string };
  };
  close(): Promise<void>;
}

export interface ComposeOptions {
  readonly clock?: Clock;
  /** Where mails go in development (no mail transport yet): a log line each. */
  readonly log?: (line: string) => void;
  /**
   * PGlite, empty data directory: start from the template that already holds the demo jurisdiction and accounts
   * when a current one was prepared (`ctp start`); otherwise, and by default, from the schema-only template.
   */
  readonly demoTemplate?: boolean;
  /**
   * The database already being opened by the caller (`openDatabase` of ./data-dir.ts, with this env): `ctp start`
   * begins it before loading the app's modules, so the template's copy and PGlite's start run meanwhile.
   */
  readonly opened?: Promise<OpenedDatabase>;
  /** How passwords are hashed (argon2id at its production cost by default; the tests pass a cheap one). */
  readonly hasher?: PasswordHasher;
}
