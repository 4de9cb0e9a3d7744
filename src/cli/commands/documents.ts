// `ctp documents list` and `ctp documents sample <template> --lang en|hi --out FILE.pdf [--unsigned]`: preview any
// document template on the demo case (Ramesh Kumar v. Mohan Lal, Agra), signed with a throwaway demo certificate
// unless --p12 names the office's PKCS#12 (passphrase from --passphrase or CTP_SIGNING_PASSPHRASE).

import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import {
  LANGS,
  TEMPLATES,
  TEMPLATE_IDS,
  createDemoCertificate,
  loadSigningKey,
  renderDocument,
  verifyPdf,
} from '../../documents/index.ts';
import type { Lang, SigningKey, TemplateId } from '../../documents/index.ts';
import { demoCase } from '../../documents/demo/demo-case.ts';
import type { CliIo } from '../io.ts';

export const DOCUMENTS_USAGE = [
  'Usage: ctp documents list',
  '       ctp documents sample <template> --lang en|hi --out FILE.pdf [--unsigned] [--public-url URL] [--p12 FILE --passphrase P]',
].join('\n');

export async function run(args: string[], io: CliIo): Promise<number> {
  const [sub, ...rest] = args;
  if (sub === 'list') {
    for (const t of TEMPLATES) io.out(`${t.id.padEnd(30)} ${t.title}`);
    return 0;
  }
  if (sub !== 'sample') {
    io.err(DOCUMENTS_USAGE);
    return 2;
  }
  let parsed;
  try {
    parsed = parseArgs({
      args: rest,
      allowPositionals: true,
      options: {
        lang: { type: 'string', default: 'en' },
        out: { type: 'string' },
        unsigned: { type: 'boolean', default: false },
        'public-url': { type: 'string' },
        p12: { type: 'string' },
        passphrase: { type: 'string' },
      },
    });
  } catch (e) {
    io.err(`${(e as Error).message}\n${DOCUMENTS_USAGE}`);
    return 2;
  }
  const id = parsed.positionals[0];
  const { lang, out, unsigned } = parsed.values;
  if (id === undefined || !(TEMPLATE_IDS as readonly string[]).includes(id)) {
    io.err(`Give a template: one of ${TEMPLATE_IDS.join(', ')}.\n${DOCUMENTS_USAGE}`);
    return 2;
  }
  if (!(LANGS as readonly string[]).includes(lang ?? '')) {
    io.err(`--lang must be en or hi.\n${DOCUMENTS_USAGE}`);
    return 2;
  }
  if (!out) {
    io.err(`--out FILE.pdf is required.\n${DOCUMENTS_USAGE}`);
    return 2;
  }
  const t = TEMPLATES.find((x) => x.id === (id as TemplateId))!;
  const model = t.sample(demoCase(lang as Lang), `SAMPLE-${id}-${lang}`);
  let key: SigningKey | undefined;
  if (!unsigned) {
    const passphrase = parsed.values.passphrase ?? (io.env ?? process.env)['CTP_SIGNING_PASSPHRASE'] ?? '';
    if (parsed.values.p12) {
      key = loadSigningKey(readFileSync(parsed.values.p12), passphrase);
    } else {
      const c = createDemoCertificate();
      key = loadSigningKey(c.p12, c.passphrase);
    }
  }
  const r = await renderDocument(model, {
    // The portal's public URL (CTP_PUBLIC_URL), as the running portal prints it; a local address only when none is set.
    publicUrl: parsed.values['public-url'] ?? ((io.env ?? process.env)['CTP_PUBLIC_URL'] || 'http://localhost:3000'),
    // Preview only: the signing time is the document's date, so a preview is reproducible too.
    ...(key ? { sign: { key, signingTime: new Date(`${model.header.date}T12:00:00+05:30`) } } : {}),
  });
  writeFileSync(out, r.pdf);
  const v = r.signed ? verifyPdf(r.pdf) : undefined;
  io.out(
    `${out}: ${t.title} (${lang}), ${r.pdf.length} bytes, sha256 ${r.sha256}${v ? `; signature ${v.valid ? 'valid' : `INVALID: ${v.reason}`}` : '; unsigned'}`,
  );
  return 0;
}
