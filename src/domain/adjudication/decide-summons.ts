// Rule 4(2): summoning a person acquainted with the facts, enforcing their attendance and recording their appearance.

import { formatLegal } from '../../lib/local-date.ts';
import { checkFixedDate } from '../../rules/dates.ts';
import type { ProvisionId } from '../../rules/provisions.ts';
import type { DecideContext } from '../common.ts';
import { hasText } from '../common.ts';
import { checkSittingDay, isRefusal } from '../service/opportunity.ts';
import { checkSittingTime } from '../service/opportunity.ts';
import type { EnforceAttendance, IssueSummons, RecordSummonsAppearance } from './commands.ts';
import type { AdjDecision } from './decide-util.ts';
import { emit, fail, hasId, no } from './decide-util.ts';
import type { AdjudicationState } from './state.ts';

/** Once the final order is passed the inquiry is over: nothing more is heard or summoned. */
export function orderPassed(s: AdjudicationState, basis: readonly ProvisionId[]): AdjDecision | undefined {
  return s.order
    ? no(
        'ORDER.ALREADY_PASSED',
        `The final order was passed on ${formatLegal(s.order.on)}; the inquiry is over.`,
        basis,
      )
    : undefined;
}

export function decideIssueSummons(s: AdjudicationState, cmd: IssueSummons, ctx: DecideContext): AdjDecision {
  const basis: ProvisionId[] = ['in.ctr2026.r4.2'];
  const passed = orderPassed(s, basis);
  if (passed) return passed;
  if (!s.notice)
    return no(
      'NOTICE.NOT_ISSUED',
      'Attendance is enforced for the inquiry, which begins with the show-cause notice; issue it first.',
      [...basis, 'in.ctr2026.r4.1'],
    );
  if (!hasId(cmd.summonsId) || s.summonses.some((x) => x.summonsId === cmd.summonsId)) {
    return no(
      'SUMMONS.PARTICULARS_REQUIRED',
      `Give the summons a new id; "${String(cmd.summonsId)}" is empty or already used.`,
      basis,
      'summonsId',
    );
  }
  if (!hasText(cmd.witnessName))
    return no(
      'SUMMONS.PARTICULARS_REQUIRED',
      'Name the person acquainted with the facts whose attendance is required.',
      basis,
      'witnessName',
    );
  if (!['evidence', 'documents', 'evidence-and-documents'].includes(cmd.purpose)) {
    return no(
      'SUMMONS.PARTICULARS_REQUIRED',
      'Say whether the person is to give evidence, produce documents or reports, or both.',
      basis,
      'purpose',
    );
  }
  if (typeof cmd.appearOn !== 'string' || cmd.appearOn < cmd.on) {
    return no(
      'SUMMONS.PARTICULARS_REQUIRED',
      'Fix a date of appearance on or after the date of the summons.',
      basis,
      'appearOn',
    );
  }
  const appear = checkFixedDate(cmd.appearOn, cmd.on, 'appearOn', basis, 'The date to appear');
  if (appear) return fail(appear);
  // Issue 27: a day the office is closed only on the officer's confirmation of the warning naming the closure.
  const day = checkSittingDay(ctx.calendar, cmd.appearOn, cmd.closedDayConfirmed, basis, 'appearOn', 'the summons');
  if (isRefusal(day)) return fail(day);
  // A summons states when and where to appear: a person told only the day cannot know when or where to come.
  const noTime = checkSittingTime(cmd.time, basis, 'appearance');
  if (noTime) return fail({ ...noTime, code: 'SUMMONS.TIME_PLACE_REQUIRED' });
  if (typeof cmd.place !== 'string' || cmd.place.trim() === '')
    return no(
      'SUMMONS.TIME_PLACE_REQUIRED',
      'Give the place where the person is to appear (the office and its address).',
      basis,
      'place',
    );
  return emit({
    type: 'summons-issued',
    on: cmd.on,
    basis,
    summonsId: cmd.summonsId,
    witnessName: cmd.witnessName.trim(),
    purpose: cmd.purpose,
    appearOn: cmd.appearOn,
    ...(day.closedDay !== undefined ? { closedDay: day.closedDay } : {}),
    time: cmd.time,
    place: cmd.place.trim(),
  });
}

export function decideEnforceAttendance(s: AdjudicationState, cmd: EnforceAttendance): AdjDecision {
  const basis: ProvisionId[] = ['in.ctr2026.r4.2'];
  const passed = orderPassed(s, basis);
  if (passed) return passed;
  if (!s.summonses.some((x) => x.summonsId === cmd.summonsId)) {
    return no(
      'SUMMONS.UNKNOWN',
      String(cmd.summonsId ?? '').trim() === ''
        ? 'No summons has been issued in this case; issue a summons before enforcing attendance.'
        : `No summons "${String(cmd.summonsId)}" was issued in this case; issue a summons before enforcing attendance.`,
      basis,
      'summonsId',
    );
  }
  if (!hasText(cmd.reasons))
    return no('SUMMONS.PARTICULARS_REQUIRED', 'Record why and how attendance is being enforced.', basis, 'reasons');
  return emit({
    type: 'attendance-enforced',
    on: cmd.on,
    basis,
    summonsId: cmd.summonsId,
    reasons: cmd.reasons.trim(),
  });
}

/** Rule 4(2): the summoned person appeared (on or after the day fixed) and gave evidence or produced documents. */
export function decideSummonsAppearance(s: AdjudicationState, cmd: RecordSummonsAppearance): AdjDecision {
  const basis: ProvisionId[] = ['in.ctr2026.r4.2'];
  const passed = orderPassed(s, basis);
  if (passed) return passed;
  const x = s.summonses.find((y) => y.summonsId === cmd.summonsId);
  if (!x)
    return no(
      'SUMMONS.UNKNOWN',
      String(cmd.summonsId ?? '').trim() === ''
        ? 'No summons has been issued in this case; issue a summons first.'
        : `No summons "${String(cmd.summonsId)}" was issued in this case; issue a summons first.`,
      basis,
      'summonsId',
    );
  if (x.appearedOn !== undefined)
    return no(
      'CASE.WRONG_STAGE',
      `${x.witnessName} already appeared on ${formatLegal(x.appearedOn)} as summoned.`,
      basis,
      'summonsId',
    );
  if (cmd.on < x.appearOn) {
    return no(
      'SUMMONS.PARTICULARS_REQUIRED',
      `${x.witnessName} was summoned to appear on ${formatLegal(x.appearOn)}; record the appearance on or after that day.`,
      basis,
      'on',
    );
  }
  if (!hasText(cmd.statement))
    return no(
      'SUMMONS.PARTICULARS_REQUIRED',
      'Record what the person gave: the evidence, or the documents or reports produced.',
      basis,
      'statement',
    );
  return emit({
    type: 'summons-appearance-recorded',
    on: cmd.on,
    basis,
    summonsId: cmd.summonsId,
    statement: cmd.statement.trim(),
  });
}
