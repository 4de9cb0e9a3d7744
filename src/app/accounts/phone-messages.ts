// The SMS texts of mobile-number sign-in (issue 15), short (one SMS), in English and Hindi, and in Assamese and Bengali
// (messages-regional.ts, issue 31).

import { ACCOUNT_WORDS } from './messages-regional.ts';

export function phoneCodeSms(lang: 'en' | 'hi' | 'as' | 'bn', code: string, validMinutes: number): string {
  if (lang === 'as' || lang === 'bn')
    return ACCOUNT_WORDS[lang].phoneCode(code, new Intl.NumberFormat(`${lang}-IN`).format(validMinutes));
  return lang === 'hi'
    ? `पशु अतिचार नियम पोर्टल: आपका कोड ${code} है। यह ${validMinutes} मिनट तक मान्य है। इसे किसी को न बताएं।`
    : `Cattle-trespass Rules portal: your code is ${code}. It is valid for ${validMinutes} minutes. Do not share it.`;
}
