// The order form's speaking parts: a finding on each ground, each witness or document listed under Rule 4(11), the
// payee and time to pay, the answer to each ground of appeal, and the Hindi words of their refusals; spread into the
// officers' messages (officer.ts, officer-hi.ts). Hindi terms from the glossary (law/glossary-hi.md).

export const speakingOrderEn = {
  'so.findings.legend': 'The finding on each ground',
  'so.findings.hint':
    'One row for each section the notice alleges, and one more for another section the inquiry found contravened (leave its section blank if none). Give each finding its own reasons, from the material examined.',
  'so.f.section': 'Section of the Cattle-trespass Act, 1871 (ground {n})',
  'so.f.contravened': 'Finding on ground {n}',
  'so.contravened.yes': 'Contravened',
  'so.contravened.no': 'Not contravened',
  'so.f.findingReasons': 'Reasons for the finding on ground {n}',
  'so.listed.legend': 'Witnesses and documents the parties listed (Rule 4(11))',
  'so.listed.hint': 'Say of each whether it was examined, and what it showed, or why it is rejected.',
  'so.listed.item': '{kind} listed by {by}: {item}',
  'so.kind.witness': 'Witness',
  'so.kind.document': 'Document',
  'so.by.contravener': 'the person complained against',
  'so.by.complainant': 'the complainant',
  'so.listed.examined': 'Examined',
  'so.listed.rejected': 'Rejected',
  'so.f.listedReasons': 'What the examination showed, or why it is rejected',
  'so.comp.legend': 'Compensation, expenses or charges: who is paid, and by when',
  'so.comp.hint': 'Required when the order awards compensation, expenses or charges.',
  'so.comp.payee': 'Paid to',
  'so.comp.days': 'Days to pay, counted from the order',
  'so.comp.date': 'Or the date to pay by',
  'so.grounds.legend': 'The answer to each ground of appeal (Form-III item 4)',
  'so.grounds.hint': 'Accept or reject each ground, with the reasons for that answer.',
  'so.grounds.ground': 'Ground {n}: {text}',
  'so.grounds.accepted': 'Accepted',
  'so.grounds.rejected': 'Rejected',
  'so.grounds.reasons': 'Reasons for the answer to ground {n}',
  'refusal.ORDER.LISTED_ITEM_UNADDRESSED':
    'The order does not say whether a witness or document a party listed was examined, or why it was rejected.',
  'refusal.ORDER.COMPENSATION_TERMS_REQUIRED':
    'The order awards compensation, expenses or charges: name whom they are paid to and the time to pay.',
  'refusal.APPEAL.GROUND_UNANSWERED': 'A ground of appeal is not answered: accept or reject each ground, with reasons.',
  'refusal.NOTICE.STATEMENT_NOT_OFFICERS':
    "State the contravention alleged in your own words, not the complainant's statement copied.",
  'refusal.SUMMONS.TIME_PLACE_REQUIRED': 'A summons states the time and the place to appear.',
} as const;

export const speakingOrderHi: { readonly [K in keyof typeof speakingOrderEn]: string } = {
  'so.findings.legend': 'प्रत्येक आधार पर निष्कर्ष',
  'so.findings.hint':
    'सूचना में आरोपित प्रत्येक धारा के लिए एक पंक्ति, और जांच में उल्लंघन पाई गई किसी अन्य धारा के लिए एक और (न हो तो उसकी धारा खाली छोड़ें)। प्रत्येक निष्कर्ष के अपने कारण, परीक्षित सामग्री से, दें।',
  'so.f.section': 'पशु अतिचार अधिनियम, 1871 की धारा (आधार {n})',
  'so.f.contravened': 'आधार {n} पर निष्कर्ष',
  'so.contravened.yes': 'उल्लंघन किया गया',
  'so.contravened.no': 'उल्लंघन नहीं किया गया',
  'so.f.findingReasons': 'आधार {n} पर निष्कर्ष के कारण',
  'so.listed.legend': 'पक्षकारों द्वारा सूचीबद्ध साक्षी और दस्तावेज़ (नियम 4(11))',
  'so.listed.hint': 'प्रत्येक के बारे में बताएं कि उसकी परीक्षा की गई और उससे क्या दिखा, या वह क्यों अस्वीकार किया गया।',
  'so.listed.item': '{by} द्वारा सूचीबद्ध {kind}: {item}',
  'so.kind.witness': 'साक्षी',
  'so.kind.document': 'दस्तावेज़',
  'so.by.contravener': 'कथित उल्लंघनकर्ता',
  'so.by.complainant': 'शिकायतकर्ता',
  'so.listed.examined': 'परीक्षा की गई',
  'so.listed.rejected': 'अस्वीकार किया गया',
  'so.f.listedReasons': 'परीक्षा से क्या दिखा, या अस्वीकार करने के कारण',
  'so.comp.legend': 'प्रतिकर, व्यय या प्रभार: किसे दिया जाए, और कब तक',
  'so.comp.hint': 'आदेश प्रतिकर, व्यय या प्रभार अधिनिर्णीत करे तो आवश्यक।',
  'so.comp.payee': 'किसे दिया जाए',
  'so.comp.days': 'भुगतान के लिए दिन, आदेश से गिने गए',
  'so.comp.date': 'या वह तारीख जिस तक भुगतान हो',
  'so.grounds.legend': 'अपील के प्रत्येक आधार का उत्तर (प्ररूप-III मद 4)',
  'so.grounds.hint': 'प्रत्येक आधार को उस उत्तर के कारणों सहित स्वीकार या अस्वीकार करें।',
  'so.grounds.ground': 'आधार {n}: {text}',
  'so.grounds.accepted': 'स्वीकार किया गया',
  'so.grounds.rejected': 'अस्वीकार किया गया',
  'so.grounds.reasons': 'आधार {n} के उत्तर के कारण',
  'refusal.ORDER.LISTED_ITEM_UNADDRESSED':
    'आदेश में यह नहीं बताया गया कि पक्षकार द्वारा सूचीबद्ध साक्षी या दस्तावेज़ की परीक्षा की गई या उसे क्यों अस्वीकार किया गया।',
  'refusal.ORDER.COMPENSATION_TERMS_REQUIRED':
    'आदेश प्रतिकर, व्यय या प्रभार अधिनिर्णीत करता है: बताएं कि वे किसे दिए जाएं और भुगतान का समय क्या है।',
  'refusal.APPEAL.GROUND_UNANSWERED':
    'अपील के किसी आधार का उत्तर नहीं दिया गया: प्रत्येक आधार को कारणों सहित स्वीकार या अस्वीकार करें।',
  'refusal.NOTICE.STATEMENT_NOT_OFFICERS': 'अभिकथित उल्लंघन अपने शब्दों में लिखें, शिकायतकर्ता का कथन ज्यों का त्यों नहीं।',
  'refusal.SUMMONS.TIME_PLACE_REQUIRED': 'समन में उपस्थित होने का समय और स्थान बताया जाता है।',
};
