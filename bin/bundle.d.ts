/** Where the bundle of the checkout at `root` lives. */
export function bundleDir(root: string): string;
/** The bundle's entry file when it was built from the current source of `root`; undefined otherwise. */
export function currentBundle(
  root: string,
  env?: NodeJS.ProcessEnv,
  opts?: { rememberLaunchKey?: boolean },
): string | undefined;
/** Builds the bundle of the checkout at `root` into .bundle/ (replacing any); returns its key. */
export function buildBundle(root: string): Promise<string>;
/** The esbuild plugin that keeps imports of packages as imports, except of the few compiled into the bundle. */
export function inlinePackages(): { name: string; setup(build: unknown): void };
