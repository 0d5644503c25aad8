import type {
  HttpRequest,
  HttpResponse,
  HttpStack,
  PreviousUpload,
  FileReader as TusFileReader,
  UrlStorage,
} from 'tus-js-client';
import type { RunnerDatabase } from '../db';
import type { Fetch } from './sendSave';

/**
 * The pieces tus-js-client is given so that one upload code runs in the page AND in the service worker:
 *
 * - FetchHttpStack: tus-js-client's browser stack is built on XMLHttpRequest, which service workers do not
 *   have (only fetch), so the worker could not send a single chunk with it. This stack sends each request
 *   with fetch instead — the outbox's own fetch, so tests and both senders go through one path. fetch gives
 *   no upload progress events: progress is counted per confirmed chunk (UPLOAD_CHUNK_BYTES) instead.
 * - blobReader: slices the Blob kept in IndexedDB (the same in Node, for unit tests).
 * - MediaUrlStorage: where an upload's URL is kept between sends, so the next one (page or worker, after a
 *   reload or a crash) resumes at the server's offset. tus-js-client's default is localStorage, which the
 *   service worker lacks; this one is the media row in IndexedDB, keyed by our media id (the fingerprint).
 */

/** No answer within this long for one request (a chunk of 1 MB on a slow link included) is a network failure. */
const REQUEST_TIMEOUT_MS = 60_000;

export class FetchHttpStack implements HttpStack {
  constructor(
    private readonly send: Fetch,
    private readonly extraHeaders: Record<string, string> = {},
  ) {}
  createRequest(method: string, url: string): HttpRequest {
    return new FetchRequest(this.send, method, url, this.extraHeaders);
  }
  getName(): string {
    return 'FetchHttpStack';
  }
}

class FetchRequest implements HttpRequest {
  private readonly headers: Record<string, string>;
  private readonly controller = new AbortController();
  constructor(
    private readonly send_: Fetch,
    private readonly method: string,
    private readonly url: string,
    extraHeaders: Record<string, string>,
  ) {
    this.headers = { ...extraHeaders };
  }
  getMethod(): string {
    return this.method;
  }
  getURL(): string {
    return this.url;
  }
  setHeader(header: string, value: string): void {
    this.headers[header] = value;
  }
  getHeader(header: string): string | undefined {
    return this.headers[header];
  }
  setProgressHandler(): void {
    // fetch reports no upload progress (see above): tus-js-client then counts whole chunks.
  }
  async send(body: unknown): Promise<HttpResponse> {
    const timer = setTimeout(() => this.controller.abort(), REQUEST_TIMEOUT_MS);
    try {
      const response = await this.send_(this.url, {
        method: this.method,
        headers: this.headers,
        body: (body ?? null) as BodyInit | null,
        signal: this.controller.signal,
        credentials: 'same-origin',
      });
      return new FetchResponse(response.status, response.headers, await response.text());
    } finally {
      clearTimeout(timer);
    }
  }
  async abort(): Promise<void> {
    this.controller.abort();
  }
  getUnderlyingObject(): unknown {
    return this.controller;
  }
}

class FetchResponse implements HttpResponse {
  constructor(
    private readonly status: number,
    private readonly headers: Headers,
    private readonly body: string,
  ) {}
  getStatus(): number {
    return this.status;
  }
  getHeader(header: string): string | undefined {
    return this.headers.get(header) ?? undefined;
  }
  getBody(): string {
    return this.body;
  }
  getUnderlyingObject(): unknown {
    return this.headers;
  }
}

/** Reads a Blob in chunks (tus-js-client's FileReader). */
export const blobReader: TusFileReader = {
  async openFile(input: Blob) {
    return {
      size: input.size,
      slice: async (start: number, end: number) => ({
        value: input.slice(start, end),
        done: end >= input.size,
      }),
      close: () => undefined,
    };
  },
};

/** The fingerprint tus-js-client keys an upload by: our media id (a Blob from IndexedDB has no name or date). */
export function mediaFingerprint(mediaId: string): string {
  return `wenda-media:${mediaId}`;
}

/** An upload's URL kept on its media row (see above): one upload per media id. */
export class MediaUrlStorage implements UrlStorage {
  constructor(private readonly db: RunnerDatabase) {}

  private mediaIdOf(key: string): string {
    return key.replace(/^wenda-media:/, '');
  }

  async findAllUploads(): Promise<PreviousUpload[]> {
    const rows = await this.db.media.filter((media) => media.uploadUrl !== undefined).toArray();
    return rows.map((media) => this.previous(media.mediaId, media.uploadUrl as string, media.size));
  }

  async findUploadsByFingerprint(fingerprint: string): Promise<PreviousUpload[]> {
    const media = await this.db.media.get(this.mediaIdOf(fingerprint));
    return media?.uploadUrl ? [this.previous(media.mediaId, media.uploadUrl, media.size)] : [];
  }

  async removeUpload(urlStorageKey: string): Promise<void> {
    await this.db.media.update(this.mediaIdOf(urlStorageKey), { uploadUrl: undefined });
  }

  /**
   * Never rejects: tus-js-client (4.3) waits on it without a catch, so a failed write (a full device, a
   * closed database) would leave the upload neither done nor failed, and every later upload of the page or
   * worker waiting behind it. Unremembered, the URL is only lost for resuming: a later send starts again.
   */
  async addUpload(fingerprint: string, upload: PreviousUpload): Promise<string> {
    if (!upload.uploadUrl) return fingerprint;
    try {
      await this.db.media.update(this.mediaIdOf(fingerprint), { uploadUrl: upload.uploadUrl });
    } catch (error) {
      console.warn('The upload URL could not be kept on the device; the upload goes on', error);
    }
    return fingerprint;
  }

  private previous(mediaId: string, uploadUrl: string, size: number): PreviousUpload {
    return {
      size,
      metadata: {},
      creationTime: '',
      urlStorageKey: mediaFingerprint(mediaId),
      uploadUrl,
      parallelUploadUrls: null,
    };
  }
}
