import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { inlineScriptSources } from '../../../server/http/inlineScripts';
import { DESIGN_API, type SurveyInfoWire, type SurveyStateResponse } from '../../../src/core/api/design';
import { type ReleaseListResponse, SHARE_API, type ShortUrlResponse } from '../../../src/core/api/share';
import { answerPath, SHORT_CODE_PATTERN } from '../../../src/core/share/links';
import { RADIO, save } from '../design/support';
import { register, useTestApp } from '../support/app';
import { databaseTargets } from '../support/databases';
import { call } from '../support/http';

/**
 * A client directory holding an index.html shaped like the built one: the inline boot script first in the
 * head (admitted by its hash in the CSP), the app's title and description.
 */
function clientDirWithIndex(): string {
  const dir = mkdtempSync(join(tmpdir(), 'wenda-share-client-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(
    join(dir, 'index.html'),
    [
      '<!doctype html>',
      '<html lang="zh-CN">',
      '  <head>',
      '    <script>window.__boot = "<title>not the title</title>";</script>',
      '    <meta charset="UTF-8" />',
      '    <meta name="description" content="问答 Wenda：离线优先的问卷调查平台" />',
      '    <title>问答 Wenda · 问卷调查平台</title>',
      '  </head>',
      '  <body><div id="root"></div></body>',
      '</html>',
    ].join('\n'),
  );
  return dir;
}

/** The content of `<meta property="…">` in a page, undefined when absent. */
function ogOf(html: string, property: string): string | undefined {
  return new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(html)?.[1];
}

/**
 * Publish and share on the server: the short link (GET /survey/downShortUrl) is made once per survey and
 * redirects to the answer link; the release history names who published; the answer link's page carries the
 * survey's Open Graph tags without disturbing the CSP hash of the inline boot script. Strangers, callers
 * without a session and unknown surveys are refused.
 */
describe.each(databaseTargets())('publish and share ($name)', (target) => {
  const ctx = useTestApp(target, { clientDir: clientDirWithIndex() });

  async function publishedSurvey(app: FastifyInstance, surveyName: string, surveyNote: string) {
    const owner = await register(app);
    const created = await call<SurveyInfoWire>(app, 'POST', DESIGN_API.updateSurvey, {
      token: owner.token,
      body: { surveyName, surveyNote },
    });
    expect(created.status, created.envelope.message).toBe(200);
    const surveyId = created.envelope.data.surveyId;
    await save(app, owner.token, RADIO, { belongId: surveyId, catalogKey: 'radio', quTitle: '您常用哪个？' });
    await setState(app, owner.token, surveyId, '1');
    return { owner, surveyId };
  }

  async function setState(app: FastifyInstance, token: string, surveyId: string, surveyState: string) {
    const result = await call<SurveyStateResponse>(
      app,
      'GET',
      `${DESIGN_API.surveyState}?id=${surveyId}&surveyState=${surveyState}`,
      { token },
    );
    expect(result.status, result.envelope.message).toBe(200);
  }

  const shortUrl = (surveyId: string, token?: string) =>
    call<ShortUrlResponse>(ctx().app, 'GET', `${SHARE_API.shortUrl}?surveyId=${surveyId}`, { token });

  it('gives a survey one short link that redirects to its answer link', async () => {
    const { owner, surveyId } = await publishedSurvey(ctx().app, '短链问卷', '');
    const first = await shortUrl(surveyId, owner.token);
    expect(first.status, first.envelope.message).toBe(200);
    const { code, path } = first.envelope.data;
    expect(code).toMatch(SHORT_CODE_PATTERN);
    expect(path).toBe(`/s/${code}`);
    // Stable: asked again (and at once, twice), the same code.
    const again = await Promise.all([shortUrl(surveyId, owner.token), shortUrl(surveyId, owner.token)]);
    expect(again.map((result) => result.envelope.data.code)).toEqual([code, code]);

    const redirected = await ctx().app.inject({ method: 'GET', url: path });
    expect(redirected.statusCode).toBe(302);
    expect(redirected.headers.location).toBe(answerPath(surveyId));
    expect(redirected.headers['cache-control']).toBe('no-store');

    // Another survey gets another code.
    const other = await publishedSurvey(ctx().app, '另一份', '');
    const otherCode = (await shortUrl(other.surveyId, other.owner.token)).envelope.data.code;
    expect(otherCode).not.toBe(code);
  });

  it('refuses the short link to strangers, anonymous callers and unknown surveys', async () => {
    const { surveyId } = await publishedSurvey(ctx().app, '别人的问卷', '');
    const stranger = await register(ctx().app);
    expect((await shortUrl(surveyId, stranger.token)).status).toBe(404);
    expect((await shortUrl(surveyId)).status).toBe(401);
    expect((await shortUrl('0190f3a2-0000-7000-8000-000000000000', stranger.token)).status).toBe(404);
    // A code nobody holds (or one of the wrong shape) goes to the runner's "not found" page.
    for (const url of ['/s/zzzzzzzz', '/s/%3Cscript%3E']) {
      const response = await ctx().app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(302);
      expect(response.headers.location).toBe('/#/statusTip?reason=notFound');
    }
  });

  it('lists the releases newest first with who published them', async () => {
    const { owner, surveyId } = await publishedSurvey(ctx().app, '版本问卷', '');
    await setState(ctx().app, owner.token, surveyId, '0');
    await setState(ctx().app, owner.token, surveyId, '1');
    const listed = await call<ReleaseListResponse>(
      ctx().app,
      'GET',
      `${SHARE_API.releases}?surveyId=${surveyId}`,
      { token: owner.token },
    );
    expect(listed.status, listed.envelope.message).toBe(200);
    const { releases } = listed.envelope.data;
    expect(releases.map((release) => release.version)).toEqual([2, 1]);
    expect(releases.map((release) => release.publishedBy)).toEqual([owner.userName, owner.userName]);
    for (const release of releases) expect(Number.isNaN(Date.parse(release.publishedAt))).toBe(false);

    const stranger = await register(ctx().app);
    const refused = await call(ctx().app, 'GET', `${SHARE_API.releases}?surveyId=${surveyId}`, {
      token: stranger.token,
    });
    expect(refused.status).toBe(404);
    expect((await call(ctx().app, 'GET', `${SHARE_API.releases}?surveyId=${surveyId}`)).status).toBe(401);
  });

  it("writes the survey's Open Graph tags into its answer link's page, the boot script still admitted", async () => {
    const name = '早餐 & "习惯" <调查>';
    const { owner, surveyId } = await publishedSurvey(
      ctx().app,
      name,
      '<p>请花 <b>两分钟</b> 告诉我们&nbsp;您的早餐习惯。</p>',
    );
    const response = await ctx().app.inject({
      method: 'GET',
      url: `/?surveyId=${surveyId}`,
      headers: { host: 'wenda.example:8080' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    const html = response.body;
    const escapedName = '早餐 &amp; &quot;习惯&quot; &lt;调查&gt;';
    expect(ogOf(html, 'og:title')).toBe(escapedName);
    expect(html).toContain(`<title>${escapedName}</title>`);
    expect(ogOf(html, 'og:description')).toBe('请花 两分钟 告诉我们 您的早餐习惯。');
    expect(html).toContain('<meta name="description" content="请花 两分钟 告诉我们 您的早餐习惯。" />');
    expect(ogOf(html, 'og:image')).toBe('http://wenda.example:8080/icons/icon-512.png');
    expect(ogOf(html, 'og:url')).toBe(`http://wenda.example:8080/?surveyId=${surveyId}`);
    // The inline script is untouched (even its "<title>" text) and its hash is in the CSP.
    expect(html).toContain('window.__boot = "<title>not the title</title>";');
    const csp = String(response.headers['content-security-policy']);
    const sources = inlineScriptSources(html);
    expect(sources).toHaveLength(1);
    for (const source of sources) expect(csp).toContain(source);
    // Embeddable anywhere (the publish page's iframe snippet).
    expect(csp).toContain('frame-ancestors *');
    expect(response.headers['x-frame-options']).toBeUndefined();

    // Reached through the short link, the same page.
    const { path } = (await shortUrl(surveyId, owner.token)).envelope.data;
    const location = String((await ctx().app.inject({ method: 'GET', url: path })).headers.location);
    const followed = await ctx().app.inject({ method: 'GET', url: location.split('#')[0] ?? '' });
    expect(ogOf(followed.body, 'og:title')).toBe(escapedName);
  });

  it('leaves the page as built for unknown, unpublished and missing surveys', async () => {
    const owner = await register(ctx().app);
    const draft = await call<SurveyInfoWire>(ctx().app, 'POST', DESIGN_API.updateSurvey, {
      token: owner.token,
      body: { surveyName: '草稿问卷', surveyNote: '还没发布' },
    });
    for (const url of [
      `/?surveyId=${draft.envelope.data.surveyId}`,
      '/?surveyId=0190f3a2-0000-7000-8000-000000000000',
      '/?surveyId=%3Cscript%3E',
    ]) {
      const response = await ctx().app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(ogOf(response.body, 'og:title'), url).toBeUndefined();
      expect(response.body).toContain('<title>问答 Wenda · 问卷调查平台</title>');
      expect(response.body).not.toContain('草稿问卷');
    }
    // Without a survey id: framed by this origin only, as every other page.
    const plain = await ctx().app.inject({ method: 'GET', url: '/' });
    expect(String(plain.headers['content-security-policy'])).toContain("frame-ancestors 'self'");
    expect(plain.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});
