// Rule 4(1) and 4(3) with Form-II: the show-cause notice, its contents, its reply period and its 15-day issue clock.

import { formatLegal } from '../../lib/local-date.ts';
import { param } from '../../rules/packs.ts';
import type { DecideContext } from '../common.ts';
import { hasText } from '../common.ts';
import { noticeIssueClock } from './clocks.ts';
import type { IssueShowCauseNotice } from './commands.ts';
import type { AdjDecision } from './decide-util.ts';
import { emit, no } from './decide-util.ts';
import type { Form2 } from './events.ts';
import type { AdjudicationState, Complaint } from './state.ts';

export const FORM2_PARA2 =
  'The above contravention is liable for penalty or compensation or charges or expenses under the said Act.';
export const FORM2_PARA4 =
  'In case no reply is received within the specified period, further action shall be taken accordingly in accordance with the provision of the Act.';

function complainantOf(c: Complaint): string {
  const name = c.particulars.complainant.name.trim();
  return c.filedBy.capacity === 'authorised-officer' ? `${name}, ${c.filedBy.designation}, ${c.filedBy.office}` : name;
}

export function decideIssueNotice(s: AdjudicationState, cmd: IssueShowCauseNotice, ctx: DecideContext): AdjDecision {
  const complaint = s.complaint!;
  if (s.notice) {
    return no(
      'NOTICE.ALREADY_ISSUED',
      `The show-cause notice was already issued on ${formatLegal(s.notice.issuedOn)}; record its service instead.`,
      ['in.ctr2026.r4.1'],
    );
  }
  const max = param(ctx.pack, 'reply.max-days', complaint.receivedOn).value;
  if (!Number.isInteger(cmd.replyDays) || cmd.replyDays < 1) {
    return no(
      'NOTICE.REPLY_PERIOD_NOT_POSITIVE',
      `Set the days allowed for the reply as a whole number from 1 to ${max}.`,
      ['in.ctr2026.r4.1', 'in.ctr2026.form2.para3'],
      'replyDays',
    );
  }
  if (cmd.replyDays > max) {
    return no(
      'NOTICE.REPLY_PERIOD_EXCEEDS_30_DAYS',
      `The reply period may be at most ${max} days from service; ${cmd.replyDays} days were set. Set ${max} days or fewer.`,
      ['in.ctr2026.r4.1', 'in.ctr2026.form2.para3'],
      'replyDays',
    );
  }
  if (!hasText(cmd.contravention) || !hasText(cmd.provisionAlleged)) {
    return no(
      'NOTICE.CONTRAVENTION_NOT_SPECIFIED',
      'The notice must specify the contravention alleged and the provision of the Act alleged to be contravened. Fill in both.',
      ['in.ctr2026.r4.3', 'in.ctr2026.r4.3.a', 'in.ctr2026.form2.para1'],
      hasText(cmd.contravention) ? 'provisionAlleged' : 'contravention',
    );
  }
  // Rule 4(3)(a): the notice specifies the contravention alleged; the officer states it, not the complainant's words
  // ("the cows entered my field") copied in as the allegation.
  const same = (a: string, b: string) =>
    a.normalize('NFC').replace(/\s+/g, ' ').trim().toLowerCase() ===
    b.normalize('NFC').replace(/\s+/g, ' ').trim().toLowerCase();
  const k = complaint.particulars.contravener;
  if (same(cmd.contravention, k.statement) || same(cmd.contravention, k.contravention.nature)) {
    return no(
      'NOTICE.STATEMENT_NOT_OFFICERS',
      'The statement of the contravention alleged repeats the complainant\'s own words. State it in your words, as the allegation against the person: who, what, when and where (for example: "that on 3 July 2026 at about 6:30 am your cattle trespassed on field khasra no. 118 of Ramesh Kumar and damaged the standing crop").',
      ['in.ctr2026.r4.3.a', 'in.ctr2026.form2.para1'],
      'contravention',
    );
  }
  if (cmd.complaintCopyEnclosed !== true) {
    return no(
      'NOTICE.COMPLAINT_COPY_NOT_ENCLOSED',
      'Enclose a copy of the complaint with the notice, then issue it.',
      ['in.ctr2026.r4.3', 'in.ctr2026.r4.3.b', 'in.ctr2026.form2.para1'],
      'complaintCopyEnclosed',
    );
  }
  if (!hasText(cmd.aoName) || !hasText(cmd.aoOffice)) {
    return no(
      'NOTICE.SIGNATURE_REQUIRED',
      "Form-II ends with the Adjudicating Officer's name and the seal of the office: give the officer's name and office.",
      ['in.ctr2026.form2.signature'],
      hasText(cmd.aoName) ? 'aoOffice' : 'aoName',
    );
  }
  const issue = noticeIssueClock(s, ctx)!;
  const late = cmd.on > issue.due;
  if (late && !hasText(cmd.delayReason)) {
    return no(
      'NOTICE.DELAY_REASON_REQUIRED',
      `The notice was due by ${formatLegal(issue.due)} (15 days from receipt of the complaint); it may still issue, but record the reason for the delay.`,
      ['in.ctr2026.r4.1'],
      'delayReason',
    );
  }
  const form2: Form2 = {
    para1: {
      complaintDate: complaint.receivedOn,
      complainant: complainantOf(complaint),
      copyEnclosed: true,
      sectionAlleged: cmd.provisionAlleged.trim(),
    },
    para2: FORM2_PARA2,
    para3: { days: cmd.replyDays },
    para4: FORM2_PARA4,
    signature: { name: cmd.aoName.trim(), office: cmd.aoOffice.trim() },
  };
  return emit({
    type: 'show-cause-notice-issued',
    on: cmd.on,
    basis: [
      'in.ctr2026.r4.1',
      'in.ctr2026.r4.3',
      'in.ctr2026.r4.3.a',
      'in.ctr2026.r4.3.b',
      'in.ctr2026.form2',
      'in.ctr2026.form2.para1',
      'in.ctr2026.form2.para2',
      'in.ctr2026.form2.para3',
      'in.ctr2026.form2.para4',
      'in.ctr2026.form2.signature',
    ],
    replyDays: cmd.replyDays,
    contravention: cmd.contravention.trim(),
    provisionAlleged: cmd.provisionAlleged.trim(),
    aoName: cmd.aoName.trim(),
    aoOffice: cmd.aoOffice.trim(),
    form2,
    issueDueOn: issue.due,
    late,
    ...(late ? { delayReason: cmd.delayReason!.trim() } : {}),
  });
}
