// Rule 4(3)(a) and Rule 4(2): Form-II states the contravention in the officer's words, under that name; the summons
// states the time and place to appear. Read from the layouts of the demo case's documents, English and Hindi.

import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { demoCase } from './demo/demo-case.ts';
import { TEMPLATES } from './index.ts';
import type { Block, Lang } from './types.ts';

const textOf = (id: string, L: Lang): string => {
  const t = TEMPLATES.find((x) => x.id === id)!;
  const blocks = t.layout(t.sample(demoCase(L), `S-${id}`) as never).blocks as readonly Block[];
  return JSON.stringify(blocks);
};

describe("Rule 4(3)(a): Form-II states the contravention alleged in the officer's words", () => {
  for (const L of ['en', 'hi'] as const) {
    it(`prints the officer's statement under "Statement of the contravention alleged" (${L})`, () => {
      const text = textOf('form-2', L);
      const demo = demoCase(L);
      assert.ok(
        text.includes(
          `${L === 'hi' ? 'अभिकथित उल्लंघन का कथन' : 'Statement of the contravention alleged'}: ${demo.adjudication.notice!.contravention}`,
        ),
      );
      assert.ok(!text.includes(demo.adjudication.complaint!.particulars.contravener.statement));
    });
  }
});

describe('Rule 4(2): a summons states its time and place', () => {
  for (const L of ['en', 'hi'] as const) {
    it(`prints the time and place to appear (${L})`, () => {
      const text = textOf('summons', L);
      assert.ok(text.includes(L === 'hi' ? '11:00 बजे' : 'at 11:00'));
      assert.ok(text.includes(L === 'hi' ? 'उपस्थिति का स्थान' : 'Place of appearance'));
      assert.ok(
        text.includes(
          L === 'hi'
            ? 'न्यायालय कक्ष, उपखंड मजिस्ट्रेट का कार्यालय, सदर, आगरा'
            : 'Court room, Office of the Sub-Divisional Magistrate, Sadar, Agra',
        ),
      );
    });
  }
});
