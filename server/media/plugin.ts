import { resolve } from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../db/database';
import type { WechatSettings } from '../share/wechat';
import { directUploadRoutes } from './directUploads';
import { respondentFileRoutes } from './respondentFile';
import { localMediaStore, type MediaStore } from './storage';
import { tusRoutes } from './tus';

export type MediaPluginOptions = {
  db: Database;
  dataDir: string;
  /** WeChat's API, for the files respondents record or choose inside WeChat; refused when absent. */
  wechat?: WechatSettings;
  /** Where complete files go; the data directory's media folder by default. */
  store?: MediaStore;
};

/** Unfinished resumable uploads (tus's files and notes), apart from the complete ones in the media store. */
export const tusUploadsDirOf = (dataDir: string): string => resolve(dataDir, 'uploads-tus');

/**
 * Respondents' media uploads (docs/architecture.md "Media"): the tus endpoint, the spec's multipart and
 * WeChat calls, and a respondent's own file served back. Each in its own scope: the tus routes take no
 * body parser, the multipart calls their own.
 */
export const mediaPlugin: FastifyPluginAsync<MediaPluginOptions> = async (app, options) => {
  const store = options.store ?? localMediaStore(options.dataDir);
  const uploadsDir = tusUploadsDirOf(options.dataDir);
  await app.register(tusRoutes, { db: options.db, store, uploadsDir });
  await app.register(respondentFileRoutes, { db: options.db, store });
  await app.register(directUploadRoutes, { db: options.db, store, uploadsDir, wechat: options.wechat });
};
