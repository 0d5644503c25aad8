import {
  IMAGES_PER_PICK,
  MEDIA_KIND_OF_QU_TYPE,
  MEDIA_MAX_BYTES,
  MEDIA_TYPES,
  type MediaKind,
  RECORDING_MAX_SECONDS,
} from '../limits';

/** What a designer reads for a MIME type: the format's common name, not the type's spelling. */
const FORMAT_NAMES: Readonly<Record<string, string>> = {
  'audio/mpeg': 'MP3',
  'audio/x-m4a': 'M4A',
  'audio/mp4': 'MP4',
  'video/quicktime': 'MOV',
  'image/jpeg': 'JPEG',
};

export function formatName(mimeType: string): string {
  return FORMAT_NAMES[mimeType] ?? (mimeType.split('/')[1] ?? mimeType).toUpperCase();
}

/** The formats of a kind, once each (mp4 audio and m4a read apart, as a designer knows them). */
export function formatsOf(kind: MediaKind): string {
  return [...new Set(MEDIA_TYPES[kind].map(formatName))].join(' / ');
}

export function sizeInWords(bytes: number): string {
  return `${Math.round(bytes / (1024 * 1024))} MB`;
}

/** The message key and parameters that list a kind's limits (types, size, and per kind a count or a length). */
export function limitsMessage(kind: MediaKind): { key: string; params: Record<string, string | number> } {
  const params = { types: formatsOf(kind), size: sizeInWords(MEDIA_MAX_BYTES[kind]) };
  if (kind === 'audio') {
    return { key: 'familyDesign.media.limits.audio', params: { ...params, seconds: RECORDING_MAX_SECONDS } };
  }
  if (kind === 'image') {
    return { key: 'familyDesign.media.limits.image', params: { ...params, perPick: IMAGES_PER_PICK } };
  }
  return { key: 'familyDesign.media.limits.video', params };
}

/** The kind a question captures, from its mediaQuType (audio when absent, as the catalogue's audio key). */
export function kindOf(question: { mediaQuType?: string | null | undefined }): MediaKind {
  return MEDIA_KIND_OF_QU_TYPE[question.mediaQuType ?? '1'] ?? 'audio';
}
