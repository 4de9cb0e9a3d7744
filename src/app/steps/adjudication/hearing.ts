// The steps of the complaint case at the hearing: notices, hearings, written submissions, lists of witnesses and documents (Rules 4(6) to 4(10)).

import type { AdjudicationCommand } from '../../../domain/adjudication/index.ts';
import { ADJUDICATION_COMMAND_BODIES as B } from '../../../contract/adjudication.ts';
import { AO, CASE_PARTY, party } from '../../policies/policies.ts';
import type { Entries } from '../step.ts';
import { w } from '../step.ts';
import { CLOSED_DAY_FIELD, HEARING_MODES, W } from '../words.ts';
import type { S } from './shared.ts';
import { hn, PARTIES, PARTY_CHOICES, nextId, inAbsenceNotice } from './shared.ts';

export const ADJUDICATION_HEARING = {
  'record-hearing-in-absence': {
    who: [AO],
    surface: 'officer',
    body: B['record-hearing-in-absence'],
    label: w('Record the hearing held in the absence', 'अनुपस्थिति में हुई सुनवाई दर्ज करें'),
    help: w(
      "The case proceeds ex parte: the hearing goes on in the absence of the person. Examine the complainant's material (the statement in the complaint, each document or record, each witness) and record it. No order may be passed without this hearing.",
      'मामला एकपक्षीय चल रहा है: सुनवाई व्यक्ति की अनुपस्थिति में होती है। शिकायतकर्ता की सामग्री (शिकायत का कथन, प्रत्येक दस्तावेज़ या अभिलेख, प्रत्येक साक्षी) की परीक्षा करें और उसे अभिलिखित करें। इस सुनवाई के बिना कोई आदेश पारित नहीं किया जा सकता।',
    ),
    fields: [
      { name: 'complainantAppeared', kind: 'check', label: w('The complainant appeared', 'शिकायतकर्ता उपस्थित हुआ') },
      {
        name: 'materialExamined',
        kind: 'lines',
        label: w(
          "The complainant's material examined (one item per line)",
          'शिकायतकर्ता की सामग्री जिसकी परीक्षा की गई (प्रत्येक पंक्ति में एक मद)',
        ),
        help: w(
          'For example: the statement in the complaint; the khasra extract; photographs of the damaged crop; the witness heard.',
          'उदाहरण: शिकायत का कथन; खसरा उद्धरण; क्षतिग्रस्त फसल की फ़ोटो; सुना गया साक्षी।',
        ),
      },
      {
        name: 'notes',
        kind: 'textarea',
        label: w('What the hearing found on that material', 'उस सामग्री पर सुनवाई में क्या पाया गया'),
      },
    ],
    ids: (s) => hn(inAbsenceNotice(s)),
    probes: (s, d) => [
      ...(inAbsenceNotice(s) !== undefined
        ? [
            {
              type: 'record-hearing-in-absence' as const,
              on: d,
              hearingNoticeId: inAbsenceNotice(s)!,
              complainantAppeared: true,
              materialExamined: ['As recorded.'],
              notes: 'As recorded.',
            },
          ]
        : []),
      {
        type: 'record-hearing-in-absence',
        on: d,
        complainantAppeared: true,
        materialExamined: ['As recorded.'],
        notes: 'As recorded.',
      },
    ],
  },
  'issue-hearing-notice': {
    who: [AO],
    surface: 'officer',
    body: B['issue-hearing-notice'],
    label: w('Fix a hearing and issue its notice', 'सुनवाई नियत करें और सूचना जारी करें'),
    help: w(
      "The notice tells the parties the date, the time and the place of the hearing (this office's court room unless another is named), or the video link.",
      'सूचना पक्षकारों को सुनवाई की तारीख, समय और स्थान (जब तक कोई अन्य न बताया जाए, इस कार्यालय का न्यायालय कक्ष), या वीडियो लिंक बताती है।',
    ),
    fields: [
      { name: 'hearingOn', kind: 'date', label: W.hearingOn },
      { name: 'time', kind: 'time', label: W.hearingTime, help: W.hearingTimeHelp },
      { name: 'mode', kind: 'radios', label: W.hearingMode, choices: HEARING_MODES },
      {
        name: 'place',
        kind: 'text',
        label: W.hearingPlace,
        help: w(
          "For a hearing in person; this office's court room unless you name another.",
          'व्यक्तिगत सुनवाई के लिए; जब तक आप कोई अन्य न बताएं, इस कार्यालय का न्यायालय कक्ष।',
        ),
        optional: true,
      },
      { name: 'link', kind: 'text', label: W.link, help: W.linkHelp, optional: true },
      {
        name: 'shortNoticeReasons',
        kind: 'textarea',
        label: w('Reasons for a shorter notice', 'कम अवधि की सूचना के कारण'),
        help: w(
          "Only if the hearing is less than 7 days after the notice can be served (the portal's default, not a period fixed by law): why the date cannot wait.",
          'केवल तब, जब सुनवाई सूचना की तामील से 7 दिन से कम बाद हो (पोर्टल का डिफ़ॉल्ट, विधि द्वारा नियत अवधि नहीं): तारीख क्यों नहीं टल सकती।',
        ),
        optional: true,
      },
      CLOSED_DAY_FIELD,
    ],
    defaults: (_s, d) => ({ mode: 'in-person', place: [d.officeName, d.officeAddress].filter(Boolean).join(', ') }),
    ids: (s) => ({
      hearingNoticeId: nextId(
        'h',
        s.hearingNotices.map((h) => h.hearingNoticeId),
      ),
    }),
    probes: (s, d) => [
      {
        type: 'issue-hearing-notice',
        on: d,
        hearingNoticeId: nextId(
          'h',
          s.hearingNotices.map((h) => h.hearingNoticeId),
        ),
        hearingOn: d,
        mode: 'in-person',
        time: '10:00',
        place: 'As recorded.',
        closedDayConfirmed: true,
        shortNoticeReasons: 'As recorded.',
      },
    ],
  },
  'record-hearing': {
    who: [AO],
    surface: 'officer',
    body: B['record-hearing'],
    label: w('Record the hearing', 'सुनवाई दर्ज करें'),
    help: w(
      'Record who appeared, that the contravention was explained where it is not admitted, and that an opportunity of being heard was given.',
      'दर्ज करें कि कौन उपस्थित हुआ, उल्लंघन स्वीकार न होने पर उसे समझाया गया, और सुनवाई का अवसर दिया गया।',
    ),
    fields: [
      {
        name: 'noticeeAppeared',
        kind: 'check',
        label: w('The person complained against appeared', 'जिसके विरुद्ध शिकायत है वह उपस्थित हुआ'),
      },
      { name: 'complainantAppeared', kind: 'check', label: w('The complainant appeared', 'शिकायतकर्ता उपस्थित हुआ') },
      {
        name: 'explained',
        kind: 'check',
        label: w('The contravention was explained to the person', 'उल्लंघन व्यक्ति को समझाया गया'),
      },
      {
        name: 'opportunityAfforded',
        kind: 'check',
        label: w('An opportunity of being heard was given', 'सुनवाई का अवसर दिया गया'),
      },
      { name: 'notes', kind: 'textarea', label: w('Record of the hearing', 'सुनवाई का अभिलेख') },
    ],
    ids: (s) => hn(s.hearingNotices.at(-1)?.hearingNoticeId),
    probes: (s, d) => [
      ...[...s.hearingNotices].reverse().map((h) => ({
        type: 'record-hearing' as const,
        on: d,
        hearingNoticeId: h.hearingNoticeId,
        noticeeAppeared: true,
        complainantAppeared: true,
        explained: true,
        opportunityAfforded: true,
        notes: 'As recorded.',
      })),
      {
        type: 'record-hearing',
        on: d,
        noticeeAppeared: false,
        complainantAppeared: true,
        explained: true,
        opportunityAfforded: true,
        notes: 'As recorded.',
      },
    ],
  },
  'allow-written-submissions': {
    who: [AO],
    surface: 'officer',
    body: B['allow-written-submissions'],
    label: w('Allow written submissions', 'लिखित निवेदन की अनुमति दें'),
    help: w(
      'After hearing the parties, invite written submissions or briefs on further issues.',
      'पक्षकारों को सुनने के बाद, आगे के बिंदुओं पर लिखित निवेदन या संक्षेप आमंत्रित करें।',
    ),
    fields: [
      {
        name: 'issues',
        kind: 'textarea',
        label: w('Issues on which written submissions are invited', 'जिन बिंदुओं पर लिखित निवेदन मांगे गए'),
      },
    ],
    probes: (_s, d) => [{ type: 'allow-written-submissions', on: d, issues: 'As recorded.' }],
  },
  'record-written-submission': {
    who: [...party(CASE_PARTY), AO],
    surface: 'officer',
    body: B['record-written-submission'],
    label: w('Record a written submission', 'लिखित निवेदन दर्ज करें'),
    help: w(
      'A party files the written submission the officer allowed at the hearing.',
      'पक्षकार वह लिखित निवेदन दाखिल करता है जिसकी अनुमति अधिकारी ने सुनवाई में दी।',
    ),
    side: 'by',
    fields: [
      { name: 'by', kind: 'radios', label: W.party, choices: PARTY_CHOICES },
      { name: 'text', kind: 'textarea', label: w('The written submission', 'लिखित निवेदन') },
    ],
    probes: (_s, d) => PARTIES.map((by) => ({ type: 'record-written-submission', on: d, by, text: 'As recorded.' })),
  },
  'submit-written-brief': {
    who: party(CASE_PARTY),
    surface: 'party',
    body: B['submit-written-brief'],
    label: w('Submit a written brief', 'लिखित संक्षेप प्रस्तुत करें'),
    help: w(
      'After the hearing, where the officer has allowed it, a party submits a written brief in support of their claim.',
      'सुनवाई के बाद, जहां अधिकारी ने अनुमति दी है, पक्षकार अपने दावे के समर्थन में लिखित संक्षेप प्रस्तुत करता है।',
    ),
    side: 'by',
    fields: [
      { name: 'by', kind: 'radios', label: W.party, choices: PARTY_CHOICES },
      { name: 'text', kind: 'textarea', label: w('Your written brief', 'आपका लिखित संक्षेप') },
    ],
    probes: (_s, d) => PARTIES.map((by) => ({ type: 'submit-written-brief', on: d, by, text: 'As recorded.' })),
  },
  'submit-witness-list': {
    who: [...party(CASE_PARTY), AO],
    surface: 'officer',
    body: B['submit-witness-list'],
    label: w('File a list of witnesses', 'साक्षियों की सूची दाखिल करें'),
    help: w('A party names the witnesses they will produce.', 'पक्षकार उन साक्षियों के नाम देता है जिन्हें वह पेश करेगा।'),
    side: 'by',
    fields: [
      { name: 'by', kind: 'radios', label: W.party, choices: PARTY_CHOICES },
      { name: 'items', kind: 'lines', label: w('Witnesses', 'साक्षी'), help: W.items },
    ],
    probes: (_s, d) => PARTIES.map((by) => ({ type: 'submit-witness-list', on: d, by, items: ['As recorded.'] })),
  },
  'submit-document-list': {
    who: [...party(CASE_PARTY), AO],
    surface: 'officer',
    body: B['submit-document-list'],
    label: w('File a list of documents', 'दस्तावेज़ों की सूची दाखिल करें'),
    help: w('A party lists the documents they rely on.', 'पक्षकार उन दस्तावेज़ों की सूची देता है जिन पर वह भरोसा करता है।'),
    side: 'by',
    fields: [
      { name: 'by', kind: 'radios', label: W.party, choices: PARTY_CHOICES },
      { name: 'items', kind: 'lines', label: w('Documents', 'दस्तावेज़'), help: W.items },
    ],
    probes: (_s, d) => PARTIES.map((by) => ({ type: 'submit-document-list', on: d, by, items: ['As recorded.'] })),
  },
  // Issue 27 (I-100): only the party can waive the hearing Rule 4(6) gives them, in their own signed words.
  'record-waiver': {
    who: [AO],
    surface: 'officer',
    body: B['record-waiver'],
    label: w("Record a party's waiver of the hearing", 'पक्षकार द्वारा सुनवाई का अधित्यजन दर्ज करें'),
    help: w(
      'Only the party can give up being heard: copy their own words from their signed writing, and attach that writing to the case first. You cannot waive the hearing for them.',
      'केवल पक्षकार ही सुनवाई छोड़ सकता है: उसके हस्ताक्षरित लेख से उसके अपने शब्द लिखें, और वह लेख पहले मामले में संलग्न करें। आप उसकी ओर से सुनवाई नहीं छोड़ सकते।',
    ),
    fields: [
      { name: 'by', kind: 'radios', label: w('Whose waiver', 'किसका अधित्यजन'), choices: PARTY_CHOICES },
      { name: 'words', kind: 'textarea', label: w("The party's own words", 'पक्षकार के अपने शब्द') },
      {
        name: 'documentId',
        kind: 'text',
        label: w('Their signed writing (document number on this case)', 'उनका हस्ताक्षरित लेख (इस मामले पर दस्तावेज़ संख्या)'),
      },
    ],
    probes: (_s, d, facts) =>
      PARTIES.map((by) => ({
        type: 'record-waiver' as const,
        on: d,
        by,
        words: 'I do not wish to be heard in this case.',
        documentId: facts?.attachedDocumentIds?.[0] ?? 'none',
      })),
  },
} satisfies Partial<Entries<S, AdjudicationCommand, typeof B>>;
