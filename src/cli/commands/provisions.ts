// `ctp provisions [--coverage] [--check] [--json]`: the registry, and which code and tests apply each provision.

import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import type { CliIo } from '../io.ts';
import { INSTRUMENTS, PROVISION_IDS, PROVISIONS } from '../../rules/provisions.ts';
import { computeCoverage, gaps } from './provision-coverage.ts';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

export async function run(args: string[], io: CliIo): Promise<number> {
  const { values } = parseArgs({
    args,
    options: { coverage: { type: 'boolean' }, check: { type: 'boolean' }, json: { type: 'boolean' } },
    allowPositionals: false,
  });
  if (!values.coverage && !values.check) {
    if (values.json) {
      io.out(
        JSON.stringify(
          PROVISION_IDS.map((id) => PROVISIONS[id]),
          null,
          2,
        ),
      );
      return 0;
    }
    for (const id of PROVISION_IDS) {
      const p = PROVISIONS[id];
      io.out(
        `${id.padEnd(32)} ${p.label.padEnd(40)} ${INSTRUMENTS[p.instrument].title}, in force from ${p.inForceFrom}`,
      );
    }
    return 0;
  }

  const cov = computeCoverage(ROOT);
  const missing = gaps(cov);
  if (values.json) {
    io.out(JSON.stringify({ provisions: cov, gaps: missing }, null, 2));
  } else {
    io.out('| provision | label | code (files citing it) | tests (titles naming it) |');
    io.out('|---|---|---|---|');
    for (const c of cov) {
      const files = [...new Set(c.code.map((r) => r.file))];
      const code = files.length
        ? `${c.code.length} in ${files.slice(0, 3).join(', ')}${files.length > 3 ? ` +${files.length - 3}` : ''}`
        : '**none**';
      const tests = c.tests.length
        ? `${c.tests.length}: ${c.tests[0]!.file}:${c.tests[0]!.line} "${c.tests[0]!.title}"`
        : '**none**';
      io.out(`| \`${c.id}\` | ${c.label} | ${code} | ${tests.replace(/\|/g, '\\|')} |`);
    }
    const full = cov.length - missing.length;
    io.out('');
    io.out(`${full} of ${cov.length} provisions have both code and tests; ${missing.length} have gaps.`);
  }
  if (values.check && missing.length > 0) {
    for (const g of missing)
      io.err(`Provision ${g.id} (${PROVISIONS[g.id].label}) has no ${g.missing.join(' and no ')}.`);
    return 1;
  }
  return 0;
}
