// Assam: the written report under s.26A, on which alone a court takes cognizance of an offence alleged under s.26
// (sections of the Cattle-trespass Act, 1871 as substituted/inserted in Assam by Assam Act XV of 2002).

import type { Block, DocumentModel, Lang, Layout } from '../types.ts';
import type { S26aReportValues } from '../models/assam.ts';
import type { S26Limb } from '../../domain/assam/commands.ts';
import { longDate, tr } from '../format.ts';
import { basisBlocks, signatureBlock } from './common.ts';
import { hiTerm } from '../../lib/hindi-terms.ts';

const ROLE: Record<string, [string, string]> = {
  owner: ['owner', 'स्वामी'],
  keeper: ['keeper', 'रखवाला'],
  attendant: ['attendant', 'परिचारक'],
  other: ['other', 'अन्य'],
};

function limb(l: S26Limb, L: Lang): string {
  switch (l.limb) {
    case 'damage':
      return tr(L, `damage by trespass to ${l.damaged.join(', ')}`, `अतिचार द्वारा नुकसान (${l.damaged.join(', ')})`);
    case 'injury':
      return tr(
        L,
        `injury by trespass to ${l.injuredPersons.join(', ')}`,
        `अतिचार द्वारा क्षति: ${l.injuredPersons.join(', ')}`,
      );
    case 'obstruction':
      return tr(L, 'cattle let loose on a public road, obstructing traffic', 'लोक मार्ग पर पशु खुले छोड़कर यातायात में बाधा');
  }
}

export function s26aLayout(m: DocumentModel<S26aReportValues>): Layout {
  const L = m.header.lang;
  const v = m.values;
  // An offence alleged, not found: the court decides (s.26A). Section 26 and 26A are sections of the 1871 Act as
  // substituted/inserted in Assam by Assam Act XV of 2002 (hindi-terms s26Assam, s26aAssam).
  const title = tr(
    L,
    'Written Report of an Alleged Offence (Section 26A, Assam)',
    `${hiTerm('allegedOffence')} की लिखित रिपोर्ट (धारा 26क, असम)`,
  );
  const blocks: Block[] = [
    { k: 'title', text: title },
    {
      k: 'subtitle',
      text: tr(
        L,
        'Offence alleged under section 26 of the Cattle-trespass Act, 1871, as substituted in Assam by Assam Act XV of 2002; report under section 26A of that Act, as inserted in Assam by Assam Act XV of 2002',
        `${hiTerm('s26Assam')} के अधीन ${hiTerm('allegedOffence')}; ${hiTerm('s26aAssam')} के अधीन रिपोर्ट`,
      ),
    },
    { k: 'heading', text: tr(L, 'Person making the report', 'रिपोर्ट करने वाला व्यक्ति') },
    {
      k: 'fields',
      rows: [
        { label: tr(L, 'Name', 'नाम'), value: v.reporter.name },
        {
          label: tr(L, 'Capacity', 'हैसियत'),
          value:
            v.reporter.capacity === 'public-servant'
              ? tr(L, 'public servant', 'लोक सेवक')
              : tr(L, 'person aggrieved', 'व्यथित व्यक्ति'),
        },
        ...(v.reporter.designation ? [{ label: tr(L, 'Office held', 'धारित पद'), value: v.reporter.designation }] : []),
      ],
    },
    { k: 'heading', text: tr(L, 'Accused', 'अभियुक्त') },
    {
      k: 'fields',
      rows: [
        { label: tr(L, 'Name', 'नाम'), value: v.accused.name },
        { label: tr(L, "Father's or mother's name", 'पिता या माता का नाम'), value: v.accused.parentName },
        { label: tr(L, 'Address', 'पता'), value: v.accused.address },
        {
          label: tr(L, 'Owner, keeper or attendant', 'स्वामी, रखवाला या परिचारक'),
          value: tr(L, ...(ROLE[v.accused.role] ?? ['', ''])),
        },
      ],
    },
    { k: 'heading', text: tr(L, 'Alleged offence', hiTerm('allegedOffence')) },
    {
      k: 'fields',
      rows: [
        { label: tr(L, 'Date', 'तारीख'), value: longDate(v.offence.date, L) },
        { label: tr(L, 'Place', 'स्थान'), value: v.offence.place },
        { label: tr(L, 'Cattle', 'पशु'), value: v.offence.cattle },
        {
          label: tr(L, 'Contravention alleged', 'अभिकथित उल्लंघन'),
          value: v.offence.limbs.map((l) => limb(l, L)).join('; '),
        },
        { label: tr(L, 'Statement of facts', 'तथ्यों का कथन'), value: v.offence.statement },
        ...(v.forwardedTo ? [{ label: tr(L, 'Forwarded to', 'अग्रेषित'), value: v.forwardedTo }] : []),
      ],
    },
    {
      k: 'signature',
      lines: [
        tr(L, 'Signature of the person making the report', 'रिपोर्ट करने वाले व्यक्ति के हस्ताक्षर'),
        v.reporter.name,
        longDate(v.reportedOn, L),
      ],
    },
    { k: 'para', text: tr(L, 'Received and recorded by:', 'प्राप्त और अभिलिखित:') },
    signatureBlock(m.header, false),
    ...basisBlocks(m.header),
  ];
  return { title, blocks };
}
