// decide() for the Assam s.26 criminal track: whether a command is lawful in the current state, and its events.

import { formatLegal } from '../../lib/local-date.ts';
import { err, ok } from '../../lib/result.ts';
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
import { checkAccusedHeard } from './natural-justice.ts';
import { decideCompensation } from './decide-compensation.ts';
import { decideSummons } from './decide-summons.ts';
import { decideAdjournment } from './decide-adjournment.ts';
import { checkReport } from './report.ts';
import { checkSentence } from './sentence.ts';
import type { AssamCase } from './state.ts';

const S26: ProvisionId = 'in-as.cta.s26';
const S26A: ProvisionId = 'in-as.cta.s26a';
const COMP: ProvisionId = 'in-as.cta.s26.compensation';

/** The provision a command is done under, for refusals that are about dates or stages rather than substance. */
/** The provisions each command carries out: the one table of them (the catalogue of steps reads it). */
export const COMMAND_BASIS: Readonly<Record<AssamCommand['type'], readonly [ProvisionId]>> = {
  'make-written-report': [S26A],
  'forward-to-magistrate': [S26A],
  'record-cognizance': [S26A],
  'record-outcome': [S26],
  'order-compensation': [COMP],
  'record-summons-served': [S26],
  'record-appearance': [S26],
  'record-adjournment-application': [S26],
  'record-adjournment-order': [S26],
  'record-forfeiture': [COMP],
  'record-compensation-paid': [COMP],
  'record-compensation-default': [COMP],
  'record-auction': [COMP],
};

const no = (r: Refusal): Decision<AssamEvent> => err(r);
const yes = (...events: AssamEvent[]): Decision<AssamEvent> => ok(events);

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
  const [basis] = COMMAND_BASIS[c.type];
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
      // Natural justice (I-275): no conviction is recorded unless the accused was summoned in time and appeared or was
      // lawfully absent.
      const unheard = checkAccusedHeard(s, c.on, 'record a conviction', ctx.pack);
      if (unheard) return no(unheard);
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
    case 'order-compensation':
    case 'record-compensation-paid':
    case 'record-compensation-default':
    case 'record-forfeiture':
    case 'record-auction':
      return decideCompensation(s, c, ctx);
    case 'record-summons-served':
    case 'record-appearance':
      return decideSummons(s, c, ctx);
    case 'record-adjournment-application':
    case 'record-adjournment-order':
      return decideAdjournment(s, c);
  }
}
