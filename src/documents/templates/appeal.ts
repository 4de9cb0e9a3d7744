// Layouts of the appeal documents (Rule 7): Form-III in the gazette's order, and the intimation, orders and notice
// the appellate authority issues.

import { form3Declaration } from '../../rules/form-texts.ts';
import { answersBlocks, appealPayeeBlock, sectionFoundRow } from './order-findings.ts';
import { provision } from '../../rules/provisions.ts';
import type { Block, DocumentModel, Lang, Layout } from '../types.ts';
import type {
  AppellateOrderValues,
  DefectIntimationValues,
  Form3Values,
  RefusalOrderValues,
  RespondentNoticeValues,
} from '../models/appeal.ts';
import type { Appearance } from '../../domain/appeal/state.ts';
import { asRecorded, base, longDate, rupees, tr } from '../format.ts';
import { basisBlocks, signatureBlock, toBlock, yesNo } from './common.ts';
import { accountTexts, ceilingText, payByText } from './appeal-account.ts';

const s27b = (L: Lang): string =>
  L === 'hi' ? provision('in.cta1871.s27b').labelHi : provision('in.cta1871.s27b').label.replace(/^S/, 's');

export const FORM3_LABELS = {
  en: {
    form: 'Form-III',
    see: '[See sub-rule (1) of rule 7]',
    title: 'Form of Appeal under the Provisions of the Cattle-trespass Act.',
    to: 'To,',
    aa: 'The Appellate Authority,',
    aaWho: '(District Magistrate or Additional District Magistrate)',
    i1: '1. Particulars of appellant:',
    a: '(a) Name:',
    b: "(b) Father's or Mother's name:",
    c: '(c) Address including postal index number:',
    d: '(d) Contact number :',
    e: '(e) Email address :',
    i2: '2. Provisions of the said Act regarding which the order is made by the Adjudicating Officer:',
    i3: '3. Statement of contravention on which the adjudicating officer made the Order:',
    i4: '4. Grounds of appeal:',
    i5: '5. Details of respondent:',
    i6: '6. Statement of facts :',
    i7: '7. Date of Order of the adjudicating officer :',
    i8: '8. Relief claimed:',
    i10: '10. Whether appeal is pending in any other court. If Yes – Give details',
    decl: form3Declaration('en'),
    encl: 'List of enclosures:',
    enc1: '(i) Copy of the order against which the appeal is filed.',
    enc2: '(ii) Copies of the documents relied upon by the appellant and referred to in the appeal.',
    sig: 'Signature of appellant with date:',
    name: 'Name of appellant:',
  },
  hi: {
    form: 'प्ररूप-III',
    see: '[नियम 7 का उपनियम (1) देखें]',
    title: 'पशु अतिचार अधिनियम के उपबंधों के अधीन अपील का प्ररूप।',
    to: 'सेवा में,',
    aa: 'अपील प्राधिकारी,',
    aaWho: '(जिला मजिस्ट्रेट या अपर जिला मजिस्ट्रेट)',
    i1: '1. अपीलार्थी की विशिष्टियां:',
    a: '(क) नाम:',
    b: '(ख) पिता या माता का नाम:',
    c: '(ग) डाक सूचक संख्या सहित पता:',
    d: '(घ) संपर्क संख्या:',
    e: '(ङ) ई-मेल पता:',
    i2: '2. उक्त अधिनियम के वे उपबंध जिनके संबंध में न्यायनिर्णायक अधिकारी द्वारा आदेश किया गया है:',
    i3: '3. उल्लंघन का वह कथन जिस पर न्यायनिर्णायक अधिकारी ने आदेश किया:',
    i4: '4. अपील के आधार:',
    i5: '5. प्रत्यर्थी का ब्यौरा:',
    i6: '6. तथ्यों का कथन:',
    i7: '7. न्यायनिर्णायक अधिकारी के आदेश की तारीख:',
    i8: '8. दावा किया गया अनुतोष:',
    i10: '10. क्या अपील किसी अन्य न्यायालय में लंबित है। यदि हां, तो ब्यौरा दें',
    decl: form3Declaration('hi'),
    encl: 'संलग्नकों की सूची:',
    enc1: '(i) उस आदेश की प्रति जिसके विरुद्ध अपील फाइल की गई है।',
    enc2: '(ii) अपीलार्थी द्वारा अवलंबित और अपील में निर्दिष्ट दस्तावेजों की प्रतियां।',
    sig: 'तारीख सहित अपीलार्थी के हस्ताक्षर:',
    name: 'अपीलार्थी का नाम:',
  },
} as const;

