// Filing Form-I (Rule 3) as a guided form: one topic per step, each step saved as a server-side draft (resumable
// from /file), a review page with the declaration, then the fileComplaint use case and the receipt. Fields are
// checked step by step in the visitor's language; the domain checks the whole form again (checkForm1) and a refusal
// is shown on the step of the field it names.

import type { Actor } from '../../app/actor.ts';
import { hasRole } from '../../app/actor.ts';
import { fileComplaint } from '../../app/cases/file-complaint.ts';
import type { DraftRow } from '../../app/drafts/drafts.ts';
import { AppError } from '../../app/errors.ts';
import type { Services } from '../../app/services.ts';
import { form1Declaration } from '../../rules/form-texts.ts';
import { Checkbox, Csrf, ErrorSummary, Field, Submit, TextArea } from '../components.tsx';
import { csrfOf, formOf } from '../context.ts';
import type { FormErrors, Router, WebCtx } from '../context.ts';
import { instantIst, longDate, parseIndianDate, shortDate } from '../format.ts';
import type { MessageKey } from '../i18n/index.ts';
import { page, seeOther } from '../render.tsx';
import type { Data, Step } from './file/data.ts';
import {
  checkStep,
  complaintOf,
  DOMAIN_FIELD,
  FIELDS,
  FORM1,
  STEPS,
  stepOf,
  str,
  withProvisionText,
} from './file/data.ts';
import { StepFields, StepHeader } from './file/fields.tsx';

// The step data and checks (file/data.ts) and the steps' fields (file/fields.tsx), for the importers of this page.
export { natureOf } from './file/data.ts';
function requireActor(c: WebCtx): Actor {
  const a = c.get('actor');
  if (!a) throw new AppError('AUTH.UNAUTHENTICATED', 'Sign in to file a complaint.');
  return a;
}

async function officeOptions(services: Services, c: WebCtx): Promise<{ value: string; label: string }[]> {
  const j = await services.admin.listJurisdiction();
  const hi = c.get('lang') === 'hi';
  return j.offices
    .filter((o) => o.kind === 'adjudicating')
    .map((o) => ({ value: o.code, label: hi ? o.nameHi : o.name }));
}

const LABELS: Readonly<Record<string, MessageKey>> = {
  officeCode: 'file.office',
  capacity: 'file.capacity',
  representedPerson: 'file.representedPerson',
  'c.name': 'file.c.name',
  'c.parentName': 'file.c.parentName',
  'c.address': 'file.c.address',
  'c.pin': 'file.c.pin',
  'c.phone': 'file.c.phone',
  'c.email': 'file.c.email',
  'k.name': 'file.k.name',
  'k.parentName': 'file.k.parentName',
  'k.address': 'file.k.address',
  'k.pin': 'file.k.pin',
  'i.date': 'file.i.date',
  'i.time': 'file.i.time',
  'i.place': 'file.i.place',
  'i.nature': 'file.i.nature',
  'i.provisionChoice': 'file.i.provisionChoice',
  'i.provision': 'file.i.provisionChoice',
  's.statement': 'file.s.statement',
  's.evidence': 'file.s.evidence',
  's.compensation': 'file.s.compensation',
};

function Review(p: { c: WebCtx; draft: DraftRow; e: FormErrors; offices: { value: string; label: string }[] }) {
  const t = p.c.get('t');
  const lang = p.c.get('lang');
  const d = p.draft.data;
  const shown = (k: string): string => {
    const v = str(d, k);
    if (k === 'officeCode') return p.offices.find((o) => o.value === v)?.label ?? v;
    if (k === 'capacity')
      return v === 'authorised-representative'
        ? t('file.capacity.authorised-representative')
        : t('file.capacity.aggrieved-person');
    if (k === 'i.date') {
      const ld = parseIndianDate(v);
      return ld ? `${longDate(ld, lang)} (${shortDate(ld)})` : v;
    }
    return v;
  };
  return (
    <>
      <StepHeader t={t} step="review" />
      <ErrorSummary
        errors={p.e}
        t={t}
        hrefOf={(f) =>
          stepOf(f) === 'review' ? `#f-${f}` : `/file/${p.draft.id}/${stepOf(f)}#f-${f.replace('.', '-')}`
        }
      />
      <p>{t('file.review.lead')}</p>
      {STEPS.filter((s): s is Exclude<Step, 'review'> => s !== 'review').map((s) => (
        <section aria-labelledby={`review-${s}`}>
          <h2 id={`review-${s}`}>{t(`file.step.${s}`)}</h2>
          <dl class="summary">
            {FIELDS[s]
              .filter((k) => k !== 'i.provisionChoice' && str(d, k).trim() !== '')
              .map((k) => (
                <div>
                  <dt>{t(LABELS[k]!)}</dt>
                  <dd>{shown(k)}</dd>
                  <dd>
                    <a href={`/file/${p.draft.id}/${s}#f-${k.replace('.', '-')}`}>
                      {t('common.change')}
                      <span class="visually-hidden">{` ${t(LABELS[k]!)}`}</span>
                    </a>
                  </dd>
                </div>
              ))}
          </dl>
        </section>
      ))}
      <form method="post" action={`/file/${p.draft.id}/submit`} novalidate>
        <Csrf token={csrfOf(p.c)} />
        <Checkbox name="declared" label={form1Declaration(lang, str(d, 'c.name'))} error={p.e['declared']} />
        <Field
          name="signedName"
          label={t('file.signedName')}
          error={p.e['signedName']}
          value={str(d, 'c.name')}
          maxlength={200}
          required
        />
        {p.c.get('actor') && hasRole(p.c.get('actor')!, 'adjudicating-officer') ? (
          <TextArea
            name="jurisdictionFinding"
            label={t('as.crossTrack.findingLabel')}
            hint={t('as.crossTrack.findingHint')}
            optional={t('common.optional')}
            error={p.e['jurisdictionFinding']}
            maxlength={4000}
          />
        ) : null}
        <Submit>{t('file.submit')}</Submit>
      </form>
      <p>
        <a href={`/file/${p.draft.id}/statement`}>{t('common.back')}</a>
      </p>
    </>
  );
}

