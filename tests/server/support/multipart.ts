import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { DESIGN_API, type UploadedFile } from '../../../src/core/api/design';
import type { Envelope } from '../../../src/core/envelope';

/** A form field, or a file when it has a file name. */
export type Part = { name: string; fileName?: string; contentType?: string; content: Buffer | string };

/** A multipart/form-data body of the parts, as a browser sends one, and its content type. */
export function multipart(parts: readonly Part[]) {
  const boundary = '----wenda-test-boundary';
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = part.fileName
      ? `form-data; name="${part.name}"; filename="${part.fileName}"\r\nContent-Type: ${part.contentType ?? 'application/octet-stream'}`
      : `form-data; name="${part.name}"`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n\r\n`));
    chunks.push(Buffer.isBuffer(part.content) ? part.content : Buffer.from(part.content));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** POSTs the parts to the designer's image upload (or another upload route); the status and the envelope. */
export async function upload(
  app: FastifyInstance,
  token: string,
  parts: readonly Part[],
  language = 'en',
  url: string = DESIGN_API.uploadFile,
) {
  const { payload, contentType } = multipart(parts);
  const response = await app.inject({
    method: 'POST',
    url,
    headers: { token, 'content-type': contentType, 'accept-language': language },
    payload,
  });
  const envelope = response.json() as Envelope<UploadedFile[]>;
  expect(envelope.code).toBe(response.statusCode);
  return { status: response.statusCode, envelope };
}
