import { z } from 'zod';
import { idSchema } from '../model/common';

/**
 * Publish and share (spec 1 §7 "GET /survey/downShortUrl"; the publish page group /publish …): the survey's
 * short link and its release history. Under /api like every call. Reading either needs any access to the
 * survey; the short link is made on first request and never changes (server/share/).
 */
export const SHARE_API = {
  shortUrl: '/api/survey/downShortUrl',
  releases: '/api/survey/releaseList',
} as const;

export const shareSurveyQuerySchema = z.object({ surveyId: idSchema });

export const shortUrlResponseSchema = z.object({
  surveyId: idSchema,
  code: z.string(),
  /** The path the server redirects from (`/s/<code>`); the page puts its own origin in front. */
  path: z.string(),
});
export type ShortUrlResponse = z.infer<typeof shortUrlResponseSchema>;

export const releaseEntrySchema = z.object({
  version: z.number().int(),
  publishedAt: z.string(),
  /** The account name of who published it; null when unknown (releases older than the record, a deleted account). */
  publishedBy: z.string().nullable(),
});
export type ReleaseEntry = z.infer<typeof releaseEntrySchema>;

/** Newest first. */
export const releaseListResponseSchema = z.object({ releases: z.array(releaseEntrySchema) });
export type ReleaseListResponse = z.infer<typeof releaseListResponseSchema>;

/**
 * WeChat's share card (only when the server is configured for WeChat, server/share/wechat.ts): the script the
 * answer link's page loads inside WeChat, and the signed wx.config it asks for.
 */
export const WECHAT_API = {
  shareScript: '/api/wechat/share.js',
  jsConfig: '/api/wechat/jsConfig',
} as const;

export const wechatConfigQuerySchema = z.object({
  surveyId: idSchema,
  /** The page's address without its hash, as WeChat signs it. */
  url: z
    .string()
    .max(2000)
    .regex(/^https?:\/\/[^#\s]+$/),
});

export const wechatConfigResponseSchema = z.object({
  appId: z.string(),
  timestamp: z.number().int(),
  nonceStr: z.string(),
  signature: z.string(),
  share: z.object({ title: z.string(), desc: z.string(), link: z.string(), imgUrl: z.string() }),
});
export type WechatConfigResponse = z.infer<typeof wechatConfigResponseSchema>;
