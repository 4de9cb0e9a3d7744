// Form-I (Rule 3) with the office's receipt, Form-III (Rule 7(1)) with its receipt, the notice to the respondent
// (Rule 7(8)), the appellate order (Rule 7(11)) and the order sheet in Assam's languages (issue 31), issued with their
// English copies in the office's pair under the State's order of 15 April 2025 under the Assam Official Language Act,
// 1960 (catalog.ts ends every copy with the line that the English version prevails). Words: regional-appeal-words.ts.
// What a person wrote (names, statements, grounds, reasons) is printed as written; dates and amounts come from Intl.

import type { Block, DocumentModel, Layout } from '../types.ts';
import type { AssamLang } from '../../rules/document-languages.ts';
import type { Form1Values } from '../models/adjudication.ts';
import type { AppellateOrderValues, Form3Values, RespondentNoticeValues } from '../models/appeal.ts';
import type { OrderSheetValues } from '../models/order-sheet.ts';
import { list, longDate, money, shortDate } from '../format.ts';
import { count, regionalBasis, regionalLabel, REGIONAL_WORDS } from './regional.ts';
import { APPEAL_WORDS, FORM1_WORDS, FORM3_WORDS, SHEET_WORDS } from './regional-appeal-words.ts';
import type { RowFacts } from './regional-sheet-rows.ts';
import type { AdjudicationEvent } from '../../domain/adjudication/events.ts';

const to = (L: AssamLang, lines: readonly string[]): Block[] => [
  { k: 'para', text: REGIONAL_WORDS[L].to },
  ...lines.filter((l) => l !== '').map((l): Block => ({ k: 'para', text: l, indent: 1 })),
];

const signature = (m: DocumentModel<unknown>, L: AssamLang, seal = true): Block => ({
  k: 'signature',
  lines: [
    REGIONAL_WORDS[L].signed,
    m.header.issuer.officer,
    m.header.issuer.designation,
    m.header.issuer.office,
    ...(seal ? [REGIONAL_WORDS[L].seal] : []),
  ],
});

export function regionalForm1(m: DocumentModel<Form1Values>, L: AssamLang): Layout {
  const t = FORM1_WORDS[L];
  const v = m.values;
  const p = v.particulars;
  const k = p.contravener;
  const when = [
    longDate(k.contravention.date, L),
    k.contravention.time ?? '',
    k.contravention.place,
    k.contravention.nature,
  ]
    .filter((s) => s !== '')
    .join(', ');
  const blocks: Block[] = [
    { k: 'title', text: t.form },
    { k: 'subtitle', text: t.see },
    { k: 'title', text: t.title },
    ...to(L, [t.ao, t.aoWho]),
    { k: 'heading', text: t.i1 },
    {
      k: 'fields',
      rows: [
        { label: t.a, value: p.complainant.name },
        { label: t.b, value: p.complainant.parentName ?? '' },
        { label: t.c, value: v.complainantAddress },
        { label: t.d1, value: p.complainant.contactNumber ?? '' },
        { label: t.e1, value: p.complainant.email ?? '' },
      ],
    },
    { k: 'heading', text: t.i2 },
    {
      k: 'fields',
      rows: [
        { label: t.a, value: k.name },
        { label: t.b, value: k.parentName ?? '' },
        { label: t.c, value: v.contravenerAddress },
        { label: t.d2, value: when },
        { label: t.e2, value: k.provisionAlleged },
        { label: t.f, value: k.statement },
        { label: t.g, value: list(k.evidence, L) },
        { label: t.h, value: k.compensationOrCharges ?? '' },
      ],
    },
    { k: 'space' },
    { k: 'para', text: t.declaration(p.declaration.signedName) },
    { k: 'signature', lines: [t.sig, p.declaration.signedName, t.name] },
    { k: 'heading', text: t.receipt },
    {
      k: 'fields',
      rows: [
        { label: t.caseNumber, value: v.receipt.caseNumber },
        { label: t.receivedOn, value: longDate(v.receipt.receivedOn, L) },
        { label: t.receivedHow, value: v.mode === 'electronic' ? t.electronic : t.writing },
      ],
    },
    ...regionalBasis(m.header, L),
  ];
  return { title: `${t.form}: ${t.title}`, blocks };
}

