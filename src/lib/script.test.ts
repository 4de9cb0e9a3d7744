import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { dominantScript, otherLanguage } from './script.ts';

describe('the script of free text (issue 30, point 7)', () => {
  it('Devanagari, Latin, neither; a mixed text is the script of most of its letters', () => {
    assert.equal(dominantScript('सुनवाई हुई; पक्षकार उपस्थित थे।'), 'devanagari');
    assert.equal(dominantScript('Not found at home'), 'latin');
    assert.equal(dominantScript('12/07/2026, 11:00 — ३०'), undefined);
    assert.equal(dominantScript('Ram Prakash, process server द्वारा Not found at home को'), 'latin');
    assert.equal(dominantScript('राम प्रकाश ने Aadhaar दिखाया और बयान दिया'), 'devanagari');
  });
  it("the other language of the document's: English words in a Hindi document, Hindi words in an English one", () => {
    assert.equal(otherLanguage('Not found at home', 'hi'), 'en');
    assert.equal(otherLanguage('Not found at home', 'en'), undefined);
    assert.equal(otherLanguage('घर पर नहीं मिले', 'en'), 'hi');
    assert.equal(otherLanguage('घर पर नहीं मिले', 'hi'), undefined);
    assert.equal(otherLanguage('2026', 'hi'), undefined);
  });
});
