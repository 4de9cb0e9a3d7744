// The ctp command line: dispatches to one module per command. Each command returns its exit code.

import type { CliIo } from './io.ts';
import { stdio } from './io.ts';

type Command = (args: string[], io: CliIo) => Promise<number>;

const COMMANDS: Record<string, { summary: string; load: () => Promise<Command> }> = {
  clock: {
    summary: 'Compute a statutory clock: ctp clock <clock-id> --from YYYY-MM-DD [--days N] [--calendar FILE] [--jurisdiction in|in-as] [--json]',
    load: async () => (await import('./commands/clock.ts')).run,
  },
  provisions: {
    summary: 'List the provisions registry; --coverage shows the code and tests for each, --check fails on gaps',
    load: async () => (await import('./commands/provisions.ts')).run,
  },
  params: {
    summary: 'List the dated parameters of a jurisdiction pack, enacted and configured: ctp params [--jurisdiction in|in-as] [--json]',
    load: async () => (await import('./commands/params.ts')).run,
  },
};

export function helpText(): string {
  const lines = [
    'ctp: the Cattle-trespass case portal (Cattle-trespass Rules, 2026; Assam Act XV of 2002)',
    '',
    'Usage: ctp <command> [options]',
    '',
    'Commands:',
    ...Object.entries(COMMANDS).map(([name, c]) => `  ${name.padEnd(12)} ${c.summary}`),
    '  start        Start the portal (prints this help until the server is built)',
    '  help         Show this help',
  ];
  return lines.join('\n');
}

export async function main(argv: string[], io: CliIo = stdio): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || name === 'help' || name === '--help' || name === '-h' || name === 'start') {
    io.out(helpText());
    return 0;
  }
  const cmd = COMMANDS[name];
  if (!cmd) {
    io.err(`Unknown command "${name}".\n\n${helpText()}`);
    return 2;
  }
  return (await cmd.load())(rest, io);
}
