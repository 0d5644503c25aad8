import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Security headers for the API and the client. The CSP admits what a Vite-built React app with antd needs:
 * antd's CSS-in-JS writes inline styles; images, recordings and the service worker may come from blob: URLs
 * made in the page. No upgrade-insecure-requests: the server is often reached over plain HTTP on a local
 * network in the field, where that directive would break every request.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  /** Hash sources of the client's own inline scripts (inlineScripts.ts): the only inline code admitted. */
  inlineScripts: readonly string[] = [],
  /** Other hosts scripts may come from: WeChat's JS-SDK, only when WeChat sharing is configured. */
  scriptHosts: readonly string[] = [],
): Promise<void> {
  await app.register(helmet, {
    crossOriginEmbedderPolicy: false,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...inlineScripts, ...scriptHosts],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        fontSrc: ["'self'", 'data:'],
        workerSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
      },
    },
  });
}
