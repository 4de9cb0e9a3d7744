// The catalogue of document templates: for each, its title, how its model is built (from the demo case here; the
// use cases call the same builders with the real case), its layout, and the labels a test must find in it.

import { CENTRAL_PACK } from '../rules/packs.ts';
import type { AdjudicationEvent } from '../domain/adjudication/events.ts';
import type { AppealEvent } from '../domain/appeal/events.ts';
import { base } from './format.ts';
import type { BuildContext, DocumentModel, Lang, Layout, TemplateId } from './types.ts';
import {
  prevailsBlock,
  regionalFinalOrder,
  regionalForm2,
  regionalHearingNotice,
  regionalSummons,
} from './templates/regional.ts';
import {
  regionalAppellateOrder,
  regionalForm1,
  regionalForm3,
  regionalOrderSheet,
  regionalRespondentNotice,
} from './templates/regional-appeal.ts';
import {
  regionalDefectIntimation,
  regionalExParte,
  regionalPaymentReceipt,
  regionalProceedingsExtension,
  regionalRecoveryReferral,
  regionalRefusalOrder,
  regionalReplyExtension,
} from './templates/regional-orders.ts';
import type { DemoCase } from './demo/demo-case.ts';
import {
  buildExParte,
  buildFinalOrder,
  buildForm1,
  buildForm2,
  buildHearingNotice,
  buildPaymentReceipt,
  buildProceedingsExtension,
  buildRecoveryReferral,
  buildReplyExtension,
  buildSummons,
} from './models/adjudication.ts';
import type {
  ExParteValues,
  FinalOrderValues,
  Form1Values,
  Form2Values,
  HearingNoticeValues,
  PaymentReceiptValues,
  ProceedingsExtensionValues,
  RecoveryReferralValues,
  ReplyExtensionValues,
  SummonsValues,
} from './models/adjudication.ts';
import { buildOrderSheet } from './models/order-sheet.ts';
import type { OrderSheetValues } from './models/order-sheet.ts';
import {
  buildAppellateOrder,
  buildDefectIntimation,
  buildForm3,
  buildRefusalOrder,
  buildRespondentNotice,
} from './models/appeal.ts';
import type {
  AppellateOrderValues,
  DefectIntimationValues,
  Form3Values,
  RefusalOrderValues,
  RespondentNoticeValues,
} from './models/appeal.ts';
import { buildS26aReport } from './models/assam.ts';
import type { S26aReportValues } from './models/assam.ts';
import { need } from './models/common.ts';
import { form1Labels, form1Layout } from './templates/form1.ts';
import {
  FORM2_LABELS,
  exParteLayout,
  finalOrderLayout,
  form2Layout,
  hearingNoticeLayout,
  paymentReceiptLayout,
  proceedingsExtensionLayout,
  recoveryReferralLayout,
  replyExtensionLayout,
  summonsLayout,
} from './templates/adjudication.ts';
import { ORDER_SHEET_HEAD, orderSheetLayout } from './templates/order-sheet.ts';
import {
  appellateOrderLayout,
  defectIntimationLayout,
  form3Labels,
  form3Layout,
  refusalOrderLayout,
  respondentNoticeLayout,
} from './templates/appeal.ts';
import { s26aLayout } from './templates/assam.ts';
import { tr } from './format.ts';

export interface TemplateSpec {
  readonly id: TemplateId;
  readonly title: string;
  /** Signed by the office; Form-I and Form-III are signed as the office's receipted copy of the party's filing. */
  readonly signed: boolean;
  readonly layout: (m: DocumentModel<never>) => Layout;
  readonly sample: (demo: DemoCase, documentId: string) => DocumentModel<unknown>;
  /** Labels the rendered text must contain, in the document's language (the gazette's fields for Forms I-III). */
  readonly labels: (L: Lang) => readonly string[];
}

const ctx = (demo: DemoCase, documentId: string, kind: 'ao' | 'appeal' | 'assam' = 'ao'): BuildContext => ({
  documentId,
  caseNumber: kind === 'ao' ? demo.caseNumber : kind === 'appeal' ? demo.appealNumber : demo.assamCaseNumber,
  lang: demo.lang,
  issuer: kind === 'ao' ? demo.issuer : kind === 'appeal' ? demo.appellateIssuer : demo.assamIssuer,
  ...(kind === 'ao' ? { appealTo: { district: 'Agra', office: demo.appellateIssuer.office } } : {}),
});

