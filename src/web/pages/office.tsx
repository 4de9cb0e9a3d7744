// What the officers' pages share: who counts as an officer, the clocks with their provisions and "why this date",
// the order sheet as a timeline, and the action forms. Each action is a declared form (fields, labels from the
// catalogues) that builds the proceeding's command and runs it through the runCommand use case with the version
// the page showed; a refusal of the law is shown beside the field it names, in Hindi where the catalogue has the
// refusal, else in the words of the rule's own message, with the provision it rests on.

import type { Actor } from '../../app/actor.ts';
import type { Child } from 'hono/jsx';
import type { CommandPreview } from '../../app/cases/preview-command.ts';
import type { CaseRecord } from '../../app/cases/read-case.ts';
import { AppError } from '../../app/errors.ts';
import { labels } from '../../rules/provisions.ts';
import type { ProvisionId } from '../../rules/provisions.ts';
import { Checkbox, Csrf, ErrorSummary, Field, Radios, Select, Submit, TextArea } from '../components.tsx';
import { csrfOf } from '../context.ts';
import type { FormErrors, WebCtx } from '../context.ts';
import { longDate, parseIndianDate, rupees, shortDate } from '../format.ts';
import type { Lang, MessageKey, T } from '../i18n/index.ts';
import { keyOr } from '../i18n/index.ts';
import { actorWords, clockWords, provisionLabel } from './public.tsx';
import { proofOf, ServiceProofLine } from './service-proof.tsx';

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether the signed-in officer takes the proceedings of this case (the use cases check again): the adjudicating
 * officer of its office, or the appellate authority of its district for an appeal. Others read it only. */
export function mayAct(c: WebCtx, r: CaseRecord): boolean {
  const grants = c.get('actor')?.grants ?? [];
  return r.stream.kind === 'appeal'
    ? grants.some((g) => g.role === 'appellate-authority' && g.districtCode === r.summary.districtCode)
    : grants.some((g) => g.role === 'adjudicating-officer' && g.officeCode === r.stream.officeCode);
}

/** The officer's pages are for adjudicating officers and appellate authorities; the use cases check the scope. */
export function requireOfficer(c: WebCtx): Actor {
  const a = c.get('actor');
  if (!a) throw new AppError('AUTH.UNAUTHENTICATED', 'Sign in to see the worklist.');
  if (!a.grants.some((g) => g.role === 'adjudicating-officer' || g.role === 'appellate-authority')) {
    throw new AppError('AUTH.FORBIDDEN', 'Only an adjudicating officer or an appellate authority has a worklist.');
  }
  return a;
}

export function provisions(basis: readonly string[], lang: Lang): string {
  try {
    return labels(basis as ProvisionId[]).map((l) => provisionLabel(l, lang)).join(', ');
  } catch {
    return basis.join(', ');
  }
}

export function both(d: string, lang: Lang): string {
  return `${longDate(d, lang)} (${shortDate(d)})`;
}

interface Explanation { title?: string; basis?: string[]; steps?: string[] }

/** How near a due date is: overdue (before today), due within 3 days, or later. */
export function urgency(due: string | null, today: string): 'overdue' | 'soon' | 'later' | 'none' {
  if (!due) return 'none';
  if (due < today) return 'overdue';
  const soon = new Date(`${today}T00:00:00Z`);
  soon.setUTCDate(soon.getUTCDate() + 3);
  return due <= soon.toISOString().slice(0, 10) ? 'soon' : 'later';
}

export function DueBadge(p: { due: string | null; today: string; t: T }) {
  const u = urgency(p.due, p.today);
  if (u === 'overdue') return <strong class="badge overdue">{p.t('off.overdue')}</strong>;
  if (u === 'soon') return <strong class="badge soon">{p.t('off.dueSoon')}</strong>;
  return null;
}

