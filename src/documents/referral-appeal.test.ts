// Rule 4(14), issue 27 point 5: the reference to the Board made while an appeal against the order is pending says so,
// on the referral itself and on the order sheet, in English and Hindi (the Board must not recover twice what the
// appeal may yet change).

import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { ReferredForRecovery } from '../domain/adjudication/events.ts';
import { parseLocalDate } from '../lib/local-date.ts';
import { CENTRAL_PACK } from '../rules/packs.ts';
import { demoCase } from './demo/demo-case.ts';
import { buildRecoveryReferral } from './models/adjudication.ts';
import { recoveryReferralLayout } from './templates/adjudication-orders.ts';
import { describe as describeEvent } from './templates/order-sheet.ts';
import type { Lang } from './types.ts';

const norm = (s: string): string => s.replace(/\s+/g, ' ').trim();

function referral(L: Lang): { text: string; line: string } {
  const d = demoCase(L);
  const base = d.events.find((e) => e.type === 'referred-for-recovery') as ReferredForRecovery;
  const e: ReferredForRecovery = {
    ...base,
    appealPending: { number: 'CTA/DM-AGRA/2026/0007', filedOn: parseLocalDate('2026-09-10') },
  };
  const m = buildRecoveryReferral(
    { documentId: `DOC-${L}`, caseNumber: d.caseNumber, lang: L, issuer: d.issuer },
    d.adjudication,
    CENTRAL_PACK,
    e,
  );
  const layout = recoveryReferralLayout(m);
  const text = norm(
    layout.blocks
      .map((b) =>
        'text' in b
          ? String(b.text)
          : 'rows' in b
            ? (b.rows as { label: string; value: string }[]).map((r) => `${r.label}: ${r.value}`).join(' ')
            : '',
      )
      .join(' '),
  );
  return { text, line: norm(describeEvent(e, L)) };
}

describe('Rule 4(14): a referral made while an appeal is pending records the appeal', () => {
  it('in English: the referral and its order-sheet line name the appeal and the day it was filed', () => {
    const { text, line } = referral('en');
    assert.ok(
      text.includes(
        'An appeal against the order (CTA/DM-AGRA/2026/0007, filed on 10 September 2026) is pending before the Appellate Authority',
      ),
      text,
    );
    assert.ok(
      line.includes('an appeal against the order (CTA/DM-AGRA/2026/0007, filed on 10 September 2026) is pending'),
      line,
    );
  });
  it('in Hindi', () => {
    const { text, line } = referral('hi');
    assert.ok(
      text.includes(
        'आदेश के विरुद्ध अपील (CTA/DM-AGRA/2026/0007, 10 सितंबर 2026 को फाइल की गई) अपील प्राधिकारी के समक्ष नियम 7 के अधीन लंबित है',
      ),
      text,
    );
    assert.ok(line.includes('आदेश के विरुद्ध अपील (CTA/DM-AGRA/2026/0007, 10 सितंबर 2026 को फाइल की गई) लंबित है'), line);
  });
});
