// The complaint case's events of the inquiry (Rules 4(2), 4(6) to 4(10)): summons, the proceeding in the absence,
// the hearing, waivers and what the parties file; their entries of the event catalogue (events.ts joins the stages).

import type { AdjudicationEvent } from '../../../domain/adjudication/events.ts';
import type { SignedEventCatalogue } from '../catalogue.ts';
import { asRecorded, dateIn } from '../words.ts';

const partyHi = (p: 'complainant' | 'contravener' | 'officer'): string =>
  p === 'officer' ? 'अधिकारी' : p === 'complainant' ? 'शिकायतकर्ता' : 'जिसके विरुद्ध शिकायत है उस व्यक्ति';
const partyEn = (p: 'complainant' | 'contravener' | 'officer'): string =>
  p === 'officer' ? 'the officer' : p === 'complainant' ? 'the complainant' : 'the person complained against';

export const HEARING_EVENTS = {
  'summons-issued': {
    officer: {
      en: 'Summons issued to a witness',
      hi: 'साक्षी को समन जारी',
      as: 'সাক্ষীলৈ চমন জাৰি',
      bn: 'সাক্ষীকে সমন জারি',
    },
    party: (e) => ({
      text: {
        en: 'A witness was summoned to appear on {date}.',
        hi: 'एक साक्षी को {date} को उपस्थित होने के लिए समन किया गया।',
        as: '{date} তাৰিখে উপস্থিত হ’বলৈ এজন সাক্ষীক চমন দিয়া হ’ল।',
        bn: '{date} তারিখে উপস্থিত হতে একজন সাক্ষীকে সমন দেওয়া হয়েছে।',
      },
      date: e.appearOn,
    }),
    sheet: (e) => ({
      en: `Summons issued to ${e.witnessName} to appear on ${dateIn(e.appearOn, 'en')}.`,
      hi: `${e.witnessName} को ${dateIn(e.appearOn, 'hi')} को उपस्थित होने के लिए समन जारी किया गया।`,
    }),
    issues: ['summons'], // Rule 4(2)
  },
  'summons-appearance-recorded': {
    officer: {
      en: 'The summoned person appeared',
      hi: 'समन किया गया व्यक्ति उपस्थित हुआ',
      as: 'চমন দিয়া ব্যক্তিগৰাকী উপস্থিত হ’ল',
      bn: 'সমনপ্রাপ্ত ব্যক্তি উপস্থিত হয়েছেন',
    },
    party: () => ({
      text: {
        en: 'A person summoned by the officer appeared and gave evidence or documents.',
        hi: 'अधिकारी द्वारा समन किया गया व्यक्ति उपस्थित हुआ और साक्ष्य या दस्तावेज़ दिए।',
        as: 'বিষয়াই চমন দিয়া এগৰাকী ব্যক্তি উপস্থিত হৈ সাক্ষ্য বা নথি দাখিল কৰিলে।',
        bn: 'আধিকারিকের সমনপ্রাপ্ত একজন ব্যক্তি উপস্থিত হয়ে সাক্ষ্য বা নথি দিয়েছেন।',
      },
    }),
    sheet: (e) => ({
      en: `The person summoned appeared: ${asRecorded(e.statement, 'en')}`,
      hi: `समन किया गया व्यक्ति उपस्थित हुआ: ${asRecorded(e.statement, 'hi')}`,
    }),
    issues: [],
  },
  'attendance-enforced': {
    officer: {
      en: 'Attendance enforced',
      hi: 'उपस्थिति प्रवर्तित',
      as: 'উপস্থিতি বলবৎ কৰা হ’ল',
      bn: 'উপস্থিতি বলবৎ করা হয়েছে',
    },
    party: () => ({
      text: {
        en: 'The attendance of a witness was enforced.',
        hi: 'एक साक्षी की उपस्थिति प्रवर्तित की गई।',
        as: 'এজন সাক্ষীৰ উপস্থিতি বাধ্যতামূলক কৰা হ’ল।',
        bn: 'একজন সাক্ষীর উপস্থিতি বলবৎ করা হয়েছে।',
      },
    }),
    sheet: (e) => ({ en: `Attendance enforced: ${e.reasons}`, hi: `उपस्थिति प्रवर्तित की गई: ${e.reasons}` }),
    issues: [],
  },
  'ex-parte-recorded': {
    officer: {
      en: 'Case to go on ex parte (no reply in time)',
      hi: 'मामला एकपक्षीय चलेगा (समय पर उत्तर नहीं)',
      as: 'গোচৰ একপক্ষীয়ভাৱে চলিব (সময়মতে উত্তৰ নাই)',
      bn: 'মামলা একতরফা চলবে (সময়মতো উত্তর নেই)',
    },
    party: () => ({
      text: {
        en: 'No reply came within the period; the case goes on in the absence of the person complained against.',
        hi: 'अवधि के भीतर उत्तर नहीं आया; मामला उस व्यक्ति की अनुपस्थिति में चलेगा जिसके विरुद्ध शिकायत की गई।',
        as: 'সময়সীমাৰ ভিতৰত উত্তৰ নাহিল; যাৰ বিৰুদ্ধে অভিযোগ কৰা হৈছে তেওঁৰ অনুপস্থিতিতে গোচৰ চলিব।',
        bn: 'সময়ের মধ্যে কোনো উত্তর আসেনি; যাঁর বিরুদ্ধে অভিযোগ তাঁর অনুপস্থিতিতে মামলা চলছে।',
      },
    }),
    sheet: (e) => ({
      en: `No reply by ${dateIn(e.replyDueOn, 'en')}; hearing to proceed in absence: ${asRecorded(e.reasons, 'en')}`,
      hi: `${dateIn(e.replyDueOn, 'hi')} तक उत्तर नहीं; सुनवाई अनुपस्थिति में होगी: ${asRecorded(e.reasons, 'hi')}`,
    }),
    issues: ['ex-parte-record'], // Rule 4(7)
  },
  'ex-parte-recalled': {
    officer: {
      en: 'Ex parte proceeding recalled (hearing on notice to follow)',
      hi: 'एकपक्षीय कार्यवाही वापस ली गई (सूचना देकर सुनवाई होगी)',
      as: 'একপক্ষীয় কাৰ্যবাহী প্ৰত্যাহাৰ (জাননী দি শুনানি হ’ব)',
      bn: 'একতরফা কার্যধারা প্রত্যাহৃত (নোটিশ দিয়ে শুনানি হবে)',
    },
    party: () => ({
      text: {
        en: 'The proceeding in the absence was recalled; a hearing on notice to both parties follows.',
        hi: 'अनुपस्थिति में चल रही कार्यवाही वापस ली गई; दोनों पक्षकारों को सूचना देकर सुनवाई होगी।',
        as: 'অনুপস্থিতিত চলা কাৰ্যবাহী প্ৰত্যাহাৰ কৰা হ’ল; দুয়ো পক্ষক জাননী দি শুনানি হ’ব।',
        bn: 'অনুপস্থিতিতে চলা কার্যবিবরণী প্রত্যাহার হয়েছে; উভয় পক্ষকে নোটিশ দিয়ে শুনানি হবে।',
      },
    }),
    sheet: (e) => ({
      en: `Ex parte proceeding of ${dateIn(e.exParteOn, 'en')} recalled; the hearing under Rule 4(6) to follow: ${asRecorded(e.reasons, 'en')}`,
      hi: `${dateIn(e.exParteOn, 'hi')} की एकपक्षीय कार्यवाही वापस ली गई; नियम 4(6) के अधीन सुनवाई होगी: ${asRecorded(e.reasons, 'hi')}`,
    }),
    issues: [],
  },
  'hearing-notice-issued': {
    officer: { en: 'Hearing fixed', hi: 'सुनवाई नियत', as: 'শুনানিৰ তাৰিখ ধাৰ্য', bn: 'শুনানির তারিখ ধার্য' },
    party: (e) => ({
      text: {
        en:
          'A notice of hearing was issued for {date}.' +
          (e.withdraws ? ' The earlier notice of hearing is withdrawn; this date replaces it.' : ''),
        hi:
          '{date} के लिए सुनवाई की सूचना जारी की गई।' +
          (e.withdraws ? ' पूर्व सुनवाई की सूचना वापस ली गई; यह तारीख उसके स्थान पर है।' : ''),
        as:
          '{date} তাৰিখৰ বাবে শুনানিৰ জাননী জাৰি কৰা হ’ল।' +
          (e.withdraws ? ' আগৰ শুনানিৰ জাননী প্ৰত্যাহাৰ কৰা হ’ল; এই তাৰিখে তাৰ ঠাই ল’লে।' : ''),
        bn:
          '{date} তারিখের জন্য শুনানির নোটিশ জারি হয়েছে।' +
          (e.withdraws ? ' আগের শুনানির নোটিশ প্রত্যাহার করা হয়েছে; এই তারিখ তার স্থান নিয়েছে।' : ''),
      },
      date: e.hearingOn,
    }),
    sheet: (e) => {
      const adj = e.adjournment;
      const at = e.time ? { en: ` at ${e.time}`, hi: ` ${e.time} बजे` } : { en: '', hi: '' };
      const where = e.place ? `, ${e.place}` : '';
      const withdrawn = e.withdraws
        ? {
            en: ` The earlier notice of hearing (${e.withdraws}) is withdrawn${adj ? `; adjourned at the request of ${partyEn(adj.soughtBy)}: ${adj.reasons}` : ''}.`,
            hi: ` पूर्व सुनवाई की सूचना (${e.withdraws}) वापस ली गई${adj ? `; ${partyHi(adj.soughtBy)} के अनुरोध पर स्थगित: ${adj.reasons}` : ''}।`,
          }
        : { en: '', hi: '' };
      const closed = e.closedDay
        ? {
            en: ` The office is closed that day (${e.closedDay}); fixed knowingly.`,
            hi: ` उस दिन कार्यालय बंद है (${e.closedDay}); जानते हुए नियत।`,
          }
        : { en: '', hi: '' };
      const short = e.shortNoticeReasons
        ? {
            en: ` Shorter notice, for reasons recorded: ${e.shortNoticeReasons}`,
            hi: ` कम अवधि की सूचना, दर्ज कारणों से: ${e.shortNoticeReasons}`,
          }
        : { en: '', hi: '' };
      return {
        en: `Notice of hearing issued for ${dateIn(e.hearingOn, 'en')}${at.en}${where}.${withdrawn.en}${closed.en}${short.en}`,
        hi: `${dateIn(e.hearingOn, 'hi')}${at.hi}${where} के लिए सुनवाई की सूचना जारी की गई।${withdrawn.hi}${closed.hi}${short.hi}`,
      };
    },
    issues: ['hearing-notice'], // Rule 4(6)
  },
  'waiver-recorded': {
    officer: {
      en: 'Hearing waived in writing',
      hi: 'सुनवाई का लिखित अधित्यजन',
      as: 'লিখিতভাৱে শুনানিৰ অধিকাৰ ত্যাগ',
      bn: 'লিখিতভাবে শুনানির অধিকার ত্যাগ',
    },
    party: (e) => ({
      text:
        e.by === 'complainant'
          ? {
              en: 'The complainant waived the hearing in writing.',
              hi: 'शिकायतकर्ता ने लिखित में सुनवाई का अधित्यजन किया।',
              as: 'অভিযোগকাৰীয়ে লিখিতভাৱে শুনানিৰ অধিকাৰ ত্যাগ কৰিলে।',
              bn: 'অভিযোগকারী লিখিতভাবে শুনানির অধিকার ত্যাগ করেছেন।',
            }
          : {
              en: 'The person complained against waived the hearing in writing.',
              hi: 'जिसके विरुद्ध शिकायत की गई, उसने लिखित में सुनवाई का अधित्यजन किया।',
              as: 'যাৰ বিৰুদ্ধে অভিযোগ কৰা হৈছে তেওঁ লিখিতভাৱে শুনানিৰ অধিকাৰ ত্যাগ কৰিলে।',
              bn: 'যাঁর বিরুদ্ধে অভিযোগ, তিনি লিখিতভাবে শুনানির অধিকার ত্যাগ করেছেন।',
            },
    }),
    sheet: (e) => ({
      en: `${e.by === 'complainant' ? 'The complainant' : 'The person complained against'} waived the hearing in writing (document ${e.documentId}): "${e.words}"`,
      hi: `${e.by === 'complainant' ? 'शिकायतकर्ता' : 'जिसके विरुद्ध शिकायत है उस व्यक्ति'} ने लिखित में सुनवाई का अधित्यजन किया (दस्तावेज़ ${e.documentId}): "${e.words}"`,
    }),
    issues: [],
  },
  'hearing-recorded': {
    officer: { en: 'Hearing held', hi: 'सुनवाई हुई', as: 'শুনানি হ’ল', bn: 'শুনানি হয়েছে' },
    party: () => ({ text: { en: 'The hearing was held.', hi: 'सुनवाई हुई।', as: 'শুনানি হ’ল।', bn: 'শুনানি হয়েছে।' } }),
    sheet: (e) =>
      e.materialExamined
        ? {
            en: `Hearing held in the absence of the person complained against; the complainant's material examined: ${asRecorded(e.materialExamined.join('; '), 'en')}. ${asRecorded(e.notes, 'en')}`,
            hi: `कथित उल्लंघनकर्ता की अनुपस्थिति में सुनवाई हुई; शिकायतकर्ता की सामग्री की परीक्षा की गई: ${asRecorded(e.materialExamined.join('; '), 'hi')}। ${asRecorded(e.notes, 'hi')}`,
          }
        : {
            en: `Hearing held${e.explained ? '; contravention and provisions explained' : ''}. ${asRecorded(e.notes, 'en')}`,
            hi: `सुनवाई हुई${e.explained ? '; उल्लंघन और उपबंध समझाए गए' : ''}। ${asRecorded(e.notes, 'hi')}`,
          },
    issues: [],
  },
  'written-submissions-allowed': {
    officer: {
      en: 'Written submissions allowed',
      hi: 'लिखित निवेदन की अनुमति',
      as: 'লিখিত যুক্তিৰ অনুমতি দিয়া হ’ল',
      bn: 'লিখিত বক্তব্যের অনুমতি',
    },
    party: () => ({
      text: {
        en: 'Written submissions were allowed.',
        hi: 'लिखित निवेदन की अनुमति दी गई।',
        as: 'লিখিত যুক্তিৰ অনুমতি দিয়া হ’ল।',
        bn: 'লিখিত বক্তব্যের অনুমতি দেওয়া হয়েছে।',
      },
    }),
    sheet: (e) => ({ en: `Written submissions allowed on: ${e.issues}`, hi: `लिखित निवेदन की अनुमति: ${e.issues}` }),
    issues: [],
  },
  'party-filed': {
    officer: {
      en: 'Filed by a party (list or written submission)',
      hi: 'पक्षकार द्वारा दाखिल (सूची या लिखित निवेदन)',
      as: 'পক্ষই দাখিল কৰিছে (তালিকা বা লিখিত যুক্তি)',
      bn: 'পক্ষ দাখিল করেছেন (তালিকা বা লিখিত বক্তব্য)',
    },
    party: () => ({
      text: {
        en: 'A party filed a list of witnesses or documents, or written submissions.',
        hi: 'एक पक्षकार ने साक्षियों या दस्तावेज़ों की सूची, या लिखित निवेदन दिया।',
        as: 'এটা পক্ষই সাক্ষী বা নথিৰ তালিকা, বা লিখিত যুক্তি দাখিল কৰিলে।',
        bn: 'একটি পক্ষ সাক্ষী বা নথির তালিকা, অথবা লিখিত বক্তব্য জমা দিয়েছেন।',
      },
    }),
    sheet: (e) => ({
      en: `Filed by the ${e.by}: ${e.items.join('; ')}`,
      hi: `${e.by === 'complainant' ? 'शिकायतकर्ता' : 'कथित उल्लंघनकर्ता'} द्वारा फाइल किया गया: ${e.items.join('; ')}`,
    }),
    issues: [],
  },
  'written-brief-filed': {
    officer: {
      en: 'Written brief submitted by a party',
      hi: 'पक्षकार द्वारा लिखित संक्षेप प्रस्तुत',
      as: 'পক্ষই লিখিত যুক্তি দাখিল কৰিলে',
      bn: 'পক্ষ লিখিত বক্তব্য জমা দিয়েছেন',
    },
    party: (e) => ({
      text:
        e.by === 'complainant'
          ? {
              en: 'The complainant submitted a written brief on the portal.',
              hi: 'शिकायतकर्ता ने पोर्टल पर लिखित संक्षेप प्रस्तुत किया।',
              as: 'অভিযোগকাৰীয়ে পৰ্টেলত লিখিত যুক্তি দাখিল কৰিলে।',
              bn: 'অভিযোগকারী পোর্টালে লিখিত বক্তব্য জমা দিয়েছেন।',
            }
          : {
              en: 'The person complained against submitted a written brief on the portal.',
              hi: 'जिसके विरुद्ध शिकायत की गई, उसने पोर्टल पर लिखित संक्षेप प्रस्तुत किया।',
              as: 'যাৰ বিৰুদ্ধে অভিযোগ কৰা হৈছে তেওঁ পৰ্টেলত লিখিত যুক্তি দাখিল কৰিলে।',
              bn: 'যাঁর বিরুদ্ধে অভিযোগ, তিনি পোর্টালে লিখিত বক্তব্য জমা দিয়েছেন।',
            },
    }),
    sheet: (e) => ({
      en: `Written brief in support of the claim submitted by the ${e.by === 'complainant' ? 'complainant' : 'person complained against'} on the portal: ${e.text}`,
      hi: `${e.by === 'complainant' ? 'शिकायतकर्ता' : 'कथित उल्लंघनकर्ता'} द्वारा दावे के समर्थन में पोर्टल पर लिखित संक्षेप प्रस्तुत: ${e.text}`,
    }),
    issues: [],
  },
} satisfies Partial<SignedEventCatalogue<AdjudicationEvent>>;
