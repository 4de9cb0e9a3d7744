// Rule 4(5): service of the show-cause notice and of hearing notices, through the shared service rules (service.ts).
//
// Every notice "issued under these rules" is served in the manner of Rule 4(5), so each hearing notice keeps its own
// service record, checked by the same functions as the show-cause notice.

import { formatLegal } from '../../lib/local-date.ts';
import type { ProvisionId } from '../../rules/provisions.ts';
import type { ServiceState } from '../service/service.ts';
import {
  NO_SERVICE,
  checkAttempt,
  checkOutcome,
  checkOutcomeProof,
  checkProof,
  checkRefusal,
  SERVICE_MODES,
} from '../service/service.ts';
import type { DecideContext } from '../common.ts';
import { hasText } from '../common.ts';
import type { RecordServiceAttempt, RecordServiceOutcome, RecordTenderRefused } from './commands.ts';
import type { AdjDecision } from './decide-util.ts';
import { emit, fail, hasId, no } from './decide-util.ts';
import type { AdjudicationState } from './state.ts';

interface Target {
  readonly service: ServiceState;
  readonly basis: readonly ProvisionId[];
  readonly ref: { readonly hearingNoticeId?: string; readonly to?: 'complainant' };
}

function targetOf(s: AdjudicationState, hearingNoticeId: string | undefined, to?: unknown): Target | AdjDecision {
  if (to !== undefined && to !== 'complainant')
    return no(
      'SERVICE.MODE_INVALID',
      'Leave "to" out to serve the person complained against, or give "complainant" for the complainant\'s copy of a notice of hearing.',
      ['in.ctr2026.r4.6'],
      'to',
    );
  if (to === 'complainant' && hearingNoticeId === undefined)
    return no(
      'HEARING.NOT_NOTIFIED',
      "The complainant's copy is of a notice of hearing: name the notice of hearing (the show-cause notice goes to the person complained against).",
      ['in.ctr2026.r4.6', 'in.ctr2026.r4.1'],
      'hearingNoticeId',
    );
  if (s.order)
    return no(
      'ORDER.ALREADY_PASSED',
      `The final order was passed on ${formatLegal(s.order.on)}; no notice remains to be served.`,
      ['in.ctr2026.r4.5'],
    );
  if (hearingNoticeId === undefined) {
    if (!s.notice)
      return no(
        'NOTICE.NOT_ISSUED',
        'No show-cause notice has been issued in this case; issue it in Form-II before recording its service.',
        ['in.ctr2026.r4.1', 'in.ctr2026.r4.5'],
      );
    return { service: s.notice.service, basis: ['in.ctr2026.r4.1'], ref: {} };
  }
  const hn = s.hearingNotices.find((h) => h.hearingNoticeId === hearingNoticeId);
  if (!hn) {
    return no(
      'HEARING.NOT_NOTIFIED',
      `No hearing notice "${hearingNoticeId}" has been issued in this case; check the notice id.`,
      ['in.ctr2026.r4.6', 'in.ctr2026.r4.5'],
      'hearingNoticeId',
    );
  }
  if (to === 'complainant')
    return {
      service: hn.complainantService ?? NO_SERVICE,
      basis: ['in.ctr2026.r4.6'],
      ref: { hearingNoticeId, to: 'complainant' },
    };
  return { service: hn.service, basis: ['in.ctr2026.r4.6'], ref: { hearingNoticeId } };
}

const isTarget = (t: Target | AdjDecision): t is Target => 'service' in t;