export function item9Label(L: Lang): string {
  return L === 'hi'
    ? `9. क्या अपील उक्त अधिनियम की ${s27b(L)} में निर्दिष्ट समय के भीतर फाइल की गई है - हां या नहीं:`
    : `9. Whether appeal is filed within the time referred to in ${s27b(L)} of the said Act- YES or NO:`;
}

export function form3Layout(m: DocumentModel<Form3Values>): Layout {
  const L = m.header.lang;
  const t = FORM3_LABELS[base(L)];
  const { form: f, filing } = m.values;
  const party = (p: typeof f.appellant): Block => ({
    k: 'fields',
    rows: [
      { label: t.a, value: p.name ?? '' },
      { label: t.b, value: p.parentName ?? '' },
      { label: t.c, value: p.address ?? '' },
      { label: t.d, value: p.contact ?? '' },
      { label: t.e, value: p.email ?? '' },
    ],
  });
  const pending = f.pendingElsewhere;
  // Item 9 is the appellant's answer, printed as given, with their explanation of any delay; the portal's own count
  // of the s.27B period is a note for the appellate authority on the scrutiny page, never printed here (I-W2).
  const answer = f.withinTimeAnswer === undefined ? '' : yesNo(L, f.withinTimeAnswer === 'YES');
  const delay = f.delayExplanation?.trim()
    ? `${answer ? `${answer}. ` : ''}${tr(L, 'Explanation of the delay and request for condonation', 'विलंब का स्पष्टीकरण और विलंब क्षमा करने का अनुरोध')}: ${f.delayExplanation.trim()}`
    : answer;
  const blocks: Block[] = [
    { k: 'title', text: t.form },
    { k: 'subtitle', text: t.see },
    { k: 'title', text: t.title },
    { k: 'para', text: t.to },
    { k: 'para', text: t.aa, indent: 1 },
    { k: 'para', text: t.aaWho, indent: 1 },
    { k: 'heading', text: t.i1 },
    party(f.appellant),
    {
      k: 'fields',
      labelWidth: 0.45,
      rows: [
        { label: t.i2, value: f.provisions ?? '' },
        { label: t.i3, value: f.statementOfContravention ?? '' },
        { label: t.i4, value: f.grounds ?? '' },
      ],
    },
    { k: 'heading', text: t.i5 },
    party(f.respondent),
    {
      k: 'fields',
      labelWidth: 0.45,
      rows: [
        { label: t.i6, value: f.statementOfFacts ?? '' },
        { label: t.i7, value: f.orderDate ? longDate(f.orderDate, L) : '' },
        { label: t.i8, value: f.reliefClaimed ?? '' },
        { label: item9Label(L), value: delay },
        {
          label: t.i10,
          value: pending ? `${yesNo(L, pending.pending)}${pending.details ? ` – ${pending.details}` : ''}` : '',
        },
      ],
    },
    { k: 'para', text: t.decl },
    { k: 'para', text: t.encl, bold: true },
    {
      k: 'para',
      indent: 1,
      text: `${t.enc1} ${f.enclosures.copyOfOrder ? tr(L, '[enclosed]', '[संलग्न]') : tr(L, '[not enclosed]', '[संलग्न नहीं]')}`,
    },
    { k: 'para', indent: 1, text: `${t.enc2} ${f.enclosures.documentsRelied.join('; ')}` },
    {
      k: 'fields',
      rows: [
        {
          label: t.sig,
          value: `${tr(L, '(signed)', '(हस्ताक्षरित)')} ${f.declaration?.signedOn ? longDate(f.declaration.signedOn, L) : ''}`,
        },
        { label: t.name, value: f.declaration?.name ?? f.appellant.name ?? '' },
      ],
    },
    { k: 'heading', text: tr(L, 'Receipt (office use)', 'प्राप्ति (कार्यालय उपयोग हेतु)') },
    {
      k: 'fields',
      rows: [
        { label: tr(L, 'Appeal number', 'अपील संख्या'), value: m.header.caseNumber },
        {
          label: tr(L, 'Received (deemed filed) on', 'प्राप्ति (फाइल किए जाने की समझी गई) तारीख'),
          value: longDate(filing.on, L),
        },
      ],
    },
    ...basisBlocks(m.header),
  ];
  return { title: `${t.form}: ${t.title}`, blocks };
}

