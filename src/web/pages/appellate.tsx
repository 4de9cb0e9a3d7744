// The appellate authority's pages (Rule 7): the appeal's scrutiny page — Form-III item by item with the provision
// each answers to, the defects found at filing and those intimated (Rule 7(6)) with their status, the clocks, the
// record of the case below alongside — and the forms for calling for records (7(5)), intimating defects (7(6)),
// admitting (7(7)) or refusing registration after the rectification period (7(6)), the respondent's notice (7(8)),
// its service (7(9)), the hearing (7(10)) and the order confirming, varying or setting aside (7(11)).
// The appeals worklist is the officers' worklist filtered to appeals (officer.tsx).

import type { CaseRecord } from '../../app/cases/read-case.ts';
import { FORM3_CHECKLIST as FORM3_FIELDS } from '../../app/cases/form3-checklist.ts';
import type { Form3Particulars } from '../../domain/appeal/state.ts';
import type { WebCtx } from '../context.ts';
import type { Lang, T } from '../i18n/index.ts';
import type { ActionSpec } from './office.tsx';
import { both, ClocksTable, dateOf, DueBadge, mayAct, money, num, opt, paiseOf, provisions, Timeline, yes } from './office.tsx';
import { documentOptions, proofFieldOf, proofFromForm, ServiceProofFieldsets } from './service-proof.tsx';
import { keyOr } from '../i18n/index.ts';
import { actorWords, clockWords, stageWords } from './public.tsx';
import type { DeadlineActionView } from '../../app/notifications/actions.ts';
import { ProposalsPanel } from './deadlines.tsx';
import type { EmailedNotice } from '../../app/notifications/service-by-email.ts';
import { EmailServicePanel } from './service-email.tsx';

const has = (r: CaseRecord, type: string): boolean => r.orderSheet.some((e) => e.type === type);
const payloads = <P,>(r: CaseRecord, type: string): P[] => r.orderSheet.filter((e) => e.type === type).map((e) => e.payload as P);

interface DefectView { id: string; field: string; description: string; basis: string[] }

/** Defects found at filing and not yet intimated, intimated and outstanding, and rectified. */
export function defectsOf(r: CaseRecord): { found: DefectView[]; intimated: (DefectView & { rectified: boolean })[] } {
  const filed = payloads<{ defectsFound?: DefectView[] }>(r, 'appeal.filed')[0];
  const intimated = payloads<{ defects: DefectView[] }>(r, 'appeal.defects-intimated').flatMap((e) => e.defects);
  const rectified = new Set(payloads<{ rectified?: { id: string }[] }>(r, 'appeal.defects-rectified').flatMap((e) => (e.rectified ?? []).map((x) => x.id)));
  const latest = new Map<string, DefectView>();
  for (const d of intimated) latest.set(d.id, d);
  return {
    found: (filed?.defectsFound ?? []).filter((d) => !latest.has(d.id) && !intimated.some((x) => x.field === d.field)),
    intimated: [...latest.values()].map((d) => ({ ...d, rectified: rectified.has(d.id) })),
  };
}

/** Form-III as it stands: the filing with the amendments made in rectification. */
function formOfAppeal(r: CaseRecord): Form3Particulars | undefined {
  const filed = payloads<{ form: Form3Particulars }>(r, 'appeal.filed')[0];
  if (!filed) return undefined;
  let form = filed.form as unknown as Record<string, unknown>;
  for (const x of payloads<{ amendments?: Record<string, unknown> }>(r, 'appeal.defects-rectified')) {
    for (const [k, v] of Object.entries(x.amendments ?? {})) {
      form = { ...form, [k]: v !== null && typeof v === 'object' && !Array.isArray(v) ? { ...(form[k] as object | undefined), ...(v as object) } : v };
    }
  }
  return form as unknown as Form3Particulars;
}

const ISO = /^\d{4}-\d{2}-\d{2}$/;

