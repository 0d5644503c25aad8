import { createReadStream } from 'node:fs';
import { mkdir, stat, writeFile } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DESIGN_API,
  FILES_PREFIX,
  UPLOAD_LIMITS,
  type UploadedFile,
  uploadResponseSchema,
} from '../../../src/core/api/design';
import { ResponseCode } from '../../../src/core/envelope';
import { cleanText } from '../../../src/core/text';
import { uploadedFiles } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { currentUser, requireAbility } from '../../http/auth';
import { okEnvelope } from '../../http/envelope';
import { editableSurvey } from '../access';
import { newId } from '../ids';
import { type DesignRoutesOptions, reply } from './common';

/** What each accepted extension must start with (magic bytes) and is served as. */
const IMAGE_KINDS = {
  png: { contentType: 'image/png', magic: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  jpg: { contentType: 'image/jpeg', magic: [0xff, 0xd8, 0xff] },
  jpeg: { contentType: 'image/jpeg', magic: [0xff, 0xd8, 0xff] },
} as const;
type ImageExtension = keyof typeof IMAGE_KINDS;

/** Where uploaded images live: `<uploads>/<surveyId>/<uuid>.<ext>`, served at FILES_PREFIX + that path. */
export const uploadsDirOf = (dataDir: string): string => resolve(dataDir, 'uploads');

/** What a stored image is served as, from its name's extension. */
export function imageContentType(fileName: string): 'image/png' | 'image/jpeg' {
  return (
    IMAGE_KINDS[(fileName.split('.').pop() ?? '').toLowerCase() as ImageExtension]?.contentType ??
    'image/jpeg'
  );
}

const badFormat = () => new AppError(ResponseCode.badRequest, 'design.upload.badFormat');

/** The extension when it is an accepted image and the bytes really are one; otherwise "Incorrect file format". */
export function checkImage(fileName: string, bytes: Buffer): ImageExtension {
  const extension = fileName.toLowerCase().split('.').pop() ?? '';
  if (!(UPLOAD_LIMITS.extensions as readonly string[]).includes(extension)) throw badFormat();
  const kind = IMAGE_KINDS[extension as ImageExtension];
  if (bytes.length < kind.magic.length || kind.magic.some((byte, index) => bytes[index] !== byte))
    throw badFormat();
  return extension as ImageExtension;
}

/** Multipart errors of the limits, in the spec's words (spec 1 §5, §8). */
function uploadError(error: unknown): unknown {
  const code = (error as { code?: string } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE')
    return new AppError(ResponseCode.payloadTooLarge, 'design.upload.tooLarge');
  if (code === 'FST_FILES_LIMIT') return new AppError(ResponseCode.badRequest, 'design.upload.tooMany');
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
    return new AppError(ResponseCode.badRequest, 'design.upload.notMultipart');
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
    return new AppError(ResponseCode.badRequest, 'server.request.invalid');
  return error;
}

/**
 * Designer image uploads (spec 1 §7): multipart with `surveyId` and up to 5 `file` parts, each a .jpg,
 * .jpeg or .png of at most 2 MB whose bytes match its extension. Every file is read and checked before any
 * is written, so a refused request leaves nothing behind. Files are stored under
 * `<dataDir>/uploads/<surveyId>/<uuid>.<ext>` and served at /api/files/<surveyId>/<uuid>.<ext>.
 */
export const uploadRoutes: FastifyPluginAsyncZod<DesignRoutesOptions> = async (app, { db, dataDir }) => {
  const uploadsDir = uploadsDirOf(dataDir);
  await app.register(multipart, {
    limits: { fileSize: UPLOAD_LIMITS.maxBytes, files: UPLOAD_LIMITS.maxFiles, fields: 10, parts: 20 },
  });

  app.post(
    DESIGN_API.uploadFile,
    {
      schema: { response: reply(uploadResponseSchema) },
      preHandler: [app.requireUser, requireAbility('edit')],
    },
    async (request) => {
      const user = currentUser(request);
      if (!request.isMultipart()) throw new AppError(ResponseCode.badRequest, 'design.upload.notMultipart');
      let surveyId: string | undefined;
      const received: { fileName: string; bytes: Buffer }[] = [];
      try {
        for await (const part of request.parts()) {
          if (part.type === 'file') {
            // Multipart parts are read here, after the input-cleaning hook: cleaned as every other input.
            received.push({ fileName: cleanText(part.filename), bytes: await part.toBuffer() });
          } else if (part.fieldname === 'surveyId' && typeof part.value === 'string') {
            surveyId = cleanText(part.value).trim();
          }
        }
      } catch (error) {
        throw uploadError(error);
      }
      if (!surveyId)
        throw new AppError(ResponseCode.badRequest, 'design.survey.idRequired', {}, { field: 'surveyId' });
      if (received.length === 0) throw new AppError(ResponseCode.badRequest, 'design.upload.noFile');
      const { survey } = await editableSurvey(db, user, surveyId);
      const checked = received.map((file) => ({ ...file, extension: checkImage(file.fileName, file.bytes) }));

      await mkdir(join(uploadsDir, survey.id), { recursive: true });
      const stored: UploadedFile[] = [];
      for (const file of checked) {
        const filePath = `${survey.id}/${newId()}.${file.extension}`;
        await writeFile(join(uploadsDir, filePath), file.bytes);
        const contentType = IMAGE_KINDS[file.extension].contentType;
        await db.insert(uploadedFiles).values({
          id: newId(),
          surveyId: survey.id,
          userId: user.id,
          filePath,
          fileName: file.fileName,
          contentType,
          size: file.bytes.length,
        });
        stored.push({
          filePath,
          fileName: file.fileName,
          url: `${FILES_PREFIX}${filePath}`,
          size: file.bytes.length,
          contentType,
        });
      }
      return okEnvelope(request, stored);
    },
  );

  /**
   * The stored images, public like the published survey that shows them (respondents have no token). Names
   * are random UUIDs; only the exact shape <surveyId>/<uuid>.<ext> is served, so no path can leave the
   * uploads directory.
   */
  app.get(
    `${FILES_PREFIX}:surveyId/:fileName`,
    {
      schema: {
        params: z.object({
          surveyId: z.string().regex(/^[A-Za-z0-9-]{1,64}$/),
          fileName: z.string().regex(/^[0-9a-f-]{36}\.(png|jpe?g)$/),
        }),
      },
    },
    async (request, reply) => {
      const { surveyId, fileName } = request.params;
      const path = join(uploadsDir, surveyId, fileName);
      const found = path.startsWith(uploadsDir + sep) ? await stat(path).catch(() => null) : null;
      if (!found?.isFile()) throw new AppError(ResponseCode.notFound, 'design.file.notFound');
      const extension = fileName.split('.').pop() as ImageExtension;
      return reply
        .type(IMAGE_KINDS[extension].contentType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('content-length', found.size)
        .send(createReadStream(path));
    },
  );
};
