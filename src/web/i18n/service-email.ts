// Service of notices by email on the officers' case pages (issue 6; Rule 4(5)(ii), Rule 7(9)(ii)), spread into en.ts
// and hi.ts so a key missing from Hindi does not compile. Legal terms follow law/glossary-hi.md (तामील,
// कारण बताओ सूचना, प्रत्यर्थी).

export const serviceEmailEn = {
  'se.title': 'Service by email',
  'se.lead':
    'Each notice below was emailed to the person it is to be served on; the portal recorded the attempt at service by electronic means ({rule}). Nothing is served until you confirm it: the reply period runs from the date you confirm.',
  'se.notice.form-2': 'Show-cause notice (Form-II)',
  'se.notice.hearing-notice': 'Notice of hearing',
  'se.notice.respondent-notice': 'Notice to the respondent (Rule 7(8))',
  'se.notice.other': 'Notice',
  'se.to': 'To',
  'se.emailed': 'Emailed on {date} at {time} (India time)',
  'se.notSent': 'Queued; not yet accepted by the mail server.',
  'se.opened.link':
    'Opened by the addressee on {date} at {time} IST (they followed the link in the email and pressed “Open the notice”).',
  'se.opened.portal': 'Opened by the addressee on {date} at {time} IST (the notice in the portal).',
  'se.notOpened': 'Not yet opened by the addressee.',
  'se.attempt': 'Attempt {id}',
  'se.note.already-served': 'Not recorded as an attempt: the notice had already been served.',
  'se.note.refused': 'Not recorded as an attempt: {code}.',
  'se.resolved': 'The outcome of this attempt is recorded on the order sheet.',
  'se.confirm': 'Confirm served on {date}',
  'se.failed': 'Record as not served',
  'se.needsEvidence':
    'Service can be confirmed here once the addressee has opened the notice; otherwise record the outcome with its proof through "Record the outcome of service".',
  'se.done.served': 'Service confirmed. The notice is served on the date of the delivery evidence.',
  'se.done.failed': 'The attempt is recorded as not served.',
  'se.refused.title': 'The outcome was not recorded',
  'se.back': 'Back to the case',
  'se.noLink': 'This link is not valid. Sign in to see your cases.',
  'refusal.SERVICE.OUTCOME_BEFORE_ATTEMPT': 'The outcome of an attempt cannot be dated before the attempt itself.',
  'se.link.title': 'A notice for you',
  'se.link.lead':
    'The email you received carries a notice in a case before the office. Press the button to open it: the office will see that you opened it, and on which day and at what time.',
  'se.link.open': 'Open the notice',
} as const;

export const serviceEmailHi: { readonly [K in keyof typeof serviceEmailEn]: string } = {
  'se.title': 'ई-मेल द्वारा तामील',
  'se.lead':
    'नीचे दी गई प्रत्येक सूचना उस व्यक्ति को ई-मेल की गई जिस पर उसकी तामील की जानी है; पोर्टल ने इलेक्ट्रॉनिक माध्यम से तामील का प्रयास दर्ज किया ({rule})। जब तक आप पुष्टि नहीं करते, तामील नहीं मानी जाती: उत्तर की अवधि आपके द्वारा पुष्टि की गई तारीख से चलती है।',
  'se.notice.form-2': 'कारण बताओ सूचना (प्ररूप-II)',
  'se.notice.hearing-notice': 'सुनवाई की सूचना',
  'se.notice.respondent-notice': 'प्रत्यर्थी को सूचना (नियम 7(8))',
  'se.notice.other': 'सूचना',
  'se.to': 'प्रति',
  'se.emailed': '{date} को {time} बजे (भारतीय समय) ई-मेल की गई',
  'se.notSent': 'कतार में; मेल सर्वर ने अभी स्वीकार नहीं की।',
  'se.opened.link': 'प्राप्तकर्ता ने {date} को {time} IST पर खोली (ई-मेल के लिंक से आकर “सूचना खोलें” दबाया)।',
  'se.opened.portal': 'प्राप्तकर्ता ने {date} को {time} IST पर खोली (पोर्टल में सूचना)।',
  'se.notOpened': 'प्राप्तकर्ता ने अभी नहीं खोली।',
  'se.attempt': 'प्रयास {id}',
  'se.note.already-served': 'प्रयास के रूप में दर्ज नहीं: सूचना की तामील पहले ही हो चुकी थी।',
  'se.note.refused': 'प्रयास के रूप में दर्ज नहीं: {code}।',
  'se.resolved': 'इस प्रयास का परिणाम आदेश पत्रक पर दर्ज है।',
  'se.confirm': '{date} को तामील की पुष्टि करें',
  'se.failed': 'तामील नहीं हुई, दर्ज करें',
  'se.needsEvidence':
    'प्राप्तकर्ता द्वारा सूचना खोलने के बाद यहाँ तामील की पुष्टि की जा सकती है; अन्यथा "तामील का परिणाम दर्ज करें" में उसके प्रमाण के साथ परिणाम दर्ज करें।',
  'se.done.served': 'तामील की पुष्टि हुई। सूचना की तामील प्राप्ति के साक्ष्य की तारीख को मानी गई।',
  'se.done.failed': 'प्रयास तामील न होने के रूप में दर्ज हुआ।',
  'se.refused.title': 'परिणाम दर्ज नहीं हुआ',
  'se.back': 'मामले पर वापस जाएँ',
  'se.noLink': 'यह लिंक मान्य नहीं है। अपने मामले देखने के लिए साइन इन करें।',
  'refusal.SERVICE.OUTCOME_BEFORE_ATTEMPT': 'किसी प्रयास का परिणाम उस प्रयास से पहले की तारीख का दर्ज नहीं किया जा सकता।',
  'se.link.title': 'आपके लिए एक सूचना',
  'se.link.lead':
    'आपको मिले ई-मेल में कार्यालय के समक्ष एक मामले की सूचना है। उसे खोलने के लिए बटन दबाएँ: कार्यालय देखेगा कि आपने उसे खोला, किस दिन और किस समय।',
  'se.link.open': 'सूचना खोलें',
};
