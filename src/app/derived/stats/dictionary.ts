// The open data's data dictionary, as JSON and as markdown, built from the figure definitions (definitions.ts).

import { labels } from '../../../rules/provisions.ts';
import { FIGURES, TABLE_TITLES, TABLES } from './definitions.ts';
import type { LocalDate } from '../../../lib/local-date.ts';
import { minGroupParam } from './suppress.ts';

export interface DictionaryColumn {
  readonly name: string;
  readonly type: 'string' | 'date' | 'integer' | 'decimal';
  readonly nullable: boolean;
  readonly label: string;
  readonly definition: string;
  readonly basis: readonly string[];
  readonly basisLabels: readonly string[];
}

export interface DataDictionary {
  readonly title: string;
  readonly suppression: string;
  /** The configured parameter the suppression applies (`stats.min-group`): value, in force from, status and source. */
  readonly minGroup: {
    readonly id: string;
    readonly value: number;
    readonly from: string;
    readonly status: string;
    readonly source: string;
  };
  readonly period: string;
  readonly tables: readonly {
    readonly name: string;
    readonly title: string;
    readonly files: readonly string[];
    readonly columns: readonly DictionaryColumn[];
  }[];
}

const KEY_COLUMNS: readonly DictionaryColumn[] = [
  {
    name: 'level',
    type: 'string',
    nullable: false,
    label: 'Level',
    definition: 'india, state, district or office.',
    basis: [],
    basisLabels: [],
  },
  {
    name: 'code',
    type: 'string',
    nullable: false,
    label: 'Code',
    definition: 'The code of the State (ISO 3166-2:IN), district or office; IN for India.',
    basis: [],
    basisLabels: [],
  },
  {
    name: 'name',
    type: 'string',
    nullable: false,
    label: 'Name',
    definition: 'The name of the State, district or office.',
    basis: [],
    basisLabels: [],
  },
  {
    name: 'parent_code',
    type: 'string',
    nullable: true,
    label: 'Parent',
    definition:
      'The district of an office, the State of a district, IN for a State; empty for the unit asked for when it has none.',
    basis: [],
    basisLabels: [],
  },
  {
    name: 'from',
    type: 'date',
    nullable: false,
    label: 'Period from',
    definition: 'First day of the period (YYYY-MM-DD), inclusive.',
    basis: [],
    basisLabels: [],
  },
  {
    name: 'to',
    type: 'date',
    nullable: false,
    label: 'Period to',
    definition: 'Last day of the period, inclusive; pending figures are as on this day.',
    basis: [],
    basisLabels: [],
  },
];

/** The dictionary as on `on` (the suppression parameter in force that day). */
export function dataDictionary(on: LocalDate): DataDictionary {
  const p = minGroupParam(on);
  const MIN_GROUP = p.value;
  return {
    title: 'Cattle-trespass Rules, 2026: open statistics',
    suppression: `No figure describes a group of fewer than ${MIN_GROUP} cases (the configured parameter stats.min-group, ${p.value} from ${p.from}; a publication policy, not a value of the Rules): a count from 1 to ${MIN_GROUP - 1} is published as null (empty in CSV), and so is a figure from which it could be worked out (the smallest other part of a total, the smallest other office, district, State or month of a total, a share whose numerator or remainder is from 1 to ${MIN_GROUP - 1}, or whose denominator is under ${MIN_GROUP}). A money amount (paise) is published only when the number of entries or cases it adds up is published. Zero is published.`,
    minGroup: { id: p.id, value: p.value, from: p.from, status: p.status, source: p.source },
    period:
      'Counts are of events dated within the period (the legal date recorded in the order sheet); pending figures are as on the last day of the period.',
    tables: TABLES.map((t) => ({
      name: t,
      title: TABLE_TITLES[t],
      files: [`${t}.csv`, `${t}.json`],
      columns: [
        ...KEY_COLUMNS,
        ...FIGURES.filter((f) => f.table === t).map((f): DictionaryColumn => ({
          name: f.key,
          type: f.kind === 'share' ? 'decimal' : 'integer',
          nullable: true,
          label: f.label,
          definition: f.definition,
          basis: f.basis,
          basisLabels: labels(f.basis),
        })),
      ],
    })),
  };
}

const cell = (s: string): string => s.replace(/\|/g, '\\|').replace(/\n/g, ' ');

export function dataDictionaryMarkdown(d: DataDictionary): string {
  const out = [
    `# ${d.title}: data dictionary`,
    '',
    d.period,
    '',
    `**Suppression.** ${d.suppression}`,
    '',
    `**Parameter.** \`${d.minGroup.id}\` = ${d.minGroup.value} (${d.minGroup.status}, from ${d.minGroup.from}). ${d.minGroup.source}`,
    '',
  ];
  for (const t of d.tables) {
    out.push(
      `## ${t.name}: ${t.title}`,
      '',
      `Files: ${t.files.map((f) => `\`${f}\``).join(', ')}`,
      '',
      '| column | type | definition | provision |',
      '|---|---|---|---|',
    );
    for (const c of t.columns)
      out.push(
        `| \`${c.name}\` | ${c.type}${c.nullable ? ', may be null' : ''} | ${cell(c.definition)} | ${cell(c.basisLabels.join('; '))} |`,
      );
    out.push('');
  }
  return out.join('\n');
}
