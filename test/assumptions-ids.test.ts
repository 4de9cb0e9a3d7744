// docs/assumptions.md: every configured value (A-n) and interpretation (I-n) has one id, so a citation of an id in the
// code, a page or a closing note names one row. A second row with the same id fails here, naming both lines.

import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';

const ROOT = new URL('..', import.meta.url).pathname;

/** "id: line, line" for each id that heads more than one row of the tables in the text. */
export function duplicateIds(text: string): string[] {
  const lines = new Map<string, number[]>();
  text.split('\n').forEach((line, i) => {
    const m = /^\|\s*\**([AI]-[A-Za-z0-9-]+)\**\s*\|/.exec(line);
    if (m) lines.set(m[1]!, [...(lines.get(m[1]!) ?? []), i + 1]);
  });
  return [...lines].filter(([, at]) => at.length > 1).map(([id, at]) => `${id}: lines ${at.join(', ')}`);
}

describe('docs/assumptions.md: one row per id (issue 27)', () => {
  it('no id heads two rows', () => {
    assert.deepEqual(duplicateIds(readFileSync(`${ROOT}docs/assumptions.md`, 'utf8')), []);
  });
  it('the check finds a duplicate, and not a near id', () => {
    assert.deepEqual(duplicateIds('| A-3 | x |\n| I-5 | y |\n| A-3 | z |\n| I-5a | w |'), ['A-3: lines 1, 3']);
  });
});
