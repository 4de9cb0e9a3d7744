// Bengali: the words of the step forms (src/app/steps: each step's label and help, each field's label, help and
// choices), keyed by their English, for an officer (or a party) reading the portal in Bengali (issue 31). The catalogue
// holds English and Hindi; the page shows these in their place (step-words.ts). test/assam-step-words.test.ts fails
// when a step's English has no Bengali here, so a new or changed step cannot fall back to English in silence. Our
// translation, awaiting review by a Bengali legal reader like the rest. This part: the complaint, the show-cause notice, service, summons, the reply and its extension, ex parte, the hearing.

import { stepWordsBnOrder } from './bn-step-words-order.ts';
import { stepWordsBnAppeal } from './bn-step-words-appeal.ts';
import { stepWordsBnMoney } from './bn-step-words-money.ts';
import { stepWordsBnAdjournment } from './bn-step-words-adjournment.ts';

const stepWordsBnStart: Readonly<Record<string, string>> = {
  'File a complaint in Form-I': 'প্রপত্র-I-এ অভিযোগ দায়ের করুন',
  'Any aggrieved person, their representative or an authorised officer files the complaint; the office may enter one received on paper.':
    'যে কোনো ক্ষতিগ্রস্ত ব্যক্তি, তাঁর প্রতিনিধি বা অনুমোদিত আধিকারিক অভিযোগ দায়ের করেন; কাগজে পাওয়া অভিযোগ কার্যালয় অন্তর্ভুক্ত করতে পারে।',
  'Issue the show-cause notice (Form-II)': 'কারণ দর্শানোর নোটিশ জারি করুন (প্রপত্র-II)',
  'The notice states the contravention and the provision alleged, encloses a copy of the complaint and allows at most 30 days to reply.':
    'নোটিশে অভিযুক্ত লঙ্ঘন ও বিধান উল্লেখ থাকে, অভিযোগের একটি প্রতিলিপি সংযুক্ত থাকে এবং উত্তরের জন্য সর্বাধিক 30 দিন দেওয়া হয়।',
  'Days allowed for the reply': 'উত্তরের জন্য দেওয়া দিন',
  'At most 30 days (Rule 4(1)).': 'সর্বাধিক 30 দিন (নিয়ম 4(1))।',
  'Statement of the contravention alleged': 'অভিযুক্ত লঙ্ঘনের বিবরণ',
  "In your words, as the allegation against the person: who, what, when and where. Form-II prints it; the complainant's own statement goes with the notice as the copy of the complaint.":
    'আপনার নিজের ভাষায়, ব্যক্তির বিরুদ্ধে অভিযোগ হিসাবে: কে, কী, কখন ও কোথায়। প্রপত্র-II-তে এটি ছাপা হয়; অভিযোগকারীর নিজের বক্তব্য অভিযোগের প্রতিলিপি হিসাবে নোটিশের সঙ্গে যায়।',
  'Provision alleged to be contravened': 'লঙ্ঘিত বলে অভিযুক্ত বিধান',
  'A copy of the complaint is enclosed with the notice': 'নোটিশের সঙ্গে অভিযোগের একটি প্রতিলিপি সংযুক্ত করা হয়েছে',
  'Name of the adjudicating officer (signature)': 'ন্যায়নির্ণায়ক আধিকারিকের নাম (স্বাক্ষর)',
  'Office of the adjudicating officer': 'ন্যায়নির্ণায়ক আধিকারিকের কার্যালয়',
  'Reason for the delay': 'বিলম্বের কারণ',
  'Only when the time the rules allow has passed.': 'কেবল নিয়মে দেওয়া সময় পেরিয়ে গেলে।',
  'Record an attempt to serve a notice': 'নোটিশ পৌঁছানোর একটি চেষ্টা লিপিবদ্ধ করুন',
  'Service is tried in the order the rule gives: by tender, then by electronic means or speed post, and by affixing only when those fail.':
    'নিয়মে দেওয়া ক্রমে নোটিশ পৌঁছানোর চেষ্টা করা হয়: প্রথমে হাতে হাতে দেওয়া, তারপর ইলেকট্রনিক মাধ্যমে বা স্পিড পোস্টে, এবং সেগুলি ব্যর্থ হলে তবেই লাগিয়ে দেওয়া।',
  'Notice being served': 'যে নোটিশ পৌঁছানো হচ্ছে',
  'Whose copy': 'কার প্রতিলিপি',
  'A notice of hearing is served on both parties; the show-cause notice only on the person complained against.':
    'শুনানির নোটিশ দুই পক্ষের কাছেই পৌঁছানো হয়; কারণ দর্শানোর নোটিশ কেবল যাঁর বিরুদ্ধে অভিযোগ তাঁর কাছে।',
  'The person complained against': 'যাঁর বিরুদ্ধে অভিযোগ',
  'The complainant': 'অভিযোগকারী',
  'Mode of service': 'নোটিশ পৌঁছানোর মাধ্যম',
  'By tender (in person)': 'হাতে হাতে দিয়ে (ব্যক্তিগতভাবে)',
  'By electronic means': 'ইলেকট্রনিক মাধ্যমে',
  'By speed post': 'স্পিড পোস্টে',
  'By affixing at the residence': 'বাসস্থানে লাগিয়ে দিয়ে',
  Outcome: 'ফলাফল',
  Served: 'পৌঁছানো হয়েছে',
  Failed: 'ব্যর্থ',
  'Sent; outcome awaited': 'পাঠানো হয়েছে; ফলাফলের অপেক্ষা',
  'Particulars of the attempt': 'চেষ্টার বিবরণ',
  'Who tendered to whom, the article number, the email, the witnesses to affixing.':
    'কে কাকে হাতে হাতে দিয়েছেন, ডাক দ্রব্যের নম্বর, ইমেল, লাগিয়ে দেওয়ার সাক্ষী।',
  'Record the outcome of a pending attempt': 'অপেক্ষমাণ চেষ্টার ফলাফল লিপিবদ্ধ করুন',
  'A speed-post article delivered or returned, an email delivered or bounced: record what became of the attempt.':
    'স্পিড পোস্টের ডাক দ্রব্য বিলি হয়েছে বা ফেরত এসেছে, ইমেল পৌঁছেছে বা ফেরত এসেছে: চেষ্টাটির কী হল লিপিবদ্ধ করুন।',
  Attempt: 'চেষ্টা',
  'Record a refusal to accept the notice': 'নোটিশ গ্রহণে অস্বীকৃতি লিপিবদ্ধ করুন',
  'The person (or the authorised representative) refused to accept the notice tendered. This is recorded as such; it is not service. Serve the notice next by electronic means or speed post, and by affixing if that fails too.':
    'ব্যক্তি (বা অনুমোদিত প্রতিনিধি) হাতে হাতে দেওয়া নোটিশ গ্রহণ করতে অস্বীকার করেছেন। এটি সেভাবেই লিপিবদ্ধ হয়; এটি নোটিশ পৌঁছানো নয়। এরপর নোটিশ ইলেকট্রনিক মাধ্যমে বা স্পিড পোস্টে পৌঁছান, এবং তাও ব্যর্থ হলে লাগিয়ে দিয়ে।',
  'Tendered by': 'যিনি হাতে হাতে দিয়েছেন',
  'Tendered to (the person or the authorised representative)': 'যাঁকে হাতে হাতে দেওয়া হয়েছে (ব্যক্তি বা অনুমোদিত প্রতিনিধি)',
  'Time of tender (HH:MM)': 'হাতে হাতে দেওয়ার সময় (ঘণ্টা:মিনিট)',
  'Hours and minutes, 24-hour, for example 10:30': 'ঘণ্টা ও মিনিট, 24 ঘণ্টার হিসাবে, যেমন 10:30',
  'What the person said or did in refusing the notice': 'নোটিশ প্রত্যাখ্যানের সময় ব্যক্তি কী বলেছেন বা করেছেন',
  'For example: "Refused to take the notice and closed the door."':
    'যেমন: "নোটিশ নিতে অস্বীকার করে দরজা বন্ধ করে দিলেন।"',
  'Witnesses present': 'উপস্থিত সাক্ষী',
  'One item on each line': 'প্রতি লাইনে একটি বিষয়',
  'Summon a person to give evidence or produce documents': 'সাক্ষ্য দিতে বা নথি পেশ করতে কোনো ব্যক্তিকে সমন দিন',
  'A person acquainted with the facts may be summoned to give evidence or to produce documents useful to the inquiry.':
    'ঘটনা সম্পর্কে অবহিত ব্যক্তিকে সাক্ষ্য দিতে বা তদন্তে উপযোগী নথি পেশ করতে সমন দেওয়া যায়।',
  'Name and address of the person summoned': 'সমন দেওয়া ব্যক্তির নাম ও ঠিকানা',
  'The person is summoned to': 'ব্যক্তিকে সমন দেওয়া হয়েছে',
  'Give evidence': 'সাক্ষ্য দিতে',
  'Produce documents or reports': 'নথি বা প্রতিবেদন পেশ করতে',
  Both: 'দুটিই',
  'Date to appear': 'হাজির হওয়ার তারিখ',
  'I fix this date knowing the office is closed that day': 'সেদিন কার্যালয় বন্ধ জেনেও আমি এই তারিখ ধার্য করছি',
  'Time to appear': 'হাজির হওয়ার সময়',
  'Hours and minutes, for example 10:30.': 'ঘণ্টা ও মিনিট, যেমন 10:30।',
  'Place to appear (office and address)': 'হাজির হওয়ার স্থান (কার্যালয় ও ঠিকানা)',
  'Enforce the attendance of a summoned person': 'সমন দেওয়া ব্যক্তির হাজিরা বলবৎ করুন',
  'When a summoned person does not appear, record why and how attendance is enforced.':
    'সমন দেওয়া ব্যক্তি হাজির না হলে, কেন এবং হাজিরা কীভাবে বলবৎ করা হচ্ছে লিপিবদ্ধ করুন।',
  Summons: 'সমন',
  Reasons: 'কারণ',
  'Record that the summoned person appeared': 'সমন দেওয়া ব্যক্তি হাজির হয়েছেন বলে লিপিবদ্ধ করুন',
  'The person summoned appeared on or after the day fixed: record the evidence given or the documents produced.':
    'সমন দেওয়া ব্যক্তি ধার্য দিনে বা তার পরে হাজির হয়েছেন: দেওয়া সাক্ষ্য বা পেশ করা নথি লিপিবদ্ধ করুন।',
  'The evidence given, or the documents produced': 'দেওয়া সাক্ষ্য, বা পেশ করা নথি',
  'Extend the time to reply': 'উত্তরের সময় বাড়ান',
  'The time to reply may be extended once or more, by at most 15 days in all, for sufficient cause shown; record the reasons.':
    'দেখানো পর্যাপ্ত কারণে উত্তরের সময় এক বা একাধিকবার বাড়ানো যায়, মোট সর্বাধিক 15 দিন; কারণগুলি লিপিবদ্ধ করুন।',
  'Further days allowed': 'অতিরিক্ত দেওয়া দিন',
  'At most 15 days in all (Rule 4(4)).': 'মোট সর্বাধিক 15 দিন (নিয়ম 4(4))।',
  'Sufficient cause has been shown': 'পর্যাপ্ত কারণ দেখানো হয়েছে',
  'Record a reply received on paper': 'কাগজে পাওয়া উত্তর লিপিবদ্ধ করুন',
  'A reply handed in or posted to the office is placed on record; one received after the period is marked late.':
    'কার্যালয়ে হাতে দেওয়া বা ডাকে পাঠানো উত্তর নথিভুক্ত হয়; সময়ের পরে পাওয়া উত্তর বিলম্বিত বলে চিহ্নিত হয়।',
  'Does the reply admit the contravention?': 'উত্তরে কি লঙ্ঘন স্বীকার করা হয়েছে?',
  'No, it is denied': 'না, অস্বীকার করা হয়েছে',
  'Yes, it is admitted': 'হ্যাঁ, স্বীকার করা হয়েছে',
  'The reply, as received': 'প্রাপ্ত উত্তর, যেমন পাওয়া গেছে',
  'Witnesses named in the reply': 'উত্তরে উল্লিখিত সাক্ষী',
  'Documents relied on': 'যে নথির উপর নির্ভর করা হয়েছে',
  'Reply to the show-cause notice': 'কারণ দর্শানোর নোটিশের উত্তর দিন',
  'The person complained against replies within the period the notice allows.':
    'নোটিশে দেওয়া সময়ের মধ্যে যাঁর বিরুদ্ধে অভিযোগ তিনি উত্তর দেন।',
  'Do you admit the contravention?': 'আপনি কি লঙ্ঘন স্বীকার করেন?',
  'Your reply': 'আপনার উত্তর',
  'Your witnesses': 'আপনার সাক্ষী',
  'Documents you rely on': 'আপনি যে নথির উপর নির্ভর করেন',
  'Ask for more time to reply': 'উত্তর দিতে আরও সময় চান',
  'Show the cause that keeps you from replying in time; the officer may extend the period by at most 15 days in all.':
    'সময়মতো উত্তর দিতে যে কারণে বাধা তা দেখান; আধিকারিক সময় মোট সর্বাধিক 15 দিন বাড়াতে পারেন।',
  'Further days asked for': 'চাওয়া অতিরিক্ত দিন',
  'Refuse the request for more time to reply': 'উত্তরের জন্য আরও সময়ের অনুরোধ প্রত্যাখ্যান করুন',
  'Record why the cause shown is not sufficient; to grant the request, extend the time to reply instead.':
    'দেখানো কারণ কেন পর্যাপ্ত নয় লিপিবদ্ধ করুন; অনুরোধ মঞ্জুর করতে, তার বদলে উত্তরের সময় বাড়ান।',
  'Proceed ex parte': 'একতরফা অগ্রসর হন',
  'When no reply is received within the period, the inquiry may be completed in the absence of the person, for reasons recorded.':
    'সময়ের মধ্যে কোনো উত্তর না এলে, লিপিবদ্ধ কারণে ব্যক্তির অনুপস্থিতিতে তদন্ত সম্পূর্ণ করা যায়।',
  'Recall the ex parte proceeding': 'একতরফা কার্যধারা প্রত্যাহার করুন',
  'A reply or an appearance after the ex parte decision may be a reason to recall it. Record the reasons in writing. A hearing on notice to both parties then follows.':
    'একতরফা সিদ্ধান্তের পরে আসা উত্তর বা হাজিরা তা প্রত্যাহারের কারণ হতে পারে। কারণগুলি লিখিতভাবে লিপিবদ্ধ করুন। তারপর দুই পক্ষকে নোটিশ দিয়ে শুনানি হয়।',
  'Reasons for recalling the ex parte proceeding': 'একতরফা কার্যধারা প্রত্যাহারের কারণ',
  'Record the hearing held in the absence': 'অনুপস্থিতিতে হওয়া শুনানি লিপিবদ্ধ করুন',
  "The case proceeds ex parte: the hearing goes on in the absence of the person. Examine the complainant's material (the statement in the complaint, each document or record, each witness) and record it. No order may be passed without this hearing.":
    'মামলা একতরফা চলছে: ব্যক্তির অনুপস্থিতিতে শুনানি চলে। অভিযোগকারীর উপকরণ (অভিযোগের বক্তব্য, প্রতিটি নথি বা রেকর্ড, প্রতিটি সাক্ষী) পরীক্ষা করে লিপিবদ্ধ করুন। এই শুনানি ছাড়া কোনো আদেশ দেওয়া যায় না।',
  'The complainant appeared': 'অভিযোগকারী উপস্থিত ছিলেন',
  "The complainant's material examined (one item per line)": 'পরীক্ষিত অভিযোগকারীর উপকরণ (প্রতি লাইনে একটি)',
  'For example: the statement in the complaint; the khasra extract; photographs of the damaged crop; the witness heard.':
    'যেমন: অভিযোগের বক্তব্য; খতিয়ানের নকল; নষ্ট ফসলের ছবি; শোনা সাক্ষী।',
  'What the hearing found on that material': 'সেই উপকরণ থেকে শুনানিতে কী পাওয়া গেল',
  'Fix a hearing and issue its notice': 'শুনানি ধার্য করে তার নোটিশ জারি করুন',
};

/** Every step form's words in Bengali, by their English. */
export const stepWordsBn: Readonly<Record<string, string>> = {
  ...stepWordsBnStart,
  ...stepWordsBnOrder,
  ...stepWordsBnAppeal,
  ...stepWordsBnMoney,
  ...stepWordsBnAdjournment,
};
