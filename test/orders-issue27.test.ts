// Rules 4(7), 4(8), 4(12), 4(13), 4(14), 7(11) and 7(12) with Article 20(1) (issue 27): the six signed orders, made
// through the domain's own decisions, rendered, signed with a throwaway certificate and read back with pdftotext in
// English and Hindi. Each must state the section and the range applied (or that no maximum was notified on the day of
// the contravention), the periods as the portal's configured default, and, on appeal, only what is left to pay.
// The PDFs and their text go to test/artefacts/issue27/ (`npm run` nothing: run this file to regenerate them).

import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createDemoCertificate, loadSigningKey, renderDocument } from '../src/documents/index.ts';
import type { Lang, SigningKey } from '../src/documents/index.ts';
import { buildFinalOrder, buildRecoveryReferral } from '../src/documents/models/adjudication-orders.ts';
import { buildAppellateOrder } from '../src/documents/models/appeal.ts';
import { demoCase } from '../src/documents/demo/demo-case.ts';
import type { DocumentModel } from '../src/documents/types.ts';
import type { AdjudicationCommand } from '../src/domain/adjudication/commands.ts';
import type { OrderPassed, ReferredForRecovery } from '../src/domain/adjudication/events.ts';
import * as A from '../src/domain/adjudication/fixtures.ts';
import type { AppealCommand } from '../src/domain/appeal/commands.ts';
import type { AppealDecided } from '../src/domain/appeal/events.ts';
import * as P from '../src/domain/appeal/fixtures.ts';
import { withOverrides } from '../src/rules/packs.ts';

const OUT = join(new URL('..', import.meta.url).pathname, 'test/artefacts/issue27');
const PUBLIC_URL = 'https://ctp.example.gov.in';
let key: SigningKey;

const ctxOf = (L: Lang, appeal = false) => {
  const demo = demoCase(L);
  return {
    documentId: `issue27-${L}`,
    caseNumber: appeal ? 'CTA/AGR/2026/0007' : 'CT/SDM-SADAR/2026/0042',
    lang: L,
    issuer: appeal ? demo.appellateIssuer : demo.issuer,
  };
};

/** Renders, signs and reads back one document; writes the PDF and its text beside each other. */
async function read(name: string, model: DocumentModel<unknown>): Promise<string> {
  const r = await renderDocument(model, {
    publicUrl: PUBLIC_URL,
    sign: { key, signingTime: new Date('2026-09-30T06:30:00Z') },
  });
  assert.equal(r.signed, true, `${name} is signed`);
  mkdirSync(OUT, { recursive: true });
  const pdf = join(OUT, `${name}.pdf`);
  writeFileSync(pdf, r.pdf);
  const text = execFileSync('pdftotext', [pdf, '-'], { encoding: 'utf8' });
  writeFileSync(join(OUT, `${name}.txt`), text);
  // Lines of the layout joined, so that a sentence broken across lines still matches.
  return text.replace(/\s+/g, ' ');
}

const exParte: AdjudicationCommand = {
  type: 'proceed-ex-parte',
  on: A.d('2026-08-11'),
  reasons: 'No reply within the period despite service by tender.',
};
const inAbsence: AdjudicationCommand = {
  type: 'record-hearing-in-absence',
  on: A.d('2026-08-18'),
  complainantAppeared: true,
  materialExamined: ['Statement in the complaint', 'Khasra extract no. 118', 'Photographs of the damaged crop'],
  notes: 'The damage to the wheat crop is proved by the revenue record and the photographs.',
};
const dismissal: AdjudicationCommand = {
  type: 'pass-order',
  on: A.d('2026-08-20'),
  kind: 'dismissal',
  findings: [
    {
      section: '26',
      contravened: false,
      reasons: 'The village watchman proved that the cows were tied at the respondent’s house that night.',
    },
  ],
  // Rule 4(11): the witness the reply lists, and the complainant's own list.
  listed: [
    { item: 'reply-witness-1', examined: true, reasons: 'He saw the cows tied at the house at 5 am.' },
    { item: 'list-1-1', examined: false, reasons: 'The photograph bears no date and shows no cattle.' },
  ],
  reasons: 'The respondent proved by the village watchman that the cows were tied at his house that night.',
};
/** A ceiling of Rs 10,000 from the Rules' commencement, raised to Rs 50,000 after the act of 3 Jul 2026. */
const ceilingPack = (p: typeof A.makeCtx extends () => infer C ? C : never) => ({
  ...p,
  pack: withOverrides(p.pack, {
    'penalty.max-rupees': [
      {
        from: A.d('2026-07-02'),
        value: 10_000,
        status: 'configured',
        basis: ['in.ctr2026.r4.12'],
        source: 'Notification No. 4/2026 dated 1 July 2026',
        notification: { number: '4/2026', date: A.d('2026-07-01') },
      },
      {
        from: A.d('2026-08-01'),
        value: 50_000,
        status: 'configured',
        basis: ['in.ctr2026.r4.12'],
        source: 'Notification No. 9/2026 dated 25 July 2026',
        notification: { number: '9/2026', date: A.d('2026-07-25') },
      },
    ],
  }),
});

