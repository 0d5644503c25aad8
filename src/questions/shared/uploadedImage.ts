import { FILES_PREFIX, UPLOAD_LIMITS } from '../../core/api/files';

/**
 * An image the designer uploaded here, as the upload call names it: /api/files/<surveyId>/<uuid>.<jpg, jpeg
 * or png>. Families that show such an image as the question's content (concept evaluation's base image, the
 * markup images) accept only this, so the picture is one the server holds and the service worker keeps.
 */
const UPLOADED_IMAGE = new RegExp(
  `^${FILES_PREFIX.replace(/\//g, '\\/')}[A-Za-z0-9-]{1,64}\\/[0-9a-f-]{36}\\.(${UPLOAD_LIMITS.extensions.join('|')})$`,
);

export function isUploadedImage(address: string): boolean {
  return UPLOADED_IMAGE.test(address);
}
