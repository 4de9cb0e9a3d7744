// The only reader of process.env: every setting the portal takes, parsed, validated and documented in one place.

import { isIPv6 } from 'node:net';

export interface Env {
  /** HTTP port; PORT, default 3000. */
  readonly port: number;
  /** postgres://… to use a PostgreSQL server; DATABASE_URL. Unset: the embedded PGlite database. */
  readonly databaseUrl?: string;
  /** PGlite data directory; CTP_DATA_DIR, default ./data. */
  readonly dataDir: string;
  /** Public base URL used in links and cookies; CTP_PUBLIC_URL, default http://localhost:<port>. */
  readonly publicUrl: string;
  /** pino level; LOG_LEVEL, default info. */
  readonly logLevel: string;
  /** Maximum upload size in bytes; CTP_UPLOAD_MAX_BYTES, default 10 MiB. */
  readonly uploadMaxBytes: number;
  /** Connection pool size per process on PostgreSQL; CTP_DB_POOL, default 10. */
  readonly dbPool: number;
  /** The office's PKCS#12 signing certificate; CTP_SIGNING_P12. Unset: a self-signed DEMO certificate beside the data directory. */
  readonly signingP12?: string;
  /** Passphrase of CTP_SIGNING_P12; CTP_SIGNING_PASSPHRASE, default empty. */
  readonly signingPassphrase: string;
  /** SMTP server for notifications, smtp://user:pass@host:port or smtps://…; CTP_SMTP_URL. Unset: mails are written to <data dir>/mail. */
  readonly smtpUrl?: string;
  /** The From address of notifications; CTP_MAIL_FROM, default "Cattle-trespass Case Portal <no-reply@localhost>". */
  readonly mailFrom?: string;
  /**
   * Where the background jobs (documents, deadlines, notifications) run; CTP_JOBS: in-process (default: inside
   * `ctp start`) or separate (in `ctp worker` processes, so PDF rendering and sweeps never hold up a page; PostgreSQL only).
   */
  readonly jobs: 'in-process' | 'separate';
  /**
   * The field app's location accuracy limit in metres (docs/assumptions.md A-240); a proof whose GPS accuracy is worse
   * is flagged for the officer; CTP_FIELD_ACCURACY_LIMIT_M, default 100.
   */
  readonly fieldAccuracyLimitM?: number;
  /** The bearer token Prometheus sends for /metrics; CTP_METRICS_TOKEN (at least 16 characters). Unset: /metrics is not served. */
  readonly metricsToken?: string;
  /** A session's absolute lifetime, whatever its use; CTP_SESSION_MAX_DAYS, default 30 (the idle limit is 12 hours). */
  readonly sessionMaxDays: number;
  /** Hours between the worker's signed checkpoints of the order sheets; CTP_CHECKPOINT_HOURS, default 24. */
  readonly checkpointHours: number;
  /**
   * The reverse proxies in front of the portal, addresses or CIDR ranges (CTP_TRUSTED_PROXIES, comma-separated, e.g.
   * "10.0.0.0/8, ::1"). Only from these is X-Forwarded-For believed, to find the client an address limit counts;
   * default none (the socket's peer is the client).
   */
  readonly trustedProxies: readonly string[];
}

export class EnvError extends Error {}

function int(name: string, raw: string | undefined, dflt: number, min: number, max: number): number {
  if (raw === undefined || raw === '') return dflt;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max)
    throw new EnvError(`${name} must be a whole number from ${min} to ${max}; it is "${raw}"`);
  return n;
}

const IPV4 = String.raw`(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)`;

function trustedProxies(raw: string | undefined): string[] {
  const items = (raw ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
  for (const item of items) {
    const [addr, bits, ...rest] = item.split('/');
    const v4 = new RegExp(`^${IPV4}$`).test(addr!);
    const v6 = !v4 && addr!.includes(':') && isIPv6(addr!);
    const max = v4 ? 32 : 128;
    const okBits = bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= max);
    if ((!v4 && !v6) || !okBits || rest.length > 0)
      throw new EnvError(
        `CTP_TRUSTED_PROXIES must list the proxies' IP addresses or CIDR ranges, separated by commas (e.g. "10.0.0.0/8, ::1"); "${item}" is neither`,
      );
  }
  return items;
}

export function readEnv(env: Record<string, string | undefined> = process.env): Env {
  const port = int('PORT', env['PORT'], 3000, 1, 65535);
  const databaseUrl = env['DATABASE_URL'] || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl))
    throw new EnvError('DATABASE_URL must start with postgres:// or postgresql://');
  const smtpUrl = env['CTP_SMTP_URL'] || undefined;
  if (smtpUrl && !/^smtps?:\/\//.test(smtpUrl)) throw new EnvError('CTP_SMTP_URL must start with smtp:// or smtps://');
  const jobs = env['CTP_JOBS'] || 'in-process';
  if (jobs !== 'in-process' && jobs !== 'separate')
    throw new EnvError(`CTP_JOBS must be in-process or separate; it is "${jobs}"`);
  if (jobs === 'separate' && !databaseUrl)
    throw new EnvError(
      'CTP_JOBS=separate needs DATABASE_URL: an embedded PGlite database admits one process, so its jobs run inside ctp start.',
    );
  const metricsToken = env['CTP_METRICS_TOKEN'] || undefined;
  if (metricsToken !== undefined && metricsToken.length < 16)
    throw new EnvError(
      'CTP_METRICS_TOKEN must be at least 16 characters (a random secret shared with the metrics scraper)',
    );
  return {
    port,
    jobs,
    ...(databaseUrl ? { databaseUrl } : {}),
    dataDir: env['CTP_DATA_DIR'] || './data',
    publicUrl: (env['CTP_PUBLIC_URL'] || `http://localhost:${port}`).replace(/\/$/, ''),
    logLevel: env['LOG_LEVEL'] || 'info',
    uploadMaxBytes: int('CTP_UPLOAD_MAX_BYTES', env['CTP_UPLOAD_MAX_BYTES'], 10 * 1024 * 1024, 1024, 100 * 1024 * 1024),
    dbPool: int('CTP_DB_POOL', env['CTP_DB_POOL'], 10, 1, 200),
    ...(env['CTP_SIGNING_P12'] ? { signingP12: env['CTP_SIGNING_P12'] } : {}),
    signingPassphrase: env['CTP_SIGNING_PASSPHRASE'] ?? '',
    ...(smtpUrl ? { smtpUrl } : {}),
    mailFrom: env['CTP_MAIL_FROM'] || 'Cattle-trespass Case Portal <no-reply@localhost>',
    ...(metricsToken ? { metricsToken } : {}),
    sessionMaxDays: int('CTP_SESSION_MAX_DAYS', env['CTP_SESSION_MAX_DAYS'], 30, 1, 365),
    checkpointHours: int('CTP_CHECKPOINT_HOURS', env['CTP_CHECKPOINT_HOURS'], 24, 1, 168),
    trustedProxies: trustedProxies(env['CTP_TRUSTED_PROXIES']),
    fieldAccuracyLimitM: int('CTP_FIELD_ACCURACY_LIMIT_M', env['CTP_FIELD_ACCURACY_LIMIT_M'], 100, 1, 10000),
  };
}
