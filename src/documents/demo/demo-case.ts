// A realistic demo case for previews and tests (Ramesh Kumar v. Mohan Lal, Agra), in English and in Hindi: the same
// proceedings, with the parties' text as each language's filing would have it. Built as plain state and events
// (documents may import domain types only), shaped exactly as the domain folds them.

import type { LocalDate } from '../../lib/local-date.ts';
import type { AdjudicationEvent } from '../../domain/adjudication/events.ts';
import type { AdjudicationOrder, AdjudicationState, ComplaintParticulars } from '../../domain/adjudication/state.ts';
import type { AppealState } from '../../domain/appeal/state.ts';
import type { AppealEvent } from '../../domain/appeal/events.ts';
import type { AssamCase } from '../../domain/assam/state.ts';
import type { Issuer, Lang } from '../types.ts';
import { tr } from '../format.ts';
import { demoAppeal } from './demo-appeal.ts';
import { demoAssam } from './demo-assam.ts';

const d = (s: string): LocalDate => s as LocalDate;

export interface DemoCase {
  readonly lang: Lang;
  readonly caseNumber: string;
  readonly appealNumber: string;
  readonly assamCaseNumber: string;
  readonly issuer: Issuer;
  readonly appellateIssuer: Issuer;
  readonly assamIssuer: Issuer;
  readonly adjudication: AdjudicationState;
  readonly events: readonly AdjudicationEvent[];
  readonly appeal: AppealState;
  readonly appealEvents: readonly AppealEvent[];
  readonly assam: AssamCase;
  /** Strings the tests expect to find verbatim (conjunct-heavy Hindi among them). */
  readonly probe: readonly string[];
}

const T =
  (L: Lang) =>
  (en: string, hi: string): string =>
    tr(L, en, hi);

