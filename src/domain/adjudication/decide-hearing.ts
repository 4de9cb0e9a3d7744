// Rules 4(6), 4(7), 4(9), 4(10) and 4(11): notice of hearing, the hearing, written submissions and lists.
// The summons of Rule 4(2) is in decide-summons.ts.

import { formatLegal } from '../../lib/local-date.ts';
import { personUrlProblem } from '../../lib/person-input.ts';
import { checkFixedDate } from '../../rules/dates.ts';
import type { ProvisionId } from '../../rules/provisions.ts';
import type { DecideContext } from '../common.ts';
import { hasText } from '../common.ts';
import { checkSittingDay, checkSittingTime, isRefusal } from '../service/opportunity.ts';
import { adjudicationGate, withdrawn } from './opportunity.ts';
import { adjournmentAwaited } from './adjournments.ts';
import type {
  AllowWrittenSubmissions,
  IssueHearingNotice,
  RecordHearing,
  RecordHearingInAbsence,
  RecordWrittenSubmission,
  SubmitList,
} from './commands.ts';
import type { AdjDecision } from './decide-util.ts';
import { emit, fail, hasId, no, texts } from './decide-util.ts';
import type { AdjudicationState, Party } from './state.ts';
import { orderPassed } from './decide-summons.ts';

export { decideEnforceAttendance, decideIssueSummons, decideSummonsAppearance } from './decide-summons.ts';

const PARTIES: readonly Party[] = ['contravener', 'complainant'];

export function decideIssueHearingNotice(
  s: AdjudicationState,
  cmd: IssueHearingNotice,
  ctx: DecideContext,
  /** The request to adjourn this notice grants (decide-adjournment.ts); none: the officer fixes or moves the date. */
  granting?: string,
): AdjDecision {
  const basis: ProvisionId[] = ['in.ctr2026.r4.6'];
  const passed = orderPassed(s, basis);
  if (passed) return passed;
  // Issue 27: a party's request to adjourn the sitting is decided before any other notice replaces it.
  const awaited = adjournmentAwaited(s, granting);
  if (awaited) return awaited;
  if (!s.reply && !s.exParte) {
    return no(
      'HEARING.NO_REPLY',
      'A notice of hearing issues on receipt of the reply; no reply is recorded and the officer has not decided to proceed ex parte. Record the reply, or wait for the reply period to end.',
      [...basis, 'in.ctr2026.r4.7'],
    );
  }
  if (!hasId(cmd.hearingNoticeId) || s.hearingNotices.some((h) => h.hearingNoticeId === cmd.hearingNoticeId)) {
    return no(
      'HEARING.NOTICE_ID_INVALID',
      `Give the hearing notice a new id; "${String(cmd.hearingNoticeId)}" is empty or already used.`,
      basis,
      'hearingNoticeId',
    );
  }
  if (typeof cmd.hearingOn !== 'string' || cmd.hearingOn < cmd.on) {
    return no(
      'HEARING.DATE_INVALID',
      'Fix the hearing on a date on or after the date of the notice.',
      basis,
      'hearingOn',
    );
  }
  const fixed = checkFixedDate(cmd.hearingOn, cmd.on, 'hearingOn', basis, 'The hearing date');
  if (fixed) return fail(fixed);
  if (cmd.mode !== 'in-person' && cmd.mode !== 'electronic') {
    return no('HEARING.MODE_INVALID', 'Say whether the hearing is in person or by electronic means.', basis, 'mode');
  }
  // A sitting the parties can attend (issue 27): its time stated, on a day the office is open or knowingly fixed.
  const noTime = checkSittingTime(cmd.time, basis, 'the hearing');
  if (noTime) return fail(noTime);
  const day = checkSittingDay(ctx.calendar, cmd.hearingOn, cmd.closedDayConfirmed, basis, 'hearingOn', 'the hearing');
  if (isRefusal(day)) return fail(day);
  // A notice of hearing replacing one whose date has not been held: the earlier is withdrawn (an adjournment).
  const live = s.hearingNotices.filter(
    (h) => h.withdrawnOn === undefined && !s.hearings.some((x) => x.hearingNoticeId === h.hearingNoticeId),
  );
  const replaced = live.at(-1);
  const adjournment =
    replaced && cmd.adjournment && hasText(cmd.adjournment.reasons)
      ? {
          soughtBy: ((['contravener', 'complainant'] as const).find((p) => p === cmd.adjournment!.soughtBy) ??
            'officer') as Party | 'officer',
          reasons: cmd.adjournment.reasons.trim(),
        }
      : undefined;
  // A link the parties will open (issue 16, point 7): https only, never javascript: or data: (rendered as a link).
  const linkProblem = hasText(cmd.link) ? personUrlProblem(cmd.link) : undefined;
  if (linkProblem)
    return no(
      'HEARING.LINK_NOT_HTTPS',
      `${linkProblem}: give the video hearing's web address (https://...).`,
      basis,
      'link',
    );
  // While the ex parte proceeding stands the notice is for the complainant: the person is heard in absence (Rule 4(7)).
  const inAbsence = s.exParte !== undefined;
  return emit({
    type: 'hearing-notice-issued',
    on: cmd.on,
    basis: inAbsence ? [...basis, 'in.ctr2026.r4.7'] : basis,
    hearingNoticeId: cmd.hearingNoticeId,
    hearingOn: cmd.hearingOn,
    mode: cmd.mode,
    ...(hasText(cmd.link) ? { link: cmd.link.trim() } : {}),
    ...(cmd.time ? { time: cmd.time } : {}),
    ...(hasText(cmd.place) ? { place: cmd.place.trim() } : {}),
    inAbsence,
    ...(hasText(cmd.shortNoticeReasons) ? { shortNoticeReasons: cmd.shortNoticeReasons.trim() } : {}),
    ...(day.closedDay !== undefined ? { closedDay: day.closedDay } : {}),
    ...(replaced ? { withdraws: replaced.hearingNoticeId } : {}),
    ...(adjournment ? { adjournment } : {}),
  });
}

