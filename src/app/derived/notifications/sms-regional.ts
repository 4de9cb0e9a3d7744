// The SMS of an issued document in Assamese and Bengali (issue 31): the same facts as sms-text.ts (case number, what
// happened or is due, the date, time and place, or the amount and the last day), typed per language so a word missing
// in one does not compile. Dates stay dd/mm/yyyy and case numbers ASCII (a feature phone shows them alike); amounts
// come from Intl (as-IN, bn-IN). Our translation, awaiting review (scripts/assam-review-list.ts lists these words).

import { money } from '../../../documents/format.ts';

export type RegionalSmsLang = 'as' | 'bn';

type Template =
  | 'form-1'
  | 'form-2'
  | 'hearing-notice'
  | 'summons'
  | 'reply-extension-order'
  | 'ex-parte-record'
  | 'final-order'
  | 'proceedings-extension-order'
  | 'payment-receipt'
  | 'recovery-referral'
  | 'form-3'
  | 'defect-intimation'
  | 'registration-refusal-order'
  | 'respondent-notice'
  | 'appellate-order';

interface SmsWords {
  readonly title: Readonly<Record<Template, string>>;
  readonly other: string;
  readonly outcome: Readonly<Record<'confirm' | 'vary' | 'set-aside', string>>;
  readonly caseN: (n: string) => string;
  readonly at: (time: string) => string;
  readonly byVideo: string;
  readonly inPerson: string;
  readonly penalty: (amount: string, due: string, compact: boolean) => string;
  readonly toComplainant: (amount: string) => string;
  readonly compensation: (amount: string) => string;
  readonly allHeads: (amount: string) => string;
  readonly onAppeal: (on: string, what: string) => string;
  readonly dismissed: string;
  readonly replyWithin: (days: string) => string;
  readonly depositBy: (on: string) => string;
  readonly stop: string;
}

const AS: SmsWords = {
  title: {
    'form-1': 'অভিযোগ প্ৰাপ্ত',
    'form-2': 'কাৰণ দৰ্শোৱাৰ জাননী জাৰি',
    'hearing-notice': 'শুনানি',
    summons: 'চমন জাৰি',
    'reply-extension-order': 'উত্তৰৰ সময়সীমা বৃদ্ধি',
    'ex-parte-record': 'একপক্ষীয়ভাৱে কাৰ্যবাহী',
    'final-order': 'আদেশ দিয়া হ’ল',
    'proceedings-extension-order': 'কাৰ্যবাহীৰ সময়সীমা বৃদ্ধি',
    'payment-receipt': 'জমা প্ৰাপ্ত',
    'recovery-referral': 'জৰিমনা আদায়ৰ বাবে ব’ৰ্ডলৈ প্ৰেৰিত',
    'form-3': 'আপীল প্ৰাপ্ত',
    'defect-intimation': 'আপীলৰ ত্ৰুটি শুধৰাওক',
    'registration-refusal-order': 'আপীল পঞ্জীয়ন নহ’ল',
    'respondent-notice': 'আপীলৰ জাননী জাৰি',
    'appellate-order': 'আপীলৰ আদেশ',
  },
  other: 'নথি জাৰি',
  outcome: { confirm: 'আদেশ বাহাল', vary: 'আদেশ সলনি', 'set-aside': 'আদেশ বাতিল, একো দিব নালাগে' },
  caseN: (n) => `গোচৰ ${n}`,
  at: (time) => `, ${time} বজাত`,
  byVideo: '। ভিডিঅ’ৰে যোগ দিয়ক; লিংক জাননীত আছে।',
  inPerson: '। নিজে বা উকীলৰ জৰিয়তে উপস্থিত থাকক।',
  penalty: (amount, due, compact) => `জৰিমনা ${amount}${due ? `, ${due}ৰ ভিতৰত${compact ? '' : ' জমা দিয়ক'}` : ''}`,
  toComplainant: (amount) => `অভিযোগকাৰীক ${amount}`,
  compensation: (amount) => `ক্ষতিপূৰণ ${amount} অভিযোগকাৰীক`,
  allHeads: (amount) => `ক্ষতিপূৰণ, খৰচ, মাচুল ${amount} অভিযোগকাৰীক`,
  onAppeal: (on, what) => `${on} তাৰিখে আপীলত ${what}`,
  dismissed: 'অভিযোগ খাৰিজ',
  replyWithin: (days) => ` প্ৰদানৰ ${days} দিনৰ ভিতৰত উত্তৰ দিয়ক।`,
  depositBy: (on) => ` ${on}ৰ ভিতৰত জৰিমনা জমা দিয়ক।`,
  stop: '।',
};

