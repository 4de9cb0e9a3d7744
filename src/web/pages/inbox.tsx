// /my/inbox: the signed-in person's in-app inbox (issue 6), newest first with cursor pages. Each message shows its
// subject, when it came, the case it is about (a link), its text and whether it was read; "Mark as read" and "Mark all
// as read" are plain POST forms with the session's CSRF token, so the page works with JavaScript off. Only the
// person's own messages (app/derived/notifications/inbox.ts, policies/inbox.ts).

import type { Actor } from '../../app/actor.ts';
import { AppError } from '../../app/errors.ts';
import { inbox, markRead, unreadCount } from '../../app/derived/notifications/inbox.ts';
import type { Services } from '../../app/services.ts';
import { Csrf, Submit } from '../components.tsx';
import { csrfOf, formOf } from '../context.ts';
import type { Router, WebCtx } from '../context.ts';
import { instantIst } from '../format.ts';
import { page, seeOther } from '../render.tsx';

const CURSOR = /^[A-Za-z0-9_-]{1,400}$/;

function requireActor(c: WebCtx): Actor {
  const a = c.get('actor');
  if (!a) throw new AppError('AUTH.UNAUTHENTICATED', 'Sign in to see your inbox.');
  return a;
}

/** Officers open a case on the office pages; parties on their own case page (the link in the email). */
const caseHref = (actor: Actor, caseId: string): string =>
  actor.grants.some((g) => g.role === 'adjudicating-officer' || g.role === 'appellate-authority')
    ? `/office/cases/${caseId}`
    : `/my/cases/${caseId}`;

export function inboxPages(rt: Router, services: Services): void {
  rt.get('/my/inbox', async (c) => {
    const t = c.get('t');
    const lang = c.get('lang');
    const actor = requireActor(c);
    const q = c.req.query('cursor');
    const cursor = q && CURSOR.test(q) ? q : undefined;
    const list = await inbox(services.inbox, actor, cursor, 20);
    const unread = c.get('inboxUnread') ?? (await unreadCount(services.inbox, actor));
    return page(
      c,
      t('inbox.title'),
      <>
        <h1>{t('inbox.title')}</h1>
        <p class="lead">{t('inbox.lead')}</p>
        <p role="status">
          <strong>{t('inbox.unreadCount', { n: unread })}</strong>
        </p>
        {unread > 0 ? (
          <form method="post" action="/my/inbox/read">
            <Csrf token={csrfOf(c)} />
            <input type="hidden" name="all" value="1" />
            {cursor ? <input type="hidden" name="cursor" value={cursor} /> : null}
            <Submit secondary>{t('inbox.markAll')}</Submit>
          </form>
        ) : null}
        {list.items.length === 0 ? (
          <p>{t('inbox.empty')}</p>
        ) : (
          <ul class="cards inbox">
            {list.items.map((m) => (
              <li class={m.readAt ? 'read' : 'unread'} lang={m.lang === lang ? undefined : m.lang}>
                <h2>
                  {m.readAt ? null : <span class="badge soon">{t('inbox.unread')}</span>} {m.subject}
                </h2>
                <p>
                  {m.readAt ? <>{t('inbox.read')} · </> : null}
                  {t('inbox.received')}:{' '}
                  <time datetime={m.createdAt.toISOString()}>{instantIst(m.createdAt, lang)}</time>
                  {m.caseId && m.caseNumber ? (
                    <>
                      {' '}
                      · {t('inbox.case')}: <a href={caseHref(actor, m.caseId)}>{m.caseNumber}</a>
                    </>
                  ) : null}
                </p>
                {m.body.split(/\n{2,}/).map((para) => (
                  <p>
                    {para.split('\n').map((line, i) =>
                      i === 0 ? (
                        line
                      ) : (
                        <>
                          <br />
                          {line}
                        </>
                      ),
                    )}
                  </p>
                ))}
                {m.documentIds.length > 0 ? (
                  <ul class="docs">
                    {m.documentIds.map((d, i) => (
                      <li>
                        <a href={`/my/documents/${d}`}>{t(i === 0 ? 'inbox.document' : 'inbox.enclosure')}</a>
                      </li>
                    ))}
                  </ul>
                ) : null}
                {m.readAt ? null : (
                  <form method="post" action="/my/inbox/read">
                    <Csrf token={csrfOf(c)} />
                    <input type="hidden" name="id" value={m.id} />
                    {cursor ? <input type="hidden" name="cursor" value={cursor} /> : null}
                    <button type="submit" class="secondary" aria-label={t('inbox.markReadOf', { subject: m.subject })}>
                      {t('inbox.markRead')}
                    </button>
                  </form>
                )}
              </li>
            ))}
          </ul>
        )}
        <p>
          {cursor ? (
            <>
              <a href="/my/inbox">{t('inbox.newest')}</a>{' '}
            </>
          ) : null}
          {list.nextCursor ? (
            <a href={`/my/inbox?cursor=${encodeURIComponent(list.nextCursor)}`}>{t('inbox.older')}</a>
          ) : null}
        </p>
      </>,
    );
  });

  rt.post('/my/inbox/read', async (c) => {
    const actor = requireActor(c);
    const f = await formOf(c);
    if (f['all'] === '1') await markRead(services.inbox, actor, 'all');
    else await markRead(services.inbox, actor, { id: f['id'] ?? '' });
    const cursor = f['cursor'] && CURSOR.test(f['cursor']) ? f['cursor'] : undefined;
    return seeOther(c, cursor ? `/my/inbox?cursor=${encodeURIComponent(cursor)}` : '/my/inbox');
  });
}
