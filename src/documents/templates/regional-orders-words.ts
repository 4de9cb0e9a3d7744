// The words of the other orders and notices of an Assam office (regional-orders.ts) in Assamese, Bengali and Bodo
// (Devanagari), typed per language: a word missing in one does not compile. Our translation, awaiting review by a
// legal reader of the language (scripts/assam-review-list.ts lists them).

import type { AssamLang } from '../types.ts';
import type { PaymentReceiptValues } from '../models/adjudication.ts';

export type Fn = (...a: string[]) => string;

interface OrderWords {
  readonly replyTitle: string;
  readonly replyPara: (noticeOn: string, original: string, extra: string, total: string) => string;
  readonly reasonsRecorded: string;
  readonly furtherPeriod: string;
  readonly replyDueBy: string;
  readonly exParteTitle: string;
  readonly noticeIssuedOn: string;
  readonly noticeServedOn: string;
  readonly replyWasDue: string;
  readonly exPartePara: Fn;
  readonly extensionTitle: string;
  readonly extensionPara: (receivedOn: string, days: string, total: string) => string;
  readonly completeBy: string;
  readonly receiptTitle: string;
  readonly receiptNo: string;
  readonly depositOn: string;
  readonly receivedFrom: string;
  readonly amountReceived: string;
  readonly mode: string;
  readonly modes: Readonly<Record<PaymentReceiptValues['mode'], string>>;
  readonly orderDated: string;
  readonly penaltyImposed: string;
  readonly depositedToDate: string;
  readonly outstanding: string;
  readonly creditedTo: string;
  readonly fund: string;
  readonly referralTitle: string;
  readonly chairperson: string;
  readonly board: string;
  readonly referralPara: (confirmed: boolean) => string;
  readonly appealPending: (number: string, filedOn: string) => string;
  readonly personLiable: string;
  readonly address: string;
  readonly aoOrderOn: string;
  readonly appellateOrderOn: string;
  readonly deposited: string;
  readonly lastDay: string;
  readonly defectsTitle: string;
  readonly defectsPara: (filedOn: string, days: string, by: string) => string;
  readonly refusalTitle: string;
  readonly lastDayRectify: string;
  readonly failedToRectify: string;
  readonly refused: (by: string) => string;
}

