// The text layer of PDFs, as poppler's pdftotext gives it (-raw, UTF-8): several PDFs read by one shell that runs
// pdftotext on each in turn, so a test that reads dozens of documents starts one process from Node, not one per PDF.
// Each PDF is written to `dir` first (kept there to look at); a pdftotext that fails fails the whole call.

import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

export function pdftotextAll(
  dir: string,
  pdfs: readonly { readonly name: string; readonly pdf: Uint8Array }[],
): string[] {
  if (pdfs.length === 0) return [];
  const files = pdfs.map(({ name, pdf }) => {
    const f = join(dir, `${name}.pdf`);
    writeFileSync(f, pdf);
    return f;
  });
  // A NUL after each file's text: pdftotext writes none itself.
  const out = execFileSync(
    'sh',
    ['-c', 'set -e; for f; do pdftotext -raw -enc UTF-8 "$f" -; printf "\\000"; done', 'sh', ...files],
    { encoding: 'utf8', maxBuffer: 256 << 20 },
  );
  const texts = out.split('\0');
  if (texts.length !== files.length + 1 || texts[files.length] !== '')
    throw new Error(`pdftotext gave ${texts.length - 1} texts for ${files.length} PDFs`);
  return texts.slice(0, -1);
}
