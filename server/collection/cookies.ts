import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The two cookies of collection limits, both set by the survey load and read by the load and the save:
 * a survey's access ticket (ticket.ts) and, for surveys taking one response per device, the device's id.
 * Cookies rather than fields the runner copies into its saves: the browser sends them with every request to
 * /api/survey-answer/, from the page and from the service worker replaying saves with no page open, so a save
 * made offline today and delivered next week carries them without the runner storing anything. HttpOnly (no
 * script reads them), SameSite=Strict (only the Wenda pages' own requests carry them), Secure over HTTPS.
 */

/** Both cookies are sent to the respondents' calls only. */
const COOKIE_PATH = '/api/survey-answer';

export const DEVICE_COOKIE = 'wenda_device';

/** About 400 days, the longest a browser keeps a cookie. */
export const DEVICE_COOKIE_MAX_AGE_SECONDS = 400 * 24 * 60 * 60;

/** A survey's ticket cookie; survey ids other than [A-Za-z0-9_-] are spelled in base64url to fit a name. */
export function ticketCookieName(surveyId: string): string {
  const safe = /^[\w-]{1,64}$/.test(surveyId) ? surveyId : Buffer.from(surveyId).toString('base64url');
  return `wenda_ticket_${safe}`;
}

/** The value of a cookie the request carries, or undefined. */
export function readCookie(request: FastifyRequest, name: string): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0 || part.slice(0, separator).trim() !== name) continue;
    const value = part.slice(separator + 1).trim();
    return value.length > 0 ? value : undefined;
  }
  return undefined;
}

/** Adds a Set-Cookie to the answer (values are base64url and digits: nothing to escape). */
export function setCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  name: string,
  value: string,
  maxAgeSeconds: number,
): void {
  const secure = request.protocol === 'https' ? '; Secure' : '';
  reply.header(
    'set-cookie',
    `${name}=${value}; Max-Age=${maxAgeSeconds}; Path=${COOKIE_PATH}; HttpOnly; SameSite=Strict${secure}`,
  );
}
