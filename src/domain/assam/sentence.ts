// Whether a sentence is one s.26 (Assam) allows for a first or a subsequent offence, by the law in force on the offence date.

import type { LocalDate } from '../../lib/local-date.ts';
import type { Result } from '../../lib/result.ts';
import { err, ok } from '../../lib/result.ts';
import type { Pack } from '../../rules/packs.ts';
import { param } from '../../rules/packs.ts';
import type { ProvisionId } from '../../rules/provisions.ts';
import { isInForce } from '../../rules/provisions.ts';
import type { Refusal } from '../../rules/ruling.ts';
import { refuse } from '../../rules/ruling.ts';
import type { OffenceClass } from './classify-offence.ts';
import type { Sentence } from './commands.ts';
import type { ImprisonmentTerm } from './imprisonment-term.ts';
import { formatTerm, isWellFormedTerm, isWithinMonths, isZeroTerm } from './imprisonment-term.ts';

const given = (t: ImprisonmentTerm | undefined): t is ImprisonmentTerm =>
  t !== undefined && !(isWellFormedTerm(t) && isZeroTerm(t));
const rs = (n: number): string => `Rs ${n.toLocaleString('en-IN')}`;

function checkFine(
  fine: number,
  range: { min: number; max: number },
  id: ProvisionId,
  what: string,
): Refusal | undefined {
  if (!Number.isSafeInteger(fine) || fine < range.min || fine > range.max) {
    return refuse(
      'ASSAM.FINE_OUT_OF_RANGE',
      `For ${what} the fine must be a whole number of rupees from ${rs(range.min)} to ${rs(range.max)}; ${String(fine)} was given.`,
      ['in-as.cta.s26', id],
      'sentence.fineRupees',
    );
  }
  return undefined;
}

/**
 * The general law under which the court directs a term in default of a fine: IPC s.64 for an offence before the
 * Bharatiya Nyaya Sanhita came into force (1 July 2024), BNS s.8 from then (the law in force on the offence date).
 */
export function defaultTermProvision(offenceDate: LocalDate): ProvisionId {
  return isInForce('in.bns2023.s8', offenceDate) ? 'in.bns2023.s8' : 'in.ipc1860.s64';
}

/**
 * First offence: a fine within 'as.s26.first.fine-rupees' is required; a term in default of payment is optional and at
 * most 'as.s26.first.default-imprisonment-max-months'; no substantive imprisonment.
 * Subsequent offence: exactly one of a fine within 'as.s26.subsequent.fine-rupees' or simple imprisonment of at most
 * 'as.s26.subsequent.imprisonment-max-months' ("fine ... or to simple imprisonment"); with a fine, a term in default may
 * be recorded as the court imposed it, within that same maximum; how long it may be is a disputed reading, flagged on the
 * conviction (default-term.ts, I-271).
 * Returns the provisions the sentence rests on.
 */
