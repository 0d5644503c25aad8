import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  type DirectUploadFields,
  directUploadFieldsSchema,
  MEDIA_API,
  wxUploadRequestSchema,
} from '../../src/core/api/media';
import { envelopeSchema, ResponseCode } from '../../src/core/envelope';
import { uploadedFileName } from '../../src/core/media/fileNames';
import { MEDIA_MAX_BYTES, type MediaKind } from '../../src/core/media/uploads';
import { cleanText } from '../../src/core/text';
import { assertCollecting } from '../answers/survey-release';
import type { Database } from '../db/database';
import { AppError } from '../http/app-error';
import { okEnvelope } from '../http/envelope';
import type { WechatSettings } from '../share/wechat';
import { admitUpload, assertSameOwner, tooLarge } from './admission';
import { completeMediaFile } from './finish';
import type { UploadClaim } from './metadata';
import { mediaFileOf } from './records';
import type { MediaStore } from './storage';
import { fetchWechatMedia } from './wechatMedia';

export type DirectUploadOptions = {
  db: Database;
  store: MediaStore;
  /** Where a file is written while it arrives (beside tus's unfinished uploads). */
  uploadsDir: string;
  wechat?: WechatSettings;
};

/** Whole-file uploads per address and minute. */
export const DIRECT_UPLOAD_RATE_LIMIT = { max: 60, timeWindow: 60_000 };

const mediaIdReply = { 200: envelopeSchema(z.string()) };

/**
 * The spec's whole-file calls (spec 2 §7), for callers that do not speak tus: uploadVideo (multipart: `file`,
 * `surveyId`, optional `responseId`, `mediaId`, `questionId`) and uploadWxAudio / uploadWxImage (JSON: a
 * `serverId` WeChat's JS-SDK gave, fetched here from WeChat's media API). Each passes the checks a tus upload
 * passes (admission.ts, then completeMediaFile) and answers with the stored file's media id. A media id
 * already stored whole for the same response answers as done, without storing again.
 */
export const directUploadRoutes: FastifyPluginAsyncZod<DirectUploadOptions> = async (app, options) => {
  const { db, store, uploadsDir, wechat } = options;
  await app.register(multipart, {
    limits: { fileSize: MEDIA_MAX_BYTES.video, files: 1, fields: 10, parts: 12 },
  });

  /** Receives a file into a fresh path under uploadsDir via `write`, then checks and stores it. */
  async function storeArriving(
    fields: DirectUploadFields,
    kind: MediaKind,
    fileName: string,
    write: (path: string) => Promise<void>,
  ): Promise<string> {
    const claim: UploadClaim = {
      mediaId: fields.mediaId ?? randomUUID(),
      surveyId: fields.surveyId,
      // A caller that names no response: the file is found through the answer that names its media id.
      responseId: fields.responseId ?? '',
      questionId: fields.questionId ?? null,
      kind,
      size: 1,
      fileName,
    };
    // The survey and the id's owner before any byte is taken; the size once it is known.
    await assertCollecting(db, claim.surveyId);
    const known = await mediaFileOf(db, claim.mediaId);
    if (known) assertSameOwner(known, claim);
    await mkdir(uploadsDir, { recursive: true });
    const path = join(uploadsDir, `arriving-${randomUUID()}`);
    try {
      await write(path);
      claim.size = (await stat(path)).size;
      const existing = await admitUpload(db, claim);
      if (existing?.completedAt) return claim.mediaId;
      await completeMediaFile(db, store, claim, path);
      return claim.mediaId;
    } finally {
      await rm(path, { force: true });
    }
  }

  app.post(
    MEDIA_API.uploadVideo,
    { schema: { response: mediaIdReply }, config: { rateLimit: DIRECT_UPLOAD_RATE_LIMIT } },
    async (request) => {
      if (!request.isMultipart()) throw new AppError(ResponseCode.badRequest, 'mediaUpload.notMultipart');
      const rawFields: Record<string, string> = {};
      let received: { path: string; fileName: string } | undefined;
      await mkdir(uploadsDir, { recursive: true });
      try {
        for await (const part of request.parts()) {
          if (part.type === 'file') {
            if (part.fieldname !== 'file' || received) {
              part.file.resume();
              continue;
            }
            const path = join(uploadsDir, `arriving-${randomUUID()}`);
            received = { path, fileName: uploadedFileName(part.filename ?? '') };
            await pipeline(part.file, createWriteStream(path));
            if (part.file.truncated) throw tooLarge('video');
          } else if (typeof part.value === 'string') {
            rawFields[part.fieldname] = cleanText(part.value).trim();
          }
        }
        if (!received) throw new AppError(ResponseCode.badRequest, 'mediaUpload.noFile');
        const fields = parseFields(directUploadFieldsSchema, rawFields);
        const arrived = received;
        const mediaId = await storeArriving(fields, 'video', arrived.fileName, (path) =>
          rename(arrived.path, path),
        );
        return okEnvelope(request, mediaId);
      } catch (error) {
        throw multipartError(error);
      } finally {
        if (received) await rm(received.path, { force: true });
      }
    },
  );

  for (const [url, kind] of [
    [MEDIA_API.uploadWxAudio, 'audio'],
    [MEDIA_API.uploadWxImage, 'image'],
  ] as const) {
    app.post(
      url,
      {
        schema: { body: wxUploadRequestSchema, response: mediaIdReply },
        config: { rateLimit: DIRECT_UPLOAD_RATE_LIMIT },
      },
      async (request) => {
        if (!wechat)
          throw new AppError(ResponseCode.badRequest, 'mediaUpload.wechatOff', {}, { reason: 'wechatOff' });
        const { serverId, ...fields } = request.body;
        const mediaId = await storeArriving(fields, kind, `${serverId}`, (path) =>
          fetchWechatMedia(wechat, serverId, kind, path, request.log),
        );
        return okEnvelope(request, mediaId);
      },
    );
  }
};

function parseFields<T extends z.ZodType>(schema: T, fields: Record<string, string>): z.infer<T> {
  // An empty field is an absent one (a form posts every input, filled or not).
  const present = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== ''));
  const parsed = schema.safeParse(present);
  if (parsed.success) return parsed.data;
  const field = String(parsed.error.issues[0]?.path[0] ?? 'surveyId');
  throw new AppError(ResponseCode.badRequest, 'mediaUpload.field', { field }, { field });
}

/** Multipart's own errors in the upload's words. */
function multipartError(error: unknown): unknown {
  const code = (error as { code?: string } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge('video');
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
    return new AppError(ResponseCode.badRequest, 'mediaUpload.notMultipart');
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_FILES_LIMIT')
    return new AppError(ResponseCode.badRequest, 'mediaUpload.invalid');
  return error;
}
