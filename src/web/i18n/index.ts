// The portal's messages: t(lang, key, params). The catalogues are files (en.ts, hi.ts), typed so that a key missing
// from Hindi does not compile. The language is the `ctp_lang` cookie (set by /lang), else the Accept-Language.

import { en } from './en.ts';
import type { Catalogue, MessageKey } from './en.ts';
import { hi } from './hi.ts';
import { as } from './as.ts';
import { bn } from './bn.ts';

export type { MessageKey } from './en.ts';
/** English, Hindi, and (issue 31) Assamese and Bengali, the reader's choice; Bodo's catalogue is to follow. */
export type Lang = 'en' | 'hi' | 'as' | 'bn';
export const LANGS: readonly Lang[] = ['en', 'hi', 'as', 'bn'];
export const LANG_COOKIE = 'ctp_lang';

/** Each language's name in its own script, for the language switch. */
export const LANG_NAMES: Readonly<Record<Lang, string>> = { en: 'English', hi: 'हिन्दी', as: 'অসমীয়া', bn: 'বাংলা' };

const CATALOGUES: Readonly<Record<Lang, Catalogue>> = { en, hi, as, bn };

export function isLang(s: unknown): s is Lang {
  return s === 'en' || s === 'hi' || s === 'as' || s === 'bn';
}

/**
 * The language of the words the steps catalogue and the Assam forms carry (English and Hindi): for Assamese and Bengali
 * readers, English. The step forms' own words are shown in Assamese and Bengali from their lists (step-words.ts); the
 * forms' defaults (an office's name) and the help desk's forms stay in English.
 */
export function messageLang(lang: Lang): 'en' | 'hi' {
  return lang === 'hi' ? 'hi' : 'en';
}

/** The language of a person's emails, SMS and account, as chosen on a form: any of the page languages, else Hindi. */
export function chosenMessageLang(chosen: unknown): Lang {
  return isLang(chosen) ? chosen : 'hi';
}

/** The choices of that language on a form, each in its own script. */
export const MESSAGE_LANG_OPTIONS: readonly { value: Lang; label: string; lang: Lang }[] = (
  ['hi', 'en', 'as', 'bn'] as const
).map((l) => ({ value: l, label: LANG_NAMES[l], lang: l }));

/** The message for a key, its {placeholders} filled. */
export function translate(lang: Lang, key: MessageKey, params: Readonly<Record<string, string | number>> = {}): string {
  const text = CATALOGUES[lang][key];
  return text.replace(/\{(\w+)\}/g, (m, name: string) => (name in params ? String(params[name]) : m));
}

/** A key built from data (a stage, an event type) when the catalogue has it, else the fallback key. */
export function keyOr(prefix: string, id: string, fallback: MessageKey): MessageKey {
  const k = `${prefix}.${id}`;
  return k in en ? (k as MessageKey) : fallback;
}

export type T = (key: MessageKey, params?: Readonly<Record<string, string | number>>) => string;

export function translator(lang: Lang): T {
  return (key, params) => translate(lang, key, params);
}

/** The language a request asks for: the cookie first, then Accept-Language (hi before en only when preferred). */
export function negotiate(cookie: string | undefined, acceptLanguage: string | undefined): Lang {
  if (isLang(cookie)) return cookie;
  const first = (acceptLanguage ?? '').split(',')[0]?.trim().toLowerCase() ?? '';
  if (first.startsWith('hi')) return 'hi';
  if (first.startsWith('as')) return 'as';
  if (first.startsWith('bn')) return 'bn';
  return 'en';
}
