import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ResponseCode } from '../../src/core/envelope';
import { isMessageKey, type MessageKey, translate } from '../../src/i18n';
import { AppError } from './app-error';
import { errorEnvelope, requestLanguage } from './envelope';
import { safeErrorLog } from './error-log';

/**
 * Every failure leaves as an envelope whose code is also the HTTP status (spec 1 §7–8): the client shows
 * `message` as it is, so it must be a sentence in the caller's language, never a stack or a library text.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return sendError(request, reply, error.statusCode, error.messageKey, error.params, error.data);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return sendValidationError(request, reply, error);
    }
    const known = KNOWN_FASTIFY_ERRORS[error.code];
    if (known) return sendError(request, reply, known.status, known.key);
    if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) {
      return sendError(request, reply, error.statusCode, 'server.request.invalid');
    }
    // Never `{ err }`: a database error's message holds the query's parameters, i.e. respondents' answers.
    request.log.error({ error: safeErrorLog(error) }, 'unexpected error');
    return sendError(request, reply, ResponseCode.serverError, 'server.error.internal');
  });

  app.setNotFoundHandler((request, reply) =>
    sendError(request, reply, ResponseCode.notFound, 'server.request.notFound', {
      method: request.method,
      url: request.url.split('?')[0] ?? request.url,
    }),
  );
}

/**
 * Errors Fastify meets before a route is chosen — a path that is not valid percent-encoding (a lone
 * surrogate's bytes), a path parameter over maxParamLength — skip the error handler and would leave in
 * Fastify's own `{statusCode, error, message}` shape: answered here as our envelope. Passed to Fastify's
 * `frameworkErrors` option.
 */
export function frameworkErrorHandler(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const known = KNOWN_FASTIFY_ERRORS[error.code];
  sendError(request, reply, known?.status ?? ResponseCode.badRequest, known?.key ?? 'server.request.invalid');
}

/** Fastify's own request errors that a client can cause, with the text that tells its user what to do. */
const KNOWN_FASTIFY_ERRORS: Record<string, { status: number; key: MessageKey }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: ResponseCode.badRequest, key: 'server.request.invalidJson' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: ResponseCode.badRequest, key: 'server.request.emptyJson' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, key: 'server.request.unsupportedMediaType' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: ResponseCode.payloadTooLarge, key: 'server.request.tooLarge' },
};

function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  key: MessageKey,
  params?: Record<string, string | number>,
  data: unknown = null,
): FastifyReply {
  return reply
    .code(status)
    .type('application/json')
    .send(errorEnvelope(request, status, key, params, data));
}

/**
 * The first zod issue decides the answer: its path names the field and its message is a message key of the
 * shared schemas (src/core/api), so the server and the client's form say the same thing. zod's own texts
 * (a wrong type where the schema gave no key) become a generic "not valid" reason.
 */
function sendValidationError(request: FastifyRequest, reply: FastifyReply, error: FastifyError) {
  const issue = error.validation?.[0];
  const field =
    issue?.instancePath.replace(/^\//, '').replaceAll('/', '.') || (error.validationContext ?? 'body');
  const reason: MessageKey =
    issue?.message && isMessageKey(issue.message)
      ? issue.message
      : field === 'body' && request.body == null
        ? 'server.request.emptyJson'
        : 'server.validation.invalid';
  const language = requestLanguage(request);
  const labelKey = `server.field.${field}`;
  const label = isMessageKey(labelKey) ? translate(language, labelKey) : field;
  return sendError(
    request,
    reply,
    ResponseCode.badRequest,
    'server.validation.field',
    { field: label, reason: translate(language, reason) },
    { field, reason },
  );
}
