// An office's names and address in English and Hindi (the administrator's page), and the check before signing that
// names the officer's fields written in another language than the document's. Spread into en.ts and hi.ts
// (Assamese and Bengali readers see the English until translated: as.ts PENDING_EN). Hindi terms from the glossary.

export const officeWordsEn = {
  'ofn.address': 'Address',
  'ofn.addressHi': 'Address in Hindi',
  'ofn.missing': 'Not entered: Hindi pages and documents print the English address',
  'ofn.edit': 'Names and address of {code}',
  'ofn.title': 'Office {code}: names and address',
  'ofn.lead':
    "Every page and document of the office prints these words in the reader's language: the Hindi ones on Hindi pages, notices, orders and messages. Where the address in Hindi is left empty, they print the English address as entered; nothing is translated by the portal.",
  'ofn.f.name': 'Name in English',
  'ofn.f.nameHi': 'Name in Hindi (Devanagari)',
  'ofn.f.address': 'Address in English',
  'ofn.f.addressHi': 'Address in Hindi (Devanagari)',
  'ofn.h.addressHi': 'For example: तहसील सदर, आगरा, उत्तर प्रदेश',
  'ofn.save': 'Save the names and address',
  'ofn.saved': 'The names and address of {code} are saved.',
  'ofn.back': 'Back to the administration page',
  // The compensation with the day the order fixed for paying it (the party's "next for you").
  'pc.next.pay-compensation.by':
    'Pay {amount} to {name} (the complainant) by {due}, as the order directs ({rule}). The office of the adjudicating officer records the payment.',
  'pc.next.receive-compensation.named.by':
    'The order awards you {amount}, to be paid to you by {name} by {due} ({rule}); the office of the adjudicating officer records its payment.',
  'pc.next.pay-compensation.by.counted':
    'Pay {amount} to {name} (the complainant) by {due}: the time the first order gave, counted from the appellate order ({rule}; the portal’s reading, as the appellate order fixes no day). The office of the adjudicating officer records the payment.',
  'pc.next.receive-compensation.named.by.counted':
    'The order as it stands awards you {amount}, to be paid to you by {name} by {due}: the time the first order gave, counted from the appellate order ({rule}; the portal’s reading, as the appellate order fixes no day). The office of the adjudicating officer records its payment.',
} as const;

export const officeWordsHi: Record<keyof typeof officeWordsEn, string> = {
  'ofn.address': 'पता',
  'ofn.addressHi': 'हिन्दी में पता',
  'ofn.missing': 'दर्ज नहीं: हिन्दी पृष्ठों और दस्तावेज़ों पर अंग्रेज़ी पता छपता है',
  'ofn.edit': '{code} के नाम और पता',
  'ofn.title': 'कार्यालय {code}: नाम और पता',
  'ofn.lead':
    'कार्यालय का हर पृष्ठ और दस्तावेज़ ये शब्द पढ़ने वाले की भाषा में छापता है: हिन्दी पृष्ठों, सूचनाओं, आदेशों और संदेशों पर हिन्दी वाले। हिन्दी में पता खाली छोड़ा जाए तो वे अंग्रेज़ी पता वैसा ही छापते हैं जैसा दर्ज है; पोर्टल स्वयं कोई अनुवाद नहीं करता।',
  'ofn.f.name': 'अंग्रेज़ी में नाम',
  'ofn.f.nameHi': 'हिन्दी में नाम (देवनागरी)',
  'ofn.f.address': 'अंग्रेज़ी में पता',
  'ofn.f.addressHi': 'हिन्दी में पता (देवनागरी)',
  'ofn.h.addressHi': 'उदाहरण: तहसील सदर, आगरा, उत्तर प्रदेश',
  'ofn.save': 'नाम और पता सहेजें',
  'ofn.saved': '{code} के नाम और पता सहेज दिए गए।',
  'ofn.back': 'प्रशासन पृष्ठ पर वापस',
  'pc.next.pay-compensation.by':
    '{name} (शिकायतकर्ता) को {due} तक {amount} दें, जैसा आदेश निर्देश देता है ({rule})। भुगतान का अभिलेख न्यायनिर्णायक अधिकारी का कार्यालय रखता है।',
  'pc.next.receive-compensation.named.by':
    'आदेश द्वारा आपको {amount} दिए गए हैं, जो {name} {due} तक आपको देंगे ({rule}); उसके भुगतान का अभिलेख न्यायनिर्णायक अधिकारी का कार्यालय रखता है।',
  'pc.next.pay-compensation.by.counted':
    '{name} (शिकायतकर्ता) को {due} तक {amount} दें: पहले आदेश द्वारा दिया गया समय, अपील आदेश से गिना गया ({rule}; पोर्टल का पाठ, क्योंकि अपील आदेश कोई दिन नियत नहीं करता)। भुगतान का अभिलेख न्यायनिर्णायक अधिकारी का कार्यालय रखता है।',
  'pc.next.receive-compensation.named.by.counted':
    'यथास्थित आदेश द्वारा आपको {amount} दिए गए हैं, जो {name} {due} तक आपको देंगे: पहले आदेश द्वारा दिया गया समय, अपील आदेश से गिना गया ({rule}; पोर्टल का पाठ, क्योंकि अपील आदेश कोई दिन नियत नहीं करता); उसके भुगतान का अभिलेख न्यायनिर्णायक अधिकारी का कार्यालय रखता है।',
};
