import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { type LogSettings, logSettingsFromEnv, serverLogger } from '../../server/logging';

/**
 * `npm start`'s log: the console shows warnings as readable lines, not a JSON line per request; requests are
 * debug records, on the console at LOG_LEVEL=debug and in LOG_FILE (JSON lines) when set.
 */
let dir: string | undefined;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
  dir = undefined;
});

async function run(settings: LogSettings) {
  const printed: string[] = [];
  const app = Fastify({ logger: serverLogger(settings, { write: (text: string) => printed.push(text) }) });
  app.get('/api/ping', async () => ({ ok: true }));
  await app.ready();
  await app.inject({ method: 'GET', url: '/api/ping' });
  app.log.info('cache warmed');
  app.log.warn('disk nearly full');
  await app.close();
  return printed.join('');
}

describe('the server log', () => {
  it('prints only warnings by default, as readable lines, and no request', async () => {
    const console = await run(logSettingsFromEnv({}));
    expect(console).toMatch(/^\d\d:\d\d:\d\d WARN +disk nearly full\n$/);
  });

  it('shows each request at LOG_LEVEL=debug, readable', async () => {
    const console = await run(logSettingsFromEnv({ LOG_LEVEL: 'debug' }));
    expect(console).toMatch(/DEBUG +incoming request +GET \/api\/ping\n/);
    expect(console).toMatch(/DEBUG +request completed +200 \d+\.\d ms\n/);
    expect(console).toMatch(/INFO +cache warmed\n/);
    expect(console).not.toContain('{"level"');
  });

  it('writes requests and everything from debug up to LOG_FILE as JSON lines, the console staying quiet', async () => {
    dir = await mkdtemp(join(tmpdir(), 'wenda-log-'));
    const file = join(dir, 'logs', 'wenda.log');
    const console = await run(logSettingsFromEnv({ LOG_FILE: file }));
    expect(console).not.toContain('request');
    const records = (await readFile(file, 'utf8'))
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { level: number; msg: string; req?: { url: string } });
    expect(records.map((record) => [record.level, record.msg])).toEqual([
      [20, 'incoming request'],
      [20, 'request completed'],
      [30, 'cache warmed'],
      [40, 'disk nearly full'],
    ]);
    expect(records[0]?.req?.url).toBe('/api/ping');
  });

  it('refuses an unknown LOG_LEVEL', () => {
    expect(() => logSettingsFromEnv({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL must be one of/);
  });
});
