// Hindi complete (issue 15): every page of the web app (each GET route, and every portal link found on the pages, as
// each kind of user: a visitor, the complainant, the person complained against, the adjudicating officer, the
// appellate authority, the administrator, the fund accountant and the Board's recovery officer), every document
// template (its PDF's text through pdftotext) and every email and SMS, rendered in Hindi, carry no Latin word
// outside an allow-list: case numbers, URLs, email addresses, file names, speed-post article numbers and the proper
// nouns listed below. The case's own data is entered in Hindi, so any Latin word found is the portal's.
// Text marked lang="en" (the language switch "English") is English on purpose and skipped.

import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Actor } from '../../src/app/actor.ts';
import { fileComplaint } from '../../src/app/cases/file-complaint.ts';
import { linkParty } from '../../src/app/cases/link-party.ts';
import type { RunCommandInput } from '../../src/app/cases/run-command.ts';
import { runCommand } from '../../src/app/cases/run-command.ts';
import { verificationMail } from '../../src/app/accounts/messages.ts';
import { phoneCodeSms } from '../../src/app/accounts/phone-messages.ts';
import {
  documentMessage,
  lapseMessage,
  nearMessage,
  reminderMessage,
} from '../../src/app/derived/notifications/messages.ts';
import type { Db } from '../../src/db/client.ts';
import { demoCase } from '../../src/documents/demo/demo-case.ts';
import { renderDocument, TEMPLATES } from '../../src/documents/index.ts';
import type { ComplaintParticulars } from '../../src/domain/adjudication/state.ts';
import type { LocalDate } from '../../src/lib/local-date.ts';
import { testBackends } from '../db.ts';
import { makeActor, OFFICES, seedJurisdiction } from '../factories.ts';
import type { NotificationStack } from '../notifications/stack.ts';
import { notificationStack } from '../notifications/stack.ts';

const ARTEFACTS = new URL('../artefacts/hindi/', import.meta.url).pathname;
const d = (s: string): LocalDate => s as LocalDate;

/** Proper nouns and symbols that stay Latin in Hindi text (each with its reason). */
const ALLOWED = new Set<string>([
  'CSV',
  'JSON', // the open-data downloads' file formats, named for the programs that read them
]);

/** What stays Latin by its shape: case numbers, URLs, email addresses, file names, article numbers, times. */
const TOKENS: readonly RegExp[] = [
  /\b[A-Z][A-Z0-9-]*(?:\/[A-Z0-9-]+){2,}\b/g, // case numbers and other reference numbers (CTR/AGRS/2026/1, RCPT/AGRA/2026/0117)
  /प्ररूप-(?:I|II|III)\b/g, // the Rules' forms, numbered in Roman as in the Hindi gazette
  /असम अधिनियम XV\b/g, // Assam Act XV of 2002, numbered in Roman as the Act is cited (पशु अतिचार अधिनियम, 1871 की धारा 26क)
  /\((?:i|ii|iii|iv|v|vi|vii|viii|ix|x)\)/g, // sub-clauses numbered in Roman, as in the Hindi gazette
  /\b[0-9a-f]{16,}\b/g, // fingerprints and technical identifiers behind a disclosure
  /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/g, // document numbers (printed for verification)
  /\bhttps?:\/\/\S+/g,
  /\bwww\.\S+/g, // URLs
  /[\w.+*-]+@[\w-]+(?:\.[\w-]+)+/g, // email addresses (also masked: m*****@example.in)
  /[^\s/]+\.(?:pdf|png|jpe?g|csv|ics)\b/gi, // file names
  /\b[A-Z]{2}\d{9}IN\b/g, // speed-post article numbers
];

