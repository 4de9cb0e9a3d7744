// The administrator's minimal page: the offices of the jurisdiction (with their districts) and a form to create an
// officer's account with one role in one office or district, through the account services (createStaffAccount
// checks the administrator, the grant's scope and the password rules). Calendars and demo reset are not here yet (the
// CLI and the API have them). The State's notified holiday lists (GCA s.10) are imported here; the State's notified
// values of configured parameters have their own page (state-values.tsx), linked from here.

import { AppError } from '../../app/errors.ts';
import type { Services } from '../../app/services.ts';
import { Csrf, ErrorSummary, Field, Radios, Select, Submit, TextArea } from '../components.tsx';
import { formatLegal } from '../../lib/local-date.ts';
import type { LocalDate } from '../../lib/local-date.ts';
import { csrfOf, formOf } from '../context.ts';
import type { FormErrors, Router, WebCtx } from '../context.ts';
import { page, seeOther } from '../render.tsx';
import { hindiAddressMissing } from '../../lib/office-address.ts';
import { officeNamesPages } from './admin-office.tsx';

function requireAdmin(c: WebCtx) {
  const a = c.get('actor');
  if (!a) throw new AppError('AUTH.UNAUTHENTICATED', 'Sign in as an administrator.');
  if (!a.grants.some((g) => g.role === 'administrator'))
    throw new AppError('AUTH.FORBIDDEN', 'Only an administrator may manage accounts and offices.');
  return a;
}

const ROLES = ['adjudicating-officer', 'appellate-authority'] as const;
const FIELDS = new Set(['email', 'name', 'password', 'role', 'scope']);

