// The database as CLI commands open it: composed from the environment, a clear message and exit 2 when it cannot be
// opened (stale lock, bad DATABASE_URL), a failure inside the command reported with exit 1, and always closed. A
// database the caller gave (io.db, a test running the command in its own process) is used as it is and left open.

import type { Composed } from '../compose.ts';
import { compose } from '../compose.ts';
import { readEnv } from '../config/env.ts';
import type { CliIo } from './io.ts';

export async function withDatabase(io: CliIo, work: (c: Composed) => Promise<number>): Promise<number> {
  let c: Composed;
  try {
    const given = io.db;
    c = await compose(readEnv(io.env), {
      log: io.err,
      ...(given
        ? { opened: Promise.resolve({ db: { ...given, close: async () => {} }, unlock: () => {}, openMs: 0 }) }
        : {}),
    });
  } catch (e) {
    io.err(`The database could not be opened: ${(e as Error).message}`);
    return 2;
  }
  try {
    return await work(c);
  } catch (e) {
    io.err((e as Error).message);
    return 1;
  } finally {
    await c.close();
  }
}
