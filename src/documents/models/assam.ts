// Assam: the written report of s.26A on which a court takes cognizance of an offence under s.26 (Assam).

import type { LocalDate } from '../../lib/local-date.ts';
import type { ProvisionId } from '../../rules/provisions.ts';
import type { AssamCase } from '../../domain/assam/state.ts';
import type { Accused, OffenceFacts, Reporter } from '../../domain/assam/commands.ts';
import type { BuildContext, DocumentModel } from '../types.ts';
import { header, need } from './common.ts';

export interface S26aReportValues {
  readonly reportedOn: LocalDate;
  readonly reporter: Reporter;
  readonly accused: Accused;
  readonly offence: OffenceFacts;
  readonly forwardedTo?: string;
}

export function buildS26aReport(ctx: BuildContext, c: AssamCase): DocumentModel<S26aReportValues> {
  const r = need(c.report, 'assam-s26a-report', 'written report');
  const basis: ProvisionId[] = ['in-as.cta.s26a', 'in-as.cta.s26'];
  return {
    header: header(ctx, 'assam-s26a-report', r.on, basis),
    values: {
      reportedOn: r.on,
      reporter: r.reporter,
      accused: r.accused,
      offence: r.offence,
      ...(c.forwarded ? { forwardedTo: c.forwarded.court } : {}),
    },
  };
}
