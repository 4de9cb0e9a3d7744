// Accounts, the forms (account.tsx): register with the DPDP Act 2023 privacy notice and consent, verify the email
// with the mailed one-time code, sign in; the field checks and the messages of the accounts use cases in the
// visitor's language.

import { AppError } from '../../app/errors.ts';
import { Checkbox, Csrf, ErrorSummary, Field, Radios, Submit } from '../components.tsx';
import { csrfOf } from '../context.ts';
import type { FormErrors, WebCtx } from '../context.ts';
import type { T } from '../i18n/index.ts';
import { MESSAGE_LANG_OPTIONS } from '../i18n/index.ts';
import { localRedirect } from '../redirect.ts';

export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

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
export function clientAddress(c: WebCtx): string {
  // Set for every request from the socket's peer and CTP_TRUSTED_PROXIES (server/client-address.ts).
  return c.get('clientAddress') ?? 'unknown';
}

/** An AppError from the accounts use cases as a message for a field. */
export function accountError(e: unknown, t: T): FormErrors {
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

export function RegisterForm(p: { c: WebCtx; v: Record<string, string>; errors: FormErrors }) {
  const t = p.c.get('t');
  const { v, errors } = p;
  return (
    <>
      <h1>{t('auth.register.title')}</h1>
      <ErrorSummary errors={errors} t={t} />
      <p>{t('auth.register.lead')}</p>
      <div class="panel">
        <p>
          <strong>{t('who.register.noEmail')}</strong>
        </p>
        <p>
          <a class="button" href="/phone">
            {t('who.register.phone')}
          </a>
        </p>
      </div>
      <h2>{t('who.register.withEmail')}</h2>
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
          options={MESSAGE_LANG_OPTIONS}
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

export function VerifyForm(p: { c: WebCtx; email: string; errors: FormErrors; note?: string }) {
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

export function SignInForm(p: {
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

/** A refusal for too many attempts is a 429 with Retry-After, on the page as in the API. */
export function limitedStatus(c: WebCtx, e: AppError): 400 | 429 {
  const seconds = (e.details as { retryAfterSeconds?: number } | undefined)?.retryAfterSeconds;
  if (e.code !== 'AUTH.RATE_LIMITED') return 400;
  if (seconds) c.header('Retry-After', String(seconds));
  return 429;
}
