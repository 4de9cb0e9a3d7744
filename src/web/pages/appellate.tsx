// The appellate authority's pages (Rule 7): the appeal's scrutiny page — Form-III item by item with the provision
// each answers to, the defects found at filing and those intimated (Rule 7(6)) with their status, the clocks, the
// record of the case below alongside — and the forms for calling for records (7(5)), intimating defects (7(6)),
// admitting (7(7)) or refusing registration after the rectification period (7(6)), the respondent's notice (7(8)),
// its service (7(9)), the hearing (7(10)) and the order confirming, varying or setting aside (7(11)).
// The appeals worklist is the officers' worklist filtered to appeals (officer.tsx).

import type { CaseRecord } from '../../app/cases/read-case.ts';
import { FORM3_CHECKLIST as FORM3_FIELDS } from '../../app/cases/form3-checklist.ts';
import type { WebCtx } from '../context.ts';
import type { Lang, T } from '../i18n/index.ts';
import { both, ClocksTable, mayAct, money, provisions, Timeline } from './office.tsx';
import type { DeadlineActionView } from '../../app/derived/notifications/actions.ts';
import { ProposalsPanel } from './deadlines.tsx';
import type { EmailedNotice } from '../../app/derived/notifications/service-by-email.ts';
import { EmailServicePanel } from './service-email.tsx';
import { CaseHead, HearingFixed } from './case-sections.tsx';
import { NextSteps } from './next-steps.tsx';
import { defectsOf, valueAt } from './form3-values.ts';

/**
 * The portal's own count of the s.27B period, for the appellate authority: a note beside the appellant's answer to
 * item 9, never their answer (I-W2). The period is the portal's configured default until the State notifies a period under s.27B.
 */
export function Item9NoteView(p: { r: CaseRecord; t: T; lang: Lang }) {
  const { t, lang } = p;
  const i9 = p.r.facts.appeal?.item9;
  if (!i9) return null;
  const params = {
    order: both(i9.orderOn, lang),
    days: i9.periodDays,
    due: both(i9.due, lang),
    received: both(i9.receivedOn, lang),
  };
  return (
    <aside class="note" id="item9-note" aria-labelledby="item9-note-h">
      <h3 id="item9-note-h">{t('off.appeal.item9NoteTitle')}</h3>
      <p>{t(i9.answer === 'YES' ? 'off.appeal.item9NoteWithin' : 'off.appeal.item9NoteAfter', params)}</p>
      {i9.paramStatus === 'configured' ? (
        <p class="hint">{t('off.appeal.item9NoteProvisional', { days: i9.periodDays })}</p>
      ) : null}
    </aside>
  );
}

function OrderBelow(p: { below: CaseRecord | undefined; r: CaseRecord; t: T; lang: Lang }) {
  const { t, lang } = p;
  const order = p.r.facts.appeal?.order;
  return (
    <section aria-labelledby="below">
      <h2 id="below">{t('off.appeal.below')}</h2>
      {order ? (
        <dl class="summary">
          <div>
            <dt>{t('off.appeal.caseBelow')}</dt>
            <dd>
              {p.below ? (
                <a href={`/office/cases/${p.below.stream.id}`}>{p.below.stream.number}</a>
              ) : (
                (order.caseNumber ?? '–')
              )}
            </dd>
          </div>
          <div>
            <dt>{t('off.appeal.orderOf')}</dt>
            <dd>
              {both(order.on, lang)} ({provisions([order.provision], lang)})
            </dd>
          </div>
          <div>
            <dt>{t('off.f.penalty')}</dt>
            <dd>{money(order.penaltyPaise)}</dd>
          </div>
          <div>
            <dt>{t('off.f.compensation')}</dt>
            <dd>{money(order.compensationPaise)}</dd>
          </div>
        </dl>
      ) : null}
      {p.below ? (
        <details>
          <summary>{t('off.appeal.belowSheet')}</summary>
          <Timeline r={p.below} t={t} lang={lang} />
        </details>
      ) : null}
    </section>
  );
}

