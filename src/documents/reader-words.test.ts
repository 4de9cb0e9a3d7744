// Issue 13, point 10: a value the law we hold does not give (the periods of s.27B and s.27C) is never presented as
// law, and what people read (signed documents, emails, the portal's message catalogues) never cites a repository
// path, an issue number or a software word. Every document template is laid out from the demo case in English and
// Hindi, every notification is rendered for every clock and every lapse effect, and the text is searched.

import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { TEMPLATES } from './catalog.ts';
import { demoCase } from './demo/demo-case.ts';
import { LANGS } from './types.ts';
import type { BaseLang as Lang, Block } from './types.ts';
import { CLOCKS } from '../rules/time/clocks.ts';
import type { ClockId } from '../rules/time/clocks.ts';
import { lapseEffects, nearEffects } from '../rules/time/watch.ts';
import {
  deadlineSetMessage,
  documentMessage,
  lapseMessage,
  nearMessage,
  reminderMessage,
} from '../app/derived/notifications/messages.ts';
import { verificationMail } from '../app/accounts/messages.ts';
import { en } from '../web/i18n/en.ts';
import { hi } from '../web/i18n/hi.ts';
import { STEPS } from '../app/steps/index.ts';

/** Words a reader must never see, with why. */
const FORBIDDEN: readonly [RegExp, string][] = [
  [/docs\/|assumptions\.md|law\/sources|src\/|\.\.\/shared|\.md\b/, 'a repository path'],
  [/\bissue \d+\b/i, 'an issue number'],
  [/विन्यस्त/, 'software word (विन्यस्त मान)'],
  // "No ceiling is configured for this State" is the plain sentence the order form must say (Rule 4(12), I-C20);
  // "the portal's configured default" is the one name of a value no State has notified (issue 27).
  [/(?<!portal's )\bconfigured\b(?! for this State| default)/i, 'software word (configured)'],
  [/विधि द्वारा अनुमत/, 'a configured value presented as law'],
  [
    /period set by the Rules has run out|नियमों द्वारा नियत अवधि समाप्त/,
    'a configured period presented as set by the Rules',
  ],
  [/period of section 27C/i, 'a configured period presented as the period of the Act'],
];

function offences(where: string, text: string): string[] {
  return FORBIDDEN.filter(([re]) => re.test(text)).map(
    ([re, why]) => `${where}: ${why} (${re.exec(text)![0]}) in «${text.slice(0, 160)}»`,
  );
}

const blockText = (b: Block): string[] => {
  switch (b.k) {
    case 'title':
    case 'subtitle':
    case 'heading':
    case 'para':
      return [b.text];
    case 'fields':
      return b.rows.flatMap((r) => [r.label, r.value]);
    case 'table':
      return [...b.head, ...b.rows.flat()];
    case 'signature':
      return [...b.lines];
    case 'space':
      return [];
  }
};

describe('Issue 13 point 10: what people read never presents a configured value as law, nor cites paths or software words', () => {
  for (const L of LANGS) {
    it(`s.27B, s.27C: every signed document (${L}) says "the portal's configured default", with no path or software word`, () => {
      const demo = demoCase(L);
      const found: string[] = [];
      let provisional = 0;
      for (const t of TEMPLATES) {
        const model = t.sample(demo, `DOC-${t.id}-${L}`);
        const layout = t.layout(model as never);
        const text = [layout.title, ...layout.blocks.flatMap(blockText)].join('\n');
        found.push(...offences(`${t.id} (${L})`, text));
        if (/section 27[bc]\b/.test(text))
          found.push(`${t.id} (${L}): «section 27b/27c»: the section keeps its capital letter (section 27B, 27C)`);
        if (model.header.configured.length > 0) {
          provisional += 1;
          assert.match(
            text,
            L === 'hi' ? /पोर्टल का पूर्वनिर्धारित मान/ : /the portal's configured default/,
            `${t.id}: the provisional value is said as such`,
          );
        }
      }
      assert.deepEqual(found, []);
      assert.ok(provisional >= 2, 'the final order and the recovery reference carry provisional periods');
    });

    it(`Rule 7(12): the appellate order (${L}) states when the penalty that stands must be paid`, () => {
      const demo = demoCase(L);
      const t = TEMPLATES.find((x) => x.id === 'appellate-order')!;
      const text = t
        .layout(t.sample(demo, 'DOC-ao') as never)
        .blocks.flatMap(blockText)
        .join('\n');
      assert.match(
        text,
        L === 'hi'
          ? /दिनांक 16 दिसंबर 2026 तक, भारतीय जीव-जंतु कल्याण बोर्ड की निधि में जमा की जाए/
          : /within 30 days of this order, that is by 16 December 2026/,
      );
      assert.match(
        text,
        L === 'hi'
          ? /राज्य द्वारा धारा 27ग के अधीन अवधि अधिसूचित किए जाने तक पोर्टल का पूर्वनिर्धारित मान/
          : /the portal's configured default of 30 days until the State notifies a period under section 27C/,
      );
    });

    it(`s.27B, s.27C: every email (${L}) for every clock and lapse names a provisional period as such`, () => {
      const lang = L as Lang;
      const found: string[] = [];
      let told = 0;
      const link = 'https://ctp.example.gov.in/my/cases/1';
      for (const clock of Object.keys(CLOCKS) as ClockId[]) {
        const basis = CLOCKS[clock].basis;
        const base = { lang, caseNumber: 'CTR/AGRS/2026/1', clock, due: '2026-09-19' as never, basis, link };
        const msgs = [
          reminderMessage({ ...base, today: '2026-09-12' as never }),
          deadlineSetMessage(base),
          lapseMessage(base),
          ...lapseEffects(clock).map((effect) => lapseMessage({ ...base, effect, basis: effect.basis })),
          ...nearEffects(clock).map((effect) =>
            nearMessage({ ...base, effect, basis: effect.basis, today: '2026-09-01' as never }),
          ),
        ];
        for (const m of msgs) {
          found.push(...offences(`${clock} (${L})`, `${m.subject}\n${m.body}`));
        }
        const provisional = /पोर्टल का पूर्वनिर्धारित मान|the portal's configured default/;
        if (clock === 'appeal' || clock === 'recovery') {
          for (const m of msgs)
            assert.match(m.body, provisional, `${clock}: the email says the period is provisionally fixed`);
          told += 1;
        } else {
          for (const m of msgs)
            assert.doesNotMatch(
              m.body,
              provisional,
              `${clock}: a period of the Rules (or the order's own) is not called provisional`,
            );
        }
      }
      for (const t of TEMPLATES) {
        const m = documentMessage({
          lang,
          caseNumber: 'CTR/AGRS/2026/1',
          template: t.id,
          issuedOn: '2026-08-20' as never,
          depositDueOn: '2026-09-19' as never,
          link,
        });
        found.push(...offences(`document email ${t.id} (${L})`, `${m.subject}\n${m.body}`));
      }
      assert.equal(told, 2, 'the appeal and recovery clocks were both checked');
      const v = verificationMail('a@example.in', lang, 'Ramesh', '123456', 15);
      found.push(...offences(`verification (${L})`, JSON.stringify(v)));
      assert.deepEqual(found, []);
    });
  }

  it('the web catalogues (English and Hindi) never present a configured value as law nor cite a path', () => {
    const found: string[] = [];
    for (const [lang, cat] of [
      ['en', en],
      ['hi', hi],
    ] as const) {
      for (const [k, text] of Object.entries(cat)) found.push(...offences(`${lang} ${k}`, text));
    }
    assert.deepEqual(found, []);
  });

  it("the step catalogue's labels and help (English and Hindi) never present a configured value as law nor cite a path", () => {
    const found: string[] = [];
    const seen = new Set<unknown>();
    const walk = (v: unknown, where: string): void => {
      if (v === null || typeof v !== 'object' || seen.has(v)) return;
      seen.add(v);
      for (const [k, x] of Object.entries(v)) {
        if ((k === 'en' || k === 'hi') && typeof x === 'string') found.push(...offences(where, x));
        else walk(x, `${where}.${k}`);
      }
    };
    let words = 0;
    for (const [kind, steps] of Object.entries(STEPS))
      for (const [type, step] of Object.entries(steps)) {
        walk(step, `${kind}/${type}`);
        words += 1;
      }
    assert.ok(words > 20, 'the catalogue was walked');
    assert.deepEqual(found, []);
  });

  it('the check itself finds each kind of forbidden word', () => {
    for (const bad of [
      'see docs/assumptions.md A-1',
      'issue 13',
      '60 दिन (विन्यस्त मान)',
      'a configured value',
      'शास्ति विधि द्वारा अनुमत से अधिक है',
      'A period set by the Rules has run out',
      'within the period of section 27C',
    ]) {
      assert.notDeepEqual(offences('probe', bad), [], bad);
    }
    assert.deepEqual(
      offences(
        'probe',
        "The period is the portal's configured default until the State notifies a period under section 27C.",
      ),
      [],
    );
  });
});
