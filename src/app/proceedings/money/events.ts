// The money book's event catalogue (Section 28, Rules 4(12), 4(14), 7(11), 7(12), 8): every event the book records,
// one per command of domain/money, with the officer's line (the line the money pages show once it is recorded), the
// sentence a party reads, and the documents it issues. Typed against the book's events: an event without its entry
// does not compile. The receipt for a deposit and the reference for recovery are issued by the case's own events
// (deposit-recorded, referred-for-recovery, in the adjudication catalogue); the book's events issue none of their own.
// Hindi terms from law/glossary-hi.md; Assamese and Bengali from law/glossary-as.md and law/glossary-bn.md.

import type { MoneyCommand, MoneyEvent } from '../../../domain/money/index.ts';
import type { EventCatalogue, Text } from '../catalogue.ts';

/** The book's events, each with the command it records: one member per event type. */
export type MoneyBookEvent = {
  [T in MoneyCommand['type']]: MoneyEvent & {
    readonly type: T;
    readonly command: Extract<MoneyCommand, { readonly type: T }>;
  };
}[MoneyCommand['type']];

/** An event the officer's line and the party's sentence state alike, with no amount to fill. */
const plain = (officer: Text, sentence: Text) => ({ officer, party: () => ({ text: sentence }), issues: [] });