async function AdminPage(p: {
  c: WebCtx;
  services: Services;
  values: Record<string, string>;
  errors: FormErrors;
  note?: string | undefined;
  holidayValues?: Record<string, string>;
  holidayErrors?: FormErrors;
  holidayNote?: string | undefined;
}) {
  const { c, values, errors } = p;
  const t = c.get('t');
  const lang = c.get('lang');
  const j = await p.services.admin.listJurisdiction();
  const district = (code: string) => j.districts.find((d) => d.code === code);
  return (
    <>
      <ErrorSummary errors={errors} t={t} />
      {p.note ? (
        <p class="success" role="status">
          {p.note}
        </p>
      ) : null}
      <h1>{t('adm.title')}</h1>
      <p>
        <a href="/admin/state-values">{t('sv.link')}</a>
      </p>
      <h2>{t('adm.offices')}</h2>
      <div class="table-wrap" tabindex={0} role="region" aria-label={t('adm.offices')}>
        <table class="stack">
          <thead>
            <tr>
              <th scope="col">{t('adm.code')}</th>
              <th scope="col">{t('adm.office')}</th>
              <th scope="col">{t('adm.kind')}</th>
              <th scope="col">{t('adm.district')}</th>
              <th scope="col">{t('ofn.address')}</th>
              <th scope="col">{t('ofn.addressHi')}</th>
            </tr>
          </thead>
          <tbody>
            {j.offices.map((o) => (
              <tr>
                <th scope="row">{o.code}</th>
                <td data-label={t('adm.office')}>{lang === 'hi' ? o.nameHi : o.name}</td>
                <td data-label={t('adm.kind')}>
                  {o.kind === 'appellate' ? t('adm.kind.appellate') : t('adm.kind.adjudicating')}
                </td>
                <td data-label={t('adm.district')}>
                  {district(o.districtCode)
                    ? `${lang === 'hi' ? district(o.districtCode)!.nameHi : district(o.districtCode)!.name} (${o.districtCode})`
                    : o.districtCode}
                </td>
                <td data-label={t('ofn.address')}>{o.address}</td>
                <td data-label={t('ofn.addressHi')}>
                  {hindiAddressMissing(o) ? <strong>{t('ofn.missing')}</strong> : <span lang="hi">{o.addressHi}</span>}{' '}
                  <a href={`/admin/offices/${encodeURIComponent(o.code)}`}>{t('ofn.edit', { code: o.code })}</a>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h2 id="staff">{t('adm.staff')}</h2>
      <form method="post" action="/admin/staff" novalidate>
        <Csrf token={csrfOf(c)} />
        <Field
          name="name"
          label={t('adm.f.name')}
          error={errors['name']}
          value={values['name']}
          maxlength={200}
          required
        />
        <Field
          name="email"
          type="email"
          label={t('adm.f.email')}
          error={errors['email']}
          value={values['email']}
          autocomplete="off"
          maxlength={254}
          required
        />
        <Field
          name="password"
          type="password"
          label={t('adm.f.password')}
          hint={t('adm.h.password')}
          error={errors['password']}
          autocomplete="new-password"
          maxlength={200}
          required
        />
        <Radios
          name="role"
          legend={t('adm.f.role')}
          error={errors['role']}
          value={values['role']}
          options={ROLES.map((r) => ({
            value: r,
            label: t(r === 'adjudicating-officer' ? 'actor.adjudicating-officer' : 'actor.appellate-authority'),
          }))}
        />
        <Field
          name="scope"
          label={t('adm.f.scope')}
          hint={t('adm.h.scope')}
          error={errors['scope']}
          value={values['scope']}
          short
          maxlength={12}
          required
        />
        <Submit>{t('adm.create')}</Submit>
      </form>
      <HolidayListSection
        c={c}
        services={p.services}
        states={j.states}
        values={p.holidayValues ?? {}}
        errors={p.holidayErrors ?? {}}
        note={p.holidayNote}
      />
    </>
  );
}

/** GCA s.10: the State's notified holiday list for a year, pasted as CSV or iCalendar with the notification's number and date. */
async function HolidayListSection(p: {
  c: WebCtx;
  services: Services;
  states: readonly { code: string; name: string; nameHi: string }[];
  values: Record<string, string>;
  errors: FormErrors;
  note?: string | undefined;
}) {
  const { c, values, errors } = p;
  const t = c.get('t');
  const lang = c.get('lang');
  const lists = await Promise.all(
    p.states.map(async (s) => ({ s, lists: await p.services.admin.holidayLists(s.code) })),
  );
  return (
    <>
      <h2 id="holidays">{t('hol.title')}</h2>
      <ErrorSummary errors={errors} t={t} />
      {p.note ? (
        <p class="success" role="status">
          {p.note}
        </p>
      ) : null}
      <p>{t('hol.lead')}</p>
      <h3>{t('hol.lists')}</h3>
      {lists.map(({ s, lists: ls }) => (
        <>
          <h4>
            {lang === 'hi' ? s.nameHi : s.name} ({s.code})
          </h4>
          {ls.length === 0 ? (
            <p>{t('hol.none')}</p>
          ) : (
            <ul>
              {ls.map((l) => (
                <li>
                  {t('hol.entry', {
                    year: String(l.year),
                    count: String(l.holidays.length),
                    number: l.notification.number,
                    date: formatLegal(l.notification.date as LocalDate),
                  })}
                </li>
              ))}
            </ul>
          )}
        </>
      ))}
      <form method="post" action="/admin/holiday-lists" novalidate>
        <Csrf token={csrfOf(c)} />
        <Select
          name="stateCode"
          label={t('hol.state')}
          error={errors['stateCode']}
          value={values['stateCode']}
          options={p.states.map((s) => ({ value: s.code, label: `${lang === 'hi' ? s.nameHi : s.name} (${s.code})` }))}
        />
        <Field
          name="year"
          label={t('hol.year')}
          error={errors['year']}
          value={values['year']}
          inputmode="numeric"
          short
          maxlength={4}
          required
        />
        <Radios
          name="format"
          legend={t('hol.format')}
          error={errors['format']}
          value={values['format'] ?? 'csv'}
          options={[
            { value: 'csv', label: t('hol.format.csv') },
            { value: 'ics', label: t('hol.format.ics') },
          ]}
        />
        <TextArea
          name="text"
          label={t('hol.text')}
          hint={t('hol.textHint')}
          error={errors['text']}
          value={values['text']}
          rows={10}
          maxlength={200000}
          required
        />
        <Field
          name="notificationNumber"
          label={t('hol.number')}
          error={errors['notificationNumber']}
          value={values['notificationNumber']}
          maxlength={200}
          required
        />
        <Field
          name="notificationDate"
          label={t('hol.date')}
          hint={t('hol.dateHint')}
          error={errors['notificationDate']}
          value={values['notificationDate']}
          short
          maxlength={10}
          required
        />
        <Submit>{t('hol.import')}</Submit>
      </form>
    </>
  );
}

export function adminPages(rt: Router, services: Services): void {
  officeNamesPages(rt, services, requireAdmin);
  rt.get('/admin', (c) => {
    requireAdmin(c);
    return page(
      c,
      c.get('t')('adm.title'),
      <AdminPage
        c={c}
        services={services}
        values={{}}
        errors={{}}
        note={c.req.query('created') ? c.get('t')('adm.created') : undefined}
        holidayNote={c.req.query('holidays') ? c.get('t')('hol.imported') : undefined}
      />,
    );
  });

  rt.post('/admin/holiday-lists', async (c) => {
    const admin = requireAdmin(c);
    const t = c.get('t');
    const v = await formOf(c);
    const errors: FormErrors = {};
    for (const f of ['stateCode', 'year', 'text', 'notificationNumber', 'notificationDate'])
      if (!(v[f] ?? '').trim()) errors[f] = t('off.err.required');
    const format = v['format'] === 'ics' ? 'ics' : v['format'] === 'csv' ? 'csv' : undefined;
    if (!format) errors['format'] = t('off.err.choose');
    if (Object.keys(errors).length === 0) {
      try {
        await services.admin.importHolidayList(admin, {
          stateCode: v['stateCode']!,
          year: /^\d{4}$/.test(v['year']!.trim()) ? Number(v['year']!.trim()) : Number.NaN,
          format: format!,
          text: v['text']!,
          notificationNumber: v['notificationNumber']!,
          notificationDate: v['notificationDate']!,
        });
        return seeOther(c, '/admin?holidays=1#holidays');
      } catch (e) {
        if (!(e instanceof AppError) || e.code === 'AUTH.FORBIDDEN' || e.code === 'INTERNAL') throw e;
        const problems = (e.details as { problems?: { field?: string; message: string }[] } | undefined)?.problems ?? [
          { field: e.field, message: e.message },
        ];
        for (const pr of problems) {
          const field = (pr.field ?? '').startsWith('file')
            ? 'text'
            : ['stateCode', 'year', 'format', 'notificationNumber', 'notificationDate'].includes(pr.field ?? '')
              ? pr.field!
              : 'text';
          errors[field] = errors[field] ? `${errors[field]} ${pr.message}` : t('error.generic', { detail: pr.message });
        }
      }
    }
    return page(
      c,
      t('adm.title'),
      <AdminPage c={c} services={services} values={{}} errors={{}} holidayValues={v} holidayErrors={errors} />,
      400,
    );
  });

  rt.post('/admin/staff', async (c) => {
    const admin = requireAdmin(c);
    const t = c.get('t');
    const v = await formOf(c);
    const errors: FormErrors = {};
    for (const f of ['name', 'email', 'password', 'scope']) if (!(v[f] ?? '').trim()) errors[f] = t('off.err.required');
    const role = ROLES.find((r) => r === v['role']);
    if (!role) errors['role'] = t('off.err.choose');
    if (Object.keys(errors).length === 0) {
      const scope = v['scope']!.trim().toUpperCase();
      try {
        await services.accounts.createStaffAccount(admin, {
          email: v['email']!.trim(),
          name: v['name']!.trim(),
          password: v['password']!,
          grants: [
            role === 'adjudicating-officer'
              ? { role: 'adjudicating-officer', officeCode: scope }
              : { role: 'appellate-authority', districtCode: scope },
          ],
        });
        return seeOther(c, '/admin?created=1');
      } catch (e) {
        if (!(e instanceof AppError) || e.code === 'AUTH.FORBIDDEN' || e.code === 'INTERNAL') throw e;
        const field = (e.field ?? '').startsWith('grants') ? 'scope' : FIELDS.has(e.field ?? '') ? e.field! : 'email';
        errors[field] = t('error.generic', { detail: e.message });
      }
    }
    return page(
      c,
      t('adm.title'),
      <AdminPage c={c} services={services} values={{ ...v, password: '' }} errors={errors} />,
      400,
    );
  });
}