export function demoCase(L: Lang): DemoCase {
  const t = T(L);
  const complainant = t('Ramesh Kumar', 'रमेश कुमार');
  const contravener = t('Mohan Lal', 'मोहन लाल');
  const aoName = t('Anita Sharma', 'अनिता शर्मा');
  const aoOffice = t('Office of the Sub-Divisional Magistrate, Sadar, Agra', 'उपखंड मजिस्ट्रेट का कार्यालय, सदर, आगरा');
  const section = t('section 26', 'धारा 26');
  const contravention = t(
    'Letting four cows trespass on and damage the wheat crop of the complainant on 3 July 2026',
    'परिवादी की गेहूं की फसल में 3 जुलाई 2026 को चार गायों का अतिचार कराकर फसल को नुकसान पहुंचाना',
  ).replace('परिवादी', 'शिकायतकर्ता');
  const particulars: ComplaintParticulars = {
    complainant: {
      name: complainant,
      parentName: t('Suresh Kumar', 'सुरेश कुमार'),
      address: {
        text: t(
          'House 12, near the Dharmarth dispensary, Village Rampur, Tehsil Sadar, District Agra',
          'मकान 12, धर्मार्थ औषधालय के पास, ग्राम रामपुर, तहसील सदर, जिला आगरा',
        ),
        pin: '282001',
      },
      contactNumber: '+91 98765 43210',
      email: 'ramesh@example.in',
    },
    contravener: {
      name: contravener,
      parentName: t('Sohan Lal', 'सोहन लाल'),
      address: { text: t('House 40, Village Rampur, District Agra', 'मकान 40, ग्राम रामपुर, जिला आगरा'), pin: '282001' },
      contravention: {
        date: d('2026-07-03'),
        time: '06:30',
        place: t('Field khasra no. 118, Village Rampur', 'खेत खसरा संख्या 118, ग्राम रामपुर'),
        nature: t(
          'cattle let loose to trespass and damage the wheat crop',
          'पशुओं को खुला छोड़कर अतिचार कराना और गेहूं की फसल को नुकसान',
        ),
      },
      provisionAlleged: section,
      statement: t(
        'On 3 July 2026 at about 6:30 am four cows of the respondent entered my field and destroyed about half an acre of standing crop.',
        'दिनांक 3 जुलाई 2026 को लगभग प्रातः 6:30 बजे प्रत्यर्थी की चार गायें मेरे खेत में घुस आईं और लगभग आधा एकड़ खड़ी फसल नष्ट कर दी।',
      ),
      evidence: [
        t('Khasra extract (revenue record)', 'खसरा उद्धरण (राजस्व अभिलेख)'),
        t('Photographs taken on 3 July 2026', '3 जुलाई 2026 को लिए गए फोटोग्राफ'),
      ],
      compensationOrCharges: t('Crop loss estimated at ₹12,000', 'फसल की हानि, अनुमानित ₹12,000'),
    },
    declaration: { declared: true, signedName: complainant },
  };
  const reasons = t(
    'The trespass and the damage are proved by the revenue record and the photographs; the respondent failed in his duty to keep his cattle tied.',
    'अतिचार और नुकसान राजस्व अभिलेख और फोटोग्राफों से सिद्ध है; प्रत्यर्थी अपने पशुओं को बांधकर रखने के अपने कर्त्तव्य में विफल रहा।',
  );
  const summonsPlace = t(
    'Court room, Office of the Sub-Divisional Magistrate, Sadar, Agra',
    'न्यायालय कक्ष, उपखंड मजिस्ट्रेट का कार्यालय, सदर, आगरा',
  );
  const order: AdjudicationOrder = {
    kind: 'penalty-or-compensation',
    basis: 'in.ctr2026.r4.12',
    on: d('2026-08-20'),
    onAdmission: false,
    exParte: false,
    penaltyPaise: 500_000,
    compensationPaise: 12_500_000,
    expensesPaise: 150_000,
    chargesPaise: 0,
    depositDays: 30,
    reasons,
    late: false,
    // Rule 4(12): the finding on the ground, the payee and the day to pay by.
    findings: [
      {
        section: '26',
        contravened: true,
        reasons: t(
          'The khasra extract and the photographs show four cows of the respondent in the standing wheat on 3 July 2026.',
          'खसरा उद्धरण और फोटोग्राफ दिखाते हैं कि 3 जुलाई 2026 को प्रत्यर्थी की चार गायें खड़ी गेहूं की फसल में थीं।',
        ),
      },
    ],
    compensationPayee: 'complainant',
    compensationPayBy: d('2026-09-19'),
    compensationPayWithinDays: 30,
    contravention,
    provisionAlleged: section,
    complainantName: complainant,
    contravenerName: contravener,
    complaintReceivedOn: d('2026-07-06'),
  };
  const served = {
    attempts: [
      {
        attemptId: 'a1',
        on: d('2026-07-10'),
        mode: 'tender' as const,
        outcome: 'served' as const,
        particulars: t(
          'Tendered in person by process server R. Singh',
          'आदेशिका तामीलकर्ता आर. सिंह द्वारा व्यक्तिगत रूप से निविदान',
        ),
      },
    ],
    servedOn: d('2026-07-10'),
    servedBy: 'tender' as const,
  };
  const extReasons = t(
    'The respondent was in hospital; medical certificate produced.',
    'प्रत्यर्थी अस्पताल में भर्ती था; चिकित्सा प्रमाणपत्र प्रस्तुत किया गया।',
  );
  const exParteReasons = t(
    'Notice duly served by tender; no reply and no request for time.',
    'सूचना की निविदान द्वारा सम्यक् तामील हुई; न उत्तर दिया गया, न समय मांगा गया।',
  );
  const propReasons = t(
    'Witness summoned under Rule 4(2) did not appear; reasonable cause for the delay.',
    'समन किया गया साक्षी उपस्थित नहीं हुआ; विलंब का युक्तियुक्त कारण है।',
  );
  const witness = t('Patwari Rajendra Prasad Dwivedi', 'पटवारी राजेंद्र प्रसाद द्विवेदी');
  const base = (type: string, on: string, basis: string[]): { type: string; on: LocalDate; basis: never[] } => ({
    type,
    on: d(on),
    basis: basis as never[],
  });
  const events = [
    {
      ...base('complaint-registered', '2026-07-06', ['in.ctr2026.r3', 'in.ctr2026.form1']),
      filedBy: { capacity: 'aggrieved-person' },
      mode: 'writing',
      particulars,
      daysSinceContravention: 3,
    },
    {
      ...base('show-cause-notice-issued', '2026-07-08', ['in.ctr2026.r4.1', 'in.ctr2026.r4.3', 'in.ctr2026.form2']),
      replyDays: 30,
      contravention,
      provisionAlleged: section,
      aoName,
      aoOffice,
      form2: {
        para1: { complaintDate: d('2026-07-06'), complainant, copyEnclosed: true, sectionAlleged: section },
        para2: '',
        para3: { days: 30 },
        para4: '',
        signature: { name: aoName, office: aoOffice },
      },
      issueDueOn: d('2026-07-21'),
      late: false,
    },
    {
      ...base('service-attempted', '2026-07-10', ['in.ctr2026.r4.5.i']),
      attemptId: 'a1',
      mode: 'tender',
      outcome: 'served',
      particulars: served.attempts[0]!.particulars,
    },
    {
      ...base('reply-period-extended', '2026-08-07', ['in.ctr2026.r4.4']),
      extraDays: 10,
      totalDays: 10,
      reasons: extReasons,
      sufficientCause: true,
      dueOn: d('2026-08-19'),
    },
    {
      ...base('reply-recorded', '2026-08-11', ['in.ctr2026.r4.6']),
      admits: false,
      text: t('My cattle were tied at home that morning.', 'उस सुबह मेरे पशु घर पर बंधे थे।'),
      witnesses: [],
      documents: [],
      dueOn: d('2026-08-19'),
      late: false,
    },
    {
      ...base('summons-issued', '2026-08-11', ['in.ctr2026.r4.2']),
      summonsId: 's1',
      witnessName: witness,
      purpose: 'evidence-and-documents',
      appearOn: d('2026-08-18'),
      time: '11:00',
      place: summonsPlace,
    },
    {
      ...base('hearing-notice-issued', '2026-08-12', ['in.ctr2026.r4.6']),
      hearingNoticeId: 'h1',
      hearingOn: d('2026-08-18'),
      mode: 'in-person',
      inAbsence: false,
    },
    {
      ...base('hearing-recorded', '2026-08-18', ['in.ctr2026.r4.9', 'in.ctr2026.r4.10']),
      hearingNoticeId: 'h1',
      noticeeAppeared: true,
      complainantAppeared: true,
      explained: true,
      inAbsence: false,
      notes: t('Both parties heard.', 'दोनों पक्षकारों को सुना गया।'),
    },
    {
      ...base('proceedings-extended', '2027-01-05', ['in.ctr2026.r6']),
      days: 20,
      totalDays: 20,
      reasons: propReasons,
      dueOn: d('2027-01-26'),
    },
    {
      ...base('order-passed', '2026-08-20', [order.basis, 'in.cta1871.s28']),
      order,
      penaltyPayableTo: 'awbi-fund',
      depositDueOn: d('2026-09-19'),
      disposalDueOn: d('2027-01-06'),
    },
    {
      ...base('deposit-recorded', '2026-09-01', ['in.ctr2026.r4.12']),
      amountPaise: 200_000,
      receiptNo: 'RCPT/AGRA/2026/0117',
      mode: 'bank-challan',
      outstandingAfterPaise: 300_000,
    },
    {
      ...base('referred-for-recovery', '2026-09-21', ['in.ctr2026.r4.14']),
      outstandingPaise: 300_000,
      to: 'awbi',
      s27cDueOn: d('2026-09-19'),
    },
  ] as unknown as AdjudicationEvent[];
  // The Rule 6 extension above only feeds the preview of that order; this demo's order sheet (a case decided in
  // August) does not include it.
  const sorted = events.filter((e) => e.type !== 'proceedings-extended');

  const adjudication: AdjudicationState = {
    lastEventOn: d('2026-09-21'),
    eventCount: sorted.length,
    complaint: { receivedOn: d('2026-07-06'), filedBy: { capacity: 'aggrieved-person' }, mode: 'writing', particulars },
    notice: {
      issuedOn: d('2026-07-08'),
      replyDays: 30,
      contravention,
      provisionAlleged: section,
      aoName,
      aoOffice,
      late: false,
      service: served,
    },
    replyExtensions: [{ on: d('2026-08-07'), days: 10, reasons: extReasons }],
    reply: { on: d('2026-08-11'), admits: false, text: '', late: false, witnesses: [], documents: [] },
    exParte: { on: d('2026-08-20'), reasons: exParteReasons },
    summonses: [
      {
        summonsId: 's1',
        on: d('2026-08-11'),
        witnessName: witness,
        purpose: 'evidence-and-documents',
        appearOn: d('2026-08-18'),
        time: '11:00',
        place: summonsPlace,
        enforced: [],
      },
    ],
    hearingNotices: [
      {
        hearingNoticeId: 'h1',
        issuedOn: d('2026-08-12'),
        hearingOn: d('2026-08-18'),
        mode: 'in-person',
        inAbsence: false,
        service: served,
      },
    ],
    hearings: [
      {
        on: d('2026-08-18'),
        hearingNoticeId: 'h1',
        noticeeAppeared: true,
        complainantAppeared: true,
        explained: true,
        inAbsence: false,
        notes: '',
      },
    ],
    filings: [],
    disposalExtensions: [{ on: d('2027-01-05'), days: 20, reasons: propReasons }],
    order,
    copiesSupplied: [],
    deposits: [{ on: d('2026-09-01'), amountPaise: 200_000, receiptNo: 'RCPT/AGRA/2026/0117', mode: 'bank-challan' }],
    recoveryReferredOn: d('2026-09-21'),
    closed: false,
  };

  const { appeal, appealEvents } = demoAppeal(L, { complainant, contravener, section, contravention, served });

  const assam = demoAssam(L);

  return {
    lang: L,
    caseNumber: 'CT/SDM-SADAR-AGRA/2026/0042',
    appealNumber: 'CTA/DM-AGRA/2026/0007',
    assamCaseNumber: 'AS/S26A/KAMRUP-M/2026/0003',
    issuer: {
      office: aoOffice,
      officer: aoName,
      designation: t('Sub-Divisional Magistrate (Adjudicating Officer)', 'उपखंड मजिस्ट्रेट (न्यायनिर्णायक अधिकारी)'),
      place: t('Agra', 'आगरा'),
    },
    appellateIssuer: {
      office: t('Office of the District Magistrate, Agra', 'जिला मजिस्ट्रेट का कार्यालय, आगरा'),
      officer: t('Vikram Singh', 'विक्रम सिंह'),
      designation: t('District Magistrate (Appellate Authority)', 'जिला मजिस्ट्रेट (अपील प्राधिकारी)'),
      place: t('Agra', 'आगरा'),
    },
    assamIssuer: {
      office: t('Office of the Circle Officer, Dispur', 'अंचल अधिकारी का कार्यालय, दिसपुर'),
      officer: t('Bhaskar Jyoti Baruah', 'भास्कर ज्योति बरुआ'),
      designation: t('Circle Officer', 'अंचल अधिकारी'),
      place: t('Guwahati', 'गुवाहाटी'),
    },
    adjudication,
    events: sorted,
    appeal,
    appealEvents,
    assam,
    probe: L === 'hi' ? ['धर्मार्थ', 'कर्त्तव्य', 'रमेश कुमार', 'द्विवेदी'] : ['Ramesh Kumar', 'Mohan Lal'],
  };
}
