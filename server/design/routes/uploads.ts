import { createReadStream } from 'node:fs';
import { mkdir, stat, writeFile } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AUDIO_UPLOAD_LIMITS,
  DESIGN_API,
  FILES_PREFIX,
  UPLOAD_LIMITS,
  type UploadedFile,
  uploadResponseSchema,
} from '../../../src/core/api/design';
import { ResponseCode } from '../../../src/core/envelope';
import { uploadedFileName } from '../../../src/core/media/fileNames';
import { cleanText } from '../../../src/core/text';
import { uploadedFiles } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { currentUser, requireAbility } from '../../http/auth';
import { parseRange } from '../../http/byteRange';
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

/**
 * Audio a question plays (uploadAudio), by extension: what the bytes must show and what it is served as. MP3
 * starts with an ID3 tag or an MPEG frame sync (eleven set bits); WAV is a RIFF file of type WAVE; OGG pages
 * start OggS; M4A is an ISO media file (ftyp at byte 4).
 */
const AUDIO_KINDS = {
  mp3: { contentType: 'audio/mpeg', matches: (b: Buffer) => startsWith(b, 0, 'ID3') || isFrameSync(b) },
  wav: {
    contentType: 'audio/wav',
    matches: (b: Buffer) => startsWith(b, 0, 'RIFF') && startsWith(b, 8, 'WAVE'),
  },
  ogg: { contentType: 'audio/ogg', matches: (b: Buffer) => startsWith(b, 0, 'OggS') },
  m4a: { contentType: 'audio/mp4', matches: (b: Buffer) => startsWith(b, 4, 'ftyp') },
} as const satisfies Record<(typeof AUDIO_UPLOAD_LIMITS.extensions)[number], unknown>;
type AudioExtension = keyof typeof AUDIO_KINDS;

function startsWith(bytes: Buffer, at: number, ascii: string): boolean {
  return bytes.length >= at + ascii.length && bytes.toString('latin1', at, at + ascii.length) === ascii;
}
function isFrameSync(bytes: Buffer): boolean {
  return bytes.length >= 2 && bytes[0] === 0xff && ((bytes[1] ?? 0) & 0xe0) === 0xe0;
}

/** What any stored file is served as, from its extension (images and audio). */
function servedType(extension: string): string {
  return (
    IMAGE_KINDS[extension as ImageExtension]?.contentType ??
    AUDIO_KINDS[extension as AudioExtension]?.contentType ??
    'application/octet-stream'
  );
}

/** The extension when it is an accepted audio file and the bytes really are one; otherwise "Incorrect file format". */
export function checkAudio(fileName: string, bytes: Buffer): AudioExtension {
  const extension = fileName.toLowerCase().split('.').pop() ?? '';
  const kind = AUDIO_KINDS[extension as AudioExtension];
  if (!kind?.matches(bytes)) throw badFormat();
  return extension as AudioExtension;
}

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

type UploadRules = {
  /** Limits of this route, over the plugin's (the images'). */
  limits?: { fileSize: number; files: number };
  tooLarge: 'design.upload.tooLarge' | 'design.upload.audioTooLarge';
  tooMany: 'design.upload.tooMany' | 'design.upload.oneAudio';
};
const IMAGE_RULES: UploadRules = { tooLarge: 'design.upload.tooLarge', tooMany: 'design.upload.tooMany' };