/** Every running clock: what is due, by whom, the date, the provision and the explanation ("why this date"). */
export function ClocksTable(p: { r: CaseRecord; t: T; lang: Lang; today: string }) {
  const { r, t, lang } = p;
  if (r.clocks.length === 0) return <p>{t('case.noDates')}</p>;
  return (
    <div class="table-wrap" tabindex={0} role="region" aria-label={t('off.clocks.caption')}>
      <table class="stack">
        <caption>{t('off.clocks.caption')}</caption>
        <thead><tr><th scope="col">{t('off.clocks.what')}</th><th scope="col">{t('off.clocks.due')}</th><th scope="col">{t('off.clocks.basis')}</th></tr></thead>
        <tbody>
          {r.clocks.map((k) => {
            const x = (k.explanation ?? {}) as Explanation;
            return (
              <tr>
                <th scope="row">{clockWords(t, k.clock)}<br /><span class="hint">{t('case.whoActs', { actor: actorWords(t, k.actor) })}</span></th>
                <td data-label={t('off.clocks.due')}>{both(k.due, lang)} <DueBadge due={k.due} today={p.today} t={t} /></td>
                <td data-label={t('off.clocks.basis')}>
                  {provisions(x.basis ?? [], lang)}
                  {x.steps && x.steps.length > 0 ? (
                    <details>
                      <summary>{t('off.clocks.why')}</summary>
                      <ol>{x.steps.map((s) => <li>{s}</li>)}</ol>
                    </details>
                  ) : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** The order sheet as a timeline: date, entry, the provisions, and what the officer recorded in words. */
export function Timeline(p: { r: CaseRecord; t: T; lang: Lang }) {
  const { r, t, lang } = p;
  return (
    <ol class="timeline">
      {r.orderSheet.map((e) => {
        const pl = e.payload as Record<string, unknown>;
        const words = ['reasons', 'text', 'notes', 'particulars', 'note', 'issues'].map((k) => pl[k]).find((x) => typeof x === 'string' && x.trim());
        return (
          <li>
            <strong>{longDate(e.onDate, lang)}</strong>: {t(keyOr('event', e.type, 'event.other'), { type: e.type })}
            {e.basis.length > 0 ? <span class="hint"> ({provisions(e.basis.filter((b) => !/form[13]\.item|declaration|enclosures/.test(b)).slice(0, 4), lang)})</span> : null}
            {typeof words === 'string' ? <><br /><span class="quote">{words}</span></> : null}
            {proofOf(e.type, e.payload) ? <><br /><ServiceProofLine type={e.type} payload={e.payload} t={t} /></> : null}
          </li>
        );
      })}
    </ol>
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Action forms

export type FieldKind = 'text' | 'textarea' | 'number' | 'money' | 'date' | 'check' | 'radios' | 'select';

export interface FieldSpec {
  readonly name: string;
  readonly kind: FieldKind;
  readonly label: MessageKey;
  readonly hint?: MessageKey;
  readonly optional?: boolean;
  /** For radios and selects: fixed options, or options read from the record. */
  readonly options?: readonly { value: string; label: MessageKey }[] | ((r: CaseRecord, t: T, lang: Lang) => { value: string; text: string }[]);
}

export interface ActionSpec {
  readonly type: string;
  readonly title: MessageKey;
  readonly provisions: readonly ProvisionId[];
  readonly lead?: MessageKey;
  readonly fields: readonly FieldSpec[];
  readonly defaults?: (r: CaseRecord, actor: Actor) => Record<string, string>;
  /** The command (without `type`) from the checked form values. */
  readonly build: (v: Record<string, string>, r: CaseRecord) => Record<string, unknown>;
  /** A field the domain names → the form's field. */
  readonly fieldOf?: Readonly<Record<string, string>>;
  /** Offer "preview the effect on the dates" before recording (extensions). */
  readonly preview?: boolean;
  /** More controls after the fields (the proof of service fieldsets), and the form field a refusal's field names. */
  readonly extra?: (p: { r: CaseRecord; t: T; lang: Lang; values: Record<string, string>; errors: FormErrors; today?: string | undefined }) => Child;
  readonly extraFieldOf?: (field: string, v: Record<string, string>) => string | undefined;
}

const blank = (s: string | undefined): boolean => !(s ?? '').trim();

/** Rupees as typed ("5,000", "1,25,000.50", "5000") → paise; undefined when it is not an amount. */
export function paiseOf(s: string | undefined): number | undefined {
  const x = (s ?? '').trim().replace(/^₹\s*/, '');
  if (x === '') return 0;
  if (!/^(\d+|\d{1,3}(,\d{2})*,\d{3})(\.\d{1,2})?$/.test(x)) return undefined;
  const [whole, frac = ''] = x.replace(/,/g, '').split('.');
  return Number(whole) * 100 + Number(frac.padEnd(2, '0'));
}

/** Checks the form in the visitor's language (the domain checks the law again). */
export function checkFields(spec: ActionSpec, v: Record<string, string>, t: T): FormErrors {
  const errors: FormErrors = {};
  for (const f of spec.fields) {
    const val = v[f.name];
    if (f.kind === 'check') continue;
    if (blank(val)) {
      if (!f.optional) errors[f.name] = f.kind === 'radios' || f.kind === 'select' ? t('off.err.choose') : t('off.err.required');
      continue;
    }
    if (f.kind === 'number' && !/^\d{1,4}$/.test(val!.trim())) errors[f.name] = t('off.err.number');
    if (f.kind === 'money' && paiseOf(val) === undefined) errors[f.name] = t('off.err.money');
    if (f.kind === 'date' && !parseIndianDate(val!)) errors[f.name] = t('off.err.date');
  }
  return errors;
}

export const num = (s: string | undefined): number => Number((s ?? '').trim());
export const yes = (s: string | undefined): boolean => s === 'yes';
export const dateOf = (s: string | undefined): string => parseIndianDate(s ?? '') ?? '';
export const opt = (s: string | undefined): string | undefined => (blank(s) ? undefined : s!.trim());

/** The refusal in the visitor's language: the catalogue's Hindi where it has the code, with the provisions. */
export function refusalText(e: AppError, t: T, lang: Lang): string {
  const key = keyOr('refusal', e.code, 'off.err.refused');
  const basis = e.basis.length > 0 ? ` (${provisions(e.basis, lang)})` : '';
  if (lang === 'hi' && key !== 'off.err.refused') return `${t(key)}${basis}`;
  return `${e.message}${basis}`;
}

/** Maps a refusal to the field it names (or the form's first field). */
export function refusalField(spec: ActionSpec, e: AppError, v: Record<string, string> = {}): string {
  const f = e.field ?? '';
  const extra = spec.extraFieldOf?.(f, v);
  if (extra !== undefined) return extra;
  const mapped = spec.fieldOf?.[f] ?? f;
  return spec.fields.some((x) => x.name === mapped) ? mapped : spec.fields[0]?.name ?? '_';
}

export function ActionForm(p: { c: WebCtx; r: CaseRecord; spec: ActionSpec; action: string; values: Record<string, string>; errors: FormErrors; today?: string | undefined }) {
  const { c, r, spec, values, errors } = p;
  const t = c.get('t');
  const lang = c.get('lang');
  return (
    <form method="post" action={p.action} novalidate>
      <Csrf token={csrfOf(c)} />
      <input type="hidden" name="version" value={String(r.stream.version)} />
      {spec.fields.map((f) => {
        const v = values[f.name];
        const err = errors[f.name];
        const optional = f.optional ? t('common.optional') : undefined;
        const hint = f.hint ? t(f.hint) : undefined;
        const options = typeof f.options === 'function'
          ? f.options(r, t, lang).map((o) => ({ value: o.value, label: o.text }))
          : (f.options ?? []).map((o) => ({ value: o.value, label: t(o.label) }));
        switch (f.kind) {
          case 'textarea': return <TextArea name={f.name} label={t(f.label)} hint={hint} error={err} value={v} rows={4} maxlength={20000} required={!f.optional} optional={optional} />;
          case 'check': return <Checkbox name={f.name} label={t(f.label)} error={err} checked={v === 'yes'} />;
          case 'radios': return <Radios name={f.name} legend={t(f.label)} hint={hint} error={err} value={v} options={options} />;
          case 'select': return <Select name={f.name} label={t(f.label)} hint={hint} error={err} value={v} options={options} />;
          case 'number': return <Field name={f.name} label={t(f.label)} hint={hint} error={err} value={v} inputmode="numeric" short required={!f.optional} optional={optional} maxlength={4} />;
          case 'money': return <Field name={f.name} label={t(f.label)} hint={hint ?? t('off.h.money')} error={err} value={v} inputmode="decimal" short optional={optional} maxlength={20} />;
          case 'date': return <Field name={f.name} label={t(f.label)} hint={hint ?? t('off.h.date')} error={err} value={v} inputmode="numeric" short required={!f.optional} maxlength={10} />;
          default: return <Field name={f.name} label={t(f.label)} hint={hint} error={err} value={v} required={!f.optional} optional={optional} maxlength={500} />;
        }
      })}
      {spec.extra ? spec.extra({ r, t, lang, values, errors, today: p.today }) : null}
      {spec.preview ? <Submit secondary name="intent" value="preview">{t('off.preview.button')}</Submit> : null}
      <Submit>{t('off.record')}</Submit>
    </form>
  );
}

/** The page of one action: what the case is, the provision, the form; with the error summary first. */
/** What the command would do to the running periods: each due date before and after, changes marked. */
export function PreviewTable(p: { preview: CommandPreview; t: T; lang: Lang }) {
  const { t, lang } = p;
  const ids = [...new Set([...p.preview.before.map((k) => k.clock), ...p.preview.after.map((k) => k.clock)])];
  return (
    <section class="panel" aria-labelledby="preview" role="status">
      <h2 id="preview">{t('off.preview.title')}</h2>
      <table class="stack">
        <caption>{t('off.preview.caption')}</caption>
        <thead><tr><th scope="col">{t('off.clocks.what')}</th><th scope="col">{t('off.preview.before')}</th><th scope="col">{t('off.preview.after')}</th></tr></thead>
        <tbody>
          {ids.map((id) => {
            const b = p.preview.before.find((k) => k.clock === id);
            const a = p.preview.after.find((k) => k.clock === id);
            const changed = b?.due !== a?.due;
            return (
              <tr class={changed ? 'soon' : undefined}>
                <th scope="row">{clockWords(t, id)}{changed ? <> <strong class="badge soon">{t('off.preview.changes')}</strong></> : null}</th>
                <td data-label={t('off.preview.before')}>{b ? both(b.due, lang) : t('off.preview.notRunning')}</td>
                <td data-label={t('off.preview.after')}>{a ? both(a.due, lang) : t('off.preview.notRunning')}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <p>{t('off.preview.nothingRecorded')}</p>
    </section>
  );
}

export function ActionPage(p: { c: WebCtx; r: CaseRecord; spec: ActionSpec; values: Record<string, string>; errors: FormErrors; back: string; today: string; preview?: CommandPreview | undefined }) {
  const { c, r, spec } = p;
  const t = c.get('t');
  const lang = c.get('lang');
  return (
    <>
      <ErrorSummary errors={p.errors} t={t} />
      <p><a href={p.back}>{t('off.back', { number: r.stream.number })}</a></p>
      <h1>{t(spec.title)}</h1>
      <p class="provision">{t('off.basis')}: {provisions(spec.provisions, lang)}</p>
      {spec.lead ? <p>{t(spec.lead)}</p> : null}
      {p.preview ? <PreviewTable preview={p.preview} t={t} lang={lang} /> : null}
      <ActionForm c={c} r={r} spec={spec} action={`/office/cases/${r.stream.id}/act/${spec.type}`} values={p.values} errors={p.errors} today={p.today} />
      <h2>{t('case.dates')}</h2>
      <ClocksTable r={r} t={t} lang={lang} today={p.today} />
    </>
  );
}

export function money(paise: number | undefined): string {
  return rupees(paise ?? 0);
}
