// The steps of the Assam track on adjournments of a sitting (issue 27, A-256): the accused's application to the court
// to adjourn the sitting fixed on a summons, and the court's order on it or of its own motion, as the office records
// them from the court's record.

import type { AssamCase, AssamCommand } from '../../domain/assam/index.ts';
import { ASSAM_COMMAND_BODIES as B } from '../../contract/assam.ts';
import { addDays, formatLegal, formatLegalHi } from '../../lib/local-date.ts';
import { AO } from '../policies/policies.ts';
import type { Entries } from './step.ts';
import { w } from './step.ts';

type S = AssamCase;

export const ASSAM_ADJOURNMENT = {
  'record-adjournment-application': {
    who: [AO],
    surface: 'officer',
    body: B['record-adjournment-application'],
    label: w(
      "Record the accused's application to adjourn a sitting",
      'किसी पेशी को स्थगित करने के लिए अभियुक्त का आवेदन दर्ज करें',
    ),
    help: w(
      "The accused asked the court to adjourn the sitting fixed on a summons. Until the court's order on it is recorded, no conviction, compensation, forfeiture or auction is recorded.",
      'अभियुक्त ने समन पर नियत पेशी को स्थगित करने के लिए न्यायालय से आवेदन किया। उस पर न्यायालय का आदेश दर्ज होने तक कोई दोषसिद्धि, प्रतिकर, समपहरण या नीलामी दर्ज नहीं होती।',
    ),
    fields: [
      { name: 'summonsId', kind: 'text', label: w('Number of the summons', 'समन की संख्या') },
      {
        name: 'reasons',
        kind: 'textarea',
        label: w('The reasons the accused gave', 'अभियुक्त द्वारा दिए गए कारण'),
      },
    ],
    defaults: (s) => ({ summonsId: s.summonses?.at(-1)?.id ?? '' }),
    probes: (s, d) =>
      (s.summonses ?? []).slice(-1).map((x) => ({
        type: 'record-adjournment-application' as const,
        on: d,
        summonsId: x.id,
        reasons: 'As recorded.',
      })),
  },
  'record-adjournment-order': {
    who: [AO],
    surface: 'officer',
    body: B['record-adjournment-order'],
    label: w(
      "Record the court's order adjourning a sitting, or refusing to",
      'पेशी स्थगित करने या न करने का न्यायालय का आदेश दर्ज करें',
    ),
    help: w(
      "On the accused's application (choose it), or of the court's own motion (leave it blank): whether the sitting was adjourned and to which day, with the court's reasons.",
      'अभियुक्त के आवेदन पर (उसे चुनें), या न्यायालय की स्वप्रेरणा से (खाली छोड़ें): पेशी स्थगित हुई या नहीं और किस तारीख तक, न्यायालय के कारणों सहित।',
    ),
    fields: [
      { name: 'summonsId', kind: 'text', label: w('Number of the summons', 'समन की संख्या') },
      {
        name: 'adjournmentId',
        kind: 'select',
        label: w(
          "The accused's application (blank: the court's own motion)",
          'अभियुक्त का आवेदन (खाली: न्यायालय की स्वप्रेरणा)',
        ),
        optional: true,
        choices: (s) =>
          (s.adjournments ?? [])
            .filter((a) => a.outcome === 'pending')
            .map((a) => ({
              value: a.id,
              label: w(
                `Application of ${formatLegal(a.on)}: ${a.reasons}`,
                `${formatLegalHi(a.on)} का आवेदन: ${a.reasons}`,
              ),
            })),
      },
      {
        name: 'granted',
        kind: 'radios',
        label: w("The court's order", 'न्यायालय का आदेश'),
        choices: [
          { value: 'yes', label: w('Adjourned', 'स्थगित') },
          { value: 'no', label: w('Adjournment refused', 'स्थगन अस्वीकार') },
        ],
      },
      { name: 'reasons', kind: 'textarea', label: w("The court's reasons", 'न्यायालय के कारण') },
      {
        name: 'adjournedTo',
        kind: 'date',
        label: w('Adjourned to (when adjourned)', 'किस तारीख तक स्थगित (स्थगित होने पर)'),
        optional: true,
      },
    ],
    command: (v) => ({
      summonsId: v['summonsId'],
      ...(v['adjournmentId'] !== undefined ? { adjournmentId: v['adjournmentId'] } : {}),
      granted: v['granted'] === 'yes',
      reasons: v['reasons'],
      ...(v['adjournedTo'] !== undefined ? { adjournedTo: v['adjournedTo'] } : {}),
    }),
    defaults: (s) => ({ summonsId: s.summonses?.at(-1)?.id ?? '' }),
    probes: (s, d) => [
      ...(s.adjournments ?? [])
        .filter((a) => a.outcome === 'pending')
        .map((a) => ({
          type: 'record-adjournment-order' as const,
          on: d,
          summonsId: a.summonsId,
          adjournmentId: a.id,
          granted: false,
          reasons: 'As recorded.',
        })),
      ...(s.summonses ?? []).slice(-1).map((x) => ({
        type: 'record-adjournment-order' as const,
        on: d,
        summonsId: x.id,
        granted: true,
        reasons: 'As recorded.',
        adjournedTo: addDays(d, 30),
      })),
    ],
  },
} satisfies Partial<Entries<S, AssamCommand, typeof B>>;
