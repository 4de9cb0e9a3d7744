// Assamese: the words of the step forms (src/app/steps: each step's label and help, each field's label, help and
// choices), keyed by their English, for an officer (or a party) reading the portal in Assamese (issue 31). The catalogue
// holds English and Hindi; the page shows these in their place (step-words.ts). test/assam-step-words.test.ts fails
// when a step's English has no Assamese here, so a new or changed step cannot fall back to English in silence. Our
// translation, awaiting review by an Assamese legal reader like the rest. This part: the complaint, the show-cause notice, service, summons, the reply and its extension, ex parte, the hearing.

import { stepWordsAsOrder } from './as-step-words-order.ts';
import { stepWordsAsAppeal } from './as-step-words-appeal.ts';
import { stepWordsAsMoney } from './as-step-words-money.ts';
import { stepWordsAsAdjournment } from './as-step-words-adjournment.ts';

const stepWordsAsStart: Readonly<Record<string, string>> = {
  'File a complaint in Form-I': 'প্ৰপত্ৰ-Iত অভিযোগ দাখিল কৰক',
  'Any aggrieved person, their representative or an authorised officer files the complaint; the office may enter one received on paper.':
    'যিকোনো ক্ষতিগ্ৰস্ত ব্যক্তি, তেওঁৰ প্ৰতিনিধি বা কৰ্তৃত্বপ্ৰাপ্ত বিষয়াই অভিযোগ দাখিল কৰে; কাগজত পোৱা অভিযোগ কাৰ্যালয়ে অন্তৰ্ভুক্ত কৰিব পাৰে।',
  'Issue the show-cause notice (Form-II)': 'কাৰণ দৰ্শোৱাৰ জাননী জাৰি কৰক (প্ৰপত্ৰ-II)',
  'The notice states the contravention and the provision alleged, encloses a copy of the complaint and allows at most 30 days to reply.':
    'জাননীত অভিযোগ কৰা উলংঘন আৰু বিধান উল্লেখ থাকে, অভিযোগৰ এটা প্ৰতিলিপি সংলগ্ন থাকে আৰু উত্তৰৰ বাবে সৰ্বাধিক 30 দিন দিয়া হয়।',
  'Days allowed for the reply': 'উত্তৰৰ বাবে দিয়া দিন',
  'At most 30 days (Rule 4(1)).': 'সৰ্বাধিক 30 দিন (নিয়ম 4(1))।',
  'Statement of the contravention alleged': 'অভিযোগ কৰা উলংঘনৰ বিৱৰণ',
  "In your words, as the allegation against the person: who, what, when and where. Form-II prints it; the complainant's own statement goes with the notice as the copy of the complaint.":
    'আপোনাৰ নিজৰ ভাষাত, ব্যক্তিগৰাকীৰ বিৰুদ্ধে অভিযোগ হিচাপে: কোনে, কি, কেতিয়া আৰু ক’ত। প্ৰপত্ৰ-IIত ইয়াক ছপা কৰা হয়; অভিযোগকাৰীৰ নিজৰ বক্তব্য অভিযোগৰ প্ৰতিলিপি হিচাপে জাননীৰ সৈতে যায়।',
  'Provision alleged to be contravened': 'উলংঘন কৰা বুলি অভিযোগ কৰা বিধান',
  'A copy of the complaint is enclosed with the notice': 'জাননীৰ সৈতে অভিযোগৰ এটা প্ৰতিলিপি সংলগ্ন কৰা হৈছে',
  'Name of the adjudicating officer (signature)': 'ন্যায়নিৰ্ণায়ক বিষয়াৰ নাম (স্বাক্ষৰ)',
  'Office of the adjudicating officer': 'ন্যায়নিৰ্ণায়ক বিষয়াৰ কাৰ্যালয়',
  'Reason for the delay': 'বিলম্বৰ কাৰণ',
  'Only when the time the rules allow has passed.': 'নিয়মে দিয়া সময় পাৰ হৈ গ’লেহে।',
  'Record an attempt to serve a notice': 'জাননী প্ৰদানৰ এটা চেষ্টা লিপিবদ্ধ কৰক',
  'Service is tried in the order the rule gives: by tender, then by electronic means or speed post, and by affixing only when those fail.':
    'নিয়মে দিয়া ক্ৰমত জাননী প্ৰদানৰ চেষ্টা কৰা হয়: প্ৰথমে হাতে হাতে প্ৰদান, তাৰ পিছত ইলেকট্ৰনিক মাধ্যম বা স্পীড পোষ্ট, আৰু সেইবোৰ বিফল হ’লেহে লগাই দিয়া।',
  'Notice being served': 'প্ৰদান কৰিবলগীয়া জাননী',
  'Whose copy': 'কাৰ প্ৰতিলিপি',
  'A notice of hearing is served on both parties; the show-cause notice only on the person complained against.':
    'শুনানিৰ জাননী দুয়োপক্ষক প্ৰদান কৰা হয়; কাৰণ দৰ্শোৱাৰ জাননী কেৱল যাৰ বিৰুদ্ধে অভিযোগ কৰা হৈছে তেওঁক।',
  'The person complained against': 'যাৰ বিৰুদ্ধে অভিযোগ কৰা হৈছে',
  'The complainant': 'অভিযোগকাৰী',
  'Mode of service': 'জাননী প্ৰদানৰ মাধ্যম',
  'By tender (in person)': 'হাতে হাতে প্ৰদান (ব্যক্তিগতভাৱে)',
  'By electronic means': 'ইলেকট্ৰনিক মাধ্যমেৰে',
  'By speed post': 'স্পীড পোষ্টেৰে',
  'By affixing at the residence': 'বাসস্থানত লগাই দি',
  Outcome: 'ফলাফল',
  Served: 'প্ৰদান কৰা হ’ল',
  Failed: 'বিফল',
  'Sent; outcome awaited': 'পঠোৱা হৈছে; ফলাফললৈ অপেক্ষা',
  'Particulars of the attempt': 'চেষ্টাৰ বিৱৰণ',
  'Who tendered to whom, the article number, the email, the witnesses to affixing.':
    'কোনে কাক হাতে হাতে দিলে, প্ৰেৰিত বস্তুৰ নম্বৰ, ইমেইল, লগাই দিয়াৰ সাক্ষী।',
  'Record the outcome of a pending attempt': 'অপেক্ষাত থকা চেষ্টাৰ ফলাফল লিপিবদ্ধ কৰক',
  'A speed-post article delivered or returned, an email delivered or bounced: record what became of the attempt.':
    'স্পীড পোষ্টৰ প্ৰেৰিত বস্তু পৌঁছিল বা ঘূৰি আহিল, ইমেইল পৌঁছিল বা ঘূৰি আহিল: চেষ্টাটোৰ কি হ’ল লিপিবদ্ধ কৰক।',
  Attempt: 'চেষ্টা',
  'Record a refusal to accept the notice': 'জাননী গ্ৰহণ নাকচ কৰাটো লিপিবদ্ধ কৰক',
  'The person (or the authorised representative) refused to accept the notice tendered. This is recorded as such; it is not service. Serve the notice next by electronic means or speed post, and by affixing if that fails too.':
    'ব্যক্তিগৰাকীয়ে (বা কৰ্তৃত্বপ্ৰাপ্ত প্ৰতিনিধিয়ে) হাতে হাতে দিয়া জাননী গ্ৰহণ কৰিবলৈ অস্বীকাৰ কৰিলে। ইয়াক সেইদৰেই লিপিবদ্ধ কৰা হয়; ই জাননী প্ৰদান নহয়। তাৰ পিছত জাননী ইলেকট্ৰনিক মাধ্যম বা স্পীড পোষ্টেৰে প্ৰদান কৰক, আৰু সেয়াও বিফল হ’লে লগাই দি।',
  'Tendered by': 'যিয়ে হাতে হাতে দিলে',
  'Tendered to (the person or the authorised representative)':
    'যাক হাতে হাতে দিয়া হ’ল (ব্যক্তিগৰাকী বা কৰ্তৃত্বপ্ৰাপ্ত প্ৰতিনিধি)',
  'Time of tender (HH:MM)': 'হাতে হাতে দিয়াৰ সময় (ঘণ্টা:মিনিট)',
  'Hours and minutes, 24-hour, for example 10:30': 'ঘণ্টা আৰু মিনিট, 24 ঘণ্টাৰ হিচাপত, যেনে 10:30',
  'What the person said or did in refusing the notice': 'জাননী নাকচ কৰোঁতে ব্যক্তিগৰাকীয়ে কি ক’লে বা কি কৰিলে',
  'For example: "Refused to take the notice and closed the door."':
    'যেনে: "জাননী ল’বলৈ অস্বীকাৰ কৰি দুৱাৰ বন্ধ কৰি দিলে।"',
  'Witnesses present': 'উপস্থিত সাক্ষী',
  'One item on each line': 'প্ৰতি শাৰীত এটা বিষয়',
  'Summon a person to give evidence or produce documents': 'সাক্ষ্য দিবলৈ বা নথি দাখিল কৰিবলৈ এজন ব্যক্তিক চমন দিয়ক',
  'A person acquainted with the facts may be summoned to give evidence or to produce documents useful to the inquiry.':
    'ঘটনাৰ বিষয়ে জনা ব্যক্তিক সাক্ষ্য দিবলৈ বা তদন্তৰ বাবে উপযোগী নথি দাখিল কৰিবলৈ চমন দিব পাৰি।',
  'Name and address of the person summoned': 'চমন দিয়া ব্যক্তিৰ নাম আৰু ঠিকনা',
  'The person is summoned to': 'ব্যক্তিগৰাকীক চমন দিয়া হৈছে',
  'Give evidence': 'সাক্ষ্য দিবলৈ',
  'Produce documents or reports': 'নথি বা প্ৰতিবেদন দাখিল কৰিবলৈ',
  Both: 'দুয়োটা',
  'Date to appear': 'উপস্থিত হোৱাৰ তাৰিখ',
  'I fix this date knowing the office is closed that day': 'সেইদিনা কাৰ্যালয় বন্ধ থাকে বুলি জানিও মই এই তাৰিখ ধাৰ্য কৰিছোঁ',
  'Time to appear': 'উপস্থিত হোৱাৰ সময়',
  'Hours and minutes, for example 10:30.': 'ঘণ্টা আৰু মিনিট, যেনে 10:30।',
  'Place to appear (office and address)': 'উপস্থিত হোৱাৰ স্থান (কাৰ্যালয় আৰু ঠিকনা)',
  'Enforce the attendance of a summoned person': 'চমন দিয়া ব্যক্তিৰ উপস্থিতি বলবৎ কৰক',
  'When a summoned person does not appear, record why and how attendance is enforced.':
    'চমন দিয়া ব্যক্তি উপস্থিত নহ’লে, কিয় আৰু উপস্থিতি কেনেকৈ বলবৎ কৰা হয় লিপিবদ্ধ কৰক।',
  Summons: 'চমন',
  Reasons: 'কাৰণ',
  'Record that the summoned person appeared': 'চমন দিয়া ব্যক্তি উপস্থিত হোৱাটো লিপিবদ্ধ কৰক',
  'The person summoned appeared on or after the day fixed: record the evidence given or the documents produced.':
    'চমন দিয়া ব্যক্তি ধাৰ্য দিনত বা তাৰ পিছত উপস্থিত হ’ল: দিয়া সাক্ষ্য বা দাখিল কৰা নথি লিপিবদ্ধ কৰক।',
  'The evidence given, or the documents produced': 'দিয়া সাক্ষ্য, বা দাখিল কৰা নথি',
  'Extend the time to reply': 'উত্তৰৰ সময় বঢ়াওক',
  'The time to reply may be extended once or more, by at most 15 days in all, for sufficient cause shown; record the reasons.':
    'দেখুওৱা যথেষ্ট কাৰণৰ বাবে উত্তৰৰ সময় এবাৰ বা ততোধিকবাৰ বঢ়াব পাৰি, মুঠতে সৰ্বাধিক 15 দিন; কাৰণসমূহ লিপিবদ্ধ কৰক।',
  'Further days allowed': 'অতিৰিক্ত দিয়া দিন',
  'At most 15 days in all (Rule 4(4)).': 'মুঠতে সৰ্বাধিক 15 দিন (নিয়ম 4(4))।',
  'Sufficient cause has been shown': 'যথেষ্ট কাৰণ দেখুওৱা হৈছে',
  'Record a reply received on paper': 'কাগজত পোৱা উত্তৰ লিপিবদ্ধ কৰক',
  'A reply handed in or posted to the office is placed on record; one received after the period is marked late.':
    'কাৰ্যালয়ত হাতে হাতে দিয়া বা ডাকেৰে পঠোৱা উত্তৰ নথিভুক্ত কৰা হয়; সময়ৰ পিছত পোৱা উত্তৰ পলমকৈ পোৱা বুলি চিহ্নিত কৰা হয়।',
  'Does the reply admit the contravention?': 'উত্তৰত উলংঘন স্বীকাৰ কৰা হৈছে নে?',
  'No, it is denied': 'নহয়, অস্বীকাৰ কৰা হৈছে',
  'Yes, it is admitted': 'হয়, স্বীকাৰ কৰা হৈছে',
  'The reply, as received': 'পোৱা অনুসৰি উত্তৰ',
  'Witnesses named in the reply': 'উত্তৰত উল্লেখ কৰা সাক্ষী',
  'Documents relied on': 'নিৰ্ভৰ কৰা নথি',
  'Reply to the show-cause notice': 'কাৰণ দৰ্শোৱাৰ জাননীৰ উত্তৰ দিয়ক',
  'The person complained against replies within the period the notice allows.':
    'জাননীয়ে দিয়া সময়ৰ ভিতৰত যাৰ বিৰুদ্ধে অভিযোগ কৰা হৈছে তেওঁ উত্তৰ দিয়ে।',
  'Do you admit the contravention?': 'আপুনি উলংঘন স্বীকাৰ কৰেনে?',
  'Your reply': 'আপোনাৰ উত্তৰ',
  'Your witnesses': 'আপোনাৰ সাক্ষী',
  'Documents you rely on': 'আপুনি নিৰ্ভৰ কৰা নথি',
  'Ask for more time to reply': 'উত্তৰ দিবলৈ অধিক সময় বিচাৰক',
  'Show the cause that keeps you from replying in time; the officer may extend the period by at most 15 days in all.':
    'সময়মতে উত্তৰ দিয়াত বাধা দিয়া কাৰণ দেখুৱাওক; বিষয়াই সময় মুঠতে সৰ্বাধিক 15 দিন বঢ়াব পাৰে।',
  'Further days asked for': 'বিচৰা অতিৰিক্ত দিন',
  'Refuse the request for more time to reply': 'উত্তৰৰ বাবে অধিক সময়ৰ অনুৰোধ নাকচ কৰক',
  'Record why the cause shown is not sufficient; to grant the request, extend the time to reply instead.':
    'দেখুওৱা কাৰণ কিয় যথেষ্ট নহয় লিপিবদ্ধ কৰক; অনুৰোধ মঞ্জুৰ কৰিবলৈ, ইয়াৰ সলনি উত্তৰৰ সময় বঢ়াওক।',
  'Proceed ex parte': 'একপক্ষীয়ভাৱে আগবাঢ়ক',
  'When no reply is received within the period, the inquiry may be completed in the absence of the person, for reasons recorded.':
    'সময়ৰ ভিতৰত কোনো উত্তৰ নাপালে, লিপিবদ্ধ কৰা কাৰণৰ বাবে ব্যক্তিগৰাকীৰ অনুপস্থিতিত তদন্ত সম্পূৰ্ণ কৰিব পাৰি।',
  'Recall the ex parte proceeding': 'একপক্ষীয় কাৰ্যবাহী প্ৰত্যাহাৰ কৰক',
  'A reply or an appearance after the ex parte decision may be a reason to recall it. Record the reasons in writing. A hearing on notice to both parties then follows.':
    'একপক্ষীয় সিদ্ধান্তৰ পিছত অহা উত্তৰ বা উপস্থিতি তাক প্ৰত্যাহাৰ কৰাৰ কাৰণ হ’ব পাৰে। কাৰণসমূহ লিখিতভাৱে লিপিবদ্ধ কৰক। তাৰ পিছত দুয়োপক্ষক জাননী দি শুনানি হয়।',
  'Reasons for recalling the ex parte proceeding': 'একপক্ষীয় কাৰ্যবাহী প্ৰত্যাহাৰৰ কাৰণ',
  'Record the hearing held in the absence': 'অনুপস্থিতিত হোৱা শুনানি লিপিবদ্ধ কৰক',
  "The case proceeds ex parte: the hearing goes on in the absence of the person. Examine the complainant's material (the statement in the complaint, each document or record, each witness) and record it. No order may be passed without this hearing.":
    'গোচৰটো একপক্ষীয়ভাৱে চলি আছে: ব্যক্তিগৰাকীৰ অনুপস্থিতিত শুনানি চলে। অভিযোগকাৰীৰ সামগ্ৰী (অভিযোগৰ বক্তব্য, প্ৰতিখন নথি বা অভিলেখ, প্ৰতিজন সাক্ষী) পৰীক্ষা কৰি লিপিবদ্ধ কৰক। এই শুনানি নোহোৱাকৈ কোনো আদেশ দিব নোৱাৰি।',
  'The complainant appeared': 'অভিযোগকাৰী উপস্থিত হৈছিল',
  "The complainant's material examined (one item per line)": 'পৰীক্ষা কৰা অভিযোগকাৰীৰ সামগ্ৰী (প্ৰতি শাৰীত এটা)',
  'For example: the statement in the complaint; the khasra extract; photographs of the damaged crop; the witness heard.':
    'যেনে: অভিযোগৰ বক্তব্য; খতিয়ানৰ নকল; নষ্ট হোৱা শস্যৰ ফটো; শুনা সাক্ষী।',
  'What the hearing found on that material': 'সেই সামগ্ৰীৰ ওপৰত শুনানিত কি পোৱা গ’ল',
  'Fix a hearing and issue its notice': 'শুনানি ধাৰ্য কৰি তাৰ জাননী জাৰি কৰক',
};

/** Every step form's words in Assamese, by their English. */
export const stepWordsAs: Readonly<Record<string, string>> = {
  ...stepWordsAsStart,
  ...stepWordsAsOrder,
  ...stepWordsAsAppeal,
  ...stepWordsAsMoney,
  ...stepWordsAsAdjournment,
};
