// A citizen's case page, its parts (cases.tsx has the routes): loading the case and the party's view of it, the
// running clocks in plain words, the upload form, and the page itself (where the case stands, what is next, the
// documents, the order's terms, the hearing, the reply forms and the order sheet).

import type { Actor } from '../../app/actor.ts';
import { readCase } from '../../app/cases/read-case.ts';
import type { CaseRecord } from '../../app/cases/read-case.ts';

import { AppError } from '../../app/errors.ts';
import type { Services } from '../../app/services.ts';
import { Csrf, ErrorSummary, fieldId, LabelFor, namedError, Submit } from '../components.tsx';
import { csrfOf } from '../context.ts';
import type { FormErrors, WebCtx } from '../context.ts';

import { longDate, shortDate } from '../format.ts';
import type { Lang, T } from '../i18n/index.ts';
import { keyOr } from '../i18n/index.ts';

import { actorWords, clockWords } from './public.tsx';
import { Actions } from './actions.tsx';
import { DefectsForm, mayAppeal } from './appeal.tsx';
import { readPartyCase } from '../../app/parties/read-party-case.ts';
import type { PartyCaseView } from '../../app/parties/types.ts';
import {
  AppealReadingSection,
  Documents,
  HearingSection,
  NextForYou,
  OrderTerms,
  PlainOrderSheet,
  Standing,
} from './party-case.tsx';
import { RecordSection } from './party-record.tsx';
import type { ActState } from './party-forms.tsx';
import { PartyForms } from './party-forms.tsx';
import type { ObjectionState } from './party-service.tsx';
import { ServiceSection } from './party-service.tsx';

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function requireActor(c: WebCtx): Actor {
  const a = c.get('actor');
  if (!a) throw new AppError('AUTH.UNAUTHENTICATED', 'Sign in to see your cases.');
  return a;
}

export async function loadCase(services: Services, c: WebCtx): Promise<CaseRecord> {
  const id = c.req.param('id') ?? '';
  if (!UUID.test(id)) throw new AppError('CASE.UNKNOWN', 'No proceeding has that id.');
  return readCase(services.cases, requireActor(c), { id });
}

/** The record and the party's typed view of it (src/app/parties): what the case page renders. */
export async function loadView(
  services: Services,
  c: WebCtx,
  id = c.req.param('id') ?? '',
): Promise<{ r: CaseRecord; v: PartyCaseView }> {
  if (!UUID.test(id)) throw new AppError('CASE.UNKNOWN', 'No proceeding has that id.');
  const { record, view } = await readPartyCase(services.cases, requireActor(c), id);
  return { r: record, v: view };
}

/** RFC 6266 / 5987: an ASCII fallback and the UTF-8 name. */
export function disposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

export function both(d: string, lang: Lang): string {
  return `${longDate(d, lang)} (${shortDate(d)})`;
}

export function Clocks(p: { r: CaseRecord; t: T; lang: Lang }) {
  const { r, t, lang } = p;
  if (r.clocks.length === 0) return <p>{t('case.noDates')}</p>;
  return (
    <table>
      <tbody>
        {r.clocks.map((k) => (
          <tr>
            <th scope="row">{clockWords(t, k.clock)}</th>
            <td>
              {both(k.due, lang)}
              <br />
              <span class="hint">{t('case.whoActs', { actor: actorWords(t, k.actor) })}</span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function UploadForm(p: { c: WebCtx; caseId: string; errors: FormErrors; maxBytes: number }) {
  const t = p.c.get('t');
  const id = fieldId('file');
  const size = t('size.mb', { n: (p.maxBytes / 1048576).toFixed(0) });
  return (
    <form method="post" action={`/my/cases/${p.caseId}/documents`} enctype="multipart/form-data" novalidate>
      <Csrf token={csrfOf(p.c)} />
      <LabelFor name="file" label={t('case.file')} />
      <div class={p.errors['file'] ? 'field invalid' : 'field'}>
        <label for={id}>{t('case.file')}</label>
        <p class="hint" id={`${id}-hint`}>
          {t('case.fileHint', { size })}
        </p>
        {p.errors['file'] ? (
          <p class="error-msg" id={`${id}-error`}>
            {namedError(t('case.file'), p.errors['file'])}
          </p>
        ) : null}
        <input
          type="file"
          id={id}
          name="file"
          accept="application/pdf,image/jpeg,image/png"
          aria-describedby={p.errors['file'] ? `${id}-hint ${id}-error` : `${id}-hint`}
        />
      </div>
      <Submit>{t('case.uploadSubmit')}</Submit>
    </form>
  );
}

export function CasePage(p: {
  c: WebCtx;
  r: CaseRecord;
  v: PartyCaseView;
  errors: FormErrors;
  note?: string | undefined;
  maxBytes: number;
  action?: { type: string; errors: FormErrors; values: Record<string, string> };
  defectErrors?: FormErrors;
  party?: ActState;
  objection?: ObjectionState;
}) {
  const { c, r, v } = p;
  const t = c.get('t');
  const lang = c.get('lang');
  return (
    <>
      <h1>{t('case.title', { number: r.stream.number })}</h1>
      {p.action || p.party || p.objection ? null : <ErrorSummary errors={p.errors} t={t} />}
      {p.note ? (
        <p class="success" role="status">
          {p.note}
        </p>
      ) : null}
      <Standing v={v} t={t} lang={lang} />
      <NextForYou v={v} t={t} lang={lang} />
      <HearingSection h={v.hearing} t={t} lang={lang} />
      <ServiceSection c={c} r={r} v={v} state={p.objection} />
      <OrderTerms v={v} t={t} lang={lang} />
      <AppealReadingSection v={v} t={t} lang={lang} />
      <RecordSection v={v} t={t} lang={lang} />
      <Documents v={v} t={t} lang={lang} />
      <PartyForms c={c} v={v} state={p.party} maxBytes={p.maxBytes} />
      {c.get('actor') && mayAppeal(r, c.get('actor')!.accountId) ? (
        <p>
          <a class="button" href={`/my/cases/${r.stream.id}/appeal`}>
            {t('appeal.cta')}
          </a>
        </p>
      ) : null}
      <DefectsForm c={c} r={r} errors={p.defectErrors ?? {}} />
      <Actions c={c} r={r} errors={p.action?.errors ?? {}} values={p.action?.values ?? {}} active={p.action?.type} />
      <PlainOrderSheet v={v} t={t} lang={lang} />
      <details>
        <summary>{t('case.dates')}</summary>
        <Clocks r={r} t={t} lang={lang} />
      </details>
      <h2 id="upload">{t('case.upload')}</h2>
      <UploadForm c={c} caseId={r.stream.id} errors={p.errors} maxBytes={p.maxBytes} />
      {r.related.length > 0 ? (
        <>
          <h2>{t('case.related')}</h2>
          <ul>
            {r.related.map((x) => (
              <li>
                <a href={`/my/cases/${x.id}`}>{x.number}</a> – {t(keyOr('kind', x.kind, 'status.kind'))}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </>
  );
}
