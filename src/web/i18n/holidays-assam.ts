// The State's notified holiday lists (administrator's form) and the Assam s.26 judgment and offender history (officer's
// forms); spread into en.ts and hi.ts. Hindi terms from the glossary.

export const holidaysAssamEn = {
  'hol.title': "The State's notified holiday list",
  'hol.lead': "Import the holiday list the State has notified for a year. Offices of the State are closed on the days listed, so a party's last day falling on one moves to the next open day (General Clauses Act, 1897, section 10); every explanation relying on a listed day names the notification. 26 January, 15 August and 2 October are closed in every calendar already.",
  'hol.state': 'State',
  'hol.year': 'Year of the list',
  'hol.format': 'Form of the list',
  'hol.format.csv': 'CSV: one line per holiday, "date,name", date written YYYY-MM-DD',
  'hol.format.ics': 'iCalendar (.ics): one event per holiday',
  'hol.text': 'The list',
  'hol.textHint': 'Paste the contents of the file. A list from a holiday library is only a draft: check every day against the notification before importing.',
  'hol.number': "Number of the State's notification",
  'hol.date': 'Date of the notification',
  'hol.dateHint': 'YYYY-MM-DD',
  'hol.import': 'Import the list',
  'hol.imported': 'The holiday list was recorded; it replaces any earlier list for that year.',
  'hol.lists': 'Lists entered',
  'hol.none': 'No holiday list has been entered for this State.',
  'hol.entry': '{year}: {count} holidays, notification No. {number} dated {date}',
  'hol.missing': 'The holiday list for {year} has not been entered: this date may move.',
} as const;

export const holidaysAssamHi: { readonly [K in keyof typeof holidaysAssamEn]: string } = {
  'hol.title': 'राज्य की अधिसूचित अवकाश सूची',
  'hol.lead': 'राज्य द्वारा किसी वर्ष के लिए अधिसूचित अवकाश सूची दर्ज करें। सूची के दिनों में राज्य के कार्यालय बंद रहते हैं, इसलिए किसी पक्षकार का अंतिम दिन ऐसे दिन पड़े तो वह अगले खुले दिन पर चला जाता है (साधारण खंड अधिनियम, 1897 की धारा 10); ऐसे दिन पर आधारित हर स्पष्टीकरण में अधिसूचना का उल्लेख होता है। 26 जनवरी, 15 अगस्त और 2 अक्टूबर हर कैलेंडर में पहले से बंद हैं।',
  'hol.state': 'राज्य',
  'hol.year': 'सूची का वर्ष',
  'hol.format': 'सूची का रूप',
  'hol.format.csv': 'CSV: हर अवकाश की एक पंक्ति, "तारीख,नाम", तारीख YYYY-MM-DD में',
  'hol.format.ics': 'iCalendar (.ics): हर अवकाश की एक प्रविष्टि',
  'hol.text': 'सूची',
  'hol.textHint': 'फ़ाइल की सामग्री यहाँ चिपकाएँ। किसी अवकाश-संग्रह से बनी सूची केवल मसौदा है: दर्ज करने से पहले हर दिन को अधिसूचना से मिलाएँ।',
  'hol.number': 'राज्य की अधिसूचना की संख्या',
  'hol.date': 'अधिसूचना की तारीख',
  'hol.dateHint': 'YYYY-MM-DD',
  'hol.import': 'सूची दर्ज करें',
  'hol.imported': 'अवकाश सूची दर्ज हो गई; यह उस वर्ष की किसी पुरानी सूची का स्थान लेती है।',
  'hol.lists': 'दर्ज सूचियाँ',
  'hol.none': 'इस राज्य की कोई अवकाश सूची दर्ज नहीं है।',
  'hol.entry': '{year}: {count} अवकाश, अधिसूचना सं. {number} दिनांक {date}',
  'hol.missing': '{year} की अवकाश सूची दर्ज नहीं की गई है: यह तारीख बदल सकती है।',
};
