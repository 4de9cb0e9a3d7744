// The deadline watcher's proposals and escalations on the officers' pages (issue 6): a proposal per case on the
// worklist ("Proposal: proceed ex parte? Rule 4(7)", linking to the form that takes it), the "Proposed by the deadline
// watcher" panel on the case page, and the District Magistrate's escalations of their district on the appeals worklist.
// Read through the use cases of src/app/derived/notifications/actions.ts; open/closed comes from the case's running clocks.

import type { Actor } from '../../app/actor.ts';
import type { DeadlineActionView } from '../../app/derived/notifications/actions.ts';
import { openProposals, scopeOf } from '../../app/derived/notifications/actions.ts';
import type { Services } from '../../app/services.ts';
import type { ProvisionId } from '../../rules/provisions.ts';
import { longDate, shortDate } from '../format.ts';
import type { Lang, T } from '../i18n/index.ts';
import { keyOr } from '../i18n/index.ts';
import { both, provisions } from './office.tsx';
import { clockWords } from './public.tsx';

/** The officer's form that takes each proposed step (office.tsx / appellate.tsx ActionSpecs); none: the case page. */
const FORM_OF: Readonly<Record<string, string>> = {
  'proceed-ex-parte': 'proceed-ex-parte',
  'extend-disposal': 'extend-proceedings',
  'refuse-registration': 'refuse-registration',
  'refer-for-recovery': 'refer-for-recovery',
};

export function proposalHref(a: DeadlineActionView): string {
  const form = FORM_OF[a.action];
  return form ? `/office/cases/${a.streamId}/act/${form}` : `/office/cases/${a.streamId}#proposals`;
}

/**
 * The clocks whose length is the portal's configured default (the text of s.27B and s.27C is not among the law we
 * hold; docs/assumptions.md ): a proposal resting on one says so, never "set by the Rules".
 */
const PROVISIONAL_CLOCKS: Readonly<Record<string, ProvisionId>> = {
  appeal: 'in.cta1871.s27b',
  recovery: 'in.cta1871.s27c',
};
export const provisionalSections = (clock: string): ProvisionId[] =>
  PROVISIONAL_CLOCKS[clock] ? [PROVISIONAL_CLOCKS[clock]!] : [];

export function proposalText(a: DeadlineActionView, t: T, lang: Lang): string {
  return t('dl.proposal', {
    what: t(keyOr('dl.what', a.action, 'dl.what.other'), { action: a.action }),
    rule: provisions(a.basis, lang),
  });
}

/** The open proposals for the cases on a worklist page, by case; empty when the actor answers for none. */
export async function proposalsByCase(
  services: Services,
  actor: Actor,
  streamIds: readonly string[],
): Promise<Map<string, DeadlineActionView[]>> {
  const out = new Map<string, DeadlineActionView[]>();
  const s = scopeOf(actor);
  if (streamIds.length === 0 || (s.officerOffices.length === 0 && s.authorityDistricts.length === 0)) return out;
  for (const a of await openProposals(services.deadlines, actor, { streamIds }))
    out.set(a.streamId, [...(out.get(a.streamId) ?? []), a]);
  return out;
}

/** The worklist cell: each open proposal of the case as a link to its form. */
export function ProposalCell(p: { items: readonly DeadlineActionView[] | undefined; t: T; lang: Lang }) {
  if (!p.items || p.items.length === 0) return <>{p.t('dl.worklist.none')}</>;
  return (
    <>
      {p.items.map((a) => (
        <>
          <a class="badge proposal" href={proposalHref(a)}>
            {proposalText(a, p.t, p.lang)}
          </a>{' '}
        </>
      ))}
    </>
  );
}