export function decideRecordHearing(s: AdjudicationState, cmd: RecordHearing, ctx: DecideContext): AdjDecision {
  const basis: ProvisionId[] = ['in.ctr2026.r4.10'];
  const passed = orderPassed(s, basis);
  if (passed) return passed;
  if (s.exParte) {
    return no(
      'HEARING.EX_PARTE_STANDS',
      `The case proceeds ex parte since ${formatLegal(s.exParte.on)}: record the hearing in the absence of the person (the complainant's material examined), or, if the person now appears and shows cause, recall the ex parte proceeding first for reasons recorded.`,
      ['in.ctr2026.r4.7'],
    );
  }
  if (!s.reply) {
    return no(
      'HEARING.NO_REPLY',
      'There is no reply and no decision to proceed ex parte, so no hearing can be held yet.',
      ['in.ctr2026.r4.6', 'in.ctr2026.r4.7'],
    );
  }
  const hn =
    cmd.hearingNoticeId === undefined
      ? undefined
      : s.hearingNotices.find((h) => h.hearingNoticeId === cmd.hearingNoticeId);
  if (cmd.hearingNoticeId !== undefined && !hn) {
    return no(
      'HEARING.NOT_NOTIFIED',
      `No hearing notice "${cmd.hearingNoticeId}" was issued; check the id.`,
      ['in.ctr2026.r4.6'],
      'hearingNoticeId',
    );
  }
  if (!hn) {
    return no(
      'HEARING.NOT_NOTIFIED',
      'Issue a notice of hearing fixing the date, and name it when recording the hearing.',
      ['in.ctr2026.r4.6'],
      'hearingNoticeId',
    );
  }
  if (cmd.on < hn.hearingOn) {
    return no(
      'HEARING.DATE_INVALID',
      `The hearing was fixed for ${formatLegal(hn.hearingOn)}; record it on or after that date.`,
      ['in.ctr2026.r4.6'],
      'on',
    );
  }
  // A notice issued while the case was ex parte went to the complainant only; after a recall it does not call the person.
  if (hn.inAbsence && !cmd.noticeeAppeared) {
    return no(
      'NOTICE.NOT_SERVED',
      'This notice of hearing was issued while the case proceeded ex parte, to the complainant only. After the recall, issue a new notice of hearing to both parties and serve it on the person (Rule 4(5)).',
      ['in.ctr2026.r4.6', 'in.ctr2026.r4.5', 'in.ctr2026.r4.7'],
      'hearingNoticeId',
    );
  }
  if (!hn.inAbsence && hn.service.servedOn === undefined && !cmd.noticeeAppeared) {
    return no(
      'NOTICE.NOT_SERVED',
      'The notice of hearing has not been served and the person did not appear. Serve the notice (Rule 4(5)) and hold the hearing on a new date.',
      ['in.ctr2026.r4.6', 'in.ctr2026.r4.5'],
    );
  }
  const gone = withdrawn(hn);
  if (gone) return fail(gone);
  // The one gate (issue 27): each party absent was served the notice the minimum interval before the date.
  const gated = adjudicationGate(
    s,
    ctx,
    { what: 'hold the hearing in their absence', on: cmd.on, rule: ['in.ctr2026.r4.6', 'in.ctr2026.r4.10'] },
    {
      kind: 'hearing',
      hearingNoticeId: hn.hearingNoticeId,
      noticee: cmd.noticeeAppeared === true,
      complainant: cmd.complainantAppeared === true,
    },
  );
  if (gated) return fail(gated);
  if (cmd.opportunityAfforded !== true) {
    return no(
      'HEARING.OPPORTUNITY_NOT_AFFORDED',
      'Record the hearing only after a reasonable opportunity of being heard has been given to the person and the complainant or authorised officer.',
      basis,
      'opportunityAfforded',
    );
  }
  const admitted = s.reply?.admits ?? false;
  if (cmd.noticeeAppeared && !admitted && cmd.explained !== true) {
    return no(
      'HEARING.EXPLANATION_REQUIRED',
      'The contravention is not admitted: explain to the person (or his authorised legal representative) the contravention alleged and the provisions of the Act, and record that it was done.',
      ['in.ctr2026.r4.9'],
      'explained',
    );
  }
  const inAbsence = false;
  const b: ProvisionId[] = [...basis, 'in.ctr2026.r4.6'];
  if (cmd.explained) b.push('in.ctr2026.r4.9');
  return emit({
    type: 'hearing-recorded',
    on: cmd.on,
    basis: b,
    ...(cmd.hearingNoticeId !== undefined ? { hearingNoticeId: cmd.hearingNoticeId } : {}),
    noticeeAppeared: cmd.noticeeAppeared === true,
    complainantAppeared: cmd.complainantAppeared === true,
    explained: cmd.explained === true,
    inAbsence,
    notes: (cmd.notes ?? '').trim(),
  });
}

