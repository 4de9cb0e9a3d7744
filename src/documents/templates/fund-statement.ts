// The fund statement of the Animal Welfare Board of India's separate account of penalties (Rule 8(2), s.28) for a
// period, in English and Hindi: opening balance, receipts (deposits, recoveries), refunds on appellate orders,
// releases by purpose of Rule 8(1), closing balance, and every movement. A report of the Board, not a document of a
// case: it has no template id in the issuing registry (types.ts), and is rendered by renderFundStatement below with the
// same engine, running head and QR link as every other document.

import type { FundStatement } from '../../domain/money/reports.ts';
import type { LocalDate } from '../../lib/local-date.ts';
import type { ProvisionId } from '../../rules/provisions.ts';
import { PROVISIONS } from '../../rules/provisions.ts';
import { longDate, rupees, shortDate, tr } from '../format.ts';
import { renderPdf } from '../render/pdf.ts';
import type { Block, DocumentHeader, Issuer, Lang, Layout } from '../types.ts';
import { basisBlocks } from './common.ts';

export interface FundStatementDoc {
  readonly statement: FundStatement;
  readonly lang: Lang;
  readonly documentId: string;
  /** The date the statement is drawn up. */
  readonly date: LocalDate;
  readonly issuer: Issuer;
}

const KIND: Record<string, [string, string]> = {
  deposit: ['Deposit', 'जमा'],
  recovery: ['Recovered by the Board', 'बोर्ड द्वारा वसूली'],
  'appellate-refund': ['Refund on appeal', 'अपील पर वापसी'],
  release: ['Release on sanction', 'स्वीकृति पर निर्मुक्ति'],
  reversal: ['Reversal', 'प्रतिवर्तन'],
};

const PURPOSE_HI: Record<string, string> = {
  pounds: 'कांजी हौस की स्थापना, नवीकरण और रखरखाव',
  'impounded-cattle-care': 'परिरुद्ध पशुओं के लिए चारा, पशु चिकित्सा और आश्रय',
  training: 'पशु कल्याण कार्मिकों का प्रशिक्षण और क्षमता निर्माण',
  'public-awareness': 'पशुओं के प्रति क्रूरता निवारण पर जन जागरूकता',
  'notified-purpose': 'केंद्रीय सरकार द्वारा अधिसूचित अन्य प्रयोजन',
};

function header(d: FundStatementDoc): DocumentHeader {
  const s = d.statement;
  return {
    // Not a case document: the header's template field only names documents of the issuing registry (see above).
    template: 'order-sheet',
    documentId: d.documentId,
    caseNumber: `AWBI-FUND ${s.from}/${s.to}`,
    date: d.date,
    lang: d.lang,
    issuer: d.issuer,
    basis: s.basis as readonly ProvisionId[],
    configured: [],
  };
}

export function fundStatementLayout(d: FundStatementDoc): Layout {
  const L = d.lang;
  const s = d.statement;
  const title = tr(L, 'Fund Statement: Penalties Realised', 'निधि विवरण: वसूल की गई शास्तियां');
  const summary: Block = {
    k: 'table',
    head: [tr(L, 'Item', 'मद'), tr(L, 'Amount', 'राशि')],
    widths: [0.72, 0.28],
    rows: [
      [
        tr(L, `Opening balance on ${longDate(s.from, L)}`, `${longDate(s.from, L)} को प्रारंभिक शेष`),
        rupees(s.openingPaise),
      ],
      [
        tr(L, 'Add: penalties deposited (Rule 4(12), Section 27C)', 'जोड़ें: जमा की गई शास्तियां (नियम 4(12), धारा 27ग)'),
        rupees(s.depositsPaise),
      ],
      [
        tr(
          L,
          'Add: penalties recovered by the Board (Rules 4(14), 7(12))',
          'जोड़ें: बोर्ड द्वारा वसूल शास्तियां (नियम 4(14), 7(12))',
        ),
        rupees(s.recoveriesPaise),
      ],
      [
        tr(L, 'Less: refunded on appellate orders (Rule 7(11))', 'घटाएं: अपीलीय आदेशों पर वापसी (नियम 7(11))'),
        rupees(s.refundsPaise),
      ],
      ...s.releasesByPurpose.map((p) => [
        tr(
          L,
          `Less: released for ${PROVISIONS[p.provision].label}: ${p.title}`,
          `घटाएं: ${PROVISIONS[p.provision].labelHi} हेतु निर्मुक्त: ${PURPOSE_HI[p.purpose] ?? p.title}`,
        ),
        rupees(p.paise),
      ]),
      [tr(L, `Closing balance on ${longDate(s.to, L)}`, `${longDate(s.to, L)} को अंतिम शेष`), rupees(s.closingPaise)],
    ],
  };
  const movements: Block =
    s.movements.length === 0
      ? { k: 'para', text: tr(L, 'No movement in the period.', 'इस अवधि में कोई लेनदेन नहीं।') }
      : {
          k: 'table',
          head: [
            tr(L, 'Date', 'दिनांक'),
            tr(L, 'Entry', 'प्रविष्टि'),
            tr(L, 'Kind', 'प्रकार'),
            tr(L, 'In', 'प्राप्ति'),
            tr(L, 'Out', 'भुगतान'),
            tr(L, 'Balance', 'शेष'),
          ],
          widths: [0.15, 0.1, 0.3, 0.15, 0.15, 0.15],
          rows: s.movements.map((m) => [
            shortDate(m.on),
            m.entryId,
            `${tr(L, KIND[m.kind]![0], KIND[m.kind]![1])}${m.sanctionRef ? ` (${m.sanctionRef})` : ''}`,
            m.inPaise ? rupees(m.inPaise) : '',
            m.outPaise ? rupees(m.outPaise) : '',
            rupees(m.balancePaise),
          ]),
        };
  return {
    title,
    blocks: [
      { k: 'title', text: title },
      {
        k: 'subtitle',
        text: tr(
          L,
          'Animal Welfare Board of India: separate account of amounts realised through penalties',
          'भारतीय जीव-जंतु कल्याण बोर्ड: शास्तियों से वसूल राशि का पृथक लेखा',
        ),
      },
      {
        k: 'para',
        align: 'center',
        text: tr(
          L,
          `Period: ${longDate(s.from, L)} to ${longDate(s.to, L)}`,
          `अवधि: ${longDate(s.from, L)} से ${longDate(s.to, L)} तक`,
        ),
      },
      { k: 'heading', text: tr(L, 'Summary', 'सारांश') },
      summary,
      { k: 'heading', text: tr(L, 'Movements on the account', 'लेखे के लेनदेन') },
      movements,
      {
        k: 'para',
        text: tr(
          L,
          'Every figure is from the double-entry ledger of the portal, which balances and never takes the fund below zero (checked by `ctp ledger verify`).',
          'प्रत्येक आंकड़ा पोर्टल की दोहरी प्रविष्टि खाता-बही से है, जो संतुलित है और निधि को शून्य से नीचे नहीं जाने देती (`ctp ledger verify` द्वारा जांचा गया)।',
        ),
      },
      ...basisBlocks(header(d)),
    ],
  };
}

/** The statement as a PDF (unsigned: a report drawn from the ledger, verifiable by its QR link and the ledger itself). */
export function renderFundStatement(d: FundStatementDoc, publicUrl: string): Promise<Buffer> {
  return renderPdf(header(d), fundStatementLayout(d), { publicUrl });
}
