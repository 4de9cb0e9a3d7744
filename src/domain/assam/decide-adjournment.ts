// decide() for adjournments of a sitting on the Assam s.26 track (issue 27): the accused's application to the court
// to adjourn the sitting a summons fixed, and the court's order on it (granted, to a day, or refused), or the court's
// adjournment of its own motion; always with reasons, as the office records them. The Assam Act is silent on
// adjournments; the hearing they serve is the trial of the s.26 offence (docs/assumptions.md A-256). While an
// application lies undecided, no conviction, compensation, forfeiture or auction is recorded (the one gate).

import { formatLegal } from '../../lib/local-date.ts';
import { err, ok } from '../../lib/result.ts';
import { checkFixedDate } from '../../rules/dates.ts';
import type { ProvisionId } from '../../rules/provisions.ts';
import type { Refusal } from '../../rules/ruling.ts';
import { refuse } from '../../rules/ruling.ts';
import type { Decision } from '../common.ts';
import { hasText } from '../common.ts';
import type { AssamCommand } from './commands.ts';
import type { AssamEvent } from './events.ts';
import type { AssamCase } from './state.ts';
import { sittingDay } from './state.ts';

const S26: ProvisionId = 'in-as.cta.s26';
const no = (r: Refusal): Decision<AssamEvent> => err(r);

export type AdjournmentCommand = Extract<
  AssamCommand,
  { type: 'record-adjournment-application' | 'record-adjournment-order' }
>;

export function decideAdjournment(s: AssamCase, c: AdjournmentCommand): Decision<AssamEvent> {
  if (!s.cognizance || s.outcome)
    return no(
      refuse(
        'ASSAM.WRONG_STAGE',
        s.outcome
          ? 'The case is decided; no sitting is adjourned after the judgment.'
          : 'Sittings are adjourned once the court has taken cognizance and summoned the accused.',
        [S26],
      ),
    );
  const from = sittingDay(s, c.summonsId);
  if (from === undefined)
    return no(
      refuse(
        'ASSAM.WRONG_STAGE',
        'Record the summons served on the accused first; a sitting on it is what is adjourned.',
        [S26],
        'summonsId',
      ),
    );
  const all = s.adjournments ?? [];
  const id = `adj${all.length + 1}`;
  if (c.type === 'record-adjournment-application') {
    if (c.on > from)
      return no(
        refuse(
          'CASE.DATE_BEFORE_PREVIOUS_EVENT',
          `The sitting on summons ${c.summonsId} was on ${formatLegal(from)}; an application to adjourn it is made on or before that day.`,
          [S26],
          'on',
        ),
      );
    const waiting = all.find((a) => a.summonsId === c.summonsId && a.outcome === 'pending');
    if (waiting)
      return no(
        refuse(
          'ASSAM.WRONG_STAGE',
          `The accused applied on ${formatLegal(waiting.on)} to adjourn this sitting; record the court's order on that application first.`,
          [S26],
        ),
      );
    if (!hasText(c.reasons))
      return no(
        refuse('ASSAM.REASONS_REQUIRED', 'Copy the reasons the accused gave for the adjournment.', [S26], 'reasons'),
      );
    return ok([
      {
        type: 'adjournment-applied',
        on: c.on,
        basis: [S26],
        adjournmentId: id,
        summonsId: c.summonsId,
        soughtBy: 'accused',
        reasons: c.reasons.trim(),
        from,
      },
    ]);
  }
  const applied =
    c.adjournmentId !== undefined && c.adjournmentId !== '' ? all.find((a) => a.id === c.adjournmentId) : undefined;
  if (c.adjournmentId !== undefined && c.adjournmentId !== '') {
    if (!applied || applied.summonsId !== c.summonsId || applied.soughtBy !== 'accused')
      return no(
        refuse(
          'ASSAM.WRONG_STAGE',
          `No application of the accused numbered "${c.adjournmentId}" to adjourn a sitting on summons ${c.summonsId} is recorded.`,
          [S26],
          'adjournmentId',
        ),
      );
    if (applied.outcome !== 'pending')
      return no(
        refuse(
          'ASSAM.WRONG_STAGE',
          `The court's order on the application of ${formatLegal(applied.on)} is already recorded (${applied.outcome}).`,
          [S26],
          'adjournmentId',
        ),
      );
  } else if (c.granted !== true)
    return no(
      refuse(
        'ASSAM.PARTICULARS_MISSING',
        "An adjournment of the court's own motion moves the sitting: give the day it is adjourned to; a refusal answers an application of the accused (choose it).",
        [S26],
        'adjournmentId',
      ),
    );
  if (!hasText(c.reasons))
    return no(
      refuse(
        'ASSAM.REASONS_REQUIRED',
        `Copy the court's reasons for ${c.granted ? 'adjourning the sitting' : 'refusing the adjournment'}, as its order records them.`,
        [S26],
        'reasons',
      ),
    );
  let to: typeof from | undefined;
  if (c.granted) {
    if (c.adjournedTo === undefined || !(c.adjournedTo > c.on) || c.adjournedTo === from)
      return no(
        refuse(
          'ASSAM.PARTICULARS_MISSING',
          `Give the day the court adjourned the sitting of ${formatLegal(from)} to, after ${formatLegal(c.on)}.`,
          [S26],
          'adjournedTo',
        ),
      );
    const fixed = checkFixedDate(c.adjournedTo, c.on, 'adjournedTo', [S26], 'The day adjourned to');
    if (fixed) return no(fixed);
    to = c.adjournedTo;
  }
  return ok([
    {
      type: 'adjournment-ordered',
      on: c.on,
      basis: [S26],
      adjournmentId: applied?.id ?? id,
      summonsId: c.summonsId,
      soughtBy: applied ? 'accused' : 'officer',
      granted: c.granted,
      reasons: c.reasons.trim(),
      from: applied?.from ?? from,
      ...(to !== undefined ? { to } : {}),
    },
  ]);
}
