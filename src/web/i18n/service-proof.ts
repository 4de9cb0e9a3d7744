// The proof of service by manner on the officers' and the appellate authority's forms and order sheets (issue 6;
// Rule 4(5), Rule 7(9)), spread into en.ts and hi.ts so a key missing from Hindi does not compile. Legal terms follow
// law/glossary-hi.md: तामील (service), स्पीड पोस्ट, (बाहरी द्वार पर) चिपकाकर (affixing), साक्षी (witness),
// साक्ष्य (evidence), आदेश पत्रक (order sheet).

export const serviceProofEn = {
  'sp.lead':
    'Fill in the part for the manner you chose: it is the proof of service the order sheet keeps. The acknowledgement and the photo are documents attached to the case; upload them first.',
  'sp.upload': 'Upload a signature or photo to the case (PDF, JPEG or PNG)',
  'sp.noDocument': '– none –',
  'sp.tender': 'If by tender (clause (i))',
  'sp.tender.hint':
    'Who tendered the notice, to whom, at what time, and the acknowledgement: the signed receipt or a photo. A tender recorded as served needs the acknowledgement; if the person refused to take the notice, record the refusal to accept (a separate step), then serve by electronic means or speed post.',
  'sp.f.tenderedBy': 'Tendered by',
  'sp.f.tenderedTo': 'Tendered to (the person or the authorised representative)',
  'sp.f.tenderAt': 'Time of tender (HH:MM)',
  'sp.f.acknowledgement': 'Acknowledgement (signature or photo)',
  'sp.post': 'If by speed post (clause (ii))',
  'sp.post.hint':
    'The article number from the booking receipt. Record the delivery or the return later as the outcome of this attempt.',
  'sp.f.articleNumber': 'Article number (e.g. EK123456789IN)',
  'sp.affix': 'If by affixing (clause (iii))',
  'sp.affix.hint':
    'Only after tender and electronic means or speed post have failed. The photo of the affixed notice, the place, the time and the witnesses.',
  'sp.f.affixPlace': 'Place (the outer door or the conspicuous part of which premises)',
  'sp.f.affixAt': 'Time of affixing (HH:MM)',
  'sp.f.photo': 'Photo of the affixed notice',
  'sp.f.witnesses': 'Witnesses (one name per line, at least one)',
  'sp.h.time': '24-hour time, e.g. 10:30 or 16:45.',
  'sp.h.outcomeAck':
    'For a tender found served: the acknowledgement (signature or photo) attached to the case, if it was not recorded with the attempt.',
  'sp.show.tender': 'Tendered by {by} to {to} at {at}.',
  'sp.show.ack': 'Acknowledgement',
  'sp.show.post': 'Speed post article {number}.',
  'sp.show.affix': 'Affixed at {place} at {at}; witnesses: {witnesses}.',
  'sp.show.photo': 'Photo',
  'sp.show.electronic': 'Sent to {address}.',
  'sp.show.msgid': 'The email’s reference (Message-ID)',
  'refusal.SERVICE.ARTICLE_NUMBER_REQUIRED':
    'Record the speed post article number (two letters, nine digits, two letters, e.g. EK123456789IN).',
  'refusal.SERVICE.ARTICLE_NUMBER_INVALID':
    'This is not an India Post article number: it is two letters, nine digits and two letters, e.g. EK123456789IN.',
  'refusal.SERVICE.TENDER_PARTICULARS_REQUIRED':
    'Record who tendered the notice, to whom, and at what time (HH:MM, e.g. 10:30).',
  'refusal.SERVICE.TENDER_ACKNOWLEDGEMENT_REQUIRED':
    'A tender recorded as served needs the acknowledgement (a signature or photo attached to the case). If the person refused to accept the notice, record the refusal to accept, then serve by electronic means or speed post.',
  'refusal.SERVICE.AFFIXING_PROOF_REQUIRED':
    'Record the proof of affixing: the photo (attached to the case), the place, the time (HH:MM) and at least one witness.',
  'refusal.SERVICE.DOCUMENT_UNKNOWN':
    'That document is not attached to this case. Upload the signature or photo to the case first, then choose it.',
} as const;

