import { useMemo } from 'react';
import { sanitizeHtml } from './richText';

/** A title or text written in the rich-text editor, rendered sanitised. */
export function RichText({ html, className }: { html: string | null | undefined; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML has just been sanitised by DOMPurify
  return <div className={className ?? 'wd-richtext'} dangerouslySetInnerHTML={{ __html: clean }} />;
}
