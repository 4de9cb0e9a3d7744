// The order sheet: one row per proceeding, in order, with its date, what was done and the provisions it rests on.

import { sheetSentence } from '../../app/proceedings/adjudication/events.ts';
import { labels, PROVISIONS } from '../../rules/provisions.ts';
import type { AdjudicationEvent } from '../../domain/adjudication/events.ts';
import type { Block, DocumentModel, Lang, Layout } from '../types.ts';
import type { OrderSheetValues } from '../models/order-sheet.ts';
import { base, shortDate, tr } from '../format.ts';
import { basisBlocks, signatureBlock } from './common.ts';

/** Assisted access: who recorded the party's act for them, and the consent on record. */
function actedForText(a: { operator: string; party: string; consentDocumentId: string } | undefined, L: Lang) {
  if (!a) return '';
  return tr(
    L,
    ` Recorded by ${a.operator} for ${a.party}, consent document ${a.consentDocumentId}.`,
    ` ${a.party} की ओर से ${a.operator} द्वारा दर्ज, सहमति दस्तावेज़ ${a.consentDocumentId}।`,
  );
}

/** What the proceeding was, in a line or two: the signed order sheet's sentence from the event catalogue. */
export function describe(e: AdjudicationEvent, L: Lang): string {
  return sheetSentence(e)[base(L)];
}

const basisLabels = (ids: readonly (keyof typeof PROVISIONS)[], L: Lang): string =>
  (L === 'hi' ? ids.map((id) => PROVISIONS[id].labelHi) : labels(ids)).join(', ');

export const ORDER_SHEET_HEAD = {
  en: ['No.', 'Date', 'Proceeding', 'Basis'],
  hi: ['क्रम', 'दिनांक', 'कार्यवाही', 'आधार'],
} as const;

export function orderSheetLayout(m: DocumentModel<OrderSheetValues>): Layout {
  const L = m.header.lang;
  const v = m.values;
  const title = tr(L, 'Order Sheet', 'आदेश पत्रक');
  const blocks: Block[] = [
    { k: 'title', text: title },
    {
      k: 'fields',
      rows: [
        {
          label: tr(L, 'Complainant', 'शिकायतकर्ता'),
          value: `${v.parties.complainant.name}, ${v.parties.complainant.address}`,
        },
        {
          label: tr(L, 'Alleged contravener', 'कथित उल्लंघनकर्ता'),
          value: `${v.parties.contravener.name}, ${v.parties.contravener.address}`,
        },
      ],
    },
    {
      k: 'table',
      widths: [0.45, 1, 4.2, 1.6],
      head: [...ORDER_SHEET_HEAD[base(L)]],
      rows: v.entries.map((e) => [
        String(e.no),
        shortDate(e.on),
        describe(e.event, L) + actedForText(e.event.actedFor, L),
        basisLabels(e.basis, L),
      ]),
    },
    signatureBlock(m.header, false),
    ...basisBlocks(m.header),
  ];
  return { title, blocks };
}
