// The words of Form-I (Rule 3) and Form-III (Rule 7(1)) with their receipts in Assam's languages (issue 31):
// Assamese, Bengali and Bodo in Devanagari, typed per language (a word missing in one does not compile). The
// declarations are those of rules/form-texts.ts; every other string is our translation, awaiting review by a legal
// reader of the language (scripts/assam-review-list.ts lists them).

import type { AssamLang } from '../../rules/document-languages.ts';
import { form1Declaration, form1Item2h, form3Declaration } from '../../rules/form-texts.ts';

type R<T> = Readonly<Record<AssamLang, T>>;

export interface Form1Words {
  readonly form: string;
  readonly see: string;
  readonly title: string;
  readonly ao: string;
  readonly aoWho: string;
  readonly i1: string;
  readonly i2: string;
  readonly a: string;
  readonly b: string;
  readonly c: string;
  readonly d1: string;
  readonly e1: string;
  readonly d2: string;
  readonly e2: string;
  readonly f: string;
  readonly g: string;
  readonly h: string;
  readonly sig: string;
  readonly name: string;
  readonly declaration: (name: string) => string;
  readonly receipt: string;
  readonly caseNumber: string;
  readonly receivedOn: string;
  readonly receivedHow: string;
  readonly electronic: string;
  readonly writing: string;
}

export interface Form3Words {
  readonly form: string;
  readonly see: string;
  readonly title: string;
  readonly aa: string;
  readonly aaWho: string;
  readonly i1: string;
  readonly i2: string;
  readonly i3: string;
  readonly i4: string;
  readonly i5: string;
  readonly i6: string;
  readonly i7: string;
  readonly i8: string;
  readonly i9: (s27b: string) => string;
  readonly i10: string;
  readonly declaration: string;
  readonly encl: string;
  readonly enc1: string;
  readonly enc2: string;
  readonly enclosed: string;
  readonly notEnclosed: string;
  readonly sig: string;
  readonly name: string;
  readonly signedWord: string;
  readonly delay: string;
  readonly yes: string;
  readonly no: string;
  readonly appealNumber: string;
  readonly deemedOn: string;
}

