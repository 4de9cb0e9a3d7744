// A failure the operator can act on (a setting, the disk, the data directory): `ctp` prints its one-line message and
// exits with its code, without a stack (cli/main.ts).

export class OperatorError extends Error {
  constructor(
    message: string,
    /** 74 (EX_IOERR): the data directory cannot be written or opened; 78 (EX_CONFIG): a setting is wrong. */
    readonly exitCode = 1,
  ) {
    super(message);
    this.name = 'OperatorError';
  }
}

/** The exit code of a data directory that cannot be written or opened (sysexits EX_IOERR). */
export const EXIT_STORAGE = 74;