/** Multipart errors of the limits, in the spec's words (spec 1 §5, §8). */
function uploadError(error: unknown, rules: UploadRules): unknown {
  const code = (error as { code?: string } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new AppError(ResponseCode.payloadTooLarge, rules.tooLarge);
  if (code === 'FST_FILES_LIMIT') return new AppError(ResponseCode.badRequest, rules.tooMany);
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
    return new AppError(ResponseCode.badRequest, 'design.upload.notMultipart');
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
    return new AppError(ResponseCode.badRequest, 'server.request.invalid');
  return error;
}

/**
 * Reads a designer upload: the `surveyId` field and every `file` part, whole (checked before anything is
 * written). Multipart parts are read here, after the input-cleaning hook: cleaned as every other input.
 */
async function readUpload(
  request: FastifyRequest,
  rules: UploadRules = IMAGE_RULES,
): Promise<{ surveyId: string; received: { fileName: string; bytes: Buffer }[] }> {
  if (!request.isMultipart()) throw new AppError(ResponseCode.badRequest, 'design.upload.notMultipart');
  let surveyId: string | undefined;
  const received: { fileName: string; bytes: Buffer }[] = [];
  try {
    for await (const part of request.parts(rules.limits ? { limits: rules.limits } : undefined)) {
      if (part.type === 'file') {
        received.push({ fileName: uploadedFileName(part.filename), bytes: await part.toBuffer() });
      } else if (part.fieldname === 'surveyId' && typeof part.value === 'string') {
        surveyId = cleanText(part.value).trim();
      }
    }
  } catch (error) {
    throw uploadError(error, rules);
  }
  if (!surveyId)
    throw new AppError(ResponseCode.badRequest, 'design.survey.idRequired', {}, { field: 'surveyId' });
  if (received.length === 0) throw new AppError(ResponseCode.badRequest, 'design.upload.noFile');
  return { surveyId, received };
}

/**
 * Designer image uploads (spec 1 §7): multipart with `surveyId` and up to 5 `file` parts, each a .jpg,
 * .jpeg or .png of at most 2 MB whose bytes match its extension. Every file is read and checked before any
 * is written, so a refused request leaves nothing behind. Files are stored under
 * `<dataDir>/uploads/<surveyId>/<uuid>.<ext>` and served at /api/files/<surveyId>/<uuid>.<ext>.
 */
export const uploadRoutes: FastifyPluginAsyncZod<DesignRoutesOptions> = async (app, { db, dataDir }) => {
  const uploadsDir = uploadsDirOf(dataDir);

  /** Writes checked files under the survey and records them; every file was checked before the first write. */
  async function store(
    surveyId: string,
    userId: string,
    checked: readonly { fileName: string; bytes: Buffer; extension: string }[],
  ): Promise<UploadedFile[]> {
    await mkdir(join(uploadsDir, surveyId), { recursive: true });
    const stored: UploadedFile[] = [];
    for (const file of checked) {
      const filePath = `${surveyId}/${newId()}.${file.extension}`;
      await writeFile(join(uploadsDir, filePath), file.bytes);
      const contentType = servedType(file.extension);
      await db.insert(uploadedFiles).values({
        id: newId(),
        surveyId,
        userId,
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
    return stored;
  }
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
      const { surveyId, received } = await readUpload(request);
      const { survey } = await editableSurvey(db, user, surveyId);
      const checked = received.map((file) => ({ ...file, extension: checkImage(file.fileName, file.bytes) }));
      return okEnvelope(request, await store(survey.id, user.id, checked));
    },
  );

  /**
   * Audio a question plays (music): multipart with `surveyId` and one `file`, an .mp3, .wav, .ogg or .m4a of at
   * most 10 MB whose bytes match its extension; stored and answered as the images are.
   */
  app.post(
    DESIGN_API.uploadAudio,
    {
      schema: { response: reply(uploadResponseSchema) },
      preHandler: [app.requireUser, requireAbility('edit')],
    },
    async (request) => {
      const user = currentUser(request);
      const { surveyId, received } = await readUpload(request, {
        limits: { fileSize: AUDIO_UPLOAD_LIMITS.maxBytes, files: 1 },
        tooLarge: 'design.upload.audioTooLarge',
        tooMany: 'design.upload.oneAudio',
      });
      const { survey } = await editableSurvey(db, user, surveyId);
      const checked = received.map((file) => ({ ...file, extension: checkAudio(file.fileName, file.bytes) }));
      return okEnvelope(request, await store(survey.id, user.id, checked));
    },
  );

  /**
   * The stored images and audio, public like the published survey that shows them (respondents have no token). Names
   * are random UUIDs; only the exact shape <surveyId>/<uuid>.<ext> is served, so no path can leave the
   * uploads directory.
   */
  app.get(
    `${FILES_PREFIX}:surveyId/:fileName`,
    {
      schema: {
        params: z.object({
          surveyId: z.string().regex(/^[A-Za-z0-9-]{1,64}$/),
          fileName: z.string().regex(/^[0-9a-f-]{36}\.(png|jpe?g|mp3|wav|ogg|m4a)$/),
        }),
      },
    },
    async (request, reply) => {
      const { surveyId, fileName } = request.params;
      const path = join(uploadsDir, surveyId, fileName);
      const found = path.startsWith(uploadsDir + sep) ? await stat(path).catch(() => null) : null;
      if (!found?.isFile()) throw new AppError(ResponseCode.notFound, 'design.file.notFound');
      reply
        .type(servedType(fileName.split('.').pop() ?? ''))
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('accept-ranges', 'bytes');
      // Players ask for parts (Safari's, WeChat's on iOS, will not play audio served only whole).
      const range = parseRange(request.headers.range, found.size);
      if (range === 'unsatisfiable')
        return reply.code(416).header('content-range', `bytes */${found.size}`).send();
      if (range) {
        return reply
          .code(206)
          .header('content-range', `bytes ${range.start}-${range.end}/${found.size}`)
          .header('content-length', range.end - range.start + 1)
          .send(createReadStream(path, { start: range.start, end: range.end }));
      }
      return reply.header('content-length', found.size).send(createReadStream(path));
    },
  );
};