export function decideAllowSubmissions(s: AdjudicationState, cmd: AllowWrittenSubmissions): AdjDecision {
  const basis: ProvisionId[] = ['in.ctr2026.r4.10'];
  const passed = orderPassed(s, basis);
  if (passed) return passed;
  if (s.hearings.length === 0)
    return no(
      'HEARING.NOT_HELD',
      'Written submissions are allowed on the date fixed for hearing, after the parties are heard; record the hearing first.',
      basis,
    );
  if (!hasText(cmd.issues))
    return no(
      'SUBMISSION.EMPTY',
      'State the further issues on which written submissions or briefs are invited.',
      basis,
      'issues',
    );
  return emit({ type: 'written-submissions-allowed', on: cmd.on, basis, issues: cmd.issues.trim() });
}

export function decideWrittenSubmission(s: AdjudicationState, cmd: RecordWrittenSubmission): AdjDecision {
  const basis: ProvisionId[] = ['in.ctr2026.r4.10'];
  const passed = orderPassed(s, basis);
  if (passed) return passed;
  if (!s.writtenSubmissionsAllowed) {
    return no(
      'SUBMISSION.NOT_ALLOWED',
      'The officer has not granted an opportunity to file written submissions; it is granted at the hearing.',
      basis,
    );
  }
  if (!PARTIES.includes(cmd.by))
    return no(
      'SUBMISSION.NOT_ALLOWED',
      'Say which party files: the person complained against or the complainant.',
      basis,
      'by',
    );
  if (!hasText(cmd.text))
    return no('SUBMISSION.EMPTY', 'The written submission is empty; attach or type its text.', basis, 'text');
  return emit({
    type: 'party-filed',
    on: cmd.on,
    basis,
    by: cmd.by,
    kind: 'written-submission',
    items: [cmd.text.trim()],
  });
}