export function checkSentence(
  cls: OffenceClass,
  s: Sentence,
  pack: Pack,
  offenceDate: LocalDate,
): Result<ProvisionId[], Refusal> {
  if (cls === 'first') {
    const id: ProvisionId = 'in-as.cta.s26.first';
    const range = param(pack, 'as.s26.first.fine-rupees', offenceDate).value;
    const maxDefault = param(pack, 'as.s26.first.default-imprisonment-max-months', offenceDate).value;
    if (given(s.imprisonment)) {
      return err(
        refuse(
          'ASSAM.IMPRISONMENT_EXCEEDS_MAXIMUM',
          'A first offence is punishable with fine only; simple imprisonment may be imposed only in default of payment of the fine.',
          ['in-as.cta.s26', id],
          'sentence.imprisonment',
        ),
      );
    }
    if (s.fineRupees === undefined)
      return err(
        refuse(
          'ASSAM.SENTENCE_REQUIRED',
          `A conviction for a first offence must impose a fine of ${rs(range.min)} to ${rs(range.max)}.`,
          ['in-as.cta.s26', id],
          'sentence.fineRupees',
        ),
      );
    const bad = checkFine(s.fineRupees, range, id, 'a first offence');
    if (bad) return err(bad);
    if (s.defaultImprisonment !== undefined && !isWithinMonths(s.defaultImprisonment, maxDefault)) {
      return err(
        refuse(
          'ASSAM.IMPRISONMENT_EXCEEDS_MAXIMUM',
          `Simple imprisonment in default of the fine may not exceed ${maxDefault} month(s) (a days part must fit in the shortest month); ${formatTerm(s.defaultImprisonment)} was given.`,
          ['in-as.cta.s26', id],
          'sentence.defaultImprisonment',
        ),
      );
    }
    return ok(['in-as.cta.s26', id]);
  }
  const id: ProvisionId = 'in-as.cta.s26.subsequent';
  const range = param(pack, 'as.s26.subsequent.fine-rupees', offenceDate).value;
  const maxTerm = param(pack, 'as.s26.subsequent.imprisonment-max-months', offenceDate).value;
  const hasFine = s.fineRupees !== undefined;
  const hasPrison = given(s.imprisonment);
  if (hasFine && hasPrison) {
    return err(
      refuse(
        'ASSAM.FINE_OR_IMPRISONMENT_NOT_BOTH',
        'For a subsequent offence the sentence is a fine or simple imprisonment, not both.',
        ['in-as.cta.s26', id],
        'sentence',
      ),
    );
  }
  if (!hasFine && !hasPrison) {
    return err(
      refuse(
        'ASSAM.SENTENCE_REQUIRED',
        `A conviction for a subsequent offence must impose a fine of ${rs(range.min)} to ${rs(range.max)} or simple imprisonment of up to ${maxTerm} months.`,
        ['in-as.cta.s26', id],
        'sentence',
      ),
    );
  }
  const general = defaultTermProvision(offenceDate);
  if (given(s.defaultImprisonment)) {
    // A term in default of a subsequent-offence fine, as the court imposes it: recorded with a fine only. How long it
    // may be is a disputed reading (default-term.ts, I-271), flagged on the conviction; no reading allows more than
    // the longest term the section names, so only that is refused.
    if (!hasFine)
      return err(
        refuse(
          'ASSAM.IMPRISONMENT_EXCEEDS_MAXIMUM',
          'Imprisonment in default goes with a fine; a sentence of imprisonment has no term in default.',
          ['in-as.cta.s26', id, general],
          'sentence.defaultImprisonment',
        ),
      );
    if (!isWithinMonths(s.defaultImprisonment!, maxTerm)) {
      return err(
        refuse(
          'ASSAM.IMPRISONMENT_EXCEEDS_MAXIMUM',
          `No reading of section 26 (Assam) allows imprisonment in default of the fine longer than the ${maxTerm} months the section names (read as the term in default, or as the longest term of which ${general === 'in.bns2023.s8' ? 'BNS s.8' : 'IPC s.65'} allows a quarter); ${formatTerm(s.defaultImprisonment!)} was given.`,
          ['in-as.cta.s26', id, general],
          'sentence.defaultImprisonment',
        ),
      );
    }
  }
  if (hasFine) {
    const bad = checkFine(s.fineRupees!, range, id, 'a subsequent offence');
    if (bad) return err(bad);
    // The term in default rests on the general law: its basis names IPC s.64 or BNS s.8.
    return ok(given(s.defaultImprisonment) ? ['in-as.cta.s26', id, general] : ['in-as.cta.s26', id]);
  }
  if (!isWithinMonths(s.imprisonment!, maxTerm)) {
    return err(
      refuse(
        'ASSAM.IMPRISONMENT_EXCEEDS_MAXIMUM',
        `Simple imprisonment for a subsequent offence may not exceed ${maxTerm} months (a days part must fit in the shortest months); ${formatTerm(s.imprisonment!)} was given.`,
        ['in-as.cta.s26', id],
        'sentence.imprisonment',
      ),
    );
  }
  return ok(['in-as.cta.s26', id]);
}
