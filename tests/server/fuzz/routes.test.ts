import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { type AppDeps, buildApp } from '../../../server/app';
import { databaseTargets, openTestDatabase } from '../support/databases';
import { type Fixture, fixtureIsWhole, makeFixture } from './fixture';
import { type FuzzContext, anyJson, arbitraryOf, hostileString } from './zod-arbitrary';

/**
 * Property: no request, however malformed, is answered with a 5xx or a stack trace. Every route the app
 * registers is listed through the onRoute hook (nothing is hand-listed: a route added tomorrow is fuzzed
 * the day it is added) and called through app.inject with a body, query and path parameters generated from
 * its own zod schemas (routes without a schema get any JSON, or a multipart body), as a real designer with
 * real surveys, so guarded routes run their handlers rather than stopping at 401.
 *
 * FUZZ_SEED reproduces a run (the seed is printed), FUZZ_RUNS sets the runs per route.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_123);
const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 40);
const STACK_TRACE = /\n\s+at [^\n]+:\d+:\d+|\bat [\w$.<>]+ \([^)]*:\d+:\d+\)/;

type FuzzRoute = {
  method: string;
  url: string;
  body?: z.ZodType;
  querystring?: z.ZodType;
  params?: z.ZodType;
};

type FuzzRequest = {
  token: string | undefined;
  language: string;
  params: Record<string, unknown>;
  query: Record<string, unknown> | undefined;
  body:
    | { kind: 'json'; value: unknown }
    | { kind: 'multipart'; fileName: string; surveyId: string }
    | undefined;
};

function fuzzRoutesOf(routes: readonly RouteOptions[]): FuzzRoute[] {
  const listed: FuzzRoute[] = [];
  for (const route of routes) {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      // HEAD is Fastify's copy of each GET; fuzzing the GET covers its handler.
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

/**
 * Percent-encoding that also sends what encodeURIComponent and URLSearchParams refuse or replace: a lone
 * surrogate goes out as its three WTF-8 bytes, as a hostile client would send it.
 */
function encodeLoose(text: string): string {
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
function queryString(query: Record<string, unknown>): string {
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value])
      pairs.push(`${encodeLoose(key)}=${encodeLoose(asText(item))}`);
  }
  return pairs.length ? `?${pairs.join('&')}` : '';
}

function pathOf(url: string, params: Record<string, unknown>): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => encodeLoose(asText(params[name] ?? '')));
}

function requestArbitrary(route: FuzzRoute, fixture: Fixture): fc.Arbitrary<FuzzRequest> {
  const context: FuzzContext = { ids: fixture.ids };
  const paramNames = [...route.url.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1] as string);
  const params: fc.Arbitrary<Record<string, unknown>> = route.params
    ? (arbitraryOf(route.params, context) as fc.Arbitrary<Record<string, unknown>>).map((value) =>
        value && typeof value === 'object' ? value : {},
      )
    : fc.record(
        Object.fromEntries(
          paramNames.map((name) => [name, fc.oneof(hostileString, fc.constantFrom(...fixture.ids))]),
        ),
      );
  const query: fc.Arbitrary<Record<string, unknown> | undefined> = route.querystring
    ? (arbitraryOf(route.querystring, context) as fc.Arbitrary<unknown>).map((value) =>
        value && typeof value === 'object' && !Array.isArray(value)
          ? (value as Record<string, unknown>)
          : { value },
      )
    : fc.option(fc.dictionary(fc.string({ maxLength: 6 }), hostileString, { maxKeys: 2 }), {
        nil: undefined,
      });
  const multipart = fc.record({
    kind: fc.constant('multipart' as const),
    fileName: fc.oneof(
      hostileString.map((name) => `${name}.png`),
      hostileString,
    ),
    surveyId: fc.oneof(fc.constantFrom(...fixture.ids), hostileString),
  });
  const body: fc.Arbitrary<FuzzRequest['body']> =
    route.method === 'GET'
      ? fc.constant(undefined)
      : route.body
        ? arbitraryOf(route.body, context).map((value) => ({ kind: 'json' as const, value }))
        : fc.oneof(
            anyJson.map((value) => ({ kind: 'json' as const, value })),
            multipart,
            fc.constant(undefined),
          );
  return fc.record({
    token: fc.oneof(
      { weight: 9, arbitrary: fc.constant(fixture.token) },
      { weight: 1, arbitrary: fc.constant(undefined) },
    ),
    language: fc.constantFrom('zh', 'en'),
    params,
    query,
    body,
  });
}

/** Long generated strings cut in a failure report, which must stay readable. */
const shortStrings = (_key: string, value: unknown) =>
  typeof value === 'string' && value.length > 60 ? `${value.slice(0, 60)}…(${value.length})` : value;

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

