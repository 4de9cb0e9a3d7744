// The field app's own files (src/web/assets/field/): its script, stylesheet, service worker and manifest. Each is read
// once, named by a content hash in its query (?v=), kept gzipped; the service worker is filled in with its version (a
// hash over everything it keeps, so a change of any of them is an update) and the list of files it keeps for offline.

import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { assets } from './assets.ts';

export interface FieldFile {
  readonly path: string;
  readonly type: string;
  readonly raw: Buffer;
  readonly gzip: Buffer;
}

export interface FieldAssets {
  readonly js: FieldFile;
  readonly css: FieldFile;
  readonly manifest: FieldFile;
  readonly icon: FieldFile;
  readonly sw: FieldFile;
  /** What the service worker keeps: the page, these files, the portal's stylesheet and fonts. */
  readonly precache: readonly string[];
}

const read = (name: string): Buffer => readFileSync(new URL(`./assets/field/${name}`, import.meta.url));
const hash = (b: Buffer | string): string => createHash('sha256').update(b).digest('hex').slice(0, 12);
const file = (path: string, type: string, raw: Buffer, versioned = true): FieldFile => {
  let gzip: Buffer | undefined; // made at the first request for it, then kept
  return {
    path: versioned ? `${path}?v=${hash(raw)}` : path,
    type,
    raw,
    get gzip(): Buffer {
      return (gzip ??= gzipSync(raw, { level: 9 }));
    },
  };
};

const ICON = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512"><rect width="512" height="512" rx="64" fill="#1d4f91"/><path d="M128 144h256v224H128z" fill="#fff"/><path d="M128 144l128 112 128-112" fill="none" stroke="#1d4f91" stroke-width="24"/></svg>`;

let loaded: FieldAssets | undefined;

export function fieldAssets(): FieldAssets {
  if (loaded) return loaded;
  const a = assets();
  const js = file('/field/app.js', 'text/javascript; charset=utf-8', read('app.js'));
  const css = file('/field/field.css', 'text/css; charset=utf-8', read('field.css'));
  const icon = file('/field/icon.svg', 'image/svg+xml', Buffer.from(ICON));
  const manifest = file(
    '/field/manifest.webmanifest',
    'application/manifest+json',
    Buffer.from(
      JSON.stringify({
        name: 'Cattle-trespass Case Portal: field service',
        short_name: 'Field service',
        start_url: '/field',
        scope: '/field',
        display: 'standalone',
        background_color: '#ffffff',
        theme_color: '#1d4f91',
        icons: [{ src: icon.path, sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
      }),
    ),
  );
  const precache = ['/field', js.path, css.path, a.css.path, a.font.path, a.fontSwitch.path, manifest.path, icon.path];
  const source = read('sw.js').toString('utf8');
  const version = hash(source + precache.join('\n'));
  const sw = file(
    '/field/sw.js',
    'text/javascript; charset=utf-8',
    Buffer.from(source.replace('__VERSION__', version).replace('__PRECACHE__', JSON.stringify(precache))),
    false,
  );
  loaded = { js, css, manifest, icon, sw, precache };
  return loaded;
}