export const form3Labels = (L: Lang): string[] => [...Object.values(FORM3_LABELS[base(L)]), item9Label(L)];

const defectRows = (ds: readonly { field: string; description: string }[]): Block => ({
  k: 'table',
  widths: [0.4, 6],
  head: ['#', ''],
  rows: ds.map((d, i) => [String(i + 1), d.description]),
});

export function defectIntimationLayout(m: DocumentModel<DefectIntimationValues>): Layout {
  const L = m.header.lang;
  const v = m.values;
  const title = tr(L, 'Intimation of Defects in the Appeal', 'अपील में त्रुटियों की सूचना');
  return {
    title,
    blocks: [
      { k: 'title', text: title },
      {
        k: 'fields',
        rows: [
          { label: tr(L, 'Appellant', 'अपीलार्थी'), value: v.parties.appellant },
          { label: tr(L, 'Respondent', 'प्रत्यर्थी'), value: v.parties.respondent },
        ],
      },
      ...toBlock(L, [v.parties.appellant, v.appellantAddress]),
      {
        k: 'para',
        text:
          L === 'hi'
            ? `दिनांक ${longDate(v.filedOn, L)} को फाइल की गई आपकी अपील संवीक्षा पर त्रुटिपूर्ण पाई गई है। त्रुटियां नीचे दी गई हैं। आप इस सूचना से ${v.rectifyDays} दिन के भीतर, अर्थात् दिनांक ${longDate(v.rectifyDue, L)} तक, त्रुटि सुधार सकते हैं। ऐसा न करने पर अपील पंजीकृत करने से इंकार किया जा सकता है।`
            : `On scrutiny, your appeal filed on ${longDate(v.filedOn, L)} is found to be defective. The defects are listed below. You may rectify them within ${v.rectifyDays} days of this intimation, that is by ${longDate(v.rectifyDue, L)}, failing which registration of the appeal may be refused.`,
      },
      defectRows(v.defects),
      signatureBlock(m.header),
      ...basisBlocks(m.header),
    ],
  };
}

