// The Board's penalty fund (Rule 8): purposes, sanction of a utilisation, and the separate-account posting guard.

export * from './penalty-account.ts';
export * from './purposes.ts';
export * from './sanction.ts';
