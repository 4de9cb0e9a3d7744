// Amounts of money the API answers with: whole paise as a decimal string of an exact integer ("9007199254740995"),
// never a JSON number. Totals of paise may pass 2^53, beyond which a JSON number read by JavaScript (and most JSON
// parsers) silently loses a paisa; the portal sums them exactly (bigint) and writes them as strings.

import { z } from 'zod';

export const PaiseTotalSchema = z
  .string()
  .regex(/^-?(0|[1-9]\d*)$/)
  .meta({
    id: 'PaiseTotal',
    description:
      'Whole paise (Rs 1 = 100 paise) as a decimal string holding the exact integer, e.g. "9007199254740995"; a string, not a number, so that totals above 2^53 keep every paisa. Parse it as a big integer (BigInt, decimal, int64).',
    example: '150000',
  });
