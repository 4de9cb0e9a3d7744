// How pdfkit's embedded font shapes text into glyphs, patched so that each word is shaped once.

interface ShapedRun {
  readonly glyphs: readonly unknown[];
  readonly positions: readonly unknown[];
  readonly advanceWidth: number;
}
interface ShapedFont {
  layoutCache: Record<string, ShapedRun>;
  layoutCached(text: string): ShapedRun;
}

/**
 * pdfkit shapes a line word by word, each word with the space after it ("word "), while a width is often measured of
 * the word alone ("word"): every word would be shaped twice. A word and its space are shaped apart here (in the
 * portal's fonts a space neither joins nor kerns with the word before it: the same glyphs and positions) and each word is
 * shaped once. The font's cache of shaped words is `cache` (one per font, shared by every document).
 */
export function shapeWordsOnce(font: object, cache: object): void {
  const f = font as ShapedFont;
  f.layoutCache = cache as ShapedFont['layoutCache'];
  const shape = f.layoutCached.bind(f);
  f.layoutCached = (text: string): ShapedRun => {
    if (text.length < 2 || !text.endsWith(' ') || text.endsWith('  ')) return shape(text);
    const hit = f.layoutCache[text];
    if (hit) return hit;
    const w = shape(text.slice(0, -1));
    const sp = shape(' ');
    let advanceWidth = w.advanceWidth;
    for (const p of sp.positions) advanceWidth += (p as { xAdvance: number }).xAdvance;
    const run = { glyphs: [...w.glyphs, ...sp.glyphs], positions: [...w.positions, ...sp.positions], advanceWidth };
    f.layoutCache[text] = run;
    return run;
  };
}
