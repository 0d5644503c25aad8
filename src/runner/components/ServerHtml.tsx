/**
 * Rich text that the server sanitised (docs/architecture.md "Server and data": rich text is sanitised on the way in and
 * on the way out of the server). This is the only place in the runner's views that sets HTML, and it must
 * only ever receive text from a published release, never anything the respondent typed (a title quoting an
 * answer gets it HTML-escaped by src/core/quotes.ts pipeAnswers first).
 */
export function ServerHtml(props: { html: string; className?: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server, see above
  return <div className={props.className} dangerouslySetInnerHTML={{ __html: props.html }} />;
}
