// Public pages, no sign-in: home, the plain-language guide (from law/rules-2026.md, citing the rules), case status
// by number (the publicStatus use case: nothing personal), the deadline calculator (the API's calculator, which
// computes with the statutory clocks of src/rules/time/clocks.ts) and the privacy notice.

import { publicStatus } from '../../app/cases/public-status.ts';
import type { PublicStatus } from '../../app/cases/public-status.ts';
import { AppError } from '../../app/errors.ts';
import type { Services } from '../../app/services.ts';
import { CLOCK_IDS, CLOCKS } from '../../rules/time/clocks.ts';
import { computePublicClock } from '../../server/routes/public.ts';
import { ErrorSummary, Field, Select, Submit } from '../components.tsx';
import type { FormErrors, Router, WebCtx } from '../context.ts';
import { longDate, parseIndianDate, shortDate } from '../format.ts';
import type { Lang, T } from '../i18n/index.ts';
import { regionalProvisionLabel } from '../i18n/provision-regional.ts';
import { keyOr } from '../i18n/index.ts';
import { page } from '../render.tsx';
import { PrivacyNotice } from './account.tsx';

/** "Rule 4(1)" → "नियम 4(1)" in Hindi (labels come from the provisions registry in English). */
/** Clause letters as Hindi legal texts write them: (a) → (क), 27C → 27ग. */
const HINDI_LETTERS = [
  'क',
  'ख',
  'ग',
  'घ',
  'ङ',
  'च',
  'छ',
  'ज',
  'झ',
  'ञ',
  'ट',
  'ठ',
  'ड',
  'ढ',
  'ण',
  'त',
  'थ',
  'द',
  'ध',
  'न',
  'प',
  'फ',
  'ब',
  'भ',
  'म',
  'य',
];
const hindiLetter = (ch: string): string => HINDI_LETTERS[ch.toLowerCase().charCodeAt(0) - 97] ?? ch;

export function provisionLabel(label: string, lang: Lang): string {
  if (lang === 'en') return label;
  if (lang === 'as' || lang === 'bn') return regionalProvisionLabel(label, lang);
  const gca = /^Section (\S+) of the General Clauses Act, 1897$/.exec(label);
  if (gca) return `साधारण खंड अधिनियम, 1897 की धारा ${gca[1]}`;
  return label
    .replace(/^Rule /, 'नियम ')
    .replace(/^Form-/, 'प्ररूप-')
    .replace(/^[Ss]ection |^s\./, 'धारा ')
    .replace(/ item /, ' मद ')
    .replace(/\(([a-h])\)/g, (_m, l: string) => `(${hindiLetter(l)})`)
    .replace(/(\d)([A-Z])\b/g, (_m, d: string, l: string) => `${d}${hindiLetter(l)}`);
}

export function stageWords(t: T, stage: string): string {
  const k = keyOr('stage', stage, 'stage.other');
  return t(k, { stage });
}

export function actorWords(t: T, actor: string | null): string {
  if (!actor) return t('common.none');
  return t(keyOr('actor', actor, 'actor.other'), { actor });
}

export function clockWords(t: T, clock: string | null): string {
  if (!clock) return t('status.nextDue');
  return t(keyOr('clock', clock, 'status.nextDue'));
}

