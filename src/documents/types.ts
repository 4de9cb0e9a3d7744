// The document engine's shared types: a document model (header + typed values) and the layout blocks it renders to.

import type { LocalDate } from '../lib/local-date.ts';
import type { ParamId } from '../rules/parameters.ts';
import type { ProvisionId } from '../rules/provisions.ts';
import type { AssamLang, DocLang } from '../rules/document-languages.ts';

/** English, Hindi, and Assam's Assamese, Bengali and Bodo (Devanagari): rules/document-languages.ts. */
export type Lang = DocLang;
/** The languages of the Rules' forms, in which every template is drawn. */
export type BaseLang = 'en' | 'hi';
export const LANGS: readonly BaseLang[] = ['en', 'hi'];
export type { AssamLang };

export const TEMPLATE_IDS = [
  'form-1',
  'form-2',
  'hearing-notice',
  'summons',
  'reply-extension-order',
  'ex-parte-record',
  'final-order',
  'proceedings-extension-order',
  'order-sheet',
  'form-3',
  'defect-intimation',
  'registration-refusal-order',
  'respondent-notice',
  'appellate-order',
  'recovery-referral',
  'payment-receipt',
  'assam-s26a-report',
] as const;
export type TemplateId = (typeof TEMPLATE_IDS)[number];

/** The office that issues a document and the officer who signs it, in the document's language. */
export interface Issuer {
  readonly office: string;
  readonly officer: string;
  readonly designation: string;
  readonly place: string;
}

/** A value the seeds do not give, shown on the document as "configured value" with where it comes from. */
export interface ConfiguredNote {
  readonly param: ParamId;
  readonly value: string;
  readonly basis: readonly ProvisionId[];
  readonly source: string;
}

/** What every document carries besides its values. */
export interface DocumentHeader {
  readonly template: TemplateId;
  readonly documentId: string;
  readonly caseNumber: string;
  /** The date of the document (the date of the proceeding that issues it). */
  readonly date: LocalDate;
  readonly lang: Lang;
  readonly issuer: Issuer;
  readonly basis: readonly ProvisionId[];
  readonly configured: readonly ConfiguredNote[];
  /**
   * The other language of an Assam office's pair (English with Assamese, Bengali or Bodo): both copies then say, in
   * both languages, that the English version prevails where they differ (Assam's order of 15 April 2025).
   */
  readonly pairWith?: AssamLang;
  /** Rule 7(1): the office of the district's Appellate Authority, in the document's language (the order says it). */
  readonly appealTo?: AppealTo;
}

/** Rule 7(1), issue 27 point 9: where an appeal lies, the Appellate Authority of the district by its office. */
export interface AppealTo {
  readonly district: string;
  readonly office: string;
}

export interface DocumentModel<T = unknown> {
  readonly header: DocumentHeader;
  readonly values: T;
}

/** Inputs every builder takes beside the case: the identity of the document and who issues it. */
export interface BuildContext {
  readonly documentId: string;
  readonly caseNumber: string;
  readonly lang: Lang;
  readonly issuer: Issuer;
  /** The other language of an Assam office's pair (DocumentHeader.pairWith). */
  readonly pairWith?: AssamLang;
  /** The district's Appellate Authority (DocumentHeader.appealTo). */
  readonly appealTo?: AppealTo;
  /**
   * The office's own place (name, address) in English and in the document's language: a place the officer recorded
   * that is the office's English one (the form's default) is printed in the document's language (see placeIn).
   */
  readonly officePlace?: { readonly en: string; readonly local: string };
}

/** A place as recorded, or the office's own place in the document's language when the record names it in English. */
export function placeIn(ctx: BuildContext, recorded: string): string {
  return ctx.officePlace && recorded.trim() === ctx.officePlace.en ? ctx.officePlace.local : recorded;
}

export interface FieldRow {
  readonly label: string;
  readonly value: string;
}

/** Layout blocks, in reading order. Every string is drawn line by line with its logical text as ActualText. */
export type Block =
  | { readonly k: 'title'; readonly text: string }
  | { readonly k: 'subtitle'; readonly text: string }
  | { readonly k: 'heading'; readonly text: string }
  | {
      readonly k: 'para';
      readonly text: string;
      readonly num?: string;
      readonly align?: 'left' | 'right' | 'center';
      readonly bold?: boolean;
      readonly indent?: number;
    }
  | { readonly k: 'fields'; readonly rows: readonly FieldRow[]; readonly labelWidth?: number }
  | {
      readonly k: 'table';
      readonly head: readonly string[];
      readonly rows: readonly (readonly string[])[];
      readonly widths: readonly number[];
    }
  | { readonly k: 'signature'; readonly lines: readonly string[] }
  | { readonly k: 'space'; readonly h?: number };

export interface Layout {
  readonly title: string;
  readonly blocks: readonly Block[];
}
