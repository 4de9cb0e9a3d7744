// Layouts of the adjudication documents (Rules 4 to 6): Form-II in the gazette's words, and the notices and orders
// in the words of the sub-rule that requires them. Hindi uses the glossary's terms (law/glossary-hi.md).

import { provision } from '../../rules/provisions.ts';
import type { Block, DocumentModel, Layout } from '../types.ts';
import type {
  ExParteValues,
  Form2Values,
  HearingNoticeValues,
  ProceedingsExtensionValues,
  ReplyExtensionValues,
  SummonsValues,
} from '../models/adjudication.ts';
import { base, longDate, tr } from '../format.ts';
import { basisBlocks, deemedText, signatureBlock, toBlock } from './common.ts';
import { inTheMatter } from './adjudication-orders.ts';

export * from './adjudication-orders.ts';

// ---- Form-II --------------------------------------------------------------------------------------------------------

export const FORM2_LABELS = {
  en: {
    form: 'Form-II',
    see: '[See sub-rule (1) of rule 4]',
    title: 'Show cause Notice for Contravention of Provisions of the Cattle-trespass Act',
    subject: 'Subject: Show cause notice for contravention of provisions of the Cattle-trespass Act, 1871.',
    sir: 'Sir or Madam,',
    copy: '(copy enclosed)',
    ao: 'Adjudicating Officer',
    seal: '(Name and seal of the office)',
  },
  hi: {
    form: 'प्ररूप-II',
    see: '[नियम 4 का उपनियम (1) देखें]',
    title: 'पशु अतिचार अधिनियम के उपबंधों के उल्लंघन के लिए कारण बताओ सूचना',
    subject: 'विषय: पशु अतिचार अधिनियम, 1871 के उपबंधों के उल्लंघन के लिए कारण बताओ सूचना।',
    sir: 'महोदय या महोदया,',
    copy: '(प्रति संलग्न)',
    ao: 'न्यायनिर्णायक अधिकारी',
    seal: '(कार्यालय का नाम और मुद्रा)',
  },
} as const;

export function form2Layout(m: DocumentModel<Form2Values>): Layout {
  const L = m.header.lang;
  const t = FORM2_LABELS[base(L)];
  const v = m.values;
  const date = longDate(v.complaintDate, L);
  const para1 =
    L === 'hi'
      ? `शिकायतकर्ता ${v.complainant} से प्राप्त दिनांक ${date} की शिकायत ${t.copy} के अनुसार, उक्त अधिनियम की ${v.sectionAlleged} के अधीन उल्लंघन किए जाने का अभिकथन किया गया है।`
      : `As per the complaint dated ${date} received from complainant ${v.complainant} ${t.copy}, contravention has been alleged to be made under ${v.sectionAlleged} of the said Act.`;
  const blocks: Block[] = [
    { k: 'title', text: t.form },
    { k: 'subtitle', text: t.see },
    { k: 'title', text: t.title },
    ...toBlock(L, [v.addressee.name, v.addressee.address]),
    { k: 'para', text: t.subject, bold: true },
    { k: 'para', text: t.sir },
    { k: 'para', text: para1 },
    // Rule 4(3)(a): the contravention alleged, as the officer states it (the complainant's words go as the enclosure).
    {
      k: 'para',
      indent: 1,
      text: `${tr(L, 'Statement of the contravention alleged', 'अभिकथित उल्लंघन का कथन')}: ${v.contravention}`,
    },
    {
      k: 'para',
      text: tr(
        L,
        '2. The above contravention is liable for penalty or compensation or charges or expenses under the said Act.',
        '2. उपर्युक्त उल्लंघन उक्त अधिनियम के अधीन शास्ति या प्रतिकर या प्रभार या व्यय के लिए दायी है।',
      ),
    },
    {
      k: 'para',
      text:
        L === 'hi'
          ? `3. अतः, आपसे अपेक्षा की जाती है कि आप इस सूचना की तामील के ${v.replyDays} दिन की अवधि के भीतर कारण बताएं कि शास्ति अधिरोपित करने, प्रतिकर या व्यय या प्रभार अधिनिर्णीत करने के लिए उक्त अधिनियम के अधीन आपके विरुद्ध जांच क्यों न की जाए।`
          : `3. Therefore, you are required to show cause within a period of ${v.replyDays} days of service of this notice, as to why an inquiry should not be conducted against you under the said Act, for imposition of penalty award of compensation or expenses or charges.`,
    },
    {
      k: 'para',
      text: tr(
        L,
        '4. In case no reply is received within the specified period, further action shall be taken accordingly in accordance with the provision of the Act.',
        '4. विनिर्दिष्ट अवधि के भीतर कोई उत्तर प्राप्त न होने की दशा में, अधिनियम के उपबंध के अनुसार तदनुसार आगे की कार्रवाई की जाएगी।',
      ),
    },
    {
      k: 'signature',
      lines: [tr(L, '(Digitally signed)', '(डिजिटल रूप से हस्ताक्षरित)'), t.ao, v.aoName, v.aoOffice, t.seal],
    },
    {
      k: 'para',
      text: `${tr(L, 'Enclosure', 'संलग्नक')}: ${tr(L, 'Copy of the complaint', 'शिकायत की प्रति')} (${tr(L, provision('in.ctr2026.r4.3.b').label, provision('in.ctr2026.r4.3.b').labelHi)})`,
    },
    ...basisBlocks(m.header),
  ];
  return { title: `${t.form}: ${t.title}`, blocks };
}