function StatusResult(p: { s: PublicStatus; t: T; lang: Lang }) {
  const { s, t, lang } = p;
  return (
    <section aria-labelledby="status-result">
      <h2 id="status-result">{s.number}</h2>
      <dl class="summary">
        <div>
          <dt>{t('status.kind')}</dt>
          <dd>{t(keyOr('kind', s.kind, 'status.kind'))}</dd>
        </div>
        <div>
          <dt>{t('status.stage')}</dt>
          <dd>{stageWords(t, s.stage)}</dd>
        </div>
        <div>
          <dt>{t('status.receivedOn')}</dt>
          <dd>
            {longDate(s.receivedOn, lang)} ({shortDate(s.receivedOn)})
          </dd>
        </div>
        {s.closedOn ? (
          <div>
            <dt>{t('status.closedOn')}</dt>
            <dd>{longDate(s.closedOn, lang)}</dd>
          </div>
        ) : null}
        {s.nextDue ? (
          <div>
            <dt>{clockWords(t, s.nextClock)}</dt>
            <dd>
              {longDate(s.nextDue, lang)} ({shortDate(s.nextDue)})
            </dd>
          </div>
        ) : null}
        {s.nextDue ? (
          <div>
            <dt>{t('status.nextActor')}</dt>
            <dd>{actorWords(t, s.nextActor)}</dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}

interface ClockView {
  due: string;
  nominalDue: string;
  moved: boolean;
  basisLabels: string[];
  configured: boolean;
  holidayListMissing?: number;
}

export function publicPages(rt: Router, services: Services): void {
  rt.get('/', (c) => {
    const t = c.get('t');
    return page(
      c,
      t('app.name'),
      <>
        <h1>{t('home.title')}</h1>
        <p class="lead">{t('home.lead')}</p>
        <p>
          <a class="button" href="/file">
            {t('home.fileCta')}
          </a>
        </p>
        <ul>
          <li>
            <a href="/status">{t('home.statusCta')}</a>
          </li>
          <li>
            <a href="/guide">{t('home.guideCta')}</a>
          </li>
          <li>
            <a href="/calculator">{t('home.calculatorCta')}</a>
          </li>
        </ul>
      </>,
    );
  });

  rt.get('/guide', (c) => {
    const t = c.get('t');
    const sections = [1, 2, 3, 4, 5, 6, 7, 8] as const;
    return page(
      c,
      t('guide.title'),
      <>
        <h1>{t('guide.title')}</h1>
        <p class="lead">{t('guide.lead')}</p>
        {sections.map((n) => (
          <section>
            <h2>{t(`guide.s${n}.h`)}</h2>
            <p>{t(`guide.s${n}.p`)}</p>
          </section>
        ))}
      </>,
    );
  });

  rt.get('/privacy', (c) => {
    const t = c.get('t');
    return page(
      c,
      t('footer.privacy'),
      <>
        <h1>{t('footer.privacy')}</h1>
        <PrivacyNotice t={t} />
      </>,
    );
  });

  rt.get('/status', async (c) => {
    const t = c.get('t');
    const lang = c.get('lang');
    const number = (c.req.query('number') ?? '').trim();
    const asked = c.req.query('number') !== undefined;
    const errors: FormErrors = {};
    let found: PublicStatus | undefined;
    let status: 200 | 400 | 404 = 200;
    if (asked && number === '') {
      errors['number'] = t('status.required');
      status = 400;
    } else if (asked) {
      try {
        found = await publicStatus(services.cases, number.slice(0, 60));
        c.header('Cache-Control', 'public, max-age=60');
      } catch (e) {
        if (!(e instanceof AppError) || e.code !== 'CASE.UNKNOWN') throw e;
        errors['number'] = t('status.notFound', { number });
        status = 404;
      }
    }
    return page(
      c,
      t('status.title'),
      <>
        <h1>{t('status.title')}</h1>
        <ErrorSummary errors={errors} t={t} />
        <p>{t('status.lead')}</p>
        <form method="get" action="/status" novalidate>
          <Field
            name="number"
            label={t('status.number')}
            hint={t('status.numberHint')}
            error={errors['number']}
            value={number}
            autocomplete="off"
            maxlength={60}
            required
          />
          <Submit>{t('status.check')}</Submit>
        </form>
        {found ? <StatusResult s={found} t={t} lang={lang} /> : null}
      </>,
      status,
    );
  });

  rt.get('/calculator', (c) => calculator(c));
}

function calculator(c: WebCtx) {
  const t = c.get('t');
  const lang = c.get('lang');
  const q = c.req.query();
  const asked = q['from'] !== undefined;
  const clock = q['clock'] ?? 'reply';
  const jurisdiction = q['jurisdiction'] === 'in-as' ? 'in-as' : 'in';
  const errors: FormErrors = {};
  let result: ClockView | undefined;
  let status: 200 | 400 | 422 = 200;
  if (asked) {
    if (!(CLOCK_IDS as readonly string[]).includes(clock)) errors['clock'] = t('calc.clockRequired');
    const from = parseIndianDate(q['from'] ?? '');
    if (!from) errors['from'] = t('calc.fromRequired');
    const def = CLOCKS[clock as keyof typeof CLOCKS];
    const needsDays = def?.length.kind === 'set';
    const daysText = (q['days'] ?? '').trim();
    const days = daysText === '' ? undefined : Number(daysText);
    if (needsDays && (days === undefined || !Number.isInteger(days) || days < 1))
      errors['days'] = t('calc.daysRequired');
    if (Object.keys(errors).length === 0) {
      try {
        result = computePublicClock({
          clock,
          from: from!,
          jurisdiction,
          ...(needsDays ? { days: days! } : {}),
        }) as unknown as ClockView;
      } catch (e) {
        if (!(e instanceof AppError)) throw e;
        errors[e.field === 'days' || e.field === 'jurisdiction' ? e.field : 'days'] = t('error.generic', {
          detail: e.message,
        });
        status = 422;
      }
    } else {
      status = 400;
    }
  }
  return page(
    c,
    t('calc.title'),
    <>
      <h1>{t('calc.title')}</h1>
      <ErrorSummary errors={errors} t={t} />
      <p>{t('calc.lead')}</p>
      <form method="get" action="/calculator" novalidate>
        <Select
          name="clock"
          label={t('calc.clock')}
          error={errors['clock']}
          value={clock}
          options={CLOCK_IDS.map((id) => ({ value: id, label: t(`period.${id}`) }))}
        />
        <Field
          name="from"
          label={t('calc.from')}
          hint={t('common.dateHint')}
          error={errors['from']}
          value={q['from'] ?? ''}
          inputmode="text"
          autocomplete="off"
          short
          maxlength={14}
          required
        />
        <Field
          name="days"
          label={t('calc.days')}
          hint={t('calc.daysHint')}
          error={errors['days']}
          value={q['days'] ?? ''}
          inputmode="numeric"
          short
          maxlength={3}
          optional={t('common.optional')}
        />
        <Select
          name="jurisdiction"
          label={t('calc.jurisdiction')}
          value={jurisdiction}
          error={errors['jurisdiction']}
          options={[
            { value: 'in', label: t('calc.jurisdiction.in') },
            { value: 'in-as', label: t('calc.jurisdiction.in-as') },
          ]}
        />
        <Submit>{t('calc.compute')}</Submit>
      </form>
      {result ? (
        <section class="panel" aria-live="polite" aria-labelledby="calc-result">
          <h2 id="calc-result">{t('calc.result', { date: longDate(result.due, lang) })}</h2>
          <p>{t('calc.resultShort', { date: shortDate(result.due) })}</p>
          {result.moved ? <p>{t('calc.moved', { date: longDate(result.nominalDue, lang) })}</p> : null}
          {result.holidayListMissing !== undefined ? (
            <p class="notice">{t('hol.missing', { year: String(result.holidayListMissing) })}</p>
          ) : null}
          <p>{t('calc.basis', { basis: result.basisLabels.map((l) => provisionLabel(l, lang)).join(', ') })}</p>
          {result.configured ? <p class="notice">{t('calc.configured')}</p> : null}
          <p class="hint">{t('calc.calendar')}</p>
        </section>
      ) : null}
    </>,
    status,
  );
}
