// What the officers' pages share: who counts as an officer, the clocks with their provisions and "why this date",
// the order sheet as a timeline (typed facts), the preview of dates, and a refusal in the reader's language: in Hindi
// where the catalogue has the refusal, else in the words of the rule's own message, with the provision it rests on.
// The step forms themselves are generated from the catalogue of steps (step-form.tsx).

import type { Actor } from '../../app/actor.ts';
import type { CommandPreview } from '../../app/cases/preview-command.ts';
import type { CaseRecord } from '../../app/cases/read-case.ts';
import { AppError } from '../../app/errors.ts';
import { say } from '../../app/proceedings/catalogue.ts';
import { DELIVERY } from '../../app/proceedings/words.ts';
import { labels } from '../../rules/provisions.ts';
import type { ProvisionId } from '../../rules/provisions.ts';
import type { WebCtx } from '../context.ts';
import { longDate, rupees, shortDate } from '../format.ts';
import type { Lang, T } from '../i18n/index.ts';
import { keyOr } from '../i18n/index.ts';
import { actorWords, clockWords, provisionLabel } from './public.tsx';
import { ServiceProofLine } from './service-proof.tsx';

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
    return labels(basis as ProvisionId[])
      .map((l) => provisionLabel(l, lang))
      .join(', ');
  } catch {
    return basis.join(', ');
  }
}

export function both(d: string, lang: Lang): string {
  return `${longDate(d, lang)} (${shortDate(d)})`;
}

interface Explanation {
  title?: string;
  basis?: string[];
  steps?: string[];
}

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
        <thead>
          <tr>
            <th scope="col">{t('off.clocks.what')}</th>
            <th scope="col">{t('off.clocks.due')}</th>
            <th scope="col">{t('off.clocks.basis')}</th>
          </tr>
        </thead>
        <tbody>
          {r.clocks.map((k) => {
            const x = (k.explanation ?? {}) as Explanation;
            return (
              <tr>
                <th scope="row">
                  {clockWords(t, k.clock)}
                  <br />
                  <span class="hint">{t('case.whoActs', { actor: actorWords(t, k.actor) })}</span>
                </th>
                <td data-label={t('off.clocks.due')}>
                  {both(k.due, lang)} <DueBadge due={k.due} today={p.today} t={t} />
                </td>
                <td data-label={t('off.clocks.basis')}>
                  {provisions(x.basis ?? [], lang)}
                  {x.steps && x.steps.length > 0 ? (
                    <details>
                      <summary>{t('off.clocks.why')}</summary>
                      <ol lang="en">
                        {x.steps.map((s) => (
                          <li>{s}</li>
                        ))}
                      </ol>
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

/** The order sheet as a timeline: date, entry (a line of service says delivered, refused, returned or pending), the
 * provisions, and what the officer recorded in words. */
export function Timeline(p: { r: CaseRecord; t: T; lang: Lang }) {
  const { r, t, lang } = p;
  return (
    <ol class="timeline">
      {r.facts.timeline.map((e) => (
        <li>
          <strong>{longDate(e.on, lang)}</strong>: {say(e.line, lang)}
          {e.delivery ? (
            <>
              {' '}
              – <strong class="delivery">{say(DELIVERY[e.delivery], lang)}</strong>
            </>
          ) : null}
          {e.basis.length > 0 ? (
            <span class="hint">
              {' '}
              ({provisions(e.basis.filter((b) => !/form[13]\.item|declaration|enclosures/.test(b)).slice(0, 4), lang)})
            </span>
          ) : null}
          {e.words ? (
            <>
              <br />
              <span class="quote">{e.words}</span>
            </>
          ) : null}
          {e.note ? (
            <>
              <br />
              <span class="hint law-note">{say(e.note, lang)}</span>
            </>
          ) : null}
          {e.actedFor ? (
            <>
              <br />
              <span class="acted-for">
                {t('assist.actedFor', { ...e.actedFor, document: e.actedFor.consentDocumentId })}
              </span>
            </>
          ) : null}
          {e.proof ? (
            <>
              <br />
              <ServiceProofLine entry={e} t={t} />
            </>
          ) : null}
        </li>
      ))}
    </ol>
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Action forms

/** Rupees as typed ("5,000", "1,25,000.50", "5000") → paise; undefined when it is not an amount. */
export function paiseOf(s: string | undefined): number | undefined {
  const x = (s ?? '').trim().replace(/^₹\s*/, '');
  if (x === '') return 0;
  if (!/^(\d+|\d{1,3}(,\d{2})*,\d{3})(\.\d{1,2})?$/.test(x)) return undefined;
  const [whole, frac = ''] = x.replace(/,/g, '').split('.');
  return Number(whole) * 100 + Number(frac.padEnd(2, '0'));
}

/** The refusal in the visitor's language: the catalogue's words (Hindi, Assamese, Bengali) where it has the code, with
 * the provisions. */
export function refusalText(e: AppError, t: T, lang: Lang): string {
  const key = keyOr('refusal', e.code, 'off.err.refused');
  const basis = e.basis.length > 0 ? ` (${provisions(e.basis, lang)})` : '';
  if (lang !== 'en' && key !== 'off.err.refused') return `${t(key)}${basis}`;
  return `${e.message}${basis}`;
}

/** What the command would do to the running periods: each due date before and after, changes marked. */
export function PreviewTable(p: { preview: CommandPreview; t: T; lang: Lang }) {
  const { t, lang } = p;
  const ids = [...new Set([...p.preview.before.map((k) => k.clock), ...p.preview.after.map((k) => k.clock)])];
  return (
    <section class="panel" aria-labelledby="preview" role="status">
      <h2 id="preview">{t('off.preview.title')}</h2>
      <table class="stack">
        <caption>{t('off.preview.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('off.clocks.what')}</th>
            <th scope="col">{t('off.preview.before')}</th>
            <th scope="col">{t('off.preview.after')}</th>
          </tr>
        </thead>
        <tbody>
          {ids.map((id) => {
            const b = p.preview.before.find((k) => k.clock === id);
            const a = p.preview.after.find((k) => k.clock === id);
            const changed = b?.due !== a?.due;
            return (
              <tr class={changed ? 'soon' : undefined}>
                <th scope="row">
                  {clockWords(t, id)}
                  {changed ? (
                    <>
                      {' '}
                      <strong class="badge soon">{t('off.preview.changes')}</strong>
                    </>
                  ) : null}
                </th>
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

export function money(paise: number | undefined): string {
  return rupees(paise ?? 0);
}
