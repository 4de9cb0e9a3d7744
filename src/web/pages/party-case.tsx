// The party's case page sections (issue 15), rendered from the typed view of src/app/parties: where the case stands
// in one sentence, what the person must do next and by when (with the rule), the hearing (date, time, place), the
// order's terms (each head in rupees, who pays whom, the deposit's last day, how to pay, the appeal's last day as a
// period the portal's configured default), every issued document in the reader's language with the other language's
// copy, and the order sheet in plain words. Phone first: lists and short tables, no wide cells.

import type {
  DocumentCopy,
  HearingView,
  NextStep,
  OrderTermsView,
  PartyCaseView,
  PlainEntry,
} from '../../app/parties/types.ts';
import { amountIn, countIn, longDate, rupees, shortDate } from '../format.ts';
import type { Lang, MessageKey, T } from '../i18n/index.ts';
import { keyOr } from '../i18n/index.ts';
import { provisions } from './office.tsx';
import { say } from '../../app/proceedings/catalogue.ts';
import { ServiceProofLine } from './service-proof.tsx';
import { AppellateLine, PaidAndRecovered } from './party-order-now.tsx';

const both = (d: string, lang: Lang): string => `${longDate(d, lang)} (${shortDate(d)})`;

export function Standing(p: { v: PartyCaseView; t: T; lang: Lang }) {
  const s = p.v.standing;
  const text = p.t(`pc.standing.${s.key}` as MessageKey, {
    on: s.on ? longDate(s.on, p.lang) : '',
    date: s.date ? both(s.date, p.lang) : '',
    outcome: s.outcome ? p.t(`pc.outcome.${s.outcome}` as MessageKey) : '',
    number: s.number ?? '',
  });
  return (
    <section class="panel" aria-labelledby="standing">
      <h2 id="standing">{p.t('pc.standing.title')}</h2>
      <p class="standing">{text}</p>
    </section>
  );
}

function nextText(n: NextStep, t: T, lang: Lang): string {
  let key = `pc.next.${n.key}`;
  if (n.provisional && (n.key === 'may-appeal' || n.key === 'deposit')) key += '.provisional';
  if (n.key === 'appeal-reply' && !n.due) key += '.unserved';
  if (n.key === 'receive-compensation' && n.name) key += '.named';
  if ((n.key === 'pay-compensation' || n.key === 'receive-compensation') && n.due && n.name)
    key += n.provisional ? '.by.counted' : '.by';
  return t(key as MessageKey, {
    due: n.due ? both(n.due, lang) : '',
    rule: provisions(n.basis, lang),
    amount: n.amountPaise !== undefined ? amountIn(n.amountPaise, lang) : '',
    days: n.days !== undefined ? countIn(n.days, lang) : '',
    name: n.name ?? '',
    number: n.number ?? '',
  });
}

export function NextForYou(p: { v: PartyCaseView; t: T; lang: Lang }) {
  if (!p.v.role || p.v.next.length === 0) return null;
  return (
    <section aria-labelledby="next">
      <h2 id="next">{p.t('pc.next.title')}</h2>
      <ul class="next">
        {p.v.next.map((n) => (
          <li>{nextText(n, p.t, p.lang)}</li>
        ))}
      </ul>
    </section>
  );
}

export function HearingSection(p: { h: HearingView | undefined; t: T; lang: Lang }) {
  const h = p.h;
  if (!h) return null;
  const { t } = p;
  return (
    <section aria-labelledby="hearing">
      <h2 id="hearing">{t('pc.hearing.title')}</h2>
      <dl class="summary">
        <div>
          <dt>{t('pc.hearing.date')}</dt>
          <dd>
            <strong>{both(h.on, p.lang)}</strong>
          </dd>
        </div>
        <div>
          <dt>{t('pc.hearing.time')}</dt>
          <dd>{h.time ?? t('pc.hearing.timeOnNotice')}</dd>
        </div>
        <div>
          <dt>{t('pc.hearing.place')}</dt>
          <dd>{h.mode === 'electronic' ? t('pc.hearing.byVideo') : p.lang === 'hi' ? h.placeHi : h.place}</dd>
        </div>
        {h.link ? (
          <div>
            <dt>{t('pc.hearing.link')}</dt>
            <dd class="wrap">
              <a href={h.link} rel="noopener noreferrer">
                {h.link}
              </a>
            </dd>
          </div>
        ) : null}
      </dl>
      <p class="hint">{t('pc.hearing.appear')}</p>
    </section>
  );
}

const docHref = (d: DocumentCopy): string => `/my/documents/${d.documentId}`;

