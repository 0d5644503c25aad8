import {
  AUDIO_UPLOAD_LIMITS,
  DESIGN_API,
  type UploadedFile,
  uploadResponseSchema,
} from '../../../core/api/design';
import { api } from '../../../shell/api';

/** Why an audio file is refused before it is sent: its extension, or its size. */
export type AudioRefusal = 'familyDesign.music.format' | 'familyDesign.music.tooLarge';

export function checkAudioFile(file: Pick<File, 'name' | 'size'>): AudioRefusal | null {
  const extension = file.name.slice(file.name.lastIndexOf('.') + 1).toLowerCase();
  if (!(AUDIO_UPLOAD_LIMITS.extensions as readonly string[]).includes(extension)) {
    return 'familyDesign.music.format';
  }
  return file.size > AUDIO_UPLOAD_LIMITS.maxBytes ? 'familyDesign.music.tooLarge' : null;
}

/** POST multipart uploadAudio with surveyId and the file, through the API client as every other call. */
export async function uploadAudio(surveyId: string, file: File): Promise<UploadedFile | undefined> {
  const form = new FormData();
  form.append('surveyId', surveyId);
  form.append('file', file, file.name);
  const [stored] = await api.post(DESIGN_API.uploadAudio, form, { parse: uploadResponseSchema.parse });
  return stored;
}
