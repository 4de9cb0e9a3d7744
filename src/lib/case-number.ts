// A case number as a person types it (from a receipt, a notice, an SMS read aloud): "ctr/agrs/2026/12",
// "CTR / AGRS / 2026 / 12", "ctr-agrs-2026-12", "CTR AGRS 2026 12", "CTR/AGRS/2026/012", with Devanagari digits or not,
// becomes the number as issued: "CTR/AGRS/2026/12". The one normaliser for every lookup by number.

import { asciiDigits } from './typed-date.ts';

export function normalCaseNumber(input: string): string {
  const s = asciiDigits(input.normalize('NFKC')).trim().toUpperCase();
  const separated = /[/\\|.-]/.test(s) ? s.replace(/\s+/g, '').split(/[/\\|.-]+/) : s.split(/\s+/);
  return separated
    .filter((p) => p !== '')
    .map((p) => (/^\d+$/.test(p) ? String(Number(p)) : p))
    .join('/');
}
