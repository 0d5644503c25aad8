import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type AppDeps, buildApp } from '../../../server/app';
import type { Database } from '../../../server/db/database';
import { surveys } from '../../../server/db/schema';
import { INTERVIEWER_TOKEN_HEADER } from '../../../src/core/api/interviewers';
import { RESULTS_API } from '../../../src/core/api/results';
import { fixtureIsWhole } from '../fuzz/fixture';
import { arbitraryOf, type FuzzContext } from '../fuzz/zod-arbitrary';
import { databaseTargets, openTestDatabase } from '../support/databases';
import { multipart } from '../support/multipart';
import {
  paramNamesOf,
  pathOf,
  queryString,
  type RegisteredRoute,
  registeredRoutes,
  routeKey,
} from '../support/routes';
import { makeParties, type Parties } from './parties';
import { type AccessKind, accessOf, DECLARED_ROUTES } from './route-access';

/**
 * The access table: every route the app registers (listed by the onRoute hook, none by hand) × everyone it
 * does not belong to — no token, the owner's expired token, a token of the other kind, another designer,
 * a user without rights, another team's interviewer — each sent requests aimed at the victim's real
 * surveys (ids the route's own zod schemas pick from the victim's, valid so that they pass validation and
 * meet the guard). Each must be refused (401/403/404 as an envelope) without a word of the victim's data.
 * A caller holding a live token of the route's kind may be answered about their own things (their survey
 * list, an archive they import), still without a word of the victim's. Public routes (route-access.ts, with
 * their reasons) are checked not to give away what is not published. Afterwards the victim's surveys, as
 * the victim reads them, must be as they were.
 */
const SEED = 20_261_207;
const SAMPLES_PER_ROUTE = 3;
const REFUSED = [401, 403, 404];

type Case = {
  name: string;
  headers: Record<string, string>;
  /** Refused whatever the request names (a dead token, a token of the wrong kind). */
  always: boolean;
};

function casesFor(kind: AccessKind, parties: Parties): Case[] {
  const { victim, other, powerless } = parties;
  if (kind === 'public') return [{ name: 'no token', headers: {}, always: false }];
  if (kind === 'interviewer')
    return [
      { name: 'no token', headers: {}, always: true },
      {
        name: 'expired interviewer token',
        headers: { [INTERVIEWER_TOKEN_HEADER]: victim.expiredInterviewerToken },
        always: true,
      },
      {
        name: 'designer token as an interviewer’s',
        headers: { token: victim.token, [INTERVIEWER_TOKEN_HEADER]: victim.token },
        always: true,
      },
      {
        name: 'another team’s interviewer',
        headers: { [INTERVIEWER_TOKEN_HEADER]: other.interviewerToken },
        always: false,
      },
    ];
  return [
    { name: 'no token', headers: {}, always: true },
    { name: 'expired token', headers: { token: victim.expiredToken }, always: true },
    {
      name: 'interviewer token as a designer’s',
      headers: { token: victim.interviewerToken, [INTERVIEWER_TOKEN_HEADER]: victim.interviewerToken },
      always: true,
    },
    { name: 'another designer', headers: { token: other.token }, always: false },
    { name: 'user without rights', headers: { token: powerless.token }, always: false },
  ];
}

type Sample = {
  url: string;
  body?: { json: unknown } | { multipart: ReturnType<typeof multipart> };
  /** The victim's ids the request names. */
  named: string[];
};

const parses = (schema: z.ZodType | undefined, value: unknown) => !schema || schema.safeParse(value).success;

/** A survey id and a small picture, for the upload routes (which read multipart, not a schema). */
const uploadOf = (surveyId: string) =>
  multipart([
    { name: 'surveyId', content: surveyId },
    { name: 'file', fileName: 'a.png', contentType: 'image/png', content: PNG },
  ]);
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');

/**
 * Up to SAMPLES_PER_ROUTE requests for a route, valid by its schemas, naming the victim's objects where
 * it can (those naming a survey first). Routes without schemas get the victim's survey ids in their path,
 * in an upload's form (POST), and for a public page in its query (an answer link's `/?surveyId=`).
 */
