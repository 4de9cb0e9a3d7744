// The Assamese catalogue (issue 31): typed against the English one, so a key missing here does not compile. Assamese is
// written in the Bengali block with ৰ (U+09F0) and ৱ (U+09F1), never Bengali র (test/assam-script.test.ts). Legal
// terms follow law/glossary-as.md; the terms no authoritative source we hold fixes are marked there as awaiting
// review by an Assamese legal reader.
//
// Translated: the shell and public pages, registration and sign-in, filing (Form-I) and its receipt, the party's case
// page and order sheet; the officer's side (as-officer.ts, as-officer-more.ts: the worklist, the officer's case page
// and forms, the appeal's scrutiny, the deadline watcher, money, the account and calendar page, service, the step
// forms' words). Not yet translated: the areas in PENDING_EN below, shown in English until an Assamese translation is
// added (statistics, the Assam holidays' names, the State values, the office's page for paper parties' claims and its
// event names (claims.ts but its `claim.*` keys), the process server's phone app and the officer's page for it
// (field.ts), the officer's adding a party by email or mobile number (parties-now.ts' four officer `who.*` keys), and
// the help desk).
// The party's newer words (claim page, appeal's effect, deposits, record, mobile sign-up) are in as-parties-now.ts;
// the menu, the draft's deletion, the statement's hint, the inbox and the document check in as-parties-more.ts.

import type { Catalogue } from './en.ts';
import { STATS_EN } from './stats-en.ts';
import { worklistAs } from './regional-worklist.ts';
import { holidaysAssamEn } from './holidays-assam.ts';
import { stateValuesEn } from './state-values.ts';
import { datesAs, fileAs } from './as-file.ts';
import { partiesAs } from './as-parties.ts';
import { inboxAs, phoneAs, phoneFirstAs, verifyAs } from './as-parties-more.ts';
import { claimsAs, partiesNowAs } from './as-parties-now.ts';
import { officerAs } from './as-officer.ts';
import { officerPageAs, withoutOfficerPage } from './officer-page-regional.ts';
import { calendarAs, deadlinesAs, moneyAs, serviceEmailAs, serviceProofAs, stepsAs } from './as-officer-more.ts';
import { fieldAs } from './as-field.ts';
import { claimsOfficeAs, frictionAs, officeWordsAs, partiesNowOfficeAs, phoneOfficeAs } from './as-office-pages.ts';

/** The areas an Assamese reader still sees in English (shared with bn.ts): named, so the gap is visible. The officer's
 * case page's own words among them are translated (officer-page-regional.ts). */
export const PENDING_EN = withoutOfficerPage({
  ...STATS_EN,
  ...holidaysAssamEn,
  ...stateValuesEn,
} as const);

