// Document models of the adjudication (Rules 3 to 6): Form-I, Form-II, the notices, orders and records, each built
// by a pure function from the case state (and the event that issues it).

import type { LocalDate } from '../../lib/local-date.ts';

import type { ProvisionId } from '../../rules/provisions.ts';
import type {
  AdjudicationState,
  ComplaintParticulars,
  FiledBy,
  HearingNotice,
  Summons,
} from '../../domain/adjudication/state.ts';
import type { ExParteRecorded, ProceedingsExtended, ReplyPeriodExtended } from '../../domain/adjudication/events.ts';
import type { BuildContext, DocumentModel } from '../types.ts';
import { placeIn } from '../types.ts';
import { header, need } from './common.ts';
import type { Parties } from './parties.ts';
import { addr, partiesOf } from './parties.ts';

export type { Parties } from './parties.ts';
export { partiesOf } from './parties.ts';
export * from './adjudication-orders.ts';

// ---- Form-I -------------------------------------------------------------------------------------------------------

export interface Form1Values {
  readonly particulars: ComplaintParticulars;
  readonly complainantAddress: string;
  readonly contravenerAddress: string;
  readonly filedBy: FiledBy;
  readonly mode: 'writing' | 'electronic';
  readonly receipt: { readonly caseNumber: string; readonly receivedOn: LocalDate };
}

export function buildForm1(ctx: BuildContext, s: AdjudicationState): DocumentModel<Form1Values> {
  const c = need(s.complaint, 'form-1', 'complaint');
  const p = c.particulars;
  return {
    header: header(ctx, 'form-1', c.receivedOn, ['in.ctr2026.r3', 'in.ctr2026.form1', 'in.ctr2026.form1.declaration']),
    values: {
      particulars: p,
      complainantAddress: addr(p.complainant.address),
      contravenerAddress: addr(p.contravener.address),
      filedBy: c.filedBy,
      mode: c.mode,
      receipt: { caseNumber: ctx.caseNumber, receivedOn: c.receivedOn },
    },
  };
}

// ---- Form-II ------------------------------------------------------------------------------------------------------

export interface Form2Values {
  readonly complainant: string;
  readonly addressee: { readonly name: string; readonly address: string };
  readonly complaintDate: LocalDate;
  readonly sectionAlleged: string;
  readonly contravention: string;
  readonly replyDays: number;
  readonly aoName: string;
  readonly aoOffice: string;
  readonly copyOfComplaintEnclosed: true;
}

export function buildForm2(ctx: BuildContext, s: AdjudicationState): DocumentModel<Form2Values> {
  const c = need(s.complaint, 'form-2', 'complaint');
  const n = need(s.notice, 'form-2', 'show-cause notice');
  return {
    header: header(ctx, 'form-2', n.issuedOn, [
      'in.ctr2026.r4.1',
      'in.ctr2026.r4.3.a',
      'in.ctr2026.r4.3.b',
      'in.ctr2026.form2',
    ]),
    values: {
      complainant: c.particulars.complainant.name,
      addressee: partiesOf(c.particulars).contravener,
      complaintDate: c.receivedOn,
      sectionAlleged: n.provisionAlleged,
      contravention: n.contravention,
      replyDays: n.replyDays,
      aoName: n.aoName,
      aoOffice: n.aoOffice,
      copyOfComplaintEnclosed: true,
    },
  };
}

// ---- Notice of hearing, summons ----------------------------------------------------------------------------------

export interface HearingNoticeValues {
  readonly parties: Parties;
  readonly noticeIssuedOn: LocalDate;
  readonly replyReceivedOn?: LocalDate;
  readonly hearingOn: LocalDate;
  readonly mode: 'in-person' | 'electronic';
  readonly link?: string;
  /** The time ("HH:MM") and place, when the officer gave them (issue 15). */
  readonly time?: string;
  readonly place?: string;
  readonly inAbsence: boolean;
}

export function buildHearingNotice(
  ctx: BuildContext,
  s: AdjudicationState,
  h: HearingNotice,
): DocumentModel<HearingNoticeValues> {
  const c = need(s.complaint, 'hearing-notice', 'complaint');
  const n = need(s.notice, 'hearing-notice', 'show-cause notice');
  const basis: ProvisionId[] = ['in.ctr2026.r4.6', 'in.ctr2026.r4.9', 'in.ctr2026.r4.10', 'in.ctr2026.r4.11'];
  if (h.inAbsence) basis.push('in.ctr2026.r4.7');
  return {
    header: header(ctx, 'hearing-notice', h.issuedOn, basis),
    values: {
      parties: partiesOf(c.particulars),
      noticeIssuedOn: n.issuedOn,
      ...(s.reply ? { replyReceivedOn: s.reply.on } : {}),
      hearingOn: h.hearingOn,
      mode: h.mode,
      ...(h.link !== undefined ? { link: h.link } : {}),
      ...(h.time !== undefined ? { time: h.time } : {}),
      // Rule 4(6): in person, at the adjudicating officer's own office unless the notice names another place.
      ...(h.place !== undefined
        ? { place: placeIn(ctx, h.place) }
        : h.mode === 'in-person'
          ? { place: [ctx.issuer.office, ctx.issuer.place].filter(Boolean).join(', ') }
          : {}),
      inAbsence: h.inAbsence,
    },
  };
}

