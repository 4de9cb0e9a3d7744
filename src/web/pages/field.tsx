// The process server's field app (issue 32): /field, an installable page that works with no network (its service
// worker keeps the page, the script, the stylesheet and the fonts; the tasks and the signed proofs live in the phone's
// IndexedDB), and the JSON it talks to: /field/api/tasks and /field/api/devices (the signed-in process server), and
// /field/api/proofs (no session: a proof is its own authority, signed by a phone the office approved).
// Without JavaScript the page still lists the tasks; recording needs the script, since the proof is signed on the phone.

import type { Hono } from 'hono';
import { raw } from 'hono/html';
import { AppError } from '../../app/errors.ts';
import type { FieldTaskView } from '../../app/field/field.ts';
import { enrolDevice, myDevice, myTasks } from '../../app/field/field.ts';
import { submitProof } from '../../app/field/submit.ts';
import type { Services } from '../../app/services.ts';
import { problemResponse } from '../../server/problem.ts';
import { assets } from '../assets.ts';
import type { Router, WebCtx, WebEnv } from '../context.ts';
import { csrfOf } from '../context.ts';
import { fieldAssets } from '../field-assets.ts';
import type { FieldFile } from '../field-assets.ts';
import type { MessageKey } from '../i18n/en.ts';
import { LANG_NAMES, LANGS } from '../i18n/index.ts';
import type { Lang } from '../i18n/index.ts';

/** The portal's policy (index.ts, WEB_CSP), and the field page may name its manifest and register its worker. */
const FIELD_CSP =
  "default-src 'none'; script-src 'self'; style-src 'self'; font-src 'self'; img-src 'self'; connect-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'; manifest-src 'self'; worker-src 'self'";

/** The words the script shows, in the page's language (kept with the page for offline use). */
const SCRIPT_WORDS = [
  'field.online',
  'field.offline',
  'field.device.pending',
  'field.device.approved',
  'field.device.revoked',
  'field.device.none',
  'field.record',
  'field.recordFor',
  'field.addressee',
  'field.address',
  'field.manner',
  'field.manner.tender',
  'field.manner.affixing',
  'field.manner.by-office',
  'field.manner.served',
  'field.noticeHash',
  'field.notice.form-2',
  'field.notice.hearing-notice',
  'field.notice.order-copy',
  'field.notice.appeal-notice',
  'field.saved',
  'field.locating',
  'field.noLocation',
  'field.state.waiting',
  'field.state.recorded',
  'field.state.needs-review',
  'field.state.refused',
  'field.flag.clock-ahead',
  'field.flag.clock-behind',
  'field.flag.accuracy-zero',
  'field.flag.accuracy-poor',
  'field.flag.no-location',
] as const satisfies readonly MessageKey[];

function serve(f: FieldFile) {
  return (c: WebCtx) => {
    const gz = /\bgzip\b/.test(c.req.header('accept-encoding') ?? '');
    return c.body(new Uint8Array(gz ? f.gzip : f.raw), 200, {
      'Content-Type': f.type,
      // The service worker's own file is checked for updates on every visit; the others are named by their hash.
      'Cache-Control': f.path === '/field/sw.js' ? 'no-cache' : 'public, max-age=31536000, immutable',
      Vary: 'Accept-Encoding',
      ...(gz ? { 'Content-Encoding': 'gzip' } : {}),
      ...(f.path === '/field/sw.js' ? { 'Service-Worker-Allowed': '/field' } : {}),
    });
  };
}

function TaskCard(p: { task: FieldTaskView; t: WebCtx['var']['t'] }) {
  const { task, t } = p;
  return (
    <li class="card">
      <h3>{`${task.caseNumber} · ${t(`field.notice.${task.notice}` as MessageKey)}`}</h3>
      <p>{`${t('field.addressee')}: ${task.addressee}`}</p>
      <p>{`${t('field.address')}: ${task.address}`}</p>
      <p>{`${t('field.manner')}: ${t(`field.manner.${task.manner}` as MessageKey)}`}</p>
      <p class="hash">{`${t('field.noticeHash')}: ${task.noticeSha256.slice(0, 16)}…`}</p>
    </li>
  );
}

function Shell(p: { c: WebCtx; children: unknown; scripts: boolean }) {
  const { c } = p;
  const t = c.get('t');
  const lang = c.get('lang');
  const other: Lang = lang === 'en' ? 'hi' : 'en';
  // Assamese and Bengali (issue 31) beside the main switch, as on the portal's other pages (layout.tsx).
  const more = lang === 'hi' ? [] : LANGS.filter((l) => l !== lang && l !== other);
  const f = fieldAssets();
  return (
    <>
      {raw('<!DOCTYPE html>')}
      <html lang={lang}>
        <head>
          <meta charset="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <meta name="theme-color" content="#1d4f91" />
          <title>{`${t('field.title')} – ${t('app.name')}`}</title>
          <link rel="manifest" href={f.manifest.path} />
          <link rel="icon" href={f.icon.path} />
          <link rel="stylesheet" href={assets().css.path} />
          <link rel="stylesheet" href={f.css.path} />
          {p.scripts ? <script src={f.js.path} defer></script> : null}
        </head>
        <body>
          <a class="skip" href="#main">
            {t('nav.skip')}
          </a>
          <header class="top">
            <div class="bar">
              <a class="brand" href="/field">
                {t('field.appName')}
              </a>
              <a
                class="lang"
                href={`/lang?to=${other}&back=/field`}
                lang={other}
                hreflang={other}
                aria-label={t('lang.switchLabel')}
              >
                {t('lang.switch')}
              </a>
              {more.map((l) => (
                <a class="lang lang-more" href={`/lang?to=${l}&back=/field`} lang={l} hreflang={l}>
                  {LANG_NAMES[l]}
                </a>
              ))}
            </div>
          </header>
          <main id="main">{p.children}</main>
        </body>
      </html>
    </>
  );
}

