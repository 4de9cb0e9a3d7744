// The party's own acts on their case page (issue 15), each a small self-contained form that works without
// JavaScript and runs one domain command through runCommand with the version shown: the reply to Form-II with a
// document attached (Rule 4(1), 4(6), 4(8), 4(11)), the request for more time (Rule 4(4)), and the respondent's reply
// to an appeal (Rule 7(8)). A refusal comes back beside its field in the reader's language, with the rule.

import { runCommand } from '../../app/cases/run-command.ts';
import { attachDocument } from '../../app/documents/attach-document.ts';
import { AppError } from '../../app/errors.ts';
import type { PartyCaseView } from '../../app/parties/types.ts';
import type { Services } from '../../app/services.ts';
import { Csrf, ErrorSummary, Field, fieldId, LabelFor, namedError, Radios, Submit, TextArea } from '../components.tsx';
import { csrfOf } from '../context.ts';
import type { FormErrors, WebCtx } from '../context.ts';
import { longDate, shortDate } from '../format.ts';
import type { Lang, MessageKey, T } from '../i18n/index.ts';
import { keyOr } from '../i18n/index.ts';
import { provisions, refusalText } from './office.tsx';
import { readForm } from './step-form/fields.tsx';
import { stepOf } from '../../app/steps/index.ts';
import type { StepForm } from '../../app/steps/forms.ts';
import { commandOf } from '../../app/steps/forms.ts';

export const PARTY_ACTS = ['reply', 'more-time', 'appeal-reply'] as const;
export type PartyAct = (typeof PARTY_ACTS)[number];

/** The step of the catalogue each form of the page takes (its fields, its command, its availability). */
const PARTY_STEP: Readonly<Record<PartyAct, string>> = {
  reply: 'submit-reply',
  'more-time': 'request-reply-extension',
  'appeal-reply': 'submit-respondent-reply',
};

/** The party page's own words for a field left out, where it has them. */
const PARTY_ERROR: Readonly<Record<string, MessageKey>> = {
  admits: 'pc.err.admits',
  text: 'pc.err.text',
  reasons: 'pc.err.reasons',
};

export interface ActState {
  readonly act: PartyAct;
  readonly errors: FormErrors;
  readonly values: Record<string, string>;
}

const both = (d: string, lang: Lang): string => `${longDate(d, lang)} (${shortDate(d)})`;

/** Which of the forms the reader may use now, from the typed view. */
export function openActs(v: PartyCaseView): PartyAct[] {
  const r = v.reply;
  if (!r) return [];
  if (v.kind === 'appeal') return r.open ? ['appeal-reply'] : [];
  const out: PartyAct[] = [];
  if (r.open) out.push('reply');
  if (r.canAskMoreTime) out.push('more-time');
  return out;
}

function FileField(p: { t: T; error?: string | undefined; maxBytes: number }) {
  const id = fieldId('file');
  const size = p.t('size.mb', { n: (p.maxBytes / 1048576).toFixed(0) });
  return (
    <div class={p.error ? 'field invalid' : 'field'}>
      <LabelFor name="file" label={p.t('pc.reply.file')} />
      <label for={id}>{p.t('pc.reply.file')}</label>
      <p class="hint" id={`${id}-hint`}>
        {p.t('pc.reply.fileHint', { size })}
      </p>
      {p.error ? (
        <p class="error-msg" id={`${id}-error`}>
          {namedError(p.t('pc.reply.file'), p.error)}
        </p>
      ) : null}
      <input
        type="file"
        id={id}
        name="file"
        accept="application/pdf,image/jpeg,image/png"
        aria-describedby={p.error ? `${id}-hint ${id}-error` : `${id}-hint`}
      />
    </div>
  );
}

