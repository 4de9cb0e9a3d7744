// `ctp ledger verify` (Rule 8(2), s.28) on a PGlite data directory holding the demo year's money book; exit 0 while
// the ledger verifies, exit 1 naming the entry once a line is slipped in. The command runs in this process on the
// test's open database (test/cli.ts: the same main() as bin/ctp.js).

import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { pgliteTestDataDir } from './db.ts';
import { DEMO_YEAR, EMPTY_BOOK, runMoney } from '../src/domain/money/index.ts';
import { moneyTx } from '../src/db/money.repo.ts';
import type { Db } from '../src/db/client.ts';
import { ctpHere } from './cli.ts';

describe('Rule 8(2): ctp ledger verify', () => {
  let dir: string;
  let env: Record<string, string>;
  let db: Db;
  const ctp = (args: string[]) => ctpHere(args, env, db);
  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'ctp-ledger-'));
    env = { CTP_DATA_DIR: join(dir, 'data') };
    db = await pgliteTestDataDir(join(dir, 'data'));
    await db.kysely.transaction().execute(async (tx) => {
      const m = moneyTx(tx);
      let b = EMPTY_BOOK;
      for (const cmd of DEMO_YEAR) {
        const r = runMoney(b, cmd);
        assert.ok(r.event, r.refusal?.message);
        await m.append(r.event, {
          streamId: null,
          caseKey: null,
          actorId: null,
          actorRole: 'system:test',
          recordedAt: new Date('2027-01-01T00:00:00Z'),
        });
        b = r.book;
      }
    });
  });
  after(async () => {
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('exits 0 on the demo year, with the fund balance (Rs 4,500.00)', async () => {
    const r = await ctp(['ledger', 'verify']);
    assert.equal(r.code, 0, r.stderr + r.stdout);
    assert.match(
      r.stdout,
      /The ledger verifies: 23 events, \d+ entries, \d+ lines; it balances; the penalty fund holds Rs 4500\.00/,
    );
  });

  it('exits 1 and names the entry when a posting is slipped in beside the log', async () => {
    await sql`insert into money_posting (entry_id, line_no, event_seq, on_date, account, amount_paise, source) values ('E999', 1, 1, '2026-12-31', 'awbi.penalty-fund', 100000, 'realisation')`.execute(
      db.kysely,
    );
    const r = await ctp(['ledger', 'verify', '--json']);
    assert.equal(r.code, 1, r.stderr + r.stdout);
    const out = JSON.parse(r.stdout) as { breaks: { entryId: string; problem: string }[] };
    assert.ok(
      out.breaks.some((b) => b.entryId === 'E999'),
      r.stdout,
    );
  });
});