/** The signed order in the reader's language, else the other's. */
function orderDocument(v: PartyCaseView, lang: Lang): DocumentCopy | undefined {
  const d = [...v.documents.issued]
    .reverse()
    .find((x) => x.template === (v.kind === 'appeal' ? 'appellate-order' : 'final-order'));
  return d ? (d[lang] ?? d[lang === 'hi' ? 'en' : 'hi']) : undefined;
}

export function OrderTerms(p: { v: PartyCaseView; t: T; lang: Lang }) {
  const o: OrderTermsView | undefined = p.v.order;
  if (!o) return null;
  const { t, lang } = p;
  const signed = orderDocument(p.v, lang);
  const total = o.heads.reduce((a, h) => a + h.paise, 0);
  const nothing =
    o.kind === 'dismissal'
      ? 'pc.order.dismissed'
      : o.kind === 'set-aside' || o.appellate?.outcome === 'set-aside'
        ? 'pc.order.setAside'
        : undefined;
  return (
    <section aria-labelledby="order">
      <h2 id="order">{t('pc.order.title')}</h2>
      <p>{t('pc.order.passedOn', { date: both(o.on, lang), rule: provisions([o.provision], lang) })}</p>
      <AppellateLine o={o} t={t} lang={lang} />
      {nothing || o.heads.length === 0 ? (
        <p>{t((nothing ?? 'pc.order.dismissed') as MessageKey)}</p>
      ) : (
        <ul class="cards terms">
          {o.heads.map((h) => (
            <li>
              <p>
                <strong>
                  {t(`pc.head.${h.head}` as MessageKey)}: {rupees(h.paise)}
                </strong>
              </p>
              <p>
                {t('pc.order.payer')}: {t('pc.payer.contravener', { name: o.contravenerName })}
              </p>
              <p>
                {t('pc.order.payee')}: {t(`pc.payee.${h.payee}` as MessageKey, { name: o.complainantName })}
              </p>
            </li>
          ))}
          <li>
            <p>
              <strong>
                {t('pc.order.total')}: {rupees(total)}
              </strong>
            </p>
          </li>
        </ul>
      )}
      {o.deposit ? (
        <p class="due">
          <strong>
            {o.deposit.provisional
              ? t('pc.order.deposit.provisional', { date: both(o.deposit.due, lang), days: o.deposit.days })
              : t('pc.order.deposit', {
                  date: both(o.deposit.due, lang),
                  days: o.deposit.days,
                  rule: provisions(o.deposit.basis, lang),
                })}
          </strong>
        </p>
      ) : null}
      {o.deposit && o.depositedPaise > 0 ? (
        <p>{t('pc.order.deposited', { paid: rupees(o.depositedPaise), left: rupees(o.outstandingPaise) })}</p>
      ) : null}
      <PaidAndRecovered o={o} t={t} lang={lang} />
      {o.payAt && total > 0 ? (
        <p>
          {t('pc.order.howToPay', {
            office: lang === 'hi' ? o.payAt.officeHi : o.payAt.office,
            address: lang === 'hi' ? o.payAt.addressHi : o.payAt.address,
          })}
        </p>
      ) : null}
      {o.appeal ? (
        <p>
          {o.appeal.provisional
            ? t('pc.order.appeal.provisional', { date: both(o.appeal.due, lang), days: o.appeal.days })
            : t('pc.order.appeal', { date: both(o.appeal.due, lang), days: o.appeal.days })}
        </p>
      ) : null}
      {signed ? (
        <p>
          <a class="button" href={docHref(signed)} download={signed.fileName}>
            {t('pc.order.download')}
          </a>
        </p>
      ) : null}
    </section>
  );
}

