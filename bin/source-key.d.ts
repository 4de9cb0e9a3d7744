/** The source key of the checkout at `root` (hex, 64 characters): see source-key.js. */
export function sourceKey(root: string): string;
