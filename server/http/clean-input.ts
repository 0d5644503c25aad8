import type { FastifyInstance } from 'fastify';
import { cleanStrings } from '../../src/core/text';

/**
 * Every string a request brings — JSON body, query string and path parameters, object keys included — is
 * cleaned of the characters no database can hold (NUL, other C0 controls, U+FFFE/U+FFFF, lone surrogates)
 * before zod validates it, with the same cleanText the runner applies on the device. PostgreSQL refuses NUL
 * in text and lone surrogate escapes in jsonb; cleaning once here, rather than in each route, means no route
 * can forget, and a route added tomorrow is covered too. Multipart parts are read inside their handler and
 * cleaned there (uploads).
 *
 * preValidation runs after parsing and before the schema compiler, so the handlers see the cleaned,
 * validated value. cleanStrings returns the same object when nothing needed cleaning: a clean request
 * costs one walk and no copy.
 */
export function installInputCleaning(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (request.body !== undefined) request.body = cleanStrings(request.body);
    request.query = cleanFields(request.query);
    request.params = cleanFields(request.params);
  });
}

/**
 * The query string parser builds its object without Object.prototype (so `?__proto__=` is a plain key),
 * which cleanStrings would leave alone as "not JSON-like": such an object is copied to a plain one first.
 */
function cleanFields<T>(fields: T): T {
  if (fields === null || typeof fields !== 'object' || Object.getPrototypeOf(fields) === Object.prototype)
    return cleanStrings(fields);
  const plain: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields))
    Object.defineProperty(plain, key, { value, enumerable: true, writable: true, configurable: true });
  const cleaned = cleanStrings(plain);
  return (cleaned === plain ? fields : cleaned) as T;
}
