// An office's names and address in English and Hindi (the administrator's page, linked from /admin): what the office's
// pages, documents and messages print in each language. A Hindi address left empty is shown as missing; Hindi pages
// then print the English one as entered (lib/office-address.ts).

import type { Actor } from '../../app/actor.ts';
import { AppError } from '../../app/errors.ts';
import type { Services } from '../../app/services.ts';
import { hindiAddressMissing } from '../../lib/office-address.ts';
import { Csrf, ErrorSummary, Field, Submit, TextArea } from '../components.tsx';
import { csrfOf, formOf } from '../context.ts';
import type { FormErrors, Router, WebCtx } from '../context.ts';
import { page, seeOther } from '../render.tsx';

const OFFICE_FIELDS = ['name', 'nameHi', 'address', 'addressHi'] as const;

/** An office's names and address in English and Hindi: what its pages and documents print in each language. */
function OfficeNamesPage(p: { c: WebCtx; code: string; values: Record<string, string>; errors: FormErrors }) {
  const t = p.c.get('t');
  const label = {
    name: t('ofn.f.name'),
    nameHi: t('ofn.f.nameHi'),
    address: t('ofn.f.address'),
    addressHi: t('ofn.f.addressHi'),
  };
  return (
    <>
      <ErrorSummary errors={p.errors} t={t} />
      <h1>{t('ofn.title', { code: p.code })}</h1>
      <p>{t('ofn.lead')}</p>
      <form method="post" action={`/admin/offices/${encodeURIComponent(p.code)}`} novalidate>
        <Csrf token={csrfOf(p.c)} />
        <Field
          name="name"
          label={label.name}
          error={p.errors['name']}
          value={p.values['name']}
          maxlength={200}
          required
        />
        <Field
          name="nameHi"
          label={label.nameHi}
          error={p.errors['nameHi']}
          value={p.values['nameHi']}
          maxlength={200}
          required
        />
        <TextArea
          name="address"
          label={label.address}
          error={p.errors['address']}
          value={p.values['address']}
          rows={2}
          maxlength={500}
        />
        <TextArea
          name="addressHi"
          label={label.addressHi}
          hint={t('ofn.h.addressHi')}
          error={p.errors['addressHi']}
          value={p.values['addressHi']}
          rows={2}
          maxlength={500}
        />
        {hindiAddressMissing({
          name: p.values['name'] ?? '',
          nameHi: p.values['nameHi'] ?? '',
          address: p.values['address'] ?? '',
          addressHi: p.values['addressHi'] ?? '',
        }) ? (
          <p class="callout">{t('ofn.missing')}</p>
        ) : null}
        <Submit>{t('ofn.save')}</Submit>
      </form>
      <p>
        <a href="/admin">{t('ofn.back')}</a>
      </p>
    </>
  );
}

export function officeNamesPages(rt: Router, services: Services, requireAdmin: (c: WebCtx) => Actor): void {
  rt.get('/admin/offices/:code', async (c) => {
    requireAdmin(c);
    const code = (c.req.param('code') ?? '').toUpperCase();
    const o = (await services.admin.listJurisdiction()).offices.find((x) => x.code === code);
    if (!o) throw new AppError('NOT_FOUND', `There is no office with the code "${code}".`);
    const saved = c.req.query('saved') ? c.get('t')('ofn.saved', { code }) : undefined;
    return page(
      c,
      c.get('t')('ofn.title', { code }),
      <>
        {saved ? (
          <p class="success" role="status">
            {saved}
          </p>
        ) : null}
        <OfficeNamesPage
          c={c}
          code={code}
          values={{ name: o.name, nameHi: o.nameHi, address: o.address, addressHi: o.addressHi }}
          errors={{}}
        />
      </>,
    );
  });

  rt.post('/admin/offices/:code', async (c) => {
    const admin = requireAdmin(c);
    const t = c.get('t');
    const code = (c.req.param('code') ?? '').toUpperCase();
    const v = await formOf(c);
    const values = Object.fromEntries(OFFICE_FIELDS.map((f) => [f, v[f] ?? '']));
    const errors: FormErrors = {};
    try {
      await services.admin.setOfficeNames(admin, {
        officeCode: code,
        name: values['name']!,
        nameHi: values['nameHi']!,
        address: values['address']!,
        addressHi: values['addressHi']!,
      });
      return seeOther(c, `/admin/offices/${encodeURIComponent(code)}?saved=1`);
    } catch (e) {
      if (!(e instanceof AppError) || e.code === 'AUTH.FORBIDDEN' || e.code === 'INTERNAL') throw e;
      const problems = (e.details as { problems?: { field?: string; message: string }[] } | undefined)?.problems ?? [
        { field: e.field, message: e.message },
      ];
      for (const pr of problems) {
        const field = (OFFICE_FIELDS as readonly string[]).includes(pr.field ?? '') ? pr.field! : 'name';
        errors[field] = errors[field] ? `${errors[field]} ${pr.message}` : t('error.generic', { detail: pr.message });
      }
    }
    return page(
      c,
      t('ofn.title', { code }),
      <OfficeNamesPage c={c} code={code} values={values} errors={errors} />,
      400,
    );
  });
}
