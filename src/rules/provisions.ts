// The provisions registry: every rule, sub-rule, form item and section the portal applies, with a typed id.
//
// `ProvisionId` is derived from the keys of `PROVISIONS`, so citing a provision that is not here is a compile error.
// Labels are rendered from this table ("Rule 4(4) of the Cattle-trespass Rules, 2026"); nobody types a citation.
// Each entry points at its heading in `law/` (the anchor is the id itself), which a test checks.

import { hiTerm } from '../lib/hindi-terms.ts';
import type { LocalDate } from '../lib/local-date.ts';
import type { CriminalInstrumentId } from './provisions-criminal.ts';
import { CRIMINAL_INSTRUMENTS, CRIMINAL_SPECS } from './provisions-criminal.ts';

export type InstrumentId = 'in.ctr2026' | 'in.cta1871' | 'in.gca1897' | 'in-as.cta2002' | CriminalInstrumentId;

export interface Instrument {
  readonly id: InstrumentId;
  readonly title: string;
  readonly titleHi: string;
  readonly citation: string;
  readonly inForceFrom: LocalDate;
  readonly lawFile: string;
  /** Where our text of it comes from; `seed` instruments are in law/sources as published. */
  readonly source: 'seed' | 'referred';
}

export const INSTRUMENTS: Readonly<Record<InstrumentId, Instrument>> = {
  'in.ctr2026': {
    id: 'in.ctr2026',
    title: 'Cattle-trespass Rules, 2026',
    titleHi: 'पशु अतिचार नियम, 2026',
    citation: 'G.S.R. 551(E), Gazette of India (Extraordinary), 2 July 2026',
    inForceFrom: '2026-07-02' as LocalDate,
    lawFile: 'law/in/cattle-trespass-rules-2026.md',
    source: 'seed',
  },
  'in.cta1871': {
    id: 'in.cta1871',
    title: 'Cattle-trespass Act, 1871',
    titleHi: 'पशु अतिचार अधिनियम, 1871',
    citation: 'Act 1 of 1871, as amended',
    inForceFrom: '1871-01-13' as LocalDate,
    lawFile: 'law/in/cattle-trespass-act-1871.md',
    source: 'referred',
  },
  'in.gca1897': {
    id: 'in.gca1897',
    title: 'General Clauses Act, 1897',
    titleHi: 'साधारण खंड अधिनियम, 1897',
    citation: 'Act 10 of 1897',
    inForceFrom: '1897-03-11' as LocalDate,
    lawFile: 'law/in/general-clauses-act-1897.md',
    source: 'referred',
  },
  'in-as.cta2002': {
    id: 'in-as.cta2002',
    title: 'Cattle Trespass (Assam Amendment) Act, 2002',
    titleHi: 'पशु अतिचार (असम संशोधन) अधिनियम, 2002',
    citation: 'Assam Act XV of 2002, Assam Gazette (Extraordinary), 18 Nov 2002',
    inForceFrom: '2002-11-18' as LocalDate,
    lawFile: 'law/in-as/cattle-trespass-assam-amendment-2002.md',
    source: 'seed',
  },
  // The general criminal law (IPC, BNS, BNSS): src/rules/provisions-criminal.ts
  ...CRIMINAL_INSTRUMENTS,
};

interface ProvisionSpec {
  readonly label: string;
  readonly labelHi: string;
  readonly instrument: InstrumentId;
  readonly title: string;
  /** Defaults to the instrument's commencement. */
  readonly inForceFrom?: LocalDate;
  readonly inForceTo?: LocalDate;
}

const R = 'in.ctr2026' as const;
const A = 'in.cta1871' as const;
const G = 'in.gca1897' as const;
const AS = 'in-as.cta2002' as const;

const r = (label: string, labelHi: string, title: string): ProvisionSpec => ({ label, labelHi, title, instrument: R });

