// Assam's order of 15 April 2025 under the Assam Official Language Act, 1960: an Assam office's reader reads the record
// in Assamese or Bengali. Every event of every proceeding (the complaint case, the appeal, the Assam track, the money
// book) has its officer's line, its party's sentence and its note in both, never the English in their place, with the
// same facts to fill ({date}, {days}, {amount}); Assamese in its own letters (ৰ, never Bengali র), Bengali never ৰ.

import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { EVENT_CATALOGUES } from '../src/app/proceedings/events.ts';
import { MONEY_EVENTS } from '../src/app/proceedings/money/events.ts';
import type { EventEntry, Text } from '../src/app/proceedings/catalogue.ts';
import { dateText } from '../src/app/proceedings/words.ts';
import { amountIn, countIn, longDate } from '../src/web/format.ts';
import type { LocalDate } from '../src/lib/local-date.ts';
import { everySample } from './event-samples.ts';
import { ADJUDICATION_EVENTS, sheetSentence } from '../src/app/proceedings/adjudication/events.ts';
import type { AdjudicationEvent } from '../src/domain/adjudication/events.ts';
import { sheetRow } from '../src/documents/templates/regional-appeal.ts';
import { count } from '../src/documents/templates/regional.ts';
import { longDate as docDate, money } from '../src/documents/format.ts';
import { formatLegal } from '../src/lib/local-date.ts';
import { rupees } from '../src/lib/indian-format.ts';

const ENTRIES: ReadonlyMap<string, EventEntry<unknown>> = new Map(
  [...Object.values(EVENT_CATALOGUES), MONEY_EVENTS].flatMap((c) =>
    Object.entries(c as Readonly<Record<string, EventEntry<unknown>>>),
  ),
);

/** The facts a sample carries that a sentence may quote as given (names, numbers, reasons): any with a capital or digit. */
const factsOf = (x: unknown): string[] =>
  typeof x === 'string'
    ? /[A-Z0-9]/u.test(x) && !/^\d{4}-\d\d-\d\d$/u.test(x)
      ? [x]
      : []
    : x && typeof x === 'object'
      ? Object.values(x).flatMap(factsOf)
      : [];

const holes = (t: Text | undefined, where: string, facts: readonly string[] = []): string[] => {
  if (t === undefined) return [];
  const out: string[] = [];
  for (const f of facts.filter((f) => t.en.includes(f)))
    for (const l of ['as', 'bn'] as const) if (!t[l]?.includes(f)) out.push(`${where} [${l}]: leaves out "${f}"`);
  for (const l of ['as', 'bn'] as const) {
    const s = (t as Partial<Text>)[l];
    if (typeof s !== 'string' || s.trim() === '') out.push(`${where} [${l}]: missing`);
    else if (t.en.trim() !== '' && s === t.en) out.push(`${where} [${l}]: the English words`);
    else if (/[A-Za-z]{4,}/u.test(s.replace(/\{\w+\}/gu, '')) && !/[A-Za-z]{4,}/u.test(t.hi.replace(/\{\w+\}/gu, '')))
      out.push(`${where} [${l}]: English words in it: ${s}`);
    const want = (t.en.match(/\{\w+\}/gu) ?? []).sort().join();
    if (
      (s ?? '')
        .match(/\{\w+\}/gu)
        ?.sort()
        .join() !== (want || undefined)
    )
      out.push(`${where} [${l}]: fills ${want || 'nothing'}, has ${s}`);
    if (s?.includes('undefined')) out.push(`${where} [${l}]: "undefined" in ${s}`);
  }
  if (t.as?.includes('\u09B0')) out.push(`${where} [as]: Bengali র in ${t.as}`);
  if (/[\u09F0\u09F1]/u.test(t.bn ?? '')) out.push(`${where} [bn]: Assamese ৰ or ৱ in ${t.bn}`);
  return out;
};

describe('Assam Official Language Act, 1960 (order of 15 April 2025): the record reads in Assamese and Bengali', () => {
  it('every officer line of every proceeding has Assamese and Bengali words of its own', () => {
    const found = [...ENTRIES].flatMap(([type, e]) => holes(e.officer, `${type} officer line`));
    assert.deepEqual(found, []);
    assert.ok(ENTRIES.size >= 76, `${ENTRIES.size} event types`);
  });

  it("every party's sentence and note, for each event's facts, has Assamese and Bengali words of its own", () => {
    const samples = everySample();
    const types = new Set(samples.map(([t]) => t));
    assert.deepEqual(
      [...ENTRIES.keys()].filter((t) => !types.has(t)),
      [],
      'an event type without a sample',
    );
    const found = samples.flatMap(([type, e], i) => {
      const entry = ENTRIES.get(type)!;
      return [
        ...holes(entry.party(e).text, `${type} #${i} party sentence`, factsOf(e)),
        ...holes(entry.note?.(e), `${type} #${i} note`, factsOf(e)),
      ];
    });
    assert.deepEqual(found, []);
  });

  it('the check itself: an English line in the Bengali place, or Bengali র in the Assamese, is caught', () => {
    assert.deepEqual(holes({ en: 'Hearing held', hi: 'सुनवाई हुई', as: 'শুনানি হ’ল', bn: 'Hearing held' }, 'x'), [
      'x [bn]: the English words',
    ]);
    assert.deepEqual(holes({ en: 'On {date}', hi: '{date} को', as: '{date} তাৰিখে', bn: 'তারিখে' }, 'y'), [
      'y [bn]: fills {date}, has তারিখে',
    ]);
    assert.equal(holes({ en: 'Heard', hi: 'सुना', as: 'শুনানি করা হ’ল', bn: 'শুনানি হয়েছে' }, 'z').length, 1);
    assert.equal(holes({ en: 'Heard', hi: 'सुना', as: 'শুনানি হ’ল', bn: 'শুনানি হৈছে' }, 'w').length, 0);
    assert.equal(holes({ en: 'Heard', hi: 'सुना', as: 'শুনানি হ’ল', bn: 'শুনানি ৰ' }, 'v').length, 1);
    assert.deepEqual(
      holes({ en: 'Refused: Ill', hi: 'अस्वीकार: Ill', as: 'নাকচ: Ill', bn: 'প্রত্যাখ্যাত' }, 'u', ['Ill']),
      ['u [bn]: leaves out "Ill"'],
    );
  });
});

