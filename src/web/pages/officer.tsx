// The adjudicating officer's pages: the worklist (the cases of their office, nearest statutory due date first,
// overdue and due-within-3-days marked, filtered by stage, cursor pagination; the worklist use case the API uses),
// the case page (parties, every clock with its provision, due date and "why this date", the order sheet as a
// timeline, documents, the next steps) and one form per proceeding of Rules 4 and 6 the officer takes. Appeals
// (Rule 7) open the appellate authority's scrutiny page (appellate.tsx) from the same routes.

import { linkParty } from '../../app/cases/link-party.ts';
import { readCase, worklist } from '../../app/cases/read-case.ts';
import type { CaseRecord } from '../../app/cases/read-case.ts';
import { previewCommand } from '../../app/cases/preview-command.ts';
import { runCommand } from '../../app/cases/run-command.ts';
import { AppError } from '../../app/errors.ts';
import type { PartyRole, StreamKind } from '../../app/ports.ts';
import type { Services } from '../../app/services.ts';
import { Checkbox, Csrf, ErrorSummary, Field, Radios, Select, Submit, TextArea } from '../components.tsx';
import { penaltyCeiling } from '../../rules/amounts.ts';
import { pack } from '../../rules/packs.ts';
import type { LocalDate } from '../../lib/local-date.ts';
import { csrfOf, formOf } from '../context.ts';
import type { FormErrors, Router, WebCtx } from '../context.ts';
import { longDate, rupees, shortDate } from '../format.ts';
import type { Lang, T } from '../i18n/index.ts';
import { keyOr } from '../i18n/index.ts';
import { page, seeOther } from '../render.tsx';
import { APPEAL_ACTIONS, AppealPage } from './appellate.tsx';
import type { DeadlineActionView } from '../../app/notifications/actions.ts';
import { caseProposals, districtEscalations, EscalationsSection, ProposalCell, proposalsByCase, ProposalsPanel } from './deadlines.tsx';
import type { EmailedNotice } from '../../app/notifications/service-by-email.ts';
import { EmailServicePanel, emailedFor } from './service-email.tsx';
import { documentOptions, proofFieldOf, proofFromForm, ServiceProofFieldsets } from './service-proof.tsx';
import type { ActionSpec } from './office.tsx';
import {
  ActionPage, both, checkFields, provisions, ClocksTable, dateOf, DueBadge, mayAct, num, opt, paiseOf, refusalField, refusalText, requireOfficer, Timeline, urgency, UUID, yes,
} from './office.tsx';
import { actorWords, clockWords, stageWords } from './public.tsx';

const has = (r: CaseRecord, type: string): boolean => r.orderSheet.some((e) => e.type === type);
const payloads = <P,>(r: CaseRecord, type: string): P[] => r.orderSheet.filter((e) => e.type === type).map((e) => e.payload as P);

interface Attempt { attemptId: string; mode: string; outcome: string; hearingNoticeId?: string }
interface HearingNotice { hearingNoticeId: string; hearingOn: string }

/** Whether the notice (the show-cause notice, or a hearing notice by id) has been served. */
function served(r: CaseRecord, hearingNoticeId?: string): boolean {
  const mine = (x: { hearingNoticeId?: string }) => (x.hearingNoticeId ?? undefined) === hearingNoticeId;
  return payloads<Attempt>(r, 'service-attempted').some((a) => mine(a) && a.outcome === 'served')
    || payloads<Attempt>(r, 'service-outcome-recorded').some((a) => mine(a) && a.outcome === 'served')
    || payloads<{ hearingNoticeId?: string }>(r, 'service-deemed').some(mine);
}

function pendingAttempts(r: CaseRecord): Attempt[] {
  const resolved = new Set(payloads<Attempt>(r, 'service-outcome-recorded').map((a) => a.attemptId));
  return payloads<Attempt>(r, 'service-attempted').filter((a) => a.outcome === 'pending' && !resolved.has(a.attemptId));
}

function hearingNotices(r: CaseRecord): HearingNotice[] {
  return payloads<HearingNotice>(r, 'hearing-notice-issued');
}

/** The notices still to be served: the show-cause notice, then each hearing notice. */
function serviceTargets(r: CaseRecord, t: T, lang: Lang): { value: string; text: string }[] {
  const out: { value: string; text: string }[] = [];
  if (has(r, 'show-cause-notice-issued') && !served(r)) out.push({ value: 'notice', text: t('off.target.notice') });
  for (const h of hearingNotices(r)) if (!served(r, h.hearingNoticeId)) out.push({ value: h.hearingNoticeId, text: t('off.target.hearing', { date: `${longDate(h.hearingOn, lang)} (${shortDate(h.hearingOn)})` }) });
  return out;
}

const MODES = [
  { value: 'tender', label: 'off.o.mode.tender' },
  { value: 'electronic', label: 'off.o.mode.electronic' },
  { value: 'speed-post', label: 'off.o.mode.speed-post' },
  { value: 'affixing', label: 'off.o.mode.affixing' },
] as const;

const lines = (x: string | undefined): string[] => (x ?? '').split(/\r?\n/).map((l) => l.trim()).filter((l) => l !== '');

/** The last notice of hearing issued while ex parte (to the complainant), if no hearing has been recorded on it. */
function unheardInAbsenceNotice(r: CaseRecord): string | undefined {
  const last = payloads<HearingNotice & { inAbsence?: boolean }>(r, 'hearing-notice-issued').at(-1);
  if (!last?.inAbsence) return undefined;
  return payloads<{ hearingNoticeId?: string }>(r, 'hearing-recorded').some((h) => h.hearingNoticeId === last.hearingNoticeId) ? undefined : last.hearingNoticeId;
}