/** The case page's panel; nothing when no proposal is open. */
export function ProposalsPanel(p: { items: readonly DeadlineActionView[]; t: T; lang: Lang; mayAct: boolean }) {
  const { t, lang } = p;
  if (p.items.length === 0) return null;
  return (
    <section class="panel proposals" id="proposals" aria-labelledby="proposals-h">
      <h2 id="proposals-h">{t('dl.panel.title')}</h2>
      {p.items.some((a) => a.due < a.raisedOn) ? <p>{t('dl.panel.lead')}</p> : null}
      {p.items.some((a) => a.due >= a.raisedOn) ? <p>{t('dl.panel.leadNear')}</p> : null}
      <ul>
        {p.items.map((a) => (
          <li>
            <strong>{proposalText(a, t, lang)}</strong>
            <br />
            <span class="hint">
              {t(a.due < a.raisedOn ? 'dl.panel.why' : 'dl.panel.whyNear', {
                clock: clockWords(t, a.clock),
                due: both(a.due, lang),
                raised: longDate(a.raisedOn, lang),
              })}
            </span>
            {provisionalSections(a.clock).length > 0 ? (
              <>
                <br />
                <span class="hint">
                  {t('dl.panel.provisional', { section: provisions(provisionalSections(a.clock), lang) })}
                </span>
              </>
            ) : null}
            {p.mayAct && FORM_OF[a.action] ? (
              <>
                <br />
                <a class="button" href={proposalHref(a)}>
                  {t('dl.take')}
                </a>
              </>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The case page's open proposals for the actor (empty for anyone without the scope). */
export async function caseProposals(
  services: Services,
  actor: Actor | undefined,
  streamId: string,
): Promise<DeadlineActionView[]> {
  if (!actor) return [];
  const s = scopeOf(actor);
  if (s.officerOffices.length === 0 && s.authorityDistricts.length === 0) return [];
  return openProposals(services.deadlines, actor, { streamIds: [streamId] });
}

/** The escalations' table; with `paging`, the links to the previous and next pages (newest raised first, then the
 * earliest last day, then the case number as numbers: src/db/deadline-actions.repo.ts). */
export function EscalationsSection(p: {
  items: readonly DeadlineActionView[] | undefined;
  t: T;
  lang: Lang;
  paging?: { page: number; hasMore: boolean; hrefOf: (page: number) => string };
}) {
  const { t, lang, items, paging } = p;
  if (!items) return null;
  return (
    <section id="escalations" aria-labelledby="escalations-h">
      <h2 id="escalations-h">{t('dl.esc.title')}</h2>
      <p>{t('dl.esc.lead')}</p>
      {items.length === 0 ? (
        <p>{t('dl.esc.empty')}</p>
      ) : (
        <div class="table-wrap" tabindex={0} role="region" aria-label={t('dl.esc.caption')}>
          <table class="worklist stack escalations">
            <caption>{t('dl.esc.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('dl.esc.case')}</th>
                <th scope="col">{t('dl.esc.what')}</th>
                <th scope="col">{t('dl.esc.rule')}</th>
                <th scope="col">{t('dl.esc.due')}</th>
                <th scope="col">{t('dl.esc.raised')}</th>
                <th scope="col">{t('dl.esc.status')}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((a) => (
                <tr class={a.open ? 'overdue' : undefined}>
                  <th scope="row">
                    <a href={`/office/cases/${a.streamId}`}>{a.caseNumber}</a>
                  </th>
                  <td data-label={t('dl.esc.what')}>
                    {t(keyOr('dl.esc', a.action, 'dl.esc.other'), { action: a.action })}
                  </td>
                  <td data-label={t('dl.esc.rule')}>{provisions(a.basis, lang)}</td>
                  <td data-label={t('dl.esc.due')}>{shortDate(a.due)}</td>
                  <td data-label={t('dl.esc.raised')}>{shortDate(a.raisedOn)}</td>
                  <td data-label={t('dl.esc.status')}>
                    {a.open ? <strong>{t('dl.esc.open')}</strong> : t('dl.esc.closed')}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {paging && (paging.page > 1 || paging.hasMore) ? (
        <nav class="pager" aria-label={t('dl.esc.caption')}>
          {paging.page > 1 ? <a href={paging.hrefOf(paging.page - 1)}>{t('wl.esc.prev')}</a> : null}
          <span>{t('wl.esc.pageOf', { page: paging.page })}</span>
          {paging.hasMore ? <a href={paging.hrefOf(paging.page + 1)}>{t('wl.esc.next')}</a> : null}
        </nav>
      ) : null}
    </section>
  );
}
