// The words of Assam's documents (templates/regional.ts) in Assamese and Bengali, typed per language: a word missing
// in one language does not compile. Legal terms: law/glossary-as.md, law/glossary-bn.md (awaiting review marked there).

/** Every word of the three documents in each of Assam's languages. */
export interface RegionalWords {
  readonly to: string;
  readonly signed: string;
  readonly seal: string;
  readonly legalBasis: string;
  readonly provisional: string;
  readonly provisionalNote: (labels: string, value: string, pending: string) => string;
  readonly days: (n: string) => string;
  readonly months: (n: string) => string;
  readonly publishedText: string;
  readonly ao: string;
  readonly forOffice: string;
  readonly complainant: string;
  readonly contravener: string;
  readonly contraventionAlleged: string;
  // Form-II
  readonly form2: string;
  readonly form2See: string;
  readonly form2Title: string;
  readonly form2Subject: string;
  readonly sir: string;
  readonly form2Para1: (complainant: string, date: string, section: string) => string;
  readonly form2Para2: string;
  readonly form2Para3: (days: string) => string;
  readonly form2Para4: string;
  readonly enclosure: string;
  readonly copyOfComplaint: string;
  // Notice of hearing
  readonly hearingTitle: string;
  readonly hearingPara: (noticeOn: string, replyOn: string | undefined, hearingOn: string, mode: string) => string;
  readonly inPerson: string;
  readonly electronic: string;
  readonly hearingTime: string;
  readonly hearingPlace: string;
  readonly hearingLink: string;
  readonly appear: string;
  readonly witnesses: string;
  readonly inAbsence: string;
  // Final order
  readonly dismissalTitle: string;
  readonly penaltyTitle: string;
  readonly complaintReceivedOn: string;
  readonly replyReceivedOn: string;
  readonly admitted: string;
  readonly exParte: string;
  readonly hearingHeldOn: string;
  readonly hearingInAbsence: (on: string, material: string) => string;
  readonly heardOnAmount: (on: string) => string;
  readonly notHeardOnAmount: (reasons: string) => string;
  readonly provisionAlleged: string;
  readonly proceedings: string;
  readonly reasons: string;
  readonly order: string;
  readonly dismissed: string;
  readonly ordered: (name: string) => string;
  readonly head: string;
  readonly amount: string;
  readonly penalty: string;
  readonly compensation: string;
  readonly expenses: string;
  readonly charges: string;
  readonly total: string;
  readonly noCeiling: string;
  readonly withinCeiling: (amount: string) => string;
  readonly deposit: (amount: string, days: string, by: string, provisional: boolean) => string;
  readonly copyAndAppeal: string;
  // Citations
  readonly rule: string;
  readonly section: string;
  readonly form: string;
  readonly of: (instrument: string, label: string) => string;
  readonly instruments: Readonly<Record<'in.ctr2026' | 'in.cta1871' | 'in.gca1897', string>>;
  readonly letters: string;
}

