// The per-request variables every middleware and route of the API shares.

import type { Logger } from 'pino';
import type { Actor } from '../app/actor.ts';

export interface AppVariables {
  requestId: string;
  log: Logger;
  /** Set by the actor middleware when the request carries a valid API token or session cookie. */
  actor: Actor | undefined;
  via: 'session' | 'api-token' | undefined;
  sessionToken: string | undefined;
  /** The session's CSRF token (cookie sessions), for the web portal's forms. */
  csrfToken: string | undefined;
  /** Who the per-address limits count: the socket's peer, or behind a trusted proxy the client (client-address.ts). */
  clientAddress: string;
}

export interface AppEnv {
  Variables: AppVariables;
}
