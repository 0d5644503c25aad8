import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Envelope } from '../../../src/core/envelope';

export type CallOptions = {
  body?: unknown;
  /** Sent as is (for malformed bodies); otherwise `body` is sent as JSON. */
  rawBody?: string;
  contentType?: string;
  token?: string;
  language?: string;
};

export type CallResult<T = unknown> = {
  status: number;
  envelope: Envelope<T>;
  headers: Record<string, string | string[] | number | undefined>;
};

/** One API call through `app.inject`, its body read as the envelope it must be. */
export async function call<T = unknown>(
  app: FastifyInstance,
  method: 'GET' | 'POST',
  url: string,
  options: CallOptions = {},
): Promise<CallResult<T>> {
  const headers: Record<string, string> = {};
  if (options.token) headers.token = options.token;
  if (options.language) headers['accept-language'] = options.language;
  if (options.contentType) headers['content-type'] = options.contentType;
  const response = await app.inject({
    method,
    url,
    headers,
    ...(options.rawBody !== undefined
      ? { payload: options.rawBody }
      : options.body !== undefined
        ? {
            payload: JSON.stringify(options.body),
            headers: { 'content-type': 'application/json', ...headers },
          }
        : {}),
  });
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  const envelope = response.json() as Envelope<T>;
  // The envelope's code is the HTTP status, always (spec 1 §7–8).
  expect(envelope.code).toBe(response.statusCode);
  expect(typeof envelope.message).toBe('string');
  return { status: response.statusCode, envelope, headers: response.headers };
}
