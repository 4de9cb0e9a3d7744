// The party's case page, continued (issue 15): the order sheet in plain words, the reply forms (Rule 4(6)-(11), Rule
// 4(4), Rule 7(8)) and their refusals; spread into partiesEn / partiesHi (parties.ts), so that a key missing from Hindi
// does not compile.

export const partiesSheetEn = {
  'pc.sheetTitle': 'Order sheet in plain words',
  'pc.reply.title': 'Your reply to the show-cause notice',
  'pc.reply.lead':
    'Read the notice (Form-II) and the complaint enclosed with it, in the documents above. Say whether you admit the contravention, and why. Your reply goes on the order sheet; if you deny, the officer fixes a hearing (Rule 4(6)).',
  'pc.reply.due': 'Last day for your reply: {date} ({rule}).',
  'pc.reply.dueUnserved': 'You have {days} days from the day the notice is served on you ({rule}).',
  'pc.reply.admits': 'Do you admit the contravention?',
  'pc.reply.deny': 'No, I deny it',
  'pc.reply.admit': 'Yes, I admit it (the officer may then pass the order, Rule 4(8))',
  'pc.reply.text': 'Your reply',
  'pc.reply.witnesses': 'Witnesses you want examined, one per line (Rule 4(11))',
  'pc.reply.documents': 'Documents you rely on, one per line (Rule 4(11))',
  'pc.reply.file': 'Attach a document (PDF, JPEG or PNG)',
  'pc.reply.fileHint': 'At most {size}. It is added to the case with your reply.',
  'pc.reply.submit': 'Send the reply',
  'pc.reply.sent': 'Your reply is on the order sheet.',
  'pc.more.title': 'Ask for more time to reply (Rule 4(4))',
  'pc.more.lead':
    'The officer may give at most {days} more days, and only if satisfied that you had sufficient cause for not replying in time. State the cause; attach proof to the case if you have it.',
  'pc.more.reasons': 'Why could you not reply in time?',
  'pc.more.days': 'How many more days do you need?',
  'pc.more.submit': 'Send the request',
  'pc.more.sent': 'Your request for more time is on the order sheet; the officer will decide it.',
  'pc.areply.title': 'Your reply to the appeal (Rule 7(8))',
  'pc.areply.lead':
    'Read the grounds of appeal and the record of the case above. Write what you say in answer; your reply goes on the order sheet of the appeal and the appellate authority hears both sides (Rule 7(10)).',
  'pc.areply.text': 'Your reply to the appeal',
  'pc.areply.submit': 'Send the reply',
  'pc.appeal.title': 'The appeal',
  'pc.appeal.appellant': 'Appellant',
  'pc.appeal.orderOn': 'Order appealed against: {date}',
  'pc.appeal.grounds': 'Grounds of appeal (item 4)',
  'pc.appeal.facts': 'Statement of facts (item 6)',
  'pc.appeal.relief': 'Relief claimed (item 8)',
  'pc.appeal.record': 'The record of the case below',
  'pc.err.admits': 'Say whether you admit the contravention',
  'pc.err.text': 'Write your reply',
  'pc.err.reasons': 'State the cause that kept you from replying in time',
  'pc.err.days': 'Give the days as a whole number from 1 to {max}',
  'pc.err.file': 'This file could not be added: {detail}',
  'pc.refused': 'Not accepted: {detail}',
  'pc.refusal.REPLY.PERIOD_OVER':
    'The period for your reply ended on {date} ({rule}); a reply cannot be submitted on the portal after it. Ask the officer for more time, showing sufficient cause (Rule 4(4)).',
  'pc.refusal.REPLY.PERIOD_OVER.appeal':
    'The period for your reply to the appeal ended on {date} ({rule}); a reply cannot be submitted on the portal after it. Give it to the office of the appellate authority with the reason for the delay, or bring it to the hearing (Rule 7(10)).',
  'pc.refusal.REPLY.EXTENSION_REQUEST_PENDING': 'Your earlier request for more time awaits the officer’s decision.',
  'pc.refusal.REPLY.EXTENSION_EXCEEDS_15_DAYS':
    'The time to reply may be extended by at most 15 days in all (Rule 4(4)).',
  'pc.refusal.REPLY.ALREADY_RECEIVED': 'Your reply is already on the order sheet.',
  // Natural justice (issue 27): notices withdrawn when replaced, extensions after the period had ended.
  'pc.docs.withdrawn': 'withdrawn on {date}: replaced by a later notice, do not act on it',
} as const;

