// The page shell: skip link, header with the language switch, the main menu (what the visitor may do), the main
// region and the footer. Scripts: one same-origin file, deferred (CSP script-src 'self'; no inline script).

import type { Child } from 'hono/jsx';
import { raw } from 'hono/html';
import type { Actor } from '../app/actor.ts';
import { assets } from './assets.ts';
import type { Lang, T } from './i18n/index.ts';
import { LANG_NAMES, LANGS } from './i18n/index.ts';

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
  // Assamese and Bengali (issue 31): offered beside the main switch, each named in its own script; not on Hindi pages,
  // whose first load stays within its budget without the switch's Bengali glyphs (bench/web-filing-size.ts).
  const more = p.lang === 'hi' ? [] : LANGS.filter((l) => l !== p.lang && l !== other);
  const citizen = p.actor !== undefined;
  const has = (...roles: string[]) => p.actor?.grants.some((g) => roles.includes(g.role)) ?? false;
  const officer = has('adjudicating-officer', 'appellate-authority');
  // What the visitor may do: the two most used links always shown (one row at 360 px), the rest behind
  // "Menu", a <details> disclosure that needs no JavaScript (on a wide screen it is shown open, portal.css).
  const links: [string, string, boolean][] = [
    ['/office/worklist', p.t('nav.worklist'), officer],
    ['/my/cases', p.t('nav.myCases'), citizen && !officer],
    ['/my/inbox', p.unread ? p.t('nav.inboxUnread', { n: p.unread }) : p.t('nav.inbox'), citizen],
    ['/file', p.t('nav.file'), !officer],
    ['/status', p.t('nav.status'), !citizen],
    ['/sign-in', p.t('nav.signIn'), !citizen],
    ['/my/cases', p.t('nav.myCases'), citizen && officer],
    ['/office/appeals', p.t('nav.appeals'), has('appellate-authority')],
    ['/admin', p.t('nav.admin'), has('administrator')],
    ['/office/assist', p.t('assist.nav'), has('help-desk')],
    ['/fund', p.t('nav.fund'), has('fund-accountant', 'awbi-recovery-officer')],
    [
      '/recovery',
      p.t('nav.recovery'),
      p.actor?.grants.some(
        (g) => g.role === 'awbi-recovery-officer' || (g.role === 'fund-accountant' && g.stateCode === undefined),
      ) ?? false,
    ],
    [
      '/dashboard',
      p.t('nav.dashboard'),
      has('adjudicating-officer', 'appellate-authority', 'administrator', 'fund-accountant'),
    ],
    ['/file', p.t('nav.file'), officer],
    ['/status', p.t('nav.status'), citizen],
    ['/calculator', p.t('nav.calculator'), true],
    ['/guide', p.t('nav.guide'), true],
    ['/statistics', p.t('nav.statistics'), true],
    ['/account', p.t('nav.account'), citizen],
    ['/register', p.t('nav.register'), !citizen],
  ];
  const shown = links.filter((l) => l[2]).map(([h, l]) => [h, l] as const);
  const primary = shown.slice(0, 2);
  const rest = shown.slice(2);
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
          <a class="skip" href="#main">
            {p.t('nav.skip')}
          </a>
          <header class="top">
            <div class="bar">
              <a class="brand" href="/">
                {p.t('app.name')}
              </a>
              <a
                class="lang"
                href={`/lang?to=${other}&back=${encodeURIComponent(p.path)}`}
                lang={other}
                hreflang={other}
                aria-label={p.t('lang.switchLabel')}
              >
                {p.t('lang.switch')}
              </a>
              {more.map((l) => (
                <a
                  class="lang lang-more"
                  href={`/lang?to=${l}&back=${encodeURIComponent(p.path)}`}
                  lang={l}
                  hreflang={l}
                >
                  {LANG_NAMES[l]}
                </a>
              ))}
            </div>
          </header>
          <nav class="main" aria-label={p.t('nav.menu')}>
            <div class="navbar">
              <ul class="primary">
                {primary.map(([href, label]) => (
                  <li>
                    <a href={href} class={href === '/my/inbox' ? 'inbox-link' : undefined}>
                      {label}
                    </a>
                  </li>
                ))}
              </ul>
              <details class="more">
                <summary>{p.t('nav.more')}</summary>
                <ul>
                  {rest.map(([href, label]) => (
                    <li>
                      <a href={href} class={href === '/my/inbox' ? 'inbox-link' : undefined}>
                        {label}
                      </a>
                    </li>
                  ))}
                  {citizen ? (
                    <li>
                      <form method="post" action="/sign-out">
                        <input type="hidden" name="_csrf" value={p.csrf} />
                        <button type="submit">{p.t('nav.signOut')}</button>
                      </form>
                    </li>
                  ) : null}
                </ul>
              </details>
            </div>
          </nav>
          <main id="main" tabindex={-1}>
            {p.children}
          </main>
          <footer>
            <p>
              {p.t('footer.text')} <a href="/privacy">{p.t('footer.privacy')}</a>
            </p>
          </footer>
        </body>
      </html>
    </>
  );
}
