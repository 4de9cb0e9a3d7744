// Refusals of a typed date on every web form (issue 13, point 7), naming the limit in the page's language; spread
// into en.ts and hi.ts.

export const datesEn = {
  'date.err.format': 'Enter the date as dd/mm/yyyy, for example 03/07/2026',
  'date.err.before1900': 'Enter a date on or after 1 January 1900',
  'date.err.future': 'Enter a date not after today, {today}',
  'date.err.farAhead': 'Enter a date not later than {latest}, a year from today',
} as const;

export const datesHi: Record<keyof typeof datesEn, string> = {
  'date.err.format': 'तारीख दिन/माह/वर्ष के रूप में लिखें, जैसे 03/07/2026',
  'date.err.before1900': '1 जनवरी 1900 को या उसके बाद की तारीख लिखें',
  'date.err.future': 'आज, {today}, के बाद की तारीख न लिखें',
  'date.err.farAhead': '{latest} तक की तारीख लिखें, जो आज से एक वर्ष है',
};
