// decide(state, command, ctx): whether a command on an appeal is lawful now, and the events it records (Rule 7).

import type { ProvisionId } from '../../rules/provisions.ts';
import type { DecideContext } from '../common.ts';
import type { AppealCommand } from './commands.ts';
import { decideCallForRecords, decideFileAppeal, decideRecordsReceived } from './decide-filing.ts';
import { decideAppeal, decideRecordHearing, decideScheduleHearing } from './decide-hearing.ts';
import { decideRecovery, decideSupplyCopy } from './decide-recovery.ts';
import {
  decideIssueNotice,
  decideTenderRefused,
  decideRespondentReply,
  decideServiceAttempt,
  decideServiceOutcome,
} from './decide-notice.ts';
import { decideObjectToService, decideServiceObjection } from './decide-objection.ts';
import { decideAdjournment, decideSeekAdjournment } from './decide-adjournment.ts';
import { decideSubmitRespondentReply } from './decide-party.ts';
import {
  decideAdmit,
  decideIntimateDefects,
  decideRectification,
  decideRefusalCommunicated,
  decideRefuseRegistration,
} from './decide-scrutiny.ts';
import type { AppealDecision } from './guards.ts';
import { dateGuard, no } from './guards.ts';
import type { AppealState } from './state.ts';

/** The provision each command rests on: cited by its date refusals too. */
export const COMMAND_BASIS: Readonly<Record<AppealCommand['type'], readonly ProvisionId[]>> = {
  'file-appeal': ['in.ctr2026.r7.1', 'in.ctr2026.r7.4'],
  'call-for-records': ['in.ctr2026.r7.5'],
  'record-records-received': ['in.ctr2026.r7.5'],
  'intimate-defects': ['in.ctr2026.r7.6'],
  'record-rectification': ['in.ctr2026.r7.6'],
  'refuse-registration': ['in.ctr2026.r7.6'],
  'record-refusal-communicated': ['in.ctr2026.r7.6'],
  admit: ['in.ctr2026.r7.7'],
  'issue-notice-to-respondent': ['in.ctr2026.r7.8'],
  'record-service-attempt': ['in.ctr2026.r7.9'],
  'record-service-outcome': ['in.ctr2026.r7.9'],
  'record-tender-refused': ['in.ctr2026.r7.9', 'in.ctr2026.r7.9.i'],
  'record-respondent-reply': ['in.ctr2026.r7.8'],
  'submit-respondent-reply': ['in.ctr2026.r7.8'],
  'schedule-hearing': ['in.ctr2026.r7.10'],
  'record-hearing': ['in.ctr2026.r7.10'],
  'decide-appeal': ['in.ctr2026.r7.11'],
  'supply-copy': ['in.ctr2026.r7.13'],
  'refer-for-recovery': ['in.ctr2026.r7.12'],
  'object-to-service': ['in.ctr2026.r7.9'],
  'decide-service-objection': ['in.ctr2026.r7.9'],
  'seek-adjournment': ['in.ctr2026.r7.10'],
  'record-adjournment-request': ['in.ctr2026.r7.10'],
  'decide-adjournment': ['in.ctr2026.r7.10'],
};

/** Pure: no clock is read and nothing is written; `ctx.today` and the pack come from the caller. */
export function decide(state: AppealState, cmd: AppealCommand, ctx: DecideContext): AppealDecision {
  if (!Object.hasOwn(COMMAND_BASIS, String((cmd as { type: unknown }).type))) {
    return no('APPEAL.WRONG_STAGE', `"${String((cmd as { type: unknown }).type)}" is not a proceeding of an appeal.`, [
      'in.ctr2026.r7.1',
    ]);
  }
  const dated = dateGuard(state, cmd.on, ctx.today, COMMAND_BASIS[cmd.type]);
  if (dated) return dated;
  switch (cmd.type) {
    case 'file-appeal':
      return decideFileAppeal(state, cmd, ctx);
    case 'call-for-records':
      return decideCallForRecords(state, cmd);
    case 'record-records-received':
      return decideRecordsReceived(state, cmd);
    case 'intimate-defects':
      return decideIntimateDefects(state, cmd, ctx);
    case 'record-rectification':
      return decideRectification(state, cmd);
    case 'refuse-registration':
      return decideRefuseRegistration(state, cmd, ctx);
    case 'record-refusal-communicated':
      return decideRefusalCommunicated(state, cmd);
    case 'admit':
      return decideAdmit(state, cmd);
    case 'issue-notice-to-respondent':
      return decideIssueNotice(state, cmd, ctx);
    case 'record-service-attempt':
      return decideServiceAttempt(state, cmd, ctx);
    case 'record-service-outcome':
      return decideServiceOutcome(state, cmd, ctx);
    case 'record-tender-refused':
      return decideTenderRefused(state, cmd);
    case 'record-respondent-reply':
      return decideRespondentReply(state, cmd, ctx);
    case 'submit-respondent-reply':
      return decideSubmitRespondentReply(state, cmd, ctx);
    case 'schedule-hearing':
      return decideScheduleHearing(state, cmd, ctx);
    case 'record-hearing':
      return decideRecordHearing(state, cmd);
    case 'decide-appeal':
      return decideAppeal(state, cmd, ctx);
    case 'supply-copy':
      return decideSupplyCopy(state, cmd);
    case 'refer-for-recovery':
      return decideRecovery(state, cmd, ctx);
    case 'object-to-service':
      return decideObjectToService(state, cmd);
    case 'decide-service-objection':
      return decideServiceObjection(state, cmd);
    case 'seek-adjournment':
      return decideSeekAdjournment(state, cmd, 'party');
    case 'record-adjournment-request':
      return decideSeekAdjournment(state, cmd);
    case 'decide-adjournment':
      return decideAdjournment(state, cmd, ctx);
  }
}
