import { z } from 'zod';
import { MEDIA_ID_PATTERN } from '../media/uploads';
import { idSchema } from '../model/common';

/**
 * Respondents' media uploads (issue 12; docs/architecture.md "Media"). Every captured file gets a media id
 * (a UUID) on the device when it is captured; the answer's media entry holds that id as its value
 * ({ optionName: the file's name, value: the media id, text?: a transcript }), so an answer can name a file
 * before the file has reached the server. Files travel resumably over tus (https://tus.io/protocols/
 * resumable-upload): a cut connection resumes at the offset the server holds instead of starting again.
 *
 * - `tus`: the tus endpoint (POST creates, HEAD tells the offset, PATCH appends). The upload's id is the media
 *   id, and its Upload-Metadata carries the keys of MEDIA_UPLOAD_METADATA. The server reads the file's type
 *   from its bytes when the last chunk arrives and refuses it (the spec's "Incorrect file format", "exceeded
 *   maximum file size") as an envelope; a refused file is not kept.
 * - `uploadVideo`, `uploadWxAudio`, `uploadWxImage`: the spec's calls (spec 2 §7) for their callers; each
 *   answers with the stored file's media id in data.
 * - `respondentFile`: a file served back to the respondent who uploaded it (GET with ?responseId=).
 * - `resultsFile`: a file served to the survey's owner and grantees (the designer's token).
 */
export const MEDIA_API = {
  tus: '/api/up/tus',
  uploadVideo: '/api/up/uploadVideo',
  uploadWxAudio: '/api/up/uploadWxAudio',
  uploadWxImage: '/api/up/uploadWxImage',
  respondentFile: '/api/up/file/:mediaId',
  resultsFile: '/api/results/media/:mediaId',
} as const;

/** The Upload-Metadata keys of a tus upload (values are base64 in the header, as the protocol says). */
export const MEDIA_UPLOAD_METADATA = [
  'mediaId',
  'surveyId',
  'responseId',
  'questionId',
  /** audio, image or video (src/core/media/uploads.ts). */
  'kind',
  /** The name the device gave the file. */
  'filename',
  /** The type the device believes (the server trusts only the bytes). */
  'filetype',
] as const;
export type MediaUploadMetadata = Record<(typeof MEDIA_UPLOAD_METADATA)[number], string>;

export { isMediaId, MEDIA_ID_PATTERN } from '../media/uploads';

/**
 * Added with the server's calls (kept apart from the names above, which the runner already reads). The fields
 * of the spec's calls besides the file: `surveyId`, and optionally the response and question the file answers
 * and the media id the device made (the server makes one when none is given).
 */
export const directUploadFieldsSchema = z.object({
  surveyId: idSchema,
  responseId: z.uuid().optional(),
  mediaId: z.string().regex(MEDIA_ID_PATTERN).optional(),
  questionId: idSchema.optional(),
});
export type DirectUploadFields = z.infer<typeof directUploadFieldsSchema>;

/** uploadWxAudio / uploadWxImage: the file's serverId, as WeChat's JS-SDK uploadVoice / uploadImage gave it. */
export const wxUploadRequestSchema = directUploadFieldsSchema.extend({
  serverId: z.string().regex(/^[\w-]{1,256}$/),
});
export type WxUploadRequest = z.infer<typeof wxUploadRequestSchema>;

/** respondentFile's query: the response the file belongs to (the respondent's key, as for progress). */
export const respondentFileQuerySchema = z.object({ responseId: z.string().optional() });
