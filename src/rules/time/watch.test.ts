// The deadline watcher's rules: the alerts of a running clock (configured reminders, docs/assumptions.md A-6) and what a
// lapse means in law (Rules 4(7), 7(6), 4(14), and the authority's own periods, Rules 4(1), 5 and 6).

import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { LocalDate } from '../../lib/local-date.ts';
import { CENTRAL_PACK, withOverrides } from '../packs.ts';
import { lapseEffects, lapseToldToActor, nearEffects, partyRolesFor, planAlerts } from './watch.ts';

const d = (s: string) => s as LocalDate;

describe('Rule 4(1): the reply period is watched with configured reminders and its lapse', () => {
  it('plans reminders 7, 3, 1 and 0 days before the last day and the lapse the day after', () => {
    const p = planAlerts('reply', d('2026-08-10'), d('2026-07-24'), CENTRAL_PACK);
    assert.deepEqual(p.alerts, [
      { kind: 'reminder-7', fireOn: '2026-08-03' },
      { kind: 'reminder-3', fireOn: '2026-08-07' },
      { kind: 'reminder-1', fireOn: '2026-08-09' },
      { kind: 'reminder-0', fireOn: '2026-08-10' },
      { kind: 'lapse', fireOn: '2026-08-11' },
    ]);
    assert.ok(p.basis.includes('in.ctr2026.r4.1'));
    assert.match(p.steps[0]!, /configured/);
  });
  it('sends no reminder for a day already past when the period is planned late, but always the lapse', () => {
    const p = planAlerts('reply', d('2026-08-10'), d('2026-08-08'), CENTRAL_PACK);
    assert.deepEqual(
      p.alerts.map((a) => a.kind),
      ['reminder-1', 'reminder-0', 'lapse'],
    );
  });
  it('takes the lead days from the dated parameter in force on the planning day', () => {
    const pack = withOverrides(CENTRAL_PACK, {
      'deadline.reminder-lead-days': [
        { from: d('2027-01-01'), value: [2], status: 'configured', basis: ['in.ctr2026.r4.1'], source: 'test' },
      ],
    });
    assert.deepEqual(
      planAlerts('reply', d('2027-02-10'), d('2027-01-05'), pack).alerts.map((a) => a.kind),
      ['reminder-2', 'lapse'],
    );
    assert.deepEqual(
      planAlerts('reply', d('2026-12-10'), d('2026-11-05'), pack).alerts.map((a) => a.kind),
      ['reminder-7', 'reminder-3', 'reminder-1', 'reminder-0', 'lapse'],
    );
  });
  it('Rule 4(7): a lapsed reply period (or its extension under Rule 4(4)) is a proposal to proceed ex parte, to the officer', () => {
    for (const c of ['reply', 'reply-extension']) {
      assert.deepEqual(lapseEffects(c), [
        { kind: 'proposal', action: 'proceed-ex-parte', audience: 'adjudicating-officer', basis: ['in.ctr2026.r4.7'] },
      ]);
    }
    assert.deepEqual(partyRolesFor('noticee'), ['respondent']);
  });
});

describe('Rules 5 and 6: the disposal period is escalated to the District Magistrate', () => {
  it('warns 30 days before the six months end (configured), with a proposal to extend under Rule 6', () => {
    const p = planAlerts('disposal', d('2027-01-06'), d('2026-07-06'), CENTRAL_PACK);
    assert.deepEqual(
      p.alerts.find((a) => a.kind === 'escalation-near'),
      { kind: 'escalation-near', fireOn: '2026-12-07' },
    );
    assert.deepEqual(
      nearEffects('disposal').map((e) => `${e.kind}/${e.action}/${e.audience}/${e.basis.join(',')}`),
      [
        'escalation/disposal-near/district-magistrate/in.ctr2026.r5',
        'proposal/extend-disposal/adjudicating-officer/in.ctr2026.r6',
      ],
    );
    // An extended period cannot be extended again: the warning goes to the District Magistrate only.
    assert.deepEqual(
      nearEffects('disposal-extension').map((e) => e.action),
      ['disposal-near'],
    );
  });
  it('escalates the lapse of the six months and of the extended period; Rule 4(1): and of the notice not issued in 15 days', () => {
    assert.deepEqual(
      lapseEffects('disposal').map((e) => `${e.kind}/${e.action}`),
      ['escalation/disposal-overdue'],
    );
    assert.deepEqual(lapseEffects('disposal-extension')[0]!.basis, ['in.ctr2026.r5', 'in.ctr2026.r6']);
    assert.deepEqual(lapseEffects('notice-issue'), [
      { kind: 'escalation', action: 'notice-overdue', audience: 'district-magistrate', basis: ['in.ctr2026.r4.1'] },
    ]);
  });
});

describe('Rule 7(6), Rule 4(14): lapses in the appeal and of the deposit', () => {
  it('a rectification period over is a proposal to the appellate authority to refuse registration', () => {
    assert.deepEqual(lapseEffects('rectify'), [
      { kind: 'proposal', action: 'refuse-registration', audience: 'appellate-authority', basis: ['in.ctr2026.r7.6'] },
    ]);
  });
  it("the period of s.27C over is a proposal to refer the penalty for recovery (Rule 4(14)); the order's own shorter time limit over is only recorded", () => {
    assert.deepEqual(lapseEffects('recovery'), [
      {
        kind: 'proposal',
        action: 'refer-for-recovery',
        audience: 'adjudicating-officer',
        basis: ['in.ctr2026.r4.14', 'in.cta1871.s27c'],
      },
    ]);
    assert.deepEqual(lapseEffects('deposit'), []);
  });
  it("Rule 4(14): the period of s.27C gets no reminders of its own (the order's time limit carries them), only its lapse, and its lapse is not told to the payer again", () => {
    const plan = planAlerts('recovery', '2026-09-01' as LocalDate, '2026-08-01' as LocalDate, CENTRAL_PACK);
    assert.deepEqual(plan.alerts, [{ kind: 'lapse', fireOn: '2026-09-02' }]);
    assert.equal(lapseToldToActor('recovery'), false);
    assert.equal(lapseToldToActor('deposit'), true);
  });
  it('a period whose lapse has no legal effect of its own is only recorded (Rule 7(8) reply; the communication of a refusal)', () => {
    assert.deepEqual(lapseEffects('respondent-reply'), []);
    assert.deepEqual(lapseEffects('refusal-communication'), []);
  });
});
