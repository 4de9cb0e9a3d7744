// The demonstration appeal (Rule 7), built beside the demonstration complaint case (demo-case.ts): Form-III against
// its order, a defect intimated and rectified, the notice to the respondent, the hearing and the decision.

import type { LocalDate } from '../../lib/local-date.ts';

import type { AppealState, Form3Particulars } from '../../domain/appeal/state.ts';
import type { AppealEvent } from '../../domain/appeal/events.ts';

import type { Lang } from '../types.ts';
import { tr } from '../format.ts';

const d = (s: string): LocalDate => s as LocalDate;

const T =
  (L: Lang) =>
  (en: string, hi: string): string =>
    tr(L, en, hi);

export function demoAppeal(
  L: Lang,
  c: {
    complainant: string;
    contravener: string;
    section: string;
    contravention: string;
    served: NonNullable<AppealState['notice']>['service'];
  },
): { appeal: AppealState; appealEvents: readonly AppealEvent[] } {
  const t = T(L);
  const { complainant, contravener, section, contravention, served } = c;
  const form: Form3Particulars = {
    appellant: {
      name: contravener,
      parentName: t('Sohan Lal', 'सोहन लाल'),
      address: t('House 40, Village Rampur, District Agra - 282001', 'मकान 40, ग्राम रामपुर, जिला आगरा - 282001'),
      contact: '+91 91234 56780',
    },
    provisions: section,
    statementOfContravention: contravention,
    grounds: t(
      'The cows that entered the field were not mine; the identification was mistaken.',
      'खेत में घुसी गायें मेरी नहीं थीं; पहचान गलत की गई।',
    ),
    respondent: {
      name: complainant,
      parentName: t('Suresh Kumar', 'सुरेश कुमार'),
      address: t('House 12, Village Rampur, District Agra - 282001', 'मकान 12, ग्राम रामपुर, जिला आगरा - 282001'),
      contact: '+91 98765 43210',
      email: 'ramesh@example.in',
    },
    statementOfFacts: t(
      'The appellant keeps two buffaloes only, as the panchayat record shows.',
      'पंचायत अभिलेख के अनुसार अपीलार्थी के पास केवल दो भैंसें हैं।',
    ),
    orderDate: d('2026-08-20'),
    reliefClaimed: t('Set aside the order dated 20 August 2026.', 'दिनांक 20 अगस्त 2026 का आदेश अपास्त किया जाए।'),
    withinTimeAnswer: 'YES',
    pendingElsewhere: { pending: false },
    declaration: { made: true, signedOn: d('2026-09-10'), name: contravener },
    enclosures: {
      copyOfOrder: true,
      documentsRelied: [t('Panchayat cattle register extract', 'पंचायत पशु रजिस्टर का उद्धरण')],
    },
  };
  const defect = {
    id: 'd1',
    field: 'appellant.email',
    description: t(
      "Item 1(e): appellant's email address is blank; give it or state that there is none.",
      'मद 1(ङ): अपीलार्थी का ई-मेल पता रिक्त है; पता दें या बताएं कि कोई ई-मेल नहीं है।',
    ),
    basis: ['in.ctr2026.form3.item1'] as never[],
    status: 'intimated' as const,
    foundOn: d('2026-09-10'),
    intimatedOn: d('2026-09-11'),
    rectifyDue: d('2026-09-26'),
  };
  const appealReasons = t(
    "The revenue record and the patwari's evidence identify the cows as the appellant's; the appellant's plea is not supported by any record.",
    'राजस्व अभिलेख और पटवारी के साक्ष्य से गायों की पहचान अपीलार्थी की गायों के रूप में होती है; अपीलार्थी का अभिवाक् किसी अभिलेख से समर्थित नहीं है।',
  );
  const refusalReasons = t(
    'The defect intimated on 11 September 2026 was not rectified within fifteen days.',
    'दिनांक 11 सितंबर 2026 को सूचित त्रुटि पंद्रह दिन के भीतर नहीं सुधारी गई।',
  );
  const terms = { penaltyPaise: 500_000, compensationPaise: 12_500_000, expensesPaise: 150_000, chargesPaise: 0 };
  const appeal: AppealState = {
    stage: 'decided',
    order: {
      caseNumber: 'CT/SDM-SADAR-AGRA/2026/0042',
      provision: 'in.ctr2026.r4.12',
      kind: 'penalty-or-compensation',
      on: d('2026-08-20'),
      ...terms,
    },
    form,
    filing: { on: d('2026-09-10'), filedBy: 'appellant-in-person', medium: 'writing' },
    item9: {
      answer: 'YES',
      orderOn: d('2026-08-20'),
      receivedOn: d('2026-09-10'),
      due: d('2026-10-19'),
      periodDays: 60,
      paramStatus: 'configured',
      paramSource: "the portal's configured default",
      appellantAnswer: 'YES',
      explanation: [],
    },
    defects: [defect],
    records: { calledOn: d('2026-09-11') },
    admittedOn: d('2026-09-28'),
    notice: { issuedOn: d('2026-09-29'), replyDays: 21, copyOfAppealEnclosed: true, service: served },
    hearings: [
      {
        on: d('2026-11-02'),
        mode: 'in-person',
        appearances: { appellant: 'in-person', respondent: 'legal-representative' },
      },
    ],
    decision: { on: d('2026-11-16'), outcome: 'confirm', reasons: appealReasons, terms },
    copies: [],
  };
  const ab = (type: string, on: string, basis: string[]): { type: string; on: LocalDate; basis: never[] } => ({
    type,
    on: d(on),
    basis: basis as never[],
  });
  const appealEvents = [
    {
      ...ab('appeal.defects-intimated', '2026-09-11', ['in.ctr2026.r7.6']),
      defects: [
        { id: 'd1', field: defect.field, description: defect.description, basis: defect.basis, wasFound: true },
      ],
      rectifyDue: d('2026-09-26'),
      rectifyDays: 15,
    },
    {
      ...ab('appeal.registration-refused', '2026-09-28', ['in.ctr2026.r7.6']),
      reasons: refusalReasons,
      defectIds: ['d1'],
      lastDayForRectification: d('2026-09-26'),
      communicationDue: d('2026-10-05'),
    },
    {
      ...ab('appeal.notice-issued', '2026-09-29', ['in.ctr2026.r7.8']),
      replyDays: 21,
      replyMaxDays: 30,
      copyOfAppealEnclosed: true,
    },
    {
      ...ab('appeal.decided', '2026-11-16', ['in.ctr2026.r7.11']),
      outcome: 'confirm',
      reasons: appealReasons,
      terms,
      payBy: { due: d('2026-12-16'), periodDays: 30, periodStatus: 'configured' },
    },
    {
      ...ab('appeal.referred-for-recovery', '2026-12-18', ['in.ctr2026.r7.12']),
      unpaidPaise: 300_000,
      depositDue: d('2026-12-16'),
      periodDays: 30,
      periodStatus: 'configured',
    },
  ] as unknown as AppealEvent[];

  return { appeal, appealEvents };
}
