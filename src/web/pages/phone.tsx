// Without email (issue 15): signing up and in with a mobile number and a six-digit code sent by SMS (/phone, then
// /phone/code), and claiming a case served on paper with its number and the claim code on the page left with the person (/claim).
// The number between the two steps is kept in a short-lived HttpOnly cookie, never in the address bar. Fields are
// checked here first so every message is in the visitor's language; the use cases check again.

import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { askPhoneCode, browserDigest, deviceDigest, verifyPhoneCode } from '../../app/accounts/phone-sign-in.ts';
import { randomToken } from '../../app/accounts/tokens.ts';
import { normalizeIndianMobile } from '../../app/accounts/fields.ts';
import { AppError } from '../../app/errors.ts';
import { claimCase } from '../../app/parties/claims.ts';
import type { Services } from '../../app/services.ts';
import { SESSION_COOKIE } from '../../server/middleware/actor.ts';
import { Checkbox, Csrf, ErrorSummary, Field, Radios, Submit, TextArea } from '../components.tsx';
import { csrfOf, formOf } from '../context.ts';
import type { FormErrors, Router, WebCtx } from '../context.ts';
import { page, seeOther } from '../render.tsx';
import { chosenMessageLang, MESSAGE_LANG_OPTIONS } from '../i18n/index.ts';
import { PrivacyNotice, safeNext } from './account.tsx';
import { limitedStatus } from './account-forms.tsx';

const PHONE_COOKIE = 'ctp_phone';
/** Left in a browser where a number signed in: it asks for codes on a budget of its own (issue 28, point 4). */
const DEVICE_COOKIE = 'ctp_device';

/**
 * The number between the two steps and the browser's token the code is bound to ("+91….<token>"; issue 28, point 4:
 * only the token's digest is stored with the code, so the code works only in the browser that asked for it).
 */
function phoneCookie(c: WebCtx): { phone: string; browser: string } | undefined {
  const [number, token] = (getCookie(c, PHONE_COOKIE) ?? '').split('.');
  const phone = normalizeIndianMobile(number ?? '');
  return phone && token && /^[A-Za-z0-9_-]{43}$/.test(token) ? { phone, browser: browserDigest(token) } : undefined;
}

function clientAddress(c: WebCtx): string {
  // Set for every request from the socket's peer and CTP_TRUSTED_PROXIES (server/client-address.ts).
  return c.get('clientAddress') ?? 'unknown';
}

/** "+919876543210" → "98765 43210": how people write their own number. */
const shown = (phone: string): string => `${phone.slice(3, 8)} ${phone.slice(8)}`;

function PhoneForm(p: { c: WebCtx; v: Record<string, string>; errors: FormErrors; next: string }) {
  const { c, v, errors } = p;
  const t = c.get('t');
  return (
    <>
      <h1>{t('ph.title')}</h1>
      <ErrorSummary errors={errors} t={t} />
      <p>{t('ph.lead')}</p>
      <form method="post" action={`/phone?next=${encodeURIComponent(p.next)}`} novalidate>
        <Csrf token={csrfOf(c)} />
        <Field
          name="phone"
          type="tel"
          label={t('ph.phone')}
          hint={t('ph.phoneHint')}
          error={errors['phone']}
          value={v['phone']}
          autocomplete="tel-national"
          inputmode="tel"
          maxlength={16}
          required
        />
        <Field
          name="name"
          label={t('ph.name')}
          hint={t('ph.nameHint')}
          error={errors['name']}
          value={v['name']}
          autocomplete="name"
          maxlength={200}
        />
        <Radios name="lang" legend={t('ph.lang')} value={v['lang'] ?? c.get('lang')} options={MESSAGE_LANG_OPTIONS} />
        <PrivacyNotice t={t} />
        <Checkbox
          name="consent"
          label={t('auth.privacy.consent')}
          error={errors['consent']}
          checked={v['consent'] === 'yes'}
        />
        <Submit>{t('ph.send')}</Submit>
      </form>
    </>
  );
}

