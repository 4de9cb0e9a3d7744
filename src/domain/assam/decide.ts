// decide() for the Assam s.26 criminal track: whether a command is lawful in the current state, and its events.

import { formatLegal } from '../../lib/local-date.ts';
import { err, ok } from '../../lib/result.ts';
import { checkFixedDate } from '../../rules/dates.ts';
import { appliesIn } from '../../rules/packs.ts';
import type { ProvisionId } from '../../rules/provisions.ts';
import { isInForce } from '../../rules/provisions.ts';
import type { Refusal } from '../../rules/ruling.ts';
import { refuse } from '../../rules/ruling.ts';
import type { Decision, DecideContext } from '../common.ts';
import { hasText } from '../common.ts';
import type { AssamCommand, Judgment } from './commands.ts';
import { defaultTermReading } from './default-term.ts';
import { limitationBasis, limitationNote } from './limitation.ts';
import { proposeOffenceClass } from './offender-match.ts';
import type { AssamEvent } from './events.ts';
import { checkReport } from './report.ts';
import { checkSentence } from './sentence.ts';
import type { AssamCase } from './state.ts';

const S26: ProvisionId = 'in-as.cta.s26';
const S26A: ProvisionId = 'in-as.cta.s26a';
const COMP: ProvisionId = 'in-as.cta.s26.compensation';

/** The provision a command is done under, for refusals that are about dates or stages rather than substance. */
const COMMAND_BASIS: Readonly<Record<AssamCommand['type'], ProvisionId>> = {
  'make-written-report': S26A,
  'forward-to-magistrate': S26A,
  'record-cognizance': S26A,
  'record-outcome': S26,
  'order-compensation': COMP,
  'record-compensation-paid': COMP,
  'record-compensation-default': COMP,
  'record-auction': COMP,
};

const no = (r: Refusal): Decision<AssamEvent> => err(r);
const yes = (...events: AssamEvent[]): Decision<AssamEvent> => ok(events);
const isRupees = (n: number, min: number): boolean => Number.isSafeInteger(n) && n >= min;

/** The judgment's particulars, and its copy among the documents attached to this case. */
function checkJudgment(j: Judgment | undefined, attached: readonly string[] | undefined): Refusal | undefined {
  if (!j || !hasText(j.court))
    return refuse(
      'ASSAM.PARTICULARS_MISSING',
      'Name the court of the Judicial Magistrate whose judgment this is.',
      [S26],
      'judgment.court',
    );
  if (typeof j.caseNumber !== 'string' || j.caseNumber.trim() === '')
    return refuse('ASSAM.PARTICULARS_MISSING', "Give the court's case number.", [S26], 'judgment.caseNumber');
  if (!(attached ?? []).includes(j.documentId)) {
    return refuse(
      'ASSAM.JUDGMENT_COPY_MISSING',
      "Attach the copy of the judgment to this case first, then choose it: the office records the court's judgment from its copy.",
      [S26],
      'judgment.documentId',
    );
  }
  return undefined;
}

