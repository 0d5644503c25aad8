import { createWriteStream } from 'node:fs';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyBaseLogger } from 'fastify';
import { ResponseCode } from '../../src/core/envelope';
import { MEDIA_MAX_BYTES, type MediaKind } from '../../src/core/media/uploads';
import { AppError } from '../http/app-error';
import {
  STALE_TOKEN_ERRCODES,
  WechatRefusal,
  type WechatSettings,
  wechatAccessToken,
  wechatApiBase,
  wechatJson,
} from '../share/wechat';
import { tooLarge } from './admission';

/** How long WeChat may take to hand over one file. */
const WECHAT_MEDIA_TIMEOUT_MS = 60_000;
/** WeChat's errcode for a media id it does not hold (wrong, or past the 3 days it keeps a file). */
const UNKNOWN_MEDIA_ERRCODE = 40007;

const unavailable = () =>
  new AppError(
    ResponseCode.serviceUnavailable,
    'mediaUpload.wechatFailed',
    {},
    { reason: 'wechatUnavailable' },
  );

/**
 * Writes the file WeChat's JS-SDK uploaded (uploadVoice / uploadImage gave the page its serverId) to `path`:
 * GET {api}/cgi-bin/media/get with the account's access token (server/share/wechat.ts keeps it). WeChat
 * answers the file's bytes, or JSON with an errcode: a stale token is dropped and asked for once more; a
 * media id WeChat does not hold is refused for good (400); WeChat unreachable or failing is "try again"
 * (503). No more than the kind's limit is written (413).
 */
export async function fetchWechatMedia(
  settings: WechatSettings,
  serverId: string,
  kind: MediaKind,
  path: string,
  log: FastifyBaseLogger,
): Promise<void> {
  const token = wechatAccessToken(settings);
  const request = settings.fetch ?? fetch;
  for (let attempt = 1; ; attempt += 1) {
    let response: Response;
    try {
      const query = new URLSearchParams({ access_token: await token.get(), media_id: serverId });
      response = await request(`${wechatApiBase(settings)}/cgi-bin/media/get?${query}`, {
        signal: AbortSignal.timeout(WECHAT_MEDIA_TIMEOUT_MS),
      });
    } catch (error) {
      log.warn({ err: error }, 'WeChat media download failed');
      throw unavailable();
    }
    const type = response.headers.get('content-type') ?? '';
    if (!response.ok || !response.body) {
      log.warn({ status: response.status }, 'WeChat media download failed');
      throw unavailable();
    }
    if (/json|^text\//i.test(type)) {
      const refusal = await wechatJson(response).then(
        () => undefined,
        (error: unknown) => error,
      );
      if (refusal instanceof WechatRefusal && STALE_TOKEN_ERRCODES.has(refusal.errcode) && attempt === 1) {
        token.forget();
        continue;
      }
      if (refusal instanceof WechatRefusal && refusal.errcode === UNKNOWN_MEDIA_ERRCODE)
        throw new AppError(
          ResponseCode.badRequest,
          'mediaUpload.wechatRefused',
          {},
          { reason: 'wechatRefused' },
        );
      log.warn({ err: refusal }, 'WeChat media download refused');
      throw unavailable();
    }
    const limit = MEDIA_MAX_BYTES[kind];
    if (Number(response.headers.get('content-length') ?? 0) > limit) throw tooLarge(kind);
    await pipeline(Readable.fromWeb(response.body), atMost(limit, kind), createWriteStream(path)).catch(
      (error: unknown) => {
        if (error instanceof AppError) throw error;
        log.warn({ err: error }, 'WeChat media download broke off');
        throw unavailable();
      },
    );
    return;
  }
}

/** Passes bytes on until more than `limit` came, then fails with "Exceeded maximum file size". */
function atMost(limit: number, kind: MediaKind): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      seen += chunk.length;
      callback(seen > limit ? tooLarge(kind) : null, seen > limit ? undefined : chunk);
    },
  });
}
