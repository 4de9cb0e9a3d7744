// `ctp params [--jurisdiction in|in-as] [--json]`: every dated parameter value of a jurisdiction pack (its own and its
// parents'), with status (enacted or configured), basis labels, from/to and source. Configured values are the ones the
// texts held do not give; docs/assumptions.md explains each.

import { parseArgs } from 'node:util';
import type { LocalDate } from '../../lib/local-date.ts';
import { formatLegal } from '../../lib/local-date.ts';
import type { JurisdictionId } from '../../rules/packs.ts';
import { allParams, isJurisdictionId, JURISDICTIONS, pack } from '../../rules/packs.ts';
import type { ParamDefinition, ParamValue, RupeeRange } from '../../rules/parameters.ts';
import { PARAM_DEFINITIONS } from '../../rules/parameters.ts';
import { labels } from '../../rules/provisions.ts';
import type { CliIo } from '../io.ts';

export const PARAMS_USAGE = [
  'Usage: ctp params [--jurisdiction in|in-as] [--json]',
  '       ctp params set --state CODE --param ID --value V --from YYYY-MM-DD --notification-number N',
  '                      --notification-date YYYY-MM-DD --by "NAME, DESIGNATION"',
  '       ctp params state --state CODE [--json]',
].join('\n');

const rupees = (n: number): string => `Rs ${n.toLocaleString('en-IN')}`;
const isRange = (v: unknown): v is RupeeRange => typeof v === 'object' && v !== null && 'min' in v && 'max' in v;

/** "15 days", "Rs 500 to Rs 1,000", "none". */
export function formatValue(v: unknown, def: ParamDefinition): string {
  if (v === null) return 'none';
  if (isRange(v)) return `${rupees(v.min)} to ${rupees(v.max)}`;
  if (typeof v === 'number')
    return def.unit === 'rupees' ? rupees(v) : `${v} ${v === 1 ? def.unit.replace(/s$/, '') : def.unit}`;
  if (Array.isArray(v) && v.every((x) => typeof x === 'number')) return `${v.join(', ')} ${def.unit}`;
  return JSON.stringify(v);
}

export interface ParamRow {
  readonly id: string;
  readonly title: string;
  readonly pack: JurisdictionId;
  readonly value: unknown;
  readonly display: string;
  readonly status: 'enacted' | 'configured';
  readonly basis: string[];
  readonly basisIds: readonly string[];
  readonly from: LocalDate;
  readonly to: LocalDate | null;
  readonly source: string;
  readonly note?: string;
}

export function paramRows(j: JurisdictionId): ParamRow[] {
  return allParams(pack(j)).flatMap(({ id, pack: owner, values }) =>
    ((values ?? []) as readonly ParamValue<unknown>[]).map((v) => {
      const def = PARAM_DEFINITIONS[id];
      const row: ParamRow = {
        id,
        title: def.title,
        pack: owner,
        value: v.value,
        display: formatValue(v.value, def),
        status: v.status,
        basis: labels(v.basis),
        basisIds: v.basis,
        from: v.from,
        to: v.to ?? null,
        source: v.source,
      };
      return v.note === undefined ? row : { ...row, note: v.note };
    }),
  );
}

/**
 * Issue 27: `ctp params set` enters a value a State notified (by the person at the server's shell, named with --by);
 * `ctp params state` lists the values a State has entered. Cases read them over the portal's defaults.
 */
