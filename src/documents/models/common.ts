// Helpers every builder uses: the document header, and the note shown wherever a configured parameter is used.

import { isPortalDefault } from '../../rules/parameters.ts';
import type { LocalDate } from '../../lib/local-date.ts';
import type { ParamId } from '../../rules/parameters.ts';
import { PARAM_DEFINITIONS } from '../../rules/parameters.ts';
import type { Pack } from '../../rules/packs.ts';
import { param } from '../../rules/packs.ts';
import type { ProvisionId } from '../../rules/provisions.ts';
import type { BuildContext, ConfiguredNote, DocumentHeader, TemplateId } from '../types.ts';

export function header(
  ctx: BuildContext,
  template: TemplateId,
  date: LocalDate,
  basis: readonly ProvisionId[],
  configured: readonly ConfiguredNote[] = [],
): DocumentHeader {
  return {
    template,
    documentId: ctx.documentId,
    caseNumber: ctx.caseNumber,
    date,
    lang: ctx.lang,
    issuer: ctx.issuer,
    basis: [...new Set(basis)],
    configured,
    ...(ctx.pairWith ? { pairWith: ctx.pairWith } : {}),
    ...(ctx.appealTo ? { appealTo: ctx.appealTo } : {}),
  };
}

/** The note for a parameter in force on `on`, when its value is configured rather than enacted; else nothing. */
export function configuredNotes(pack: Pack, ids: readonly ParamId[], on: LocalDate): ConfiguredNote[] {
  const out: ConfiguredNote[] = [];
  for (const id of ids) {
    const p = param(pack, id, on);
    // A value the State notified is law for the case, not the portal's default (issue 27).
    if (!isPortalDefault(p)) continue;
    const unit = PARAM_DEFINITIONS[id].unit;
    out.push({ param: id, value: `${String(p.value)} ${unit}`, basis: p.basis, source: p.source });
  }
  return out;
}

/** A required part of the case record that is missing: the document cannot be made yet. */
export class NotReady extends Error {
  constructor(template: TemplateId, what: string) {
    super(`${template}: the case has no ${what} yet, so this document cannot be made.`);
  }
}

export function need<T>(v: T | undefined, template: TemplateId, what: string): T {
  if (v === undefined) throw new NotReady(template, what);
  return v;
}
