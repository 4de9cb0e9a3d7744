// Filing Form-I (Rule 3) as a guided form: one topic per step, each step saved as a server-side draft (resumable
// from /file), a review page with the declaration, then the fileComplaint use case and the receipt. Fields are
// checked step by step in the visitor's language; the domain checks the whole form again (checkForm1) and a refusal
// is shown on the step of the field it names.

import type { Actor } from '../../app/actor.ts';
import { normalizeIndianMobile } from '../../app/accounts/fields.ts';
import { fileComplaint } from '../../app/cases/file-complaint.ts';
import type { FileComplaintInput } from '../../app/cases/file-complaint.ts';
import type { DraftRow } from '../../app/drafts/drafts.ts';
import { AppError } from '../../app/errors.ts';
import type { Services } from '../../app/services.ts';
import type { LocalDate } from '../../lib/local-date.ts';
import { form1Declaration } from '../../rules/form-texts.ts';
import { Checkbox, Csrf, ErrorSummary, Field, Radios, Select, Submit, TextArea } from '../components.tsx';
import { csrfOf, formOf } from '../context.ts';
import type { FormErrors, Router, WebCtx } from '../context.ts';
import { instantIst, longDate, parseIndianDate, PIN_RE, readTypedDate, shortDate } from '../format.ts';
import type { Lang, MessageKey, T } from '../i18n/index.ts';
import { page, seeOther } from '../render.tsx';

export const FORM1 = 'form-1';
export const STEPS = ['office', 'complainant', 'contravener', 'incident', 'statement', 'review'] as const;
export type Step = (typeof STEPS)[number];

/** The draft fields of each step, in page order. */
const FIELDS: Readonly<Record<Exclude<Step, 'review'>, readonly string[]>> = {
  office: ['officeCode', 'capacity', 'representedPerson'],
  complainant: ['c.name', 'c.parentName', 'c.address', 'c.pin', 'c.phone', 'c.email'],
  contravener: ['k.name', 'k.parentName', 'k.address', 'k.pin'],
  incident: ['i.date', 'i.time', 'i.place', 'i.provisionChoice', 'i.provision'],
  statement: ['s.statement', 's.evidence', 's.compensation'],
};

/** The Form-I field a domain refusal names → the draft field and its step. */
const DOMAIN_FIELD: Readonly<Record<string, string>> = {
  'complainant.name': 'c.name',
  'complainant.parentName': 'c.parentName',
  'complainant.address': 'c.address',
  'complainant.contactNumber': 'c.phone',
  'complainant.email': 'c.email',
  'contravener.name': 'k.name',
  'contravener.parentName': 'k.parentName',
  'contravener.address': 'k.address',
  'contravener.contravention': 'i.date',
  'contravener.provisionAlleged': 'i.provisionChoice',
  'contravener.statement': 's.statement',
  'contravener.evidence': 's.evidence',
  'contravener.compensationOrCharges': 's.compensation',
  officeCode: 'officeCode',
};

function stepOf(field: string): Step {
  for (const s of STEPS) if (s !== 'review' && FIELDS[s].includes(field)) return s;
  return 'review';
}

/**
 * Item 2(e) as a choice: the sections a complaint to the adjudicating officer usually concerns, each explained in a
 * line, or another typed by the complainant (docs/assumptions.md I-W1). A chosen section is saved as its name in the
 * page's language; a draft from before the choice (no choice, text typed) counts as "other".
 */
export const PROVISION_CHOICES = ['s26', 's20', 's27', 'other'] as const;
type ProvisionChoice = (typeof PROVISION_CHOICES)[number];
const choiceOf = (d: Data): ProvisionChoice | undefined => {
  const v = (d['i.provisionChoice'] ?? '').trim();
  if ((PROVISION_CHOICES as readonly string[]).includes(v)) return v as ProvisionChoice;
  return v === '' && (d['i.provision'] ?? '').trim() !== '' ? 'other' : undefined;
};

