// Assamese: the words of the step forms, continued (see as-step-words.ts): the money book's (the
// demands and deposits, the Board's recovery, the fund's bodies, sanctions, releases and certificates).

export const stepWordsAsMoney: Readonly<Record<string, string>> = {
  'Raise the demands of the order': 'আদেশৰ দাবীসমূহ উত্থাপন কৰক',
  'Passing an order of penalty or compensation raises a demand for each amount ordered, with the time to deposit the penalty.':
    'জৰিমনা বা ক্ষতিপূৰণৰ আদেশ দিলে আদেশ দিয়া প্ৰতিটো পৰিমাণৰ বাবে এটা দাবী উত্থাপন হয়, জৰিমনা জমা দিয়াৰ সময়ৰ সৈতে।',
  'Adjust the demands to the appellate order': 'আপীলৰ আদেশ অনুসৰি দাবীসমূহ মিলাওক',
  'The appellate order confirms, varies or sets aside the amounts; what was paid beyond them is refunded.':
    'আপীলৰ আদেশে পৰিমাণবোৰ বহাল ৰাখে, সংশোধন কৰে বা বাতিল কৰে; তাতকৈ বেছি দিয়া ধন ঘূৰাই দিয়া হয়।',
  'Enter the penalty in the Board’s recovery': 'জৰিমনাটো ব’ৰ্ডৰ আদায়ৰ তালিকাত অন্তৰ্ভুক্ত কৰক',
  'The reference of an unpaid penalty to the Animal Welfare Board of India puts it in the Board’s recovery queue.':
    'নিদিয়া জৰিমনা ভাৰতীয় জীৱ-জন্তু কল্যাণ ব’ৰ্ডলৈ পঠালে তাক ব’ৰ্ডৰ আদায়ৰ তালিকাত অন্তৰ্ভুক্ত কৰা হয়।',
  'Record a deposit': 'জমা লিপিবদ্ধ কৰক',
  'A payment against one head of the order, with its receipt or challan number, at most what is outstanding. A receipt number is used once only.':
    'আদেশৰ এটা খাতৰ বিপৰীতে পৰিশোধ, তাৰ ৰচিদ বা চালান নম্বৰৰ সৈতে, বাকী থকাতকৈ বেছি নহয়। এটা ৰচিদ নম্বৰ এবাৰহে ব্যৱহাৰ কৰা হয়।',
  Head: 'খাত',
  'Amount in rupees': 'টকাত পৰিমাণ',
  'At most the amount outstanding under that head, e.g. 1,500': 'সেই খাতত বাকী থকা পৰিমাণতকৈ বেছি নহয়, যেনে 1,500',
  'A receipt or challan number is used once only (Section 28, Rule 4(12)).':
    'এটা ৰচিদ বা চালান নম্বৰ এবাৰহে ব্যৱহাৰ কৰা হয় (ধাৰা 28, নিয়ম 4(12))।',
  'Mode of payment': 'পৰিশোধৰ মাধ্যম',
  'Date (dd/mm/yyyy)': 'তাৰিখ (দিন/মাহ/বছৰ)',
  'Today when left blank.': 'খালী ৰাখিলে আজিৰ তাৰিখ।',
  'Record a recovery action': 'আদায়ৰ এটা কাৰ্য লিপিবদ্ধ কৰক',
  'What the Board did to recover a referred penalty, and what it recovered (nothing yet is 0); the amount is credited to the Board’s fund.':
    'পঠোৱা জৰিমনা আদায় কৰিবলৈ ব’ৰ্ডে কি কৰিলে, আৰু কিমান আদায় কৰিলে (এতিয়ালৈকে একো নহ’লে 0); পৰিমাণটো ব’ৰ্ডৰ পুঁজিত জমা হয়।',
  Case: 'গোচৰ',
  'Action taken': 'লোৱা কাৰ্য',
  'Demand notice': 'দাবীৰ জাননী',
  Attachment: 'ক্ৰোক',
  'Recovery as arrears of land revenue': 'ভূমি ৰাজহৰ বকেয়া হিচাপে আদায়',
  Other: 'অন্য',
  'Note of what was done': 'কি কৰা হ’ল তাৰ টোকা',
  'Amount recovered in rupees (0 if none)': 'টকাত আদায় হোৱা পৰিমাণ (একো নহ’লে 0)',
  'If an amount was recovered.': 'কোনো পৰিমাণ আদায় হৈছে যদি।',
  'Register a utilising body': 'ব্যৱহাৰকাৰী সংস্থা পঞ্জীয়ন কৰক',
  'The penalty money is used through a State Board, a local authority or a Society for Prevention of Cruelty to Animals only.':
    'জৰিমনাৰ ধন কেৱল ৰাজ্যিক ব’ৰ্ড, স্থানীয় কৰ্তৃপক্ষ বা পশুৰ প্ৰতি নিষ্ঠুৰতা প্ৰতিৰোধ সমিতিৰ জৰিয়তেহে ব্যৱহাৰ কৰা হয়।',
  'Short reference of the body': 'সংস্থাৰ চমু উল্লেখ',
  'Kind of body (Rule 8(1))': 'সংস্থাৰ প্ৰকাৰ (নিয়ম 8(1))',
  'State Board (State Animal Welfare Board)': 'ৰাজ্যিক ব’ৰ্ড (ৰাজ্যিক জীৱ-জন্তু কল্যাণ ব’ৰ্ড)',
  'Local authority': 'স্থানীয় কৰ্তৃপক্ষ',
  'Society for Prevention of Cruelty to Animals': 'পশুৰ প্ৰতি নিষ্ঠুৰতা প্ৰতিৰোধ সমিতি',
  'Name of the body': 'সংস্থাৰ নাম',
  State: 'ৰাজ্য',
  'Sanction a use of the fund': 'পুঁজিৰ এটা ব্যৱহাৰ মঞ্জুৰ কৰক',
  'For one of the purposes of Rule 8(1), through a registered body, within what the fund holds beyond earlier sanctions.':
    'নিয়ম 8(1)ৰ উদ্দেশ্যসমূহৰ এটাৰ বাবে, পঞ্জীয়নভুক্ত সংস্থাৰ জৰিয়তে, আগৰ মঞ্জুৰীৰ পিছত পুঁজিত যি থাকে তাৰ ভিতৰত।',
  Sanction: 'মঞ্জুৰী',
  'Utilising body': 'ব্যৱহাৰকাৰী সংস্থা',
  'Purpose (Rule 8(1))': 'উদ্দেশ্য (নিয়ম 8(1))',
  'Establishment, renovation and maintenance of pounds': 'খোৱাৰ স্থাপন, সংস্কাৰ আৰু ৰক্ষণাবেক্ষণ',
  'Feed, veterinary care and shelter for impounded cattle': 'খোৱাৰত আবদ্ধ পশুৰ খাদ্য, পশু চিকিৎসা আৰু আশ্ৰয়',
  'Training and capacity building of personnel in animal welfare activities':
    'পশু কল্যাণ কাৰ্যত কৰ্মীৰ প্ৰশিক্ষণ আৰু সামৰ্থ্য বৃদ্ধি',
  'Public awareness about prevention of cruelty to animals': 'পশুৰ প্ৰতি নিষ্ঠুৰতা প্ৰতিৰোধৰ বিষয়ে ৰাইজৰ সজাগতা',
  'Other purposes connected with animal welfare notified by the Central Government':
    'কেন্দ্ৰীয় চৰকাৰে জাননী কৰা পশু কল্যাণ সম্পৰ্কীয় আন উদ্দেশ্য',
  'Amount sanctioned in rupees': 'টকাত মঞ্জুৰ কৰা পৰিমাণ',
  'Notification of the Central Government': 'কেন্দ্ৰীয় চৰকাৰৰ জাননী',
  'For a purpose notified by the Central Government (Rule 8(1)(e)) only.':
    'কেৱল কেন্দ্ৰীয় চৰকাৰে জাননী কৰা উদ্দেশ্যৰ বাবে (নিয়ম 8(1)(e))।',
  'Release money on a sanction': 'মঞ্জুৰীৰ বিপৰীতে ধন মুকলি কৰক',
  'At most what is left of the sanction; the fund never goes below zero.':
    'মঞ্জুৰীৰ বাকী থকা পৰিমাণতকৈ বেছি নহয়; পুঁজি কেতিয়াও শূন্যৰ তললৈ নাযায়।',
  'Release reference': 'মুকলি কৰাৰ উল্লেখ',
  'Amount released in rupees': 'টকাত মুকলি কৰা পৰিমাণ',
  'Record a utilisation certificate': 'ব্যৱহাৰৰ প্ৰমাণপত্ৰ লিপিবদ্ধ কৰক',
  'The body accounts for money released on a sanction; at most what was released and not yet accounted for.':
    'মঞ্জুৰীৰ বিপৰীতে মুকলি কৰা ধনৰ হিচাপ সংস্থাই দিয়ে; মুকলি কৰা আৰু এতিয়াও হিচাপ নিদিয়া পৰিমাণতকৈ বেছি নহয়।',
  'Certificate reference': 'প্ৰমাণপত্ৰৰ উল্লেখ',
  'Amount utilised in rupees': 'টকাত ব্যৱহাৰ কৰা পৰিমাণ',
  'Reference of the certificate’s copy': 'প্ৰমাণপত্ৰৰ প্ৰতিলিপিৰ উল্লেখ',
  'Correct a demand entry by reversal': 'প্ৰত্যাৱৰ্তনৰ জৰিয়তে দাবীৰ প্ৰৱিষ্টি শুধৰাওক',
  'Entries are never altered: a wrong demand is corrected by an entry that reverses it, with the reason.':
    'প্ৰৱিষ্টি কেতিয়াও সলনি কৰা নহয়: ভুল দাবী তাক প্ৰত্যাৱৰ্তন কৰা প্ৰৱিষ্টিৰে, কাৰণসহ, শুধৰোৱা হয়।',
  'Entry to reverse': 'প্ৰত্যাৱৰ্তন কৰিবলগীয়া প্ৰৱিষ্টি',
  'Reason for the reversal': 'প্ৰত্যাৱৰ্তনৰ কাৰণ',
  Penalty: 'জৰিমনা',
  Compensation: 'ক্ষতিপূৰণ',
  Expenses: 'খৰচ',
  Charges: 'মাচুল',
};