/** The registry. Keys are provision ids; order follows the instruments. */
const SPECS = {
  // Cattle-trespass Rules, 2026
  'in.ctr2026.r1.1': r('Rule 1(1)', 'नियम 1(1)', 'Short title'),
  'in.ctr2026.r1.2': r('Rule 1(2)', 'नियम 1(2)', 'Commencement on publication in the Official Gazette'),
  'in.ctr2026.r2.1.b': r('Rule 2(1)(b)', 'नियम 2(1)(ख)', 'Definition: authorised officer'),
  'in.ctr2026.r2.1.c': r('Rule 2(1)(c)', 'नियम 2(1)(ग)', 'Definition: Board (Animal Welfare Board of India)'),
  'in.ctr2026.r3': r('Rule 3', 'नियम 3', 'Power to make complaint'),
  'in.ctr2026.r4.1': r(
    'Rule 4(1)',
    'नियम 4(1)',
    'Show-cause notice in Form-II within 15 days; reply within at most 30 days of service',
  ),
  'in.ctr2026.r4.2': r('Rule 4(2)', 'नियम 4(2)', 'Power to enforce attendance'),
  'in.ctr2026.r4.3': r('Rule 4(3)', 'नियम 4(3)', 'Contents of the notice'),
  'in.ctr2026.r4.3.a': r(
    'Rule 4(3)(a)',
    'नियम 4(3)(क)',
    'Notice specifies the contravention and the provision contravened',
  ),
  'in.ctr2026.r4.3.b': r('Rule 4(3)(b)', 'नियम 4(3)(ख)', 'Notice accompanied by a copy of the complaint'),
  'in.ctr2026.r4.4': r('Rule 4(4)', 'नियम 4(4)', 'Extension of the reply period by at most 15 days'),
  'in.ctr2026.r4.5': r('Rule 4(5)', 'नियम 4(5)', 'Manner of service of notices'),
  'in.ctr2026.r4.5.i': r('Rule 4(5)(i)', 'नियम 4(5)(i)', 'Service by delivering or tendering'),
  'in.ctr2026.r4.5.ii': r('Rule 4(5)(ii)', 'नियम 4(5)(ii)', 'Service by electronic means or speed post'),
  'in.ctr2026.r4.5.iii': r('Rule 4(5)(iii)', 'नियम 4(5)(iii)', 'Service by affixing, only if (i) and (ii) fail'),
  'in.ctr2026.r4.6': r('Rule 4(6)', 'नियम 4(6)', 'Notice of hearing on receipt of the reply'),
  'in.ctr2026.r4.7': r('Rule 4(7)', 'नियम 4(7)', 'Ex parte proceeding on failure to reply, reasons recorded'),
  'in.ctr2026.r4.8': r('Rule 4(8)', 'नियम 4(8)', 'Admission recorded; order on admission'),
  'in.ctr2026.r4.9': r('Rule 4(9)', 'नियम 4(9)', 'Explanation of the contravention at the hearing'),
  'in.ctr2026.r4.10': r('Rule 4(10)', 'नियम 4(10)', 'Hearing; written submissions and briefs'),
  'in.ctr2026.r4.11': r('Rule 4(11)', 'नियम 4(11)', 'Lists of witnesses and documents'),
  'in.ctr2026.r4.12': r(
    'Rule 4(12)',
    'नियम 4(12)',
    'Order imposing penalty or awarding compensation, with deposit time limit',
  ),
  'in.ctr2026.r4.13': r('Rule 4(13)', 'नियम 4(13)', 'Order dropping charges and dismissing the complaint'),
  'in.ctr2026.r4.14': r('Rule 4(14)', 'नियम 4(14)', 'Recovery of unpaid penalty by the Board'),
  'in.ctr2026.r4.15': r('Rule 4(15)', 'नियम 4(15)', 'Signed copy of the order free of cost'),
  'in.ctr2026.r5': r('Rule 5', 'नियम 5', 'Proceedings complete within six months of receipt'),
  'in.ctr2026.r6': r('Rule 6', 'नियम 6', 'Extension of the period under Rule 5 by at most 30 days'),
  'in.ctr2026.r7.1': r('Rule 7(1)', 'नियम 7(1)', 'Appeal against an order under Rule 4(12) or 4(13) in Form-III'),
  'in.ctr2026.r7.2': r('Rule 7(2)', 'नियम 7(2)', 'Appeal accompanied by the order, statement of facts and grounds'),
  'in.ctr2026.r7.3': r(
    'Rule 7(3)',
    'नियम 7(3)',
    'Appeal in person or by authorised representative, in writing or electronically',
  ),
  'in.ctr2026.r7.4': r('Rule 7(4)', 'नियम 7(4)', 'Appeal deemed filed on the day of receipt'),
  'in.ctr2026.r7.5': r('Rule 7(5)', 'नियम 7(5)', 'Records called for from the adjudicating officer'),
  'in.ctr2026.r7.6': r('Rule 7(6)', 'नियम 7(6)', 'Defects: 15 days to rectify; refusal communicated within 7 days'),
  'in.ctr2026.r7.7': r('Rule 7(7)', 'नियम 7(7)', 'Admission of an appeal in order'),
  'in.ctr2026.r7.8': r('Rule 7(8)', 'नियम 7(8)', 'Notice to the respondent; reply within at most 30 days'),
  'in.ctr2026.r7.9': r('Rule 7(9)', 'नियम 7(9)', 'Service of the appeal notice'),
  'in.ctr2026.r7.9.i': r('Rule 7(9)(i)', 'नियम 7(9)(i)', 'Service by delivering or tendering'),
  'in.ctr2026.r7.9.ii': r('Rule 7(9)(ii)', 'नियम 7(9)(ii)', 'Service by electronic means or speed post'),
  'in.ctr2026.r7.9.iii': r('Rule 7(9)(iii)', 'नियम 7(9)(iii)', 'Service by affixing, only if (i) and (ii) fail'),
  'in.ctr2026.r7.10': r('Rule 7(10)', 'नियम 7(10)', 'Hearing, in person or by electronic means'),
  'in.ctr2026.r7.11': r('Rule 7(11)', 'नियम 7(11)', 'Appellate order: confirm, vary or set aside'),
  'in.ctr2026.r7.12': r('Rule 7(12)', 'नियम 7(12)', 'Recovery of a confirmed penalty by the Board'),
  'in.ctr2026.r7.13': r('Rule 7(13)', 'नियम 7(13)', 'Signed copy of the appellate order free of cost'),
  'in.ctr2026.r8.1': r('Rule 8(1)', 'नियम 8(1)', 'Utilisation of the penalty amount'),
  'in.ctr2026.r8.1.a': r('Rule 8(1)(a)', 'नियम 8(1)(क)', 'Pounds: establishment, renovation and maintenance'),
  'in.ctr2026.r8.1.b': r('Rule 8(1)(b)', 'नियम 8(1)(ख)', 'Feed, veterinary care and shelter for impounded cattle'),
  'in.ctr2026.r8.1.c': r('Rule 8(1)(c)', 'नियम 8(1)(ग)', 'Training and capacity building'),
  'in.ctr2026.r8.1.d': r('Rule 8(1)(d)', 'नियम 8(1)(घ)', 'Public awareness on prevention of cruelty to animals'),
  'in.ctr2026.r8.1.e': r('Rule 8(1)(e)', 'नियम 8(1)(ङ)', 'Other purposes notified by the Central Government'),
  'in.ctr2026.r8.2': r('Rule 8(2)', 'नियम 8(2)', 'Separate account of amounts realised through penalties'),
  // Form-I
  'in.ctr2026.form1': r('Form-I', 'प्ररूप-I', 'Complaint for contravention of provisions of the Act'),
  'in.ctr2026.form1.item1.a': r('Form-I item 1(a)', 'प्ररूप-I मद 1(क)', "Complainant's name"),
  'in.ctr2026.form1.item1.b': r('Form-I item 1(b)', 'प्ररूप-I मद 1(ख)', "Complainant's father's or mother's name"),
  'in.ctr2026.form1.item1.c': r('Form-I item 1(c)', 'प्ररूप-I मद 1(ग)', "Complainant's address including PIN"),
  'in.ctr2026.form1.item1.d': r('Form-I item 1(d)', 'प्ररूप-I मद 1(घ)', "Complainant's contact number"),
  'in.ctr2026.form1.item1.e': r('Form-I item 1(e)', 'प्ररूप-I मद 1(ङ)', "Complainant's email address"),
  'in.ctr2026.form1.item2.a': r('Form-I item 2(a)', 'प्ररूप-I मद 2(क)', "Alleged contravener's name"),
  'in.ctr2026.form1.item2.b': r(
    'Form-I item 2(b)',
    'प्ररूप-I मद 2(ख)',
    "Alleged contravener's father's or mother's name",
  ),
  'in.ctr2026.form1.item2.c': r('Form-I item 2(c)', 'प्ररूप-I मद 2(ग)', "Alleged contravener's address including PIN"),
  'in.ctr2026.form1.item2.d': r(
    'Form-I item 2(d)',
    'प्ररूप-I मद 2(घ)',
    'Date, time, place and nature of the alleged contravention',
  ),
  'in.ctr2026.form1.item2.e': r(
    'Form-I item 2(e)',
    'प्ररूप-I मद 2(ङ)',
    'Section or provision alleged to have been contravened',
  ),
  'in.ctr2026.form1.item2.f': r(
    'Form-I item 2(f)',
    'प्ररूप-I मद 2(च)',
    'Statement of contravention with material particulars',
  ),
  'in.ctr2026.form1.item2.g': r(
    'Form-I item 2(g)',
    'प्ररूप-I मद 2(छ)',
    'Evidence, including revenue or electronic record',
  ),
  'in.ctr2026.form1.item2.h': r('Form-I item 2(h)', 'प्ररूप-I मद 2(ज)', 'Compensation or charges incurred under the Act'),
  'in.ctr2026.form1.declaration': r(
    'Form-I declaration',
    'प्ररूप-I घोषणा',
    "Complainant's declaration, signature and name",
  ),
  // Form-II
  'in.ctr2026.form2': r('Form-II', 'प्ररूप-II', 'Show-cause notice'),
  'in.ctr2026.form2.para1': r(
    'Form-II para 1',
    'प्ररूप-II पैरा 1',
    'Complaint date, complainant (copy enclosed) and section alleged',
  ),
  'in.ctr2026.form2.para2': r(
    'Form-II para 2',
    'प्ररूप-II पैरा 2',
    'Liability to penalty, compensation, charges or expenses',
  ),
  'in.ctr2026.form2.para3': r('Form-II para 3', 'प्ररूप-II पैरा 3', 'Days allowed to show cause from service'),
  'in.ctr2026.form2.para4': r('Form-II para 4', 'प्ररूप-II पैरा 4', 'Consequence of no reply'),
  'in.ctr2026.form2.signature': r(
    'Form-II signature',
    'प्ररूप-II हस्ताक्षर',
    'Adjudicating Officer, name and seal of the office',
  ),
  // Form-III
  'in.ctr2026.form3': r('Form-III', 'प्ररूप-III', 'Form of appeal'),
  'in.ctr2026.form3.item1': r('Form-III item 1', 'प्ररूप-III मद 1', 'Particulars of appellant, (a) to (e)'),
  'in.ctr2026.form3.item2': r('Form-III item 2', 'प्ररूप-III मद 2', 'Provisions under which the order was made'),
  'in.ctr2026.form3.item3': r(
    'Form-III item 3',
    'प्ररूप-III मद 3',
    'Statement of contravention on which the order was made',
  ),
  'in.ctr2026.form3.item4': r('Form-III item 4', 'प्ररूप-III मद 4', 'Grounds of appeal'),
  'in.ctr2026.form3.item5': r('Form-III item 5', 'प्ररूप-III मद 5', 'Details of respondent, (a) to (e)'),
  'in.ctr2026.form3.item6': r('Form-III item 6', 'प्ररूप-III मद 6', 'Statement of facts'),
  'in.ctr2026.form3.item7': r('Form-III item 7', 'प्ररूप-III मद 7', 'Date of the order of the adjudicating officer'),
  'in.ctr2026.form3.item8': r('Form-III item 8', 'प्ररूप-III मद 8', 'Relief claimed'),
  'in.ctr2026.form3.item9': r(
    'Form-III item 9',
    'प्ररूप-III मद 9',
    'Whether filed within the time referred to in section 27B',
  ),
  'in.ctr2026.form3.item10': r('Form-III item 10', 'प्ररूप-III मद 10', 'Whether an appeal is pending in any other court'),
  'in.ctr2026.form3.declaration': r('Form-III declaration', 'प्ररूप-III घोषणा', "Appellant's declaration"),
  'in.ctr2026.form3.enclosures': r('Form-III enclosures', 'प्ररूप-III संलग्नक', 'Copy of the order; documents relied upon'),
  // Cattle-trespass Act, 1871: the sections the Rules refer to
  'in.cta1871.s20': {
    label: 'Section 20',
    labelHi: 'धारा 20',
    title: 'Complaint of illegal seizure or detention of cattle (Chapter V)',
    instrument: A,
  },
  'in.cta1871.s27b': {
    label: 'Section 27B',
    labelHi: 'धारा 27ख',
    title: 'Appeal (period referred to in Form-III item 9)',
    instrument: A,
    inForceFrom: '2026-07-02' as LocalDate,
  },
  'in.cta1871.s27c': {
    label: 'Section 27C',
    labelHi: 'धारा 27ग',
    title: 'Period for payment of penalty',
    instrument: A,
    inForceFrom: '2026-07-02' as LocalDate,
  },
  'in.cta1871.s28': {
    label: 'Section 28',
    labelHi: 'धारा 28',
    title: 'Penalties credited to the Fund of the Board',
    instrument: A,
    inForceFrom: '2026-07-02' as LocalDate,
  },
  'in.cta1871.s32': {
    label: 'Section 32',
    labelHi: 'धारा 32',
    title: 'Power of the Central Government to make rules',
    instrument: A,
    inForceFrom: '2026-06-30' as LocalDate,
  },
  // General Clauses Act, 1897: how periods are counted
  'in.gca1897.s3.35': {
    label: 'Section 3(35)',
    labelHi: 'धारा 3(35)',
    title: '"Month" means a month reckoned according to the British calendar',
    instrument: G,
  },
  'in.gca1897.s9': {
    label: 'Section 9',
    labelHi: 'धारा 9',
    title: '"From": the first day is excluded; "to": the last day is included',
    instrument: G,
  },
  'in.gca1897.s10': {
    label: 'Section 10',
    labelHi: 'धारा 10',
    title: 'Act due on a day the office is closed may be done on the next open day',
    instrument: G,
  },
  // Assam: Cattle Trespass (Assam Amendment) Act, 2002
  'in-as.cta2002.s1': {
    label: 'Section 1 (Assam Act XV of 2002)',
    labelHi: 'धारा 1 (असम अधिनियम XV, 2002)',
    title: 'Short title, extent and commencement',
    instrument: AS,
  },
  'in-as.cta.s26': {
    label: 'Section 26 (Assam)',
    labelHi: 'धारा 26 (असम)',
    title: 'Penalty for damage to land, crops or roads, injury, or cattle on public roads',
    instrument: AS,
  },
  'in-as.cta.s26.first': {
    label: 'Section 26 (Assam), first offence',
    labelHi: 'धारा 26 (असम), प्रथम अपराध',
    title: 'Fine Rs 500 to Rs 1,000; simple imprisonment up to 1 month in default',
    instrument: AS,
  },
  'in-as.cta.s26.subsequent': {
    label: 'Section 26 (Assam), subsequent offence',
    labelHi: 'धारा 26 (असम), पश्चात्वर्ती अपराध',
    title: 'Fine Rs 1,000 to Rs 2,000 or simple imprisonment up to 3 months',
    instrument: AS,
  },
  'in-as.cta.s26.compensation': {
    label: 'Section 26 (Assam), compensation',
    labelHi: 'धारा 26 (असम), प्रतिकर',
    title: 'Compensation; forfeiture and auction of the cattle in default',
    instrument: AS,
  },
  'in-as.cta.s26a': {
    label: 'Section 26A (Assam)',
    labelHi: 'धारा 26क (असम)',
    title: 'Cognizance only on a written report of the aggrieved person or a public servant',
    instrument: AS,
  },
  // The general criminal law the Assam track relies on (IPC s.64, BNS s.8, BNSS s.514)
  ...CRIMINAL_SPECS,
} as const satisfies Record<string, ProvisionSpec>;

