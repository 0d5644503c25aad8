import DOMPurify from 'dompurify';

/**
 * Rich text of titles and survey texts is HTML written by a designer and shown to everyone: it is sanitised
 * by DOMPurify on the way out of the editor and again before it is rendered (the server sanitises as well).
 * Scripts, event handlers, frames and styles that could hide content are removed; images stay, as uploads
 * are inserted as images.
 */
const CONFIG = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
  FORBID_ATTR: ['style'],
};

export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  return DOMPurify.sanitize(html, CONFIG);
}

/** The clipboard image types that are uploaded rather than pasted inline (spec 1 §5). */
export const PASTE_UPLOAD_TYPES: readonly string[] = ['image/gif', 'image/jpeg', 'image/png', 'image/bmp'];

/** Whether pasted HTML carries images (refused: images come in as uploads only). */
export function htmlHasImage(html: string): boolean {
  return /<img[\s>]/i.test(html);
}

/** An editor's empty document (`<p></p>`) is an empty title. */
export function isEmptyHtml(html: string): boolean {
  return (
    html
      .replace(/<br\s*\/?>/g, '')
      .replace(/<p>\s*<\/p>/g, '')
      .trim() === ''
  );
}
