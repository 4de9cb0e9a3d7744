// Deciding scrutiny under Rule 7(6)-(7): intimating defects, rectification, refusal to register and admission.

import { formatLegal } from '../../lib/local-date.ts';
import type { ProvisionId } from '../../rules/provisions.ts';
import type { DecideContext } from '../common.ts';
import { hasText } from '../common.ts';
import { lastDayForRectification, rectifyClock, refusalCommunicationClock } from './clocks.ts';
import type {
  Admit,
  IntimateDefects,
  RecordRectification,
  RecordRefusalCommunicated,
  RefuseRegistration,
} from './commands.ts';
import type { DefectsIntimated } from './events.ts';
import { form3Field } from './form3.ts';
import type { AppealDecision } from './guards.ts';
import { inStage, no, yes } from './guards.ts';
import type { AppealState, Defect } from './state.ts';
import { outstandingDefects } from './state.ts';
import { appealGate } from './opportunity.ts';
import { err } from '../../lib/result.ts';

const R7_6: ProvisionId[] = ['in.ctr2026.r7.6'];
const merge = (a: readonly ProvisionId[], b: readonly ProvisionId[]): ProvisionId[] => [...new Set([...a, ...b])];
const list = (ds: readonly Defect[]): string => ds.map((d) => `${d.id} (${d.field})`).join(', ');

/**
 * Rule 7(6): tell the appellant the defects and start 15 days to rectify. A defect found at filing with the same
 * field keeps its id; re-intimating an outstanding defect gives it a fresh period from the new intimation.
 */
export function decideIntimateDefects(s: AppealState, c: IntimateDefects, ctx: DecideContext): AppealDecision {
  const stage = inStage(s, ['filed'], 'intimate defects', R7_6);
  if (stage) return stage;
  const given = c.defects.filter((d) => hasText(d.field) && hasText(d.description));
  if (given.length === 0 || given.length !== c.defects.length) {
    return no(
      'APPEAL.DEFECTS_REQUIRED',
      'List each defect with the field it concerns and a description the appellant can act on.',
      R7_6,
      'defects',
    );
  }
  const clock = rectifyClock(c.on, ctx);
  if (!clock.ok) return clock;
  const used = new Set<string>();
  let next = s.defects.length;
  const defects: DefectsIntimated['defects'][number][] = given.map((g) => {
    const match = outstandingDefects(s).find((d) => d.field === g.field && !used.has(d.id));
    if (match) {
      used.add(match.id);
      return {
        id: match.id,
        field: g.field,
        description: g.description,
        basis: match.basis,
        wasFound: match.status === 'found',
      };
    }
    next += 1;
    const f = form3Field(g.field);
    return {
      id: `d${next}`,
      field: g.field,
      description: g.description,
      basis: f ? [f.provision, ...R7_6] : R7_6,
      wasFound: false,
    };
  });
  const r = clock.value.value;
  return yes({
    type: 'appeal.defects-intimated',
    on: c.on,
    basis: merge(R7_6, r.basis),
    defects,
    rectifyDue: r.due,
    rectifyDays: r.length.n,
  });
}

/** Rule 7(6): the appellant cures some or all defects. Late cure (before any refusal) is accepted and marked late. */
export function decideRectification(s: AppealState, c: RecordRectification): AppealDecision {
  const stage = inStage(s, ['filed'], 'record a rectification', R7_6);
  if (stage) return stage;
  const outstanding = outstandingDefects(s);
  if (outstanding.length === 0) {
    return no('APPEAL.NOT_DEFECTIVE', 'No defect is outstanding in this appeal; there is nothing to rectify.', R7_6);
  }
  const ids = c.defectIds === undefined ? outstanding.map((d) => d.id) : [...new Set(c.defectIds)];
  if (ids.length === 0) {
    return no(
      'APPEAL.UNKNOWN_DEFECT',
      `Name the defects rectified; outstanding: ${list(outstanding)}.`,
      R7_6,
      'defectIds',
    );
  }
  const unknown = ids.filter((id) => !outstanding.some((d) => d.id === id));
  if (unknown.length > 0) {
    return no(
      'APPEAL.UNKNOWN_DEFECT',
      `${unknown.join(', ')} ${unknown.length > 1 ? 'are' : 'is'} not an outstanding defect; outstanding: ${list(outstanding)}.`,
      R7_6,
      'defectIds',
    );
  }
  const rectified = ids.map((id) => {
    const d = outstanding.find((x) => x.id === id)!;
    return { id, late: d.rectifyDue !== undefined && c.on > d.rectifyDue };
  });
  return yes({
    type: 'appeal.defects-rectified',
    on: c.on,
    basis: R7_6,
    rectified,
    ...(c.amendments !== undefined ? { amendments: c.amendments } : {}),
    ...(c.note !== undefined ? { note: c.note } : {}),
  });
}

/**
 * Rule 7(6): refusal to register, by a reasoned order, only when every outstanding defect was intimated and its
 * period has run out (due date before the day of refusal). Refusing while the appellant is still within time for
 * any outstanding defect would cut short the 15 days the rule allows.
 */
