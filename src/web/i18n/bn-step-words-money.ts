// Bengali: the words of the step forms, continued (see bn-step-words.ts): the money book's (the
// demands and deposits, the Board's recovery, the fund's bodies, sanctions, releases and certificates).

export const stepWordsBnMoney: Readonly<Record<string, string>> = {
  'Raise the demands of the order': 'আদেশের দাবিগুলি উত্থাপন করুন',
  'Passing an order of penalty or compensation raises a demand for each amount ordered, with the time to deposit the penalty.':
    'জরিমানা বা ক্ষতিপূরণের আদেশ দিলে আদেশকৃত প্রতিটি পরিমাণের জন্য একটি দাবি উত্থাপিত হয়, জরিমানা জমার সময় সহ।',
  'Adjust the demands to the appellate order': 'আপিলের আদেশ অনুযায়ী দাবিগুলি সমন্বয় করুন',
  'The appellate order confirms, varies or sets aside the amounts; what was paid beyond them is refunded.':
    'আপিলের আদেশ পরিমাণগুলি বহাল রাখে, পরিবর্তন করে বা বাতিল করে; তার বেশি দেওয়া অর্থ ফেরত দেওয়া হয়।',
  'Enter the penalty in the Board’s recovery': 'জরিমানাটি পর্ষদের আদায়ের তালিকায় অন্তর্ভুক্ত করুন',
  'The reference of an unpaid penalty to the Animal Welfare Board of India puts it in the Board’s recovery queue.':
    'অপরিশোধিত জরিমানা ভারতীয় প্রাণী কল্যাণ পর্ষদে পাঠালে তা পর্ষদের আদায়ের তালিকায় অন্তর্ভুক্ত হয়।',
  'Record a deposit': 'জমা লিপিবদ্ধ করুন',
  'A payment against one head of the order, with its receipt or challan number, at most what is outstanding. A receipt number is used once only.':
    'আদেশের একটি খাতের বিপরীতে অর্থ প্রদান, তার রসিদ বা চালান নম্বর সহ, বাকির বেশি নয়। একটি রসিদ নম্বর কেবল একবারই ব্যবহৃত হয়।',
  Head: 'খাত',
  'Amount in rupees': 'টাকায় পরিমাণ',
  'At most the amount outstanding under that head, e.g. 1,500': 'সেই খাতে বাকি পরিমাণের বেশি নয়, যেমন 1,500',
  'A receipt or challan number is used once only (Section 28, Rule 4(12)).':
    'একটি রসিদ বা চালান নম্বর কেবল একবারই ব্যবহৃত হয় (ধারা 28, নিয়ম 4(12))।',
  'Mode of payment': 'পরিশোধের মাধ্যম',
  'Date (dd/mm/yyyy)': 'তারিখ (দিন/মাস/বছর)',
  'Today when left blank.': 'খালি রাখলে আজকের তারিখ।',
  'Record a recovery action': 'আদায়ের একটি পদক্ষেপ লিপিবদ্ধ করুন',
  'What the Board did to recover a referred penalty, and what it recovered (nothing yet is 0); the amount is credited to the Board’s fund.':
    'পাঠানো জরিমানা আদায়ে পর্ষদ কী করেছে, এবং কত আদায় করেছে (এখনও কিছু না হলে 0); পরিমাণটি পর্ষদের তহবিলে জমা হয়।',
  Case: 'মামলা',
  'Action taken': 'নেওয়া পদক্ষেপ',
  'Demand notice': 'দাবির নোটিশ',
  Attachment: 'ক্রোক',
  'Recovery as arrears of land revenue': 'ভূমি রাজস্বের বকেয়া হিসাবে আদায়',
  Other: 'অন্য',
  'Note of what was done': 'কী করা হয়েছে তার টীকা',
  'Amount recovered in rupees (0 if none)': 'টাকায় আদায় হওয়া পরিমাণ (কিছু না হলে 0)',
  'If an amount was recovered.': 'কোনো পরিমাণ আদায় হয়ে থাকলে।',
  'Register a utilising body': 'ব্যবহারকারী সংস্থা নিবন্ধন করুন',
  'The penalty money is used through a State Board, a local authority or a Society for Prevention of Cruelty to Animals only.':
    'জরিমানার অর্থ কেবল রাজ্য পর্ষদ, স্থানীয় কর্তৃপক্ষ বা পশুক্লেশ নিবারণ সমিতির মাধ্যমেই ব্যবহৃত হয়।',
  'Short reference of the body': 'সংস্থার সংক্ষিপ্ত সূত্র',
  'Kind of body (Rule 8(1))': 'সংস্থার ধরন (নিয়ম 8(1))',
  'State Board (State Animal Welfare Board)': 'রাজ্য পর্ষদ (রাজ্য প্রাণী কল্যাণ পর্ষদ)',
  'Local authority': 'স্থানীয় কর্তৃপক্ষ',
  'Society for Prevention of Cruelty to Animals': 'পশুক্লেশ নিবারণ সমিতি',
  'Name of the body': 'সংস্থার নাম',
  State: 'রাজ্য',
  'Sanction a use of the fund': 'তহবিলের একটি ব্যবহার মঞ্জুর করুন',
  'For one of the purposes of Rule 8(1), through a registered body, within what the fund holds beyond earlier sanctions.':
    'নিয়ম 8(1)-এর উদ্দেশ্যগুলির একটির জন্য, নিবন্ধিত সংস্থার মাধ্যমে, আগের মঞ্জুরির পরে তহবিলে যা থাকে তার মধ্যে।',
  Sanction: 'মঞ্জুরি',
  'Utilising body': 'ব্যবহারকারী সংস্থা',
  'Purpose (Rule 8(1))': 'উদ্দেশ্য (নিয়ম 8(1))',
  'Establishment, renovation and maintenance of pounds': 'খোঁয়াড় স্থাপন, সংস্কার ও রক্ষণাবেক্ষণ',
  'Feed, veterinary care and shelter for impounded cattle': 'খোঁয়াড়ে আটক পশুর খাদ্য, পশুচিকিৎসা ও আশ্রয়',
  'Training and capacity building of personnel in animal welfare activities':
    'প্রাণী কল্যাণ কাজে কর্মীদের প্রশিক্ষণ ও সক্ষমতা বৃদ্ধি',
  'Public awareness about prevention of cruelty to animals': 'পশুর প্রতি নিষ্ঠুরতা প্রতিরোধ সম্পর্কে জনসচেতনতা',
  'Other purposes connected with animal welfare notified by the Central Government':
    'কেন্দ্রীয় সরকারের বিজ্ঞাপিত প্রাণী কল্যাণ সংক্রান্ত অন্য উদ্দেশ্য',
  'Amount sanctioned in rupees': 'টাকায় মঞ্জুর করা পরিমাণ',
  'Notification of the Central Government': 'কেন্দ্রীয় সরকারের বিজ্ঞপ্তি',
  'For a purpose notified by the Central Government (Rule 8(1)(e)) only.':
    'কেবল কেন্দ্রীয় সরকারের বিজ্ঞাপিত উদ্দেশ্যের জন্য (নিয়ম 8(1)(e))।',
  'Release money on a sanction': 'মঞ্জুরির বিপরীতে অর্থ ছাড় করুন',
  'At most what is left of the sanction; the fund never goes below zero.':
    'মঞ্জুরির বাকি অংশের বেশি নয়; তহবিল কখনও শূন্যের নিচে যায় না।',
  'Release reference': 'ছাড়ের সূত্র',
  'Amount released in rupees': 'টাকায় ছাড় করা পরিমাণ',
  'Record a utilisation certificate': 'ব্যবহারের শংসাপত্র লিপিবদ্ধ করুন',
  'The body accounts for money released on a sanction; at most what was released and not yet accounted for.':
    'মঞ্জুরির বিপরীতে ছাড় করা অর্থের হিসাব সংস্থা দেয়; ছাড় করা এবং এখনও হিসাব না দেওয়া পরিমাণের বেশি নয়।',
  'Certificate reference': 'শংসাপত্রের সূত্র',
  'Amount utilised in rupees': 'টাকায় ব্যবহৃত পরিমাণ',
  'Reference of the certificate’s copy': 'শংসাপত্রের প্রতিলিপির সূত্র',
  'Correct a demand entry by reversal': 'প্রত্যাবর্তনের মাধ্যমে দাবির এন্ট্রি সংশোধন করুন',
  'Entries are never altered: a wrong demand is corrected by an entry that reverses it, with the reason.':
    'এন্ট্রি কখনও বদলানো হয় না: ভুল দাবি তা প্রত্যাবর্তনকারী একটি এন্ট্রি দিয়ে, কারণসহ, সংশোধন করা হয়।',
  'Entry to reverse': 'প্রত্যাবর্তনের এন্ট্রি',
  'Reason for the reversal': 'প্রত্যাবর্তনের কারণ',
  Penalty: 'জরিমানা',
  Compensation: 'ক্ষতিপূরণ',
  Expenses: 'খরচ',
  Charges: 'মাশুল',
};