// ---- Notice of hearing (Rule 4(6)) ---------------------------------------------------------------------------------

export function hearingNoticeLayout(m: DocumentModel<HearingNoticeValues>): Layout {
  const L = m.header.lang;
  const v = m.values;
  const title = tr(L, 'Notice of Hearing', 'सुनवाई की सूचना');
  const blocks: Block[] = [
    { k: 'title', text: title },
    ...inTheMatter(L, v.parties),
    ...toBlock(L, [v.parties.contravener.name, v.parties.contravener.address]),
    ...toBlock(L, [v.parties.complainant.name, v.parties.complainant.address]),
    {
      k: 'para',
      text:
        L === 'hi'
          ? `दिनांक ${longDate(v.noticeIssuedOn, L)} को जारी कारण बताओ सूचना${v.replyReceivedOn ? ` का उत्तर दिनांक ${longDate(v.replyReceivedOn, L)} को प्राप्त होने पर` : ' के संबंध में'}, आपको सूचित किया जाता है कि इस मामले की सुनवाई दिनांक ${longDate(v.hearingOn, L)} को ${deemedText(L, v.mode)} की जाएगी।`
          : `${v.replyReceivedOn ? `On receipt of the reply dated ${longDate(v.replyReceivedOn, L)} to` : 'With reference to'} the show-cause notice issued on ${longDate(v.noticeIssuedOn, L)}, notice is hereby given that the hearing of this case is fixed on ${longDate(v.hearingOn, L)}, ${deemedText(L, v.mode)}.`,
    },
    ...(v.time
      ? [{ k: 'para', indent: 1, text: `${tr(L, 'Time of the hearing', 'सुनवाई का समय')}: ${v.time}` } as Block]
      : []),
    ...(v.place
      ? [{ k: 'para', indent: 1, text: `${tr(L, 'Place of the hearing', 'सुनवाई का स्थान')}: ${v.place}` } as Block]
      : []),
    ...(v.link
      ? [{ k: 'para', indent: 1, text: `${tr(L, 'Link for the hearing', 'सुनवाई का लिंक')}: ${v.link}` } as Block]
      : []),
    {
      k: 'para',
      text: tr(
        L,
        'The person against whom the complaint has been made is required to appear personally or through a legal representative duly authorised by him, and the complainant or the authorised officer, as the case may be, is required to appear on that date.',
        'जिस व्यक्ति के विरुद्ध शिकायत की गई है, उससे अपेक्षा की जाती है कि वह उस तारीख को स्वयं या अपने द्वारा सम्यक् रूप से प्राधिकृत विधिक प्रतिनिधि के माध्यम से उपस्थित हो, और शिकायतकर्ता या प्राधिकृत अधिकारी, यथास्थिति, भी उपस्थित हों।',
      ),
    },
    {
      k: 'para',
      text: tr(
        L,
        'The parties may submit a list of witnesses or documents which they want to be examined, in addition to their written reply.',
        'पक्षकार अपने लिखित उत्तर के अतिरिक्त उन साक्षियों या दस्तावेजों की सूची प्रस्तुत कर सकते हैं जिनकी वे जांच कराना चाहते हैं।',
      ),
    },
    ...(v.inAbsence
      ? [
          {
            k: 'para',
            text: tr(
              L,
              'No reply having been received within the specified period, the hearing will proceed in the absence of the person against whom the complaint has been made.',
              'विनिर्दिष्ट अवधि के भीतर उत्तर प्राप्त न होने के कारण, सुनवाई उस व्यक्ति की अनुपस्थिति में की जाएगी जिसके विरुद्ध शिकायत की गई है।',
            ),
          } as Block,
        ]
      : []),
    signatureBlock(m.header),
    ...basisBlocks(m.header),
  ];
  return { title, blocks };
}

