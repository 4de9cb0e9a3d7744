// The complaint case's events from the order on (Rules 4(12) to 4(15), 6, s.28): the order, its copies, deposits,
// the extension of time to decide and the reference for recovery; their entries of the event catalogue.

import type { AdjudicationEvent } from '../../../domain/adjudication/events.ts';
import { rupees } from '../../../lib/indian-format.ts';
import type { SignedEventCatalogue } from '../catalogue.ts';
import { fill } from '../catalogue.ts';
import { asRecorded, dateIn, dateText, known, TO } from '../words.ts';

export const ORDER_EVENTS = {
  'proceedings-extended': {
    officer: {
      en: 'Time to decide the case extended',
      hi: 'निपटान की समय-वृद्धि',
      as: 'গোচৰ নিষ্পত্তিৰ সময় বৃদ্ধি',
      bn: 'মামলা নিষ্পত্তির সময়বৃদ্ধি',
    },
    party: (e) => {
      // Rule 6: an extension made after the period had ended says so (the lapse is recorded with its reasons).
      const ended = e.afterLapse ? dateText(e.afterLapse.periodEndedOn) : undefined;
      const lapsed = ended
        ? {
            en: ` The period had already ended on ${ended.en}; time was extended after that, for recorded reasons.`,
            hi: ` अवधि ${ended.hi} को पहले ही समाप्त हो चुकी थी; दर्ज कारणों से समय-वृद्धि उसके बाद दी गई।`,
            as: ` সময়সীমা ${ended.as} তাৰিখে আগতেই শেষ হৈছিল; লিপিবদ্ধ কাৰণত তাৰ পিছত সময় বৃদ্ধি কৰা হ’ল।`,
            bn: ` সময়সীমা ${ended.bn} তারিখে আগেই শেষ হয়েছিল; লিপিবদ্ধ কারণে তার পরে সময় বাড়ানো হয়েছে।`,
          }
        : undefined;
      return {
        text: {
          en: `The time to decide the case was extended by {days} days, to {date}.${lapsed?.en ?? ''}`,
          hi: `मामले के निपटान का समय {days} दिन बढ़ाकर {date} तक किया गया।${lapsed?.hi ?? ''}`,
          as: `গোচৰ নিষ্পত্তিৰ সময় {days} দিন বঢ়াই {date}লৈ কৰা হ’ল।${lapsed?.as ?? ''}`,
          bn: `মামলা নিষ্পত্তির সময় {days} দিন বাড়িয়ে {date} পর্যন্ত করা হয়েছে।${lapsed?.bn ?? ''}`,
        },
        days: e.days,
        date: e.dueOn,
      };
    },
    sheet: (e) => {
      const lapse = e.afterLapse;
      return {
        en: `Proceedings extended by ${e.days} days to ${dateIn(e.dueOn, 'en')}: ${asRecorded(e.reasons, 'en')}${lapse ? ` Extended after the period had ended on ${dateIn(lapse.periodEndedOn, 'en')} (${lapse.daysLapsed} days before); why it was not extended in time: ${lapse.reasons}` : ''}`,
        hi: `कार्यवाही की अवधि ${e.days} दिन बढ़ाकर ${dateIn(e.dueOn, 'hi')} तक की गई: ${asRecorded(e.reasons, 'hi')}${lapse ? ` अवधि ${dateIn(lapse.periodEndedOn, 'hi')} को समाप्त हो जाने के ${lapse.daysLapsed} दिन बाद बढ़ाई गई; समय पर न बढ़ाने का कारण: ${lapse.reasons}` : ''}`,
      };
    },
    issues: ['proceedings-extension-order'], // Rule 6
  },
  'order-passed': {
    officer: { en: 'Order passed', hi: 'आदेश पारित', as: 'আদেশ দিয়া হ’ল', bn: 'আদেশ দেওয়া হয়েছে' },
    party: (e) =>
      e.order.kind === 'dismissal'
        ? {
            text: {
              en: 'The order was passed: the complaint was dismissed.',
              hi: 'आदेश पारित हुआ: शिकायत खारिज की गई।',
              as: 'আদেশ দিয়া হ’ল: অভিযোগ খাৰিজ কৰা হ’ল।',
              bn: 'আদেশ দেওয়া হয়েছে: অভিযোগটি খারিজ হয়েছে।',
            },
          }
        : {
            text: {
              en: 'The order was passed: {amount} in all.',
              hi: 'आदेश पारित हुआ: कुल {amount}।',
              as: 'আদেশ দিয়া হ’ল: মুঠ {amount}।',
              bn: 'আদেশ দেওয়া হয়েছে: মোট {amount}।',
            },
            amountPaise:
              e.order.penaltyPaise + e.order.compensationPaise + e.order.expensesPaise + e.order.chargesPaise,
          },
    sheet: (e) =>
      e.order.kind === 'dismissal'
        ? { en: 'Final order passed: complaint dismissed.', hi: 'अंतिम आदेश पारित: शिकायत खारिज।' }
        : {
            en: `Final order passed: penalty ${rupees(e.order.penaltyPaise)}, compensation ${rupees(e.order.compensationPaise)}.`,
            hi: `अंतिम आदेश पारित: शास्ति ${rupees(e.order.penaltyPaise)}, प्रतिकर ${rupees(e.order.compensationPaise)}।`,
          },
    issues: ['final-order'], // Rule 4(12) or 4(13)
  },
  'order-copy-supplied': {
    officer: {
      en: 'Copy of the order supplied',
      hi: 'आदेश की प्रति दी गई',
      as: 'আদেশৰ প্ৰতিলিপি প্ৰদান',
      bn: 'আদেশের প্রতিলিপি প্রদান',
    },
    party: (e) => ({
      text: e.fieldProof
        ? fill(
            {
              en: 'A signed copy of the order was handed free of cost to {to} by the process server {by} on {date} at {at}.',
              hi: 'आदेश की हस्ताक्षरित प्रति आदेशिका तामीलकर्ता {by} ने {date} को {at} बजे {to} को निःशुल्क सौंपी।',
              as: 'আদেশৰ স্বাক্ষৰিত প্ৰতিলিপি জাৰিকাৰক {by}এ {date} তাৰিখে {at} বজাত বিনামূলীয়াকৈ {to}ক হাতে হাতে দিলে।',
              bn: 'আদেশের একটি স্বাক্ষরিত প্রতিলিপি জারিকারক {by} {date} তারিখে {at}টায় বিনামূল্যে {to}-কে হাতে দিয়েছেন।',
            },
            {
              to: known(TO, e.to),
              by: e.fieldProof.servedBy,
              date: dateText(e.on),
              at: e.fieldProof.at,
            },
          )
        : fill(
            {
              en: 'A signed copy of the order was given free of cost to {to}.',
              hi: 'आदेश की हस्ताक्षरित प्रति {to} को निःशुल्क दी गई।',
              as: 'আদেশৰ স্বাক্ষৰিত প্ৰতিলিপি বিনামূলীয়াকৈ {to}ক দিয়া হ’ল।',
              bn: 'আদেশের একটি স্বাক্ষরিত প্রতিলিপি বিনামূল্যে {to}-কে দেওয়া হয়েছে।',
            },
            { to: known(TO, e.to) },
          ),
    }),
    // The officer's page shows who handed it over, to whom and when, beside the line (as for a tender of a notice).
    proof: (e) =>
      e.fieldProof
        ? {
            manner: 'tender',
            proof: {
              tenderedBy: e.fieldProof.servedBy,
              tenderedTo: e.fieldProof.receivedBy,
              at: e.fieldProof.at,
              ...(e.fieldProof.place ? { place: e.fieldProof.place } : {}),
              ...(e.fieldProof.photoDocumentId ? { acknowledgementDocumentId: e.fieldProof.photoDocumentId } : {}),
            },
          }
        : undefined,
    sheet: (e) => {
      const to = { en: `the ${e.to}`, hi: e.to === 'complainant' ? 'शिकायतकर्ता' : 'कथित उल्लंघनकर्ता' };
      const f = e.fieldProof;
      if (!f)
        return {
          en: `Signed copy of the order supplied free of cost to ${to.en}.`,
          hi: `आदेश की हस्ताक्षरित प्रति ${to.hi} को निःशुल्क दी गई।`,
        };
      return {
        en: `Signed copy of the order handed free of cost to ${to.en} (${f.receivedBy}) by the process server ${f.servedBy} on ${dateIn(e.on, 'en')} at ${f.at} IST${f.place ? `, at ${f.place}` : ''}. Proof recorded and signed on the process server's phone, SHA-256 ${f.sha256}.`,
        hi: `आदेश की हस्ताक्षरित प्रति आदेशिका तामीलकर्ता ${f.servedBy} ने ${dateIn(e.on, 'hi')} को ${f.at} बजे (भारतीय मानक समय)${f.place ? ` ${f.place} पर` : ''} ${to.hi} (${f.receivedBy}) को निःशुल्क सौंपी। सबूत तामीलकर्ता के फ़ोन पर दर्ज और हस्ताक्षरित, SHA-256 ${f.sha256}।`,
      };
    },
    issues: [],
  },
  'deposit-recorded': {
    officer: { en: 'Deposit recorded', hi: 'जमा दर्ज', as: 'জমা লিপিবদ্ধ', bn: 'জমা লিপিবদ্ধ' },
    party: (e) => ({
      text: {
        en: 'A deposit of {amount} was recorded.',
        hi: '{amount} की जमा दर्ज की गई।',
        as: '{amount} জমা লিপিবদ্ধ কৰা হ’ল।',
        bn: '{amount} জমা লিপিবদ্ধ হয়েছে।',
      },
      amountPaise: e.amountPaise,
    }),
    sheet: (e) => ({
      en: `Deposit of ${rupees(e.amountPaise)} received, receipt ${e.receiptNo}; outstanding ${rupees(e.outstandingAfterPaise)}.`,
      hi: `${rupees(e.amountPaise)} जमा प्राप्त, रसीद ${e.receiptNo}; शेष ${rupees(e.outstandingAfterPaise)}।`,
    }),
    issues: ['payment-receipt'], // s.28 deposit
  },
  'referred-for-recovery': {
    officer: {
      en: 'Sent for recovery',
      hi: 'बोर्ड को वसूली हेतु संदर्भ भेजा गया',
      as: 'আদায়ৰ বাবে পঠোৱা হ’ল',
      bn: 'আদায়ের জন্য পাঠানো হয়েছে',
    },
    party: (e) => ({
      text: {
        en: '{amount} unpaid was referred to the Animal Welfare Board of India for recovery.',
        hi: 'असंदत्त {amount} वसूली हेतु भारतीय जीव-जंतु कल्याण बोर्ड को संदर्भित की गई।',
        as: 'নিদিয়া {amount} আদায়ৰ বাবে ভাৰতীয় জীৱ-জন্তু কল্যাণ ব’ৰ্ডলৈ পঠোৱা হ’ল।',
        bn: 'অনাদায়ী {amount} আদায়ের জন্য ভারতীয় প্রাণী কল্যাণ পর্ষদে পাঠানো হয়েছে।',
      },
      amountPaise: e.outstandingPaise,
    }),
    sheet: (e) => {
      const p = e.appealPending;
      return {
        en: `Referred to the Animal Welfare Board of India for recovery of ${rupees(e.outstandingPaise)}.${p ? ` At the time, an appeal against the order (${p.number}, filed on ${dateIn(p.filedOn, 'en')}) is pending; the Board is told so.` : ''}`,
        hi: `${rupees(e.outstandingPaise)} के लिए भारतीय जीव-जंतु कल्याण बोर्ड को वसूली हेतु संदर्भ भेजा गया।${p ? ` उस समय आदेश के विरुद्ध अपील (${p.number}, ${dateIn(p.filedOn, 'hi')} को फाइल की गई) लंबित है; बोर्ड को यह सूचित किया गया।` : ''}`,
      };
    },
    issues: ['recovery-referral'], // Rule 4(14)
  },
} satisfies Partial<SignedEventCatalogue<AdjudicationEvent>>;