/**
 * The order form's panel on the amounts (issue 13): the penalty ceiling in force for this State, or the notice that none
 * is configured with the officer's confirmation; and, on an admission, whether the person was heard on the amount.
 */
function OrderAmountsPanel(p: { r: CaseRecord; t: T; lang: Lang; values: Record<string, string>; errors: FormErrors; today?: string | undefined }) {
  const { r, t, lang, values, errors } = p;
  const on = (p.today ?? r.summary.receivedOn) as LocalDate;
  const ceiling = penaltyCeiling(pack(r.jurisdiction ?? 'in'), on);
  const replies = payloads<{ admits?: boolean; afterExParte?: boolean }>(r, 'reply-recorded');
  const admitted = replies.some((x) => x.admits === true && !x.afterExParte);
  const lastHeard = r.orderSheet.filter((e) => e.type === 'hearing-recorded' && !(e.payload as { inAbsence?: boolean }).inAbsence).at(-1)?.onDate;
  return (
    <>
      {ceiling.value.maxRupees === null ? (
        <section class="panel notice" aria-labelledby="no-ceiling" id="no-ceiling-panel">
          <h2 id="no-ceiling">{t('off.noCeiling.title')}</h2>
          <p><strong>{t('off.noCeiling.text')}</strong></p>
          <p>{t('off.noCeiling.more')} <span class="provision">({provisions(ceiling.basis, lang)})</span></p>
          <Checkbox name="noCeilingConfirmed" label={t('off.noCeiling.confirm')} error={errors['noCeilingConfirmed']} checked={values['noCeilingConfirmed'] === 'yes'} />
        </section>
      ) : (
        <p class="provision">{t('off.ceiling.text', { amount: rupees(ceiling.value.maxRupees * 100), basis: provisions(ceiling.basis, lang) })}</p>
      )}
      {admitted ? (
        <section class="panel" aria-labelledby="amount-hearing">
          <h2 id="amount-hearing">{t('off.amountHearing.legend')}</h2>
          {lastHeard ? <p>{t('off.amountHearing.heard', { date: longDate(lastHeard, lang) })}</p> : (
            <>
              <p>{t('off.amountHearing.none')} <a href={`/office/cases/${r.stream.id}/act/issue-hearing-notice`}>{t('off.cmd.issue-hearing-notice')}</a></p>
              <TextArea name="notHeardOnAmountReasons" label={t('off.f.notHeardOnAmountReasons')} error={errors['notHeardOnAmountReasons']} value={values['notHeardOnAmountReasons']} rows={3} maxlength={20000} />
            </>
          )}
        </section>
      ) : null}
    </>
  );
}

const target = (v: Record<string, string>) => (v['target'] && v['target'] !== 'notice' ? { hearingNoticeId: v['target'] } : {});

