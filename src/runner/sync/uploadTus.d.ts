/**
 * tus-js-client's platform-free upload class (src/runner/sync/uploadSend.ts says why it is imported instead of
 * the package's browser entry): the same class the entry's `Upload` extends, without its default options.
 */
declare module 'tus-js-client/lib.esm/upload.js' {
  import type { Upload, UploadOptions } from 'tus-js-client';

  const BaseUpload: {
    new (file: Blob, options: UploadOptions): Upload;
    defaultOptions: UploadOptions;
  };
  export default BaseUpload;
}
