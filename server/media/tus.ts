import type { IncomingHttpHeaders } from 'node:http';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { FileStore } from '@tus/file-store';
import { type Locker, Server, type Upload } from '@tus/server';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { isMediaId, MEDIA_API } from '../../src/core/api/media';
import { type Envelope, ResponseCode } from '../../src/core/envelope';
import { MEDIA_MAX_BYTES } from '../../src/core/media/uploads';
import { languageFromHeader, type MessageKey, translate } from '../../src/i18n';
import { assertCollecting } from '../answers/survey-release';
import type { Database } from '../db/database';
import { AppError } from '../http/app-error';
import { errorEnvelope } from '../http/envelope';
import { admitUpload } from './admission';
import { completeMediaFile } from './finish';
import { claimOfTusMetadata, parseTusMetadata, type UploadClaim } from './metadata';
import { PostgresLocker, postgresConnectionOf } from './pgLocker';
import { mediaFileOf, recordUploadStart } from './records';
import type { MediaStore } from './storage';
import { SWEEP_EVERY_MS, sweepAbandonedUploads } from './sweep';

export type TusRoutesOptions = { db: Database; store: MediaStore; uploadsDir: string };

const TUS_VERSION = '1.0.0';
/** The largest file of any kind: tus's own wall; each kind's limit is checked when an upload is created. */
const LARGEST_FILE = Math.max(...Object.values(MEDIA_MAX_BYTES));
/** Upload creations per address and minute: a phone sends one per captured file. */
export const TUS_CREATE_RATE_LIMIT = { max: 300, timeWindow: 60_000 };

/**
 * The tus endpoint (MEDIA_API.tus) inside Fastify. @tus/server speaks the protocol (creation, HEAD offsets,
 * PATCH appends, locks) over a FileStore under `uploadsDir`; this plugin adds what the protocol leaves to us:
 *
 * - Before tus: the checks of a creation (metadata, announced size, a collecting survey, the media id's owner:
 *   admission.ts); a media id already stored whole answers as done — creation answers its address, HEAD
 *   tells offset = length, a PATCH gets 409 so a tus client asks HEAD and finishes — so a retry never stores
 *   twice; and a PATCH for a survey that stopped collecting is refused with the save's reason.
 * - When the last byte arrives (onUploadFinish): completeMediaFile reads the type from the bytes and moves the
 *   file into the media store, or deletes it and refuses; the last PATCH's status tells which (204 or 4xx).
 * - Every refusal, ours or tus's own (409 offset, 404, 412 …), leaves as our JSON envelope with its status.
 *
 * Fastify does not read the bodies here (a catch-all parser that takes nothing): tus streams the request.
 * The upload address is relative (no Host header trusted), and no CORS header is sent: the runner is
 * same-origin. GET (tus would stream an unfinished upload) and DELETE (termination) are not offered.
 */
export const tusRoutes: FastifyPluginAsync<TusRoutesOptions> = async (app, { db, store, uploadsDir }) => {
  // With PostgreSQL, locks that hold across the API processes sharing the database (pgLocker.ts); with
  // PGlite, one process by construction, tus's own MemoryLocker.
  const connection = postgresConnectionOf(db);
  const locker = connection ? new PostgresLocker({ connection }) : undefined;
  if (locker) app.addHook('onClose', () => locker.close());
  // Made on the first upload, so that an app that takes none (most tests) leaves no folder behind.
  let made: Server | undefined;
  const tusServer = () => {
    made ??= makeTusServer({ db, store, uploadsDir }, locker);
    return made;
  };

  // Uploads given up half-way are removed now and then (sweep.ts); the timer never keeps the process alive.
  const sweep = () =>
    sweepAbandonedUploads(db, uploadsDir).catch((error: unknown) =>
      app.log.warn({ err: error }, 'sweeping abandoned uploads failed'),
    );
  const timer = setInterval(sweep, SWEEP_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));

  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));

  const relay = async (request: FastifyRequest, reply: FastifyReply) => {
    const tus = tusServer();
    // Answered here (true) or handed to tus. A boolean, not the reply: a reply is a thenable, and an async
    // function returning it would wait for it to be sent and give undefined.
    if (await answeredBeforeTus({ db, tus }, request, reply)) return reply;
    return relayToTus(tus, request, reply);
  };

  app.route({
    method: ['POST', 'OPTIONS'],
    url: MEDIA_API.tus,
    config: { rateLimit: TUS_CREATE_RATE_LIMIT },
    handler: relay,
  });
  app.route({
    method: ['HEAD', 'PATCH', 'OPTIONS'],
    url: `${MEDIA_API.tus}/:mediaId`,
    handler: relay,
  });
};

