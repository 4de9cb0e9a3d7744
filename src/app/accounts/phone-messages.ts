// The SMS texts of mobile-number sign-in (issue 15), short (one SMS), in English and Hindi.

export function phoneCodeSms(lang: 'en' | 'hi', code: string, validMinutes: number): string {
  return lang === 'hi'
    ? `पशु अतिचार नियम पोर्टल: आपका कोड ${code} है। यह ${validMinutes} मिनट तक मान्य है। इसे किसी को न बताएं।`
    : `Cattle-trespass Rules portal: your code is ${code}. It is valid for ${validMinutes} minutes. Do not share it.`;
}