export function PartyForms(p: { c: WebCtx; v: PartyCaseView; state?: ActState | undefined; maxBytes: number }) {
  const { c, v } = p;
  const t = c.get('t');
  const lang = c.get('lang');
  const acts = openActs(v);
  if (acts.length === 0 || !v.reply) return null;
  const r = v.reply;
  const mine = (a: PartyAct) => (p.state?.act === a ? p.state : undefined);
  const val = (a: PartyAct, k: string) => mine(a)?.values[k];
  const err = (a: PartyAct, k: string) => mine(a)?.errors[k];
  const hidden = (
    <>
      <Csrf token={csrfOf(c)} />
      <input type="hidden" name="version" value={String(v.version)} />
    </>
  );
  const due = r.due
    ? t('pc.reply.due', { date: both(r.due, lang), rule: provisions(r.basis, lang) })
    : t('pc.reply.dueUnserved', { days: r.days ?? '', rule: provisions(r.basis, lang) });
  return (
    <>
      {p.state ? <ErrorSummary errors={p.state.errors} t={t} /> : null}
      {acts.includes('reply') ? (
        <section aria-labelledby="reply">
          <h2 id="reply">{t('pc.reply.title')}</h2>
          <p>{t('pc.reply.lead')}</p>
          <p class="due">
            <strong>{due}</strong>
          </p>
          <form method="post" action={`/my/cases/${v.id}/reply`} enctype="multipart/form-data" novalidate>
            {hidden}
            <Radios
              name="admits"
              legend={t('pc.reply.admits')}
              error={err('reply', 'admits')}
              value={val('reply', 'admits')}
              options={[
                { value: 'no', label: t('pc.reply.deny') },
                { value: 'yes', label: t('pc.reply.admit') },
              ]}
            />
            <TextArea
              name="text"
              label={t('pc.reply.text')}
              error={err('reply', 'text')}
              value={val('reply', 'text')}
              rows={7}
              maxlength={20000}
              required
            />
            <TextArea
              name="witnesses"
              label={t('pc.reply.witnesses')}
              value={val('reply', 'witnesses')}
              rows={3}
              maxlength={3000}
              optional={t('common.optional')}
            />
            <TextArea
              name="documents"
              label={t('pc.reply.documents')}
              value={val('reply', 'documents')}
              rows={3}
              maxlength={3000}
              optional={t('common.optional')}
            />
            <FileField t={t} error={err('reply', 'file')} maxBytes={p.maxBytes} />
            <Submit>{t('pc.reply.submit')}</Submit>
          </form>
        </section>
      ) : null}
      {acts.includes('more-time') ? (
        <section aria-labelledby="more-time">
          <h2 id="more-time">{t('pc.more.title')}</h2>
          <p>{t('pc.more.lead', { days: r.extensionLeftDays })}</p>
          <form method="post" action={`/my/cases/${v.id}/more-time`} novalidate>
            {hidden}
            <TextArea
              name="reasons"
              label={t('pc.more.reasons')}
              error={err('more-time', 'reasons')}
              value={val('more-time', 'reasons')}
              rows={4}
              maxlength={5000}
              required
            />
            <Field
              name="days"
              label={t('pc.more.days')}
              error={err('more-time', 'days')}
              value={val('more-time', 'days')}
              inputmode="numeric"
              short
              maxlength={2}
              optional={t('common.optional')}
            />
            <Submit secondary>{t('pc.more.submit')}</Submit>
          </form>
        </section>
      ) : null}
      {acts.includes('appeal-reply') ? (
        <section aria-labelledby="appeal-reply">
          <h2 id="appeal-reply">{t('pc.areply.title')}</h2>
          <p>{t('pc.areply.lead')}</p>
          <p class="due">
            <strong>{due}</strong>
          </p>
          <form method="post" action={`/my/cases/${v.id}/appeal-reply`} enctype="multipart/form-data" novalidate>
            {hidden}
            <TextArea
              name="text"
              label={t('pc.areply.text')}
              error={err('appeal-reply', 'text')}
              value={val('appeal-reply', 'text')}
              rows={7}
              maxlength={20000}
              required
            />
            <TextArea
              name="documents"
              label={t('pc.reply.documents')}
              value={val('appeal-reply', 'documents')}
              rows={3}
              maxlength={3000}
              optional={t('common.optional')}
            />
            <FileField t={t} error={err('appeal-reply', 'file')} maxBytes={p.maxBytes} />
            <Submit>{t('pc.areply.submit')}</Submit>
          </form>
        </section>
      ) : null}
    </>
  );
}