function samplesFor(route: RegisteredRoute, kind: AccessKind, parties: Parties, seed: number): Sample[] {
  const { victim } = parties;
  const surveyIds = Object.values(victim.surveyIds);
  const context: FuzzContext = {
    ids: victim.ids,
    tame: true,
    idsFor: (key) => {
      if (/survey|belong/i.test(key)) return surveyIds;
      if (/^qu(estion)?Ids?$/i.test(key)) return victim.questionIds;
      if (/response/i.test(key)) return victim.responseIds;
      return undefined;
    },
  };
  const named = (text: string) => victim.ids.filter((id) => text.includes(id));
  const make = (params: Record<string, unknown>, query: unknown, body: Sample['body']): Sample => {
    const url =
      pathOf(route.url, params) + (query && typeof query === 'object' ? queryString(query as never) : '');
    const sent =
      body && 'json' in body ? JSON.stringify(body.json) : body ? body.multipart.payload.toString() : '';
    return { url, body, named: named(url + sent) };
  };
  const fallback = surveyIds.map((surveyId) =>
    make(
      Object.fromEntries([...paramNamesOf(route.url), '*'].map((name) => [name, surveyId])),
      route.querystring
        ? { surveyId, id: surveyId }
        : kind === 'public' && route.method === 'GET'
          ? { surveyId }
          : undefined,
      route.method === 'GET'
        ? undefined
        : route.body
          ? { json: { surveyId, id: surveyId } }
          : { multipart: uploadOf(surveyId) },
    ),
  );
  if (!route.params && !route.querystring && !route.body) return fallback;
  const part = (schema: z.ZodType | undefined) =>
    schema ? arbitraryOf(schema, context) : fc.constant(undefined);
  const candidates = fc.sample(
    fc.record({ params: part(route.params), query: part(route.querystring), body: part(route.body) }),
    { seed, numRuns: 60 },
  );
  const seen = new Set<string>();
  const samples: Sample[] = [];
  for (const candidate of candidates) {
    const body = route.method === 'GET' ? undefined : candidate.body;
    if (
      !parses(route.params, candidate.params) ||
      !parses(route.querystring, candidate.query) ||
      !parses(route.method === 'GET' ? undefined : route.body, body)
    )
      continue;
    const sample = make(
      (candidate.params ?? {}) as Record<string, unknown>,
      candidate.query,
      body === undefined ? undefined : { json: body },
    );
    const key = sample.url + JSON.stringify(body);
    if (seen.has(key)) continue;
    seen.add(key);
    samples.push(sample);
  }
  const namesSurvey = (sample: Sample) => sample.named.some((id) => surveyIds.includes(id));
  samples.sort((a, b) => Number(namesSurvey(b)) - Number(namesSurvey(a)) || b.named.length - a.named.length);
  return samples.length ? samples.slice(0, SAMPLES_PER_ROUTE) : fallback;
}

/** What a body must not hold: for a guarded route anything of the victim's, for a public one what is unpublished. */
function forbiddenIn(kind: AccessKind, parties: Parties, sample: Sample): string[] {
  const { victim } = parties;
  const { markers } = victim;
  if (kind !== 'public')
    return [
      markers.designing,
      markers.published,
      markers.ended,
      markers.answer,
      ...victim.ids.filter((id) => !sample.named.includes(id)),
    ];
  // A respondent holding their response's id may read that response (resuming it), and so its survey's ids.
  const keyed = victim.responses.filter((response) => sample.named.includes(response.responseId));
  const readable = new Set([...sample.named, ...keyed.flatMap((response) => response.surveyIds)]);
  return [
    markers.designing,
    markers.ended,
    ...(keyed.length ? [] : [markers.answer]),
    ...victim.unpublishedIds.filter((id) => !readable.has(id)),
  ];
}

type Verdict = 'refused' | 'own business' | 'public';

