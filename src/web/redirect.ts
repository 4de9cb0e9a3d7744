// Where a redirect may go (issue 16, point 1; OWASP ASVS 5.1.5): a target typed into ?back= or ?next= is resolved
// against the portal's own origin, as a browser would resolve it, and kept only when the origin is unchanged, the
// raw text has no control character or backslash (browsers drop tab, CR and LF, so "/\t/evil.example" becomes
// "//evil.example", another host), and the path is one the portal's pages serve. Anything else goes to `fallback`.
// The Location header is then the normalised path and query, never the raw text (no CR/LF can reach Headers.set).

const ORIGIN = 'https://portal.invalid';
let served: RegExp[] = [];

/** The GET paths of the web app (Hono route patterns such as /office/cases/:id), recorded when it is built. */
export function recordServedPaths(patterns: readonly string[]): void {
  served = [...new Set(patterns)]
    .filter((p) => p !== '*' && p !== '/*')
    .map(
      (p) =>
        new RegExp(
          `^${p
            .split('/')
            .map((seg) =>
              seg.startsWith(':') ? '[^/]+' : seg === '*' ? '.*' : seg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
            )
            .join('/')}/?$`,
        ),
    );
}

export function servesPath(path: string): boolean {
  return served.some((r) => r.test(path));
}

export function localRedirect(raw: string | undefined, fallback: string): string {
  if (raw === undefined || raw === '' || raw.length > 2000) return fallback;
  // eslint-disable-next-line no-control-regex
  if (!raw.startsWith('/') || /[\u0000-\u001F\u007F-\u009F\\]/.test(raw)) return fallback;
  let u: URL;
  try {
    u = new URL(raw, ORIGIN);
  } catch {
    return fallback;
  }
  if (u.origin !== ORIGIN || !servesPath(u.pathname)) return fallback;
  return `${u.pathname}${u.search}`;
}
