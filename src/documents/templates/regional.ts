// The documents of an Assam office in Assam's languages (issue 31): Form-II, the notice of hearing, the summons
// (regional-summons.ts) and the final order in Assamese, Bengali (Barak Valley) and Bodo in Devanagari (Bodoland
// Territorial Region), issued with their English copies under the State's order of 15 April 2025 under the Assam
// Official Language Act, 1960. Every copy of such a pair says, in English and in the other language, that the English
// version prevails where the two differ.
//
// The words are typed per language (REGIONAL_WORDS: a word missing in one language does not compile). Legal terms
// follow law/glossary-as.md and law/glossary-bn.md; the terms no authoritative source we hold fixes are marked there
// as awaiting review by an Assamese (Bengali, Bodo) legal reader. Dates and amounts come from Intl (format.ts);
// case numbers, document ids and provision numbers stay in ASCII digits.

import type { ProvisionId } from '../../rules/provisions.ts';
import { PROVISIONS } from '../../rules/provisions.ts';
import type { AssamLang, Block, DocumentHeader, DocumentModel, Layout, TemplateId } from '../types.ts';
import type {
  FinalOrderValues,
  Form2Values,
  HearingNoticeValues,
  Parties,
  SummonsValues,
} from '../models/adjudication.ts';
import { SUMMONS_WORDS } from './regional-summons.ts';
import { longDate, money } from '../format.ts';
import type { RegionalWords } from './regional-words.ts';
import { AS, BN } from './regional-words.ts';
import { BRX } from './regional-words-brx.ts';

export type { RegionalWords };

/** The templates an Assam office issues in Assamese, Bengali and Bodo; every other one in English only (for now). */
export const REGIONAL_TEMPLATES: readonly TemplateId[] = [
  'form-2',
  'hearing-notice',
  'summons',
  'final-order',
  // Form-I, Form-III with its receipt, the Rule 7(8) notice, the appellate order and the order sheet
  // (regional-appeal.ts).
  'form-1',
  'form-3',
  'respondent-notice',
  'appellate-order',
  'order-sheet',
  // The other orders and notices (regional-orders.ts).
  'reply-extension-order',
  'ex-parte-record',
  'proceedings-extension-order',
  'payment-receipt',
  'recovery-referral',
  'defect-intimation',
  'registration-refusal-order',
];

type R = Readonly<Record<AssamLang, string>>;

const LOCALE: R = { as: 'as-IN', bn: 'bn-IN', brx: 'brx-IN' };

/** A count (days) in the language's digits. */
export const count = (n: number, L: AssamLang): string => new Intl.NumberFormat(LOCALE[L]).format(n);

/** The name of each language in each language, and in English. */
export const LANGUAGE_NAME = {
  en: { as: 'Assamese', bn: 'Bengali', brx: 'Bodo' },
  as: { as: 'অসমীয়া', bn: 'বাংলা', brx: 'বড়ো' },
  bn: { as: 'অসমিয়া', bn: 'বাংলা', brx: 'বোড়ো' },
  brx: { as: 'असमिया', bn: 'बांला', brx: "बर'" },
} as const;

/** "Where the English and the Assamese versions differ, the English version prevails": in English and in L. */
export function prevailsLines(L: AssamLang): [string, string] {
  const en = `Where the English and the ${LANGUAGE_NAME.en[L]} versions of this document differ, the English version prevails.`;
  const own: R = {
    as: 'এই নথিৰ ইংৰাজী আৰু অসমীয়া সংস্কৰণৰ মাজত পাৰ্থক্য হ’লে ইংৰাজী সংস্কৰণহে গ্ৰাহ্য হ’ব।',
    bn: 'এই নথির ইংরেজি ও বাংলা সংস্করণের মধ্যে পার্থক্য দেখা দিলে ইংরেজি সংস্করণই গ্রাহ্য হবে।',
    brx: "बे बिलाइनि इंराजि आरो बर' सुंद'फोरनि गेजेराव फारागथि दंब्ला इंराजि सुंद'आनो गोनां मोनगोन।",
  };
  return [en, own[L]];
}

/** The block every copy of an Assam office's document ends with (issue 31). */
export function prevailsBlock(h: DocumentHeader): Block[] {
  if (!h.pairWith) return [];
  const [en, own] = prevailsLines(h.pairWith);
  return [
    { k: 'space', h: 4 },
    { k: 'para', text: en, bold: true },
    { k: 'para', text: own, bold: true },
  ];
}

export const REGIONAL_WORDS: Readonly<Record<AssamLang, RegionalWords>> = { as: AS, bn: BN, brx: BRX };

const DEVA_LETTERS = 'कखगघङचछज';

/** A provision's label in the language: "নিয়ম 4(3)(খ)", "ধাৰা 27গ", "प्ररूप-II" → "প্ৰপত্ৰ-II". */
export function regionalLabel(id: ProvisionId, L: AssamLang): string {
  const w = REGIONAL_WORDS[L];
  return PROVISIONS[id].labelHi
    .replace(/^उपनियम/, `${w.rule}`)
    .replace(/^नियम/, w.rule)
    .replace(/^धारा/, w.section)
    .replace(/^प्ररूप/, w.form)
    .replace(/[कखगघङचछज]/g, (c) => w.letters[DEVA_LETTERS.indexOf(c)]!);
}

