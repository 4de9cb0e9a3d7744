// Issue 30, point 2: the record of the case read on the party's page, in the words recorded: the complaint (and the
// contravention as the show-cause notice put it), the reply, each hearing, the order's reasons and what it directs,
// and the appellate order with its reasons. The signed PDFs stay on the page for printing. Phone first: headings and
// paragraphs, no tables.

import type { OrderHead, PartyCaseView, RecordView } from '../../app/parties/types.ts';
import { longDate, rupees } from '../format.ts';
import type { Lang, MessageKey, T } from '../i18n/index.ts';
import { provisions } from './office.tsx';

function Heads(p: { heads: readonly OrderHead[]; t: T; complainant: string }) {
  const { t } = p;
  if (p.heads.length === 0) return <p>{t('rec.operative.none')}</p>;
  return (
    <ul>
      {p.heads.map((h) => (
        <li>
          {t(`pc.head.${h.head}` as MessageKey)}: <strong>{rupees(h.paise)}</strong>,{' '}
          {t(`pc.payee.${h.payee}` as MessageKey, { name: p.complainant })}
        </li>
      ))}
    </ul>
  );
}

function Complaint(p: { a: NonNullable<RecordView['allegation']>; t: T; lang: Lang }) {
  const { a, t, lang } = p;
  return (
    <>
      <h3>{t('rec.complaint')}</h3>
      <p>
        {t('rec.complaint.lead', {
          complainant: a.complainantName,
          contravener: a.contravenerName,
          date: longDate(a.receivedOn, lang),
        })}
      </p>
      <dl class="summary">
        <div>
          <dt>{t('rec.when')}</dt>
          <dd>
            {longDate(a.date, lang)}
            {a.time ? `, ${a.time}` : ''}, {a.place}
          </dd>
        </div>
        <div>
          <dt>{t('rec.nature')}</dt>
          <dd>{a.nature}</dd>
        </div>
        <div>
          <dt>{t('rec.provision')}</dt>
          <dd>{a.provisionAlleged}</dd>
        </div>
        {a.noticeFramed ? (
          <div>
            <dt>{t('rec.noticeFramed')}</dt>
            <dd>{a.noticeFramed}</dd>
          </div>
        ) : null}
      </dl>
      <h4>{t('rec.statement')}</h4>
      <p class="prose">{a.statement}</p>
      {a.evidence.length > 0 ? (
        <>
          <h4>{t('rec.evidence')}</h4>
          <ul>
            {a.evidence.map((e) => (
              <li>{e}</li>
            ))}
          </ul>
        </>
      ) : null}
      {a.claimed ? (
        <>
          <h4>{t('rec.claimed')}</h4>
          <p class="prose">{a.claimed}</p>
        </>
      ) : null}
    </>
  );
}

function Reply(p: { r: RecordView['reply']; t: T; lang: Lang; show: boolean }) {
  const { r, t, lang } = p;
  if (!p.show) return null;
  return (
    <>
      <h3>{t('rec.reply')}</h3>
      {r ? (
        <>
          <p>
            <strong>{t('rec.reply.lead', { date: longDate(r.on, lang) })}</strong>
            {r.admits === undefined ? '' : ` ${t(r.admits ? 'rec.reply.admits' : 'rec.reply.denies')}`}
            {r.late ? ` ${t('rec.reply.late')}` : ''}
          </p>
          <p class="prose">{r.text}</p>
          {r.witnesses.length > 0 ? (
            <p>
              {t('rec.reply.witnesses')}: {r.witnesses.join(', ')}
            </p>
          ) : null}
          {r.documents.length > 0 ? (
            <p class="wrap">
              {t('rec.reply.documents')}: {r.documents.join(', ')}
            </p>
          ) : null}
        </>
      ) : (
        <p>{t('rec.reply.none')}</p>
      )}
    </>
  );
}

function Hearings(p: { h: RecordView['hearings']; t: T; lang: Lang }) {
  const { t, lang } = p;
  if (p.h.length === 0) return null;
  const how = (appeared: boolean | undefined): string => t(appeared ? 'rec.appeared' : 'rec.absent');
  return (
    <>
      <h3>{t('rec.hearings')}</h3>
      {p.h.map((h) => (
        <>
          <h4>{t('rec.hearing.on', { date: longDate(h.on, lang) })}</h4>
          <ul>
            {h.noticeeAppeared !== undefined ? (
              <li>{t('rec.hearing.noticee', { how: how(h.noticeeAppeared) })}</li>
            ) : null}
            {h.complainantAppeared !== undefined ? (
              <li>{t('rec.hearing.complainant', { how: how(h.complainantAppeared) })}</li>
            ) : null}
            {Object.entries(h.appearances ?? {}).map(([party, a]) => (
              <li>
                {t(`rec.appearance.${party}` as MessageKey, {
                  how: t(`rec.how.${a}` as MessageKey),
                })}
              </li>
            ))}
          </ul>
          {h.inAbsence ? <p>{t('rec.hearing.inAbsence')}</p> : null}
          {h.notes ? (
            <p class="prose">
              {t('rec.hearing.notes')}: {h.notes}
            </p>
          ) : null}
        </>
      ))}
    </>
  );
}

export function RecordSection(p: { v: PartyCaseView; t: T; lang: Lang }) {
  const rec = p.v.record;
  if (!rec) return null;
  const { t, lang } = p;
  const o = p.v.order;
  const complainant = o?.complainantName ?? rec.allegation?.complainantName ?? '';
  // The complaint case's own order: its operative part is the order as passed (what stands now is in "The order").
  const operative = p.v.kind === 'adjudication' && o ? (o.original ?? o.heads) : undefined;
  const a = rec.appellate;
  return (
    <section aria-labelledby="record">
      <h2 id="record">{t('rec.title')}</h2>
      <p class="hint">{t('rec.lead')}</p>
      {rec.allegation ? <Complaint a={rec.allegation} t={t} lang={lang} /> : null}
      <Reply
        r={rec.reply}
        t={t}
        lang={lang}
        show={p.v.kind === 'adjudication' ? rec.allegation !== undefined : rec.reply !== undefined}
      />
      <Hearings h={rec.hearings} t={t} lang={lang} />
      {rec.reasons ? (
        <>
          <h3>{t('rec.reasons')}</h3>
          <p>
            {t('rec.reasons.lead', {
              date: longDate(rec.reasons.on, lang),
              rule: provisions([rec.reasons.provision], lang),
            })}
          </p>
          <p class="prose">{rec.reasons.text}</p>
          {operative && o?.kind !== 'dismissal' ? (
            <>
              <h3>{t('rec.operative')}</h3>
              <Heads heads={operative} t={t} complainant={complainant} />
            </>
          ) : null}
        </>
      ) : null}
      {a ? (
        <>
          <h3>{t('rec.appellate')}</h3>
          <p>
            {t('rec.appellate.lead', {
              date: longDate(a.on, lang),
              number: a.number,
              outcome: t(`pc.outcome.${a.outcome}` as MessageKey),
            })}
          </p>
          <h4>{t('rec.appellate.reasons')}</h4>
          <p class="prose">{a.reasons}</p>
          <h4>{t('rec.appellate.terms')}</h4>
          <Heads heads={a.heads} t={t} complainant={complainant} />
        </>
      ) : null}
    </section>
  );
}