/** A provision's typed id. A citation not in the registry does not compile. */
export type ProvisionId = keyof typeof SPECS;

export interface Provision extends ProvisionSpec {
  readonly id: ProvisionId;
  readonly inForceFrom: LocalDate;
  /** `law/<file>.md#<id>`: the heading of our restatement. */
  readonly anchor: string;
}

export const PROVISIONS: Readonly<Record<ProvisionId, Provision>> = Object.fromEntries(
  (Object.entries(SPECS) as [ProvisionId, ProvisionSpec][]).map(([id, spec]) => [
    id,
    {
      ...spec,
      id,
      inForceFrom: spec.inForceFrom ?? INSTRUMENTS[spec.instrument].inForceFrom,
      anchor: `${INSTRUMENTS[spec.instrument].lawFile}#${id}`,
    },
  ]),
) as Record<ProvisionId, Provision>;

export const PROVISION_IDS: readonly ProvisionId[] = Object.keys(SPECS) as ProvisionId[];

export function provision(id: ProvisionId): Provision {
  return PROVISIONS[id];
}

export function isProvisionId(s: string): s is ProvisionId {
  return Object.hasOwn(SPECS, s);
}

/** "Rule 4(4) of the Cattle-trespass Rules, 2026" / "पशु अतिचार नियम, 2026 का नियम 4(4)". */
export function cite(id: ProvisionId, lang: 'en' | 'hi' = 'en'): string {
  const p = PROVISIONS[id];
  const inst = INSTRUMENTS[p.instrument];
  // Hindi possessive agrees with the noun: नियम and प्ररूप are masculine (का), धारा is feminine (की).
  // Assam's s.26 and s.26A are sections of the Cattle-trespass Act, 1871, substituted (s.26) or inserted (s.26A) in
  // Assam by Assam Act XV of 2002: not sections of the amending Act (hindi-terms s26Assam, s26aAssam).
  if (p.instrument === 'in-as.cta2002' && id !== 'in-as.cta2002.s1') {
    const inserted = id === 'in-as.cta.s26a';
    if (lang === 'hi') {
      return `${hiTerm('act')} की ${p.labelHi.replace(' (असम)', '')}, ${hiTerm('assamAct')} द्वारा यथा ${inserted ? 'अंतःस्थापित' : 'प्रतिस्थापित'}`;
    }
    return `${p.label.replace(' (Assam)', '')} of the Cattle-trespass Act, 1871, as ${inserted ? 'inserted' : 'substituted'} in Assam by Assam Act XV of 2002 (${inst.title})`;
  }
  // The criminal codes' labels carry the code's short name in brackets; the citation names the code in full.
  const label = Object.hasOwn(CRIMINAL_INSTRUMENTS, p.instrument) ? p.label.replace(/ \(.*\)$/, '') : p.label;
  const labelHi = Object.hasOwn(CRIMINAL_INSTRUMENTS, p.instrument) ? p.labelHi.replace(/ \(.*\)$/, '') : p.labelHi;
  if (lang === 'hi') return `${inst.titleHi} ${labelHi.startsWith('धारा') ? 'की' : 'का'} ${labelHi}`;
  return `${label} of the ${inst.title}`;
}

/** Short labels joined for a basis list: "Rule 4(1), Section 9 (GCA)". */
export function labels(ids: readonly ProvisionId[]): string[] {
  return ids.map((id) => {
    const p = PROVISIONS[id];
    return p.instrument === 'in.gca1897' ? `${p.label} of the General Clauses Act, 1897` : p.label;
  });
}

export function isInForce(id: ProvisionId, on: LocalDate): boolean {
  const p = PROVISIONS[id];
  return p.inForceFrom <= on && (p.inForceTo === undefined || on <= p.inForceTo);
}