export function decide(s: AssamCase, c: AssamCommand, ctx: DecideContext): Decision<AssamEvent> {
  // Only where the Assam Act extends (s.1: "the whole of Assam"): the office's pack must carry the overlay.
  if (!appliesIn(ctx.pack, S26)) {
    return no(
      refuse(
        'ASSAM.NOT_IN_ASSAM',
        'Section 26 and 26A as amended by Assam Act XV of 2002 apply only in Assam; this office is not in Assam.',
        ['in-as.cta2002.s1'],
      ),
    );
  }
  const basis = COMMAND_BASIS[c.type];
  if (c.on > ctx.today)
    return no(
      refuse(
        'CASE.DATE_IN_FUTURE',
        `The date ${formatLegal(c.on)} is after today (${formatLegal(ctx.today)}).`,
        [basis],
        'on',
      ),
    );
  if (s.lastOn !== undefined && c.on < s.lastOn) {
    return no(
      refuse(
        'CASE.DATE_BEFORE_PREVIOUS_EVENT',
        `The date ${formatLegal(c.on)} is before the last proceeding of the case (${formatLegal(s.lastOn)}).`,
        [basis],
        'on',
      ),
    );
  }
  switch (c.type) {
    case 'make-written-report': {
      if (s.stage !== 'none')
        return no(refuse('ASSAM.WRONG_STAGE', 'A written report is already on record for this case.', [S26A]));
      if (!isInForce(S26, c.offence.date)) {
        return no(
          refuse(
            'ASSAM.OFFENCE_BEFORE_COMMENCEMENT',
            `The offence (${formatLegal(c.offence.date)}) is before Assam Act XV of 2002 came into force; section 26 as substituted does not reach it.`,
            ['in-as.cta2002.s1'],
            'offence.date',
          ),
        );
      }
      if (c.offence.date > c.on)
        return no(
          refuse(
            'CASE.DATE_BEFORE_PREVIOUS_EVENT',
            `The report (${formatLegal(c.on)}) is dated before the offence it reports (${formatLegal(c.offence.date)}).`,
            [S26A],
            'offence.date',
          ),
        );
      const checked = checkReport(c.reporter, c.accused, c.offence);
      if (!checked.ok) return no(checked.error);
      return yes({
        type: 'written-report-made',
        on: c.on,
        basis: [S26A, S26, 'in-as.cta2002.s1'],
        reporter: c.reporter,
        accused: c.accused,
        offence: c.offence,
      });
    }
    case 'forward-to-magistrate': {
      if (s.stage !== 'reported')
        return no(
          refuse(
            'ASSAM.WRONG_STAGE',
            s.stage === 'none' ? 'There is no written report to forward.' : 'The report has already gone to the court.',
            [S26A],
          ),
        );
      if (!hasText(c.court))
        return no(
          refuse(
            'ASSAM.PARTICULARS_MISSING',
            'Name the court of the Judicial Magistrate the report is forwarded to.',
            [S26A],
            'court',
          ),
        );
      return yes({ type: 'report-forwarded', on: c.on, basis: [S26A], court: c.court });
    }
    case 'record-cognizance': {
      if (!s.report)
        return no(
          refuse(
            'ASSAM.NO_COGNIZANCE',
            'No court may take cognizance of a section 26 offence except on a written report of the facts by the person aggrieved or a public servant; none is on record.',
            [S26A],
          ),
        );
      if (s.stage !== 'reported' && s.stage !== 'forwarded')
        return no(refuse('ASSAM.WRONG_STAGE', 'Cognizance has already been taken in this case.', [S26A]));
      if (!hasText(c.court))
        return no(refuse('ASSAM.PARTICULARS_MISSING', 'Name the court taking cognizance.', [S26A], 'court'));
      if (!hasText(c.caseNumber))
        return no(refuse('ASSAM.PARTICULARS_MISSING', 'Give the case number.', [S26A], 'caseNumber'));
      const limitation = limitationNote({
        offenceDate: s.report.offence.date,
        reportOn: s.report.on,
        cognizanceOn: c.on,
      });
      return yes({
        type: 'cognizance-taken',
        on: c.on,
        basis: [S26A, ...limitationBasis(c.on)],
        court: c.court,
        caseNumber: c.caseNumber,
        limitation,
        notes: limitation.explanation,
      });
    }
    case 'record-outcome': {
      if (!s.report || !s.cognizance)
        return no(
          refuse(
            'ASSAM.NO_COGNIZANCE',
            'No cognizance has been taken on a written report; there is no trial to decide.',
            [S26A, S26],
          ),
        );
      if (s.outcome)
        return no(
          refuse(
            'ASSAM.WRONG_STAGE',
            `The case was already decided (${s.outcome.result}) on ${formatLegal(s.outcome.on)}.`,
            [S26],
          ),
        );
      // The court's judgment is recorded as a fact: its court, case number and date, with its copy attached.
      const judgment = checkJudgment(c.judgment, ctx.attachedDocumentIds);
      if (judgment) return no(judgment);
      if (c.result === 'acquittal')
        return yes({ type: 'accused-acquitted', on: c.on, basis: [S26], judgment: c.judgment });
      const offenceDate = s.report.offence.date;
      const accused = s.report.accused;
      // First or subsequent, proposed from the portal's own records; the officer confirms or rejects each possible match.
      const history = ctx.offenderHistory ?? [];
      const decisions = c.matches ?? [];
      const draft = proposeOffenceClass(accused, offenceDate, history, []);
      const open = draft.proposal.candidates.filter((m) => m.personId !== accused.personId && m.strength !== 'none');
      for (const d of decisions) {
        if (!open.some((m) => m.personId === d.personId))
          return no(
            refuse(
              'ASSAM.MATCH_UNDECIDED',
              `${d.personId} is not a possible match of the accused in the offender history.`,
              [S26, 'in-as.cta.s26.subsequent'],
              'matches',
            ),
          );
      }
      const undecided = open.filter((m) => !decisions.some((d) => d.personId === m.personId));
      if (undecided.length > 0) {
        return no(
          refuse(
            'ASSAM.MATCH_UNDECIDED',
            `Confirm or reject each possible earlier conviction of the accused before recording the judgment: ${undecided.map((m) => m.explanation).join(' ')}`,
            [S26, 'in-as.cta.s26.subsequent'],
            'matches',
          ),
        );
      }
      const confirmed = decisions.filter((d) => d.decision === 'confirmed').map((d) => d.personId);
      const proposal = proposeOffenceClass(accused, offenceDate, history, confirmed);
      // The court classifies; its classification is recorded as the judgment gives it, with no reason asked for.
      const value = c.classification?.value ?? proposal.value;
      const sentence = checkSentence(value, c.sentence, ctx.pack, offenceDate);
      if (!sentence.ok) return no(sentence.error);
      const matches = open.map((m) => ({
        personId: m.personId,
        strength: m.strength as 'strong' | 'weak',
        decision: decisions.find((d) => d.personId === m.personId)!.decision,
        explanation: m.explanation,
      }));
      const classification = {
        proposed: proposal.value,
        proposedSteps: proposal.steps,
        value,
        ...(hasText(c.classification?.note) ? { note: c.classification.note } : {}),
        ...(matches.length > 0 ? { matches } : {}),
      };
      const limitation = limitationNote({
        offenceDate,
        reportOn: s.report.on,
        cognizanceOn: s.cognizance.on,
        cls: value,
      });
      const defaultTerm = defaultTermReading(value, c.sentence, ctx.pack, offenceDate);
      return yes({
        type: 'accused-convicted',
        on: c.on,
        basis: [...new Set([...sentence.value, ...(defaultTerm?.basis ?? []), ...limitationBasis(s.cognizance.on)])],
        classification,
        sentence: c.sentence,
        judgment: c.judgment,
        limitation,
        ...(defaultTerm ? { defaultTerm } : {}),
        notes: [limitation.explanation, defaultTerm?.explanation].filter(Boolean).join(' '),
      });
    }
    case 'order-compensation': {
      const o = s.outcome;
      if (!o || o.result !== 'conviction')
        return no(
          refuse(
            'ASSAM.COMPENSATION_NOT_WITH_CONVICTION',
            'Compensation may be ordered only while convicting the accused.',
            [COMP],
          ),
        );
      if (c.on !== o.on)
        return no(
          refuse(
            'ASSAM.COMPENSATION_NOT_WITH_CONVICTION',
            `Compensation is ordered "while convicting": date it on the conviction (${formatLegal(o.on)}).`,
            [COMP],
            'on',
          ),
        );
      if (s.compensation)
        return no(refuse('ASSAM.WRONG_STAGE', 'Compensation has already been ordered in this case.', [COMP]));
      const limb = c.payee.kind === 'property-damaged' ? 'damage' : 'injury';
      if (!s.report!.offence.limbs.some((l) => l.limb === limb)) {
        return no(
          refuse(
            'ASSAM.COMPENSATION_PAYEE_NOT_AGGRIEVED',
            `Compensation goes to the person whose property was damaged or who was injured; the facts reported allege no ${limb === 'damage' ? 'damage' : 'injury'}.`,
            [COMP],
            'payee.kind',
          ),
        );
      }
      if (!hasText(c.payee.name))
        return no(refuse('ASSAM.PARTICULARS_MISSING', 'Name the person to be compensated.', [COMP], 'payee.name'));
      if (!isRupees(c.amountRupees, 1))
        return no(
          refuse(
            'ASSAM.AMOUNT_INVALID',
            'The compensation must be a positive whole number of rupees.',
            [COMP],
            'amountRupees',
          ),
        );
      if (!hasText(c.reasons))
        return no(
          refuse(
            'ASSAM.REASONS_REQUIRED',
            'Record why the amount is reasonable: the value of the loss or the medical expenses incurred.',
            [COMP],
            'reasons',
          ),
        );
      if (c.payBy < c.on)
        return no(
          refuse('CASE.DATE_BEFORE_PREVIOUS_EVENT', 'The date to pay by cannot be before the order.', [COMP], 'payBy'),
        );
      const payBy = checkFixedDate(c.payBy, c.on, 'payBy', [COMP], 'The date to pay by');
      if (payBy) return no(payBy);
      return yes({
        type: 'compensation-ordered',
        on: c.on,
        basis: [COMP],
        payee: c.payee,
        amountRupees: c.amountRupees,
        reasons: c.reasons,
        payBy: c.payBy,
      });
    }
    case 'record-compensation-paid':
    case 'record-compensation-default':
    case 'record-auction': {
      const k = s.compensation;
      if (!k)
        return no(refuse('ASSAM.NO_COMPENSATION_ORDERED', 'No compensation has been ordered in this case.', [COMP]));
      if (k.status === 'paid')
        return no(refuse('ASSAM.COMPENSATION_PAID', `The compensation was paid on ${formatLegal(k.paidOn!)}.`, [COMP]));
      if (c.type === 'record-compensation-paid') {
        if (k.status !== 'ordered')
          return no(
            refuse('ASSAM.WRONG_STAGE', 'The compensation is in default and the cattle have been forfeited.', [COMP]),
          );
        return yes({ type: 'compensation-paid', on: c.on, basis: [COMP] });
      }
      if (c.type === 'record-compensation-default') {
        if (k.status !== 'ordered')
          return no(refuse('ASSAM.WRONG_STAGE', 'Default has already been recorded and the cattle forfeited.', [COMP]));
        if (c.on <= k.payBy)
          return no(
            refuse(
              'ASSAM.PAYMENT_TIME_NOT_OVER',
              `The compensation may be paid until ${formatLegal(k.payBy)}; default can be recorded only after that day.`,
              [COMP],
              'on',
            ),
          );
        return yes(
          { type: 'compensation-defaulted', on: c.on, basis: [COMP] },
          { type: 'cattle-forfeited', on: c.on, basis: [COMP], cattle: s.report!.offence.cattle },
        );
      }
      if (k.status !== 'defaulted')
        return no(
          refuse(
            'ASSAM.WRONG_STAGE',
            k.status === 'auctioned'
              ? 'The forfeited cattle have already been sold.'
              : 'The cattle are sold only after default of payment and forfeiture.',
            [COMP],
          ),
        );
      if (!isRupees(c.saleProceedsRupees, 0))
        return no(
          refuse(
            'ASSAM.AMOUNT_INVALID',
            'The sale proceeds must be a whole number of rupees, zero or more.',
            [COMP],
            'saleProceedsRupees',
          ),
        );
      const due = Math.min(c.saleProceedsRupees, k.amountRupees);
      if (c.paidToAggrievedRupees !== due) {
        return no(
          refuse(
            'ASSAM.AMOUNT_INVALID',
            `The cattle are sold to compensate the person aggrieved: pay them Rs ${due} (the lesser of the proceeds and the compensation ordered).`,
            [COMP],
            'paidToAggrievedRupees',
          ),
        );
      }
      return yes({
        type: 'cattle-auctioned',
        on: c.on,
        basis: [COMP],
        saleProceedsRupees: c.saleProceedsRupees,
        paidToAggrievedRupees: due,
        shortfallRupees: k.amountRupees - due,
        surplusRupees: c.saleProceedsRupees - due,
      });
    }
  }
}
