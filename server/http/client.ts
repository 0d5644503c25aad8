import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Vite puts content-hashed files under assets/: their name changes with their content. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else (index.html, sw.js, the manifest, icons) must be revalidated, or updates never arrive. */
const REVALIDATE = 'no-cache';

/**
 * The page at `/` made for one request (an answer link's `?surveyId=` gets the survey's link preview,
 * server/share/answerPage.ts): given index.html as built, it returns the HTML to send and may set headers.
 */
export type IndexPage = (request: FastifyRequest, reply: FastifyReply, html: string) => Promise<string>;

/**
 * Serves the built client at `/` when its directory exists (returns whether it does). `/api/...` never falls
 * through to a file: an unknown API path gets the 404 envelope. With `indexPage`, `/` itself is answered by it
 * (index.html read at each request, so a rebuilt client is served at once; /index.html stays the file as
 * built, which the service worker precaches).
 */
export async function serveClient(
  app: FastifyInstance,
  clientDir: string,
  indexPage?: IndexPage,
): Promise<boolean> {
  const root = resolve(clientDir);
  if (!existsSync(root)) return false;
  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    index: 'index.html',
    cacheControl: false,
    allowedPath: (pathName) => !pathName.startsWith('/api/') && pathName !== '/api',
    setHeaders: (reply, filePath) => {
      const inAssets = relative(root, filePath).split(sep)[0] === 'assets';
      reply.header('cache-control', inAssets ? IMMUTABLE : REVALIDATE);
    },
  });
  if (indexPage) {
    const indexFile = join(root, 'index.html');
    app.get('/', async (request, reply) => {
      const html = await readFile(indexFile, 'utf8');
      reply.header('cache-control', REVALIDATE).type('text/html; charset=utf-8');
      return indexPage(request, reply, html);
    });
  }
  return true;
}
