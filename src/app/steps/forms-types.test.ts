// A step's form is typed against its command's request schema (src/contract): the compiler refuses a field that goes
// to a member the schema does not have, and a form that leaves a member the schema requires unfilled. Checked by
// running the compiler on a catalogue with one of each wrong: the Assam step "record the magistrate's cognizance" (the
// court and its case number) asking its case number as "caseNo", and the same step asking the court only.

import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { compileFixtures, rel } from '../../../test/compile.ts';

const HEAD = [
  `import type { AssamCase, AssamCommand } from '${rel('src/domain/assam/index.ts')}';`,
  `import { ASSAM_COMMAND_BODIES as B } from '${rel('src/contract/assam.ts')}';`,
  `import type { Entries, FormsFillBodies } from '${rel('src/app/steps/step.ts')}';`,
  `import { ASSAM_ENTRIES } from '${rel('src/app/steps/assam.ts')}';`,
  `const court = { name: 'court', kind: 'text', label: { en: 'Court', hi: 'न्यायालय' } } as const;`,
];

describe('Rules 3 to 7, s.26A: a form is typed against its request schema, or the portal does not compile', () => {
  it('a field the schema lacks, and a required member no field fills, each fail to compile with TS2322', () => {
    const errors = compileFixtures({
      unknown: [
        ...HEAD,
        `const caseNo = { name: 'caseNo', kind: 'text', label: { en: 'Case number', hi: 'मामला संख्या' } } as const;`,
        `export const E = { ...ASSAM_ENTRIES, 'record-cognizance': { ...ASSAM_ENTRIES['record-cognizance'], fields: [court, caseNo] } } satisfies Entries<AssamCase, AssamCommand, typeof B>;`,
        '',
      ].join('\n'),
      unfilled: [
        ...HEAD,
        `export const E = { ...ASSAM_ENTRIES, 'record-cognizance': { ...ASSAM_ENTRIES['record-cognizance'], fields: [court] } } satisfies Entries<AssamCase, AssamCommand, typeof B>;`,
        `export const CHECK: FormsFillBodies<typeof E, typeof B> = true;`,
        '',
      ].join('\n'),
    });
    assert.equal(errors['unknown']!.length, 1, errors['unknown']!.join('\n'));
    assert.match(
      errors['unknown']![0]!,
      /^TS2322: Type '\{ readonly name: "caseNo";.* is not assignable to type 'MappedField<AssamCase, (?=[^>]*"caseNumber")(?=[^>]*"on")(?=[^>]*"court")"\w+" \| "\w+" \| "\w+">'/, // the union in any order
    );
    assert.equal(errors['unfilled']!.length, 1, errors['unfilled']!.join('\n'));
    assert.match(
      errors['unfilled']![0]!,
      /^TS2322: Type 'boolean' is not assignable to type '\{ readonly unfilled: \{ "record-cognizance": "caseNumber"; \}; \}'/,
    );
  });
});
