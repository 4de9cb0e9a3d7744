// Accounts: register (with the DPDP Act 2023 privacy notice and consent), verify the email with the mailed
// one-time code (in development the code is in the server log: compose.ts's loggingMailer), sign in and out.
// Fields are checked here first so every message is in the visitor's language; the use cases check again.

import { setCookie, deleteCookie } from 'hono/cookie';
import { AppError } from '../../app/errors.ts';
import type { Services } from '../../app/services.ts';
import { normalizeIndianMobile } from '../../app/accounts/fields.ts';
import { SESSION_COOKIE } from '../../server/middleware/actor.ts';
import { Checkbox, Csrf, ErrorSummary, Field, Radios, Submit } from '../components.tsx';
import { csrfOf, formOf } from '../context.ts';
import type { FormErrors, Router, WebCtx } from '../context.ts';
import type { T } from '../i18n/index.ts';
import { page, seeOther } from '../render.tsx';
import { localRedirect } from '../redirect.ts';
import { calendarFeedUrl } from '../../app/notifications/calendar-feed.ts';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function PrivacyNotice(p: { t: T }) {
  const { t } = p;
  return (
    <section class="privacy" aria-labelledby="privacy-title">
      <h2 id="privacy-title">{t('auth.privacy.title')}</h2>
      <p>{t('auth.privacy.what')}</p>
      <p>{t('auth.privacy.why')}</p>
      <p>{t('auth.privacy.how')}</p>
      <p>{t('auth.privacy.rights')}</p>
    </section>
  );
}

/** A local path to come back to after signing in; anything else goes to /home, which sends each person to their own
 * start page (officers their worklist, citizens My cases: worklist.tsx). */
export function safeNext(next: string | undefined): string {
  return localRedirect(next, '/home');
}

/** The client's address for rate limiting: the socket's peer, never a header a client can forge. */
function clientAddress(c: WebCtx): string {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return env?.incoming?.socket?.remoteAddress ?? 'unknown';
}

/** An AppError from the accounts use cases as a message for a field. */
function accountError(e: unknown, t: T): FormErrors {
  if (!(e instanceof AppError)) throw e;
  switch (e.code) {
    case 'AUTH.EMAIL_TAKEN':
      return { email: t('auth.err.emailTaken') };
    case 'AUTH.INVALID_CREDENTIALS':
      return { email: t('auth.err.invalidCredentials') };
    case 'AUTH.EMAIL_NOT_VERIFIED':
      return { email: t('auth.err.notVerified') };
    case 'AUTH.CODE_INVALID':
      return { code: t('auth.err.codeInvalid') };
    case 'AUTH.RATE_LIMITED':
      return { email: t('auth.err.rateLimited') };
    case 'VALIDATION.FAILED': {
      const details = Array.isArray(e.details)
        ? (e.details as { field: string; message: string }[])
        : [{ field: e.field ?? 'email', message: e.message }];
      return Object.fromEntries(details.map((d) => [d.field, t('auth.err.invalid', { detail: d.message })]));
    }
    default:
      throw e;
  }
}

