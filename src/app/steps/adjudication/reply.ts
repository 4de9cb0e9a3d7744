// The steps of the complaint case on attendance and the reply: summons (Rule 4(2)), the reply and its period, ex parte (Rules 4(4), 4(7)).

import type { AdjudicationCommand } from '../../../domain/adjudication/index.ts';
import { ADJUDICATION_COMMAND_BODIES as B } from '../../../contract/adjudication.ts';
import { formatLegal, formatLegalHi } from '../../../lib/local-date.ts';
import { AO, party, RESPONDENT } from '../../policies/policies.ts';
import type { Entries } from '../step.ts';
import { w } from '../step.ts';
import { CLOSED_DAY_FIELD, W, YES_NO } from '../words.ts';
import type { S } from './shared.ts';
import { reasons, nextId } from './shared.ts';

export const ADJUDICATION_REPLY = {
  'issue-summons': {
    who: [AO],
    surface: 'officer',
    body: B['issue-summons'],
    label: w(
      'Summon a person to give evidence or produce documents',
      'साक्ष्य देने या दस्तावेज़ पेश करने के लिए किसी व्यक्ति को समन करें',
    ),
    help: w(
      'A person acquainted with the facts may be summoned to give evidence or to produce documents useful to the inquiry.',
      'तथ्यों से परिचित किसी व्यक्ति को साक्ष्य देने या जांच के लिए उपयोगी दस्तावेज़ पेश करने के लिए समन किया जा सकता है।',
    ),
    fields: [
      {
        name: 'witnessName',
        kind: 'text',
        label: w('Name and address of the person summoned', 'समन किए गए व्यक्ति का नाम और पता'),
      },
      {
        name: 'purpose',
        kind: 'radios',
        label: w('The person is summoned to', 'व्यक्ति को इसलिए समन किया गया'),
        choices: [
          { value: 'evidence', label: w('Give evidence', 'साक्ष्य देना') },
          { value: 'documents', label: w('Produce documents or reports', 'दस्तावेज़ या रिपोर्ट पेश करना') },
          { value: 'evidence-and-documents', label: w('Both', 'दोनों') },
        ],
      },
      { name: 'appearOn', kind: 'date', label: w('Date to appear', 'उपस्थित होने की तारीख') },
      CLOSED_DAY_FIELD,
      {
        name: 'time',
        kind: 'time',
        label: w('Time to appear', 'उपस्थित होने का समय'),
        help: w('Hours and minutes, for example 10:30.', 'घंटे और मिनट, जैसे 10:30।'),
      },
      {
        name: 'place',
        kind: 'text',
        label: w('Place to appear (office and address)', 'उपस्थित होने का स्थान (कार्यालय और पता)'),
      },
    ],
    defaults: (_s, d) => ({ place: [d.officeName, d.officeAddress].filter(Boolean).join(', ') }),
    ids: (s) => ({
      summonsId: nextId(
        's',
        s.summonses.map((x) => x.summonsId),
      ),
    }),
    probes: (s, d) => [
      {
        type: 'issue-summons',
        on: d,
        summonsId: nextId(
          's',
          s.summonses.map((x) => x.summonsId),
        ),
        witnessName: 'As recorded.',
        purpose: 'evidence',
        appearOn: d,
        closedDayConfirmed: true,
        time: '10:00',
        place: 'As recorded.',
      },
    ],
  },
  'enforce-attendance': {
    who: [AO],
    surface: 'officer',
    body: B['enforce-attendance'],
    label: w('Enforce the attendance of a summoned person', 'समन किए गए व्यक्ति की उपस्थिति का प्रवर्तन करें'),
    help: w(
      'When a summoned person does not appear, record why and how attendance is enforced.',
      'जब समन किया गया व्यक्ति उपस्थित न हो, तो दर्ज करें कि उपस्थिति का प्रवर्तन क्यों और कैसे किया जा रहा है।',
    ),
    fields: [
      {
        name: 'summonsId',
        kind: 'select',
        label: w('Summons', 'समन'),
        choices: (s) =>
          s.summonses.map((x) => ({
            value: x.summonsId,
            label: w(
              `${x.witnessName} (to appear on ${formatLegal(x.appearOn, 'long')})`,
              `${x.witnessName} (${formatLegalHi(x.appearOn)} को उपस्थित होना था)`,
            ),
          })),
      },
      reasons,
    ],
    probes: (s, d) =>
      (s.summonses.length > 0 ? s.summonses : [{ summonsId: '' }]).map((x) => ({
        type: 'enforce-attendance',
        on: d,
        summonsId: x.summonsId,
        reasons: 'As recorded.',
      })),
  },
  'record-summons-appearance': {
    who: [AO],
    surface: 'officer',
    body: B['record-summons-appearance'],
    label: w('Record that the summoned person appeared', 'समन किए गए व्यक्ति की उपस्थिति दर्ज करें'),
    help: w(
      'The person summoned appeared on or after the day fixed: record the evidence given or the documents produced.',
      'समन किया गया व्यक्ति नियत दिन या उसके बाद उपस्थित हुआ: दिया गया साक्ष्य या पेश किए गए दस्तावेज़ दर्ज करें।',
    ),
    fields: [
      {
        name: 'summonsId',
        kind: 'select',
        label: w('Summons', 'समन'),
        choices: (s) =>
          s.summonses
            .filter((x) => x.appearedOn === undefined)
            .map((x) => ({
              value: x.summonsId,
              label: w(
                `${x.witnessName} (to appear on ${formatLegal(x.appearOn, 'long')})`,
                `${x.witnessName} (${formatLegalHi(x.appearOn)} को उपस्थित होना था)`,
              ),
            })),
      },
      {
        name: 'statement',
        kind: 'textarea',
        label: w('The evidence given, or the documents produced', 'दिया गया साक्ष्य, या पेश किए गए दस्तावेज़'),
      },
    ],
    probes: (s, d) =>
      (s.summonses.length > 0 ? s.summonses : [{ summonsId: '' }]).map((x) => ({
        type: 'record-summons-appearance',
        on: d,
        summonsId: x.summonsId,
        statement: 'As recorded.',
      })),
  },
  'extend-reply-period': {
    who: [AO],
    surface: 'officer',
    body: B['extend-reply-period'],
    preview: true,
    label: w('Extend the time to reply', 'उत्तर का समय बढ़ाएं'),
    help: w(
      'The time to reply may be extended once or more, by at most 15 days in all, for sufficient cause shown; record the reasons.',
      'पर्याप्त कारण दर्शाए जाने पर उत्तर का समय कुल मिलाकर अधिकतम 15 दिन बढ़ाया जा सकता है; कारण दर्ज करें।',
    ),
    fields: [
      {
        name: 'extraDays',
        kind: 'number',
        label: w('Further days allowed', 'अतिरिक्त दिन'),
        help: w('At most 15 days in all (Rule 4(4)).', 'कुल मिलाकर अधिकतम 15 दिन (नियम 4(4))।'),
      },
      {
        name: 'sufficientCauseShown',
        kind: 'check',
        label: w('Sufficient cause has been shown', 'पर्याप्त कारण दर्शाया गया है'),
      },
      reasons,
    ],
    probes: (_s, d) => [
      { type: 'extend-reply-period', on: d, extraDays: 1, reasons: 'As recorded.', sufficientCauseShown: true },
    ],
  },
  'record-reply': {
    who: [AO],
    surface: 'officer',
    body: B['record-reply'],
    label: w('Record a reply received on paper', 'कागज़ पर प्राप्त उत्तर दर्ज करें'),
    help: w(
      'A reply handed in or posted to the office is placed on record; one received after the period is marked late.',
      'कार्यालय में दिया गया या डाक से आया उत्तर अभिलेख पर रखा जाता है; अवधि के बाद प्राप्त उत्तर विलंबित अंकित होता है।',
    ),
    fields: [
      {
        name: 'admits',
        kind: 'radios',
        label: w('Does the reply admit the contravention?', 'क्या उत्तर में उल्लंघन स्वीकार किया गया है?'),
        choices: YES_NO,
      },
      { name: 'text', kind: 'textarea', label: w('The reply, as received', 'उत्तर, जैसा प्राप्त हुआ') },
      {
        // Issue 30: the day the office received it (a reply received after the period is marked late), not the day
        // it is entered; the domain refuses a day after today or before the last proceeding.
        name: 'receivedOn',
        kind: 'date',
        label: w('Received at the office on', 'कार्यालय में प्राप्ति की तारीख'),
        help: w(
          'The date stamped on the written reply. Day/month/year, for example 03/07/2026',
          'लिखित उत्तर पर लगी मुहर की तारीख। दिन/माह/वर्ष, उदाहरण 03/07/2026',
        ),
        path: 'on',
      },
      {
        name: 'witnesses',
        kind: 'lines',
        label: w('Witnesses named in the reply', 'उत्तर में नामित साक्षी'),
        help: W.items,
        optional: true,
      },
      {
        name: 'documents',
        kind: 'lines',
        label: w('Documents relied on', 'जिन दस्तावेज़ों पर भरोसा किया गया'),
        help: W.items,
        optional: true,
      },
    ],
    command: (v) => ({
      admits: v['admits'] === 'yes',
      text: v['text'],
      ...(v['receivedOn'] ? { on: v['receivedOn'] } : {}),
      ...(v['witnesses'] ? { witnesses: v['witnesses'] } : {}),
      ...(v['documents'] ? { documents: v['documents'] } : {}),
    }),
    defaults: (_s, from) => ({
      receivedOn: `${from.today.slice(8, 10)}/${from.today.slice(5, 7)}/${from.today.slice(0, 4)}`,
    }),
    probes: (_s, d) => [{ type: 'record-reply', on: d, admits: false, text: 'As recorded.' }],
  },
  'submit-reply': {
    who: party(RESPONDENT),
    surface: 'party',
    body: B['submit-reply'],
    label: w('Reply to the show-cause notice', 'कारण बताओ सूचना का उत्तर दें'),
    help: w(
      'The person complained against replies within the period the notice allows.',
      'जिसके विरुद्ध शिकायत है वह सूचना में दी गई अवधि के भीतर उत्तर देता है।',
    ),
    fields: [
      {
        name: 'admits',
        kind: 'radios',
        label: w('Do you admit the contravention?', 'क्या आप उल्लंघन स्वीकार करते हैं?'),
        choices: YES_NO,
      },
      { name: 'text', kind: 'textarea', label: w('Your reply', 'आपका उत्तर') },
      { name: 'witnesses', kind: 'lines', label: w('Your witnesses', 'आपके साक्षी'), help: W.items, optional: true },
      {
        name: 'documents',
        kind: 'lines',
        label: w('Documents you rely on', 'जिन दस्तावेज़ों पर आप भरोसा करते हैं'),
        help: W.items,
        optional: true,
      },
    ],
    command: (v) => ({
      admits: v['admits'] === 'yes',
      text: v['text'],
      ...(v['witnesses'] ? { witnesses: v['witnesses'] } : {}),
      ...(v['documents'] ? { documents: v['documents'] } : {}),
    }),
    probes: (_s, d) => [{ type: 'submit-reply', on: d, admits: false, text: 'As recorded.' }],
  },
  'request-reply-extension': {
    who: party(RESPONDENT),
    surface: 'party',
    body: B['request-reply-extension'],
    label: w('Ask for more time to reply', 'उत्तर के लिए अधिक समय मांगें'),
    help: w(
      'Show the cause that keeps you from replying in time; the officer may extend the period by at most 15 days in all.',
      'समय पर उत्तर न दे पाने का कारण बताएं; अधिकारी अवधि कुल मिलाकर अधिकतम 15 दिन बढ़ा सकता है।',
    ),
    fields: [
      reasons,
      { name: 'days', kind: 'number', label: w('Further days asked for', 'मांगे गए अतिरिक्त दिन'), optional: true },
    ],
    probes: (_s, d) => [{ type: 'request-reply-extension', on: d, reasons: 'As recorded.', days: 1 }],
  },
  'refuse-reply-extension': {
    who: [AO],
    surface: 'officer',
    body: B['refuse-reply-extension'],
    label: w('Refuse the request for more time to reply', 'उत्तर हेतु समय-वृद्धि का अनुरोध अस्वीकार करें'),
    help: w(
      'Record why the cause shown is not sufficient; to grant the request, extend the time to reply instead.',
      'दर्ज करें कि दर्शाया गया कारण पर्याप्त क्यों नहीं है; अनुरोध स्वीकार करने के लिए उत्तर का समय बढ़ाएं।',
    ),
    fields: [reasons],
    probes: (_s, d) => [{ type: 'refuse-reply-extension', on: d, reasons: 'As recorded.' }],
  },
  'proceed-ex-parte': {
    who: [AO],
    surface: 'officer',
    body: B['proceed-ex-parte'],
    label: w('Proceed ex parte', 'एकपक्षीय कार्यवाही करें'),
    help: w(
      'When no reply is received within the period, the inquiry may be completed in the absence of the person, for reasons recorded.',
      'जब अवधि के भीतर कोई उत्तर प्राप्त न हो, तो दर्ज कारणों से व्यक्ति की अनुपस्थिति में जांच पूरी की जा सकती है।',
    ),
    fields: [reasons],
    probes: (_s, d) => [{ type: 'proceed-ex-parte', on: d, reasons: 'As recorded.' }],
  },
  // Rule 4(7) (issue 13): the ex parte proceeding recalled for reasons recorded in writing; the Rule 4(6) hearing follows.
  'recall-ex-parte': {
    who: [AO],
    surface: 'officer',
    body: B['recall-ex-parte'],
    label: w('Recall the ex parte proceeding', 'एकपक्षीय कार्यवाही वापस लें'),
    help: w(
      'A reply or an appearance after the ex parte decision may be a reason to recall it. Record the reasons in writing. A hearing on notice to both parties then follows.',
      'एकपक्षीय निर्णय के बाद आया उत्तर या उपस्थिति उसे वापस लेने का कारण हो सकती है। कारण लिखित में अभिलिखित करें। इसके बाद दोनों पक्षकारों को सूचना देकर सुनवाई होगी।',
    ),
    fields: [
      {
        name: 'reasons',
        kind: 'textarea',
        label: w('Reasons for recalling the ex parte proceeding', 'एकपक्षीय कार्यवाही वापस लेने के कारण'),
      },
    ],
    probes: (_s, d) => [{ type: 'recall-ex-parte', on: d, reasons: 'As recorded.' }],
  },
  // Rule 4(7) (issue 13): the hearing in the absence of the person, the complainant's material examined; while ex parte
  // stands, only this hearing allows an order.
} satisfies Partial<Entries<S, AdjudicationCommand, typeof B>>;
