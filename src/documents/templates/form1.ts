// Form-I (Rule 3): the complaint as filed, with the declaration and the office's receipt stamp, in the gazette's order.

import type { Block, DocumentModel, Lang, Layout } from '../types.ts';
import type { Form1Values } from '../models/adjudication.ts';
import { base, list, longDate, tr } from '../format.ts';
import { basisBlocks } from './common.ts';
import { form1Declaration, form1Item2h } from '../../rules/form-texts.ts';

export const FORM1_LABELS = {
  en: {
    form: 'FORM-I',
    see: '[See rule 3]',
    title: 'Complaint for Contravention of Provisions of the Cattle-trespass Act.',
    ao: 'The Adjudicating Officer,',
    aoWho: '(Sub-Divisional Magistrate or Executive Magistrate)',
    i1: '1. Particulars of complainant:',
    i2: '2. Particulars of alleged contravener:',
    a: '(a) Name:',
    b: "(b) Father's or Mother's name:",
    c: '(c) Address including postal index number:',
    d1: '(d) Contact number:',
    e1: '(e) Email address:',
    d2: '(d) Date, time, place and nature of alleged contravention:',
    e2: '(e) Section or provision of the Act alleged to have been contravened:',
    f: '(f) Statement of contravention setting out material particulars:',
    g: '(g) Evidence in support of the statement including revenue record or electronic record:',
    h: `(h) ${form1Item2h('en')}:`,
    sig: 'Signature of complainant',
    name: '(Name of complainant)',
  },
  hi: {
    form: 'प्ररूप-I',
    see: '[नियम 3 देखें]',
    title: 'पशु अतिचार अधिनियम के उपबंधों के उल्लंघन के लिए शिकायत।',
    ao: 'न्यायनिर्णायक अधिकारी,',
    aoWho: '(उपखंड मजिस्ट्रेट या कार्यपालक मजिस्ट्रेट)',
    i1: '1. शिकायतकर्ता की विशिष्टियां:',
    i2: '2. कथित उल्लंघनकर्ता की विशिष्टियां:',
    a: '(क) नाम:',
    b: '(ख) पिता या माता का नाम:',
    c: '(ग) डाक सूचक संख्या सहित पता:',
    d1: '(घ) संपर्क संख्या:',
    e1: '(ङ) ई-मेल पता:',
    d2: '(घ) कथित उल्लंघन की तारीख, समय, स्थान और प्रकृति:',
    e2: '(ङ) अधिनियम की धारा या उपबंध जिसका उल्लंघन किया जाना अभिकथित है:',
    f: '(च) तात्विक विशिष्टियां देते हुए उल्लंघन का कथन:',
    g: '(छ) कथन के समर्थन में साक्ष्य, जिसके अंतर्गत राजस्व अभिलेख या इलेक्ट्रॉनिक अभिलेख है:',
    h: `(ज) ${form1Item2h('hi')}:`,
    sig: 'शिकायतकर्ता के हस्ताक्षर',
    name: '(शिकायतकर्ता का नाम)',
  },
} as const;

const declaration = (L: Lang, name: string): string => form1Declaration(base(L), name);

export function form1Layout(m: DocumentModel<Form1Values>): Layout {
  const L = m.header.lang;
  const t = FORM1_LABELS[base(L)];
  const v = m.values;
  const p = v.particulars;
  const k = p.contravener;
  const when = [
    longDate(k.contravention.date, L),
    k.contravention.time ?? '',
    k.contravention.place,
    k.contravention.nature,
  ]
    .filter((s) => s !== '')
    .join(', ');
  const blocks: Block[] = [
    { k: 'title', text: t.form },
    { k: 'subtitle', text: t.see },
    { k: 'title', text: t.title },
    { k: 'para', text: tr(L, 'To', 'सेवा में') },
    { k: 'para', text: t.ao, indent: 1 },
    { k: 'para', text: t.aoWho, indent: 1 },
    { k: 'heading', text: t.i1 },
    {
      k: 'fields',
      rows: [
        { label: t.a, value: p.complainant.name },
        { label: t.b, value: p.complainant.parentName ?? '' },
        { label: t.c, value: v.complainantAddress },
        { label: t.d1, value: p.complainant.contactNumber ?? '' },
        { label: t.e1, value: p.complainant.email ?? '' },
      ],
    },
    { k: 'heading', text: t.i2 },
    {
      k: 'fields',
      rows: [
        { label: t.a, value: k.name },
        { label: t.b, value: k.parentName ?? '' },
        { label: t.c, value: v.contravenerAddress },
        { label: t.d2, value: when },
        { label: t.e2, value: k.provisionAlleged },
        { label: t.f, value: k.statement },
        { label: t.g, value: list(k.evidence, L) },
        { label: t.h, value: k.compensationOrCharges ?? '' },
      ],
    },
    { k: 'space' },
    { k: 'para', text: declaration(L, p.declaration.signedName) },
    { k: 'signature', lines: [t.sig, p.declaration.signedName, t.name] },
    { k: 'heading', text: tr(L, 'Receipt (office use)', 'प्राप्ति (कार्यालय उपयोग हेतु)') },
    {
      k: 'fields',
      rows: [
        { label: tr(L, 'Case number', 'मामला संख्या'), value: v.receipt.caseNumber },
        { label: tr(L, 'Date of receipt', 'प्राप्ति की तारीख'), value: longDate(v.receipt.receivedOn, L) },
        {
          label: tr(L, 'Received', 'प्राप्ति का माध्यम'),
          value:
            v.mode === 'electronic'
              ? tr(L, 'through electronic means', 'इलेक्ट्रॉनिक साधन से')
              : tr(L, 'in writing', 'लिखित रूप में'),
        },
      ],
    },
    ...basisBlocks(m.header),
  ];
  return { title: `${t.form}: ${t.title}`, blocks };
}

export const form1Labels = (L: Lang): string[] => Object.values(FORM1_LABELS[base(L)]);