export const AS: RegionalWords = {
  to: 'প্ৰতি',
  signed: '(ডিজিটেলভাৱে স্বাক্ষৰিত)',
  seal: '(কাৰ্যালয়ৰ নাম আৰু মোহৰ)',
  legalBasis: 'আইনী ভিত্তি',
  provisional: 'ৰাজ্যই অস্থায়ীভাৱে নিৰ্ধাৰণ কৰা সময়সীমা',
  provisionalNote: (labels, value, pending) =>
    `• ${labels}: ${value}, যিটো ${pending}ৰ পাঠ উপলব্ধ নোহোৱালৈকে ৰাজ্যই অস্থায়ীভাৱে নিৰ্ধাৰণ কৰিছে।`,
  days: (n) => `${n} দিন`,
  months: (n) => `${n} মাহ`,
  publishedText: 'প্ৰকাশিত পাঠ',
  ao: 'ন্যায়নিৰ্ণায়ক বিষয়া',
  forOffice: 'কাৰ্যালয়ৰ হৈ',
  complainant: 'অভিযোগকাৰী',
  contravener: 'কথিত উলংঘনকাৰী',
  contraventionAlleged: 'অভিযোগ কৰা উলংঘন',
  form2: 'প্ৰপত্ৰ-II',
  form2See: '[নিয়ম 4ৰ উপ-নিয়ম (1) চাওক]',
  form2Title: 'পশু অনধিকাৰ প্ৰৱেশ আইনৰ বিধান উলংঘনৰ বাবে কাৰণ দৰ্শোৱাৰ জাননী',
  form2Subject: 'বিষয়: পশু অনধিকাৰ প্ৰৱেশ আইন, 1871ৰ বিধান উলংঘনৰ বাবে কাৰণ দৰ্শোৱাৰ জাননী।',
  sir: 'মহোদয়/মহোদয়া,',
  form2Para1: (c, d, s) =>
    `অভিযোগকাৰী ${c}ৰ পৰা প্ৰাপ্ত ${d} তাৰিখৰ অভিযোগ (প্ৰতিলিপি সংলগ্ন) অনুসৰি, উক্ত আইনৰ ${s}ৰ অধীনত উলংঘন কৰা হৈছে বুলি অভিযোগ কৰা হৈছে।`,
  form2Para2: '2. ওপৰোক্ত উলংঘনৰ বাবে উক্ত আইনৰ অধীনত জৰিমনা বা ক্ষতিপূৰণ বা মাচুল বা খৰচ দিবলগীয়া হ’ব পাৰে।',
  form2Para3: (n) =>
    `3. সেয়েহে, এই জাননী জাৰি হোৱাৰ ${n} দিনৰ ভিতৰত আপুনি কাৰণ দৰ্শাব লাগিব যে জৰিমনা আৰোপ কৰা, ক্ষতিপূৰণ বা খৰচ বা মাচুল নিৰ্ধাৰণ কৰাৰ বাবে উক্ত আইনৰ অধীনত আপোনাৰ বিৰুদ্ধে কিয় তদন্ত কৰা নহ’ব।`,
  form2Para4: '4. নিৰ্দিষ্ট সময়ৰ ভিতৰত কোনো উত্তৰ পোৱা নগ’লে আইনৰ বিধান অনুসৰি পৰৱৰ্তী ব্যৱস্থা গ্ৰহণ কৰা হ’ব।',
  enclosure: 'সংলগ্নী',
  copyOfComplaint: 'অভিযোগৰ প্ৰতিলিপি',
  hearingTitle: 'শুনানিৰ জাননী',
  hearingPara: (n, r, h, m) =>
    `${n} তাৰিখে জাৰি কৰা কাৰণ দৰ্শোৱাৰ জাননীৰ ${r ? `${r} তাৰিখৰ উত্তৰ পোৱাৰ পাছত` : 'প্ৰসংগত'}, আপোনালোকক জনোৱা হৈছে যে এই গোচৰৰ শুনানি ${h} তাৰিখে ${m} অনুষ্ঠিত হ’ব।`,
  inPerson: 'সশৰীৰে',
  electronic: 'ইলেকট্ৰনিক মাধ্যমেৰে',
  hearingTime: 'শুনানিৰ সময়',
  hearingPlace: 'শুনানিৰ স্থান',
  hearingLink: 'শুনানিৰ লিংক',
  appear:
    'যিগৰাকী ব্যক্তিৰ বিৰুদ্ধে অভিযোগ কৰা হৈছে, তেওঁ সেই তাৰিখে নিজে বা তেওঁৰ দ্বাৰা যথাযথভাৱে ক্ষমতাপ্ৰাপ্ত আইনী প্ৰতিনিধিৰ জৰিয়তে উপস্থিত থাকিব লাগিব, আৰু অভিযোগকাৰী বা ক্ষমতাপ্ৰাপ্ত বিষয়া, যিজন প্ৰযোজ্য, সেই তাৰিখে উপস্থিত থাকিব লাগিব।',
  witnesses:
    'পক্ষসমূহে তেওঁলোকৰ লিখিত উত্তৰৰ উপৰিও, যিসকল সাক্ষী বা যিবোৰ নথি পৰীক্ষা কৰাব বিচাৰে, সেইবোৰৰ তালিকা দাখিল কৰিব পাৰে।',
  inAbsence:
    'নিৰ্দিষ্ট সময়ৰ ভিতৰত উত্তৰ পোৱা নোযোৱাৰ বাবে, যিগৰাকী ব্যক্তিৰ বিৰুদ্ধে অভিযোগ কৰা হৈছে তেওঁৰ অনুপস্থিতিতে শুনানি চলিব।',
  dismissalTitle: 'অভিযোগ খাৰিজ কৰাৰ আদেশ',
  penaltyTitle: 'জৰিমনা আৰোপ আৰু ক্ষতিপূৰণ, খৰচ বা মাচুল নিৰ্ধাৰণৰ আদেশ',
  complaintReceivedOn: 'অভিযোগ প্ৰাপ্তিৰ তাৰিখ',
  replyReceivedOn: 'উত্তৰ প্ৰাপ্তিৰ তাৰিখ',
  admitted: ' (উলংঘন স্বীকাৰ কৰা হৈছে)',
  exParte: 'যিগৰাকী ব্যক্তিৰ বিৰুদ্ধে অভিযোগ কৰা হৈছিল তেওঁৰ অনুপস্থিতিতে শুনানি চলিছিল।',
  hearingHeldOn: 'শুনানিৰ তাৰিখ',
  hearingInAbsence: (on, m) => `${on} তাৰিখে অনুপস্থিতিতে হোৱা শুনানিত অভিযোগকাৰীৰ তলত দিয়া সামগ্ৰী পৰীক্ষা কৰা হৈছিল: ${m}`,
  heardOnAmount: (on) => `${on} তাৰিখে জৰিমনা আৰু ক্ষতিপূৰণৰ পৰিমাণৰ বিষয়ে ব্যক্তিগৰাকীৰ বক্তব্য শুনা হৈছিল।`,
  notHeardOnAmount: (r) => `তলত দিয়া কাৰণত জৰিমনা আৰু ক্ষতিপূৰণৰ পৰিমাণৰ বিষয়ে ব্যক্তিগৰাকীৰ বক্তব্য শুনা হোৱা নাছিল: ${r}`,
  provisionAlleged: 'উলংঘন কৰা বুলি অভিযোগ কৰা বিধান',
  proceedings: 'কাৰ্যবিৱৰণী',
  reasons: 'কাৰণ',
  order: 'আদেশ',
  dismissed:
    'যিগৰাকী ব্যক্তিৰ বিৰুদ্ধে অভিযোগ কৰা হৈছিল, তেওঁ আইনৰ কোনো বিধান উলংঘন কৰা নাই বুলি সন্তুষ্ট হৈ, আৰোপসমূহ প্ৰত্যাহাৰ কৰা হ’ল আৰু অভিযোগ খাৰিজ কৰা হ’ল।',
  ordered: (name) =>
    `${name} নামৰ ব্যক্তিগৰাকীয়ে আইনৰ বিধান উলংঘন কৰিছে বুলি সন্তুষ্ট হৈ, ওপৰত লিপিবদ্ধ কৰা কাৰণসমূহৰ বাবে তলত দিয়া ধৰণে আদেশ দিয়া হ’ল:`,
  head: 'বিৱৰণ',
  amount: 'পৰিমাণ',
  penalty: 'জৰিমনা',
  compensation: 'ক্ষতিপূৰণ',
  expenses: 'খৰচ',
  charges: 'মাচুল',
  total: 'মুঠ',
  noCeiling:
    'এই ৰাজ্যৰ বাবে জৰিমনাৰ কোনো সৰ্বোচ্চ সীমা নিৰ্ধাৰিত নাই: পৰিমাণ লিপিবদ্ধ কাৰণসমূহৰ বাবে এই আদেশেৰে নিৰ্ধাৰণ কৰা হৈছে, আৰু ইয়াক আইনৰ সৈতে মিলাই চোৱা হোৱা নাই।',
  withinCeiling: (a) => `জৰিমনা এই ৰাজ্যত বলবৎ ${a}ৰ সৰ্বোচ্চ সীমাৰ ভিতৰত আছে।`,
  deposit: (a, n, by, p) =>
    `জৰিমনাৰ ${a} এই আদেশৰ তাৰিখৰ পৰা ${n} দিনৰ ভিতৰত, অৰ্থাৎ ${by}ৰ ভিতৰত, ভাৰতীয় জীৱ-জন্তু কল্যাণ ব’ৰ্ডৰ পুঁজিত জমা দিব লাগিব। আইনৰ ধাৰা 27গৰ অধীনত নিৰ্ধাৰিত সময়ৰ${p ? ' (ধাৰা 27গৰ পাঠ উপলব্ধ নোহোৱালৈকে ৰাজ্যই অস্থায়ীভাৱে নিৰ্ধাৰণ কৰা)' : ''} ভিতৰত জৰিমনা পৰিশোধ কৰা নহ’লে ভাৰতীয় জীৱ-জন্তু কল্যাণ ব’ৰ্ডে ইয়াৰ আদায়ৰ বাবে প্ৰয়োজনীয় ব্যৱস্থা গ্ৰহণ কৰিব (নিয়ম 4(14))।`,
  copyAndAppeal:
    'এই আদেশৰ যথাযথভাৱে স্বাক্ষৰিত প্ৰতিলিপি যিগৰাকী ব্যক্তিৰ বিৰুদ্ধে অভিযোগ কৰা হৈছিল তেওঁক আৰু অভিযোগকাৰী বা ক্ষমতাপ্ৰাপ্ত বিষয়াক বিনামূলীয়াকৈ প্ৰদান কৰা হ’ব। ইয়াৰ বিৰুদ্ধে প্ৰপত্ৰ-IIIত আপীল কৰ্তৃপক্ষৰ ওচৰত আপীল কৰিব পাৰি।',
  rule: 'নিয়ম',
  section: 'ধাৰা',
  form: 'প্ৰপত্ৰ',
  of: (i, l) => `${i}ৰ ${l}`,
  instruments: {
    'in.ctr2026': 'পশু অনধিকাৰ প্ৰৱেশ নিয়মাৱলী, 2026',
    'in.cta1871': 'পশু অনধিকাৰ প্ৰৱেশ আইন, 1871',
    'in.gca1897': 'সাধাৰণ দফা আইন, 1897',
  },
  letters: 'কখগঘঙচছজ',
};

