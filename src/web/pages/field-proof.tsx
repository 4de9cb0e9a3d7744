// One proof of service from a process server's phone, for the officer (Rule 4(5)): what the phone recorded, its photos
// and the receiver's signature, the position as numbers and drawn to scale (no map service, no link), the flags, and
// for a proof held for review the decision, accept as service or reject, with reasons (src/app/field/review.ts).

import { AppError } from '../../app/errors.ts';
import { proofsOfCase } from '../../app/field/office.ts';
import { reasonIn } from '../../app/field/reasons.ts';
import type { Services } from '../../app/services.ts';
import { indiaDate } from '../../lib/clock.ts';
import { indiaTime, parseInstant } from '../../lib/instant.ts';
import { Csrf, Radios, Submit, TextArea } from '../components.tsx';
import { csrfOf } from '../context.ts';
import type { Router, WebCtx } from '../context.ts';
import type { Lang, MessageKey, T } from '../i18n/index.ts';
import { page } from '../render.tsx';
import { both, requireOfficer } from './office.tsx';
import type { Actor } from '../../app/actor.ts';

/** The office whose field service the officer sees: the one asked for, else the first they sit in. */
export function officeOf(actor: Actor, asked: string | undefined): string {
  const mine = actor.grants.filter((g) => g.role === 'adjudicating-officer' && g.officeCode).map((g) => g.officeCode!);
  const code = asked && mine.includes(asked) ? asked : mine[0];
  if (!code) throw new AppError('AUTH.FORBIDDEN', 'You sit in no office that serves notices in the field.');
  return code;
}

export const when = (d: Date, lang: Lang): string => `${both(indiaDate(d), lang)} ${indiaTime(d)}`;

export const flagsText = (flags: readonly string[], t: T): string =>
  flags.length === 0 ? t('fieldOffice.noFlags') : flags.map((f) => t(`field.flag.${f}` as MessageKey)).join('; ');

/**
 * The position drawn to scale without any map service: a cross at the point, the accuracy as a circle, and a bar of
 * 100 metres. The frame is 400 m across, or wider when the accuracy needs it.
 */
function Plot(p: { lat: number; lon: number; accuracy: number; label: string }) {
  const span = Math.max(400, p.accuracy * 2.5);
  const scale = 200 / span; // pixels per metre in a 200 px frame
  const r = Math.max(1, p.accuracy * scale);
  const bar = 100 * scale;
  return (
    <svg class="geo-plot" viewBox="0 0 200 200" width="200" height="200" role="img" aria-label={p.label}>
      <rect x="0.5" y="0.5" width="199" height="199" fill="#fff" stroke="#555" />
      <circle cx="100" cy="100" r={r.toFixed(1)} fill="#1d4f9122" stroke="#1d4f91" />
      <line x1="92" y1="100" x2="108" y2="100" stroke="#000" stroke-width="2" />
      <line x1="100" y1="92" x2="100" y2="108" stroke="#000" stroke-width="2" />
      <line x1="10" y1="188" x2={(10 + bar).toFixed(1)} y2="188" stroke="#000" stroke-width="3" />
      <text x="100" y="14" text-anchor="middle" font-size="11">
        N
      </text>
    </svg>
  );
}

