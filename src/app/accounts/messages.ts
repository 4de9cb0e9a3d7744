// The messages the accounts area sends to people, in English and Hindi (terms of law/glossary-hi.md), and in Assamese
// and Bengali (messages-regional.ts, issue 31).

import type { Mail } from './mailer.ts';
import { ACCOUNT_WORDS } from './messages-regional.ts';

const PORTAL = { en: 'Cattle-trespass Rules, 2026 portal', hi: 'पशु अतिचार नियम, 2026 पोर्टल' } as const;

export function verificationMail(
  to: string,
  lang: 'en' | 'hi' | 'as' | 'bn',
  name: string,
  code: string,
  validMinutes: number,
): Mail {
  if (lang === 'as' || lang === 'bn') {
    const w = ACCOUNT_WORDS[lang];
    const minutes = new Intl.NumberFormat(`${lang}-IN`).format(validMinutes);
    return {
      to,
      lang,
      subject: `${w.portal}: ${w.verifySubject(code)}`,
      text: [w.dear(name), '', ...w.verifyLines(code, minutes)].join('\n'),
    };
  }
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

/**
 * To the owner of an address someone tried to register again (issue 16, point 8): registration answers alike for
 * known and unknown addresses, and this message tells the owner; nothing about the account changes.
 */
export function alreadyRegisteredMail(to: string, lang: 'en' | 'hi' | 'as' | 'bn', name: string): Mail {
  if (lang === 'as' || lang === 'bn') {
    const w = ACCOUNT_WORDS[lang];
    return {
      to,
      lang,
      subject: `${w.portal}: ${w.againSubject}`,
      text: [w.dear(name), '', ...w.againLines].join('\n'),
    };
  }
  if (lang === 'hi') {
    return {
      to,
      lang,
      subject: `${PORTAL.hi}: आपके ईमेल पते से पुनः पंजीकरण का प्रयास`,
      text: [
        `नमस्ते ${name},`,
        '',
        `किसी ने ${PORTAL.hi} पर इस ईमेल पते से फिर से पंजीकरण करने का प्रयास किया। इस पते का खाता पहले से है, और उसमें कुछ नहीं बदला है।`,
        'यदि यह आप थे, तो अपने पासवर्ड से साइन इन करें। यदि नहीं, तो इस संदेश को अनदेखा करें।',
      ].join('\n'),
    };
  }
  return {
    to,
    lang,
    subject: `${PORTAL.en}: someone tried to register with your email address`,
    text: [
      `Dear ${name},`,
      '',
      `Someone tried to register on the ${PORTAL.en} with this email address. An account with this address exists already, and nothing about it has changed.`,
      'If it was you, sign in with your password. If not, ignore this message.',
    ].join('\n'),
  };
}
