import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize } from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/**
 * The SurveyJS reference page of bench/runner (source in ./surveyjs): built with Vite and a plain Workbox
 * precache (vite-plugin-pwa generateSW: every built file, skipWaiting and clientsClaim), then served from
 * loopback with the same cache headers as Wenda's own server (hashed assets immutable, the rest no-cache,
 * no compression), so the two pages are fetched alike.
 */
export async function buildSurveyJsPage(outDir: string): Promise<void> {
  await build({
    configFile: false,
    logLevel: 'warn',
    root: new URL('./surveyjs/', import.meta.url).pathname,
    base: '/',
    plugins: [
      react(),
      VitePWA({
        strategies: 'generateSW',
        injectRegister: false,
        manifest: false,
        workbox: {
          globPatterns: ['**/*.{js,css,html}'],
          maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
          skipWaiting: true,
          clientsClaim: true,
          navigateFallback: 'index.html',
        },
      }),
    ],
    build: { outDir, emptyOutDir: true, sourcemap: false },
  });
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
};

/** Serves a built directory on 127.0.0.1 (any free port); paths without an extension get index.html. */
export async function serveDirectory(root: string): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    const file = extname(path) === '' || path.includes('..') ? '/index.html' : path;
    readFile(join(root, file))
      .then((body) => {
        const type = TYPES[extname(file)] ?? 'text/html; charset=utf-8';
        response.writeHead(200, {
          'content-type': type,
          'cache-control': file.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        });
        response.end(body);
      })
      .catch(() => {
        response.writeHead(404);
        response.end();
      });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
