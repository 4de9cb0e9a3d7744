// The central pack: the Cattle-trespass Rules, 2026 and the Act's sections they refer to, as dated parameters.

import type { LocalDate } from '../../lib/local-date.ts';
import type { ParamTable } from '../parameters.ts';

const RULES_FROM = '2026-07-02' as LocalDate;
const GAZETTE = 'G.S.R. 551(E), Gazette of India (Extraordinary) No. 493, 2 July 2026';

export const CENTRAL_PARAMS: ParamTable = {
  'notice.issue-days': [
    {
      from: RULES_FROM,
      value: 15,
      status: 'enacted',
      basis: ['in.ctr2026.r4.1'],
      source: `${GAZETTE}, rule 4(1): "within a period of fifteen days from the date of receipt of the complaint"`,
    },
  ],
  'reply.max-days': [
    {
      from: RULES_FROM,
      value: 30,
      status: 'enacted',
      basis: ['in.ctr2026.r4.1'],
      source: `${GAZETTE}, rule 4(1): "within a maximum period of thirty days from the date of service"`,
    },
  ],
  'reply.extension-max-days': [
    {
      from: RULES_FROM,
      value: 15,
      status: 'enacted',
      basis: ['in.ctr2026.r4.4'],
      source: `${GAZETTE}, rule 4(4): "by a further period of not exceeding fifteen days"`,
    },
  ],
  'disposal.months': [
    {
      from: RULES_FROM,
      value: 6,
      status: 'enacted',
      basis: ['in.ctr2026.r5'],
      source: `${GAZETTE}, rule 5: "within a period of six months from the date of receipt of the complaint"`,
    },
  ],
  'disposal.extension-max-days': [
    {
      from: RULES_FROM,
      value: 30,
      status: 'enacted',
      basis: ['in.ctr2026.r6'],
      source: `${GAZETTE}, rule 6: "till such time, not exceeding thirty days"`,
    },
  ],
  'appeal.rectify-days': [
    {
      from: RULES_FROM,
      value: 15,
      status: 'enacted',
      basis: ['in.ctr2026.r7.6'],
      source: `${GAZETTE}, rule 7(6): "rectify the defect within a period of fifteen days"`,
    },
  ],
  'appeal.refusal-communication-days': [
    {
      from: RULES_FROM,
      value: 7,
      status: 'enacted',
      basis: ['in.ctr2026.r7.6'],
      source: `${GAZETTE}, rule 7(6): "within a period of seven days from the last day of time specified for rectification"`,
    },
  ],
  'appeal.respondent-reply-max-days': [
    {
      from: RULES_FROM,
      value: 30,
      status: 'enacted',
      basis: ['in.ctr2026.r7.8'],
      source: `${GAZETTE}, rule 7(8): "within such period, not exceeding thirty days"`,
    },
  ],
  'appeal.period-days': [
    {
      from: RULES_FROM,
      value: 60,
      status: 'configured',
      basis: ['in.cta1871.s27b', 'in.ctr2026.form3.item9'],
      source:
        'Configured: the text of s.27B is not among the seeds (law/sources/act-notes.md §2). Decision recorded in docs/assumptions.md (A-1).',
      note: 'Placeholder until the period enacted in s.27B is confirmed from the Gazette text of the amending Act; replace by adding a dated value.',
    },
  ],
  'deposit.period-days': [
    {
      from: RULES_FROM,
      value: 30,
      status: 'configured',
      basis: ['in.cta1871.s27c', 'in.ctr2026.r4.14'],
      source:
        'Configured: the text of s.27C is not among the seeds (law/sources/act-notes.md §2). Decision recorded in docs/assumptions.md (A-2).',
      note: 'Placeholder until the period enacted in s.27C is confirmed; an order may not set a deposit time beyond it (docs/assumptions.md I-7).',
    },
  ],
  'deadline.reminder-lead-days': [
    {
      from: RULES_FROM,
      value: [7, 3, 1, 0],
      status: 'configured',
      basis: ['in.ctr2026.r4.1', 'in.ctr2026.r5', 'in.ctr2026.r7.6', 'in.ctr2026.r7.8'],
      source:
        'Configured: the Rules set the periods but no reminders; 7, 3 and 1 days before and on the day follow issue 6. Decision recorded in docs/assumptions.md (A-6).',
      note: 'An administrative aid, not law: a reminder missed or late changes no period.',
    },
  ],
  'deadline.disposal-escalation-lead-days': [
    {
      from: RULES_FROM,
      value: 30,
      status: 'configured',
      basis: ['in.ctr2026.r5', 'in.ctr2026.r6'],
      source:
        'Configured: the Rules give no warning period; 30 days, the most Rule 6 allows as an extension, leaves time to record reasons for one. Decision recorded in docs/assumptions.md (A-6).',
      note: 'An administrative aid, not law.',
    },
  ],
  'penalty.max-rupees': [
    {
      from: RULES_FROM,
      value: null,
      status: 'configured',
      basis: ['in.ctr2026.r4.12'],
      source:
        'Configured: penalty amounts of the amended Act are not among the seeds. Decision recorded in docs/assumptions.md (A-3).',
      note: 'No maximum is enforced; the adjudicating officer states the amount with reasons. Add a dated value when the amounts are confirmed.',
    },
  ],
  'penalty.regime-from': [
    {
      from: RULES_FROM,
      value: RULES_FROM,
      status: 'configured',
      basis: ['in.ctr2026.r1.2', 'in.ctr2026.r4.12'],
      source:
        "Configured: the commencement of the amending Act's penalty provisions is not among the seeds; the Rules' own commencement (2 July 2026) stands in for it. Decision recorded in docs/assumptions.md (A-8).",
      note: "A contravention dated before this day is not complained of under the Rules (no penalty for an act before the law that punishes it). Replace by adding a dated value when the amending Act's commencement is confirmed.",
    },
  ],
  'notice.min-interval-days': [
    {
      from: RULES_FROM,
      value: 7,
      status: 'configured',
      basis: ['in.ctr2026.r4.6', 'in.ctr2026.r7.8', 'in.ctr2026.r7.10'],
      source:
        "Configured: the Rules fix the date of hearing but no interval between service and that date. Seven days is the portal's default (a week to arrange travel, a representative and papers). Decision recorded in docs/assumptions.md (A-100).",
      note: "A shorter interval is allowed only with the officer's recorded reasons; a State may notify its own value as a dated entry.",
    },
  ],
  'stats.min-group': [
    {
      from: RULES_FROM,
      value: 5,
      status: 'configured',
      basis: [],
      source:
        'Configured: a publication policy, not a value of the Rules. Issue 8 (open data): "no figure for a group smaller than 5 cases". Decision recorded in docs/assumptions.md (A-S1).',
      note: "Applies to the public statistics only; officers' dashboards are not suppressed. Change it by adding a dated value.",
    },
  ],
};
