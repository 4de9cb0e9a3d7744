// Tests for Rule 7(11) with Form-III item 4: the appellate order answers each ground of appeal.

import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { AppealCommand, DecideAppeal } from './commands.ts';
import type { AppealDecided } from './events.ts';
import { ANSWERS, COMPLETE_FORM, d, fileAppeal, HEARD, refusalOf, run } from './fixtures.ts';
import { groundsOf } from './grounds.ts';

const TWO_GROUNDS = "1. The cattle were not the appellant's.\n2. The officer did not hear the appellant's witness.";
const heardOn = (grounds: string): AppealCommand[] => [
  fileAppeal({ form: { ...COMPLETE_FORM, grounds } }),
  ...HEARD.slice(1),
];
const decideCmd = (over: Partial<DecideAppeal> = {}): DecideAppeal => ({
  type: 'decide-appeal',
  on: d('2026-09-18'),
  outcome: 'confirm',
  reasons: "The revenue record shows the cattle are the appellant's.",
  payWithinDays: 30,
  ...over,
});

describe('Rule 7(11): the appellate order answers each ground of Form-III item 4', () => {
  it('reads each line or numbered point of item 4 as a ground, and one paragraph as one ground', () => {
    assert.deepEqual(groundsOf(TWO_GROUNDS), [
      "The cattle were not the appellant's.",
      "The officer did not hear the appellant's witness.",
    ]);
    assert.deepEqual(groundsOf('(a) First.\n\n(b) Second.\n- Third.'), ['First.', 'Second.', 'Third.']);
    assert.equal(groundsOf(COMPLETE_FORM.grounds).length, 1);
  });
  it('refuses a decision that leaves a ground unanswered, naming Rule 7(11), Form-III item 4 and the ground', () => {
    const { state } = run(heardOn(TWO_GROUNDS));
    const r = refusalOf(state, decideCmd({ answers: [{ ground: 1, accepted: false, reasons: 'Jamabandi.' }] }));
    assert.equal(r.code, 'APPEAL.GROUND_UNANSWERED');
    assert.deepEqual(r.basis, ['in.ctr2026.r7.11', 'in.ctr2026.form3.item4']);
    assert.match(r.message, /Ground 2 of the appeal \(Form-III item 4\) is not answered: "The officer did not hear/);
    assert.equal(r.field, 'answers.2');
  });
  it('refuses a decision with no answers at all', () => {
    const { state } = run(heardOn(TWO_GROUNDS));
    assert.equal(refusalOf(state, decideCmd()).code, 'APPEAL.GROUND_UNANSWERED');
  });
  it('refuses an answer without reasons', () => {
    const { state } = run(heardOn(TWO_GROUNDS));
    const r = refusalOf(
      state,
      decideCmd({
        answers: [
          { ground: 1, accepted: false, reasons: 'Jamabandi.' },
          { ground: 2, accepted: true, reasons: ' ' },
        ],
      }),
    );
    assert.equal(r.code, 'APPEAL.GROUND_UNANSWERED');
    assert.match(r.message, /reasons for accepting ground 2/);
  });
  it('records each answer with the words of its ground', () => {
    const { events, state } = run([
      ...heardOn(TWO_GROUNDS),
      decideCmd({
        answers: [
          { ground: 1, accepted: false, reasons: "The jamabandi shows the cows are the appellant's." },
          {
            ground: 2,
            accepted: true,
            reasons: 'The witness was listed and not examined; the order is silent on him.',
          },
        ],
      }),
    ]);
    const e = events.at(-1) as AppealDecided;
    assert.deepEqual(
      e.answers?.map((a) => [a.ground, a.text, a.accepted]),
      [
        [1, "The cattle were not the appellant's.", false],
        [2, "The officer did not hear the appellant's witness.", true],
      ],
    );
    assert.equal(state.decision?.answers?.length, 2);
  });
  it('accepts the one ground of a single-paragraph item 4 answered', () => {
    const { events } = run([...HEARD, decideCmd({ answers: ANSWERS })]);
    assert.equal((events.at(-1) as AppealDecided).answers?.[0]?.accepted, false);
  });
});