function valueAt(form: Form3Particulars, path: string, r: CaseRecord, lang: Lang, t: T): string {
  if (path === 'item9') {
    const i9 = payloads<{ item9?: { answer: string; due: string } }>(r, 'appeal.filed')[0]?.item9;
    return i9 ? `${i9.answer === 'YES' ? t('common.yes') : t('common.no')} (${t('off.appeal.item9Due', { date: both(i9.due, lang) })})` : '';
  }
  const [a, b] = path.split('.');
  const top = (form as unknown as Record<string, unknown>)[a!];
  const v = b === undefined ? top : top !== null && typeof top === 'object' ? (top as Record<string, unknown>)[b] : undefined;
  if (v === undefined || v === null || v === '') return '';
  if (typeof v === 'boolean') return v ? t('common.yes') : t('common.no');
  if (typeof v === 'string' && ISO.test(v)) return both(v, lang);
  if (Array.isArray(v)) return v.join('; ');
  if (typeof v === 'object') {
    const o = v as Record<string, unknown>;
    if ('pending' in o) return `${o['pending'] ? t('common.yes') : t('common.no')}${o['details'] ? ` – ${String(o['details'])}` : ''}`;
    if ('made' in o) return o['made'] ? `${t('common.yes')}${o['name'] ? ` – ${String(o['name'])}` : ''}${typeof o['signedOn'] === 'string' && ISO.test(o['signedOn']) ? `, ${both(o['signedOn'], lang)}` : ''}` : t('common.no');
    return JSON.stringify(o);
  }
  return String(v);
}

const fieldOptions = (t: T) => [{ value: '', text: t('off.appeal.noOtherDefect') }, ...FORM3_FIELDS.filter((f) => f.field !== 'item9').map((f) => ({ value: f.field, text: f.label }))];

const APPEARANCE = [{ value: 'in-person', label: 'off.o.appear.in-person' }, { value: 'legal-representative', label: 'off.o.appear.legal-representative' }, { value: 'absent', label: 'off.o.appear.absent' }] as const;
const HEARING_MODE = [{ value: 'in-person', label: 'hearing.mode.in-person' }, { value: 'electronic', label: 'hearing.mode.electronic' }] as const;

