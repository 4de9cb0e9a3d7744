// The words of Forms I and III that a person signs, in the gazette's words (G.S.R. 551(E), 2 July 2026; the text we
// hold is law/sources/cattle-trespass-rules-2026.gazette.txt). One source for the web forms and the signed PDFs, so
// the declaration a person ticks on the portal is the declaration printed in their name. The Hindi is ours, in the
// terms of law/glossary-hi.md.

/** English and Hindi (the signed PDFs); Assamese and Bengali for the web forms (issue 31: the English version prevails). */
export type FormLang = 'en' | 'hi' | 'as' | 'bn';

/** Form-I, the complainant's declaration, with the complainant's name in the gazette's blank. */
export function form1Declaration(lang: FormLang, name: string): string {
  const who = name.trim() === '' ? '................................' : name.trim();
  if (lang === 'as')
    return `মই, ${who} (অভিযোগকাৰী), ঘোষণা কৰিছোঁ যে ইয়াত উল্লেখ কৰা তথ্যসমূহ মোৰ জ্ঞান আৰু বিশ্বাস মতে শুদ্ধ আৰু কোনো গুৰুত্বপূৰ্ণ কথা লুকুওৱা বা ভুলকৈ উপস্থাপন কৰা হোৱা নাই।`;
  if (lang === 'bn')
    return `আমি, ${who} (অভিযোগকারী), ঘোষণা করছি যে এখানে উল্লিখিত তথ্যসমূহ আমার জ্ঞান ও বিশ্বাস মতে সঠিক এবং কোনো গুরুত্বপূর্ণ বিষয় গোপন বা ভুলভাবে উপস্থাপন করা হয়নি।`;
  return lang === 'hi'
    ? `मैं, ${who} (शिकायतकर्ता), घोषणा करता/करती हूं कि इसमें कथित तथ्य मेरी सर्वोत्तम जानकारी और विश्वास के अनुसार सही हैं और कोई तात्विक बात छिपाई नहीं गई है या उसका दुर्व्यपदेशन नहीं किया गया है।`
    : `I, ${who} (complainant) hereby declare that the facts stated herein are correct to the best of my knowledge and belief and that nothing material has been concealed or misrepresented.`;
}

/** Form-III, the appellant's declaration (the gazette gives no blank for the name: it is signed below). */
export function form3Declaration(lang: FormLang): string {
  if (lang === 'as') return 'মই ঘোষণা কৰিছোঁ যে ওপৰত উল্লেখ কৰা তথ্যসমূহ মোৰ জ্ঞান, তথ্য আৰু বিশ্বাস মতে শুদ্ধ।';
  if (lang === 'bn') return 'আমি ঘোষণা করছি যে উপরে উল্লিখিত তথ্যসমূহ আমার জ্ঞান, তথ্য ও বিশ্বাস মতে সঠিক।';
  return lang === 'hi'
    ? 'मैं घोषणा करता/करती हूं कि ऊपर कथित तथ्य मेरी सर्वोत्तम जानकारी, सूचना और विश्वास के अनुसार सही हैं।'
    : 'I hereby declare that the facts stated herein above are correct to the best of my knowledge, information and belief.';
}

/** Form-I item 2(h), in the gazette's words ("incurred", not "claimed"). */
export function form1Item2h(lang: FormLang): string {
  if (lang === 'as') return 'আইনৰ বিধান অনুসৰি হোৱা যিকোনো ক্ষতিপূৰণ বা মাচুল';
  if (lang === 'bn') return 'আইনের বিধান অনুসারে ব্যয়িত যেকোনো ক্ষতিপূরণ বা মাশুল';
  return lang === 'hi'
    ? 'अधिनियम के उपबंधों के अनुसार उपगत कोई प्रतिकर या प्रभार'
    : 'Any compensation or charges incurred in accordance with the provisions of the Act';
}
