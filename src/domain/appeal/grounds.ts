// Rule 7(11) with Form-III item 4: the appellate order answers each ground of appeal, accepting or rejecting it with
// the reasons for that answer. The grounds are as the appellant wrote them in item 4: each line (or numbered point) a
// ground; a single paragraph is one ground.

import type { ProvisionId } from '../../rules/provisions.ts';
import { refuse } from '../../rules/ruling.ts';
import type { Refusal } from '../../rules/ruling.ts';

export interface GroundAnswer {
  /** The ground's number, from 1, in the order item 4 gives them. */
  readonly ground: number;
  readonly accepted: boolean;
  readonly reasons: string;
}

/** An answer as the order records it, with the ground's own words. */
export interface AnsweredGround extends GroundAnswer {
  readonly text: string;
}

/** The grounds of Form-III item 4: one per line, numbering ("1.", "(a)", "2)") stripped; blank lines dropped. */
export function groundsOf(item4: string | undefined): readonly string[] {
  return (item4 ?? '')
    .split(/\r?\n/)
    .map((l) => l.replace(/^\s*(?:\(?[0-9]{1,2}[.)]|\(?[a-zA-Z][.)]|\(?[ivx]{1,4}[.)]|[-•*])\s*/u, '').trim())
    .filter((l) => l !== '');
}

const BASIS: readonly ProvisionId[] = ['in.ctr2026.r7.11', 'in.ctr2026.form3.item4'];

/** Each ground answered, accepted or rejected, with reasons; or the refusal naming the first ground unanswered. */
export function answerGrounds(
  item4: string | undefined,
  given: unknown,
): { readonly ok: true; readonly value: readonly AnsweredGround[] } | { readonly ok: false; readonly error: Refusal } {
  const grounds = groundsOf(item4);
  const answers = Array.isArray(given) ? (given as Partial<GroundAnswer>[]) : [];
  const out: AnsweredGround[] = [];
  for (const [i, text] of grounds.entries()) {
    const n = i + 1;
    const a = answers.find((x) => x?.ground === n);
    if (!a || typeof a.accepted !== 'boolean')
      return {
        ok: false,
        error: refuse(
          'APPEAL.GROUND_UNANSWERED',
          `Ground ${n} of the appeal (Form-III item 4) is not answered: "${text}". Say whether it is accepted or rejected, and why (Rule 7(11)).`,
          BASIS,
          `answers.${n}`,
        ),
      };
    if (typeof a.reasons !== 'string' || a.reasons.trim() === '')
      return {
        ok: false,
        error: refuse(
          'APPEAL.GROUND_UNANSWERED',
          `Give the reasons for ${a.accepted ? 'accepting' : 'rejecting'} ground ${n} of the appeal (Form-III item 4): "${text}".`,
          BASIS,
          `answers.${n}`,
        ),
      };
    out.push({ ground: n, text, accepted: a.accepted, reasons: a.reasons.trim() });
  }
  return { ok: true, value: out };
}
