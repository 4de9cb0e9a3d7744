// Layouts of the adjudication documents, the order and after it (Rules 4(8), 4(12) to 4(15)): the final order, the
// receipt of a payment and the referral to the Board for recovery; and the "in the matter of" fields every order and
// notice of the case opens with. Re-exported by adjudication.ts.

import type { Block, DocumentModel, Lang, Layout } from '../types.ts';
import type {
  FinalOrderValues,
  Parties,
  PaymentReceiptValues,
  RecoveryReferralValues,
} from '../models/adjudication.ts';
import { asRecorded, longDate, rupees, tr } from '../format.ts';
import { basisBlocks, signatureBlock, toBlock } from './common.ts';
import { compensationBlock, findingsBlocks, sectionsFound, sectionsText } from './order-findings.ts';

/** The parties, as the orders and notices of the case name them. */
export const inTheMatter = (L: Lang, p: Parties): Block[] => [
  {
    k: 'fields',
    rows: [
      { label: tr(L, 'Complainant', 'शिकायतकर्ता'), value: `${p.complainant.name}, ${p.complainant.address}` },
      {
        label: tr(L, 'Alleged contravener', 'कथित उल्लंघनकर्ता'),
        value: `${p.contravener.name}, ${p.contravener.address}`,
      },
    ],
  },
];

// ---- Final order (Rule 4(12) / 4(8) / 4(13)) ----------------------------------------------------------------------