export const ADJUDICATION_ACTIONS: Readonly<Record<string, ActionSpec>> = {
  'issue-show-cause-notice': {
    type: 'issue-show-cause-notice', title: 'off.cmd.issue-show-cause-notice', provisions: ['in.ctr2026.r4.1', 'in.ctr2026.r4.3', 'in.ctr2026.form2'],
    fields: [
      { name: 'replyDays', kind: 'number', label: 'off.f.replyDays', hint: 'off.h.replyDays' },
      { name: 'contravention', kind: 'textarea', label: 'off.f.contravention' },
      { name: 'provisionAlleged', kind: 'text', label: 'off.f.provisionAlleged' },
      { name: 'complaintCopyEnclosed', kind: 'check', label: 'off.f.complaintCopyEnclosed' },
      { name: 'aoName', kind: 'text', label: 'off.f.aoName' },
      { name: 'aoOffice', kind: 'text', label: 'off.f.aoOffice' },
      { name: 'delayReason', kind: 'textarea', label: 'off.f.delayReason', hint: 'off.h.delayReason', optional: true },
    ],
    defaults: (r, actor) => {
      const reg = r.orderSheet.find((e) => e.type === 'complaint-registered')?.payload as { particulars?: { contravener?: { provisionAlleged?: string; contravention?: { nature?: string } } } } | undefined;
      return { replyDays: '30', contravention: reg?.particulars?.contravener?.contravention?.nature ?? '', provisionAlleged: reg?.particulars?.contravener?.provisionAlleged ?? '', aoName: actor.name, aoOffice: '', complaintCopyEnclosed: 'yes' };
    },
    build: (v) => ({ replyDays: num(v['replyDays']), contravention: v['contravention']!.trim(), provisionAlleged: v['provisionAlleged']!.trim(), complaintCopyEnclosed: yes(v['complaintCopyEnclosed']), aoName: v['aoName']!.trim(), aoOffice: v['aoOffice']!.trim(), ...(opt(v['delayReason']) ? { delayReason: opt(v['delayReason']) } : {}) }),
    fieldOf: { days: 'replyDays', signature: 'aoName' },
  },
  'record-service-attempt': {
    type: 'record-service-attempt', title: 'off.cmd.record-service-attempt', provisions: ['in.ctr2026.r4.5'], lead: 'off.lead.service',
    fields: [
      { name: 'target', kind: 'select', label: 'off.f.target', options: serviceTargets },
      { name: 'mode', kind: 'radios', label: 'off.f.mode', options: MODES },
      { name: 'outcome', kind: 'radios', label: 'off.f.outcome', options: [{ value: 'served', label: 'off.o.outcome.served' }, { value: 'failed', label: 'off.o.outcome.failed' }, { value: 'pending', label: 'off.o.outcome.pending' }] },
      { name: 'particulars', kind: 'textarea', label: 'off.f.particulars', hint: 'off.h.particulars', optional: true },
    ],
    // The proof by manner (issue 6): fieldsets "If by tender / speed post / affixing"; the domain checks the chosen one.
    extra: (p) => <ServiceProofFieldsets {...p} />,
    extraFieldOf: proofFieldOf,
    build: (v, r) => ({ ...target(v), attemptId: `a${payloads(r, 'service-attempted').length + 1}`, mode: v['mode'], outcome: v['outcome'], ...(opt(v['particulars']) ? { particulars: opt(v['particulars']) } : {}), ...proofFromForm(v) }),
  },
  'record-service-outcome': {
    type: 'record-service-outcome', title: 'off.cmd.record-service-outcome', provisions: ['in.ctr2026.r4.5'],
    fields: [
      { name: 'attemptId', kind: 'select', label: 'off.f.attemptId', options: (r, t) => pendingAttempts(r).map((a) => ({ value: a.attemptId, text: `${t(keyOr('off.o.mode', a.mode, 'off.o.mode.tender'))} – ${a.hearingNoticeId ? t('off.target.hearingShort') : t('off.target.notice')}` })) },
      { name: 'outcome', kind: 'radios', label: 'off.f.outcome', options: [{ value: 'served', label: 'off.o.outcome.served' }, { value: 'failed', label: 'off.o.outcome.failed' }] },
      { name: 'acknowledgementDocumentId', kind: 'select', label: 'sp.f.acknowledgement', hint: 'sp.h.outcomeAck', optional: true, options: documentOptions },
    ],
    build: (v, r) => {
      const a = pendingAttempts(r).find((x) => x.attemptId === v['attemptId']);
      return { ...(a?.hearingNoticeId ? { hearingNoticeId: a.hearingNoticeId } : {}), attemptId: v['attemptId'], outcome: v['outcome'], ...(opt(v['acknowledgementDocumentId']) ? { acknowledgementDocumentId: opt(v['acknowledgementDocumentId']) } : {}) };
    },
  },
  // Rule 4(5)(i) (issue 13): a refusal to accept the tendered notice is recorded as such; the next manner follows.
  'record-tender-refused': {
    type: 'record-tender-refused', title: 'off.cmd.record-tender-refused', provisions: ['in.ctr2026.r4.5', 'in.ctr2026.r4.5.i'], lead: 'off.lead.tenderRefused',
    fields: [
      { name: 'target', kind: 'select', label: 'off.f.target', options: serviceTargets },
      { name: 'tenderedBy', kind: 'text', label: 'sp.f.tenderedBy' },
      { name: 'tenderedTo', kind: 'text', label: 'sp.f.tenderedTo' },
      { name: 'tenderAt', kind: 'text', label: 'sp.f.tenderAt', hint: 'sp.h.time' },
      { name: 'refusal', kind: 'textarea', label: 'off.f.refusal', hint: 'off.h.refusal' },
      { name: 'witnesses', kind: 'textarea', label: 'off.f.refusalWitnesses', optional: true },
    ],
    build: (v, r) => ({
      ...target(v), attemptId: `a${payloads(r, 'service-attempted').length + 1}`,
      proof: { tenderedBy: v['tenderedBy']!.trim(), tenderedTo: v['tenderedTo']!.trim(), at: v['tenderAt']!.trim() },
      refusal: v['refusal']!.trim(), witnesses: lines(v['witnesses']),
    }),
    fieldOf: { 'proof.tenderedBy': 'tenderedBy', 'proof.tenderedTo': 'tenderedTo', 'proof.at': 'tenderAt', hearingNoticeId: 'target', attemptId: 'target' },
  },
  // Rule 4(4): the noticee's request for more time, refused for reasons recorded (issue 15); extend-reply-period grants it.
  'refuse-reply-extension': {
    type: 'refuse-reply-extension', title: 'off.cmd.refuse-reply-extension', provisions: ['in.ctr2026.r4.4'],
    fields: [{ name: 'reasons', kind: 'textarea', label: 'off.f.reasons' }],
    build: (v) => ({ reasons: v['reasons']!.trim() }),
  },
  'extend-reply-period': {
    type: 'extend-reply-period', title: 'off.cmd.extend-reply-period', provisions: ['in.ctr2026.r4.4'], lead: 'off.lead.extendReply',
    fields: [
      { name: 'extraDays', kind: 'number', label: 'off.f.extraDays', hint: 'off.h.extraDays' },
      { name: 'sufficientCauseShown', kind: 'check', label: 'off.f.sufficientCauseShown' },
      { name: 'reasons', kind: 'textarea', label: 'off.f.reasons' },
    ],
    build: (v) => ({ extraDays: num(v['extraDays']), sufficientCauseShown: yes(v['sufficientCauseShown']), reasons: v['reasons']!.trim() }),
    fieldOf: { days: 'extraDays', sufficientCause: 'sufficientCauseShown' },
    preview: true,
  },
  'proceed-ex-parte': {
    type: 'proceed-ex-parte', title: 'off.cmd.proceed-ex-parte', provisions: ['in.ctr2026.r4.7'],
    fields: [{ name: 'reasons', kind: 'textarea', label: 'off.f.reasons' }],
    build: (v) => ({ reasons: v['reasons']!.trim() }),
  },
  // The office places on record a reply received on paper; after ex parte it is marked so (Rule 4(7), issue 13).
  'record-reply': {
    type: 'record-reply', title: 'off.cmd.record-reply', provisions: ['in.ctr2026.r4.6', 'in.ctr2026.r4.7'],
    fields: [
      { name: 'admits', kind: 'radios', label: 'off.f.replyAdmits', options: [{ value: 'no', label: 'off.o.replyAdmits.no' }, { value: 'yes', label: 'off.o.replyAdmits.yes' }] },
      { name: 'text', kind: 'textarea', label: 'off.f.replyText' },
    ],
    build: (v) => ({ admits: v['admits'] === 'yes', text: v['text']!.trim() }),
  },
  // Rule 4(7) (issue 13): the ex parte proceeding recalled for reasons recorded; the Rule 4(6) hearing follows.
  'recall-ex-parte': {
    type: 'recall-ex-parte', title: 'off.cmd.recall-ex-parte', provisions: ['in.ctr2026.r4.7', 'in.ctr2026.r4.6'], lead: 'off.lead.recallExParte',
    fields: [{ name: 'reasons', kind: 'textarea', label: 'off.f.recallReasons' }],
    build: (v) => ({ reasons: v['reasons']!.trim() }),
  },
  // Rule 4(7) (issue 13): the hearing in the absence, the complainant's material examined; only it allows an order ex parte.
  'record-hearing-in-absence': {
    type: 'record-hearing-in-absence', title: 'off.cmd.record-hearing-in-absence', provisions: ['in.ctr2026.r4.7', 'in.ctr2026.r4.10'], lead: 'off.lead.hearingInAbsence',
    fields: [
      { name: 'complainantAppeared', kind: 'check', label: 'off.f.complainantAppeared' },
      { name: 'materialExamined', kind: 'textarea', label: 'off.f.materialExamined', hint: 'off.h.materialExamined' },
      { name: 'notes', kind: 'textarea', label: 'off.f.hearingNotes' },
    ],
    build: (v, r) => {
      const hn = unheardInAbsenceNotice(r);
      return { ...(hn ? { hearingNoticeId: hn } : {}), complainantAppeared: yes(v['complainantAppeared']), materialExamined: lines(v['materialExamined']), notes: v['notes']!.trim() };
    },
    fieldOf: { hearingNoticeId: 'notes' },
  },
  'issue-hearing-notice': {
    type: 'issue-hearing-notice', title: 'off.cmd.issue-hearing-notice', provisions: ['in.ctr2026.r4.6'],
    fields: [
      { name: 'hearingOn', kind: 'date', label: 'off.f.hearingOn' },
      { name: 'mode', kind: 'radios', label: 'off.f.hearingMode', options: [{ value: 'in-person', label: 'hearing.mode.in-person' }, { value: 'electronic', label: 'hearing.mode.electronic' }] },
      { name: 'time', kind: 'text', label: 'off.f.hearingTime', hint: 'off.f.hearingTime.hint', optional: true },
      { name: 'place', kind: 'text', label: 'off.f.hearingPlace', hint: 'off.f.hearingPlace.hint', optional: true },
      { name: 'link', kind: 'text', label: 'off.f.link', optional: true },
    ],
    build: (v, r) => ({
      hearingNoticeId: `h${hearingNotices(r).length + 1}`, hearingOn: dateOf(v['hearingOn']), mode: v['mode'], ...(opt(v['link']) ? { link: opt(v['link']) } : {}),
      ...(opt(v['time']) ? { time: opt(v['time']) } : {}), ...(opt(v['place']) ? { place: opt(v['place']) } : {}),
    }),
  },
  'record-hearing': {
    type: 'record-hearing', title: 'off.cmd.record-hearing', provisions: ['in.ctr2026.r4.10'],
    fields: [
      { name: 'noticeeAppeared', kind: 'check', label: 'off.f.noticeeAppeared' },
      { name: 'complainantAppeared', kind: 'check', label: 'off.f.complainantAppeared' },
      { name: 'explained', kind: 'check', label: 'off.f.explained' },
      { name: 'opportunityAfforded', kind: 'check', label: 'off.f.opportunityAfforded' },
      { name: 'notes', kind: 'textarea', label: 'off.f.notes' },
    ],
    build: (v, r) => {
      const last = hearingNotices(r).at(-1);
      return { ...(last ? { hearingNoticeId: last.hearingNoticeId } : {}), noticeeAppeared: yes(v['noticeeAppeared']), complainantAppeared: yes(v['complainantAppeared']), explained: yes(v['explained']), opportunityAfforded: yes(v['opportunityAfforded']), notes: v['notes']!.trim() };
    },
    fieldOf: { hearingNoticeId: 'notes' },
  },
  'allow-written-submissions': {
    type: 'allow-written-submissions', title: 'off.cmd.allow-written-submissions', provisions: ['in.ctr2026.r4.10'],
    fields: [{ name: 'issues', kind: 'textarea', label: 'off.f.issues' }],
    build: (v) => ({ issues: v['issues']!.trim() }),
  },
  'pass-order': {
    type: 'pass-order', title: 'off.cmd.pass-order', provisions: ['in.ctr2026.r4.12', 'in.ctr2026.r4.13'], lead: 'off.lead.order',
    fields: [
      { name: 'kind', kind: 'radios', label: 'off.f.orderKind', options: [{ value: 'penalty-or-compensation', label: 'off.o.kind.penalty-or-compensation' }, { value: 'dismissal', label: 'off.o.kind.dismissal' }] },
      { name: 'penalty', kind: 'money', label: 'off.f.penalty', optional: true },
      { name: 'compensation', kind: 'money', label: 'off.f.compensation', optional: true },
      { name: 'expenses', kind: 'money', label: 'off.f.expenses', optional: true },
      { name: 'charges', kind: 'money', label: 'off.f.charges', optional: true },
      { name: 'depositDays', kind: 'number', label: 'off.f.depositDays', hint: 'off.h.depositDays', optional: true },
      { name: 'reasons', kind: 'textarea', label: 'off.f.orderReasons' },
      { name: 'delayReason', kind: 'textarea', label: 'off.f.delayReason', hint: 'off.h.delayReason', optional: true },
    ],
    // Issue 13: the notice that no penalty ceiling is configured, with its confirmation, and the hearing on the amount.
    extra: (p) => <OrderAmountsPanel {...p} />,
    extraFieldOf: (f) => (f === 'noCeilingConfirmed' || f === 'notHeardOnAmountReasons' ? f : undefined),
    build: (v) => (v['kind'] === 'dismissal'
      ? { kind: 'dismissal', reasons: v['reasons']!.trim(), ...(opt(v['delayReason']) ? { delayReason: opt(v['delayReason']) } : {}) }
      : {
        kind: 'penalty-or-compensation',
        amounts: { penaltyPaise: paiseOf(v['penalty'])!, compensationPaise: paiseOf(v['compensation'])!, expensesPaise: paiseOf(v['expenses'])!, chargesPaise: paiseOf(v['charges'])! },
        ...(opt(v['depositDays']) ? { depositDays: num(v['depositDays']) } : {}),
        reasons: v['reasons']!.trim(),
        ...(opt(v['delayReason']) ? { delayReason: opt(v['delayReason']) } : {}),
        ...(yes(v['noCeilingConfirmed']) ? { noCeilingConfirmed: true } : {}),
        ...(opt(v['notHeardOnAmountReasons']) ? { notHeardOnAmountReasons: opt(v['notHeardOnAmountReasons']) } : {}),
      }),
    fieldOf: { 'amounts.penaltyPaise': 'penalty', 'amounts.compensationPaise': 'compensation', 'amounts.expensesPaise': 'expenses', 'amounts.chargesPaise': 'charges', amounts: 'penalty', days: 'depositDays' },
  },
  'extend-proceedings': {
    type: 'extend-proceedings', title: 'off.cmd.extend-proceedings', provisions: ['in.ctr2026.r6'], lead: 'off.lead.extendProceedings',
    fields: [
      { name: 'days', kind: 'number', label: 'off.f.days', hint: 'off.h.days' },
      { name: 'reasons', kind: 'textarea', label: 'off.f.reasons' },
    ],
    build: (v) => ({ days: num(v['days']), reasons: v['reasons']!.trim() }),
    preview: true,
  },
  // Reached from the deadline watcher's proposal once the deposit period is over (deadlines.tsx); the domain refuses it before.
  'refer-for-recovery': {
    type: 'refer-for-recovery', title: 'off.cmd.refer-for-recovery', provisions: ['in.ctr2026.r4.14', 'in.cta1871.s27c'], lead: 'off.lead.referForRecovery',
    fields: [],
    build: () => ({}),
  },
};

