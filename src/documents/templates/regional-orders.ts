// The other orders and notices an Assam office issues, in Assam's languages (issue 31), with their English copies in
// the office's pair: the order extending the time to reply (Rule 4(4)), the record of ex parte proceeding (Rule 4(7)),
// the order extending the proceedings (Rule 6), the receipt for a deposit, the reference to the Animal Welfare Board
// of India for recovery (Rules 4(14), 7(12)), the intimation of defects and the order refusing registration of an
// appeal (Rule 7(6)). Words typed per language; our translation, awaiting review by a legal reader of the language
// (scripts/assam-review-list.ts lists them). What the officer wrote (reasons, defects) is printed as written.

import type { AssamLang, Block, DocumentModel, Layout } from '../types.ts';
import type {
  ExParteValues,
  PaymentReceiptValues,
  ProceedingsExtensionValues,
  RecoveryReferralValues,
  ReplyExtensionValues,
} from '../models/adjudication.ts';
import type { DefectIntimationValues, RefusalOrderValues } from '../models/appeal.ts';
import { longDate, money } from '../format.ts';
import { count, regionalBasis, REGIONAL_WORDS } from './regional.ts';
import { APPEAL_WORDS } from './regional-appeal-words.ts';
import type { Fn } from './regional-orders-words.ts';
import { ORDER_WORDS as WORDS } from './regional-orders-words.ts';

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
const parties = (
  L: AssamLang,
  p: { complainant: { name: string; address: string }; contravener: { name: string; address: string } },
): Block => ({
  k: 'fields',
  rows: [
    { label: REGIONAL_WORDS[L].complainant, value: `${p.complainant.name}, ${p.complainant.address}` },
    { label: REGIONAL_WORDS[L].contravener, value: `${p.contravener.name}, ${p.contravener.address}` },
  ],
});
const appealParties = (L: AssamLang, p: { appellant: string; respondent: string }): Block[] => [
  {
    k: 'fields',
    rows: [
      { label: APPEAL_WORDS[L].appellant, value: p.appellant },
      { label: APPEAL_WORDS[L].respondent, value: p.respondent },
    ],
  },
];
const defects = (ds: readonly { description: string }[]): Block => ({
  k: 'table',
  widths: [0.4, 6],
  head: ['#', ''],
  rows: ds.map((d, i) => [String(i + 1), d.description]),
});

export function regionalReplyExtension(m: DocumentModel<ReplyExtensionValues>, L: AssamLang): Layout {
  const w = WORDS[L];
  const v = m.values;
  return {
    title: w.replyTitle,
    blocks: [
      { k: 'title', text: w.replyTitle },
      parties(L, v.parties),
      {
        k: 'para',
        text: w.replyPara(
          longDate(v.noticeIssuedOn, L),
          count(v.originalDays, L),
          count(v.extraDays, L),
          count(v.totalDays, L),
        ),
      },
      {
        k: 'fields',
        rows: [
          { label: w.reasonsRecorded, value: v.reasons },
          { label: w.furtherPeriod, value: REGIONAL_WORDS[L].days(count(v.extraDays, L)) },
          { label: w.replyDueBy, value: longDate(v.dueOn, L) },
        ],
      },
      signature(m, L),
      ...regionalBasis(m.header, L),
    ],
  };
}

export function regionalExParte(m: DocumentModel<ExParteValues>, L: AssamLang): Layout {
  const w = WORDS[L];
  const v = m.values;
  return {
    title: w.exParteTitle,
    blocks: [
      { k: 'title', text: w.exParteTitle },
      parties(L, v.parties),
      {
        k: 'fields',
        rows: [
          { label: w.noticeIssuedOn, value: longDate(v.noticeIssuedOn, L) },
          { label: w.noticeServedOn, value: v.servedOn ? longDate(v.servedOn, L) : '' },
          { label: w.replyWasDue, value: longDate(v.replyDueOn, L) },
        ],
      },
      { k: 'para', text: w.exPartePara(v.parties.contravener.name) },
      { k: 'para', indent: 1, text: v.reasons },
      signature(m, L),
      ...regionalBasis(m.header, L),
    ],
  };
}

export function regionalProceedingsExtension(m: DocumentModel<ProceedingsExtensionValues>, L: AssamLang): Layout {
  const w = WORDS[L];
  const v = m.values;
  return {
    title: w.extensionTitle,
    blocks: [
      { k: 'title', text: w.extensionTitle },
      parties(L, v.parties),
      { k: 'para', text: w.extensionPara(longDate(v.receivedOn, L), count(v.days, L), count(v.totalDays, L)) },
      {
        k: 'fields',
        rows: [
          { label: w.reasonsRecorded, value: v.reasons },
          { label: w.completeBy, value: longDate(v.dueOn, L) },
        ],
      },
      signature(m, L),
      ...regionalBasis(m.header, L),
    ],
  };
}

