// The notification templates, one per message, in English and Hindi (the recipient's language; Hindi in the terms of
// law/glossary-hi.md), and in Assamese and Bengali through messages-regional.ts (issue 31). Each says the case number, what happened, what the recipient must do, by when, and
// gives a link. Pure: dates come in as LocalDate strings; nothing here reads a clock.

import type { LocalDate } from '../../../lib/local-date.ts';
import { daysBetween, formatLegal, formatLegalHi } from '../../../lib/local-date.ts';
import type { ProvisionId } from '../../../rules/provisions.ts';
import { PROVISIONS } from '../../../rules/provisions.ts';
import type { LapseEffect } from '../../../rules/time/watch.ts';
import {
  MESSAGE_WORDS,
  regionalDeadlineSet,
  regionalDocument,
  regionalLapse,
  regionalReminder,
} from './messages-regional.ts';

export type Lang = 'en' | 'hi' | 'as' | 'bn';
const isRegional = (l: Lang): l is 'as' | 'bn' => l === 'as' || l === 'bn';

export interface Message {
  readonly subject: string;
  readonly body: string;
}

const CLOCK_TITLE: Readonly<Record<string, { en: string; hi: string; todo: { en: string; hi: string } }>> = {
  'notice-issue': {
    en: 'issue of the show-cause notice (Form-II)',
    hi: 'कारण बताओ सूचना (प्ररूप-II) जारी करना',
    todo: { en: 'Issue the show-cause notice in Form-II.', hi: 'प्ररूप-II में कारण बताओ सूचना जारी करें।' },
  },
  reply: {
    en: 'reply to the show-cause notice',
    hi: 'कारण बताओ सूचना का उत्तर',
    todo: { en: 'Send your reply to the show-cause notice.', hi: 'कारण बताओ सूचना का अपना उत्तर प्रस्तुत करें।' },
  },
  'reply-extension': {
    en: 'reply to the show-cause notice (extended period)',
    hi: 'कारण बताओ सूचना का उत्तर (समय-वृद्धि सहित)',
    todo: { en: 'Send your reply to the show-cause notice.', hi: 'कारण बताओ सूचना का अपना उत्तर प्रस्तुत करें।' },
  },
  disposal: {
    en: 'completion of the proceedings',
    hi: 'कार्यवाही पूर्ण करना',
    todo: {
      en: 'Complete the proceedings, or extend the period for reasons recorded in writing.',
      hi: 'कार्यवाही पूर्ण करें, या लेखबद्ध किए जाने वाले कारणों से अवधि में समय-वृद्धि करें।',
    },
  },
  'disposal-extension': {
    en: 'completion of the proceedings (extended period)',
    hi: 'कार्यवाही पूर्ण करना (समय-वृद्धि सहित)',
    todo: { en: 'Complete the proceedings.', hi: 'कार्यवाही पूर्ण करें।' },
  },
  rectify: {
    en: 'rectification of the defects in the appeal',
    hi: 'अपील की त्रुटि सुधारना',
    todo: { en: 'Rectify the defects in your appeal.', hi: 'अपनी अपील की त्रुटि सुधारें।' },
  },
  'refusal-communication': {
    en: 'communication of the refusal to register the appeal',
    hi: 'अपील पंजीकृत करने से इंकार की सूचना देना',
    todo: { en: 'Communicate the refusal to the appellant.', hi: 'अपीलार्थी को इंकार की सूचना दें।' },
  },
  'respondent-reply': {
    en: "respondent's reply to the appeal",
    hi: 'अपील पर प्रत्यर्थी का उत्तर',
    todo: { en: 'Send your reply to the appeal.', hi: 'अपील पर अपना उत्तर प्रस्तुत करें।' },
  },
  deposit: {
    en: 'deposit of the penalty',
    hi: 'शास्ति जमा करना',
    todo: { en: 'Deposit the penalty.', hi: 'शास्ति जमा करें।' },
  },
  recovery: {
    en: 'payment of the penalty before it is referred for recovery',
    hi: 'वसूली हेतु संदर्भ से पूर्व शास्ति का भुगतान',
    todo: {
      en: 'Deposit the penalty; after this period it is referred to the Animal Welfare Board of India for recovery.',
      hi: 'शास्ति जमा करें; इस अवधि के बाद भारतीय जीव-जंतु कल्याण बोर्ड को वसूली हेतु संदर्भ भेजा जाएगा।',
    },
  },
};

