// The complaint case's events from the complaint to the reply (Rules 3, 4(1) to 4(5)): their entries of the event
// catalogue (events.ts joins the stages into one record typed against the domain's union).

import type { AdjudicationEvent } from '../../../domain/adjudication/events.ts';
import { asRecorded } from '../words.ts';
import type { SignedEventCatalogue } from '../catalogue.ts';
import { fill, join, NOTHING as NONE } from '../catalogue.ts';
import {
  both,
  BY_PORTAL,
  dateIn,
  DEEMED,
  deliveryWords,
  known,
  LATE,
  MODE,
  outcomeOf,
  proofText,
  SERVICE,
  SERVICE_OUTCOME,
} from '../words.ts';

const complainantCopy = (e: { readonly to?: 'complainant' }, L: 'en' | 'hi'): string =>
  e.to === 'complainant' ? (L === 'hi' ? ' (शिकायतकर्ता की प्रति)' : " (the complainant's copy)") : '';

export const NOTICE_EVENTS = {
  'complaint-registered': {
    officer: { en: 'Complaint received', hi: 'शिकायत प्राप्त', as: 'অভিযোগ প্ৰাপ্ত', bn: 'অভিযোগ প্রাপ্ত' },
    party: () => ({
      text: {
        en: 'The complaint (Form-I) was received and registered.',
        hi: 'शिकायत (प्ररूप-I) प्राप्त हुई और पंजीकृत की गई।',
        as: 'অভিযোগ (প্ৰপত্ৰ-I) প্ৰাপ্ত আৰু পঞ্জীভুক্ত কৰা হ’ল।',
        bn: 'অভিযোগ (প্রপত্র-I) পাওয়া গেছে ও নথিভুক্ত হয়েছে।',
      },
    }),
    sheet: (e) => ({
      en: `Complaint in Form-I received from ${e.particulars.complainant.name} against ${e.particulars.contravener.name} and registered.`,
      hi: `${e.particulars.complainant.name} से ${e.particulars.contravener.name} के विरुद्ध प्ररूप-I में शिकायत प्राप्त हुई और पंजीकृत की गई।`,
    }),
    issues: ['form-1'], // Rule 3, Form-I with the receipt
  },
  'show-cause-notice-issued': {
    officer: {
      en: 'Show-cause notice issued',
      hi: 'कारण बताओ सूचना जारी',
      as: 'কাৰণ দৰ্শোৱাৰ জাননী জাৰি',
      bn: 'কারণ দর্শানোর নোটিশ জারি',
    },
    party: (e) => ({
      text: {
        en: 'The show-cause notice (Form-II) was issued, with {days} days from service to reply.',
        hi: 'कारण बताओ सूचना (प्ररूप-II) जारी की गई, तामील से उत्तर के लिए {days} दिन।',
        as: 'কাৰণ দৰ্শোৱাৰ জাননী (প্ৰপত্ৰ-II) জাৰি কৰা হ’ল; প্ৰদানৰ পৰা উত্তৰৰ বাবে {days} দিন।',
        bn: 'কারণ দর্শানোর নোটিশ (প্রপত্র-II) জারি হয়েছে; পৌঁছানো থেকে উত্তরের জন্য {days} দিন।',
      },
      days: e.replyDays,
    }),
    sheet: (e) => ({
      en: `Show-cause notice in Form-II issued, reply within ${e.replyDays} days of service; copy of the complaint enclosed.`,
      hi: `प्ररूप-II में कारण बताओ सूचना जारी की गई, तामील से ${e.replyDays} दिन के भीतर उत्तर; शिकायत की प्रति संलग्न।`,
    }),
    issues: ['form-2'], // Rule 4(1), 4(3): Form-II, the complaint enclosed
  },
  'service-attempted': {
    officer: {
      en: 'Attempt to deliver a notice',
      hi: 'सूचना की तामील का प्रयास',
      as: 'জাননী প্ৰদানৰ প্ৰচেষ্টা',
      bn: 'নোটিশ পৌঁছানোর চেষ্টা',
    },
    party: (e) => ({
      text: fill(
        {
          en: 'A notice was sent for service {mode}: {outcome}.',
          hi: 'सूचना की तामील {mode} की गई: {outcome}।',
          as: 'এখন জাননী {mode} প্ৰদানৰ বাবে পঠোৱা হ’ল: {outcome}।',
          bn: 'একটি নোটিশ {mode} পৌঁছে দেওয়ার জন্য পাঠানো হয়েছে: {outcome}।',
        },
        { mode: known(MODE, e.mode), outcome: outcomeOf(e.type, e, e.outcome) },
      ),
    }),
    proof: (e) => (e.proof ? { manner: e.mode, proof: e.proof } : undefined),
    sheet: (e) => {
      const d = deliveryWords(e.type, e);
      if (e.refused) {
        const refused = e.refused;
        return both((L) => {
          const w =
            refused.witnesses.length === 0
              ? ''
              : L === 'hi'
                ? ` साक्षी: ${refused.witnesses.join(', ')}।`
                : ` Witnesses: ${refused.witnesses.join(', ')}.`;
          return (
            L === 'hi'
              ? `सूचना निविदत्त की गई और लेने से इंकार किया गया: ${proofText(e.proof, L)} ${refused.refusal}।${w} तामील नहीं हुई; तामील अगली रीति से की जाएगी।`
              : `Notice tendered and refused: ${proofText(e.proof, L)} ${refused.refusal}.${w} Not served; service to proceed by the next manner.`
          ).trim();
        });
      }
      return both((L) => {
        const own = L === 'hi' ? (e.particularsHi ?? e.particulars) : e.particulars;
        const more = [proofText(e.proof, L), own ?? ''].filter(Boolean).join(' ');
        const by = SERVICE[e.mode]![L];
        return (
          L === 'hi'
            ? `तामील का प्रयास ${by}${complainantCopy(e, L)}: ${d.hi}। ${more}`
            : `Service attempted ${by}${complainantCopy(e, L)}: ${d.en}. ${more}`
        ).trim();
      });
    },
    issues: [],
  },
  'service-outcome-recorded': {
    officer: {
      en: 'Result of delivery recorded',
      hi: 'तामील का परिणाम दर्ज',
      as: 'প্ৰদানৰ ফলাফল লিপিবদ্ধ',
      bn: 'পৌঁছানোর ফলাফল লিপিবদ্ধ',
    },
    ...SERVICE_OUTCOME,
    sheet: (e) => {
      const d = deliveryWords(e.type, e);
      return {
        en: `Outcome of service recorded${complainantCopy(e, 'en')}: ${d.en}.`,
        hi: `तामील का परिणाम अभिलिखित${complainantCopy(e, 'hi')}: ${d.hi}।`,
      };
    },
    issues: [],
  },
  'service-deemed': {
    officer: {
      en: 'Notice treated as delivered',
      hi: 'सूचना की समझी गई तामील दर्ज',
      as: 'জাননী প্ৰদান কৰা বুলি গণ্য',
      bn: 'নোটিশ পৌঁছানো হয়েছে বলে গণ্য',
    },
    party: (e) => ({ text: fill(DEEMED, { delivery: outcomeOf(e.type, e, undefined) }) }),
    sheet: (e) => {
      const d = deliveryWords(e.type, e);
      return {
        en: `Notice ${d.en}; service deemed complete: ${asRecorded(e.reasons, 'en')}`,
        hi: `सूचना ${d.hi}; तामील पूर्ण समझी गई: ${asRecorded(e.reasons, 'hi')}`,
      };
    },
    issues: [],
  },
  'reply-period-extended': {
    officer: { en: 'Time to reply extended', hi: 'उत्तर की समय-वृद्धि', as: 'উত্তৰৰ সময় বৃদ্ধি', bn: 'উত্তরের সময়বৃদ্ধি' },
    party: (e) => ({
      text: {
        en: 'The time to reply was extended by {days} days, to {date}.',
        hi: 'उत्तर का समय {days} दिन बढ़ाकर {date} तक किया गया।',
        as: 'উত্তৰৰ সময় {days} দিন বঢ়াই {date}লৈ কৰা হ’ল।',
        bn: 'উত্তরের সময় {days} দিন বাড়িয়ে {date} পর্যন্ত করা হয়েছে।',
      },
      days: e.extraDays,
      date: e.dueOn,
    }),
    sheet: (e) => ({
      en: `Reply period extended by ${e.extraDays} days to ${dateIn(e.dueOn, 'en')}: ${asRecorded(e.reasons, 'en')}`,
      hi: `उत्तर की अवधि ${e.extraDays} दिन बढ़ाकर ${dateIn(e.dueOn, 'hi')} तक की गई: ${asRecorded(e.reasons, 'hi')}`,
    }),
    issues: ['reply-extension-order'], // Rule 4(4)
  },
  'reply-recorded': {
    officer: { en: 'Reply received', hi: 'उत्तर प्राप्त', as: 'উত্তৰ প্ৰাপ্ত', bn: 'উত্তর প্রাপ্ত' },
    party: (e) => ({
      text: join(
        e.admits
          ? {
              en: 'A reply admitting the contravention was received.',
              hi: 'उल्लंघन की स्वीकृति वाला उत्तर प्राप्त हुआ।',
              as: 'উলংঘন স্বীকাৰ কৰি এটা উত্তৰ প্ৰাপ্ত হ’ল।',
              bn: 'লঙ্ঘন স্বীকার করে একটি উত্তর পাওয়া গেছে।',
            }
          : {
              en: 'A reply denying the contravention was received.',
              hi: 'उल्लंघन से इंकार वाला उत्तर प्राप्त हुआ।',
              as: 'উলংঘন অস্বীকাৰ কৰি এটা উত্তৰ প্ৰাপ্ত হ’ল।',
              bn: 'লঙ্ঘন অস্বীকার করে একটি উত্তর পাওয়া গেছে।',
            },
        e.submittedBy === 'noticee' ? BY_PORTAL : NONE,
        e.late ? LATE : NONE,
      ),
    }),
    sheet: (e) => ({
      en: `Reply ${e.submittedBy ? 'submitted on the portal' : 'received'}${e.admits ? ', admitting the contravention' : ', denying the contravention'}${e.late ? ' (after the period)' : ''}.`,
      hi: `उत्तर ${e.submittedBy ? 'पोर्टल पर प्रस्तुत किया गया' : 'प्राप्त हुआ'}${e.admits ? ', उल्लंघन की स्वीकृति सहित' : ', उल्लंघन से इंकार'}${e.late ? ' (अवधि के पश्चात्)' : ''}।`,
    }),
    issues: [],
  },
  'reply-extension-requested': {
    officer: {
      en: 'More time to reply asked for',
      hi: 'उत्तर हेतु समय-वृद्धि माँगी गई',
      as: 'উত্তৰৰ বাবে অধিক সময় বিচৰা হ’ল',
      bn: 'উত্তরের জন্য আরও সময় চাওয়া হয়েছে',
    },
    party: (e) => ({
      text: {
        en: 'The person complained against asked for more time to reply.',
        hi: 'जिसके विरुद्ध शिकायत की गई, उसने उत्तर के लिए समय-वृद्धि माँगी।',
        as: 'যাৰ বিৰুদ্ধে অভিযোগ কৰা হৈছে তেওঁ উত্তৰৰ বাবে অধিক সময় বিচাৰিলে।',
        bn: 'যাঁর বিরুদ্ধে অভিযোগ তিনি উত্তরের জন্য আরও সময় চেয়েছেন।',
      },
      ...(e.days ? { days: e.days } : {}),
    }),
    sheet: (e) => ({
      en: `The person complained against asked for more time to reply${e.days ? ` (${e.days} days)` : ''}: ${asRecorded(e.reasons, 'en')}`,
      hi: `कथित उल्लंघनकर्ता ने उत्तर के लिए समय-वृद्धि माँगी${e.days ? ` (${e.days} दिन)` : ''}: ${asRecorded(e.reasons, 'hi')}`,
    }),
    issues: [],
  },
  'reply-extension-refused': {
    officer: {
      en: 'Request for more time refused',
      hi: 'समय-वृद्धि का अनुरोध अस्वीकार',
      as: 'অধিক সময়ৰ অনুৰোধ নাকচ',
      bn: 'আরও সময়ের অনুরোধ প্রত্যাখ্যাত',
    },
    party: () => ({
      text: {
        en: 'The request for more time to reply was refused.',
        hi: 'उत्तर के लिए समय-वृद्धि का अनुरोध अस्वीकार किया गया।',
        as: 'উত্তৰৰ বাবে অধিক সময়ৰ অনুৰোধ নাকচ কৰা হ’ল।',
        bn: 'উত্তরের জন্য আরও সময়ের অনুরোধ নামঞ্জুর হয়েছে।',
      },
    }),
    sheet: (e) => ({
      en: `The request for more time of ${dateIn(e.requestedOn, 'en')} refused: ${asRecorded(e.reasons, 'en')}`,
      hi: `${dateIn(e.requestedOn, 'hi')} का समय-वृद्धि का अनुरोध अस्वीकार किया गया: ${asRecorded(e.reasons, 'hi')}`,
    }),
    issues: [],
  },
  'service-objected': {
    officer: {
      en: 'Objection to service',
      hi: 'तामील पर आपत्ति',
      as: 'জাননী প্ৰদানৰ বিষয়ে আপত্তি',
      bn: 'নোটিশ পৌঁছানো নিয়ে আপত্তি',
    },
    party: () => ({
      text: {
        en: 'Objection that a notice was not served as recorded',
        hi: 'आपत्ति कि सूचना की तामील अभिलिखित रूप में नहीं हुई',
        as: 'লিপিবদ্ধ কৰা ধৰণে জাননী প্ৰদান কৰা হোৱা নাছিল বুলি আপত্তি',
        bn: 'লিপিবদ্ধ বিবরণ অনুযায়ী নোটিশ পৌঁছানো হয়নি বলে আপত্তি',
      },
    }),
    sheet: (e) => {
      const en = e.hearingNoticeId ? `the notice of hearing (${e.hearingNoticeId})` : 'the show-cause notice';
      const hi = e.hearingNoticeId ? `सुनवाई की सूचना (${e.hearingNoticeId})` : 'कारण बताओ सूचना';
      return {
        en: `The person complained against objected that ${en} was not served on them as recorded (attempt ${e.attemptId}): ${e.grounds}`,
        hi: `जिसके विरुद्ध शिकायत है उस व्यक्ति ने आपत्ति की कि ${hi} की तामील उन पर अभिलिखित रूप में नहीं हुई (प्रयास ${e.attemptId}): ${e.grounds}`,
      };
    },
    issues: [],
  },
  'service-objection-decided': {
    officer: {
      en: 'Objection to service decided',
      hi: 'तामील पर आपत्ति का निर्णय',
      as: 'জাননী প্ৰদানৰ বিষয়ে আপত্তিৰ নিষ্পত্তি',
      bn: 'নোটিশ পৌঁছানো নিয়ে আপত্তির নিষ্পত্তি',
    },
    party: () => ({
      text: {
        en: 'The officer decided the objection to service',
        hi: 'अधिकारी ने तामील पर आपत्ति का निर्णय किया',
        as: 'বিষয়াই জাননী প্ৰদানৰ বিষয়ে আপত্তিৰ নিষ্পত্তি কৰিলে',
        bn: 'আধিকারিক নোটিশ পৌঁছানো নিয়ে আপত্তির নিষ্পত্তি করেছেন',
      },
    }),
    sheet: (e) =>
      e.upheld
        ? {
            en: `Objection to service upheld: attempt ${e.attemptId} did not serve the notice, which is to be served again. Reasons: ${asRecorded(e.reasons, 'en')}`,
            hi: `तामील पर आपत्ति स्वीकार: प्रयास ${e.attemptId} से सूचना की तामील नहीं हुई, सूचना की पुनः तामील होगी। कारण: ${asRecorded(e.reasons, 'hi')}`,
          }
        : {
            en: `Objection to service rejected: the notice stands served by attempt ${e.attemptId}. Reasons: ${asRecorded(e.reasons, 'en')}`,
            hi: `तामील पर आपत्ति अस्वीकार: प्रयास ${e.attemptId} से सूचना की तामील मानी जाती है। कारण: ${asRecorded(e.reasons, 'hi')}`,
          },
    issues: [],
  },
} satisfies Partial<SignedEventCatalogue<AdjudicationEvent>>;
