import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppDeps, buildApp } from '../../../server/app';
import type { Database } from '../../../server/db/database';
import { jobsIdle } from '../../../server/results/exports/jobs';
import { INTERVIEWER_TOKEN_HEADER } from '../../../src/core/api/interviewers';
import { MEDIA_API } from '../../../src/core/api/media';
import { databaseTargets, openTestDatabase } from '../support/databases';
import {
  paramNamesOf,
  pathOf,
  queryString,
  type RegisteredRoute,
  registeredRoutes,
  routeKey,
} from '../support/routes';
import { type Fixture, fixtureIsWhole, makeFixture } from './fixture';
import { addInterviewer, createTusUpload, type RawBody, type TusTargets, tusArbitrary } from './protocols';
import { forgetWrites, watchWrites, writesSince } from './tables';
import { anyJson, arbitraryOf, type FuzzContext, hostileString } from './zod-arbitrary';

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

type FuzzRequest = {
  token: string | undefined;
  interviewerToken: string | undefined;
  language: string;
  params: Record<string, unknown>;
  query: Record<string, unknown> | undefined;
  body:
    | { kind: 'json'; value: unknown }
    | { kind: 'multipart'; fileName: string; surveyId: string; responseId: string; mediaId: string }
    | RawBody
    | undefined;
};

/**
 * What the requests are made as and about: the fixture (a designer and their surveys, a response), an
 * interviewer of the published survey, and an unfinished tus upload of it.
 */
type World = {
  fixture: Fixture;
  interviewer: { token: string; id: string };
  tus: TusTargets;
  ids: string[];
};

async function makeWorld(app: FastifyInstance): Promise<World> {
  const fixture = await makeFixture(app);
  const published = fixture.surveys.find((survey) => survey.state === '1');
  // The fixture's response (its last id) is the published survey's.
  const responseId = fixture.ids.at(-1);
  if (!published || !responseId) throw new Error('the fixture has no published survey with a response');
  const interviewer = await addInterviewer(app, fixture.token, published.surveyId);
  const targets = { surveyId: published.surveyId, responseId, questionIds: published.questionIds };
  const mediaId = await createTusUpload(app, targets);
  return {
    fixture,
    interviewer,
    tus: { ...targets, mediaIds: [mediaId] },
    ids: [...fixture.ids, interviewer.id, mediaId],
  };
}

/**
 * The routes to fuzz: each registered one, and the HEAD of tus's upload address, which is a route of its own
 * (an upload's offset), not Fastify's copy of a GET.
 */
function fuzzedRoutes(routes: readonly RouteOptions[]): RegisteredRoute[] {
  const methodsOf = (route: RouteOptions) => (Array.isArray(route.method) ? route.method : [route.method]);
  const gets = new Set(routes.filter((route) => methodsOf(route).includes('GET')).map((route) => route.url));
  const ownHeads = routes
    .filter((route) => methodsOf(route).includes('HEAD') && !gets.has(route.url))
    .map((route) => ({ method: 'HEAD', url: route.url }));
  return [...registeredRoutes(routes), ...ownHeads];
}

function requestArbitrary(route: RegisteredRoute, world: World): fc.Arbitrary<FuzzRequest> {
  const { fixture } = world;
  const context: FuzzContext = { ids: world.ids };
  const paramNames = paramNamesOf(route.url);
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
    surveyId: fc.oneof(fc.constantFrom(...world.ids), hostileString),
    responseId: fc.oneof(fc.constant(world.tus.responseId), fc.uuid(), hostileString),
    mediaId: fc.oneof(fc.uuid({ version: 4 }), fc.constantFrom(...world.tus.mediaIds), hostileString),
  });
  const body: fc.Arbitrary<FuzzRequest['body']> = route.url.startsWith(MEDIA_API.tus)
    ? tusArbitrary(route.method, world.tus)
    : route.method === 'GET'
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
    // An interviewer's routes answer 401 without their token; the others must ignore it.
    interviewerToken: route.url.startsWith('/api/interview/')
      ? fc.oneof(
          { weight: 9, arbitrary: fc.constant(world.interviewer.token) },
          { weight: 1, arbitrary: fc.constant(undefined) },
        )
      : fc.option(fc.constant(world.interviewer.token), { nil: undefined, freq: 3 }),
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

