// A command's shape is its request schema (src/contract): the form of each step writes only what the schema accepts.
// Each field a step's generated form maps by name or path (the steps without a command of their own) is a member of
// the step's request body, down its path ("amounts.penaltyPaise"); the domain's command mirrors the body
// (contract-check.ts), so a field the schema does not know is caught here, before a person meets a refusal.

import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { STEPS } from './index.ts';

type Shaped = { readonly shape?: Record<string, unknown>; readonly unwrap?: () => unknown };
/** The members of an object schema, through optional and nullable wrappers; undefined for any other schema. */
function membersOf(schema: unknown): Record<string, unknown> | undefined {
  let s = schema as Shaped | undefined;
  for (let i = 0; i < 4 && s && !s.shape && typeof s.unwrap === 'function'; i++) s = s.unwrap() as Shaped;
  return s?.shape;
}

describe('Rules 3 to 7, s.26A: each step form maps its fields onto its request schema', () => {
  it('every field of every generated form is a member of the request body, along its path', () => {
    let checked = 0;
    for (const [kind, steps] of Object.entries(STEPS)) {
      for (const [type, step] of Object.entries(steps)) {
        if (!step.body || step.command) continue;
        for (const f of step.fields) {
          let members = membersOf(step.body);
          assert.ok(members, `${kind} ${type}: its body is not an object schema`);
          for (const key of (f.path ?? f.name).split('.')) {
            assert.ok(
              members && key in members,
              `${kind} ${type}: field "${f.name}" goes to "${key}", not in the schema`,
            );
            members = membersOf(members[key]);
          }
          checked++;
        }
      }
    }
    assert.ok(checked > 60, `only ${checked} fields checked`);
  });
});
