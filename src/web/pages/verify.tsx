// The public verification page, /verify/<documentId>: where the QR code on every issued document leads (issue 15).
// It is a portal page like any other (layout, language switch, the Devanagari fonts), in the visitor's language; the
// check itself is the API's (server/routes/verify.ts checkDocument), so page and JSON always agree. Checking a copy
// only reads: the upload is compared and discarded, nothing is written, so the form needs no sign-in and no CSRF token.

import type { Hono, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Services } from '../../app/services.ts';
import type { DocumentCheck } from '../../server/routes/verify.ts';
import { checkDocument } from '../../server/routes/verify.ts';
import type { Router, WebCtx, WebEnv } from '../context.ts';
import { longDate } from '../format.ts';
import { keyOr } from '../i18n/index.ts';
import type { MessageKey } from '../i18n/index.ts';
import { page } from '../render.tsx';

const STATUS = { genuine: 200, altered: 200, pending: 200, unknown: 404 } as const;

function VerifyPage({ c, r, error }: { c: WebCtx; r: DocumentCheck; error?: string | undefined }) {
  const t = c.get('t');
  const lang = c.get('lang');
  const yes = (b: boolean) => t(b ? 'vf.yes' : 'vf.no');
  const row = (label: MessageKey, value: string | undefined, token = false) =>
    value === undefined ? null : (
      <div>
        <dt>{t(label)}</dt>
        <dd class={token ? 'token' : undefined}>{value}</dd>
      </div>
    );
  const sig = (s: NonNullable<DocumentCheck['stored']>['signature']) => t(s.valid ? 'vf.valid' : 'vf.invalid');
  const cls = r.verdict === 'genuine' ? 'success' : r.verdict === 'pending' ? 'notice' : 'error-summary';
  return (
    <>
      <h1>{t('vf.title')}</h1>
      {error ? (
        <div class="error-summary" role="alert">
          <p>{error}</p>
        </div>
      ) : null}
      <div role="status" class={cls}>
        <p>
          <strong>{lang === 'hi' ? r.messageHi : r.message}</strong>
        </p>
      </div>
      <h2>{t('vf.checked')}</h2>
      <dl class="summary">
        {row('vf.documentId', r.documentId, true)}
        {r.template ? row('vf.document', t(keyOr('pc.doc', r.template, 'pc.doc.other'))) : null}
        {row('vf.language', r.lang ? t(r.lang === 'hi' ? 'vf.lang.hi' : 'vf.lang.en') : undefined)}
        {row('vf.caseNumber', r.caseNumber)}
        {row('vf.issuedOn', r.issuedOn ? longDate(r.issuedOn, lang) : undefined)}
        {row('vf.recorded', r.recordedSha256, true)}
        {r.stored ? (
          <>
            {row('vf.storedMatches', yes(r.stored.matchesOrderSheet))}
            {row('vf.signature', sig(r.stored.signature))}
            {row('vf.signer', r.stored.signature.signer)}
            {row('vf.certificate', r.stored.signature.certificateSha256, true)}
          </>
        ) : null}
        {r.copy ? (
          <>
            {row('vf.copySha', r.copy.sha256, true)}
            {row('vf.copyMatches', yes(r.copy.matchesOrderSheet))}
            {row('vf.copySignature', sig(r.copy.signature))}
          </>
        ) : null}
      </dl>
      {r.verdict === 'unknown' ? null : (
        <form method="post" action={`/verify/${encodeURIComponent(r.documentId)}`} enctype="multipart/form-data">
          <h2>{t('vf.copy.title')}</h2>
          <div class="field">
            <label for="f-file">{t('vf.copy.file')}</label>
            <p class="hint" id="f-file-hint">
              {t('vf.copy.hint')}
            </p>
            <input id="f-file" name="file" type="file" accept="application/pdf" aria-describedby="f-file-hint" />
          </div>
          <button type="submit" class="primary">
            {t('vf.copy.submit')}
          </button>
        </form>
      )}
      <p class="hint">{t('vf.privacy')}</p>
    </>
  );
}

const titleKey = (r: DocumentCheck): MessageKey => `vf.title.${r.verdict}` as MessageKey;

/** GET /verify/:documentId on the page chain; POST (a copy to compare) without the CSRF check, as it writes nothing. */
export function verifyPages(
  rt: Router,
  web: Hono<WebEnv>,
  postChain: readonly MiddlewareHandler<WebEnv>[],
  services: Services,
  opts: { uploadMaxBytes: number },
): void {
  rt.get('/verify/:documentId', async (c) => {
    const r = await checkDocument(services, c.req.param('documentId')!);
    return page(c, c.get('t')(titleKey(r)), <VerifyPage c={c} r={r} />, STATUS[r.verdict]);
  });
  const answer = async (c: WebCtx, copy: Uint8Array | undefined, error: string | undefined) => {
    const r = await checkDocument(services, c.req.param('documentId')!, copy);
    return page(c, c.get('t')(titleKey(r)), <VerifyPage c={c} r={r} error={error} />, error ? 400 : STATUS[r.verdict]);
  };
  const max = opts.uploadMaxBytes;
  const limit = bodyLimit({
    maxSize: max + 64 * 1024,
    onError: (c) =>
      answer(c as WebCtx, undefined, (c as WebCtx).get('t')('vf.err.tooLarge', { max: Math.floor(max / 1024) })),
  });
  const on = web.on.bind(web) as unknown as (method: string, path: string, ...h: MiddlewareHandler<WebEnv>[]) => void;
  on('POST', '/verify/:documentId', ...postChain, limit as unknown as MiddlewareHandler<WebEnv>, async (c) => {
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const file = form['file'];
    if (!(file instanceof File) || file.size === 0) return answer(c, undefined, c.get('t')('vf.err.noFile'));
    return answer(c, new Uint8Array(await file.arrayBuffer()), undefined);
  });
}
