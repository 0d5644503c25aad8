import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  jsSdkSignature,
  type WechatSettings,
  wechatAccessToken,
  wechatTickets,
} from '../../../server/share/wechat';
import { DESIGN_API, type SurveyInfoWire } from '../../../src/core/api/design';
import { WECHAT_API, type WechatConfigResponse } from '../../../src/core/api/share';
import { answerUrl } from '../../../src/core/share/links';
import { RADIO, save } from '../design/support';
import { register, useTestApp } from '../support/app';
import { databaseTargets } from '../support/databases';
import { call } from '../support/http';

const WECHAT_UA =
  'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36 MicroMessenger/8.0.50';

/** A stand-in for WeChat's API: counts the calls, answers a token and a ticket, or fails when told to. */
function fakeWechat() {
  const calls: string[] = [];
  // Each token asked for is new; WeChat refuses a retired one (another node asked for a newer one) with 40001.
  const state = { failing: false, ticket: 'ticket-1', tokens: 0, retired: new Set<string>() };
  const fetchStandIn = (async (input: string | URL | Request) => {
    const url = String(input);
    calls.push(url);
    if (state.failing) return new Response('down', { status: 502 });
    if (url.includes('/cgi-bin/token?')) {
      state.tokens += 1;
      return Response.json({ access_token: `token-${state.tokens}`, expires_in: 7200 });
    }
    const accessToken = new URL(url).searchParams.get('access_token') ?? '';
    if (state.retired.has(accessToken))
      return Response.json({ errcode: 40001, errmsg: 'invalid credential, access_token is invalid' });
    if (url.includes('/cgi-bin/ticket/getticket?'))
      return Response.json({ errcode: 0, errmsg: 'ok', ticket: state.ticket, expires_in: 7200 });
    return new Response('unknown', { status: 404 });
  }) as typeof fetch;
  const settings: WechatSettings = {
    appId: 'wx-test-app',
    appSecret: 'test-secret',
    apiBase: 'https://wechat.invalid',
    fetch: fetchStandIn,
  };
  return { calls, state, settings };
}

function clientDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'wenda-wechat-client-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html><head><script>var boot = 1;</script><title>问答</title></head><body></body></html>',
  );
  return dir;
}

describe('WeChat JS-SDK signing', () => {
  it("signs as WeChat's JS-SDK guide's example", () => {
    expect(
      jsSdkSignature(
        'sM4AOVdWfPE4DxkXGEs8VMCPGGVi4C3VM0P37wVUCFvkVAy_90u5h9nbSlYy3-Sl-HhTdfl2fzFy1AOcHKP7qg',
        'Wm3WZYTPz0wzccnW',
        1414587457,
        'http://mp.weixin.qq.com?params=value',
      ),
    ).toBe('0f9de62fce790f9a083d5c99e95740ceb90c27ed');
  });

  it('fetches the ticket once, shares a first fetch, and renews it before it ends', async () => {
    const wechat = fakeWechat();
    let now = 1_000_000;
    const ticket = wechatTickets(wechat.settings, () => now);
    expect(await Promise.all([ticket(), ticket(), ticket()])).toEqual(['ticket-1', 'ticket-1', 'ticket-1']);
    expect(wechat.calls).toHaveLength(2);
    expect(wechat.calls[0]).toContain('appid=wx-test-app');
    now += 60 * 60_000;
    expect(await ticket()).toBe('ticket-1');
    expect(wechat.calls).toHaveLength(2);
    // 7200 s less the margin: a new token and ticket.
    wechat.state.ticket = 'ticket-2';
    now += 60 * 60_000;
    expect(await ticket()).toBe('ticket-2');
    expect(wechat.calls).toHaveLength(4);
  });

  it('asks for a new token when the one it kept was retired by another node, then gets the ticket', async () => {
    const wechat = fakeWechat();
    let now = 1_000_000;
    // A media download on this node took a token an hour ago.
    expect(await wechatAccessToken(wechat.settings, () => now).get()).toBe('token-1');
    now += 60 * 60_000;
    // Another API node asked WeChat for this account's token since: ours is refused though not at its end.
    wechat.state.retired.add('token-1');
    const ticket = wechatTickets(wechat.settings, () => now);
    expect(await ticket()).toBe('ticket-1');
    const asked = wechat.calls.map((url) => new URL(url));
    expect(asked.map((url) => [url.pathname, url.searchParams.get('access_token')])).toEqual([
      ['/cgi-bin/token', null],
      ['/cgi-bin/ticket/getticket', 'token-1'],
      ['/cgi-bin/token', null],
      ['/cgi-bin/ticket/getticket', 'token-2'],
    ]);
  });
});

/**
 * With WeChat configured: WeChat's browser gets the share script in an answer link's page (others do not),
 * the CSP admits WeChat's SDK host, and the page is signed for wx.config with the survey's card. Without it,
 * nothing of WeChat is served or admitted.
 */