const ACTION_TEXT: Readonly<Record<LapseEffect['action'], { en: string; hi: string }>> = {
  'proceed-ex-parte': {
    en: 'No reply was received within the period. Proposal: proceed ex parte, recording the reasons?',
    hi: 'अवधि के भीतर उत्तर प्राप्त नहीं हुआ। प्रस्ताव: कारण लेखबद्ध करके एकपक्षीय कार्यवाही करें?',
  },
  'refuse-registration': {
    en: 'The defects were not rectified within 15 days. Proposal: refuse to register the appeal by a reasoned order?',
    hi: '15 दिन के भीतर त्रुटि नहीं सुधारी गई। प्रस्ताव: सकारण आदेश द्वारा अपील पंजीकृत करने से इंकार करें?',
  },
  'refer-for-recovery': {
    en: 'The penalty was not deposited within the period. Proposal: refer it to the Animal Welfare Board of India for recovery?',
    hi: 'अवधि के भीतर शास्ति जमा नहीं की गई। प्रस्ताव: भारतीय जीव-जंतु कल्याण बोर्ड को वसूली हेतु संदर्भ भेजें?',
  },
  'extend-disposal': {
    en: 'The period for completing the proceedings ends soon. Proposal: extend it by at most 30 days, for reasons recorded in writing?',
    hi: 'कार्यवाही पूर्ण करने की अवधि शीघ्र समाप्त होगी। प्रस्ताव: लेखबद्ध किए जाने वाले कारणों से अधिकतम 30 दिन की समय-वृद्धि करें?',
  },
  'notice-overdue': {
    en: 'The show-cause notice was not issued within 15 days of receiving the complaint.',
    hi: 'शिकायत प्राप्त होने के 15 दिन के भीतर कारण बताओ सूचना जारी नहीं की गई।',
  },
  'disposal-near': {
    en: 'The period for completing the proceedings ends soon.',
    hi: 'कार्यवाही पूर्ण करने की अवधि शीघ्र समाप्त होगी।',
  },
  'disposal-overdue': {
    en: 'The proceedings were not completed within the period.',
    hi: 'कार्यवाही अवधि के भीतर पूर्ण नहीं हुई।',
  },
};

const clockTitle = (clock: string, lang: Lang): string =>
  isRegional(lang)
    ? (MESSAGE_WORDS[lang].clock[clock as keyof (typeof MESSAGE_WORDS)['as']['clock']]?.title ?? clock)
    : (CLOCK_TITLE[clock]?.[lang] ?? clock);
/** The Hindi title before "की" takes the oblique infinitive: "शास्ति जमा करना" → "शास्ति जमा करने की अंतिम तिथि". */
export const oblique = (s: string): string =>
  s.replace(/(करना|सुधारना|देना)((?:\s*\([^)]*\))?)$/, (_m, verb: string, rest: string) => `${verb.slice(0, -1)}े${rest}`);
const ofClock = (clock: string): string => oblique(clockTitle(clock, 'hi'));
const todo = (clock: string, lang: Lang): string =>
  isRegional(lang)
    ? (MESSAGE_WORDS[lang].clock[clock as keyof (typeof MESSAGE_WORDS)['as']['clock']]?.todo ?? '')
    : (CLOCK_TITLE[clock]?.todo[lang] ?? '');
const date = (d: LocalDate, lang: Lang): string => (lang === 'hi' ? formatLegalHi(d) : formatLegal(d, 'long'));
const cite = (ids: readonly ProvisionId[], lang: Lang): string =>
  ids.map((id) => (lang === 'hi' ? PROVISIONS[id].labelHi : PROVISIONS[id].label)).join(', ');

/**
 * The periods that are the length of s.27B (appeal) and s.27C (payment before recovery) are not in the Rules, and the
 * text of those sections is not among the law we hold: the message says, in the reader's language, that the State
 * notified the period (the portal's configured default applies). (The deposit clock is the order's own time limit, Rule 4(12): not provisional.)
 */