/** "পশু অনধিকাৰ প্ৰৱেশ নিয়মাৱলী, 2026ৰ নিয়ম 4(6)". */
export function regionalCite(id: ProvisionId, L: AssamLang): string {
  const w = REGIONAL_WORDS[L];
  const inst = PROVISIONS[id].instrument as keyof RegionalWords['instruments'];
  const title = w.instruments[inst];
  if (!title) throw new Error(`no ${L} title for ${PROVISIONS[id].instrument}`);
  return w.of(title, regionalLabel(id, L));
}

function basis(h: DocumentHeader, L: AssamLang): Block[] {
  const w = REGIONAL_WORDS[L];
  const out: Block[] = [
    { k: 'space', h: 6 },
    { k: 'heading', text: w.legalBasis },
    ...h.basis.map((id): Block => ({ k: 'para', text: `• ${regionalCite(id, L)}`, indent: 0 })),
  ];
  if (h.configured.length > 0) {
    out.push({ k: 'heading', text: w.provisional });
    for (const c of h.configured) {
      const m = /^(\d+) (days|months)$/.exec(c.value);
      const value = m ? (m[2] === 'days' ? w.days : w.months)(count(Number(m[1]), L)) : c.value;
      const acts = c.basis.filter((id) => id.startsWith('in.cta1871.'));
      const pending = acts.length === 0 ? w.publishedText : acts.map((id) => regionalLabel(id, L)).join(', ');
      out.push({
        k: 'para',
        text: w.provisionalNote(c.basis.map((id) => regionalLabel(id, L)).join(', '), value, pending),
      });
    }
  }
  return out;
}

/** The legal basis block in the language (regional-appeal.ts draws it too). */
export const regionalBasis = basis;

const toBlock = (L: AssamLang, lines: readonly string[]): Block[] => [
  { k: 'para', text: REGIONAL_WORDS[L].to },
  ...lines.filter((l) => l !== '').map((l): Block => ({ k: 'para', text: l, indent: 1 })),
];

const signature = (h: DocumentHeader, L: AssamLang): Block => ({
  k: 'signature',
  lines: [REGIONAL_WORDS[L].signed, h.issuer.officer, h.issuer.designation, h.issuer.office, REGIONAL_WORDS[L].seal],
});

const inTheMatter = (L: AssamLang, p: Parties): Block[] => [
  {
    k: 'fields',
    rows: [
      { label: REGIONAL_WORDS[L].complainant, value: `${p.complainant.name}, ${p.complainant.address}` },
      { label: REGIONAL_WORDS[L].contravener, value: `${p.contravener.name}, ${p.contravener.address}` },
    ],
  },
];

export function regionalForm2(m: DocumentModel<Form2Values>, L: AssamLang): Layout {
  const w = REGIONAL_WORDS[L];
  const v = m.values;
  const blocks: Block[] = [
    { k: 'title', text: w.form2 },
    { k: 'subtitle', text: w.form2See },
    { k: 'title', text: w.form2Title },
    ...toBlock(L, [v.addressee.name, v.addressee.address]),
    { k: 'para', text: w.form2Subject, bold: true },
    { k: 'para', text: w.sir },
    { k: 'para', text: w.form2Para1(v.complainant, longDate(v.complaintDate, L), v.sectionAlleged) },
    { k: 'para', indent: 1, text: `${w.contraventionAlleged}: ${v.contravention}` },
    { k: 'para', text: w.form2Para2 },
    { k: 'para', text: w.form2Para3(count(v.replyDays, L)) },
    { k: 'para', text: w.form2Para4 },
    { k: 'signature', lines: [w.signed, w.ao, v.aoName, v.aoOffice, w.seal] },
    {
      k: 'para',
      text: `${w.enclosure}: ${w.copyOfComplaint} (${regionalLabel('in.ctr2026.r4.3.b', L)})`,
    },
    ...basis(m.header, L),
  ];
  return { title: `${w.form2}: ${w.form2Title}`, blocks };
}

export function regionalHearingNotice(m: DocumentModel<HearingNoticeValues>, L: AssamLang): Layout {
  const w = REGIONAL_WORDS[L];
  const v = m.values;
  const para = w.hearingPara(
    longDate(v.noticeIssuedOn, L),
    v.replyReceivedOn ? longDate(v.replyReceivedOn, L) : undefined,
    longDate(v.hearingOn, L),
    v.mode === 'electronic' ? w.electronic : w.inPerson,
  );
  const blocks: Block[] = [
    { k: 'title', text: w.hearingTitle },
    ...inTheMatter(L, v.parties),
    ...toBlock(L, [v.parties.contravener.name, v.parties.contravener.address]),
    ...toBlock(L, [v.parties.complainant.name, v.parties.complainant.address]),
    { k: 'para', text: para },
    ...(v.time ? [{ k: 'para', indent: 1, text: `${w.hearingTime}: ${v.time}` } as Block] : []),
    ...(v.place ? [{ k: 'para', indent: 1, text: `${w.hearingPlace}: ${v.place}` } as Block] : []),
    ...(v.link ? [{ k: 'para', indent: 1, text: `${w.hearingLink}: ${v.link}` } as Block] : []),
    { k: 'para', text: w.appear },
    { k: 'para', text: w.witnesses },
    ...(v.inAbsence ? [{ k: 'para', text: w.inAbsence } as Block] : []),
    signature(m.header, L),
    ...basis(m.header, L),
  ];
  return { title: w.hearingTitle, blocks };
}

