// Rules 4(11), 4(12) and 4(13): what makes the final order a speaking order. It records a finding on each ground (the
// section of the Act, found contravened or not, with the reasons for that finding), says of each witness or document
// a party listed under Rule 4(11) whether it was examined or rejected and why, and, where it awards compensation,
// expenses or charges, whom they are paid to and by when. A reason answers what it is given for; none is counted in
// characters.

import { addDays, formatLegal, isLocalDate } from '../../lib/local-date.ts';
import type { LocalDate } from '../../lib/local-date.ts';
import { actSectionLabel, actSectionProvision, isActSection, onlySeizureSections } from '../../rules/act-sections.ts';
import type { ProvisionId } from '../../rules/provisions.ts';
import { refuse } from '../../rules/ruling.ts';
import type { Refusal } from '../../rules/ruling.ts';
import { nextOpenDay } from '../../rules/time/calendar.ts';
import type { DecideContext } from '../common.ts';
import type { PassOrder } from './commands.ts';
import type { AdjudicationOrder, AdjudicationState } from './state.ts';
import { listedItems } from './state.ts';

/** Said: the text is there, whatever its length (a reason is judged by what it answers, not by its characters). */
const said = (x: unknown): x is string => typeof x === 'string' && x.trim() !== '';

type Spoken = Pick<
  AdjudicationOrder,
  'findings' | 'listed' | 'compensationPayee' | 'compensationPayBy' | 'compensationPayWithinDays'
>;