/** A short name for the phone from its browser's description (the process server may change it at enrolment). */
export function phoneNameOf(ua: string): string {
  const model = /Android [\d.]+; ([^;)]+?)(?: Build\/[^;)]*)?\)/.exec(ua)?.[1]?.trim();
  const os = /Android/.test(ua)
    ? 'Android'
    : /iPhone|iPad/.test(ua)
      ? 'iPhone'
      : /Windows/.test(ua)
        ? 'Windows'
        : /Mac OS X/.test(ua)
          ? 'Mac'
          : /Linux/.test(ua)
            ? 'Linux'
            : '';
  const browser = /Edg\//.test(ua)
    ? 'Edge'
    : /Firefox\//.test(ua)
      ? 'Firefox'
      : /Chrome\//.test(ua)
        ? 'Chrome'
        : /Safari\//.test(ua)
          ? 'Safari'
          : '';
  const name = [model && model !== 'K' ? model : os, browser].filter(Boolean).join(' · ');
  return (name || ua.slice(0, 40)).slice(0, 90);
}

async function fieldPage(services: Services, c: WebCtx): Promise<Response> {
  const t = c.get('t');
  const actor = c.get('actor');
  c.header('Content-Security-Policy', FIELD_CSP);
  if (!actor) {
    return c.html(
      <Shell c={c} scripts={false}>
        <h1>{t('field.title')}</h1>
        <p>{t('field.lead')}</p>
        <p>
          <a href="/sign-in?next=/field">{t('field.signIn')}</a>
        </p>
      </Shell>,
    );
  }
  let tasks: FieldTaskView[];
  try {
    tasks = await myTasks(services.field, actor);
  } catch (e) {
    if (!(e instanceof AppError) || e.code !== 'AUTH.FORBIDDEN') throw e;
    return c.html(
      <Shell c={c} scripts={false}>
        <h1>{t('field.title')}</h1>
        <p>{t('field.notServer')}</p>
      </Shell>,
      403,
    );
  }
  const words = Object.fromEntries(SCRIPT_WORDS.map((k) => [k, t(k)]));
  const f = fieldAssets();
  return c.html(
    <Shell c={c} scripts={true}>
      <div id="field" data-csrf={csrfOf(c)} data-sw={f.sw.path}>
        <h1>{t('field.title')}</h1>
        <p>{t('field.lead')}</p>
        <p class="no-js">{t('field.noScript')}</p>
        <p id="field-net" role="status" aria-live="polite"></p>
        <p id="field-msg" role="status" aria-live="polite"></p>
        <section class="needs-js" aria-labelledby="field-device-h">
          <h2 id="field-device-h">{t('field.device')}</h2>
          <p id="field-device-state"></p>
          <p>
            {`${t('field.fingerprint')}: `}
            <span id="field-fp" class="hash"></span>
          </p>
          <p>{t('field.enrolHint')}</p>
          <label for="field-label">{t('field.phoneName')}</label>
          <input
            id="field-label"
            name="label"
            type="text"
            maxlength={90}
            autocomplete="off"
            value={phoneNameOf(c.req.header('user-agent') ?? '')}
          />
          <button id="field-enrol" type="button" class="primary">
            {t('field.enrol')}
          </button>
        </section>
        <section aria-labelledby="field-tasks-h">
          <h2 id="field-tasks-h">{t('field.tasks')}</h2>
          <ul id="field-tasks">
            {tasks.map((task) => (
              <TaskCard task={task} t={t} />
            ))}
          </ul>
          <p id="field-no-tasks" hidden={tasks.length > 0}>
            {t('field.noTasks')}
          </p>
        </section>
        <section id="field-record" hidden aria-labelledby="field-record-title">
          <h2 id="field-record-title" tabindex={-1}>
            {t('field.record')}
          </h2>
          <form id="field-form" novalidate>
            <input type="hidden" name="task" />
            <fieldset>
              <legend>{t('field.outcome')}</legend>
              {(['handed-over', 'refused', 'affixed'] as const).map((o) => (
                <label>
                  <input type="radio" name="outcome" value={o} /> {t(`field.outcome.${o}`)}
                </label>
              ))}
            </fieldset>
            <label for="f-receiver">{t('field.receiver')}</label>
            <input id="f-receiver" name="receiver" type="text" maxlength={200} autocomplete="off" />
            <label for="f-refusal">{t('field.refusal')}</label>
            <textarea id="f-refusal" name="refusal" rows={2} maxlength={1000}></textarea>
            <label for="f-place">{t('field.place')}</label>
            <input id="f-place" name="place" type="text" maxlength={500} autocomplete="off" />
            <label for="f-witnesses">{t('field.witnesses')}</label>
            <p class="hint" id="f-witnesses-hint">
              {t('field.witnessesHint')}
            </p>
            <textarea id="f-witnesses" name="witnesses" rows={2} aria-describedby="f-witnesses-hint"></textarea>
            <label for="f-photos">{t('field.photos')}</label>
            <p class="hint" id="f-photos-hint">
              {t('field.photosHint')}
            </p>
            <input id="f-photos" name="photos" type="file" accept="image/*" multiple aria-describedby="f-photos-hint" />
            <label for="field-sig">{t('field.signature')}</label>
            <canvas id="field-sig" width={600} height={240} role="img" aria-label={t('field.signature')}></canvas>
            <p>
              <button id="field-sig-clear" type="button">
                {t('field.clearSignature')}
              </button>
            </p>
            <label for="f-remarks">{t('field.remarks')}</label>
            <textarea id="f-remarks" name="remarks" rows={2} maxlength={2000}></textarea>
            <p>
              <button type="submit" class="primary">
                {t('field.save')}
              </button>{' '}
              <button id="field-cancel" type="button">
                {t('field.cancel')}
              </button>
            </p>
          </form>
        </section>
        <section class="needs-js" aria-labelledby="field-outbox-h">
          <h2 id="field-outbox-h">{t('field.outbox')}</h2>
          <ul id="field-outbox"></ul>
          <p id="field-outbox-empty">{t('field.outboxEmpty')}</p>
          <button id="field-sync" type="button">
            {t('field.syncNow')}
          </button>
        </section>
        {raw(
          `<script type="application/json" id="field-words">${JSON.stringify(words).replace(/</g, '\\u003c')}</script>`,
        )}
      </div>
    </Shell>,
  );
}

