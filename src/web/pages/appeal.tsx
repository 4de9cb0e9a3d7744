// Appeal in one step (Rule 7, Form-III): the form prefilled from the case record (the parties' particulars from
// Form-I, items 2 and 3 from the show-cause notice and the order, item 7 the order's date), the copy of the order
// attached (enclosure (i)), and item 9 (within the time of s.27B) answered by the appellant, YES or NO, with a field
// to explain a delay and ask that it be condoned. The portal's count of the period (the portal's configured default)
// is shown as help, never as the answer; on filing it becomes a note for the appellate authority (I-W2). And fixing the defects the
// appellate authority intimates (Rule 7(6)), field by field, through record-rectification.

import type { Actor } from '../../app/actor.ts';
import type { CaseRecord } from '../../app/cases/read-case.ts';
import type { Services } from '../../app/services.ts';
import { form3Declaration } from '../../rules/form-texts.ts';
import { computePublicClock } from '../../server/routes/public.ts';
import { Checkbox, Csrf, ErrorSummary, Field, Radios, Submit, TextArea } from '../components.tsx';
import { csrfOf } from '../context.ts';
import type { FormErrors, WebCtx } from '../context.ts';
import { longDate, shortDate } from '../format.ts';
import type { T } from '../i18n/index.ts';

/** Whether the signed-in party may appeal this case now (an order under Rule 4(12) or 4(13) was passed). */
export function mayAppeal(r: CaseRecord, accountId: string): boolean {
  return (
    r.stream.kind === 'adjudication' &&
    r.facts.order !== undefined &&
    r.parties.some((p) => p.accountId === accountId) &&
    !r.related.some((x) => x.kind === 'appeal')
  );
}

const orderUnder = (rules: string, t: T | undefined): string =>
  t ? t('appeal.orderUnder', { rules }) : `Order under Rule ${rules}`;

/** The Form-III fields prefilled from the record (strings, as the form shows them), from the case's typed facts. */
export function prefill(
  r: CaseRecord,
  actor: Actor,
  t?: T,
  own: { email?: string; phone?: string } = {},
): Record<string, string> {
  const k = r.facts.complaint;
  const notice = r.facts.notice;
  const order = r.facts.order;
  const isRespondent = r.parties.find((p) => p.accountId === actor.accountId)?.role === 'respondent';
  const me = isRespondent ? k?.contravener : k?.complainant;
  const other = isRespondent ? k?.complainant : k?.contravener;
  return {
    'a.name': me?.name ?? actor.name,
    'a.parentName': me?.parentName ?? '',
    'a.address': me?.address ?? '',
    // The appellant's contact from the complaint, else the one they signed up with (issue 30).
    'a.contact': me?.contact || (own.phone ?? ''),
    'a.email': me?.email || (own.email ?? ''),
    'r.name': other?.name ?? '',
    'r.parentName': other?.parentName ?? '',
    'r.address': other?.address ?? '',
    'r.contact': other?.contact ?? '',
    'r.email': other?.email ?? '',
    // The order's rule in the appellant's language ("Order under Rule 4(12)" / "नियम 4(12) के अधीन आदेश").
    provisions: [
      notice?.provisionAlleged,
      order ? orderUnder(order.provision.endsWith('12') ? '4(12)' : '4(13)', t) : '',
    ]
      .filter(Boolean)
      .join('; '),
    statementOfContravention: notice?.contravention ?? '',
    orderDate: order?.on ?? '',
    grounds: '',
    statementOfFacts: '',
    reliefClaimed: '',
    withinTime: '',
    delayExplanation: '',
    pending: '',
    pendingDetails: '',
    documents: '',
    signedName: me?.name ?? actor.name,
  };
}

async function item9(
  services: Services,
  r: CaseRecord,
  orderDate: string,
): Promise<{ due: string; days: number; configured: boolean } | undefined> {
  if (!orderDate) return undefined;
  const j = await services.admin.listJurisdiction();
  const office = j.offices.find((o) => o.code === r.stream.officeCode);
  const district = j.districts.find((d) => d.code === office?.districtCode);
  const state = j.states.find((s) => s.code === district?.stateCode);
  const res = computePublicClock({
    clock: 'appeal',
    from: orderDate,
    jurisdiction: state?.jurisdiction === 'in-as' ? 'in-as' : 'in',
  }) as { due: string; length: { n: number }; configured: boolean };
  return { due: res.due, days: res.length.n, configured: res.configured };
}

