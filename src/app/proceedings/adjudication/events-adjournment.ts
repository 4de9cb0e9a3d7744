// The complaint case's adjournments (issue 27): a party's request to adjourn a sitting fixed under Rule 4(6) and the
// officer's decision on it; their entries of the event catalogue (events.ts joins the stages). The signed order sheet
// says who sought the adjournment, how and why, and whether it was granted (to what date) or refused (with reasons).

import type { AdjudicationEvent } from '../../../domain/adjudication/events.ts';
import type { SignedEventCatalogue, Text } from '../catalogue.ts';
import { asRecorded, dateIn } from '../words.ts';

type Party = 'contravener' | 'complainant';

const WHO: Readonly<Record<Party, Text>> = {
  contravener: {
    en: 'The person complained against',
    hi: 'जिसके विरुद्ध शिकायत है उस व्यक्ति',
    as: 'যাৰ বিৰুদ্ধে অভিযোগ, সেই ব্যক্তিয়ে',
    bn: 'যাঁর বিরুদ্ধে অভিযোগ, সেই ব্যক্তি',
  },
  complainant: { en: 'The complainant', hi: 'शिकायतकर्ता', as: 'অভিযোগকাৰীয়ে', bn: 'অভিযোগকারী' },
};

const MADE: Readonly<Record<'portal' | 'orally' | 'in-writing', Text>> = {
  portal: { en: 'on the portal', hi: 'पोर्टल पर', as: 'পৰ্টেলত', bn: 'পোর্টালে' },
  orally: { en: 'orally', hi: 'मौखिक रूप से', as: 'মৌখিকভাৱে', bn: 'মৌখিকভাবে' },
  'in-writing': { en: 'in writing', hi: 'लिखित में', as: 'লিখিতভাৱে', bn: 'লিখিতভাবে' },
};

const lower = (x: string): string => x.charAt(0).toLowerCase() + x.slice(1);
/** Words given, without their own full stop (the sentence adds its own). */
const bare = (x: string): string => x.trim().replace(/[.।]+$/u, '');

