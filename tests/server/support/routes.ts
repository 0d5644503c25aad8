import type { RouteOptions } from 'fastify';
import type { z } from 'zod';

/**
 * The app's routes as the onRoute hook reports them (AppDeps.onRoute), one per method: nothing is listed by
 * hand, so a route added tomorrow is in every test that walks this list the day it is added (the route fuzz
 * test, the access table).
 */
export type RegisteredRoute = {
  method: string;
  url: string;
  body?: z.ZodType;
  querystring?: z.ZodType;
  params?: z.ZodType;
};

export function registeredRoutes(routes: readonly RouteOptions[]): RegisteredRoute[] {
  const listed: RegisteredRoute[] = [];
  for (const route of routes) {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      // HEAD is Fastify's copy of each GET (its handler is the GET's); OPTIONS is the CORS preflight.
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      const schema = (route.schema ?? {}) as Record<string, z.ZodType | undefined>;
      listed.push({
        method,
        url: route.url,
        body: schema.body,
        querystring: schema.querystring,
        params: schema.params,
      });
    }
  }
  return listed;
}

/** "GET /api/…": how a route is named in lists and reports. */
export const routeKey = (route: Pick<RegisteredRoute, 'method' | 'url'>) => `${route.method} ${route.url}`;

/**
 * Percent-encoding that also sends what encodeURIComponent and URLSearchParams refuse or replace: a lone
 * surrogate goes out as its three WTF-8 bytes, as a hostile client would send it.
 */
export function encodeLoose(text: string): string {
  let out = '';
  for (const char of text) {
    const unit = char.charCodeAt(0);
    if (char.length === 1 && unit >= 0xd800 && unit <= 0xdfff) {
      const bytes = [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)];
      out += bytes.map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
    } else out += encodeURIComponent(char);
  }
  return out;
}

const asText = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));

/** A query string: strings as they are, arrays as repeated keys, anything else as JSON text. */
export function queryString(query: Record<string, unknown>): string {
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value])
      pairs.push(`${encodeLoose(key)}=${encodeLoose(asText(item))}`);
  }
  return pairs.length ? `?${pairs.join('&')}` : '';
}

/** The route's URL with its `:name` parameters (and a wildcard `*`) filled in. */
export function pathOf(url: string, params: Record<string, unknown>): string {
  return url
    .replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => encodeLoose(asText(params[name] ?? '')))
    .replace(/\*$/, () => encodeLoose(asText(params['*'] ?? '')));
}

/** The names of a route's path parameters. */
export const paramNamesOf = (url: string) =>
  [...url.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1] as string);
