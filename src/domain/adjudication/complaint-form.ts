// Form-I (Rule 3): each particular mapped to its item, which ones are required, and the check that names what is missing.
//
// Required as we read the form (docs/assumptions.md): every item the form asks without qualification, except
// - 1(b) for an authorised officer, who complains in an official capacity identified by designation and office;
// - 1(d) and 1(e): at least one means of contacting the complainant, not necessarily both;
// - 2(b), the contravener's parent's name, which a complainant often cannot know: recorded when given;
// - 2(c): the contravener's address is required (it is needed for service under Rule 4(5)); the PIN when known;
// - 2(d): date, place and nature are required; the time when known;
// - 2(h) opens with "Any": recorded when there is something to claim.

import type { Result } from '../../lib/result.ts';
import { err, ok } from '../../lib/result.ts';
import type { ProvisionId } from '../../rules/provisions.ts';
import type { Refusal } from '../../rules/ruling.ts';
import { refuse } from '../../rules/ruling.ts';
import {
  EMAIL_MESSAGE,
  EMAIL_PATTERN,
  isCleanLine,
  isCleanText,
  PHONE_MESSAGE,
  PHONE_PATTERN,
} from '../../lib/person-input.ts';
import { hasText } from '../common.ts';
import type { ComplaintParticulars } from './state.ts';

export type Form1Field =
  | 'complainant.name'
  | 'complainant.parentName'
  | 'complainant.address'
  | 'complainant.contactNumber'
  | 'complainant.email'
  | 'contravener.name'
  | 'contravener.parentName'
  | 'contravener.address'
  | 'contravener.contravention'
  | 'contravener.provisionAlleged'
  | 'contravener.statement'
  | 'contravener.evidence'
  | 'contravener.compensationOrCharges';

/** The field → Form-I item table, with what the item asks in words a complainant understands. */
export const FORM1_ITEMS: Readonly<
  Record<Form1Field, { readonly item: ProvisionId; readonly label: string; readonly asks: string }>
> = {
  'complainant.name': { item: 'in.ctr2026.form1.item1.a', label: 'item 1(a)', asks: "the complainant's name" },
  'complainant.parentName': {
    item: 'in.ctr2026.form1.item1.b',
    label: 'item 1(b)',
    asks: "the complainant's father's or mother's name",
  },
  'complainant.address': {
    item: 'in.ctr2026.form1.item1.c',
    label: 'item 1(c)',
    asks: "the complainant's address with its six-digit PIN",
  },
  'complainant.contactNumber': {
    item: 'in.ctr2026.form1.item1.d',
    label: 'item 1(d)',
    asks: "the complainant's contact number",
  },
  'complainant.email': {
    item: 'in.ctr2026.form1.item1.e',
    label: 'item 1(e)',
    asks: "the complainant's email address",
  },
  'contravener.name': {
    item: 'in.ctr2026.form1.item2.a',
    label: 'item 2(a)',
    asks: 'the name of the alleged contravener',
  },
  'contravener.parentName': {
    item: 'in.ctr2026.form1.item2.b',
    label: 'item 2(b)',
    asks: "the alleged contravener's father's or mother's name",
  },
  'contravener.address': {
    item: 'in.ctr2026.form1.item2.c',
    label: 'item 2(c)',
    asks: "the alleged contravener's address",
  },
  'contravener.contravention': {
    item: 'in.ctr2026.form1.item2.d',
    label: 'item 2(d)',
    asks: 'the date, place and nature of the alleged contravention',
  },
  'contravener.provisionAlleged': {
    item: 'in.ctr2026.form1.item2.e',
    label: 'item 2(e)',
    asks: 'the section or provision of the Act alleged to have been contravened',
  },
  'contravener.statement': {
    item: 'in.ctr2026.form1.item2.f',
    label: 'item 2(f)',
    asks: 'a statement of the contravention setting out the material particulars',
  },
  'contravener.evidence': {
    item: 'in.ctr2026.form1.item2.g',
    label: 'item 2(g)',
    asks: 'the evidence in support, such as a revenue record or an electronic record',
  },
  'contravener.compensationOrCharges': {
    item: 'in.ctr2026.form1.item2.h',
    label: 'item 2(h)',
    asks: 'any compensation or charges incurred under the Act',
  },
};

const PIN = /^[1-9][0-9]{5}$/;

function missing(field: Form1Field, extra = ''): Refusal {
  const f = FORM1_ITEMS[field];
  return refuse(
    'COMPLAINT.MISSING_PARTICULARS',
    `Form-I ${f.label} is incomplete: give ${f.asks}${extra}, then submit the complaint again.`,
    ['in.ctr2026.form1', f.item],
    field,
  );
}

