// Pieces every template uses: the legal-basis block rendered from the model's basis ids, configured-value notes,
// the addressee and the signature block, and the words for the enums of the case.

import { PROVISIONS, cite } from '../../rules/provisions.ts';
import { PARAM_DEFINITIONS } from '../../rules/parameters.ts';
import type { ProvisionId } from '../../rules/provisions.ts';
import type { Block, DocumentHeader, Lang } from '../types.ts';
import { base, tr } from '../format.ts';

/**
 * The sections of the Act whose text a provisional value stands in for, named for the reader: "section 27C" /
 * "धारा 27ग"; or "the Act" when no section of it is among the value's basis.
 */
function pendingText(basis: readonly ProvisionId[], L: Lang): string {
  const acts = basis.filter((id) => id.startsWith('in.cta1871.'));
  if (acts.length === 0) return tr(L, 'the published text', 'प्रकाशित पाठ');
  return acts.map((id) => (L === 'hi' ? PROVISIONS[id].labelHi : PROVISIONS[id].label.replace(/^S/, 's'))).join(', ');
}

/**
 * "Legal basis" with one citation per line, and the values used that the law we hold does not give, said as the
 * reader should understand them: the portal's configured default pending the text of the section (never a
 * repository path or a software word: issue 13, point 10).
 */
export function basisBlocks(h: DocumentHeader): Block[] {
  const L = h.lang;
  const out: Block[] = [
    { k: 'space', h: 6 },
    { k: 'heading', text: tr(L, 'Legal basis', 'विधिक आधार') },
    ...h.basis.map((id): Block => ({ k: 'para', text: `• ${cite(id, base(L))}`, indent: 0 })),
  ];
  if (h.configured.length > 0) {
    out.push({
      k: 'heading',
      text: tr(L, "Periods that are the portal's configured default", 'पोर्टल की पूर्वनिर्धारित अवधियां'),
    });
    for (const c of h.configured) {
      const def = PARAM_DEFINITIONS[c.param];
      const value = L === 'hi' ? c.value.replace(/ days$/, ' दिन').replace(/ months$/, ' मास') : c.value;
      const pending = pendingText(c.basis, L);
      out.push({
        k: 'para',
        text:
          L === 'hi'
            ? `• ${c.basis.map((id) => PROVISIONS[id].labelHi).join(', ')}: ${value}, जो राज्य द्वारा ${pending} के अधीन अवधि अधिसूचित किए जाने तक पोर्टल का पूर्वनिर्धारित मान है।`
            : `• ${def.title.replace(/\s*\(s\.\d+[A-Z]?\)$/, '')}: ${value}, the portal's configured default until the State notifies a period under ${pending}.`,
      });
    }
  }
  return out;
}

export function toBlock(L: Lang, lines: readonly string[]): Block[] {
  return [
    { k: 'para', text: tr(L, 'To', 'सेवा में') },
    ...lines.filter((l) => l !== '').map((l): Block => ({ k: 'para', text: l, indent: 1 })),
  ];
}

export function signatureBlock(h: DocumentHeader, sealLine = true): Block {
  const L = h.lang;
  return {
    k: 'signature',
    lines: [
      tr(L, '(Digitally signed)', '(डिजिटल रूप से हस्ताक्षरित)'),
      h.issuer.officer,
      h.issuer.designation,
      h.issuer.office,
      ...(sealLine ? [tr(L, '(Name and seal of the office)', '(कार्यालय का नाम और मुद्रा)')] : []),
    ],
  };
}

export const yesNo = (L: Lang, v: boolean): string => (v ? tr(L, 'YES', 'हां') : tr(L, 'NO', 'नहीं'));

export function deemedText(L: Lang, mode: 'in-person' | 'electronic'): string {
  return mode === 'electronic'
    ? tr(L, 'through electronic means', 'इलेक्ट्रॉनिक साधन से')
    : tr(L, 'in person', 'व्यक्तिगत रूप से');
}