export const partiesSheetHi: { readonly [K in keyof typeof partiesSheetEn]: string } = {
  'pc.sheetTitle': 'आदेश पत्रक सरल शब्दों में',
  'pc.reply.title': 'कारण बताओ सूचना का आपका उत्तर',
  'pc.reply.lead':
    'ऊपर दस्तावेज़ों में सूचना (प्ररूप-II) और उसके साथ संलग्न शिकायत पढ़ें। बताएं कि क्या आप उल्लंघन स्वीकार करते हैं, और क्यों। आपका उत्तर आदेश पत्रक में दर्ज होगा; इंकार करने पर अधिकारी सुनवाई नियत करेंगे (नियम 4(6))।',
  'pc.reply.due': 'आपके उत्तर की अंतिम तारीख: {date} ({rule})।',
  'pc.reply.dueUnserved': 'सूचना की आप पर तामील के दिन से आपके पास {days} दिन हैं ({rule})।',
  'pc.reply.admits': 'क्या आप उल्लंघन स्वीकार करते हैं?',
  'pc.reply.deny': 'नहीं, मैं इंकार करता/करती हूँ',
  'pc.reply.admit': 'हाँ, मैं स्वीकार करता/करती हूँ (तब अधिकारी आदेश पारित कर सकते हैं, नियम 4(8))',
  'pc.reply.text': 'आपका उत्तर',
  'pc.reply.witnesses': 'जिन साक्षियों की जांच आप चाहते हैं, हर पंक्ति में एक (नियम 4(11))',
  'pc.reply.documents': 'जिन दस्तावेज़ों पर आप निर्भर हैं, हर पंक्ति में एक (नियम 4(11))',
  'pc.reply.file': 'दस्तावेज़ संलग्न करें (पीडीएफ़, जेपीईजी या पीएनजी)',
  'pc.reply.fileHint': 'अधिकतम {size}। यह आपके उत्तर के साथ मामले में जोड़ा जाएगा।',
  'pc.reply.submit': 'उत्तर भेजें',
  'pc.reply.sent': 'आपका उत्तर आदेश पत्रक में दर्ज है।',
  'pc.more.title': 'उत्तर के लिए समय-वृद्धि माँगें (नियम 4(4))',
  'pc.more.lead':
    'अधिकारी अधिकतम {days} दिन और दे सकते हैं, और केवल तभी जब उन्हें संतोष हो कि समय पर उत्तर न देने का आपके पास पर्याप्त कारण था। कारण बताएं; यदि प्रमाण है तो मामले में संलग्न करें।',
  'pc.more.reasons': 'आप समय पर उत्तर क्यों नहीं दे सके?',
  'pc.more.days': 'आपको कितने दिन और चाहिए?',
  'pc.more.submit': 'अनुरोध भेजें',
  'pc.more.sent': 'समय-वृद्धि का आपका अनुरोध आदेश पत्रक में दर्ज है; अधिकारी उस पर निर्णय लेंगे।',
  'pc.areply.title': 'अपील का आपका उत्तर (नियम 7(8))',
  'pc.areply.lead':
    'ऊपर अपील के आधार और मामले का अभिलेख पढ़ें। उत्तर में जो कहना है लिखें; आपका उत्तर अपील के आदेश पत्रक में दर्ज होगा और अपील प्राधिकारी दोनों पक्षों को सुनेंगे (नियम 7(10))।',
  'pc.areply.text': 'अपील का आपका उत्तर',
  'pc.areply.submit': 'उत्तर भेजें',
  'pc.appeal.title': 'अपील',
  'pc.appeal.appellant': 'अपीलार्थी',
  'pc.appeal.orderOn': 'जिस आदेश के विरुद्ध अपील है: {date}',
  'pc.appeal.grounds': 'अपील के आधार (मद 4)',
  'pc.appeal.facts': 'तथ्यों का कथन (मद 6)',
  'pc.appeal.relief': 'मांगा गया अनुतोष (मद 8)',
  'pc.appeal.record': 'निचले मामले का अभिलेख',
  'pc.err.admits': 'बताएं कि क्या आप उल्लंघन स्वीकार करते हैं',
  'pc.err.text': 'अपना उत्तर लिखें',
  'pc.err.reasons': 'वह कारण बताएं जिससे आप समय पर उत्तर नहीं दे सके',
  'pc.err.days': 'दिन 1 से {max} तक की पूर्ण संख्या में दें',
  'pc.err.file': 'यह फ़ाइल नहीं जोड़ी जा सकी: {detail}',
  'pc.refused': 'स्वीकार नहीं किया गया: {detail}',
  'pc.refusal.REPLY.PERIOD_OVER':
    'आपके उत्तर की अवधि {date} को समाप्त हो गई ({rule}); इसके बाद पोर्टल पर उत्तर नहीं दिया जा सकता। पर्याप्त कारण बताकर अधिकारी से समय-वृद्धि माँगें (नियम 4(4))।',
  'pc.refusal.REPLY.PERIOD_OVER.appeal':
    'अपील के आपके उत्तर की अवधि {date} को समाप्त हो गई ({rule}); इसके बाद पोर्टल पर उत्तर नहीं दिया जा सकता। उसे विलंब के कारण सहित अपील प्राधिकारी के कार्यालय में दें, या सुनवाई में लाएं (नियम 7(10))।',
  'pc.refusal.REPLY.EXTENSION_REQUEST_PENDING': 'समय-वृद्धि का आपका पिछला अनुरोध अधिकारी के निर्णय की प्रतीक्षा में है।',
  'pc.refusal.REPLY.EXTENSION_EXCEEDS_15_DAYS': 'उत्तर का समय कुल मिलाकर अधिकतम 15 दिन बढ़ाया जा सकता है (नियम 4(4))।',
  'pc.refusal.REPLY.ALREADY_RECEIVED': 'आपका उत्तर पहले से आदेश पत्रक में दर्ज है।',
  // Natural justice (issue 27): notices withdrawn when replaced, extensions after the period had ended.
  'pc.docs.withdrawn': '{date} को वापस ली गई: बाद की सूचना उसके स्थान पर है, इस पर कार्य न करें',
};
