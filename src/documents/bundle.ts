// The bundle served on a party who has no account (issue 15): a covering sheet in the party's language (the address,
// what is enclosed, the three manners of service of Rule 4(5) / Rule 7(9) with blanks for their proof, returned to
// the office), a page left with the person (the case number and the claim code with which the person can follow and
// answer the case on the portal, while it is unclaimed), then each signed document and its
// enclosure, page for page (pdf-lib copies the signed PDFs' pages unchanged; the QR code on every page still leads to
// the document's public verification).

import type * as PdfLibModule from 'pdf-lib';
import { lazyPackage } from '../lib/lazy-package.ts';
import type { BundleInput, BundleRenderer } from '../app/ports/parties.ts';
import { longDate, tr } from './format.ts';
import { BUNDLE_WORDS as W, fillRegional } from './bundle-words.ts';
import { LANG_TAG } from './render/furniture-words.ts';
import { renderConsentForm } from './consent-form.ts';
import { renderPdf } from './render/pdf.ts';
import type { Block, DocumentHeader, Layout } from './types.ts';

const pdfLib = lazyPackage<typeof PdfLibModule>('pdf-lib');

const BLANK = '______________________________';

export function coverLayout(b: BundleInput): Layout {
  const L = b.lang;
  const rule =
    b.kind === 'appeal' ? tr(L, 'Rule 7(9)', 'नियम 7(9)', W.rule79) : tr(L, 'Rule 4(5)', 'नियम 4(5)', W.rule45);
  const title = tr(L, 'Documents for service', 'तामील हेतु दस्तावेज़', W.title);
  const blocks: Block[] = [
    { k: 'title', text: title },
    {
      k: 'fields',
      rows: [
        { label: tr(L, 'Case number', 'मामला संख्या', W.caseNumber), value: b.caseNumber },
        { label: tr(L, 'Issued by', 'जारीकर्ता', W.issuedBy), value: `${b.office.name}, ${b.office.address}` },
        { label: tr(L, 'To', 'प्रति', W.to), value: `${b.party.name} (${b.party.roleTitle})` },
        { label: tr(L, 'Address', 'पता', W.address), value: b.party.address },
      ],
    },
    { k: 'heading', text: tr(L, 'Enclosed', 'संलग्न', W.enclosed) },
    {
      k: 'table',
      head: [tr(L, 'No.', 'क्रम', W.no), tr(L, 'Document', 'दस्तावेज़', W.document), tr(L, 'Dated', 'दिनांक', W.dated)],
      widths: [0.1, 0.62, 0.28],
      rows: b.documents.flatMap((d, i) => [
        [String(i + 1), d.title, longDate(d.issuedOn, L)],
        ...(d.enclosure
          ? [
              [
                tr(L, `${i + 1}(a)`, `${i + 1}(क)`, fillRegional(W.sub, { n: String(i + 1) })),
                d.enclosure.title,
                longDate(d.issuedOn, L),
              ],
            ]
          : []),
      ]),
    },
    {
      k: 'heading',
      text: tr(L, `Manner of service (${rule})`, `तामील की रीति (${rule})`, fillRegional(W.manner, { rule })),
    },
    {
      k: 'para',
      text: tr(
        L,
        'Serve by (i) delivering or tendering to the person or the authorised representative; or (ii) speed post (or electronic means) to the residence or place of business, or the last one; and (iii) only if (i) and (ii) fail, by affixing on the outer door or a conspicuous part of those premises. Fill in the proof of the manner used and return this sheet to the office; leave the documents (and the page headed "Keep this page", if any) with the person.',
        'तामील (i) व्यक्ति या प्राधिकृत प्रतिनिधि को सौंपकर या निविदा करके; या (ii) निवास या कारबार के स्थान, या अंतिम ज्ञात स्थान पर स्पीड पोस्ट (या इलेक्ट्रॉनिक माध्यम) से; और (iii) केवल तभी जब (i) और (ii) विफल हों, उस परिसर के बाहरी द्वार या किसी सहजदृश्य भाग पर चिपकाकर की जाए। अपनाई गई रीति का प्रमाण भरें और यह पत्र कार्यालय को लौटाएं; दस्तावेज़ (और "यह पृष्ठ अपने पास रखें" शीर्षक वाला पृष्ठ, यदि हो) व्यक्ति के पास छोड़ें।',
        W.mannerText,
      ),
    },
    { k: 'heading', text: tr(L, '(i) Delivered or tendered', '(i) सौंपकर या निविदा करके', W.delivered) },
    {
      k: 'fields',
      rows: [
        { label: tr(L, 'Tendered by (name, designation)', 'निविदा करने वाला (नाम, पदनाम)', W.tenderedBy), value: BLANK },
        { label: tr(L, 'Tendered to', 'जिसे निविदा की गई', W.tenderedTo), value: BLANK },
        { label: tr(L, 'Date and time', 'तारीख और समय', W.dateTime), value: BLANK },
        { label: tr(L, 'Accepted or refused', 'स्वीकार किया या इंकार किया', W.acceptedRefused), value: BLANK },
        {
          label: tr(
            L,
            'Signature or thumb impression of the receiver',
            'प्राप्तकर्ता के हस्ताक्षर या अंगूठे का निशान',
            W.receiverSig,
          ),
          value: BLANK,
        },
      ],
    },
    { k: 'heading', text: tr(L, '(ii) Speed post', '(ii) स्पीड पोस्ट', W.speedPost) },
    {
      k: 'fields',
      rows: [
        { label: tr(L, 'Article number', 'वस्तु संख्या', W.articleNumber), value: BLANK },
        { label: tr(L, 'Date of posting', 'डाक में डालने की तारीख', W.postingDate), value: BLANK },
      ],
    },
    {
      k: 'heading',
      text: tr(
        L,
        '(iii) Affixed (only after (i) and (ii) failed)',
        '(iii) चिपकाकर (केवल (i) और (ii) विफल होने पर)',
        W.affixed,
      ),
    },
    {
      k: 'fields',
      rows: [
        { label: tr(L, 'Place of affixing', 'चिपकाने का स्थान', W.placeOfAffixing), value: BLANK },
        { label: tr(L, 'Date and time', 'तारीख और समय', W.dateTime), value: BLANK },
        {
          label: tr(L, 'Witnesses (name and signature)', 'साक्षी (नाम और हस्ताक्षर)', W.witnesses),
          value: `1. ${BLANK}\n2. ${BLANK}`,
        },
      ],
    },
  ];
  return { title: `${title}: ${b.caseNumber}`, blocks };
}