export const PROVISIONAL_CLOCKS: Readonly<Record<string, ProvisionId>> = {
  appeal: 'in.cta1871.s27b',
  recovery: 'in.cta1871.s27c',
};
export function provisionalNote(clock: string, lang: 'en' | 'hi'): string {
  const id = PROVISIONAL_CLOCKS[clock];
  if (id === undefined) return '';
  const ids = [id];
  return lang === 'hi'
    ? `\n\nयह अवधि नियमों में नहीं है: यह राज्य द्वारा ${cite(ids, 'hi')} के अधीन अवधि अधिसूचित किए जाने तक पोर्टल का पूर्वनिर्धारित मान है।`
    : `\n\nThis period is not in the Rules: it is the portal's configured default until the State notifies a period under ${cite(ids, 'en').replace(/Section/g, 'section')}.`;
}

function footer(link: string, lang: 'en' | 'hi', clock = ''): string {
  return (
    provisionalNote(clock, lang) +
    (lang === 'hi'
      ? `\n\nमामला देखें: ${link}\n\nयह संदेश पशु अतिचार मामला पोर्टल द्वारा भेजा गया है। अनुस्मारक प्रशासनिक सुविधा है; इससे कोई विधिक अवधि नहीं बदलती।`
      : `\n\nSee the case: ${link}\n\nSent by the Cattle-trespass Case Portal. A reminder is an administrative aid; it changes no period set by law.`)
  );
}

export interface ReminderInput {
  readonly lang: Lang;
  readonly caseNumber: string;
  readonly clock: string;
  readonly due: LocalDate;
  readonly today: LocalDate;
  readonly basis: readonly ProvisionId[];
  readonly link: string;
}

/** A reminder before a due day (or on it) to the person who must act. */
export function reminderMessage(m: ReminderInput): Message {
  if (isRegional(m.lang)) return regionalReminder({ ...m, lang: m.lang }, PROVISIONAL_CLOCKS[m.clock]);
  const left = daysBetween(m.today, m.due);
  if (m.lang === 'hi') {
    const when = left === 0 ? 'आज अंतिम दिन है' : `${left} दिन शेष`;
    return {
      subject: `मामला ${m.caseNumber}: ${ofClock(m.clock)} की अंतिम तिथि ${date(m.due, 'hi')} (${when})`,
      body: `मामला ${m.caseNumber}\n\n${ofClock(m.clock)} की अंतिम तिथि ${date(m.due, 'hi')} है (${when}; ${cite(m.basis, 'hi')})।\n\nआपको क्या करना है: ${todo(m.clock, 'hi')}${footer(m.link, 'hi', m.clock)}`,
    };
  }
  const when = left === 0 ? 'today is the last day' : `${left} day${left === 1 ? '' : 's'} left`;
  return {
    subject: `Case ${m.caseNumber}: ${clockTitle(m.clock, 'en')} due by ${date(m.due, 'en')} (${when})`,
    body: `Case ${m.caseNumber}\n\nThe last day for the ${clockTitle(m.clock, 'en')} is ${date(m.due, 'en')} (${when}; ${cite(m.basis, 'en')}).\n\nWhat you must do: ${todo(m.clock, 'en')}${footer(m.link, 'en', m.clock)}`,
  };
}

/** A party's new period, with the .ics of its last day attached. */
export function deadlineSetMessage(m: Omit<ReminderInput, 'today'>): Message {
  if (isRegional(m.lang)) return regionalDeadlineSet({ ...m, lang: m.lang }, PROVISIONAL_CLOCKS[m.clock]);
  if (m.lang === 'hi') {
    return {
      subject: `मामला ${m.caseNumber}: ${ofClock(m.clock)} की अंतिम तिथि ${date(m.due, 'hi')}`,
      body: `मामला ${m.caseNumber}\n\n${ofClock(m.clock)} की अवधि आरंभ हो गई है; अंतिम तिथि ${date(m.due, 'hi')} है (${cite(m.basis, 'hi')})। कैलेंडर प्रविष्टि संलग्न है।\n\nआपको क्या करना है: ${todo(m.clock, 'hi')}${footer(m.link, 'hi', m.clock)}`,
    };
  }
  return {
    subject: `Case ${m.caseNumber}: ${clockTitle(m.clock, 'en')} due by ${date(m.due, 'en')}`,
    body: `Case ${m.caseNumber}\n\nThe period for the ${clockTitle(m.clock, 'en')} has begun; the last day is ${date(m.due, 'en')} (${cite(m.basis, 'en')}). A calendar entry is attached.\n\nWhat you must do: ${todo(m.clock, 'en')}${footer(m.link, 'en', m.clock)}`,
  };
}

