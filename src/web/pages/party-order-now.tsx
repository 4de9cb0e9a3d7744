// Issue 30: the order on the case below as it stands now, across proceedings: the appeal against it (pending or
// decided, with the amounts it replaced), the deposits recorded, a refund due and the reference for recovery.

import type { OrderTermsView } from '../../app/parties/types.ts';
import { longDate, rupees, shortDate } from '../format.ts';
import type { Lang, MessageKey, T } from '../i18n/index.ts';
import { provisions } from './office.tsx';

const both = (d: string, lang: Lang): string => `${longDate(d, lang)} (${shortDate(d)})`;

/** Issue 30: the appeal against the order, and, once decided, the order's own amounts it replaced. */
export function AppellateLine(p: { o: OrderTermsView; t: T; lang: Lang }) {
  const { o, t, lang } = p;
  const a = o.appellate;
  if (!a || a.status === 'refused') return null;
  if (a.status === 'pending') return <p>{t('pc.order.appellatePending', { number: a.number })}</p>;
  return (
    <>
      <p class="due">
        <strong>
          {t('pc.order.appellate', {
            number: a.number,
            date: a.on ? both(a.on, lang) : '',
            outcome: a.outcome ? t(`pc.outcome.${a.outcome}` as MessageKey) : '',
          })}
        </strong>
      </p>
      {o.original ? (
        <p class="hint">
          {t('pc.order.original')}{' '}
          {o.original.map((h) => `${t(`pc.head.${h.head}` as MessageKey)} ${rupees(h.paise)}`).join('; ')}
        </p>
      ) : null}
    </>
  );
}

/** Issue 30: the deposits recorded, a refund due, the reference for recovery. */
export function PaidAndRecovered(p: { o: OrderTermsView; t: T; lang: Lang }) {
  const { o, t, lang } = p;
  const penalty = o.heads.find((h) => h.head === 'penalty');
  return (
    <>
      {o.payments && o.payments.length > 0 ? (
        <>
          <h3>{t('pc.order.payments')}</h3>
          <ul>
            {o.payments.map((x) => (
              <li>
                {t('pc.order.payment', {
                  amount: rupees(x.amountPaise),
                  date: longDate(x.on, lang),
                  receipt: x.receiptNo,
                })}
              </li>
            ))}
          </ul>
          {penalty && o.outstandingPaise === 0 ? <p>{t('pc.order.nothingLeft')}</p> : null}
        </>
      ) : null}
      {o.refundPaise ? <p>{t('pc.order.refund', { amount: rupees(o.refundPaise) })}</p> : null}
      {o.recovery && o.outstandingPaise > 0 ? (
        <p>
          {t('pc.order.recovery', {
            amount: rupees(o.outstandingPaise),
            date: both(o.recovery.on, lang),
            rule: provisions(o.recovery.basis, lang),
          })}
        </p>
      ) : null}
    </>
  );
}