export const ORDER_WORDS: Readonly<Record<AssamLang, OrderWords>> = {
  as: {
    replyTitle: 'উত্তৰৰ সময় বৃদ্ধিৰ আদেশ',
    replyPara: (n, o, x, t) =>
      `${n} তাৰিখৰ কাৰণ দৰ্শোৱাৰ জাননীৰ উত্তৰৰ বাবে নিৰ্দিষ্ট ${o} দিনৰ সময়, পৰ্যাপ্ত কাৰণ দৰ্শোৱাৰ বাবে, তলত লিপিবদ্ধ কৰা কাৰণসমূহৰ বাবে আৰু ${x} দিন বৃদ্ধি কৰা হ’ল (মুঠ বৃদ্ধি ${t} দিন)।`,
    reasonsRecorded: 'লিখিতভাৱে লিপিবদ্ধ কাৰণ',
    furtherPeriod: 'অতিৰিক্ত সময়',
    replyDueBy: 'উত্তৰ দিয়াৰ শেষ তাৰিখ',
    exParteTitle: 'একপক্ষীয় কাৰ্যবাহীৰ অভিলেখ',
    noticeIssuedOn: 'কাৰণ দৰ্শোৱাৰ জাননী জাৰিৰ তাৰিখ',
    noticeServedOn: 'জাননী প্ৰদানৰ তাৰিখ',
    replyWasDue: 'উত্তৰৰ শেষ তাৰিখ',
    exPartePara: (name) =>
      `${name} নামৰ ব্যক্তিগৰাকীয়ে নিৰ্দিষ্ট সময়ৰ ভিতৰত উত্তৰ দিয়া নাই। সেয়েহে শুনানি তেওঁৰ অনুপস্থিতিতে চলিব। এইদৰে তদন্ত সম্পূৰ্ণ কৰাৰ কাৰণসমূহ তলত লিপিবদ্ধ কৰা হ’ল:`,
    extensionTitle: 'কাৰ্যবাহীৰ সময় বৃদ্ধিৰ আদেশ',
    extensionPara: (r, d, t) =>
      `${r} তাৰিখে প্ৰাপ্ত অভিযোগৰ কাৰ্যবাহী সম্পূৰ্ণ কৰাৰ ছমাহৰ সময়, পলমৰ যুক্তিসংগত কাৰণ থকাৰ বাবে, তলত লিপিবদ্ধ কৰা কাৰণসমূহৰ বাবে ${d} দিন বৃদ্ধি কৰা হ’ল (মুঠ বৃদ্ধি ${t} দিন)।`,
    completeBy: 'কাৰ্যবাহী সম্পূৰ্ণ কৰাৰ শেষ তাৰিখ',
    receiptTitle: 'জৰিমনা জমাৰ ৰচিদ',
    receiptNo: 'ৰচিদ নম্বৰ',
    depositOn: 'জমাৰ তাৰিখ',
    receivedFrom: 'যাৰ পৰা প্ৰাপ্ত',
    amountReceived: 'প্ৰাপ্ত ধন',
    mode: 'পৰিশোধৰ মাধ্যম',
    modes: { cash: 'নগদ', 'bank-challan': 'বেংক চালান', online: 'অনলাইন পৰিশোধ', 'demand-draft': 'ডিমাণ্ড ড্ৰাফ্ট' },
    orderDated: 'আদেশৰ তাৰিখ',
    penaltyImposed: 'আৰোপ কৰা জৰিমনা',
    depositedToDate: 'এতিয়ালৈকে জমা',
    outstanding: 'বাকী',
    creditedTo: 'জমা কৰা পুঁজি',
    fund: 'ভাৰতীয় জীৱ-জন্তু কল্যাণ ব’ৰ্ডৰ পুঁজি',
    referralTitle: 'জৰিমনা আদায়ৰ বাবে ভাৰতীয় জীৱ-জন্তু কল্যাণ ব’ৰ্ডলৈ প্ৰেৰণ',
    chairperson: 'অধ্যক্ষ,',
    board: 'ভাৰতীয় জীৱ-জন্তু কল্যাণ ব’ৰ্ড',
    referralPara: (c) =>
      `তলত উল্লেখ কৰা ব্যক্তিগৰাকীয়ে${c ? ' আপীল কৰ্তৃপক্ষই বাহাল ৰখা' : ''} আদেশেৰে আৰোপ কৰা জৰিমনা নিৰ্দিষ্ট সময়ৰ ভিতৰত জমা দিয়া নাই। ইয়াৰ আদায়ৰ বাবে প্ৰয়োজনীয় ব্যৱস্থা গ্ৰহণ কৰিবলৈ অনুৰোধ কৰা হ’ল।`,
    appealPending: (n, f) =>
      `আদেশৰ বিৰুদ্ধে আপীল (${n}, ${f} তাৰিখে দাখিল কৰা) নিয়ম 7ৰ অধীনত আপীল কৰ্তৃপক্ষৰ ওচৰত বিচাৰাধীন। আপীল কৰ্তৃপক্ষই আদেশ সংশোধন বা বাতিল কৰিলে (নিয়ম 7(11)), আদায় কৰিবলগীয়া ধন আপীলৰ আদেশ অনুসৰি হ’ব।`,
    personLiable: 'দায়ী ব্যক্তি',
    address: 'ঠিকনা',
    aoOrderOn: 'ন্যায়নিৰ্ণায়ক বিষয়াৰ আদেশৰ তাৰিখ',
    appellateOrderOn: 'আপীলৰ আদেশৰ তাৰিখ',
    deposited: 'জমা দিয়া ধন',
    lastDay: 'পৰিশোধৰ শেষ তাৰিখ',
    defectsTitle: 'আপীলৰ ত্ৰুটিৰ জাননী',
    defectsPara: (f, n, by) =>
      `পৰীক্ষা কৰি দেখা গৈছে যে ${f} তাৰিখে দাখিল কৰা আপোনাৰ আপীল ত্ৰুটিপূৰ্ণ। ত্ৰুটিসমূহ তলত দিয়া হ’ল। এই জাননীৰ ${n} দিনৰ ভিতৰত, অৰ্থাৎ ${by}ৰ ভিতৰত, আপুনি সেইবোৰ শুধৰাব পাৰে; অন্যথা আপীল পঞ্জীভুক্ত কৰিবলৈ অস্বীকাৰ কৰা হ’ব পাৰে।`,
    refusalTitle: 'আপীল পঞ্জীভুক্ত কৰিবলৈ অস্বীকাৰৰ আদেশ',
    lastDayRectify: 'ত্ৰুটি শুধৰোৱাৰ শেষ তাৰিখ',
    failedToRectify: 'আপীলকাৰীয়ে নিৰ্দিষ্ট সময়ৰ ভিতৰত তলত দিয়া ত্ৰুটিসমূহ শুধৰাব পৰা নাই:',
    refused: (by) =>
      `ওপৰত লিপিবদ্ধ কাৰণসমূহৰ বাবে ত্ৰুটিপূৰ্ণ আপীল পঞ্জীভুক্ত কৰিবলৈ অস্বীকাৰ কৰা হ’ল। এই অস্বীকাৰৰ কথা ${by}ৰ ভিতৰত আপীলকাৰীক জনোৱা হ’ব।`,
  },
  bn: {
    replyTitle: 'উত্তরের সময়বৃদ্ধির আদেশ',
    replyPara: (n, o, x, t) =>
      `${n} তারিখের কারণ দর্শানোর নোটিশের উত্তরের জন্য নির্দিষ্ট ${o} দিনের সময়, পর্যাপ্ত কারণ দর্শানো হওয়ায়, নিচে লিপিবদ্ধ কারণসমূহের জন্য আরও ${x} দিন বৃদ্ধি করা হল (মোট বৃদ্ধি ${t} দিন)।`,
    reasonsRecorded: 'লিখিতভাবে লিপিবদ্ধ কারণ',
    furtherPeriod: 'অতিরিক্ত সময়',
    replyDueBy: 'উত্তর দেওয়ার শেষ তারিখ',
    exParteTitle: 'একতরফা কার্যধারার নথি',
    noticeIssuedOn: 'কারণ দর্শানোর নোটিশ জারির তারিখ',
    noticeServedOn: 'নোটিশ পৌঁছানোর তারিখ',
    replyWasDue: 'উত্তরের শেষ তারিখ',
    exPartePara: (name) =>
      `${name} নির্দিষ্ট সময়ের মধ্যে উত্তর দেননি। সেই কারণে শুনানি তাঁর অনুপস্থিতিতে চলবে। এইভাবে তদন্ত সম্পূর্ণ করার কারণসমূহ নিচে লিপিবদ্ধ করা হল:`,
    extensionTitle: 'কার্যধারার সময়বৃদ্ধির আদেশ',
    extensionPara: (r, d, t) =>
      `${r} তারিখে প্রাপ্ত অভিযোগের কার্যধারা সম্পূর্ণ করার ছয় মাসের সময়, বিলম্বের যুক্তিসঙ্গত কারণ থাকায়, নিচে লিপিবদ্ধ কারণসমূহের জন্য ${d} দিন বৃদ্ধি করা হল (মোট বৃদ্ধি ${t} দিন)।`,
    completeBy: 'কার্যধারা সম্পূর্ণ করার শেষ তারিখ',
    receiptTitle: 'জরিমানা জমার রসিদ',
    receiptNo: 'রসিদ নম্বর',
    depositOn: 'জমার তারিখ',
    receivedFrom: 'যাঁর কাছ থেকে প্রাপ্ত',
    amountReceived: 'প্রাপ্ত অর্থ',
    mode: 'পরিশোধের মাধ্যম',
    modes: { cash: 'নগদ', 'bank-challan': 'ব্যাঙ্ক চালান', online: 'অনলাইন পরিশোধ', 'demand-draft': 'ডিমান্ড ড্রাফট' },
    orderDated: 'আদেশের তারিখ',
    penaltyImposed: 'আরোপিত জরিমানা',
    depositedToDate: 'এ পর্যন্ত জমা',
    outstanding: 'বাকি',
    creditedTo: 'জমার তহবিল',
    fund: 'ভারতীয় প্রাণী কল্যাণ পর্ষদের তহবিল',
    referralTitle: 'জরিমানা আদায়ের জন্য ভারতীয় প্রাণী কল্যাণ পর্ষদে প্রেরণ',
    chairperson: 'সভাপতি,',
    board: 'ভারতীয় প্রাণী কল্যাণ পর্ষদ',
    referralPara: (c) =>
      `নিচে উল্লিখিত ব্যক্তি${c ? ' আপিল কর্তৃপক্ষ কর্তৃক বহাল রাখা' : ''} আদেশ দ্বারা আরোপিত জরিমানা নির্দিষ্ট সময়ের মধ্যে জমা দেননি। তা আদায়ের জন্য প্রয়োজনীয় ব্যবস্থা গ্রহণ করার অনুরোধ করা হচ্ছে।`,
    appealPending: (n, f) =>
      `আদেশের বিরুদ্ধে আপিল (${n}, ${f} তারিখে দাখিল) নিয়ম 7-এর অধীনে আপিল কর্তৃপক্ষের কাছে বিচারাধীন। আপিল কর্তৃপক্ষ আদেশ পরিবর্তন বা রদ করলে (নিয়ম 7(11)), আদায়যোগ্য অর্থ আপিলের আদেশ অনুযায়ী হবে।`,
    personLiable: 'দায়ী ব্যক্তি',
    address: 'ঠিকানা',
    aoOrderOn: 'ন্যায়নির্ণায়ক আধিকারিকের আদেশের তারিখ',
    appellateOrderOn: 'আপিলের আদেশের তারিখ',
    deposited: 'জমা দেওয়া অর্থ',
    lastDay: 'পরিশোধের শেষ তারিখ',
    defectsTitle: 'আপিলের ত্রুটির নোটিশ',
    defectsPara: (f, n, by) =>
      `পরীক্ষা করে দেখা গেছে যে ${f} তারিখে দাখিল করা আপনার আপিল ত্রুটিপূর্ণ। ত্রুটিগুলি নিচে দেওয়া হল। এই নোটিশের ${n} দিনের মধ্যে, অর্থাৎ ${by}-এর মধ্যে, আপনি সেগুলি সংশোধন করতে পারেন; অন্যথায় আপিল নথিভুক্ত করতে অস্বীকার করা হতে পারে।`,
    refusalTitle: 'আপিল নথিভুক্ত করতে অস্বীকারের আদেশ',
    lastDayRectify: 'ত্রুটি সংশোধনের শেষ তারিখ',
    failedToRectify: 'আপিলকারী নির্দিষ্ট সময়ের মধ্যে নিম্নলিখিত ত্রুটিগুলি সংশোধন করতে পারেননি:',
    refused: (by) =>
      `উপরে লিপিবদ্ধ কারণসমূহের জন্য ত্রুটিপূর্ণ আপিল নথিভুক্ত করতে অস্বীকার করা হল। এই অস্বীকারের কথা ${by}-এর মধ্যে আপিলকারীকে জানানো হবে।`,
  },
  brx: {
    replyTitle: 'फिननायनि सम बांहोनायनि हुकुम',
    replyPara: (n, o, x, t) =>
      `${n} तारिखनि जाहोन दिन्थिनाय नटिसनि फिननायनि थाखाय थि खालामनाय ${o} साननि समखौ, गोनां जाहोन दिन्थिनायनि थाखाय, गाहायाव लिरनाय जाहोनफोरनि थाखाय आरो ${x} सान बांहोनाय जाबाय (गासै बांहोनाय ${t} सान)।`,
    reasonsRecorded: 'लिरनाय महरै लिरनाय जाहोन',
    furtherPeriod: 'बांसिन सम',
    replyDueBy: 'फिननाय होनायनि जोबथा तारिख',
    exParteTitle: 'गैयैयाव थांनाय खामानिनि रेकर्ड',
    noticeIssuedOn: 'जाहोन दिन्थिनाय नटिस दिहुननायनि तारिख',
    noticeServedOn: 'नटिस हरनायनि तारिख',
    replyWasDue: 'फिननायनि जोबथा तारिख',
    exPartePara: (name) =>
      `${name} आ थि खालामनाय समनि सिङाव फिननाय होआखै। बेनिखायनो खोनासंनायआ बिनि गैयैयावनो थांगोन। बे महरै नागिरनाय जोबनायनि जाहोनफोरखौ गाहायाव लिरनाय जाबाय:`,
    extensionTitle: 'खामानिनि सम बांहोनायनि हुकुम',
    extensionPara: (r, d, t) =>
      `${r} तारिखाव मोननाय नालिसनि खामानि जोबनायनि दान रोनान्थि समखौ, गोरोबथि नांनायनि गोनां जाहोन थानायनि थाखाय, गाहायाव लिरनाय जाहोनफोरनि थाखाय ${d} सान बांहोनाय जाबाय (गासै बांहोनाय ${t} सान)।`,
    completeBy: 'खामानि जोबनायनि जोबथा तारिख',
    receiptTitle: 'जरिमाना जमा होनायनि रसिद',
    receiptNo: 'रसिद नम्बर',
    depositOn: 'जमा होनायनि तारिख',
    receivedFrom: 'जायनिफ्राय मोननाय',
    amountReceived: 'मोननाय रां',
    mode: 'होनायनि राहा',
    modes: { cash: 'नगद', 'bank-challan': 'बेंक चालान', online: 'अनलाइन होनाय', 'demand-draft': 'डिमान्ड ड्राफ्ट' },
    orderDated: 'हुकुमनि तारिख',
    penaltyImposed: 'होनाय जरिमाना',
    depositedToDate: 'दिनैसिम जमा',
    outstanding: 'बाकि',
    creditedTo: 'जमा होनाय फान्ड',
    fund: 'भारतीय जीव-जन्तु कल्याण बोर्डनि फान्ड',
    referralTitle: 'जरिमाना आदाय खालामनायनि थाखाय भारतीय जीव-जन्तु कल्याण बोर्डआव दैथायनाय',
    chairperson: 'सभापति,',
    board: 'भारतीय जीव-जन्तु कल्याण बोर्ड',
    referralPara: (c) =>
      `गाहायाव बुंनाय मानसिया${c ? ' आपिल कर्तृपक्षआ थाखाय दोनाय' : ''} हुकुमजों होनाय जरिमाना थि खालामनाय समनि सिङाव जमा होआखै। बेखौ आदाय खालामनो नांगौ खामानि लानो बिनती खालामनाय जायो।`,
    appealPending: (n, f) =>
      `हुकुमनि सोमोनदै आपिल (${n}, ${f} तारिखाव दाखिल खालामनाय) नियम 7 नि सायाव आपिल कर्तृपक्षनि सिगाङाव थानानै दं। आपिल कर्तृपक्षआ हुकुमखौ सोलायोब्ला एबा बातिल खालामोब्ला (नियम 7(11)), आदाय खालामनांगौ रांआ आपिलनि हुकुम बादि जागोन।`,
    personLiable: 'दायि मानसि',
    address: 'ठिकाना',
    aoOrderOn: 'न्यायनिर्णायक अफिसारनि हुकुमनि तारिख',
    appellateOrderOn: 'आपिलनि हुकुमनि तारिख',
    deposited: 'जमा होनाय रां',
    lastDay: 'होनायनि जोबथा तारिख',
    defectsTitle: 'आपिलनि गोरोन्थिनि नटिस',
    defectsPara: (f, n, by) =>
      `नायनानै मोनदों दि ${f} तारिखाव दाखिल खालामनाय नोंथाङनि आपिलआ गोरोन्थि गोनां। गोरोन्थिफोरखौ गाहायाव होनाय जाबाय। बे नटिसनि ${n} साननि सिङाव, बेनो ${by} सिम, नोंथाङा बेफोरखौ सुजुनो हागोन; नङाब्ला आपिल थिसननो नेवसिनाय जानो हागोन।`,
    refusalTitle: 'आपिल थिसननो नेवसिनायनि हुकुम',
    lastDayRectify: 'गोरोन्थि सुजुनायनि जोबथा तारिख',
    failedToRectify: 'आपिलगिरिया थि खालामनाय समनि सिङाव गाहायनि गोरोन्थिफोरखौ सुजुनो हाया:',
    refused: (by) =>
      `सायाव लिरनाय जाहोनफोरनि थाखाय गोरोन्थि गोनां आपिलखौ थिसननो नेवसिनाय जाबाय। बे नेवसिनायखौ ${by} सिम आपिलगिरिनो मिथिहोनाय जागोन।`,
  },
};