export const FORM1_WORDS: R<Form1Words> = {
  as: {
    form: 'প্ৰপত্ৰ-I',
    see: '[নিয়ম 3 চাওক]',
    title: 'পশু অনধিকাৰ প্ৰৱেশ আইনৰ বিধান উলংঘনৰ বাবে অভিযোগ।',
    ao: 'ন্যায়নিৰ্ণায়ক বিষয়া,',
    aoWho: '(মহকুমা দণ্ডাধীশ বা কাৰ্যবাহী দণ্ডাধীশ)',
    i1: '1. অভিযোগকাৰীৰ বিৱৰণ:',
    i2: '2. কথিত উলংঘনকাৰীৰ বিৱৰণ:',
    a: '(ক) নাম:',
    b: '(খ) পিতৃ বা মাতৃৰ নাম:',
    c: '(গ) পিন ক’ডসহ ঠিকনা:',
    d1: '(ঘ) যোগাযোগৰ নম্বৰ:',
    e1: '(ঙ) ইমেইল ঠিকনা:',
    d2: '(ঘ) কথিত উলংঘনৰ তাৰিখ, সময়, স্থান আৰু প্ৰকৃতি:',
    e2: '(ঙ) আইনৰ যি ধাৰা বা বিধান উলংঘন কৰা বুলি অভিযোগ কৰা হৈছে:',
    f: '(চ) গুৰুত্বপূৰ্ণ বিৱৰণসহ উলংঘনৰ বিবৃতি:',
    g: '(ছ) বিবৃতিৰ সমৰ্থনত প্ৰমাণ, ৰাজহ অভিলেখ বা ইলেকট্ৰনিক অভিলেখসহ:',
    h: `(জ) ${form1Item2h('as')}:`,
    sig: 'অভিযোগকাৰীৰ স্বাক্ষৰ',
    name: '(অভিযোগকাৰীৰ নাম)',
    declaration: (n) => form1Declaration('as', n),
    receipt: 'প্ৰাপ্তি (কাৰ্যালয়ৰ ব্যৱহাৰৰ বাবে)',
    caseNumber: 'গোচৰ নম্বৰ',
    receivedOn: 'প্ৰাপ্তিৰ তাৰিখ',
    receivedHow: 'প্ৰাপ্তিৰ মাধ্যম',
    electronic: 'ইলেকট্ৰনিক মাধ্যমেৰে',
    writing: 'লিখিতভাৱে',
  },
  bn: {
    form: 'প্রপত্র-I',
    see: '[নিয়ম 3 দ্রষ্টব্য]',
    title: 'পশু অনধিকার প্রবেশ আইনের বিধান লঙ্ঘনের জন্য অভিযোগ।',
    ao: 'ন্যায়নির্ণায়ক আধিকারিক,',
    aoWho: '(মহকুমা শাসক বা কার্যনির্বাহী ম্যাজিস্ট্রেট)',
    i1: '1. অভিযোগকারীর বিবরণ:',
    i2: '2. কথিত লঙ্ঘনকারীর বিবরণ:',
    a: '(ক) নাম:',
    b: '(খ) পিতা বা মাতার নাম:',
    c: '(গ) পিন কোড সহ ঠিকানা:',
    d1: '(ঘ) যোগাযোগের নম্বর:',
    e1: '(ঙ) ইমেল ঠিকানা:',
    d2: '(ঘ) কথিত লঙ্ঘনের তারিখ, সময়, স্থান ও প্রকৃতি:',
    e2: '(ঙ) আইনের যে ধারা বা বিধান লঙ্ঘিত হয়েছে বলে অভিযোগ:',
    f: '(চ) গুরুত্বপূর্ণ বিবরণ সহ লঙ্ঘনের বিবৃতি:',
    g: '(ছ) বিবৃতির সমর্থনে প্রমাণ, রাজস্ব নথি বা ইলেকট্রনিক নথি সহ:',
    h: `(জ) ${form1Item2h('bn')}:`,
    sig: 'অভিযোগকারীর স্বাক্ষর',
    name: '(অভিযোগকারীর নাম)',
    declaration: (n) => form1Declaration('bn', n),
    receipt: 'প্রাপ্তি (কার্যালয়ের ব্যবহারের জন্য)',
    caseNumber: 'মামলা নম্বর',
    receivedOn: 'প্রাপ্তির তারিখ',
    receivedHow: 'প্রাপ্তির মাধ্যম',
    electronic: 'ইলেকট্রনিক মাধ্যমে',
    writing: 'লিখিতভাবে',
  },
  brx: {
    form: 'फारम-I',
    see: '[नियम 3 नाय]',
    title: 'पशु अतिचार आइननि बिथोन उल्लंघन खालामनायनि थाखाय नालिस।',
    ao: 'न्यायनिर्णायक अफिसार,',
    aoWho: '(सब-डिभिजनाल मेजिस्ट्रेट एबा एक्जिकिउटिभ मेजिस्ट्रेट)',
    i1: '1. नालिसगिरिनि बिबुं:',
    i2: '2. बुंनाय उल्लंघनगिरिनि बिबुं:',
    a: '(क) मुं:',
    b: '(ख) बिफा एबा बिमानि मुं:',
    c: '(ग) पिन कड लोगोसे ठिकाना:',
    d1: '(घ) फोन नम्बर:',
    e1: '(ङ) इमेल ठिकाना:',
    d2: '(घ) बुंनाय उल्लंघननि तारिख, सम, जायगा आरो आदब:',
    e2: '(ङ) आइननि जाय दफा एबा बिथोन उल्लंघन खालामनाय होन्नानै बुंनाय जादों:',
    f: '(च) गोनां बिबुं लोगोसे उल्लंघननि बिवृति:',
    g: '(छ) बिवृतिनि थाखाय सबुत, राजस्व रेकर्ड एबा इलेक्ट्रनिक रेकर्ड लोगोसे:',
    h: '(ज) आइननि बिथोन बादि जानाय जेबो क्षतिपूरण एबा मासुल:',
    sig: 'नालिसगिरिनि सहि',
    name: '(नालिसगिरिनि मुं)',
    declaration: (n) =>
      `आं, ${n.trim() === '' ? '................................' : n.trim()} (नालिसगिरि), फोरमायो दि बेयाव बुंनाय थाखोफोर आंनि मिथिनाय आरो फोथारनाय बादि थार आरो जेबो गोनां बाथ्रा दोपनाय एबा गोरोन्थि महरै दिन्थिनाय जाया।`,
    receipt: 'मोननाय (अफिसनि बाहायनायनि थाखाय)',
    caseNumber: 'केस नम्बर',
    receivedOn: 'मोननायनि तारिख',
    receivedHow: 'मोननायनि राहा',
    electronic: 'इलेक्ट्रनिक राहाजों',
    writing: 'लिरनाय महरै',
  },
};