/** The next steps the officer may take at this point of the proceeding (the domain refuses anything else). */
export function adjudicationActions(r: CaseRecord): string[] {
  if (has(r, 'order-passed')) return [];
  const out: string[] = [];
  const noticed = has(r, 'show-cause-notice-issued');
  const replied = has(r, 'reply-recorded');
  const exParte = has(r, 'ex-parte-recorded');
  const lastSeq = (types: readonly string[]): number => Math.max(-1, ...r.orderSheet.filter((e) => types.includes(e.type)).map((e) => e.seq));
  if (!noticed) out.push('issue-show-cause-notice');
  else {
    const targets = (!served(r) ? 1 : 0) + hearingNotices(r).filter((h) => !served(r, h.hearingNoticeId)).length;
    if (targets > 0) out.push('record-service-attempt', 'record-tender-refused');
    if (pendingAttempts(r).length > 0) out.push('record-service-outcome');
    if (!replied && !exParte) out.push('extend-reply-period', 'proceed-ex-parte');
    // A request for more time awaits the officer's decision (Rule 4(4), issue 15): grant (above) or refuse it.
    if (!replied && !exParte && lastSeq(['reply-extension-requested']) > lastSeq(['reply-extension-refused', 'reply-period-extended'])) out.push('refuse-reply-extension');
    if (replied || exParte) out.push('issue-hearing-notice');
    // Rule 4(7) (issue 13): while ex parte stands, the hearing is held in the absence; a reply or appearance may lead to a recall.
    const exParteStands = lastSeq(['ex-parte-recorded']) > lastSeq(['ex-parte-recalled']);
    if (exParteStands) out.push('record-hearing-in-absence', 'recall-ex-parte');
    if (!replied && served(r)) out.push('record-reply');
    const lastHearing = hearingNotices(r).at(-1);
    const heard = payloads<{ hearingNoticeId?: string }>(r, 'hearing-recorded');
    if (!exParteStands && lastHearing && !heard.some((h) => h.hearingNoticeId === lastHearing.hearingNoticeId)) out.push('record-hearing');
    if (heard.length > 0 && !has(r, 'written-submissions-allowed')) out.push('allow-written-submissions');
    if (replied || exParte) out.push('pass-order');
  }
  if (!has(r, 'proceedings-extended')) out.push('extend-proceedings');
  return out;
}

