// A citizen's cases: "My cases" (status in plain words, next date and who must act), the case page (the dates the
// Rules set, the order sheet, documents, upload), the receipt after filing (case number, date of receipt and the
// dates the rules promise, read from the case's running clocks, which the domain computes: Rule 4(1) and Rule 5),
// and document downloads (always as attachments, from their own path, never rendered).

import { DraftList, form1Drafts } from './file.tsx';
import { bodyLimit } from 'hono/body-limit';

import { myCases } from '../../app/cases/read-case.ts';

import { attachDocument } from '../../app/documents/attach-document.ts';
import { readDocument } from '../../app/documents/read-document.ts';
import { noticeViewedInPortal } from '../../app/derived/notifications/service-by-email.ts';
import { AppError } from '../../app/errors.ts';
import type { Services } from '../../app/services.ts';

import type { FormErrors, Router, WebEnv } from '../context.ts';
import type { MiddlewareHandler } from 'hono';

import { keyOr } from '../i18n/index.ts';
import type { MessageKey } from '../i18n/index.ts';
import { page, seeOther } from '../render.tsx';
import { actorWords, clockWords, stageWords } from './public.tsx';
import { ACTIONS, runAction, stepActions } from './actions.tsx';
import { AppealForm, mayAppeal, prefill, submitAppeal, submitRectification } from './appeal.tsx';

import type { PartyAct } from './party-forms.tsx';
import { PARTY_ACTS, runPartyAct } from './party-forms.tsx';
import { runObjection } from './party-service.tsx';
import { UUID, requireActor, loadCase, loadView, disposition, both, CasePage } from './case-page.tsx';

