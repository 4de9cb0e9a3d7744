// Assamese: the words of the step forms, continued (see as-step-words.ts): adjourning a hearing in the complaint case
// and the appeal, asking the court to adjourn a sitting on the Assam track, and the judgment's further fields. Our
// translation, awaiting review by an Assamese legal reader like the rest.

export const stepWordsAsAdjournment: Readonly<Record<string, string>> = {
  'Decide the request to adjourn the hearing': 'শুনানি স্থগিত ৰখাৰ অনুৰোধৰ সিদ্ধান্ত লওক',
  "Grant it, fixing the new date (the notice of the date adjourned is withdrawn and the new notice is served on both parties), or refuse it, recording why the reason given is not a ground to adjourn. No order, ex parte decision or hearing in a party's absence is recorded while the request waits. The Rules do not speak of adjournments. The portal's choice, resting on the hearing on the date fixed (Rule 4(6)) and a reasonable opportunity of being heard (Rule 4(10)): a party may ask before or at the sitting, and the officer grants the request, fixing a new date, or refuses it with reasons that answer it.":
    'নতুন তাৰিখ ধাৰ্য কৰি ইয়াক মঞ্জুৰ কৰক (স্থগিত ৰখা তাৰিখৰ জাননী প্ৰত্যাহাৰ কৰা হয় আৰু নতুন জাননী দুয়োপক্ষক প্ৰদান কৰা হয়), নতুবা দিয়া কাৰণটো কিয় স্থগিতৰ ভিত্তি নহয় সেয়া লিপিবদ্ধ কৰি ইয়াক নাকচ কৰক। অনুৰোধ বিবেচনাধীন হৈ থাকোঁতে কোনো আদেশ, একপক্ষীয় সিদ্ধান্ত বা কোনো পক্ষৰ অনুপস্থিতিত শুনানি লিপিবদ্ধ কৰা নহয়। নিয়মাৱলীত স্থগিতৰ কথা উল্লেখ নাই। পৰ্টেলৰ বাছনি, ধাৰ্য তাৰিখত শুনানি (নিয়ম 4(6)) আৰু শুনানিৰ যুক্তিসংগত সুযোগ (নিয়ম 4(10))ৰ ওপৰত প্ৰতিষ্ঠিত: এটা পক্ষই বৈঠকৰ আগতে বা বৈঠকত অনুৰোধ কৰিব পাৰে, আৰু বিষয়াই নতুন তাৰিখ ধাৰ্য কৰি অনুৰোধ মঞ্জুৰ কৰে, নতুবা অনুৰোধৰ উত্তৰ দিয়া কাৰণসহ নাকচ কৰে।',
  'The request': 'অনুৰোধ',
  'Granted: fix the new date below': 'মঞ্জুৰ: তলত নতুন তাৰিখ ধাৰ্য কৰক',
  'Refused: the hearing stays on its date': 'নাকচ: শুনানি ধাৰ্য তাৰিখতে হ’ব',
  'Reasons, answering the request': 'অনুৰোধৰ উত্তৰত কাৰণ',
  'New date of the hearing (when granted)': 'শুনানিৰ নতুন তাৰিখ (মঞ্জুৰ হ’লে)',
  "Only if the new date is less than 7 days after the notice can be served (the portal's default, not a period fixed by law).":
    'জাননী প্ৰদান কৰিব পৰাৰ 7 দিনতকৈ কম সময়ৰ পিছত নতুন তাৰিখ হ’লেহে (পৰ্টেলৰ পূৰ্বনিৰ্ধাৰিত সময়, আইনে নিৰ্ধাৰণ কৰা নহয়)।',
  'Ask to adjourn the hearing': 'শুনানি স্থগিত ৰখাৰ অনুৰোধ কৰক',
  'If you cannot attend the hearing on the date fixed, ask before that day (or on it) and say why. The officer grants the request, fixing a new date, or refuses it with reasons; until then no order is passed.':
    'ধাৰ্য তাৰিখত শুনানিত উপস্থিত থাকিব নোৱাৰিলে সেই দিনৰ আগতে (বা সেই দিনা) অনুৰোধ কৰক আৰু কাৰণ জনাওক। বিষয়াই নতুন তাৰিখ ধাৰ্য কৰি অনুৰোধ মঞ্জুৰ কৰে, নতুবা কাৰণসহ নাকচ কৰে; তেতিয়ালৈকে কোনো আদেশ দিয়া নহয়।',
  'Why the hearing should be adjourned': 'শুনানি কিয় স্থগিত ৰখা উচিত',
  'For example: illness, a death in the family, or your lawyer being unable to attend that day.':
    'যেনে: অসুখ, পৰিয়ালত মৃত্যু, বা সেই দিনা আপোনাৰ উকীল উপস্থিত থাকিব নোৱাৰা।',
  'Record a request to adjourn the hearing': 'শুনানি স্থগিত ৰখাৰ অনুৰোধ লিপিবদ্ধ কৰক',
  "A party asked orally or in writing, before or at the sitting: record who asked and the reasons as given, then decide the request. The Rules do not speak of adjournments. The portal's choice, resting on the hearing on the date fixed (Rule 4(6)) and a reasonable opportunity of being heard (Rule 4(10)): a party may ask before or at the sitting, and the officer grants the request, fixing a new date, or refuses it with reasons that answer it.":
    'এটা পক্ষই বৈঠকৰ আগতে বা বৈঠকত মৌখিকভাৱে বা লিখিতভাৱে অনুৰোধ কৰিছে: কোনে অনুৰোধ কৰিলে আৰু দিয়া কাৰণ যিদৰে দিয়া হৈছে সেইদৰে লিপিবদ্ধ কৰক, তাৰ পিছত অনুৰোধৰ সিদ্ধান্ত লওক। নিয়মাৱলীত স্থগিতৰ কথা উল্লেখ নাই। পৰ্টেলৰ বাছনি, ধাৰ্য তাৰিখত শুনানি (নিয়ম 4(6)) আৰু শুনানিৰ যুক্তিসংগত সুযোগ (নিয়ম 4(10))ৰ ওপৰত প্ৰতিষ্ঠিত: এটা পক্ষই বৈঠকৰ আগতে বা বৈঠকত অনুৰোধ কৰিব পাৰে, আৰু বিষয়াই নতুন তাৰিখ ধাৰ্য কৰি অনুৰোধ মঞ্জুৰ কৰে, নতুবা অনুৰোধৰ উত্তৰ দিয়া কাৰণসহ নাকচ কৰে।',
  'Who asked': 'কোনে অনুৰোধ কৰিলে',
  'How the request was made': 'অনুৰোধ কেনেকৈ কৰা হ’ল',
  Orally: 'মৌখিকভাৱে',
  'In writing': 'লিখিতভাৱে',
  'The reasons, as the party gave them': 'পক্ষই যিদৰে দিছে সেইদৰে কাৰণ',
  'Why the hearing already fixed is adjourned (only when one is fixed)':
    'ধাৰ্য হৈ থকা শুনানি কিয় স্থগিত ৰখা হৈছে (শুনানি ধাৰ্য হৈ থাকিলেহে)',
  'If you cannot attend the hearing on the day fixed, ask the appellate authority to adjourn it and say why. The appeal is not decided until your request is granted or refused, with reasons.':
    'ধাৰ্য দিনা শুনানিত উপস্থিত থাকিব নোৱাৰিলে আপীল কৰ্তৃপক্ষক ইয়াক স্থগিত ৰাখিবলৈ অনুৰোধ কৰক আৰু কাৰণ জনাওক। আপোনাৰ অনুৰোধ কাৰণসহ মঞ্জুৰ বা নাকচ নোহোৱালৈকে আপীলৰ সিদ্ধান্ত লোৱা নহয়।',
  'Asked by': 'অনুৰোধকাৰী',
  "Record a party's request to adjourn the hearing": 'শুনানি স্থগিত ৰখাৰ বাবে এটা পক্ষৰ অনুৰোধ লিপিবদ্ধ কৰক',
  'A request made in writing or at the sitting is placed on record with the reasons the party gave; decide it, with reasons, before the appeal is decided.':
    'লিখিতভাৱে বা বৈঠকত কৰা অনুৰোধ পক্ষই দিয়া কাৰণসহ অভিলেখত ৰখা হয়; আপীলৰ সিদ্ধান্তৰ আগতে কাৰণসহ ইয়াৰ সিদ্ধান্ত লওক।',
  'The reasons the party gave': 'পক্ষই দিয়া কাৰণ',
  'Grant the adjournment and fix the new date of the hearing (the earlier notice of hearing is withdrawn and the new one is served on both parties), or refuse it; record your reasons either way.':
    'স্থগিত মঞ্জুৰ কৰি শুনানিৰ নতুন তাৰিখ ধাৰ্য কৰক (শুনানিৰ আগৰ জাননী প্ৰত্যাহাৰ কৰা হয় আৰু নতুনটো দুয়োপক্ষক প্ৰদান কৰা হয়), নতুবা ইয়াক নাকচ কৰক; দুয়ো ক্ষেত্ৰতে আপোনাৰ কাৰণ লিপিবদ্ধ কৰক।',
  'Granted: the hearing is adjourned to a new date': 'মঞ্জুৰ: শুনানি নতুন তাৰিখলৈ স্থগিত ৰখা হ’ল',
  'Refused: the hearing stands on the day fixed': 'নাকচ: শুনানি ধাৰ্য দিনাতেই হ’ব',
  'Date of the judgment': 'ৰায়ৰ তাৰিখ',
  "Earlier convictions in the portal's records confirmed as the accused's":
    'পৰ্টেলৰ অভিলেখত থকা পূৰ্বৰ দোষী সাব্যস্তকৰণ অভিযুক্তৰ বুলি নিশ্চিত কৰা হ’ল',
  "Earlier convictions in the portal's records rejected as another person's":
    'পৰ্টেলৰ অভিলেখত থকা পূৰ্বৰ দোষী সাব্যস্তকৰণ আন ব্যক্তিৰ বুলি অগ্ৰাহ্য কৰা হ’ল',
  "The court's classification, as the judgment records it": 'ৰায়ত লিপিবদ্ধ কৰা অনুসৰি আদালতৰ শ্ৰেণীবিভাজন',
  'First offence': 'প্ৰথম অপৰাধ',
  'Subsequent offence': 'পৰৱৰ্তী অপৰাধ',
  'Simple imprisonment in default of the fine: months': 'অৰ্থদণ্ড নিদিলে বিনাশ্ৰম কাৰাদণ্ড: মাহ',
  'Simple imprisonment in default of the fine: days': 'অৰ্থদণ্ড নিদিলে বিনাশ্ৰম কাৰাদণ্ড: দিন',
  'Simple imprisonment: months': 'বিনাশ্ৰম কাৰাদণ্ড: মাহ',
  'Simple imprisonment: days': 'বিনাশ্ৰম কাৰাদণ্ড: দিন',
  "Record the accused's application to adjourn a sitting": 'বৈঠক স্থগিত ৰখাৰ বাবে অভিযুক্তৰ আবেদন লিপিবদ্ধ কৰক',
  "The accused asked the court to adjourn the sitting fixed on a summons. Until the court's order on it is recorded, no conviction, compensation, forfeiture or auction is recorded.":
    'অভিযুক্তই চমনত ধাৰ্য কৰা বৈঠক স্থগিত ৰাখিবলৈ আদালতক অনুৰোধ কৰিছে। তাৰ ওপৰত আদালতৰ আদেশ লিপিবদ্ধ নোহোৱালৈকে কোনো দোষী সাব্যস্তকৰণ, ক্ষতিপূৰণ, বাজেয়াপ্ত বা নিলাম লিপিবদ্ধ কৰা নহয়।',
  'The reasons the accused gave': 'অভিযুক্তই দিয়া কাৰণ',
  "Record the court's order adjourning a sitting, or refusing to": 'বৈঠক স্থগিত ৰখা বা নাকচ কৰা আদালতৰ আদেশ লিপিবদ্ধ কৰক',
  "On the accused's application (choose it), or of the court's own motion (leave it blank): whether the sitting was adjourned and to which day, with the court's reasons.":
    'অভিযুক্তৰ আবেদনত (সেইটো বাছনি কৰক), বা আদালতৰ নিজা উদ্যোগত (খালী ৰাখক): বৈঠক স্থগিত ৰখা হ’ল নে নাই আৰু কোন দিনলৈ, আদালতৰ কাৰণসহ।',
  "The accused's application (blank: the court's own motion)": 'অভিযুক্তৰ আবেদন (খালী: আদালতৰ নিজা উদ্যোগ)',
  "The court's order": 'আদালতৰ আদেশ',
  Adjourned: 'স্থগিত ৰখা হ’ল',
  'Adjournment refused': 'স্থগিত নাকচ কৰা হ’ল',
  "The court's reasons": 'আদালতৰ কাৰণ',
  'Adjourned to (when adjourned)': 'স্থগিত ৰখা দিন (স্থগিত ৰখা হ’লে)',
  'Received at the office on': 'কাৰ্যালয়ত প্ৰাপ্তিৰ তাৰিখ',
  'The date stamped on the written reply. Day/month/year, for example 03/07/2026':
    'লিখিত উত্তৰত লগোৱা মোহৰৰ তাৰিখ। দিন/মাহ/বছৰ, উদাহৰণস্বৰূপে 03/07/2026',
};
