// Accounts: register (with the DPDP Act 2023 privacy notice and consent), verify the email with the mailed
// one-time code (in development the code is in the server log: compose.ts's loggingMailer), sign in and out.
// Fields are checked here first so every message is in the visitor's language; the use cases check again.

import { setCookie, deleteCookie } from 'hono/cookie';
import { AppError } from '../../app/errors.ts';
import type { Services } from '../../app/services.ts';
import { normalizeIndianMobile } from '../../app/accounts/fields.ts';
import { SESSION_COOKIE } from '../../server/middleware/actor.ts';
import { Csrf, Submit } from '../components.tsx';
import { csrfOf, formOf } from '../context.ts';
import type { FormErrors, Router, WebCtx } from '../context.ts';
import { page, seeOther } from '../render.tsx';
import { chosenMessageLang } from '../i18n/index.ts';
import { calendarFeedUrl } from '../../app/derived/notifications/calendar-feed.ts';
import {
  EMAIL,
  clientAddress,
  accountError,
  RegisterForm,
  VerifyForm,
  SignInForm,
  safeNext,
  limitedStatus,
} from './account-forms.tsx';
export { PrivacyNotice, safeNext } from './account-forms.tsx';

/** The account page's private calendar feed (issue 6): what it is, the form that creates or replaces the link, and
 * the new link, shown once (only in the response to the POST). */
function CalendarFeedSection(p: { c: WebCtx; url?: string }) {
  const t = p.c.get('t');
  return (
    <section class="calendar-feed" aria-labelledby="cal-title">
      <h2 id="cal-title">{t('cal.title')}</h2>
      <p>{t('cal.what')}</p>
      <p>{t('cal.private')}</p>
      <p>{t('cal.replace')}</p>
      {p.url ? (
        <div class="notice" role="status">
          <p>{t('cal.once')}</p>
          <div class="field">
            <label for="f-calendar-url">{t('cal.url')}</label>
            <input id="f-calendar-url" name="calendar-url" type="text" value={p.url} readonly />
          </div>
          <p>
            <a href={p.url.replace(/^https?:/, 'webcal:')}>{t('cal.open')}</a>
          </p>
        </div>
      ) : null}
      <form method="post" action="/account/calendar-feed" novalidate>
        <Csrf token={csrfOf(p.c)} />
        <Submit>{t('cal.submit')}</Submit>
      </form>
    </section>
  );
}

function AccountPage(p: { c: WebCtx; url?: string }) {
  const t = p.c.get('t');
  return (
    <>
      <h1>{t('account.title')}</h1>
      <p>{t('account.lead', { name: p.c.get('actor')?.name ?? '' })}</p>
      <CalendarFeedSection c={p.c} {...(p.url ? { url: p.url } : {})} />
    </>
  );
}