const finalOrder = (cmds: readonly AdjudicationCommand[], order: AdjudicationCommand, L: Lang, ceiling = false) => {
  const ctx = ceiling ? ceilingPack(A.makeCtx()) : A.makeCtx();
  const { state, events } = A.run([...cmds, order], ctx);
  const e = events.at(-1) as OrderPassed;
  return buildFinalOrder(ctxOf(L), state, ctx.pack, e);
};

const base = [A.registerCmd(), A.noticeCmd(), A.tenderServed()];
const heard = [
  ...base,
  { ...A.replyCmd(), witnesses: ['Bhola Ram, village watchman'] } as AdjudicationCommand,
  { type: 'submit-document-list', on: A.d('2026-07-21'), by: 'complainant', items: ['Photograph of the field'] },
  A.hearingNoticeCmd(),
  A.tenderServed('2026-07-23', 'h1-a1', 'h1'),
  A.hearingCmd(),
] as const;

const LISTED = [
  {
    item: 'reply-witness-1',
    examined: true,
    reasons: 'He did not see the field that morning; his word does not help.',
  },
  { item: 'list-1-1', examined: true, reasons: 'The photograph shows the cows in the standing wheat.' },
];

/** The finding on the one ground, as each first-instance order prints it (Rules 4(12), 4(13)). */
const finding = (L: Lang, contravened: boolean, reasons: string) =>
  L === 'hi'
    ? `आधार 1: पशु अतिचार अधिनियम, 1871 की धारा 26। निष्कर्ष: ${contravened ? 'उल्लंघन किया गया' : 'उल्लंघन नहीं किया गया'}। कारण: ${reasons}`
    : `Ground 1: Section 26 of the Cattle-trespass Act, 1871. Finding: ${contravened ? 'contravened' : 'not contravened'}. Reasons: ${reasons}`;
const has = (text: string, s: string) => assert.ok(text.includes(s), `expected to read: ${s}`);
const FIXTURE_FINDING = A.FINDING_26![0]!.reasons;

/** Rule 7(11) with Form-III item 4: the answer to the ground, the section found below and the payee. */
function assertAppealSpeaks(text: string, L: Lang): void {
  const say = (en: string, hi: string) => (L === 'hi' ? hi : en);
  has(
    text,
    say(
      `Ground 1: "The cattle were not the appellant's; the adjudicating officer ignored the revenue record." — rejected. Reasons: ${P.ANSWERS[0].reasons}`,
      `आधार 1: "The cattle were not the appellant's; the adjudicating officer ignored the revenue record." — अस्वीकार किया गया। कारण: ${P.ANSWERS[0].reasons}`,
    ),
  );
  has(
    text,
    say(
      'Section 26 of the Cattle-trespass Act, 1871 Section found contravened by that order',
      'पशु अतिचार अधिनियम, 1871 की धारा 26 उस आदेश द्वारा उल्लंघन पाई गई धारा',
    ),
  );
  has(
    text,
    say(
      'The compensation, expenses and charges that stand, ₹2,620, are payable to the complainant before the Adjudicating Officer',
      'प्रभावी प्रतिकर, व्यय और प्रभार, ₹2,620, अपीलित आदेश के निदेशानुसार न्यायनिर्णायक अधिकारी के समक्ष शिकायतकर्ता को देय हैं।',
    ),
  );
}

/** The appeal heard, the order under appeal (Rs 5,000) with its day of contravention, 5 Jul 2026. */
const appealHeard: AppealCommand[] = [
  P.fileAppeal({
    order: {
      ...P.ORDER_4_12,
      contraventionOn: P.d('2026-07-05'),
      provisionCharged: 'Section 26 of the Cattle-trespass Act, 1871',
    },
  }),
  ...P.HEARD.slice(1),
];
const appellateOrder = (decide: AppealCommand, L: Lang, ctx: typeof P.CTX) => {
  const { state, events } = P.run([...appealHeard, decide], ctx);
  return buildAppellateOrder(ctxOf(L, true), state, ctx.pack, events.at(-1) as AppealDecided);
};

