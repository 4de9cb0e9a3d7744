// Pieces every template uses: the legal-basis block rendered from the model's basis ids, configured-value notes,
// the addressee and the signature block, and the words for the enums of the case.

import { PROVISIONS, cite } from '../../rules/provisions.ts';
import { PARAM_DEFINITIONS } from '../../rules/parameters.ts';
import type { Block, DocumentHeader, Lang } from '../types.ts';
import { tr } from '../format.ts';

/** "Legal basis" with one citation per line, and the configured values used, marked as such. */
export function basisBlocks(h: DocumentHeader): Block[] {
  const L = h.lang;
  const out: Block[] = [
    { k: 'space', h: 6 },
    { k: 'heading', text: tr(L, 'Legal basis', 'विधिक आधार') },
    ...h.basis.map((id): Block => ({ k: 'para', text: `• ${cite(id, L)}`, indent: 0 })),
  ];
  if (h.configured.length > 0) {
    out.push({ k: 'heading', text: tr(L, 'Configured values used in this document', 'इस दस्तावेज़ में प्रयुक्त विन्यस्त मान') });
    for (const c of h.configured) {
      const def = PARAM_DEFINITIONS[c.param];
      const value = L === 'hi' ? c.value.replace(/ days$/, ' दिन').replace(/ months$/, ' मास') : c.value;
      out.push({
        k: 'para',
        text: L === 'hi'
          ? `• ${c.basis.map((id) => PROVISIONS[id].labelHi).join(', ')}: ${value} (राज्य द्वारा अस्थायी रूप से नियत अवधि या राशि; अधिनियम के पाठ से नहीं ली गई)`
          : `• ${def.title}: ${value} (a period or amount provisionally fixed by the State, not read from the text of the Act)`,
      });
    }
  }
  return out;
}

export function toBlock(L: Lang, lines: readonly string[]): Block[] {
  return [{ k: 'para', text: tr(L, 'To', 'सेवा में') }, ...lines.filter((l) => l !== '').map((l): Block => ({ k: 'para', text: l, indent: 1 }))];
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
  return mode === 'electronic' ? tr(L, 'through electronic means', 'इलेक्ट्रॉनिक साधन से') : tr(L, 'in person', 'व्यक्तिगत रूप से');
}
