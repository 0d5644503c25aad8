import type { FastifyRequest } from 'fastify';
import { type Envelope, ResponseCode } from '../../src/core/envelope';
import {
  type Language,
  languageFromHeader,
  type MessageKey,
  type MessageParams,
  translate,
} from '../../src/i18n';

/** The language of the caller: Accept-Language, zh when absent or unknown. */
export function requestLanguage(request: FastifyRequest): Language {
  return languageFromHeader(request.headers['accept-language']);
}

export function okEnvelope<T>(request: FastifyRequest, data: T): Envelope<T> {
  return { code: ResponseCode.ok, message: translate(requestLanguage(request), 'server.ok'), data };
}

export function errorEnvelope(
  request: FastifyRequest,
  code: number,
  key: MessageKey,
  params?: MessageParams,
  data: unknown = null,
): Envelope<unknown> {
  return { code, message: translate(requestLanguage(request), key, params), data };
}