export const MONEY_EVENTS: EventCatalogue<MoneyBookEvent> = {
  'raise-demands': {
    officer: {
      en: "The order's sums were entered as demands.",
      hi: 'आदेश की राशियाँ माँग के रूप में दर्ज हुईं।',
      as: 'আদেশৰ ধনৰাশি দাবী হিচাপে লিপিবদ্ধ কৰা হ’ল।',
      bn: 'আদেশের অর্থরাশি দাবি হিসেবে নথিভুক্ত হয়েছে।',
    },
    party: () => ({
      text: {
        en: 'The sums the order imposes were entered in the accounts as due.',
        hi: 'आदेश द्वारा अधिरोपित राशियाँ लेखे में देय के रूप में दर्ज हुईं।',
        as: 'আদেশে আৰোপ কৰা ধনৰাশি হিচাপত প্ৰাপ্য হিচাপে লিপিবদ্ধ কৰা হ’ল।',
        bn: 'আদেশে আরোপিত অর্থরাশি হিসাবে প্রাপ্য হিসেবে নথিভুক্ত হয়েছে।',
      },
    }),
    issues: [],
  },
  'apply-appellate-order': {
    officer: {
      en: "The appellate order's terms were applied to the demands.",
      hi: 'अपील के आदेश की शर्तें माँगों पर लागू की गईं।',
      as: 'আপীলৰ আদেশৰ চৰ্তসমূহ দাবীবোৰত প্ৰয়োগ কৰা হ’ল।',
      bn: 'আপিলের আদেশের শর্তাবলি দাবিগুলিতে প্রয়োগ করা হয়েছে।',
    },
    party: () => ({
      text: {
        en: 'The sums due were changed to those the appellate order fixed.',
        hi: 'देय राशियाँ अपील के आदेश द्वारा नियत राशियों के अनुसार बदली गईं।',
        as: 'প্ৰাপ্য ধনৰাশি আপীলৰ আদেশে নিৰ্ধাৰণ কৰা ধনৰাশিলৈ সলনি কৰা হ’ল।',
        bn: 'প্রাপ্য অর্থরাশি আপিলের আদেশে নির্ধারিত অর্থরাশিতে বদলানো হয়েছে।',
      },
    }),
    issues: [],
  },
  'record-deposit': {
    officer: {
      en: 'The deposit was recorded.',
      hi: 'जमा दर्ज हो गया।',
      as: 'জমা লিপিবদ্ধ কৰা হ’ল।',
      bn: 'জমা নথিভুক্ত হয়েছে।',
    },
    party: (e) => ({
      text: {
        en: 'A deposit of {amount} was recorded.',
        hi: '{amount} का जमा दर्ज हुआ।',
        as: '{amount} জমা লিপিবদ্ধ কৰা হ’ল।',
        bn: '{amount} জমা নথিভুক্ত হয়েছে।',
      },
      amountPaise: e.command.amountPaise,
    }),
    issues: [],
  },
  'refer-for-recovery': plain(
    {
      en: 'The penalty was referred to the Board for recovery.',
      hi: 'शास्ति वसूली हेतु बोर्ड को भेजी गई।',
      as: 'জৰিমনা আদায়ৰ বাবে ব’ৰ্ডলৈ প্ৰেৰণ কৰা হ’ল।',
      bn: 'জরিমানা আদায়ের জন্য পর্ষদে পাঠানো হয়েছে।',
    },
    {
      en: 'The unpaid penalty was referred to the Animal Welfare Board of India for recovery.',
      hi: 'न चुकाई गई शास्ति वसूली हेतु भारतीय जीव-जंतु कल्याण बोर्ड को भेजी गई।',
      as: 'পৰিশোধ নোহোৱা জৰিমনা আদায়ৰ বাবে ভাৰতীয় জীৱ-জন্তু কল্যাণ ব’ৰ্ডলৈ প্ৰেৰণ কৰা হ’ল।',
      bn: 'অপরিশোধিত জরিমানা আদায়ের জন্য ভারতীয় প্রাণী কল্যাণ পর্ষদে পাঠানো হয়েছে।',
    },
  ),
  'record-recovery': {
    officer: {
      en: 'The recovery action was recorded.',
      hi: 'वसूली की कार्रवाई दर्ज हो गई।',
      as: 'আদায়ৰ কাৰ্যব্যৱস্থা লিপিবদ্ধ কৰা হ’ল।',
      bn: 'আদায়ের ব্যবস্থা নথিভুক্ত হয়েছে।',
    },
    party: (e) =>
      e.command.amountPaise > 0
        ? {
            text: {
              en: 'The Board recovered {amount} of the penalty.',
              hi: 'बोर्ड ने शास्ति में से {amount} की वसूली की।',
              as: 'ব’ৰ্ডে জৰিমনাৰ পৰা {amount} আদায় কৰিলে।',
              bn: 'পর্ষদ জরিমানার {amount} আদায় করেছে।',
            },
            amountPaise: e.command.amountPaise,
          }
        : {
            text: {
              en: 'The Board recorded a step taken to recover the penalty.',
              hi: 'बोर्ड ने शास्ति की वसूली के लिए की गई कार्रवाई दर्ज की।',
              as: 'জৰিমনা আদায়ৰ বাবে লোৱা এটা পদক্ষেপ ব’ৰ্ডে লিপিবদ্ধ কৰিলে।',
              bn: 'জরিমানা আদায়ের জন্য নেওয়া একটি পদক্ষেপ পর্ষদ নথিভুক্ত করেছে।',
            },
          },
    issues: [],
  },
  'register-body': plain(
    {
      en: 'The utilising body was registered.',
      hi: 'उपयोगकर्ता निकाय पंजीकृत हुआ।',
      as: 'ব্যৱহাৰকাৰী সংস্থা পঞ্জীভুক্ত কৰা হ’ল।',
      bn: 'ব্যবহারকারী সংস্থা নথিভুক্ত হয়েছে।',
    },
    {
      en: 'A body was registered to use the penalty fund.',
      hi: 'शास्ति निधि के उपयोग के लिए एक निकाय पंजीकृत हुआ।',
      as: 'জৰিমনা পুঁজি ব্যৱহাৰৰ বাবে এটা সংস্থা পঞ্জীভুক্ত কৰা হ’ল।',
      bn: 'জরিমানা তহবিল ব্যবহারের জন্য একটি সংস্থা নথিভুক্ত হয়েছে।',
    },
  ),
  'grant-sanction': plain(
    {
      en: 'The sanction was recorded in the fund’s book.',
      hi: 'स्वीकृति निधि की बही में दर्ज हुई।',
      as: 'মঞ্জুৰী পুঁজিৰ বহীত লিপিবদ্ধ কৰা হ’ল।',
      bn: 'মঞ্জুরি তহবিলের খাতায় নথিভুক্ত হয়েছে।',
    },
    {
      en: 'A use of the penalty fund was sanctioned.',
      hi: 'शास्ति निधि के एक उपयोग की स्वीकृति दी गई।',
      as: 'জৰিমনা পুঁজিৰ এটা ব্যৱহাৰ মঞ্জুৰ কৰা হ’ল।',
      bn: 'জরিমানা তহবিলের একটি ব্যবহার মঞ্জুর হয়েছে।',
    },
  ),
  'make-release': plain(
    {
      en: 'The release was recorded in the fund’s book.',
      hi: 'निधि से जारी राशि बही में दर्ज हुई।',
      as: 'পুঁজিৰ পৰা মুকলি কৰা ধন বহীত লিপিবদ্ধ কৰা হ’ল।',
      bn: 'তহবিল থেকে ছাড়া অর্থ খাতায় নথিভুক্ত হয়েছে।',
    },
    {
      en: 'Money was released from the penalty fund on a sanction.',
      hi: 'स्वीकृति पर शास्ति निधि से राशि जारी की गई।',
      as: 'এটা মঞ্জুৰীৰ ভিত্তিত জৰিমনা পুঁজিৰ পৰা ধন মুকলি কৰা হ’ল।',
      bn: 'একটি মঞ্জুরির ভিত্তিতে জরিমানা তহবিল থেকে অর্থ ছাড়া হয়েছে।',
    },
  ),
  'record-certificate': plain(
    {
      en: 'The utilisation certificate was recorded.',
      hi: 'उपयोग का प्रमाणपत्र दर्ज हुआ।',
      as: 'ব্যৱহাৰৰ প্ৰমাণপত্ৰ লিপিবদ্ধ কৰা হ’ল।',
      bn: 'ব্যবহারের প্রমাণপত্র নথিভুক্ত হয়েছে।',
    },
    {
      en: 'A certificate of how released money was used was recorded.',
      hi: 'जारी राशि के उपयोग का प्रमाणपत्र दर्ज हुआ।',
      as: 'মুকলি কৰা ধন কেনেদৰে ব্যৱহাৰ হ’ল তাৰ প্ৰমাণপত্ৰ লিপিবদ্ধ কৰা হ’ল।',
      bn: 'ছাড়া অর্থ কীভাবে ব্যবহৃত হয়েছে তার প্রমাণপত্র নথিভুক্ত হয়েছে।',
    },
  ),
  'reverse-entry': plain(
    {
      en: 'The entry was reversed in the fund’s book.',
      hi: 'निधि की बही में प्रविष्टि उलटी गई।',
      as: 'পুঁজিৰ বহীত এটা প্ৰৱিষ্টি বাতিল কৰা হ’ল।',
      bn: 'তহবিলের খাতায় একটি অন্তর্ভুক্তি বাতিল করা হয়েছে।',
    },
    {
      en: 'An entry in the accounts was reversed, for the reason recorded.',
      hi: 'लेखे की एक प्रविष्टि दर्ज कारण से उलटी गई।',
      as: 'হিচাপৰ এটা প্ৰৱিষ্টি লিপিবদ্ধ কাৰণত বাতিল কৰা হ’ল।',
      bn: 'হিসাবের একটি অন্তর্ভুক্তি নথিভুক্ত কারণে বাতিল করা হয়েছে।',
    },
  ),
};

/** The officer's line for a step of the money book just recorded (the page's "done"), if it names one. */
export function recordedLine(type: string | undefined): Text | undefined {
  return type !== undefined && Object.hasOwn(MONEY_EVENTS, type)
    ? MONEY_EVENTS[type as MoneyCommand['type']].officer
    : undefined;
}
