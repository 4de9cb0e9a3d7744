// The process server's field app (/field): hand-written, no framework, no build step. It keeps the day's tasks and an
// outbox of signed proofs in IndexedDB (a service-worker update never touches IndexedDB), signs each proof with an
// ECDSA P-256 key made on this phone and never extractable, and sends the outbox when the network returns: on
// "online", on opening, after each proof, and again with back-off after a failure (Background Sync only as an extra).
'use strict';

(function () {
  const $ = (id) => document.getElementById(id);
  const root = $('field');
  if (!root || !window.indexedDB || !window.crypto || !crypto.subtle) return;
  const words = JSON.parse($('field-words').textContent || '{}');
  const w = (k, p) => String(words[k] || k).replace(/\{(\w+)\}/g, (_, n) => (p && n in p ? p[n] : ''));
  const csrf = root.getAttribute('data-csrf') || '';
  const MAX_PHOTO = 300 * 1024;
  const LONG_SIDE = 1600;

  // ----- IndexedDB, by hand -----------------------------------------------------------------------------------------
  let dbp;
  function db() {
    dbp =
      dbp ||
      new Promise((res, rej) => {
        const r = indexedDB.open('ctp-field', 1);
        r.onupgradeneeded = () => {
          const d = r.result;
          d.createObjectStore('kv');
          d.createObjectStore('tasks', { keyPath: 'id' });
          d.createObjectStore('outbox', { keyPath: 'hash' });
        };
        r.onsuccess = () => res(r.result);
        r.onerror = () => rej(r.error);
      });
    return dbp;
  }
  const done = (t) =>
    new Promise((res, rej) => {
      t.oncomplete = () => res();
      t.onerror = t.onabort = () => rej(t.error);
    });
  const req = (r) =>
    new Promise((res, rej) => {
      r.onsuccess = () => res(r.result);
      r.onerror = () => rej(r.error);
    });
  async function get(store, key) {
    return req((await db()).transaction(store).objectStore(store).get(key));
  }
  async function all(store) {
    return req((await db()).transaction(store).objectStore(store).getAll());
  }
  async function put(store, value, key) {
    const t = (await db()).transaction(store, 'readwrite');
    t.objectStore(store).put(value, key);
    return done(t);
  }

  // ----- Hashes, canonical JSON, base64 -----------------------------------------------------------------------------
  const hex = (buf) => Array.from(new Uint8Array(buf), (b) => b.toString(16).padStart(2, '0')).join('');
  const sha256 = async (data) => hex(await crypto.subtle.digest('SHA-256', data));
  function sortKeys(v) {
    if (Array.isArray(v)) return v.map(sortKeys);
    if (v && typeof v === 'object') {
      const o = {};
      for (const k of Object.keys(v).sort()) if (v[k] !== undefined) o[k] = sortKeys(v[k]);
      return o;
    }
    return v;
  }
  const canonical = (v) => JSON.stringify(sortKeys(v));
  function b64(buf) {
    const bytes = new Uint8Array(buf);
    let s = '';
    for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode.apply(null, bytes.subarray(i, i + 0x8000));
    return btoa(s);
  }

  // ----- The key and the enrolment ----------------------------------------------------------------------------------
  async function keys() {
    let k = await get('kv', 'keys');
    if (!k) {
      // Not extractable: the private key can sign on this phone and can never be read out of it.
      k = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, false, ['sign', 'verify']);
      await put('kv', k, 'keys');
    }
    return k;
  }
  async function enrol() {
    const k = await keys();
    const jwk = await crypto.subtle.exportKey('jwk', k.publicKey);
    const r = await fetch('/field/api/devices', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', 'x-csrf-token': csrf },
      body: JSON.stringify({
        publicKey: { kty: jwk.kty, crv: jwk.crv, x: jwk.x, y: jwk.y },
        label: (document.getElementById('field-label')?.value || '').trim() || navigator.userAgent.slice(0, 90),
      }),
    });
    const j = await r.json();
    if (!r.ok) throw new Error(j.detail || j.title || r.statusText);
    await put('kv', { id: j.deviceId, fingerprint: j.fingerprint, status: 'pending' }, 'device');
    render();
  }
  async function refreshDevice() {
    const d = await get('kv', 'device');
    if (!d) return;
    const r = await fetch('/field/api/devices/' + d.id, { credentials: 'same-origin' });
    if (r.ok) {
      const j = await r.json();
      await put('kv', Object.assign({}, d, { status: j.status }), 'device');
    }
  }

  // ----- Sync -------------------------------------------------------------------------------------------------------
  let backoff = 0;
  let timer;
  let syncing = false;
  function schedule() {
    backoff = Math.min(backoff ? backoff * 2 : 2000, 300000);
    clearTimeout(timer);
    timer = setTimeout(sync, backoff);
  }
  async function pullTasks() {
    const r = await fetch('/field/api/tasks', { credentials: 'same-origin' });
    if (!r.ok) return;
    const j = await r.json();
    const t = (await db()).transaction('tasks', 'readwrite');
    const s = t.objectStore('tasks');
    s.clear();
    for (const task of j.tasks) s.put(task);
    await done(t);
  }
  async function send(entry) {
    const photos = [];
    for (const p of entry.photos) photos.push(b64(await p.arrayBuffer()));
    const payload = { body: entry.body, signature: entry.signature, photos: photos, sentAt: new Date().toISOString() };
    if (entry.receiverSignature) payload.receiverSignature = b64(await entry.receiverSignature.arrayBuffer());
    // No cookie: the proof is its own authority (the phone's approved key signed it).
    const r = await fetch('/field/api/proofs', {
      method: 'POST',
      credentials: 'omit',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(payload),
    });
    if (r.status >= 500) throw new Error('server');
    const j = await r.json();
    const next = Object.assign({}, entry, {
      state: j.verdict,
      message: j.message || j.reason || '',
      flags: j.flags || [],
      sentAt: new Date().toISOString(),
    });
    await put('outbox', next);
  }
  async function pushOutbox() {
    const waiting = (await all('outbox')).filter((e) => e.state === 'waiting').sort((a, b) => a.seq - b.seq);
    for (const e of waiting) await send(e);
  }
  async function sync() {
    if (syncing) return;
    syncing = true;
    try {
      await pushOutbox();
      await pullTasks();
      await refreshDevice();
      backoff = 0;
      clearTimeout(timer);
    } catch {
      schedule();
    } finally {
      syncing = false;
      render();
    }
  }

  // ----- Photos and the signature pad -------------------------------------------------------------------------------
  const toBlob = (canvas, type, q) => new Promise((res) => canvas.toBlob(res, type, q));
  /** Long side at most 1600 px, at most 300 KB; drawn through a canvas, so the camera's metadata (EXIF) is dropped. */
  async function compress(file) {
    const bmp = await createImageBitmap(file);
    let scale = Math.min(1, LONG_SIDE / Math.max(bmp.width, bmp.height));
    const canvas = document.createElement('canvas');
    for (;;) {
      canvas.width = Math.max(1, Math.round(bmp.width * scale));
      canvas.height = Math.max(1, Math.round(bmp.height * scale));
      canvas.getContext('2d').drawImage(bmp, 0, 0, canvas.width, canvas.height);
      for (const q of [0.8, 0.7, 0.6, 0.5, 0.4]) {
        const blob = await toBlob(canvas, 'image/jpeg', q);
        if (blob && blob.size <= MAX_PHOTO) return blob;
      }
      scale *= 0.75;
    }
  }
  const pad = $('field-sig');
  let drawn = false;
  if (pad) {
    const ctx = pad.getContext('2d');
    let last;
    const at = (e) => {
      const r = pad.getBoundingClientRect();
      return [((e.clientX - r.left) * pad.width) / r.width, ((e.clientY - r.top) * pad.height) / r.height];
    };
    pad.addEventListener('pointerdown', (e) => {
      last = at(e);
      pad.setPointerCapture(e.pointerId);
    });
    pad.addEventListener('pointermove', (e) => {
      if (!last) return;
      const p = at(e);
      ctx.lineWidth = 3;
      ctx.lineCap = 'round';
      ctx.beginPath();
      ctx.moveTo(last[0], last[1]);
      ctx.lineTo(p[0], p[1]);
      ctx.stroke();
      last = p;
      drawn = true;
    });
    pad.addEventListener('pointerup', () => (last = undefined));
    $('field-sig-clear').addEventListener('click', () => {
      ctx.clearRect(0, 0, pad.width, pad.height);
      drawn = false;
    });
  }
  function locate() {
    return new Promise((res) => {
      if (!navigator.geolocation) return res(null);
      navigator.geolocation.getCurrentPosition(
        (p) => res({ lat: p.coords.latitude, lon: p.coords.longitude, accuracy: p.coords.accuracy }),
        () => res(null),
        { enableHighAccuracy: true, timeout: 20000, maximumAge: 60000 },
      );
    });
  }

  // ----- Recording a proof ------------------------------------------------------------------------------------------
  const form = $('field-form');
  const say = (text) => {
    $('field-msg').textContent = text;
  };
  async function record(e) {
    e.preventDefault();
    const task = await get('tasks', form.elements.task.value);
    const device = await get('kv', 'device');
    if (!task || !device) return;
    const outcome = form.elements.outcome.value;
    const text = (name) => form.elements[name].value.trim() || undefined;
    const files = Array.from(form.elements.photos.files || []).slice(0, 4);
    say(w('field.locating'));
    const [geo, photos] = await Promise.all([locate(), Promise.all(files.map(compress))]);
    const hashes = [];
    for (const p of photos) hashes.push(await sha256(await p.arrayBuffer()));
    const sig = drawn ? await toBlob(pad, 'image/png') : undefined;
    const chain = (await get('kv', 'chain')) || { seq: 0, prev: null };
    const body = canonical({
      v: 1,
      device: device.id,
      seq: chain.seq + 1,
      prev: chain.prev,
      task: task.id,
      notice: task.noticeSha256,
      manner: outcome === 'affixed' ? 'affixing' : 'tender',
      outcome: outcome,
      receiver: outcome === 'affixed' ? undefined : text('receiver'),
      refusal: outcome === 'refused' ? text('refusal') : undefined,
      place: outcome === 'affixed' ? text('place') : undefined,
      witnesses: (form.elements.witnesses.value || '')
        .split('\n')
        .map((x) => x.trim())
        .filter(Boolean),
      at: new Date().toISOString(),
      geo: geo,
      photos: hashes,
      receiverSignature: sig ? await sha256(await sig.arrayBuffer()) : undefined,
      remarks: text('remarks'),
    });
    const k = await keys();
    const signature = b64(
      await crypto.subtle.sign({ name: 'ECDSA', hash: 'SHA-256' }, k.privateKey, new TextEncoder().encode(body)),
    );
    const hash = await sha256(new TextEncoder().encode(body));
    // The proof and the chain's head move together, or neither does.
    const t = (await db()).transaction(['outbox', 'kv'], 'readwrite');
    t.objectStore('outbox').put({
      hash: hash,
      seq: chain.seq + 1,
      body: body,
      signature: signature,
      photos: photos,
      receiverSignature: sig,
      state: 'waiting',
      task: task.id,
      caseNumber: task.caseNumber,
      savedAt: new Date().toISOString(),
    });
    t.objectStore('kv').put({ seq: chain.seq + 1, prev: hash }, 'chain');
    await done(t);
    form.reset();
    if (pad) pad.getContext('2d').clearRect(0, 0, pad.width, pad.height);
    drawn = false;
    say(geo ? w('field.saved') : w('field.saved') + ' ' + w('field.noLocation'));
    $('field-record').hidden = true;
    if (navigator.serviceWorker && navigator.serviceWorker.ready)
      navigator.serviceWorker.ready.then((r) => r.sync && r.sync.register('field-outbox')).catch(() => undefined);
    await render();
    sync();
  }

  // ----- Rendering --------------------------------------------------------------------------------------------------
  function el(tag, attrs, kids) {
    const n = document.createElement(tag);
    for (const k in attrs || {}) n.setAttribute(k, attrs[k]);
    for (const c of kids || []) n.append(c);
    return n;
  }
  function open(task) {
    form.elements.task.value = task.id;
    $('field-record-title').textContent = w('field.recordFor', { caseNumber: task.caseNumber });
    form.elements.outcome.value = task.manner === 'affixing' ? 'affixed' : 'handed-over';
    form.elements.receiver.value = task.addressee;
    form.elements.place.value = task.address;
    $('field-record').hidden = false;
    $('field-record-title').focus();
  }
  async function render() {
    const device = await get('kv', 'device');
    $('field-net').textContent = navigator.onLine ? w('field.online') : w('field.offline');
    $('field-device-state').textContent = device ? w('field.device.' + device.status) : w('field.device.none');
    $('field-fp').textContent = device ? device.fingerprint.slice(0, 16).replace(/(.{4})(?!$)/g, '$1 ') : '';
    $('field-enrol').hidden = !!device;
    const outbox = (await all('outbox')).sort((a, b) => b.seq - a.seq);
    // A refused proof leaves its task to be recorded again.
    const pending = new Set(outbox.filter((e) => e.state !== 'refused').map((e) => e.task));
    const tasks = (await all('tasks')).filter((t) => !pending.has(t.id));
    const list = $('field-tasks');
    list.replaceChildren();
    for (const t of tasks) {
      const b = el('button', { type: 'button', class: 'primary' }, [w('field.record')]);
      b.addEventListener('click', () => open(t));
      b.disabled = !device || t.manner === 'served' || t.manner === 'by-office';
      list.append(
        el('li', { class: 'card' }, [
          el('h3', {}, [t.caseNumber + ' · ' + w('field.notice.' + t.notice)]),
          el('p', {}, [w('field.addressee') + ': ' + t.addressee]),
          el('p', {}, [w('field.address') + ': ' + t.address]),
          el('p', {}, [w('field.manner') + ': ' + w('field.manner.' + t.manner)]),
          el('p', { class: 'hash' }, [w('field.noticeHash') + ': ' + t.noticeSha256.slice(0, 16) + '…']),
          b,
        ]),
      );
    }
    $('field-no-tasks').hidden = tasks.length > 0;
    const out = $('field-outbox');
    out.replaceChildren();
    for (const e of outbox) {
      const kids = [
        el('strong', {}, [e.caseNumber]),
        ' · ',
        el('span', { class: 'state-' + e.state }, [w('field.state.' + e.state)]),
      ];
      if (e.message) kids.push(el('p', { class: e.state === 'refused' ? 'error' : '' }, [e.message]));
      for (const f of e.flags || []) kids.push(el('p', { class: 'flag' }, [w('field.flag.' + f)]));
      out.append(el('li', { 'data-hash': e.hash, 'data-state': e.state }, kids));
    }
    $('field-outbox-empty').hidden = outbox.length > 0;
  }

  form.addEventListener('submit', (e) =>
    record(e).catch((err) => {
      say(String((err && err.message) || err));
    }),
  );
  $('field-cancel').addEventListener('click', () => ($('field-record').hidden = true));
  $('field-enrol').addEventListener('click', () => enrol().catch((err) => say(String(err.message || err))));
  $('field-sync').addEventListener('click', () => {
    backoff = 0;
    sync();
  });
  window.addEventListener('online', () => {
    backoff = 0;
    sync();
  });
  window.addEventListener('offline', render);
  if (navigator.serviceWorker) {
    navigator.serviceWorker.register(root.getAttribute('data-sw'), { scope: '/field' }).catch(() => undefined);
    navigator.serviceWorker.addEventListener('message', (e) => e.data === 'sync' && sync());
  }
  root.classList.add('js');
  render().then(sync);
})();