async function proofPage(services: Services, c: WebCtx, hash: string): Promise<Response> {
  const actor = requireOfficer(c);
  const t = c.get('t');
  const lang = c.get('lang');
  // Read through its proceeding: those who may read the case see its proofs (proofsOfCase authorizes).
  const row = /^[0-9a-f]{64}$/.test(hash) ? await services.field.repo.proof(hash) : undefined;
  const x = row ? (await proofsOfCase(services.field, actor, row.streamId)).find((p) => p.hash === hash) : undefined;
  if (!x) throw new AppError('NOT_FOUND', 'No proof of service has that SHA-256.');
  const task = await services.field.repo.task(x.taskId);
  const device = await services.field.repo.device(x.deviceId);
  const p = x.proof;
  const at = parseInstant(p.at);
  const title = t('fo.proof.title');
  const photos = x.photoDocumentIds.slice(0, p.photos.length);
  const signature = p.receiverSignature ? x.photoDocumentIds[p.photos.length] : undefined;
  const back = `/office/field/proofs/${x.hash}`;
  return page(
    c,
    title,
    <>
      <h1>{title}</h1>
      <p>
        <a href={`/office/cases/${x.streamId}/field`}>{task ? `${t('fo.proof.case')} ${task.number}` : t('fo.back')}</a>
      </p>
      <p>
        <strong>{t(`fieldOffice.verdict.${x.verdict}` as MessageKey)}</strong>
      </p>
      {x.attemptId || x.review?.attemptId ? (
        <p>{t('fo.proof.attempt', { id: x.attemptId ?? x.review?.attemptId ?? '' })}</p>
      ) : null}
      {x.reason ? (
        <p>
          {`${t('fo.proof.reason')}: `}
          {reasonIn(x.reason, lang === 'hi' ? 'hi' : 'en').map((r, i) => (
            <>
              {i > 0 ? ' ' : ''}
              {r.asRecorded ? <span lang="en">{r.text}</span> : r.text}
            </>
          ))}
        </p>
      ) : null}
      <p>{`${t('fieldOffice.flags')}: ${flagsText(x.flags, t)}`}</p>
      <dl>
        <dt>{t('fo.proof.what')}</dt>
        <dd>{t(`field.outcome.${p.outcome}` as MessageKey)}</dd>
        <dt>{t('fo.proof.by')}</dt>
        <dd>{device ? `${device.accountName} (${t('fo.proof.phone')}: ${device.label})` : ''}</dd>
        <dt>{t('fo.proof.at')}</dt>
        <dd>{at ? when(at, lang) : p.at}</dd>
        <dt>{t('fieldOffice.receivedAt')}</dt>
        <dd>{when(x.receivedAt, lang)}</dd>
        {p.receiver ? (
          <>
            <dt>{t('field.receiver')}</dt>
            <dd>{p.receiver}</dd>
          </>
        ) : null}
        {p.refusal ? (
          <>
            <dt>{t('field.refusal')}</dt>
            <dd>{p.refusal}</dd>
          </>
        ) : null}
        {p.place ? (
          <>
            <dt>{t('field.place')}</dt>
            <dd>{p.place}</dd>
          </>
        ) : null}
        {p.witnesses.length > 0 ? (
          <>
            <dt>{t('field.witnesses')}</dt>
            <dd>{p.witnesses.join(', ')}</dd>
          </>
        ) : null}
        {p.remarks ? (
          <>
            <dt>{t('field.remarks')}</dt>
            <dd>{p.remarks}</dd>
          </>
        ) : null}
        <dt>{t('fo.proof.hash')}</dt>
        <dd class="hash">{x.hash}</dd>
      </dl>
      <section aria-labelledby="fo-where">
        <h2 id="fo-where">{t('fieldOffice.where')}</h2>
        {p.geo ? (
          <>
            <dl class="geo">
              <dt>{t('fo.proof.lat')}</dt>
              <dd class="num">{p.geo.lat.toFixed(6)}</dd>
              <dt>{t('fo.proof.lon')}</dt>
              <dd class="num">{p.geo.lon.toFixed(6)}</dd>
              <dt>{t('fo.proof.accuracy')}</dt>
              <dd class="num">{String(Math.round(p.geo.accuracy * 10) / 10)}</dd>
            </dl>
            <Plot lat={p.geo.lat} lon={p.geo.lon} accuracy={p.geo.accuracy} label={t('fo.proof.plot')} />
            <p class="hint">{t('fo.proof.plot')}</p>
          </>
        ) : (
          <p>{t('field.noLocation')}</p>
        )}
      </section>
      {photos.length > 0 ? (
        <section aria-labelledby="fo-photos">
          <h2 id="fo-photos">{t('fo.proof.photos')}</h2>
          {photos.map((id, i) => (
            <p>
              <img class="proof-photo" src={`/my/documents/${id}`} alt={t('fieldOffice.photo', { n: i + 1 })} />
            </p>
          ))}
        </section>
      ) : null}
      {signature ? (
        <section aria-labelledby="fo-sig">
          <h2 id="fo-sig">{t('fo.proof.signature')}</h2>
          <img class="proof-signature" src={`/my/documents/${signature}`} alt={t('fo.proof.signature')} />
        </section>
      ) : null}
      {x.review ? (
        <p>
          <strong>
            {t(`fo.review.${x.review.decision}` as MessageKey, {
              date: when(x.review.at, lang),
              name: x.review.byName,
              reasons: x.review.reasons,
            })}
          </strong>
        </p>
      ) : x.verdict === 'needs-review' ? (
        <section aria-labelledby="fo-review">
          <h2 id="fo-review">{t('fo.review.title')}</h2>
          <p>{t('fo.review.lead')}</p>
          <form method="post" action={`/office/field/proofs/${x.hash}/review`} novalidate>
            <Csrf token={csrfOf(c)} />
            <input type="hidden" name="back" value={back} />
            <Radios
              name="decision"
              legend={t('fo.review.decision')}
              options={[
                { value: 'accepted', label: t('fo.review.accept') },
                { value: 'rejected', label: t('fo.review.reject') },
              ]}
            />
            <TextArea name="reasons" label={t('fo.review.reasons')} rows={4} maxlength={2000} required />
            <Submit>{t('fo.review.submit')}</Submit>
          </form>
        </section>
      ) : null}
    </>,
  );
}

export function fieldProofPages(rt: Router, services: Services): void {
  rt.get('/office/field/proofs/:hash', (c) => proofPage(services, c, c.req.param('hash') ?? ''));
}