function partyName(r: CaseRecord, role: PartyRole): string | undefined {
  const reg = r.orderSheet.find((e) => e.type === 'complaint-registered')?.payload as { particulars?: { complainant?: { name?: string }; contravener?: { name?: string } } } | undefined;
  if (role === 'complainant') return reg?.particulars?.complainant?.name;
  if (role === 'respondent') return reg?.particulars?.contravener?.name;
  return undefined;
}

export function PartiesList(p: { r: CaseRecord; t: T }) {
  const { r, t } = p;
  const named: { role: string; name: string; linked: boolean }[] = [];
  for (const role of ['complainant', 'respondent'] as const) {
    const name = partyName(r, role);
    if (name) named.push({ role, name, linked: r.parties.some((x) => x.role === role) });
  }
  return (
    <dl class="summary">
      {named.map((x) => <div><dt>{t(keyOr('cases.role', x.role, 'cases.role'))}</dt><dd>{x.name} <span class="hint">({x.linked ? t('off.party.linked') : t('off.party.notLinked')})</span></dd></div>)}
    </dl>
  );
}

function LinkPartyForm(p: { c: WebCtx; r: CaseRecord; errors: FormErrors; values: Record<string, string> }) {
  const t = p.c.get('t');
  return (
    <form method="post" action={`/office/cases/${p.r.stream.id}/party`} novalidate>
      <Csrf token={csrfOf(p.c)} />
      <Field name="email" type="email" label={t('off.f.partyEmail')} hint={t('off.h.partyEmail')} error={p.errors['email']} value={p.values['email']} autocomplete="off" required />
      <Radios name="role" legend={t('off.f.partyRole')} error={p.errors['role']} value={p.values['role'] ?? 'respondent'}
        options={[{ value: 'respondent', label: t('cases.role.respondent') }, { value: 'complainant', label: t('cases.role.complainant') }]} />
      <Submit secondary>{t('off.party.submit')}</Submit>
    </form>
  );
}

