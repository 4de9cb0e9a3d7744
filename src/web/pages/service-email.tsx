// Service of notices by email on the officer's case page (issue 6; Rule 4(5)(ii), Rule 7(9)(ii)): each notice the portal
// emailed to its addressee, with its proof (emailed on …, Message-ID …) and its delivery evidence (opened by the
// addressee on …), and two plain forms: "Confirm served on <the day of the evidence>" and "Record as not served".
// Nothing confirms itself; the officer's confirmation records the outcome 'served' dated the day of the evidence,
// from which the reply period runs (Rule 4(1), GCA s.9). Also the per-message link /n/<token> of the email.

import type { CaseRecord } from '../../app/cases/read-case.ts';
import { readCase } from '../../app/cases/read-case.ts';
import { commandOfForm, stepForm } from '../../app/steps/forms.ts';
import { runCommand } from '../../app/cases/run-command.ts';
import { AppError } from '../../app/errors.ts';
import type { EmailedNotice } from '../../app/derived/notifications/service-by-email.ts';
import {
  emailedNoticeOf,
  emailedNotices,
  openNoticeLink,
  peekNoticeLink,
} from '../../app/derived/notifications/service-by-email.ts';
import type { Services } from '../../app/services.ts';
import { indiaTime } from '../../lib/instant.ts';
import { Csrf, Submit } from '../components.tsx';
import { csrfOf, formOf } from '../context.ts';
import type { Router, WebCtx } from '../context.ts';
import type { Lang, T } from '../i18n/index.ts';
import { keyOr } from '../i18n/index.ts';
import { page, seeOther } from '../render.tsx';
import { both, mayAct, provisions, refusalText, requireOfficer, UUID } from './office.tsx';

/** The emailed notices of the case for the officer who may record their service; none for anyone else. */
export async function emailedFor(services: Services, c: WebCtx, r: CaseRecord): Promise<EmailedNotice[]> {
  const actor = c.get('actor');
  if (!actor || !mayAct(c, r) || r.stream.kind === 'assam') return [];
  return emailedNotices(services.serviceByEmail, actor, r.stream.id);
}

/** Whether the attempt is recorded and still pending on the order sheet (either machine), from the typed facts. */
function pending(r: CaseRecord, attemptId: string): boolean {
  return r.facts.attempts.some((a) => a.attemptId === attemptId && a.outcome === 'pending');
}

function Item(p: { n: EmailedNotice; r: CaseRecord; c: WebCtx; t: T; lang: Lang }) {
  const { n, r, c, t, lang } = p;
  const open = n.attemptId !== null && pending(r, n.attemptId);
  const note =
    n.note === 'already-served'
      ? t('se.note.already-served')
      : n.note?.startsWith('refused:')
        ? t('se.note.refused', { code: t(keyOr('refusal', n.note.slice('refused:'.length), 'se.note.refusedOther')) })
        : undefined;
  return (
    <li class="emailed-notice">
      <p>
        <strong>{t(keyOr('se.notice', n.template, 'se.notice.other'))}</strong>
        {n.attemptId ? (
          <>
            {' '}
            <span class="hint">({t('se.attempt', { id: n.attemptId })})</span>
          </>
        ) : null}
      </p>
      <p>
        {t('se.to')}: {n.to}
      </p>
      <p>
        {n.sentAt && n.sentOn
          ? t('se.emailed', { date: both(n.sentOn, lang), time: indiaTime(n.sentAt) })
          : t('se.notSent')}
      </p>
      {n.sentAt && n.messageId ? (
        <details class="tech">
          <summary>{t('tech.messageId')}</summary>
          <p class="token">{n.messageId}</p>
        </details>
      ) : null}
      <p>
        {n.openedAt && n.openedOn
          ? t(n.openedVia === 'portal' ? 'se.opened.portal' : 'se.opened.link', {
              date: both(n.openedOn, lang),
              time: indiaTime(n.openedAt),
            })
          : t('se.notOpened')}
      </p>
      {note ? <p>{note}</p> : null}
      {n.attemptId && !open ? <p class="hint">{t('se.resolved')}</p> : null}
      {n.attemptId && open ? (
        <form method="post" action={`/office/cases/${r.stream.id}/email-service`}>
          <Csrf token={csrfOf(c)} />
          <input type="hidden" name="version" value={String(r.stream.version)} />
          <input type="hidden" name="attemptId" value={n.attemptId} />
          {n.openedOn ? (
            <Submit name="decision" value="served">
              {t('se.confirm', { date: both(n.openedOn, lang) })}
            </Submit>
          ) : (
            <p class="hint">{t('se.needsEvidence')}</p>
          )}{' '}
          <Submit secondary name="decision" value="failed">
            {t('se.failed')}
          </Submit>
        </form>
      ) : null}
    </li>
  );
}