const BN: SmsWords = {
  title: {
    'form-1': 'অভিযোগ পাওয়া গেছে',
    'form-2': 'কারণ দর্শানোর নোটিশ জারি',
    'hearing-notice': 'শুনানি',
    summons: 'সমন জারি',
    'reply-extension-order': 'উত্তরের সময়বৃদ্ধি',
    'ex-parte-record': 'একতরফা কার্যবিবরণী',
    'final-order': 'আদেশ দেওয়া হয়েছে',
    'proceedings-extension-order': 'কার্যবিবরণীর সময়বৃদ্ধি',
    'payment-receipt': 'জমা পাওয়া গেছে',
    'recovery-referral': 'জরিমানা আদায়ের জন্য পর্ষদে প্রেরিত',
    'form-3': 'আপিল পাওয়া গেছে',
    'defect-intimation': 'আপিলের ত্রুটি সংশোধন করুন',
    'registration-refusal-order': 'আপিল নিবন্ধিত হয়নি',
    'respondent-notice': 'আপিলের নোটিশ জারি',
    'appellate-order': 'আপিলের আদেশ',
  },
  other: 'নথি জারি',
  outcome: { confirm: 'আদেশ বহাল', vary: 'আদেশ পরিবর্তিত', 'set-aside': 'আদেশ বাতিল, কিছু দিতে হবে না' },
  caseN: (n) => `মামলা ${n}`,
  at: (time) => `, ${time}-এ`,
  byVideo: '। ভিডিওতে যোগ দিন; লিংক নোটিশে আছে।',
  inPerson: '। নিজে বা উকিলের মাধ্যমে উপস্থিত থাকুন।',
  penalty: (amount, due, compact) => `জরিমানা ${amount}${due ? `, ${due}-এর মধ্যে${compact ? '' : ' জমা দিন'}` : ''}`,
  toComplainant: (amount) => `অভিযোগকারীকে ${amount}`,
  compensation: (amount) => `ক্ষতিপূরণ ${amount} অভিযোগকারীকে`,
  allHeads: (amount) => `ক্ষতিপূরণ, খরচ, মাশুল ${amount} অভিযোগকারীকে`,
  onAppeal: (on, what) => `${on} তারিখে আপিলে ${what}`,
  dismissed: 'অভিযোগ খারিজ',
  replyWithin: (days) => ` পৌঁছানোর ${days} দিনের মধ্যে উত্তর দিন।`,
  depositBy: (on) => ` ${on}-এর মধ্যে জরিমানা জমা দিন।`,
  stop: '।',
};

const SMS_WORDS: Readonly<Record<RegionalSmsLang, SmsWords>> = { as: AS, bn: BN };

/** The facts regionalDraft reads (sms-text.ts SmsFacts, in the regional language). */
export interface RegionalSmsFacts {
  readonly lang: RegionalSmsLang;
  readonly caseNumber: string;
  readonly template: string;
  readonly hearingOn?: string;
  readonly hearingAt?: { readonly time?: string; readonly place?: string };
  readonly electronic?: boolean;
  readonly amounts?: {
    readonly penaltyPaise: number;
    readonly compensationPaise: number;
    readonly expensesPaise: number;
    readonly chargesPaise: number;
  };
  readonly dismissed?: boolean;
  readonly outcome?: 'confirm' | 'vary' | 'set-aside';
  readonly depositDueOn?: string;
  readonly replyDays?: number;
  readonly issuedOn: string;
}

