// When the database cannot be used for a moment: which driver failures mean "unreachable" or "disk full" (and so a
// 503 with Retry-After, not a 500), and the back-off between attempts to connect again.
//
// A PostgreSQL restart, failover, `pg_terminate_backend`, `idle_session_timeout` or a proxy closing an idle socket
// ends connections; while the server is down every attempt to connect is refused. The pool drops a dead connection
// (its 'error' listener, client.ts) and makes new ones on demand, so the portal reconnects by itself. Between failed
// attempts to connect it waits, doubling from MIN_BACKOFF_MS to MAX_BACKOFF_MS: meanwhile requests are answered 503 at
// once (Retry-After: the wait left) instead of each knocking on a server that is not there. The first connection that
// succeeds ends the wait.

import { ServiceUnavailable } from '../app/errors.ts';
import type { UnavailableReason } from '../app/errors.ts';

/** The first wait after a failed attempt to connect; it doubles with each further failure up to MAX_BACKOFF_MS. */
export const MIN_BACKOFF_MS = 250;
/** The longest wait between attempts to connect: the database is tried again at least this often. */
export const MAX_BACKOFF_MS = 4000;

// SQLSTATEs: class 08 (connection exception); 57P01 admin_shutdown (a fast or smart stop, pg_terminate_backend),
// 57P02 crash_shutdown, 57P03 cannot_connect_now (starting up or shutting down), 53300 too_many_connections.
const UNREACHABLE_STATES = new Set(['57P01', '57P02', '57P03', '53300']);
// 53100 disk_full (PGlite says so too: "could not extend file ...: No space left on device").
const DISK_STATES = new Set(['53100']);
// Socket errors of the connection (ENOENT: the server's Unix socket is absent while it is stopped).
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ENOENT',
]);
// pg's own words for a connection that ended or never came.
const UNREACHABLE_MESSAGES =
  /Connection terminated|not queryable|connection timeout|timeout expired|Connection closed|terminating connection/i;

/** The reason a driver failure makes the database unusable for now, or undefined for any other failure. */
export function unavailableReason(e: unknown): UnavailableReason | undefined {
  if (e instanceof ServiceUnavailable) return e.reason;
  if (!(e instanceof Error)) return undefined;
  const code = (e as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (DISK_STATES.has(code) || code === 'ENOSPC') return 'disk-full';
    if (UNREACHABLE_STATES.has(code) || code.startsWith('08') || SOCKET_CODES.has(code)) return 'database-unreachable';
  }
  if (/No space left on device/i.test(e.message)) return 'disk-full';
  // AggregateError (a host name with several addresses, each refused) carries its causes.
  if (e instanceof AggregateError && e.errors.some((x) => unavailableReason(x) !== undefined))
    return 'database-unreachable';
  if (UNREACHABLE_MESSAGES.test(e.message)) return 'database-unreachable';
  return undefined;
}

/** The failure as a ServiceUnavailable when it is one (see unavailableReason), else unchanged. */
export function asUnavailable(e: unknown, retryAfterSeconds = 1): unknown {
  if (e instanceof ServiceUnavailable) return e;
  const reason = unavailableReason(e);
  return reason ? new ServiceUnavailable(reason, retryAfterSeconds, (e as Error).message) : e;
}

/** The back-off between failed attempts to connect (monotonic milliseconds; never a legal date). */
export class ConnectBackoff {
  #failures = 0;
  #until = 0;
  constructor(
    private readonly now: () => number = () => performance.now(),
    private readonly minMs = MIN_BACKOFF_MS,
    private readonly maxMs = MAX_BACKOFF_MS,
  ) {}

  /** Throws a 503 at once while the wait after a failed attempt lasts. */
  check(): void {
    const left = this.#until - this.now();
    if (left > 0)
      throw new ServiceUnavailable(
        'database-unreachable',
        Math.max(1, Math.ceil(left / 1000)),
        `waiting ${Math.ceil(left)} ms before trying the database again (attempt ${this.#failures + 1})`,
      );
  }

  /** An attempt to connect failed: the wait doubles (bounded); the failure as a 503 when it is one. */
  failed(e: unknown): unknown {
    const reason = unavailableReason(e);
    if (!reason) return e;
    const wait = Math.min(this.maxMs, this.minMs * 2 ** Math.min(this.#failures, 16));
    this.#failures += 1;
    this.#until = this.now() + wait;
    return new ServiceUnavailable(reason, Math.max(1, Math.ceil(wait / 1000)), (e as Error).message);
  }

  /** A connection was made: no wait. Returns whether the database had been unreachable (to log its return). */
  succeeded(): boolean {
    const was = this.#failures > 0;
    this.#failures = 0;
    this.#until = 0;
    return was;
  }

  get failures(): number {
    return this.#failures;
  }
}