export function finalOrderLayout(m: DocumentModel<FinalOrderValues>): Layout {
  const L = m.header.lang;
  const v = m.values;
  const dismissed = v.kind === 'dismissal';
  const title = dismissed
    ? tr(L, 'Order Dismissing the Complaint', 'शिकायत खारिज करने का आदेश')
    : tr(
        L,
        'Order Imposing Penalty and Awarding Compensation, Expenses or Charges',
        'शास्ति अधिरोपित करने और प्रतिकर, व्यय या प्रभार अधिनिर्णीत करने का आदेश',
      );
  const a = v.amounts;
  const history: string[] = [
    `${tr(L, 'Complaint received on', 'शिकायत प्राप्ति की तारीख')}: ${longDate(v.complaintReceivedOn, L)}`,
    ...(v.replyOn
      ? [
          `${tr(L, 'Reply received on', 'उत्तर प्राप्ति की तारीख')}: ${longDate(v.replyOn, L)}${v.onAdmission ? tr(L, ' (contravention admitted)', ' (उल्लंघन की स्वीकृति)') : ''}`,
        ]
      : []),
    ...(v.exParte
      ? [
          tr(
            L,
            'The hearing proceeded in the absence of the person complained against.',
            'सुनवाई उस व्यक्ति की अनुपस्थिति में हुई जिसके विरुद्ध शिकायत की गई थी।',
          ),
        ]
      : []),
    ...v.hearings.map((h) => `${tr(L, 'Hearing held on', 'सुनवाई की तारीख')}: ${longDate(h, L)}`),
    ...(v.hearingsInAbsence ?? []).map((h) =>
      L === 'hi'
        ? `दिनांक ${longDate(h.on, L)} की अनुपस्थिति में सुनवाई में शिकायतकर्ता की निम्नलिखित सामग्री की परीक्षा की गई: ${h.materialExamined.join('; ')}`
        : `At the hearing in absence on ${longDate(h.on, L)} the complainant's material examined was: ${h.materialExamined.join('; ')}`,
    ),
    ...(v.onAdmission && v.heardOnAmountOn
      ? [
          tr(
            L,
            `The person was heard on the amount of penalty and compensation on ${longDate(v.heardOnAmountOn, L)}.`,
            `व्यक्ति को शास्ति और प्रतिकर की राशि पर दिनांक ${longDate(v.heardOnAmountOn, L)} को सुना गया।`,
          ),
        ]
      : []),
    ...(v.onAdmission && v.notHeardOnAmountReasons
      ? [
          tr(
            L,
            `The person was not heard on the amount of penalty and compensation, for this reason: ${v.notHeardOnAmountReasons}`,
            `व्यक्ति को शास्ति और प्रतिकर की राशि पर इस कारण से नहीं सुना गया: ${v.notHeardOnAmountReasons}`,
          ),
        ]
      : []),
  ];
  const blocks: Block[] = [
    { k: 'title', text: title },
    ...inTheMatter(L, v.parties),
    {
      k: 'fields',
      rows: [
        { label: tr(L, 'Contravention alleged', 'अभिकथित उल्लंघन'), value: v.contravention },
        { label: tr(L, 'Provision alleged to be contravened', 'उल्लंघित अभिकथित उपबंध'), value: v.provisionAlleged },
      ],
    },
    { k: 'heading', text: tr(L, 'Proceedings', 'कार्यवाही') },
    ...history.map((h): Block => ({ k: 'para', text: `• ${h}` })),
    ...findingsBlocks(L, v),
    { k: 'heading', text: tr(L, 'Reasons', 'कारण') },
    { k: 'para', text: asRecorded(v.reasons, L) },
    { k: 'heading', text: tr(L, 'Order', 'आदेश') },
  ];
  // The operative part names the sections found contravened (orders recorded before findings name the one alleged).
  const found = sectionsFound(v);
  const contravened = found ? sectionsText(L, found) : v.provisionAlleged;
  if (dismissed) {
    const grounds = v.findings?.map((f) => f.section);
    const notFound = grounds && grounds.length > 0 ? sectionsText(L, grounds) : undefined;
    blocks.push({
      k: 'para',
      text: tr(
        L,
        `Being satisfied, for the findings and reasons recorded above, that the person complained against has not contravened ${notFound ?? 'any provision of the Act'}, the charges are dropped and the complaint is dismissed.`,
        `ऊपर लेखबद्ध निष्कर्षों और कारणों से यह समाधान हो जाने पर कि जिस व्यक्ति के विरुद्ध शिकायत की गई है उसने ${notFound ?? 'अधिनियम के किसी उपबंध'} का उल्लंघन नहीं किया है, आरोप छोड़े जाते हैं और शिकायत खारिज की जाती है।`,
      ),
    });
  } else {
    blocks.push(
      {
        k: 'para',
        text:
          L === 'hi'
            ? `यह समाधान हो जाने पर कि ${v.parties.contravener.name} ने ${contravened} का उल्लंघन किया है, ऊपर लेखबद्ध निष्कर्षों और कारणों से निम्नानुसार आदेश किया जाता है:`
            : `Being satisfied that ${v.parties.contravener.name} has contravened ${contravened}, for the findings and reasons recorded above it is ordered as follows:`,
      },
      {
        k: 'table',
        widths: [3, 1.4],
        head: [tr(L, 'Head', 'मद'), tr(L, 'Amount', 'राशि')],
        rows: [
          [tr(L, 'Penalty', 'शास्ति'), rupees(a.penaltyPaise)],
          [tr(L, 'Compensation', 'प्रतिकर'), rupees(a.compensationPaise)],
          [tr(L, 'Expenses', 'व्यय'), rupees(a.expensesPaise)],
          [tr(L, 'Charges', 'प्रभार'), rupees(a.chargesPaise)],
          [tr(L, 'Total', 'कुल'), rupees(a.totalPaise)],
        ],
      },
    );
    if (v.penaltyCeilingRupees !== undefined && a.penaltyPaise > 0) {
      // Issue 27: the section and the range applied, read on the day of the contravention (Article 20(1)).
      const day = longDate(v.ceilingReadOn ?? m.header.date, L);
      blocks.push({
        k: 'para',
        text:
          v.penaltyCeilingRupees === null
            ? tr(
                L,
                `The penalty is imposed for the contravention of ${contravened}. No maximum of the penalty had been notified for this State on ${day}, the day of the contravention; the amount is fixed by this order for the reasons recorded above.`,
                `शास्ति ${contravened} के उल्लंघन के लिए अधिरोपित की जाती है। उल्लंघन के दिन, ${day} को, इस राज्य के लिए शास्ति की कोई अधिकतम सीमा अधिसूचित नहीं थी; राशि इस आदेश द्वारा ऊपर लेखबद्ध कारणों से नियत की जाती है।`,
              )
            : tr(
                L,
                `The penalty is imposed for the contravention of ${contravened}, within the range of ${rupees(0)} to ${rupees(v.penaltyCeilingRupees * 100)} in force for this State on ${day}, the day of the contravention.`,
                `शास्ति ${contravened} के उल्लंघन के लिए, उल्लंघन के दिन, ${day} को, इस राज्य के लिए प्रवृत्त ${rupees(0)} से ${rupees(v.penaltyCeilingRupees * 100)} तक की सीमा के भीतर अधिरोपित की जाती है।`,
              ),
      });
    }
    blocks.push(...compensationBlock(L, v));
    if (v.depositDays !== undefined && v.depositDueOn !== undefined) {
      // Rule 4(14): recovery follows the s.27C period (A-2), not the order's own time limit; said as provisional while configured.
      const provisional = m.header.configured.some((c) => c.param === 'deposit.period-days');
      blocks.push({
        k: 'para',
        text:
          L === 'hi'
            ? `शास्ति की राशि ${rupees(a.penaltyPaise)} इस आदेश की तारीख से ${v.depositDays} दिन के भीतर, अर्थात् दिनांक ${longDate(v.depositDueOn, L)} तक, भारतीय जीव-जंतु कल्याण बोर्ड की निधि में जमा की जाए। यदि शास्ति का भुगतान अधिनियम की धारा 27ग के अधीन अवधि${provisional ? ' (जो राज्य द्वारा धारा 27ग के अधीन अवधि अधिसूचित किए जाने तक पोर्टल का पूर्वनिर्धारित मान है)' : ''} के भीतर नहीं किया जाता, तो भारतीय जीव-जंतु कल्याण बोर्ड उसकी वसूली के लिए आवश्यक कार्रवाई करेगा (नियम 4(14))।`
            : `The penalty of ${rupees(a.penaltyPaise)} shall be deposited within ${v.depositDays} days of this order, that is by ${longDate(v.depositDueOn, L)}, to the Fund of the Animal Welfare Board of India. If it is not paid within the period under section 27C of the Act${provisional ? " (the portal's configured default until the State notifies a period under section 27C)" : ''}, the Animal Welfare Board of India shall take necessary action for its recovery (Rule 4(14)).`,
      });
    }
  }
  // Rule 7(1), issue 27 point 9: the Appellate Authority of the district, by its office, when the record knows it (the
  // Hindi names the district by the office's Hindi name: the district's own name is kept in English only).
  const to = m.header.appealTo;
  blocks.push(
    {
      k: 'para',
      text: tr(
        L,
        'A copy of this order, duly signed, shall be supplied free of cost to the person against whom the complaint was made and to the complainant or the authorised officer.',
        'इस आदेश की सम्यक् रूप से हस्ताक्षरित प्रति उस व्यक्ति को, जिसके विरुद्ध शिकायत की गई थी, और शिकायतकर्ता या प्राधिकृत अधिकारी को निःशुल्क दी जाएगी।',
      ),
    },
    {
      k: 'para',
      text: to
        ? tr(
            L,
            `An appeal lies to the Appellate Authority (the District Magistrate or an Additional District Magistrate of ${to.district} district), ${to.office}, in Form-III.`,
            `इसके विरुद्ध अपील प्ररूप-III में अपील प्राधिकारी (जिले के जिला मजिस्ट्रेट या अपर जिला मजिस्ट्रेट), ${to.office} को की जा सकती है।`,
          )
        : tr(
            L,
            'An appeal lies to the Appellate Authority in Form-III.',
            'इसके विरुद्ध अपील प्ररूप-III में अपील प्राधिकारी को की जा सकती है।',
          ),
    },
    signatureBlock(m.header),
    ...basisBlocks(m.header),
  );
  return { title, blocks };
}