export const APPEAL_ACTIONS: Readonly<Record<string, ActionSpec>> = {
  'call-for-records': {
    type: 'call-for-records', title: 'off.cmd.call-for-records', provisions: ['in.ctr2026.r7.5'],
    fields: [{ name: 'note', kind: 'textarea', label: 'off.f.note', optional: true }],
    build: (v) => (opt(v['note']) ? { note: opt(v['note']) } : {}),
  },
  'record-records-received': {
    type: 'record-records-received', title: 'off.cmd.record-records-received', provisions: ['in.ctr2026.r7.5'],
    fields: [{ name: 'note', kind: 'textarea', label: 'off.f.note', optional: true }],
    build: (v) => (opt(v['note']) ? { note: opt(v['note']) } : {}),
  },
  'intimate-defects': {
    type: 'intimate-defects', title: 'off.cmd.intimate-defects', provisions: ['in.ctr2026.r7.6'], lead: 'off.lead.defects',
    fields: [
      { name: 'found', kind: 'check', label: 'off.f.includeFound' },
      { name: 'field', kind: 'select', label: 'off.f.defectField', options: (_r, t) => fieldOptions(t), optional: true },
      { name: 'description', kind: 'textarea', label: 'off.f.defectDescription', optional: true },
    ],
    defaults: (r) => ({ found: defectsOf(r).found.length > 0 ? 'yes' : '' }),
    build: (v, r) => {
      const defects: { field: string; description: string }[] = [];
      if (yes(v['found'])) for (const d of defectsOf(r).found) defects.push({ field: d.field, description: d.description });
      if (opt(v['field'])) defects.push({ field: v['field']!, description: (v['description'] ?? '').trim() });
      return { defects };
    },
    fieldOf: { defects: 'field' },
  },
  'refuse-registration': {
    type: 'refuse-registration', title: 'off.cmd.refuse-registration', provisions: ['in.ctr2026.r7.6'], lead: 'off.lead.refuse',
    fields: [{ name: 'reasons', kind: 'textarea', label: 'off.f.reasons' }],
    build: (v) => ({ reasons: v['reasons']!.trim() }),
  },
  'record-refusal-communicated': {
    type: 'record-refusal-communicated', title: 'off.cmd.record-refusal-communicated', provisions: ['in.ctr2026.r7.6'],
    fields: [{ name: 'means', kind: 'text', label: 'off.f.means', optional: true }, { name: 'delayReason', kind: 'textarea', label: 'off.f.delayReason', optional: true }],
    build: (v) => ({ ...(opt(v['means']) ? { means: opt(v['means']) } : {}), ...(opt(v['delayReason']) ? { delayReason: opt(v['delayReason']) } : {}) }),
  },
  admit: {
    type: 'admit', title: 'off.cmd.admit', provisions: ['in.ctr2026.r7.7'],
    fields: [{ name: 'note', kind: 'textarea', label: 'off.f.note', optional: true }],
    build: (v) => (opt(v['note']) ? { note: opt(v['note']) } : {}),
  },
  'issue-notice-to-respondent': {
    type: 'issue-notice-to-respondent', title: 'off.cmd.issue-notice-to-respondent', provisions: ['in.ctr2026.r7.8'],
    fields: [
      { name: 'replyDays', kind: 'number', label: 'off.f.replyDays', hint: 'off.h.appealReplyDays' },
      { name: 'copyOfAppealEnclosed', kind: 'check', label: 'off.f.copyOfAppealEnclosed' },
    ],
    defaults: () => ({ replyDays: '15', copyOfAppealEnclosed: 'yes' }),
    build: (v) => ({ replyDays: num(v['replyDays']), copyOfAppealEnclosed: yes(v['copyOfAppealEnclosed']) }),
    fieldOf: { days: 'replyDays' },
  },
  'record-service-attempt': {
    type: 'record-service-attempt', title: 'off.cmd.record-service-attempt', provisions: ['in.ctr2026.r7.9'], lead: 'off.lead.service',
    fields: [
      { name: 'mode', kind: 'radios', label: 'off.f.mode', options: [{ value: 'tender', label: 'off.o.mode.tender' }, { value: 'electronic', label: 'off.o.mode.electronic' }, { value: 'speed-post', label: 'off.o.mode.speed-post' }, { value: 'affixing', label: 'off.o.mode.affixing' }] },
      { name: 'outcome', kind: 'radios', label: 'off.f.outcome', options: [{ value: 'served', label: 'off.o.outcome.served' }, { value: 'failed', label: 'off.o.outcome.failed' }, { value: 'pending', label: 'off.o.outcome.pending' }] },
      { name: 'particulars', kind: 'textarea', label: 'off.f.particulars', optional: true },
    ],
    // The proof by manner (issue 6), as on the adjudicating officer's form (service-proof.tsx).
    extra: (p) => <ServiceProofFieldsets {...p} />,
    extraFieldOf: proofFieldOf,
    build: (v) => ({ mode: v['mode'], outcome: v['outcome'], ...(opt(v['particulars']) ? { particulars: opt(v['particulars']) } : {}), ...proofFromForm(v) }),
  },
  // The outcome of a pending attempt (a speed-post article delivered or returned, an email's delivery confirmed), and a
  // refusal to accept on tender (Rule 7(9)(i), issue 13), as on the adjudicating officer's forms.
  'record-service-outcome': {
    type: 'record-service-outcome', title: 'off.cmd.record-service-outcome', provisions: ['in.ctr2026.r7.9'],
    fields: [
      { name: 'attemptId', kind: 'select', label: 'off.f.attemptId', options: (r, t) => pendingAppealAttempts(r).map((a) => ({ value: a.attemptId, text: `${t(keyOr('off.o.mode', a.mode, 'off.o.mode.tender'))} – ${a.attemptId}` })) },
      { name: 'outcome', kind: 'radios', label: 'off.f.outcome', options: [{ value: 'served', label: 'off.o.outcome.served' }, { value: 'failed', label: 'off.o.outcome.failed' }] },
      { name: 'acknowledgementDocumentId', kind: 'select', label: 'sp.f.acknowledgement', hint: 'sp.h.outcomeAck', optional: true, options: documentOptions },
    ],
    build: (v) => ({ attemptId: v['attemptId'], outcome: v['outcome'], ...(opt(v['acknowledgementDocumentId']) ? { acknowledgementDocumentId: opt(v['acknowledgementDocumentId']) } : {}) }),
  },
  'record-tender-refused': {
    type: 'record-tender-refused', title: 'off.cmd.record-tender-refused', provisions: ['in.ctr2026.r7.9', 'in.ctr2026.r7.9.i'], lead: 'off.lead.tenderRefused',
    fields: [
      { name: 'tenderedBy', kind: 'text', label: 'sp.f.tenderedBy' },
      { name: 'tenderedTo', kind: 'text', label: 'sp.f.tenderedTo' },
      { name: 'tenderAt', kind: 'text', label: 'sp.f.tenderAt', hint: 'sp.h.time' },
      { name: 'refusal', kind: 'textarea', label: 'off.f.refusal', hint: 'off.h.refusal' },
      { name: 'witnesses', kind: 'textarea', label: 'off.f.refusalWitnesses', optional: true },
    ],
    build: (v) => ({
      proof: { tenderedBy: (v['tenderedBy'] ?? '').trim(), tenderedTo: (v['tenderedTo'] ?? '').trim(), at: (v['tenderAt'] ?? '').trim() },
      refusal: (v['refusal'] ?? '').trim(),
      witnesses: (v['witnesses'] ?? '').split(/\r?\n/).map((w) => w.trim()).filter((w) => w !== ''),
    }),
    fieldOf: { 'proof.tenderedBy': 'tenderedBy', 'proof.tenderedTo': 'tenderedTo', 'proof.at': 'tenderAt' },
  },
  'record-respondent-reply': {
    type: 'record-respondent-reply', title: 'off.cmd.record-respondent-reply', provisions: ['in.ctr2026.r7.8'],
    fields: [{ name: 'note', kind: 'textarea', label: 'off.f.note', optional: true }],
    build: (v) => (opt(v['note']) ? { note: opt(v['note']) } : {}),
  },
  'schedule-hearing': {
    type: 'schedule-hearing', title: 'off.cmd.schedule-hearing', provisions: ['in.ctr2026.r7.10'],
    fields: [
      { name: 'hearingOn', kind: 'date', label: 'off.f.hearingOn' },
      { name: 'mode', kind: 'radios', label: 'off.f.hearingMode', options: HEARING_MODE },
      { name: 'venueOrLink', kind: 'text', label: 'off.f.venueOrLink', optional: true },
    ],
    build: (v) => ({ hearingOn: dateOf(v['hearingOn']), mode: v['mode'], ...(opt(v['venueOrLink']) ? { venueOrLink: opt(v['venueOrLink']) } : {}) }),
  },
  'record-hearing': {
    type: 'record-hearing', title: 'off.cmd.record-appeal-hearing', provisions: ['in.ctr2026.r7.10'],
    fields: [
      { name: 'mode', kind: 'radios', label: 'off.f.hearingMode', options: HEARING_MODE },
      { name: 'appellant', kind: 'radios', label: 'off.f.appellantAppeared', options: APPEARANCE },
      { name: 'respondent', kind: 'radios', label: 'off.f.respondentAppeared', options: APPEARANCE },
      { name: 'appellantRep', kind: 'text', label: 'off.f.appellantRep', optional: true },
      { name: 'respondentRep', kind: 'text', label: 'off.f.respondentRep', optional: true },
    ],
    build: (v) => {
      const reps = { ...(opt(v['appellantRep']) ? { appellant: opt(v['appellantRep']) } : {}), ...(opt(v['respondentRep']) ? { respondent: opt(v['respondentRep']) } : {}) };
      return { mode: v['mode'], appearances: { appellant: v['appellant'], respondent: v['respondent'] }, ...(Object.keys(reps).length ? { representatives: reps } : {}) };
    },
    fieldOf: { appearances: 'appellant', representatives: 'appellantRep' },
  },
  'decide-appeal': {
    type: 'decide-appeal', title: 'off.cmd.decide-appeal', provisions: ['in.ctr2026.r7.11'], lead: 'off.lead.decide',
    fields: [
      { name: 'outcome', kind: 'radios', label: 'off.f.appealOutcome', options: [{ value: 'confirm', label: 'off.o.outcome.confirm' }, { value: 'vary', label: 'off.o.outcome.vary' }, { value: 'set-aside', label: 'off.o.outcome.set-aside' }] },
      { name: 'penalty', kind: 'money', label: 'off.f.penalty', optional: true },
      { name: 'compensation', kind: 'money', label: 'off.f.compensation', optional: true },
      { name: 'expenses', kind: 'money', label: 'off.f.expenses', optional: true },
      { name: 'charges', kind: 'money', label: 'off.f.charges', optional: true },
      { name: 'reasons', kind: 'textarea', label: 'off.f.orderReasons' },
    ],
    build: (v) => ({
      outcome: v['outcome'], reasons: v['reasons']!.trim(),
      ...(v['outcome'] === 'vary' ? { varied: { penaltyPaise: paiseOf(v['penalty'])!, compensationPaise: paiseOf(v['compensation'])!, expensesPaise: paiseOf(v['expenses'])!, chargesPaise: paiseOf(v['charges'])! } } : {}),
    }),
    fieldOf: { varied: 'penalty', 'varied.penaltyPaise': 'penalty', 'varied.compensationPaise': 'compensation' },
  },
};

