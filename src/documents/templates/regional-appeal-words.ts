// The words of Form-I, Form-III with its receipt, the notice to the respondent (Rule 7(8)), the appellate order
// (Rule 7(11)) and the order sheet in Assam's languages (issue 31): Assamese, Bengali and Bodo in Devanagari, issued
// with their English copies under the State's order of 15 April 2025 under the Assam Official Language Act, 1960.
// Typed per language: a word missing in one does not compile. Legal terms follow law/glossary-as.md and
// law/glossary-bn.md; every string here is our translation, awaiting review by a legal reader of the language
// (scripts/assam-review-list.ts lists them).

import type { Appearance } from '../../domain/appeal/state.ts';
import type { AssamLang } from '../../rules/document-languages.ts';
import { FORM1_WORDS, FORM3_WORDS } from './regional-form-words.ts';
import type { SheetRows } from './regional-sheet-rows.ts';
import { SHEET_ROWS_AS } from './regional-sheet-as.ts';
import { SHEET_ROWS_BN } from './regional-sheet-bn.ts';
import { SHEET_ROWS_BRX } from './regional-sheet-brx.ts';

export { FORM1_WORDS, FORM3_WORDS };

export interface AppealWords {
  /** The designation under the appellate authority's signature. */
  readonly authority: string;
  readonly noticeTitle: string;
  readonly noticePara: (
    appellant: string,
    filedOn: string,
    orderOn: string,
    admittedOn: string,
    days: string,
  ) => string;
  readonly noticeHearing: string;
  readonly copyOfAppeal: string;
  readonly orderTitle: string;
  readonly appellant: string;
  readonly respondent: string;
  readonly filedOn: string;
  readonly orderOn: string;
  readonly penaltyBelow: string;
  readonly sectionFound: string;
  readonly hearingLine: (on: string, appellant: string, respondent: string) => string;
  readonly appear: Readonly<Record<Appearance, string>>;
  readonly answersHeading: string;
  readonly answer: (ground: number, text: string, accepted: boolean, reasons: string) => string;
  readonly confirm: string;
  readonly vary: string;
  readonly setAside: string;
  readonly standing: string;
  readonly payee: (amount: string, toComplainant: boolean) => string;
  readonly noCeiling: (day: string) => string;
  readonly withinCeiling: (from: string, to: string, day: string) => string;
  readonly payBy: (amount: string, days: string | undefined, by: string | undefined, fixedByOrder: boolean) => string;
  readonly deposited: (penalty: string, deposited: string) => string;
  readonly referred: (amount: string, on: string | undefined) => string;
  readonly nothingFurther: string;
  readonly excess: (amount: string) => string;
  readonly copy: string;
}

export interface SheetWords {
  readonly title: string;
  readonly head: readonly [string, string, string, string];
  readonly actedFor: (operator: string, party: string, consent: string) => string;
  /** Each event's row, worded from its facts (regional-sheet-rows.ts). */
  readonly events: SheetRows;
}

type R<T> = Readonly<Record<AssamLang, T>>;

