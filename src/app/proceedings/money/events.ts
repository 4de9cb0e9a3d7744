// The money book's event catalogue (Section 28, Rules 4(12), 4(14), 7(11), 7(12), 8): every event the book records,
// one per command of domain/money, with the officer's line (the line the money pages show once it is recorded), the
// sentence a party reads, and the documents it issues. Typed against the book's events: an event without its entry
// does not compile. The receipt for a deposit and the reference for recovery are issued by the case's own events
// (deposit-recorded, referred-for-recovery, in the adjudication catalogue); the book's events issue none of their own.
// Hindi terms from law/glossary-hi.md.

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
    officer: { en: "The order's sums were entered as demands.", hi: 'आदेश की राशियाँ माँग के रूप में दर्ज हुईं।' },
    party: () => ({
      text: {
        en: 'The sums the order imposes were entered in the accounts as due.',
        hi: 'आदेश द्वारा अधिरोपित राशियाँ लेखे में देय के रूप में दर्ज हुईं।',
      },
    }),
    issues: [],
  },
  'apply-appellate-order': {
    officer: {
      en: "The appellate order's terms were applied to the demands.",
      hi: 'अपील के आदेश की शर्तें माँगों पर लागू की गईं।',
    },
    party: () => ({
      text: {
        en: 'The sums due were changed to those the appellate order fixed.',
        hi: 'देय राशियाँ अपील के आदेश द्वारा नियत राशियों के अनुसार बदली गईं।',
      },
    }),
    issues: [],
  },
  'record-deposit': {
    officer: { en: 'The deposit was recorded.', hi: 'जमा दर्ज हो गया।' },
    party: (e) => ({
      text: { en: 'A deposit of {amount} was recorded.', hi: '{amount} का जमा दर्ज हुआ।' },
      amountPaise: e.command.amountPaise,
    }),
    issues: [],
  },
  'refer-for-recovery': plain(
    { en: 'The penalty was referred to the Board for recovery.', hi: 'शास्ति वसूली हेतु बोर्ड को भेजी गई।' },
    {
      en: 'The unpaid penalty was referred to the Animal Welfare Board of India for recovery.',
      hi: 'न चुकाई गई शास्ति वसूली हेतु भारतीय जीव-जंतु कल्याण बोर्ड को भेजी गई।',
    },
  ),
  'record-recovery': {
    officer: { en: 'The recovery action was recorded.', hi: 'वसूली की कार्रवाई दर्ज हो गई।' },
    party: (e) =>
      e.command.amountPaise > 0
        ? {
            text: {
              en: 'The Board recovered {amount} of the penalty.',
              hi: 'बोर्ड ने शास्ति में से {amount} की वसूली की।',
            },
            amountPaise: e.command.amountPaise,
          }
        : {
            text: {
              en: 'The Board recorded a step taken to recover the penalty.',
              hi: 'बोर्ड ने शास्ति की वसूली के लिए की गई कार्रवाई दर्ज की।',
            },
          },
    issues: [],
  },
  'register-body': plain(
    { en: 'The utilising body was registered.', hi: 'उपयोगकर्ता निकाय पंजीकृत हुआ।' },
    {
      en: 'A body was registered to use the penalty fund.',
      hi: 'शास्ति निधि के उपयोग के लिए एक निकाय पंजीकृत हुआ।',
    },
  ),
  'grant-sanction': plain(
    { en: 'The sanction was recorded in the fund’s book.', hi: 'स्वीकृति निधि की बही में दर्ज हुई।' },
    {
      en: 'A use of the penalty fund was sanctioned.',
      hi: 'शास्ति निधि के एक उपयोग की स्वीकृति दी गई।',
    },
  ),
  'make-release': plain(
    { en: 'The release was recorded in the fund’s book.', hi: 'निधि से जारी राशि बही में दर्ज हुई।' },
    {
      en: 'Money was released from the penalty fund on a sanction.',
      hi: 'स्वीकृति पर शास्ति निधि से राशि जारी की गई।',
    },
  ),
  'record-certificate': plain(
    { en: 'The utilisation certificate was recorded.', hi: 'उपयोग का प्रमाणपत्र दर्ज हुआ।' },
    {
      en: 'A certificate of how released money was used was recorded.',
      hi: 'जारी राशि के उपयोग का प्रमाणपत्र दर्ज हुआ।',
    },
  ),
  'reverse-entry': plain(
    { en: 'The entry was reversed in the fund’s book.', hi: 'निधि की बही में प्रविष्टि उलटी गई।' },
    {
      en: 'An entry in the accounts was reversed, for the reason recorded.',
      hi: 'लेखे की एक प्रविष्टि दर्ज कारण से उलटी गई।',
    },
  ),
};

/** The officer's line for a step of the money book just recorded (the page's "done"), if it names one. */
export function recordedLine(type: string | undefined): Text | undefined {
  return type !== undefined && Object.hasOwn(MONEY_EVENTS, type)
    ? MONEY_EVENTS[type as MoneyCommand['type']].officer
    : undefined;
}