export const serviceProofHi: { readonly [K in keyof typeof serviceProofEn]: string } = {
  'sp.lead':
    'आपने तामील का जो तरीका चुना है, उसका भाग भरें: यही तामील का प्रमाण है जो आदेश पत्रक में रखा जाता है। पावती और फ़ोटो मामले से संलग्न दस्तावेज़ होते हैं; उन्हें पहले अपलोड करें।',
  'sp.upload': 'मामले में हस्ताक्षर या फ़ोटो अपलोड करें (पीडीएफ़, जेपीईजी या पीएनजी)',
  'sp.noDocument': '– कोई नहीं –',
  'sp.tender': 'यदि निविदान द्वारा (खंड (i))',
  'sp.tender.hint':
    'सूचना किसने निविदान की, किसे, किस समय, और पावती: हस्ताक्षरित रसीद या फ़ोटो। तामील हुई के रूप में दर्ज निविदान के लिए पावती आवश्यक है; यदि व्यक्ति ने सूचना लेने से इंकार किया, तो इंकार दर्ज करें (अलग चरण), फिर इलेक्ट्रॉनिक साधन या स्पीड पोस्ट से तामील करें।',
  'sp.f.tenderedBy': 'निविदान करने वाला',
  'sp.f.tenderedTo': 'जिसे निविदान किया गया (व्यक्ति या प्राधिकृत प्रतिनिधि)',
  'sp.f.tenderAt': 'निविदान का समय (घंटे:मिनट)',
  'sp.f.acknowledgement': 'पावती (हस्ताक्षर या फ़ोटो)',
  'sp.post': 'यदि स्पीड पोस्ट से (खंड (ii))',
  'sp.post.hint': 'बुकिंग रसीद पर अंकित वस्तु संख्या। वितरण या वापसी को बाद में इस प्रयास के परिणाम के रूप में दर्ज करें।',
  'sp.f.articleNumber': 'वस्तु संख्या (जैसे EK123456789IN)',
  'sp.affix': 'यदि चिपकाकर (खंड (iii))',
  'sp.affix.hint':
    'केवल निविदान और इलेक्ट्रॉनिक माध्यम या स्पीड पोस्ट के विफल होने के बाद। चिपकाई गई सूचना की फ़ोटो, स्थान, समय और साक्षी।',
  'sp.f.affixPlace': 'स्थान (किस परिसर का बाहरी द्वार या सहजदृश्य भाग)',
  'sp.f.affixAt': 'चिपकाने का समय (घंटे:मिनट)',
  'sp.f.photo': 'चिपकाई गई सूचना की फ़ोटो',
  'sp.f.witnesses': 'साक्षी (प्रत्येक पंक्ति में एक नाम, कम से कम एक)',
  'sp.h.time': '24-घंटे का समय, जैसे 10:30 या 16:45।',
  'sp.h.outcomeAck':
    'तामील हुए पाए गए निविदान के लिए: मामले से संलग्न पावती (हस्ताक्षर या फ़ोटो), यदि वह प्रयास के साथ दर्ज नहीं की गई थी।',
  'sp.show.tender': '{by} द्वारा {to} को {at} बजे निविदान किया गया।',
  'sp.show.ack': 'पावती',
  'sp.show.post': 'स्पीड पोस्ट वस्तु संख्या {number}।',
  'sp.show.affix': '{place} पर {at} बजे चिपकाई गई; साक्षी: {witnesses}।',
  'sp.show.photo': 'फ़ोटो',
  'sp.show.electronic': '{address} पर भेजी गई।',
  'sp.show.msgid': 'ईमेल का संदर्भ अंक',
  'refusal.SERVICE.ARTICLE_NUMBER_REQUIRED':
    'स्पीड पोस्ट की वस्तु संख्या दर्ज करें (दो अक्षर, नौ अंक, दो अक्षर, जैसे EK123456789IN)।',
  'refusal.SERVICE.ARTICLE_NUMBER_INVALID':
    'यह भारतीय डाक की वस्तु संख्या नहीं है: इसमें दो अक्षर, नौ अंक और दो अक्षर होते हैं, जैसे EK123456789IN।',
  'refusal.SERVICE.TENDER_PARTICULARS_REQUIRED': 'दर्ज करें कि सूचना किसने निविदान की, किसे, और किस समय (घंटे:मिनट, जैसे 10:30)।',
  'refusal.SERVICE.TENDER_ACKNOWLEDGEMENT_REQUIRED':
    'तामील हुई के रूप में दर्ज निविदान के लिए पावती (मामले से संलग्न हस्ताक्षर या फ़ोटो) आवश्यक है। यदि व्यक्ति ने सूचना लेने से इंकार किया, तो इंकार दर्ज करें, फिर इलेक्ट्रॉनिक साधन या स्पीड पोस्ट से तामील करें।',
  'refusal.SERVICE.AFFIXING_PROOF_REQUIRED':
    'चिपकाकर तामील का प्रमाण दर्ज करें: फ़ोटो (मामले से संलग्न), स्थान, समय (घंटे:मिनट) और कम से कम एक साक्षी।',
  'refusal.SERVICE.DOCUMENT_UNKNOWN': 'वह दस्तावेज़ इस मामले से संलग्न नहीं है। पहले हस्ताक्षर या फ़ोटो मामले में अपलोड करें, फिर उसे चुनें।',
};