/** The next steps of the appellate authority at this point of the appeal (the domain refuses anything else). */
export function appealActions(r: CaseRecord): string[] {
  const stage = r.summary.stage;
  if (has(r, 'appeal.decided')) return [];
  if (has(r, 'appeal.registration-refused')) return has(r, 'appeal.refusal-communicated') ? [] : ['record-refusal-communicated'];
  const out: string[] = [];
  if (stage === 'filed' || !has(r, 'appeal.admitted')) {
    if (!has(r, 'appeal.records-called-for')) out.push('call-for-records');
    else if (!has(r, 'appeal.records-received')) out.push('record-records-received');
    const d = defectsOf(r);
    out.push('intimate-defects');
    if (d.intimated.some((x) => !x.rectified)) out.push('refuse-registration');
    out.push('admit');
    return out;
  }
  if (!has(r, 'appeal.notice-issued')) out.push('issue-notice-to-respondent');
  else {
    const served = payloads<{ attempt: { outcome: string } }>(r, 'appeal.service-attempted').some((a) => a.attempt.outcome === 'served')
      || payloads<{ outcome: string }>(r, 'appeal.service-outcome').some((a) => a.outcome === 'served') || has(r, 'appeal.service-deemed');
    if (!served) {
      out.push('record-service-attempt');
      if (pendingAppealAttempts(r).length > 0) out.push('record-service-outcome');
      out.push('record-tender-refused');
    }
    if (!has(r, 'appeal.respondent-replied')) out.push('record-respondent-reply');
    if (!has(r, 'appeal.hearing-scheduled') || has(r, 'appeal.hearing-held')) {
      if (!has(r, 'appeal.hearing-held')) out.push('schedule-hearing');
    } else out.push('record-hearing');
  }
  if (has(r, 'appeal.hearing-held')) out.push('decide-appeal');
  return out;
}

