// The entry of the document render thread (src/jobs/render-thread.ts): the prebuilt bundle's render-worker.mjs when
// the server itself runs the bundle (bin/ctp.js), and otherwise the TypeScript through tsx's loader, as bin/ctp.js.
import { pathToFileURL } from 'node:url';
import { workerData } from 'node:worker_threads';

if (workerData?.bundleEntry) {
  await import(pathToFileURL(workerData.bundleEntry).href);
} else {
  const { register } = await import('tsx/esm/api');
  register();
  await import('../src/jobs/render-worker.ts');
}
