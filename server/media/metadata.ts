import { z } from 'zod';
import { MEDIA_ID_PATTERN, type MediaUploadMetadata } from '../../src/core/api/media';
import { uploadedFileName } from '../../src/core/media/fileNames';
import { MEDIA_KINDS, type MediaKind } from '../../src/core/media/uploads';
import { idSchema } from '../../src/core/model/common';

/** What an upload claims before any byte arrives: who it is for, what kind, how large. */
export type UploadClaim = {
  mediaId: string;
  surveyId: string;
  responseId: string;
  questionId: string | null;
  kind: MediaKind;
  size: number;
  fileName: string;
};

/** The tus Upload-Metadata an upload must carry (src/core/api/media.ts MEDIA_UPLOAD_METADATA). */
const tusMetadataSchema = z.object({
  mediaId: z.string().regex(MEDIA_ID_PATTERN),
  surveyId: idSchema,
  responseId: z.uuid(),
  kind: z.enum(MEDIA_KINDS),
  questionId: idSchema.optional(),
  // Longer than a name is kept (uploadedFileName cuts it): a phone's long file name must not refuse the file.
  filename: z.string().max(4096).optional(),
  filetype: z.string().max(255).optional(),
});

/**
 * The Upload-Metadata header as the tus protocol writes it: comma-separated pairs of a key and its value in
 * base64 (a key alone has no value). Undefined when the header is not of that shape.
 */
export function parseTusMetadata(header: string | undefined): Record<string, string> | undefined {
  const metadata: Record<string, string> = {};
  if (!header?.trim()) return metadata;
  for (const pair of header.split(',')) {
    const [key, value, ...rest] = pair.trim().split(' ');
    if (!key || rest.length > 0 || !/^[\w.-]+$/.test(key) || Object.hasOwn(metadata, key)) return undefined;
    if (value !== undefined && !/^[A-Za-z0-9+/]*={0,2}$/.test(value)) return undefined;
    metadata[key] = value === undefined ? '' : Buffer.from(value, 'base64').toString('utf8');
  }
  return metadata;
}

/** The claim of a tus creation, or the first field that is missing or wrong. */
export function claimOfTusMetadata(
  metadata: Record<string, string>,
  size: number,
): { claim: UploadClaim } | { field: keyof MediaUploadMetadata } {
  const parsed = tusMetadataSchema.safeParse(metadata);
  if (!parsed.success) {
    const field = String(parsed.error.issues[0]?.path[0] ?? 'mediaId') as keyof MediaUploadMetadata;
    return { field };
  }
  const { mediaId, surveyId, responseId, kind, questionId, filename } = parsed.data;
  return {
    claim: {
      mediaId,
      surveyId,
      responseId,
      kind,
      questionId: questionId || null,
      size,
      // Shown in results and named in a download's Content-Disposition: a label, never a path.
      fileName: uploadedFileName(filename ?? ''),
    },
  };
}
