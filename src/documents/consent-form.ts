// The consent form of assisted access (issue 30, point 5): printed by the office's help desk in the party's language,
// signed or thumb-impressed by the party, scanned and attached to the case. While it is on record the operator named
// on it may take the party's own steps for them on the portal; every step so taken names the operator, the party and
// this consent on the order sheet.

import type { ConsentFormInput } from '../app/ports/parties.ts';
import { longDate, tr } from './format.ts';
import { BUNDLE_WORDS as BUNDLE, CONSENT_WORDS as W, fillRegional } from './bundle-words.ts';
import { renderPdf } from './render/pdf.ts';
import type { DocumentHeader, Layout } from './types.ts';

const BLANK = '______________________________';

function consentLayout(c: ConsentFormInput): Layout {
  const L = c.lang;
  const title = tr(L, 'Consent to act for me on the portal', 'पोर्टल पर मेरी ओर से कार्य करने की सहमति', W.title);
  return {
    title: `${title}: ${c.caseNumber}`,
    blocks: [
      { k: 'title', text: title },
      {
        k: 'fields',
        rows: [
          { label: tr(L, 'Case number', 'मामला संख्या', BUNDLE.caseNumber), value: c.caseNumber },
          {
            label: tr(L, 'Office', 'कार्यालय', W.office),
            value: [c.office.name, c.office.address].filter(Boolean).join(', '),
          },
          {
            label: tr(L, 'Name of the party', 'पक्षकार का नाम', W.partyName),
            value: `${c.party.name} (${c.party.roleTitle})`,
          },
          { label: tr(L, 'Address', 'पता', BUNDLE.address), value: c.party.address },
          { label: tr(L, 'Operator of the help desk', 'सहायता केंद्र का संचालक', W.operator), value: c.operatorName },
        ],
      },
      {
        k: 'para',
        text: tr(
          L,
          `I, ${c.party.name}, have no phone or email of my own with which to use the portal. I ask ${c.operatorName}, of the help desk of this office, to do for me on the portal, in this case only, what I may do myself: give my reply, ask for more time, ask for a copy, and the like, in the words I give. I have been told that everything done for me is recorded in my name and shows that ${c.operatorName} did it for me, that I remain responsible for what I say, and that I may end this consent at any time by telling the office.`,
          `मैं, ${c.party.name}, के पास पोर्टल उपयोग करने के लिए अपना फ़ोन या ई-मेल नहीं है। मैं इस कार्यालय के सहायता केंद्र के ${c.operatorName} से अनुरोध करता/करती हूँ कि केवल इस मामले में, पोर्टल पर मेरी ओर से वह कार्य करें जो मैं स्वयं कर सकता/सकती हूँ: मेरे दिए शब्दों में मेरा उत्तर देना, और समय मांगना, प्रति मांगना आदि। मुझे बताया गया है कि मेरी ओर से किया गया हर कार्य मेरे नाम से दर्ज होगा और उसमें लिखा होगा कि ${c.operatorName} ने उसे मेरी ओर से किया, कि अपने कथन के लिए मैं स्वयं उत्तरदायी हूँ, और कि मैं कार्यालय को बताकर यह सहमति कभी भी समाप्त कर सकता/सकती हूँ।`,
          fillRegional(W.text, { party: c.party.name, operator: c.operatorName }),
        ),
      },
      {
        k: 'fields',
        rows: [
          {
            label: tr(L, 'Signature or thumb impression of the party', 'पक्षकार के हस्ताक्षर या अंगूठे का निशान', W.sig),
            value: `\n\n${BLANK}`,
          },
          { label: tr(L, 'Date', 'दिनांक', W.date), value: BLANK },
          {
            label: tr(
              L,
              'Read over and explained by (name, signature)',
              'पढ़कर सुनाया और समझाया (नाम, हस्ताक्षर)',
              W.readOver,
            ),
            value: `${c.operatorName}\n${BLANK}`,
          },
          { label: tr(L, 'Witness (name, signature)', 'साक्षी (नाम, हस्ताक्षर)', W.witness), value: BLANK },
        ],
      },
      {
        k: 'para',
        text: tr(
          L,
          `Printed on ${longDate(c.printedOn, L)}. The operator scans this signed page and attaches it to the case; only then may the operator act for the party.`,
          `${longDate(c.printedOn, L)} को मुद्रित। संचालक यह हस्ताक्षरित पृष्ठ स्कैन करके मामले में संलग्न करता है; उसके बाद ही संचालक पक्षकार की ओर से कार्य कर सकता है।`,
          fillRegional(W.printed, { date: longDate(c.printedOn, L) }),
        ),
      },
    ],
  };
}

export async function renderConsentForm(c: ConsentFormInput): Promise<Uint8Array> {
  const header: DocumentHeader = {
    template: 'form-2',
    documentId: '',
    caseNumber: c.caseNumber,
    date: c.printedOn,
    lang: c.lang,
    issuer: {
      office: c.office.name,
      officer: c.operatorName,
      designation: tr(c.lang, 'help desk', 'सहायता केंद्र', W.helpDesk),
      place: c.office.address,
    },
    basis: [],
    configured: [],
  };
  // Not an issued document (nothing to verify): its QR code leads to the page where its signed scan is attached.
  return renderPdf(header, consentLayout(c), {
    publicUrl: c.portalUrl,
    qr: { url: c.attachAt, label: tr(c.lang, 'Attach the signed form at', 'हस्ताक्षरित प्ररूप यहाँ संलग्न करें', W.attachAt) },
  });
}
