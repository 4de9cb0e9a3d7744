// `ctp ledger verify`: re-checks every invariant of the penalty money ledger from the stored postings (Rule 8(2),
// s.28): every entry balances, the ledger sums to zero, the Board's fund never goes below zero and the bank is never
// overdrawn, reversals negate what they reverse, the stored lines are exactly the events' entries, and every event
// would be decided the same way again. Exit codes: 0 it verifies; 1 a break was found; 2 usage or database error.

import { parseArgs } from 'node:util';
import { withDatabase } from '../database.ts';
import type { CliIo } from '../io.ts';

export const LEDGER_USAGE = 'Usage: ctp ledger verify [--json]   (the database of CTP_DATA_DIR, or DATABASE_URL)';

const rupees = (p: number): string => `Rs ${(p / 100).toFixed(2)}`;

export async function run(args: string[], io: CliIo): Promise<number> {
  let json: boolean;
  try {
    const { values, positionals } = parseArgs({
      args,
      allowPositionals: true,
      options: { json: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
    });
    if (values.help) {
      io.out(LEDGER_USAGE);
      return 0;
    }
    if (positionals.length !== 1 || positionals[0] !== 'verify')
      throw new Error(`Unknown subcommand: ${positionals.join(' ') || '(none)'}`);
    json = values.json ?? false;
  } catch (e) {
    io.err(`${(e as Error).message}\n${LEDGER_USAGE}`);
    return 2;
  }
  return withDatabase(io, async (c) => {
    const r = await c.services.money.verifyLedger();
    if (json) io.out(JSON.stringify(r));
    else {
      for (const b of r.breaks) io.out(`BREAK ${b.entryId}: ${b.problem}`);
      io.out(
        r.breaks.length === 0
          ? `The ledger verifies: ${r.events} events, ${r.entries} entries, ${r.lines} lines; it balances; the penalty fund holds ${rupees(r.fundBalancePaise)} and never went below zero.`
          : `${r.breaks.length} break(s) in the ledger (${r.events} events, ${r.entries} entries, ${r.lines} lines checked).`,
      );
    }
    return r.breaks.length === 0 ? 0 : 1;
  });
}
