import { createReadStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { AwsClient } from 'aws4fetch';
import type { MediaStore } from './storage';

/**
 * Respondents' media files in an S3-compatible object store (AWS S3, MinIO, Cloudflare R2, Aliyun OSS's S3
 * API, …), the second implementation of MediaStore beside the data directory's folder.
 *
 * Client: aws4fetch (one 6 KB file, no dependencies) signs our own four plain requests — PUT, ranged GET,
 * DELETE and HEAD of the bucket — over Node's fetch. The full @aws-sdk/client-s3 (a hundred packages, several
 * MB) would bring multipart uploads, presigning and every other S3 call, none of which this needs: a finished
 * file (at most the video limit, 60 MB) goes up in one streamed PUT, which S3 takes up to 5 GB.
 */
export type S3Settings = {
  /** http(s)://host[:port], the service's address (no bucket in it). */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Address the bucket as `<endpoint>/<bucket>/` (MinIO and most self-hosted stores) instead of `<bucket>.<host>`. */
  pathStyle: boolean;
};

/** Attempts of one request when the store answers 5xx / 429 or the connection fails. */
const ATTEMPTS = 3;
const RETRY_BASE_MS = 200;

export function s3MediaStore(settings: S3Settings): MediaStore & { checkBucket(): Promise<void> } {
  // Only its signing is used; retries are ours (below), each with a new request, since a body stream is
  // read once.
  const client = new AwsClient({
    accessKeyId: settings.accessKeyId,
    secretAccessKey: settings.secretAccessKey,
    region: settings.region,
    service: 's3',
  });
  const bucketUrl = bucketUrlOf(settings);
  const objectUrl = (key: string) => `${bucketUrl}/${key.split('/').map(encodeURIComponent).join('/')}`;
  const send = async (describe: string, makeRequest: () => Promise<Request>): Promise<Response> => {
    for (let attempt = 1; ; attempt++) {
      // Node's fetch of the signed request: aws4fetch's own fetch re-signs a Request and drops its body.
      const answer = await makeRequest()
        .then((request) => fetch(request))
        .catch((error: unknown) => error as Error);
      const retryable = answer instanceof Error || answer.status >= 500 || answer.status === 429;
      if (!retryable || attempt >= ATTEMPTS) {
        if (answer instanceof Error) throw new Error(`S3 ${describe}: ${answer.message}`, { cause: answer });
        return answer;
      }
      if (!(answer instanceof Error)) await answer.body?.cancel();
      await new Promise((resolve) => setTimeout(resolve, RETRY_BASE_MS * 2 ** (attempt - 1)));
    }
  };

  return {
    async putFile(key, sourcePath) {
      const { size } = await stat(sourcePath);
      const answer = await send(`PUT ${key}`, async () =>
        client.sign(objectUrl(key), {
          method: 'PUT',
          // S3 wants the length of a PUT up front (it takes no chunked body without aws-chunked signing).
          headers: { 'content-length': String(size) },
          body: Readable.toWeb(createReadStream(sourcePath)) as ReadableStream<Uint8Array>,
          duplex: 'half',
        } as RequestInit),
      );
      await expectOk(answer, `PUT ${key}`);
      // putFile moves: the local file is gone once the store holds it, as with the data directory's rename.
      await rm(sourcePath, { force: true });
    },

    async open(key, range) {
      const headers: Record<string, string> = range ? { range: `bytes=${range.start}-${range.end}` } : {};
      const answer = await send(`GET ${key}`, () => client.sign(objectUrl(key), { method: 'GET', headers }));
      if (answer.status === 404) {
        await answer.body?.cancel();
        return undefined;
      }
      await expectOk(answer, `GET ${key}`, range ? [206] : [200]);
      const size = range ? totalOfContentRange(answer.headers.get('content-range')) : lengthOf(answer);
      if (size === undefined || !answer.body) {
        await answer.body?.cancel();
        throw new Error(`S3 GET ${key}: the store did not say the object's size`);
      }
      return { stream: Readable.fromWeb(answer.body as import('node:stream/web').ReadableStream), size };
    },

    async remove(key) {
      const answer = await send(`DELETE ${key}`, () => client.sign(objectUrl(key), { method: 'DELETE' }));
      // S3 answers 204 whether or not the key existed; some compatible stores answer 404 for a missing one.
      if (answer.status === 404) return void (await answer.body?.cancel());
      await expectOk(answer, `DELETE ${key}`, [200, 204]);
    },

    /** At start: the bucket exists and these credentials may use it, or the server refuses to start. */
    async checkBucket() {
      const answer = await send(`HEAD bucket ${settings.bucket}`, () =>
        client.sign(bucketUrl, { method: 'HEAD' }),
      );
      await answer.body?.cancel();
      if (answer.ok) return;
      const reason =
        answer.status === 404
          ? 'it does not exist'
          : answer.status === 403 || answer.status === 401
            ? 'the access key is refused'
            : `the store answered ${answer.status}`;
      throw new Error(`the S3 bucket "${settings.bucket}" at ${settings.endpoint} cannot be used: ${reason}`);
    },
  };
}

/** `<endpoint>/<bucket>` (path style) or `<scheme>://<bucket>.<host>` (virtual-hosted style). */
export function bucketUrlOf(settings: Pick<S3Settings, 'endpoint' | 'bucket' | 'pathStyle'>): string {
  const endpoint = new URL(settings.endpoint);
  const base = endpoint.pathname.replace(/\/+$/, '');
  if (settings.pathStyle) return `${endpoint.origin}${base}/${encodeURIComponent(settings.bucket)}`;
  return `${endpoint.protocol}//${settings.bucket}.${endpoint.host}${base}`;
}

async function expectOk(answer: Response, describe: string, statuses: number[] = [200]): Promise<void> {
  if (statuses.includes(answer.status)) return;
  const text = await answer.text().catch(() => '');
  const code = /<Code>([^<]+)<\/Code>/.exec(text)?.[1];
  throw new Error(`S3 ${describe}: the store answered ${answer.status}${code ? ` ${code}` : ''}`);
}

/** The whole object's size from `Content-Range: bytes 0-9/1234`. */
function totalOfContentRange(header: string | null): number | undefined {
  const total = header ? /\/(\d+)\s*$/.exec(header)?.[1] : undefined;
  return total === undefined ? undefined : Number(total);
}

function lengthOf(answer: Response): number | undefined {
  const header = answer.headers.get('content-length');
  return header !== null && /^\d+$/.test(header) ? Number(header) : undefined;
}
