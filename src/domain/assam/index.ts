// The Assam s.26 criminal track (Assam Act XV of 2002): public surface of the module.

export * from './classify-offence.ts';
export * from './commands.ts';
export * from './decide.ts';
export * from './events.ts';
export * from './imprisonment-term.ts';
export * from './invariants.ts';
export * from './report.ts';
export * from './sentence.ts';
export * from './state.ts';
export * from './offender-match.ts';