function AdjudicationPage(p: { c: WebCtx; r: CaseRecord; today: string; note?: string | undefined; partyErrors?: FormErrors; partyValues?: Record<string, string>; proposals?: readonly DeadlineActionView[]; emailed?: readonly EmailedNotice[] }) {
  const { c, r, today } = p;
  const t = c.get('t');
  const lang = c.get('lang');
  const next = mayAct(c, r) ? adjudicationActions(r) : [];
  const docs = r.orderSheet.filter((e) => e.type === 'document-attached' || e.type === 'document-issued');
  const appeal = r.related.find((x) => x.kind === 'appeal');
  return (
    <>
      <ErrorSummary errors={p.partyErrors ?? {}} t={t} />
      {p.note ? <p class="success" role="status">{p.note}</p> : null}
      <p><a href="/office/worklist">{t('off.toWorklist')}</a></p>
      <h1>{t('case.title', { number: r.stream.number })}</h1>
      <dl class="summary">
        <div><dt>{t('case.status')}</dt><dd>{stageWords(t, r.summary.stage)}</dd></div>
        <div><dt>{t('status.receivedOn')}</dt><dd>{both(r.summary.receivedOn, lang)}</dd></div>
        {r.summary.nextDue ? <div><dt>{clockWords(t, r.summary.nextClock)}</dt><dd>{both(r.summary.nextDue, lang)} – {actorWords(t, r.summary.nextActor)} <DueBadge due={r.summary.nextDue} today={today} t={t} /></dd></div> : null}
        {appeal ? <div><dt>{t('off.appeal')}</dt><dd><a href={`/office/cases/${appeal.id}`}>{appeal.number}</a></dd></div> : null}
      </dl>
      <ProposalsPanel items={p.proposals ?? []} t={t} lang={lang} mayAct={mayAct(c, r)} />
      <EmailServicePanel c={c} r={r} items={p.emailed ?? []} />
      {has(r, 'order-passed') ? <p><a href={`/office/cases/${r.stream.id}/money`}>{t('money.case.link')}</a></p> : null}
      <h2 id="next">{t('off.next')}</h2>
      {!mayAct(c, r) ? <p>{t('off.readOnly')}</p> : next.length === 0 ? <p>{t('off.nothingNext')}</p> : (
        <ul class="actions">
          {next.map((a) => <li><a class="button" href={`/office/cases/${r.stream.id}/act/${a}`}>{t(ADJUDICATION_ACTIONS[a]!.title)}</a></li>)}
        </ul>
      )}
      <h2>{t('case.dates')}</h2>
      <ClocksTable r={r} t={t} lang={lang} today={today} />
      <h2>{t('off.parties')}</h2>
      <PartiesList r={r} t={t} />
      <details open={p.partyErrors && Object.keys(p.partyErrors).length > 0 ? true : undefined}>
        <summary>{t('off.party.title')}</summary>
        <LinkPartyForm c={c} r={r} errors={p.partyErrors ?? {}} values={p.partyValues ?? {}} />
      </details>
      <p><a href={`/office/cases/${r.stream.id}/paper`}>{t('pp.link')}</a></p>
      <h2>{t('case.orderSheet')}</h2>
      <Timeline r={r} t={t} lang={lang} />
      <h2>{t('case.documents')}</h2>
      {docs.length === 0 ? <p>{t('case.noDocuments')}</p> : (
        <ul>
          {docs.map((d) => {
            const x = d.payload as { documentId?: string; fileName?: string; kind?: string };
            return <li>{x.documentId ? <a href={`/my/documents/${x.documentId}`}>{x.fileName ?? x.kind ?? x.documentId}</a> : (x.fileName ?? x.kind)} <span class="hint">({longDate(d.onDate, lang)})</span></li>;
          })}
        </ul>
      )}
    </>
  );
}

