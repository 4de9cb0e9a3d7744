// The running head's and foot's words of a document in each language (render/pdf.ts), and the language tags.

import type { DocumentHeader } from '../types.ts';
import { tr } from '../format.ts';
import type { FontScript } from './fonts.ts';

/** The BCP 47 tag of the document's language (the PDF's /Lang and every span's). */
export const LANG_TAG: Record<DocumentHeader['lang'], string> = {
  en: 'en-IN',
  hi: 'hi-IN',
  as: 'as-IN',
  bn: 'bn-IN',
  brx: 'brx-IN',
};

/** The running head's and foot's words in Assam's languages. */
const EN_HI = {
  caseNo: ['Case No.', 'मामला संख्या'],
  documentId: ['Document ID', 'दस्तावेज़ आईडी'],
  date: ['Date', 'दिनांक'],
  issuedBy: ['Issued by', 'जारीकर्ता'],
  verify: ['Verify this document at', 'इस दस्तावेज़ का सत्यापन करें'],
} as const;

/** A word of the running head or foot in the document's language. */
export const word = (L: DocumentHeader['lang'], k: keyof typeof EN_HI): string =>
  tr(L, EN_HI[k][0], EN_HI[k][1], FURNITURE[k]);

export const FURNITURE = {
  caseNo: { as: 'গোচৰ নম্বৰ', bn: 'মামলা নম্বর', brx: 'केस नम्बर' },
  documentId: { as: 'নথিৰ চিনাকি নম্বৰ', bn: 'নথির পরিচয় নম্বর', brx: 'बिलाइनि सिनायथि नम्बर' },
  date: { as: 'তাৰিখ', bn: 'তারিখ', brx: 'तारिख' },
  issuedBy: { as: 'জাৰি কৰোঁতা', bn: 'জারিকারী', brx: 'दिहुनग्रा' },
  verify: { as: 'এই নথি পৰীক্ষা কৰক', bn: 'এই নথি যাচাই করুন', brx: 'बे बिलाइखौ आनजाद' },
} as const;

export const pageOf = (L: DocumentHeader['lang'], i: number, n: number): string =>
  tr(L, `Page ${i} of ${n}`, `पृष्ठ ${i} / ${n}`, {
    as: `পৃষ্ঠা ${i} / ${n}`,
    bn: `পৃষ্ঠা ${i} / ${n}`,
    brx: `बिखं ${i} / ${n}`,
  });

/** Bengali-Assamese script for Assamese and Bengali, and for the English copy paired with either; else Devanagari. */
export function scriptOf(h: DocumentHeader): FontScript {
  return h.lang === 'as' || h.lang === 'bn' || h.pairWith === 'as' || h.pairWith === 'bn' ? 'beng' : 'deva';
}