/** Attempts at serving the appeal notice whose outcome is still to be recorded (Rule 7(9)). */
function pendingAppealAttempts(r: CaseRecord): { attemptId: string; mode: string }[] {
  const resolved = new Set(payloads<{ attemptId: string }>(r, 'appeal.service-outcome').map((o) => o.attemptId));
  return payloads<{ attempt: { attemptId: string; mode: string; outcome: string } }>(r, 'appeal.service-attempted')
    .map((a) => a.attempt).filter((a) => a.outcome === 'pending' && !resolved.has(a.attemptId));
}

function OrderBelow(p: { below: CaseRecord | undefined; r: CaseRecord; t: T; lang: Lang }) {
  const { t, lang } = p;
  const order = payloads<{ order: { caseNumber?: string; provision: string; on: string; penaltyPaise: number; compensationPaise: number; expensesPaise: number; chargesPaise: number } }>(p.r, 'appeal.filed')[0]?.order;
  return (
    <section aria-labelledby="below">
      <h2 id="below">{t('off.appeal.below')}</h2>
      {order ? (
        <dl class="summary">
          <div><dt>{t('off.appeal.caseBelow')}</dt><dd>{p.below ? <a href={`/office/cases/${p.below.stream.id}`}>{p.below.stream.number}</a> : (order.caseNumber ?? '–')}</dd></div>
          <div><dt>{t('off.appeal.orderOf')}</dt><dd>{both(order.on, lang)} ({provisions([order.provision], lang)})</dd></div>
          <div><dt>{t('off.f.penalty')}</dt><dd>{money(order.penaltyPaise)}</dd></div>
          <div><dt>{t('off.f.compensation')}</dt><dd>{money(order.compensationPaise)}</dd></div>
        </dl>
      ) : null}
      {p.below ? (
        <details>
          <summary>{t('off.appeal.belowSheet')}</summary>
          <Timeline r={p.below} t={t} lang={lang} />
        </details>
      ) : null}
    </section>
  );
}

