// Issue 32: serving notices in the field, offline, in Chromium at 360 px. The process server's phone enrols its key,
// syncs three tasks, goes offline (the browser context offline and the portal's HTTP server stopped), reopens /field
// from its service worker, records a tender with a 12-megapixel photo and a set location, and a proof for a task the
// office reallocated meanwhile; back online, the tender is verified and on the order sheet within 10 seconds and the
// other lands as "needs review". Then: the same proof sent three times is stored once; a service-worker update with two
// proofs waiting loses neither; the private key cannot be exported; a flipped photo byte and a changed latitude are
// refused and the phone says why; a revoked phone's proof is refused; a phone whose clock is two hours fast is flagged.
// axe on every /field page (English and Hindi, signed out, the form open, offline; once per page structure). The script
// and the service worker are weighed gzipped. Screenshots (CTP_SCREENSHOTS=1, or of a page that fails its check):
// test/artefacts/web/field-*.360.png. Chromium is the one the browser files share (borrowBrowser).

import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { Actor, RoleGrant } from '../../src/app/actor.ts';
import { fileComplaint } from '../../src/app/cases/file-complaint.ts';
import { linkParty } from '../../src/app/cases/link-party.ts';
import { runCommand } from '../../src/app/cases/run-command.ts';
import {
  allocateTask,
  appointProcessServer,
  approveDevice,
  reallocateTask,
  revokeDevice,
} from '../../src/app/field/office.ts';
import { compose } from '../../src/compose.ts';
import type { Composed } from '../../src/compose.ts';
import { readEnv } from '../../src/config/env.ts';
import { noticeCmd, validParticulars } from '../../src/domain/adjudication/fixtures.ts';
import { SystemClock } from '../../src/lib/clock.ts';
import { createApp } from '../../src/server/app.ts';
import { fieldAssets } from '../../src/web/field-assets.ts';
import { postgresTestDatabase } from '../db.ts';
import { freePort } from '../portal.ts';
import { quietLogger, TEST_HASHER } from '../services.ts';
import { ARTEFACTS, axeSeriousOnce, borrowBrowser, SCREENSHOTS } from './browser.ts';

/** The page's globals the waits read (the test is compiled without the DOM's types). */
interface G {
  document: {
    querySelectorAll(s: string): { length: number };
    getElementById(id: string): { textContent: string | null } | null;
  };
  caches: { keys(): Promise<string[]> };
  navigator: { serviceWorker: { ready: Promise<unknown>; controller: unknown } };
}

const SURESH = { email: 'suresh@demo.example', password: 'suresh-demo-2026' };
const SDM = { email: 'sdm.sadar@demo.example', password: 'sdm-sadar-2026' };
const LAT = 27.17667;
const LON = 78.00806;

