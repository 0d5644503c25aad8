import { sanitizeRichText } from '../../core/richText';

/**
 * A designer's rich text from a published release (titles, notes, the welcome and end texts). The server
 * sanitised it when it was saved and when the release was served; it is sanitised here once more by the same
 * rule (src/core/richText.ts), because a release kept on the device may have been stored before a fix of that
 * rule. This is the only place in the runner's views that sets HTML, and it must only ever receive text from a
 * release, never anything the respondent typed (a title quoting an answer gets it HTML-escaped by
 * src/core/quotes.ts pipeAnswers first).
 */
export function ServerHtml(props: { html: string; className?: string }) {
  const html = sanitizeRichText(props.html);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the shared allow-list, see above
  return <div className={props.className} dangerouslySetInnerHTML={{ __html: html }} />;
}
