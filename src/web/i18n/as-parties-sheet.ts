// Assamese: the party's order sheet in plain words and the reply forms (issue 31); typed against parties-sheet.ts.

import type { partiesSheetEn } from './parties-sheet.ts';

export const partiesSheetAs: { readonly [K in keyof typeof partiesSheetEn]: string } = {
  'pc.sheetTitle': 'সহজ ভাষাত আদেশ-পত্ৰ',
  'pc.reply.title': 'কাৰণ দৰ্শোৱাৰ জাননীৰ আপোনাৰ উত্তৰ',
  'pc.reply.lead':
    'ওপৰৰ নথিসমূহত জাননী (প্ৰপত্ৰ-II) আৰু ইয়াৰ সৈতে সংলগ্ন অভিযোগ পঢ়ক। আপুনি উলংঘন স্বীকাৰ কৰে নে নকৰে আৰু কিয়, কওক। আপোনাৰ উত্তৰ আদেশ-পত্ৰত যায়; আপুনি অস্বীকাৰ কৰিলে বিষয়াই শুনানিৰ তাৰিখ ধাৰ্য কৰে (নিয়ম 4(6))।',
  'pc.reply.due': 'আপোনাৰ উত্তৰৰ শেষ দিন: {date} ({rule})।',
  'pc.reply.dueUnserved': 'জাননী আপোনাক প্ৰদান কৰা দিনৰ পৰা আপোনাৰ হাতত {days} দিন আছে ({rule})।',
  'pc.reply.admits': 'আপুনি উলংঘন স্বীকাৰ কৰেনে?',
  'pc.reply.deny': 'নহয়, মই অস্বীকাৰ কৰোঁ',
  'pc.reply.admit': 'হয়, মই স্বীকাৰ কৰোঁ (তেতিয়া বিষয়াই আদেশ দিব পাৰে, নিয়ম 4(8))',
  'pc.reply.text': 'আপোনাৰ উত্তৰ',
  'pc.reply.witnesses': 'আপুনি পৰীক্ষা কৰাব বিচৰা সাক্ষী, প্ৰতি শাৰীত এজন (নিয়ম 4(11))',
  'pc.reply.documents': 'আপুনি নিৰ্ভৰ কৰা নথি, প্ৰতি শাৰীত এখন (নিয়ম 4(11))',
  'pc.reply.file': 'এখন নথি সংলগ্ন কৰক (PDF, JPEG বা PNG)',
  'pc.reply.fileHint': 'সৰ্বাধিক {size}। ই আপোনাৰ উত্তৰৰ সৈতে গোচৰত যোগ হয়।',
  'pc.reply.submit': 'উত্তৰ পঠিয়াওক',
  'pc.reply.sent': 'আপোনাৰ উত্তৰ আদেশ-পত্ৰত আছে।',
  'pc.more.title': 'উত্তৰৰ বাবে অধিক সময় বিচাৰক (নিয়ম 4(4))',
  'pc.more.lead':
    'সময়মতে উত্তৰ নিদিয়াৰ যথেষ্ট কাৰণ আছিল বুলি সন্তুষ্ট হ’লেহে বিষয়াই সৰ্বাধিক আৰু {days} দিন দিব পাৰে। কাৰণটো লিখক; প্ৰমাণ থাকিলে গোচৰত সংলগ্ন কৰক।',
  'pc.more.reasons': 'আপুনি কিয় সময়মতে উত্তৰ দিব নোৱাৰিলে?',
  'pc.more.days': 'আপোনাক আৰু কিমান দিন লাগে?',
  'pc.more.submit': 'অনুৰোধ পঠিয়াওক',
  'pc.more.sent': 'অধিক সময়ৰ বাবে আপোনাৰ অনুৰোধ আদেশ-পত্ৰত আছে; বিষয়াই সিদ্ধান্ত ল’ব।',
  'pc.areply.title': 'আপীলৰ আপোনাৰ উত্তৰ (নিয়ম 7(8))',
  'pc.areply.lead':
    'ওপৰত আপীলৰ কাৰণ আৰু গোচৰৰ নথি পঢ়ক। উত্তৰত আপুনি যি কয় লিখক; আপোনাৰ উত্তৰ আপীলৰ আদেশ-পত্ৰত যায় আৰু আপীল কৰ্তৃপক্ষই দুয়ো পক্ষৰ কথা শুনে (নিয়ম 7(10))।',
  'pc.areply.text': 'আপীলৰ আপোনাৰ উত্তৰ',
  'pc.areply.submit': 'উত্তৰ পঠিয়াওক',
  'pc.appeal.title': 'আপীল',
  'pc.appeal.appellant': 'আপীলকাৰী',
  'pc.appeal.orderOn': 'যি আদেশৰ বিৰুদ্ধে আপীল: {date}',
  'pc.appeal.grounds': 'আপীলৰ কাৰণ (দফা 4)',
  'pc.appeal.facts': 'তথ্যৰ বিবৃতি (দফা 6)',
  'pc.appeal.relief': 'বিচৰা প্ৰতিকাৰ (দফা 8)',
  'pc.appeal.record': 'তলৰ গোচৰৰ নথি',
  'pc.err.admits': 'আপুনি উলংঘন স্বীকাৰ কৰে নে নকৰে কওক',
  'pc.err.text': 'আপোনাৰ উত্তৰ লিখক',
  'pc.err.reasons': 'সময়মতে উত্তৰ দিয়াত বাধা দিয়া কাৰণটো লিখক',
  'pc.err.days': 'দিনসংখ্যা 1ৰ পৰা {max}লৈকে এটা পূৰ্ণ সংখ্যা হিচাপে দিয়ক',
  'pc.err.file': 'এই ফাইলটো যোগ কৰিব পৰা নগ’ল: {detail}',
  'pc.refused': 'গ্ৰহণ কৰা নহ’ল: {detail}',
  'pc.refusal.REPLY.PERIOD_OVER':
    'আপোনাৰ উত্তৰৰ সময় {date} তাৰিখে শেষ হৈছে ({rule}); তাৰ পিছত পৰ্টেলত উত্তৰ দাখিল কৰিব নোৱাৰি। যথেষ্ট কাৰণ দেখুৱাই বিষয়াৰ পৰা অধিক সময় বিচাৰক (নিয়ম 4(4))।',
  'pc.refusal.REPLY.PERIOD_OVER.appeal':
    'আপীলৰ উত্তৰৰ সময় {date} তাৰিখে শেষ হৈছে ({rule}); তাৰ পিছত পৰ্টেলত উত্তৰ দাখিল কৰিব নোৱাৰি। পলমৰ কাৰণসহ আপীল কৰ্তৃপক্ষৰ কাৰ্যালয়ত দিয়ক, বা শুনানিলৈ লৈ আহক (নিয়ম 7(10))।',
  'pc.refusal.REPLY.EXTENSION_REQUEST_PENDING': 'অধিক সময়ৰ বাবে আপোনাৰ আগৰ অনুৰোধ বিষয়াৰ সিদ্ধান্তলৈ অপেক্ষাত আছে।',
  'pc.refusal.REPLY.EXTENSION_EXCEEDS_15_DAYS': 'উত্তৰৰ সময় মুঠতে সৰ্বাধিক 15 দিনহে বঢ়াব পাৰি (নিয়ম 4(4))।',
  'pc.refusal.REPLY.ALREADY_RECEIVED': 'আপোনাৰ উত্তৰ ইতিমধ্যে আদেশ-পত্ৰত আছে।',
  // Natural justice (issue 27): notices withdrawn when replaced, extensions after the period had ended.
  'pc.docs.withdrawn': '{date} তাৰিখে প্ৰত্যাহাৰ কৰা হ’ল: পিছৰ জাননীয়ে ঠাই ল’লে, ইয়াৰ ওপৰত কাৰ্য নকৰিব',
};
