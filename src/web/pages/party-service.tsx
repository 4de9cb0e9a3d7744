// Issue 32: on the party's case page, how each notice was served on them (the manner, the day and time, the place, who
// served it and to whom, as recorded), their objections to service with the officer's decisions, and the form to object
// (Rule 4(5), Rule 4(7)): offered when the proceeding's own guards accept it (the steps catalogue's object-to-service).
// The form is the catalogue's (its fields, and the command its values make); the page keeps its place under the notices
// served. It works without JavaScript and runs the command through runCommand with the version shown.

import type { CaseRecord } from '../../app/cases/read-case.ts';
import { runCommand } from '../../app/cases/run-command.ts';
import { AppError } from '../../app/errors.ts';
import type { ServedNotice } from '../../app/parties/service-view.ts';
import type { PartyCaseView } from '../../app/parties/types.ts';
import type { Services } from '../../app/services.ts';
import { commandOfForm, partyForm } from '../../app/steps/forms.ts';
import { Csrf, ErrorSummary, Submit } from '../components.tsx';
import { csrfOf, formOf } from '../context.ts';
import type { FormErrors, WebCtx } from '../context.ts';
import { longDate, shortDate } from '../format.ts';
import type { Lang, MessageKey, T } from '../i18n/index.ts';
import { messageLang } from '../i18n/index.ts';
import { provisions, refusalText } from './office.tsx';
import { FieldOf, readForm } from './step-form/fields.tsx';

export interface ObjectionState {
  readonly errors: FormErrors;
  readonly values: Record<string, string>;
}

const both = (d: string, lang: Lang): string => `${longDate(d, lang)} (${shortDate(d)})`;

function noticeName(n: ServedNotice, t: T, lang: Lang, appeal?: boolean): string {
  if (appeal) return t('ps.notice.appeal');
  return n.id === 'notice' ? t('ps.notice.form-2') : t('ps.notice.hearing', { date: both(n.hearingOn ?? '', lang) });
}

function Notice(p: { n: ServedNotice; t: T; lang: Lang; appeal?: boolean | undefined }) {
  const { n, t, lang } = p;
  return (
    <li>
      <h3>{noticeName(n, t, lang, p.appeal)}</h3>
      {n.servedOn === undefined ? (
        <p>{t('ps.notServed')}</p>
      ) : (
        <>
          <p>
            <strong>{t('ps.served', { date: both(n.servedOn, lang) })}</strong>
          </p>
          <dl>
            <dt>{t('ps.how')}</dt>
            <dd>{t(`ps.manner.${n.manner ?? 'deemed'}` as MessageKey)}</dd>
            {n.at ? (
              <>
                <dt>{t('ps.time')}</dt>
                <dd>{n.at}</dd>
              </>
            ) : null}
            {n.place ? (
              <>
                <dt>{t('ps.place')}</dt>
                <dd>{n.place}</dd>
              </>
            ) : null}
            {n.by ? (
              <>
                <dt>{t('ps.by')}</dt>
                <dd>{n.by}</dd>
              </>
            ) : null}
            {n.to ? (
              <>
                <dt>{t('ps.to')}</dt>
                <dd>{n.to}</dd>
              </>
            ) : null}
            {n.particulars ? (
              <>
                <dt>{t('ps.recorded')}</dt>
                <dd lang="en">{n.particulars}</dd>
              </>
            ) : null}
          </dl>
        </>
      )}
      {n.objections.map((o) => (
        <p class={o.decided ? undefined : 'due'}>
          {o.decided
            ? t(o.decided.upheld ? 'ps.objection.upheld' : 'ps.objection.rejected', {
                date: both(o.on, lang),
                decided: both(o.decided.on, lang),
                reasons: o.decided.reasons,
              })
            : t('ps.objection.open', { date: both(o.on, lang), grounds: o.grounds })}
        </p>
      ))}
    </li>
  );
}

const STEP = 'object-to-service';

/** The catalogue's form of the objection, when the domain would accept one from the reader today. */
function objectionForm(c: WebCtx, r: CaseRecord) {
  const accountId = c.get('actor')?.accountId;
  const role = r.parties.find((p) => p.accountId === accountId)?.role;
  const form = accountId === undefined ? undefined : partyForm(r, STEP, role, messageLang(c.get('lang')));
  // A notice to choose, when the proceeding has more than one: none left open to an objection, no form.
  return form && form.fields.every((f) => f.kind !== 'select' || (f.choices ?? []).length > 0) ? form : undefined;
}

export function ServiceSection(p: { c: WebCtx; r: CaseRecord; v: PartyCaseView; state?: ObjectionState | undefined }) {
  const { c, r, v } = p;
  const t = c.get('t');
  const lang = c.get('lang');
  if (!v.service) return null;
  const form = objectionForm(c, r);
  return (
    <section aria-labelledby="served">
      <h2 id="served">{t('ps.title')}</h2>
      <p>
        {t('ps.lead', {
          rule: provisions(v.service.appeal ? ['in.ctr2026.r7.9'] : ['in.ctr2026.r4.5', 'in.ctr2026.r4.7'], lang),
        })}
      </p>
      <ul class="served-notices">
        {v.service.notices.map((n) => (
          <Notice n={n} t={t} lang={lang} appeal={v.service?.appeal} />
        ))}
      </ul>
      {form ? (
        <>
          <h3 id="object">{t('ps.form.title')}</h3>
          {p.state ? <ErrorSummary errors={p.state.errors} t={t} /> : null}
          <form method="post" action={`/my/cases/${v.id}/${STEP}`} novalidate>
            <Csrf token={csrfOf(c)} />
            <input type="hidden" name="version" value={String(v.version)} />
            {form.fields.map((f) => (
              <FieldOf f={f} t={t} lang={lang} value={p.state?.values[f.name]} error={p.state?.errors[f.name]} />
            ))}
            <Submit secondary>{t('ps.form.submit')}</Submit>
          </form>
        </>
      ) : null}
    </section>
  );
}

/** Runs the objection posted from the case page: the catalogue's form read by kind, its command made by the
 * catalogue (the notice chosen, a new objection's id); the field errors (empty when recorded). */
export async function runObjection(services: Services, c: WebCtx, r: CaseRecord): Promise<ObjectionState> {
  const t = c.get('t');
  const lang = c.get('lang');
  const values = await formOf(c);
  const form = objectionForm(c, r);
  const grounds = form?.fields.at(-1)?.name ?? 'grounds';
  if (!form) {
    const why = r.actions.blocked.find((b) => b.command === STEP);
    return { errors: { [grounds]: t('act.err.refused', { detail: why?.reason ?? STEP }) }, values };
  }
  const read = readForm(form, values, t, lang);
  if (read.errors['grounds']) read.errors['grounds'] = t('ps.err.grounds');
  if (Object.keys(read.errors).length > 0) return { errors: read.errors, values };
  const version = Number(values['version']);
  try {
    await runCommand(services.cases, c.get('actor')!, {
      streamId: r.stream.id,
      command: commandOfForm(r, form, { ...read.values, ...form.fixed }),
      ...(Number.isInteger(version) ? { expectedVersion: version } : {}),
    });
  } catch (e) {
    if (!(e instanceof AppError) || e.code === 'AUTH.FORBIDDEN' || e.code === 'INTERNAL') throw e;
    // The field the refusal names, by its path in the command (the notice: hearingNoticeId), else the grounds.
    const at = form.fields.find((f) => (f.path ?? f.name) === e.field)?.name ?? grounds;
    return { errors: { [at]: refusalText(e, t, lang) }, values };
  }
  return { errors: {}, values };
}