function CodeForm(p: { c: WebCtx; phone: string; errors: FormErrors; next: string }) {
  const { c, errors } = p;
  const t = c.get('t');
  return (
    <>
      <h1>{t('ph.code.title')}</h1>
      <ErrorSummary errors={errors} t={t} />
      <p>{t('ph.code.lead', { phone: shown(p.phone) })}</p>
      <form method="post" action={`/phone/code?next=${encodeURIComponent(p.next)}`} novalidate>
        <Csrf token={csrfOf(c)} />
        <Field
          name="code"
          label={t('ph.code')}
          error={errors['code']}
          autocomplete="one-time-code"
          inputmode="numeric"
          short
          maxlength={6}
          pattern="[0-9]*"
          required
        />
        <Submit>{t('ph.code.submit')}</Submit>
      </form>
      <p>
        <a href={`/phone?next=${encodeURIComponent(p.next)}`}>{t('ph.code.again')}</a>
      </p>
    </>
  );
}

function ClaimForm(p: { c: WebCtx; v: Record<string, string>; errors: FormErrors; pending?: boolean }) {
  const { c, v, errors } = p;
  const t = c.get('t');
  return (
    <>
      <h1>{t('claim.title')}</h1>
      <ErrorSummary errors={errors} t={t} />
      {p.pending ? (
        <p class="success" role="status">
          {t('claim.pending')}
        </p>
      ) : null}
      <p>{t('claim.lead')}</p>
      <form method="post" action="/claim" novalidate>
        <Csrf token={csrfOf(c)} />
        <Field
          name="number"
          label={t('claim.number')}
          hint={t('claim.numberHint')}
          error={errors['number']}
          value={v['number']}
          autocomplete="off"
          maxlength={40}
          required
        />
        <Field
          name="code"
          label={t('claim.code')}
          hint={t('claim.codeHint')}
          error={errors['code']}
          value={v['code']}
          autocomplete="off"
          inputmode="numeric"
          maxlength={20}
          required
        />
        <Field
          name="name"
          label={t('claim.name')}
          hint={t('claim.nameHint')}
          error={errors['name']}
          value={v['name']}
          autocomplete="name"
          maxlength={200}
          required
        />
        <TextArea
          name="address"
          label={t('claim.address')}
          hint={t('claim.addressHint')}
          error={errors['address']}
          value={v['address']}
          rows={3}
          maxlength={1000}
          optional={t('common.optional')}
        />
        <Submit>{t('claim.submit')}</Submit>
      </form>
    </>
  );
}

