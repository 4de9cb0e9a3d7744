// Static assets of the portal, served by the portal itself (no third-party host): the stylesheet, the small
// progressive-enhancement script and the Devanagari font (Noto Sans Devanagari 400, the TTF the PDF engine uses).
// Each is loaded once at start, named by its content hash (so it may be cached for a year), and kept precompressed
// (brotli and gzip) so a phone on a weak connection downloads as little as possible.

import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export interface Asset {
  readonly path: string;
  readonly type: string;
  readonly raw: Buffer;
  readonly br: Buffer;
  readonly gzip: Buffer;
}

const require = createRequire(import.meta.url);

function asset(name: string, ext: string, type: string, raw: Buffer): Asset {
  const hash = createHash('sha256').update(raw).digest('hex').slice(0, 12);
  const text = type.startsWith('text/') || type.includes('javascript');
  return {
    path: `/assets/${name}.${hash}.${ext}`,
    type,
    raw,
    br: brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, ...(text ? { [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } : {}) } }),
    gzip: gzipSync(raw, { level: 9 }),
  };
}

export interface Assets {
  readonly css: Asset;
  readonly js: Asset;
  readonly font: Asset;
  byPath(path: string): Asset | undefined;
}

let loaded: Assets | undefined;

/** The assets, built once per process. */
export function assets(): Assets {
  if (loaded) return loaded;
  const fontFile = require.resolve('@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf');
  const font = asset('noto-sans-devanagari-400', 'ttf', 'font/ttf', readFileSync(fontFile));
  const cssText = readFileSync(new URL('./assets/portal.css', import.meta.url), 'utf8').replace('__FONT_URL__', font.path);
  const css = asset('portal', 'css', 'text/css; charset=utf-8', Buffer.from(cssText));
  const js = asset('portal', 'js', 'text/javascript; charset=utf-8', readFileSync(new URL('./assets/portal.js', import.meta.url)));
  const all = new Map([css, js, font].map((a) => [a.path, a]));
  loaded = { css, js, font, byPath: (p) => all.get(p) };
  return loaded;
}