describe('Rule 4(5): serving notices in the field, offline, at 360 px', () => {
  let composed: Composed;
  let browser: Browser;
  let borrowed: { browser: Browser; release(): Promise<void> } | undefined;
  let server: Server | undefined;
  let port: number;
  let base: string;
  let dir: string;
  let own: { url: string; drop(): Promise<void> } | undefined;
  /** The portal's behaviour the test changes: a new deployment of the service worker, proofs not reaching it. */
  const deploy = { swSuffix: '', proofsDown: false };
  let sdm: Actor;
  let suresh: Actor;
  let other: Actor;
  let office: string;
  const contexts: BrowserContext[] = [];

  async function actorOf(email: string): Promise<Actor> {
    const k = composed.db.kysely;
    const a = await k.selectFrom('account').select(['id', 'name']).where('email', '=', email).executeTakeFirstOrThrow();
    const grants = await k.selectFrom('role_grant').selectAll().where('account_id', '=', a.id).execute();
    return {
      kind: 'account',
      accountId: a.id,
      name: a.name,
      grants: grants.map(
        (g) =>
          ({
            role: g.role,
            ...(g.office_code ? { officeCode: g.office_code } : {}),
            ...(g.district_code ? { districtCode: g.district_code } : {}),
            ...(g.state_code ? { stateCode: g.state_code } : {}),
          }) as RoleGrant,
      ),
    };
  }

  function startServer(): Promise<void> {
    const app = createApp(composed.services, {
      logger: quietLogger,
      publicUrl: base,
      uploadMaxBytes: 10 * 1024 * 1024,
      cookieSecure: false,
    });
    const fetch = async (req: Request): Promise<Response> => {
      const path = new URL(req.url).pathname;
      if (path === '/field/api/proofs' && deploy.proofsDown) return new Response('down', { status: 503 });
      if (path === '/field/sw.js' && deploy.swSuffix) {
        const plain = new Request(req.url, { headers: { accept: '*/*' } });
        const r = await app.fetch(plain);
        // A new deployment: a new version, so a new cache (and the old one dropped).
        const text = (await r.text()).replace(/const VERSION = '([^']+)'/, `const VERSION = '$1-${deploy.swSuffix}'`);
        return new Response(text, {
          headers: {
            'content-type': 'text/javascript; charset=utf-8',
            'cache-control': 'no-cache',
            'service-worker-allowed': '/field',
          },
        });
      }
      return app.fetch(req);
    };
    server = serve({ fetch, port, hostname: '127.0.0.1' }) as Server;
    return new Promise((res) => server!.once('listening', () => res()));
  }
  async function stopServer(): Promise<void> {
    const s = server!;
    server = undefined;
    await new Promise<void>((res) => {
      s.close(() => res());
      s.closeAllConnections();
    });
  }

  /** A complaint by the demo complainant, its Form-II issued and signed, allocated to `to`. */
  async function task(to: Actor = suresh): Promise<{ streamId: string; taskId: string }> {
    const ramesh = await actorOf('ramesh@demo.example');
    const filed = await fileComplaint(composed.services.cases, ramesh, {
      officeCode: office,
      complaint: { filedBy: { capacity: 'aggrieved-person' }, mode: 'electronic', particulars: validParticulars() },
    });
    await runCommand(composed.services.cases, sdm, {
      streamId: filed.id,
      command: { ...noticeCmd(SystemClock.today()), on: SystemClock.today() } as never,
    });
    const runner = composed.startDocumentRunner({ start: false, log: () => {} }).runner;
    while ((await runner.drain()) > 0) {
      /* until idle */
    }
    const { taskId } = await allocateTask(composed.services.field, sdm, {
      streamId: filed.id,
      notice: 'form-2',
      addressee: 'Mohan Lal',
      address: 'House 4, Village Rampur, Tehsil Sadar, Agra',
      accountId: to.accountId,
    });
    return { streamId: filed.id, taskId };
  }

  async function phone(opts: { lang?: 'en' | 'hi'; init?: string } = {}): Promise<{ ctx: BrowserContext; page: Page }> {
    const ctx = await browser.newContext({
      viewport: { width: 360, height: 780 },
      locale: opts.lang === 'hi' ? 'hi-IN' : 'en-IN',
      permissions: ['geolocation'],
      geolocation: { latitude: LAT, longitude: LON, accuracy: 15 },
    });
    contexts.push(ctx);
    if (opts.init) await ctx.addInitScript(opts.init);
    const page = await ctx.newPage();
    await page.goto(`${base}/lang?to=${opts.lang ?? 'en'}&back=/`);
    await page.goto(`${base}/sign-in?next=/field`);
    await page.fill('#f-email', SURESH.email);
    await page.fill('#f-password', SURESH.password);
    await Promise.all([page.waitForURL((u) => u.pathname === '/field'), page.click('main button[type=submit]')]);
    return { ctx, page };
  }

  /** Waits until the page shows exactly `n` elements matching `selector`. */
  const count = (page: Page, selector: string, n: number) =>
    page.waitForFunction((a) => (globalThis as unknown as G).document.querySelectorAll(a.selector).length === a.n, {
      selector,
      n,
    });

  /** Waits until the phone holds the task. */
  async function hasTask(page: Page, taskId: string): Promise<void> {
    for (let i = 0; i < 100; i++) {
      const ids = (await page.evaluate(`new Promise((res) => {
        const r = indexedDB.open('ctp-field', 1);
        r.onsuccess = () => { const g = r.result.transaction('tasks').objectStore('tasks').getAllKeys(); g.onsuccess = () => res(g.result); };
      })`)) as string[];
      if (ids.includes(taskId)) return;
      await page.waitForTimeout(100);
    }
    assert.fail(`task ${taskId} never reached the phone`);
  }

  const shots = new Set<string>();
  /** axe (once per page structure: axeSeriousOnce) and no sideways scrolling; a page that fails is photographed. */
  async function check(page: Page, name: string): Promise<void> {
    await page.waitForLoadState('load');
    try {
      const bad = await axeSeriousOnce(page);
      assert.deepEqual(
        bad.map((v) => `${v.impact} ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
        [],
        `${name}: axe`,
      );
      const width = (await page.evaluate('document.documentElement.scrollWidth')) as number;
      assert.ok(width <= 360, `${name} scrolls sideways: ${width} px`);
    } catch (e) {
      await shot(page, name).catch(() => undefined);
      throw e;
    }
    if (SCREENSHOTS) await shot(page, name);
    shots.add(name);
  }
  async function shot(page: Page, name: string): Promise<void> {
    mkdirSync(ARTEFACTS, { recursive: true });
    await page.screenshot({ path: join(ARTEFACTS, `field-${name}.360.png`), fullPage: true });
  }

  /** Enrols the phone (the button), the officer approves it, the phone learns so; returns the device id. */
  async function enrol(page: Page): Promise<string> {
    await page.click('#field-enrol');
    await page.waitForFunction(
      () => ((globalThis as unknown as G).document.getElementById('field-fp')?.textContent ?? '') !== '',
    );
    const id = (await page.evaluate(`new Promise((res) => {
      const r = indexedDB.open('ctp-field', 1);
      r.onsuccess = () => { const g = r.result.transaction('kv').objectStore('kv').get('device'); g.onsuccess = () => res(g.result.id); };
    })`)) as string;
    await approveDevice(composed.services.field, sdm, id);
    await page.click('#field-sync');
    await page.waitForFunction(() =>
      /Approved by the office|कार्यालय द्वारा स्वीकृत/.test(
        (globalThis as unknown as G).document.getElementById('field-device-state')?.textContent ?? '',
      ),
    );
    return id;
  }

  /** The outbox as IndexedDB holds it. */
  const outbox = (page: Page) =>
    page.evaluate(`new Promise((res) => {
      const r = indexedDB.open('ctp-field', 1);
      r.onsuccess = () => { const g = r.result.transaction('outbox').objectStore('outbox').getAll();
        g.onsuccess = () => res(g.result.map((e) => ({ hash: e.hash, seq: e.seq, task: e.task, state: e.state, message: e.message,
          flags: e.flags, body: e.body, photoSizes: e.photos.map((p) => p.size) }))); };
    })`) as Promise<
      {
        hash: string;
        seq: number;
        task: string;
        state: string;
        message?: string;
        flags?: string[];
        body: string;
        photoSizes: number[];
      }[]
    >;

  /**
   * Opens the task's form, fills it and saves the proof; `photo` attaches a 4000 x 3000 JPEG made in the browser (a
   * 'small' one, 640 x 480, where only the photo's bytes matter, not its compression).
   */
  async function record(
    page: Page,
    taskId: string,
    o: { outcome?: string; receiver?: string; refusal?: string; photo?: boolean | 'small' } = {},
  ): Promise<void> {
    const before = (await outbox(page)).length;
    await page.click(`#field-tasks li:has(h3) >> nth=${await taskIndex(page, taskId)} >> button`);
    await page.waitForSelector('#field-record:not([hidden])');
    if (o.outcome) await page.check(`input[name=outcome][value=${o.outcome}]`);
    if (o.receiver) await page.fill('#f-receiver', o.receiver);
    if (o.refusal) await page.fill('#f-refusal', o.refusal);
    if (o.photo) {
      // A 12-megapixel photo with camera metadata (an EXIF segment naming the camera), made here: nothing committed.
      const [w, h] = o.photo === 'small' ? [640, 480] : [4000, 3000];
      await page.evaluate(`(async () => {
        const c = document.createElement('canvas'); c.width = ${w}; c.height = ${h};
        const x = c.getContext('2d'); const img = x.createImageData(${w}, ${h}); const d = img.data;
        let s = 12345; for (let i = 0; i < d.length; i += 4) { s = (s * 1103515245 + 12345) >>> 0;
          d[i] = s & 255; d[i + 1] = (s >> 8) & 255; d[i + 2] = (i >> 12) & 255; d[i + 3] = 255; }
        x.putImageData(img, 0, 0);
        const blob = await new Promise((r) => c.toBlob(r, 'image/jpeg', 0.95));
        const bytes = new Uint8Array(await blob.arrayBuffer());
        const exif = new TextEncoder().encode('Exif\\0\\0MM\\0*\\0\\0\\0\\x08CameraModel-FieldTest');
        const seg = new Uint8Array(4 + exif.length); seg.set([0xff, 0xe1, (exif.length + 2) >> 8, (exif.length + 2) & 255]); seg.set(exif, 4);
        const out = new Uint8Array(bytes.length + seg.length); out.set(bytes.subarray(0, 2)); out.set(seg, 2); out.set(bytes.subarray(2), 2 + seg.length);
        window.__fixtureBytes = out.length;
        const dt = new DataTransfer(); dt.items.add(new File([out], 'photo.jpg', { type: 'image/jpeg' }));
        document.getElementById('f-photos').files = dt.files;
      })()`);
    }
    // The receiver signs on the pad.
    await page.locator('#field-sig').scrollIntoViewIfNeeded();
    const box = (await page.locator('#field-sig').boundingBox())!;
    await page.mouse.move(box.x + 20, box.y + 30);
    await page.mouse.down();
    await page.mouse.move(box.x + 120, box.y + 80, { steps: 5 });
    await page.mouse.up();
    await page.click('#field-form button[type=submit]');
    await page.waitForFunction(
      (n) => (globalThis as unknown as G).document.querySelectorAll('#field-outbox li').length > n,
      before,
    );
  }
  async function taskIndex(page: Page, taskId: string): Promise<number> {
    const ids = (await page.evaluate(`new Promise((res) => {
      const r = indexedDB.open('ctp-field', 1);
      r.onsuccess = () => { const g = r.result.transaction('tasks').objectStore('tasks').getAll(); g.onsuccess = () => res(g.result.map((t) => t.id)); };
    })`)) as string[];
    // The list shows the tasks without a proof on the phone, in the stored order.
    const shown = [];
    const pending = new Set((await outbox(page)).filter((e) => e.state !== 'refused').map((e) => e.task));
    for (const id of ids) if (!pending.has(id)) shown.push(id);
    const i = shown.indexOf(taskId);
    assert.ok(i >= 0, `task ${taskId} is not on the phone`);
    return i;
  }

  const proofRow = async (hash: string) =>
    composed.db.kysely
      .selectFrom('field_proof' as never)
      .selectAll()
      .where('hash' as never, '=', hash as never)
      .execute() as Promise<{ verdict: string; flags: string[] | string; reason: string | null }[]>;

  before(async () => {
    port = await freePort();
    base = `http://127.0.0.1:${port}`;
    const url = process.env['DATABASE_URL'];
    own = url ? await postgresTestDatabase(url) : undefined;
    dir = mkdtempSync(join(tmpdir(), 'ctp-field-'));
    const env = readEnv({ CTP_DATA_DIR: join(dir, 'data'), ...(own ? { DATABASE_URL: own.url } : {}) });
    [composed, borrowed] = await Promise.all([
      compose(env, { demoTemplate: true, hasher: TEST_HASHER, log: () => {} }),
      borrowBrowser(),
    ]);
    browser = borrowed.browser;
    if (!composed.demoFromTemplate) await composed.seedDemo();
    await startServer();
    sdm = await actorOf(SDM.email);
    suresh = await actorOf(SURESH.email);
    office = sdm.grants.find((g) => g.role === 'adjudicating-officer')!.officeCode!;
    const k = composed.db.kysely;
    const o = await k
      .insertInto('account')
      .values({
        email: 'shyam.lal@example.in',
        name: 'Shyam Lal',
        phone: null,
        password_hash: null,
        email_verified_at: null,
        disabled_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    other = { kind: 'account', accountId: o.id, name: 'Shyam Lal', grants: [] };
    for (const a of [suresh, other])
      await appointProcessServer(composed.services.field, sdm, { accountId: a.accountId, officeCode: office });
  });
  after(async () => {
    for (const c of contexts) await c.close().catch(() => undefined);
    await borrowed?.release();
    if (server) await stopServer();
    await composed?.close();
    await own?.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  it("/field's script and service worker weigh at most 60 KB gzipped", () => {
    const f = fieldAssets();
    const sum = f.js.gzip.byteLength + f.sw.gzip.byteLength;
    console.log(`field app.js ${f.js.gzip.byteLength} B + sw.js ${f.sw.gzip.byteLength} B gzipped = ${sum} B`);
    assert.ok(sum <= 60 * 1024, `${sum} bytes`);
  });

  it('signed out, /field asks to sign in (axe, English and Hindi)', async () => {
    for (const lang of ['en', 'hi'] as const) {
      const ctx = await browser.newContext({ viewport: { width: 360, height: 780 } });
      contexts.push(ctx);
      const page = await ctx.newPage();
      await page.goto(`${base}/lang?to=${lang}&back=/field`);
      assert.match(await page.locator('main').innerText(), lang === 'en' ? /Sign in to see your tasks/ : /साइन इन करें/);
      await check(page, `signed-out-${lang}`);
    }
  });

  it('offline: three tasks synced, the portal stopped, /field from the service worker, a tender with a 12-MP photo; back online it is verified and on the order sheet within 10 s; a reallocated task lands as needs review; the same proof sent three times is stored once', async () => {
    const tasks = [await task(), await task(), await task()];
    const { ctx, page } = await phone();
    await check(page, 'enrol');
    await enrol(page);
    await page.click('#field-sync');
    await count(page, '#field-tasks li', 3);
    await page.waitForFunction(() => (globalThis as unknown as G).navigator.serviceWorker.ready.then(() => true));
    await page.reload();
    await page.waitForFunction(() => (globalThis as unknown as G).navigator.serviceWorker.controller !== null);
    await check(page, 'tasks');

    // Offline: the browser has no network and the portal is not running.
    await ctx.setOffline(true);
    await stopServer();
    await page.reload();
    await count(page, '#field-tasks li', 3);
    assert.match(await page.locator('#field-net').innerText(), /Offline/);
    await check(page, 'offline');

    await page.click(`#field-tasks li >> nth=${await taskIndex(page, tasks[0]!.taskId)} >> button`);
    await page.waitForSelector('#field-record:not([hidden])');
    await check(page, 'form-open');
    await page.click('#field-cancel');
    await record(page, tasks[0]!.taskId, { photo: true });
    const fixture = (await page.evaluate('window.__fixtureBytes')) as number;
    const [saved] = await outbox(page);
    console.log(`12-MP fixture ${fixture} B → stored photo ${saved!.photoSizes[0]} B`);
    assert.ok(fixture > 1_000_000, `the fixture is a real 12-MP JPEG (${fixture} B)`);
    assert.ok(saved!.photoSizes[0]! <= 300 * 1024, `photo ${saved!.photoSizes[0]} B`);
    const proof = JSON.parse(saved!.body) as { geo: { lat: number; lon: number; accuracy: number } };
    assert.deepEqual(proof.geo, { lat: LAT, lon: LON, accuracy: 15 });

    // The office gives the second task to another process server while the phone is offline; the phone records it.
    await reallocateTask(composed.services.field, sdm, tasks[1]!.taskId, other.accountId);
    await record(page, tasks[1]!.taskId, { outcome: 'refused', receiver: 'Mohan Lal', refusal: 'Closed the door' });
    assert.deepEqual(
      (await outbox(page)).map((e) => e.state),
      ['waiting', 'waiting'],
    );

    // Back online: the portal starts, the network returns.
    await startServer();
    const t0 = Date.now();
    await ctx.setOffline(false);
    let verified: { verdict: string }[] = [];
    while (Date.now() - t0 < 10_000) {
      verified = await proofRow(saved!.hash);
      if (verified.length > 0) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const ms = Date.now() - t0;
    console.log(`proof verified on the server ${ms} ms after the network returned`);
    assert.equal(verified[0]?.verdict, 'recorded', `not verified within 10 s`);
    await count(page, '#field-outbox li[data-state=waiting]', 0);
    const states = Object.fromEntries((await outbox(page)).map((e) => [e.task, e.state]));
    assert.equal(states[tasks[0]!.taskId], 'recorded');
    assert.equal(states[tasks[1]!.taskId], 'needs-review');
    assert.match(await page.locator('#field-outbox').innerText(), /the officer will review it/);
    await check(page, 'synced');

    // The photo kept is the compressed one, its camera metadata gone.
    const [stored] = (await composed.db.kysely
      .selectFrom('field_proof' as never)
      .select('photo_document_ids' as never)
      .where('hash' as never, '=', saved!.hash as never)
      .execute()) as { photo_document_ids: string[] | string }[];
    const ids =
      typeof stored!.photo_document_ids === 'string'
        ? JSON.parse(stored!.photo_document_ids)
        : stored!.photo_document_ids;
    const doc = await composed.db.kysely
      .selectFrom('document')
      .select(['content', 'byte_size'])
      .where('id', '=', ids[0])
      .executeTakeFirstOrThrow();
    assert.ok(doc.byte_size <= 300 * 1024);
    assert.ok(!Buffer.from(doc.content).includes('CameraModel-FieldTest'), 'the EXIF segment was stripped');

    // The order sheet shows it: the officer's case page, with the proof's SHA-256.
    const sheet = await composed.services.store.read.entries(tasks[0]!.streamId);
    const row = sheet.find((e) => e.type === 'service-attempted')!;
    assert.match(String((row.payload as { particulars: string }).particulars), new RegExp(saved!.hash));
    const officer = await browser.newContext({ viewport: { width: 360, height: 780 } });
    contexts.push(officer);
    const op = await officer.newPage();
    await op.goto(`${base}/sign-in?next=/office/cases/${tasks[0]!.streamId}`);
    await op.fill('#f-email', SDM.email);
    await op.fill('#f-password', SDM.password);
    await Promise.all([
      op.waitForURL((u) => u.pathname.startsWith('/office/cases/')),
      op.click('main button[type=submit]'),
    ]);
    assert.match(await op.locator('main').innerText(), new RegExp(`SHA-256 ${saved!.hash}`));
    // Nothing from the reallocated task reached the order sheet.
    assert.ok(
      !(await composed.services.store.read.entries(tasks[1]!.streamId)).some((e) => e.type === 'service-attempted'),
    );

    // The officer's field pages (no script needed): the office's phones, tasks and proofs; the case's tasks; the
    // proof held for review, with its position as numbers and drawn to scale, decided with reasons.
    await op.goto(`${base}/office/field`);
    assert.match(await op.locator('main').innerText(), /Suresh Yadav/);
    await check(op, 'office-field');
    // Appointing by the account's email (already a process server: appointed again, nothing doubles).
    await op.fill('#f-email', 'shyam.lal@example.in');
    await Promise.all([
      op.waitForURL(/\/office\/field\?done=1/),
      op.click('form[action="/office/field/servers"] button'),
    ]);
    assert.equal(
      (await op.locator('section[aria-labelledby=fo-servers] li').allInnerTexts()).filter((x) => x === 'Shyam Lal')
        .length,
      1,
    );
    await op.goto(`${base}/office/cases/${tasks[1]!.streamId}/field`);
    await check(op, 'office-case-field');
    const held = (await outbox(page)).find((e) => e.task === tasks[1]!.taskId)!;
    await op.goto(`${base}/office/field/proofs/${held.hash}`);
    const heldText = await op.locator('main').innerText();
    assert.match(heldText, /Needs your review/);
    assert.match(heldText, /reallocated to/);
    assert.match(heldText, new RegExp(LAT.toFixed(6).replace('.', '\\.')));
    assert.equal(await op.locator('main svg.geo-plot').count(), 1);
    assert.equal(await op.locator('main a[href^="http"]').count(), 0, 'no link to a map service');
    await check(op, 'office-proof-review');
    await op.check('input[name=decision][value=rejected]');
    await op.fill('textarea[name=reasons]', 'The task had been given to another process server before this tender.');
    await Promise.all([op.waitForURL(/done=1/), op.click('main form[action$="/review"] button[type=submit]')]);
    assert.match(await op.locator('main').innerText(), /Rejected on .* by .*another process server/);
    assert.ok(
      !(await composed.services.store.read.entries(tasks[1]!.streamId)).some((e) => e.type === 'service-attempted'),
      'a rejected proof records nothing',
    );
    await check(op, 'office-proof-decided');
    await op.goto(`${base}/lang?to=hi&back=/office/field/proofs/${saved!.hash}`);
    assert.match(await op.locator('main').innerText(), /आदेश पत्रक पर दर्ज/);
    const src = (await op.locator('img.proof-photo').getAttribute('src'))!;
    const img = await op.request.get(`${base}${src}`);
    assert.deepEqual([img.status(), img.headers()['content-type']], [200, 'image/jpeg'], 'the photo is served');
    await op.waitForFunction(
      `(() => { const i = document.querySelector('img.proof-photo'); return i && i.complete && i.naturalWidth > 0; })()`,
      undefined,
      { timeout: 5000 },
    );
    await check(op, 'office-proof-hi');
    await op.goto(`${base}/office/field`);
    await check(op, 'office-field-hi');
    await op.goto(`${base}/lang?to=en&back=/office/field`);

    // The person served sees when and how, and objects (Rule 4(5), Rule 4(7)); the demo respondent is linked.
    await linkParty(composed.services.cases, sdm, {
      streamId: tasks[0]!.streamId,
      accountId: suresh.accountId,
      role: 'respondent',
    });
    const party = await browser.newContext({ viewport: { width: 360, height: 780 } });
    contexts.push(party);
    const pp = await party.newPage();
    await pp.goto(`${base}/sign-in?next=/my/cases/${tasks[0]!.streamId}`);
    await pp.fill('#f-email', SURESH.email);
    await pp.fill('#f-password', SURESH.password);
    await Promise.all([
      pp.waitForURL((u) => u.pathname.startsWith('/my/cases/')),
      pp.click('main button[type=submit]'),
    ]);
    const served = await pp.locator('section[aria-labelledby=served]').innerText();
    assert.match(served, /Served on/);
    assert.match(served, /Handed over in person/);
    assert.match(served, /Served by\s+Suresh Yadav/);
    assert.match(served, /GPS, within 15 m/);
    await check(pp, 'party-served');
    await pp.fill('textarea[name=grounds]', 'I was in Mathura that day; the man photographed is my neighbour.');
    await Promise.all([
      pp.waitForURL(/objected=1/),
      pp.click('form[action$="/object-to-service"] button[type=submit]'),
    ]);
    assert.match(
      await pp.locator('section[aria-labelledby=served]').innerText(),
      /You objected on .*Mathura.*awaits the officer's decision/,
    );
    await check(pp, 'party-objected');
    // The officer is offered the decision on the objection (the catalogue's step, a plain form) and decides it.
    await op.goto(`${base}/office/cases/${tasks[0]!.streamId}`);
    assert.match(await op.locator('main').innerText(), /Decide the objection to service/);
    await op.goto(`${base}/office/cases/${tasks[0]!.streamId}/act/decide-service-objection`);
    await check(op, 'office-decide-objection');
    await op.check('input[name=upheld][value=no]');
    await op.fill('#f-reasons', "The photograph and the receiver's signature on the phone's proof are the person's.");
    await Promise.all([
      op.waitForURL((u) => !u.pathname.endsWith('/act/decide-service-objection')),
      op.locator('main form[method=post] button[type=submit]').first().click(),
    ]);
    assert.ok(
      (await composed.services.store.read.entries(tasks[0]!.streamId)).some(
        (e) => e.type === 'service-objection-decided',
      ),
      'the decision is on the order sheet',
    );

    // The same proof sent three times is stored once.
    const again = (await page.evaluate(`new Promise((res) => {
      const r = indexedDB.open('ctp-field', 1);
      r.onsuccess = () => { const g = r.result.transaction('outbox').objectStore('outbox').get(${JSON.stringify(saved!.hash)});
        g.onsuccess = async () => { const e = g.result; const toB64 = async (b) => { const u = new Uint8Array(await b.arrayBuffer()); let s = ''; for (const x of u) s += String.fromCharCode(x); return btoa(s); };
          const payload = JSON.stringify({ body: e.body, signature: e.signature, photos: await Promise.all(e.photos.map(toB64)),
            receiverSignature: e.receiverSignature ? await toB64(e.receiverSignature) : undefined });
          const out = []; for (let i = 0; i < 2; i++) { const x = await fetch('/field/api/proofs', { method: 'POST', credentials: 'omit', headers: { 'content-type': 'application/json' }, body: payload }); out.push(await x.json()); }
          res(out); }; };
    })`)) as { verdict: string; repeated: boolean }[];
    assert.deepEqual(
      again.map((x) => [x.verdict, x.repeated]),
      [
        ['recorded', true],
        ['recorded', true],
      ],
    );
    assert.equal((await proofRow(saved!.hash)).length, 1);
    assert.equal(
      (await composed.services.store.read.entries(tasks[0]!.streamId)).filter((e) => e.type === 'service-attempted')
        .length,
      1,
    );

    // The private key cannot be exported.
    const exported = (await page.evaluate(`new Promise((res) => {
      const r = indexedDB.open('ctp-field', 1);
      r.onsuccess = () => { const g = r.result.transaction('kv').objectStore('kv').get('keys');
        g.onsuccess = () => crypto.subtle.exportKey('jwk', g.result.privateKey).then(() => res('exported'), (e) => res(e.name + ' extractable=' + g.result.privateKey.extractable)); };
    })`)) as string;
    assert.equal(exported, 'InvalidAccessError extractable=false');

    // A service-worker update with two proofs waiting loses neither.
    const more = [await task(), await task()];
    await page.click('#field-sync');
    await count(page, '#field-tasks li', 3);
    deploy.proofsDown = true;
    await record(page, more[0]!.taskId);
    await record(page, more[1]!.taskId);
    await page.waitForTimeout(500);
    assert.equal((await outbox(page)).filter((e) => e.state === 'waiting').length, 2);
    const cacheBefore = (await page.evaluate('caches.keys()')) as string[];
    deploy.swSuffix = 'two';
    await page.evaluate(`navigator.serviceWorker.getRegistration('/field').then((r) => r.update())`);
    // The new worker has installed, activated (dropping the old cache) and taken the page.
    for (let i = 0; i < 100; i++) {
      const keys = (await page.evaluate('caches.keys()')) as string[];
      const state = await page.evaluate(
        `navigator.serviceWorker.getRegistration('/field').then((r) => r.active && r.active.state)`,
      );
      if (keys.length === 1 && keys[0] !== cacheBefore[0] && state === 'activated') break;
      await page.waitForTimeout(100);
    }
    assert.notDeepEqual(await page.evaluate('caches.keys()'), cacheBefore, 'the service worker was updated');
    await page.reload({ waitUntil: 'domcontentloaded' });
    assert.equal((await outbox(page)).filter((e) => e.state === 'waiting').length, 2, 'both proofs survive the update');
    deploy.proofsDown = false;
    await page.click('#field-sync');
    await count(page, '#field-outbox li[data-state=recorded]', 3).catch(async (e: unknown) => {
      console.log(JSON.stringify((await outbox(page)).map((x) => [x.seq, x.state, x.message])));
      throw e;
    });

    // A flipped photo byte and a changed latitude are refused, and the phone says why.
    const last = await task();
    await page.click('#field-sync');
    await count(page, '#field-tasks li', 2);
    await ctx.setOffline(true);
    await record(page, last.taskId, { photo: 'small' });
    await page.evaluate(`new Promise((res) => {
      const r = indexedDB.open('ctp-field', 1);
      r.onsuccess = () => { const s = r.result.transaction('outbox', 'readwrite').objectStore('outbox'); const g = s.getAll();
        g.onsuccess = async () => { const e = g.result.find((x) => x.state === 'waiting');
          const u = new Uint8Array(await e.photos[0].arrayBuffer()); u[u.length >> 1] ^= 0xff;
          e.photos = [new Blob([u], { type: 'image/jpeg' })];
          const t = r.result.transaction('outbox', 'readwrite'); t.objectStore('outbox').put(e); t.oncomplete = () => res(); }; };
    })`);
    await ctx.setOffline(false);
    await count(page, '#field-outbox li[data-state=refused]', 1);
    assert.match(await page.locator('#field-outbox').innerText(), /Photo 1 is not the photo the proof was signed with/);
    await ctx.setOffline(true);
    await page.reload();
    // A refused proof leaves its task on the list, to be recorded again.
    await record(page, last.taskId);
    await page.evaluate(`new Promise((res) => {
      const r = indexedDB.open('ctp-field', 1);
      r.onsuccess = () => { const g = r.result.transaction('outbox').objectStore('outbox').getAll();
        g.onsuccess = () => { const e = g.result.find((x) => x.state === 'waiting');
          e.body = e.body.replace('"lat":${LAT}', '"lat":${LAT + 0.1}');
          const t = r.result.transaction('outbox', 'readwrite'); t.objectStore('outbox').put(e); t.oncomplete = () => res(); }; };
    })`);
    await ctx.setOffline(false);
    await count(page, '#field-outbox li[data-state=refused]', 2);
    assert.match(await page.locator('#field-outbox').innerText(), /does not match the phone's signature/);
    await check(page, 'refused');

    // A revoked phone's proof is refused.
    const device = (await page.evaluate(`new Promise((res) => {
      const r = indexedDB.open('ctp-field', 1);
      r.onsuccess = () => { const g = r.result.transaction('kv').objectStore('kv').get('device'); g.onsuccess = () => res(g.result.id); };
    })`)) as string;
    await revokeDevice(composed.services.field, sdm, device);
    await record(page, last.taskId);
    await count(page, '#field-outbox li[data-state=refused]', 3);
    assert.match(await page.locator('#field-outbox').innerText(), /The office revoked this phone/);
  });

  it('a phone whose clock is two hours fast: its proof is recorded and flagged (Hindi)', async () => {
    const t = await task();
    const fast = `(() => { const D = Date; const skew = 2 * 3600 * 1000;
      class F extends D { constructor(...a) { super(...(a.length ? a : [D.now() + skew])); } static now() { return D.now() + skew; } }
      globalThis.Date = F; })();`;
    const { page } = await phone({ lang: 'hi', init: fast });
    await enrol(page);
    await page.click('#field-sync');
    await hasTask(page, t.taskId);
    await check(page, 'tasks-hi');
    await record(page, t.taskId);
    await count(page, '#field-outbox li[data-state=recorded]', 1).catch(async (e: unknown) => {
      console.log(JSON.stringify((await outbox(page)).map((x) => [x.seq, x.state, x.message])));
      throw e;
    });
    const [e] = await outbox(page);
    assert.deepEqual(e!.flags, ['clock-ahead']);
    assert.match(await page.locator('#field-outbox').innerText(), /10 मिनट से अधिक आगे/);
    await check(page, 'flagged-hi');
  });

  it("axe found nothing serious on every /field page visited, the officer's field pages and the party's service section", () => {
    assert.deepEqual([...shots].sort(), [
      'enrol',
      'flagged-hi',
      'form-open',
      'office-case-field',
      'office-decide-objection',
      'office-field',
      'office-field-hi',
      'office-proof-decided',
      'office-proof-hi',
      'office-proof-review',
      'offline',
      'party-objected',
      'party-served',
      'refused',
      'signed-out-en',
      'signed-out-hi',
      'synced',
      'tasks',
      'tasks-hi',
    ]);
  });
});