// ---- Summons (Rule 4(2)) -------------------------------------------------------------------------------------------

export function summonsLayout(m: DocumentModel<SummonsValues>): Layout {
  const L = m.header.lang;
  const v = m.values;
  const title = tr(L, 'Summons to Enforce Attendance', 'उपस्थिति प्रवर्तित करने हेतु समन');
  const what =
    v.purpose === 'evidence'
      ? tr(L, 'to give evidence', 'साक्ष्य देने के लिए')
      : v.purpose === 'documents'
        ? tr(L, 'to produce documents or reports', 'दस्तावेज या रिपोर्ट पेश करने के लिए')
        : tr(L, 'to give evidence and to produce documents or reports', 'साक्ष्य देने और दस्तावेज या रिपोर्ट पेश करने के लिए');
  const blocks: Block[] = [
    { k: 'title', text: title },
    ...inTheMatter(L, v.parties),
    ...toBlock(L, [v.witnessName]),
    {
      k: 'para',
      text:
        L === 'hi'
          ? `आप इस शिकायत के तथ्यों और परिस्थितियों से परिचित प्रतीत होते हैं। अतः आपको ${what} दिनांक ${longDate(v.appearOn, L)} को${v.time ? ` ${v.time} बजे` : ''}${v.place ? ` ${v.place} में` : ''} अधोहस्ताक्षरी के समक्ष उपस्थित होने के लिए समन किया जाता है।`
          : `You appear to be acquainted with the facts and circumstances of this complaint. You are therefore summoned to appear before the undersigned on ${longDate(v.appearOn, L)}${v.time ? ` at ${v.time}` : ''}${v.place ? `, at ${v.place},` : ''} ${what}.`,
    },
    {
      k: 'fields',
      rows: [
        { label: tr(L, 'Witness', 'साक्षी'), value: v.witnessName },
        { label: tr(L, 'Date of appearance', 'उपस्थिति की तारीख'), value: longDate(v.appearOn, L) },
        ...(v.time ? [{ label: tr(L, 'Time of appearance', 'उपस्थिति का समय'), value: v.time }] : []),
        ...(v.place ? [{ label: tr(L, 'Place of appearance', 'उपस्थिति का स्थान'), value: v.place }] : []),
        { label: tr(L, 'Purpose', 'प्रयोजन'), value: what },
      ],
    },
    signatureBlock(m.header),
    ...basisBlocks(m.header),
  ];
  return { title, blocks };
}

// ---- Order extending the reply period (Rule 4(4)) -----------------------------------------------------------------

export function replyExtensionLayout(m: DocumentModel<ReplyExtensionValues>): Layout {
  const L = m.header.lang;
  const v = m.values;
  const title = tr(L, 'Order Extending the Period of Reply', 'उत्तर की अवधि में समय-वृद्धि का आदेश');
  const blocks: Block[] = [
    { k: 'title', text: title },
    ...inTheMatter(L, v.parties),
    {
      k: 'para',
      text:
        L === 'hi'
          ? `दिनांक ${longDate(v.noticeIssuedOn, L)} की कारण बताओ सूचना का उत्तर देने के लिए विनिर्दिष्ट ${v.originalDays} दिन की अवधि, पर्याप्त कारण दर्शित किए जाने पर, लेखबद्ध किए गए निम्नलिखित कारणों से ${v.extraDays} दिन और बढ़ाई जाती है (कुल समय-वृद्धि ${v.totalDays} दिन)।`
          : `The period of ${v.originalDays} days specified for reply to the show-cause notice dated ${longDate(v.noticeIssuedOn, L)} is, sufficient cause having been shown, extended by a further ${v.extraDays} days (total extension ${v.totalDays} days), for the reasons recorded below.`,
    },
    {
      k: 'fields',
      rows: [
        { label: tr(L, 'Reasons recorded in writing', 'लेखबद्ध कारण'), value: v.reasons },
        { label: tr(L, 'Further period', 'अतिरिक्त अवधि'), value: tr(L, `${v.extraDays} days`, `${v.extraDays} दिन`) },
        { label: tr(L, 'Reply now due by', 'उत्तर देने की अंतिम तारीख'), value: longDate(v.dueOn, L) },
      ],
    },
    signatureBlock(m.header),
    ...basisBlocks(m.header),
  ];
  return { title, blocks };
}

