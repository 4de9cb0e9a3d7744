// The ctp command line: dispatches to one module per command. Each command returns its exit code.

import { OperatorError } from '../lib/operator-error.ts';
import type { CliIo } from './io.ts';
import { stdio } from './io.ts';

type Command = (args: string[], io: CliIo) => Promise<number>;

const COMMANDS: Record<string, { summary: string; load: () => Promise<Command> }> = {
  start: {
    summary:
      'Start the portal on PORT (default 3000): PGlite in CTP_DATA_DIR (./data), or PostgreSQL at DATABASE_URL; an empty database gets the demo accounts, printed',
    load: async () => (await import('./commands/start.ts')).run,
  },
  worker: {
    summary:
      'Run the deadline worker (reminders, lapses, escalations, proposals, notification outbox) as its own process: ctp worker [--once] [--poll-ms N]',
    load: async () => (await import('./commands/worker.ts')).run,
  },
  verify: {
    summary:
      'Re-walk every order-sheet hash chain; prints each break with its case number and row, exit 1 on any break; --checkpoint FILE|URL also proves every chain extends a signed checkpoint',
    load: async () => (await import('./commands/verify.ts')).run,
  },
  checkpoint: {
    summary:
      'Sign a checkpoint of every order-sheet chain (Merkle root of the heads, office certificate) under CTP_DATA_DIR/checkpoints',
    load: async () => (await import('./commands/checkpoint.ts')).run,
  },
  backup: {
    summary: 'Write a consistent archive of the whole database: ctp backup --out FILE',
    load: async () => (await import('./commands/backup.ts')).run,
  },
  restore: {
    summary: 'Restore an archive made by backup, then verify every chain: ctp restore --in FILE [--force]',
    load: async () => (await import('./commands/backup.ts')).runRestore,
  },
  stats: {
    summary: 'Recompute the statistics counters from the order sheets (dashboards, open data): ctp stats rebuild',
    load: async () => (await import('./commands/stats.ts')).run,
  },
  seed: {
    summary: 'Bulk-seed realistic cases for benchmarks: ctp seed --cases N [--office CODE] [--batch N] [--seed N]',
    load: async () => (await import('./commands/seed.ts')).run,
  },
  clock: {
    summary:
      'Compute a statutory clock: ctp clock <clock-id> --from YYYY-MM-DD [--days N] [--calendar FILE] [--jurisdiction in|in-as] [--json]',
    load: async () => (await import('./commands/clock.ts')).run,
  },
  provisions: {
    summary: 'List the provisions registry; --coverage shows the code and tests for each, --check fails on gaps',
    load: async () => (await import('./commands/provisions.ts')).run,
  },
  documents: {
    summary:
      'Preview document templates on demo data: ctp documents list | sample <template> --lang en|hi --out FILE.pdf [--unsigned]',
    load: async () => (await import('./commands/documents.ts')).run,
  },
  ledger: {
    summary:
      'Re-check the penalty money ledger (Rule 8(2), s.28): balanced, fund never below zero, postings as decided; exit 1 on any break: ctp ledger verify [--json]',
    load: async () => (await import('./commands/ledger.ts')).run,
  },
  params: {
    summary:
      'List the dated parameters of a jurisdiction pack, enacted and configured: ctp params [--jurisdiction in|in-as] [--json]',
    load: async () => (await import('./commands/params.ts')).run,
  },
  'prepare-template': {
    summary:
      'Build the migrated PGlite template that a first `ctp start` copies into an empty data directory (npm ci runs it): ctp prepare-template',
    load: async () => (await import('./commands/prepare-template.ts')).run,
  },
};

export function helpText(): string {
  const lines = [
    'ctp: the Cattle-trespass case portal (Cattle-trespass Rules, 2026; Assam Act XV of 2002)',
    '',
    'Usage: ctp <command> [options]',
    '',
    'Commands:',
    ...Object.entries(COMMANDS).map(([name, c]) => `  ${name.padEnd(12)} ${c.summary}`),
    '  help         Show this help',
  ];
  return lines.join('\n');
}

export async function main(argv: string[], io: CliIo = stdio): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || name === 'help' || name === '--help' || name === '-h') {
    io.out(helpText());
    return 0;
  }
  const cmd = COMMANDS[name];
  if (!cmd) {
    io.err(`Unknown command "${name}".\n\n${helpText()}`);
    return 2;
  }
  try {
    return await (
      await cmd.load()
    )(rest, io);
  } catch (e) {
    // A setting, the disk or the data directory: one line the operator can act on, and its exit code; no stack.
    if (e instanceof OperatorError) {
      io.err(e.message);
      return e.exitCode;
    }
    if (e instanceof Error && e.name === 'EnvError') {
      io.err(e.message);
      return 78;
    }
    throw e;
  }
}
