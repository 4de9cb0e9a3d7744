// Issue 31, script correctness: Assamese is written in the Bengali block with ৰ (U+09F0) and ৱ (U+09F1) where Bengali
// writes র (U+09B0); the Assamese catalogue, documents and declarations never hold Bengali র, and the Bengali ones
// never hold ৰ or ৱ. Every string is NFC. For search only, Bengali র matches Assamese ৰ.

import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { assameseSearchKey } from '../src/lib/assam-terms.ts';
import { scriptOffences, sources } from './assam-sources.ts';

describe('issue 31: Assamese and Bengali script', () => {
  it('the Assamese catalogue, documents and declarations hold no Bengali র (U+09B0)', () => {
    assert.deepEqual(scriptOffences('as', sources('as')), []);
    assert.ok(sources('as').join('').includes('\u09f0'), 'Assamese ৰ is used');
    assert.ok(sources('as').join('').includes('\u09f1'), 'Assamese ৱ is used');
  });

  it('the Bengali catalogue, documents and declarations hold no Assamese ৰ (U+09F0) or ৱ (U+09F1)', () => {
    assert.deepEqual(scriptOffences('bn', sources('bn')), []);
    assert.ok(sources('bn').join('').includes('\u09b0'), 'Bengali র is used');
  });

  it('the lint catches a planted Bengali র in Assamese and a planted ৰ in Bengali', () => {
    assert.deepEqual(scriptOffences('as', ['গোচৰ', 'গোচর']), ['গোচর']);
    assert.deepEqual(scriptOffences('bn', ['মামলা', 'আদেশ-পত্ৰ']), ['আদেশ-পত্ৰ']);
  });

  it('every string is NFC', () => {
    for (const l of ['as', 'bn'] as const) {
      const bad = sources(l).filter((s) => s !== s.normalize('NFC'));
      assert.deepEqual(bad, [], l);
    }
  });

  it('search only: Bengali র matches Assamese ৰ, ব matches ৱ, and a decomposed য় matches the composed one', () => {
    assert.equal(assameseSearchKey('গোচর'), assameseSearchKey('গোচৰ'));
    assert.equal(assameseSearchKey('\u09af\u09bc'), assameseSearchKey('\u09df'));
    assert.notEqual(assameseSearchKey('গোচৰ'), assameseSearchKey('গোচল'));
    assert.equal(assameseSearchKey('ৱাহিদ'), assameseSearchKey('বাহিদ'), 'ৱ matches ব');
  });
});