export function refusalOrderLayout(m: DocumentModel<RefusalOrderValues>): Layout {
  const L = m.header.lang;
  const v = m.values;
  const title = tr(L, 'Order Refusing Registration of the Appeal', 'अपील पंजीकृत करने से इंकार का आदेश');
  return {
    title,
    blocks: [
      { k: 'title', text: title },
      {
        k: 'fields',
        rows: [
          { label: tr(L, 'Appellant', 'अपीलार्थी'), value: v.parties.appellant },
          { label: tr(L, 'Respondent', 'प्रत्यर्थी'), value: v.parties.respondent },
          { label: tr(L, 'Appeal filed on', 'अपील फाइल करने की तारीख'), value: longDate(v.filedOn, L) },
          {
            label: tr(L, 'Last day for rectification', 'त्रुटि सुधारने की अंतिम तारीख'),
            value: longDate(v.lastDayForRectification, L),
          },
        ],
      },
      {
        k: 'para',
        text: tr(
          L,
          'The appellant has failed to rectify the following defects within the specified time limit:',
          'अपीलार्थी विनिर्दिष्ट समय-सीमा के भीतर निम्नलिखित त्रुटियां सुधारने में विफल रहा है:',
        ),
      },
      defectRows(v.defects),
      { k: 'heading', text: tr(L, 'Reasons', 'कारण') },
      { k: 'para', text: asRecorded(v.reasons, L) },
      {
        k: 'para',
        text:
          tr(
            L,
            'For the reasons recorded above, registration of the defective appeal is refused. This refusal shall be communicated to the appellant by ',
            'ऊपर लेखबद्ध कारणों से त्रुटिपूर्ण अपील पंजीकृत करने से इंकार किया जाता है। यह इंकार अपीलार्थी को ',
          ) +
          (L === 'hi'
            ? `${longDate(v.communicationDue, L)} तक संसूचित किया जाएगा।`
            : `${longDate(v.communicationDue, L)}.`),
      },
      signatureBlock(m.header),
      ...basisBlocks(m.header),
    ],
  };
}

export function respondentNoticeLayout(m: DocumentModel<RespondentNoticeValues>): Layout {
  const L = m.header.lang;
  const v = m.values;
  const title = tr(L, 'Notice to the Respondent', 'प्रत्यर्थी को सूचना');
  return {
    title,
    blocks: [
      { k: 'title', text: title },
      ...toBlock(L, [v.parties.respondent, v.respondentAddress]),
      {
        k: 'para',
        text:
          L === 'hi'
            ? `${v.parties.appellant} ने न्यायनिर्णायक अधिकारी के दिनांक ${longDate(v.orderOn, L)} के आदेश के विरुद्ध दिनांक ${longDate(v.filedOn, L)} को अपील फाइल की है, जो दिनांक ${longDate(v.admittedOn, L)} को ग्रहण की गई है। अपील की प्रति संलग्न है। आपसे अपेक्षा की जाती है कि आप इस सूचना की तामील से ${v.replyDays} दिन के भीतर अपना उत्तर प्रस्तुत करें।`
            : `${v.parties.appellant} has filed an appeal on ${longDate(v.filedOn, L)} against the order of the Adjudicating Officer dated ${longDate(v.orderOn, L)}, which has been admitted on ${longDate(v.admittedOn, L)}. A copy of the appeal is enclosed. You are required to submit your reply thereto within ${v.replyDays} days of service of this notice.`,
      },
      {
        k: 'para',
        text: tr(
          L,
          'The parties will be given a reasonable opportunity of hearing, in person or through their authorised legal representatives; the hearing may be conducted through electronic means.',
          'पक्षकारों को स्वयं या अपने प्राधिकृत विधिक प्रतिनिधियों के माध्यम से सुनवाई का युक्तियुक्त अवसर दिया जाएगा; सुनवाई इलेक्ट्रॉनिक साधन से की जा सकती है।',
        ),
      },
      {
        k: 'para',
        text: `${tr(L, 'Enclosure', 'संलग्नक')}: ${tr(L, 'Copy of the appeal (Form-III)', 'अपील की प्रति (प्ररूप-III)')}`,
      },
      signatureBlock(m.header),
      ...basisBlocks(m.header),
    ],
  };
}

const APPEAR: Record<Appearance, [string, string]> = {
  'in-person': ['in person', 'स्वयं'],
  'legal-representative': ['through legal representative', 'विधिक प्रतिनिधि के माध्यम से'],
  absent: ['absent', 'अनुपस्थित'],
};

