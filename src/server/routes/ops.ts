// Operations: /healthz (with a cheap database round trip), /metrics (Prometheus text) and /api/v1/verify (re-walk
// every order-sheet chain; administrators only).

import { createHash, timingSafeEqual } from 'node:crypto';
import type { Registry } from 'prom-client';
import { AppError, ServiceUnavailable } from '../../app/errors.ts';
import type { Services } from '../../app/services.ts';
import { VerifyReportSchema } from '../../contract/admin.ts';
import type { Api } from '../http.ts';
import { defineRoute, requireAdministrator } from '../http.ts';

const NO_SUCH_ID = '00000000-0000-0000-0000-000000000000';

export function opsRoutes(app: Api, services: Services, registry: Registry, metricsToken?: string): void {
  app.get('/healthz', async (c) => {
    const started = process.hrtime.bigint();
    try {
      await services.store.read.stream(NO_SUCH_ID); // one indexed select: proves the database answers
    } catch (e) {
      const disk = e instanceof ServiceUnavailable && e.reason === 'disk-full';
      c.get('log').error(
        { err: e instanceof ServiceUnavailable ? e.operatorDetail : e },
        disk ? 'health check: the database disk is full' : 'health check: database unreachable',
      );
      return c.json({ status: 'unavailable', database: disk ? 'disk-full' : 'unreachable' }, 503, {
        'Cache-Control': 'no-store',
        'Retry-After': String(e instanceof ServiceUnavailable ? e.retryAfterSeconds : 1),
      });
    }
    return c.json({ status: 'ok', database: 'ok', dbMs: Number(process.hrtime.bigint() - started) / 1e6 }, 200, {
      'Cache-Control': 'no-store',
    });
  });

  // Prometheus scrapes with Authorization: Bearer <CTP_METRICS_TOKEN>; without a configured token /metrics is not
  // served at all (issue 16, point 8: the counters name routes and timings an outsider should not see).
  if (metricsToken) {
    const expected = createHash('sha256').update(metricsToken).digest();
    app.get('/metrics', async (c) => {
      const m = /^Bearer (\S+)$/.exec(c.req.header('authorization') ?? '');
      const given = createHash('sha256')
        .update(m?.[1] ?? '')
        .digest();
      if (!m || !timingSafeEqual(given, expected)) {
        throw new AppError('AUTH.UNAUTHENTICATED', 'The metrics need Authorization: Bearer <the metrics token>.');
      }
      return c.body(await registry.metrics(), 200, {
        'Content-Type': registry.contentType,
        'Cache-Control': 'no-store',
      });
    });
  }

  defineRoute(
    app,
    {
      method: 'get',
      path: '/api/v1/verify',
      tags: ['Administration'],
      operationId: 'verifyOrderSheets',
      auth: true,
      summary: 'Re-walk every order-sheet hash chain and report breaks (administrators only)',
      ok: { 200: { schema: VerifyReportSchema, description: 'Streams and rows checked, and every break found.' } },
      errors: [401, 403, 500],
    },
    async (c) => {
      requireAdministrator(c);
      const r = await services.verifyOrderSheet();
      return c.json({ streams: r.streams, rows: r.rows, breaks: r.breaks, ok: r.breaks.length === 0 }, 200);
    },
  );
}