/** The person's unfinished complaints, each with a link to go on and one to delete it (after a confirmation page, so
 * that it asks even without JavaScript); shown on /file and on "My cases". */
export function DraftList({ c, drafts }: { c: WebCtx; drafts: readonly DraftRow[] }) {
  const t = c.get('t');
  const lang = c.get('lang');
  if (drafts.length === 0) return null;
  return (
    <section aria-labelledby="drafts">
      <h2 id="drafts">{t('file.drafts')}</h2>
      <ul class="cards">
        {drafts.map((d) => (
          <li>
            <a href={`/file/${d.id}/${STEPS[Math.min(d.step, STEPS.length - 1)]}`}>
              {t('file.resume')}
              {str(d.data, 'k.name') ? `: ${str(d.data, 'k.name')}` : ''}
            </a>
            <p class="hint">{t('file.draftSaved', { date: instantIst(d.updatedAt, lang) })}</p>
            <p>
              <a href={`/file/${d.id}/discard`}>{t('file.discard')}</a>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Form-I drafts of a person, for "My cases". */
export const form1Drafts = (services: Services, actor: Actor) => services.drafts.list(actor, FORM1);

export function filingPages(rt: Router, services: Services): void {
  const drafts = services.drafts;

  rt.get('/file', async (c) => {
    const t = c.get('t');
    const actor = requireActor(c);
    const mine = await drafts.list(actor, FORM1);
    return page(
      c,
      t('file.title'),
      <>
        <h1>{t('file.title')}</h1>
        <p>{t('home.lead')}</p>
        <DraftList c={c} drafts={mine} />
        <form method="post" action="/file">
          <Csrf token={csrfOf(c)} />
          <Submit>{mine.length > 0 ? t('file.startNew') : t('home.fileCta')}</Submit>
        </form>
      </>,
    );
  });

  rt.post('/file', async (c) => {
    const actor = requireActor(c);
    // The contact the person signed up with fills items 1(d) and 1(e); they may change it (issue 30).
    const own = await services.accounts.ownContact(actor);
    const d = await drafts.start(actor, FORM1, {
      'c.name': actor.name,
      ...(own.phone ? { 'c.phone': own.phone } : {}),
      ...(own.email ? { 'c.email': own.email } : {}),
      capacity: 'aggrieved-person',
    });
    return seeOther(c, `/file/${d.id}/office`);
  });

  // Deleting a draft asks first, on its own page (works without JavaScript); the POST does it.
  rt.get('/file/:id/discard', async (c) => {
    const t = c.get('t');
    const lang = c.get('lang');
    const draft = await drafts.get(requireActor(c), c.req.param('id') ?? '');
    return page(
      c,
      t('draft.discard.title'),
      <>
        <h1>{t('draft.discard.title')}</h1>
        <p>
          {t('draft.discard.lead', { date: instantIst(draft.updatedAt, lang) })}
          {str(draft.data, 'k.name') ? ` ${t('draft.discard.against', { name: str(draft.data, 'k.name') })}` : ''}
        </p>
        <form method="post" action={`/file/${draft.id}/discard`}>
          <Csrf token={csrfOf(c)} />
          <Submit>{t('draft.discard.yes')}</Submit>
        </form>
        <p>
          <a href={`/file/${draft.id}/${STEPS[Math.min(draft.step, STEPS.length - 1)]}`}>{t('draft.discard.no')}</a>
        </p>
      </>,
    );
  });

  rt.post('/file/:id/discard', async (c) => {
    await drafts.discard(requireActor(c), c.req.param('id') ?? '');
    return seeOther(c, '/file');
  });

  rt.get('/file/:id/:step', async (c) => {
    const t = c.get('t');
    const actor = requireActor(c);
    const step = (c.req.param('step') ?? '') as Step;
    if (!STEPS.includes(step)) throw new AppError('NOT_FOUND', 'No such step.');
    const draft = await drafts.get(actor, c.req.param('id') ?? '');
    const offices = await officeOptions(services, c);
    if (step === 'review')
      return page(c, t('file.step.review'), <Review c={c} draft={draft} e={{}} offices={offices} />);
    return renderStep(
      c,
      draft,
      step,
      Object.fromEntries(Object.entries(draft.data).map(([k, v]) => [k, String(v)])),
      {},
      offices,
    );
  });

  rt.post('/file/:id/submit', async (c) => {
    const t = c.get('t');
    const actor = requireActor(c);
    const draft = await drafts.get(actor, c.req.param('id') ?? '');
    const v = await formOf(c);
    const offices = await officeOptions(services, c);
    const e: FormErrors = {};
    // Every step again: a draft edited in another tab, or a step skipped by URL, is caught here.
    for (const s of STEPS) {
      const stepErrors = checkStep(
        s,
        draft.data as Data,
        t,
        services.clock.today(),
        offices.map((o) => o.value),
        c.get('lang'),
      );
      for (const [k, m] of Object.entries(stepErrors)) e[k] = m;
    }
    if (v['declared'] !== 'yes') e['declared'] = t('file.err.declaration');
    if (!(v['signedName'] ?? '').trim())
      e['signedName'] = t('file.err.required', { what: t('file.signedName').toLowerCase() });
    if (Object.keys(e).length === 0) {
      try {
        // Section 26 (Assam): the adjudicating officer's finding on jurisdiction (file-complaint.ts keeps it only from them).
        const finding = (v['jurisdictionFinding'] ?? '').trim();
        const base = complaintOf(draft.data, v['signedName']!.trim());
        const input = finding
          ? { ...base, complaint: { ...base.complaint, jurisdictionFinding: { reasons: finding } } }
          : base;
        const filed = await fileComplaint(services.cases, actor, input, {
          scope: actor.accountId,
          key: `web-form1-${draft.id}`,
          request: input,
        });
        await drafts.discard(actor, draft.id);
        return seeOther(c, `/my/cases/${filed.id}/receipt`);
      } catch (err) {
        if (!(err instanceof AppError) || err.code === 'AUTH.FORBIDDEN' || err.code === 'INTERNAL') throw err;
        const field =
          err.field === 'jurisdictionFinding.reasons'
            ? 'jurisdictionFinding'
            : (DOMAIN_FIELD[err.field ?? ''] ?? 'declared');
        e[field] = t('file.err.refused', { detail: err.message });
      }
    }
    // Errors of earlier steps are listed in the review page's summary, each linking to its step.
    return page(c, t('file.step.review'), <Review c={c} draft={draft} e={e} offices={offices} />, 400);
  });

  rt.post('/file/:id/:step', async (c) => {
    const t = c.get('t');
    const actor = requireActor(c);
    const step = (c.req.param('step') ?? '') as Step;
    if (!STEPS.includes(step) || step === 'review') throw new AppError('NOT_FOUND', 'No such step.');
    const draft = await drafts.get(actor, c.req.param('id') ?? '');
    const v = await formOf(c);
    const data: Data = {};
    for (const k of FIELDS[step]) data[k] = (v[k] ?? '').slice(0, 10_000);
    const offices = await officeOptions(services, c);
    const errors = checkStep(
      step,
      data,
      t,
      services.clock.today(),
      offices.map((o) => o.value),
      c.get('lang'),
    );
    if (step === 'incident' && Object.keys(errors).length === 0) Object.assign(data, withProvisionText(data, t));
    const idx = STEPS.indexOf(step);
    // Saved either way, so nothing typed is lost; the step reached advances only when this step is complete.
    const saved = await drafts.save(
      actor,
      draft.id,
      Object.keys(errors).length === 0 ? Math.max(draft.step, idx + 1) : draft.step,
      data,
    );
    if (Object.keys(errors).length > 0) return renderStep(c, saved, step, { ...data }, errors, offices, 400);
    if (v['_action'] === 'back' && idx > 0) return seeOther(c, `/file/${draft.id}/${STEPS[idx - 1]}`);
    return seeOther(c, `/file/${draft.id}/${STEPS[idx + 1]}`);
  });
}

function renderStep(
  c: WebCtx,
  draft: DraftRow,
  step: Exclude<Step, 'review'>,
  d: Data,
  e: FormErrors,
  offices: { value: string; label: string }[],
  status: 200 | 400 = 200,
) {
  const t = c.get('t');
  const idx = STEPS.indexOf(step);
  return page(
    c,
    `${t(`file.step.${step}`)} – ${t('file.title')}`,
    <>
      <StepHeader t={t} step={step} />
      <ErrorSummary errors={e} t={t} />
      <form method="post" action={`/file/${draft.id}/${step}`} novalidate>
        <Csrf token={csrfOf(c)} />
        <StepFields step={step} t={t} d={d} e={e} offices={offices} />
        <Submit>{t('common.continue')}</Submit>
      </form>
      <p class="hint">{t('file.saved')}</p>
      {idx > 0 ? (
        <p>
          <a href={`/file/${draft.id}/${STEPS[idx - 1]}`}>{t('common.back')}</a>
        </p>
      ) : null}
    </>,
    status,
  );
}

/** The field's step, for linking a refusal to where it is fixed (exported for tests). */
export { stepOf };