const STAGES = ['complaint-received', 'notice-issued', 'notice-served', 'reply-received', 'hearing-fixed', 'ex-parte', 'heard', 'order-passed', 'recovery', 'filed', 'admitted'] as const;
const APPEAL_STAGES = ['filed', 'admitted'] as const;

async function worklistPage(services: Services, c: WebCtx, kind: StreamKind | undefined) {
  const t = c.get('t');
  const lang = c.get('lang');
  const actor = requireOfficer(c);
  const today = services.clock.today();
  const stageQ = c.req.query('stage') ?? '';
  const stages: readonly string[] = kind === 'appeal' ? APPEAL_STAGES : STAGES;
  const stage = stages.includes(stageQ) ? stageQ : undefined;
  const cursor = c.req.query('cursor');
  const list = await worklist(services.cases, actor, cursor && /^[A-Za-z0-9_=-]{1,200}$/.test(cursor) ? cursor : undefined, 50, { ...(stage ? { stage } : {}), ...(kind ? { kind } : {}) });
  const path = kind === 'appeal' ? '/office/appeals' : '/office/worklist';
  const title = kind === 'appeal' ? t('off.appeals.title') : t('off.worklist.title');
  const counts = { overdue: list.items.filter((s) => urgency(s.nextDue, today) === 'overdue').length, soon: list.items.filter((s) => urgency(s.nextDue, today) === 'soon').length };
  const proposals = await proposalsByCase(services, actor, list.items.map((s) => s.streamId));
  const escalated = kind === 'appeal' ? await districtEscalations(services, actor) : undefined;
  return page(c, title, (
    <>
      <h1>{title}</h1>
      <p>{t('off.worklist.lead', { date: both(today, lang) })}</p>
      <form method="get" action={path} class="filters">
        <Select name="stage" label={t('off.worklist.stage')} value={stage ?? ''}
          options={[{ value: '', label: t('off.worklist.allStages') }, ...stages.map((s) => ({ value: s, label: stageWords(t, s) }))]} />
        <Submit secondary>{t('off.worklist.filter')}</Submit>
      </form>
      <p role="status">{t('off.worklist.counts', { overdue: counts.overdue, soon: counts.soon })}</p>
      {list.items.length === 0 ? <p>{t('off.worklist.empty')}</p> : (
        <div class="table-wrap" tabindex={0} role="region" aria-label={t('off.worklist.caption')}>
          <table class="worklist stack">
            <caption>{t('off.worklist.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('off.worklist.number')}</th>
                <th scope="col">{t('off.worklist.stageCol')}</th>
                <th scope="col">{t('off.worklist.nextStep')}</th>
                <th scope="col">{t('off.worklist.due')}</th>
                {proposals.size > 0 ? <th scope="col">{t('dl.worklist.col')}</th> : null}
              </tr>
            </thead>
            <tbody>
              {list.items.map((s) => {
                const u = urgency(s.nextDue, today);
                return (
                  <tr class={u === 'overdue' ? 'overdue' : u === 'soon' ? 'soon' : undefined}>
                    <th scope="row"><a href={`/office/cases/${s.streamId}`}>{s.number}</a></th>
                    <td data-label={t('off.worklist.stageCol')}>{stageWords(t, s.stage)}</td>
                    <td data-label={t('off.worklist.nextStep')}>{s.nextClock ? clockWords(t, s.nextClock) : t('common.none')}{s.nextActor ? <><br /><span class="hint">{actorWords(t, s.nextActor)}</span></> : null}</td>
                    <td data-label={t('off.worklist.due')}>{s.nextDue ? shortDate(s.nextDue) : '–'} <DueBadge due={s.nextDue} today={today} t={t} /></td>
                    {proposals.size > 0 ? <td data-label={t('dl.worklist.col')}><ProposalCell items={proposals.get(s.streamId)} t={t} lang={lang} /></td> : null}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {list.nextCursor ? <p><a href={`${path}?${stage ? `stage=${encodeURIComponent(stage)}&` : ''}cursor=${encodeURIComponent(list.nextCursor)}`}>{t('off.worklist.more')}</a></p> : null}
      <EscalationsSection items={escalated} t={t} lang={lang} />
    </>
  ));
}

async function loadForOfficer(services: Services, c: WebCtx): Promise<CaseRecord> {
  const actor = requireOfficer(c);
  const id = c.req.param('id') ?? '';
  if (!UUID.test(id)) throw new AppError('CASE.UNKNOWN', 'No proceeding has that id.');
  return readCase(services.cases, actor, { id });
}

function specOf(r: CaseRecord, type: string): ActionSpec {
  const table = r.stream.kind === 'appeal' ? APPEAL_ACTIONS : r.stream.kind === 'adjudication' ? ADJUDICATION_ACTIONS : {};
  const spec = table[type];
  if (!spec) throw new AppError('NOT_FOUND', 'No such proceeding on this page.');
  return spec;
}

async function casePage(services: Services, c: WebCtx, r: CaseRecord, extra: { note?: string | undefined; partyErrors?: FormErrors; partyValues?: Record<string, string> } = {}, status: 200 | 400 = 200) {
  const t = c.get('t');
  const today = services.clock.today();
  if (r.stream.kind === 'appeal') {
    let below: CaseRecord | undefined;
    if (r.stream.parentId) {
      try {
        below = await readCase(services.cases, c.get('actor')!, { id: r.stream.parentId });
      } catch (e) {
        if (!(e instanceof AppError && e.code === 'AUTH.FORBIDDEN')) throw e;
      }
    }
    const proposals = await caseProposals(services, c.get('actor'), r.stream.id);
    const emailed = await emailedFor(services, c, r);
    return page(c, t('off.appeal.title', { number: r.stream.number }), <AppealPage c={c} r={r} below={below} today={today} note={extra.note} proposals={proposals} emailed={emailed} />, status);
  }
  const proposals = await caseProposals(services, c.get('actor'), r.stream.id);
  const emailed = await emailedFor(services, c, r);
  return page(c, t('case.title', { number: r.stream.number }), <AdjudicationPage c={c} r={r} today={today} {...extra} proposals={proposals} emailed={emailed} />, status);
}

export function officerPages(rt: Router, services: Services): void {
  rt.get('/office', (c) => {
    requireOfficer(c);
    return seeOther(c, '/office/worklist');
  });
  rt.get('/office/worklist', (c) => worklistPage(services, c, undefined));
  rt.get('/office/appeals', (c) => worklistPage(services, c, 'appeal'));

  rt.get('/office/cases/:id', async (c) => {
    const r = await loadForOfficer(services, c);
    const done = c.req.query('done');
    return casePage(services, c, r, { note: done ? c.get('t')('act.done') : undefined });
  });

  rt.get('/office/cases/:id/act/:type', async (c) => {
    const r = await loadForOfficer(services, c);
    const spec = specOf(r, c.req.param('type') ?? '');
    const actor = c.get('actor')!;
    return page(c, c.get('t')(spec.title), <ActionPage c={c} r={r} spec={spec} values={spec.defaults?.(r, actor) ?? {}} errors={{}} back={`/office/cases/${r.stream.id}`} today={services.clock.today()} />);
  });

  rt.post('/office/cases/:id/act/:type', async (c) => {
    const r = await loadForOfficer(services, c);
    const spec = specOf(r, c.req.param('type') ?? '');
    const t = c.get('t');
    const v = await formOf(c);
    let errors = checkFields(spec, v, t);
    if (Object.keys(errors).length === 0) {
      const version = Number(v['version']);
      try {
        if (spec.preview && v['intent'] === 'preview') {
          const preview = await previewCommand(services.cases, c.get('actor')!, { streamId: r.stream.id, command: { type: spec.type, ...spec.build(v, r) } });
          return page(c, t(spec.title), <ActionPage c={c} r={r} spec={spec} values={v} errors={{}} back={`/office/cases/${r.stream.id}`} today={services.clock.today()} preview={preview} />);
        }
        await runCommand(services.cases, c.get('actor')!, { streamId: r.stream.id, command: { type: spec.type, ...spec.build(v, r) }, ...(Number.isInteger(version) ? { expectedVersion: version } : {}) });
        return seeOther(c, `/office/cases/${r.stream.id}?done=${encodeURIComponent(spec.type)}`);
      } catch (e) {
        if (!(e instanceof AppError) || e.code === 'AUTH.FORBIDDEN' || e.code === 'INTERNAL') throw e;
        errors = { [refusalField(spec, e, v)]: refusalText(e, t, c.get('lang')) };
      }
    }
    const fresh = await readCase(services.cases, c.get('actor')!, { id: r.stream.id });
    return page(c, t(spec.title), <ActionPage c={c} r={fresh} spec={spec} values={v} errors={errors} back={`/office/cases/${r.stream.id}`} today={services.clock.today()} />, 400);
  });

  // Linking the registered account of a party (e.g. the person complained against) so they can see and reply.
  rt.post('/office/cases/:id/party', async (c) => {
    const r = await loadForOfficer(services, c);
    const t = c.get('t');
    const actor = c.get('actor')!;
    const v = await formOf(c);
    const errors: FormErrors = {};
    const role = v['role'] === 'complainant' ? 'complainant' : v['role'] === 'respondent' ? 'respondent' : undefined;
    if (!role) errors['role'] = t('off.err.choose');
    const email = (v['email'] ?? '').trim();
    if (!/^[^@\s]+@[^@\s]+$/.test(email)) errors['email'] = t('off.err.email');
    if (Object.keys(errors).length === 0) {
      const found = await services.accounts.findAccountByEmail(actor, email);
      if (!found) errors['email'] = t('off.err.noAccount');
      else {
        await linkParty(services.cases, actor, { streamId: r.stream.id, accountId: found.accountId, role: role! });
        return seeOther(c, `/office/cases/${r.stream.id}?done=party`);
      }
    }
    return casePage(services, c, r, { partyErrors: errors, partyValues: v }, 400);
  });
}