/** Rupees in the language's digits with lakh grouping (Intl); no paise when they are nil. */
const rupees = (paise: number, L: RegionalSmsLang): string => money(paise, L).replace(/\.[০0]{2}$/, '');

function amountWords(f: RegionalSmsFacts, dmy: (d: string) => string, compact: boolean): string {
  const a = f.amounts;
  if (!a) return '';
  const w = SMS_WORDS[f.lang];
  const bits: string[] = [];
  if (a.penaltyPaise > 0)
    bits.push(w.penalty(rupees(a.penaltyPaise, f.lang), f.depositDueOn ? dmy(f.depositDueOn) : '', compact));
  const toComplainant = a.compensationPaise + a.expensesPaise + a.chargesPaise;
  if (toComplainant > 0) {
    const r = rupees(toComplainant, f.lang);
    bits.push(compact ? w.toComplainant(r) : toComplainant === a.compensationPaise ? w.compensation(r) : w.allHeads(r));
  }
  return bits.join('; ');
}

/** The message without the link, the place given apart (the only part that may be shortened): as sms-text.ts draft. */
export function regionalDraft(
  f: RegionalSmsFacts,
  dmy: (d: string) => string,
  compact: boolean,
): { head: string; place?: string; tail: string } {
  const w = SMS_WORDS[f.lang];
  const title = f.template in w.title ? w.title[f.template as Template] : w.other;
  const c = w.caseN(f.caseNumber);
  if (f.hearingOn) {
    const place = f.electronic ? undefined : f.hearingAt?.place;
    return {
      head: `${c}: ${title} ${dmy(f.hearingOn)}${f.hearingAt?.time ? w.at(f.hearingAt.time) : ''}${place ? ', ' : ''}`,
      ...(place ? { place } : {}),
      tail: f.electronic ? w.byVideo : w.inPerson,
    };
  }
  if (f.template === 'appellate-order' && f.outcome) {
    const amounts = f.outcome === 'set-aside' ? '' : amountWords(f, dmy, compact);
    return {
      head: `${c}: ${w.onAppeal(dmy(f.issuedOn), w.outcome[f.outcome])}${amounts ? `; ${amounts}` : ''}${w.stop}`,
      tail: '',
    };
  }
  if (f.template === 'final-order') {
    const amounts = f.dismissed ? w.dismissed : amountWords(f, dmy, compact);
    return { head: `${c}: ${title} ${dmy(f.issuedOn)}${amounts ? `: ${amounts}` : ''}${w.stop}`, tail: '' };
  }
  if (f.template === 'form-2' || f.template === 'respondent-notice')
    return {
      head: `${c}: ${title} ${dmy(f.issuedOn)}${w.stop}${f.replyDays ? w.replyWithin(String(f.replyDays)) : ''}`,
      tail: '',
    };
  if (f.depositDueOn)
    return { head: `${c}: ${title} ${dmy(f.issuedOn)}${w.stop}${w.depositBy(dmy(f.depositDueOn))}`, tail: '' };
  return { head: `${c}: ${title} ${dmy(f.issuedOn)}${w.stop}`, tail: '' };
}

/** Every word of these SMS in the language, for the script lint, the terms test and the review list. */
export function smsStrings(L: RegionalSmsLang): string[] {
  const w = SMS_WORDS[L];
  const fns = [w.caseN, w.at, w.toComplainant, w.compensation, w.allHeads, w.replyWithin, w.depositBy] as ((
    a: string,
  ) => string)[];
  return [
    ...Object.values(w.title),
    w.other,
    ...Object.values(w.outcome),
    w.byVideo,
    w.inPerson,
    w.dismissed,
    w.penalty('১', '২', false),
    w.onAppeal('১', '২'),
    ...fns.map((f) => f('১')),
  ];
}
