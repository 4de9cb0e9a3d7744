// Static assets of the portal, served by the portal itself (no third-party host): the stylesheet, the small
// progressive-enhancement script and the Devanagari fonts (Noto Sans Devanagari 400 and 700, WOFF2 subsets built from
// the package the PDF engine uses by scripts/build-fonts.ts, loaded by the browser only for Devanagari text).
// Each is loaded once, named by its content hash (so it may be cached for a year), and kept compressed (brotli and
// gzip, made at its first request) so a phone on a weak connection downloads as little as possible.

import { createHash } from 'node:crypto';
import { NAME_RANGES, BENGALI_RANGES, unicodeRange } from './font-ranges.ts';
import { readFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export interface Asset {
  readonly path: string;
  readonly type: string;
  readonly raw: Buffer;
  readonly br: Buffer;
  readonly gzip: Buffer;
}

function asset(name: string, ext: string, type: string, raw: Buffer): Asset {
  const hash = createHash('sha256').update(raw).digest('hex').slice(0, 12);
  const text = type.startsWith('text/') || type.includes('javascript');
  // Compressed when first asked for, then kept: brotli at its best quality costs about a second of CPU for the fonts,
  // which a process that never serves them (a command, a test) need not pay.
  let br: Buffer | undefined;
  let gzip: Buffer | undefined;
  return {
    path: `/assets/${name}.${hash}.${ext}`,
    type,
    raw,
    get br(): Buffer {
      return (br ??= brotliCompressSync(raw, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 11,
          ...(text ? { [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } : {}),
        },
      }));
    },
    get gzip(): Buffer {
      return (gzip ??= gzipSync(raw, { level: 9 }));
    },
  };
}

export interface Assets {
  readonly css: Asset;
  readonly js: Asset;
  readonly font: Asset;
  readonly fontSwitch: Asset;
  /** Noto Sans Bengali (400) for Assamese and Bengali pages, and the switch's "অসমীয়া বাংলা" (issue 31). */
  readonly fontBengali: Asset;
  readonly fontBengaliSwitch: Asset;
  /** A Hindi name on an English page (issue 30): the letters at 400. */
  readonly fontNames: Asset;
  byPath(path: string): Asset | undefined;
}

let loaded: Assets | undefined;

/** The assets, built once per process. */
export function assets(): Assets {
  if (loaded) return loaded;
  const font = asset(
    'noto-sans-devanagari-wght',
    'woff2',
    'font/woff2',
    readFileSync(new URL('./assets/fonts/noto-sans-devanagari-wght.woff2', import.meta.url)),
  );
  const fontSwitch = asset(
    'noto-sans-devanagari-switch',
    'woff2',
    'font/woff2',
    readFileSync(new URL('./assets/fonts/noto-sans-devanagari-switch.woff2', import.meta.url)),
  );
  const fontNames = asset(
    'noto-sans-devanagari-names',
    'woff2',
    'font/woff2',
    readFileSync(new URL('./assets/fonts/noto-sans-devanagari-names.woff2', import.meta.url)),
  );
  const fontBengali = asset(
    'noto-sans-bengali-400',
    'woff2',
    'font/woff2',
    readFileSync(new URL('./assets/fonts/noto-sans-bengali-400.woff2', import.meta.url)),
  );
  const fontBengaliSwitch = asset(
    'noto-sans-bengali-switch',
    'woff2',
    'font/woff2',
    readFileSync(new URL('./assets/fonts/noto-sans-bengali-switch.woff2', import.meta.url)),
  );
  const cssText = readFileSync(new URL('./assets/portal.css', import.meta.url), 'utf8')
    .replaceAll('__FONT_URL__', font.path)
    .replace('__FONT_SWITCH_URL__', fontSwitch.path)
    .replace('__FONT_NAMES_URL__', fontNames.path)
    .replace('__NAME_RANGE__', unicodeRange(NAME_RANGES))
    .replace('__FONT_BN_URL__', fontBengali.path)
    .replace('__FONT_BN_SWITCH_URL__', fontBengaliSwitch.path)
    .replace('__BENGALI_RANGE__', unicodeRange(BENGALI_RANGES));
  const css = asset('portal', 'css', 'text/css; charset=utf-8', Buffer.from(cssText));
  const js = asset(
    'portal',
    'js',
    'text/javascript; charset=utf-8',
    readFileSync(new URL('./assets/portal.js', import.meta.url)),
  );
  const all = new Map([css, js, font, fontSwitch, fontNames, fontBengali, fontBengaliSwitch].map((a) => [a.path, a]));
  loaded = { css, js, font, fontSwitch, fontNames, fontBengali, fontBengaliSwitch, byPath: (p) => all.get(p) };
  return loaded;
}
