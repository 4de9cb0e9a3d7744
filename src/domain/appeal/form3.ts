// Form-III: each field mapped to its provision id, the particulars missing from a filing, and item 9 computed.

import type { LocalDate } from '../../lib/local-date.ts';
import { formatLegal } from '../../lib/local-date.ts';
import type { ProvisionId } from '../../rules/provisions.ts';
import type { Decided } from '../../rules/ruling.ts';
import { allow, deny, refuse } from '../../rules/ruling.ts';
import { computeClock } from '../../rules/time/clocks.ts';
import type { DecideContext } from '../common.ts';
import { hasText } from '../common.ts';
import type { FiledBy, Form3Particulars, Item9 } from './state.ts';

export interface Form3Field {
  /** Dotted path into `Form3Particulars` (or the filing), used as the `field` of a defect. */
  readonly field: string;
  readonly label: string;
  readonly provision: ProvisionId;
  /** Whether a blank is a defect. (d) contact and (e) email are asked but not required: see `required` below. */
  readonly required: boolean;
}

const I1 = 'in.ctr2026.form3.item1' as const;
const I5 = 'in.ctr2026.form3.item5' as const;

/** Every field of Form-III in order, with the provision it answers to. Item 9 is the appellant's answer. */
export const FORM3_FIELDS: readonly Form3Field[] = [
  { field: 'appellant.name', label: 'Item 1(a): name of the appellant', provision: I1, required: true },
  {
    field: 'appellant.parentName',
    label: "Item 1(b): appellant's father's or mother's name",
    provision: I1,
    required: true,
  },
  { field: 'appellant.address', label: "Item 1(c): appellant's address including PIN", provision: I1, required: true },
  { field: 'appellant.contact', label: "Item 1(d): appellant's contact number", provision: I1, required: false },
  { field: 'appellant.email', label: "Item 1(e): appellant's email address", provision: I1, required: false },
  {
    field: 'provisions',
    label: 'Item 2: provisions under which the order was made',
    provision: 'in.ctr2026.form3.item2',
    required: true,
  },
  {
    field: 'statementOfContravention',
    label: 'Item 3: statement of contravention on which the order was made',
    provision: 'in.ctr2026.form3.item3',
    required: true,
  },
  { field: 'grounds', label: 'Item 4: grounds of appeal', provision: 'in.ctr2026.form3.item4', required: true },
  { field: 'respondent.name', label: 'Item 5(a): name of the respondent', provision: I5, required: true },
  {
    field: 'respondent.parentName',
    label: "Item 5(b): respondent's father's or mother's name",
    provision: I5,
    required: true,
  },
  {
    field: 'respondent.address',
    label: "Item 5(c): respondent's address including PIN",
    provision: I5,
    required: true,
  },
  { field: 'respondent.contact', label: "Item 5(d): respondent's contact number", provision: I5, required: false },
  { field: 'respondent.email', label: "Item 5(e): respondent's email address", provision: I5, required: false },
  {
    field: 'statementOfFacts',
    label: 'Item 6: statement of facts',
    provision: 'in.ctr2026.form3.item6',
    required: true,
  },
  {
    field: 'orderDate',
    label: 'Item 7: date of the order of the adjudicating officer',
    provision: 'in.ctr2026.form3.item7',
    required: true,
  },
  { field: 'reliefClaimed', label: 'Item 8: relief claimed', provision: 'in.ctr2026.form3.item8', required: true },
  {
    field: 'withinTimeAnswer',
    label:
      "Item 9: whether the appeal is filed within the time referred to in section 27B (the appellant's answer, YES or NO)",
    provision: 'in.ctr2026.form3.item9',
    required: false,
  },
  {
    field: 'delayExplanation',
    label: 'Item 9: explanation of the delay and request for condonation (if any)',
    provision: 'in.ctr2026.form3.item9',
    required: false,
  },
  {
    field: 'pendingElsewhere',
    label: 'Item 10: whether an appeal is pending in any other court, with details',
    provision: 'in.ctr2026.form3.item10',
    required: true,
  },
  {
    field: 'declaration',
    label: 'Declaration, signature with date and name of the appellant',
    provision: 'in.ctr2026.form3.declaration',
    required: true,
  },
  {
    field: 'enclosures.copyOfOrder',
    label: 'Enclosure (i): copy of the order appealed against',
    provision: 'in.ctr2026.form3.enclosures',
    required: true,
  },
  {
    field: 'enclosures.documentsRelied',
    label: 'Enclosure (ii): copies of the documents relied upon',
    provision: 'in.ctr2026.form3.enclosures',
    required: false,
  },
];

export function form3Field(field: string): Form3Field | undefined {
  return FORM3_FIELDS.find((f) => f.field === field);
}

/** Rule 7(2) names three things the appeal "shall be accompanied by"; their gaps also cite Rule 7(2). */
const RULE_7_2_FIELDS = new Set(['enclosures.copyOfOrder', 'statementOfFacts', 'grounds']);

export interface MissingParticular {
  readonly field: string;
  readonly description: string;
  readonly basis: readonly ProvisionId[];
}

