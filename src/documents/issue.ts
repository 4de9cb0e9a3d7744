// The document of an issuing event, built purely from the case as recorded up to that event (IssueInput, loaded by
// src/app/documents/issue.ts): the same record always gives the same model, the same text and, signed with the same
// key at the event's recorded time, the same bytes. The runner (src/jobs/document-runner.ts) and any later
// regeneration call the same functions.

import { officeAddressIn, officePlaceIn } from '../lib/office-address.ts';
import type { IssueInput } from '../app/documents/issue.ts';
import type { AdjudicationEvent } from '../domain/adjudication/events.ts';
import type { AdjudicationState } from '../domain/adjudication/state.ts';
import type { AppealEvent } from '../domain/appeal/events.ts';
import type { AppealState } from '../domain/appeal/state.ts';
import type { AssamCase } from '../domain/assam/state.ts';
import { officePack } from '../app/cases/context.ts';
import { isRegional, tr } from './format.ts';
import { regionalDesignation } from './templates/regional.ts';
import { APPEAL_WORDS } from './templates/regional-appeal-words.ts';
import { COURT_TEMPLATES, documentLanguages, isAssamLang } from '../rules/document-languages.ts';
import type { LocalDate } from '../lib/local-date.ts';
import type { RenderedDocument } from './index.ts';
import { renderDocument } from './index.ts';
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
import {
  buildAppealRecoveryReferral,
  buildAppellateOrder,
  buildDefectIntimation,
  buildForm3,
  buildRefusalOrder,
  buildRespondentNotice,
} from './models/appeal.ts';
import { buildS26aReport } from './models/assam.ts';
import { buildOrderSheet } from './models/order-sheet.ts';
import { need } from './models/common.ts';
import type { SigningKey } from './sign/sign.ts';
import type { BuildContext, DocumentModel, Issuer, Lang, TemplateId } from './types.ts';
import { TEMPLATE_IDS } from './types.ts';

/** Who issues: the office of the proceeding and, when an officer recorded the event, that officer. */
export function issuerOf(input: IssueInput, L: Lang): Issuer {
  const o = input.office;
  if (isRegional(L)) {
    // Assam's languages: the office's name as entered (a proper name), the designation in the language.
    const w = regionalDesignation(L);
    return {
      office: o.name,
      officer: input.officerName ?? w.forOffice,
      designation: input.kind === 'appeal' ? APPEAL_WORDS[L].authority : w.ao,
      place: o.address.trim() !== '' ? o.address : o.name,
    };
  }
  const designation =
    input.kind === 'appeal'
      ? tr(L, 'Appellate Authority', 'अपील प्राधिकारी')
      : input.kind === 'assam'
        ? tr(L, 'Officer making the report under section 26A', 'धारा 26क के अधीन रिपोर्ट करने वाला अधिकारी')
        : tr(L, 'Adjudicating Officer', 'न्यायनिर्णायक अधिकारी');
  const officeName = L === 'hi' ? o.nameHi : o.name;
  return {
    office: officeName,
    officer: input.officerName ?? tr(L, 'For the office', 'कार्यालय की ओर से'),
    designation,
    place: officeAddressIn(o, L).trim() !== '' ? officeAddressIn(o, L) : officeName,
  };
}

/** The district's name in the document's language: Hindi as entered with the district, else as entered in English. */
function districtNameIn(o: IssueInput['office'], L: Lang): string {
  const hi = L === 'hi' ? (o.districtNameHi ?? '').trim() : '';
  return hi !== '' ? hi : (o.districtName ?? o.districtCode);
}

function isTemplate(t: string): t is TemplateId {
  return (TEMPLATE_IDS as readonly string[]).includes(t);
}

