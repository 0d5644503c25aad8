import { IMAGE_JPEG_QUALITY, IMAGE_LONG_EDGE_PX, MEDIA_TYPES } from '../limits';

/**
 * Photos are shrunk on the device before they are kept (a phone's 12-megapixel JPEG of 4 MB becomes about
 * 300 KB at IMAGE_LONG_EDGE_PX): less to keep offline and to send over a mobile link. The EXIF orientation
 * is applied while decoding (createImageBitmap's imageOrientation 'from-image'), so a portrait photo the
 * camera stored sideways comes out upright, and the JPEG written carries no EXIF left to turn it again.
 */

/** The size an image is drawn at: its long edge at most `maxEdge`, proportions kept, never enlarged. */
export function scaledSize(
  width: number,
  height: number,
  maxEdge = IMAGE_LONG_EDGE_PX,
): { width: number; height: number } {
  const longEdge = Math.max(width, height);
  if (longEdge <= maxEdge || longEdge <= 0) return { width, height };
  const ratio = maxEdge / longEdge;
  return { width: Math.max(1, Math.round(width * ratio)), height: Math.max(1, Math.round(height * ratio)) };
}

/** A picked image's file name as kept: its own name with .jpg (the bytes are now JPEG). */
export function jpegName(name: string): string {
  const base = name.replace(/\.[^./\\]*$/, '') || 'image';
  return `${base}.jpg`;
}

/** Thrown for a picked file the browser cannot read as an image that the server takes either. */
export class UnreadableImageError extends Error {
  override readonly name = 'UnreadableImageError';
}

/**
 * The image as kept: decoded upright, shrunk, JPEG at IMAGE_JPEG_QUALITY (OffscreenCanvas where the browser
 * has it, else a canvas element). A file the browser cannot decode is kept as picked when the server takes
 * its type, else refused.
 */
export async function downscaleImage(file: Blob): Promise<Blob> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    if (MEDIA_TYPES.image.includes(file.type)) return file;
    throw new UnreadableImageError(file.type);
  }
  try {
    const { width, height } = scaledSize(bitmap.width, bitmap.height);
    if (typeof OffscreenCanvas === 'function') {
      const canvas = new OffscreenCanvas(width, height);
      const context = canvas.getContext('2d');
      if (!context) throw new UnreadableImageError('no 2d context');
      context.drawImage(bitmap, 0, 0, width, height);
      return await canvas.convertToBlob({ type: 'image/jpeg', quality: IMAGE_JPEG_QUALITY });
    }
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0, width, height);
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob(
        (blob) => (blob ? resolve(blob) : reject(new UnreadableImageError('toBlob'))),
        'image/jpeg',
        IMAGE_JPEG_QUALITY,
      ),
    );
  } finally {
    bitmap.close();
  }
}
