// The help desk's page (assisted access, issue 30): for each party the office entered on paper, print the consent form
// in the party's language, upload the signed or thumb-impressed scan, withdraw a consent, and (while the consent naming
// this operator is on record) take the party's own steps for them, with the forms of the catalogue of steps. Every
// step so taken shows on the order sheet who recorded it for whom. Works without JavaScript.

import type { Actor } from '../../app/actor.ts';
import { AppError } from '../../app/errors.ts';
import {
  actForParty,
  assistedCommand,
  assistedForms,
  assistedView,
  consentForm,
  fileAppealForParty,
  findForAssist,
  form3ForParty,
  recordConsent,
  withdrawConsent,
} from '../../app/parties/assisted.ts';
import { roleTitle } from '../../app/parties/paper.ts';
import type { AssistedConsent } from '../../app/ports/parties.ts';
import type { Services } from '../../app/services.ts';
import type { StepForm } from '../../app/steps/forms.ts';
import { Csrf, ErrorSummary, Field, Submit } from '../components.tsx';
import { refusalText } from './office.tsx';
import { AppealForParty } from './assisted-appeal.tsx';
import { csrfOf, formOf } from '../context.ts';
import type { FormErrors, Router, WebCtx } from '../context.ts';
import { longDate } from '../format.ts';
import type { MessageKey } from '../i18n/index.ts';
import { messageLang } from '../i18n/index.ts';
import { page, seeOther } from '../render.tsx';
import { requireActor } from './case-page.tsx';
import { UUID } from './office.tsx';
import { FieldOf, readForm, say } from './step-form/fields.tsx';

const actorOf = (c: WebCtx): Actor => requireActor(c);
const day = (d: Date, lang: 'en' | 'hi') => longDate(d.toISOString().slice(0, 10), lang);

function ActForms(p: { c: WebCtx; caseId: string; consent: AssistedConsent; forms: StepForm[]; errors: FormErrors }) {
  const { c } = p;
  const t = c.get('t');
  const lang = messageLang(c.get('lang'));
  return (
    <>
      <h3>{t('assist.act', { name: p.consent.partyName })}</h3>
      {p.forms.map((form) => (
        <form method="post" action={`/office/cases/${p.caseId}/assist/consents/${p.consent.id}/act`} novalidate>
          <Csrf token={csrfOf(c)} />
          <input type="hidden" name="_command" value={form.command} />
          <h4>{say(form.step.label, lang)}</h4>
          <p class="hint">{say(form.step.help, lang)}</p>
          {form.fields.map((f) => (
            <FieldOf f={f} t={t} lang={lang} value={undefined} error={p.errors[`${form.command}.${f.name}`]} />
          ))}
          <Submit>{say(form.step.label, lang)}</Submit>
        </form>
      ))}
    </>
  );
}

async function assistPage(
  services: Services,
  c: WebCtx,
  id: string,
  errors: FormErrors = {},
  status: 200 | 400 = 200,
  appealValues: Record<string, string> = {},
) {
  const t = c.get('t');
  const lang = messageLang(c.get('lang'));
  const actor = actorOf(c);
  const { stream, parties, consents } = await assistedView(services.paper, actor, id);
  const mine = consents.filter((x) => !x.withdrawnAt && x.operatorId === actor.accountId);
  const forms = await Promise.all(mine.map((x) => assistedForms(services.paper, actor, id, x)));
  return page(
    c,
    t('assist.title', { number: stream.number }),
    <>
      <h1>{t('assist.title', { number: stream.number })}</h1>
      <ErrorSummary errors={errors} t={t} />
      {c.req.query('recorded') ? (
        <p class="success" role="status">
          {t('assist.recorded')}
        </p>
      ) : null}
      {c.req.query('appealed') ? (
        <p class="success" role="status">
          {t('assist.appeal.done', { number: c.req.query('appealed') ?? '' })}
        </p>
      ) : null}
      {c.req.query('done') ? (
        <p class="success" role="status">
          {t('assist.done')}
        </p>
      ) : null}
      <p>{t('assist.lead')}</p>
      {parties.length === 0 ? <p>{t('assist.none')}</p> : null}
      {parties.map((party) => (
        <section class="card" id={`party-${party.id}`}>
          <h2>{t('assist.party', { name: party.name, role: roleTitle(party.role, lang) })}</h2>
          <form method="post" action={`/office/cases/${id}/assist/${party.id}/consent-form`}>
            <Csrf token={csrfOf(c)} />
            <Submit secondary>{t('assist.print')}</Submit>
          </form>
          {consents
            .filter((x) => x.partyId === party.id)
            .map((x) => (
              <p>
                {t('assist.onRecord', {
                  date: day(x.recordedAt, lang),
                  operator: x.operatorName,
                  document: x.documentId,
                })}{' '}
                {x.withdrawnAt ? (
                  t('assist.withdrawn', { date: day(x.withdrawnAt, lang) })
                ) : (
                  <form method="post" action={`/office/cases/${id}/assist/consents/${x.id}/withdraw`}>
                    <Csrf token={csrfOf(c)} />
                    <Submit secondary>{t('assist.withdraw')}</Submit>
                  </form>
                )}
              </p>
            ))}
          <form
            method="post"
            action={`/office/cases/${id}/assist/${party.id}/consent`}
            enctype="multipart/form-data"
            novalidate
          >
            <Csrf token={csrfOf(c)} />
            <label for={`file-${party.id}`}>{t('assist.file')}</label>
            {errors[`file-${party.id}`] ? <p class="error-message">{errors[`file-${party.id}`]}</p> : null}
            <input id={`file-${party.id}`} type="file" name="file" accept="application/pdf,image/jpeg,image/png" />
            <Submit>{t('assist.upload')}</Submit>
          </form>
          {mine
            .map((x, i) => [x, forms[i]!] as const)
            .filter(([x]) => x.partyId === party.id)
            .map(([x, f]) => (
              <>
                <ActForms c={c} caseId={id} consent={x} forms={f} errors={errors} />
                {stream.kind === 'adjudication' ? (
                  <AppealForParty c={c} caseId={id} consent={x} errors={errors} values={appealValues} />
                ) : null}
              </>
            ))}
        </section>
      ))}
    </>,
    status,
  );
}

