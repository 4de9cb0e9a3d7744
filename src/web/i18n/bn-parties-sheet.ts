// Bengali: the party's order sheet in plain words and the reply forms (issue 31); typed against parties-sheet.ts. Our
// translation, awaiting review by a Bengali legal reader (scripts/assam-review-list.ts).

import type { partiesSheetEn } from './parties-sheet.ts';

export const partiesSheetBn: { readonly [K in keyof typeof partiesSheetEn]: string } = {
  'pc.sheetTitle': 'সহজ ভাষায় আদেশপত্র',
  'pc.reply.title': 'কারণ দর্শানোর নোটিশের উত্তর',
  'pc.reply.lead':
    'উপরের নথিপত্রে নোটিশ (প্রপত্র-II) ও তার সঙ্গে সংযুক্ত অভিযোগটি পড়ুন। আপনি লঙ্ঘন স্বীকার করেন কি না, এবং কেন, তা লিখুন। আপনার উত্তর আদেশপত্রে যায়; আপনি অস্বীকার করলে আধিকারিক শুনানি ধার্য করেন (নিয়ম 4(6))।',
  'pc.reply.due': 'উত্তরের শেষ দিন: {date} ({rule})।',
  'pc.reply.dueUnserved': 'নোটিশ আপনার কাছে পৌঁছানোর দিন থেকে আপনার হাতে {days} দিন আছে ({rule})।',
  'pc.reply.admits': 'আপনি কি লঙ্ঘন স্বীকার করেন?',
  'pc.reply.deny': 'না, আমি অস্বীকার করি',
  'pc.reply.admit': 'হ্যাঁ, আমি স্বীকার করি (তখন আধিকারিক আদেশ দিতে পারেন, নিয়ম 4(8))',
  'pc.reply.text': 'আপনার উত্তর',
  'pc.reply.witnesses': 'যে সাক্ষীদের জিজ্ঞাসাবাদ চান, প্রতি লাইনে একজন (নিয়ম 4(11))',
  'pc.reply.documents': 'যে নথির উপর নির্ভর করেন, প্রতি লাইনে একটি (নিয়ম 4(11))',
  'pc.reply.file': 'একটি নথি যুক্ত করুন (PDF, JPEG বা PNG)',
  'pc.reply.fileHint': 'সর্বাধিক {size}। এটি আপনার উত্তরের সঙ্গে মামলায় যুক্ত হবে।',
  'pc.reply.submit': 'উত্তর পাঠান',
  'pc.reply.sent': 'আপনার উত্তর আদেশপত্রে আছে।',
  'pc.more.title': 'উত্তরের জন্য আরও সময় চান (নিয়ম 4(4))',
  'pc.more.lead':
    'আধিকারিক সর্বাধিক আরও {days} দিন দিতে পারেন, এবং কেবল যদি সন্তুষ্ট হন যে সময়ে উত্তর না দেওয়ার যথেষ্ট কারণ ছিল। কারণটি লিখুন; প্রমাণ থাকলে মামলায় যুক্ত করুন।',
  'pc.more.reasons': 'আপনি কেন সময়ে উত্তর দিতে পারেননি?',
  'pc.more.days': 'আপনার আরও কত দিন দরকার?',
  'pc.more.submit': 'অনুরোধ পাঠান',
  'pc.more.sent': 'আরও সময়ের জন্য আপনার অনুরোধ আদেশপত্রে আছে; আধিকারিক সিদ্ধান্ত নেবেন।',
  'pc.areply.title': 'আপিলের উত্তর (নিয়ম 7(8))',
  'pc.areply.lead':
    'উপরে আপিলের কারণ ও মামলার নথি পড়ুন। আপনার উত্তর লিখুন; আপনার উত্তর আপিলের আদেশপত্রে যায় এবং আপিল কর্তৃপক্ষ উভয় পক্ষের শুনানি করেন (নিয়ম 7(10))।',
  'pc.areply.text': 'আপিলের উত্তর',
  'pc.areply.submit': 'উত্তর পাঠান',
  'pc.appeal.title': 'আপিল',
  'pc.appeal.appellant': 'আপিলকারী',
  'pc.appeal.orderOn': 'যে আদেশের বিরুদ্ধে আপিল: {date}',
  'pc.appeal.grounds': 'আপিলের কারণ (দফা 4)',
  'pc.appeal.facts': 'তথ্যের বিবরণ (দফা 6)',
  'pc.appeal.relief': 'প্রার্থিত প্রতিকার (দফা 8)',
  'pc.appeal.record': 'ন্যায়নির্ণায়ক আধিকারিকের কাছে চলা মামলার নথি',
  'pc.err.admits': 'আপনি লঙ্ঘন স্বীকার করেন কি না বলুন',
  'pc.err.text': 'আপনার উত্তর লিখুন',
  'pc.err.reasons': 'যে কারণে সময়ে উত্তর দিতে পারেননি তা লিখুন',
  'pc.err.days': '1 থেকে {max}-এর মধ্যে পূর্ণ সংখ্যায় দিন লিখুন',
  'pc.err.file': 'এই ফাইলটি যুক্ত করা যায়নি: {detail}',
  'pc.refused': 'গৃহীত হয়নি: {detail}',
  'pc.refusal.REPLY.PERIOD_OVER':
    'আপনার উত্তরের সময় {date} তারিখে শেষ হয়েছে ({rule}); এরপর পোর্টালে উত্তর জমা দেওয়া যায় না। যথেষ্ট কারণ দেখিয়ে আধিকারিকের কাছে আরও সময় চান (নিয়ম 4(4))।',
  'pc.refusal.REPLY.PERIOD_OVER.appeal':
    'আপিলের উত্তরের সময় {date} তারিখে শেষ হয়েছে ({rule}); এরপর পোর্টালে উত্তর জমা দেওয়া যায় না। দেরির কারণসহ আপিল কর্তৃপক্ষের কার্যালয়ে জমা দিন, অথবা শুনানিতে নিয়ে আসুন (নিয়ম 7(10))।',
  'pc.refusal.REPLY.EXTENSION_REQUEST_PENDING': 'আরও সময়ের জন্য আপনার আগের অনুরোধ আধিকারিকের সিদ্ধান্তের অপেক্ষায়।',
  'pc.refusal.REPLY.EXTENSION_EXCEEDS_15_DAYS': 'উত্তরের সময় মোট সর্বাধিক 15 দিন বাড়ানো যায় (নিয়ম 4(4))।',
  'pc.refusal.REPLY.ALREADY_RECEIVED': 'আপনার উত্তর ইতিমধ্যে আদেশপত্রে আছে।',
  'pc.docs.withdrawn': '{date} তারিখে প্রত্যাহার করা হয়েছে: পরের নোটিশ এর স্থান নিয়েছে, এর উপর কাজ করবেন না',
};
