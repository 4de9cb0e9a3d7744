// The document runner: a small poller that issues the documents the use cases put in the outbox (document_job).
//
// One job at a time: claim it (FOR UPDATE SKIP LOCKED, leased, in its own short transaction), load the case as it
// stood at the issuing event, render and sign the PDF outside any transaction (so filings never wait for a render),
// then store the bytes and append `document-issued` with the SHA-256 in one transaction that also marks the job done.
// A failure is retried with exponential backoff; a runner that dies mid-render leaves its job to be claimed again when
// the lease ends, and the completion is idempotent, so each document is recorded exactly once.
//
// It runs inside the server process (`ctp start`, wired by compose.ts); on PostgreSQL several processes may each run
// one. The later jobs/notifications work will generalise this loop; it is kept to what issuing documents needs.

import type { CaseDeps } from '../app/cases/context.ts';
import type { IssueInput } from '../app/documents/issue.ts';
import { claimIssueJob, failIssueJob, loadIssue, recordIssuedDocument } from '../app/documents/issue.ts';
import { renderIssued } from '../documents/issue.ts';
import type { SigningKey } from '../documents/index.ts';
import { pollLoop } from './poll-loop.ts';
import type { Pace } from './poll-loop.ts';
import type { RenderedIssue } from './render-thread.ts';

export interface DocumentRunnerOptions {
  readonly deps: CaseDeps;
  readonly key: SigningKey;
  readonly publicUrl: string;
  /**
   * Renders and signs the document of an issuing event; by default here, in this thread. `ctp start` and `ctp worker`
   * pass a render thread's (src/jobs/render-thread.ts), so the server's requests never wait behind a render.
   */
  readonly render?: (input: IssueInput) => Promise<RenderedIssue>;
  /** Wait between polls when nothing is due; default 1 s. */
  readonly pollMs?: number;
  /** How long a claimed job is reserved to its runner; default 2 minutes. */
  readonly leaseMs?: number;
  /** Attempts before a job is marked failed; default 8 (the last about 4 minutes after the first). */
  readonly maxAttempts?: number;
  /** Rest after each document issued, this many times as long as it took (src/jobs/poll-loop.ts); default 0. */
  readonly pace?: Pace;
  readonly log?: (level: 'info' | 'warn' | 'error', msg: string, fields?: Record<string, unknown>) => void;
}

export type RunOutcome = 'idle' | 'issued' | 'already-issued' | 'retry' | 'failed';

export interface DocumentRunner {
  /** Issues the next due document, if any. */
  runOnce(): Promise<RunOutcome>;
  /** Issues documents until none is due; returns how many were issued (tests, and a clean shutdown). */
  drain(): Promise<number>;
  /** Starts polling in the background. */
  start(): void;
  /** Stops polling; resolves when the job in hand (if any) has finished. */
  stop(): Promise<void>;
}

export function createDocumentRunner(o: DocumentRunnerOptions): DocumentRunner {
  const pollMs = o.pollMs ?? 1000;
  const leaseMs = o.leaseMs ?? 120_000;
  const maxAttempts = o.maxAttempts ?? 8;
  const log = o.log ?? (() => {});
  const render = o.render ?? ((input: IssueInput) => renderIssued(input, { publicUrl: o.publicUrl, key: o.key }));

  async function runOnce(): Promise<RunOutcome> {
    const job = await claimIssueJob(o.deps, leaseMs);
    if (!job) return 'idle';
    try {
      const input = await loadIssue(o.deps, job);
      const doc = await render(input);
      const rec = await recordIssuedDocument(o.deps, job, { pdf: doc.pdf, sha256: doc.sha256, fileName: doc.fileName });
      log('info', 'document issued', {
        documentId: rec.documentId,
        template: job.template,
        lang: job.lang,
        caseNumber: input.caseNumber,
        seq: rec.seq,
        replayed: rec.replayed,
      });
      return rec.replayed ? 'already-issued' : 'issued';
    } catch (e) {
      const message = e instanceof Error ? e.message : String(e);
      const outcome = await failIssueJob(o.deps, job, message, maxAttempts);
      log(
        outcome === 'failed' ? 'error' : 'warn',
        `document job ${outcome === 'failed' ? 'failed for good' : 'failed; will retry'}`,
        { jobId: job.id, template: job.template, attempts: job.attempts, error: message },
      );
      return outcome;
    }
  }

  async function drain(): Promise<number> {
    let n = 0;
    for (;;) {
      const r = await runOnce();
      if (r === 'idle') return n;
      if (r === 'issued') n += 1;
    }
  }

  // The database unreachable or closing: log, wait and try again.
  const loop = pollLoop(
    async () => (await runOnce()) !== 'idle',
    pollMs,
    (e) => {
      log('error', 'document runner could not claim a job', { error: e instanceof Error ? e.message : String(e) });
    },
    { pace: o.pace ?? 0 },
  );
  return { runOnce, drain, start: loop.start, stop: loop.stop };
}
