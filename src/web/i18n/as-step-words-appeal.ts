// Assamese: the words of the step forms, continued (see as-step-words.ts): the appeal (Form-III) and the Assam track (the written report to the court).

export const stepWordsAsAppeal: Readonly<Record<string, string>> = {
  'File an appeal in Form-III': 'প্ৰপত্ৰ-IIIত আপীল দাখিল কৰক',
  'A party to the case appeals against the order of the adjudicating officer to the District Magistrate.':
    'গোচৰৰ এটা পক্ষই ন্যায়নিৰ্ণায়ক বিষয়াৰ আদেশৰ বিৰুদ্ধে জিলা দণ্ডাধীশৰ ওচৰত আপীল কৰে।',
  'Call for the records of the case': 'গোচৰৰ অভিলেখ তলব কৰক',
  'Call for the records of the complaint and the inquiry from the adjudicating officer.':
    'ন্যায়নিৰ্ণায়ক বিষয়াৰ পৰা অভিযোগ আৰু তদন্তৰ অভিলেখ তলব কৰক।',
  Note: 'টোকা',
  'Record that the records were received': 'অভিলেখ পোৱা গ’ল বুলি লিপিবদ্ধ কৰক',
  'The records called for have arrived from the adjudicating officer.':
    'তলব কৰা অভিলেখ ন্যায়নিৰ্ণায়ক বিষয়াৰ পৰা আহি পাইছে।',
  'Intimate the defects to the appellant': 'আপীলকাৰীক ত্ৰুটিবোৰ জনাওক',
  'List each defect with the Form-III item it concerns. The appellant has 15 days to rectify.':
    'প্ৰতিটো ত্ৰুটি প্ৰপত্ৰ-IIIৰ সংশ্লিষ্ট দফাৰ সৈতে তালিকাভুক্ত কৰক। আপীলকাৰীয়ে শুধৰাবলৈ 15 দিন পায়।',
  'Include the defects found when the appeal was filed': 'আপীল দাখিলৰ সময়ত পোৱা ত্ৰুটিবোৰ অন্তৰ্ভুক্ত কৰক',
  'Another defect: the Form-III item': 'আন এটা ত্ৰুটি: প্ৰপত্ৰ-IIIৰ দফা',
  'What the appellant must do to rectify it': 'ইয়াক শুধৰাবলৈ আপীলকাৰীয়ে কি কৰিব লাগিব',
  'Record that the defects were rectified': 'ত্ৰুটিবোৰ শুধৰোৱা হ’ল বুলি লিপিবদ্ধ কৰক',
  'The appellant has cured the defects intimated; all outstanding defects unless some are named.':
    'আপীলকাৰীয়ে জনোৱা ত্ৰুটিবোৰ শুধৰাইছে; কিছুমানৰ নাম উল্লেখ নকৰিলে বাকী থকা সকলো ত্ৰুটি।',
  'Refuse to register the appeal': 'আপীলৰ পঞ্জীয়ন নাকচ কৰক',
  'Registration may be refused only when the defects were not rectified within the period allowed.':
    'অনুমোদিত সময়ৰ ভিতৰত ত্ৰুটি শুধৰোৱা নহ’লেহে পঞ্জীয়ন নাকচ কৰিব পাৰি।',
  'Record that the refusal was communicated': 'নাকচৰ কথা জনোৱা হ’ল বুলি লিপিবদ্ধ কৰক',
  'The refusal is communicated to the appellant within 7 days; a later communication records the reason for the delay.':
    'নাকচৰ কথা 7 দিনৰ ভিতৰত আপীলকাৰীক জনোৱা হয়; পিছত জনালে বিলম্বৰ কাৰণ লিপিবদ্ধ কৰা হয়।',
  'How it was communicated': 'কেনেকৈ জনোৱা হ’ল',
  'Admit the appeal': 'আপীল গ্ৰহণ কৰক',
  'An appeal in order, its records called for, is admitted.':
    'শুদ্ধ ৰূপত থকা আপীল, তাৰ অভিলেখ তলব কৰাৰ পিছত, গ্ৰহণ কৰা হয়।',
  'The delay in filing is condoned (a late appeal)': 'দাখিলৰ বিলম্ব মাৰ্জনা কৰা হ’ল (পলমকৈ দাখিল কৰা আপীল)',
  "Reasons for condoning the delay, answering the appellant's explanation":
    'বিলম্ব মাৰ্জনাৰ কাৰণ, আপীলকাৰীৰ ব্যাখ্যাৰ উত্তৰত',
  'Issue notice to the respondent': 'প্ৰতিবাদীলৈ জাননী জাৰি কৰক',
  'The notice goes with a copy of the appeal and allows the respondent at most 30 days to reply.':
    'জাননীৰ সৈতে আপীলৰ এটা প্ৰতিলিপি যায় আৰু প্ৰতিবাদীক উত্তৰৰ বাবে সৰ্বাধিক 30 দিন দিয়ে।',
  'At most 30 days (Rule 7(8)).': 'সৰ্বাধিক 30 দিন (নিয়ম 7(8))।',
  'A copy of the appeal is enclosed with the notice': 'জাননীৰ সৈতে আপীলৰ এটা প্ৰতিলিপি সংলগ্ন কৰা হৈছে',
  'Record an attempt to serve the notice': 'জাননী প্ৰদানৰ এটা চেষ্টা লিপিবদ্ধ কৰক',
  'Which notice': 'কোনখন জাননী',
  'Whose copy of the notice of hearing': 'শুনানিৰ জাননীৰ কাৰ প্ৰতিলিপি',
  'A notice of hearing is served on the appellant and on the respondent.':
    'শুনানিৰ জাননী আপীলকাৰী আৰু প্ৰতিবাদী দুয়োকে প্ৰদান কৰা হয়।',
  'The appellant': 'আপীলকাৰী',
  'The respondent': 'প্ৰতিবাদী',
  'The respondent refused to accept the notice tendered. This is recorded as such; it is not service. Serve the notice next by electronic means or speed post, and by affixing if that fails too.':
    'প্ৰতিবাদীয়ে হাতে হাতে দিয়া জাননী গ্ৰহণ কৰিবলৈ অস্বীকাৰ কৰিলে। ইয়াক সেইদৰেই লিপিবদ্ধ কৰা হয়; ই জাননী প্ৰদান নহয়। তাৰ পিছত জাননী ইলেকট্ৰনিক মাধ্যম বা স্পীড পোষ্টেৰে প্ৰদান কৰক, আৰু সেয়াও বিফল হ’লে লগাই দি।',
  'Tendered to (the respondent or the authorised representative)':
    'যাক হাতে হাতে দিয়া হ’ল (প্ৰতিবাদী বা কৰ্তৃত্বপ্ৰাপ্ত প্ৰতিনিধি)',
  'What the respondent said or did in refusing the notice': 'জাননী নাকচ কৰোঁতে প্ৰতিবাদীয়ে কি ক’লে বা কি কৰিলে',
  "Record the respondent's reply received on paper": 'কাগজত পোৱা প্ৰতিবাদীৰ উত্তৰ লিপিবদ্ধ কৰক',
  'A reply received in the office is placed on record; one received after the period is marked late.':
    'কাৰ্যালয়ত পোৱা উত্তৰ নথিভুক্ত কৰা হয়; সময়ৰ পিছত পোৱা উত্তৰ পলমকৈ পোৱা বুলি চিহ্নিত কৰা হয়।',
  'Reply to the appeal': 'আপীলৰ উত্তৰ দিয়ক',
  'The respondent replies to the grounds of appeal within the period the notice allows.':
    'জাননীয়ে দিয়া সময়ৰ ভিতৰত প্ৰতিবাদীয়ে আপীলৰ কাৰণবোৰৰ উত্তৰ দিয়ে।',
  'Fix the hearing of the appeal': 'আপীলৰ শুনানি ধাৰ্য কৰক',
  "The parties are told the date and the place of the hearing (the District Magistrate's office unless another is named), or the video link.":
    'পক্ষসমূহক শুনানিৰ তাৰিখ আৰু স্থান (আন কোনো স্থান উল্লেখ নকৰিলে জিলা দণ্ডাধীশৰ কাৰ্যালয়), বা ভিডিঅ’ লিংক জনোৱা হয়।',
  'Place of the hearing, or the video link': 'শুনানিৰ স্থান, বা ভিডিঅ’ লিংক',
  'Record the hearing of the appeal': 'আপীলৰ শুনানি লিপিবদ্ধ কৰক',
  'Record how each party appeared: in person, through a legal representative, or not at all.':
    'প্ৰতিটো পক্ষ কেনেকৈ উপস্থিত হ’ল লিপিবদ্ধ কৰক: ব্যক্তিগতভাৱে, আইনী প্ৰতিনিধিৰ জৰিয়তে, বা একেবাৰে নহয়।',
  'Appeared in person': 'ব্যক্তিগতভাৱে উপস্থিত',
  'Appeared through a legal representative': 'আইনী প্ৰতিনিধিৰ জৰিয়তে উপস্থিত',
  Absent: 'অনুপস্থিত',
  "Appellant's legal representative": 'আপীলকাৰীৰ আইনী প্ৰতিনিধি',
  "Respondent's legal representative": 'প্ৰতিবাদীৰ আইনী প্ৰতিনিধি',
  'Decide the appeal': 'আপীলৰ সিদ্ধান্ত দিয়ক',
  'Answer each ground of appeal, accepting or rejecting it with reasons; then confirm, vary or set aside the order. The amounts below are those of the order under appeal; when varying, change those the appellate order varies.':
    'আপীলৰ প্ৰতিটো কাৰণৰ উত্তৰ দিয়ক, যুক্তিসহ গ্ৰহণ বা অগ্ৰাহ্য কৰি; তাৰ পিছত আদেশ বহাল ৰাখক, সংশোধন কৰক বা বাতিল কৰক। তলৰ পৰিমাণবোৰ আপীল কৰা আদেশৰ; সংশোধন কৰিলে আপীলৰ আদেশে সংশোধন কৰা পৰিমাণবোৰ সলনি কৰক।',
  'Confirm the order': 'আদেশ বহাল ৰাখক',
  'Vary the order': 'আদেশ সংশোধন কৰক',
  'Set aside the order': 'আদেশ বাতিল কৰক',
  'Days allowed to pay the penalty': 'জৰিমনা পৰিশোধৰ বাবে দিয়া দিন',
  "Required when a penalty stands: the time to pay you fix, in days from this order. The number shown is the portal's default period under section 27C; change it as you decide. A period notified by the State under section 27C cannot be exceeded.":
    'জৰিমনা বহাল থাকিলে লাগিব: আপুনি নিৰ্ধাৰণ কৰা পৰিশোধৰ সময়, এই আদেশৰ পৰা দিনত। দেখুওৱা সংখ্যাটো ধাৰা 27গৰ অধীনত পৰ্টেলৰ পূৰ্বনিৰ্ধাৰিত সময়; আপোনাৰ সিদ্ধান্ত অনুসৰি সলনি কৰক। ৰাজ্যই ধাৰা 27গৰ অধীনত জাননী কৰা সময় অতিক্ৰম কৰিব নোৱাৰি।',
  'A signed copy of the order under Rule 7 is supplied free of cost to each party.':
    'নিয়ম 7ৰ অধীনৰ আদেশৰ স্বাক্ষৰিত প্ৰতিলিপি প্ৰতিটো পক্ষক বিনামূলীয়াকৈ দিয়া হয়।',
  'The authorised officer': 'কৰ্তৃত্বপ্ৰাপ্ত বিষয়া',
  'Refer the unpaid penalty for recovery': 'নিদিয়া জৰিমনা আদায়ৰ বাবে পঠিয়াওক',
  "A penalty the appellate order upholds, unpaid after the period under section 27C (the portal's configured default until the State notifies a period under section 27C), is referred to the Animal Welfare Board of India for recovery (Rule 7(12)).":
    'আপীলৰ আদেশে বহাল ৰখা জৰিমনা, ধাৰা 27গৰ অধীনৰ সময়ৰ পিছতো (ৰাজ্যই ধাৰা 27গৰ অধীনত সময় জাননী নকৰালৈকে পৰ্টেলৰ পূৰ্বনিৰ্ধাৰিত সময়) নিদিলে, আদায়ৰ বাবে ভাৰতীয় জীৱ-জন্তু কল্যাণ ব’ৰ্ডলৈ পঠোৱা হয় (নিয়ম 7(12))।',
  'Unpaid penalty (₹)': 'নিদিয়া জৰিমনা (₹)',
  'Object to the service of the notice of the appeal': 'আপীলৰ জাননী প্ৰদানৰ ওপৰত আপত্তি দাখিল কৰক',
  'If the notice of the appeal was not served on you as the record says, say so and why. The appellate authority must decide your objection, for reasons recorded, before fixing the hearing.':
    'অভিলেখত কোৱাৰ দৰে আপীলৰ জাননী আপোনাক প্ৰদান কৰা হোৱা নাছিল যদি, সেয়া আৰু তাৰ কাৰণ কওক। শুনানি ধাৰ্য কৰাৰ আগতে আপীল কৰ্তৃপক্ষই লিপিবদ্ধ কৰা কাৰণসহ আপোনাৰ আপত্তিৰ সিদ্ধান্ত ল’ব লাগিব।',
  'Make a written report of an offence under section 26 (Assam)': 'ধাৰা 26 (অসম)ৰ অধীনৰ অপৰাধৰ লিখিত প্ৰতিবেদন দিয়ক',
  'The person aggrieved or a public servant reports the facts in writing; no court takes cognizance without it.':
    'ক্ষতিগ্ৰস্ত ব্যক্তি বা কোনো ৰাজহুৱা সেৱকে লিখিতভাৱে ঘটনাৰ প্ৰতিবেদন দিয়ে; ইয়াৰ অবিহনে কোনো আদালতে গ্ৰাহ্যতা নলয়।',
  'Forward the written report to the magistrate': 'লিখিত প্ৰতিবেদন দণ্ডাধীশলৈ পঠিয়াওক',
  'Name the court of the Judicial Magistrate the report goes to.': 'প্ৰতিবেদন যোৱা ন্যায়িক দণ্ডাধীশৰ আদালতৰ নাম দিয়ক।',
  'The court of the Judicial Magistrate': 'ন্যায়িক দণ্ডাধীশৰ আদালত',
  'Record that the magistrate took cognizance': 'দণ্ডাধীশে গ্ৰাহ্যতা ল’লে বুলি লিপিবদ্ধ কৰক',
  'The court and its case number.': 'আদালত আৰু তাৰ গোচৰ নম্বৰ।',
  'Case number in the court': 'আদালতৰ গোচৰ নম্বৰ',
  "Record the court's summons served on the accused": 'অভিযুক্তক আদালতৰ চমন প্ৰদান কৰাটো লিপিবদ্ধ কৰক',
  'The day of service, the day the summons fixes for the accused to appear, and its served copy or report of service attached to the case. No conviction, compensation, forfeiture or auction is recorded without it.':
    'প্ৰদানৰ দিন, অভিযুক্তক উপস্থিত হ’বলৈ চমনে ধাৰ্য কৰা দিন, আৰু গোচৰৰ সৈতে সংলগ্ন প্ৰদান কৰা প্ৰতিলিপি বা প্ৰদানৰ প্ৰতিবেদন। ইয়াৰ অবিহনে কোনো দোষী সাব্যস্ত, ক্ষতিপূৰণ, বাজেয়াপ্ত বা নিলাম লিপিবদ্ধ কৰা নহয়।',
  'Number of the summons': 'চমনৰ নম্বৰ',
  'Day fixed to appear': 'উপস্থিত হ’বলৈ ধাৰ্য দিন',
  'Served copy or report of service': 'প্ৰদান কৰা প্ৰতিলিপি বা প্ৰদানৰ প্ৰতিবেদন',
  "The court's reasons for a shorter interval": 'কম ব্যৱধানৰ বাবে আদালতৰ কাৰণ',
  "Record the accused's attendance": 'অভিযুক্তৰ উপস্থিতি লিপিবদ্ধ কৰক',
  "Whether the accused appeared on the summons, was excused by the court's order (attached), or was absent.":
    'অভিযুক্ত চমন অনুসৰি উপস্থিত হৈছিল নে, আদালতৰ আদেশত (সংলগ্ন) অব্যাহতি পাইছিল নে, বা অনুপস্থিত আছিল।',
  'The accused': 'অভিযুক্ত',
  Appeared: 'উপস্থিত হৈছিল',
  "Excused by the court's order": 'আদালতৰ আদেশত অব্যাহতি',
  "The court's order excusing attendance": 'উপস্থিতিৰ পৰা অব্যাহতি দিয়া আদালতৰ আদেশ',
  "Record the court's judgment": 'আদালতৰ ৰায় লিপিবদ্ধ কৰক',
  "The Judicial Magistrate decides; record the judgment from its copy attached to the case. A conviction is recorded on the judgment page, where each earlier conviction in the portal's records is confirmed or rejected.":
    'ন্যায়িক দণ্ডাধীশে সিদ্ধান্ত দিয়ে; গোচৰৰ সৈতে সংলগ্ন প্ৰতিলিপিৰ পৰা ৰায় লিপিবদ্ধ কৰক। দোষী সাব্যস্ত হোৱাটো ৰায়ৰ পৃষ্ঠাত লিপিবদ্ধ কৰা হয়, য’ত পৰ্টেলৰ অভিলেখত থকা প্ৰতিটো আগৰ দোষী সাব্যস্ত নিশ্চিত বা অগ্ৰাহ্য কৰা হয়।',
  'Outcome in the judgment': 'ৰায়ৰ ফলাফল',
  Convicted: 'দোষী সাব্যস্ত',
  Acquitted: 'নিৰ্দোষ সাব্যস্ত',
  Court: 'আদালত',
  "Court's case number": 'আদালতৰ গোচৰ নম্বৰ',
  'Copy of the judgment': 'ৰায়ৰ প্ৰতিলিপি',
  'Fine (rupees)': 'অৰ্থদণ্ড (টকা)',
  'Record the order of compensation': 'ক্ষতিপূৰণৰ আদেশ লিপিবদ্ধ কৰক',
  'Ordered while convicting, to the person whose property was damaged or who was injured, with the date to pay by.':
    'দোষী সাব্যস্ত কৰোঁতে দিয়া আদেশ, যাৰ সম্পত্তিৰ ক্ষতি হৈছিল বা যি আঘাতপ্ৰাপ্ত হৈছিল তেওঁলৈ, পৰিশোধৰ শেষ তাৰিখৰ সৈতে।',
  'The person to be compensated': 'ক্ষতিপূৰণ পাবলগীয়া ব্যক্তি',
  Because: 'কাৰণ',
  'Their property was damaged': 'তেওঁৰ সম্পত্তিৰ ক্ষতি হৈছিল',
  'They were injured': 'তেওঁ আঘাতপ্ৰাপ্ত হৈছিল',
  'To be paid by': 'পৰিশোধৰ শেষ তাৰিখ',
  'Record payment of the compensation': 'ক্ষতিপূৰণ পৰিশোধ লিপিবদ্ধ কৰক',
  'The compensation ordered has been paid.': 'আদেশ দিয়া ক্ষতিপূৰণ পৰিশোধ কৰা হৈছে।',
  'Record default in paying the compensation': 'ক্ষতিপূৰণ পৰিশোধত বিফলতা লিপিবদ্ধ কৰক',
  "After the date to pay by, unpaid compensation is in default. The cattle are forfeited only on the magistrate's order, recorded next.":
    'পৰিশোধৰ শেষ তাৰিখৰ পিছত, নিদিয়া ক্ষতিপূৰণ বকেয়া হয়। দণ্ডাধীশৰ আদেশতহে পশু বাজেয়াপ্ত কৰা হয়, যি পিছত লিপিবদ্ধ কৰা হয়।',
  "Record the magistrate's order forfeiting the cattle": 'পশু বাজেয়াপ্ত কৰা দণ্ডাধীশৰ আদেশ লিপিবদ্ধ কৰক',
  "The cattle are forfeited and sold only on the magistrate's order, never because the day to pay passed: attach its copy to the case and give its date and the court.":
    'দণ্ডাধীশৰ আদেশতহে পশু বাজেয়াপ্ত আৰু বিক্ৰী কৰা হয়, পৰিশোধৰ দিন পাৰ হোৱাৰ বাবে কেতিয়াও নহয়: ইয়াৰ প্ৰতিলিপি গোচৰৰ সৈতে সংলগ্ন কৰক আৰু ইয়াৰ তাৰিখ আৰু আদালত দিয়ক।',
  'Copy of the order': 'আদেশৰ প্ৰতিলিপি',
  'Date of the order': 'আদেশৰ তাৰিখ',
  'Record the auction of the forfeited cattle': 'বাজেয়াপ্ত পশুৰ নিলাম লিপিবদ্ধ কৰক',
  'The proceeds, and what was paid to the person aggrieved (the lesser of the proceeds and the compensation ordered).':
    'বিক্ৰীৰ পৰা পোৱা ধন, আৰু ক্ষতিগ্ৰস্ত ব্যক্তিক কিমান দিয়া হ’ল (বিক্ৰীৰ ধন আৰু আদেশ দিয়া ক্ষতিপূৰণৰ ভিতৰত যিটো কম)।',
  'Sale proceeds (₹)': 'বিক্ৰীৰ পৰা পোৱা ধন (₹)',
  'Paid to the person aggrieved (₹)': 'ক্ষতিগ্ৰস্ত ব্যক্তিক দিয়া (₹)',
};
