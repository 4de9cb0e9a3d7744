// The messages the accounts area sends to people, in English and Hindi (terms of law/glossary-hi.md).

import type { Mail } from './mailer.ts';

const PORTAL = { en: 'Cattle-trespass Rules, 2026 portal', hi: 'पशु अतिचार नियम, 2026 पोर्टल' } as const;

export function verificationMail(to: string, lang: 'en' | 'hi', name: string, code: string, validMinutes: number): Mail {
  if (lang === 'hi') {
    return {
      to,
      lang,
      subject: `${PORTAL.hi}: आपका सत्यापन कोड ${code}`,
      text: [
        `नमस्ते ${name},`,
        '',
        `${PORTAL.hi} पर अपना ईमेल पता सत्यापित करने के लिए यह कोड दर्ज करें: ${code}`,
        `यह कोड ${validMinutes} मिनट तक मान्य है और इसे पाँच बार तक आज़माया जा सकता है।`,
        'यदि आपने पंजीकरण नहीं किया है, तो इस संदेश को अनदेखा करें। यह कोड किसी को न बताएं।',
      ].join('\n'),
    };
  }
  return {
    to,
    lang,
    subject: `${PORTAL.en}: your verification code ${code}`,
    text: [
      `Dear ${name},`,
      '',
      `To verify your email address on the ${PORTAL.en}, enter this code: ${code}`,
      `The code is valid for ${validMinutes} minutes and may be tried up to five times.`,
      'If you did not register, ignore this message. Do not share the code with anyone.',
    ].join('\n'),
  };
}