/**
 * The page left with the person, served with the first document (Form-II, the notice of the appeal): the case number,
 * the claim code and how to claim the case on the portal, in plain words. Only in the bundle served on that person:
 * the signed documents, which the other parties also read, never carry the code.
 */
export function claimLayout(b: BundleInput & { readonly claimCode: string }): Layout {
  const L = b.lang;
  const portal = b.portalUrl.replace(/\/$/, '');
  const title = tr(L, 'Keep this page', 'यह पृष्ठ अपने पास रखें', W.keep);
  return {
    title: `${title}: ${b.caseNumber}`,
    blocks: [
      { k: 'title', text: title },
      {
        k: 'subtitle',
        text: tr(L, 'Follow and answer this case on the portal', 'इस मामले को पोर्टल पर देखें और उत्तर दें', W.follow),
      },
      {
        k: 'fields',
        rows: [
          { label: tr(L, 'For', 'किसके लिए', W.for), value: `${b.party.name} (${b.party.roleTitle})` },
          { label: tr(L, 'Case number', 'मामला संख्या', W.caseNumber), value: b.caseNumber },
          { label: tr(L, 'Claim code', 'दावा कोड', W.claimCode), value: b.claimCode },
        ],
      },
      {
        k: 'para',
        text: tr(
          L,
          `1. On a phone or computer, open ${portal}/phone and sign up with your mobile number; a six-digit code comes to it by SMS. (With an email address you may sign up at ${portal}/register instead.)`,
          `1. फ़ोन या कंप्यूटर पर ${portal}/phone खोलें और अपने मोबाइल नंबर से जुड़ें; उस पर एसएमएस से छह अंकों का कोड आएगा। (ई-मेल पता हो तो ${portal}/register पर भी जुड़ सकते हैं।)`,
          fillRegional(W.step1, { portal }),
        ),
      },
      {
        k: 'para',
        text: tr(
          L,
          `2. Open ${portal}/claim and enter the case number ${b.caseNumber} and the claim code ${b.claimCode}.`,
          `2. ${portal}/claim खोलें और मामला संख्या ${b.caseNumber} तथा दावा कोड ${b.claimCode} दर्ज करें।`,
          fillRegional(W.step2, { portal, number: b.caseNumber, code: b.claimCode }),
        ),
      },
      { k: 'para', text: b.claimCode, bold: true, align: 'center' },
      {
        k: 'para',
        text: tr(
          L,
          '3. The case then appears under "My cases": you can read every notice and order of the case, reply within the time allowed, ask for more time, and see the dates of hearing.',
          '3. तब मामला "मेरे मामले" में दिखेगा: आप मामले की हर सूचना और आदेश पढ़ सकेंगे, अनुमत समय में उत्तर दे सकेंगे या और समय मांग सकेंगे, और सुनवाई की तारीखें देख सकेंगे।',
          W.step3,
        ),
      },
      {
        k: 'para',
        text: tr(
          L,
          'The code is for you alone: do not share it. It works until the case is claimed. You need not use the portal: you may reply in writing at the office, and every notice will still be served on you.',
          'यह कोड केवल आपके लिए है: इसे किसी को न बताएं। मामले का दावा होने तक कोड मान्य है। पोर्टल का उपयोग अनिवार्य नहीं है: आप कार्यालय में लिखित उत्तर दे सकते हैं, और हर सूचना की तामील आप पर होती रहेगी।',
          W.codeAlone,
        ),
      },
    ],
  };
}

