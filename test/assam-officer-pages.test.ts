// Issue 31: an Assam officer reads the officer's side in Assamese (Bengali in the Barak Valley) with no silent English:
// the worklist and the officer's case page with its forms, the appeal's scrutiny, the refusals, the deadline watcher,
// the money pages, the account and calendar page, service by email and its proof, the step forms' words, the process
// server's phone app and the office's field-service pages, the office's pages for parties without an account and their
// claims, the help desk, the office's names and address, and the appeal's amounts and uploads. The
// catalogues are typed (a missing key fails the type check); this test checks that none of those keys is still among
// the areas shown in English (PENDING_EN), and that each has its own text.

import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { en } from '../src/web/i18n/en.ts';
import { as, PENDING_EN } from '../src/web/i18n/as.ts';
import { bn } from '../src/web/i18n/bn.ts';
import { officerEn } from '../src/web/i18n/officer.ts';
import { deadlinesEn } from '../src/web/i18n/deadlines.ts';
import { moneyEn } from '../src/web/i18n/money.ts';
import { calendarEn } from '../src/web/i18n/calendar.ts';
import { serviceEmailEn } from '../src/web/i18n/service-email.ts';
import { serviceProofEn } from '../src/web/i18n/service-proof.ts';
import { stepsEn } from '../src/web/i18n/steps.ts';
import { OFFICER_PAGE_KEYS } from '../src/web/i18n/officer-page-regional.ts';
import { STATS_EN } from '../src/web/i18n/stats-en.ts';
import { holidaysAssamEn } from '../src/web/i18n/holidays-assam.ts';
import { stateValuesEn } from '../src/web/i18n/state-values.ts';
import { fieldEn } from '../src/web/i18n/field.ts';
import { phoneOfficeEn } from '../src/web/i18n/as-parties-more.ts';
import { claimsOfficeEn, partiesNowOfficeEn } from '../src/web/i18n/as-parties-now.ts';
import { officeWordsEn } from '../src/web/i18n/office-words.ts';
import { frictionEn } from '../src/web/i18n/friction.ts';
import { labels, PROVISIONS } from '../src/rules/provisions.ts';
import type { ProvisionId } from '../src/rules/provisions.ts';
import { provisionLabel } from '../src/web/pages/public.tsx';
import { scriptOffences } from './assam-sources.ts';

// With the dashboards and statistics, the State's holiday list and the Assam judgment form, and the State's values.
const OFFICER_KEYS = [
  officerEn,
  deadlinesEn,
  moneyEn,
  calendarEn,
  serviceEmailEn,
  serviceProofEn,
  stepsEn,
  STATS_EN,
  holidaysAssamEn,
  stateValuesEn,
  fieldEn,
  phoneOfficeEn,
  claimsOfficeEn,
  partiesNowOfficeEn,
  officeWordsEn,
  frictionEn,
]
  .flatMap((m) => Object.keys(m))
  .concat(OFFICER_PAGE_KEYS) as (keyof typeof en)[];

/** Texts the same in every language: a placeholder alone, a dash. */
const hasWords = (s: string): boolean => /\p{L}/u.test(s.replace(/\{\w+\}/g, ''));

/** The officer's keys whose text in a catalogue is the English one. */
function englishOnOfficerSide(cat: Readonly<Record<keyof typeof en, string>>): (keyof typeof en)[] {
  return OFFICER_KEYS.filter((k) => hasWords(en[k]) && cat[k] === en[k]);
}

describe("issue 31: an Assam officer's pages and forms in Assamese and Bengali", () => {
  it("the officer's side is not among the areas still shown in English", () => {
    const pending = new Set(Object.keys(PENDING_EN));
    assert.ok(OFFICER_KEYS.length > 740, `${OFFICER_KEYS.length} keys`);
    assert.deepEqual(
      OFFICER_KEYS.filter((k) => pending.has(k)),
      [],
    );
  });

  for (const [l, cat] of [
    ['as', as],
    ['bn', bn],
  ] as const) {
    it(`${l}: every key of the officer's side has its own text, not the English one`, () => {
      assert.deepEqual(englishOnOfficerSide(cat), []);
    });
  }

  it("pinned: the case page's record button, the service form and a refusal read in Assamese and Bengali", () => {
    assert.equal(as['off.record'], 'আদেশ-পত্ৰত লিপিবদ্ধ কৰক');
    assert.equal(bn['off.record'], 'আদেশপত্রে লিপিবদ্ধ করুন');
    assert.equal(as['off.f.mode'], 'জাননী প্ৰদানৰ মাধ্যম');
    assert.equal(bn['refusal.REPLY.EXTENSION_EXCEEDS_15_DAYS'], 'উত্তরের সময় মোট সর্বাধিক 15 দিন বাড়ানো যায়।');
  });

  it("pinned: the process server's phone app, the paper parties' page and the help desk read in Assamese and Bengali", () => {
    assert.equal(as['field.manner.tender'], 'ব্যক্তিগৰাকীক হাতে হাতে প্ৰদান (নিয়ম 4(5)(i))');
    assert.equal(bn['field.manner.affixing'], 'বাইরের দরজায় লাগিয়ে দেওয়া, সাক্ষীসহ (নিয়ম 4(5)(iii))');
    assert.equal(as['pp.enter'], 'একাউণ্ট নথকা পক্ষ অন্তৰ্ভুক্ত কৰক');
    assert.equal(bn['assist.nav'], 'সহায়তা কেন্দ্র');
  });

  it("every provision cited on an officer's page is named in Assamese and Bengali, not in Hindi or English", () => {
    const all = labels(Object.keys(PROVISIONS) as ProvisionId[]);
    for (const l of ['as', 'bn'] as const) {
      const named = all.map((x) => provisionLabel(x, l));
      // Roman numerals (Form-II, clause (ii)) are the Rules' own.
      const latin = named.filter((s) => /[A-Za-z]{2,}/.test(s.replace(/\b[IVXivx]+\b/g, '')));
      assert.deepEqual(latin, [], `${l}: English left`);
      assert.deepEqual(
        named.filter((s) => /[\u0900-\u097f]/.test(s)),
        [],
        `${l}: Devanagari`,
      );
      assert.deepEqual(scriptOffences(l, named), [], `${l}: script`);
    }
    assert.equal(provisionLabel('Section 27B', 'as'), 'ধাৰা 27খ');
    assert.equal(provisionLabel('Form-II', 'bn'), 'প্রপত্র-II');
    assert.equal(provisionLabel('Rule 4(1)', 'hi'), 'नियम 4(1)');
  });

  it("the check fails on an officer's key filled from English (a planted fallback)", () => {
    assert.deepEqual(englishOnOfficerSide({ ...as, 'off.next': en['off.next'] }), ['off.next']);
  });
});
