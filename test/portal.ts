// Running the portal as a person does (`node bin/ctp.js start`) in a child process, and talking to it over HTTP:
// for the crash, multi-process and benchmark runs. PostgreSQL schemas made here are dropped by dropSchema.

import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import pg from 'pg';

const BIN = new URL('../bin/ctp.js', import.meta.url).pathname;

export const DEMO_CITIZEN = { email: 'ramesh@demo.example', password: 'ramesh-demo-2026' };

/** A fresh schema on the server at `url`, and the DATABASE_URL that selects it. */
export async function freshSchema(url: string): Promise<{ schema: string; url: string }> {
  const schema = `p_${randomBytes(6).toString('hex')}`;
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  await c.query(`create schema ${schema}`);
  await c.end();
  return { schema, url: `${url}${url.includes('?') ? '&' : '?'}options=-c%20search_path%3D${schema}` };
}

export async function dropSchema(url: string, schema: string): Promise<void> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  await c.query(`drop schema if exists ${schema} cascade`);
  await c.end();
}

const ROOT = new URL('../', import.meta.url).pathname;
const CERT_SOURCES = ['src/documents/sign/demo-certificate.ts', 'src/jobs/office-certificate.ts'];

/**
 * Puts a self-signed demo office certificate beside the data directory `dataDir`, where `ctp` keeps the one it made
 * on an earlier run (`<data dir>.office-certificate/`), so a `ctp start` or `ctp worker` started on it loads that
 * instead of generating an RSA key and a PKCS#12 (about half a second of CPU in each child). It is a copy of one
 * made once per checkout with the code that makes it (named by a digest of that code), kept beside the test
 * databases' templates. For tests whose subject is not the first start (first-start.test.ts sees one made).
 */
export async function demoCertificateBeside(dataDir: string): Promise<void> {
  const h = createHash('sha256');
  for (const f of CERT_SOURCES) h.update(readFileSync(join(ROOT, f)));
  const cache = join(ROOT, 'node_modules', '.cache', 'ctp', `demo-certificate-${h.digest('hex').slice(0, 16)}`);
  if (!existsSync(join(cache, 'demo-office.passphrase'))) {
    const { createDemoCertificate } = await import('../src/documents/sign/demo-certificate.ts');
    const c = createDemoCertificate({ notBefore: new Date(), validityYears: 10 });
    const tmp = `${cache}.${process.pid}.${randomBytes(4).toString('hex')}`;
    mkdirSync(tmp, { recursive: true });
    writeFileSync(join(tmp, 'demo-office.p12'), c.p12, { mode: 0o600 });
    writeFileSync(join(tmp, 'demo-office.crt.pem'), c.certificatePem);
    writeFileSync(join(tmp, 'demo-office.passphrase'), `${c.passphrase}\n`, { mode: 0o600 });
    try {
      renameSync(tmp, cache);
    } catch {
      rmSync(tmp, { recursive: true, force: true }); // another process made it first
    }
  }
  cpSync(cache, `${resolve(dataDir)}.office-certificate`, { recursive: true });
}

