/** The source key of the checkout at `root` (hex, 64 characters): see source-key.js. */
export function sourceKey(root: string): string;
/** Records the key `bin/ctp.js` computed for `root` at this launch (the source the running code was built from). */
export function rememberLaunchKey(root: string, key: string): void;
/** The source key of `root` as this process's launch found it; computed now when the launch did not. */
export function launchSourceKey(root: string): string;
