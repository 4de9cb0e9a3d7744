// The command routes as tables: for each proceeding, every command type with its summary and provision, and its
// request body from src/contract. Compile-time checks tie the tables to the domain's command unions (type-only
// imports): a command added to the domain without a route, or a body whose fields differ from the command's,
// does not compile.

import type { z } from 'zod';
import type { AdjudicationCommand } from '../../domain/adjudication/commands.ts';
import type { AppealCommand } from '../../domain/appeal/commands.ts';
import type { AssamCommand } from '../../domain/assam/commands.ts';
import type { StreamKind } from '../../app/ports.ts';
import { ADJUDICATION_COMMAND_BODIES } from '../../contract/adjudication.ts';
import { APPEAL_COMMAND_BODIES } from '../../contract/appeal.ts';
import { ASSAM_COMMAND_BODIES } from '../../contract/assam.ts';
import type { ProvisionId } from '../../rules/provisions.ts';

export interface CommandMeta {
  readonly summary: string;
  readonly provisions: readonly ProvisionId[];
}

/** The commands a route runs: those of the machine, less the one that opens the proceeding (it has its own route). */
type Runs<C extends { type: string }, Opening extends string> = Exclude<C['type'], Opening>;
type AdjType = Runs<AdjudicationCommand, 'register-complaint'>;
type AppealType = Runs<AppealCommand, 'file-appeal'>;
type AssamType = Runs<AssamCommand, 'make-written-report'>;

export const ADJUDICATION_COMMANDS: Readonly<Record<AdjType, CommandMeta>> = {
  'issue-show-cause-notice': { summary: 'Issue the show-cause notice in Form-II', provisions: ['in.ctr2026.r4.1'] },
  'record-service-attempt': { summary: 'Record an attempt to serve a notice (tender, electronic, speed post, affixing)', provisions: ['in.ctr2026.r4.5'] },
  'record-service-outcome': { summary: 'Record the outcome of a pending service attempt', provisions: ['in.ctr2026.r4.5'] },
  'record-tender-refused': { summary: 'Record that the person refused to accept the notice tendered (not service: serve next by the following manner)', provisions: ['in.ctr2026.r4.5', 'in.ctr2026.r4.5.i'] },
  'issue-summons': { summary: 'Summon a person acquainted with the facts to give evidence or produce documents', provisions: ['in.ctr2026.r4.2'] },
  'enforce-attendance': { summary: 'Enforce the attendance of a summoned person', provisions: ['in.ctr2026.r4.2'] },
  'extend-reply-period': { summary: 'Extend the reply period (at most 15 days, for sufficient cause, reasons recorded)', provisions: ['in.ctr2026.r4.4'] },
  'record-reply': { summary: 'Record the reply of the person complained against (received by the office; a late reply is marked late)', provisions: ['in.ctr2026.r4.6'] },
  'submit-reply': { summary: 'The person complained against replies to Form-II on the portal, within the period (refused after it)', provisions: ['in.ctr2026.r4.1', 'in.ctr2026.r4.6'] },
  'request-reply-extension': { summary: 'The person complained against asks for more time to reply, showing the cause', provisions: ['in.ctr2026.r4.4'] },
  'refuse-reply-extension': { summary: 'Refuse a request for more time to reply, reasons recorded (grant it with extend-reply-period)', provisions: ['in.ctr2026.r4.4'] },
  'proceed-ex-parte': { summary: 'Proceed ex parte when no reply is received within the period', provisions: ['in.ctr2026.r4.7'] },
  'recall-ex-parte': { summary: 'Recall the ex parte proceeding for reasons recorded in writing (the Rule 4(6) hearing follows)', provisions: ['in.ctr2026.r4.7'] },
  'record-hearing-in-absence': { summary: "Record the hearing held in the absence of the person after ex parte: the complainant's material examined", provisions: ['in.ctr2026.r4.7'] },
  'issue-hearing-notice': { summary: 'Fix a hearing and issue its notice', provisions: ['in.ctr2026.r4.6'] },
  'record-hearing': { summary: 'Record the hearing held', provisions: ['in.ctr2026.r4.10'] },
  'allow-written-submissions': { summary: 'Allow written submissions on issues', provisions: ['in.ctr2026.r4.10'] },
  'record-written-submission': { summary: 'Record a written submission of a party', provisions: ['in.ctr2026.r4.10'] },
  'submit-witness-list': { summary: 'Submit the list of witnesses', provisions: ['in.ctr2026.r4.11'] },
  'submit-document-list': { summary: 'Submit the list of documents', provisions: ['in.ctr2026.r4.11'] },
  'pass-order': { summary: 'Pass the order: penalty or compensation, or dismissal of the complaint', provisions: ['in.ctr2026.r4.12', 'in.ctr2026.r4.13'] },
  'extend-proceedings': { summary: 'Extend the period of disposal (at most 30 days, reasons recorded)', provisions: ['in.ctr2026.r6'] },
  'supply-order-copy': { summary: 'Supply a signed copy of the order to a party', provisions: ['in.ctr2026.r4.15'] },
  'record-deposit': { summary: 'Record a deposit of the penalty or compensation', provisions: ['in.ctr2026.r4.12'] },
  'refer-for-recovery': { summary: 'Refer the unpaid penalty to the Animal Welfare Board of India for recovery', provisions: ['in.ctr2026.r4.14'] },
};