export interface SummonsValues {
  readonly parties: Parties;
  readonly witnessName: string;
  readonly purpose: Summons['purpose'];
  readonly appearOn: LocalDate;
  /** When and where to appear (absent on summonses recorded before they were required). */
  readonly time?: string;
  readonly place?: string;
}

export function buildSummons(ctx: BuildContext, s: AdjudicationState, sm: Summons): DocumentModel<SummonsValues> {
  const c = need(s.complaint, 'summons', 'complaint');
  return {
    header: header(ctx, 'summons', sm.on, ['in.ctr2026.r4.2']),
    values: {
      parties: partiesOf(c.particulars),
      witnessName: sm.witnessName,
      purpose: sm.purpose,
      appearOn: sm.appearOn,
      ...(sm.time !== undefined ? { time: sm.time } : {}),
      ...(sm.place !== undefined ? { place: placeIn(ctx, sm.place) } : {}),
    },
  };
}

// ---- Orders in the course of the inquiry -------------------------------------------------------------------------

export interface ReplyExtensionValues {
  readonly parties: Parties;
  readonly noticeIssuedOn: LocalDate;
  readonly originalDays: number;
  readonly extraDays: number;
  readonly totalDays: number;
  readonly reasons: string;
  readonly dueOn: LocalDate;
}

export function buildReplyExtension(
  ctx: BuildContext,
  s: AdjudicationState,
  e: ReplyPeriodExtended,
): DocumentModel<ReplyExtensionValues> {
  const c = need(s.complaint, 'reply-extension-order', 'complaint');
  const n = need(s.notice, 'reply-extension-order', 'show-cause notice');
  return {
    header: header(ctx, 'reply-extension-order', e.on, ['in.ctr2026.r4.4', ...e.basis]),
    values: {
      parties: partiesOf(c.particulars),
      noticeIssuedOn: n.issuedOn,
      originalDays: n.replyDays,
      extraDays: e.extraDays,
      totalDays: e.totalDays,
      reasons: e.reasons,
      dueOn: e.dueOn,
    },
  };
}

export interface ExParteValues {
  readonly parties: Parties;
  readonly noticeIssuedOn: LocalDate;
  readonly servedOn?: LocalDate;
  readonly replyDueOn: LocalDate;
  readonly reasons: string;
}

export function buildExParte(
  ctx: BuildContext,
  s: AdjudicationState,
  e: ExParteRecorded,
): DocumentModel<ExParteValues> {
  const c = need(s.complaint, 'ex-parte-record', 'complaint');
  const n = need(s.notice, 'ex-parte-record', 'show-cause notice');
  return {
    header: header(ctx, 'ex-parte-record', e.on, ['in.ctr2026.r4.7', ...e.basis]),
    values: {
      parties: partiesOf(c.particulars),
      noticeIssuedOn: n.issuedOn,
      ...(n.service.servedOn !== undefined ? { servedOn: n.service.servedOn } : {}),
      replyDueOn: e.replyDueOn,
      reasons: e.reasons,
    },
  };
}

export interface ProceedingsExtensionValues {
  readonly parties: Parties;
  readonly receivedOn: LocalDate;
  readonly days: number;
  readonly totalDays: number;
  readonly reasons: string;
  readonly dueOn: LocalDate;
}

export function buildProceedingsExtension(
  ctx: BuildContext,
  s: AdjudicationState,
  e: ProceedingsExtended,
): DocumentModel<ProceedingsExtensionValues> {
  const c = need(s.complaint, 'proceedings-extension-order', 'complaint');
  return {
    header: header(ctx, 'proceedings-extension-order', e.on, ['in.ctr2026.r5', 'in.ctr2026.r6', ...e.basis]),
    values: {
      parties: partiesOf(c.particulars),
      receivedOn: c.receivedOn,
      days: e.days,
      totalDays: e.totalDays,
      reasons: e.reasons,
      dueOn: e.dueOn,
    },
  };
}

// ---- Final order (Rule 4(12) / 4(8) / 4(13)) ---------------------------------------------------------------------