// ---- Payment receipt ------------------------------------------------------------------------------------------------

const MODES: Record<PaymentReceiptValues['mode'], [string, string]> = {
  cash: ['Cash', 'नकद'],
  'bank-challan': ['Bank challan', 'बैंक चालान'],
  online: ['Online payment', 'ऑनलाइन भुगतान'],
  'demand-draft': ['Demand draft', 'मांग ड्राफ्ट'],
};

export function paymentReceiptLayout(m: DocumentModel<PaymentReceiptValues>): Layout {
  const L = m.header.lang;
  const v = m.values;
  const title = tr(L, 'Receipt for Deposit of Penalty', 'शास्ति जमा करने की रसीद');
  const blocks: Block[] = [
    { k: 'title', text: title },
    ...inTheMatter(L, v.parties),
    {
      k: 'fields',
      rows: [
        { label: tr(L, 'Receipt number', 'रसीद संख्या'), value: v.receiptNo },
        { label: tr(L, 'Date of deposit', 'जमा करने की तारीख'), value: longDate(v.on, L) },
        { label: tr(L, 'Received from', 'किससे प्राप्त'), value: v.parties.contravener.name },
        { label: tr(L, 'Amount received', 'प्राप्त राशि'), value: rupees(v.amountPaise) },
        { label: tr(L, 'Mode of payment', 'भुगतान का माध्यम'), value: tr(L, ...MODES[v.mode]) },
        { label: tr(L, 'Order dated', 'आदेश की तारीख'), value: longDate(v.orderOn, L) },
        { label: tr(L, 'Penalty imposed', 'अधिरोपित शास्ति'), value: rupees(v.penaltyPaise) },
        { label: tr(L, 'Deposited to date', 'अब तक जमा'), value: rupees(v.depositedToDatePaise) },
        { label: tr(L, 'Outstanding', 'शेष'), value: rupees(v.outstandingPaise) },
        {
          label: tr(L, 'Credited to', 'जमा खाता'),
          value: tr(L, 'Fund of the Animal Welfare Board of India', 'भारतीय जीव-जंतु कल्याण बोर्ड की निधि'),
        },
      ],
    },
    signatureBlock(m.header, false),
    ...basisBlocks(m.header),
  ];
  return { title, blocks };
}