/** The speaking parts of the order, or the refusal naming what is not answered. */
export function speakingOrder(
  s: AdjudicationState,
  cmd: PassOrder,
  ctx: DecideContext,
  rule: 'in.ctr2026.r4.12' | 'in.ctr2026.r4.13',
):
  | { readonly ok: true; readonly value: Spoken; readonly basis: readonly ProvisionId[] }
  | { readonly ok: false; readonly error: Refusal } {
  const no = (code: Parameters<typeof refuse>[0], msg: string, basis: readonly ProvisionId[], field: string) =>
    ({ ok: false, error: refuse(code, msg, basis, field) }) as const;
  const findings = Array.isArray(cmd.findings) ? cmd.findings : [];
  const penalty = cmd.kind === 'penalty-or-compensation' && cmd.amounts.penaltyPaise > 0;
  const findingBasis: ProvisionId[] = penalty ? [rule, 'in.ctr2026.r4.14'] : [rule];
  for (const [i, f] of findings.entries()) {
    if (!isActSection(f?.section))
      return no(
        'ORDER.FINDING_REQUIRED',
        `Finding ${i + 1}: name the section of the Cattle-trespass Act, 1871 it is on (for example 26), not "${String(f?.section)}".`,
        findingBasis,
        `findings.${i}.section`,
      );
    if (typeof f.contravened !== 'boolean')
      return no(
        'ORDER.FINDING_REQUIRED',
        `Finding ${i + 1} (${actSectionLabel(f.section, 'en')}): say whether the person is found to have contravened it.`,
        findingBasis,
        `findings.${i}.contravened`,
      );
    if (!said(f.reasons))
      return no(
        'ORDER.FINDING_REQUIRED',
        `Finding ${i + 1} (${actSectionLabel(f.section, 'en')}): record the reasons for the finding on this ground, from the material examined.`,
        findingBasis,
        `findings.${i}.reasons`,
      );
  }
  const found = findings.filter((f) => f.contravened).map((f) => f.section);
  if (cmd.kind === 'penalty-or-compensation' && found.length === 0) {
    const alleged = s.notice?.provisionAlleged ?? '';
    return no(
      'ORDER.FINDING_REQUIRED',
      `An order imposing a penalty or awarding compensation, expenses or charges rests on a finding that the person contravened a provision of the Act (Rule 4(12)${penalty ? '; a penalty left unpaid goes to the Board for recovery under Rule 4(14) on that finding' : ''}). Record the section found contravened and the reasons for the finding; the notice alleged "${alleged}", and the inquiry may find another section.`,
      findingBasis,
      'findings',
    );
  }
  if (cmd.kind === 'dismissal' && findings.length === 0)
    return no(
      'ORDER.FINDING_REQUIRED',
      `A dismissal records the finding that the person did not contravene the provision alleged ("${s.notice?.provisionAlleged ?? ''}"), with the reasons for it (Rule 4(13)).`,
      ['in.ctr2026.r4.13'],
      'findings',
    );
  if (cmd.kind === 'dismissal' && found.length > 0)
    return no(
      'ORDER.FINDING_REQUIRED',
      `The findings say the person contravened ${found.map((x) => actSectionLabel(x, 'en')).join(' and ')}; a complaint is dismissed only when the officer is satisfied there was no contravention (Rule 4(13)). Impose a penalty or award compensation under Rule 4(12), or correct the finding.`,
      ['in.ctr2026.r4.13', 'in.ctr2026.r4.12'],
      'findings',
    );
  // Sections 20 to 22 give no penalty (issue 27): judged on the sections found, which may differ from those alleged.
  if (penalty && onlySeizureSections(found))
    return no(
      'ORDER.PENALTY_NOT_AVAILABLE',
      `The sections found contravened are ${found.map((x) => actSectionLabel(x, 'en')).join(' and ')}: on illegal seizure or detention of cattle, sections 20 to 22 of the Act give compensation, the refund of fines and charges, expenses and charges, not a penalty. Set the penalty to nil.`,
      ['in.cta1871.s20', 'in.ctr2026.r4.12'],
      'amounts.penaltyPaise',
    );

  // Rule 4(11): each witness or document a party listed is examined, or rejected with reasons.
  const given = Array.isArray(cmd.listed) ? cmd.listed : [];
  const listed: NonNullable<Spoken['listed']>[number][] = [];
  for (const item of listedItems(s)) {
    const said4 = given.find((g) => g?.item === item.key);
    const who = item.by === 'contravener' ? 'the person complained against' : 'the complainant';
    const what = `the ${item.kind} "${item.item}" listed by ${who}`;
    if (!said4 || typeof said4.examined !== 'boolean')
      return no(
        'ORDER.LISTED_ITEM_UNADDRESSED',
        `The order does not say whether ${what} was examined or rejected. Rule 4(11) lets a party list the witnesses and documents they want examined; record, for each, that it was examined, or why it was rejected.`,
        ['in.ctr2026.r4.11', rule],
        `listed.${item.key}`,
      );
    if (!said(said4.reasons))
      return no(
        'ORDER.LISTED_ITEM_UNADDRESSED',
        `Record ${said4.examined ? 'what the examination of' : 'why the order rejects'} ${what}${said4.examined ? ' showed' : ''}.`,
        ['in.ctr2026.r4.11', rule],
        `listed.${item.key}`,
      );
    listed.push({ ...item, examined: said4.examined, reasons: said4.reasons.trim() });
  }

  const out: {
    -readonly [K in keyof Spoken]: Spoken[K];
  } = {
    findings: findings.map((f) => ({ section: f.section, contravened: f.contravened, reasons: f.reasons.trim() })),
    ...(listed.length > 0 ? { listed } : {}),
  };
  const basis: ProvisionId[] = listed.length > 0 ? ['in.ctr2026.r4.11'] : [];
  for (const x of found) {
    const p = actSectionProvision(x);
    if (p && !basis.includes(p)) basis.push(p);
  }

  // Compensation, expenses or charges: whom they are paid to, and by when.
  if (cmd.kind === 'penalty-or-compensation') {
    const a = cmd.amounts;
    if (a.compensationPaise + a.expensesPaise + a.chargesPaise > 0) {
      const c = cmd.compensation;
      if (!c || (c.payee !== 'complainant' && c.payee !== 'contravener'))
        return no(
          'ORDER.COMPENSATION_TERMS_REQUIRED',
          'The order awards compensation, expenses or charges: name the party they are to be paid to (Rule 4(12) awards them to someone; the order must say whom).',
          [rule],
          'compensation.payee',
        );
      const days = c.payWithinDays;
      const byDays = days !== undefined && Number.isInteger(days) && days >= 1;
      const byDate = isLocalDate(c.payByOn) && c.payByOn > cmd.on;
      if (!byDays && !byDate)
        return no(
          'ORDER.COMPENSATION_TERMS_REQUIRED',
          `State the time to pay the compensation, expenses or charges: a date after the order (${formatLegal(cmd.on)}), or a whole number of days from it.`,
          [rule],
          'compensation.payWithinDays',
        );
      // Days from the order: the last day, moved to the next open day when the office is closed (GCA s.10).
      const due: LocalDate = byDate ? c.payByOn! : nextOpenDay(ctx.calendar, addDays(cmd.on, days!)).date;
      out.compensationPayee = c.payee;
      out.compensationPayBy = due;
      if (!byDate) out.compensationPayWithinDays = days!;
    }
  }
  return { ok: true, value: out, basis };
}