export function AppealPage(p: { c: WebCtx; r: CaseRecord; below: CaseRecord | undefined; today: string; note?: string | undefined; proposals?: readonly DeadlineActionView[]; emailed?: readonly EmailedNotice[] }) {
  const { c, r, today } = p;
  const t = c.get('t');
  const lang = c.get('lang');
  const form = formOfAppeal(r);
  const defects = defectsOf(r);
  const next = mayAct(c, r) ? appealActions(r) : [];
  const statusOf = (field: string): string => {
    const i = defects.intimated.filter((d) => d.field === field).at(-1);
    if (i) return i.rectified ? t('off.defect.rectified') : t('off.defect.intimated');
    if (defects.found.some((d) => d.field === field)) return t('off.defect.found');
    return '';
  };
  return (
    <>
      {p.note ? <p class="success" role="status">{p.note}</p> : null}
      <p><a href="/office/appeals">{t('off.toAppeals')}</a></p>
      <h1>{t('off.appeal.title', { number: r.stream.number })}</h1>
      <dl class="summary">
        <div><dt>{t('case.status')}</dt><dd>{stageWords(t, r.summary.stage)}</dd></div>
        <div><dt>{t('off.appeal.receivedOn')}</dt><dd>{both(r.summary.receivedOn, lang)}</dd></div>
        {r.summary.nextDue ? <div><dt>{clockWords(t, r.summary.nextClock)}</dt><dd>{both(r.summary.nextDue, lang)} – {actorWords(t, r.summary.nextActor)} <DueBadge due={r.summary.nextDue} today={today} t={t} /></dd></div> : null}
      </dl>
      <ProposalsPanel items={p.proposals ?? []} t={t} lang={lang} mayAct={mayAct(c, r)} />
      <EmailServicePanel c={c} r={r} items={p.emailed ?? []} />
      <h2 id="next">{t('off.next')}</h2>
      {!mayAct(c, r) ? <p>{t('off.readOnly')}</p> : next.length === 0 ? <p>{t('off.nothingNext')}</p> : (
        <ul class="actions">
          {next.map((a) => <li><a class="button" href={`/office/cases/${r.stream.id}/act/${a}`}>{t(APPEAL_ACTIONS[a]!.title)}</a></li>)}
        </ul>
      )}
      <h2 id="defects">{t('off.appeal.defects')}</h2>
      {defects.found.length === 0 && defects.intimated.length === 0 ? <p>{t('off.appeal.noDefects')}</p> : (
        <ul class="defects">
          {defects.found.map((d) => <li><strong>{t('off.defect.found')}</strong>: {d.description} <span class="hint">({provisions(d.basis, lang)})</span></li>)}
          {defects.intimated.map((d) => <li><strong>{d.rectified ? t('off.defect.rectified') : t('off.defect.intimated')}</strong>: {d.description} <span class="hint">({provisions(d.basis, lang)})</span></li>)}
        </ul>
      )}
      <h2>{t('case.dates')}</h2>
      <ClocksTable r={r} t={t} lang={lang} today={today} />
      <p><a href={`/office/cases/${r.stream.id}/paper`}>{t('pp.link')}</a></p>
      <h2 id="form3">{t('off.appeal.form3')}</h2>
      {form ? (
        <div class="table-wrap" tabindex={0} role="region" aria-label={t('off.appeal.form3Caption')}>
          <table class="form3 stack">
            <caption>{t('off.appeal.form3Caption')}</caption>
            <thead><tr><th scope="col">{t('off.appeal.item')}</th><th scope="col">{t('off.appeal.value')}</th><th scope="col">{t('off.appeal.check')}</th></tr></thead>
            <tbody>
              {FORM3_FIELDS.map((f) => {
                const value = valueAt(form, f.field, r, lang, t);
                const status = statusOf(f.field);
                return (
                  <tr class={status && status !== t('off.defect.rectified') ? 'defect' : undefined}>
                    <th scope="row">{f.label}<br /><span class="hint">{provisions([f.provision], lang)}</span></th>
                    <td data-label={t('off.appeal.value')}>{value || <em>{t('off.appeal.blank')}</em>}</td>
                    <td data-label={t('off.appeal.check')}>{status || (value ? t('off.check.given') : f.required ? t('off.check.missing') : t('off.check.optional'))}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      ) : null}
      <OrderBelow below={p.below} r={r} t={t} lang={lang} />
      <h2>{t('case.orderSheet')}</h2>
      <Timeline r={r} t={t} lang={lang} />
    </>
  );
}