/** A refusal in the reader's language: this page's own words for the party's refusals, else the officer pages'. */
function refusedText(e: AppError, v: PartyCaseView, t: T, lang: Lang): string {
  if (lang === 'hi') {
    const key =
      e.code === 'REPLY.PERIOD_OVER' && v.kind === 'appeal'
        ? 'pc.refusal.REPLY.PERIOD_OVER.appeal'
        : keyOr('pc.refusal', e.code, 'pc.refused');
    if (key !== 'pc.refused') {
      return t(key as MessageKey, {
        date: v.reply?.due ? both(v.reply.due, lang) : '',
        rule: provisions(e.basis.slice(0, 1), lang),
      });
    }
  }
  return t('pc.refused', { detail: refusalText(e, t, lang) });
}

/** Runs a party's act posted from the case page; returns the field errors (empty when recorded). */
export async function runPartyAct(
  services: Services,
  c: WebCtx,
  v: PartyCaseView,
  act: PartyAct,
  maxBytes: number,
): Promise<ActState> {
  const t = c.get('t');
  const lang = c.get('lang');
  const actor = c.get('actor')!;
  const body = await c.req.parseBody();
  const values: Record<string, string> = {};
  for (const [k, x] of Object.entries(body)) if (typeof x === 'string') values[k] = x;
  // The form is the step's own (src/app/steps/): its fields read by kind, its command made by commandOf; the
  // limits (the days Rule 4(4) allows, the period) are decide()'s, whose refusal comes back beside its field.
  const step = stepOf(v.kind, PARTY_STEP[act])!;
  const form = { command: PARTY_STEP[act], step, fields: step.fields as StepForm['fields'], defaults: {} };
  const read = readForm(form, values, t, lang);
  const errors: FormErrors = {};
  for (const [name, message] of Object.entries(read.errors)) {
    const own = PARTY_ERROR[name];
    errors[name] = own ? t(own) : message;
  }
  if (Object.keys(errors).length > 0) return { act, errors, values };
  // The document goes on the case first (its own transaction), then the reply names it among those relied on.
  const file = body['file'];
  let attached = false;
  if (act !== 'more-time' && file instanceof File && file.size > 0) {
    try {
      await attachDocument(services.cases, actor, {
        streamId: v.id,
        fileName: file.name,
        content: new Uint8Array(await file.arrayBuffer()),
        maxBytes,
      });
      // The reply names the attached document among those it relies on.
      read.values['documents'] = [...((read.values['documents'] as readonly string[] | undefined) ?? []), file.name];
      attached = true;
    } catch (e) {
      if (
        !(e instanceof AppError) ||
        !['DOCUMENT.TOO_LARGE', 'DOCUMENT.TYPE_NOT_ALLOWED', 'VALIDATION.FAILED'].includes(e.code)
      )
        throw e;
      // In the page's language (issue 30): a Hindi (Assamese, Bengali) page says why in its own words.
      const detail =
        lang === 'en'
          ? refusalText(e, t, lang)
          : t(`upload.err.${e.code}` as MessageKey, { size: t('size.mb', { n: (maxBytes / 1048576).toFixed(0) }) });
      return { act, errors: { file: t('pc.err.file', { detail }) }, values };
    }
  }
  const command = commandOf(form, read.values, undefined);
  const version = Number(values['version']);
  try {
    // The version the page showed (optimistic concurrency), unless this form has just attached a document itself.
    const expected = !attached && Number.isInteger(version) ? { expectedVersion: version } : {};
    await runCommand(services.cases, actor, { streamId: v.id, command, ...expected });
  } catch (e) {
    if (!(e instanceof AppError) || e.code === 'AUTH.FORBIDDEN' || e.code === 'INTERNAL') throw e;
    const field =
      act === 'more-time' ? (e.field === 'days' ? 'days' : 'reasons') : e.field === 'admits' ? 'admits' : 'text';
    return { act, errors: { [field]: refusedText(e, v, t, lang) }, values };
  }
  return { act, errors: {}, values };
}