function RegisterForm(p: { c: WebCtx; v: Record<string, string>; errors: FormErrors }) {
  const t = p.c.get('t');
  const { v, errors } = p;
  return (
    <>
      <h1>{t('auth.register.title')}</h1>
      <ErrorSummary errors={errors} t={t} />
      <p>{t('auth.register.lead')}</p>
      <form method="post" action="/register" novalidate>
        <Csrf token={csrfOf(p.c)} />
        <Field
          name="name"
          label={t('auth.name')}
          error={errors['name']}
          value={v['name']}
          autocomplete="name"
          maxlength={200}
          required
        />
        <Field
          name="email"
          type="email"
          label={t('auth.email')}
          error={errors['email']}
          value={v['email']}
          autocomplete="email"
          inputmode="email"
          maxlength={254}
          required
        />
        <Field
          name="phone"
          type="tel"
          label={t('auth.phone')}
          hint={t('auth.phoneHint')}
          error={errors['phone']}
          value={v['phone']}
          autocomplete="tel-national"
          inputmode="tel"
          maxlength={16}
          optional={t('common.optional')}
        />
        <Field
          name="password"
          type="password"
          label={t('auth.password')}
          hint={t('auth.passwordHint')}
          error={errors['password']}
          autocomplete="new-password"
          maxlength={200}
          required
        />
        <Radios
          name="lang"
          legend={t('auth.lang')}
          value={v['lang'] ?? p.c.get('lang')}
          options={[
            { value: 'hi', label: 'हिन्दी', lang: 'hi' },
            { value: 'en', label: 'English', lang: 'en' },
          ]}
        />
        <PrivacyNotice t={t} />
        <Checkbox
          name="consent"
          label={t('auth.privacy.consent')}
          error={errors['consent']}
          checked={v['consent'] === 'yes'}
        />
        <Submit>{t('auth.register.submit')}</Submit>
      </form>
    </>
  );
}

function VerifyForm(p: { c: WebCtx; email: string; errors: FormErrors; note?: string }) {
  const t = p.c.get('t');
  return (
    <>
      <h1>{t('auth.verify.title')}</h1>
      <ErrorSummary errors={p.errors} t={t} />
      {p.note ? (
        <p class="success" role="status">
          {p.note}
        </p>
      ) : null}
      <p>{t('auth.verify.lead', { email: p.email })}</p>
      <form method="post" action="/account/verify-email" novalidate>
        <Csrf token={csrfOf(p.c)} />
        <input type="hidden" name="email" value={p.email} />
        <Field
          name="code"
          label={t('auth.code')}
          hint={t('auth.codeHint')}
          error={p.errors['code']}
          autocomplete="one-time-code"
          inputmode="numeric"
          short
          maxlength={6}
          required
        />
        <Submit>{t('auth.verify.submit')}</Submit>
      </form>
      <form method="post" action="/account/verify-email/resend">
        <Csrf token={csrfOf(p.c)} />
        <input type="hidden" name="email" value={p.email} />
        <Submit secondary>{t('auth.verify.resend')}</Submit>
      </form>
    </>
  );
}

function SignInForm(p: {
  c: WebCtx;
  v: Record<string, string>;
  errors: FormErrors;
  note?: string | undefined;
  next: string;
}) {
  const t = p.c.get('t');
  return (
    <>
      <h1>{t('auth.signIn.title')}</h1>
      <ErrorSummary errors={p.errors} t={t} />
      {p.note ? (
        <p class="success" role="status">
          {p.note}
        </p>
      ) : null}
      <form method="post" action={`/sign-in?next=${encodeURIComponent(p.next)}`} novalidate>
        <Csrf token={csrfOf(p.c)} />
        <Field
          name="email"
          type="email"
          label={t('auth.email')}
          error={p.errors['email']}
          value={p.v['email']}
          autocomplete="username"
          inputmode="email"
          maxlength={254}
          required
        />
        <Field
          name="password"
          type="password"
          label={t('auth.password')}
          error={p.errors['password']}
          autocomplete="current-password"
          maxlength={200}
          required
        />
        <Submit>{t('auth.signIn.submit')}</Submit>
      </form>
      <p>
        <a href="/register">{t('auth.signIn.noAccount')}</a>
      </p>
      <p>
        <a href={`/phone?next=${encodeURIComponent(p.next)}`}>{t('ph.signInLink')}</a>
      </p>
    </>
  );
}

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
        const lang = v['lang'] === 'en' ? 'en' : 'hi';
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
      }
    }
    return page(
      c,
      t('auth.signIn.title'),
      <SignInForm c={c} v={{ email: v['email'] ?? '' }} errors={errors} next={next} />,
      400,
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