/** Checks the Form-I particulars; on success returns the items the complaint fills, for the event's basis. */
export function checkForm1(p: ComplaintParticulars, officer: boolean): Result<ProvisionId[], Refusal> {
  const c = p.complainant;
  const k = p.contravener;
  if (!hasText(c?.name)) return err(missing('complainant.name'));
  if (!officer && !hasText(c.parentName)) return err(missing('complainant.parentName'));
  if (!hasText(c.address?.text) || !PIN.test(c.address.pin ?? ''))
    return err(missing('complainant.address', ' (the PIN must be six digits, not starting with 0)'));
  if (!hasText(c.contactNumber) && !hasText(c.email)) {
    return err(
      refuse(
        'COMPLAINT.MISSING_PARTICULARS',
        'Form-I items 1(d) and 1(e) are both empty: give a contact number or an email address (at least one) so the office can reach the complainant.',
        ['in.ctr2026.form1', 'in.ctr2026.form1.item1.d', 'in.ctr2026.form1.item1.e'],
        'complainant.contactNumber',
      ),
    );
  }
  if (!hasText(k?.name)) return err(missing('contravener.name'));
  if (!hasText(k.address?.text)) return err(missing('contravener.address'));
  if (k.address.pin !== undefined && k.address.pin !== '' && !PIN.test(k.address.pin))
    return err(missing('contravener.address', ' (a PIN, when given, must be six digits)'));
  const d = k.contravention;
  if (!d || typeof d.date !== 'string' || !hasText(d.place) || !hasText(d.nature))
    return err(missing('contravener.contravention'));
  if (!hasText(k.provisionAlleged)) return err(missing('contravener.provisionAlleged'));
  if (!hasText(k.statement)) return err(missing('contravener.statement'));
  if (!Array.isArray(k.evidence) || !k.evidence.some((e) => hasText(e))) return err(missing('contravener.evidence'));
  const bad = particularsProblem(p);
  if (bad) return err(bad);

  const filled: ProvisionId[] = ['in.ctr2026.form1', 'in.ctr2026.form1.item1.a'];
  if (hasText(c.parentName)) filled.push('in.ctr2026.form1.item1.b');
  filled.push('in.ctr2026.form1.item1.c');
  if (hasText(c.contactNumber)) filled.push('in.ctr2026.form1.item1.d');
  if (hasText(c.email)) filled.push('in.ctr2026.form1.item1.e');
  filled.push('in.ctr2026.form1.item2.a');
  if (hasText(k.parentName)) filled.push('in.ctr2026.form1.item2.b');
  filled.push(
    'in.ctr2026.form1.item2.c',
    'in.ctr2026.form1.item2.d',
    'in.ctr2026.form1.item2.e',
    'in.ctr2026.form1.item2.f',
    'in.ctr2026.form1.item2.g',
  );
  if (hasText(k.compensationOrCharges)) filled.push('in.ctr2026.form1.item2.h');
  return ok(filled);
}

/**
 * Particulars written as the office would write them (Rule 3(1), Form-I; issue 13, point 15): a contact number that is
 * an Indian telephone number, an email address that is one, and text without control characters or broken
 * characters. The PIN is checked with the address above.
 */
function particularsProblem(p: ComplaintParticulars): Refusal | undefined {
  const c = p.complainant;
  const k = p.contravener;
  const invalid = (field: string, item: ProvisionId, message: string): Refusal =>
    refuse('COMPLAINT.PARTICULARS_INVALID', message, ['in.ctr2026.form1', item], field);
  if (hasText(c.contactNumber) && !PHONE_PATTERN.test(c.contactNumber))
    return invalid(
      'complainant.contactNumber',
      'in.ctr2026.form1.item1.d',
      `Form-I item 1(d): "${c.contactNumber.trim()}" is not a telephone number. ${PHONE_MESSAGE}`,
    );
  if (hasText(c.email) && !EMAIL_PATTERN.test(c.email))
    return invalid(
      'complainant.email',
      'in.ctr2026.form1.item1.e',
      `Form-I item 1(e): "${c.email.trim()}" is not an email address. ${EMAIL_MESSAGE}`,
    );
  const lines: [string, string | undefined, ProvisionId][] = [
    ['complainant.name', c.name, 'in.ctr2026.form1.item1.a'],
    ['complainant.parentName', c.parentName, 'in.ctr2026.form1.item1.b'],
    ['contravener.name', k.name, 'in.ctr2026.form1.item2.a'],
    ['contravener.parentName', k.parentName, 'in.ctr2026.form1.item2.b'],
  ];
  for (const [field, v, item] of lines) {
    if (typeof v === 'string' && !isCleanLine(v))
      return invalid(
        field,
        item,
        `Form-I: ${field} holds a control character (such as NUL or a line break) or a broken character; write the name on one line.`,
      );
  }
  const texts: [string, string | undefined, ProvisionId][] = [
    ['complainant.address', c.address?.text, 'in.ctr2026.form1.item1.c'],
    ['contravener.address', k.address?.text, 'in.ctr2026.form1.item2.c'],
    ['contravener.contravention', `${k.contravention.place}\n${k.contravention.nature}`, 'in.ctr2026.form1.item2.d'],
    ['contravener.provisionAlleged', k.provisionAlleged, 'in.ctr2026.form1.item2.e'],
    ['contravener.statement', k.statement, 'in.ctr2026.form1.item2.f'],
    ['contravener.evidence', k.evidence.join('\n'), 'in.ctr2026.form1.item2.g'],
    ['contravener.compensationOrCharges', k.compensationOrCharges, 'in.ctr2026.form1.item2.h'],
  ];
  for (const [field, v, item] of texts) {
    if (typeof v === 'string' && !isCleanText(v))
      return invalid(
        field,
        item,
        `Form-I: ${field} holds a control character (such as NUL) or a broken character; retype it without them.`,
      );
  }
  return undefined;
}