async function judge(
  app: FastifyInstance,
  route: RegisteredRoute,
  kind: AccessKind,
  testCase: Case,
  sample: Sample,
  parties: Parties,
): Promise<{ verdict: Verdict } | { failure: string }> {
  const headers: Record<string, string> = { ...testCase.headers };
  let payload: string | Buffer | undefined;
  if (sample.body && 'json' in sample.body) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(sample.body.json);
  } else if (sample.body) {
    headers['content-type'] = sample.body.multipart.contentType;
    payload = sample.body.multipart.payload;
  }
  const response = await app.inject({ method: route.method as 'GET', url: sample.url, headers, payload });
  const body = response.body;
  const where = `${routeKey(route)} [${testCase.name}] ${sample.url.slice(0, 160)}`;
  const leaked = forbiddenIn(kind, parties, sample).filter((secret) => body.includes(secret));
  if (leaked.length)
    return { failure: `${where}: ${response.statusCode} leaks ${leaked.join(', ')}: ${body.slice(0, 300)}` };
  if (kind === 'public') return { verdict: 'public' };
  const status = response.statusCode;
  if (REFUSED.includes(status)) {
    const type = String(response.headers['content-type'] ?? '');
    if (!type.startsWith('application/json')) return { failure: `${where}: ${status} is not an envelope` };
    const envelope = response.json() as Record<string, unknown>;
    if (Object.keys(envelope).sort().join() !== 'code,data,message' || envelope.code !== status)
      return { failure: `${where}: ${status} is not an envelope: ${body.slice(0, 200)}` };
    return { verdict: 'refused' };
  }
  // A caller with a live token of the route's kind may be answered about their own things (their survey
  // list, a survey they import, their own password): nothing of the victim's is in the body (checked
  // above), and nothing of the victim's changed (the snapshot after the table).
  if (!testCase.always && status < 500) return { verdict: 'own business' };
  return { failure: `${where}: answered ${status}: ${body.slice(0, 300)}` };
}

/** Every route of the list × every caller it does not belong to, each with the route's sample requests. */
async function accessTable(app: FastifyInstance, listed: readonly RegisteredRoute[], parties: Parties) {
  const failures: string[] = [];
  const counts = { routes: listed.length, public: 0, cases: 0, requests: 0, refused: 0 };
  const ownBusiness: string[] = [];
  for (const [index, route] of listed.entries()) {
    const kind = accessOf(route);
    if (kind === 'public') counts.public += 1;
    const samples = samplesFor(route, kind, parties, SEED + index);
    for (const testCase of casesFor(kind, parties)) {
      counts.cases += 1;
      const verdicts = new Set<Verdict>();
      for (const sample of samples) {
        counts.requests += 1;
        const result = await judge(app, route, kind, testCase, sample, parties);
        if ('failure' in result) failures.push(result.failure);
        else verdicts.add(result.verdict);
      }
      if (verdicts.has('refused') && verdicts.size === 1) counts.refused += 1;
      if (verdicts.has('own business')) ownBusiness.push(`${routeKey(route)} [${testCase.name}]`);
    }
  }
  return { counts, failures, ownBusiness };
}

/** Routes the second test plants to show that the table fails on what it is there to find. */
const PLANTED = '/api/planted-faults';

function plantFaultyRoutes(app: FastifyInstance, db: Database): void {
  const query = z.object({ surveyId: z.string().min(1).max(64) });
  // A guard that checks the session but not whose survey it is.
  app.get(
    `${PLANTED}/any-title`,
    { schema: { querystring: query }, preHandler: app.requireUser },
    async (request) => {
      const { surveyId } = request.query as z.infer<typeof query>;
      const [found] = await db.select().from(surveys).where(eq(surveys.id, surveyId));
      return { code: 200, message: 'ok', data: found?.surveyName ?? null };
    },
  );
  // No guard at all, and not declared public.
  app.get(`${PLANTED}/open`, { schema: { querystring: query } }, async () => ({
    code: 200,
    message: 'ok',
    data: null,
  }));
}

/**
 * The victim's surveys as their owner reads them through every designer GET route that takes just a survey
 * id (found in the route list like the rest): compared before and after the table, so that a request that
 * changed something of the victim's while answering "ok" with nothing in it is found too.
 */
async function victimSnapshot(
  app: FastifyInstance,
  routes: readonly RegisteredRoute[],
  parties: Parties,
): Promise<string[]> {
  const readers = routes.filter((route) => {
    const shape = (route.querystring as { shape?: Record<string, unknown> } | undefined)?.shape;
    return (
      route.method === 'GET' &&
      accessOf(route) === 'designer' &&
      shape &&
      Object.keys(shape).join() === 'surveyId'
    );
  });
  const lines: string[] = [];
  for (const route of readers)
    for (const surveyId of Object.values(parties.victim.surveyIds)) {
      const response = await app.inject({
        method: 'GET',
        url: `${route.url}?surveyId=${surveyId}`,
        headers: { token: parties.victim.token },
      });
      const type = String(response.headers['content-type'] ?? '');
      lines.push(
        `${route.url} ${surveyId} ${response.statusCode} ${type.startsWith('application/json') ? response.body : type}`,
      );
    }
  // Their responses (the results list is a POST).
  for (const surveyId of Object.values(parties.victim.surveyIds)) {
    const response = await app.inject({
      method: 'POST',
      url: RESULTS_API.responses,
      headers: { token: parties.victim.token, 'content-type': 'application/json' },
      payload: JSON.stringify({ surveyId }),
    });
    lines.push(`${RESULTS_API.responses} ${surveyId} ${response.statusCode} ${response.body}`);
  }
  // A preview release is made afresh at each call: its time is not a change.
  return lines.map((line) => line.replace(/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z/g, '<time>'));
}