export function Documents(p: { v: PartyCaseView; t: T; lang: Lang }) {
  const { t, lang } = p;
  const d = p.v.documents;
  const other: Lang = lang === 'hi' ? 'en' : 'hi';
  return (
    <section aria-labelledby="documents">
      <h2 id="documents">{t('pc.docs.title')}</h2>
      <p class="hint">{t('pc.docs.lead')}</p>
      {d.issued.length === 0 ? (
        <p>{t('pc.docs.none')}</p>
      ) : (
        <ul class="cards docs">
          {d.issued.map((x) => {
            const mine = x[lang];
            const theirs = x[other];
            const enclosed = x.encloses?.[lang] ?? x.encloses?.[other];
            return (
              <li>
                <p>
                  <strong>{t(keyOr('pc.doc', x.template, 'pc.doc.other'))}</strong>{' '}
                  <span class="hint">({t('pc.docs.issuedOn', { date: longDate(x.issuedOn, lang) })})</span>
                </p>
                <p>
                  {mine ? (
                    <a href={docHref(mine)} download={mine.fileName}>
                      {t('pc.docs.download', { kb: Math.ceil(mine.byteSize / 1024) })}
                    </a>
                  ) : (
                    <span>{t('pc.docs.preparing')}</span>
                  )}
                  {theirs ? (
                    <>
                      {' '}
                      ·{' '}
                      <a href={docHref(theirs)} download={theirs.fileName} hreflang={other} lang={other}>
                        {t('pc.docs.otherLang')}
                      </a>
                    </>
                  ) : null}
                </p>
                {enclosed ? (
                  <p>
                    <a href={`/my/documents/${enclosed}`}>{t('pc.docs.enclosure')}</a>
                  </p>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
      {d.pending > 0 ? <p class="hint">{t('pc.docs.pending', { n: d.pending })}</p> : null}
      {d.uploaded.length > 0 ? (
        <>
          <h3>{t('pc.docs.uploaded')}</h3>
          <ul>
            {d.uploaded.map((u) => (
              <li class="wrap">
                <a href={`/my/documents/${u.documentId}`} download={u.fileName}>
                  {u.fileName}
                </a>{' '}
                <span class="hint">
                  ({longDate(u.on, lang)}, {Math.ceil(u.byteSize / 1024)} KB)
                </span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}

/** The party's sentence from the event catalogue, its date, days and amount in the reader's formats. */
function plain(e: PlainEntry, lang: Lang): string {
  const s = e.sentence;
  const params: Record<string, string> = {
    days: s.days !== undefined ? countIn(s.days, lang) : '',
    date: s.date ? longDate(s.date, lang) : '',
    amount: s.amountPaise !== undefined ? amountIn(s.amountPaise, lang) : '',
  };
  return say(s.text, lang).replace(/\{(date|days|amount)\}/g, (_m, k: string) => params[k] ?? '');
}

export function PlainOrderSheet(p: { v: PartyCaseView; t: T; lang: Lang }) {
  const { t, lang } = p;
  return (
    <section aria-labelledby="order-sheet">
      <h2 id="order-sheet">{t('pc.sheetTitle')}</h2>
      <ol class="timeline">
        {p.v.orderSheet.map((e) => (
          <li>
            <strong>{longDate(e.on, lang)}</strong>: {plain(e, lang)}
            {e.note ? (
              <>
                <br />
                <span class="hint">{say(e.note, lang)}</span>
              </>
            ) : null}
            {e.actedFor ? (
              <>
                <br />
                {t('assist.actedFor', { ...e.actedFor, document: e.actedFor.consentDocumentId })}
              </>
            ) : null}
            {e.proof ? (
              <>
                <br />
                <ServiceProofLine entry={e} t={t} />
              </>
            ) : null}
            {e.basis.length > 0 ? (
              <span class="hint">
                {' '}
                ({provisions(e.basis.filter((b) => !/\.item|declaration|^in\.ctr2026\.form/.test(b)).slice(0, 3), lang)}
                )
              </span>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}

export function AppealReadingSection(p: { v: PartyCaseView; t: T; lang: Lang }) {
  const a = p.v.appeal;
  if (!a) return null;
  const { t, lang } = p;
  return (
    <section aria-labelledby="appeal">
      <h2 id="appeal">{t('pc.appeal.title')}</h2>
      {a.appellantName ? (
        <p>
          {t('pc.appeal.appellant')}: {a.appellantName}
        </p>
      ) : null}
      {a.orderOn ? <p>{t('pc.appeal.orderOn', { date: longDate(a.orderOn, lang) })}</p> : null}
      {a.grounds ? (
        <>
          <h3>{t('pc.appeal.grounds')}</h3>
          <p class="prose">{a.grounds}</p>
        </>
      ) : null}
      {a.statementOfFacts ? (
        <>
          <h3>{t('pc.appeal.facts')}</h3>
          <p class="prose">{a.statementOfFacts}</p>
        </>
      ) : null}
      {a.reliefClaimed ? (
        <>
          <h3>{t('pc.appeal.relief')}</h3>
          <p class="prose">{a.reliefClaimed}</p>
        </>
      ) : null}
      {a.caseBelow ? (
        <p>
          <a href={`/my/cases/${a.caseBelow.id}`}>
            {t('pc.appeal.record')}: {a.caseBelow.number}
          </a>
        </p>
      ) : null}
    </section>
  );
}