export function accountPages(rt: Router, services: Services, opts: { cookieSecure: boolean }): void {
  const accounts = services.accounts;

  rt.get('/register', (c) => page(c, c.get('t')('auth.register.title'), <RegisterForm c={c} v={{}} errors={{}} />));

  rt.post('/register', async (c) => {
    const t = c.get('t');
    const v = await formOf(c);
    const errors: FormErrors = {};
    if (!(v['name'] ?? '').trim()) errors['name'] = t('auth.err.nameRequired');
    if (!EMAIL.test((v['email'] ?? '').trim())) errors['email'] = t('auth.err.email');
    if ((v['phone'] ?? '').trim() && !normalizeIndianMobile(v['phone']!)) errors['phone'] = t('auth.err.phone');
    if ([...(v['password'] ?? '')].length < 10) errors['password'] = t('auth.err.password');
    if (v['consent'] !== 'yes') errors['consent'] = t('auth.err.consent');
    if (Object.keys(errors).length === 0) {
      try {
        const lang = chosenMessageLang(v['lang']);
        const next = `/account/verify-email?email=${encodeURIComponent(v['email']!.trim())}`;
        try {
          await accounts.registerCitizen({
            email: v['email']!.trim(),
            name: v['name']!.trim(),
            password: v['password']!,
            lang,
            clientAddress: clientAddress(c),
            ...(v['phone']?.trim() ? { phone: v['phone'].trim() } : {}),
          });
        } catch (e) {
          // A registered address gets the same answer as a new one (the owner is told by email): no enumeration.
          if (!(e instanceof AppError && e.code === 'AUTH.EMAIL_TAKEN')) throw e;
        }
        return seeOther(c, next);
      } catch (e) {
        Object.assign(errors, accountError(e, t));
      }
    }
    return page(c, t('auth.register.title'), <RegisterForm c={c} v={v} errors={errors} />, 400);
  });

  rt.get('/account/verify-email', (c) =>
    page(c, c.get('t')('auth.verify.title'), <VerifyForm c={c} email={c.req.query('email') ?? ''} errors={{}} />),
  );

  rt.post('/account/verify-email', async (c) => {
    const t = c.get('t');
    const v = await formOf(c);
    const email = (v['email'] ?? '').trim();
    const code = (v['code'] ?? '').replace(/\s/g, '');
    let errors: FormErrors = {};
    if (!/^\d{6}$/.test(code)) errors['code'] = t('auth.err.code');
    else {
      try {
        await accounts.verifyEmail({ email, code });
        return seeOther(c, `/sign-in?verified=1&email=${encodeURIComponent(email)}`);
      } catch (e) {
        errors = accountError(e, t);
        if (errors['email'] && !errors['code']) errors = { code: errors['email'] };
      }
    }
    return page(c, t('auth.verify.title'), <VerifyForm c={c} email={email} errors={errors} />, 400);
  });

  rt.post('/account/verify-email/resend', async (c) => {
    const t = c.get('t');
    const v = await formOf(c);
    const email = (v['email'] ?? '').trim();
    let errors: FormErrors = {};
    try {
      if (EMAIL.test(email)) await accounts.resendVerification({ email });
    } catch (e) {
      errors = accountError(e, t);
      if (errors['email']) errors = { code: errors['email'] };
    }
    return page(
      c,
      t('auth.verify.title'),
      <VerifyForm c={c} email={email} errors={errors} note={t('auth.verify.resent')} />,
    );
  });

  rt.get('/sign-in', (c) => {
    const t = c.get('t');
    if (c.get('actor')) return seeOther(c, safeNext(c.req.query('next')));
    const note = c.req.query('verified')
      ? t('auth.verify.done')
      : c.req.query('out')
        ? t('auth.signOut.done')
        : c.req.query('next')
          ? t('error.signInNeeded')
          : undefined;
    return page(
      c,
      t('auth.signIn.title'),
      <SignInForm
        c={c}
        v={{ email: c.req.query('email') ?? '' }}
        errors={{}}
        note={note}
        next={safeNext(c.req.query('next'))}
      />,
    );
  });

  rt.post('/sign-in', async (c) => {
    const t = c.get('t');
    const v = await formOf(c);
    const next = safeNext(c.req.query('next'));
    let errors: FormErrors = {};
    if (!EMAIL.test((v['email'] ?? '').trim())) errors['email'] = t('auth.err.email');
    if (!v['password']) errors['password'] = t('auth.err.password');
    let status: 400 | 429 = 400;
    if (Object.keys(errors).length === 0) {
      try {
        const s = await accounts.signIn({
          email: v['email']!.trim(),
          password: v['password']!,
          clientAddress: clientAddress(c),
        });
        setCookie(c, SESSION_COOKIE, s.token, {
          httpOnly: true,
          sameSite: 'Lax',
          path: '/',
          secure: opts.cookieSecure,
          expires: s.expiresAt,
        });
        return seeOther(c, next);
      } catch (e) {
        errors = accountError(e, t);
        if (e instanceof AppError) status = limitedStatus(c, e);
      }
    }
    return page(
      c,
      t('auth.signIn.title'),
      <SignInForm c={c} v={{ email: v['email'] ?? '' }} errors={errors} next={next} />,
      status,
    );
  });

  rt.post('/sign-out', async (c) => {
    const token = c.get('sessionToken');
    if (token) await accounts.signOut(token);
    deleteCookie(c, SESSION_COOKIE, { path: '/', secure: opts.cookieSecure });
    return seeOther(c, '/sign-in?out=1');
  });

  // The account page (issue 6: the private calendar feed). Signed-in only; the link is shown in the POST's response,
  // once, and never stored (only its digest is).
  const signedIn = (c: WebCtx) => {
    const a = c.get('actor');
    if (!a) throw new AppError('AUTH.UNAUTHENTICATED', 'Sign in to see your account.');
    return a;
  };
  rt.get('/account', (c) => {
    signedIn(c);
    return page(c, c.get('t')('account.title'), <AccountPage c={c} />);
  });
  rt.post('/account/calendar-feed', async (c) => {
    const { url } = await calendarFeedUrl(services.calendar, signedIn(c));
    return page(c, c.get('t')('account.title'), <AccountPage c={c} url={url} />);
  });
}
