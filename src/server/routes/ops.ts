// Operations: /healthz (with a cheap database round trip), /metrics (Prometheus text) and /api/v1/verify (re-walk
// every order-sheet chain; administrators only).

import type { Registry } from 'prom-client';
import type { Services } from '../../app/services.ts';
import { VerifyReportSchema } from '../../contract/admin.ts';
import type { Api } from '../http.ts';
import { defineRoute, requireAdministrator } from '../http.ts';

const NO_SUCH_ID = '00000000-0000-0000-0000-000000000000';

export function opsRoutes(app: Api, services: Services, registry: Registry): void {
  app.get('/healthz', async (c) => {
    const started = process.hrtime.bigint();
    try {
      await services.store.read.stream(NO_SUCH_ID); // one indexed select: proves the database answers
    } catch (e) {
      c.get('log').error({ err: e }, 'health check: database unreachable');
      return c.json({ status: 'unavailable', database: 'unreachable' }, 503, { 'Cache-Control': 'no-store' });
    }
    return c.json({ status: 'ok', database: 'ok', dbMs: Number(process.hrtime.bigint() - started) / 1e6 }, 200, { 'Cache-Control': 'no-store' });
  });

  app.get('/metrics', async (c) => c.body(await registry.metrics(), 200, { 'Content-Type': registry.contentType, 'Cache-Control': 'no-store' }));

  defineRoute(app, {
    method: 'get', path: '/api/v1/verify', tags: ['Administration'], operationId: 'verifyOrderSheets', auth: true,
    summary: 'Re-walk every order-sheet hash chain and report breaks (administrators only)',
    ok: { 200: { schema: VerifyReportSchema, description: 'Streams and rows checked, and every break found.' } },
    errors: [401, 403, 500],
  }, async (c) => {
    requireAdministrator(c);
    const r = await services.verifyOrderSheet();
    return c.json({ streams: r.streams, rows: r.rows, breaks: r.breaks, ok: r.breaks.length === 0 }, 200);
  });
}