const str = (form: Form3Particulars, path: string): unknown => {
  const [a, b] = path.split('.');
  const top = (form as unknown as Record<string, unknown>)[a!];
  if (b === undefined) return top;
  return top !== null && typeof top === 'object' ? (top as Record<string, unknown>)[b] : undefined;
};

/**
 * The particulars a Form-III filing lacks. These do not stop the filing (Rule 7(6) deals with defects on scrutiny);
 * they are recorded as defects found, for the appellate authority to intimate.
 */
export function missingParticulars(
  form: Form3Particulars,
  filing: {
    filedBy: FiledBy;
    representative?: { name?: string; authorisation?: string } | undefined;
    orderOn: LocalDate;
  },
): MissingParticular[] {
  const out: MissingParticular[] = [];
  const add = (field: string, description: string, basis: readonly ProvisionId[]): void => {
    out.push({ field, description, basis });
  };
  for (const f of FORM3_FIELDS) {
    if (!f.required) continue;
    const basis: ProvisionId[] = RULE_7_2_FIELDS.has(f.field) ? [f.provision, 'in.ctr2026.r7.2'] : [f.provision];
    if (f.field === 'orderDate') {
      if (form.orderDate === undefined) add(f.field, `${f.label} is blank; state the date of the order.`, basis);
      else if (form.orderDate !== filing.orderOn) {
        add(
          f.field,
          `${f.label} says ${formatLegal(form.orderDate)} but the order appealed against is dated ${formatLegal(filing.orderOn)}; correct the date.`,
          basis,
        );
      }
    } else if (f.field === 'pendingElsewhere') {
      const p = form.pendingElsewhere;
      if (p === undefined) add(f.field, `${f.label}: answer YES or NO.`, basis);
      else if (p.pending && !hasText(p.details))
        add(f.field, `${f.label}: the answer is YES; give the court and the details of that appeal.`, basis);
    } else if (f.field === 'declaration') {
      const d = form.declaration;
      if (!d?.made)
        add(f.field, 'The declaration that the facts stated are correct is not made; sign the declaration.', basis);
      else if (d.signedOn === undefined || !hasText(d.name))
        add(f.field, 'The declaration must carry the signature with date and the name of the appellant.', basis);
    } else if (f.field === 'enclosures.copyOfOrder') {
      if (!form.enclosures.copyOfOrder) add(f.field, `${f.label} is not enclosed; enclose a copy of the order.`, basis);
    } else if (!hasText(str(form, f.field) as string | undefined)) {
      add(f.field, `${f.label} is blank; fill it in.`, basis);
    }
  }
  if (
    filing.filedBy === 'authorised-representative' &&
    (!hasText(filing.representative?.name) || !hasText(filing.representative?.authorisation))
  ) {
    add(
      'representative',
      'The appeal was filed by a representative; give the name of the representative and the authorisation from the appellant.',
      ['in.ctr2026.r7.3'],
    );
  }
  return out;
}

/**
 * Form-III item 9, computed: the s.27B period (a configured parameter) counted from the order date under GCA s.9,
 * moved under s.10 when the last day is closed, compared with the day of receipt (Rule 7(4)). A late appeal is
 * answered NO and still received: the appellate authority decides on it.
 */
export function computeItem9(
  orderOn: LocalDate,
  receivedOn: LocalDate,
  ctx: DecideContext,
  appellantAnswer?: 'YES' | 'NO',
): Decided<Item9> {
  const clock = computeClock({ clock: 'appeal', from: orderOn, calendar: ctx.calendar, pack: ctx.pack });
  if (!clock.ok) {
    return deny(
      refuse(
        'APPEAL.ORDER_NOT_APPEALABLE',
        `An order dated ${formatLegal(orderOn)} cannot have been made under Rule 4(12) or 4(13): the Rules were not in force then. Check the date of the order.`,
        ['in.ctr2026.r7.1', 'in.ctr2026.r1.2'],
        'order.on',
      ),
    );
  }
  const c = clock.value.value;
  const used = c.params[0]!;
  const within = receivedOn <= c.due;
  const explanation = [
    ...c.steps,
    `Received by the appellate authority on ${formatLegal(receivedOn)} (Rule 7(4)): ${within ? 'within' : 'after'} the last day, so item 9 is ${within ? 'YES' : 'NO'}.`,
    ...(used.status === 'configured'
      ? [
          "The s.27B period is the portal's configured default until the State notifies a period under section 27B; the appellate authority decides whether the appeal is in time.",
        ]
      : []),
    ...(appellantAnswer !== undefined && appellantAnswer !== (within ? 'YES' : 'NO')
      ? [`The appellant answered ${appellantAnswer}; the computed answer is ${within ? 'YES' : 'NO'}.`]
      : []),
  ];
  const item: Item9 = {
    answer: within ? 'YES' : 'NO',
    orderOn,
    receivedOn,
    due: c.due,
    periodDays: c.length.n,
    paramStatus: used.status,
    paramSource: used.source,
    explanation,
    ...(appellantAnswer !== undefined ? { appellantAnswer } : {}),
  };
  return allow(item, ['in.ctr2026.form3.item9', 'in.cta1871.s27b', 'in.ctr2026.r7.4', ...c.basis]);
}