export function decideRefuseRegistration(s: AppealState, c: RefuseRegistration, ctx: DecideContext): AppealDecision {
  const stage = inStage(s, ['filed'], 'refuse to register the appeal', R7_6);
  if (stage) return stage;
  const outstanding = outstandingDefects(s);
  if (outstanding.length === 0) {
    return no(
      'APPEAL.RECTIFIED',
      'No defect is outstanding: the appeal is in order and must be admitted under Rule 7(7), not refused.',
      [...R7_6, 'in.ctr2026.r7.7'],
    );
  }
  const notIntimated = outstanding.filter((d) => d.rectifyDue === undefined);
  if (notIntimated.length > 0) {
    return no(
      'APPEAL.RECTIFICATION_PERIOD_NOT_OVER',
      `Defects ${list(notIntimated)} have not been intimated to the appellant; intimate them and allow 15 days to rectify before refusing.`,
      R7_6,
    );
  }
  const running = outstanding.filter((d) => !(d.rectifyDue! < c.on));
  if (running.length > 0) {
    const last = lastDayForRectification(running.map((d) => d.rectifyDue!))!;
    return no(
      'APPEAL.RECTIFICATION_PERIOD_NOT_OVER',
      `The appellant may rectify until ${formatLegal(last)}; registration can be refused only after that day if the defects are still not rectified.`,
      R7_6,
    );
  }
  if (!hasText(c.reasons)) {
    return no(
      'APPEAL.REFUSAL_REASONS_REQUIRED',
      'Refusal to register must be by order with reasons recorded in writing; write the reasons.',
      R7_6,
      'reasons',
    );
  }
  // Issue 27: the one gate: the appellant was told of the defects and had the days to rectify them.
  const gated = appealGate(
    s,
    ctx,
    { what: 'refuse to register the appeal', on: c.on, rule: R7_6 },
    {
      kind: 'refuse-registration',
    },
  );
  if (gated) return err(gated);
  const lastDay = lastDayForRectification(outstanding.map((d) => d.rectifyDue!))!;
  const comm = refusalCommunicationClock(lastDay, ctx);
  if (!comm.ok) return comm;
  return yes({
    type: 'appeal.registration-refused',
    on: c.on,
    basis: merge(R7_6, comm.value.basis),
    reasons: c.reasons,
    defectIds: outstanding.map((d) => d.id),
    lastDayForRectification: lastDay,
    communicationDue: comm.value.value.due,
  });
}

/** Rule 7(6): the refusal is to be communicated within 7 days of the last day for rectification; later, with reasons. */
export function decideRefusalCommunicated(s: AppealState, c: RecordRefusalCommunicated): AppealDecision {
  const stage = inStage(s, ['refused'], 'record communication of the refusal', R7_6);
  if (stage) return stage;
  const r = s.refusal!;
  if (r.communicatedOn !== undefined) {
    return no('APPEAL.WRONG_STAGE', `The refusal was already communicated on ${formatLegal(r.communicatedOn)}.`, R7_6);
  }
  const late = c.on > r.communicationDue;
  if (late && !hasText(c.delayReason)) {
    return no(
      'APPEAL.DELAY_REASON_REQUIRED',
      `The refusal was to be communicated by ${formatLegal(r.communicationDue)}; record why it is communicated late.`,
      R7_6,
      'delayReason',
    );
  }
  return yes({
    type: 'appeal.refusal-communicated',
    on: c.on,
    basis: R7_6,
    due: r.communicationDue,
    late,
    ...(late ? { delayReason: c.delayReason! } : {}),
    ...(c.means !== undefined ? { means: c.means } : {}),
  });
}

/**
 * Rule 7(7): admission when the appeal is in order. We also require the records to have been called for: Rule 7(5)
 * is an unconditional duty, and scrutiny of whether the appeal is in order is done against those records.
 */
export function decideAdmit(s: AppealState, c: Admit): AppealDecision {
  const basis: ProvisionId[] = ['in.ctr2026.r7.7'];
  const stage = inStage(s, ['filed'], 'admit the appeal', basis);
  if (stage) return stage;
  const outstanding = outstandingDefects(s);
  if (outstanding.length > 0) {
    return no(
      'APPEAL.DEFECTS_OUTSTANDING',
      `The appeal is not in order: defects ${list(outstanding)} are outstanding. Intimate them and await rectification, or refuse registration after the period to rectify.`,
      [...basis, 'in.ctr2026.r7.6'],
    );
  }
  if (s.records.calledOn === undefined) {
    return no(
      'APPEAL.RECORDS_NOT_CALLED',
      'Call for the records of the complaint and inquiry from the adjudicating officer before admitting the appeal.',
      [...basis, 'in.ctr2026.r7.5'],
    );
  }
  // Issue 27 (point 5): a late appeal, by the appellant's own item 9 or by the portal's count of the s.27B period,
  // is admitted only on a reasoned decision to condone the delay; the portal's count is a proposal, never a bar.
  const late = s.form?.withinTimeAnswer === 'NO' || s.item9?.answer === 'NO';
  if (late) {
    const why =
      s.form?.withinTimeAnswer === 'NO'
        ? 'the appellant answered item 9 of Form-III "no"'
        : `by the portal's count the appeal came after ${s.item9!.periodDays} days (the portal's configured default, not a period fixed by law)`;
    const cd = c.condoneDelay;
    if (!cd || cd.condoned !== true || !hasText(cd.reasons) || cd.reasons.trim().split(/\s+/).length < 5) {
      return no(
        'APPEAL.CONDONATION_UNDECIDED',
        cd && cd.condoned === false
          ? 'The delay is not condoned: a late appeal is not admitted. Record the refusal with its reasons instead.'
          : `The appeal is late (${why}). Decide first whether to condone the delay, with reasons that answer the appellant's explanation${s.form?.delayExplanation ? ` ("${s.form.delayExplanation}")` : ''}.`,
        [...basis, 'in.cta1871.s27b', 'in.ctr2026.form3.item9'],
        'condoneDelay',
      );
    }
  }
  return yes({
    type: 'appeal.admitted',
    on: c.on,
    basis: late ? [...basis, 'in.cta1871.s27b'] : basis,
    ...(c.note !== undefined ? { note: c.note } : {}),
    ...(late ? { delayCondoned: { reasons: c.condoneDelay!.reasons.trim() } } : {}),
  });
}