export function casePages(rt: Router, services: Services, opts: { uploadMaxBytes: number }): void {
  rt.get('/my/cases', async (c) => {
    const t = c.get('t');
    const lang = c.get('lang');
    const actor = requireActor(c);
    const cursor = c.req.query('cursor');
    const list = await myCases(
      services.cases,
      actor,
      cursor && /^[A-Za-z0-9_=-]{1,200}$/.test(cursor) ? cursor : undefined,
      25,
    );
    const drafts = cursor ? [] : await form1Drafts(services, actor);
    return page(
      c,
      t('cases.title'),
      <>
        <h1>{t('cases.title')}</h1>
        <p>
          <a class="button" href="/file">
            {t('nav.file')}
          </a>
        </p>
        <DraftList c={c} drafts={drafts} />
        <p>
          <a href="/claim">{t('claim.link')}</a>
        </p>
        {list.items.length === 0 ? (
          <p>{t('cases.empty')}</p>
        ) : (
          <ul class="cards">
            {list.items.map((s) => (
              <li>
                <a class="num" href={`/my/cases/${s.streamId}`}>
                  {s.number}
                </a>
                <p>
                  {t('cases.role')}: {t(keyOr('cases.role', s.partyRole, 'cases.role'))}
                </p>
                <p>
                  {t('cases.stage')}: {stageWords(t, s.stage)}
                </p>
                {s.nextDue ? (
                  <p>
                    {clockWords(t, s.nextClock)}: <strong>{both(s.nextDue, lang)}</strong> –{' '}
                    {actorWords(t, s.nextActor)}
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        )}
        {list.nextCursor ? (
          <p>
            <a href={`/my/cases?cursor=${encodeURIComponent(list.nextCursor)}`}>→</a>
          </p>
        ) : null}
      </>,
    );
  });

  rt.get('/my/cases/:id/receipt', async (c) => {
    const t = c.get('t');
    const lang = c.get('lang');
    const r = await loadCase(services, c);
    const notice = r.clocks.find((k) => k.clock === 'notice-issue');
    const disposal = r.clocks.find((k) => k.clock === 'disposal');
    return page(
      c,
      t('file.receipt.title'),
      <>
        <div class="panel" role="status">
          <h1>{t('file.receipt.title')}</h1>
          <p>{t('file.receipt.number')}</p>
          <p class="big">{r.stream.number}</p>
          <p>
            {t('file.receipt.received')}: <strong>{both(r.summary.receivedOn, lang)}</strong>
          </p>
        </div>
        <h2>{t('file.receipt.promises')}</h2>
        <ul>
          {notice ? <li>{t('file.receipt.notice', { date: both(notice.nominalDue, lang) })}</li> : null}
          {disposal ? <li>{t('file.receipt.disposal', { date: both(disposal.nominalDue, lang) })}</li> : null}
        </ul>
        <p>{t('file.receipt.keep')}</p>
        <p>
          <a class="button" href={`/my/cases/${r.stream.id}#upload`}>
            {t('file.receipt.upload')}
          </a>{' '}
          <a href="/my/cases">{t('nav.myCases')}</a>
        </p>
      </>,
    );
  });

  rt.get('/my/cases/:id', async (c) => {
    const { r, v } = await loadView(services, c);
    const t = c.get('t');
    const q = (k: string): boolean => Boolean(c.req.query(k));
    const note = q('uploaded')
      ? t('case.uploaded')
      : q('done')
        ? t('act.done')
        : q('appealed')
          ? t('appeal.filed')
          : q('replied')
            ? t('pc.reply.sent')
            : q('asked')
              ? t('pc.more.sent')
              : q('objected')
                ? t('ps.done')
                : q('claimed')
                  ? t('claim.done')
                  : undefined;
    return page(
      c,
      c.get('t')('case.title', { number: r.stream.number }),
      <CasePage c={c} r={r} v={v} errors={{}} note={note} maxBytes={opts.uploadMaxBytes} />,
    );
  });

  // The party's own acts (issue 15): the reply to Form-II, the request for more time, the reply to an appeal.
  const partyLimit = bodyLimit({
    maxSize: opts.uploadMaxBytes + 64 * 1024,
    onError: () => {
      throw new AppError('DOCUMENT.TOO_LARGE', `The file is larger than ${opts.uploadMaxBytes} bytes.`, {
        field: 'file',
      });
    },
  }) as unknown as MiddlewareHandler<WebEnv>;
  for (const act of PARTY_ACTS) {
    rt.post(
      `/my/cases/:id/${act}`,
      async (c) => {
        const { v } = await loadView(services, c);
        const out = await runPartyAct(services, c, v, act as PartyAct, opts.uploadMaxBytes);
        if (Object.keys(out.errors).length === 0)
          return seeOther(c, `/my/cases/${v.id}?${act === 'more-time' ? 'asked' : 'replied'}=1#main`);
        const again = await loadView(services, c, v.id);
        return page(
          c,
          c.get('t')('case.title', { number: again.r.stream.number }),
          <CasePage c={c} r={again.r} v={again.v} errors={{}} maxBytes={opts.uploadMaxBytes} party={out} />,
          400,
        );
      },
      [partyLimit],
    );
  }

  // Issue 32: the party's objection to the service of a notice (Rule 4(5), Rule 4(7)).
  rt.post('/my/cases/:id/object-to-service', async (c) => {
    const { r, v } = await loadView(services, c);
    const out = await runObjection(services, c, r);
    if (Object.keys(out.errors).length === 0) return seeOther(c, `/my/cases/${v.id}?objected=1#main`);
    const again = await loadView(services, c, v.id);
    return page(
      c,
      c.get('t')('case.title', { number: again.r.stream.number }),
      <CasePage c={c} r={again.r} v={again.v} errors={{}} maxBytes={opts.uploadMaxBytes} objection={out} />,
      400,
    );
  });

  rt.get('/my/cases/:id/appeal', async (c) => {
    const r = await loadCase(services, c);
    const actor = requireActor(c);
    if (!mayAppeal(r, actor.accountId))
      throw new AppError('AUTH.FORBIDDEN', 'There is no order in this case that you may appeal now.');
    return page(
      c,
      c.get('t')('appeal.title'),
      <AppealForm
        c={c}
        services={services}
        r={r}
        v={prefill(r, actor, c.get('t'), await services.accounts.ownContact(actor))}
        errors={{}}
      />,
    );
  });

  rt.post('/my/cases/:id/appeal', async (c) => {
    const r = await loadCase(services, c);
    if (!mayAppeal(r, requireActor(c).accountId))
      throw new AppError('AUTH.FORBIDDEN', 'There is no order in this case that you may appeal now.');
    const out = await submitAppeal(services, c, r);
    if (out.id) return seeOther(c, `/my/cases/${out.id}?appealed=1`);
    return page(
      c,
      c.get('t')('appeal.title'),
      <AppealForm c={c} services={services} r={r} v={out.values} errors={out.errors} />,
      400,
    );
  });

  rt.post('/my/cases/:id/rectify', async (c) => {
    const { r, v } = await loadView(services, c);
    const errors = await submitRectification(services, c, r);
    if (Object.keys(errors).length === 0) return seeOther(c, `/my/cases/${r.stream.id}?done=1`);
    return page(
      c,
      c.get('t')('case.title', { number: r.stream.number }),
      <CasePage c={c} r={r} v={v} errors={{}} maxBytes={opts.uploadMaxBytes} defectErrors={errors} />,
      400,
    );
  });

  rt.post('/my/cases/:id/act/:type', async (c) => {
    const type = c.req.param('type') ?? '';
    const { r, v } = await loadView(services, c);
    if (!(ACTIONS as readonly string[]).includes(type) && !stepActions(r, requireActor(c).accountId).includes(type))
      throw new AppError('NOT_FOUND', 'No such action.');
    const out = await runAction(services, c, r, type);
    if (Object.keys(out.errors).length === 0) return seeOther(c, `/my/cases/${r.stream.id}?done=1#main`);
    return page(
      c,
      c.get('t')('case.title', { number: r.stream.number }),
      <CasePage c={c} r={r} v={v} errors={{}} maxBytes={opts.uploadMaxBytes} action={{ type, ...out }} />,
      400,
    );
  });

  const limit = bodyLimit({
    maxSize: opts.uploadMaxBytes + 64 * 1024,
    onError: () => {
      throw new AppError('DOCUMENT.TOO_LARGE', `The file is larger than ${opts.uploadMaxBytes} bytes.`, {
        field: 'file',
      });
    },
  }) as unknown as MiddlewareHandler<WebEnv>;

  rt.post(
    '/my/cases/:id/documents',
    async (c) => {
      const t = c.get('t');
      const actor = requireActor(c);
      const id = c.req.param('id') ?? '';
      if (!UUID.test(id)) throw new AppError('CASE.UNKNOWN', 'No proceeding has that id.');
      const body = await c.req.parseBody();
      const file = body['file'];
      let errors: FormErrors;
      if (!(file instanceof File) || file.size === 0) errors = { file: t('case.err.file') };
      else {
        try {
          await attachDocument(services.cases, actor, {
            streamId: id,
            fileName: file.name,
            content: new Uint8Array(await file.arrayBuffer()),
            maxBytes: opts.uploadMaxBytes,
          });
          return seeOther(c, `/my/cases/${id}?uploaded=1`);
        } catch (e) {
          if (
            !(e instanceof AppError) ||
            !['DOCUMENT.TOO_LARGE', 'DOCUMENT.TYPE_NOT_ALLOWED', 'VALIDATION.FAILED'].includes(e.code)
          )
            throw e;
          // In the page's language (issue 30): a Hindi page says it in Hindi.
          errors = {
            file:
              c.get('lang') === 'hi'
                ? t(`upload.err.${e.code}` as MessageKey, {
                    size: t('size.mb', { n: (opts.uploadMaxBytes / 1048576).toFixed(0) }),
                  })
                : t('error.generic', { detail: e.message }),
          };
        }
      }
      const rec = await loadView(services, c, id);
      return page(
        c,
        t('case.title', { number: rec.r.stream.number }),
        <CasePage c={c} r={rec.r} v={rec.v} errors={errors} maxBytes={opts.uploadMaxBytes} />,
        400,
      );
    },
    [limit],
  );

  // Downloads: from their own path, as attachments, sandboxed, never sniffed; only to those who may read the case.
  rt.get('/my/documents/:docId', async (c) => {
    const actor = requireActor(c);
    const docId = c.req.param('docId') ?? '';
    if (!UUID.test(docId)) throw new AppError('DOCUMENT.UNKNOWN', 'No document has that id.');
    const d = await readDocument(services.cases, actor, docId);
    // The addressee opening a notice served by email in the portal is delivery evidence, as its link is (Rule 4(5)(ii)).
    await noticeViewedInPortal(services.serviceByEmail, actor, docId);
    return c.body(d.content as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': d.mediaType,
      'Content-Disposition': disposition(d.fileName),
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, no-store',
      'Content-Security-Policy': "default-src 'none'; sandbox",
    });
  });
}