export function regionalPaymentReceipt(m: DocumentModel<PaymentReceiptValues>, L: AssamLang): Layout {
  const w = WORDS[L];
  const v = m.values;
  return {
    title: w.receiptTitle,
    blocks: [
      { k: 'title', text: w.receiptTitle },
      parties(L, v.parties),
      {
        k: 'fields',
        rows: [
          { label: w.receiptNo, value: v.receiptNo },
          { label: w.depositOn, value: longDate(v.on, L) },
          { label: w.receivedFrom, value: v.parties.contravener.name },
          { label: w.amountReceived, value: money(v.amountPaise, L) },
          { label: w.mode, value: w.modes[v.mode] },
          { label: w.orderDated, value: longDate(v.orderOn, L) },
          { label: w.penaltyImposed, value: money(v.penaltyPaise, L) },
          { label: w.depositedToDate, value: money(v.depositedToDatePaise, L) },
          { label: w.outstanding, value: money(v.outstandingPaise, L) },
          { label: w.creditedTo, value: w.fund },
        ],
      },
      signature(m, L, false),
      ...regionalBasis(m.header, L),
    ],
  };
}

export function regionalRecoveryReferral(m: DocumentModel<RecoveryReferralValues>, L: AssamLang): Layout {
  const w = WORDS[L];
  const r = REGIONAL_WORDS[L];
  const v = m.values;
  return {
    title: w.referralTitle,
    blocks: [
      { k: 'title', text: w.referralTitle },
      { k: 'para', text: r.to },
      { k: 'para', indent: 1, text: w.chairperson },
      { k: 'para', indent: 1, text: w.board },
      { k: 'para', text: w.referralPara(v.source === 'appeal') },
      ...(v.appealPending
        ? [
            {
              k: 'para',
              text: w.appealPending(v.appealPending.number, longDate(v.appealPending.filedOn, L)),
            } satisfies Block,
          ]
        : []),
      {
        k: 'fields',
        rows: [
          { label: w.personLiable, value: v.person.name },
          { label: w.address, value: v.person.address },
          { label: w.aoOrderOn, value: longDate(v.orderOn, L) },
          ...(v.appellateOrderOn ? [{ label: w.appellateOrderOn, value: longDate(v.appellateOrderOn, L) }] : []),
          ...(v.sectionsFound && v.sectionsFound.length > 0
            ? [
                {
                  label: APPEAL_WORDS[L].sectionFound,
                  value: v.sectionsFound.map((s) => r.of(r.instruments['in.cta1871'], `${r.section} ${s}`)).join(', '),
                },
              ]
            : []),
          { label: w.penaltyImposed, value: money(v.penaltyPaise, L) },
          { label: w.deposited, value: money(v.depositedPaise, L) },
          { label: w.outstanding, value: money(v.outstandingPaise, L) },
          { label: w.lastDay, value: `${longDate(v.dueOn, L)} (${r.days(count(v.periodDays, L))})` },
        ],
      },
      signature(m, L),
      ...regionalBasis(m.header, L),
    ],
  };
}

export function regionalDefectIntimation(m: DocumentModel<DefectIntimationValues>, L: AssamLang): Layout {
  const w = WORDS[L];
  const v = m.values;
  return {
    title: w.defectsTitle,
    blocks: [
      { k: 'title', text: w.defectsTitle },
      ...appealParties(L, v.parties),
      { k: 'para', text: REGIONAL_WORDS[L].to },
      ...[v.parties.appellant, v.appellantAddress]
        .filter((x) => x !== '')
        .map((text): Block => ({ k: 'para', indent: 1, text })),
      { k: 'para', text: w.defectsPara(longDate(v.filedOn, L), count(v.rectifyDays, L), longDate(v.rectifyDue, L)) },
      defects(v.defects),
      signature(m, L),
      ...regionalBasis(m.header, L),
    ],
  };
}

export function regionalRefusalOrder(m: DocumentModel<RefusalOrderValues>, L: AssamLang): Layout {
  const w = WORDS[L];
  const a = APPEAL_WORDS[L];
  const v = m.values;
  return {
    title: w.refusalTitle,
    blocks: [
      { k: 'title', text: w.refusalTitle },
      {
        k: 'fields',
        rows: [
          { label: a.appellant, value: v.parties.appellant },
          { label: a.respondent, value: v.parties.respondent },
          { label: a.filedOn, value: longDate(v.filedOn, L) },
          { label: w.lastDayRectify, value: longDate(v.lastDayForRectification, L) },
        ],
      },
      { k: 'para', text: w.failedToRectify },
      defects(v.defects),
      { k: 'heading', text: REGIONAL_WORDS[L].reasons },
      { k: 'para', text: v.reasons },
      { k: 'para', text: w.refused(longDate(v.communicationDue, L)) },
      signature(m, L),
      ...regionalBasis(m.header, L),
    ],
  };
}

/** Every word of these orders in the language (the script lint, the terms test and the review list). */
export function orderStrings(L: AssamLang): string[] {
  return Object.values(WORDS[L]).flatMap((v): string[] =>
    typeof v === 'string'
      ? [v]
      : typeof v === 'function'
        ? [(v as Fn)('১', '২', '৩', '৪'), ...((v as Fn).length === 1 ? [(v as (b: boolean) => string)(true)] : [])]
        : Object.values(v as Record<string, string>),
  );
}