/** The Latin words of a text outside the allow-list, each with a little context. */
export function latinWords(text: string, codes: ReadonlySet<string> = new Set()): string[] {
  let s = text;
  for (const re of TOKENS) s = s.replace(re, ' ');
  const out: string[] = [];
  for (const m of s.matchAll(/[A-Za-z]+/g)) {
    if (ALLOWED.has(m[0]) || codes.has(m[0])) continue;
    out.push(
      `${m[0]} «${s
        .slice(Math.max(0, m.index - 30), m.index + m[0].length + 30)
        .replace(/\s+/g, ' ')
        .trim()}»`,
    );
  }
  return out;
}

const decode = (s: string): string =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&#x([0-9a-f]+);/gi, (_, h: string) => String.fromCodePoint(parseInt(h, 16)));

/** What a person reads on a page: its text and its labels (aria-label, title, placeholder, alt), not lang="en" parts. */
export function readable(html: string): string {
  let h = html.replace(/<script[\s\S]*?<\/script>/gi, ' ').replace(/<style[\s\S]*?<\/style>/gi, ' ');
  h = h.replace(/<(a|span|p|div|li|ol|option|button|label)\b[^>]*\blang="en"[^>]*>[\s\S]*?<\/\1>/gi, ' ');
  const attrs = [...h.matchAll(/\s(?:aria-label|title|placeholder|alt)="([^"]*)"/g)].map((m) => m[1]!);
  const head = /<title>([\s\S]*?)<\/title>/.exec(h)?.[1] ?? '';
  const body = h.replace(/<head>[\s\S]*?<\/head>/, ' ').replace(/<[^>]+>/g, ' ');
  return decode([head, ...attrs, body].join(' ')).replace(/\s+/g, ' ');
}

function hindiParticulars(): ComplaintParticulars {
  return {
    complainant: {
      name: 'रमेश कुमार',
      parentName: 'सुरेश कुमार',
      address: { text: 'मकान 12, ग्राम रामपुर, तहसील सदर, जिला आगरा', pin: '282001' },
      contactNumber: '+91 98765 43210',
      email: 'ramesh@example.in',
    },
    contravener: {
      name: 'मोहन लाल',
      parentName: 'सोहन लाल',
      address: { text: 'मकान 40, ग्राम रामपुर, जिला आगरा', pin: '282001' },
      contravention: {
        date: d('2026-07-03'),
        time: '06:30',
        place: 'खेत खसरा संख्या 118, ग्राम रामपुर',
        nature: 'पशुओं को खुला छोड़कर गेहूं की फसल को नुकसान',
      },
      provisionAlleged: 'पशु अतिचार अधिनियम, 1871 की धारा 26',
      statement: 'दिनांक 3 जुलाई 2026 को प्रत्यर्थी की चार गायें मेरे खेत में घुस आईं और खड़ी फसल नष्ट कर दी।',
      evidence: ['खसरा उद्धरण', '3 जुलाई 2026 के फोटोग्राफ'],
      compensationOrCharges: 'फसल की हानि, अनुमानित ₹12,000',
    },
    declaration: { declared: true, signedName: 'रमेश कुमार' },
  };
}

