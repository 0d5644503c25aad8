import { createHash, randomBytes } from 'node:crypto';
import { WECHAT_JS_API_LIST, WECHAT_STATE_EVENT, WECHAT_STATE_GLOBAL } from '../../src/core/share/wechatPage';

/**
 * WeChat's JS-SDK share call (optional: WENDA_WECHAT_APP_ID and WENDA_WECHAT_APP_SECRET, an official account
 * whose JS-safe domain is this server's). With it, a survey shared from WeChat's in-app browser carries the
 * survey's title, description and image; without it nothing here runs and no WeChat script is loaded.
 */
export type WechatSettings = {
  appId: string;
  appSecret: string;
  /** WeChat's API; tests give a stand-in. */
  apiBase?: string;
  fetch?: typeof fetch;
};

/** Where the JS-SDK is loaded from (admitted by the CSP only when WeChat is configured). */
export const WECHAT_SDK_ORIGIN = 'https://res.wx.qq.com';
export const WECHAT_SDK_URL = `${WECHAT_SDK_ORIGIN}/open/js/jweixin-1.6.0.js`;
const DEFAULT_API_BASE = 'https://api.weixin.qq.com';
/** Tokens and tickets live 7200 s; renewed this long before they end. */
const RENEW_BEFORE_MS = 5 * 60_000;

/** WeChat's signature of a page for wx.config: SHA-1 over the four fields in this order (its JS-SDK guide). */
export function jsSdkSignature(ticket: string, nonceStr: string, timestamp: number, url: string): string {
  return createHash('sha1')
    .update(`jsapi_ticket=${ticket}&noncestr=${nonceStr}&timestamp=${timestamp}&url=${url}`)
    .digest('hex');
}

type Kept = { value: string; until: number };

/** A value fetched from WeChat and kept until shortly before it ends; concurrent first asks share one fetch. */
function keptValue(fetchValue: () => Promise<Kept>, now: () => number) {
  let kept: Kept | undefined;
  let pending: Promise<string> | undefined;
  return {
    async get(): Promise<string> {
      if (kept && kept.until > now()) return kept.value;
      pending ??= fetchValue()
        .then((fresh) => {
          kept = fresh;
          return fresh.value;
        })
        .finally(() => {
          pending = undefined;
        });
      return pending;
    },
    forget(): void {
      kept = undefined;
    },
  };
}

/** WeChat's answer as JSON, refused when it is not HTTP 200 or carries a non-zero errcode. */
export async function wechatJson(response: Response): Promise<Record<string, unknown>> {
  if (!response.ok) throw new Error(`WeChat answered HTTP ${response.status}`);
  const body = (await response.json()) as Record<string, unknown>;
  if (typeof body.errcode === 'number' && body.errcode !== 0) {
    throw new WechatRefusal(body.errcode, String(body.errmsg ?? ''));
  }
  return body;
}

export class WechatRefusal extends Error {
  constructor(
    readonly errcode: number,
    errmsg: string,
  ) {
    super(`WeChat refused: ${errcode} ${errmsg}`);
  }
}

/** WeChat's errcodes for an access token that is no longer good (a newer one was asked for elsewhere, or it ended). */
export const STALE_TOKEN_ERRCODES: ReadonlySet<number> = new Set([40001, 40014, 42001]);

export type WechatAccessToken = {
  /** The official account's access token, kept until shortly before it ends. */
  get(): Promise<string>;
  /** Drops the kept token (WeChat said it is stale): the next get fetches a new one. */
  forget(): void;
};

/**
 * One access token per configured account: asking WeChat for a new token retires the previous one, so the
 * share card's ticket and the media downloads (server/media) share this keeper instead of each holding its own.
 */
const tokensBySettings = new WeakMap<WechatSettings, WechatAccessToken>();

export function wechatAccessToken(settings: WechatSettings, now: () => number = Date.now): WechatAccessToken {
  const known = tokensBySettings.get(settings);
  if (known) return known;
  const request = settings.fetch ?? fetch;
  const base = wechatApiBase(settings);
  const token = keptValue(async () => {
    const body = await wechatJson(
      await request(
        `${base}/cgi-bin/token?${new URLSearchParams({
          grant_type: 'client_credential',
          appid: settings.appId,
          secret: settings.appSecret,
        })}`,
      ),
    );
    if (typeof body.access_token !== 'string') throw new Error('WeChat gave no access token');
    const lifetime = typeof body.expires_in === 'number' ? body.expires_in * 1000 : 7_200_000;
    return { value: body.access_token, until: now() + lifetime - RENEW_BEFORE_MS };
  }, now);
  tokensBySettings.set(settings, token);
  return token;
}