const json = (c: WebCtx, body: unknown, status: 200 | 201 | 422 = 200): Response =>
  c.json(body, status, { 'Cache-Control': 'no-store' });

async function jsonErrors(c: WebCtx, f: () => Promise<Response>): Promise<Response> {
  try {
    return await f();
  } catch (e) {
    if (e instanceof AppError) return problemResponse(c, e);
    throw e;
  }
}

async function bodyOf(c: WebCtx, max: number): Promise<Record<string, unknown>> {
  const len = Number(c.req.header('content-length') ?? '0');
  if (len > max) throw new AppError('DOCUMENT.TOO_LARGE', `The request is larger than ${max} bytes.`);
  const text = await c.req.text();
  if (text.length > max) throw new AppError('DOCUMENT.TOO_LARGE', `The request is larger than ${max} bytes.`);
  try {
    const v: unknown = JSON.parse(text);
    if (v && typeof v === 'object' && !Array.isArray(v)) return v as Record<string, unknown>;
  } catch {
    /* below */
  }
  throw new AppError('VALIDATION.FAILED', 'The request body is not a JSON object.');
}

function signedIn(c: WebCtx) {
  const a = c.get('actor');
  if (!a) throw new AppError('AUTH.UNAUTHENTICATED', 'Sign in first.');
  return a;
}

/** Four photos of 300 KB and a signature, in base64, with room to spare. */
const PROOF_MAX_BYTES = 2_200_000;

export function fieldPages(rt: Router, web: Hono<WebEnv>, services: Services): void {
  const f = fieldAssets();
  for (const file of [f.js, f.css, f.manifest, f.icon, f.sw]) web.get(file.path.split('?')[0]!, serve(file));

  rt.get('/field', (c) => fieldPage(services, c));
  rt.get('/field/api/tasks', (c) =>
    jsonErrors(c, async () => json(c, { tasks: await myTasks(services.field, signedIn(c)) })),
  );
  rt.get('/field/api/devices/:id', (c) =>
    jsonErrors(c, async () => json(c, await myDevice(services.field, signedIn(c), c.req.param('id') ?? ''))),
  );
  rt.post('/field/api/devices', (c) =>
    jsonErrors(c, async () => {
      const b = await bodyOf(c, 10_000);
      return json(
        c,
        await enrolDevice(services.field, signedIn(c), { publicKey: b['publicKey'], label: b['label'] }),
        201,
      );
    }),
  );
  // Outside the page chain: no session and no CSRF token; the approved phone's signature is the authority.
  web.post('/field/api/proofs', (c) =>
    jsonErrors(c, async () => {
      const b = await bodyOf(c, PROOF_MAX_BYTES);
      const r = await submitProof(services.field, {
        body: b['body'],
        signature: b['signature'],
        photos: b['photos'],
        receiverSignature: b['receiverSignature'],
        sentAt: b['sentAt'],
      });
      return json(c, r, r.verdict === 'refused' ? 422 : 200);
    }),
  );
}
