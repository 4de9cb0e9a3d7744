// The portal's messages: t(lang, key, params). The catalogues are files (en.ts, hi.ts), typed so that a key missing
// from Hindi does not compile. The language is the `ctp_lang` cookie (set by /lang), else the Accept-Language.

import { en } from './en.ts';
import type { Catalogue, MessageKey } from './en.ts';
import { hi } from './hi.ts';

export type { MessageKey } from './en.ts';
export type Lang = 'en' | 'hi';
export const LANGS: readonly Lang[] = ['en', 'hi'];
export const LANG_COOKIE = 'ctp_lang';

const CATALOGUES: Readonly<Record<Lang, Catalogue>> = { en, hi };

export function isLang(s: unknown): s is Lang {
  return s === 'en' || s === 'hi';
}

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
  return first.startsWith('hi') ? 'hi' : 'en';
}