export function assistedPages(rt: Router, services: Services, opts: { uploadMaxBytes: number }): void {
  const idOf = (c: WebCtx, k: string): string => {
    const v = c.req.param(k) ?? '';
    if (!UUID.test(v)) throw new AppError('NOT_FOUND', 'No such page.');
    return v;
  };
  rt.get('/office/cases/:id/assist', async (c) => assistPage(services, c, idOf(c, 'id')));

  // The help desk's start: a case found by the number on the notice the person brings.
  rt.get('/office/assist', async (c) => {
    const t = c.get('t');
    const number = (c.req.query('number') ?? '').trim();
    const found = number ? await findForAssist(services.paper, actorOf(c), number) : undefined;
    if (found) return seeOther(c, `/office/cases/${found}/assist`);
    const errors: FormErrors = number ? { number: t('assist.err.number') } : {};
    return page(
      c,
      t('assist.nav'),
      <>
        <h1>{t('assist.nav')}</h1>
        <ErrorSummary errors={errors} t={t} />
        <form method="get" action="/office/assist" novalidate>
          <Field
            name="number"
            label={t('assist.find')}
            hint={t('assist.findHint')}
            error={errors['number']}
            value={number}
            maxlength={40}
            required
          />
          <Submit>{t('assist.open')}</Submit>
        </form>
      </>,
      number ? 400 : 200,
    );
  });

  rt.post('/office/cases/:id/assist/:pid/consent-form', async (c) => {
    const out = await consentForm(services.paper, actorOf(c), { streamId: idOf(c, 'id'), partyId: idOf(c, 'pid') });
    return c.body(out.pdf as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${out.fileName.replace(/[^\x20-\x7e]/g, '_')}"`,
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, no-store',
    });
  });

  rt.post('/office/cases/:id/assist/:pid/consent', async (c) => {
    const id = idOf(c, 'id');
    const pid = idOf(c, 'pid');
    const body = await c.req.parseBody();
    const file = body['file'];
    if (!(file instanceof File) || file.size === 0)
      return assistPage(services, c, id, { [`file-${pid}`]: c.get('t')('assist.err.file') }, 400);
    try {
      await recordConsent(services.paper, actorOf(c), {
        streamId: id,
        partyId: pid,
        fileName: file.name,
        content: new Uint8Array(await file.arrayBuffer()),
        maxBytes: opts.uploadMaxBytes,
      });
    } catch (e) {
      if (!(e instanceof AppError) || e.field !== 'file') throw e;
      // In the page's language: a Hindi page says it in Hindi (the upload refusals' own words).
      const t = c.get('t');
      const known = ['DOCUMENT.TOO_LARGE', 'DOCUMENT.TYPE_NOT_ALLOWED', 'VALIDATION.FAILED'].includes(e.code);
      const message =
        c.get('lang') === 'hi' && known
          ? t(`upload.err.${e.code}` as MessageKey, {
              size: t('size.mb', { n: (opts.uploadMaxBytes / 1048576).toFixed(0) }),
            })
          : t('error.generic', { detail: e.message });
      return assistPage(services, c, id, { [`file-${pid}`]: message }, 400);
    }
    return seeOther(c, `/office/cases/${id}/assist?recorded=1`);
  });

  rt.post('/office/cases/:id/assist/consents/:cid/withdraw', async (c) => {
    const id = idOf(c, 'id');
    await withdrawConsent(services.paper, actorOf(c), { streamId: id, consentId: idOf(c, 'cid') });
    return seeOther(c, `/office/cases/${id}/assist`);
  });

  // Form-III for the party (Rule 7(1)), filed by the operator under the party's consent (issue 30).
  rt.post('/office/cases/:id/assist/consents/:cid/appeal', async (c) => {
    const id = idOf(c, 'id');
    const cid = idOf(c, 'cid');
    const actor = actorOf(c);
    const t = c.get('t');
    const raw = await formOf(c);
    const v = Object.fromEntries(
      Object.entries(raw)
        .filter(([k]) => k.startsWith('appeal.'))
        .map(([k, x]) => [k.slice('appeal.'.length), x]),
    );
    const errors: FormErrors = {};
    const need = (name: string, label: MessageKey) => {
      if (!(v[name] ?? '').trim())
        errors[`appeal.${name}`] = t('assist.appeal.err.required', { field: t(label).toLowerCase() });
    };
    need('grounds', 'assist.appeal.grounds');
    need('relief', 'assist.appeal.relief');
    if (v['withinTime'] !== 'YES' && v['withinTime'] !== 'NO')
      errors['appeal.withinTime'] = t('assist.appeal.err.choose');
    if (v['pending'] !== 'yes' && v['pending'] !== 'no') errors['appeal.pending'] = t('assist.appeal.err.choose');
    if (Object.keys(errors).length > 0) return assistPage(services, c, id, errors, 400, v);
    try {
      const form = await form3ForParty(services.paper, actor, {
        caseId: id,
        consentId: cid,
        typed: {
          grounds: v['grounds']!,
          ...(v['facts']?.trim() ? { statementOfFacts: v['facts'] } : {}),
          reliefClaimed: v['relief']!,
          withinTimeAnswer: v['withinTime'] as 'YES' | 'NO',
          ...(v['delay']?.trim() ? { delayExplanation: v['delay'] } : {}),
          documentsRelied: (v['documents'] ?? '')
            .split(/\r?\n/)
            .map((x) => x.trim())
            .filter(Boolean),
          pendingElsewhere: v['pending'] === 'yes',
          declared: v['declared'] === 'yes',
        },
      });
      // The same Form-III sent again for the same consent (a second click, a retry after a failure) is the same
      // filing: it leads to the appeal already filed and completes what the first attempt did not write.
      const r = await fileAppealForParty(
        services.paper,
        actor,
        { caseId: id, consentId: cid, appeal: { form, filedBy: 'appellant-in-person', medium: 'electronic' } },
        { scope: actor.accountId, key: `assisted-appeal:${cid}`, request: form },
      );
      // The appeal's help desk page: the party and their consent are on record there for their later steps (I-410).
      return seeOther(c, `/office/cases/${r.id}/assist?appealed=${encodeURIComponent(r.number)}`);
    } catch (e) {
      if (!(e instanceof AppError) || e.code === 'AUTH.FORBIDDEN' || e.code === 'INTERNAL') throw e;
      const lang = c.get('lang');
      return assistPage(
        services,
        c,
        id,
        { 'appeal.grounds': lang === 'hi' ? refusalText(e, t, lang) : e.message },
        400,
        v,
      );
    }
  });

  rt.post('/office/cases/:id/assist/consents/:cid/act', async (c) => {
    const id = idOf(c, 'id');
    const cid = idOf(c, 'cid');
    const actor = actorOf(c);
    const t = c.get('t');
    const lang = messageLang(c.get('lang'));
    const v = await formOf(c);
    const { consents } = await assistedView(services.paper, actor, id);
    const consent = consents.find((x) => x.id === cid && !x.withdrawnAt);
    if (!consent) throw new AppError('AUTH.FORBIDDEN', 'The party’s consent is not on record (or was withdrawn).');
    const form = (await assistedForms(services.paper, actor, id, consent)).find((f) => f.command === v['_command']);
    if (!form) throw new AppError('NOT_FOUND', 'No such step of the party.');
    const read = readForm(form, v, t, lang, services.clock.today());
    const prefixed = (errs: FormErrors): FormErrors =>
      Object.fromEntries(Object.entries(errs).map(([k, m]) => [`${form.command}.${k}`, m]));
    if (Object.keys(read.errors).length > 0) return assistPage(services, c, id, prefixed(read.errors), 400);
    try {
      const command = await assistedCommand(services.paper, id, form, read.values);
      await actForParty(services.paper, actor, { streamId: id, consentId: cid, command });
    } catch (e) {
      if (!(e instanceof AppError) || e.code === 'AUTH.FORBIDDEN' || e.code === 'INTERNAL') throw e;
      return assistPage(services, c, id, { [`${form.command}.${form.fields[0]?.name ?? '_'}`]: e.message }, 400);
    }
    return seeOther(c, `/office/cases/${id}/assist?done=1`);
  });
}