describe.each(databaseTargets())('who may call each route, on $name', (target) => {
  const routes: RouteOptions[] = [];
  let app: FastifyInstance | undefined;
  let db: Database | undefined;
  let parties: Parties | undefined;
  let close: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    const handle = await openTestDatabase(target);
    // A client of three files, so that the static routes and the answer page are registered and called.
    const clientDir = await mkdtemp(join(tmpdir(), 'wenda-access-client-'));
    await writeFile(join(clientDir, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
    await writeFile(join(clientDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    await writeFile(join(clientDir, 'manifest.webmanifest'), '{}');
    const deps: AppDeps = {
      db: handle.db,
      clientDir,
      // Registers WeChat's routes; nothing here reaches WeChat (port 9 is discard, refused at once).
      wechat: { appId: 'wx-access-table', appSecret: 'secret', apiBase: 'http://127.0.0.1:9' },
      registrationRateLimit: { max: 1_000_000, windowMs: 60_000 },
      loginRateLimit: { max: 1_000_000, windowMs: 60_000 },
      onRoute: (route) => routes.push(route),
    };
    app = await buildApp(deps);
    plantFaultyRoutes(app, handle.db);
    await app.ready();
    db = handle.db;
    parties = await makeParties(app, db);
    close = async () => {
      await app?.close();
      await handle.close();
      await rm(clientDir, { recursive: true, force: true });
    };
  }, 300_000);
  afterAll(async () => {
    await close?.();
  });

  it('refuses every route to whoever it does not belong to, and gives away nothing', {
    timeout: 300_000,
  }, async () => {
    if (!app || !parties) throw new Error('the app is not ready');
    const listed = registeredRoutes(routes);
    const keys = new Set(listed.map(routeKey));
    expect(
      DECLARED_ROUTES.filter((key) => !keys.has(key)),
      'declared routes no longer registered',
    ).toEqual([]);
    const before = await victimSnapshot(app, listed, parties);
    expect(
      before.filter((line) => / 200 /.test(line)).length,
      "routes reading the victim's surveys",
    ).toBeGreaterThan(20);
    const { counts, failures, ownBusiness } = await accessTable(
      app,
      listed.filter((route) => !route.url.startsWith(PLANTED)),
      parties,
    );
    console.info(
      `access table on ${target.name}: ${counts.routes} routes (${counts.public} public), ${counts.cases} route × caller cases, ${counts.requests} requests; ${counts.refused} cases refused, ${ownBusiness.length} answered about the caller's own things only, ${failures.length} failures\n  own things: ${ownBusiness.join('; ')}`,
    );
    expect(failures, failures.join('\n')).toEqual([]);
    expect(
      await fixtureIsWhole(app, { token: parties.victim.token, ids: [], surveys: parties.victim.surveys }),
      "the victim's surveys are as they were",
    ).toBe(true);
    const after = await victimSnapshot(app, listed, parties);
    const changed = before.flatMap((line, index) =>
      after[index] === line ? [] : [`before: ${line.slice(0, 600)}\nafter:  ${after[index]?.slice(0, 600)}`],
    );
    expect(changed, changed.join('\n')).toEqual([]);
  });

  it("finds a planted route that leaks another user's survey, and one that answers without a token", async () => {
    if (!app || !parties) throw new Error('the app is not ready');
    const planted = registeredRoutes(routes).filter((route) => route.url.startsWith(PLANTED));
    const { failures } = await accessTable(app, planted, parties);
    expect(
      failures.some(
        (line) => line.includes(`${PLANTED}/any-title [another designer]`) && line.includes(' leaks '),
      ),
    ).toBe(true);
    expect(
      failures.some((line) => line.includes(`${PLANTED}/open [no token]`) && line.includes('answered 200')),
    ).toBe(true);
  });
});