export const BN: RegionalWords = {
  to: 'প্রতি',
  signed: '(ডিজিটালভাবে স্বাক্ষরিত)',
  seal: '(কার্যালয়ের নাম ও সিলমোহর)',
  legalBasis: 'আইনি ভিত্তি',
  provisional: 'রাজ্য কর্তৃক অস্থায়ীভাবে নির্ধারিত সময়সীমা',
  provisionalNote: (labels, value, pending) =>
    `• ${labels}: ${value}, যা ${pending}-এর পাঠ উপলব্ধ না হওয়া পর্যন্ত রাজ্য কর্তৃক অস্থায়ীভাবে নির্ধারিত।`,
  days: (n) => `${n} দিন`,
  months: (n) => `${n} মাস`,
  publishedText: 'প্রকাশিত পাঠ',
  ao: 'ন্যায়নির্ণায়ক আধিকারিক',
  forOffice: 'কার্যালয়ের পক্ষে',
  complainant: 'অভিযোগকারী',
  contravener: 'কথিত লঙ্ঘনকারী',
  contraventionAlleged: 'অভিযুক্ত লঙ্ঘন',
  form2: 'প্রপত্র-II',
  form2See: '[নিয়ম 4-এর উপনিয়ম (1) দ্রষ্টব্য]',
  form2Title: 'পশু অনধিকার প্রবেশ আইনের বিধান লঙ্ঘনের জন্য কারণ দর্শানোর নোটিশ',
  form2Subject: 'বিষয়: পশু অনধিকার প্রবেশ আইন, 1871-এর বিধান লঙ্ঘনের জন্য কারণ দর্শানোর নোটিশ।',
  sir: 'মহাশয়/মহাশয়া,',
  form2Para1: (c, d, s) =>
    `অভিযোগকারী ${c}-এর কাছ থেকে প্রাপ্ত ${d} তারিখের অভিযোগ (প্রতিলিপি সংযুক্ত) অনুসারে, উক্ত আইনের ${s}-এর অধীনে লঙ্ঘন করা হয়েছে বলে অভিযোগ করা হয়েছে।`,
  form2Para2: '2. উপরোক্ত লঙ্ঘনের জন্য উক্ত আইনের অধীনে জরিমানা বা ক্ষতিপূরণ বা মাশুল বা খরচ প্রদেয় হতে পারে।',
  form2Para3: (n) =>
    `3. অতএব, এই নোটিশ জারি হওয়ার ${n} দিনের মধ্যে আপনাকে কারণ দর্শাতে হবে যে জরিমানা আরোপ, ক্ষতিপূরণ বা খরচ বা মাশুল নির্ধারণের জন্য উক্ত আইনের অধীনে আপনার বিরুদ্ধে কেন তদন্ত করা হবে না।`,
  form2Para4: '4. নির্দিষ্ট সময়ের মধ্যে কোনো উত্তর না পাওয়া গেলে আইনের বিধান অনুযায়ী পরবর্তী ব্যবস্থা গ্রহণ করা হবে।',
  enclosure: 'সংযুক্তি',
  copyOfComplaint: 'অভিযোগের প্রতিলিপি',
  hearingTitle: 'শুনানির নোটিশ',
  hearingPara: (n, r, h, m) =>
    `${n} তারিখে জারি করা কারণ দর্শানোর নোটিশের ${r ? `${r} তারিখের উত্তর পাওয়ার পর` : 'প্রেক্ষিতে'}, আপনাদের জানানো হচ্ছে যে এই মামলার শুনানি ${h} তারিখে ${m} অনুষ্ঠিত হবে।`,
  inPerson: 'সশরীরে',
  electronic: 'ইলেকট্রনিক মাধ্যমে',
  hearingTime: 'শুনানির সময়',
  hearingPlace: 'শুনানির স্থান',
  hearingLink: 'শুনানির লিংক',
  appear:
    'যাঁর বিরুদ্ধে অভিযোগ করা হয়েছে, তাঁকে সেই তারিখে স্বয়ং অথবা তাঁর দ্বারা যথাযথভাবে ক্ষমতাপ্রাপ্ত আইনি প্রতিনিধির মাধ্যমে উপস্থিত থাকতে হবে, এবং অভিযোগকারী বা ক্ষমতাপ্রাপ্ত আধিকারিক, যেমন প্রযোজ্য, সেই তারিখে উপস্থিত থাকবেন।',
  witnesses: 'পক্ষগণ তাঁদের লিখিত উত্তরের অতিরিক্ত, যে সাক্ষী বা নথিপত্র পরীক্ষা করাতে চান তার তালিকা জমা দিতে পারেন।',
  inAbsence: 'নির্দিষ্ট সময়ের মধ্যে উত্তর না পাওয়ায়, যাঁর বিরুদ্ধে অভিযোগ করা হয়েছে তাঁর অনুপস্থিতিতে শুনানি চলবে।',
  dismissalTitle: 'অভিযোগ খারিজের আদেশ',
  penaltyTitle: 'জরিমানা আরোপ এবং ক্ষতিপূরণ, খরচ বা মাশুল নির্ধারণের আদেশ',
  complaintReceivedOn: 'অভিযোগ প্রাপ্তির তারিখ',
  replyReceivedOn: 'উত্তর প্রাপ্তির তারিখ',
  admitted: ' (লঙ্ঘন স্বীকার করা হয়েছে)',
  exParte: 'যাঁর বিরুদ্ধে অভিযোগ করা হয়েছিল তাঁর অনুপস্থিতিতে শুনানি হয়েছিল।',
  hearingHeldOn: 'শুনানির তারিখ',
  hearingInAbsence: (on, m) =>
    `${on} তারিখে অনুপস্থিতিতে অনুষ্ঠিত শুনানিতে অভিযোগকারীর নিম্নলিখিত উপকরণ পরীক্ষা করা হয়েছিল: ${m}`,
  heardOnAmount: (on) => `${on} তারিখে জরিমানা ও ক্ষতিপূরণের পরিমাণ বিষয়ে ব্যক্তির বক্তব্য শোনা হয়েছিল।`,
  notHeardOnAmount: (r) => `নিম্নলিখিত কারণে জরিমানা ও ক্ষতিপূরণের পরিমাণ বিষয়ে ব্যক্তির বক্তব্য শোনা হয়নি: ${r}`,
  provisionAlleged: 'লঙ্ঘিত বলে অভিযুক্ত বিধান',
  proceedings: 'কার্যধারা',
  reasons: 'কারণ',
  order: 'আদেশ',
  dismissed:
    'যাঁর বিরুদ্ধে অভিযোগ করা হয়েছিল তিনি আইনের কোনো বিধান লঙ্ঘন করেননি বলে সন্তুষ্ট হয়ে, আরোপসমূহ প্রত্যাহার করা হল এবং অভিযোগ খারিজ করা হল।',
  ordered: (name) => `${name} আইনের বিধান লঙ্ঘন করেছেন বলে সন্তুষ্ট হয়ে, উপরে লিপিবদ্ধ কারণসমূহের জন্য নিম্নরূপ আদেশ দেওয়া হল:`,
  head: 'বিবরণ',
  amount: 'পরিমাণ',
  penalty: 'জরিমানা',
  compensation: 'ক্ষতিপূরণ',
  expenses: 'খরচ',
  charges: 'মাশুল',
  total: 'মোট',
  noCeiling:
    'এই রাজ্যের জন্য জরিমানার কোনো সর্বোচ্চ সীমা নির্ধারিত নেই: পরিমাণ লিপিবদ্ধ কারণসমূহের জন্য এই আদেশ দ্বারা নির্ধারিত হয়েছে, এবং আইনের সঙ্গে মিলিয়ে দেখা হয়নি।',
  withinCeiling: (a) => `জরিমানা এই রাজ্যে বলবৎ ${a}-এর সর্বোচ্চ সীমার মধ্যে আছে।`,
  deposit: (a, n, by, p) =>
    `জরিমানার ${a} এই আদেশের তারিখ থেকে ${n} দিনের মধ্যে, অর্থাৎ ${by}-এর মধ্যে, ভারতীয় প্রাণী কল্যাণ পর্ষদের তহবিলে জমা দিতে হবে। আইনের ধারা 27গ-এর অধীনে নির্ধারিত সময়ের${p ? ' (ধারা 27গ-এর পাঠ উপলব্ধ না হওয়া পর্যন্ত রাজ্য কর্তৃক অস্থায়ীভাবে নির্ধারিত)' : ''} মধ্যে জরিমানা পরিশোধ না করা হলে ভারতীয় প্রাণী কল্যাণ পর্ষদ তা আদায়ের জন্য প্রয়োজনীয় ব্যবস্থা গ্রহণ করবে (নিয়ম 4(14))।`,
  copyAndAppeal:
    'এই আদেশের যথাযথভাবে স্বাক্ষরিত প্রতিলিপি যাঁর বিরুদ্ধে অভিযোগ করা হয়েছিল তাঁকে এবং অভিযোগকারী বা ক্ষমতাপ্রাপ্ত আধিকারিককে বিনামূল্যে দেওয়া হবে। এর বিরুদ্ধে প্রপত্র-III-এ আপিল কর্তৃপক্ষের কাছে আপিল করা যাবে।',
  rule: 'নিয়ম',
  section: 'ধারা',
  form: 'প্রপত্র',
  of: (i, l) => `${i}-এর ${l}`,
  instruments: {
    'in.ctr2026': 'পশু অনধিকার প্রবেশ নিয়মাবলী, 2026',
    'in.cta1871': 'পশু অনধিকার প্রবেশ আইন, 1871',
    'in.gca1897': 'সাধারণ ধারা আইন, 1897',
  },
  letters: 'কখগঘঙচছজ',
};
