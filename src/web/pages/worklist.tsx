// The officer's day (issue 14): where an officer lands after signing in (/home sends each person to their own start
// page), the worklist as compact one-line rows with the days each case is overdue, the search of the officer's cases by
// case number (any letter case, any spacing) or by a party's name, and on /office/appeals the District Magistrate's
// escalations in pages. Reads through the worklist use case (src/app/cases/read-case.ts) the API also uses, and the
// deadline watcher's use cases (src/app/derived/notifications/actions.ts).
//
// Registered before officer.tsx's routes for the same two paths, so these pages answer them.

import type { Actor } from '../../app/actor.ts';
import { parseSearch, SEARCH_MAX, worklist } from '../../app/cases/read-case.ts';
import type { WorklistItem } from '../../app/cases/read-case.ts';
import { AppError } from '../../app/errors.ts';
import { escalationPage, scopeOf } from '../../app/derived/notifications/actions.ts';
import type { DeadlineActionView } from '../../app/derived/notifications/actions.ts';
import type { StreamKind } from '../../app/ports/store.ts';
import type { Services } from '../../app/services.ts';
import { ErrorSummary, Field, Select, Submit } from '../components.tsx';
import type { FormErrors, Router, WebCtx } from '../context.ts';
import { shortDate } from '../format.ts';
import type { Lang, T } from '../i18n/index.ts';
import { keyOr } from '../i18n/index.ts';
import { page, seeOther } from '../render.tsx';
import { EscalationsSection, ProposalCell, proposalsByCase } from './deadlines.tsx';
import { both, requireOfficer, urgency } from './office.tsx';
import { clockWords } from './public.tsx';

const STAGES = [
  'complaint-received',
  'notice-issued',
  'notice-served',
  'reply-received',
  'hearing-fixed',
  'ex-parte',
  'heard',
  'order-passed',
  'recovery',
  'filed',
  'admitted',
] as const;
const APPEAL_STAGES = ['filed', 'admitted'] as const;
const PAGE_SIZE = 50;
const ESCALATIONS_PER_PAGE = 25;

/** Where a person starts after signing in: officers their worklist, the others their own first page. */
export function homeOf(actor: Actor | undefined): string {
  const roles = new Set((actor?.grants ?? []).map((g) => g.role));
  if (roles.has('adjudicating-officer') || roles.has('appellate-authority')) return '/office/worklist';
  if (roles.has('awbi-recovery-officer') || roles.has('fund-accountant')) return '/fund';
  if (roles.has('administrator')) return '/admin';
  return '/my/cases';
}

const shortStage = (t: T, stage: string): string => t(keyOr('wl.stage', stage, 'wl.stage.other'), { stage });

function Overdue(p: { item: WorklistItem; today: string; t: T }) {
  const { item, t } = p;
  if (item.daysOverdue)
    return <strong>{item.daysOverdue === 1 ? t('wl.oneDay') : t('wl.days', { n: item.daysOverdue })}</strong>;
  if (!item.closedOn && urgency(item.nextDue, p.today) === 'soon') return <>{t('wl.dueSoon')}</>;
  return <>{t('wl.notOverdue')}</>;
}