export function phonePages(rt: Router, services: Services, opts: { cookieSecure: boolean }): void {
  rt.get('/phone', (c) => {
    const next = safeNext(c.req.query('next'));
    if (c.get('actor')) return seeOther(c, next);
    return page(c, c.get('t')('ph.title'), <PhoneForm c={c} v={{}} errors={{}} next={next} />);
  });

  rt.post('/phone', async (c) => {
    const t = c.get('t');
    const v = await formOf(c);
    const next = safeNext(c.req.query('next'));
    const errors: FormErrors = {};
    const phone = normalizeIndianMobile(v['phone'] ?? '');
    if (!phone) errors['phone'] = t('ph.err.phone');
    if ((v['name'] ?? '').trim().length > 200) errors['name'] = t('ph.err.name');
    if (v['consent'] !== 'yes') errors['consent'] = t('auth.err.consent');
    const lang = chosenMessageLang(v['lang']);
    let status: 400 | 429 = 400;
    if (Object.keys(errors).length === 0) {
      try {
        const token = randomToken();
        const device = getCookie(c, DEVICE_COOKIE);
        await askPhoneCode(services.phone, {
          phone: phone!,
          ...(v['name']?.trim() ? { name: v['name'].trim() } : {}),
          lang,
          clientAddress: clientAddress(c),
          browser: browserDigest(token),
          ...(device && /^[A-Za-z0-9_-]{43}$/.test(device) ? { device: deviceDigest(device) } : {}),
        });
        setCookie(c, PHONE_COOKIE, `${phone!}.${token}`, {
          httpOnly: true,
          sameSite: 'Lax',
          path: '/phone',
          secure: opts.cookieSecure,
          maxAge: 15 * 60,
        });
        return seeOther(c, `/phone/code?next=${encodeURIComponent(next)}`);
      } catch (e) {
        if (!(e instanceof AppError)) throw e;
        if (e.code === 'AUTH.RATE_LIMITED') {
          errors['phone'] = t('ph.err.rateLimited');
          status = limitedStatus(c, e);
        } else if (e.code === 'VALIDATION.FAILED')
          errors[e.field === 'name' ? 'name' : 'phone'] = e.field === 'name' ? t('ph.err.name') : t('ph.err.phone');
        else throw e;
      }
    }
    return page(c, t('ph.title'), <PhoneForm c={c} v={v} errors={errors} next={next} />, status);
  });

  rt.get('/phone/code', (c) => {
    const next = safeNext(c.req.query('next'));
    const phone = phoneCookie(c)?.phone;
    if (!phone)
      return page(
        c,
        c.get('t')('ph.title'),
        <PhoneForm c={c} v={{}} errors={{ phone: c.get('t')('ph.code.none') }} next={next} />,
        400,
      );
    return page(c, c.get('t')('ph.code.title'), <CodeForm c={c} phone={phone} errors={{}} next={next} />);
  });

  rt.post('/phone/code', async (c) => {
    const t = c.get('t');
    const v = await formOf(c);
    const next = safeNext(c.req.query('next'));
    const asked = phoneCookie(c);
    if (!asked)
      return page(c, t('ph.title'), <PhoneForm c={c} v={{}} errors={{ phone: t('ph.code.none') }} next={next} />, 400);
    const { phone, browser } = asked;
    const code = (v['code'] ?? '').trim();
    let errors: FormErrors = {};
    if (!/^\d{6}$/.test(code)) errors['code'] = t('ph.err.code');
    else {
      try {
        const s = await verifyPhoneCode(services.phone, { phone, code, browser });
        setCookie(c, SESSION_COOKIE, s.token, {
          httpOnly: true,
          sameSite: 'Lax',
          path: '/',
          secure: opts.cookieSecure,
          expires: s.expiresAt,
        });
        deleteCookie(c, PHONE_COOKIE, { path: '/phone', secure: opts.cookieSecure });
        setCookie(c, DEVICE_COOKIE, s.deviceToken, {
          httpOnly: true,
          sameSite: 'Lax',
          path: '/phone',
          secure: opts.cookieSecure,
          maxAge: 180 * 24 * 3600,
        });
        return seeOther(c, next);
      } catch (e) {
        if (!(e instanceof AppError)) throw e;
        if (e.code === 'AUTH.CODE_INVALID') errors = { code: t('ph.err.codeInvalid') };
        else if (e.code === 'VALIDATION.FAILED') errors = { code: t('ph.err.needName') };
        else throw e;
      }
    }
    return page(c, t('ph.code.title'), <CodeForm c={c} phone={phone} errors={errors} next={next} />, 400);
  });

  const signedIn = (c: WebCtx) => {
    const a = c.get('actor');
    if (!a) throw new AppError('AUTH.UNAUTHENTICATED', 'Sign in to claim a case.');
    return a;
  };

  rt.get('/claim', (c) => {
    signedIn(c);
    return page(
      c,
      c.get('t')('claim.title'),
      <ClaimForm c={c} v={{}} errors={{}} pending={c.req.query('pending') === '1'} />,
    );
  });

  rt.post('/claim', async (c) => {
    const t = c.get('t');
    const actor = signedIn(c);
    const v = await formOf(c);
    const errors: FormErrors = {};
    if (!(v['number'] ?? '').trim()) errors['number'] = t('claim.err.number');
    if ((v['code'] ?? '').replace(/[\s-]/g, '').length !== 12) errors['code'] = t('claim.err.code');
    if (!(v['name'] ?? '').trim()) errors['name'] = t('claim.err.name');
    let status: 400 | 403 | 429 = 400;
    if (Object.keys(errors).length === 0) {
      try {
        const out = await claimCase(services.paper, actor, {
          caseNumber: v['number']!,
          code: v['code']!,
          name: v['name']!,
          ...(v['address']?.trim() ? { address: v['address'] } : {}),
          clientAddress: clientAddress(c),
        });
        return seeOther(c, out.status === 'linked' ? `/my/cases/${out.streamId}?claimed=1` : '/claim?pending=1');
      } catch (e) {
        if (!(e instanceof AppError)) throw e;
        if (e.code === 'AUTH.RATE_LIMITED') {
          errors['code'] = t('claim.err.rateLimited');
          status = limitedStatus(c, e);
        } else if (e.code === 'AUTH.CODE_INVALID') errors['code'] = t('claim.err.invalid');
        else if (e.code === 'AUTH.FORBIDDEN') {
          const reason = (e.details as { reason?: string } | undefined)?.reason;
          errors['code'] = t(reason === 'officer' ? 'claim.err.officer' : 'claim.err.alreadyParty');
          status = 403;
        } else if (e.code === 'VALIDATION.FAILED') errors['name'] = t('claim.err.name');
        else throw e;
      }
    }
    return page(c, t('claim.title'), <ClaimForm c={c} v={v} errors={errors} />, status);
  });
}