/** A multipart upload (the spec's uploadVideo): the survey, response and media id fields, then the file. */
function multipartPayload(fileName: string, fields: Record<string, string>) {
  const boundary = `----fuzz${randomUUID()}`;
  const escaped = fileName.replace(/"/g, '%22').replace(/\r|\n/g, ' ');
  const fieldParts = Object.entries(fields)
    .map(
      ([name, value]) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value.replace(/\r|\n/g, ' ')}\r\n`,
    )
    .join('');
  const payload = Buffer.concat([
    Buffer.from(
      fieldParts +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${escaped}"\r\n` +
        'Content-Type: image/png\r\n\r\n',
      'utf8',
    ),
    PNG,
    Buffer.from(`\r\n--${boundary}--\r\n`, 'utf8'),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

async function send(app: FastifyInstance, route: RegisteredRoute, request: FuzzRequest) {
  const headers: Record<string, string> = { 'accept-language': request.language };
  if (request.token) headers.token = request.token;
  if (request.interviewerToken) headers[INTERVIEWER_TOKEN_HEADER] = request.interviewerToken;
  let payload: string | Buffer | undefined;
  if (request.body?.kind === 'json') {
    payload = JSON.stringify(request.body.value) ?? 'null';
    headers['content-type'] = 'application/json';
  } else if (request.body?.kind === 'multipart') {
    const { fileName, surveyId, responseId, mediaId } = request.body;
    const multipart = multipartPayload(fileName, { surveyId, responseId, mediaId });
    payload = multipart.payload;
    headers['content-type'] = multipart.contentType;
  } else if (request.body?.kind === 'raw') {
    Object.assign(headers, request.body.headers);
    payload = request.body.payload;
  }
  const url = pathOf(route.url, request.params) + (request.query ? queryString(request.query) : '');
  return app.inject({ method: route.method as 'GET' | 'POST', url, headers, payload });
}

describe.each(databaseTargets())('route fuzzing on $name', (target) => {
  const routes: RouteOptions[] = [];
  let app: FastifyInstance | undefined;
  let db: Database | undefined;
  let close: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    const handle = await openTestDatabase(target);
    db = handle.db;
    // Uploads (tus, multipart) write files: into a folder of this run, never the working tree's data/.
    const dataDir = await mkdtemp(join(tmpdir(), 'wenda-fuzz-'));
    const deps: AppDeps = {
      db: handle.db,
      dataDir,
      // The limits have their own tests; here they would only turn requests into 429s.
      registrationRateLimit: { max: 1_000_000, windowMs: 60_000 },
      loginRateLimit: { max: 1_000_000, windowMs: 60_000 } as AppDeps['loginRateLimit'],
      onRoute: (route) => routes.push(route),
    };
    app = await buildApp(deps);
    await app.ready();
    await watchWrites(handle.db);
    close = async () => {
      await app?.close();
      await handle.close();
      await rm(dataDir, { recursive: true, force: true });
    };
  });
  afterAll(async () => {
    await close?.();
  });

  it('answers every generated request below 500, as an envelope, without a stack trace; a refusal writes nothing', {
    timeout: Number(process.env.FUZZ_TIMEOUT_MS ?? 600_000),
  }, async () => {
    if (!app || !db) throw new Error('the app is not ready');
    const database = db;
    const fuzzed = fuzzedRoutes(routes);
    expect(fuzzed.length).toBeGreaterThan(30);
    const started = Date.now();
    console.info(
      `route fuzzing on ${target.name}: seed ${SEED}, ${fuzzed.length} routes × ${RUNS_PER_ROUTE} runs (FUZZ_SEED / FUZZ_RUNS to change)`,
    );
    const failures: string[] = [];
    let world: World | undefined;
    let fixtures = 0;
    let cases = 0;
    /** Routes none of whose requests got past a refusal: the fuzz never reached their work. */
    const succeeded = new Set<string>();
    for (const [index, route] of fuzzed.entries()) {
      // A route that deleted, ended or logged out must not starve the next one: remade when spoiled.
      if (!world || !(await fixtureIsWhole(app, world.fixture))) {
        world = await makeWorld(app);
        fixtures += 1;
      }
      const current = app;
      const result = await fc.check(
        fc.asyncProperty(requestArbitrary(route, world), async (request) => {
          cases += 1;
          // An export an earlier request started writes its progress in the background: let it finish, so
          // that what is noted from here on is this request's alone.
          await jobsIdle();
          await forgetWrites(database);
          const response = await send(current, route, request);
          const body = response.body;
          expect(response.statusCode, body.slice(0, 300)).toBeLessThan(500);
          expect(STACK_TRACE.test(body), 'stack trace in the body').toBe(false);
          if (response.statusCode < 400) succeeded.add(routeKey(route));
          // No partial writes: what the server refused left every table as it was.
          if (response.statusCode >= 400)
            expect(await writesSince(database), 'what a refused request wrote').toEqual([]);
          // tus answers a creation, an append and an offset with headers alone.
          if (route.method === 'HEAD' || response.statusCode === 201 || response.statusCode === 204) return;
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
    const unreached = fuzzed.map(routeKey).filter((key) => !succeeded.has(key));
    console.info(
      `route fuzzing on ${target.name}: ${fuzzed.length} routes, ${cases} cases, ${failures.length} failures in ${((Date.now() - started) / 1000).toFixed(1)} s (${fixtures} fixtures); never answered below 400: ${unreached.length ? unreached.join(', ') : 'none'}`,
    );
    expect(failures, failures.join('\n\n')).toEqual([]);
  });
});