const ev = <T extends AdjudicationEvent['type']>(demo: DemoCase, type: T): Extract<AdjudicationEvent, { type: T }> =>
  need(
    demo.events.find((e) => e.type === type) as Extract<AdjudicationEvent, { type: T }> | undefined,
    'order-sheet',
    type,
  );
const aev = <T extends AppealEvent['type']>(demo: DemoCase, type: T): Extract<AppealEvent, { type: T }> =>
  need(
    demo.appealEvents.find((e) => e.type === type) as Extract<AppealEvent, { type: T }> | undefined,
    'appellate-order',
    type,
  );

const simple =
  (en: string, hi: string) =>
  (L: Lang): string[] => [tr(L, en, hi)];

function spec<T>(s: {
  id: TemplateId;
  title: string;
  signed: boolean;
  layout: (m: DocumentModel<T>) => Layout;
  sample: (demo: DemoCase, documentId: string) => DocumentModel<T>;
  labels: (L: Lang) => readonly string[];
}): TemplateSpec {
  return s as unknown as TemplateSpec;
}

export const TEMPLATES: readonly TemplateSpec[] = [
  spec<Form1Values>({
    id: 'form-1',
    title: 'Form-I: complaint (Rule 3) with receipt',
    signed: true,
    layout: form1Layout,
    sample: (d, id) => buildForm1(ctx(d, id), d.adjudication),
    labels: form1Labels,
  }),
  spec<Form2Values>({
    id: 'form-2',
    title: 'Form-II: show-cause notice (Rule 4(1), 4(3))',
    signed: true,
    layout: form2Layout,
    sample: (d, id) => buildForm2(ctx(d, id), d.adjudication),
    labels: (L) => Object.values(FORM2_LABELS[base(L)]),
  }),
  spec<HearingNoticeValues>({
    id: 'hearing-notice',
    title: 'Notice of hearing (Rule 4(6))',
    signed: true,
    layout: hearingNoticeLayout,
    sample: (d, id) => buildHearingNotice(ctx(d, id), d.adjudication, d.adjudication.hearingNotices[0]!),
    labels: simple('Notice of Hearing', 'सुनवाई की सूचना'),
  }),
  spec<SummonsValues>({
    id: 'summons',
    title: 'Summons to enforce attendance (Rule 4(2))',
    signed: true,
    layout: summonsLayout,
    sample: (d, id) => buildSummons(ctx(d, id), d.adjudication, d.adjudication.summonses[0]!),
    labels: (L) => [
      tr(L, 'Summons to Enforce Attendance', 'उपस्थिति प्रवर्तित करने हेतु समन'),
      tr(L, 'Witness', 'साक्षी'),
      tr(L, 'Date of appearance', 'उपस्थिति की तारीख'),
    ],
  }),
  spec<ReplyExtensionValues>({
    id: 'reply-extension-order',
    title: 'Order extending the reply period (Rule 4(4))',
    signed: true,
    layout: replyExtensionLayout,
    sample: (d, id) => buildReplyExtension(ctx(d, id), d.adjudication, ev(d, 'reply-period-extended')),
    labels: (L) => [
      tr(L, 'Order Extending the Period of Reply', 'उत्तर की अवधि में समय-वृद्धि का आदेश'),
      tr(L, 'Reasons recorded in writing', 'लेखबद्ध कारण'),
    ],
  }),
  spec<ExParteValues>({
    id: 'ex-parte-record',
    title: 'Record of ex parte proceeding (Rule 4(7))',
    signed: true,
    layout: exParteLayout,
    sample: (d, id) =>
      buildExParte(ctx(d, id), d.adjudication, {
        type: 'ex-parte-recorded',
        on: d.adjudication.exParte!.on,
        basis: ['in.ctr2026.r4.7'],
        reasons: d.adjudication.exParte!.reasons,
        replyDueOn: '2026-08-19' as never,
      }),
    labels: simple('Record of Ex Parte Proceeding', 'एकपक्षीय कार्यवाही का अभिलेख'),
  }),
  spec<FinalOrderValues>({
    id: 'final-order',
    title: 'Final order: penalty, compensation, expenses or charges (Rule 4(12)) or dismissal (Rule 4(13))',
    signed: true,
    layout: finalOrderLayout,
    sample: (d, id) => buildFinalOrder(ctx(d, id), d.adjudication, CENTRAL_PACK, ev(d, 'order-passed')),
    labels: (L) => [
      tr(L, 'Reasons', 'कारण'),
      tr(L, 'Penalty', 'शास्ति'),
      tr(L, 'Compensation', 'प्रतिकर'),
      tr(L, 'Expenses', 'व्यय'),
      tr(L, 'Charges', 'प्रभार'),
      tr(L, 'Contravention alleged', 'अभिकथित उल्लंघन'),
    ],
  }),
  spec<ProceedingsExtensionValues>({
    id: 'proceedings-extension-order',
    title: 'Order extending the proceedings (Rule 6)',
    signed: true,
    layout: proceedingsExtensionLayout,
    sample: (d, id) => {
      const x = d.adjudication.disposalExtensions[0]!;
      return buildProceedingsExtension(ctx(d, id), d.adjudication, {
        type: 'proceedings-extended',
        on: x.on,
        basis: ['in.ctr2026.r6'],
        days: x.days,
        totalDays: x.days,
        reasons: x.reasons,
        dueOn: '2027-01-26' as never,
      });
    },
    labels: (L) => [
      tr(L, 'Order Extending the Period of the Proceedings', 'कार्यवाही की अवधि में समय-वृद्धि का आदेश'),
      tr(L, 'Reasons recorded in writing', 'लेखबद्ध कारण'),
    ],
  }),
  spec<OrderSheetValues>({
    id: 'order-sheet',
    title: 'Order sheet (every proceeding, in order)',
    signed: true,
    layout: orderSheetLayout,
    sample: (d, id) => buildOrderSheet(ctx(d, id), d.adjudication, d.events),
    labels: (L) => [tr(L, 'Order Sheet', 'आदेश पत्रक'), ...ORDER_SHEET_HEAD[base(L)]],
  }),
  spec<Form3Values>({
    id: 'form-3',
    title: 'Form-III: appeal (Rule 7(1)) with receipt',
    signed: true,
    layout: form3Layout,
    sample: (d, id) => buildForm3(ctx(d, id, 'appeal'), d.appeal, CENTRAL_PACK),
    labels: form3Labels,
  }),
  spec<DefectIntimationValues>({
    id: 'defect-intimation',
    title: 'Intimation of defects (Rule 7(6))',
    signed: true,
    layout: defectIntimationLayout,
    sample: (d, id) => buildDefectIntimation(ctx(d, id, 'appeal'), d.appeal, aev(d, 'appeal.defects-intimated')),
    labels: simple('Intimation of Defects in the Appeal', 'अपील में त्रुटियों की सूचना'),
  }),
  spec<RefusalOrderValues>({
    id: 'registration-refusal-order',
    title: 'Order refusing registration (Rule 7(6))',
    signed: true,
    layout: refusalOrderLayout,
    sample: (d, id) => buildRefusalOrder(ctx(d, id, 'appeal'), d.appeal, aev(d, 'appeal.registration-refused')),
    labels: (L) => [
      tr(L, 'Order Refusing Registration of the Appeal', 'अपील पंजीकृत करने से इंकार का आदेश'),
      tr(L, 'Reasons', 'कारण'),
    ],
  }),
  spec<RespondentNoticeValues>({
    id: 'respondent-notice',
    title: 'Notice to the respondent (Rule 7(8))',
    signed: true,
    layout: respondentNoticeLayout,
    sample: (d, id) => buildRespondentNotice(ctx(d, id, 'appeal'), d.appeal, aev(d, 'appeal.notice-issued')),
    labels: simple('Notice to the Respondent', 'प्रत्यर्थी को सूचना'),
  }),
  spec<AppellateOrderValues>({
    id: 'appellate-order',
    title: 'Appellate order: confirm, vary or set aside (Rule 7(11))',
    signed: true,
    layout: appellateOrderLayout,
    sample: (d, id) => buildAppellateOrder(ctx(d, id, 'appeal'), d.appeal, CENTRAL_PACK, aev(d, 'appeal.decided')),
    labels: (L) => [tr(L, 'Order of the Appellate Authority', 'अपील प्राधिकारी का आदेश'), tr(L, 'Reasons', 'कारण')],
  }),
  spec<RecoveryReferralValues>({
    id: 'recovery-referral',
    title: 'Referral to AWBI for recovery (Rule 4(14), 7(12))',
    signed: true,
    layout: recoveryReferralLayout,
    sample: (d, id) => buildRecoveryReferral(ctx(d, id), d.adjudication, CENTRAL_PACK, ev(d, 'referred-for-recovery')),
    labels: (L) => [
      tr(L, 'Person liable', 'दायी व्यक्ति'),
      tr(L, 'Outstanding', 'बकाया'),
      tr(L, 'Last day for payment', 'भुगतान की अंतिम तारीख'),
    ],
  }),
  spec<PaymentReceiptValues>({
    id: 'payment-receipt',
    title: 'Receipt for deposit of penalty',
    signed: true,
    layout: paymentReceiptLayout,
    sample: (d, id) => buildPaymentReceipt(ctx(d, id), d.adjudication, d.adjudication.deposits[0]!.receiptNo),
    labels: (L) => [
      tr(L, 'Receipt number', 'रसीद संख्या'),
      tr(L, 'Amount received', 'प्राप्त राशि'),
      tr(L, 'Mode of payment', 'भुगतान का माध्यम'),
    ],
  }),
  spec<S26aReportValues>({
    id: 'assam-s26a-report',
    title: 'Assam: written report under s.26A',
    signed: true,
    layout: s26aLayout,
    sample: (d, id) => buildS26aReport(ctx(d, id, 'assam'), d.assam),
    labels: (L) => [tr(L, 'Statement of facts', 'तथ्यों का कथन'), tr(L, 'Accused', 'अभियुक्त'), tr(L, 'Cattle', 'पशु')],
  }),
];

