// The Assam track's event catalogue (s.26, s.26A of the Act as amended in Assam): every event of the domain's
// AssamEvent union with the officer's line, the sentence a reader of the record is shown, and the documents it issues.
// Typed against the union: an event without its entry does not compile. Hindi terms from law/glossary-hi.md.

import type { AssamEvent } from '../../../domain/assam/events.ts';
import type { EventCatalogue, Text } from '../catalogue.ts';

/** An event the record states in one sentence for every reader, with its short line for the officer's list. */
const plain = (officer: Text, sentence: Text) => ({ officer, party: () => ({ text: sentence }) });

export const ASSAM_EVENTS: EventCatalogue<AssamEvent> = {
  'written-report-made': {
    ...plain(
      { en: 'Written report made (s.26A)', hi: 'लिखित रिपोर्ट की गई (धारा 26क)' },
      { en: 'A written report of the offence was made.', hi: 'अपराध की लिखित रिपोर्ट की गई।' },
    ),
    issues: ['assam-s26a-report'], // s.26A (Assam)
  },
  'report-forwarded': {
    ...plain(
      { en: 'Report forwarded to the court', hi: 'रिपोर्ट न्यायालय को भेजी गई' },
      { en: 'The report was forwarded to the court.', hi: 'रिपोर्ट न्यायालय को भेजी गई।' },
    ),
    issues: [],
  },
  'cognizance-taken': {
    ...plain(
      { en: 'Cognizance taken by the court', hi: 'न्यायालय द्वारा संज्ञान लिया गया' },
      { en: 'The court took cognizance of the offence.', hi: 'न्यायालय ने अपराध का संज्ञान लिया।' },
    ),
    issues: [],
  },
  'summons-served': {
    ...plain(
      { en: 'Summons served on the accused', hi: 'अभियुक्त पर समन की तामील' },
      { en: "The court's summons was served on the accused.", hi: 'न्यायालय के समन की तामील अभियुक्त पर की गई।' },
    ),
    issues: [],
  },
  'appearance-recorded': {
    ...plain(
      { en: 'Appearance of the accused recorded', hi: 'अभियुक्त की उपस्थिति अभिलिखित' },
      {
        en: 'Whether the accused appeared before the court was recorded.',
        hi: 'अभियुक्त न्यायालय के समक्ष उपस्थित हुआ या नहीं, यह अभिलिखित किया गया।',
      },
    ),
    issues: [],
  },
  'accused-acquitted': {
    ...plain(
      { en: 'Accused acquitted', hi: 'अभियुक्त दोषमुक्त' },
      { en: 'The accused was acquitted.', hi: 'अभियुक्त को दोषमुक्त किया गया।' },
    ),
    issues: [],
  },
  'accused-convicted': {
    ...plain(
      { en: 'Accused convicted', hi: 'अभियुक्त की दोषसिद्धि' },
      { en: 'The accused was convicted.', hi: 'अभियुक्त को दोषसिद्ध किया गया।' },
    ),
    issues: [],
  },
  'compensation-ordered': {
    officer: { en: 'Compensation ordered', hi: 'प्रतिकर का आदेश' },
    party: (e) => ({
      text: {
        en: 'Compensation of {amount} was ordered, to be paid by {date}.',
        hi: '{amount} के प्रतिकर का आदेश दिया गया, जिसे {date} तक देना है।',
      },
      amountPaise: e.amountRupees * 100,
      date: e.payBy,
    }),
    issues: [],
  },
  // Issue 27: the accused's application to adjourn a sitting, and the court's order, with reasons.
  'adjournment-applied': {
    officer: { en: 'Application to adjourn the sitting', hi: 'पेशी के स्थगन का आवेदन' },
    party: (e) => ({
      text: {
        en: `The accused applied to the court to adjourn the sitting of {date}: ${e.reasons}`,
        hi: `अभियुक्त ने {date} की पेशी स्थगित करने के लिए न्यायालय से आवेदन किया: ${e.reasons}`,
      },
      date: e.from,
    }),
    issues: [],
  },
  'adjournment-ordered': {
    officer: { en: 'Adjournment of the sitting ordered or refused', hi: 'पेशी के स्थगन का आदेश या अस्वीकृति' },
    party: (e) =>
      e.granted
        ? {
            text:
              e.soughtBy === 'accused'
                ? {
                    en: `On the accused's application, the court adjourned the sitting to {date}. Reasons: ${e.reasons}`,
                    hi: `अभियुक्त के आवेदन पर न्यायालय ने पेशी {date} तक स्थगित की। कारण: ${e.reasons}`,
                  }
                : {
                    en: `The court adjourned the sitting of its own motion to {date}. Reasons: ${e.reasons}`,
                    hi: `न्यायालय ने स्वप्रेरणा से पेशी {date} तक स्थगित की। कारण: ${e.reasons}`,
                  },
            ...(e.to !== undefined ? { date: e.to } : {}),
          }
        : {
            text: {
              en: `The court refused the accused's application to adjourn the sitting of {date}. Reasons: ${e.reasons}`,
              hi: `न्यायालय ने {date} की पेशी स्थगित करने का अभियुक्त का आवेदन अस्वीकार किया। कारण: ${e.reasons}`,
            },
            date: e.from,
          },
    issues: [],
  },
  'compensation-paid': {
    ...plain(
      { en: 'Compensation paid', hi: 'प्रतिकर दिया गया' },
      { en: 'The compensation was paid.', hi: 'प्रतिकर दिया गया।' },
    ),
    issues: [],
  },
  'compensation-defaulted': {
    ...plain(
      { en: 'Compensation not paid in time', hi: 'प्रतिकर समय पर नहीं दिया गया' },
      { en: 'The compensation was not paid in time.', hi: 'प्रतिकर समय पर नहीं दिया गया।' },
    ),
    issues: [],
  },
  'cattle-forfeited': {
    ...plain({ en: 'Cattle forfeited', hi: 'पशु समपहृत' }, { en: 'The cattle were forfeited.', hi: 'पशु समपहृत किए गए।' }),
    issues: [],
  },
  'cattle-auctioned': {
    ...plain(
      { en: 'Cattle auctioned', hi: 'पशु नीलाम' },
      { en: 'The cattle were sold by auction.', hi: 'पशु नीलाम किए गए।' },
    ),
    issues: [],
  },
};
