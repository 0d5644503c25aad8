import {
  DESIGN_API,
  FILES_PREFIX,
  UPLOAD_LIMITS,
  type UploadedFile,
  uploadResponseSchema,
} from '../../core/api/design';
import { api } from '../../shell/api';

/** Why a choice of files is refused before anything is sent (spec 1 §5, §8). */
export type UploadRefusal =
  | 'familyDesign.upload.format'
  | 'familyDesign.upload.tooLarge'
  | 'familyDesign.upload.tooMany';

const extensionOf = (name: string) => name.slice(name.lastIndexOf('.') + 1).toLowerCase();

/** jpg, jpeg or png; at most 2 MB each; at most 5 per upload. */
export function checkImageFiles(files: readonly Pick<File, 'name' | 'size'>[]): UploadRefusal | null {
  if (files.length > UPLOAD_LIMITS.maxFiles) return 'familyDesign.upload.tooMany';
  const extensions: readonly string[] = UPLOAD_LIMITS.extensions;
  if (files.some((file) => !extensions.includes(extensionOf(file.name)))) return 'familyDesign.upload.format';
  if (files.some((file) => file.size > UPLOAD_LIMITS.maxBytes)) return 'familyDesign.upload.tooLarge';
  return null;
}

/** The address an uploaded file is shown from. */
export function imageAddress(file: Pick<UploadedFile, 'url' | 'filePath'>): string {
  return file.url || `${FILES_PREFIX}${file.filePath}`;
}

/**
 * POST multipart /api/design/my-survey-design/uploadFile with surveyId and the files (spec 1 §7), through
 * the API client so the token, language, alerts and loading overlay are those of every other call.
 */
export async function uploadDesignImages(surveyId: string, files: readonly File[]): Promise<UploadedFile[]> {
  const form = new FormData();
  form.append('surveyId', surveyId);
  for (const file of files) form.append('file', file, file.name);
  return api.post(DESIGN_API.uploadFile, form, { parse: uploadResponseSchema.parse });
}

/** The image name kept with an option: the file's base name cut to 6 characters (spec 1 §5). */
export function shortImageName(fileName: string, max = 6): string {
  const base = fileName.includes('.') ? fileName.slice(0, fileName.lastIndexOf('.')) : fileName;
  return [...base].slice(0, max).join('');
}