/** The summons to enforce a witness's attendance (Rule 4(2)), in the language. */
export function regionalSummons(m: DocumentModel<SummonsValues>, L: AssamLang): Layout {
  const w = SUMMONS_WORDS[L];
  const v = m.values;
  const what = w.purpose[v.purpose];
  const on = longDate(v.appearOn, L);
  const blocks: Block[] = [
    { k: 'title', text: w.title },
    ...inTheMatter(L, v.parties),
    ...toBlock(L, [v.witnessName]),
    { k: 'para', text: w.para(on, what) },
    {
      k: 'fields',
      rows: [
        { label: w.witness, value: v.witnessName },
        { label: w.appearOn, value: on },
        { label: w.purposeLabel, value: what },
      ],
    },
    signature(m.header, L),
    ...basis(m.header, L),
  ];
  return { title: w.title, blocks };
}

export function regionalFinalOrder(m: DocumentModel<FinalOrderValues>, L: AssamLang): Layout {
  const w = REGIONAL_WORDS[L];
  const v = m.values;
  const a = v.amounts;
  const dismissed = v.kind === 'dismissal';
  const title = dismissed ? w.dismissalTitle : w.penaltyTitle;
  const d = (x: Parameters<typeof longDate>[0]): string => longDate(x, L);
  const history: string[] = [
    `${w.complaintReceivedOn}: ${d(v.complaintReceivedOn)}`,
    ...(v.replyOn ? [`${w.replyReceivedOn}: ${d(v.replyOn)}${v.onAdmission ? w.admitted : ''}`] : []),
    ...(v.exParte ? [w.exParte] : []),
    ...v.hearings.map((h) => `${w.hearingHeldOn}: ${d(h)}`),
    ...(v.hearingsInAbsence ?? []).map((h) => w.hearingInAbsence(d(h.on), h.materialExamined.join('; '))),
    ...(v.onAdmission && v.heardOnAmountOn ? [w.heardOnAmount(d(v.heardOnAmountOn))] : []),
    ...(v.onAdmission && v.notHeardOnAmountReasons ? [w.notHeardOnAmount(v.notHeardOnAmountReasons)] : []),
  ];
  const blocks: Block[] = [
    { k: 'title', text: title },
    ...inTheMatter(L, v.parties),
    {
      k: 'fields',
      rows: [
        { label: w.contraventionAlleged, value: v.contravention },
        { label: w.provisionAlleged, value: v.provisionAlleged },
      ],
    },
    { k: 'heading', text: w.proceedings },
    ...history.map((h): Block => ({ k: 'para', text: `• ${h}` })),
    { k: 'heading', text: w.reasons },
    { k: 'para', text: v.reasons },
    { k: 'heading', text: w.order },
  ];
  if (dismissed) blocks.push({ k: 'para', text: w.dismissed });
  else {
    blocks.push(
      { k: 'para', text: w.ordered(v.parties.contravener.name) },
      {
        k: 'table',
        widths: [3, 1.4],
        head: [w.head, w.amount],
        rows: [
          [w.penalty, money(a.penaltyPaise, L)],
          [w.compensation, money(a.compensationPaise, L)],
          [w.expenses, money(a.expensesPaise, L)],
          [w.charges, money(a.chargesPaise, L)],
          [w.total, money(a.totalPaise, L)],
        ],
      },
    );
    if (v.penaltyCeilingRupees !== undefined) {
      blocks.push({
        k: 'para',
        text: v.penaltyCeilingRupees === null ? w.noCeiling : w.withinCeiling(money(v.penaltyCeilingRupees * 100, L)),
      });
    }
    if (v.depositDays !== undefined && v.depositDueOn !== undefined) {
      const provisional = m.header.configured.some((c) => c.param === 'deposit.period-days');
      blocks.push({
        k: 'para',
        text: w.deposit(money(a.penaltyPaise, L), count(v.depositDays, L), d(v.depositDueOn), provisional),
      });
    }
  }
  blocks.push({ k: 'para', text: w.copyAndAppeal }, signature(m.header, L), ...basis(m.header, L));
  return { title, blocks };
}

/** The issuer's designation and the "for the office" line in Assam's languages (documents/issue.ts). */
export const regionalDesignation = (L: AssamLang): { ao: string; forOffice: string } => ({
  ao: REGIONAL_WORDS[L].ao,
  forOffice: REGIONAL_WORDS[L].forOffice,
});