export function AppealPage(p: {
  c: WebCtx;
  r: CaseRecord;
  below: CaseRecord | undefined;
  today: string;
  note?: string | undefined;
  proposals?: readonly DeadlineActionView[];
  emailed?: readonly EmailedNotice[];
}) {
  const { c, r, today } = p;
  const t = c.get('t');
  const lang = c.get('lang');
  const form = r.facts.appeal?.form;
  const defects = defectsOf(r);
  const statusOf = (field: string): string => {
    const i = defects.intimated.filter((d) => d.field === field).at(-1);
    if (i) return i.rectified ? t('off.defect.rectified') : t('off.defect.intimated');
    if (defects.found.some((d) => d.field === field)) return t('off.defect.found');
    return '';
  };
  return (
    <>
      <CaseHead
        r={r}
        t={t}
        lang={lang}
        today={today}
        note={p.note}
        back={{ href: '/office/appeals', words: t('off.toAppeals') }}
        title={t('off.appeal.title', { number: r.stream.number })}
        receivedOn={t('off.appeal.receivedOn')}
      />
      <ProposalsPanel items={p.proposals ?? []} t={t} lang={lang} mayAct={mayAct(c, r)} />
      <EmailServicePanel c={c} r={r} items={p.emailed ?? []} />
      <HearingFixed r={r} t={t} lang={lang} />
      <NextSteps c={c} r={r} mayAct={mayAct(c, r)} />
      <h2 id="defects">{t('off.appeal.defects')}</h2>
      {defects.found.length === 0 && defects.intimated.length === 0 ? (
        <p>{t('off.appeal.noDefects')}</p>
      ) : (
        <ul class="defects">
          {defects.found.map((d) => (
            <li>
              <strong>{t('off.defect.found')}</strong>: {d.description}{' '}
              <span class="hint">({provisions(d.basis, lang)})</span>
            </li>
          ))}
          {defects.intimated.map((d) => (
            <li>
              <strong>{d.rectified ? t('off.defect.rectified') : t('off.defect.intimated')}</strong>: {d.description}{' '}
              <span class="hint">({provisions(d.basis, lang)})</span>
            </li>
          ))}
        </ul>
      )}
      <h2>{t('case.dates')}</h2>
      <ClocksTable r={r} t={t} lang={lang} today={today} />
      <p>
        <a href={`/office/cases/${r.stream.id}/paper`}>{t('pp.link')}</a>
      </p>
      <h2 id="form3">{t('off.appeal.form3')}</h2>
      {form ? (
        <div class="table-wrap" tabindex={0} role="region" aria-label={t('off.appeal.form3Caption')}>
          <table class="form3 stack">
            <caption>{t('off.appeal.form3Caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('off.appeal.item')}</th>
                <th scope="col">{t('off.appeal.value')}</th>
                <th scope="col">{t('off.appeal.check')}</th>
              </tr>
            </thead>
            <tbody>
              {FORM3_FIELDS.map((f) => {
                const value = valueAt(form, f.field, r, lang, t);
                const status = statusOf(f.field);
                return (
                  <tr class={status && status !== t('off.defect.rectified') ? 'defect' : undefined}>
                    <th scope="row">
                      {f.label}
                      <br />
                      <span class="hint">{provisions([f.provision], lang)}</span>
                    </th>
                    <td data-label={t('off.appeal.value')}>{value || <em>{t('off.appeal.blank')}</em>}</td>
                    <td data-label={t('off.appeal.check')}>
                      {status ||
                        (value ? t('off.check.given') : f.required ? t('off.check.missing') : t('off.check.optional'))}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      ) : null}
      <Item9NoteView r={r} t={t} lang={lang} />
      <OrderBelow below={p.below} r={r} t={t} lang={lang} />
      <h2>{t('case.orderSheet')}</h2>
      <Timeline r={r} t={t} lang={lang} />
    </>
  );
}
