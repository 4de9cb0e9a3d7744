// Issue 27: the State's notified values of configured parameters (the appeal period of s.27B, the payment period of
// s.27C, the penalty ceiling, the minimum notice interval and the rest the texts held do not give). For each State the
// administrator sees the portal's default beside every value the State notified (value, notification number and date,
// the day it takes effect), and enters one through the admin services (setStateValue checks the administrator's State
// and reads the value with rules/state-values.ts, so the CLI, the API and this page meet the same checks).

import { AppError } from '../../app/errors.ts';
import type { Services } from '../../app/services.ts';
import type { Pack } from '../../rules/packs.ts';
import { allParams, isJurisdictionId, pack } from '../../rules/packs.ts';
import type { ParamId, ParamValue } from '../../rules/parameters.ts';
import { PARAM_DEFINITIONS } from '../../rules/parameters.ts';
import { settableParams } from '../../rules/state-values.ts';
import { Csrf, ErrorSummary, Field, Select, Submit } from '../components.tsx';
import { csrfOf, formOf } from '../context.ts';
import { longDate } from '../format.ts';
import type { FormErrors, Router, WebCtx } from '../context.ts';
import type { MessageKey } from '../i18n/en.ts';
import { page, seeOther } from '../render.tsx';

const FIELDS = ['stateCode', 'param', 'value', 'from', 'notificationNumber', 'notificationDate'] as const;

function requireAdmin(c: WebCtx) {
  const a = c.get('actor');
  if (!a) throw new AppError('AUTH.UNAUTHENTICATED', 'Sign in as an administrator.');
  if (!a.grants.some((g) => g.role === 'administrator'))
    throw new AppError('AUTH.FORBIDDEN', "Only an administrator may enter a State's notified values.");
  return a;
}

const packOf = (jurisdiction: string): Pack => pack(isJurisdictionId(jurisdiction) ? jurisdiction : 'in');

/** A value as a reader says it: "45 days", "Rs 5,000", "no ceiling", "1 Sep 2026", "7, 1, 0 days". */
function shown(c: WebCtx, id: ParamId, v: unknown): string {
  const t = c.get('t');
  const unit = PARAM_DEFINITIONS[id].unit;
  if (v === null) return t('sv.noCeiling');
  if (unit === 'date' && typeof v === 'string') return longDate(v, c.get('lang'));
  if (typeof v === 'object' && v !== null && 'min' in v && 'max' in v)
    return `${t('sv.rupees', { n: Number((v as { min: number }).min).toLocaleString('en-IN') })} – ${t('sv.rupees', { n: Number((v as { max: number }).max).toLocaleString('en-IN') })}`;
  const n = Array.isArray(v) ? v.join(', ') : typeof v === 'number' ? v.toLocaleString('en-IN') : String(v);
  if (unit === 'rupees') return t('sv.rupees', { n });
  if (unit === 'days' || unit === 'months' || unit === 'cases') return t(`sv.${unit}`, { n });
  return n;
}

/** The portal's default in force today: the last configured value the pack holds for the parameter. */
function portalDefault(p: Pack, id: ParamId): ParamValue<unknown> | undefined {
  const values = allParams(p)
    .filter((x) => x.id === id)
    .flatMap((x) => (x.values ?? []) as readonly ParamValue<unknown>[])
    .filter((v) => v.status === 'configured');
  return values[values.length - 1];
}

