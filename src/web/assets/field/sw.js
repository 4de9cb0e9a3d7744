// The field app's service worker: keeps the /field page, its script, the stylesheet and the fonts, so the app opens
// with no network. It never touches IndexedDB, where the proofs wait: an update of this worker replaces only its own
// cache. The portal fills in the version and the files to keep when it serves this file.
'use strict';

const VERSION = '__VERSION__';
const PRECACHE = __PRECACHE__;
const CACHE = 'ctp-field-' + VERSION;

self.addEventListener('install', (e) => {
  e.waitUntil(
    caches
      .open(CACHE)
      .then((c) => c.addAll(PRECACHE))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (e) => {
  e.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(keys.filter((k) => k.startsWith('ctp-field-') && k !== CACHE).map((k) => caches.delete(k))),
      )
      .then(() => self.clients.claim()),
  );
});

/** The page: from the network when there is one (and kept), else as last kept. */
async function page(request) {
  const cache = await caches.open(CACHE);
  try {
    const res = await fetch(request);
    if (res.ok) await cache.put('/field', res.clone());
    return res;
  } catch (err) {
    const kept = await cache.match('/field', { ignoreVary: true });
    if (kept) return kept;
    throw err;
  }
}

self.addEventListener('fetch', (e) => {
  const request = e.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname === '/field' || url.pathname === '/field/') {
    e.respondWith(page(request));
  } else if (PRECACHE.includes(url.pathname + url.search)) {
    e.respondWith(caches.match(url.pathname + url.search, { ignoreVary: true }).then((hit) => hit || fetch(request)));
  }
});

// Background Sync, where the browser has it: wake the open page to send its outbox. Never relied on: the page also
// sends on "online", on opening and with back-off.
self.addEventListener('sync', (e) => {
  if (e.tag === 'field-outbox')
    e.waitUntil(self.clients.matchAll({ type: 'window' }).then((cs) => cs.forEach((c) => c.postMessage('sync'))));
});