export function EmailServicePanel(p: { c: WebCtx; r: CaseRecord; items: readonly EmailedNotice[] }) {
  if (p.items.length === 0) return null;
  const t = p.c.get('t');
  const lang = p.c.get('lang');
  return (
    <section aria-labelledby="service-email">
      <h2 id="service-email">{t('se.title')}</h2>
      <p>
        {t('se.lead', {
          rule: provisions([p.r.stream.kind === 'appeal' ? 'in.ctr2026.r7.9.ii' : 'in.ctr2026.r4.5.ii'], lang),
        })}
      </p>
      <ul>
        {p.items.map((n) => (
          <Item n={n} r={p.r} c={p.c} t={t} lang={lang} />
        ))}
      </ul>
    </section>
  );
}

export function serviceEmailPages(rt: Router, services: Services): void {
  // The notice's per-message link (issue 16, point 3). A GET shows the notice's page and a button and records
  // nothing: mail scanners and link previews fetch links before the person reads the mail. Only the addressee's
  // press of the button (a POST from this page) records the opening, the delivery evidence the officer sees.
  const tokenOf = (c: WebCtx) => (c.req.param('token') ?? '').toLowerCase();
  rt.get('/n/:token', async (c) => {
    const t = c.get('t');
    const token = tokenOf(c);
    const n = await peekNoticeLink(services.serviceByEmail, token);
    if (!n) throw new AppError('NOT_FOUND', t('se.noLink'));
    c.header('Cache-Control', 'no-store');
    c.header('Referrer-Policy', 'no-referrer');
    return page(
      c,
      t('se.link.title'),
      <>
        <h1>{t('se.link.title')}</h1>
        <p>
          <strong>{t(keyOr('se.notice', n.template ?? '', 'se.notice.other'))}</strong>
        </p>
        <p>{t('se.link.lead')}</p>
        <form method="post" action={`/n/${token}`}>
          <Csrf token={csrfOf(c)} />
          <Submit>{t('se.link.open')}</Submit>
        </form>
      </>,
    );
  });
  rt.post('/n/:token', async (c) => {
    const opened = await openNoticeLink(services.serviceByEmail, tokenOf(c));
    if (!opened) throw new AppError('NOT_FOUND', c.get('t')('se.noLink'));
    return seeOther(c, opened.streamId ? `/my/cases/${opened.streamId}` : '/my/cases');
  });

  // The officer confirms service on the day of the delivery evidence, or records the attempt as not served.
  rt.post('/office/cases/:id/email-service', async (c) => {
    const actor = requireOfficer(c);
    const t = c.get('t');
    const id = c.req.param('id') ?? '';
    if (!UUID.test(id)) throw new AppError('CASE.UNKNOWN', 'No proceeding has that id.');
    const v = await formOf(c);
    const decision = v['decision'] === 'served' ? 'served' : v['decision'] === 'failed' ? 'failed' : undefined;
    const n = await emailedNoticeOf(services.serviceByEmail, actor, id, v['attemptId'] ?? '');
    if (!n || !n.attemptId || !decision)
      throw new AppError('NOT_FOUND', 'No attempt at service by email has that id in this case.');
    const version = Number(v['version']);
    try {
      // Served on the day the evidence shows (the first opening, in India); the domain refuses a day before the attempt
      // or after today. Not served: recorded today.
      if (decision === 'served' && !n.openedOn) throw new AppError('VALIDATION.FAILED', t('se.needsEvidence'));
      // The command is the step's: the attempt and its result as the officer's form would give them (the catalogue
      // adds the notice the attempt served); the day is the evidence's.
      const r = await readCase(services.cases, actor, { id });
      const form = stepForm(r, 'record-service-outcome');
      if (!form) throw new AppError('NOT_FOUND', 'No attempt at service by email has that id in this case.');
      await runCommand(services.cases, actor, {
        streamId: id,
        command: commandOfForm(
          r,
          form,
          { attemptId: n.attemptId, outcome: decision },
          decision === 'served' && n.openedOn ? { on: n.openedOn } : {},
        ),
        ...(Number.isInteger(version) ? { expectedVersion: version } : {}),
      });
      return seeOther(c, `/office/cases/${id}?done=record-service-outcome`);
    } catch (e) {
      if (!(e instanceof AppError) || e.code === 'AUTH.FORBIDDEN' || e.code === 'INTERNAL') throw e;
      const lang = c.get('lang');
      return page(
        c,
        t('se.refused.title'),
        <>
          <h1>{t('se.refused.title')}</h1>
          <p class="error" role="alert">
            {e.code === 'VALIDATION.FAILED' ? e.message : refusalText(e, t, lang)}
          </p>
          <p>
            <a href={`/office/cases/${id}`}>{t('se.back')}</a>
          </p>
        </>,
        e.code === 'CASE.VERSION_CONFLICT' ? 409 : 422,
      );
    }
  });
}