/** The rows: one line each at desktop width (case, stage, next due date, days overdue, the watcher's proposal). */
export function WorklistTable(p: {
  items: readonly WorklistItem[];
  proposals: Map<string, DeadlineActionView[]>;
  today: string;
  t: T;
  lang: Lang;
  caption: string;
}) {
  const { t, lang, today } = p;
  const withProposals = p.proposals.size > 0;
  return (
    <div class="table-wrap" tabindex={0} role="region" aria-label={p.caption}>
      <table class="worklist compact stack">
        <caption>{p.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('wl.col.case')}</th>
            <th scope="col">{t('wl.col.stage')}</th>
            <th scope="col">{t('wl.col.next')}</th>
            <th scope="col" class="num">
              {t('wl.col.overdue')}
            </th>
            {withProposals ? <th scope="col">{t('dl.worklist.col')}</th> : null}
          </tr>
        </thead>
        <tbody>
          {p.items.map((s) => {
            const u = s.closedOn ? 'none' : urgency(s.nextDue, today);
            return (
              <tr class={u === 'overdue' ? 'overdue' : u === 'soon' ? 'soon' : undefined}>
                <th scope="row">
                  <a href={`/office/cases/${s.streamId}`}>{s.number}</a>
                </th>
                <td data-label={t('wl.col.stage')}>{shortStage(t, s.stage)}</td>
                <td data-label={t('wl.col.next')}>
                  {s.closedOn ? (
                    t('wl.closed')
                  ) : s.nextDue ? (
                    <>
                      {clockWords(t, s.nextClock)} {shortDate(s.nextDue)}
                    </>
                  ) : (
                    t('wl.noDue')
                  )}
                </td>
                <td data-label={t('wl.col.overdue')} class="num">
                  <Overdue item={s} today={today} t={t} />
                </td>
                {withProposals ? (
                  <td data-label={t('dl.worklist.col')}>
                    <ProposalCell items={p.proposals.get(s.streamId)} t={t} lang={lang} />
                  </td>
                ) : null}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function SearchForm(p: { path: string; q: string; error?: string | undefined; t: T }) {
  return (
    <form method="get" action={p.path} class="filters" role="search" novalidate>
      <Field
        name="q"
        label={p.t('wl.search.label')}
        hint={p.t('wl.search.hint')}
        value={p.q}
        error={p.error}
        maxlength={SEARCH_MAX}
        autocomplete="off"
      />
      <Submit secondary>{p.t('wl.search.submit')}</Submit>
    </form>
  );
}

const okCursor = (c: string | undefined): string | undefined =>
  c && /^[A-Za-z0-9_=-]{1,200}$/.test(c) ? c : undefined;

async function worklistPage(services: Services, c: WebCtx, kind: StreamKind | undefined) {
  const t = c.get('t');
  const lang = c.get('lang');
  const actor = requireOfficer(c);
  const today = services.clock.today();
  const path = kind === 'appeal' ? '/office/appeals' : '/office/worklist';
  const title = kind === 'appeal' ? t('off.appeals.title') : t('off.worklist.title');
  const stages: readonly string[] = kind === 'appeal' ? APPEAL_STAGES : STAGES;
  const stageQ = c.req.query('stage') ?? '';
  const stage = stages.includes(stageQ) ? stageQ : undefined;
  const q = (c.req.query('q') ?? '').trim();
  const cursor = okCursor(c.req.query('cursor'));
  const errors: FormErrors = {};
  let search = false;
  try {
    search = parseSearch(q) !== undefined;
  } catch (e) {
    if (!(e instanceof AppError) || e.field !== 'q') throw e;
    errors['q'] = t('wl.search.tooLong', { max: SEARCH_MAX });
  }
  const list = errors['q']
    ? { items: [] as WorklistItem[] }
    : await worklist(services.cases, actor, cursor, PAGE_SIZE, {
        ...(stage && !search ? { stage } : {}),
        ...(kind ? { kind } : {}),
        ...(search ? { q } : {}),
      });
  const proposals = await proposalsByCase(
    services,
    actor,
    list.items.map((s) => s.streamId),
  );
  const escPage = Math.max(1, Math.min(10000, Number.parseInt(c.req.query('esc') ?? '1', 10) || 1));
  const escalated =
    kind === 'appeal' && scopeOf(actor).authorityDistricts.length > 0
      ? await escalationPage(services.deadlines, actor, { page: escPage, size: ESCALATIONS_PER_PAGE })
      : undefined;
  const counts = {
    overdue: list.items.filter((s) => (s.daysOverdue ?? 0) > 0).length,
    soon: list.items.filter((s) => !s.closedOn && urgency(s.nextDue, today) === 'soon').length,
  };
  const more = list.nextCursor
    ? `${path}?${new URLSearchParams({ ...(search ? { q } : {}), ...(stage && !search ? { stage } : {}), cursor: list.nextCursor }).toString()}`
    : undefined;
  return page(
    c,
    search ? t('wl.search.title', { q }) : title,
    <>
      <ErrorSummary errors={errors} t={t} />
      <h1>{search ? t('wl.search.title', { q }) : title}</h1>
      <p>{search ? t('wl.search.lead') : t('off.worklist.lead', { date: both(today, lang) })}</p>
      <div class="worklist-tools">
        <SearchForm path={path} q={q} error={errors['q']} t={t} />
        {search ? (
          <p>
            <a href={path}>{t('wl.search.back')}</a>
          </p>
        ) : (
          <form method="get" action={path} class="filters">
            <Select
              name="stage"
              label={t('off.worklist.stage')}
              value={stage ?? ''}
              options={[
                { value: '', label: t('off.worklist.allStages') },
                ...stages.map((s) => ({ value: s, label: shortStage(t, s) })),
              ]}
            />
            <Submit secondary>{t('off.worklist.filter')}</Submit>
          </form>
        )}
      </div>
      {search ? null : <p role="status">{t('off.worklist.counts', { overdue: counts.overdue, soon: counts.soon })}</p>}
      {list.items.length === 0 ? (
        <p role={search ? 'status' : undefined}>{search ? t('wl.search.none') : t('off.worklist.empty')}</p>
      ) : (
        <WorklistTable
          items={list.items}
          proposals={proposals}
          today={today}
          t={t}
          lang={lang}
          caption={search ? t('wl.captionSearch') : t('wl.caption')}
        />
      )}
      {more ? (
        <p>
          <a href={more}>{t('off.worklist.more')}</a>
        </p>
      ) : null}
      {escalated ? (
        <EscalationsSection
          items={escalated.items}
          t={t}
          lang={lang}
          paging={{ page: escalated.page, hasMore: escalated.hasMore, hrefOf: (n) => `${path}?esc=${n}#escalations` }}
        />
      ) : null}
    </>,
    errors['q'] ? 400 : 200,
  );
}

export function worklistPages(rt: Router, services: Services): void {
  rt.get('/home', (c) => seeOther(c, c.get('actor') ? homeOf(c.get('actor')) : '/'));
  rt.get('/office/worklist', (c) => worklistPage(services, c, undefined));
  rt.get('/office/appeals', (c) => worklistPage(services, c, 'appeal'));
}
