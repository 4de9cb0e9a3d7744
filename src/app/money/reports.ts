// The money reports as files (CSV), for the surfaces: the same functions the domain tests check.

export { fundStatementCsv, outstandingCsv, realisationCsv, utilisationCsv } from '../../domain/money/reports.ts';