export interface LapseInput {
  readonly lang: Lang;
  readonly caseNumber: string;
  readonly clock: string;
  readonly due: LocalDate;
  readonly effect?: LapseEffect;
  readonly basis: readonly ProvisionId[];
  readonly link: string;
}

/** A period has run out: to the person who had to act, and to the authority for a proposal or escalation. */
export function lapseMessage(m: LapseInput): Message {
  if (isRegional(m.lang)) return regionalLapse({ ...m, lang: m.lang }, PROVISIONAL_CLOCKS[m.clock]);
  const action = m.effect ? ACTION_TEXT[m.effect.action][m.lang] : '';
  if (m.lang === 'hi') {
    return {
      subject: `मामला ${m.caseNumber}: ${ofClock(m.clock)} की अवधि ${date(m.due, 'hi')} को समाप्त हो गई`,
      body: `मामला ${m.caseNumber}\n\n${ofClock(m.clock)} की अवधि ${date(m.due, 'hi')} को समाप्त हो गई (${cite(m.basis, 'hi')})।${action ? `\n\n${action}` : ''}${footer(m.link, 'hi', m.clock)}`,
    };
  }
  return {
    subject: `Case ${m.caseNumber}: the period for the ${clockTitle(m.clock, 'en')} ended on ${date(m.due, 'en')}`,
    body: `Case ${m.caseNumber}\n\nThe period for the ${clockTitle(m.clock, 'en')} ended on ${date(m.due, 'en')} (${cite(m.basis, 'en')}).${action ? `\n\n${action}` : ''}${footer(m.link, 'en', m.clock)}`,
  };
}

/** The warning before the period of Rules 5 and 6 ends. */
export function nearMessage(m: LapseInput & { readonly today: LocalDate }): Message {
  if (isRegional(m.lang)) return regionalLapse({ ...m, lang: m.lang }, PROVISIONAL_CLOCKS[m.clock]);
  const left = daysBetween(m.today, m.due);
  const action = m.effect ? ACTION_TEXT[m.effect.action][m.lang] : '';
  if (m.lang === 'hi') {
    return {
      subject: `मामला ${m.caseNumber}: ${ofClock(m.clock)} की अवधि ${date(m.due, 'hi')} को समाप्त होगी (${left} दिन शेष)`,
      body: `मामला ${m.caseNumber}\n\n${ofClock(m.clock)} की अवधि ${date(m.due, 'hi')} को समाप्त होगी (${left} दिन शेष; ${cite(m.basis, 'hi')})।${action ? `\n\n${action}` : ''}${footer(m.link, 'hi', m.clock)}`,
    };
  }
  return {
    subject: `Case ${m.caseNumber}: the period for the ${clockTitle(m.clock, 'en')} ends on ${date(m.due, 'en')} (${left} days left)`,
    body: `Case ${m.caseNumber}\n\nThe period for the ${clockTitle(m.clock, 'en')} ends on ${date(m.due, 'en')} (${left} days left; ${cite(m.basis, 'en')}).${action ? `\n\n${action}` : ''}${footer(m.link, 'en', m.clock)}`,
  };
}

const DOCUMENT_TITLE: Readonly<Record<string, { en: string; hi: string }>> = {
  'form-1': { en: 'the complaint in Form-I with its receipt', hi: 'प्ररूप-I में शिकायत और उसकी पावती' },
  'form-2': { en: 'the show-cause notice in Form-II', hi: 'प्ररूप-II में कारण बताओ सूचना' },
  'hearing-notice': { en: 'the notice of hearing', hi: 'सुनवाई की सूचना' },
  summons: { en: 'a summons', hi: 'समन' },
  'reply-extension-order': { en: 'the order extending the reply period', hi: 'उत्तर की अवधि में समय-वृद्धि का आदेश' },
  'ex-parte-record': { en: 'the record of the ex parte proceeding', hi: 'एकपक्षीय कार्यवाही का अभिलेख' },
  'final-order': { en: 'the order', hi: 'आदेश' },
  'proceedings-extension-order': {
    en: 'the order extending the period of the proceedings',
    hi: 'कार्यवाही की अवधि में समय-वृद्धि का आदेश',
  },
  'payment-receipt': { en: 'the receipt for the deposit', hi: 'जमा की पावती' },
  'recovery-referral': { en: 'the reference to the Board for recovery', hi: 'बोर्ड को वसूली हेतु संदर्भ' },
  'form-3': { en: 'the appeal in Form-III with its receipt', hi: 'प्ररूप-III में अपील और उसकी पावती' },
  'defect-intimation': { en: 'the intimation of defects in the appeal', hi: 'अपील की त्रुटि की सूचना' },
  'registration-refusal-order': { en: 'the order refusing to register the appeal', hi: 'अपील पंजीकृत करने से इंकार का आदेश' },
  'respondent-notice': { en: 'the notice of the appeal', hi: 'अपील की सूचना' },
  'appellate-order': { en: 'the order on the appeal', hi: 'अपील पर आदेश' },
  'order-sheet': { en: 'the order sheet', hi: 'आदेश पत्रक' },
  'assam-s26a-report': { en: 'the report under section 26A (Assam)', hi: 'धारा 26क (असम) के अधीन रिपोर्ट' },
};