export function decideServiceAttempt(s: AdjudicationState, cmd: RecordServiceAttempt, ctx: DecideContext): AdjDecision {
  const t = targetOf(s, cmd.hearingNoticeId, cmd.to);
  if (!isTarget(t)) return t;
  if (!SERVICE_MODES.includes(cmd.mode)) {
    return no(
      'SERVICE.MODE_INVALID',
      `"${String(cmd.mode)}" is not a manner of service; use tender, electronic, speed-post or affixing.`,
      ['in.ctr2026.r4.5'],
      'mode',
    );
  }
  if (!hasId(cmd.attemptId) || t.service.attempts.some((a) => a.attemptId === cmd.attemptId)) {
    return no(
      'SERVICE.ATTEMPT_ID_INVALID',
      `Give each service attempt a new id; "${String(cmd.attemptId)}" is empty or already used on this notice.`,
      ['in.ctr2026.r4.5'],
      'attemptId',
    );
  }
  const outcome = cmd.outcome ?? 'pending';
  if (outcome !== 'pending' && outcome !== 'served' && outcome !== 'failed') {
    return no(
      'SERVICE.MODE_INVALID',
      'The outcome of an attempt is pending, served or failed.',
      ['in.ctr2026.r4.5'],
      'outcome',
    );
  }
  const checked = checkAttempt('r4.5', t.service, cmd.mode, cmd.on);
  if (!checked.ok) return fail(checked.error);
  const proof = checkProof('r4.5', cmd.mode, outcome, cmd.proof, ctx.attachedDocumentIds);
  if (!proof.ok) return fail(proof.error);
  if (proof.value === undefined && !hasText(cmd.particulars)) {
    return no(
      'SERVICE.PARTICULARS_REQUIRED',
      'Record the particulars of the attempt (who tendered to whom, the article or message number, or the premises where it was affixed): they are the proof of service.',
      ['in.ctr2026.r4.5'],
      'particulars',
    );
  }
  return emit({
    type: 'service-attempted',
    on: cmd.on,
    basis: [...t.basis, ...checked.value],
    ...t.ref,
    attemptId: cmd.attemptId,
    mode: cmd.mode,
    outcome,
    particulars: typeof cmd.particulars === 'string' ? cmd.particulars.trim() : '',
    ...(proof.value !== undefined ? { proof: proof.value } : {}),
  });
}

export function decideServiceOutcome(s: AdjudicationState, cmd: RecordServiceOutcome, ctx: DecideContext): AdjDecision {
  const t = targetOf(s, cmd.hearingNoticeId, cmd.to);
  if (!isTarget(t)) return t;
  const checked = checkOutcome('r4.5', t.service, cmd.attemptId, cmd.on);
  if (!checked.ok) return fail(checked.error);
  if (cmd.outcome !== 'served' && cmd.outcome !== 'failed') {
    return no(
      'SERVICE.MODE_INVALID',
      'Record the outcome of the attempt as served or failed.',
      ['in.ctr2026.r4.5'],
      'outcome',
    );
  }
  const ack = checkOutcomeProof(
    'r4.5',
    checked.value,
    cmd.outcome,
    cmd.acknowledgementDocumentId,
    ctx.attachedDocumentIds,
  );
  if (!ack.ok) return fail(ack.error);
  const mode = checked.value.mode;
  const modeBasis: ProvisionId =
    mode === 'tender' ? 'in.ctr2026.r4.5.i' : mode === 'affixing' ? 'in.ctr2026.r4.5.iii' : 'in.ctr2026.r4.5.ii';
  return emit({
    type: 'service-outcome-recorded',
    on: cmd.on,
    basis: [...t.basis, 'in.ctr2026.r4.5', modeBasis],
    ...t.ref,
    attemptId: cmd.attemptId,
    outcome: cmd.outcome,
    ...(ack.value !== undefined ? { acknowledgementDocumentId: ack.value } : {}),
  });
}

/**
 * Rule 4(5)(i) (issue 13): the person refused to accept the tendered notice. Recorded as a failed tender marked
 * refused, with its proof; it is not service. The officer then serves by clause (ii) and, if that fails, by (iii).
 */
export function decideTenderRefused(s: AdjudicationState, cmd: RecordTenderRefused): AdjDecision {
  const t = targetOf(s, cmd.hearingNoticeId, cmd.to);
  if (!isTarget(t)) return t;
  if (!hasId(cmd.attemptId) || t.service.attempts.some((a) => a.attemptId === cmd.attemptId)) {
    return no(
      'SERVICE.ATTEMPT_ID_INVALID',
      `Give each service attempt a new id; "${String(cmd.attemptId)}" is empty or already used on this notice.`,
      ['in.ctr2026.r4.5'],
      'attemptId',
    );
  }
  const checked = checkRefusal('r4.5', t.service, {
    attemptId: cmd.attemptId,
    on: cmd.on,
    proof: cmd.proof,
    refusal: cmd.refusal,
    witnesses: cmd.witnesses,
  });
  if (!checked.ok) return fail(checked.error);
  const a = checked.value.attempt;
  return emit({
    type: 'service-attempted',
    on: cmd.on,
    basis: [...t.basis, ...checked.value.basis],
    ...t.ref,
    attemptId: cmd.attemptId,
    mode: 'tender',
    outcome: 'failed',
    particulars: checked.value.refusal,
    ...(a.proof !== undefined ? { proof: a.proof } : {}),
    refused: { refusal: checked.value.refusal, witnesses: checked.value.witnesses },
  });
}
