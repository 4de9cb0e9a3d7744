// Appeal in one step (Rule 7, Form-III): the form prefilled from the case record (the parties' particulars from
// Form-I, items 2 and 3 from the show-cause notice and the order, item 7 the order's date), the copy of the order
// attached (enclosure (i)), and item 9 (within the time of s.27B) answered by the appellant, YES or NO, with a field
// to explain a delay and ask that it be condoned. The portal's count of the period (provisionally fixed by the State)
// is shown as help, never as the answer; on filing it becomes a note for the appellate authority (I-W2). And fixing the defects the
// appellate authority intimates (Rule 7(6)), field by field, through record-rectification.

import type { Actor } from '../../app/actor.ts';
import { fileAppeal } from '../../app/cases/file-appeal.ts';
import type { CaseRecord } from '../../app/cases/read-case.ts';
import type { DefectView } from '../../app/cases/case-facts.ts';
import { runCommand } from '../../app/cases/run-command.ts';
import { AppError } from '../../app/errors.ts';
import type { Services } from '../../app/services.ts';
import { form3Declaration } from '../../rules/form-texts.ts';
import { computePublicClock } from '../../server/routes/public.ts';
import { Checkbox, Csrf, ErrorSummary, Field, Radios, Submit, TextArea } from '../components.tsx';
import { csrfOf, formOf } from '../context.ts';
import type { FormErrors, WebCtx } from '../context.ts';
import { longDate, shortDate } from '../format.ts';
import type { MessageKey, T } from '../i18n/index.ts';
import { provisions } from './office.tsx';

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
export function prefill(r: CaseRecord, actor: Actor, t?: T): Record<string, string> {
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
    'a.contact': me?.contact ?? '',
    'a.email': me?.email ?? '',
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

const REQUIRED: readonly [string, MessageKey][] = [
  ['a.name', 'appeal.name'],
  ['a.parentName', 'appeal.parentName'],
  ['a.address', 'appeal.address'],
  ['provisions', 'appeal.provisions'],
  ['statementOfContravention', 'appeal.statementOfContravention'],
  ['grounds', 'appeal.grounds'],
  ['r.name', 'appeal.name'],
  ['r.parentName', 'appeal.parentName'],
  ['r.address', 'appeal.address'],
  ['statementOfFacts', 'appeal.statementOfFacts'],
  ['reliefClaimed', 'appeal.reliefClaimed'],
];

/** Form-III field (domain) → the form's field name. */
const FORM3_FIELD: Readonly<Record<string, string>> = {
  'appellant.name': 'a.name',
  'appellant.parentName': 'a.parentName',
  'appellant.address': 'a.address',
  'respondent.name': 'r.name',
  'respondent.parentName': 'r.parentName',
  'respondent.address': 'r.address',
  provisions: 'provisions',
  statementOfContravention: 'statementOfContravention',
  grounds: 'grounds',
  statementOfFacts: 'statementOfFacts',
  reliefClaimed: 'reliefClaimed',
  withinTimeAnswer: 'withinTime',
  delayExplanation: 'delayExplanation',
  pendingElsewhere: 'pending',
  declaration: 'declared',
};

/** Files the appeal from the posted form; returns the new appeal's id, or the field errors. */
export async function submitAppeal(
  services: Services,
  c: WebCtx,
  r: CaseRecord,
): Promise<{ id?: string; errors: FormErrors; values: Record<string, string> }> {
  const t = c.get('t');
  const actor = c.get('actor')!;
  const v = await formOf(c);
  const errors: FormErrors = {};
  for (const [k, label] of REQUIRED)
    if (!(v[k] ?? '').trim())
      errors[k] = t('file.err.required', {
        what: t(label)
          .replace(/\s*\(.*\)$/, '')
          .toLowerCase(),
      });
  if (v['withinTime'] !== 'YES' && v['withinTime'] !== 'NO') errors['withinTime'] = t('appeal.err.withinTime');
  else if (v['withinTime'] === 'NO' && !(v['delayExplanation'] ?? '').trim())
    errors['delayExplanation'] = t('appeal.err.delayExplanation');
  if (v['pending'] !== 'yes' && v['pending'] !== 'no') errors['pending'] = t('appeal.err.pending');
  if (v['declared'] !== 'yes') errors['declared'] = t('file.err.declaration');
  if (!(v['signedName'] ?? '').trim())
    errors['signedName'] = t('file.err.required', { what: t('file.signedName').toLowerCase() });
  if (Object.keys(errors).length > 0) return { errors, values: v };
  const s = (k: string) => (v[k] ?? '').trim();
  const opt = (k: string) => (s(k) ? s(k) : undefined);
  const partyOf = (p: 'a' | 'r') => ({
    name: s(`${p}.name`),
    parentName: s(`${p}.parentName`),
    address: s(`${p}.address`),
    ...(opt(`${p}.contact`) ? { contact: s(`${p}.contact`) } : {}),
    ...(opt(`${p}.email`) ? { email: s(`${p}.email`) } : {}),
  });
  const form = {
    appellant: partyOf('a'),
    respondent: partyOf('r'),
    provisions: s('provisions'),
    statementOfContravention: s('statementOfContravention'),
    grounds: s('grounds'),
    statementOfFacts: s('statementOfFacts'),
    ...(s('orderDate') ? { orderDate: s('orderDate') } : {}),
    reliefClaimed: s('reliefClaimed'),
    withinTimeAnswer: s('withinTime') as 'YES' | 'NO',
    ...(opt('delayExplanation') ? { delayExplanation: s('delayExplanation') } : {}),
    pendingElsewhere: {
      pending: v['pending'] === 'yes',
      ...(opt('pendingDetails') ? { details: s('pendingDetails') } : {}),
    },
    declaration: { made: true, signedOn: services.clock.today(), name: s('signedName') },
    enclosures: {
      copyOfOrder: true,
      documentsRelied: (v['documents'] ?? '')
        .split('\n')
        .map((l) => l.trim())
        .filter(Boolean),
    },
  };
  try {
    const filed = await fileAppeal(
      services.cases,
      actor,
      { caseId: r.stream.id, appeal: { form: form as never, filedBy: 'appellant-in-person', medium: 'electronic' } },
      { scope: actor.accountId, key: `web-appeal-${r.stream.id}`, request: form },
    );
    return { id: filed.id, errors: {}, values: v };
  } catch (e) {
    if (!(e instanceof AppError) || e.code === 'AUTH.FORBIDDEN' || e.code === 'INTERNAL') throw e;
    errors[FORM3_FIELD[e.field ?? ''] ?? 'grounds'] = t('act.err.refused', { detail: e.message });
    return { errors, values: v };
  }
}

/** The defects intimated and not yet rectified (Rule 7(6)). */
export function openDefects(r: CaseRecord): DefectView[] {
  return (r.facts.appeal?.defects ?? []).filter((d) => d.status === 'intimated');
}

export function DefectsForm(p: { c: WebCtx; r: CaseRecord; errors: FormErrors }) {
  const t = p.c.get('t');
  const defects = openDefects(p.r);
  if (
    defects.length === 0 ||
    p.r.stream.kind !== 'appeal' ||
    !p.r.parties.some((x) => x.accountId === p.c.get('actor')?.accountId && x.role === 'appellant')
  )
    return null;
  return (
    <section aria-labelledby="defects">
      <h2 id="defects">{t('appeal.defects.title')}</h2>
      <ErrorSummary errors={p.errors} t={t} />
      <p>{t('appeal.defects.lead')}</p>
      <form method="post" action={`/my/cases/${p.r.stream.id}/rectify`} novalidate>
        <Csrf token={csrfOf(p.c)} />
        <input type="hidden" name="version" value={String(p.r.stream.version)} />
        {defects.map((d) => (
          <TextArea
            name={`fix.${d.id}`}
            label={d.description}
            hint={d.basis && d.basis.length > 0 ? provisions(d.basis, p.c.get('lang')) : undefined}
            error={p.errors[`fix.${d.id}`]}
            rows={4}
            maxlength={20000}
            required
          />
        ))}
        <Submit>{t('appeal.defects.submit')}</Submit>
      </form>
    </section>
  );
}

/** Sets a dotted Form-III field (e.g. appellant.address) in the amendments. */
function setPath(o: Record<string, unknown>, path: string, value: string): void {
  const [head, ...rest] = path.split('.');
  if (rest.length === 0) {
    o[head!] = value;
    return;
  }
  const inner = (o[head!] as Record<string, unknown> | undefined) ?? {};
  o[head!] = inner;
  setPath(inner, rest.join('.'), value);
}

export async function submitRectification(services: Services, c: WebCtx, r: CaseRecord): Promise<FormErrors> {
  const t = c.get('t');
  const v = await formOf(c);
  const defects = openDefects(r);
  const errors: FormErrors = {};
  const amendments: Record<string, unknown> = {};
  for (const d of defects) {
    const text = (v[`fix.${d.id}`] ?? '').trim();
    if (!text) errors[`fix.${d.id}`] = t('act.err.text');
    else setPath(amendments, d.field, text);
  }
  if (Object.keys(errors).length > 0) return errors;
  const version = Number(v['version']);
  try {
    await runCommand(services.cases, c.get('actor')!, {
      streamId: r.stream.id,
      command: { type: 'record-rectification', defectIds: defects.map((d) => d.id), amendments },
      ...(Number.isInteger(version) ? { expectedVersion: version } : {}),
    });
  } catch (e) {
    if (!(e instanceof AppError) || e.code === 'AUTH.FORBIDDEN' || e.code === 'INTERNAL') throw e;
    errors[`fix.${defects[0]?.id ?? ''}`] = t('act.err.refused', { detail: e.message });
  }
  return errors;
}