export const APPEAL_COMMANDS: Readonly<Record<AppealType, CommandMeta>> = {
  'call-for-records': { summary: 'Call for the records of the case from the adjudicating officer', provisions: ['in.ctr2026.r7.5'] },
  'record-records-received': { summary: 'Record receipt of the records', provisions: ['in.ctr2026.r7.5'] },
  'intimate-defects': { summary: 'Intimate the defects found on scrutiny (15 days to rectify)', provisions: ['in.ctr2026.r7.6'] },
  'record-rectification': { summary: 'Record the rectification of defects', provisions: ['in.ctr2026.r7.6'] },
  'refuse-registration': { summary: 'Refuse to register the appeal when defects are not rectified in time', provisions: ['in.ctr2026.r7.6'] },
  'record-refusal-communicated': { summary: 'Record that the refusal was communicated to the appellant', provisions: ['in.ctr2026.r7.6'] },
  admit: { summary: 'Admit the appeal', provisions: ['in.ctr2026.r7.7'] },
  'issue-notice-to-respondent': { summary: "Issue notice to the respondent (reply within at most 30 days)", provisions: ['in.ctr2026.r7.8'] },
  'record-service-attempt': { summary: 'Record an attempt to serve the notice', provisions: ['in.ctr2026.r7.9'] },
  'record-service-outcome': { summary: 'Record the outcome of a pending service attempt', provisions: ['in.ctr2026.r7.9'] },
  'record-tender-refused': { summary: 'Record that the respondent refused to accept the notice tendered (not service: serve next by the following manner)', provisions: ['in.ctr2026.r7.9', 'in.ctr2026.r7.9.i'] },
  'record-respondent-reply': { summary: "Record the respondent's reply (received by the office; a late reply is marked late)", provisions: ['in.ctr2026.r7.8'] },
  'submit-respondent-reply': { summary: 'The respondent replies to the appeal on the portal, within the period set (refused after it)', provisions: ['in.ctr2026.r7.8'] },
  'schedule-hearing': { summary: 'Fix the hearing of the appeal', provisions: ['in.ctr2026.r7.10'] },
  'record-hearing': { summary: 'Record the hearing of the appeal', provisions: ['in.ctr2026.r7.10'] },
  'decide-appeal': { summary: 'Decide the appeal: confirm, vary or set aside the order', provisions: ['in.ctr2026.r7.11'] },
  'supply-copy': { summary: 'Supply a copy of the decision to a party', provisions: ['in.ctr2026.r7.13'] },
  'refer-for-recovery': { summary: 'Refer the unpaid penalty confirmed in appeal for recovery', provisions: ['in.ctr2026.r7.12'] },
};

