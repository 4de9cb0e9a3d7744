// Where a CLI command writes: standard output and standard error, or a test's buffers.

export interface CliIo {
  readonly out: (s: string) => void;
  readonly err: (s: string) => void;
}

export const stdio: CliIo = {
  out: (s) => process.stdout.write(s.endsWith('\n') ? s : `${s}\n`),
  err: (s) => process.stderr.write(s.endsWith('\n') ? s : `${s}\n`),
};
