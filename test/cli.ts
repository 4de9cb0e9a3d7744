// A `ctp` command run in the test's own process: the same main() that bin/ctp.js calls with the process's arguments,
// its output caught in strings, its settings from `env` alone, and (for the commands that open the database) the
// database the test already holds open, used as it is and left open. No second Node process boots the app and opens
// the database again for each command. A test whose subject is the process itself (its exit, a signal, the time zone
// it was started in) runs the real command instead (runCtp of ./portal.ts).

import type { Db } from '../src/db/client.ts';
import { main } from '../src/cli/main.ts';

export interface CtpResult {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

const line = (s: string): string => (s.endsWith('\n') ? s : `${s}\n`);

/** `ctp ...args` as with settings `env`, on `db` when given (else on the database `env` names). */
export async function ctpHere(
  args: readonly string[],
  env: Readonly<Record<string, string>> = {},
  db?: Db,
): Promise<CtpResult> {
  let stdout = '';
  let stderr = '';
  const code = await main([...args], {
    out: (s) => {
      stdout += line(s);
    },
    err: (s) => {
      stderr += line(s);
    },
    env: { ...env },
    ...(db ? { db } : {}),
  });
  return { code, stdout, stderr };
}