describe.each(databaseTargets())('WeChat share card ($name)', (target) => {
  const wechat = fakeWechat();
  const configured = useTestApp(target, { clientDir: clientDir(), wechat: wechat.settings });
  const plain = useTestApp(target, { clientDir: clientDir() });

  async function publishedSurvey(app: FastifyInstance) {
    const owner = await register(app);
    const created = await call<SurveyInfoWire>(app, 'POST', DESIGN_API.updateSurvey, {
      token: owner.token,
      body: { surveyName: '微信分享问卷', surveyNote: '说说您的想法' },
    });
    const surveyId = created.envelope.data.surveyId;
    await save(app, owner.token, RADIO, { belongId: surveyId, catalogKey: 'radio', quTitle: '第一题' });
    const published = await call(app, 'GET', `${DESIGN_API.surveyState}?id=${surveyId}&surveyState=1`, {
      token: owner.token,
    });
    expect(published.status).toBe(200);
    return surveyId;
  }

  it("loads the share script in WeChat's browser only, its SDK host admitted", async () => {
    const { app } = configured();
    const surveyId = await publishedSurvey(app);
    const inWechat = await app.inject({
      method: 'GET',
      url: `/?surveyId=${surveyId}`,
      headers: { 'user-agent': WECHAT_UA },
    });
    expect(inWechat.body).toContain(`<script src="${WECHAT_API.shareScript}" defer></script>`);
    expect(String(inWechat.headers['content-security-policy'])).toContain('https://res.wx.qq.com');
    const elsewhere = await app.inject({ method: 'GET', url: `/?surveyId=${surveyId}` });
    expect(elsewhere.body).not.toContain(WECHAT_API.shareScript);
    expect(elsewhere.body).toContain('og:title');

    const script = await app.inject({ method: 'GET', url: WECHAT_API.shareScript });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toMatch(/^text\/javascript/);
    expect(script.body).toContain('https://res.wx.qq.com/open/js/jweixin-1.6.0.js');
    expect(script.body).toContain(WECHAT_API.jsConfig);
  });

  it('signs the page with the survey card, refuses unpublished surveys and bad addresses, keeps the ticket', async () => {
    const { app } = configured();
    const surveyId = await publishedSurvey(app);
    const pageUrl = `http://wenda.example/?surveyId=${surveyId}&userId=panel-7`;
    const query = new URLSearchParams({ surveyId, url: pageUrl });
    const signed = await call<WechatConfigResponse>(app, 'GET', `${WECHAT_API.jsConfig}?${query}`);
    expect(signed.status, signed.envelope.message).toBe(200);
    const config = signed.envelope.data;
    expect(config.appId).toBe('wx-test-app');
    expect(config.signature).toBe(
      jsSdkSignature(wechat.state.ticket, config.nonceStr, config.timestamp, pageUrl),
    );
    expect(config.share.title).toBe('微信分享问卷');
    expect(config.share.desc).toBe('说说您的想法');
    // The plain answer link: never the page's own, which may carry a panel respondent's userId.
    expect(config.share.link).toBe(answerUrl('http://localhost:80', surveyId));
    expect(config.share.imgUrl).toMatch(/^http:\/\/localhost:80\/icons\/icon-512\.png$/);

    const owner = await register(app);
    const draft = await call<SurveyInfoWire>(app, 'POST', DESIGN_API.updateSurvey, {
      token: owner.token,
      body: { surveyName: '草稿' },
    });
    const draftQuery = new URLSearchParams({ surveyId: draft.envelope.data.surveyId, url: pageUrl });
    expect((await call(app, 'GET', `${WECHAT_API.jsConfig}?${draftQuery}`)).status).toBe(404);
    const badUrl = new URLSearchParams({ surveyId, url: 'javascript:alert(1)' });
    expect((await call(app, 'GET', `${WECHAT_API.jsConfig}?${badUrl}`)).status).toBe(400);

    // The ticket is kept: no new call to WeChat for the second page; WeChat down only matters once it ends.
    const before = wechat.calls.length;
    await call(app, 'GET', `${WECHAT_API.jsConfig}?${query}`);
    expect(wechat.calls.length).toBe(before);
  });

  it('serves and admits nothing of WeChat when it is not configured', async () => {
    const { app } = plain();
    const surveyId = await publishedSurvey(app);
    const page = await app.inject({
      method: 'GET',
      url: `/?surveyId=${surveyId}`,
      headers: { 'user-agent': WECHAT_UA },
    });
    expect(page.body).toContain('og:title');
    expect(page.body).not.toContain(WECHAT_API.shareScript);
    expect(String(page.headers['content-security-policy'])).not.toContain('res.wx.qq.com');
    expect((await app.inject({ method: 'GET', url: WECHAT_API.shareScript })).statusCode).toBe(404);
    const query = new URLSearchParams({ surveyId, url: 'http://wenda.example/' });
    expect((await call(app, 'GET', `${WECHAT_API.jsConfig}?${query}`)).status).toBe(404);
  });
});

describe.each(databaseTargets())('WeChat unreachable ($name)', (target) => {
  const wechat = fakeWechat();
  wechat.state.failing = true;
  const ctx = useTestApp(target, { wechat: wechat.settings });

  it('answers 503 and signs nothing', async () => {
    const { app } = ctx();
    const owner = await register(app);
    const created = await call<SurveyInfoWire>(app, 'POST', DESIGN_API.updateSurvey, {
      token: owner.token,
      body: { surveyName: '微信不可用' },
    });
    const surveyId = created.envelope.data.surveyId;
    await save(app, owner.token, RADIO, { belongId: surveyId, catalogKey: 'radio', quTitle: '第一题' });
    await call(app, 'GET', `${DESIGN_API.surveyState}?id=${surveyId}&surveyState=1`, { token: owner.token });
    const query = new URLSearchParams({ surveyId, url: 'http://wenda.example/' });
    const refused = await call(app, 'GET', `${WECHAT_API.jsConfig}?${query}`, { language: 'en' });
    expect(refused.status).toBe(503);
    expect(refused.envelope.message).toBe('WeChat cannot be reached now; try again later');
  });
});
