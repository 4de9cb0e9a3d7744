// Assamese: the words of the step forms, continued (see as-step-words.ts): the hearing notice and its record, written submissions, waiver, the final order, extension, copies, deposit, recovery, objections to service.

export const stepWordsAsOrder: Readonly<Record<string, string>> = {
  "The notice tells the parties the date, the time and the place of the hearing (this office's court room unless another is named), or the video link.":
    'জাননীয়ে পক্ষসমূহক শুনানিৰ তাৰিখ, সময় আৰু স্থান (আন কোনো স্থান উল্লেখ নকৰিলে এই কাৰ্যালয়ৰ বিচাৰকক্ষ), বা ভিডিঅ’ লিংক জনায়।',
  'Date of the hearing': 'শুনানিৰ তাৰিখ',
  'Time of the hearing': 'শুনানিৰ সময়',
  'Mode of the hearing': 'শুনানিৰ মাধ্যম',
  'In person': 'ব্যক্তিগতভাৱে',
  'By video': 'ভিডিঅ’ৰ জৰিয়তে',
  'Place of the hearing': 'শুনানিৰ স্থান',
  "For a hearing in person; this office's court room unless you name another.":
    'ব্যক্তিগত শুনানিৰ বাবে; আপুনি আন কোনো স্থান উল্লেখ নকৰিলে এই কাৰ্যালয়ৰ বিচাৰকক্ষ।',
  'Video link': 'ভিডিঅ’ লিংক',
  'For a hearing by video: the link the parties open.': 'ভিডিঅ’ৰ জৰিয়তে শুনানিৰ বাবে: পক্ষসমূহে খোলা লিংক।',
  'Reasons for a shorter notice': 'কম সময়ৰ জাননীৰ কাৰণ',
  "Only if the hearing is less than 7 days after the notice can be served (the portal's default, not a period fixed by law): why the date cannot wait.":
    'জাননী প্ৰদান কৰিব পৰাৰ 7 দিনতকৈ কম সময়ৰ পিছত শুনানি হ’লেহে (পৰ্টেলৰ পূৰ্বনিৰ্ধাৰিত সময়, আইনে নিৰ্ধাৰণ কৰা নহয়): তাৰিখটোৱে কিয় অপেক্ষা কৰিব নোৱাৰে।',
  'Record the hearing': 'শুনানি লিপিবদ্ধ কৰক',
  'Record who appeared, that the contravention was explained where it is not admitted, and that an opportunity of being heard was given.':
    'কোন উপস্থিত হ’ল, উলংঘন স্বীকাৰ নকৰা ক্ষেত্ৰত তাক বুজাই দিয়া হ’ল, আৰু শুনানিৰ সুযোগ দিয়া হ’ল, লিপিবদ্ধ কৰক।',
  'The person complained against appeared': 'যাৰ বিৰুদ্ধে অভিযোগ কৰা হৈছে তেওঁ উপস্থিত হৈছিল',
  'The contravention was explained to the person': 'ব্যক্তিগৰাকীক উলংঘনৰ কথা বুজাই দিয়া হৈছিল',
  'An opportunity of being heard was given': 'শুনানিৰ সুযোগ দিয়া হৈছিল',
  'Record of the hearing': 'শুনানিৰ বিৱৰণ',
  'Allow written submissions': 'লিখিত বক্তব্যৰ অনুমতি দিয়ক',
  'After hearing the parties, invite written submissions or briefs on further issues.':
    'পক্ষসমূহৰ শুনানিৰ পিছত, অতিৰিক্ত বিষয়ত লিখিত বক্তব্য বা টোকা আহ্বান কৰক।',
  'Issues on which written submissions are invited': 'যিবোৰ বিষয়ত লিখিত বক্তব্য আহ্বান কৰা হৈছে',
  'Record a written submission': 'লিখিত বক্তব্য লিপিবদ্ধ কৰক',
  'A party files the written submission the officer allowed at the hearing.':
    'শুনানিত বিষয়াই অনুমতি দিয়া লিখিত বক্তব্য এটা পক্ষই দাখিল কৰে।',
  'Filed by': 'দাখিলকাৰী',
  'The written submission': 'লিখিত বক্তব্য',
  'Submit a written brief': 'লিখিত টোকা দাখিল কৰক',
  'After the hearing, where the officer has allowed it, a party submits a written brief in support of their claim.':
    'শুনানিৰ পিছত, বিষয়াই অনুমতি দিলে, এটা পক্ষই নিজৰ দাবীৰ সমৰ্থনত লিখিত টোকা দাখিল কৰে।',
  'Your written brief': 'আপোনাৰ লিখিত টোকা',
  'File a list of witnesses': 'সাক্ষীৰ তালিকা দাখিল কৰক',
  'A party names the witnesses they will produce.': 'এটা পক্ষই উপস্থিত কৰিবলগীয়া সাক্ষীৰ নাম দিয়ে।',
  Witnesses: 'সাক্ষী',
  'File a list of documents': 'নথিৰ তালিকা দাখিল কৰক',
  'A party lists the documents they rely on.': 'এটা পক্ষই নিৰ্ভৰ কৰা নথিবোৰৰ তালিকা দিয়ে।',
  Documents: 'নথি',
  "Record a party's waiver of the hearing": 'শুনানিৰ অধিকাৰ পক্ষই এৰি দিয়াটো লিপিবদ্ধ কৰক',
  'Only the party can give up being heard: copy their own words from their signed writing, and attach that writing to the case first. You cannot waive the hearing for them.':
    'কেৱল পক্ষই নিজে শুনানিৰ অধিকাৰ এৰিব পাৰে: তেওঁৰ স্বাক্ষৰিত লিখনৰ পৰা তেওঁৰ নিজৰ কথা নকল কৰক, আৰু প্ৰথমে সেই লিখন গোচৰৰ সৈতে সংলগ্ন কৰক। আপুনি তেওঁৰ হৈ শুনানি এৰিব নোৱাৰে।',
  'Whose waiver': 'কোনে এৰি দিছে',
  "The party's own words": 'পক্ষৰ নিজৰ কথা',
  'Their signed writing (document number on this case)': 'তেওঁৰ স্বাক্ষৰিত লিখন (এই গোচৰৰ নথি নম্বৰ)',
  'Pass the final order': 'চূড়ান্ত আদেশ দিয়ক',
  'The order records a finding on each ground, with the section of the Act and the reasons for it, and says of each witness or document a party listed whether it was examined or why it was rejected. An order imposing a penalty states the time allowed for depositing it; compensation, expenses or charges name whom they are paid to and by when. A dismissal gives its reasons.':
    'আদেশত প্ৰতিটো কাৰণৰ ওপৰত সিদ্ধান্ত, আইনৰ ধাৰা আৰু তাৰ যুক্তিসহ লিপিবদ্ধ থাকে, আৰু কোনো পক্ষই তালিকাভুক্ত কৰা প্ৰতিজন সাক্ষী বা প্ৰতিখন নথি পৰীক্ষা কৰা হৈছিল নে কিয় অগ্ৰাহ্য কৰা হ’ল কোৱা থাকে। জৰিমনা আৰোপ কৰা আদেশত তাক জমা দিবলৈ দিয়া সময় উল্লেখ থাকে; ক্ষতিপূৰণ, খৰচ বা মাচুলৰ ক্ষেত্ৰত কাক আৰু কেতিয়ালৈকে দিয়া হ’ব উল্লেখ থাকে। খাৰিজৰ আদেশত তাৰ কাৰণ দিয়া হয়।',
  Order: 'আদেশ',
  'Penalty or compensation (Rule 4(12))': 'জৰিমনা বা ক্ষতিপূৰণ (নিয়ম 4(12))',
  'Dismiss the complaint (Rule 4(13))': 'অভিযোগ খাৰিজ কৰক (নিয়ম 4(13))',
  'Penalty (₹)': 'জৰিমনা (₹)',
  'Compensation (₹)': 'ক্ষতিপূৰণ (₹)',
  'Expenses (₹)': 'খৰচ (₹)',
  'Charges (₹)': 'মাচুল (₹)',
  'Days allowed to deposit': 'জমা দিবলৈ দিয়া দিন',
  'Required when a penalty is imposed (Rule 4(12)). Compensation needs no deposit time unless the order sets one.':
    'জৰিমনা আৰোপ কৰিলে লাগিব (নিয়ম 4(12))। আদেশে নিৰ্ধাৰণ নকৰিলে ক্ষতিপূৰণৰ বাবে জমাৰ সময় নালাগে।',
  'Reasons for the order': 'আদেশৰ কাৰণ',
  'Extend the period of disposal': 'নিষ্পত্তিৰ সময়সীমা বঢ়াওক',
  'When the proceedings cannot be completed within six months, the period may be extended by at most 30 days, for reasonable cause recorded in writing.':
    'কাৰ্যবাহী ছমাহৰ ভিতৰত সম্পূৰ্ণ কৰিব নোৱাৰিলে, লিখিতভাৱে লিপিবদ্ধ কৰা যুক্তিসংগত কাৰণৰ বাবে সময়সীমা সৰ্বাধিক 30 দিন বঢ়াব পাৰি।',
  'Days of extension': 'সময় বৃদ্ধিৰ দিন',
  'At most 30 days (Rule 6).': 'সৰ্বাধিক 30 দিন (নিয়ম 6)।',
  'Only if the period has already ended: why it was not extended before it ended':
    'সময়সীমা ইতিমধ্যে শেষ হৈছে যদিহে: শেষ হোৱাৰ আগতে কিয় বঢ়োৱা নহ’ল',
  'Supply a free copy of the order': 'আদেশৰ বিনামূলীয়া প্ৰতিলিপি দিয়ক',
  'A copy of the order, signed by the adjudicating officer, is supplied free of cost to the person complained against and to the complainant.':
    'ন্যায়নিৰ্ণায়ক বিষয়াই স্বাক্ষৰ কৰা আদেশৰ এটা প্ৰতিলিপি যাৰ বিৰুদ্ধে অভিযোগ কৰা হৈছে তেওঁক আৰু অভিযোগকাৰীক বিনামূলীয়াকৈ দিয়া হয়।',
  'Copy supplied to': 'যাক প্ৰতিলিপি দিয়া হ’ল',
  'The copy is signed by the adjudicating officer': 'প্ৰতিলিপিত ন্যায়নিৰ্ণায়ক বিষয়াৰ স্বাক্ষৰ আছে',
  'Record a deposit of the penalty': 'জৰিমনাৰ জমা লিপিবদ্ধ কৰক',
  'The amount deposited against the penalty, with its receipt or challan number.':
    'জৰিমনাৰ বিপৰীতে জমা দিয়া পৰিমাণ, তাৰ ৰচিদ বা চালান নম্বৰৰ সৈতে।',
  'Amount deposited (₹)': 'জমা দিয়া পৰিমাণ (₹)',
  'Receipt or challan number': 'ৰচিদ বা চালান নম্বৰ',
  'Paid by': 'পৰিশোধৰ মাধ্যম',
  Cash: 'নগদ',
  'Bank challan': 'বেংক চালান',
  Online: 'অনলাইন',
  'Demand draft': 'ডিমাণ্ড ড্ৰাফ্ট',
  'Refer the unpaid penalty to the Animal Welfare Board of India for recovery':
    'নিদিয়া জৰিমনা আদায়ৰ বাবে ভাৰতীয় জীৱ-জন্তু কল্যাণ ব’ৰ্ডলৈ পঠিয়াওক',
  "The penalty was not paid within the time the order fixed for depositing it (Rule 4(12)), nor within a period under section 27C where the State has notified one (Rule 4(14)); the person was given the signed order (Rule 4(15)) in time to pay. The portal's configured default period never decides this by itself. This is a reference to the Board for recovery; from then on payments are recorded by the Board.":
    'আদেশে জমা দিবলৈ নিৰ্ধাৰণ কৰা সময়ৰ ভিতৰত (নিয়ম 4(12)), বা ৰাজ্যই ধাৰা 27গৰ অধীনত সময় জাননী কৰিছে যদি সেই সময়ৰ ভিতৰত (নিয়ম 4(14)) জৰিমনা দিয়া হোৱা নাই; পৰিশোধ কৰিবলৈ সময় থাকোঁতেই ব্যক্তিগৰাকীক স্বাক্ষৰিত আদেশ দিয়া হৈছিল (নিয়ম 4(15))। পৰ্টেলৰ পূৰ্বনিৰ্ধাৰিত সময়ে অকলে এইটো কেতিয়াও নিৰ্ধাৰণ নকৰে। এইটো আদায়ৰ বাবে ব’ৰ্ডলৈ পঠোৱা; তাৰ পিছৰ পৰা পৰিশোধ ব’ৰ্ডে লিপিবদ্ধ কৰে।',
  'Only if the order reached a party late: why the reference cannot wait':
    'আদেশ কোনো পক্ষৰ হাতত পলমকৈ পৰিলেহে: পঠোৱাৰ কামটোৱে কিয় অপেক্ষা কৰিব নোৱাৰে',
  'Object to the service of a notice': 'জাননী প্ৰদানৰ ওপৰত আপত্তি দাখিল কৰক',
  'If a notice was not served on you as the record says, say so and why. The officer must decide your objection, for reasons recorded, before proceeding in your absence.':
    'অভিলেখত কোৱাৰ দৰে জাননী আপোনাক প্ৰদান কৰা হোৱা নাছিল যদি, সেয়া আৰু তাৰ কাৰণ কওক। আপোনাৰ অনুপস্থিতিত আগবঢ়াৰ আগতে বিষয়াই লিপিবদ্ধ কৰা কাৰণসহ আপোনাৰ আপত্তিৰ সিদ্ধান্ত ল’ব লাগিব।',
  'The notice': 'জাননী',
  'Why the record of service is wrong': 'জাননী প্ৰদানৰ অভিলেখ কিয় ভুল',
  'For example: where you were that day, or who received the notice instead of you.':
    'যেনে: সেইদিনা আপুনি ক’ত আছিল, বা আপোনাৰ সলনি কোনে জাননী গ্ৰহণ কৰিছিল।',
  'Decide the objection to service': 'জাননী প্ৰদানৰ ওপৰত আপত্তিৰ সিদ্ধান্ত লওক',
  'Uphold the objection when the notice was not served as recorded (it is then to be served again), or reject it; record your reasons either way.':
    'লিপিবদ্ধ কৰাৰ দৰে জাননী প্ৰদান কৰা হোৱা নাছিল যদি আপত্তি গ্ৰহণ কৰক (তেতিয়া জাননী পুনৰ প্ৰদান কৰিব লাগিব), নহ’লে অগ্ৰাহ্য কৰক; দুয়োটা ক্ষেত্ৰতে আপোনাৰ কাৰণ লিপিবদ্ধ কৰক।',
  'The objection': 'আপত্তি',
  Decision: 'সিদ্ধান্ত',
  'Upheld: not served; serve the notice again': 'গ্ৰহণ কৰা হ’ল: প্ৰদান কৰা হোৱা নাই; জাননী পুনৰ প্ৰদান কৰক',
  'Rejected: the service stands': 'অগ্ৰাহ্য কৰা হ’ল: জাননী প্ৰদান বহাল থাকে',
};