export function template(id: TemplateId): TemplateSpec {
  const t = TEMPLATES.find((x) => x.id === id);
  if (!t) throw new Error(`unknown document template "${id}"`);
  return t;
}

/**
 * The layout of a model in its language. Assamese, Bengali and Bodo copies use the templates of
 * templates/regional.ts (a template without them cannot be drawn in those languages); both copies of an Assam office's
 * pair end with the line that the English version prevails, in both languages.
 */
export function layoutOf(m: DocumentModel<unknown>): Layout {
  const L = m.header.lang;
  let layout: Layout;
  if (L === 'as' || L === 'bn' || L === 'brx') {
    const t = m.header.template;
    if (t === 'form-2') layout = regionalForm2(m as DocumentModel<Form2Values>, L);
    else if (t === 'hearing-notice') layout = regionalHearingNotice(m as DocumentModel<HearingNoticeValues>, L);
    else if (t === 'final-order') layout = regionalFinalOrder(m as DocumentModel<FinalOrderValues>, L);
    else if (t === 'summons') layout = regionalSummons(m as DocumentModel<SummonsValues>, L);
    else if (t === 'form-1') layout = regionalForm1(m as DocumentModel<Form1Values>, L);
    else if (t === 'form-3') layout = regionalForm3(m as DocumentModel<Form3Values>, L);
    else if (t === 'respondent-notice')
      layout = regionalRespondentNotice(m as DocumentModel<RespondentNoticeValues>, L);
    else if (t === 'appellate-order') layout = regionalAppellateOrder(m as DocumentModel<AppellateOrderValues>, L);
    else if (t === 'order-sheet') layout = regionalOrderSheet(m as DocumentModel<OrderSheetValues>, L);
    else if (t === 'reply-extension-order')
      layout = regionalReplyExtension(m as DocumentModel<ReplyExtensionValues>, L);
    else if (t === 'ex-parte-record') layout = regionalExParte(m as DocumentModel<ExParteValues>, L);
    else if (t === 'proceedings-extension-order')
      layout = regionalProceedingsExtension(m as DocumentModel<ProceedingsExtensionValues>, L);
    else if (t === 'payment-receipt') layout = regionalPaymentReceipt(m as DocumentModel<PaymentReceiptValues>, L);
    else if (t === 'recovery-referral')
      layout = regionalRecoveryReferral(m as DocumentModel<RecoveryReferralValues>, L);
    else if (t === 'defect-intimation')
      layout = regionalDefectIntimation(m as DocumentModel<DefectIntimationValues>, L);
    else if (t === 'registration-refusal-order')
      layout = regionalRefusalOrder(m as DocumentModel<RefusalOrderValues>, L);
    else throw new Error(`${t} has no ${L} template yet: an Assam office issues it in English only`);
  } else layout = template(m.header.template).layout(m as DocumentModel<never>);
  const tail = prevailsBlock(m.header);
  return tail.length === 0 ? layout : { ...layout, blocks: [...layout.blocks, ...tail] };
}
