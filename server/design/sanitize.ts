/** The rich-text rule lives in the shared core, so the runner renders by the same one the server saves by. */
export { sanitizeOptional, sanitizeRichText } from '../../src/core/richText';
