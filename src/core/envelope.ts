import { z } from 'zod';

/**
 * Every API response is this envelope (spec 1 §7–8). The HTTP status mirrors `code` so that proxies and logs
 * tell success from failure, but clients read `code` from the body and nothing else.
 */
export const ResponseCode = {
  ok: 200,
  badRequest: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  payloadTooLarge: 413,
  tooManyRequests: 429,
  serverError: 500,
  /** Not now: the client keeps what it sent and tries again later. */
  serviceUnavailable: 503,
} as const;

export type Envelope<T> = { code: number; message: string; data: T };

export const envelopeSchema = <T extends z.ZodType>(data: T) =>
  z.object({ code: z.number().int(), message: z.string(), data });

/** The header that carries the session token in both directions (spec 1 §7). */
export const TOKEN_HEADER = 'token';
