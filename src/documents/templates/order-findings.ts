// The speaking parts of a signed order (Rules 4(11), 4(12), 4(13)): the finding on each ground with the section and its
// reasons, each witness or document listed examined or rejected with reasons, and whom the compensation is paid to
// and by when. Hindi terms from the glossary (law/glossary-hi.md).

import { actSectionLabel } from '../../rules/act-sections.ts';
import type { ActSection } from '../../rules/act-sections.ts';
import type { FinalOrderValues } from '../models/adjudication.ts';
import type { AppellateOrderValues } from '../models/appeal.ts';
import { longDate, rupees, tr } from '../format.ts';
import type { Block, Lang } from '../types.ts';

const hi = (L: Lang): 'en' | 'hi' => (L === 'hi' ? 'hi' : 'en');

/** "Section 26 of the Cattle-trespass Act, 1871 and Section 24 of ..." in the order's language. */
export function sectionsText(L: Lang, sections: readonly ActSection[]): string {
  const labels = sections.map((s) => actSectionLabel(s, hi(L)));
  return labels.join(tr(L, ' and ', ' और '));
}

/** The findings, one paragraph per ground, and the Rule 4(11) items; nothing for an order recorded without them. */
export function findingsBlocks(L: Lang, v: FinalOrderValues): Block[] {
  const out: Block[] = [];
  if (v.findings && v.findings.length > 0) {
    out.push({ k: 'heading', text: tr(L, 'Findings on each ground', 'प्रत्येक आधार पर निष्कर्ष') });
    v.findings.forEach((f, i) => {
      const section = actSectionLabel(f.section, hi(L));
      out.push({
        k: 'para',
        text:
          L === 'hi'
            ? `आधार ${i + 1}: ${section}। निष्कर्ष: ${f.contravened ? 'उल्लंघन किया गया' : 'उल्लंघन नहीं किया गया'}। कारण: ${f.reasons}`
            : `Ground ${i + 1}: ${section}. Finding: ${f.contravened ? 'contravened' : 'not contravened'}. Reasons: ${f.reasons}`,
      });
    });
  }
  if (v.listed && v.listed.length > 0) {
    out.push({
      k: 'heading',
      text: tr(
        L,
        'Witnesses and documents listed by the parties (Rule 4(11))',
        'पक्षकारों द्वारा सूचीबद्ध साक्षी और दस्तावेज़ (नियम 4(11))',
      ),
    });
    for (const x of v.listed) {
      const kind = x.kind === 'witness' ? tr(L, 'Witness', 'साक्षी') : tr(L, 'Document', 'दस्तावेज़');
      const by =
        x.by === 'contravener'
          ? tr(L, 'the person complained against', 'कथित उल्लंघनकर्ता')
          : tr(L, 'the complainant', 'शिकायतकर्ता');
      out.push({
        k: 'para',
        text:
          L === 'hi'
            ? `• ${by} द्वारा सूचीबद्ध ${kind} "${x.item}": ${x.examined ? 'परीक्षा की गई' : 'अस्वीकार किया गया'}। ${x.reasons}`
            : `• ${kind} "${x.item}", listed by ${by}: ${x.examined ? 'examined' : 'rejected'}. ${x.reasons}`,
      });
    }
  }
  return out;
}

/** The sections found contravened, for the operative part; undefined on an order recorded without findings. */
export const sectionsFound = (v: FinalOrderValues): readonly ActSection[] | undefined => {
  const found = v.findings?.filter((f) => f.contravened).map((f) => f.section);
  return found && found.length > 0 ? found : undefined;
};

/** Whom the compensation, expenses and charges are paid to and by when (Rule 4(12)). */
export function compensationBlock(L: Lang, v: FinalOrderValues): Block[] {
  const a = v.amounts;
  const due = a.compensationPaise + a.expensesPaise + a.chargesPaise;
  if (due === 0 || !v.compensationPayee || !v.compensationPayBy) return [];
  const who =
    v.compensationPayee.party === 'complainant'
      ? tr(L, 'the complainant', 'शिकायतकर्ता')
      : tr(L, 'the person complained against', 'कथित उल्लंघनकर्ता');
  const by = longDate(v.compensationPayBy, L);
  const days = v.compensationPayWithinDays;
  return [
    {
      k: 'para',
      text:
        L === 'hi'
          ? `प्रतिकर, व्यय और प्रभार की राशि ${rupees(due)} का भुगतान ${v.compensationPayee.name} (${who}) को ${days !== undefined ? `इस आदेश की तारीख से ${days} दिन के भीतर, अर्थात् ` : ''}दिनांक ${by} तक किया जाए।`
          : `The compensation, expenses and charges of ${rupees(due)} shall be paid to ${v.compensationPayee.name} (${who}) ${days !== undefined ? `within ${days} days of this order, that is ` : ''}by ${by}.`,
    },
  ];
}

/** The appellate order's answer to each ground of Form-III item 4 (Rule 7(11)). */
export function answersBlocks(L: Lang, v: AppellateOrderValues): Block[] {
  if (!v.answers || v.answers.length === 0) return [];
  return [
    {
      k: 'heading',
      text: tr(L, 'Answers to the grounds of appeal (Form-III item 4)', 'अपील के आधारों के उत्तर (प्ररूप-III मद 4)'),
    },
    ...v.answers.map((a): Block => ({
      k: 'para',
      text:
        L === 'hi'
          ? `आधार ${a.ground}: "${a.text}" — ${a.accepted ? 'स्वीकार किया गया' : 'अस्वीकार किया गया'}। कारण: ${a.reasons}`
          : `Ground ${a.ground}: "${a.text}" — ${a.accepted ? 'accepted' : 'rejected'}. Reasons: ${a.reasons}`,
    })),
  ];
}

/** The section the order under appeal found contravened, as a field row. */
export function sectionFoundRow(L: Lang, v: AppellateOrderValues): { label: string; value: string }[] {
  const found = v.order.sectionsFound;
  return found && found.length > 0
    ? [
        {
          label: tr(L, 'Section found contravened by that order', 'उस आदेश द्वारा उल्लंघन पाई गई धारा'),
          value: sectionsText(L, found),
        },
      ]
    : [];
}

/** Whom the compensation, expenses and charges that stand are payable to, as the order below named. */
export function appealPayeeBlock(L: Lang, v: AppellateOrderValues): Block[] {
  const t = v.terms;
  const due = t.compensationPaise + t.expensesPaise + t.chargesPaise;
  const payee = v.order.compensationPayee;
  if (v.outcome === 'set-aside' || due === 0 || !payee) return [];
  const who =
    payee === 'complainant'
      ? tr(L, 'the complainant before the Adjudicating Officer', 'न्यायनिर्णायक अधिकारी के समक्ष शिकायतकर्ता')
      : tr(
          L,
          'the person complained against before the Adjudicating Officer',
          'न्यायनिर्णायक अधिकारी के समक्ष जिसके विरुद्ध शिकायत थी',
        );
  return [
    {
      k: 'para',
      text: tr(
        L,
        `The compensation, expenses and charges that stand, ${rupees(due)}, are payable to ${who}, as the order appealed against directs.`,
        `प्रभावी प्रतिकर, व्यय और प्रभार, ${rupees(due)}, अपीलित आदेश के निदेशानुसार ${who} को देय हैं।`,
      ),
    },
  ];
}