/** The model of the job's document: a pure function of the recorded case. */
export function modelForIssue(input: IssueInput): DocumentModel<unknown> {
  const { job } = input;
  const L = job.lang;
  if (!isTemplate(job.template)) throw new Error(`unknown document template "${job.template}"`);
  // The office's pair of languages on the date of the issuing event (rules/document-languages.ts).
  const on = (input.event as unknown as { on?: LocalDate }).on;
  const langs = on
    ? documentLanguages({ stateCode: input.office.stateCode, districtName: input.office.districtName ?? '' }, on)
    : undefined;
  const other = langs?.pair[1];
  const aa = input.appellateOffice;
  const ctx: BuildContext = {
    documentId: job.documentId,
    caseNumber: input.caseNumber,
    lang: L,
    issuer: issuerOf(input, L),
    ...(langs?.englishPrevails && other && isAssamLang(other) && !COURT_TEMPLATES.has(job.template)
      ? { pairWith: other }
      : {}),
    ...(aa && !isRegional(L)
      ? { appealTo: { district: districtNameIn(aa, L), office: L === 'hi' ? aa.nameHi : aa.name } }
      : {}),
    ...(L === 'hi'
      ? { officePlace: { en: officePlaceIn(input.office, 'en'), local: officePlaceIn(input.office, 'hi') } }
      : {}),
  };
  const pk = officePack(input.office);
  const t = job.template;
  if (input.kind === 'adjudication') {
    const s = input.state as AdjudicationState;
    const e = input.event as unknown as AdjudicationEvent;
    switch (t) {
      case 'form-1':
        return buildForm1(ctx, s);
      case 'form-2':
        return buildForm2(ctx, s);
      case 'hearing-notice': {
        const id = e.type === 'hearing-notice-issued' ? e.hearingNoticeId : undefined;
        return buildHearingNotice(
          ctx,
          s,
          need(
            s.hearingNotices.find((h) => h.hearingNoticeId === id),
            t,
            'hearing notice',
          ),
        );
      }
      case 'summons': {
        const id = e.type === 'summons-issued' ? e.summonsId : undefined;
        return buildSummons(
          ctx,
          s,
          need(
            s.summonses.find((x) => x.summonsId === id),
            t,
            'summons',
          ),
        );
      }
      case 'reply-extension-order':
        if (e.type === 'reply-period-extended') return buildReplyExtension(ctx, s, e);
        break;
      case 'ex-parte-record':
        if (e.type === 'ex-parte-recorded') return buildExParte(ctx, s, e);
        break;
      case 'final-order':
        if (e.type === 'order-passed') return buildFinalOrder(ctx, s, pk, e);
        break;
      case 'proceedings-extension-order':
        if (e.type === 'proceedings-extended') return buildProceedingsExtension(ctx, s, e);
        break;
      case 'payment-receipt':
        if (e.type === 'deposit-recorded') return buildPaymentReceipt(ctx, s, e.receiptNo);
        break;
      case 'recovery-referral':
        if (e.type === 'referred-for-recovery') return buildRecoveryReferral(ctx, s, pk, e);
        break;
      case 'order-sheet':
        // The signed order sheet as it stood at the event, in the office's pair like every other document.
        return buildOrderSheet(ctx, s, input.events as readonly AdjudicationEvent[]);
      default:
        break;
    }
  } else if (input.kind === 'appeal') {
    const s = input.state as AppealState;
    const e = input.event as unknown as AppealEvent;
    switch (t) {
      case 'form-3':
        return buildForm3(ctx, s, pk);
      case 'defect-intimation':
        if (e.type === 'appeal.defects-intimated') return buildDefectIntimation(ctx, s, e);
        break;
      case 'registration-refusal-order':
        if (e.type === 'appeal.registration-refused') return buildRefusalOrder(ctx, s, e);
        break;
      case 'respondent-notice':
        if (e.type === 'appeal.notice-issued') return buildRespondentNotice(ctx, s, e);
        break;
      case 'appellate-order':
        if (e.type === 'appeal.decided') return buildAppellateOrder(ctx, s, pk, e);
        break;
      case 'recovery-referral':
        if (e.type === 'appeal.referred-for-recovery') return buildAppealRecoveryReferral(ctx, s, pk, e);
        break;
      default:
        break;
    }
  } else if (t === 'assam-s26a-report') {
    return buildS26aReport(ctx, input.state as AssamCase);
  }
  throw new Error(`${t} is not issued by "${input.event.type}" in a ${input.kind} proceeding`);
}

/** `CTR-AGRS-2026-12_form-2_hi.pdf` */
export function issuedFileName(input: IssueInput): string {
  return `${input.caseNumber.replace(/[^A-Za-z0-9]+/g, '-')}_${input.job.template}_${input.job.lang}.pdf`;
}

export interface IssueRenderOptions {
  readonly publicUrl: string;
  /** The office key; the signing time is the issuing event's recorded time. */
  readonly key: SigningKey;
}

/** Renders and signs the document of an issuing event. */
export async function renderIssued(
  input: IssueInput,
  o: IssueRenderOptions,
): Promise<RenderedDocument & { fileName: string }> {
  const model = modelForIssue(input);
  const r = await renderDocument(model, {
    publicUrl: o.publicUrl,
    sign: { key: o.key, signingTime: input.recordedAt },
  });
  return { ...r, fileName: issuedFileName(input) };
}
