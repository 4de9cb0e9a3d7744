// Money: demands from orders, deposits, the Board's recovery, the penalty fund ledger and its utilisation, reports.

export * from './ledger.ts';
export * from './book.ts';
export * from './reports.ts';
export * from './demo.ts';