function makeTusServer({ db, store, uploadsDir }: TusRoutesOptions, locker: Locker | undefined): Server {
  const fileStore = new FileStore({ directory: uploadsDir });
  return new Server({
    path: MEDIA_API.tus,
    datastore: fileStore,
    ...(locker ? { locker } : {}),
    relativeLocation: true,
    allowedOrigins: () => false,
    maxSize: LARGEST_FILE,
    // The id is the last path segment, and only ever a media id: nothing else reaches the file store's paths.
    getFileIdFromRequest: (_request, lastPath) => (lastPath && isMediaId(lastPath) ? lastPath : undefined),
    // Checked before tus saw the request (relay below); read again, never trusted blindly.
    namingFunction: (request, metadata) => {
      const id = metadata?.mediaId;
      if (!id || !isMediaId(id)) throw tusRefusal(request, ResponseCode.badRequest, 'mediaUpload.invalid');
      return id;
    },
    onUploadCreate: async (request, upload) => {
      await recordUploadStart(db, claimOfUpload(request, upload));
      return {};
    },
    onUploadFinish: async (request, upload) => {
      const claim = claimOfUpload(request, upload);
      const path = upload.storage?.path ?? join(uploadsDir, upload.id);
      try {
        await completeMediaFile(db, store, claim, path);
      } catch (error) {
        if (error instanceof AppError) throw tusRefusal(request, error.statusCode, error.messageKey, error);
        throw error;
      } finally {
        // tus's note of the upload (its .json beside the file) is of no use once the file is stored or refused.
        await fileStore.configstore.delete(upload.id).catch(() => undefined);
      }
      return {};
    },
  });
}

/**
 * What is answered without tus: a request without the protocol's header; a creation that fails its checks
 * or names a file already here; HEAD and PATCH of a file already stored whole or unknown; a PATCH for a
 * survey no longer collecting. False: tus takes the request.
 */
