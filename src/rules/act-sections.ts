// The sections of the Cattle-trespass Act, 1871 an order may find contravened (Rule 4(12): "is satisfied that such
// person has contravened any provision of the Act"). The Act as it stood before 2026 runs from section 1 to section 31
// (law/sources/act-notes.md §0 and §1, [V]); the Rules 2026 refer to sections 27B, 27C and 32, which the 2026
// amendment must have inserted, and act-notes.md §3 records a section 27A. Sections 2 and 18 were repealed (§1 [V]).
// The portal holds none of the sections' text (law/in/cattle-trespass-act-1871.md), so it checks only that an order
// names a section the Act has; which section the facts make out is the officer's finding.

import { hiTerm } from '../lib/hindi-terms.ts';
import type { ProvisionId } from './provisions.ts';

export const ACT_SECTIONS = [
  '1',
  '3',
  '4',
  '5',
  '6',
  '7',
  '8',
  '9',
  '10',
  '11',
  '12',
  '13',
  '14',
  '15',
  '16',
  '17',
  '19',
  '20',
  '21',
  '22',
  '23',
  '24',
  '25',
  '26',
  '26A',
  '27',
  '27A',
  '27B',
  '27C',
  '28',
  '29',
  '30',
  '31',
  '32',
] as const;

/** A section of the Act, by its number ("26", "27C"); section 26A is the one Assam Act XV of 2002 inserts. */
export type ActSection = (typeof ACT_SECTIONS)[number];

export function isActSection(s: unknown): s is ActSection {
  return typeof s === 'string' && (ACT_SECTIONS as readonly string[]).includes(s);
}

/** The section's number in Hindi numbering of lettered sections: 27B → 27ख (law/glossary-hi.md). */
const HI_LETTER: Readonly<Record<string, string>> = { A: 'क', B: 'ख', C: 'ग' };
const hiNumber = (s: ActSection): string => s.replace(/[ABC]$/, (x) => HI_LETTER[x]!);

/** "Section 26 of the Cattle-trespass Act, 1871" / "पशु अतिचार अधिनियम, 1871 की धारा 26". */
export function actSectionLabel(s: ActSection, lang: 'en' | 'hi'): string {
  return lang === 'hi' ? `${hiTerm('act')} की धारा ${hiNumber(s)}` : `Section ${s} of the Cattle-trespass Act, 1871`;
}

/** The registry's provision id for the sections the Rules cite; the order's basis names them. */
export function actSectionProvision(s: ActSection): ProvisionId | undefined {
  const known: Partial<Record<ActSection, ProvisionId>> = {
    '20': 'in.cta1871.s20',
    '27B': 'in.cta1871.s27b',
    '27C': 'in.cta1871.s27c',
    '28': 'in.cta1871.s28',
    '32': 'in.cta1871.s32',
  };
  return known[s];
}

/**
 * The sections a complaint or notice names ("Section 26 of the Cattle-trespass Act, 1871", "ss. 20 and 22"), as
 * sections of the Act, to pre-fill the order's findings one per ground; the officer may change them.
 */
export function sectionsNamed(text: string): readonly ActSection[] {
  const out: ActSection[] = [];
  for (const m of text.matchAll(
    /(?:\bsections?|\bsecs?\.?|\bss?\.|धारा(?:ओं)?)\s*((?:\d+[A-Za-zकखग]?)(?:\s*(?:,|and|और)\s*\d+[A-Za-zकखग]?)*)/giu,
  )) {
    for (const n of m[1]!.split(/\s*(?:,|and|और)\s*/u)) {
      const x = n
        .trim()
        .replace(/[कखग]$/u, (c) => ({ क: 'A', ख: 'B', ग: 'C' })[c]!)
        .toUpperCase();
      if (isActSection(x) && !out.includes(x)) out.push(x);
    }
  }
  return out;
}

/** Sections 20 to 22 give compensation, refunds, expenses and charges on an illegal seizure, never a penalty. */
export const onlySeizureSections = (sections: readonly ActSection[]): boolean =>
  sections.length > 0 && sections.every((s) => s === '20' || s === '21' || s === '22');