export const APPEAL_WORDS: R<AppealWords> = {
  as: {
    authority: 'আপীল কৰ্তৃপক্ষ',
    noticeTitle: 'প্ৰতিবাদীলৈ জাননী',
    noticePara: (a, f, o, ad, n) =>
      `${a} নামৰ ব্যক্তিগৰাকীয়ে ন্যায়নিৰ্ণায়ক বিষয়াৰ ${o} তাৰিখৰ আদেশৰ বিৰুদ্ধে ${f} তাৰিখে আপীল দাখিল কৰিছে, যিখন ${ad} তাৰিখে গ্ৰহণ কৰা হৈছে। আপীলৰ প্ৰতিলিপি সংলগ্ন কৰা হৈছে। এই জাননী প্ৰদানৰ ${n} দিনৰ ভিতৰত আপুনি আপোনাৰ উত্তৰ দাখিল কৰিব লাগিব।`,
    noticeHearing:
      'পক্ষসমূহক নিজে বা তেওঁলোকৰ ক্ষমতাপ্ৰাপ্ত আইনী প্ৰতিনিধিৰ জৰিয়তে শুনানিৰ যুক্তিসংগত সুযোগ দিয়া হ’ব; শুনানি ইলেকট্ৰনিক মাধ্যমেৰে হ’ব পাৰে।',
    copyOfAppeal: 'আপীলৰ প্ৰতিলিপি (প্ৰপত্ৰ-III)',
    orderTitle: 'আপীল কৰ্তৃপক্ষৰ আদেশ',
    appellant: 'আপীলকাৰী',
    respondent: 'প্ৰতিবাদী',
    filedOn: 'আপীল দাখিলৰ তাৰিখ',
    orderOn: 'আপীল কৰা আদেশৰ তাৰিখ',
    penaltyBelow: 'আপীল কৰা আদেশত জৰিমনা',
    sectionFound: 'সেই আদেশে উলংঘন হোৱা বুলি পোৱা ধাৰা',
    hearingLine: (on, a, r) => `• ${on} তাৰিখে শুনানি: আপীলকাৰী ${a}, প্ৰতিবাদী ${r}`,
    appear: {
      'in-person': 'নিজে উপস্থিত',
      'legal-representative': 'আইনী প্ৰতিনিধিৰ জৰিয়তে উপস্থিত',
      absent: 'অনুপস্থিত',
    },
    answersHeading: 'আপীলৰ ভিত্তিসমূহৰ উত্তৰ (প্ৰপত্ৰ-IIIৰ দফা 4)',
    answer: (g, t, ok, r) => `ভিত্তি ${g}: "${t}" — ${ok ? 'গ্ৰহণ কৰা হ’ল' : 'অগ্ৰাহ্য কৰা হ’ল'}। কাৰণ: ${r}`,
    confirm: 'ন্যায়নিৰ্ণায়ক বিষয়াৰ আদেশ বাহাল ৰখা হ’ল।',
    vary: 'ন্যায়নিৰ্ণায়ক বিষয়াৰ আদেশ তলত দিয়া ধৰণে সংশোধন কৰা হ’ল।',
    setAside: 'ন্যায়নিৰ্ণায়ক বিষয়াৰ আদেশ বাতিল কৰা হ’ল।',
    standing: 'বাহাল থকা পৰিমাণ',
    payee: (a, c) =>
      `বাহাল থকা ক্ষতিপূৰণ, খৰচ আৰু মাচুল, ${a}, আপীল কৰা আদেশৰ নিৰ্দেশ অনুসৰি ${c ? 'ন্যায়নিৰ্ণায়ক বিষয়াৰ সন্মুখত অভিযোগকাৰীক' : 'ন্যায়নিৰ্ণায়ক বিষয়াৰ সন্মুখত যাৰ বিৰুদ্ধে অভিযোগ কৰা হৈছিল তেওঁক'} দিব লাগিব।`,
    noCeiling: (d) =>
      `উলংঘনৰ দিনা, ${d} তাৰিখে, এই ৰাজ্যৰ বাবে জৰিমনাৰ কোনো সৰ্বোচ্চ সীমা অধিসূচিত নাছিল; বাহাল থকা জৰিমনা ওপৰত লিপিবদ্ধ কাৰণসমূহৰ বাবে নিৰ্ধাৰণ কৰা হৈছে।`,
    withinCeiling: (f, t, d) =>
      `বাহাল থকা জৰিমনা উলংঘনৰ দিনা, ${d} তাৰিখে, এই ৰাজ্যত বলবৎ ${f}ৰ পৰা ${t}লৈ সীমাৰ ভিতৰত আছে।`,
    payBy: (a, n, by, fixed) =>
      n && by
        ? `বাহাল থকা ${a} জৰিমনা এই আদেশৰ তাৰিখৰ পৰা ${n} দিনৰ ভিতৰত, অৰ্থাৎ ${by}ৰ ভিতৰত, ${fixed ? 'আপীল কৰ্তৃপক্ষই এই আদেশেৰে নিৰ্ধাৰণ কৰা সময়ত, ' : ''}ভাৰতীয় জীৱ-জন্তু কল্যাণ ব’ৰ্ডৰ পুঁজিত জমা দিব লাগিব। সেই সময়ৰ ভিতৰত পৰিশোধ কৰা নহ’লে ভাৰতীয় জীৱ-জন্তু কল্যাণ ব’ৰ্ডে ইয়াৰ আদায়ৰ বাবে প্ৰয়োজনীয় ব্যৱস্থা গ্ৰহণ কৰিব (নিয়ম 7(12))।`
        : `বাহাল থকা ${a} জৰিমনা এই আদেশৰ তাৰিখৰ পৰা আইনৰ ধাৰা 27গৰ অধীনত নিৰ্ধাৰিত সময়ৰ ভিতৰত ভাৰতীয় জীৱ-জন্তু কল্যাণ ব’ৰ্ডৰ পুঁজিত জমা দিব লাগিব; অন্যথা ভাৰতীয় জীৱ-জন্তু কল্যাণ ব’ৰ্ডে ইয়াৰ আদায়ৰ বাবে প্ৰয়োজনীয় ব্যৱস্থা গ্ৰহণ কৰিব (নিয়ম 7(12))।`,
    deposited: (p, d) =>
      `বাহাল থকা ${p} জৰিমনাৰ ${d} আপীল কৰা আদেশৰ অধীনত ইতিমধ্যে জমা দিয়া হৈছে আৰু ইয়াৰ সৈতে সমন্বয় কৰা হ’ল।`,
    referred: (a, on) =>
      `ভাৰতীয় জীৱ-জন্তু কল্যাণ ব’ৰ্ডলৈ আদায়ৰ বাবে${on ? ` ${on} তাৰিখে` : ''} কৰা প্ৰেৰণ কেৱল ${a}ৰ বাবেহে বাহাল থাকিব; ব’ৰ্ডে তাতকৈ অধিক আদায় নকৰিব (নিয়ম 7(12))।`,
    nothingFurther: 'ওপৰত উল্লেখ কৰাৰ বাহিৰে এই আদেশৰ অধীনত জৰিমনাৰ আৰু কোনো পৰিমাণ দিব লগা নাই।',
    excess: (a) => `বাহাল থকা জৰিমনাতকৈ অধিক জমা দিয়া ${a} জমাকাৰীজনক ঘূৰাই দিয়া হ’ব।`,
    copy: 'এই আদেশৰ যথাযথভাৱে স্বাক্ষৰিত প্ৰতিলিপি পক্ষসমূহক বিনামূলীয়াকৈ প্ৰদান কৰা হ’ব।',
  },
  bn: {
    authority: 'আপিল কর্তৃপক্ষ',
    noticeTitle: 'প্রতিবাদীকে নোটিশ',
    noticePara: (a, f, o, ad, n) =>
      `${a} ন্যায়নির্ণায়ক আধিকারিকের ${o} তারিখের আদেশের বিরুদ্ধে ${f} তারিখে আপিল দাখিল করেছেন, যা ${ad} তারিখে গৃহীত হয়েছে। আপিলের প্রতিলিপি সংযুক্ত। এই নোটিশ পৌঁছানোর ${n} দিনের মধ্যে আপনাকে আপনার উত্তর জমা দিতে হবে।`,
    noticeHearing:
      'পক্ষগণকে স্বয়ং বা তাঁদের ক্ষমতাপ্রাপ্ত আইনি প্রতিনিধির মাধ্যমে শুনানির যুক্তিসঙ্গত সুযোগ দেওয়া হবে; শুনানি ইলেকট্রনিক মাধ্যমে হতে পারে।',
    copyOfAppeal: 'আপিলের প্রতিলিপি (প্রপত্র-III)',
    orderTitle: 'আপিল কর্তৃপক্ষের আদেশ',
    appellant: 'আপিলকারী',
    respondent: 'প্রতিবাদী',
    filedOn: 'আপিল দাখিলের তারিখ',
    orderOn: 'আপিলকৃত আদেশের তারিখ',
    penaltyBelow: 'আপিলকৃত আদেশে জরিমানা',
    sectionFound: 'সেই আদেশে লঙ্ঘিত বলে পাওয়া ধারা',
    hearingLine: (on, a, r) => `• ${on} তারিখে শুনানি: আপিলকারী ${a}, প্রতিবাদী ${r}`,
    appear: {
      'in-person': 'স্বয়ং উপস্থিত',
      'legal-representative': 'আইনি প্রতিনিধির মাধ্যমে উপস্থিত',
      absent: 'অনুপস্থিত',
    },
    answersHeading: 'আপিলের ভিত্তিসমূহের উত্তর (প্রপত্র-III-এর দফা 4)',
    answer: (g, t, ok, r) => `ভিত্তি ${g}: "${t}" — ${ok ? 'গৃহীত হল' : 'অগ্রাহ্য হল'}। কারণ: ${r}`,
    confirm: 'ন্যায়নির্ণায়ক আধিকারিকের আদেশ বহাল রাখা হল।',
    vary: 'ন্যায়নির্ণায়ক আধিকারিকের আদেশ নিম্নরূপে পরিবর্তন করা হল।',
    setAside: 'ন্যায়নির্ণায়ক আধিকারিকের আদেশ রদ করা হল।',
    standing: 'বহাল থাকা পরিমাণ',
    payee: (a, c) =>
      `বহাল থাকা ক্ষতিপূরণ, খরচ ও মাশুল, ${a}, আপিলকৃত আদেশের নির্দেশ অনুযায়ী ${c ? 'ন্যায়নির্ণায়ক আধিকারিকের সামনে অভিযোগকারীকে' : 'ন্যায়নির্ণায়ক আধিকারিকের সামনে যাঁর বিরুদ্ধে অভিযোগ ছিল তাঁকে'} দিতে হবে।`,
    noCeiling: (d) =>
      `লঙ্ঘনের দিন, ${d} তারিখে, এই রাজ্যের জন্য জরিমানার কোনো সর্বোচ্চ সীমা বিজ্ঞাপিত ছিল না; বহাল থাকা জরিমানা উপরে লিপিবদ্ধ কারণসমূহের জন্য নির্ধারিত।`,
    withinCeiling: (f, t, d) =>
      `বহাল থাকা জরিমানা লঙ্ঘনের দিন, ${d} তারিখে, এই রাজ্যে বলবৎ ${f} থেকে ${t} পর্যন্ত সীমার মধ্যে আছে।`,
    payBy: (a, n, by, fixed) =>
      n && by
        ? `বহাল থাকা ${a} জরিমানা এই আদেশের তারিখ থেকে ${n} দিনের মধ্যে, অর্থাৎ ${by}-এর মধ্যে, ${fixed ? 'আপিল কর্তৃপক্ষ এই আদেশ দ্বারা যে সময় নির্ধারণ করেছেন সেই সময়ে, ' : ''}ভারতীয় প্রাণী কল্যাণ পর্ষদের তহবিলে জমা দিতে হবে। সেই সময়ের মধ্যে পরিশোধ না হলে ভারতীয় প্রাণী কল্যাণ পর্ষদ তা আদায়ের জন্য প্রয়োজনীয় ব্যবস্থা গ্রহণ করবে (নিয়ম 7(12))।`
        : `বহাল থাকা ${a} জরিমানা এই আদেশের তারিখ থেকে আইনের ধারা 27গ-এর অধীনে নির্ধারিত সময়ের মধ্যে ভারতীয় প্রাণী কল্যাণ পর্ষদের তহবিলে জমা দিতে হবে; অন্যথায় ভারতীয় প্রাণী কল্যাণ পর্ষদ তা আদায়ের জন্য প্রয়োজনীয় ব্যবস্থা গ্রহণ করবে (নিয়ম 7(12))।`,
    deposited: (p, d) =>
      `বহাল থাকা ${p} জরিমানার মধ্যে ${d} আপিলকৃত আদেশের অধীনে ইতিমধ্যে জমা দেওয়া হয়েছে এবং তা সমন্বয় করা হল।`,
    referred: (a, on) =>
      `ভারতীয় প্রাণী কল্যাণ পর্ষদে আদায়ের জন্য${on ? ` ${on} তারিখে` : ''} করা প্রেরণ কেবল ${a}-এর জন্য বহাল থাকবে; পর্ষদ তার বেশি আদায় করবে না (নিয়ম 7(12))।`,
    nothingFurther: 'উপরে উল্লিখিত ছাড়া এই আদেশের অধীনে জরিমানার আর কোনো অর্থ দেয় নয়।',
    excess: (a) => `বহাল থাকা জরিমানার অতিরিক্ত জমা দেওয়া ${a} জমাকারীকে ফেরত দেওয়া হবে।`,
    copy: 'এই আদেশের যথাযথভাবে স্বাক্ষরিত প্রতিলিপি পক্ষগণকে বিনামূল্যে দেওয়া হবে।',
  },
  brx: {
    authority: 'आपिल कर्तृपक्ष',
    noticeTitle: 'प्रत्यर्थीनो नटिस',
    noticePara: (a, f, o, ad, n) =>
      `${a} आ न्यायनिर्णायक अफिसारनि ${o} तारिखनि हुकुमनि सोमोनदै ${f} तारिखाव आपिल दाखिल खालामदों, जायखौ ${ad} तारिखाव लानाय जादों। आपिलनि कपि लोगोसे होनाय जादों। बे नटिस मोननायनि ${n} साननि सिङाव नोंथाङा नोंथाङनि फिननाय दाखिल खालामनांगोन।`,
    noticeHearing:
      'फारिफोरनो गावनो एबा बिसोरनि क्षमता मोननाय आइनारि प्रतिनिधिनि राहाजों खोनासंनायनि गोनां खाबु होनाय जागोन; खोनासंनायआ इलेक्ट्रनिक राहाजों जानो हागोन।',
    copyOfAppeal: 'आपिलनि कपि (फारम-III)',
    orderTitle: 'आपिल कर्तृपक्षनि हुकुम',
    appellant: 'आपिलगिरि',
    respondent: 'प्रत्यर्थी',
    filedOn: 'आपिल दाखिलनि तारिख',
    orderOn: 'आपिल खालामनाय हुकुमनि तारिख',
    penaltyBelow: 'आपिल खालामनाय हुकुमाव जरिमाना',
    sectionFound: 'बे हुकुमआ उल्लंघन खालामनाय होन्नानै मोननाय दफा',
    hearingLine: (on, a, r) => `• ${on} तारिखाव खोनासंनाय: आपिलगिरि ${a}, प्रत्यर्थी ${r}`,
    appear: {
      'in-person': 'गावनो फैनाय',
      'legal-representative': 'आइनारि प्रतिनिधिनि राहाजों फैनाय',
      absent: 'गैया',
    },
    answersHeading: 'आपिलनि बिथाफोरनि फिननाय (फारम-III नि दफा 4)',
    answer: (g, t, ok, r) => `बिथा ${g}: "${t}" — ${ok ? 'लानाय जाबाय' : 'नेवसिनाय जाबाय'}। जाहोन: ${r}`,
    confirm: 'न्यायनिर्णायक अफिसारनि हुकुमखौ थाखाय दोनाय जाबाय।',
    vary: 'न्यायनिर्णायक अफिसारनि हुकुमखौ गाहायनि बादि सोलायनाय जाबाय।',
    setAside: 'न्यायनिर्णायक अफिसारनि हुकुमखौ बातिल खालामनाय जाबाय।',
    standing: 'थानाय बिबां',
    payee: (a, c) =>
      `थानाय क्षतिपूरण, खरस आरो मासुल, ${a}, आपिल खालामनाय हुकुमनि बादि ${c ? 'न्यायनिर्णायक अफिसारनि सिगाङाव थानाय नालिसगिरिनो' : 'न्यायनिर्णायक अफिसारनि सिगाङाव जाय मानसिनि सोमोनदै नालिस होनाय जादोंमोन बिनो'} होनांगोन।`,
    noCeiling: (d) =>
      `उल्लंघननि सान, ${d} तारिखाव, बे राज्यनि थाखाय जरिमानानि जेबो गिबि सीमा फोसावनाय गैयामोन; थानाय जरिमानाखौ सायाव लिरनाय जाहोनफोरनि थाखाय थि खालामनाय जादों।`,
    withinCeiling: (f, t, d) =>
      `थानाय जरिमानाआ उल्लंघननि सान, ${d} तारिखाव, बे राज्याव थानाय ${f} निफ्राय ${t} सिमनि सीमानि सिङाव दं।`,
    payBy: (a, n, by, fixed) =>
      n && by
        ? `थानाय ${a} जरिमाना बे हुकुमनि तारिखनिफ्राय ${n} साननि सिङाव, बेनो ${by} सिम, ${fixed ? 'आपिल कर्तृपक्षआ बे हुकुमजों थि खालामनाय समाव, ' : ''}भारतीय जीव-जन्तु कल्याण बोर्डनि फान्डआव जमा होनांगोन। बे समनि सिङाव होआब्ला भारतीय जीव-जन्तु कल्याण बोर्डआ बेखौ आदाय खालामनो नांगौ खामानि लागोन (नियम 7(12))।`
        : `थानाय ${a} जरिमाना बे हुकुमनि तारिखनिफ्राय आइननि दफा 27ग नि सायाव थि खालामनाय समनि सिङाव भारतीय जीव-जन्तु कल्याण बोर्डनि फान्डआव जमा होनांगोन; नङाब्ला भारतीय जीव-जन्तु कल्याण बोर्डआ बेखौ आदाय खालामनो नांगौ खामानि लागोन (नियम 7(12))।`,
    deposited: (p, d) =>
      `थानाय ${p} जरिमानानि ${d} आपिल खालामनाय हुकुमनि सायाव सिगाङावनो जमा होनाय जादों आरो बेखौ लोगोसे सानाय जाबाय।`,
    referred: (a, on) =>
      `भारतीय जीव-जन्तु कल्याण बोर्डआव आदायनि थाखाय${on ? ` ${on} तारिखाव` : ''} दैथायनायआ ${a} नि थाखायल' थागोन; बोर्डआ बेनिख्रुइ बांसिन आदाय खालामनो नङा (नियम 7(12))।`,
    nothingFurther: 'सायाव बुंनायनि अनगायै बे हुकुमनि सायाव जरिमानानि गुबुन जेबो बिबां होनो नाङा।',
    excess: (a) => `थानाय जरिमानानिख्रुइ बांसिन जमा होनाय ${a} जमा होग्रानो फिन होनाय जागोन।`,
    copy: 'बे हुकुमनि सहि होनाय कपिखौ फारिफोरनो बेसेन गैयै होनाय जागोन।',
  },
};

