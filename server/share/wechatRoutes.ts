import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { WECHAT_API, wechatConfigQuerySchema, wechatConfigResponseSchema } from '../../src/core/api/share';
import { ResponseCode } from '../../src/core/envelope';
import { answerUrl } from '../../src/core/share/links';
import type { Database } from '../db/database';
import { reply } from '../design/routes/common';
import { AppError } from '../http/app-error';
import { okEnvelope } from '../http/envelope';
import { surveyPageMeta } from './pageMeta';
import { jsSdkSignature, newNonce, shareScript, type WechatSettings, wechatTickets } from './wechat';

/**
 * Registered only when WeChat is configured: the page script and the signed wx.config of a published
 * survey's answer link (anonymous, as respondents are). A survey that is not published gets 404, like its
 * link preview; WeChat being unreachable gets 503 and the page keeps WeChat's default card.
 */
export const wechatRoutes: FastifyPluginAsyncZod<{ db: Database; settings: WechatSettings }> = async (
  app,
  { db, settings },
) => {
  const ticket = wechatTickets(settings);
  const script = shareScript(WECHAT_API.jsConfig);

  app.get(WECHAT_API.shareScript, async (_request, httpReply) => {
    httpReply.header('cache-control', 'no-cache').type('text/javascript; charset=utf-8');
    return script;
  });

  app.get(
    WECHAT_API.jsConfig,
    { schema: { querystring: wechatConfigQuerySchema, response: reply(wechatConfigResponseSchema) } },
    async (request) => {
      const origin = `${request.protocol}://${request.host}`;
      const meta = await surveyPageMeta(db, request.query.surveyId, origin);
      if (!meta) throw new AppError(ResponseCode.notFound, 'design.load.notFound');
      const jsapiTicket = await ticket().catch((failure: unknown) => {
        request.log.warn({ err: failure }, 'WeChat jsapi ticket unavailable');
        throw new AppError(ResponseCode.serviceUnavailable, 'share.wechat.unavailable');
      });
      const nonceStr = newNonce();
      const timestamp = Math.floor(Date.now() / 1000);
      return okEnvelope(request, {
        appId: settings.appId,
        timestamp,
        nonceStr,
        signature: jsSdkSignature(jsapiTicket, nonceStr, timestamp, request.query.url),
        share: {
          title: meta.title,
          desc: meta.description,
          link: answerUrl(origin, request.query.surveyId),
          imgUrl: meta.image,
        },
      });
    },
  );
};
