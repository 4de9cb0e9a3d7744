// The office certificate from configuration, or a demo one made on the first run and reused after.

import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { X509Certificate } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDemoCertificate } from '../documents/index.ts';
import { demoCertificateNeeded, demoKeyPair, loadOfficeKey, OfficeKeyError } from './office-certificate.ts';

const NOW = new Date('2026-07-01T00:00:00Z');

describe('office certificate', () => {
  it('creates a demo certificate beside the data directory on the first run and reuses it after', () => {
    const root = mkdtempSync(join(tmpdir(), 'ctp-cert-'));
    const dataDir = join(root, 'data');
    const first = loadOfficeKey({ dataDir, now: NOW });
    assert.equal(first.source, 'demo-created');
    assert.equal(first.p12Path, join(root, 'data.office-certificate', 'demo-office.p12'));
    assert.match(first.subject, /NOT FOR REAL ORDERS/);
    assert.equal(statSync(first.p12Path).mode & 0o077, 0, 'the key file is readable by its owner only');
    const again = loadOfficeKey({ dataDir, now: NOW });
    assert.equal(again.source, 'demo');
    assert.equal(again.certificateSha256, first.certificateSha256);
    assert.ok(!existsSync(join(dataDir, 'demo-office.p12')), 'nothing written inside the database directory');
  });

  it('loads the configured PKCS#12 with its passphrase, and says what is wrong with a bad one', () => {
    const root = mkdtempSync(join(tmpdir(), 'ctp-cert-'));
    const c = createDemoCertificate({ notBefore: NOW, commonName: 'SDM Sadar, Agra', passphrase: 'correct horse' });
    const p12 = join(root, 'office.p12');
    writeFileSync(p12, c.p12);
    const k = loadOfficeKey({ p12Path: p12, passphrase: 'correct horse', dataDir: join(root, 'data'), now: NOW });
    assert.equal(k.source, 'configured');
    assert.equal(k.subject, 'SDM Sadar, Agra');
    assert.throws(
      () => loadOfficeKey({ p12Path: p12, passphrase: 'wrong', dataDir: join(root, 'data'), now: NOW }),
      OfficeKeyError,
    );
    assert.throws(
      () => loadOfficeKey({ p12Path: join(root, 'missing.p12'), dataDir: join(root, 'data'), now: NOW }),
      /does not exist/,
    );
  });

  it('a first start makes the demo certificate with the RSA pair generated beforehand, only when one is needed', async () => {
    const root = mkdtempSync(join(tmpdir(), 'ctp-cert-'));
    const dataDir = join(root, 'data');
    assert.equal(demoCertificateNeeded({ dataDir }), true);
    assert.equal(demoCertificateNeeded({ dataDir, p12Path: join(root, 'office.p12') }), false, 'configured: none made');
    const pair = await demoKeyPair();
    const k = loadOfficeKey({ dataDir, now: NOW, keyPair: pair });
    assert.equal(k.source, 'demo-created');
    const cert = new X509Certificate(readFileSync(join(root, 'data.office-certificate', 'demo-office.crt.pem')));
    assert.equal(
      cert.publicKey.export({ type: 'spki', format: 'pem' }),
      pair.publicKey.export({ type: 'spki', format: 'pem' }),
      'the certificate certifies the pair given',
    );
    assert.ok(cert.checkPrivateKey(pair.privateKey));
    assert.equal(demoCertificateNeeded({ dataDir }), false, 'made on an earlier run: reused');
  });
});