export function regionalForm3(m: DocumentModel<Form3Values>, L: AssamLang): Layout {
  const t = FORM3_WORDS[L];
  const t1 = FORM1_WORDS[L];
  const { form: f, filing } = m.values;
  const party = (p: typeof f.appellant): Block => ({
    k: 'fields',
    rows: [
      { label: t1.a, value: p.name ?? '' },
      { label: t1.b, value: p.parentName ?? '' },
      { label: t1.c, value: p.address ?? '' },
      { label: t1.d1, value: p.contact ?? '' },
      { label: t1.e1, value: p.email ?? '' },
    ],
  });
  const yesNo = (b: boolean): string => (b ? t.yes : t.no);
  // Item 9 is the appellant's answer as given, with their explanation of any delay (as in the English copy).
  const answer = f.withinTimeAnswer === undefined ? '' : yesNo(f.withinTimeAnswer === 'YES');
  const delay = f.delayExplanation?.trim()
    ? `${answer ? `${answer}। ` : ''}${t.delay}: ${f.delayExplanation.trim()}`
    : answer;
  const pending = f.pendingElsewhere;
  const blocks: Block[] = [
    { k: 'title', text: t.form },
    { k: 'subtitle', text: t.see },
    { k: 'title', text: t.title },
    ...to(L, [t.aa, t.aaWho]),
    { k: 'heading', text: t.i1 },
    party(f.appellant),
    {
      k: 'fields',
      labelWidth: 0.45,
      rows: [
        { label: t.i2, value: f.provisions ?? '' },
        { label: t.i3, value: f.statementOfContravention ?? '' },
        { label: t.i4, value: f.grounds ?? '' },
      ],
    },
    { k: 'heading', text: t.i5 },
    party(f.respondent),
    {
      k: 'fields',
      labelWidth: 0.45,
      rows: [
        { label: t.i6, value: f.statementOfFacts ?? '' },
        { label: t.i7, value: f.orderDate ? longDate(f.orderDate, L) : '' },
        { label: t.i8, value: f.reliefClaimed ?? '' },
        { label: t.i9(regionalLabel('in.cta1871.s27b', L)), value: delay },
        {
          label: t.i10,
          value: pending ? `${yesNo(pending.pending)}${pending.details ? ` – ${pending.details}` : ''}` : '',
        },
      ],
    },
    { k: 'para', text: t.declaration },
    { k: 'para', text: t.encl, bold: true },
    { k: 'para', indent: 1, text: `${t.enc1} ${f.enclosures.copyOfOrder ? t.enclosed : t.notEnclosed}` },
    { k: 'para', indent: 1, text: `${t.enc2} ${f.enclosures.documentsRelied.join('; ')}` },
    {
      k: 'fields',
      rows: [
        {
          label: t.sig,
          value: `${t.signedWord} ${f.declaration?.signedOn ? longDate(f.declaration.signedOn, L) : ''}`,
        },
        { label: t.name, value: f.declaration?.name ?? f.appellant.name ?? '' },
      ],
    },
    { k: 'heading', text: t1.receipt },
    {
      k: 'fields',
      rows: [
        { label: t.appealNumber, value: m.header.caseNumber },
        { label: t.deemedOn, value: longDate(filing.on, L) },
      ],
    },
    ...regionalBasis(m.header, L),
  ];
  return { title: `${t.form}: ${t.title}`, blocks };
}

export function regionalRespondentNotice(m: DocumentModel<RespondentNoticeValues>, L: AssamLang): Layout {
  const w = APPEAL_WORDS[L];
  const v = m.values;
  return {
    title: w.noticeTitle,
    blocks: [
      { k: 'title', text: w.noticeTitle },
      ...to(L, [v.parties.respondent, v.respondentAddress]),
      {
        k: 'para',
        text: w.noticePara(
          v.parties.appellant,
          longDate(v.filedOn, L),
          longDate(v.orderOn, L),
          longDate(v.admittedOn, L),
          count(v.replyDays, L),
        ),
      },
      { k: 'para', text: w.noticeHearing },
      { k: 'para', text: `${REGIONAL_WORDS[L].enclosure}: ${w.copyOfAppeal}` },
      signature(m, L),
      ...regionalBasis(m.header, L),
    ],
  };
}