export const wechatApiBase = (settings: WechatSettings): string => settings.apiBase ?? DEFAULT_API_BASE;

/**
 * The jsapi ticket, fetched with an access token and kept until shortly before it ends: WeChat limits how
 * often both may be asked for (2000 a day), so every page signs with the same ticket. Concurrent first
 * requests share one fetch.
 */
export function wechatTickets(settings: WechatSettings, now: () => number = Date.now) {
  const request = settings.fetch ?? fetch;
  const base = wechatApiBase(settings);
  const token = wechatAccessToken(settings, now);
  const fetchTicket = async () =>
    wechatJson(
      await request(
        `${base}/cgi-bin/ticket/getticket?${new URLSearchParams({ access_token: await token.get(), type: 'jsapi' })}`,
      ),
    );
  const ticket = keptValue(async () => {
    // A token kept here may have been retired before its end: WeChat keeps only the newest token of an
    // account, and another API node (or another program with this account) may have asked for one since.
    const body = await fetchTicket().catch((error: unknown) => {
      if (!(error instanceof WechatRefusal && STALE_TOKEN_ERRCODES.has(error.errcode))) throw error;
      token.forget();
      return fetchTicket();
    });
    if (typeof body.ticket !== 'string') throw new Error('WeChat gave no jsapi ticket');
    const lifetime = typeof body.expires_in === 'number' ? body.expires_in * 1000 : 7_200_000;
    return { value: body.ticket, until: now() + lifetime - RENEW_BEFORE_MS };
  }, now);
  return async function jsapiTicket(): Promise<string> {
    return ticket.get();
  };
}

export function newNonce(): string {
  return randomBytes(12).toString('base64url');
}

/**
 * The script an answer link's page loads when WeChat is configured (served at /api/wechat/share.js, so the CSP
 * admits it as 'self'): inside WeChat only, it loads the JS-SDK, asks this server to sign the page, and sets
 * the share card. The link shared is the survey's plain answer link, never the page's own (which may carry a
 * panel respondent's userId). Any failure leaves WeChat's default card. The same wx.config admits the media
 * capture's calls, and the outcome is kept for the page's code (src/core/share/wechatPage.ts): a media
 * question captures through WeChat once it is 'ready', and through the browser after a failure.
 */
export function shareScript(configPath: string): string {
  return `(function () {
  if (!/MicroMessenger/i.test(navigator.userAgent)) return;
  var surveyId = new URLSearchParams(location.search).get('surveyId');
  if (!surveyId) return;
  var state = window[${JSON.stringify(WECHAT_STATE_GLOBAL)}] = { status: 'pending' };
  function settle(status, detail) {
    if (state.status !== 'pending') return;
    state.status = status;
    if (detail) state.detail = String(detail);
    window.dispatchEvent(new CustomEvent(${JSON.stringify(WECHAT_STATE_EVENT)}, { detail: state }));
  }
  var sdk = document.createElement('script');
  sdk.src = ${JSON.stringify(WECHAT_SDK_URL)};
  sdk.onerror = function () { settle('failed', 'sdk'); };
  sdk.onload = function () {
    var query = new URLSearchParams({ surveyId: surveyId, url: location.href.split('#')[0] });
    fetch(${JSON.stringify(configPath)} + '?' + query, { credentials: 'omit' })
      .then(function (response) { return response.json(); })
      .then(function (envelope) {
        var wx = window.wx;
        if (!wx || envelope.code !== 200) return settle('failed', envelope && envelope.message);
        var c = envelope.data;
        wx.config({ debug: false, appId: c.appId, timestamp: c.timestamp, nonceStr: c.nonceStr,
          signature: c.signature, jsApiList: ${JSON.stringify(WECHAT_JS_API_LIST)} });
        wx.error(function (res) { settle('failed', res && res.errMsg); });
        wx.ready(function () {
          settle('ready');
          wx.updateAppMessageShareData({ title: c.share.title, desc: c.share.desc, link: c.share.link, imgUrl: c.share.imgUrl });
          wx.updateTimelineShareData({ title: c.share.title, link: c.share.link, imgUrl: c.share.imgUrl });
        });
      })
      .catch(function (error) { settle('failed', error && error.message); });
  };
  document.head.appendChild(sdk);
})();
`;
}
