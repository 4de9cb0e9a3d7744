// Dashboards (issue 8): the officers' dashboards (an adjudicating officer their office, the District Magistrate their
// district, a State administrator their State, the Board's fund accountants and national administrators all India)
// at /dashboard, and the public open statistics at /statistics (no sign-in; small groups suppressed, with the
// configured threshold shown). Every figure comes from the stats use cases (src/app/derived/stats); charts are server-side SVG
// (src/web/charts) with a table of the same figures beside them. No JavaScript needed: the period is a GET form and
// drill-down is plain links.

import type { Services } from '../../app/services.ts';
import { AppError } from '../../app/errors.ts';
import type { Level, StatsQuery } from '../../app/derived/stats/service.ts';
import { ErrorSummary } from '../components.tsx';
import type { Router, WebCtx } from '../context.ts';
import { longDate } from '../format.ts';
import { page } from '../render.tsx';
import { askOf, homeOf } from './dashboards/ask.ts';
import type { Board, View } from './dashboards/common.tsx';
import { unitName } from './dashboards/common.tsx';
import { Figures } from './dashboards/figures.tsx';
import { Breadcrumbs, Downloads, Notes, PeriodForm, Reasons, Suppression } from './dashboards/sections.tsx';

async function render(c: WebCtx, services: Services, open: boolean): Promise<Response> {
  const t = c.get('t');
  const lang = c.get('lang');
  const actor = c.get('actor');
  if (!open && !actor) throw new AppError('AUTH.UNAUTHENTICATED', 'Sign in to see your dashboard.');
  const home = open ? { level: 'india' as Level, code: undefined } : homeOf(actor!);
  const a = askOf(c, services.clock.today(), home);
  const q: StatsQuery = { level: a.level, ...(a.code ? { code: a.code } : {}), from: a.from, to: a.to };
  if (a.level !== 'india' && !a.code)
    throw new AppError('VALIDATION.FAILED', `Give the code of the ${a.level}.`, { field: 'code' });
  const d: Board = open ? await services.stats.openData(q) : await services.stats.dashboard(actor!, q);
  const base = open ? '/statistics' : '/dashboard';
  const v: View = { t, lang, open, min: d.minGroup.value };
  const title = open
    ? t('stats.openTitle', { unit: unitName(d.unit, lang) })
    : t('stats.dashboardTitle', { unit: unitName(d.unit, lang) });
  const body = (
    <>
      <ErrorSummary errors={a.errors} t={t} />
      <Breadcrumbs t={t} d={d} base={base} />
      <h1>{title}</h1>
      <p class="lead">
        {t('stats.lead', { unit: unitName(d.unit, lang), from: longDate(d.from, lang), to: longDate(d.to, lang) })}
      </p>
      <p>{open ? t('stats.openLead', { min: d.minGroup.value }) : t('stats.officerLead')}</p>
      <PeriodForm
        t={t}
        action={base}
        a={a}
        unitCode={d.unit.level === 'india' ? undefined : d.unit.code}
        level={d.unit.level}
      />
      {open ? <Suppression t={t} lang={lang} d={d} /> : null}
      <Figures v={v} d={d} base={base} />
      {!open &&
      d.unit.level === 'office' &&
      actor!.grants.some((g) => g.role === 'adjudicating-officer' && g.officeCode === d.unit.code) ? (
        <p>
          <a href="/office/worklist">{t('stats.caseList')}</a>
        </p>
      ) : null}
      {open ? null : <Reasons v={v} d={d} />}
      <Notes t={t} />
      {open ? <Downloads t={t} d={d} lang={lang} /> : null}
    </>
  );
  // The browser may keep the public figures a few minutes; no shared cache (the page may set the anonymous CSRF cookie).
  if (open) c.header('Cache-Control', 'private, max-age=300');
  return page(c, title, body);
}

export function dashboardPages(rt: Router, services: Services): void {
  rt.get('/statistics', (c) => render(c, services, true));
  rt.get('/dashboard', (c) => render(c, services, false));
}
