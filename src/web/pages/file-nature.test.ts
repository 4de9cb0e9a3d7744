import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { natureOf } from './file.tsx';

describe('Form-I item 2(d): the nature of the contravention is the first sentence of the statement (I-PH1)', () => {
  it('up to the first danda, full stop or line break', () => {
    assert.equal(natureOf({ 's.statement': 'चार गायें मेरे खेत में घुसीं। उन्होंने गेहूं खाया।' }), 'चार गायें मेरे खेत में घुसीं।');
    assert.equal(
      natureOf({ 's.statement': 'Four cows entered my field. They ate the wheat.' }),
      'Four cows entered my field.',
    );
    assert.equal(natureOf({ 's.statement': 'Cows in the field\nthree of them' }), 'Cows in the field');
    assert.equal(
      natureOf({ 's.statement': 'Rs. 5.50 lost' }),
      'Rs.',
      'a full stop followed by a space ends the sentence',
    );
  });
  it('a draft that asked it separately keeps its answer; never longer than 300 characters', () => {
    assert.equal(natureOf({ 'i.nature': 'फसल नष्ट', 's.statement': 'कुछ और।' }), 'फसल नष्ट');
    assert.equal(natureOf({ 's.statement': 'क'.repeat(500) }).length, 300);
  });
});
