// Where a CLI command writes: standard output and standard error, or a test's buffers. A test that runs a command in
// its own process (test/cli.ts) also gives the settings it reads and the database it works on.

import type { Db } from '../db/client.ts';

export interface CliIo {
  readonly out: (s: string) => void;
  readonly err: (s: string) => void;
  /** The environment the command reads its settings from; process.env when absent. */
  readonly env?: Readonly<Record<string, string | undefined>>;
  /**
   * A database the caller opened and keeps: the commands that open the database (withDatabase) work on it instead,
   * and leave it open. Absent when run as `ctp`: the command opens the database of the settings and closes it.
   */
  readonly db?: Db;
}

export const stdio: CliIo = {
  out: (s) => process.stdout.write(s.endsWith('\n') ? s : `${s}\n`),
  err: (s) => process.stderr.write(s.endsWith('\n') ? s : `${s}\n`),
};
