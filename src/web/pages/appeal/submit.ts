// Form-III posted from the web: the required items, the fields the domain names, and the appeal filed (Rule 7).

import { fileAppeal } from '../../../app/cases/file-appeal.ts';
import type { CaseRecord } from '../../../app/cases/read-case.ts';
import { AppError } from '../../../app/errors.ts';
import type { Form3Particulars } from '../../../domain/appeal/index.ts';
import { tryParseLocalDate } from '../../../lib/local-date.ts';
import type { Services } from '../../../app/services.ts';
import { formOf } from '../../context.ts';
import type { FormErrors, WebCtx } from '../../context.ts';
import type { MessageKey } from '../../i18n/index.ts';

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
  // The order's date is the record's (a hidden field); one that is not a date is left out, and scrutiny names the
  // missing item 7 as a defect.
  const orderDate = tryParseLocalDate(s('orderDate'));
  const form: Form3Particulars = {
    appellant: partyOf('a'),
    respondent: partyOf('r'),
    provisions: s('provisions'),
    statementOfContravention: s('statementOfContravention'),
    grounds: s('grounds'),
    statementOfFacts: s('statementOfFacts'),
    ...(orderDate ? { orderDate } : {}),
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
      { caseId: r.stream.id, appeal: { form, filedBy: 'appellant-in-person', medium: 'electronic' } },
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
