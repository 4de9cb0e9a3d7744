// Natural justice in the appeal (issue 27): a late appeal is admitted only on a reasoned decision to condone the delay.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { AppealCommand } from './commands.ts';
import { COMPLETE_FORM, d, fileAppeal, HEARD, refusalOf, run } from './fixtures.ts';
import { ANSWERS } from './fixtures.ts';

const LATE: AppealCommand[] = [
  fileAppeal({
    on: d('2026-12-04'),
    form: {
      ...COMPLETE_FORM,
      withinTimeAnswer: 'NO',
      delayExplanation: 'I was in hospital from 1 September to 20 November; I ask that the delay be condoned.',
    },
  }),
  { type: 'call-for-records', on: d('2026-12-04') },
];

describe('Rule 7(7) and section 27B: a late appeal is admitted only after a reasoned decision to condone the delay', () => {
  it('refuses to admit an appeal filed 123 days after the order, item 9 answered "no", with no decision on the delay', () => {
    const { state } = run(LATE);
    const r = refusalOf(state, { type: 'admit', on: d('2026-12-04') });
    assert.equal(r.code, 'APPEAL.CONDONATION_UNDECIDED');
    assert.ok(r.basis.includes('in.cta1871.s27b'));
  });

  it('admits it once the delay is condoned for reasons that answer the explanation given', () => {
    const { events } = run([
      ...LATE,
      {
        type: 'admit',
        on: d('2026-12-04'),
        condoneDelay: {
          condoned: true,
          reasons: 'The discharge summary shows the appellant in hospital for most of the period; sufficient cause.',
        },
      } as AppealCommand,
    ]);
    const e = events.at(-1) as { type: string; delayCondoned?: { reasons: string } };
    assert.equal(e.type, 'appeal.admitted');
    assert.match(e.delayCondoned?.reasons ?? '', /discharge summary/);
  });

  it('refuses to admit when the officer declines to condone the delay', () => {
    const { state } = run(LATE);
    const r = refusalOf(state, {
      type: 'admit',
      on: d('2026-12-04'),
      condoneDelay: { condoned: false, reasons: 'No proof of the illness was filed despite the chance to file it.' },
    } as AppealCommand);
    assert.equal(r.code, 'APPEAL.CONDONATION_UNDECIDED');
  });
});

describe('Rule 7(11): enhancement only after notice to the appellant to show cause against it', () => {
  const vary = (on: string): AppealCommand => ({
    type: 'decide-appeal',
    on: d(on),
    outcome: 'vary',
    reasons: 'The damage proved by the revenue report is twice what the order assumed.',
    answers: ANSWERS,
    varied: { penaltyPaise: 1_000_000, compensationPaise: 250_000, expensesPaise: 0, chargesPaise: 12_000 },
  });

  it("refuses to raise the penalty on the appellant's own appeal without notice to show cause against enhancement", () => {
    const { state } = run(HEARD);
    const r = refusalOf(state, vary('2026-09-18'));
    assert.equal(r.code, 'APPEAL.ENHANCEMENT_NOT_NOTIFIED');
    assert.match(r.message, /Ramesh Kumar/);
  });

  it('accepts it after a hearing fixed on notice against enhancement, up to the amounts noticed', () => {
    const { state } = run([
      ...HEARD,
      {
        type: 'schedule-hearing',
        on: d('2026-09-16'),
        hearingOn: d('2026-09-29'),
        mode: 'in-person',
        time: '11:00',
        venueOrLink: 'District Magistrate, Agra',
        enhancement: {
          proposed: { penaltyPaise: 1_000_000, compensationPaise: 250_000, expensesPaise: 0, chargesPaise: 12_000 },
          reasons: 'The revenue report puts the damage at twice the amount the order assumed.',
        },
      } as AppealCommand,
      {
        type: 'record-hearing',
        on: d('2026-09-29'),
        mode: 'in-person',
        appearances: { appellant: 'in-person', respondent: 'in-person' },
      },
    ]);
    const { events } = run([vary('2026-09-30')], undefined, { state, events: [] });
    assert.equal(events.at(-1)!.type, 'appeal.decided');
    const more = {
      ...vary('2026-09-30'),
      varied: { penaltyPaise: 2_000_000, compensationPaise: 250_000, expensesPaise: 0, chargesPaise: 12_000 },
    } as AppealCommand;
    assert.equal(refusalOf(state, more).code, 'APPEAL.ENHANCEMENT_NOT_NOTIFIED');
  });
});