// ---- Record of ex parte proceeding (Rule 4(7)) --------------------------------------------------------------------

export function exParteLayout(m: DocumentModel<ExParteValues>): Layout {
  const L = m.header.lang;
  const v = m.values;
  const title = tr(L, 'Record of Ex Parte Proceeding', 'एकपक्षीय कार्यवाही का अभिलेख');
  const blocks: Block[] = [
    { k: 'title', text: title },
    ...inTheMatter(L, v.parties),
    {
      k: 'fields',
      rows: [
        {
          label: tr(L, 'Show-cause notice issued on', 'कारण बताओ सूचना जारी होने की तारीख'),
          value: longDate(v.noticeIssuedOn, L),
        },
        {
          label: tr(L, 'Notice served on', 'सूचना की तामील की तारीख'),
          value: v.servedOn ? longDate(v.servedOn, L) : '',
        },
        { label: tr(L, 'Reply was due by', 'उत्तर की अंतिम तारीख'), value: longDate(v.replyDueOn, L) },
      ],
    },
    {
      k: 'para',
      text:
        L === 'hi'
          ? `${v.parties.contravener.name} ने विनिर्दिष्ट अवधि के भीतर उत्तर नहीं दिया है। अतः सुनवाई उनकी अनुपस्थिति में की जाएगी। जांच इस रीति से पूर्ण करने के कारण निम्नानुसार अभिलिखित किए जाते हैं:`
          : `${v.parties.contravener.name} has failed to reply within the specified period. The hearing will therefore proceed in the absence of that person. The reasons for completion of the inquiry in this manner are recorded as follows:`,
    },
    { k: 'para', indent: 1, text: v.reasons },
    signatureBlock(m.header),
    ...basisBlocks(m.header),
  ];
  return { title, blocks };
}

// ---- Order extending the proceedings (Rule 6) ----------------------------------------------------------------------

export function proceedingsExtensionLayout(m: DocumentModel<ProceedingsExtensionValues>): Layout {
  const L = m.header.lang;
  const v = m.values;
  const title = tr(L, 'Order Extending the Period of the Proceedings', 'कार्यवाही की अवधि में समय-वृद्धि का आदेश');
  const blocks: Block[] = [
    { k: 'title', text: title },
    ...inTheMatter(L, v.parties),
    {
      k: 'para',
      text:
        L === 'hi'
          ? `दिनांक ${longDate(v.receivedOn, L)} को प्राप्त शिकायत की कार्यवाही पूर्ण करने की छह मास की अवधि, विलंब का युक्तियुक्त कारण होने से, लेखबद्ध किए गए निम्नलिखित कारणों से ${v.days} दिन बढ़ाई जाती है (कुल समय-वृद्धि ${v.totalDays} दिन)।`
          : `The period of six months for completing the proceedings on the complaint received on ${longDate(v.receivedOn, L)} is, there being reasonable cause for the delay, extended by ${v.days} days (total extension ${v.totalDays} days), for the reasons recorded below.`,
    },
    {
      k: 'fields',
      rows: [
        { label: tr(L, 'Reasons recorded in writing', 'लेखबद्ध कारण'), value: v.reasons },
        {
          label: tr(L, 'Proceedings to be completed by', 'कार्यवाही पूर्ण करने की अंतिम तारीख'),
          value: longDate(v.dueOn, L),
        },
      ],
    },
    signatureBlock(m.header),
    ...basisBlocks(m.header),
  ];
  return { title, blocks };
}