describe('Rules 4(7), 4(8), 4(13), 7(11), 7(12), 4(14): the six signed orders read back with pdftotext (issue 27)', () => {
  before(() => {
    const c = createDemoCertificate();
    key = loadSigningKey(c.p12, c.passphrase);
  });

  for (const L of ['en', 'hi'] as const) {
    const say = (en: string, hi: string) => (L === 'hi' ? hi : en);

    it(`Rule 4(8): the final order on admission (${L}) states the section and that no maximum was notified`, async () => {
      const text = await read(
        `1-order-on-admission-${L}`,
        finalOrder([...base, A.replyCmd('2026-07-20', true), ...A.bothWaive()], A.penaltyOrder('2026-07-25'), L),
      );
      assert.match(
        text,
        new RegExp(
          say(
            'The penalty is imposed for the contravention of Section 26 of the Cattle-trespass Act, 1871\\. No maximum of the penalty had been notified for this State on 3 July 2026, the day of the contravention',
            'शास्ति पशु अतिचार अधिनियम, 1871 की धारा 26 के उल्लंघन के लिए अधिरोपित की जाती है। उल्लंघन के दिन, 3 जुलाई 2026 को',
          ),
        ),
      );
      assert.doesNotMatch(text, /not checked|जांच अधिनियम से नहीं/);
      assert.match(text, new RegExp(say("the portal's configured default", 'पोर्टल का पूर्वनिर्धारित मान')));
      assert.doesNotMatch(text, /provisionally fixed|अनंतिम/);
      // Rule 4(12): the finding on the ground, the section found, the payee and the time to pay.
      has(text, finding(L, true, FIXTURE_FINDING));
      has(
        text,
        say(
          'Being satisfied that Mohan Lal has contravened Section 26 of the Cattle-trespass Act, 1871, for the findings and reasons recorded above',
          'यह समाधान हो जाने पर कि Mohan Lal ने पशु अतिचार अधिनियम, 1871 की धारा 26 का उल्लंघन किया है, ऊपर लेखबद्ध निष्कर्षों और कारणों से',
        ),
      );
      has(
        text,
        say(
          'The compensation, expenses and charges of ₹12,000 shall be paid to Ramesh Kumar (the complainant) within 30 days of this order, that is by 24 August 2026.',
          'प्रतिकर, व्यय और प्रभार की राशि ₹12,000 का भुगतान Ramesh Kumar (शिकायतकर्ता) को इस आदेश की तारीख से 30 दिन के भीतर, अर्थात् दिनांक 24 अगस्त 2026 तक किया जाए।',
        ),
      );
      assert.doesNotMatch(text, /contravened the provision of the Act|अधिनियम के उपबंध का उल्लंघन/);
    });

    it(`Rule 4(7): the ex parte order (${L}) states the range in force on the day of the act, not the raised one`, async () => {
      const text = await read(
        `2-ex-parte-order-${L}`,
        finalOrder([...base, exParte, inAbsence], A.penaltyOrder('2026-08-20'), L, true),
      );
      assert.match(
        text,
        new RegExp(
          say(
            'within the range of ₹0 to ₹10,000 in force for this State on 3 July 2026, the day of the contravention',
            '₹0 से ₹10,000 तक की सीमा के भीतर',
          ),
        ),
      );
      assert.doesNotMatch(text, /₹50,000/);
      has(text, finding(L, true, FIXTURE_FINDING));
      has(
        text,
        say(
          'Ramesh Kumar (the complainant) within 30 days of this order, that is by 19 September 2026',
          'Ramesh Kumar (शिकायतकर्ता) को इस आदेश की तारीख से 30 दिन के भीतर, अर्थात् दिनांक 19 सितंबर 2026 तक',
        ),
      );
      has(
        text,
        say(
          '₹5,000 shall be deposited within 30 days of this order, that is by 19 September 2026',
          '₹5,000 इस आदेश की तारीख से 30 दिन के भीतर, अर्थात् दिनांक 19 सितंबर 2026 तक',
        ),
      );
    });

    it(`Rule 4(13): the dismissal (${L}) imposes nothing and states no range`, async () => {
      const text = await read(`3-dismissal-${L}`, finalOrder(heard, dismissal, L));
      assert.match(text, new RegExp(say('the complaint is dismissed', 'शिकायत खारिज की जाती है')));
      assert.doesNotMatch(text, /range of|सीमा के भीतर/);
      has(
        text,
        finding(L, false, 'The village watchman proved that the cows were tied at the respondent’s house that night.'),
      );
      has(
        text,
        say(
          'has not contravened Section 26 of the Cattle-trespass Act, 1871, the charges are dropped',
          'उसने पशु अतिचार अधिनियम, 1871 की धारा 26 का उल्लंघन नहीं किया है, आरोप छोड़े जाते हैं',
        ),
      );
      // Rule 4(11): each listed witness or document, examined or rejected with reasons.
      has(
        text,
        say(
          'Witness "Bhola Ram, village watchman", listed by the person complained against: examined. He saw the cows tied at the house at 5 am.',
          'कथित उल्लंघनकर्ता द्वारा सूचीबद्ध साक्षी "Bhola Ram, village watchman": परीक्षा की गई। He saw the cows tied at the house at 5 am.',
        ),
      );
      has(
        text,
        say(
          'Document "Photograph of the field", listed by the complainant: rejected. The photograph bears no date and shows no cattle.',
          'शिकायतकर्ता द्वारा सूचीबद्ध दस्तावेज़ "Photograph of the field": अस्वीकार किया गया। The photograph bears no date',
        ),
      );
    });

    it(`Rule 7(11): the appellate order varied (${L}) holds the penalty to the ceiling of the day of the act`, async () => {
      const ctx = ceilingPack(P.CTX as ReturnType<typeof A.makeCtx>) as typeof P.CTX;
      const text = await read(
        `4-appellate-order-varied-${L}`,
        appellateOrder(
          {
            type: 'decide-appeal',
            on: P.d('2026-09-18'),
            outcome: 'vary',
            reasons: 'The damage was to a quarter of the field only, as the patwari reports.',
            payWithinDays: 30,
            answers: P.ANSWERS,
            varied: { penaltyPaise: 300_000, compensationPaise: 250_000, expensesPaise: 0, chargesPaise: 12_000 },
          },
          L,
          { ...ctx, penaltyAccountBelow: { depositedPaise: 0, referredPaise: 0 } },
        ),
      );
      assert.match(
        text,
        new RegExp(
          say(
            'within the range of ₹0 to ₹10,000 in force for this State on 5 July 2026',
            '₹0 से ₹10,000 तक की सीमा के भीतर',
          ),
        ),
      );
      assert.match(text, /₹3,000/);
      assertAppealSpeaks(text, L);
    });

    it(`Rule 7(12): the appellate order confirmed after a part deposit and a referral (${L}) demands nothing twice`, async () => {
      const text = await read(
        `5-appellate-order-confirmed-after-part-deposit-${L}`,
        appellateOrder(
          {
            type: 'decide-appeal',
            on: P.d('2026-09-18'),
            outcome: 'confirm',
            reasons: "The revenue record shows the cattle are the appellant's and the damage is proved.",
            payWithinDays: 30,
            answers: P.ANSWERS,
          },
          L,
          {
            ...P.CTX,
            penaltyAccountBelow: { depositedPaise: 200_000, referredPaise: 300_000, referredOn: P.d('2026-09-10') },
          },
        ),
      );
      assert.match(text, new RegExp(say('₹2,000 has already been deposited', '₹2,000 अपीलित आदेश के अधीन पहले ही जमा')));
      assert.match(text, new RegExp(say('stands for ₹3,000 only', 'केवल ₹3,000 के लिए प्रभावी')));
      assert.match(
        text,
        new RegExp(say('Nothing further of the penalty is to be paid', 'शास्ति की कोई और राशि देय नहीं')),
      );
      assert.doesNotMatch(
        text,
        new RegExp(say('The penalty of ₹5,000 that stands shall be paid', '₹5,000 की प्रभावी शास्ति इस आदेश की तारीख से')),
      );
      assertAppealSpeaks(text, L);
    });

    it(`Rule 4(14): the referral to the Board (${L}) says what was deposited and what is outstanding`, async () => {
      const ctx = A.makeCtx();
      const { state, events } = A.run(
        [
          ...heard,
          A.penaltyOrder('2026-08-20', { listed: LISTED }),
          { type: 'supply-order-copy', on: A.d('2026-08-20'), to: 'contravener', feePaise: 0, signed: true },
          {
            type: 'record-deposit',
            on: A.d('2026-08-25'),
            amountPaise: 200_000,
            receiptNo: 'GRAS/2026/118',
            mode: 'bank-challan',
          },
          { type: 'refer-for-recovery', on: A.d('2026-09-25') },
        ],
        ctx,
      );
      const text = await read(
        `6-referral-to-awbi-${L}`,
        buildRecoveryReferral(ctxOf(L), state, ctx.pack, events.at(-1) as ReferredForRecovery),
      );
      assert.match(text, /₹3,000/);
      assert.match(text, /₹2,000/);
      assert.doesNotMatch(text, /provisionally fixed|अनंतिम/);
      has(
        text,
        say(
          'Section 26 of the Cattle-trespass Act, 1871 Section found contravened ₹5,000 Penalty imposed',
          'पशु अतिचार अधिनियम, 1871 की धारा 26 उल्लंघन पाई गई धारा ₹5,000 अधिरोपित शास्ति',
        ),
      );
    });
  }
});
