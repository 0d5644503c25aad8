import { createHash } from 'node:crypto';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { scratchRoot } from './scratch';
import { clientDirectory } from './server';

/**
 * A deploy under a running server, for the tests of a new client version arriving while answers wait on the
 * device (tests/e2e/runner-update-queued.test.ts): a copy of the build the servers serve, which a test
 * replaces in place as a deploy would, and a gate in front of the server whose API can be down meanwhile.
 */

/** A copy of the built client (E2E_CLIENT_DIR's or dist/) to serve and deploy over; `remove` when done. */
export async function servedBuildCopy(): Promise<{ dir: string; remove: () => Promise<void> }> {
  const dir = await mkdtemp(join(scratchRoot(), 'wenda-build-'));
  await cp(clientDirectory(), dir, { recursive: true });
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

/**
 * Deploys a new version of the client over `dir`: its index.html names the build (`<meta name="wenda-build">`,
 * the inline boot script untouched, so the server's CSP still admits it) and its service worker's precache
 * lists that index.html under its new revision, as a rebuild would write it. The worker's file thus differs
 * byte for byte: browsers install it as an update. The worker goes last, once what it precaches is in place.
 */
export async function deployNewBuild(dir: string, build: string): Promise<void> {
  const indexPath = join(dir, 'index.html');
  const html = (await readFile(indexPath, 'utf8')).replace(
    '</head>',
    `<meta name="wenda-build" content="${build}"></head>`,
  );
  const revision = createHash('md5').update(html).digest('hex');
  const workerPath = join(dir, 'sw.js');
  const worker = await readFile(workerPath, 'utf8');
  const listed = /\{"revision":"[0-9a-f]+","url":"index.html"\}/;
  if (!listed.test(worker)) throw new Error('the build’s sw.js does not list index.html with a revision');
  await writeFile(indexPath, html);
  await writeFile(workerPath, worker.replace(listed, `{"revision":"${revision}","url":"index.html"}`));
}

/** The build the page runs, as its index.html names it (undefined for the build as first served). */
export function buildOfPage(): string | undefined {
  return document.querySelector<HTMLMetaElement>('meta[name="wenda-build"]')?.content;
}

/**
 * A gate in front of `target` (a server's URL) that passes everything, or, while `apiDown`, answers saves
 * and uploads with 503 as a server being deployed does behind its proxy: the rest (pages, the service worker,
 * survey loads) still comes through. Counts the saves it let through.
 */
export async function startApiGate(target: string) {
  const upstream = new URL(target);
  const gate = {
    url: '',
    apiDown: false,
    savesPassed: 0,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const isDeployedApi = (path: string) =>
    path.startsWith('/api/survey-answer/save') || path.startsWith('/api/up/');
  const server = createServer((incoming, outgoing) => {
    const path = incoming.url ?? '/';
    if (gate.apiDown && isDeployedApi(path)) {
      incoming.resume();
      outgoing.writeHead(503, { 'content-type': 'text/plain' }).end('deploying');
      return;
    }
    if (path.startsWith('/api/survey-answer/save')) gate.savesPassed++;
    const forward = request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: incoming.method,
        path,
        headers: incoming.headers,
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    forward.on('error', () => outgoing.destroy());
    incoming.pipe(forward);
  });
  // Keep-alive sockets would hold close() open until the browser lets them go.
  server.keepAliveTimeout = 1_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  gate.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const close = gate.close;
  gate.close = () => {
    server.closeAllConnections();
    return close();
  };
  return gate;
}
