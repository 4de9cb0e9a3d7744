// Interactive API docs at /docs: Swagger UI served from node_modules/swagger-ui-dist (pinned), never from a CDN, so
// the page loads only same-origin assets and runs under a CSP of 'self'. The initializer is a file, not an inline
// script; the online validator badge is turned off (it would call validator.swagger.io).

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Api } from '../http.ts';

const ASSETS: Readonly<Record<string, string>> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'swagger-ui-standalone-preset.js': 'text/javascript; charset=utf-8',
  'favicon-32x32.png': 'image/png',
};

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Cattle-trespass portal API</title>
<link rel="stylesheet" href="/docs/assets/swagger-ui.css">
<link rel="icon" type="image/png" href="/docs/assets/favicon-32x32.png">
</head>
<body>
<div id="swagger-ui"></div>
<script src="/docs/assets/swagger-ui-bundle.js"></script>
<script src="/docs/assets/swagger-ui-standalone-preset.js"></script>
<script src="/docs/assets/init.js"></script>
</body>
</html>`;

const INIT = `window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({
    url: '/openapi.json', dom_id: '#swagger-ui', deepLinking: true, validatorUrl: null,
    presets: [SwaggerUIBundle.presets.apis, SwaggerUIStandalonePreset], layout: 'StandaloneLayout',
  });
});`;

function distDir(): string {
  return dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
}

export function docsRoutes(app: Api): void {
  const dir = distDir();
  const cache = new Map<string, Uint8Array<ArrayBuffer>>();
  const csp = "default-src 'self'; frame-ancestors 'none'; base-uri 'none'; object-src 'none'";
  app.get('/docs', (c) => c.html(PAGE, 200, { 'Content-Security-Policy': csp }));
  app.get('/docs/assets/init.js', (c) =>
    c.body(INIT, 200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Content-Security-Policy': csp }),
  );
  app.get('/docs/assets/:file', (c) => {
    const file = c.req.param('file');
    const type = ASSETS[file];
    if (!type) return c.notFound();
    let bytes = cache.get(file);
    if (!bytes) {
      bytes = new Uint8Array(readFileSync(join(dir, file)));
      cache.set(file, bytes);
    }
    return c.body(bytes, 200, {
      'Content-Type': type,
      'Cache-Control': 'public, max-age=86400',
      'Content-Security-Policy': csp,
    });
  });
}