export const ADJOURNMENT_EVENTS = {
  'adjournment-sought': {
    officer: {
      en: 'Adjournment of the hearing sought',
      hi: 'सुनवाई के स्थगन का अनुरोध',
      as: 'শুনানি স্থগিত ৰখাৰ অনুৰোধ',
      bn: 'শুনানি মুলতবির অনুরোধ',
    },
    party: (e) => ({
      text: {
        en: `${WHO[e.by].en} asked to adjourn the hearing of {date}, because: ${bare(e.reasons)}. The officer will decide the request.`,
        hi: `${WHO[e.by].hi} ने {date} की सुनवाई के स्थगन का अनुरोध किया, इस कारण: ${bare(e.reasons)}। अधिकारी अनुरोध पर निर्णय करेंगे।`,
        as: `${WHO[e.by].as} {date} তাৰিখৰ শুনানি স্থগিত ৰখাৰ অনুৰোধ কৰিছে, এই কাৰণত: ${bare(e.reasons)}। বিষয়াই অনুৰোধৰ ওপৰত সিদ্ধান্ত ল’ব।`,
        bn: `${WHO[e.by].bn} {date} তারিখের শুনানি মুলতবির অনুরোধ করেছেন, এই কারণে: ${bare(e.reasons)}। আধিকারিক অনুরোধের বিষয়ে সিদ্ধান্ত নেবেন।`,
      },
      date: e.sittingOn,
    }),
    sheet: (e) => ({
      en: `${WHO[e.by].en} sought ${MADE[e.made].en} an adjournment of the hearing fixed for ${dateIn(e.sittingOn, 'en')} (notice ${e.hearingNoticeId}), for these reasons: ${asRecorded(e.reasons, 'en')}`,
      hi: `${WHO[e.by].hi} ने ${MADE[e.made].hi} ${dateIn(e.sittingOn, 'hi')} को नियत सुनवाई (सूचना ${e.hearingNoticeId}) के स्थगन का अनुरोध किया, इन कारणों से: ${asRecorded(e.reasons, 'hi')}`,
    }),
    issues: [],
  },
  'adjournment-granted': {
    officer: { en: 'Adjournment granted', hi: 'स्थगन स्वीकार', as: 'স্থগিত ৰখাৰ অনুৰোধ মঞ্জুৰ', bn: 'মুলতবি মঞ্জুর' },
    party: (e) => ({
      text: {
        en: `The request to adjourn the hearing was granted: the hearing is adjourned to {date}, for these reasons: ${bare(e.reasons)}.`,
        hi: `सुनवाई के स्थगन का अनुरोध स्वीकार किया गया: सुनवाई {date} तक स्थगित की गई, इन कारणों से: ${bare(e.reasons)}।`,
        as: `শুনানি স্থগিত ৰখাৰ অনুৰোধ মঞ্জুৰ কৰা হ’ল: শুনানি {date} তাৰিখলৈ স্থগিত ৰখা হ’ল, এই কাৰণত: ${bare(e.reasons)}।`,
        bn: `শুনানি মুলতবির অনুরোধ মঞ্জুর হয়েছে: শুনানি {date} তারিখ পর্যন্ত মুলতবি করা হয়েছে, এই কারণে: ${bare(e.reasons)}।`,
      },
      date: e.to,
    }),
    sheet: (e) => ({
      en: `The adjournment sought by ${lower(WHO[e.by].en)} on ${dateIn(e.soughtOn, 'en')} ("${e.soughtReasons}") is granted: the hearing of ${dateIn(e.from, 'en')} is adjourned to ${dateIn(e.to, 'en')}, for these reasons: ${asRecorded(e.reasons, 'en')}`,
      hi: `${WHO[e.by].hi} द्वारा ${dateIn(e.soughtOn, 'hi')} को माँगा गया स्थगन ("${e.soughtReasons}") स्वीकार किया गया: ${dateIn(e.from, 'hi')} की सुनवाई ${dateIn(e.to, 'hi')} तक स्थगित की गई, इन कारणों से: ${asRecorded(e.reasons, 'hi')}`,
    }),
    issues: [],
  },
  'adjournment-refused': {
    officer: {
      en: 'Adjournment refused',
      hi: 'स्थगन से इंकार',
      as: 'স্থগিত ৰখাৰ অনুৰোধ নাকচ',
      bn: 'মুলতবির অনুরোধ প্রত্যাখ্যাত',
    },
    party: (e) => ({
      text: {
        en: `The request to adjourn the hearing of {date} was refused, for these reasons: ${bare(e.reasons)}. The hearing stays on that date.`,
        hi: `{date} की सुनवाई के स्थगन के अनुरोध से इंकार किया गया, इन कारणों से: ${bare(e.reasons)}। सुनवाई उसी तारीख को होगी।`,
        as: `{date} তাৰিখৰ শুনানি স্থগিত ৰখাৰ অনুৰোধ নাকচ কৰা হ’ল, এই কাৰণত: ${bare(e.reasons)}। শুনানি সেই তাৰিখতে হ’ব।`,
        bn: `{date} তারিখের শুনানি মুলতবির অনুরোধ প্রত্যাখ্যাত হয়েছে, এই কারণে: ${bare(e.reasons)}। শুনানি সেই তারিখেই হবে।`,
      },
      date: e.sittingOn,
    }),
    sheet: (e) => ({
      en: `The adjournment of the hearing fixed for ${dateIn(e.sittingOn, 'en')}, sought by ${lower(WHO[e.by].en)} on ${dateIn(e.soughtOn, 'en')} ("${e.soughtReasons}"), is refused, for these reasons: ${asRecorded(e.reasons, 'en')}`,
      hi: `${dateIn(e.sittingOn, 'hi')} को नियत सुनवाई के स्थगन से, जो ${WHO[e.by].hi} द्वारा ${dateIn(e.soughtOn, 'hi')} को माँगा गया था ("${e.soughtReasons}"), इंकार किया गया, इन कारणों से: ${asRecorded(e.reasons, 'hi')}`,
    }),
    issues: [],
  },
} satisfies Partial<
  SignedEventCatalogue<
    Extract<AdjudicationEvent, { type: 'adjournment-sought' | 'adjournment-granted' | 'adjournment-refused' }>
  >
>;