export function regionalAppellateOrder(m: DocumentModel<AppellateOrderValues>, L: AssamLang): Layout {
  const w = APPEAL_WORDS[L];
  const r = REGIONAL_WORDS[L];
  const v = m.values;
  const t = v.terms;
  const rs = (paise: number): string => money(paise, L);
  const found = v.order.sectionsFound ?? [];
  const outcome = v.outcome === 'confirm' ? w.confirm : v.outcome === 'vary' ? w.vary : w.setAside;
  const payBy = (penalty: number): string =>
    w.payBy(
      rs(penalty),
      v.payBy ? count(v.payBy.periodDays, L) : undefined,
      v.payBy ? longDate(v.payBy.due, L) : undefined,
      v.payBy?.timeToPay === 'order',
    );
  const account: string[] = [];
  if (v.account) {
    const a = v.account;
    if (a.depositedPaise > 0)
      account.push(w.deposited(rs(t.penaltyPaise), rs(Math.min(a.depositedPaise, t.penaltyPaise))));
    if (a.referredPaise > 0)
      account.push(w.referred(rs(a.referredPaise), a.referredOn ? longDate(a.referredOn, L) : undefined));
    if (a.balancePaise > 0) account.push(payBy(a.balancePaise));
    else if (t.penaltyPaise > 0) account.push(w.nothingFurther);
    if (a.excessPaise > 0) account.push(w.excess(rs(a.excessPaise)));
  } else if (v.outcome !== 'set-aside' && t.penaltyPaise > 0) account.push(payBy(t.penaltyPaise));
  const due = t.compensationPaise + t.expensesPaise + t.chargesPaise;
  const payee = v.order.compensationPayee;
  return {
    title: w.orderTitle,
    blocks: [
      { k: 'title', text: w.orderTitle },
      {
        k: 'fields',
        rows: [
          { label: w.appellant, value: v.parties.appellant },
          { label: w.respondent, value: v.parties.respondent },
          { label: w.filedOn, value: longDate(v.filedOn, L) },
          { label: w.orderOn, value: longDate(v.order.on, L) },
          { label: w.penaltyBelow, value: rs(v.order.penaltyPaise) },
          ...(found.length > 0
            ? [
                {
                  label: w.sectionFound,
                  value: found.map((s) => r.of(r.instruments['in.cta1871'], `${r.section} ${s}`)).join(', '),
                },
              ]
            : []),
        ],
      },
      ...v.hearings.map((h): Block => ({
        k: 'para',
        text: w.hearingLine(longDate(h.on, L), w.appear[h.appearances.appellant], w.appear[h.appearances.respondent]),
      })),
      ...(v.answers && v.answers.length > 0
        ? [
            { k: 'heading', text: w.answersHeading } satisfies Block,
            ...v.answers.map((a): Block => ({ k: 'para', text: w.answer(a.ground, a.text, a.accepted, a.reasons) })),
          ]
        : []),
      { k: 'heading', text: r.reasons },
      { k: 'para', text: v.reasons },
      { k: 'heading', text: r.order },
      { k: 'para', text: outcome },
      {
        k: 'table',
        widths: [3, 1.4],
        head: [r.head, w.standing],
        rows: [
          [r.penalty, rs(t.penaltyPaise)],
          [r.compensation, rs(t.compensationPaise)],
          [r.expenses, rs(t.expensesPaise)],
          [r.charges, rs(t.chargesPaise)],
        ],
      },
      ...(v.outcome !== 'set-aside' && due > 0 && payee
        ? [{ k: 'para', text: w.payee(rs(due), payee === 'complainant') } satisfies Block]
        : []),
      ...(v.ceiling !== undefined && t.penaltyPaise > 0
        ? [
            {
              k: 'para',
              text:
                v.ceiling.maxRupees === null
                  ? w.noCeiling(longDate(v.ceiling.readOn, L))
                  : w.withinCeiling(rs(0), rs(v.ceiling.maxRupees * 100), longDate(v.ceiling.readOn, L)),
            } satisfies Block,
          ]
        : []),
      ...account.map((text): Block => ({ k: 'para', text })),
      { k: 'para', text: w.copy },
      signature(m, L),
      ...regionalBasis(m.header, L),
    ],
  };
}

/** The order sheet's row of an event in the language, its dates, amounts and counts from Intl in that language. */
export function sheetRow(L: AssamLang, e: AdjudicationEvent): string {
  const f: RowFacts = { date: (d) => longDate(d, L), money: (p) => money(p, L), count: (n) => count(n, L) };
  return (SHEET_WORDS[L].events[e.type] as (e: AdjudicationEvent, f: RowFacts) => string)(e, f);
}

export function regionalOrderSheet(m: DocumentModel<OrderSheetValues>, L: AssamLang): Layout {
  const w = SHEET_WORDS[L];
  const r = REGIONAL_WORDS[L];
  const v = m.values;
  return {
    title: w.title,
    blocks: [
      { k: 'title', text: w.title },
      {
        k: 'fields',
        rows: [
          { label: r.complainant, value: `${v.parties.complainant.name}, ${v.parties.complainant.address}` },
          { label: r.contravener, value: `${v.parties.contravener.name}, ${v.parties.contravener.address}` },
        ],
      },
      {
        k: 'table',
        widths: [0.45, 1, 4.2, 1.6],
        head: [...w.head],
        rows: v.entries.map((e) => [
          String(e.no),
          shortDate(e.on),
          sheetRow(L, e.event) +
            (e.event.actedFor
              ? w.actedFor(e.event.actedFor.operator, e.event.actedFor.party, e.event.actedFor.consentDocumentId)
              : ''),
          e.basis.map((id) => regionalLabel(id, L)).join(', '),
        ]),
      },
      signature(m, L, false),
      ...regionalBasis(m.header, L),
    ],
  };
}