describe("Assam Official Language Act, 1960: a party's sentence fills its facts in the reader's own formats", () => {
  it('dates, amounts and days from Intl as-IN and bn-IN (lakh grouping); English and Hindi keep ₹ with ASCII digits', () => {
    assert.equal(longDate('2026-12-04', 'as'), '৪ ডিচেম্বৰ, ২০২৬');
    assert.equal(longDate('2026-12-04', 'bn'), '৪ ডিসেম্বর, ২০২৬');
    assert.equal(amountIn(123456750, 'as'), '₹\u00a0১২,৩৪,৫৬৭.৫০');
    assert.equal(amountIn(123456750, 'bn'), '₹১২,৩৪,৫৬৭.৫০');
    assert.equal(amountIn(150000, 'en'), '₹1,500');
    assert.equal(amountIn(150000, 'hi'), '₹1,500');
    assert.equal(countIn(30, 'as'), '৩০');
    assert.equal(countIn(30, 'bn'), '৩০');
    assert.equal(countIn(30, 'hi'), '30');
    // A date the words carry themselves (the day a period ended) is the same Intl date.
    assert.equal(dateText('2026-09-01' as LocalDate).as, '১ ছেপ্তেম্বৰ, ২০২৬');
    assert.equal(dateText('2026-09-01' as LocalDate).bn, '১ সেপ্টেম্বর, ২০২৬');
  });
});

describe("Assam Official Language Act, 1960: the order sheet's row in Assamese, Bengali and Bodo states the English row's facts", () => {
  const LANGS = ['as', 'bn', 'brx'] as const;
  const leaves = (x: unknown, key = ''): [string, unknown][] =>
    x && typeof x === 'object' ? Object.entries(x).flatMap(([k, v]) => leaves(v, k)) : [[key, x]];

  it('who, the dates, the days, the amounts, the ids and the reasons of every row, for every event of the complaint case', () => {
    const samples = everySample().filter(([t]) => t in ADJUDICATION_EVENTS);
    assert.equal(new Set(samples.map(([t]) => t)).size, Object.keys(ADJUDICATION_EVENTS).length);
    const found = samples.flatMap(([type, e], i) => {
      const ev = e as unknown as AdjudicationEvent;
      const en = sheetSentence(ev).en;
      return LANGS.flatMap((L) => {
        const row = sheetRow(L, ev);
        const out: string[] = [];
        const miss = (what: string, want: string): void => {
          if (!row.includes(want)) out.push(`${type} #${i} [${L}] leaves out ${what} "${want}": ${row}`);
        };
        for (const f of factsOf(e).filter((f) => en.includes(f))) miss('the fact', f);
        for (const [k, v] of leaves(e)) {
          if (typeof v === 'string' && /^\d{4}-\d\d-\d\d$/u.test(v) && en.includes(formatLegal(v as LocalDate, 'long')))
            miss(`the date ${k}`, docDate(v as LocalDate, L));
          if (typeof v === 'number' && /Paise$/u.test(k) && en.includes(rupees(v)))
            miss(`the amount ${k}`, money(v, L));
          if (typeof v === 'number' && /days/iu.test(k) && en.includes(`${v} days`)) miss(`the days ${k}`, count(v, L));
        }
        if (row === en || row.trim() === '') out.push(`${type} #${i} [${L}] is not worded: ${row}`);
        if (row.includes('undefined')) out.push(`${type} #${i} [${L}] "undefined": ${row}`);
        return out;
      });
    });
    assert.deepEqual(found, []);
  });

  it('a row pinned: the extension of the time to decide, after the period had ended, in Assamese', () => {
    const [, e] = everySample().filter(([t]) => t === 'proceedings-extended')[1]!;
    assert.equal(
      sheetRow('as', e as unknown as AdjudicationEvent),
      'কাৰ্যবাহীৰ সময় ৩০ দিন বঢ়াই ১ অক্টোবৰ, ২০২৬লৈ কৰা হ’ল: Witness unwell সময়সীমা ১ ছেপ্তেম্বৰ, ২০২৬ তাৰিখে শেষ হোৱাৰ ৩ দিন পিছত বৃদ্ধি কৰা হ’ল; সময়মতে বৃদ্ধি নকৰাৰ কাৰণ: Officer on leave',
    );
  });
});
