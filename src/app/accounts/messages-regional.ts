// The accounts area's messages in Assamese and Bengali (issue 31): the email verification code, the notice of a
// second registration with a known address, and the sign-in code by SMS. Typed per language so a text missing in one
// does not compile. Our translation, awaiting review (scripts/assam-review-list.ts lists these texts).

export type RegionalAccountLang = 'as' | 'bn';

export interface AccountWords {
  readonly portal: string;
  readonly verifySubject: (code: string) => string;
  readonly dear: (name: string) => string;
  readonly verifyLines: (code: string, minutes: string) => readonly string[];
  readonly againSubject: string;
  readonly againLines: readonly string[];
  readonly phoneCode: (code: string, minutes: string) => string;
}

const AS: AccountWords = {
  portal: 'পশু অনধিকাৰ প্ৰৱেশ নিয়মাৱলী, 2026ৰ পৰ্টেল',
  verifySubject: (code) => `আপোনাৰ সত্যাপন ক’ড ${code}`,
  dear: (name) => `নমস্কাৰ ${name},`,
  verifyLines: (code, minutes) => [
    `পশু অনধিকাৰ প্ৰৱেশ নিয়মাৱলী, 2026ৰ পৰ্টেলত আপোনাৰ ইমেইল ঠিকনা সত্যাপন কৰিবলৈ এই ক’ডটো দিয়ক: ${code}`,
    `ক’ডটো ${minutes} মিনিটলৈ বৈধ আৰু পাঁচবাৰলৈকে চেষ্টা কৰিব পাৰি।`,
    'আপুনি পঞ্জীয়ন কৰা নাই যদি এই বাৰ্তাটো আওকাণ কৰক। ক’ডটো কাকো নজনাব।',
  ],
  againSubject: 'আপোনাৰ ইমেইল ঠিকনাৰে পুনৰ পঞ্জীয়নৰ চেষ্টা',
  againLines: [
    'কোনোবাই এই ইমেইল ঠিকনাৰে পশু অনধিকাৰ প্ৰৱেশ নিয়মাৱলী, 2026ৰ পৰ্টেলত পুনৰ পঞ্জীয়ন কৰিবলৈ চেষ্টা কৰিছে। এই ঠিকনাৰ একাউণ্ট আগৰে পৰা আছে, আৰু তাত একো সলনি হোৱা নাই।',
    'সেয়া আপুনি হ’লে আপোনাৰ পাছৱৰ্ডেৰে ছাইন ইন কৰক। নহ’লে এই বাৰ্তাটো আওকাণ কৰক।',
  ],
  phoneCode: (code, minutes) => `পশু অনধিকাৰ প্ৰৱেশ পৰ্টেল: আপোনাৰ ক’ড ${code}। ই ${minutes} মিনিটলৈ বৈধ। কাকো নজনাব।`,
};

const BN: AccountWords = {
  portal: 'পশু অনধিকার প্রবেশ নিয়মাবলী, 2026-এর পোর্টাল',
  verifySubject: (code) => `আপনার যাচাইকরণ কোড ${code}`,
  dear: (name) => `নমস্কার ${name},`,
  verifyLines: (code, minutes) => [
    `পশু অনধিকার প্রবেশ নিয়মাবলী, 2026-এর পোর্টালে আপনার ইমেল ঠিকানা যাচাই করতে এই কোডটি লিখুন: ${code}`,
    `কোডটি ${minutes} মিনিট বৈধ এবং পাঁচবার পর্যন্ত চেষ্টা করা যায়।`,
    'আপনি নিবন্ধন না করে থাকলে এই বার্তাটি উপেক্ষা করুন। কোডটি কাউকে জানাবেন না।',
  ],
  againSubject: 'আপনার ইমেল ঠিকানা দিয়ে আবার নিবন্ধনের চেষ্টা',
  againLines: [
    'কেউ এই ইমেল ঠিকানা দিয়ে পশু অনধিকার প্রবেশ নিয়মাবলী, 2026-এর পোর্টালে আবার নিবন্ধন করার চেষ্টা করেছেন। এই ঠিকানার অ্যাকাউন্ট আগে থেকেই আছে, এবং তাতে কিছুই বদলায়নি।',
    'এটি আপনি হলে আপনার পাসওয়ার্ড দিয়ে সাইন ইন করুন। না হলে এই বার্তাটি উপেক্ষা করুন।',
  ],
  phoneCode: (code, minutes) =>
    `পশু অনধিকার প্রবেশ পোর্টাল: আপনার কোড ${code}। এটি ${minutes} মিনিট বৈধ। কাউকে জানাবেন না।`,
};

export const ACCOUNT_WORDS: Readonly<Record<RegionalAccountLang, AccountWords>> = { as: AS, bn: BN };

/** Every text of these messages in the language, for the script lint, the terms test and the review list. */
export function accountStrings(L: RegionalAccountLang): string[] {
  const w = ACCOUNT_WORDS[L];
  return [
    w.portal,
    w.verifySubject('1'),
    w.dear('১'),
    ...w.verifyLines('1', '১'),
    w.againSubject,
    ...w.againLines,
    w.phoneCode('1', '১'),
  ];
}
