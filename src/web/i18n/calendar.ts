// The account page and its private calendar feed section (issue 6), spread into en.ts and hi.ts so a key missing from
// Hindi does not compile.

export const calendarEn = {
  'nav.account': 'My account',
  'account.title': 'My account',
  'account.lead': 'Signed in as {name}.',
  'cal.title': 'Your calendar feed',
  'cal.what':
    'A private link to a calendar of your hearing dates and of the last days the Rules set for what you must do in your cases (for an officer: the running periods and hearings of your office\'s or district\'s cases). Subscribe to it in your calendar app (Google Calendar, Outlook, Apple Calendar: "add a calendar from a URL"); it keeps itself up to date.',
  'cal.private': 'Anyone who has the link can see your dates. Do not share it.',
  'cal.replace': 'Creating a new link replaces the old one: the old link stops working at once.',
  'cal.once': 'Your calendar link is ready. Copy it now: it is shown only once.',
  'cal.url': 'Your calendar link',
  'cal.open': 'Open it in my calendar app',
  'cal.submit': 'Create / replace my calendar link',
} as const;

export const calendarHi: Record<keyof typeof calendarEn, string> = {
  'nav.account': 'मेरा खाता',
  'account.title': 'मेरा खाता',
  'account.lead': 'आप {name} के रूप में साइन इन हैं।',
  'cal.title': 'आपका कैलेंडर फ़ीड',
  'cal.what':
    'आपकी सुनवाई की तिथियों और आपके मामलों में आपको जो करना है उसकी नियमों द्वारा निर्धारित अंतिम तिथियों के कैलेंडर का निजी लिंक (अधिकारी के लिए: आपके कार्यालय या जिले के मामलों की चल रही अवधियाँ और सुनवाई)। इसे अपने फ़ोन या कंप्यूटर के कैलेंडर ऐप में "लिंक से कैलेंडर जोड़ें" के विकल्प से जोड़ें; यह अपने-आप अद्यतन होता रहता है।',
  'cal.private': 'जिस किसी के पास यह लिंक है, वह आपकी तिथियाँ देख सकता है। इसे किसी को न दें।',
  'cal.replace': 'नया लिंक बनाने पर पुराना लिंक बदल जाता है: पुराना लिंक तुरंत काम करना बंद कर देता है।',
  'cal.once': 'आपका कैलेंडर लिंक तैयार है। इसे अभी कॉपी करें: यह केवल एक बार दिखाया जाता है।',
  'cal.url': 'आपका कैलेंडर लिंक',
  'cal.open': 'इसे मेरे कैलेंडर ऐप में खोलें',
  'cal.submit': 'मेरा कैलेंडर लिंक बनाएँ / बदलें',
};