export const ASSAM_COMMANDS: Readonly<Record<AssamType, CommandMeta>> = {
  'forward-to-magistrate': { summary: 'Forward the written report to the magistrate', provisions: ['in-as.cta.s26a'] },
  'record-cognizance': { summary: 'Record that the magistrate took cognizance', provisions: ['in-as.cta.s26a'] },
  'record-outcome': { summary: 'Record the outcome of the trial: acquittal, or conviction with sentence', provisions: ['in-as.cta.s26'] },
  'order-compensation': { summary: 'Record the order of compensation to the aggrieved person', provisions: ['in-as.cta.s26.compensation'] },
  'record-compensation-paid': { summary: 'Record payment of the compensation', provisions: ['in-as.cta.s26.compensation'] },
  'record-compensation-default': { summary: 'Record default in paying compensation (the cattle are forfeited)', provisions: ['in-as.cta.s26.compensation'] },
  'record-auction': { summary: 'Record the auction of forfeited cattle and payment to the aggrieved person', provisions: ['in-as.cta.s26.compensation'] },
};

// --- Compile-time checks: each body mirrors its domain command (minus `type`, plus `expectedVersion`). ---
type KeysOf<U> = U extends unknown ? keyof U : never;
type OfType<C extends { type: string }, T> = C extends unknown ? (T extends C['type'] ? C : never) : never;
type BodyKeys<S> = Exclude<KeysOf<z.output<S & z.ZodType>>, 'expectedVersion'>;
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Mirrors<Bodies, C extends { type: string }> = { [T in keyof Bodies]: Same<BodyKeys<Bodies[T]>, Exclude<KeysOf<OfType<C, T>>, 'type'>> };
type AllTrue<M> = false extends M[keyof M] ? false : true;
const _adjudicationBodiesMirror: AllTrue<Mirrors<typeof ADJUDICATION_COMMAND_BODIES, AdjudicationCommand>> = true;
const _appealBodiesMirror: AllTrue<Mirrors<typeof APPEAL_COMMAND_BODIES, AppealCommand>> = true;
const _assamBodiesMirror: AllTrue<Mirrors<typeof ASSAM_COMMAND_BODIES, AssamCommand>> = true;
const _adjudicationBodiesCover: Readonly<Record<AdjType, unknown>> = ADJUDICATION_COMMAND_BODIES satisfies Record<AdjType, unknown>;
const _appealBodiesCover: Readonly<Record<AppealType, unknown>> = APPEAL_COMMAND_BODIES satisfies Record<AppealType, unknown>;
const _assamBodiesCover: Readonly<Record<AssamType, unknown>> = ASSAM_COMMAND_BODIES satisfies Record<AssamType, unknown>;
void [_adjudicationBodiesMirror, _appealBodiesMirror, _assamBodiesMirror, _adjudicationBodiesCover, _appealBodiesCover, _assamBodiesCover];

export interface CommandArea {
  readonly kind: StreamKind;
  readonly tag: string;
  /** e.g. "/cases/{caseId}" */
  readonly base: string;
  readonly param: string;
  readonly noun: string;
  readonly commands: Readonly<Record<string, CommandMeta>>;
  readonly bodies: Readonly<Record<string, z.ZodType>>;
}

export const COMMAND_AREAS: readonly CommandArea[] = [
  { kind: 'adjudication', tag: 'Adjudication (Rules 3-6)', base: '/cases/{caseId}', param: 'caseId', noun: 'complaint case', commands: ADJUDICATION_COMMANDS, bodies: ADJUDICATION_COMMAND_BODIES },
  { kind: 'appeal', tag: 'Appeal (Rule 7)', base: '/appeals/{appealId}', param: 'appealId', noun: 'appeal', commands: APPEAL_COMMANDS, bodies: APPEAL_COMMAND_BODIES },
  { kind: 'assam', tag: 'Assam s.26 track', base: '/assam-reports/{reportId}', param: 'reportId', noun: 'Assam s.26 report', commands: ASSAM_COMMANDS, bodies: ASSAM_COMMAND_BODIES },
];