async function runState(sub: 'set' | 'state', args: string[], io: CliIo): Promise<number> {
  let v: Record<string, string | boolean | undefined>;
  try {
    ({ values: v } = parseArgs({
      args,
      strict: true,
      allowPositionals: false,
      options: {
        state: { type: 'string' },
        param: { type: 'string' },
        value: { type: 'string' },
        from: { type: 'string' },
        'notification-number': { type: 'string' },
        'notification-date': { type: 'string' },
        by: { type: 'string' },
        json: { type: 'boolean', default: false },
      },
    }));
  } catch (e) {
    io.err(`${(e as Error).message}\n${PARAMS_USAGE}`);
    return 2;
  }
  const str = (k: string): string => (typeof v[k] === 'string' ? (v[k] as string) : '');
  if (str('state') === '' || (sub === 'set' && str('by').trim() === '')) {
    io.err(
      `Give --state${sub === 'set' ? ' and --by (who enters the value, with designation)' : ''}.\n${PARAMS_USAGE}`,
    );
    return 2;
  }
  const { withDatabase } = await import('../database.ts');
  return withDatabase(io, async (c) => {
    if (sub === 'state') {
      const rows = await c.services.admin.stateValues(str('state'));
      if (v['json']) io.out(JSON.stringify({ ok: true, state: str('state').toUpperCase(), values: rows }, null, 2));
      else if (rows.length === 0)
        io.out(
          `No value is notified for ${str('state').toUpperCase()}: every configured value is the portal's configured default.`,
        );
      else
        for (const r of rows)
          io.out(
            `${r.param}: ${formatValue(r.value, PARAM_DEFINITIONS[r.param])} from ${formatLegal(r.from)}, Notification No. ${r.notification.number} dated ${formatLegal(r.notification.date)}`,
          );
      return 0;
    }
    try {
      const r = await c.services.admin.setStateValue(
        { operator: str('by').trim() },
        {
          stateCode: str('state'),
          param: str('param'),
          value: str('value'),
          from: str('from'),
          notificationNumber: str('notification-number'),
          notificationDate: str('notification-date'),
        },
      );
      io.out(
        `Entered for ${str('state').toUpperCase()}: ${r.value.param} = ${formatValue(r.value.value, PARAM_DEFINITIONS[r.value.param])} from ${formatLegal(r.value.from)}, Notification No. ${r.value.notification.number} dated ${formatLegal(r.value.notification.date)}. Cases of the State read it on and after that day.`,
      );
      return 0;
    } catch (e) {
      const problems = (e as { details?: { problems?: readonly { field: string; message: string }[] } }).details
        ?.problems;
      io.err(
        problems
          ? problems
              .map((p) => `--${p.field.replace(/[A-Z]/g, (ch) => `-${ch.toLowerCase()}`)}: ${p.message}`)
              .join('\n')
          : (e as Error).message,
      );
      return 2;
    }
  });
}

export async function run(args: string[], io: CliIo): Promise<number> {
  if (args[0] === 'set' || args[0] === 'state') return runState(args[0], args.slice(1), io);
  let values: { jurisdiction?: string | undefined; json?: boolean | undefined; help?: boolean | undefined };
  try {
    ({ values } = parseArgs({
      args,
      strict: true,
      allowPositionals: false,
      options: {
        jurisdiction: { type: 'string', default: 'in' },
        json: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
    }));
  } catch (e) {
    io.err(`${(e as Error).message}\n${PARAMS_USAGE}`);
    return 2;
  }
  if (values.help) {
    io.out(PARAMS_USAGE);
    return 0;
  }
  const j = values.jurisdiction ?? 'in';
  if (!isJurisdictionId(j)) {
    io.err(`Unknown jurisdiction "${j}". Valid values: ${JURISDICTIONS.join(', ')}.`);
    if (values.json)
      io.out(
        JSON.stringify(
          {
            ok: false,
            exitCode: 2,
            problem: { code: 'USAGE.BAD_JURISDICTION', message: `Unknown jurisdiction "${j}"`, field: 'jurisdiction' },
          },
          null,
          2,
        ),
      );
    return 2;
  }
  const rows = paramRows(j);
  if (values.json) {
    io.out(JSON.stringify({ ok: true, jurisdiction: j, title: pack(j).title, params: rows }, null, 2));
    return 0;
  }
  const configured = rows.filter((r) => r.status === 'configured').length;
  const lines = [
    `Parameters of ${pack(j).title} (${j}): ${rows.length} dated values, ${rows.length - configured} enacted, ${configured} configured.`,
    '',
  ];
  for (const r of rows) {
    const span = `from ${formatLegal(r.from)}${r.to ? ` to ${formatLegal(r.to)}` : ' (open-ended)'}`;
    lines.push(`${r.id} [${r.status.toUpperCase()}]${r.pack === j ? '' : ` (pack ${r.pack})`}`);
    lines.push(`  ${r.title}: ${r.display}, ${span}`);
    lines.push(`  Basis: ${r.basis.join(', ')}`);
    lines.push(`  Source: ${r.source}`);
    if (r.note) lines.push(`  Note: ${r.note}`);
    lines.push('');
  }
  if (configured > 0)
    lines.push('Configured values are not enacted in the texts held; each is explained in docs/assumptions.md.');
  io.out(lines.join('\n'));
  return 0;
}
