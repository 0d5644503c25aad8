import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppDeps, buildApp } from '../../../server/app';
import { DESIGN_API, type SurveyInfoWire, type UploadedFile } from '../../../src/core/api/design';
import { USER_API } from '../../../src/core/api/user';
import { register } from '../support/app';
import { databaseTargets, openTestDatabase } from '../support/databases';
import { call } from '../support/http';
import { upload } from '../support/multipart';

const FOREIGN = 'https://evil.example';
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
    '1f15c4890000000d49444154789c6360000002000001e221bc330000000049454e44ae426082',
  'hex',
);

/**
 * The headers every kind of answer carries (server/http/security.ts, @fastify/helmet): a CSP that admits
 * no other site's script and no framing by other sites, nosniff, a referrer policy, no X-Powered-By; and no
 * CORS at all — a page of another origin gets no Access-Control-Allow-Origin and its preflight is refused.
 */
describe.each(databaseTargets())('security headers on $name', (target) => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let designerFile = '';

  beforeAll(async () => {
    const handle = await openTestDatabase(target);
    const dataDir = await mkdtemp(join(tmpdir(), 'wenda-headers-'));
    const clientDir = join(dataDir, 'client');
    await mkdir(join(clientDir, 'assets'), { recursive: true });
    await writeFile(join(clientDir, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
    await writeFile(join(clientDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    await writeFile(join(clientDir, 'assets', 'index-abc.js'), 'console.log(1);');
    const deps: AppDeps = { db: handle.db, clientDir, dataDir };
    app = await buildApp(deps);
    await app.ready();
    close = async () => {
      await app.close();
      await handle.close();
      await rm(dataDir, { recursive: true, force: true });
    };
    const { token } = await register(app);
    const survey = await call<SurveyInfoWire>(app, 'POST', DESIGN_API.updateSurvey, {
      token,
      body: { surveyName: '图片' },
    });
    const uploaded = await upload(app, token, [
      { name: 'surveyId', content: survey.envelope.data.surveyId },
      { name: 'file', fileName: 'a.png', contentType: 'image/png', content: PNG },
    ]);
    expect(uploaded.status, uploaded.envelope.message).toBe(200);
    designerFile = (uploaded.envelope.data as UploadedFile[])[0]?.url ?? '';
  });
  afterAll(async () => {
    await close?.();
  });

  const kinds: [string, () => { method: 'GET' | 'POST'; url: string; payload?: string }, number][] = [
    ['API JSON', () => ({ method: 'GET', url: '/api/system/announcement' }), 200],
    ['401 error', () => ({ method: 'GET', url: USER_API.info }), 401],
    ['unknown API path', () => ({ method: 'GET', url: '/api/no/such/route' }), 404],
    ['malformed JSON', () => ({ method: 'POST', url: USER_API.login, payload: '{"userName":' }), 400],
    ['client page', () => ({ method: 'GET', url: '/' }), 200],
    ['index.html', () => ({ method: 'GET', url: '/index.html' }), 200],
    ['service worker', () => ({ method: 'GET', url: '/sw.js' }), 200],
    ['script asset', () => ({ method: 'GET', url: '/assets/index-abc.js' }), 200],
    ['missing static file', () => ({ method: 'GET', url: '/assets/missing.js' }), 404],
    ['uploaded picture', () => ({ method: 'GET', url: designerFile }), 200],
  ];

  it.each(kinds)(
    '%s: CSP, nosniff, referrer policy, no framing by others, no X-Powered-By, no CORS',
    async (_kind, request, status) => {
      const { method, url, payload } = request();
      const response = await app.inject({
        method,
        url,
        headers: { origin: FOREIGN, ...(payload && { 'content-type': 'application/json' }) },
        payload,
      });
      expect(response.statusCode).toBe(status);
      const headers = response.headers;
      const csp = String(headers['content-security-policy'] ?? '');
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("frame-ancestors 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).not.toMatch(/script-src[^;]*(\*|'unsafe-inline'|'unsafe-eval')/);
      expect(headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('no-referrer');
      expect(headers['x-powered-by']).toBeUndefined();
      expect(headers['access-control-allow-origin']).toBeUndefined();
      expect(headers['access-control-allow-credentials']).toBeUndefined();
    },
  );

  it.each([USER_API.login, USER_API.info, '/api/survey-answer/save', '/api/up/tus', '/'])(
    'refuses a foreign preflight to %s',
    async (url) => {
      const response = await app.inject({
        method: 'OPTIONS',
        url,
        headers: {
          origin: FOREIGN,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type, token',
        },
      });
      // Without Access-Control-Allow-Origin the browser refuses the preflight, whatever else is said (the tus
      // server names the headers and methods it takes on every OPTIONS, harmless without an origin).
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
      expect(response.headers['access-control-allow-credentials']).toBeUndefined();
    },
  );
});