export const FORM3_WORDS: R<Form3Words> = {
  as: {
    form: 'প্ৰপত্ৰ-III',
    see: '[নিয়ম 7ৰ উপ-নিয়ম (1) চাওক]',
    title: 'পশু অনধিকাৰ প্ৰৱেশ আইনৰ বিধানৰ অধীনত আপীলৰ প্ৰপত্ৰ।',
    aa: 'আপীল কৰ্তৃপক্ষ,',
    aaWho: '(জিলা দণ্ডাধীশ বা অতিৰিক্ত জিলা দণ্ডাধীশ)',
    i1: '1. আপীলকাৰীৰ বিৱৰণ:',
    i2: '2. উক্ত আইনৰ যিবোৰ বিধান সম্পৰ্কে ন্যায়নিৰ্ণায়ক বিষয়াই আদেশ দিছে:',
    i3: '3. যি উলংঘনৰ বিবৃতিৰ ভিত্তিত ন্যায়নিৰ্ণায়ক বিষয়াই আদেশ দিছিল:',
    i4: '4. আপীলৰ ভিত্তিসমূহ:',
    i5: '5. প্ৰতিবাদীৰ বিৱৰণ:',
    i6: '6. তথ্যৰ বিবৃতি:',
    i7: '7. ন্যায়নিৰ্ণায়ক বিষয়াৰ আদেশৰ তাৰিখ:',
    i8: '8. বিচৰা প্ৰতিকাৰ:',
    i9: (s) => `9. উক্ত আইনৰ ${s}ত উল্লেখ কৰা সময়ৰ ভিতৰত আপীল দাখিল কৰা হৈছে নে - হয় বা নহয়:`,
    i10: '10. আপীলখন আন কোনো আদালতত বিচাৰাধীন হৈ আছে নেকি। যদি হয় – বিৱৰণ দিয়ক',
    declaration: form3Declaration('as'),
    encl: 'সংলগ্নীৰ তালিকা:',
    enc1: '(i) যি আদেশৰ বিৰুদ্ধে আপীল দাখিল কৰা হৈছে তাৰ প্ৰতিলিপি।',
    enc2: '(ii) আপীলকাৰীয়ে নিৰ্ভৰ কৰা আৰু আপীলত উল্লেখ কৰা নথিৰ প্ৰতিলিপি।',
    enclosed: '[সংলগ্ন]',
    notEnclosed: '[সংলগ্ন নহয়]',
    sig: 'তাৰিখসহ আপীলকাৰীৰ স্বাক্ষৰ:',
    name: 'আপীলকাৰীৰ নাম:',
    signedWord: '(স্বাক্ষৰিত)',
    delay: 'পলমৰ ব্যাখ্যা আৰু পলম মাৰ্জনাৰ অনুৰোধ',
    yes: 'হয়',
    no: 'নহয়',
    appealNumber: 'আপীল নম্বৰ',
    deemedOn: 'প্ৰাপ্তিৰ (দাখিল বুলি গণ্য) তাৰিখ',
  },
  bn: {
    form: 'প্রপত্র-III',
    see: '[নিয়ম 7-এর উপনিয়ম (1) দ্রষ্টব্য]',
    title: 'পশু অনধিকার প্রবেশ আইনের বিধানের অধীনে আপিলের প্রপত্র।',
    aa: 'আপিল কর্তৃপক্ষ,',
    aaWho: '(জেলাশাসক বা অতিরিক্ত জেলাশাসক)',
    i1: '1. আপিলকারীর বিবরণ:',
    i2: '2. উক্ত আইনের যে বিধানগুলি সম্পর্কে ন্যায়নির্ণায়ক আধিকারিক আদেশ দিয়েছেন:',
    i3: '3. লঙ্ঘনের যে বিবৃতির ভিত্তিতে ন্যায়নির্ণায়ক আধিকারিক আদেশ দিয়েছিলেন:',
    i4: '4. আপিলের ভিত্তিসমূহ:',
    i5: '5. প্রতিবাদীর বিবরণ:',
    i6: '6. তথ্যের বিবৃতি:',
    i7: '7. ন্যায়নির্ণায়ক আধিকারিকের আদেশের তারিখ:',
    i8: '8. প্রার্থিত প্রতিকার:',
    i9: (s) => `9. উক্ত আইনের ${s}-এ উল্লিখিত সময়ের মধ্যে আপিল দাখিল করা হয়েছে কি না - হ্যাঁ বা না:`,
    i10: '10. আপিলটি অন্য কোনো আদালতে বিচারাধীন কি না। হ্যাঁ হলে – বিবরণ দিন',
    declaration: form3Declaration('bn'),
    encl: 'সংযুক্তির তালিকা:',
    enc1: '(i) যে আদেশের বিরুদ্ধে আপিল দাখিল করা হয়েছে তার প্রতিলিপি।',
    enc2: '(ii) আপিলকারী যে নথির উপর নির্ভর করেছেন ও আপিলে উল্লেখ করেছেন তার প্রতিলিপি।',
    enclosed: '[সংযুক্ত]',
    notEnclosed: '[সংযুক্ত নয়]',
    sig: 'তারিখ সহ আপিলকারীর স্বাক্ষর:',
    name: 'আপিলকারীর নাম:',
    signedWord: '(স্বাক্ষরিত)',
    delay: 'বিলম্বের ব্যাখ্যা ও বিলম্ব মার্জনার অনুরোধ',
    yes: 'হ্যাঁ',
    no: 'না',
    appealNumber: 'আপিল নম্বর',
    deemedOn: 'প্রাপ্তির (দাখিল বলে গণ্য) তারিখ',
  },
  brx: {
    form: 'फारम-III',
    see: '[नियम 7 नि सा-नियम (1) नाय]',
    title: 'पशु अतिचार आइननि बिथोननि सायाव आपिलनि फारम।',
    aa: 'आपिल कर्तृपक्ष,',
    aaWho: '(जिला मेजिस्ट्रेट एबा अतिरिक्त जिला मेजिस्ट्रेट)',
    i1: '1. आपिलगिरिनि बिबुं:',
    i2: '2. बे आइननि जाय बिथोनफोरनि सोमोनदै न्यायनिर्णायक अफिसारा हुकुम होदों:',
    i3: '3. उल्लंघननि जाय बिवृतिनि बिथायाव न्यायनिर्णायक अफिसारा हुकुम होदोंमोन:',
    i4: '4. आपिलनि बिथाफोर:',
    i5: '5. प्रत्यर्थीनि बिबुं:',
    i6: '6. थाखोफोरनि बिवृति:',
    i7: '7. न्यायनिर्णायक अफिसारनि हुकुमनि तारिख:',
    i8: '8. नागिरनाय उपाय:',
    i9: (s) => `9. बे आइननि ${s} आव बुंनाय समनि सिङाव आपिल दाखिल खालामनाय जादों नामा - नंगौ एबा नङा:`,
    i10: '10. आपिला गुबुन जेबो कोर्टआव थानानै दं नामा। नंगौब्ला – बिबुं हो',
    declaration: 'आं फोरमायो दि सायाव बुंनाय थाखोफोर आंनि मिथिनाय, खौरां आरो फोथारनाय बादि थार।',
    encl: 'लोगोसे होनायफोरनि फारिलाइ:',
    enc1: '(i) जाय हुकुमनि सोमोनदै आपिल दाखिल खालामनाय जादों बेनि कपि।',
    enc2: '(ii) आपिलगिरिया सायाव थुबोनाय आरो आपिलाव बुंनाय बिलाइफोरनि कपि।',
    enclosed: '[लोगोसे होनाय]',
    notEnclosed: '[लोगोसे होनाय नङा]',
    sig: 'तारिख लोगोसे आपिलगिरिनि सहि:',
    name: 'आपिलगिरिनि मुं:',
    signedWord: '(सहि होनाय)',
    delay: 'गोरोबथि नांनायनि बेखेवनाय आरो निमाहा होनायनि बिनती',
    yes: 'नंगौ',
    no: 'नङा',
    appealNumber: 'आपिल नम्बर',
    deemedOn: 'मोननाय (दाखिल होन्नानै सानाय) तारिख',
  },
};
