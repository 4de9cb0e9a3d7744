// decide() for the accused's summons and attendance on the s.26 (Assam) track: the record the natural-justice gate
// reads before any adverse record (natural-justice.ts, I-275).

import { formatLegal } from '../../lib/local-date.ts';
import { err, ok } from '../../lib/result.ts';
import { checkFixedDate } from '../../rules/dates.ts';
import type { ProvisionId } from '../../rules/provisions.ts';
import type { Refusal } from '../../rules/ruling.ts';
import { refuse } from '../../rules/ruling.ts';
import type { Decision, DecideContext } from '../common.ts';
import { hasText } from '../common.ts';
import type { AssamCommand } from './commands.ts';
import type { AssamEvent } from './events.ts';
import type { AssamCase } from './state.ts';

const S26: ProvisionId = 'in-as.cta.s26';
const S26A: ProvisionId = 'in-as.cta.s26a';
const no = (r: Refusal): Decision<AssamEvent> => err(r);
const yes = (...events: AssamEvent[]): Decision<AssamEvent> => ok(events);

export type SummonsCommand = Extract<AssamCommand, { type: 'record-summons-served' | 'record-appearance' }>;

export function decideSummons(s: AssamCase, c: SummonsCommand, ctx: DecideContext): Decision<AssamEvent> {
  switch (c.type) {
    case 'record-summons-served': {
      if (!s.cognizance || s.outcome)
        return no(
          refuse(
            'ASSAM.WRONG_STAGE',
            s.outcome
              ? 'The case is decided; no summons to the accused is recorded after the judgment.'
              : 'The court summons the accused after taking cognizance; record the cognizance first.',
            [S26A, S26],
          ),
        );
      if (!hasText(c.summonsId))
        return no(refuse('ASSAM.PARTICULARS_MISSING', 'Give the summons its number.', [S26], 'summonsId'));
      if ((s.summonses ?? []).some((x) => x.id === c.summonsId))
        return no(refuse('ASSAM.WRONG_STAGE', `Summons ${c.summonsId} is already recorded.`, [S26], 'summonsId'));
      const fixed = checkFixedDate(c.appearOn, c.on, 'appearOn', [S26], 'The day to appear');
      if (fixed) return no(fixed);
      if (!(ctx.attachedDocumentIds ?? []).includes(c.proofDocumentId))
        return no(
          refuse(
            'ASSAM.PARTICULARS_MISSING',
            'Attach the served copy of the summons, or the report of its service, to this case first, then choose it.',
            [S26],
            'proofDocumentId',
          ),
        );
      return yes({
        type: 'summons-served',
        on: c.on,
        basis: [S26],
        summonsId: c.summonsId,
        appearOn: c.appearOn,
        proofDocumentId: c.proofDocumentId,
        ...(hasText(c.shortNoticeReasons) ? { shortNoticeReasons: c.shortNoticeReasons.trim() } : {}),
      });
    }
    case 'record-appearance': {
      const summons = (s.summonses ?? []).find((x) => x.id === c.summonsId);
      if (!summons)
        return no(
          refuse(
            'ASSAM.WRONG_STAGE',
            'Record the summons served on the accused first; attendance is recorded against it.',
            [S26],
            'summonsId',
          ),
        );
      if (s.outcome)
        return no(refuse('ASSAM.WRONG_STAGE', 'The case is decided; no further sitting is recorded.', [S26]));
      if (c.on < summons.appearOn)
        return no(
          refuse(
            'CASE.DATE_BEFORE_PREVIOUS_EVENT',
            `The summons fixed ${formatLegal(summons.appearOn)} for the accused to appear; a sitting on it is on or after that day.`,
            [S26],
            'on',
          ),
        );
      if (c.attendance !== 'appeared' && c.attendance !== 'attendance-dispensed' && c.attendance !== 'absent')
        return no(refuse('ASSAM.PARTICULARS_MISSING', 'Say whether the accused appeared.', [S26], 'attendance'));
      if (c.attendance === 'attendance-dispensed' && !(ctx.attachedDocumentIds ?? []).includes(c.orderDocumentId ?? ''))
        return no(
          refuse(
            'ASSAM.PARTICULARS_MISSING',
            "Attach the court's order dispensing with the accused's personal attendance to this case, then choose it.",
            [S26],
            'orderDocumentId',
          ),
        );
      return yes({
        type: 'appearance-recorded',
        on: c.on,
        basis: [S26],
        summonsId: c.summonsId,
        attendance: c.attendance,
        ...(c.attendance === 'attendance-dispensed' ? { orderDocumentId: c.orderDocumentId! } : {}),
      });
    }
  }
}
