import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USER_NAME, demoPasswordFile } from '../../server/accounts/demo';
import { createUser, findUserByName } from '../../server/accounts/service';
import { surveys } from '../../server/db/schema';
import { tusUploadsDirOf } from '../../server/media/plugin';
import { localMediaStore } from '../../server/media/storage';
import { ensureDemoSurvey } from '../../server/publish/demo';
import { responseCount } from '../../server/seed/sample-responses';
import { type RunningServer, startServer } from '../../server/start';
import { type LoginResponse, USER_API } from '../../src/core/api/user';
import type { Envelope } from '../../src/core/envelope';
import { login } from './support/app';
import { databaseTargets, type FreshDatabase } from './support/databases';
import { expectDemoInterviews } from './support/demoInterviews';
import { expectDemoResponses, expectDemoSurveyBuilt } from './support/demoSurvey';

/** The test client's inline script (the built client's is the runner's boot script). */
const INLINE_BOOT = '(function(){performance.mark("wenda:boot")})();';

async function postJson<T>(url: string, body: unknown): Promise<{ status: number; envelope: Envelope<T> }> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, envelope: (await response.json()) as Envelope<T> };
}

describe.each(databaseTargets())('startServer on $name', (target) => {
  let dataDir: string;
  let clientDir: string;
  let database: FreshDatabase;
  const running: RunningServer[] = [];

  /** A server on a random port over this file's data directory (and database, for PostgreSQL). */
  async function start(options: { demo?: boolean; demoPassword?: string } = {}): Promise<RunningServer> {
    const server = await startServer({
      port: 0,
      host: '127.0.0.1',
      dataDir,
      clientDir,
      databaseUrl: database.url,
      demo: options.demo ?? true,
      demoPassword: options.demoPassword,
      announcement: { text: '本平台将于五月停止服务' },
    });
    running.push(server);
    return server;
  }

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'wenda-start-'));
    clientDir = join(dataDir, 'client');
    await mkdir(join(clientDir, 'assets'), { recursive: true });
    await writeFile(
      join(clientDir, 'index.html'),
      `<!doctype html><head><script>${INLINE_BOOT}</script><script type="module" src="/assets/index-abc123.js"></script><title>Wenda</title>`,
    );
    await writeFile(join(clientDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    await writeFile(join(clientDir, 'assets', 'index-abc123.js'), 'console.log(1);');
    database = await target.createEmpty();
  });

  afterAll(async () => {
    for (const server of running) await server.close();
    await database?.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('generates the demo password once, keeps it private, and logs in with it', async () => {
    const server = await start();
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const file = demoPasswordFile(dataDir);
    const stored = (await readFile(file, 'utf8')).trim();
    expect(server.demoAccount).toEqual({ userName: 'demo', password: stored });
    expect((await stat(file)).mode & 0o777).toBe(0o600);

    const login = await postJson<LoginResponse>(`${server.url}${USER_API.login}`, {
      userName: 'demo',
      password: stored,
    });
    expect(login.status).toBe(200);
    expect(login.envelope.data.abilities).toEqual({
      role: 1,
      canEdit: true,
      specialEditLevel: false,
      release: 'full',
      data: 'full',
    });
    await server.close();

    // A restart over the same data prints the same password, which still works.
    const again = await start();
    expect(again.demoAccount?.password).toBe(stored);
    expect(
      (await postJson(`${again.url}${USER_API.login}`, { userName: 'demo', password: stored })).status,
    ).toBe(200);
    await again.close();
  });

  it('seeds the published demo survey with 200 responses, their media files and a field team, once', async () => {
    // Whichever start comes first in this data directory seeded it; later starts leave it as it is.
    const server = await start();
    const demo = await findUserByName(server.db, DEMO_USER_NAME);
    if (!demo) throw new Error('the demo account was not made');
    const owned = await server.db.select({ id: surveys.id }).from(surveys).where(eq(surveys.userId, demo.id));
    expect(owned).toHaveLength(1);
    const surveyId = owned[0]?.id ?? '';
    const store = localMediaStore(dataDir);
    await expectDemoSurveyBuilt(server.app, server.db, surveyId);
    await expectDemoResponses(server.db, store, surveyId);
    const token = (await login(server.app, 'demo', server.demoAccount?.password ?? '')).envelope.data.token;
    await expectDemoInterviews(server.app, server.db, surveyId, token);

    // Not made twice, neither by a direct call nor by a restart.
    const media = { store, stagingDir: tusUploadsDirOf(dataDir) };
    expect(await ensureDemoSurvey(server.db, demo.id, media)).toBe(surveyId);
    await server.close();
    const again = await start();
    expect(await again.db.select().from(surveys).where(eq(surveys.userId, demo.id))).toHaveLength(1);
    expect(await responseCount(again.db, surveyId)).toBe(200);
    await again.close();
  });

  it('sets the demo password to the one given, even when the account exists', async () => {
    const server = await start({ demoPassword: 'Given-demo-1' });
    expect(server.demoAccount?.password).toBe('Given-demo-1');
    expect(
      (await postJson(`${server.url}${USER_API.login}`, { userName: 'demo', password: 'Given-demo-1' }))
        .status,
    ).toBe(200);
    await server.close();
  });

  it('outside demo mode makes no demo account, and one left by a demo start no longer logs in', async () => {
    const demoStart = await start({ demoPassword: 'Given-demo-1' });
    const before = await postJson<{ token: string }>(`${demoStart.url}${USER_API.login}`, {
      userName: 'demo',
      password: 'Given-demo-1',
    });
    expect(before.status).toBe(200);
    await demoStart.close();

    const plain = await start({ demo: false, demoPassword: 'Given-demo-1' });
    expect(plain.demoAccount).toBeUndefined();
    const refused = await postJson(`${plain.url}${USER_API.login}`, {
      userName: 'demo',
      password: 'Given-demo-1',
    });
    expect(refused.status).toBe(400);
    const info = await fetch(`${plain.url}${USER_API.info}`, {
      headers: { token: before.envelope.data.token },
    });
    expect(info.status).toBe(401);
    await plain.close();

    // A first start without demo mode: nobody called demo at all.
    const freshDir = await mkdtemp(join(tmpdir(), 'wenda-start-plain-'));
    const freshDatabase = await target.createEmpty();
    try {
      const fresh = await startServer({
        port: 0,
        host: '127.0.0.1',
        dataDir: freshDir,
        clientDir,
        databaseUrl: freshDatabase.url,
      });
      expect(await findUserByName(fresh.db, DEMO_USER_NAME)).toBeUndefined();
      expect(fresh.demoAccount).toBeUndefined();
      await fresh.close();
    } finally {
      await freshDatabase.drop();
      await rm(freshDir, { recursive: true, force: true });
    }
  });

  it('serves the client with cache rules and security headers, never for /api', async () => {
    const server = await start();
    const index = await fetch(`${server.url}/`);
    expect(index.status).toBe(200);
    expect(await index.text()).toContain('<title>Wenda</title>');
    expect(index.headers.get('cache-control')).toBe('no-cache');
    const csp = index.headers.get('content-security-policy') ?? '';
    // The one inline script of index.html is admitted by its hash, computed here as a browser does.
    const bootHash = createHash('sha256').update(INLINE_BOOT).digest('base64');
    expect(csp).toContain(`script-src 'self' 'sha256-${bootHash}';`);
    expect(csp.match(/'sha256-/g)).toHaveLength(1);
    expect(csp.match(/script-src [^;]*/)?.[0]).not.toContain('unsafe-inline');
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).toContain("worker-src 'self' blob:");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
    expect(index.headers.get('cross-origin-embedder-policy')).toBeNull();
    expect(index.headers.get('x-content-type-options')).toBe('nosniff');

    expect((await fetch(`${server.url}/sw.js`)).headers.get('cache-control')).toBe('no-cache');
    const asset = await fetch(`${server.url}/assets/index-abc123.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

    const api = await fetch(`${server.url}/api/does-not-exist`);
    expect(api.status).toBe(404);
    expect(api.headers.get('content-type')).toMatch(/^application\/json/);
    expect(((await api.json()) as Envelope<null>).code).toBe(404);

    const announcement = await fetch(`${server.url}${USER_API.announcement}`);
    expect(((await announcement.json()) as Envelope<unknown>).data).toEqual({
      enabled: true,
      title: '公告',
      text: '本平台将于五月停止服务',
    });
    await server.close();
  });

  it('lets tests create a user that must reset the password, on the running server', async () => {
    const server = await start();
    await createUser(server.db, { userName: 'field.worker', password: 'First-pass1', resetPswStatus: 1 });
    const login = await postJson<LoginResponse>(`${server.url}${USER_API.login}`, {
      userName: 'field.worker',
      password: 'First-pass1',
    });
    expect(login.status).toBe(200);
    expect(login.envelope.data.resetPswStatus).toBe(1);
    await server.close();
  });
});