export async function AppealForm(p: {
  c: WebCtx;
  services: Services;
  r: CaseRecord;
  v: Record<string, string>;
  errors: FormErrors;
}) {
  const { c, r, v, errors } = p;
  const t = c.get('t');
  const lang = c.get('lang');
  const i9 = await item9(p.services, r, v['orderDate'] ?? '');
  const today = p.services.clock.today();
  const party = (prefix: 'a' | 'r') => (
    <>
      <Field
        name={`${prefix}.name`}
        label={t('appeal.name')}
        error={errors[`${prefix}.name`]}
        value={v[`${prefix}.name`]}
        maxlength={200}
        required
      />
      <Field
        name={`${prefix}.parentName`}
        label={t('appeal.parentName')}
        error={errors[`${prefix}.parentName`]}
        value={v[`${prefix}.parentName`]}
        maxlength={200}
        required
      />
      <TextArea
        name={`${prefix}.address`}
        label={t('appeal.address')}
        error={errors[`${prefix}.address`]}
        value={v[`${prefix}.address`]}
        rows={2}
        maxlength={500}
        required
      />
      <Field
        name={`${prefix}.contact`}
        type="tel"
        label={t('appeal.contact')}
        value={v[`${prefix}.contact`]}
        inputmode="tel"
        maxlength={16}
        optional={t('common.optional')}
      />
      <Field
        name={`${prefix}.email`}
        type="email"
        label={t('appeal.email')}
        value={v[`${prefix}.email`]}
        inputmode="email"
        maxlength={254}
        optional={t('common.optional')}
      />
    </>
  );
  return (
    <>
      <h1>{t('appeal.title')}</h1>
      <ErrorSummary errors={errors} t={t} />
      <p>{t('appeal.lead')}</p>
      <form method="post" action={`/my/cases/${r.stream.id}/appeal`} novalidate>
        <Csrf token={csrfOf(c)} />
        <input type="hidden" name="orderDate" value={v['orderDate'] ?? ''} />
        <h2>{t('appeal.appellant')}</h2>
        {party('a')}
        <TextArea
          name="provisions"
          label={t('appeal.provisions')}
          error={errors['provisions']}
          value={v['provisions']}
          rows={2}
          maxlength={1000}
          required
        />
        <TextArea
          name="statementOfContravention"
          label={t('appeal.statementOfContravention')}
          error={errors['statementOfContravention']}
          value={v['statementOfContravention']}
          rows={3}
          maxlength={5000}
          required
        />
        <TextArea
          name="grounds"
          label={t('appeal.grounds')}
          error={errors['grounds']}
          value={v['grounds']}
          rows={6}
          maxlength={20000}
          required
        />
        <h2>{t('appeal.respondent')}</h2>
        {party('r')}
        <TextArea
          name="statementOfFacts"
          label={t('appeal.statementOfFacts')}
          error={errors['statementOfFacts']}
          value={v['statementOfFacts']}
          rows={6}
          maxlength={20000}
          required
        />
        <dl class="summary">
          <div>
            <dt>{t('appeal.orderDate')}</dt>
            <dd>{v['orderDate'] ? `${longDate(v['orderDate'], lang)} (${shortDate(v['orderDate'])})` : '—'}</dd>
          </div>
        </dl>
        <TextArea
          name="reliefClaimed"
          label={t('appeal.reliefClaimed')}
          error={errors['reliefClaimed']}
          value={v['reliefClaimed']}
          rows={2}
          maxlength={2000}
          required
        />
        <Radios
          name="withinTime"
          legend={t('appeal.item9')}
          error={errors['withinTime']}
          value={v['withinTime']}
          hint={
            i9
              ? `${t(today <= i9.due ? 'appeal.item9.helpOpen' : 'appeal.item9.helpPassed', { date: longDate(i9.due, lang) })}${i9.configured ? ` ${t('appeal.item9.provisional', { days: i9.days })}` : ''}`
              : undefined
          }
          options={[
            { value: 'YES', label: t('appeal.item9.yes') },
            { value: 'NO', label: t('appeal.item9.no') },
          ]}
        />
        <TextArea
          name="delayExplanation"
          label={t('appeal.delayExplanation')}
          hint={t('appeal.delayExplanationHint')}
          error={errors['delayExplanation']}
          value={v['delayExplanation']}
          rows={4}
          maxlength={20000}
          optional={t('common.optional')}
        />
        <Radios
          name="pending"
          legend={t('appeal.pending')}
          error={errors['pending']}
          value={v['pending']}
          options={[
            { value: 'no', label: t('common.no') },
            { value: 'yes', label: t('common.yes') },
          ]}
        />
        <Field
          name="pendingDetails"
          label={t('appeal.pendingDetails')}
          value={v['pendingDetails']}
          maxlength={500}
          optional={t('common.optional')}
        />
        <TextArea
          name="documents"
          label={t('appeal.documents')}
          value={v['documents']}
          rows={3}
          maxlength={3000}
          optional={t('common.optional')}
        />
        <Checkbox
          name="declared"
          label={form3Declaration(lang)}
          error={errors['declared']}
          checked={v['declared'] === 'yes'}
        />
        <Field
          name="signedName"
          label={t('file.signedName')}
          error={errors['signedName']}
          value={v['signedName']}
          maxlength={200}
          required
        />
        <Submit>{t('appeal.submit')}</Submit>
      </form>
    </>
  );
}

// Filing (appeal/submit.ts) and rectifying defects (appeal/defects.tsx), for the importers of this page.
export { submitAppeal } from './appeal/submit.ts';
export { DefectsForm, submitRectification } from './appeal/defects.tsx';
