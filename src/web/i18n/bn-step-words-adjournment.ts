// Bengali: the words of the step forms, continued (see bn-step-words.ts): adjourning a hearing in the complaint case
// and the appeal, asking the court to adjourn a sitting on the Assam track, and the judgment's further fields. Our
// translation, awaiting review by a Bengali legal reader like the rest.

export const stepWordsBnAdjournment: Readonly<Record<string, string>> = {
  'Decide the request to adjourn the hearing': 'শুনানি মুলতবির অনুরোধের সিদ্ধান্ত নিন',
  "Grant it, fixing the new date (the notice of the date adjourned is withdrawn and the new notice is served on both parties), or refuse it, recording why the reason given is not a ground to adjourn. No order, ex parte decision or hearing in a party's absence is recorded while the request waits. The Rules do not speak of adjournments. The portal's choice, resting on the hearing on the date fixed (Rule 4(6)) and a reasonable opportunity of being heard (Rule 4(10)): a party may ask before or at the sitting, and the officer grants the request, fixing a new date, or refuses it with reasons that answer it.":
    'নতুন তারিখ ধার্য করে এটি মঞ্জুর করুন (মুলতবি হওয়া তারিখের নোটিশ প্রত্যাহার করা হয় এবং নতুন নোটিশ দুই পক্ষের কাছেই পৌঁছানো হয়), অথবা প্রদত্ত কারণ কেন মুলতবির ভিত্তি নয় তা লিপিবদ্ধ করে এটি প্রত্যাখ্যান করুন। অনুরোধ বিবেচনাধীন থাকাকালীন কোনো আদেশ, একতরফা সিদ্ধান্ত বা কোনো পক্ষের অনুপস্থিতিতে শুনানি লিপিবদ্ধ হয় না। নিয়মাবলীতে মুলতবির উল্লেখ নেই। পোর্টালের পছন্দ, ধার্য তারিখে শুনানি (নিয়ম 4(6)) এবং শুনানির যুক্তিসঙ্গত সুযোগের (নিয়ম 4(10)) উপর ভিত্তি করে: কোনো পক্ষ বৈঠকের আগে বা বৈঠকে অনুরোধ করতে পারেন, এবং আধিকারিক নতুন তারিখ ধার্য করে অনুরোধ মঞ্জুর করেন, অথবা অনুরোধের উত্তর দেওয়া কারণসহ তা প্রত্যাখ্যান করেন।',
  'The request': 'অনুরোধ',
  'Granted: fix the new date below': 'মঞ্জুর: নিচে নতুন তারিখ ধার্য করুন',
  'Refused: the hearing stays on its date': 'প্রত্যাখ্যাত: শুনানি ধার্য তারিখেই হবে',
  'Reasons, answering the request': 'অনুরোধের উত্তরে কারণ',
  'New date of the hearing (when granted)': 'শুনানির নতুন তারিখ (মঞ্জুর হলে)',
  "Only if the new date is less than 7 days after the notice can be served (the portal's default, not a period fixed by law).":
    'কেবল নোটিশ পৌঁছানো সম্ভব হওয়ার 7 দিনের কম পরে নতুন তারিখ হলে (পোর্টালের পূর্বনির্ধারিত সময়, আইনে নির্ধারিত নয়)।',
  'Ask to adjourn the hearing': 'শুনানি মুলতবির অনুরোধ করুন',
  'If you cannot attend the hearing on the date fixed, ask before that day (or on it) and say why. The officer grants the request, fixing a new date, or refuses it with reasons; until then no order is passed.':
    'ধার্য তারিখে শুনানিতে উপস্থিত থাকতে না পারলে সেই দিনের আগে (বা সেই দিনই) অনুরোধ করুন এবং কারণ জানান। আধিকারিক নতুন তারিখ ধার্য করে অনুরোধ মঞ্জুর করেন, অথবা কারণসহ প্রত্যাখ্যান করেন; ততক্ষণ কোনো আদেশ দেওয়া হয় না।',
  'Why the hearing should be adjourned': 'শুনানি কেন মুলতবি করা উচিত',
  'For example: illness, a death in the family, or your lawyer being unable to attend that day.':
    'যেমন: অসুস্থতা, পরিবারে মৃত্যু, বা সেই দিন আপনার আইনজীবীর উপস্থিত থাকতে না পারা।',
  'Record a request to adjourn the hearing': 'শুনানি মুলতবির অনুরোধ লিপিবদ্ধ করুন',
  "A party asked orally or in writing, before or at the sitting: record who asked and the reasons as given, then decide the request. The Rules do not speak of adjournments. The portal's choice, resting on the hearing on the date fixed (Rule 4(6)) and a reasonable opportunity of being heard (Rule 4(10)): a party may ask before or at the sitting, and the officer grants the request, fixing a new date, or refuses it with reasons that answer it.":
    'কোনো পক্ষ বৈঠকের আগে বা বৈঠকে মৌখিকভাবে বা লিখিতভাবে অনুরোধ করেছেন: কে অনুরোধ করেছেন এবং যেভাবে কারণ দেওয়া হয়েছে সেভাবে লিপিবদ্ধ করুন, তারপর অনুরোধের সিদ্ধান্ত নিন। নিয়মাবলীতে মুলতবির উল্লেখ নেই। পোর্টালের পছন্দ, ধার্য তারিখে শুনানি (নিয়ম 4(6)) এবং শুনানির যুক্তিসঙ্গত সুযোগের (নিয়ম 4(10)) উপর ভিত্তি করে: কোনো পক্ষ বৈঠকের আগে বা বৈঠকে অনুরোধ করতে পারেন, এবং আধিকারিক নতুন তারিখ ধার্য করে অনুরোধ মঞ্জুর করেন, অথবা অনুরোধের উত্তর দেওয়া কারণসহ তা প্রত্যাখ্যান করেন।',
  'Who asked': 'কে অনুরোধ করেছেন',
  'How the request was made': 'অনুরোধ কীভাবে করা হয়েছে',
  Orally: 'মৌখিকভাবে',
  'In writing': 'লিখিতভাবে',
  'The reasons, as the party gave them': 'পক্ষ যেভাবে দিয়েছেন সেভাবে কারণ',
  'Why the hearing already fixed is adjourned (only when one is fixed)':
    'ধার্য হয়ে থাকা শুনানি কেন মুলতবি করা হচ্ছে (শুনানি ধার্য থাকলেই)',
  'If you cannot attend the hearing on the day fixed, ask the appellate authority to adjourn it and say why. The appeal is not decided until your request is granted or refused, with reasons.':
    'ধার্য দিনে শুনানিতে উপস্থিত থাকতে না পারলে আপিল কর্তৃপক্ষকে তা মুলতবি করার অনুরোধ করুন এবং কারণ জানান। আপনার অনুরোধ কারণসহ মঞ্জুর বা প্রত্যাখ্যান না হওয়া পর্যন্ত আপিলের সিদ্ধান্ত হয় না।',
  'Asked by': 'অনুরোধকারী',
  "Record a party's request to adjourn the hearing": 'শুনানি মুলতবির জন্য কোনো পক্ষের অনুরোধ লিপিবদ্ধ করুন',
  'A request made in writing or at the sitting is placed on record with the reasons the party gave; decide it, with reasons, before the appeal is decided.':
    'লিখিতভাবে বা বৈঠকে করা অনুরোধ পক্ষের দেওয়া কারণসহ নথিভুক্ত করা হয়; আপিলের সিদ্ধান্তের আগে কারণসহ এর সিদ্ধান্ত নিন।',
  'The reasons the party gave': 'পক্ষের দেওয়া কারণ',
  'Grant the adjournment and fix the new date of the hearing (the earlier notice of hearing is withdrawn and the new one is served on both parties), or refuse it; record your reasons either way.':
    'মুলতবি মঞ্জুর করে শুনানির নতুন তারিখ ধার্য করুন (শুনানির আগের নোটিশ প্রত্যাহার করা হয় এবং নতুনটি দুই পক্ষের কাছেই পৌঁছানো হয়), অথবা তা প্রত্যাখ্যান করুন; উভয় ক্ষেত্রেই আপনার কারণ লিপিবদ্ধ করুন।',
  'Granted: the hearing is adjourned to a new date': 'মঞ্জুর: শুনানি নতুন তারিখে মুলতবি করা হয়েছে',
  'Refused: the hearing stands on the day fixed': 'প্রত্যাখ্যাত: শুনানি ধার্য দিনেই হবে',
  'Date of the judgment': 'রায়ের তারিখ',
  "Earlier convictions in the portal's records confirmed as the accused's":
    'পোর্টালের নথিতে থাকা পূর্ববর্তী দোষী সাব্যস্তকরণ অভিযুক্তের বলে নিশ্চিত করা হয়েছে',
  "Earlier convictions in the portal's records rejected as another person's":
    'পোর্টালের নথিতে থাকা পূর্ববর্তী দোষী সাব্যস্তকরণ অন্য ব্যক্তির বলে প্রত্যাখ্যাত হয়েছে',
  "The court's classification, as the judgment records it": 'রায়ে লিপিবদ্ধ অনুযায়ী আদালতের শ্রেণিবিভাগ',
  'First offence': 'প্রথম অপরাধ',
  'Subsequent offence': 'পরবর্তী অপরাধ',
  'Simple imprisonment in default of the fine: months': 'জরিমানা অনাদায়ে বিনাশ্রম কারাদণ্ড: মাস',
  'Simple imprisonment in default of the fine: days': 'জরিমানা অনাদায়ে বিনাশ্রম কারাদণ্ড: দিন',
  'Simple imprisonment: months': 'বিনাশ্রম কারাদণ্ড: মাস',
  'Simple imprisonment: days': 'বিনাশ্রম কারাদণ্ড: দিন',
  "Record the accused's application to adjourn a sitting": 'বৈঠক মুলতবির জন্য অভিযুক্তের আবেদন লিপিবদ্ধ করুন',
  "The accused asked the court to adjourn the sitting fixed on a summons. Until the court's order on it is recorded, no conviction, compensation, forfeiture or auction is recorded.":
    'অভিযুক্ত সমনে ধার্য বৈঠক মুলতবি করার জন্য আদালতের কাছে অনুরোধ করেছেন। এ বিষয়ে আদালতের আদেশ লিপিবদ্ধ না হওয়া পর্যন্ত কোনো দোষী সাব্যস্তকরণ, ক্ষতিপূরণ, বাজেয়াপ্তি বা নিলাম লিপিবদ্ধ হয় না।',
  'The reasons the accused gave': 'অভিযুক্তের দেওয়া কারণ',
  "Record the court's order adjourning a sitting, or refusing to":
    'বৈঠক মুলতবি করা বা তা প্রত্যাখ্যান করার আদালতের আদেশ লিপিবদ্ধ করুন',
  "On the accused's application (choose it), or of the court's own motion (leave it blank): whether the sitting was adjourned and to which day, with the court's reasons.":
    'অভিযুক্তের আবেদনে (সেটি বেছে নিন), বা আদালতের নিজস্ব উদ্যোগে (ফাঁকা রাখুন): বৈঠক মুলতবি হয়েছে কি না এবং কোন দিন পর্যন্ত, আদালতের কারণসহ।',
  "The accused's application (blank: the court's own motion)": 'অভিযুক্তের আবেদন (ফাঁকা: আদালতের নিজস্ব উদ্যোগ)',
  "The court's order": 'আদালতের আদেশ',
  Adjourned: 'মুলতবি করা হয়েছে',
  'Adjournment refused': 'মুলতবি প্রত্যাখ্যাত',
  "The court's reasons": 'আদালতের কারণ',
  'Adjourned to (when adjourned)': 'মুলতবির দিন (মুলতবি হলে)',
  'Received at the office on': 'কার্যালয়ে প্রাপ্তির তারিখ',
  'The date stamped on the written reply. Day/month/year, for example 03/07/2026':
    'লিখিত উত্তরে দেওয়া সিলমোহরের তারিখ। দিন/মাস/বছর, উদাহরণ 03/07/2026',
};
