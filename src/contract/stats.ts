// Statistics: the officers' dashboards and the open data (issue 8). The figure keys and their definitions are in the
// data dictionary (GET /api/v1/open/stats/dictionary.json), built from src/app/derived/stats/definitions.ts.

import { z } from 'zod';
import { LocalDateSchema } from './common.ts';
import { PaiseTotalSchema } from './exact-paise.ts';

export const StatsQuerySchema = z.object({
  level: z
    .enum(['india', 'state', 'district', 'office'])
    .default('india')
    .meta({ description: 'The unit: all India, a State, a district or an office.' }),
  code: z
    .string()
    .regex(/^[A-Z0-9]{2,12}$/, { message: 'Give the code of the State, district or office, e.g. UP, AGR, AGRS.' })
    .optional()
    .meta({ description: 'The State, district or office code (not for india).', example: 'AGR' }),
  from: LocalDateSchema.optional().meta({
    description:
      'First day of the period; by default the first day of the month eleven months before `to` (twelve calendar months).',
  }),
  to: LocalDateSchema.optional().meta({
    description: 'Last day of the period (pending figures are as on this day); today (India) by default.',
  }),
});

const FiguresSchema = z.record(z.string(), z.union([z.number(), PaiseTotalSchema]).nullable()).meta({
  id: 'StatsFigures',
  description:
    'Figure key → value. Counts are integers; `_share` figures are decimals from 0 to 1; amounts (keys ending `_paise`) are whole paise as decimal strings of the exact integer (PaiseTotal), e.g. "9007199254740995". null: suppressed (open data) or a share of nothing. Keys and definitions: the data dictionary.',
});

const UnitSchema = z.object({
  level: z.enum(['india', 'state', 'district', 'office']),
  code: z.string(),
  name: z.string(),
  parentCode: z.string().nullable(),
});

const DashboardBase = z.object({
  unit: UnitSchema,
  from: z.string(),
  to: z.string(),
  figures: FiguresSchema,
  children: z
    .array(UnitSchema.extend({ figures: FiguresSchema }))
    .meta({ description: 'Drill-down: offices of a district, districts of a State, States of India.' }),
  series: z.array(z.object({ month: z.string(), received: z.number().nullable(), disposed: z.number().nullable() })),
  notes: z.array(z.string()),
  fund: z
    .object({
      balancePaise: PaiseTotalSchema,
      releases: z.number().int(),
      releasedPaise: PaiseTotalSchema,
      releasedByPurpose: z.array(z.object({ purpose: z.string(), paise: PaiseTotalSchema })),
    })
    .nullable()
    .meta({
      description:
        "The Board's penalty fund (one national account, s.28, Rule 8(2)): balance at the end of the period, releases in it by Rule 8(1) purpose; all-India figures only, else null.",
    }),
  minGroup: z.object({ value: z.number().int(), from: z.string(), status: z.string(), source: z.string() }).meta({
    description:
      'The smallest group a published figure may describe: the configured parameter stats.min-group (a publication policy, not law). Applied to the open data only.',
  }),
});

export const OpenStatsSchema = DashboardBase.meta({
  id: 'OpenStats',
  description: 'Public figures: aggregated, no personal data, no figure for a group of fewer than 5 cases.',
});

export const DashboardSchema = DashboardBase.extend({
  extensionReasons: z
    .array(
      z.object({
        caseNumber: z.string(),
        officeCode: z.string(),
        on: z.string(),
        kind: z.enum(['reply', 'disposal']),
        days: z.number().int(),
        reasons: z.string(),
      }),
    )
    .meta({
      description:
        'Extensions granted in the period (Rule 4(4): reply; Rule 6: disposal) with the reasons recorded, newest first, at most 100.',
    }),
  extensionReasonsTruncated: z.boolean(),
}).meta({
  id: 'StatsDashboard',
  description: "An officer's dashboard: every figure unsuppressed, for the office, district or State the grants cover.",
});

export const OpenTableSchema = z
  .object({
    table: z.string(),
    title: z.string(),
    columns: z.array(z.string()),
    rows: z.array(z.record(z.string(), z.union([z.string(), z.number(), z.null()]))),
  })
  .meta({
    id: 'OpenStatsTable',
    description:
      'One row per unit. Amounts (columns ending `_paise`) are whole paise as decimal strings of the exact integer (PaiseTotal); in the CSV they are plain integers, every digit kept.',
  });

export const TableFileParams = z.object({
  file: z
    .string()
    .regex(/^[a-z_]+\.(csv|json)$/, { message: 'Give a table file name, e.g. caseload.csv or timeliness.json.' })
    .meta({ example: 'caseload.csv' }),
});