export interface DocumentInput {
  readonly lang: Lang;
  readonly caseNumber: string;
  readonly template: string;
  readonly issuedOn: LocalDate;
  /** A date the document fixes: the hearing, the last day for the deposit. */
  readonly hearingOn?: LocalDate;
  /** The hearing's time, place and video link as the notice gives them (Rule 4(6), Rule 7(10)). */
  readonly hearingAt?: { readonly time?: string; readonly place?: string; readonly link?: string };
  readonly depositDueOn?: LocalDate;
  readonly link: string;
}

/** An issued document, attached as its signed PDF. */
export function documentMessage(m: DocumentInput): Message {
  if (isRegional(m.lang)) return regionalDocument({ ...m, lang: m.lang });
  const title = DOCUMENT_TITLE[m.template]?.[m.lang] ?? (m.lang === 'hi' ? 'दस्तावेज़' : 'a document');
  const lines: string[] = [];
  if (m.lang === 'hi') {
    if (m.hearingOn)
      lines.push(
        `सुनवाई की तिथि: ${date(m.hearingOn, 'hi')}${m.hearingAt?.time ? `, समय ${m.hearingAt.time}` : ''}${m.hearingAt?.place ? `, स्थान: ${m.hearingAt.place}` : ''}${m.hearingAt?.link ? `, वीडियो लिंक: ${m.hearingAt.link}` : ''}। स्वयं या विधिक प्रतिनिधि के माध्यम से उपस्थित हों। कैलेंडर प्रविष्टि संलग्न है।`,
      );
    if (m.depositDueOn) lines.push(`शास्ति जमा करने की अंतिम तिथि: ${date(m.depositDueOn, 'hi')}। कैलेंडर प्रविष्टि संलग्न है।`);
    if (m.template === 'form-2')
      lines.push('उत्तर की अवधि सूचना की तामील की तिथि से आरंभ होती है; तामील दर्ज होने पर आपको अंतिम तिथि भेजी जाएगी।');
    return {
      subject: `मामला ${m.caseNumber}: ${title} जारी`,
      body: `मामला ${m.caseNumber}\n\n${date(m.issuedOn, 'hi')} को ${title} जारी किया गया; हस्ताक्षरित प्रति (पीडीएफ़) संलग्न है।${lines.length ? `\n\n${lines.join('\n')}` : ''}${footer(m.link, 'hi')}`,
    };
  }
  if (m.hearingOn)
    lines.push(
      `Hearing on ${date(m.hearingOn, 'en')}${m.hearingAt?.time ? ` at ${m.hearingAt.time}` : ''}${m.hearingAt?.place ? `, at ${m.hearingAt.place}` : ''}${m.hearingAt?.link ? `, by video: ${m.hearingAt.link}` : ''}: appear in person or through a legal representative. A calendar entry is attached.`,
    );
  if (m.depositDueOn)
    lines.push(`Last day to deposit the penalty: ${date(m.depositDueOn, 'en')}. A calendar entry is attached.`);
  if (m.template === 'form-2')
    lines.push(
      'The reply period runs from the date the notice is served; you will be sent the last day when service is recorded.',
    );
  return {
    subject: `Case ${m.caseNumber}: ${title} issued`,
    body: `Case ${m.caseNumber}\n\n${title.charAt(0).toUpperCase()}${title.slice(1)} was issued on ${date(m.issuedOn, 'en')}; the signed copy (PDF) is attached.${lines.length ? `\n\n${lines.join('\n')}` : ''}${footer(m.link, 'en')}`,
  };
}

export { clockTitle, todo as clockTodo };
