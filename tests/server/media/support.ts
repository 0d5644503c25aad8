import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { createServer, Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Upload } from 'tus-js-client';
import type { Database } from '../../../server/db/database';
import { mediaFiles } from '../../../server/db/schema';
import { tusUploadsDirOf } from '../../../server/media/plugin';
import { mediaDirOf } from '../../../server/media/storage';
import { UPLOAD_CHUNK_BYTES } from '../../../src/core/media/uploads';

/** A data directory of its own for one test file (media and tus folders under it). */
export function freshDataDir(): string {
  return mkdtempSync(join(tmpdir(), 'wenda-media-'));
}

/** A JPEG by its magic number (FF D8 FF E0 … JFIF) followed by `size` random bytes in all. */
export function jpegBytes(size: number): Buffer {
  const head = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]);
  return Buffer.concat([head, randomBytes(size - head.length)]);
}

/** An MP4 by its ftyp box (brand isom), then random bytes. */
export function mp4Bytes(size: number): Buffer {
  const head = Buffer.from('000000186674797069736f6d0000020069736f6d69736f32', 'hex');
  return Buffer.concat([head, randomBytes(size - head.length)]);
}

/** An AMR voice file (WeChat's recordings) by its magic "#!AMR\n". */
export function amrBytes(size: number): Buffer {
  const head = Buffer.from('#!AMR\n', 'latin1');
  return Buffer.concat([head, randomBytes(size - head.length)]);
}

export async function mediaRow(db: Database, mediaId: string) {
  const [row] = await db.select().from(mediaFiles).where(eq(mediaFiles.id, mediaId));
  return row;
}

/** Every file under the data directory's media and tus folders (relative paths). */
export async function filesUnder(dataDir: string): Promise<{ media: string[]; tus: string[] }> {
  const list = (dir: string) =>
    readdir(dir, { recursive: true, withFileTypes: true }).then(
      (entries) => entries.filter((entry) => entry.isFile()).map((entry) => entry.name),
      () => [] as string[],
    );
  return { media: await list(mediaDirOf(dataDir)), tus: await list(tusUploadsDirOf(dataDir)) };
}

/** tus Upload-Metadata for a header: key and base64 value pairs. */
export function tusMetadataHeader(metadata: Record<string, string>): string {
  return Object.entries(metadata)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');
}

/** A tus creation through app.inject. */
export function tusCreate(
  app: FastifyInstance,
  metadata: Record<string, string>,
  length: number,
  language = 'en',
) {
  return app.inject({
    method: 'POST',
    url: '/api/up/tus',
    headers: {
      'tus-resumable': '1.0.0',
      'upload-length': String(length),
      'upload-metadata': tusMetadataHeader(metadata),
      'accept-language': language,
    },
  });
}

/** A tus PATCH of `bytes` at `offset` through app.inject. */
export function tusPatch(app: FastifyInstance, mediaId: string, bytes: Buffer, offset = 0) {
  return app.inject({
    method: 'PATCH',
    url: `/api/up/tus/${mediaId}`,
    headers: {
      'tus-resumable': '1.0.0',
      'upload-offset': String(offset),
      'content-type': 'application/offset+octet-stream',
    },
    payload: bytes,
  });
}

export const newIds = () => ({ mediaId: randomUUID(), responseId: randomUUID() });

/**
 * A TCP relay in front of the server, as a phone's link: counts the bytes the client sends, and cuts every
 * connection (both ends destroyed, mid-request) once that count passes `cutAfter`, one time.
 */
export async function flakyLink(targetPort: number, cutAfter: number) {
  const sockets = new Set<Socket>();
  const state = { sent: 0, cut: false };
  const relay = createServer((client) => {
    const upstream = new Socket();
    sockets.add(client);
    sockets.add(upstream);
    upstream.connect(targetPort, '127.0.0.1');
    client.on('data', (chunk: Buffer) => {
      state.sent += chunk.length;
      if (!state.cut && state.sent > cutAfter) {
        state.cut = true;
        for (const socket of sockets) socket.destroy();
        return;
      }
      upstream.write(chunk);
    });
    upstream.on('data', (chunk: Buffer) => client.write(chunk));
    const close = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('close', close);
    upstream.on('close', close);
    client.on('error', close);
    upstream.on('error', close);
  });
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
  const address = relay.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    port,
    state,
    cutAfter,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        relay.close(() => resolve());
      }),
  };
}

export type UploadMetadata = Record<string, string>;

/** Uploads `bytes` with tus-js-client as the runner does (1 MiB chunks, the media id as fingerprint). */
export function tusUpload(
  endpoint: string,
  bytes: Buffer,
  metadata: UploadMetadata,
  extra: { uploadUrl?: string; headOffsets?: number[]; language?: string } = {},
) {
  return new Promise<{ url: string | null }>((resolve, reject) => {
    const upload = new Upload(bytes, {
      endpoint,
      chunkSize: UPLOAD_CHUNK_BYTES,
      retryDelays: [50, 100, 200, 400],
      metadata,
      headers: { 'Accept-Language': extra.language ?? 'en' },
      uploadUrl: extra.uploadUrl,
      fingerprint: async () => metadata.mediaId ?? '',
      onAfterResponse: (request, response) => {
        if (request.getMethod() === 'HEAD')
          extra.headOffsets?.push(Number(response.getHeader('Upload-Offset') ?? Number.NaN));
      },
      onSuccess: () => resolve({ url: upload.url }),
      onError: reject,
    });
    upload.start();
  });
}