async function StateValuesPage(p: {
  c: WebCtx;
  services: Services;
  values: Record<string, string>;
  errors: FormErrors;
  note?: string | undefined;
}) {
  const { c, values, errors } = p;
  const t = c.get('t');
  const lang = c.get('lang');
  const { states } = await p.services.admin.listJurisdiction();
  const rows = await Promise.all(
    states.map(async (s) => ({ s, notified: await p.services.admin.stateValues(s.code) })),
  );
  const ids = [...new Set(states.flatMap((s) => settableParams(packOf(s.jurisdiction))))];
  const title = (id: ParamId) => t(`sv.p.${id}` as MessageKey);
  return (
    <>
      <ErrorSummary errors={errors} t={t} />
      {p.note ? (
        <p class="success" role="status">
          {p.note}
        </p>
      ) : null}
      <h1>{t('sv.title')}</h1>
      <p>{t('sv.lead')}</p>
      {rows.map(({ s, notified }) => {
        const sp = packOf(s.jurisdiction);
        const name = `${lang === 'hi' ? s.nameHi : s.name} (${s.code})`;
        return (
          <>
            <h2 id={`state-${s.code}`}>{name}</h2>
            <div class="table-wrap" tabindex={0} role="region" aria-label={name}>
              <table class="stack">
                <thead>
                  <tr>
                    <th scope="col">{t('sv.param')}</th>
                    <th scope="col">{t('sv.default')}</th>
                    <th scope="col">{t('sv.notified')}</th>
                  </tr>
                </thead>
                <tbody>
                  {settableParams(sp).map((id) => {
                    const d = portalDefault(sp, id);
                    const mine = notified.filter((v) => v.param === id);
                    return (
                      <tr>
                        <th scope="row">{title(id)}</th>
                        <td data-label={t('sv.default')}>{d ? shown(c, id, d.value) : ''}</td>
                        <td data-label={t('sv.notified')}>
                          {mine.length === 0 ? (
                            t('sv.none')
                          ) : (
                            <ul>
                              {mine.map((v) => (
                                <li>
                                  {t('sv.entry', {
                                    value: shown(c, id, v.value),
                                    from: longDate(v.from, lang),
                                    number: v.notification.number,
                                    date: longDate(v.notification.date, lang),
                                  })}
                                </li>
                              ))}
                            </ul>
                          )}
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          </>
        );
      })}
      <h2 id="enter">{t('sv.enter')}</h2>
      <form method="post" action="/admin/state-values" novalidate>
        <Csrf token={csrfOf(c)} />
        <Select
          name="stateCode"
          label={t('sv.state')}
          error={errors['stateCode']}
          value={values['stateCode']}
          options={states.map((s) => ({ value: s.code, label: `${lang === 'hi' ? s.nameHi : s.name} (${s.code})` }))}
        />
        <Select
          name="param"
          label={t('sv.f.param')}
          error={errors['param']}
          value={values['param']}
          options={ids.map((id) => ({ value: id, label: title(id) }))}
        />
        <Field
          name="value"
          label={t('sv.f.value')}
          hint={t('sv.h.value')}
          error={errors['value']}
          value={values['value']}
          maxlength={200}
          required
        />
        <Field
          name="from"
          label={t('sv.f.from')}
          hint={t('sv.h.date')}
          error={errors['from']}
          value={values['from']}
          short
          maxlength={10}
          required
        />
        <Field
          name="notificationNumber"
          label={t('sv.f.number')}
          error={errors['notificationNumber']}
          value={values['notificationNumber']}
          maxlength={200}
          required
        />
        <Field
          name="notificationDate"
          label={t('sv.f.date')}
          hint={t('sv.h.date')}
          error={errors['notificationDate']}
          value={values['notificationDate']}
          short
          maxlength={10}
          required
        />
        <Submit>{t('sv.enter')}</Submit>
      </form>
    </>
  );
}

export function stateValuePages(rt: Router, services: Services): void {
  rt.get('/admin/state-values', (c) => {
    requireAdmin(c);
    return page(
      c,
      c.get('t')('sv.title'),
      <StateValuesPage
        c={c}
        services={services}
        values={{}}
        errors={{}}
        note={c.req.query('entered') ? c.get('t')('sv.entered') : undefined}
      />,
    );
  });

  rt.post('/admin/state-values', async (c) => {
    const admin = requireAdmin(c);
    const t = c.get('t');
    const v = await formOf(c);
    const errors: FormErrors = {};
    for (const f of FIELDS) if (!(v[f] ?? '').trim()) errors[f] = t('off.err.required');
    if (Object.keys(errors).length === 0) {
      try {
        await services.admin.setStateValue(admin, {
          stateCode: v['stateCode']!,
          param: v['param']!,
          // The Hindi (Assamese, Bengali) form's word for "no ceiling" is read as the English one the rules accept.
          value: /^(?:कोई\s*नहीं|নাই|নেই)$/.test(v['value']!.trim()) ? 'none' : v['value']!,
          from: v['from']!,
          notificationNumber: v['notificationNumber']!,
          notificationDate: v['notificationDate']!,
        });
        return seeOther(c, `/admin/state-values?entered=1#state-${v['stateCode']!.trim().toUpperCase()}`);
      } catch (e) {
        if (!(e instanceof AppError) || e.code === 'AUTH.FORBIDDEN' || e.code === 'INTERNAL') throw e;
        const problems = (e.details as { problems?: { field?: string; message: string }[] } | undefined)?.problems ?? [
          { field: e.field, message: e.message },
        ];
        for (const pr of problems) {
          const field = (FIELDS as readonly string[]).includes(pr.field ?? '') ? pr.field! : 'value';
          errors[field] = errors[field] ? `${errors[field]} ${pr.message}` : t('error.generic', { detail: pr.message });
        }
      }
    }
    return page(c, t('sv.title'), <StateValuesPage c={c} services={services} values={v} errors={errors} />, 400);
  });
}
