// The three proceedings as one interface for the use cases: decide, evolve, and what the projections show.

import type { LocalDate } from '../lib/local-date.ts';
import { formatLegal } from '../lib/local-date.ts';
import type { DecideContext, Decision } from '../domain/common.ts';
import * as adj from '../domain/adjudication/index.ts';
import * as appeal from '../domain/appeal/index.ts';
import * as assam from '../domain/assam/index.ts';
import type { ClockResult } from '../rules/time/clocks.ts';
import { CLOCKS } from '../rules/time/clocks.ts';
import type { ProvisionId } from '../rules/provisions.ts';
import type { ClockRow, StreamKind } from './ports/store.ts';

export interface DomainEvent {
  readonly type: string;
  readonly on: LocalDate;
  readonly basis: readonly ProvisionId[];
}

export interface Described {
  readonly stage: string;
  readonly status: string;
  readonly receivedOn: LocalDate;
  readonly closedOn: LocalDate | null;
  readonly clocks: readonly ClockRow[];
}

export interface Machine<S, C extends { type: string; on: LocalDate }, E extends DomainEvent> {
  readonly kind: StreamKind;
  readonly initial: S;
  decide(s: S, c: C, ctx: DecideContext): Decision<E>;
  evolve(s: S, e: E): S;
  describe(s: S, ctx: DecideContext): Described;
  /** The command types of this proceeding, for routes, policies and the OpenAPI document. */
  readonly commandTypes: readonly C['type'][];
}

const clockRow = (c: ClockResult): ClockRow => ({
  clock: c.clock,
  due: c.due,
  nominalDue: c.nominalDue,
  actor: c.actor,
  duty: CLOCKS[c.clock].duty,
  explanation: { title: c.title, from: c.from, length: c.length, basis: c.basis, steps: c.steps, params: c.params },
});

function adjudicationStage(s: adj.AdjudicationState): { stage: string; status: string } {
  if (s.closed) return { stage: 'closed', status: 'Closed: order passed and copies supplied' };
  if (s.order) {
    const o = s.order;
    if (s.recoveryReferredOn)
      return {
        stage: 'recovery',
        status: `Unpaid penalty referred to the Animal Welfare Board of India on ${formatLegal(s.recoveryReferredOn)}`,
      };
    return {
      stage: 'order-passed',
      status:
        o.kind === 'dismissal'
          ? `Complaint dismissed on ${formatLegal(o.on)}`
          : `Order imposing penalty or compensation passed on ${formatLegal(o.on)}`,
    };
  }
  if (s.hearings.length > 0)
    return {
      stage: 'heard',
      status: `Hearing held on ${formatLegal(s.hearings[s.hearings.length - 1]!.on)}; order awaited`,
    };
  if (s.exParte) return { stage: 'ex-parte', status: `Proceeding ex parte since ${formatLegal(s.exParte.on)}` };
  const hn = s.hearingNotices[s.hearingNotices.length - 1];
  if (hn) return { stage: 'hearing-fixed', status: `Hearing fixed for ${formatLegal(hn.hearingOn)}` };
  if (s.reply)
    return {
      stage: 'reply-received',
      status: `Reply received on ${formatLegal(s.reply.on)}${s.reply.admits ? ' admitting the contravention' : ''}`,
    };
  if (s.notice?.service.servedOn)
    return {
      stage: 'notice-served',
      status: `Show-cause notice served on ${formatLegal(s.notice.service.servedOn)}; reply awaited`,
    };
  if (s.notice)
    return {
      stage: 'notice-issued',
      status: `Show-cause notice issued on ${formatLegal(s.notice.issuedOn)}; service in progress`,
    };
  return { stage: 'complaint-received', status: 'Complaint received; show-cause notice to be issued' };
}

export const adjudicationMachine: Machine<adj.AdjudicationState, adj.AdjudicationCommand, adj.AdjudicationEvent> = {
  kind: 'adjudication',
  initial: adj.INITIAL_STATE,
  decide: adj.decide,
  evolve: adj.evolve,
  commandTypes: Object.keys(adj.COMMAND_BASIS) as adj.AdjudicationCommand['type'][],
  describe(s, ctx) {
    const { stage, status } = adjudicationStage(s);
    const closedOn = s.closed ? (s.lastEventOn ?? null) : null;
    return {
      stage,
      status,
      receivedOn: s.complaint!.receivedOn,
      closedOn,
      clocks: adj.openClocks(s, ctx).map(clockRow),
    };
  },
};

const APPEAL_STATUS: Record<appeal.AppealState['stage'], string> = {
  none: 'Not filed',
  filed: 'Appeal received; under scrutiny',
  refused: 'Registration refused under Rule 7(6)',
  admitted: 'Appeal admitted; notice to the respondent',
  decided: 'Appeal decided',
};

export const appealMachine: Machine<appeal.AppealState, appeal.AppealCommand, appeal.AppealEvent> = {
  kind: 'appeal',
  initial: appeal.INITIAL_APPEAL,
  decide: appeal.decide,
  evolve: appeal.evolve,
  commandTypes: Object.keys(appeal.COMMAND_BASIS) as appeal.AppealCommand['type'][],
  describe(s, ctx) {
    const closed = s.stage === 'decided' || (s.stage === 'refused' && s.refusal?.communicatedOn !== undefined);
    return {
      stage: s.stage,
      status: s.decision
        ? `Appeal decided on ${formatLegal(s.decision.on)}: ${s.decision.outcome}`
        : APPEAL_STATUS[s.stage],
      receivedOn: s.filing!.on,
      closedOn: closed ? (s.lastEventOn ?? null) : null,
      clocks: appeal.openClocks(s, ctx).map(clockRow),
    };
  },
};

const ASSAM_COMMANDS: readonly assam.AssamCommand['type'][] = [
  'make-written-report',
  'forward-to-magistrate',
  'record-cognizance',
  'record-summons-served',
  'record-appearance',
  'record-adjournment-application',
  'record-adjournment-order',
  'record-outcome',
  'order-compensation',
  'record-compensation-paid',
  'record-compensation-default',
  'record-forfeiture',
  'record-auction',
];

export const assamMachine: Machine<assam.AssamCase, assam.AssamCommand, assam.AssamEvent> = {
  kind: 'assam',
  initial: assam.NO_CASE,
  decide: assam.decide,
  evolve: assam.evolve,
  commandTypes: ASSAM_COMMANDS,
  describe(s) {
    const done =
      s.stage === 'acquitted' ||
      (s.stage === 'convicted' &&
        (!s.compensation || s.compensation.status === 'paid' || s.compensation.status === 'auctioned'));
    return {
      stage: s.stage,
      status: `Section 26 (Assam) report: ${s.stage}`,
      receivedOn: s.report!.on,
      closedOn: done ? (s.lastOn ?? null) : null,
      clocks: [],
    };
  },
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyMachine = Machine<any, any, any>;

export const MACHINES: Readonly<Record<StreamKind, AnyMachine>> = {
  adjudication: adjudicationMachine,
  appeal: appealMachine,
  assam: assamMachine,
};