/** The step's data as saved: a chosen section is written out as item 2(e)'s text. */
export function withProvisionText(d: Data, t: T): Data {
  const choice = choiceOf(d);
  if (choice === undefined || choice === 'other') return d;
  return { ...d, 'i.provision': t(`file.i.provisionText.${choice}`) };
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
type Data = Record<string, string>;
const str = (d: Record<string, unknown>, k: string): string => (typeof d[k] === 'string' ? (d[k] as string) : '');

/** Checks one step's fields; returns field → message (in page order). */
export function checkStep(
  step: Step,
  d: Data,
  t: T,
  today: string,
  offices: readonly string[],
  lang: Lang = 'en',
): FormErrors {
  const e: FormErrors = {};
  const need = (k: string, what: MessageKey) => {
    if (!(d[k] ?? '').trim())
      e[k] = t('file.err.required', {
        what: t(what)
          .replace(/\s*\(.*\)$/, '')
          .toLowerCase(),
      });
  };
  if (step === 'office') {
    if (!offices.includes(d['officeCode'] ?? '')) e['officeCode'] = t('file.err.office');
    if (d['capacity'] !== 'aggrieved-person' && d['capacity'] !== 'authorised-representative')
      e['capacity'] = t('file.err.capacity');
    if (d['capacity'] === 'authorised-representative') need('representedPerson', 'file.representedPerson');
  } else if (step === 'complainant') {
    need('c.name', 'file.c.name');
    need('c.parentName', 'file.c.parentName');
    need('c.address', 'file.c.address');
    if (!PIN_RE.test((d['c.pin'] ?? '').trim())) e['c.pin'] = t('file.err.pin');
    const phone = (d['c.phone'] ?? '').trim();
    const email = (d['c.email'] ?? '').trim();
    if (phone && !normalizeIndianMobile(phone)) e['c.phone'] = t('file.err.phone');
    if (email && !EMAIL.test(email)) e['c.email'] = t('file.err.email');
    if (!phone && !email) e['c.phone'] = t('file.err.contact');
  } else if (step === 'contravener') {
    need('k.name', 'file.k.name');
    need('k.address', 'file.k.address');
    const pin = (d['k.pin'] ?? '').trim();
    if (pin && !PIN_RE.test(pin)) e['k.pin'] = t('file.err.pin');
  } else if (step === 'incident') {
    // Form-I item 2(d): a date from 1 January 1900 to today, the refusal naming the limit (issue 13, point 7).
    const date = readTypedDate(d['i.date'] ?? '', today as LocalDate, t, lang, 'past');
    if (date.error !== undefined) e['i.date'] = date.error;
    const time = (d['i.time'] ?? '').trim();
    if (time && !/^([01]?\d|2[0-3])[:.][0-5]\d$/.test(time)) e['i.time'] = t('file.err.time');
    need('i.place', 'file.i.place');
    const choice = choiceOf(d);
    if (choice === undefined) e['i.provisionChoice'] = t('file.err.provisionChoice');
    else if (choice === 'other') need('i.provision', 'file.i.provision');
  } else if (step === 'statement') {
    need('s.statement', 'file.s.statement');
    if (!(d['s.evidence'] ?? '').split('\n').some((l) => l.trim())) need('s.evidence', 'file.s.evidence');
  }
  return e;
}

/** The draft as the fileComplaint use case's input. */
export function complaintOf(d: Record<string, unknown>, signedName: string): FileComplaintInput {
  const opt = (k: string) => (str(d, k).trim() ? str(d, k).trim() : undefined);
  const phone = opt('c.phone');
  const capacity = str(d, 'capacity');
  return {
    officeCode: str(d, 'officeCode'),
    complaint: {
      filedBy:
        capacity === 'authorised-representative'
          ? { capacity, representedPerson: str(d, 'representedPerson').trim() }
          : { capacity: 'aggrieved-person' },
      mode: 'electronic',
      particulars: {
        complainant: {
          name: str(d, 'c.name').trim(),
          ...(opt('c.parentName') ? { parentName: opt('c.parentName')! } : {}),
          address: { text: str(d, 'c.address').trim(), pin: str(d, 'c.pin').trim() },
          ...(phone ? { contactNumber: normalizeIndianMobile(phone) ?? phone } : {}),
          ...(opt('c.email') ? { email: opt('c.email')! } : {}),
        },
        contravener: {
          name: str(d, 'k.name').trim(),
          ...(opt('k.parentName') ? { parentName: opt('k.parentName')! } : {}),
          address: { text: str(d, 'k.address').trim(), ...(opt('k.pin') ? { pin: opt('k.pin')! } : {}) },
          contravention: {
            date: (parseIndianDate(str(d, 'i.date')) ?? str(d, 'i.date')) as never,
            ...(opt('i.time') ? { time: opt('i.time')!.replace('.', ':') } : {}),
            place: str(d, 'i.place').trim(),
            nature: natureOf(d),
          },
          provisionAlleged: str(d, 'i.provision').trim(),
          statement: str(d, 's.statement').trim(),
          evidence: str(d, 's.evidence')
            .split('\n')
            .map((l) => l.trim())
            .filter(Boolean),
          ...(opt('s.compensation') ? { compensationOrCharges: opt('s.compensation')! } : {}),
        },
        declaration: { declared: true, signedName },
      },
    },
  };
}

/**
 * Form-I item 2(d)'s "nature of contravention": what happened is asked once, in the statement (item 2(f)), whose first
 * sentence (up to the first danda, full stop or line break; at most 300 characters) is the nature (assumption I-PH1).
 * A draft saved before this asked it separately and keeps its answer.
 */
export function natureOf(d: Readonly<Record<string, unknown>>): string {
  const own = str(d, 'i.nature').trim();
  if (own) return own;
  const statement = str(d, 's.statement').trim();
  const first = /^[\s\S]*?(?:[।.!?](?=\s|$)|\n|$)/.exec(statement)?.[0]?.trim() ?? statement;
  return (first || statement).slice(0, 300);
}

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

function StepHeader(p: { t: T; step: Step }) {
  const n = STEPS.indexOf(p.step) + 1;
  return (
    <>
      <p class="steps">{p.t('file.stepOf', { n, total: STEPS.length })}</p>
      <h1>{p.t(`file.step.${p.step}`)}</h1>
    </>
  );
}

function StepFields(p: {
  step: Exclude<Step, 'review'>;
  t: T;
  d: Data;
  e: FormErrors;
  offices: { value: string; label: string }[];
}) {
  const { t, d, e } = p;
  const opt = t('common.optional');
  switch (p.step) {
    case 'office':
      return (
        <>
          <Select
            name="officeCode"
            label={t('file.office')}
            hint={t('file.officeHint')}
            error={e['officeCode']}
            value={d['officeCode']}
            options={[{ value: '', label: '—' }, ...p.offices]}
          />
          <Radios
            name="capacity"
            legend={t('file.capacity')}
            error={e['capacity']}
            value={d['capacity'] ?? 'aggrieved-person'}
            options={[
              { value: 'aggrieved-person', label: t('file.capacity.aggrieved-person') },
              { value: 'authorised-representative', label: t('file.capacity.authorised-representative') },
            ]}
          />
          <Field
            name="representedPerson"
            label={t('file.representedPerson')}
            error={e['representedPerson']}
            value={d['representedPerson']}
            maxlength={200}
            optional={opt}
          />
        </>
      );
    case 'complainant':
      return (
        <>
          <Field
            name="c.name"
            label={t('file.c.name')}
            error={e['c.name']}
            value={d['c.name']}
            autocomplete="name"
            maxlength={200}
            required
          />
          <Field
            name="c.parentName"
            label={t('file.c.parentName')}
            error={e['c.parentName']}
            value={d['c.parentName']}
            maxlength={200}
            required
          />
          <TextArea
            name="c.address"
            label={t('file.c.address')}
            error={e['c.address']}
            value={d['c.address']}
            rows={3}
            maxlength={500}
            required
          />
          <Field
            name="c.pin"
            label={t('file.c.pin')}
            hint={t('file.pinHint')}
            error={e['c.pin']}
            value={d['c.pin']}
            inputmode="numeric"
            autocomplete="postal-code"
            short
            maxlength={6}
            required
          />
          <p class="hint">{t('file.contactHint')}</p>
          <Field
            name="c.phone"
            type="tel"
            label={t('file.c.phone')}
            hint={t('auth.phoneHint')}
            error={e['c.phone']}
            value={d['c.phone']}
            inputmode="tel"
            autocomplete="tel-national"
            maxlength={16}
          />
          <Field
            name="c.email"
            type="email"
            label={t('file.c.email')}
            error={e['c.email']}
            value={d['c.email']}
            inputmode="email"
            autocomplete="email"
            maxlength={254}
          />
        </>
      );
    case 'contravener':
      return (
        <>
          <Field
            name="k.name"
            label={t('file.k.name')}
            error={e['k.name']}
            value={d['k.name']}
            maxlength={200}
            required
          />
          <Field
            name="k.parentName"
            label={t('file.k.parentName')}
            error={e['k.parentName']}
            value={d['k.parentName']}
            maxlength={200}
            optional={opt}
          />
          <TextArea
            name="k.address"
            label={t('file.k.address')}
            error={e['k.address']}
            value={d['k.address']}
            rows={3}
            maxlength={500}
            required
          />
          <Field
            name="k.pin"
            label={t('file.k.pin')}
            hint={t('file.pinHint')}
            error={e['k.pin']}
            value={d['k.pin']}
            inputmode="numeric"
            short
            maxlength={6}
            optional={opt}
          />
        </>
      );
    case 'incident':
      return (
        <>
          <Field
            name="i.date"
            label={t('file.i.date')}
            hint={t('common.dateHint')}
            error={e['i.date']}
            value={d['i.date']}
            inputmode="text"
            autocomplete="off"
            short
            maxlength={14}
            required
          />
          <Field
            name="i.time"
            label={t('file.i.time')}
            hint={t('file.i.timeHint')}
            error={e['i.time']}
            value={d['i.time']}
            inputmode="numeric"
            short
            maxlength={5}
            optional={opt}
          />
          <Field
            name="i.place"
            label={t('file.i.place')}
            error={e['i.place']}
            value={d['i.place']}
            maxlength={300}
            required
          />
          <Radios
            name="i.provisionChoice"
            legend={t('file.i.provisionChoice')}
            hint={t('file.i.provisionChoiceHint')}
            error={e['i.provisionChoice']}
            value={choiceOf(d)}
            options={PROVISION_CHOICES.map((v) => ({ value: v, label: t(`file.i.provisionChoice.${v}`) }))}
          />
          <Field
            name="i.provision"
            label={t('file.i.provision')}
            hint={t('file.i.provisionHint')}
            error={e['i.provision']}
            value={choiceOf(d) === 'other' ? d['i.provision'] : ''}
            maxlength={300}
            optional={opt}
          />
        </>
      );
    case 'statement':
      return (
        <>
          <TextArea
            name="s.statement"
            label={t('file.s.statement')}
            hint={t('file.s.statementHint')}
            error={e['s.statement']}
            value={d['s.statement']}
            rows={7}
            maxlength={10000}
            required
          />
          <TextArea
            name="s.evidence"
            label={t('file.s.evidence')}
            hint={t('file.s.evidenceHint')}
            error={e['s.evidence']}
            value={d['s.evidence']}
            rows={4}
            maxlength={3000}
            required
          />
          <TextArea
            name="s.compensation"
            label={t('file.s.compensation')}
            hint={t('file.s.compensationHint')}
            error={e['s.compensation']}
            value={d['s.compensation']}
            rows={2}
            maxlength={1000}
            optional={opt}
          />
        </>
      );
  }
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
    const d = await drafts.start(actor, FORM1, { 'c.name': actor.name, capacity: 'aggrieved-person' });
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
        const input = complaintOf(draft.data, v['signedName']!.trim());
        const filed = await fileComplaint(services.cases, actor, input, {
          scope: actor.accountId,
          key: `web-form1-${draft.id}`,
          request: input,
        });
        await drafts.discard(actor, draft.id);
        return seeOther(c, `/my/cases/${filed.id}/receipt`);
      } catch (err) {
        if (!(err instanceof AppError) || err.code === 'AUTH.FORBIDDEN' || err.code === 'INTERNAL') throw err;
        const field = DOMAIN_FIELD[err.field ?? ''] ?? 'declared';
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
