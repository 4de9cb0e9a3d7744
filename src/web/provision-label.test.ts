// Provision labels in the visitor's language: the order sheet and the clocks cite the Rules and the General Clauses Act.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { provisionLabel } from './pages/public.tsx';

describe('Section 9 of the General Clauses Act, 1897 in Hindi pages', () => {
  it('names the Act in Hindi, as the documents do (साधारण खंड अधिनियम, 1897 की धारा 9), not in English', () => {
    assert.equal(
      provisionLabel('Section 9 of the General Clauses Act, 1897', 'hi'),
      'साधारण खंड अधिनियम, 1897 की धारा 9',
    );
    assert.equal(
      provisionLabel('Section 3(35) of the General Clauses Act, 1897', 'hi'),
      'साधारण खंड अधिनियम, 1897 की धारा 3(35)',
    );
    assert.equal(
      provisionLabel('Section 9 of the General Clauses Act, 1897', 'en'),
      'Section 9 of the General Clauses Act, 1897',
    );
  });
  it('Rule 4(1) and Form-III item 4 keep their Hindi forms', () => {
    assert.equal(provisionLabel('Rule 4(1)', 'hi'), 'नियम 4(1)');
    assert.equal(provisionLabel('Form-III item 4', 'hi'), 'प्ररूप-III मद 4');
  });
  it('Rule 4(3)(a): clause letters in Hindi letters, as the Hindi Rules write them; section 27C is धारा 27ग', () => {
    assert.equal(provisionLabel('Rule 4(3)(a)', 'hi'), 'नियम 4(3)(क)');
    assert.equal(provisionLabel('Rule 8(1)(b)', 'hi'), 'नियम 8(1)(ख)');
    assert.equal(provisionLabel('Section 27C', 'hi'), 'धारा 27ग');
    assert.equal(provisionLabel('s.27B', 'hi'), 'धारा 27ख');
    assert.equal(provisionLabel('Rule 4(5)(i)', 'hi'), 'नियम 4(5)(i)', 'roman numerals stay, as in the Hindi gazette');
  });
});