function multipartPayload(fileName: string, surveyId: string) {
  const boundary = `----fuzz${randomUUID()}`;
  const escaped = fileName.replace(/"/g, '%22').replace(/\r|\n/g, ' ');
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="surveyId"\r\n\r\n${surveyId}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${escaped}"\r\n` +
        'Content-Type: image/png\r\n\r\n',
      'utf8',
    ),
    PNG,
    Buffer.from(`\r\n--${boundary}--\r\n`, 'utf8'),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

async function send(app: FastifyInstance, route: FuzzRoute, request: FuzzRequest) {
  const headers: Record<string, string> = { 'accept-language': request.language };
  if (request.token) headers.token = request.token;
  let payload: string | Buffer | undefined;
  if (request.body?.kind === 'json') {
    payload = JSON.stringify(request.body.value) ?? 'null';
    headers['content-type'] = 'application/json';
  } else if (request.body?.kind === 'multipart') {
    const multipart = multipartPayload(request.body.fileName, request.body.surveyId);
    payload = multipart.payload;
    headers['content-type'] = multipart.contentType;
  }
  const url = pathOf(route.url, request.params) + (request.query ? queryString(request.query) : '');
  return app.inject({ method: route.method as 'GET' | 'POST', url, headers, payload });
}

describe.each(databaseTargets())('route fuzzing on $name', (target) => {
  const routes: RouteOptions[] = [];
  let app: FastifyInstance | undefined;
  let close: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    const handle = await openTestDatabase(target);
    const deps: AppDeps = {
      db: handle.db,
      // The limits have their own tests; here they would only turn requests into 429s.
      registrationRateLimit: { max: 1_000_000, windowMs: 60_000 },
      loginRateLimit: { max: 1_000_000, windowMs: 60_000 } as AppDeps['loginRateLimit'],
      onRoute: (route) => routes.push(route),
    };
    app = await buildApp(deps);
    await app.ready();
    close = async () => {
      await app?.close();
      await handle.close();
    };
  });
  afterAll(async () => {
    await close?.();
  });

  it('answers every generated request below 500, as an envelope, without a stack trace', {
    timeout: 300_000,
  }, async () => {
    if (!app) throw new Error('the app is not ready');
    const fuzzed = fuzzRoutesOf(routes);
    expect(fuzzed.length).toBeGreaterThan(30);
    const started = Date.now();
    console.info(
      `route fuzzing on ${target.name}: seed ${SEED}, ${fuzzed.length} routes × ${RUNS_PER_ROUTE} runs (FUZZ_SEED / FUZZ_RUNS to change)`,
    );
    const failures: string[] = [];
    let fixture: Fixture | undefined;
    let fixtures = 0;
    for (const [index, route] of fuzzed.entries()) {
      // A route that deleted, ended or logged out must not starve the next one: remade when spoiled.
      if (!fixture || !(await fixtureIsWhole(app, fixture))) {
        fixture = await makeFixture(app);
        fixtures += 1;
      }
      const current = app;
      const ids = fixture;
      const result = await fc.check(
        fc.asyncProperty(requestArbitrary(route, ids), async (request) => {
          const response = await send(current, route, request);
          const body = response.body;
          expect(response.statusCode, body.slice(0, 300)).toBeLessThan(500);
          expect(STACK_TRACE.test(body), 'stack trace in the body').toBe(false);
          const type = String(response.headers['content-type'] ?? '');
          // A served image is the one success that is not an envelope.
          if (response.statusCode === 200 && !type.startsWith('application/json')) return;
          // A page address outside /api (the short link /s/<code>) answers with a redirect.
          if (response.statusCode === 302 && !route.url.startsWith('/api/')) {
            expect(String(response.headers.location)).toMatch(/^\/[^/\\]/);
            return;
          }
          expect(type).toMatch(/^application\/json/);
          const envelope = response.json() as { code: unknown; message: unknown; data: unknown };
          expect(Object.keys(envelope).sort()).toEqual(['code', 'data', 'message']);
          expect(envelope.code).toBe(response.statusCode);
          expect(typeof envelope.message).toBe('string');
        }),
        { seed: SEED + index, numRuns: RUNS_PER_ROUTE, endOnFailure: true },
      );
      if (result.failed) {
        failures.push(
          `${route.method} ${route.url} (seed ${SEED + index}, path ${result.counterexamplePath}): ${String(
            (result.errorInstance as Error | undefined)?.message ?? result.errorInstance,
          ).slice(
            0,
            300,
          )}\n  request: ${JSON.stringify(result.counterexample?.[0], shortStrings).slice(0, 1500)}`,
        );
      }
    }
    console.info(
      `route fuzzing on ${target.name}: ${fuzzed.length} routes in ${((Date.now() - started) / 1000).toFixed(1)} s (${fixtures} fixtures)`,
    );
    expect(failures, failures.join('\n\n')).toEqual([]);
  });
});