/** The covering sheet, rendered by the document engine, then the page to keep (with the claim code) and every document's pages. */
export async function renderBundle(b: BundleInput): Promise<Uint8Array> {
  const first = b.documents[0];
  const header: DocumentHeader = {
    // The sheet is not an issued document of its own: its QR code leads to the first document it serves.
    template: (first?.template ?? 'form-2') as DocumentHeader['template'],
    documentId: first?.documentId ?? '',
    caseNumber: b.caseNumber,
    date: b.printedOn,
    lang: b.lang,
    issuer: {
      office: b.office.name,
      officer: b.office.name,
      designation: tr(b.lang, 'for service', 'तामील हेतु', W.forService),
      place: b.office.address,
    },
    basis: [],
    configured: [],
  };
  const cover = await renderPdf(header, coverLayout(b), { publicUrl: b.portalUrl });
  const { PDFDocument } = pdfLib();
  const out = await PDFDocument.create();
  out.setTitle(`${tr(b.lang, 'Documents for service', 'तामील हेतु दस्तावेज़', W.title)}: ${b.caseNumber}`);
  out.setLanguage(LANG_TAG[b.lang]);
  const append = async (bytes: Uint8Array): Promise<void> => {
    const src = await PDFDocument.load(bytes, { ignoreEncryption: true });
    for (const p of await out.copyPages(src, src.getPageIndices())) out.addPage(p);
  };
  await append(cover);
  if (b.claimCode)
    await append(await renderPdf(header, claimLayout({ ...b, claimCode: b.claimCode }), { publicUrl: b.portalUrl }));
  for (const d of b.documents) {
    await append(d.pdf);
    if (d.enclosure) await append(d.enclosure.pdf);
  }
  return out.save({ useObjectStreams: false });
}

export const bundleRenderer: BundleRenderer = { render: renderBundle, consent: renderConsentForm };