export const SHEET_WORDS: R<SheetWords> = {
  as: {
    title: 'আদেশ-পত্ৰ',
    head: ['ক্ৰম', 'তাৰিখ', 'কাৰ্যবাহী', 'ভিত্তি'],
    actedFor: (o, p, c) => ` ${p}ৰ হৈ ${o}ৰ দ্বাৰা লিপিবদ্ধ, সন্মতিৰ নথি ${c}।`,
    events: SHEET_ROWS_AS,
  },
  bn: {
    title: 'আদেশপত্র',
    head: ['ক্রম', 'তারিখ', 'কার্যধারা', 'ভিত্তি'],
    actedFor: (o, p, c) => ` ${p}-এর পক্ষে ${o} দ্বারা লিপিবদ্ধ, সম্মতির নথি ${c}।`,
    events: SHEET_ROWS_BN,
  },
  brx: {
    title: 'हुकुम बिलाइ',
    head: ['थाख', 'तारिख', 'खामानि', 'बिथा'],
    actedFor: (o, p, c) => ` ${p} नि बागै ${o} आ लिरनाय, गनायथिनि बिलाइ ${c}।`,
    events: SHEET_ROWS_BRX,
  },
};

/**
 * Every word of these documents in the language, for the script lint, the terms test and the review list; the order
 * sheet's rows are worded from an event's facts, and listed from recorded events (regional-appeal.ts sheetRow).
 */
const sheetHead = (L: AssamLang) => {
  const { events: _rows, ...head } = SHEET_WORDS[L];
  return head;
};

export function appealDocumentStrings(L: AssamLang): string[] {
  const flat = (o: object): string[] =>
    Object.values(o).flatMap((v): string[] =>
      typeof v === 'string'
        ? [v]
        : typeof v === 'function'
          ? [
              (v as (...a: unknown[]) => string)('১', '২', '৩', '৪', '৫'),
              (v as (...a: unknown[]) => string)('১', '২', true, '৪'),
            ]
          : Array.isArray(v)
            ? (v as string[])
            : flat(v as object),
    );
  return [
    ...new Set([...flat(FORM1_WORDS[L]), ...flat(FORM3_WORDS[L]), ...flat(APPEAL_WORDS[L]), ...flat(sheetHead(L))]),
  ];
}
