// Assisted access (issue 30, point 5): the office's help desk acts for a party whose signed consent is on record;
// spread into en.ts and hi.ts (Assamese and Bengali readers see the English until translated: as.ts PENDING_EN).

export const assistedEn = {
  'assist.actedFor': 'Recorded by {operator} for {party}, consent document {document}',
  'assist.title': 'Help desk: acting for a party – {number}',
  'assist.lead':
    'A person with no phone or email of their own may ask the help desk to act for them. Print the consent form in their language, read it over to them, have them sign or put their thumb impression on it, scan it and upload it here. While their consent is on record you may take their own steps for them; each step shows that you did it for them.',
  'assist.none': 'The office has not entered a party on paper in this case yet.',
  'assist.party': '{name} ({role})',
  'assist.print': 'Print the consent form',
  'assist.file': 'The signed consent, scanned (PDF, JPEG or PNG)',
  'assist.upload': 'Record the consent',
  'assist.onRecord': 'Consent on record since {date}: {operator} acts for this party (document {document}).',
  'assist.withdrawn': 'Consent withdrawn on {date}.',
  'assist.withdraw': 'Withdraw the consent',
  'assist.recorded': 'The consent is on record.',
  'assist.done': 'Recorded for the party.',
  'assist.act': 'Act for {name}',
  'assist.err.file': 'Choose the scanned consent to upload',
  'assist.nav': 'Help desk',
  'assist.link': 'Help desk: act for a party with their consent',
  'assist.find': 'Case number',
  'assist.findHint': 'As on the notice, for example CTR/AGRS/2026/000123',
  'assist.open': 'Open',
  'assist.err.number': 'No case of your office has that number; check it against the notice',
  // An officer's English words in a document also issued in Hindi (issue 30, point 7).
  'script.note':
    'The documents are issued in English and Hindi: words you write are printed in both copies as you wrote them, marked in the other copy as recorded by the officer in that language.',
  'script.warn':
    'Written in English: {fields}. The Hindi copy of the document will print these words as you wrote them, marked "as recorded by the officer, in English". Write them in Hindi, or record them as they are.',
  'script.ack': 'I have read: these fields will be printed as recorded by the officer, in English',
  'script.ack.err': 'Tick that you have read how the words written in English will be printed, or write them in Hindi',
} as const;

export const assistedHi: { readonly [K in keyof typeof assistedEn]: string } = {
  'assist.actedFor': '{party} की ओर से {operator} द्वारा दर्ज, सहमति दस्तावेज़ {document}',
  'assist.title': 'सहायता केंद्र: पक्षकार की ओर से कार्य – {number}',
  'assist.lead':
    'जिस व्यक्ति के पास अपना फ़ोन या ई-मेल नहीं है, वह सहायता केंद्र से अपनी ओर से कार्य करने को कह सकता है। सहमति पत्र उसकी भाषा में छापें, उसे पढ़कर सुनाएं, उस पर उसके हस्ताक्षर या अंगूठे का निशान लें, स्कैन करके यहाँ अपलोड करें। सहमति अभिलेख पर रहने तक आप उसकी ओर से उसके अपने कदम उठा सकते हैं; हर कदम में दिखेगा कि आपने उसे उसकी ओर से किया।',
  'assist.none': 'कार्यालय ने इस मामले में अभी कोई पक्षकार कागज़ पर दर्ज नहीं किया है।',
  'assist.party': '{name} ({role})',
  'assist.print': 'सहमति पत्र छापें',
  'assist.file': 'हस्ताक्षरित सहमति, स्कैन की हुई (PDF, JPEG या PNG)',
  'assist.upload': 'सहमति दर्ज करें',
  'assist.onRecord': '{date} से सहमति अभिलेख पर: {operator} इस पक्षकार की ओर से कार्य करते हैं (दस्तावेज़ {document})।',
  'assist.withdrawn': '{date} को सहमति वापस ली गई।',
  'assist.withdraw': 'सहमति वापस लें',
  'assist.recorded': 'सहमति अभिलेख पर है।',
  'assist.done': 'पक्षकार की ओर से दर्ज किया गया।',
  'assist.act': '{name} की ओर से कार्य करें',
  'assist.err.file': 'अपलोड करने के लिए स्कैन की हुई सहमति चुनें',
  'assist.nav': 'सहायता केंद्र',
  'assist.link': 'सहायता केंद्र: सहमति से पक्षकार की ओर से कार्य करें',
  'assist.find': 'मामला संख्या',
  'assist.findHint': 'जैसी सूचना पर है, उदाहरण CTR/AGRS/2026/000123',
  'assist.open': 'खोलें',
  'assist.err.number': 'आपके कार्यालय के किसी मामले की यह संख्या नहीं है; सूचना से मिलाकर देखें',
  'script.note':
    'दस्तावेज़ अंग्रेज़ी और हिन्दी में जारी होते हैं: आपके लिखे शब्द दोनों प्रतियों में जैसे लिखे वैसे ही छपते हैं, दूसरी प्रति में उस भाषा में अधिकारी द्वारा यथा अभिलिखित अंकित होकर।',
  'script.warn':
    'अंग्रेज़ी में लिखा गया: {fields}। दस्तावेज़ की हिन्दी प्रति में ये शब्द जैसे आपने लिखे वैसे ही छपेंगे, "अधिकारी द्वारा अंग्रेज़ी में यथा अभिलिखित" अंकित होकर। इन्हें हिन्दी में लिखें, या जैसे हैं वैसे दर्ज करें।',
  'script.ack': 'मैंने पढ़ लिया है: ये फ़ील्ड अधिकारी द्वारा अंग्रेज़ी में यथा अभिलिखित छपेंगी',
  'script.ack.err': 'चिह्नित करें कि आपने पढ़ लिया है कि अंग्रेज़ी में लिखे शब्द कैसे छपेंगे, या उन्हें हिन्दी में लिखें',
};