// ---- Referral to the Board for recovery (Rules 4(14), 7(12)) -------------------------------------------------------

export function recoveryReferralLayout(m: DocumentModel<RecoveryReferralValues>): Layout {
  const L = m.header.lang;
  const v = m.values;
  const title = tr(
    L,
    'Reference to the Animal Welfare Board of India for Recovery of Penalty',
    'शास्ति की वसूली हेतु भारतीय जीव-जंतु कल्याण बोर्ड को संदर्भ',
  );
  const blocks: Block[] = [
    { k: 'title', text: title },
    ...toBlock(L, [
      tr(L, 'The Chairperson,', 'अध्यक्ष,'),
      tr(L, 'Animal Welfare Board of India', 'भारतीय जीव-जंतु कल्याण बोर्ड'),
    ]),
    {
      k: 'para',
      text:
        L === 'hi'
          ? `नीचे वर्णित व्यक्ति ने${v.source === 'appeal' ? ' अपील प्राधिकारी द्वारा पुष्ट' : ''} आदेश द्वारा अधिरोपित शास्ति विनिर्दिष्ट अवधि के भीतर जमा नहीं की है। कृपया उसकी वसूली के लिए आवश्यक कार्रवाई करें।`
          : `The person named below has not paid, within the period specified, the penalty imposed by the order${v.source === 'appeal' ? ' confirmed by the Appellate Authority' : ''}. You are requested to take necessary action for its recovery.`,
    },
    // Issue 27, point 5: the Board is told of an appeal pending against the order, which may vary or set it aside.
    ...(v.appealPending
      ? [
          {
            k: 'para' as const,
            text: tr(
              L,
              `An appeal against the order (${v.appealPending.number}, filed on ${longDate(v.appealPending.filedOn, L)}) is pending before the Appellate Authority under Rule 7. If the Appellate Authority varies or sets aside the order (Rule 7(11)), the amount to be recovered follows the appellate order.`,
              `आदेश के विरुद्ध अपील (${v.appealPending.number}, ${longDate(v.appealPending.filedOn, L)} को फाइल की गई) अपील प्राधिकारी के समक्ष नियम 7 के अधीन लंबित है। यदि अपील प्राधिकारी आदेश को परिवर्तित या अपास्त करता है (नियम 7(11)), तो वसूल की जाने वाली राशि अपील आदेश के अनुसार होगी।`,
            ),
          },
        ]
      : []),
    {
      k: 'fields',
      rows: [
        { label: tr(L, 'Person liable', 'दायी व्यक्ति'), value: v.person.name },
        { label: tr(L, 'Address', 'पता'), value: v.person.address },
        {
          label: tr(L, 'Order of the Adjudicating Officer dated', 'न्यायनिर्णायक अधिकारी के आदेश की तारीख'),
          value: longDate(v.orderOn, L),
        },
        ...(v.appellateOrderOn
          ? [{ label: tr(L, 'Appellate order dated', 'अपील आदेश की तारीख'), value: longDate(v.appellateOrderOn, L) }]
          : []),
        ...(v.sectionsFound
          ? [
              {
                label: tr(L, 'Section found contravened', 'उल्लंघन पाई गई धारा'),
                value: sectionsText(L, v.sectionsFound),
              },
            ]
          : []),
        { label: tr(L, 'Penalty imposed', 'अधिरोपित शास्ति'), value: rupees(v.penaltyPaise) },
        { label: tr(L, 'Deposited', 'जमा राशि'), value: rupees(v.depositedPaise) },
        { label: tr(L, 'Outstanding', 'बकाया'), value: rupees(v.outstandingPaise) },
        {
          label: tr(L, 'Last day for payment', 'भुगतान की अंतिम तारीख'),
          value: `${longDate(v.dueOn, L)} (${tr(L, `${v.periodDays} days`, `${v.periodDays} दिन`)})`,
        },
      ],
    },
    signatureBlock(m.header),
    ...basisBlocks(m.header),
  ];
  return { title, blocks };
}
