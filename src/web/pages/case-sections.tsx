// Sections of the officers' case pages drawn from the case's typed facts (src/app/cases/case-facts.ts): the
// complaint's particulars (Form-I), the parties, the hearing fixed and the documents. No payload is read here.

import type { CaseRecord } from '../../app/cases/read-case.ts';
import { longDate } from '../format.ts';
import type { Lang, T } from '../i18n/index.ts';
import { keyOr } from '../i18n/index.ts';
import type { Child } from 'hono/jsx';
import { both, DueBadge } from './office.tsx';
import { actorWords, clockWords, stageWords } from './public.tsx';

export function PartiesList(p: { r: CaseRecord; t: T }) {
  const { r, t } = p;
  const k = r.facts.complaint;
  if (!k) return null;
  const named = [
    { role: 'complainant', name: k.complainant.name },
    { role: 'respondent', name: k.contravener.name },
  ];
  return (
    <dl class="summary">
      {named.map((x) => (
        <div>
          <dt>{t(keyOr('cases.role', x.role, 'cases.role'))}</dt>
          <dd>
            {x.name}{' '}
            <span class="hint">
              ({r.parties.some((y) => y.role === x.role) ? t('off.party.linked') : t('off.party.notLinked')})
            </span>
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** Form-I as registered: the complainant, the person complained against, the contravention, the evidence. */
export function ComplaintParticulars(p: { r: CaseRecord; t: T; lang: Lang }) {
  const { t, lang } = p;
  const k = p.r.facts.complaint;
  if (!k) return null;
  return (
    <section aria-labelledby="complaint">
      <h2 id="complaint">{t('step.complaint.title')}</h2>
      <dl class="summary">
        <div>
          <dt>{t('step.complaint.complainant')}</dt>
          <dd>
            {k.complainant.name}
            {k.complainant.parentName ? `, ${k.complainant.parentName}` : ''}
            <br />
            {k.complainant.address}
            {k.complainant.contact ? (
              <>
                <br />
                {k.complainant.contact}
              </>
            ) : null}
          </dd>
        </div>
        <div>
          <dt>{t('step.complaint.contravener')}</dt>
          <dd>
            {k.contravener.name}
            {k.contravener.parentName ? `, ${k.contravener.parentName}` : ''}
            <br />
            {k.contravener.address}
          </dd>
        </div>
        <div>
          <dt>{t('step.complaint.when')}</dt>
          <dd>
            {both(k.contravention.date, lang)}
            {k.contravention.time ? `, ${k.contravention.time}` : ''} – {k.contravention.place}
          </dd>
        </div>
        <div>
          <dt>{t('step.complaint.nature')}</dt>
          <dd>{k.contravention.nature}</dd>
        </div>
        <div>
          <dt>{t('step.complaint.provision')}</dt>
          <dd>{k.provisionAlleged}</dd>
        </div>
        {k.crossTrackFinding ? (
          <div class="flag" role="note">
            <dt>{t('as.crossTrack.title')}</dt>
            <dd>
              {t('as.crossTrack.explain')}
              <p class="quote">{k.crossTrackFinding}</p>
            </dd>
          </div>
        ) : null}
        <div>
          <dt>{t('step.complaint.statement')}</dt>
          <dd class="quote">{k.statement}</dd>
        </div>
        {k.evidence.length > 0 ? (
          <div>
            <dt>{t('step.complaint.evidence')}</dt>
            <dd>
              <ul>
                {k.evidence.map((x) => (
                  <li>{x}</li>
                ))}
              </ul>
            </dd>
          </div>
        ) : null}
        {k.compensationOrCharges ? (
          <div>
            <dt>{t('step.complaint.compensation')}</dt>
            <dd>{k.compensationOrCharges}</dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}

/** The hearing fixed: date, time, place or video link (Rule 4(6), Rule 7(10)). */
export function HearingFixed(p: { r: CaseRecord; t: T; lang: Lang }) {
  const h = p.r.facts.hearing;
  if (!h) return null;
  const { t, lang } = p;
  return (
    <p class="hearing">
      <strong>{t('step.hearing')}</strong>: {both(h.on, lang)}
      {h.time ? `, ${h.time}` : ''} –{' '}
      {h.mode === 'electronic' ? (h.link ?? t('hearing.mode.electronic')) : lang === 'hi' ? h.placeHi : h.place}
    </p>
  );
}

export function DocumentsList(p: { r: CaseRecord; t: T; lang: Lang }) {
  const { t, lang } = p;
  const d = p.r.facts.documents;
  const rows = [
    ...d.issued.flatMap((x) =>
      [x.en, x.hi]
        .filter((y) => y !== undefined)
        .map((y) => ({ documentId: y.documentId, fileName: y.fileName, on: x.issuedOn })),
    ),
    ...d.uploaded,
  ];
  if (rows.length === 0) return <p>{t('case.noDocuments')}</p>;
  return (
    <ul>
      {rows.map((x) => (
        <li>
          <a href={`/my/documents/${x.documentId}`}>{x.fileName}</a> <span class="hint">({longDate(x.on, lang)})</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * The head of an officer's case page: the note of what was just done, the way back, the title and the summary (the
 * stage, the day received and the next thing due, with its badge); `children` adds rows to the summary.
 */
export function CaseHead(p: {
  r: CaseRecord;
  t: T;
  lang: Lang;
  today: string;
  note?: string | undefined;
  back: { href: string; words: string };
  title: string;
  receivedOn: string;
  children?: Child;
}) {
  const { r, t, lang } = p;
  return (
    <>
      {p.note ? (
        <p class="success" role="status">
          {p.note}
        </p>
      ) : null}
      <p>
        <a href={p.back.href}>{p.back.words}</a>
      </p>
      <h1>{p.title}</h1>
      <dl class="summary">
        <div>
          <dt>{t('case.status')}</dt>
          <dd>{stageWords(t, r.summary.stage)}</dd>
        </div>
        <div>
          <dt>{p.receivedOn}</dt>
          <dd>{both(r.summary.receivedOn, lang)}</dd>
        </div>
        {r.summary.nextDue ? (
          <div>
            <dt>{clockWords(t, r.summary.nextClock)}</dt>
            <dd>
              {both(r.summary.nextDue, lang)} – {actorWords(t, r.summary.nextActor)}{' '}
              <DueBadge due={r.summary.nextDue} today={p.today} t={t} />
            </dd>
          </div>
        ) : null}
        {p.children}
      </dl>
    </>
  );
}
