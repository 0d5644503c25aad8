/**
 * The addresses a survey is shared by, spelt once for the designer, the server and the tests.
 *
 * The answer link carries the survey id twice: in the query, which the server sees (it writes the survey's
 * title, description and image into the page for link previews: crawlers run no script), and in the hash
 * route, which the app reads (routes are in the hash, spec 1 §2).
 */
export const SHORT_LINK_PREFIX = '/s/';

/** Short codes: what `/s/<code>` accepts (the server makes 8 characters of this alphabet). */
export const SHORT_CODE_PATTERN = /^[0-9A-Za-z]{4,32}$/;

export function answerPath(surveyId: string): string {
  const id = encodeURIComponent(surveyId);
  return `/?surveyId=${id}#/answer?surveyId=${id}`;
}

export function answerUrl(origin: string, surveyId: string): string {
  return `${origin}${answerPath(surveyId)}`;
}

export function shortLinkPath(code: string): string {
  return `${SHORT_LINK_PREFIX}${code}`;
}

/** The embed snippet: the answer link in an iframe sized for a phone-width column. */
export function embedSnippet(url: string, title: string): string {
  const attribute = (text: string) =>
    text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return `<iframe src="${attribute(url)}" title="${attribute(title)}" width="100%" height="720" style="border:0;max-width:480px" allow="camera; microphone; geolocation"></iframe>`;
}