/** Runs `ctp <args>` as a person would, with `env` over a clean environment (no DATABASE_URL, not a test file). */
export function runCtp(
  args: readonly string[],
  env: Record<string, string>,
): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((res) => {
    const base = { ...process.env };
    delete base['DATABASE_URL'];
    delete base['NODE_TEST_CONTEXT'];
    const p = spawn(process.execPath, [BIN, ...args], { env: { ...base, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    p.stdout!.on('data', (b: Buffer) => {
      stdout += b.toString();
    });
    p.stderr!.on('data', (b: Buffer) => {
      stderr += b.toString();
    });
    p.on('close', (code) => res({ code: code ?? -1, stdout, stderr }));
  });
}

/** `ctp seed --cases n` into the database at `url`, its progress bar on this terminal; resolves with its summary. */
export function seedCases(url: string, n: number): Promise<string> {
  return new Promise((res, rej) => {
    const p = spawn(process.execPath, [BIN, 'seed', '--cases', String(n)], {
      env: { ...process.env, DATABASE_URL: url },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    p.stdout!.on('data', (b: Buffer) => {
      out += b.toString();
    });
    p.on('close', (code) => (code === 0 ? res(out.trim()) : rej(new Error(`ctp seed exited ${code}`))));
  });
}

/** A port the kernel reports free now; the portal binds it moments later. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

export interface Portal {
  port: number;
  base: string;
  readonly child: ChildProcess;
  output(): string;
  /** SIGTERM and wait for the exit. */
  stop(): Promise<number | null>;
  kill(): Promise<void>;
}

/**
 * Starts `ctp start` and resolves once it listens; rejects with its output if it exits first or takes over 60 s.
 * Without a port it takes one the kernel has just handed out as free (not a random guess, which can land on an
 * outgoing connection's ephemeral port: that made CI red once).
 * `nodeArgs` go to node before the script (e.g. --cpu-prof, which NODE_OPTIONS does not accept).
 */
export async function startPortal(
  env: Record<string, string>,
  port?: number,
  nodeArgs: readonly string[] = [],
): Promise<Portal> {
  port ??= await freePort();
  const base = `http://127.0.0.1:${port}`;
  const inherited = { ...process.env };
  delete inherited['NODE_TEST_CONTEXT']; // else the child believes it is a test file of this run
  const child = spawn(process.execPath, [...nodeArgs, BIN, 'start'], {
    env: { ...inherited, LOG_LEVEL: 'warn', ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (b: Buffer) => {
    out += b.toString();
  });
  child.stderr!.on('data', (b: Buffer) => {
    out += b.toString();
  });
  const exited = new Promise<number | null>((r) => child.on('exit', (code) => r(code)));
  const portal: Portal = {
    port,
    base,
    child,
    output: () => out,
    async stop() {
      child.kill('SIGTERM');
      return exited;
    },
    async kill() {
      child.kill('SIGKILL');
      await exited;
    },
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`ctp start did not listen in 60 s:\n${out}`));
    }, 60_000);
    const check = () => {
      const m = /listening on http:\/\/[^:\s]+:(\d+)/.exec(out);
      if (m) {
        portal.port = Number(m[1]);
        portal.base = `http://127.0.0.1:${portal.port}`;
        clearTimeout(timer);
        child.stdout!.off('data', check);
        resolve(portal);
      }
    };
    child.stdout!.on('data', check);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`ctp start exited (${code}) before listening:\n${out}`));
    });
  });
}

/** Signs in and makes an API token, so requests need no cookie or CSRF header. */
export async function apiToken(base: string, who = DEMO_CITIZEN): Promise<string> {
  const r = await fetch(`${base}/api/v1/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(who),
  });
  if (r.status !== 200) throw new Error(`sign-in: ${r.status} ${await r.text()}`);
  const cookie = (r.headers.get('set-cookie') ?? '').split(';')[0]!;
  const { csrfToken } = (await r.json()) as { csrfToken: string };
  const t = await fetch(`${base}/api/v1/auth/api-tokens`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, 'x-csrf-token': csrfToken },
    body: JSON.stringify({ name: `test-${randomBytes(3).toString('hex')}` }),
  });
  if (t.status !== 201 && t.status !== 200) throw new Error(`api token: ${t.status} ${await t.text()}`);
  return ((await t.json()) as { token: string }).token;
}

export function complaintBody(i: number, officeCode = 'AGRS'): unknown {
  return {
    officeCode,
    filedBy: { capacity: 'aggrieved-person' },
    mode: 'electronic',
    particulars: {
      complainant: {
        name: 'Ramesh Kumar',
        parentName: 'Suresh Kumar',
        address: { text: `House ${i}, Village Rampur, District Agra`, pin: '282001' },
        contactNumber: '+91 98765 43210',
      },
      contravener: {
        name: 'Mohan Lal',
        address: { text: 'House 40, Village Rampur, District Agra', pin: '282001' },
        contravention: {
          date: '2026-11-20',
          place: `Field khasra no. ${i}, Village Rampur`,
          nature: 'Cattle let loose to damage the wheat crop',
        },
        provisionAlleged: 'Section 26 of the Cattle-trespass Act, 1871',
        statement: 'Four cows entered my field and destroyed the crop.',
        evidence: ['Khasra extract'],
      },
      declaration: { declared: true, signedName: 'Ramesh Kumar' },
    },
  };
}

/** Files one complaint; resolves with the status and body, or rejects when the connection fails. */
export async function file(
  base: string,
  token: string,
  key: string,
  body: unknown,
): Promise<{ status: number; json: { id?: string; number?: string } }> {
  const r = await fetch(`${base}/api/v1/complaints`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'idempotency-key': key },
    body: JSON.stringify(body),
  });
  return { status: r.status, json: (await r.json()) as { id?: string; number?: string } };
}
