// A command's provisions are declared once, in the domain's table (COMMAND_BASIS of each proceeding). What a step's
// page, route and button cite (the catalogue of steps' `basis`) is that table; and a document issued by the event a
// command records cites the provisions of the command that event rests on (or a clause of one: Rule 4(3)(a) for 4(3)).

import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import * as F from '../domain/adjudication/fixtures.ts';
import { COMMAND_BASIS as ADJ, decide } from '../domain/adjudication/index.ts';
import { COMMAND_BASIS as APPEAL } from '../domain/appeal/index.ts';
import { COMMAND_BASIS as ASSAM } from '../domain/assam/index.ts';
import type { LocalDate } from '../lib/local-date.ts';
import { STEPS } from '../app/steps/index.ts';
import { ADJUDICATION_EVENTS } from '../app/proceedings/adjudication/events.ts';
import type { IssueInput } from '../app/documents/issue.ts';
import type { OfficeInfo } from '../app/ports/store.ts';
import { evolve } from '../domain/adjudication/evolve.ts';
import { modelForIssue } from './issue.ts';

const OFFICE = {
  code: 'SDM-SADAR-AGRA',
  kind: 'adjudicating',
  name: 'Office of the SDM, Sadar, Agra',
  nameHi: 'उपखंड मजिस्ट्रेट का कार्यालय, सदर, आगरा',
  address: 'Collectorate, Agra',
  districtCode: 'AGRA',
  districtName: 'Agra',
  subdivisionCode: 'SADAR',
  stateCode: 'UP',
  jurisdiction: 'in',
  calendar: { weeklyOff: [], nthWeekdayOff: [], closed: [], open: [] },
} as unknown as OfficeInfo;

const TABLES = { adjudication: ADJ, appeal: APPEAL, assam: ASSAM } as const;

describe('Rules 3 to 7, s.26A: each command cites the provisions of the domain table, on its page and its documents', () => {
  it("every step of every proceeding cites exactly its command's provisions from the domain table", () => {
    for (const [kind, table] of Object.entries(TABLES) as [keyof typeof TABLES, Record<string, readonly string[]>][]) {
      assert.deepEqual(Object.keys(STEPS[kind]).sort(), Object.keys(table).sort(), kind);
      for (const [type, basis] of Object.entries(table)) {
        assert.deepEqual(STEPS[kind][type]!.basis, basis, `${kind} ${type}: the step cites other provisions`);
      }
    }
  });

  it('Rule 4(1): issue-show-cause-notice cites Rule 4(1), 4(3) and Form-II in the domain table', () => {
    assert.deepEqual(ADJ['issue-show-cause-notice'], ['in.ctr2026.r4.1', 'in.ctr2026.r4.3', 'in.ctr2026.form2']);
  });

  it('the document an event issues cites the provisions of the command that recorded it', () => {
    const covered = (p: string, cited: readonly string[]): boolean =>
      cited.some((c) => c === p || c.startsWith(`${p}.`));
    const states = [F.registered(), F.noticed(), F.served(), F.replied(), F.replied(true), F.heard()];
    const ctx = F.makeCtx('2027-01-31');
    const checked = new Set<string>();
    const rested = new Map<string, Set<string>>();
    for (const r of states) {
      for (const [type, step] of Object.entries(STEPS.adjudication)) {
        const facts = { attachedDocumentIds: [F.ACK_DOC, F.PHOTO_DOC] };
        for (const probe of step.probes(r.state, '2026-12-01' as LocalDate, facts)) {
          const d = decide(r.state, probe, ctx);
          if (!d.ok) continue;
          const own = ADJ[type as keyof typeof ADJ];
          const after = d.value.reduce(evolve, r.state);
          for (const e of d.value) {
            const rests = e.basis.filter((b) => own.includes(b));
            for (const b of rests) rested.set(type, (rested.get(type) ?? new Set()).add(b));
            assert.ok(
              rests.length > 0,
              `${type} recorded ${e.type} on ${e.basis.join(', ')}, none of ${own.join(', ')}`,
            );
            for (const template of ADJUDICATION_EVENTS[e.type].issues) {
              const input = {
                job: { documentId: 'D-1', template, lang: 'en' },
                kind: 'adjudication',
                caseNumber: 'AC/1/2026',
                office: OFFICE,
                event: e,
                state: after,
                events: [...r.events, ...d.value],
                recordedAt: new Date('2026-12-01T06:30:00Z'),
              } as unknown as IssueInput;
              const cited = modelForIssue(input).header.basis;
              for (const p of rests) assert.ok(covered(p, cited), `${template} (from ${type}) does not cite ${p}`);
              checked.add(template);
            }
          }
        }
      }
    }
    // Each command the probes recorded rests, over its events, on every provision the table gives it.
    for (const [type, seen] of rested) {
      const own = ADJ[type as keyof typeof ADJ];
      assert.deepEqual(
        own.filter((p) => !seen.has(p)),
        [],
        `${type}: its events do not rest on these`,
      );
    }
    assert.ok(rested.size >= 15, `only ${rested.size} commands compared`);
    // The notices and orders of the complaint case that a step records on these states were all compared.
    for (const t of ['form-2', 'summons', 'hearing-notice', 'reply-extension-order', 'ex-parte-record', 'final-order'])
      assert.ok(checked.has(t), `${t} was not compared`);
  });
});
