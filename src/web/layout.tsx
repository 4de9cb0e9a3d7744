// The page shell: skip link, header with the language switch, the main menu (what the visitor may do), the main
// region and the footer. Scripts: one same-origin file, deferred (CSP script-src 'self'; no inline script).

import type { Child } from 'hono/jsx';
import { raw } from 'hono/html';
import type { Actor } from '../app/actor.ts';
import { assets } from './assets.ts';
import type { Lang, T } from './i18n/index.ts';

export interface PageProps {
  readonly lang: Lang;
  readonly t: T;
  readonly title: string;
  readonly actor: Actor | undefined;
  readonly csrf: string;
  /** The path of this page, for the language switch to come back to. */
  readonly path: string;
  /** The signed-in account's unread inbox messages (undefined: not counted for this response). */
  readonly unread?: number | undefined;
  readonly children?: Child;
}

export function Layout(p: PageProps) {
  const a = assets();
  const other: Lang = p.lang === 'en' ? 'hi' : 'en';
  const citizen = p.actor !== undefined;
  return (
    <>
      {raw('<!DOCTYPE html>')}
      <html lang={p.lang}>
        <head>
          <meta charset="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <title>{`${p.title} – ${p.t('app.name')}`}</title>
          <link rel="stylesheet" href={a.css.path} />
          <script src={a.js.path} defer></script>
        </head>
        <body>
          <a class="skip" href="#main">{p.t('nav.skip')}</a>
          <header class="top">
            <div class="bar">
              <a class="brand" href="/">{p.t('app.name')}</a>
              <a class="lang" href={`/lang?to=${other}&back=${encodeURIComponent(p.path)}`} lang={other} hreflang={other} aria-label={p.t('lang.switchLabel')}>{p.t('lang.switch')}</a>
            </div>
          </header>
          <nav class="main" aria-label={p.t('nav.menu')}>
            <ul>
              {citizen ? <li><a href="/my/cases">{p.t('nav.myCases')}</a></li> : null}
              {citizen ? <li><a href="/my/inbox" class="inbox-link">{p.unread ? p.t('nav.inboxUnread', { n: p.unread }) : p.t('nav.inbox')}</a></li> : null}
              {p.actor?.grants.some((g) => g.role === 'adjudicating-officer' || g.role === 'appellate-authority') ? <li><a href="/office/worklist">{p.t('nav.worklist')}</a></li> : null}
              {p.actor?.grants.some((g) => g.role === 'appellate-authority') ? <li><a href="/office/appeals">{p.t('nav.appeals')}</a></li> : null}
              {p.actor?.grants.some((g) => g.role === 'administrator') ? <li><a href="/admin">{p.t('nav.admin')}</a></li> : null}
              {p.actor?.grants.some((g) => g.role === 'fund-accountant' || g.role === 'awbi-recovery-officer') ? <li><a href="/fund">{p.t('nav.fund')}</a></li> : null}
              {p.actor?.grants.some((g) => g.role === 'awbi-recovery-officer' || (g.role === 'fund-accountant' && g.stateCode === undefined)) ? <li><a href="/recovery">{p.t('nav.recovery')}</a></li> : null}
              <li><a href="/file">{p.t('nav.file')}</a></li>
              <li><a href="/status">{p.t('nav.status')}</a></li>
              <li><a href="/calculator">{p.t('nav.calculator')}</a></li>
              <li><a href="/guide">{p.t('nav.guide')}</a></li>
              <li><a href="/statistics">{p.t('nav.statistics')}</a></li>
              {p.actor?.grants.some((g) => ['adjudicating-officer', 'appellate-authority', 'administrator', 'fund-accountant'].includes(g.role)) ? <li><a href="/dashboard">{p.t('nav.dashboard')}</a></li> : null}
              {citizen ? <li><a href="/account">{p.t('nav.account')}</a></li> : null}
              {citizen ? (
                <li>
                  <form method="post" action="/sign-out">
                    <input type="hidden" name="_csrf" value={p.csrf} />
                    <button type="submit">{p.t('nav.signOut')}</button>
                  </form>
                </li>
              ) : (
                <>
                  <li><a href="/sign-in">{p.t('nav.signIn')}</a></li>
                  <li><a href="/register">{p.t('nav.register')}</a></li>
                </>
              )}
            </ul>
          </nav>
          <main id="main" tabindex={-1}>
            {p.children}
          </main>
          <footer>
            <p>{p.t('footer.text')} <a href="/privacy">{p.t('footer.privacy')}</a></p>
          </footer>
        </body>
      </html>
    </>
  );
}