export function appellateOrderLayout(m: DocumentModel<AppellateOrderValues>): Layout {
  const L = m.header.lang;
  const v = m.values;
  const title = tr(L, 'Order of the Appellate Authority', 'अपील प्राधिकारी का आदेश');
  const outcome =
    v.outcome === 'confirm'
      ? tr(L, 'The order of the Adjudicating Officer is confirmed.', 'न्यायनिर्णायक अधिकारी का आदेश पुष्ट किया जाता है।')
      : v.outcome === 'vary'
        ? tr(
            L,
            'The order of the Adjudicating Officer is varied as follows.',
            'न्यायनिर्णायक अधिकारी का आदेश निम्नानुसार परिवर्तित किया जाता है।',
          )
        : tr(L, 'The order of the Adjudicating Officer is set aside.', 'न्यायनिर्णायक अधिकारी का आदेश अपास्त किया जाता है।');
  const t = v.terms;
  return {
    title,
    blocks: [
      { k: 'title', text: title },
      {
        k: 'fields',
        rows: [
          { label: tr(L, 'Appellant', 'अपीलार्थी'), value: v.parties.appellant },
          { label: tr(L, 'Respondent', 'प्रत्यर्थी'), value: v.parties.respondent },
          { label: tr(L, 'Appeal filed on', 'अपील फाइल करने की तारीख'), value: longDate(v.filedOn, L) },
          { label: tr(L, 'Order appealed against, dated', 'अपीलित आदेश की तारीख'), value: longDate(v.order.on, L) },
          {
            label: tr(L, 'Penalty in the order appealed against', 'अपीलित आदेश में शास्ति'),
            value: rupees(v.order.penaltyPaise),
          },
          ...sectionFoundRow(L, v),
        ],
      },
      ...v.hearings.map((h): Block => ({
        k: 'para',
        text: `• ${tr(L, 'Hearing on', 'सुनवाई')} ${longDate(h.on, L)}: ${tr(L, 'appellant', 'अपीलार्थी')} ${tr(L, ...APPEAR[h.appearances.appellant])}, ${tr(L, 'respondent', 'प्रत्यर्थी')} ${tr(L, ...APPEAR[h.appearances.respondent])}`,
      })),
      ...answersBlocks(L, v),
      { k: 'heading', text: tr(L, 'Reasons', 'कारण') },
      { k: 'para', text: asRecorded(v.reasons, L) },
      { k: 'heading', text: tr(L, 'Order', 'आदेश') },
      { k: 'para', text: outcome },
      {
        k: 'table',
        widths: [3, 1.4],
        head: [tr(L, 'Head', 'मद'), tr(L, 'Amount that stands', 'शेष प्रभावी राशि')],
        rows: [
          [tr(L, 'Penalty', 'शास्ति'), rupees(t.penaltyPaise)],
          [tr(L, 'Compensation', 'प्रतिकर'), rupees(t.compensationPaise)],
          [tr(L, 'Expenses', 'व्यय'), rupees(t.expensesPaise)],
          [tr(L, 'Charges', 'प्रभार'), rupees(t.chargesPaise)],
        ],
      },
      ...appealPayeeBlock(L, v),
      ...(v.ceiling !== undefined && t.penaltyPaise > 0
        ? [{ k: 'para', text: ceilingText(L, v.ceiling) } satisfies Block]
        : []),
      ...(v.account !== undefined
        ? accountTexts(L, t.penaltyPaise, v.account, v.payBy).map((text): Block => ({ k: 'para', text }))
        : v.outcome !== 'set-aside' && t.penaltyPaise > 0
          ? [{ k: 'para', text: payByText(L, t.penaltyPaise, v.payBy) } satisfies Block]
          : []),
      {
        k: 'para',
        text: tr(
          L,
          'A copy of this order, duly signed, shall be supplied free of cost to the parties.',
          'इस आदेश की सम्यक् रूप से हस्ताक्षरित प्रति पक्षकारों को निःशुल्क दी जाएगी।',
        ),
      },
      signatureBlock(m.header),
      ...basisBlocks(m.header),
    ],
  };
}