export function decideSubmitList(s: AdjudicationState, cmd: SubmitList): AdjDecision {
  const basis: ProvisionId[] = ['in.ctr2026.r4.11'];
  const passed = orderPassed(s, basis);
  if (passed) return passed;
  if (!s.notice)
    return no(
      'NOTICE.NOT_ISSUED',
      'Lists of witnesses or documents are filed in the inquiry, which begins with the show-cause notice.',
      [...basis, 'in.ctr2026.r4.1'],
    );
  if (!PARTIES.includes(cmd.by))
    return no(
      'SUBMISSION.NOT_ALLOWED',
      'Say which party files the list: the person complained against or the complainant.',
      basis,
      'by',
    );
  const items = texts(cmd.items);
  if (items.length === 0)
    return no('SUBMISSION.EMPTY', 'The list is empty; name at least one witness or document.', basis, 'items');
  const kind = cmd.type === 'submit-witness-list' ? 'witness-list' : 'document-list';
  return emit({ type: 'party-filed', on: cmd.on, basis, by: cmd.by, kind, items });
}

/**
 * Rule 4(7) (issue 13): "proceed with the hearing in the absence of such person". After the ex parte decision the
 * officer holds the hearing: the complainant's material (the complaint's statement, the evidence, any witnesses) is
 * examined and recorded, item by item. Only this makes the case ready for an order while ex parte stands.
 */
export function decideRecordHearingInAbsence(
  s: AdjudicationState,
  cmd: RecordHearingInAbsence,
  ctx: DecideContext,
): AdjDecision {
  const basis: ProvisionId[] = ['in.ctr2026.r4.7'];
  const passed = orderPassed(s, basis);
  if (passed) return passed;
  if (!s.exParte) {
    return no(
      'HEARING.NOT_IN_ABSENCE',
      'A hearing in the absence of the person is held only after the officer decided to proceed ex parte (Rule 4(7)); otherwise issue a notice of hearing under Rule 4(6) and record the hearing.',
      [...basis, 'in.ctr2026.r4.6'],
    );
  }
  if (cmd.on < s.exParte.on) {
    return no(
      'HEARING.DATE_INVALID',
      `The ex parte decision is dated ${formatLegal(s.exParte.on)}; the hearing in absence is held on or after it.`,
      basis,
      'on',
    );
  }
  const hn =
    cmd.hearingNoticeId === undefined
      ? undefined
      : s.hearingNotices.find((h) => h.hearingNoticeId === cmd.hearingNoticeId);
  if (cmd.hearingNoticeId !== undefined && !hn) {
    return no(
      'HEARING.NOT_NOTIFIED',
      `No hearing notice "${cmd.hearingNoticeId}" was issued; check the id.`,
      ['in.ctr2026.r4.6'],
      'hearingNoticeId',
    );
  }
  if (hn && cmd.on < hn.hearingOn) {
    return no(
      'HEARING.DATE_INVALID',
      `The hearing was fixed for ${formatLegal(hn.hearingOn)}; record it on or after that date.`,
      ['in.ctr2026.r4.6'],
      'on',
    );
  }
  const gone = withdrawn(hn);
  if (gone) return fail(gone);
  // The complainant is called to the hearing in absence too (Rule 4(6)); the one gate (issue 27).
  const gated = adjudicationGate(
    s,
    ctx,
    {
      what: 'hold the hearing in absence without the complainant',
      on: cmd.on,
      rule: ['in.ctr2026.r4.7', 'in.ctr2026.r4.6'],
    },
    { kind: 'hearing', hearingNoticeId: cmd.hearingNoticeId, complainant: cmd.complainantAppeared === true },
  );
  if (gated) return fail(gated);
  const material = texts(cmd.materialExamined);
  if (material.length === 0) {
    return no(
      'HEARING.MATERIAL_NOT_EXAMINED',
      "Record the complainant's material examined at the hearing, item by item (the statement in the complaint, each document or record, each witness heard). An order cannot rest on the complaint alone.",
      basis,
      'materialExamined',
    );
  }
  if (!hasText(cmd.notes)) {
    return no(
      'HEARING.MATERIAL_NOT_EXAMINED',
      'Record what the hearing found on the material examined.',
      basis,
      'notes',
    );
  }
  return emit({
    type: 'hearing-recorded',
    on: cmd.on,
    basis: hn ? [...basis, 'in.ctr2026.r4.10', 'in.ctr2026.r4.6'] : [...basis, 'in.ctr2026.r4.10'],
    ...(cmd.hearingNoticeId !== undefined ? { hearingNoticeId: cmd.hearingNoticeId } : {}),
    noticeeAppeared: false,
    complainantAppeared: cmd.complainantAppeared === true,
    explained: false,
    inAbsence: true,
    notes: cmd.notes.trim(),
    materialExamined: material,
  });
}