async function answeredBeforeTus(
  context: TusContext,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<boolean> {
  if (request.method === 'OPTIONS') return false;
  reply.header('Tus-Resumable', TUS_VERSION).header('Cache-Control', 'no-store');
  if (!request.headers['tus-resumable']) throw new AppError(412, 'mediaUpload.tusRequired');
  if (request.method === 'POST') return answeredCreation(context, request, reply);
  const { db } = context;

  const mediaId = (request.params as { mediaId?: string }).mediaId ?? '';
  if (!isMediaId(mediaId)) throw new AppError(ResponseCode.notFound, 'mediaUpload.notFound');
  const row = await mediaFileOf(db, mediaId);
  if (!row) throw new AppError(ResponseCode.notFound, 'mediaUpload.notFound');
  if (row.completedAt) {
    reply.header('Upload-Offset', String(row.size)).header('Upload-Length', String(row.size));
    if (request.method === 'HEAD') {
      reply.code(200).send();
      return true;
    }
    throw new AppError(ResponseCode.conflict, 'mediaUpload.offsetConflict', {}, { reason: 'complete' });
  }
  if (request.method === 'PATCH') await assertCollecting(db, row.surveyId);
  return false;
}

type TusContext = { db: Database; tus: Server };

async function answeredCreation(
  { db, tus }: TusContext,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<boolean> {
  const lengthHeader = request.headers['upload-length'];
  if (typeof lengthHeader !== 'string' || !/^\d{1,15}$/.test(lengthHeader))
    throw new AppError(ResponseCode.badRequest, 'mediaUpload.lengthRequired');
  const metadataHeader = request.headers['upload-metadata'];
  const metadata = parseTusMetadata(typeof metadataHeader === 'string' ? metadataHeader : undefined);
  if (!metadata) throw new AppError(ResponseCode.badRequest, 'mediaUpload.invalid');
  const parsed = claimOfTusMetadata(metadata, Number(lengthHeader));
  if ('field' in parsed)
    throw new AppError(ResponseCode.badRequest, 'mediaUpload.field', { field: parsed.field }, parsed);
  const existing = await admitUpload(db, parsed.claim);
  if (!existing) return false;
  // Asked again for a file this response already sends: its address, nothing made anew. A client that lost
  // its note of the address resumes at the offset HEAD tells (all of it, when the file is complete).
  const resumable = existing.completedAt !== null || existing.size === parsed.claim.size;
  if (!resumable) return false;
  if (!existing.completedAt && !(await hasTusUpload(tus, existing.id))) return false;
  reply.code(201).header('Location', `${MEDIA_API.tus}/${existing.id}`).send();
  return true;
}

/** Whether tus still holds the unfinished upload (its note and file), so the client can resume it. */
async function hasTusUpload(tus: Server, mediaId: string): Promise<boolean> {
  return tus.datastore.getUpload(mediaId).then(
    () => true,
    () => false,
  );
}

/** Hands the request to tus as a web Request and sends its answer back, any refusal as our envelope. */
async function relayToTus(tus: Server, request: FastifyRequest, reply: FastifyReply) {
  const method = request.method;
  const withBody = method === 'POST' || method === 'PATCH';
  let webRequest: Request;
  try {
    webRequest = new Request(new URL(request.url, 'http://localhost'), {
      method,
      headers: webHeaders(request.headers),
      body: withBody ? (Readable.toWeb(request.raw) as ReadableStream<Uint8Array>) : undefined,
      duplex: 'half',
    } as RequestInit);
  } catch {
    throw new AppError(ResponseCode.badRequest, 'mediaUpload.invalid');
  }
  const answer = await tus.handleWeb(webRequest);
  for (const [name, value] of answer.headers) {
    if (!HEADERS_NOT_RELAYED.has(name)) reply.header(name, value);
  }
  reply.code(answer.status);
  if (answer.status < 400) return reply.send();
  const text = await answer.text();
  return reply.type('application/json').send(envelopeOf(text) ?? tusEnvelope(request, answer.status));
}

/**
 * Set by Fastify from what it sends, or meaningless once the body is ours; and the upload's metadata, which
 * HEAD would otherwise repeat to whoever knows a media id (it names the response, the respondent's key).
 */
const HEADERS_NOT_RELAYED = new Set([
  'content-type',
  'content-length',
  'connection',
  'transfer-encoding',
  'upload-metadata',
]);

function webHeaders(headers: IncomingHttpHeaders): Headers {
  const result = new Headers();
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    try {
      result.set(name, Array.isArray(value) ? value.join(', ') : value);
    } catch {
      // A header the web's Headers refuses (bytes outside Latin-1) is not one tus reads.
    }
  }
  return result;
}

/** tus's own refusals (plain text) as our message, by status. */
const TUS_STATUS_MESSAGES: Record<number, MessageKey> = {
  400: 'mediaUpload.invalid',
  404: 'mediaUpload.notFound',
  409: 'mediaUpload.offsetConflict',
  410: 'mediaUpload.gone',
  412: 'mediaUpload.tusRequired',
  413: 'server.request.tooLarge',
  415: 'server.request.unsupportedMediaType',
  423: 'mediaUpload.busy',
};

function tusEnvelope(request: FastifyRequest, status: number): Envelope<unknown> {
  const key: MessageKey =
    TUS_STATUS_MESSAGES[status] ?? (status >= 500 ? 'server.error.internal' : 'mediaUpload.invalid');
  return errorEnvelope(request, status, key);
}

function envelopeOf(text: string): Envelope<unknown> | undefined {
  try {
    const parsed = JSON.parse(text) as Partial<Envelope<unknown>> | null;
    if (parsed && typeof parsed.code === 'number' && typeof parsed.message === 'string' && 'data' in parsed)
      return parsed as Envelope<unknown>;
  } catch {
    // tus's own text: not an envelope.
  }
  return undefined;
}

/** A refusal thrown inside a tus hook: tus answers with this status and body (our envelope, as JSON). */
function tusRefusal(
  request: Request,
  status: number,
  key: MessageKey,
  error?: AppError,
): { status_code: number; body: string } {
  const language = languageFromHeader(request.headers.get('accept-language') ?? undefined);
  const envelope: Envelope<unknown> = {
    code: status,
    message: translate(language, key, error?.params),
    data: error?.data ?? null,
  };
  return { status_code: status, body: JSON.stringify(envelope) };
}

/** The claim an upload was created with (its metadata was checked before tus created it). */
function claimOfUpload(request: Request, upload: Upload): UploadClaim {
  const metadata = Object.fromEntries(
    Object.entries(upload.metadata ?? {}).map(([key, value]) => [key, value ?? '']),
  );
  const parsed = claimOfTusMetadata(metadata, upload.size ?? 0);
  if ('field' in parsed) throw tusRefusal(request, ResponseCode.badRequest, 'mediaUpload.invalid');
  return parsed.claim;
}
