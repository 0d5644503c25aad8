import { existsSync } from 'node:fs';
import { relative, resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Vite puts content-hashed files under assets/: their name changes with their content. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else (index.html, sw.js, the manifest, icons) must be revalidated, or updates never arrive. */
const REVALIDATE = 'no-cache';

/**
 * Serves the built client at `/` when its directory exists (returns whether it does). `/api/...` never falls
 * through to a file: an unknown API path gets the 404 envelope.
 */
export async function serveClient(app: FastifyInstance, clientDir: string): Promise<boolean> {
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
  return true;
}