for (const backend of testBackends()) {
  describe(`Hindi complete: every page, document and message in Hindi, on ${backend.name}`, () => {
    let db: Db;
    let s: NotificationStack;
    let caseId = '';
    let draftId = '';
    const tokens = new Map<string, string>();
    /** The codes of States, districts and offices (AGRS, AGR, UP): identifiers, shown beside their Hindi names. */
    let codes = new Set<string>();

    before(async () => {
      db = await backend.open();
      await seedJurisdiction(db);
      // The case's own documents are recorded but not typeset: the test reads every template's PDF itself (below),
      // and the pages only list the case's documents.
      s = notificationStack(db, { publicUrl: 'http://portal.test', start: '2026-07-06T06:00:00Z', pdfs: 'stand-in' });
      const deps = s.t.services.cases;
      const actors: Record<string, Actor> = {
        complainant: await makeActor(db, 'रमेश कुमार', [{ role: 'citizen' }]),
        respondent: await makeActor(db, 'मोहन लाल', [{ role: 'citizen' }]),
        officer: await makeActor(db, 'अनिता शर्मा', [{ role: 'adjudicating-officer', officeCode: OFFICES.agraSadar }]),
        admin: await makeActor(db, 'प्रशासक', [{ role: 'administrator' }]),
        fund: await makeActor(db, 'लेखाकार', [{ role: 'fund-accountant' }]),
        recovery: await makeActor(db, 'वसूली अधिकारी', [{ role: 'awbi-recovery-officer' }]),
      };
      const ao = actors['officer']!;
      // Each person reads their messages in Hindi (the inbox shows them in the account's language).
      await db.kysely
        .updateTable('account' as never)
        .set({ lang: 'hi' } as never)
        .execute();
      const filed = await fileComplaint(deps, actors['complainant']!, {
        officeCode: OFFICES.agraSadar,
        complaint: {
          filedBy: { capacity: 'aggrieved-person' },
          mode: 'electronic',
          particulars: hindiParticulars(),
          on: '2026-07-06',
        } as never,
      });
      caseId = filed.id;
      await linkParty(deps, ao, { streamId: caseId, accountId: actors['respondent']!.accountId, role: 'respondent' });
      const cmd = async (c: Record<string, unknown>) => {
        s.t.clock.set(`${String(c['on'])}T06:00:00Z`);
        await runCommand(deps, ao, { streamId: caseId, command: c as RunCommandInput['command'] });
      };
      await cmd({
        type: 'issue-show-cause-notice',
        on: d('2026-07-08'),
        replyDays: 30,
        contravention: 'शिकायतकर्ता की फसल में पशुओं का अतिचार',
        provisionAlleged: 'पशु अतिचार अधिनियम, 1871 की धारा 26',
        complaintCopyEnclosed: true,
        aoName: 'अनिता शर्मा',
        aoOffice: 'उपखंड मजिस्ट्रेट, सदर, आगरा',
      });
      await cmd({
        type: 'record-service-attempt',
        on: d('2026-07-10'),
        attemptId: 'a1',
        mode: 'speed-post',
        outcome: 'served',
        particulars: 'स्पीड पोस्ट से वितरित',
        proof: { articleNumber: 'EK123456789IN' },
      });
      await cmd({ type: 'record-reply', on: d('2026-07-20'), admits: false, text: 'उस सुबह मेरे पशु घर पर बंधे थे।' });
      await cmd({
        type: 'issue-hearing-notice',
        on: d('2026-07-22'),
        hearingNoticeId: 'h1',
        hearingOn: d('2026-08-05'),
        mode: 'in-person',
        time: '11:00',
        place: 'सुनवाई कक्ष, उपखंड मजिस्ट्रेट कार्यालय',
      });
      await cmd({
        type: 'record-hearing',
        on: d('2026-08-05'),
        hearingNoticeId: 'h1',
        noticeeAppeared: true,
        complainantAppeared: true,
        explained: true,
        opportunityAfforded: true,
        notes: 'दोनों पक्षों को सुना गया।',
      });
      await cmd({
        type: 'pass-order',
        on: d('2026-08-20'),
        kind: 'penalty-or-compensation',
        amounts: { penaltyPaise: 500_000, compensationPaise: 1_200_000, expensesPaise: 0, chargesPaise: 0 },
        depositDays: 30,
        noCeilingConfirmed: true,
        reasons: 'अतिचार और नुकसान राजस्व अभिलेख और फोटोग्राफों से सिद्ध है।',
        findings: [
          { section: '26', contravened: true, reasons: 'खसरा उद्धरण और फोटोग्राफ खड़ी फसल में प्रत्यर्थी के पशु दिखाते हैं।' },
        ],
        compensation: { payee: 'complainant', payWithinDays: 30 },
      });
      await s.settle();
      draftId = (
        await s.t.services.drafts.start(actors['complainant']!, 'form-1' as never, {
          'c.name': 'रमेश कुमार',
          capacity: 'aggrieved-person',
        })
      ).id;
      for (const [k, a] of Object.entries(actors)) tokens.set(k, await s.t.tokenFor(a));
      const rows = (await db.kysely
        .selectFrom('office' as never)
        .select('code' as never)
        .execute()) as { code: string }[];
      const more = (await db.kysely
        .selectFrom('district' as never)
        .select('code' as never)
        .execute()) as { code: string }[];
      const states = (await db.kysely
        .selectFrom('state' as never)
        .select('code' as never)
        .execute()) as { code: string }[];
      codes = new Set([...rows, ...more, ...states].map((r) => r.code));
    });
    after(async () => {
      await db?.close();
    });

    async function get(path: string, who: string | undefined): Promise<{ status: number; type: string; html: string }> {
      const headers: Record<string, string> = { cookie: 'ctp_lang=hi', 'accept-language': 'hi' };
      if (who) headers['authorization'] = `Bearer ${tokens.get(who)}`;
      const r = await s.app.request(path, { headers });
      const type = r.headers.get('content-type') ?? '';
      return { status: r.status, type, html: type.startsWith('text/html') ? await r.text() : '' };
    }

    /** The GET page routes of the web app, their parameters filled from the case; then every portal link found. */
    async function crawl(who: string | undefined): Promise<{ found: Map<string, string[]>; pages: number }> {
      const routes = s.app.routes.filter(
        (r) =>
          r.method === 'GET' &&
          !/^\/(api|assets|openapi|docs|metrics|healthz|calendar|n\/|lang|sign-out|\*)/.test(r.path.slice(0)) &&
          r.path !== '/*',
      );
      const fill = (p: string): string =>
        p
          .replace(':id', caseId)
          .replace(':documentId', '00000000-0000-4000-8000-000000000000')
          .replace(/:[a-zA-Z]+/g, 'x');
      // Every officer's form of the proceeding (each ActionSpec), and the complainant's draft at each step.
      const ACTS = [
        'issue-show-cause-notice',
        'record-service-attempt',
        'record-reply',
        'extend-reply-period',
        'refuse-reply-extension',
        'issue-hearing-notice',
        'record-hearing',
        'pass-order',
        'proceed-ex-parte',
        'extend-proceedings',
        'refer-for-recovery',
        'issue-summons',
        'close-case',
      ];
      const acts = ACTS.map((type) => `/office/cases/${caseId}/act/${type}`);
      const steps = ['office', 'complainant', 'contravener', 'incident', 'statement', 'review'].map(
        (st) => `/file/${draftId}/${st}`,
      );
      const queue = [...new Set([...routes.map((r) => fill(r.path)), ...acts, ...steps, `/file/${draftId}/discard`])];
      const seen = new Set<string>();
      const found = new Map<string, string[]>();
      let pages = 0;
      while (queue.length > 0 && seen.size < 400) {
        const path = queue.shift()!;
        const key = path.replace(/cursor=[^&]*/, 'cursor');
        if (seen.has(key)) continue;
        seen.add(key);
        const p = await get(path, who);
        if (!p.type.startsWith('text/html')) continue;
        pages += 1;
        if (process.env['CTP_HINDI_DEBUG']) console.log(`# ${who ?? '-'} ${p.status} ${path}`);
        const words = latinWords(readable(p.html), codes);
        if (words.length > 0) found.set(`${path} (${p.status})`, words);
        for (const m of p.html.matchAll(/href="(\/[^"#]*)"/g)) {
          const href = decode(m[1]!);
          if (
            /^\/(assets|api|lang|calendar|my\/documents|n\/|openapi|docs)/.test(href) ||
            href.endsWith('.pdf') ||
            href.endsWith('.csv')
          )
            continue;
          queue.push(href);
        }
      }
      return { found, pages };
    }

    for (const who of [undefined, 'complainant', 'respondent', 'officer', 'admin', 'fund', 'recovery'] as const) {
      it(`every page in Hindi has no English word, as ${who ?? 'a visitor'}`, async () => {
        const { found, pages } = await crawl(who);
        assert.ok(pages >= (who === undefined ? 20 : 40), `only ${pages} pages rendered`);
        const report = [...found]
          .map(([p, w]) => `${p}:\n    ${[...new Set(w)].slice(0, 12).join('\n    ')}`)
          .join('\n');
        assert.equal(found.size, 0, `Latin words on Hindi pages:\n${report}`);
        console.log(`# ${who ?? 'visitor'}: ${pages} Hindi pages checked`);
      });
    }

    it('the upload error (a file too large) on a Hindi page is in Hindi', async () => {
      const form = new FormData();
      form.set('file', new File([new Uint8Array(2 * 1024 * 1024)], 'photo.png', { type: 'image/png' }));
      const r = await s.app.request(`/my/cases/${caseId}/documents`, {
        method: 'POST',
        body: form,
        headers: { cookie: 'ctp_lang=hi', authorization: `Bearer ${tokens.get('complainant')}` },
      });
      assert.equal(r.status, 413);
      const text = readable(await r.text());
      assert.match(text, /फ़ाइल बहुत बड़ी है/);
      assert.deepEqual(latinWords(text, codes), []);
    });

    it('every document template in Hindi (the PDF text) has no English word', async () => {
      mkdirSync(ARTEFACTS, { recursive: true });
      const bad: string[] = [];
      for (const t of TEMPLATES) {
        const r = await renderDocument(t.sample(demoCase('hi'), '7d1f0a52-3c4e-4b8a-9f21-0c5d6e7f8a9b'), {
          publicUrl: 'https://portal.test',
        });
        const file = join(ARTEFACTS, `${t.id}.pdf`);
        writeFileSync(file, r.pdf);
        const words = latinWords(execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }));
        if (words.length > 0) bad.push(`${t.id}:\n    ${[...new Set(words)].slice(0, 15).join('\n    ')}`);
      }
      assert.equal(bad.length, 0, `Latin words in Hindi documents:\n${bad.join('\n')}`);
    });

    it('every email and SMS in Hindi has no English word', () => {
      const link = 'https://portal.test/my/cases/x';
      const msgs = [
        verificationMail('a@example.in', 'hi', 'रमेश', '123456', 10),
        { subject: '', body: phoneCodeSms('hi', '123456', 10) },
        reminderMessage({
          lang: 'hi',
          caseNumber: 'CTR/AGRS/2026/1',
          clock: 'deposit',
          due: d('2026-08-25'),
          today: d('2026-08-22'),
          basis: ['in.ctr2026.r4.12'],
          link,
        }),
        lapseMessage({
          lang: 'hi',
          caseNumber: 'CTR/AGRS/2026/1',
          clock: 'reply',
          due: d('2026-08-21'),
          basis: ['in.ctr2026.r4.1'],
          link,
        }),
        nearMessage({
          lang: 'hi',
          caseNumber: 'CTR/AGRS/2026/1',
          clock: 'disposal',
          due: d('2026-08-21'),
          today: d('2026-08-18'),
          basis: ['in.ctr2026.r5'],
          link,
        }),
        ...TEMPLATES.map((t) =>
          documentMessage({
            lang: 'hi',
            caseNumber: 'CTR/AGRS/2026/1',
            template: t.id,
            issuedOn: d('2026-08-20'),
            hearingOn: d('2026-09-01'),
            depositDueOn: d('2026-09-19'),
            link,
          }),
        ),
      ];
      const bad = msgs.flatMap((m) =>
        latinWords(`${m.subject}\n${'text' in m ? m.text : (m as { body: string }).body}`),
      );
      assert.deepEqual(bad, []);
    });
  });
}