export const as: Catalogue = {
  ...PENDING_EN,
  ...officerAs,
  ...deadlinesAs,
  ...moneyAs,
  ...calendarAs,
  ...serviceEmailAs,
  ...serviceProofAs,
  ...stepsAs,
  ...officerPageAs,
  ...phoneFirstAs,
  ...inboxAs,
  ...verifyAs,
  ...phoneAs,
  ...worklistAs,
  // The field service, the office's pages for parties without an account and the help desk (no longer in PENDING_EN).
  ...fieldAs,
  ...phoneOfficeAs,
  ...claimsOfficeAs,
  ...partiesNowOfficeAs,
  ...officeWordsAs,
  ...frictionAs,
  'app.name': 'পশু অনধিকাৰ প্ৰৱেশ গোচৰ পৰ্টেল',
  'app.tagline': 'পশু অনধিকাৰ প্ৰৱেশ নিয়মাৱলী, 2026ৰ অধীনত অভিযোগ আৰু আপীল',
  'nav.skip': 'মূল বিষয়বস্তুলৈ যাওক',
  'nav.home': 'মূল পৃষ্ঠা',
  'nav.guide': 'প্ৰক্ৰিয়া কেনেকৈ চলে',
  'nav.status': 'গোচৰৰ অৱস্থা',
  'nav.calculator': 'সময়সীমা গণক',
  'nav.myCases': 'মোৰ গোচৰ',
  'nav.file': 'অভিযোগ দাখিল কৰক',
  'nav.signIn': 'ছাইন ইন কৰক',
  'nav.signOut': 'ছাইন আউট কৰক',
  'nav.register': 'পঞ্জীয়ন কৰক',
  'nav.menu': 'মূল তালিকা',
  'nav.signedInAs': '{name} হিচাপে ছাইন ইন কৰা হৈছে',
  'lang.switch': 'English',
  'lang.switchLabel': 'View the portal in English',
  'footer.text':
    'পশু অনধিকাৰ প্ৰৱেশ নিয়মাৱলী, 2026 (G.S.R. 551(E)), 2 জুলাই 2026ৰ পৰা বলবৎ। এই পৰ্টেলে তৃতীয় পক্ষৰ কোনো অনুসৰণকাৰী নাৰাখে।',
  'footer.privacy': 'গোপনীয়তাৰ জাননী',

  'common.continue': 'সাঁচি থৈ আগবাঢ়ক',
  'common.back': 'উভতি যাওক',
  'common.submit': 'দাখিল কৰক',
  'common.optional': '(ঐচ্ছিক)',
  'common.errorSummary': 'এটা সমস্যা আছে',
  'common.errorSummaryHint': 'তলৰ কথাখিনি শুধৰাই পুনৰ চেষ্টা কৰক:',
  'common.yes': 'হয়',
  'common.no': 'নহয়',
  'common.none': 'একো নাই',
  'common.change': 'সলনি কৰক',
  'common.date': 'তাৰিখ',
  'common.basis': 'নিয়ম',
  'common.download': 'ডাউনলোড কৰক',
  'common.dateHint': 'দিন/মাহ/বছৰ, যেনে 03/07/2026 বা 03072026',

  'error.title': 'কিবা এটা ভুল হ’ল',
  'error.notFound': 'এই পৃষ্ঠাটো নাই। ঠিকনাটো পৰীক্ষা কৰক, বা মূল পৃষ্ঠাৰ পৰা আকৌ আৰম্ভ কৰক।',
  'error.forbidden': 'আপুনি এই কাম কৰিব নোৱাৰে।',
  'error.csrf': 'আপোনাৰ প্ৰপত্ৰৰ ম্যাদ উকলিল বা ই আন এটা ৱেবছাইটৰ পৰা আহিছে। উভতি গৈ পৃষ্ঠাটো পুনৰ লোড কৰি আকৌ দাখিল কৰক।',
  'error.internal': 'আমাৰ ফালে কিবা এটা ভুল হ’ল। পুনৰ চেষ্টা কৰক; আকৌ হ’লে কাৰ্যালয়ক উল্লেখ নম্বৰ {id} জনাওক।',
  'error.signInNeeded': 'আগবাঢ়িবলৈ ছাইন ইন কৰক।',
  'error.generic': 'অনুৰোধটো সম্পূৰ্ণ কৰিব পৰা নগ’ল: {detail}',

  'home.title': 'পশুৰ অনধিকাৰ প্ৰৱেশৰ অভিযোগ কৰক, আপোনাৰ গোচৰ অনুসৰণ কৰক, আদেশৰ বিৰুদ্ধে আপীল কৰক',
  'home.lead':
    'পশুৱে আপোনাৰ শস্য বা মাটিৰ ক্ষতি কৰিলে আপুনি মহকুমা দণ্ডাধীশৰ ওচৰত অভিযোগ কৰিব পাৰে। বিষয়াগৰাকীয়ে আপোনাৰ অভিযোগ পোৱাৰ 15 দিনৰ ভিতৰত কাৰণ দৰ্শোৱাৰ জাননী জাৰি কৰিব লাগিব আৰু 6 মাহৰ ভিতৰত গোচৰটো নিষ্পত্তি কৰিব লাগিব।',
  'home.fileCta': 'অভিযোগ দাখিল কৰক (প্ৰপত্ৰ-I)',
  'home.statusCta': 'গোচৰৰ অৱস্থা চাওক',
  'home.guideCta': 'প্ৰক্ৰিয়া কেনেকৈ চলে পঢ়ক',
  'home.calculatorCta': 'সময়সীমা গণনা কৰক',

  'status.title': 'গোচৰৰ অৱস্থা',
  'status.lead':
    'আপোনাৰ প্ৰাপ্তি-ৰচিদৰ পৰা গোচৰ নম্বৰটো দিয়ক। যিকোনো লোকে গোচৰৰ পৰ্যায় চাব পাৰে; কোনো ব্যক্তিগত তথ্য দেখুওৱা নহয়।',
  'status.number': 'গোচৰ নম্বৰ',
  'status.numberHint': 'যেনে CTR/AGRS/2026/12',
  'status.check': 'অৱস্থা চাওক',
  'status.notFound': '{number} নম্বৰৰ কোনো গোচৰ নাই। আপোনাৰ প্ৰাপ্তি-ৰচিদত থকা নম্বৰটো পৰীক্ষা কৰক।',
  'status.required': 'গোচৰ নম্বৰটো দিয়ক',
  'status.kind': 'কাৰ্যবাহীৰ প্ৰকাৰ',
  'status.stage': 'পৰ্যায়',
  'status.receivedOn': 'প্ৰাপ্তিৰ তাৰিখ',
  'status.closedOn': 'বন্ধ হোৱাৰ তাৰিখ',
  'status.nextDue': 'পৰৱৰ্তী তাৰিখ',
  'status.nextActor': 'কোনে ব্যৱস্থা ল’ব লাগিব',

  'kind.adjudication': 'ন্যায়নিৰ্ণায়ক বিষয়াৰ আগত অভিযোগ',
  'kind.appeal': 'আপীল কৰ্তৃপক্ষৰ আগত আপীল',
  'kind.assam': 'ধাৰা 26ক (অসম)ৰ অধীনত অভিযোগ কৰা অপৰাধৰ প্ৰতিবেদন',

  'stage.complaint-received': 'অভিযোগ প্ৰাপ্ত; বিষয়াগৰাকীয়ে কাৰণ দৰ্শোৱাৰ জাননী জাৰি কৰিব লাগিব',
  'stage.notice-issued': 'কাৰণ দৰ্শোৱাৰ জাননী জাৰি কৰা হৈছে; ইয়াক প্ৰদান কৰা হৈ আছে',
  'stage.notice-served': 'কাৰণ দৰ্শোৱাৰ জাননী প্ৰদান কৰা হৈছে; উত্তৰলৈ অপেক্ষা',
  'stage.reply-received': 'উত্তৰ প্ৰাপ্ত; শুনানিৰ তাৰিখ ধাৰ্য কৰা হ’ব',
  'stage.hearing-fixed': 'শুনানিৰ তাৰিখ ধাৰ্য কৰা হৈছে',
  'stage.ex-parte': 'সময়মতে উত্তৰ অহা নাই; গোচৰটো উত্তৰ নোহোৱাকৈয়ে আগবাঢ়িব (একপক্ষীয়ভাৱে)',
  'stage.heard': 'শুনানি হৈ গৈছে; আদেশলৈ অপেক্ষা',
  'stage.order-passed': 'আদেশ দিয়া হৈছে',
  'stage.recovery': 'নিদিয়া জৰিমনা আদায়ৰ বাবে পঠোৱা হৈছে',
  'stage.closed': 'গোচৰ বন্ধ',
  'stage.filed': 'আপীল দাখিল; পৰীক্ষাধীন',
  'stage.refused': 'আপীলৰ পঞ্জীয়ন নাকচ কৰা হৈছে',
  'stage.admitted': 'আপীল গ্ৰহণ কৰা হৈছে',
  'stage.decided': 'আপীলৰ নিষ্পত্তি হৈছে',
  'stage.other': 'পৰ্যায়: {stage}',

  'actor.adjudicating-officer': 'ন্যায়নিৰ্ণায়ক বিষয়া (মহকুমা দণ্ডাধীশ)',
  'actor.noticee': 'যাৰ বিৰুদ্ধে অভিযোগ কৰা হৈছে (উত্তৰ)',
  'actor.appellate-authority': 'আপীল কৰ্তৃপক্ষ (জিলা দণ্ডাধীশ)',
  'actor.appellant': 'আপীলকাৰী',
  'actor.respondent': 'প্ৰতিবাদী',
  'actor.penalised-person': 'জৰিমনা আৰোপিত ব্যক্তি (জমা)',
  'actor.other': '{actor}',

  'clock.notice-issue': 'কাৰণ দৰ্শোৱাৰ জাননী জাৰি কৰাৰ শেষ তাৰিখ',
  'clock.reply': 'উত্তৰ দিয়াৰ শেষ তাৰিখ',
  'clock.reply-extension': 'বৰ্ধিত উত্তৰৰ শেষ তাৰিখ',
  'clock.disposal': 'গোচৰ নিষ্পত্তিৰ শেষ তাৰিখ',
  'clock.disposal-extension': 'নিষ্পত্তিৰ বৰ্ধিত তাৰিখ',
  'clock.rectify': 'ত্ৰুটি শুধৰোৱাৰ শেষ তাৰিখ',
  'clock.refusal-communication': 'নাকচৰ কথা জনোৱাৰ শেষ তাৰিখ',
  'clock.respondent-reply': 'প্ৰতিবাদীৰ উত্তৰৰ শেষ তাৰিখ',
  'clock.appeal': 'আপীল দাখিলৰ শেষ তাৰিখ',
  'clock.deposit': 'জৰিমনা জমা দিয়াৰ শেষ তাৰিখ',

  'period.notice-issue': 'কাৰণ দৰ্শোৱাৰ জাননী জাৰি (নিয়ম 4(1)): অভিযোগ প্ৰাপ্তিৰ পৰা 15 দিন',
  'period.reply': 'কাৰণ দৰ্শোৱাৰ জাননীৰ উত্তৰ (নিয়ম 4(1)): জাননী প্ৰদানৰ পৰা জাননীত দিয়া দিনসংখ্যা',
  'period.reply-extension': 'উত্তৰৰ বৰ্ধিত সময় (নিয়ম 4(4)): সৰ্বাধিক আৰু 15 দিন',
  'period.disposal': 'গোচৰৰ নিষ্পত্তি (নিয়ম 5): অভিযোগ প্ৰাপ্তিৰ পৰা 6 মাহ',
  'period.disposal-extension': 'নিষ্পত্তিৰ বৰ্ধিত সময় (নিয়ম 6): সৰ্বাধিক আৰু 30 দিন',
  'period.rectify': 'আপীলৰ ত্ৰুটি শুধৰোৱা (নিয়ম 7(6)): 15 দিন',
  'period.refusal-communication': 'আপীলৰ পঞ্জীয়ন নাকচৰ কথা জনোৱা (নিয়ম 7(6)): 7 দিন',
  'period.respondent-reply': 'আপীলত প্ৰতিবাদীৰ উত্তৰ (নিয়ম 7(8)): জাননীত দিয়া দিনসংখ্যা, সৰ্বাধিক 30',
  'period.appeal':
    'আপীল দাখিল (ধাৰা 27খ; ধাৰা 27খৰ পাঠ উপলব্ধ নোহোৱালৈকে ৰাজ্যই অস্থায়ীভাৱে নিৰ্ধাৰণ কৰা সময়): আদেশৰ তাৰিখৰ পৰা',
  'period.deposit': 'জৰিমনা জমা দিয়া (নিয়ম 4(12), ধাৰা 27গ): আদেশত দিয়া দিনসংখ্যা',
  'period.recovery':
    'ব’ৰ্ডে আদায় কৰাৰ আগতে জৰিমনা পৰিশোধ (নিয়ম 4(14), ধাৰা 27গ): ধাৰা 27গৰ পাঠ উপলব্ধ নোহোৱালৈকে ৰাজ্যই অস্থায়ীভাৱে নিৰ্ধাৰণ কৰা সময়, আদেশৰ পৰা',
  'calc.title': 'সময়সীমা গণক',
  'calc.lead':
    'নিয়মাৱলীয়ে দিয়া সময়ৰ শেষ দিনটো গণনা কৰক। ঘটনাৰ দিনটো গণনা কৰা নহয় (সাধাৰণ দফা আইন, ধাৰা 9); কামটো আপোনাৰ হ’লে আৰু শেষ দিনটোত কাৰ্যালয় বন্ধ থাকিলে, ই পিছৰ খোলা দিনলৈ যায় (ধাৰা 10)।',
  'calc.clock': 'কোনটো সময়সীমা',
  'calc.from': 'ঘটনাৰ তাৰিখ',
  'calc.days': 'জাননী বা আদেশত দিয়া দিনসংখ্যা',
  'calc.daysHint': 'কেৱল বিষয়াই নিৰ্ধাৰণ কৰা সময়ৰ বাবে (উত্তৰ, জমা, প্ৰতিবাদীৰ উত্তৰ, সময় বৃদ্ধি)',
  'calc.jurisdiction': 'ৰাজ্য',
  'calc.jurisdiction.in': 'ভাৰতৰ যিকোনো ঠাই (কেন্দ্ৰীয় নিয়মাৱলী)',
  'calc.jurisdiction.in-as': 'অসম',
  'calc.compute': 'গণনা কৰক',
  'calc.result': 'শেষ দিনটো হ’ল {date}',
  'calc.resultShort': 'সংখ্যাত: {date}',
  'calc.moved': 'নিৰ্ধাৰিত শেষ দিন {date} বন্ধৰ দিন, সেয়েহে ই পিছৰ খোলা দিনলৈ যায়।',
  'calc.configured':
    'এই সময়সীমা নিয়মাৱলীত নাই: আইনৰ ধাৰাটোৰ পাঠ উপলব্ধ নোহোৱালৈকে ই ৰাজ্যই অস্থায়ীভাৱে নিৰ্ধাৰণ কৰিছে। কাৰ্যালয়ৰ পৰা নিশ্চিত হওক।',
  'calc.basis': 'বিধান: {basis}',
  'calc.calendar':
    'দেওবাৰ, দ্বিতীয় আৰু চতুৰ্থ শনিবাৰ আৰু ৰাষ্ট্ৰীয় বন্ধৰ দিনত (26 জানুৱাৰী, 15 আগষ্ট, 2 অক্টোবৰ) কাৰ্যালয় বন্ধ; ৰাজ্যই জাননী দিয়া বন্ধৰ দিন ইয়াত ধৰা হোৱা নাই।',
  'calc.fromRequired': 'ঘটনাৰ তাৰিখ দিন/মাহ/বছৰ হিচাপে দিয়ক, যেনে 03/07/2026',
  'calc.daysRequired': 'দিনসংখ্যা দিয়ক (এটা পূৰ্ণ সংখ্যা)',
  'calc.clockRequired': 'এটা সময়সীমা বাছি লওক',

  'guide.title': 'পশু অনধিকাৰ প্ৰৱেশৰ অভিযোগ কেনেকৈ আগবাঢ়ে',
  'guide.lead': 'পশু অনধিকাৰ প্ৰৱেশ নিয়মাৱলী, 2026ৰ এটা সহজ সাৰাংশ। ৰাজপত্ৰত প্ৰকাশিত নিয়মাৱলীহে প্ৰামাণিক।',
  'guide.s1.h': '1. অভিযোগ (নিয়ম 3, প্ৰপত্ৰ-I)',
  'guide.s1.p':
    'যাৰ শস্য বা মাটিৰ ক্ষতি হৈছে তেওঁ, বা তেওঁৰ ক্ষমতাপ্ৰাপ্ত প্ৰতিনিধি, বা এজন ক্ষমতাপ্ৰাপ্ত বিষয়াই প্ৰপত্ৰ-I ত ন্যায়নিৰ্ণায়ক বিষয়াৰ (মহকুমা দণ্ডাধীশ বা কাৰ্যবাহী দণ্ডাধীশ) ওচৰত কাগজত বা অনলাইনত অভিযোগ কৰে।',
  'guide.s2.h': '2. কাৰণ দৰ্শোৱাৰ জাননী (নিয়ম 4(1), 4(3), প্ৰপত্ৰ-II)',
  'guide.s2.p':
    'অভিযোগ পোৱাৰ 15 দিনৰ ভিতৰত বিষয়াগৰাকীয়ে যাৰ বিৰুদ্ধে অভিযোগ কৰা হৈছে তেওঁলৈ অভিযোগৰ প্ৰতিলিপিৰে সৈতে কাৰণ দৰ্শোৱাৰ জাননী পঠিয়ায়। জাননী প্ৰদানৰ পৰা উত্তৰ দিবলৈ সৰ্বাধিক 30 দিন দিয়া হয়।',
  'guide.s3.h': '3. জাননী প্ৰদান (নিয়ম 4(5))',
  'guide.s3.p':
    'জাননীখন হাতে হাতে দিয়া হয়; বা ইলেকট্ৰনিক মাধ্যমেৰে বা স্পীড পোষ্টেৰে পঠোৱা হয়; দুয়োটা বিফল হ’লেহে ঘৰ বা ব্যৱসায়ৰ ঠাইৰ বাহিৰৰ দুৱাৰত লগাই দিয়া হয়।',
  'guide.s4.h': '4. উত্তৰ আৰু অধিক সময় (নিয়ম 4(4), 4(6), 4(7), 4(8))',
  'guide.s4.p':
    'যাৰ বিৰুদ্ধে অভিযোগ কৰা হৈছে তেওঁ স্বীকাৰ বা অস্বীকাৰ কৰি উত্তৰ দিয়ে। যথেষ্ট কাৰণ থাকিলে বিষয়াগৰাকীয়ে সৰ্বাধিক আৰু 15 দিন দিব পাৰে। উত্তৰ নাহিলে বিষয়াগৰাকীয়ে একপক্ষীয়ভাৱে আগবাঢ়িব পাৰে। উলংঘন স্বীকাৰ কৰিলে বিষয়াগৰাকীয়ে তৎক্ষণাত আদেশ দিব পাৰে।',
  'guide.s5.h': '5. শুনানি (নিয়ম 4(6), 4(9), 4(10), 4(11))',
  'guide.s5.p':
    'বিষয়াগৰাকীয়ে শুনানিৰ তাৰিখ ধাৰ্য কৰে, অভিযোগ কৰা উলংঘন বুজাই দিয়ে, আৰু দুয়ো পক্ষৰ কথা সশৰীৰে বা আইনী প্ৰতিনিধিৰ জৰিয়তে শুনে। যিকোনো পক্ষই সাক্ষী আৰু নথিৰ তালিকা, আৰু অনুমতি দিলে লিখিত যুক্তি দিব পাৰে।',
  'guide.s6.h': '6. আদেশ (নিয়ম 4(12), 4(13), 4(15), নিয়ম 5, নিয়ম 6)',
  'guide.s6.p':
    'বিষয়াগৰাকীয়ে জমা দিয়াৰ সময়সহ জৰিমনা আৰোপ কৰে বা ক্ষতিপূৰণ, খৰচ বা মাচুল নিৰ্ধাৰণ কৰে, নহ’লে অভিযোগ খাৰিজ কৰে। দুয়ো পক্ষই বিনামূলীয়াকৈ স্বাক্ষৰিত প্ৰতিলিপি পায়। অভিযোগৰ 6 মাহৰ ভিতৰত গোচৰ শেষ হ’ব লাগিব; বিষয়াগৰাকীয়ে কাৰণ লিপিবদ্ধ কৰি সৰ্বাধিক 30 দিন বঢ়াব পাৰে।',
  'guide.s7.h': '7. আপীল (নিয়ম 7, প্ৰপত্ৰ-III)',
  'guide.s7.p':
    'আদেশৰ বিৰুদ্ধে আদেশৰ প্ৰতিলিপি, তথ্য আৰু কাৰণসহ প্ৰপত্ৰ-III ত জিলা দণ্ডাধীশ বা অতিৰিক্ত জিলা দণ্ডাধীশৰ ওচৰত আপীল কৰিব পাৰি। ত্ৰুটি 15 দিনৰ ভিতৰত শুধৰাব লাগিব। আপীলৰ শুনানি হয়, ভিডিঅ’ৰ জৰিয়তেও হ’ব পাৰে, আৰু আদেশ বহাল, সংশোধন বা বাতিল কৰা হয়।',
  'guide.s8.h': '8. নিদিয়া জৰিমনা (নিয়ম 4(14), নিয়ম 8)',
  'guide.s8.p':
    'সময়মতে জমা নিদিয়া জৰিমনা ভাৰতীয় জীৱ-জন্তু কল্যাণ ব’ৰ্ডে আদায় কৰে; জৰিমনাৰ ধন পশুৰ যত্নৰ বাবে ব্যৱহাৰ হোৱা এটা পৃথক পুঁজিলৈ যায়।',

  'auth.register.title': 'পঞ্জীয়ন',
  'auth.register.lead':
    'অভিযোগ দাখিল আৰু অনুসৰণ কৰিবলৈ এটা একাউণ্ট খোলক। পৰীক্ষা কৰিবলৈ আমি আপোনাৰ ইমেইল ঠিকনালৈ ছটা অংকৰ এটা ক’ড পঠিয়াম।',
  'auth.name': 'সম্পূৰ্ণ নাম',
  'auth.email': 'ইমেইল ঠিকনা',
  'auth.phone': 'মোবাইল নম্বৰ',
  'auth.phoneHint': '10 টা অংক, যেনে 98765 43210',
  'auth.password': 'পাছৱৰ্ড',
  'auth.passwordHint': 'অন্ততঃ 10 টা আখৰ; কেইটামান অসম্পৰ্কিত শব্দ মনত ৰখা সহজ',
  'auth.lang': 'ইমেইলৰ ভাষা',
  'auth.register.submit': 'পঞ্জীয়ন কৰক',
  'auth.privacy.title': 'গোপনীয়তাৰ জাননী (ডিজিটেল ব্যক্তিগত তথ্য সুৰক্ষা আইন, 2023)',
  'auth.privacy.what':
    'আমি কি ৰাখোঁ: আপোনাৰ নাম, ইমেইল ঠিকনা, মোবাইল নম্বৰ (যদি দিয়ে), আপোনাৰ পাছৱৰ্ডৰ এটা সাংকেতিক ৰূপ, আৰু আপোনাৰ অভিযোগ, উত্তৰ আৰু আপীলত আপুনি লিখা কথা আৰু আপলোড কৰা ফাইল।',
  'auth.privacy.why':
    'কিয়: পশু অনধিকাৰ প্ৰৱেশ নিয়মাৱলী, 2026ৰ অধীনত কাৰ্যবাহী দাখিল আৰু অনুসৰণ কৰিবলৈ, আপোনালৈ জাননী আৰু ক’ড পঠিয়াবলৈ, আৰু বিষয়াসকলে আপোনাৰ গোচৰৰ নিষ্পত্তি কৰিব পৰাকৈ। আপোনাৰ তথ্য কেৱল গোচৰৰ পক্ষসমূহ আৰু বিষয়াসকলক দেখুওৱা হয়; ৰাজহুৱা গোচৰ-অৱস্থাত কোনো ব্যক্তিগত তথ্য নাথাকে।',
  'auth.privacy.how':
    'কিমান দিন: আপুনি বন্ধ কৰিবলৈ নোকোৱালৈকে আপোনাৰ একাউণ্ট; আইনে কাৰ্যালয়ক যিমান দিন গোচৰৰ নথি ৰাখিবলৈ কয় সিমান দিন গোচৰৰ নথি। কৰ্মচাৰীয়ে আপোনাৰ তথ্য পঢ়িলে তাক লিপিবদ্ধ কৰা হয়।',
  'auth.privacy.rights':
    'আপোনাৰ অধিকাৰ: আপুনি কাৰ্যালয়ক আপোনাৰ তথ্য চাবলৈ, শুধৰাবলৈ বা মচিবলৈ আৰু ইয়াৰ ব্যৱহাৰৰ বিষয়ে অভিযোগ কৰিবলৈ ক’ব পাৰে (আইনৰ ধাৰা 11ৰ পৰা 13)।',
  'auth.privacy.consent': 'মই গোপনীয়তাৰ জাননী পঢ়িছোঁ আৰু তাত কোৱা ধৰণে মোৰ তথ্য ব্যৱহাৰত সন্মতি দিছোঁ',
  'auth.verify.title': 'আপোনাৰ ইমেইল ঠিকনা পৰীক্ষা কৰক',
  'auth.verify.lead': 'আমি {email}লৈ ছটা অংকৰ এটা ক’ড পঠিয়াইছোঁ। ইয়াত সেইটো দিয়ক। ক’ডটো সীমিত সময়ৰ বাবে বৈধ।',
  'auth.code': 'পৰীক্ষণ ক’ড',
  'auth.codeHint': 'ছটা অংক',
  'auth.verify.submit': 'পৰীক্ষা কৰক',
  'auth.verify.done': 'আপোনাৰ ইমেইল ঠিকনা পৰীক্ষিত হ’ল। এতিয়া ছাইন ইন কৰক।',
  'auth.verify.resend': 'নতুন ক’ড পঠিয়াওক',
  'auth.verify.resent': 'ঠিকনাটো পঞ্জীভুক্ত আৰু এতিয়াও পৰীক্ষিত নহ’লে, এটা নতুন ক’ড আহি আছে।',
  'auth.signIn.title': 'ছাইন ইন',
  'auth.signIn.submit': 'ছাইন ইন কৰক',
  'auth.signIn.noAccount': 'এতিয়াও একাউণ্ট নাই? পঞ্জীয়ন কৰক',
  'auth.signOut.done': 'আপুনি ছাইন আউট কৰিলে।',
  'auth.err.nameRequired': 'আপোনাৰ সম্পূৰ্ণ নাম দিয়ক',
  'auth.err.email': 'name@example.com ৰ দৰে এটা ইমেইল ঠিকনা দিয়ক',
  'auth.err.phone': '6, 7, 8 বা 9 ৰে আৰম্ভ হোৱা 10 অংকৰ এটা ভাৰতীয় মোবাইল নম্বৰ দিয়ক',
  'auth.err.password': 'অন্ততঃ 10 টা আখৰৰ এটা পাছৱৰ্ড দিয়ক',
  'auth.err.consent': 'গোপনীয়তাৰ জাননী পঢ়ি সন্মতিৰ বাবে বাকচটোত টিক দিয়ক',
  'auth.err.code': 'ইমেইলত পোৱা ছটা অংকৰ ক’ডটো দিয়ক',
  'auth.err.emailTaken': 'এই ইমেইল ঠিকনাৰে এটা একাউণ্ট আগৰে পৰা আছে। ছাইন ইন কৰক, বা নতুন ক’ড বিচাৰক।',
  'auth.err.invalidCredentials': 'ইমেইল ঠিকনা বা পাছৱৰ্ড শুদ্ধ নহয়',
  'auth.err.notVerified': 'প্ৰথমে আপোনাৰ ইমেইল ঠিকনা পৰীক্ষা কৰক: আমি পঠিওৱা ক’ডটো দিয়ক।',
  'auth.err.codeInvalid': 'ক’ডটো ভুল বা ইয়াৰ ম্যাদ উকলিছে। পৰীক্ষা কৰক বা নতুন এটা বিচাৰক।',
  'auth.err.rateLimited': 'বহুত বেছি চেষ্টা। কেইমিনিটমান অপেক্ষা কৰি পুনৰ চেষ্টা কৰক।',
  'auth.err.invalid': 'এই মান গ্ৰহণযোগ্য নহয়: {detail}',

  'cases.title': 'মোৰ গোচৰ',
  'cases.empty': 'আপোনাৰ এতিয়াও কোনো গোচৰ নাই।',
  'cases.number': 'গোচৰ নম্বৰ',
  'cases.role': 'আপুনি',
  'cases.stage': 'অৱস্থা',
  'cases.next': 'পৰৱৰ্তী তাৰিখ',
  'cases.role.complainant': 'অভিযোগকাৰী',
  'cases.role.respondent': 'যাৰ বিৰুদ্ধে অভিযোগ কৰা হৈছে',
  'cases.role.appellant': 'আপীলকাৰী',
  'cases.role.appeal-respondent': 'আপীলত প্ৰতিবাদী',
  'cases.role.authorised-officer': 'ক্ষমতাপ্ৰাপ্ত বিষয়া',
  'cases.role.representative': 'প্ৰতিনিধি',
  'case.title': 'গোচৰ {number}',
  'case.status': 'অৱস্থা',
  'case.dates': 'নিয়মাৱলীয়ে নিৰ্ধাৰণ কৰা তাৰিখ',
  'case.noDates': 'এতিয়া কোনো সময়সীমা চলি থকা নাই।',
  'case.whoActs': 'কোনে ব্যৱস্থা ল’ব লাগিব: {actor}',
  'case.orderSheet': 'আদেশ-পত্ৰ',
  'case.documents': 'নথি',
  'case.noDocuments': 'এতিয়াও কোনো নথি নাই।',
  'case.upload': 'নথি বা প্ৰমাণ আপলোড কৰক',
  'case.file': 'ফাইল (PDF, JPEG বা PNG)',
  'case.fileHint': 'সৰ্বাধিক {size}',
  'case.uploadSubmit': 'আপলোড কৰক',
  'case.uploaded': 'নথিখন আপলোড কৰা হ’ল আৰু আদেশ-পত্ৰত লিপিবদ্ধ কৰা হ’ল।',
  'case.err.file': 'আপলোড কৰিবলৈ এটা ফাইল বাছি লওক',
  'case.related': 'সম্পৰ্কিত কাৰ্যবাহী',

  'act.title': 'আপুনি এতিয়া কি কৰিব পাৰে',
  'act.done': 'আদেশ-পত্ৰত লিপিবদ্ধ কৰা হ’ল।',
  'act.reply.title': 'কাৰণ দৰ্শোৱাৰ জাননীৰ উত্তৰ (নিয়ম 4(1), নিয়ম 4(6))',
  'act.reply.admits': 'আপুনি উলংঘন স্বীকাৰ কৰেনে?',
  'act.reply.admit': 'হয়, মই স্বীকাৰ কৰোঁ (নিয়ম 4(8): তেতিয়া বিষয়াগৰাকীয়ে তৎক্ষণাত আদেশ দিব পাৰে)',
  'act.reply.deny': 'নহয়, মই অস্বীকাৰ কৰোঁ (শুনানিৰ তাৰিখ ধাৰ্য কৰা হ’ব)',
  'act.reply.text': 'আপোনাৰ লিখিত উত্তৰ',
  'act.reply.witnesses': 'আপুনি পৰীক্ষা কৰাব বিচৰা সাক্ষী, প্ৰতি শাৰীত এজন (নিয়ম 4(11))',
  'act.reply.documents': 'আপুনি নিৰ্ভৰ কৰা নথি, প্ৰতি শাৰীত এখন (তলত আপলোড কৰক)',
  'act.reply.submit': 'উত্তৰ পঠিয়াওক',
  'act.reply.moreTime':
    'অধিক সময় লাগে? যথেষ্ট কাৰণ দেখুৱালে কেৱল বিষয়াগৰাকীয়েহে উত্তৰৰ সময় সৰ্বাধিক 15 দিন বঢ়াব পাৰে (নিয়ম 4(4))। শেষ দিনৰ আগতে কাৰ্যালয়ক আপোনাৰ কাৰণ জনাওক।',
  'act.submission.title': 'লিখিত যুক্তি দাখিল কৰক (নিয়ম 4(10))',
  'act.submission.text': 'আপোনাৰ লিখিত যুক্তি',
  'act.submission.submit': 'যুক্তি দাখিল কৰক',
  'act.list.title': 'সাক্ষী বা নথিৰ তালিকা দিয়ক (নিয়ম 4(11))',
  'act.list.kind': 'তালিকাখন কিহৰ',
  'act.list.witnesses': 'সাক্ষী',
  'act.list.documents': 'নথি',
  'act.list.items': 'নাম বা নথি, প্ৰতি শাৰীত এটা',
  'act.list.submit': 'তালিকা দাখিল কৰক',
  'act.err.admits': 'আপুনি উলংঘন স্বীকাৰ কৰেনে নকৰে কওক',
  'act.err.text': 'পাঠটো লিখক',
  'act.err.items': 'অন্ততঃ এটা শাৰী দিয়ক',
  'act.err.refused': 'গ্ৰহণ কৰা নহ’ল: {detail}',
  'hearing.title': 'শুনানি',
  'hearing.on': '{date} তাৰিখে শুনানি',
  'hearing.mode.in-person': 'সশৰীৰে, ন্যায়নিৰ্ণায়ক বিষয়াৰ কাৰ্যালয়ত',
  'hearing.mode.electronic': 'ভিডিঅ’ৰ জৰিয়তে',
  'hearing.link': 'ভিডিঅ’ লিংক',
  'appeal.title': 'আদেশৰ বিৰুদ্ধে আপীল (প্ৰপত্ৰ-III, নিয়ম 7)',
  'appeal.lead':
    'আপোনাৰ আপীল আপীল কৰ্তৃপক্ষৰ (জিলা দণ্ডাধীশ) ওচৰলৈ যায়। গোচৰৰ নথিত যি আছে আমি পূৰণ কৰি দিছোঁ; পৰীক্ষা কৰি আপোনাৰ কাৰণসমূহ দিয়ক। আদেশৰ প্ৰতিলিপি আপোনাৰ বাবে সংলগ্ন কৰা হৈছে (নিয়ম 7(2))।',
  'appeal.cta': 'এই আদেশৰ বিৰুদ্ধে আপীল কৰক (প্ৰপত্ৰ-III)',
  'appeal.appellant': 'আপুনি, আপীলকাৰী (দফা 1)',
  'appeal.respondent': 'প্ৰতিবাদী (দফা 5)',
  'appeal.name': 'নাম',
  'appeal.parentName': 'পিতৃ বা মাতৃৰ নাম',
  'appeal.address': 'পিনসহ ঠিকনা',
  'appeal.contact': 'যোগাযোগৰ নম্বৰ',
  'appeal.email': 'ইমেইল ঠিকনা',
  'appeal.provisions': 'যি বিধানৰ অধীনত আদেশ দিয়া হৈছিল (দফা 2)',
  'appeal.statementOfContravention': 'যি উলংঘনৰ বিবৃতিৰ ভিত্তিত আদেশ দিয়া হৈছিল (দফা 3)',
  'appeal.grounds': 'আপীলৰ কাৰণ (দফা 4)',
  'appeal.statementOfFacts': 'তথ্যৰ বিবৃতি (দফা 6)',
  'appeal.orderDate': 'আদেশৰ তাৰিখ (দফা 7)',
  'appeal.reliefClaimed': 'বিচৰা প্ৰতিকাৰ (দফা 8)',
  'appeal.item9': 'আপীলখন আইনৰ ধাৰা 27খত উল্লেখ কৰা সময়ৰ ভিতৰত দাখিল কৰা হৈছেনে? (দফা 9)',
  'appeal.item9.yes': 'হয়',
  'appeal.item9.no': 'নহয়',
  'appeal.item9.helpOpen':
    'আপোনাৰ উত্তৰ আপুনি দিয়াৰ দৰেই প্ৰপত্ৰ-III ত ছপা হয়। আপোনাৰ সহায়ৰ বাবে: পৰ্টেলৰ গণনা অনুসৰি সময় {date} তাৰিখে শেষ হয়।',
  'appeal.item9.helpPassed':
    'আপোনাৰ উত্তৰ আপুনি দিয়াৰ দৰেই প্ৰপত্ৰ-III ত ছপা হয়। আপোনাৰ সহায়ৰ বাবে: পৰ্টেলৰ গণনা অনুসৰি সময় {date} তাৰিখে শেষ হৈছে। আপুনি তথাপি আপীল কৰিব পাৰে: তলত পলমৰ কাৰণ লিখক আৰু পলম মাৰ্জনাৰ অনুৰোধ কৰক; আপীল কৰ্তৃপক্ষই সিদ্ধান্ত ল’ব।',
  'appeal.item9.provisional': '{days} দিনৰ সময়সীমা ধাৰা 27খৰ পাঠ উপলব্ধ নোহোৱালৈকে ৰাজ্যই অস্থায়ীভাৱে নিৰ্ধাৰণ কৰিছে।',
  'appeal.delayExplanation': 'আপীল পলমকৈ হ’লে: কিয়, আৰু পলম মাৰ্জনাৰ বাবে আপোনাৰ অনুৰোধ (দফা 9ৰ সৈতে)',
  'appeal.delayExplanationHint': 'সময়মতে আপীল কৰাত কিহে বাধা দিলে তাৰিখসহ লিখক। উত্তৰ "নহয়" হ’লে প্ৰয়োজনীয়।',
  'appeal.err.withinTime': 'দফা 9ৰ উত্তৰ দিয়ক: হয় বা নহয়',
  'appeal.err.delayExplanation': 'আপুনি "নহয়" উত্তৰ দিছে: পলমৰ কাৰণ লিখক আৰু পলম মাৰ্জনাৰ অনুৰোধ কৰক',
  'appeal.pending': 'এই বিষয়ত আন কোনো আদালতত আপীল বিচাৰাধীন আছেনে? (দফা 10)',
  'appeal.pendingDetails': 'হয় যদি, কোন আদালত আৰু গোচৰ নম্বৰ',
  'appeal.documents': 'আপুনি নিৰ্ভৰ কৰা আন নথি, প্ৰতি শাৰীত এখন (সংলগ্নী (ii))',
  'appeal.submit': 'আপীল দাখিল কৰক',
  'appeal.filed': 'আপোনাৰ আপীল দাখিল হ’ল।',
  'appeal.defects.title': 'ত্ৰুটি শুধৰাওক (নিয়ম 7(6))',
  'appeal.defects.lead':
    'আপীল কৰ্তৃপক্ষই এই ত্ৰুটিসমূহ পাইছে। প্ৰতিটো 15 দিনৰ ভিতৰত শুধৰাওক, নহ’লে আপীলৰ পঞ্জীয়ন নাকচ হ’ব পাৰে।',
  'appeal.defects.submit': 'শুধৰণি পঠিয়াওক',
  'appeal.err.pending': 'আন ঠাইত আপীল বিচাৰাধীন আছে নে নাই কওক',
  ...fileAs,
  ...datesAs,
  ...partiesAs,
  'error.unavailable': 'পৰ্টেলে এই মুহূৰ্তত এই কাম সম্পূৰ্ণ কৰিব পৰা নাই। অলপ পিছত আকৌ চেষ্টা কৰক।',
  ...claimsAs,
  ...partiesNowAs,
};
