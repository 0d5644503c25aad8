import type { Option, Question } from '../model';
import { blankQuoteTokens } from '../quotes';

/**
 * Titles and option names as every results view and export shows them. They are stored as sanitised rich
 * text (HTML); results, exports and SPSS labels want plain words, so one function reads them for all.
 */

/** Rich text as plain text: tags dropped, the common entities decoded, white space collapsed. */
export function htmlToText(html: string | null | undefined): string {
  if (!html) return '';
  return html
    .replace(/<br\s*\/?>/gi, ' ')
    .replace(/<\/(p|div|li|h\d)>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A question's title in words: its plain-text form when it has one, else its rich-text title read as text. */
export function questionTitleText(question: Pick<Question, 'title' | 'quTitle'>): string {
  // A title quoting an earlier answer (src/core/quotes.ts) shows a blank where the answer went.
  return blankQuoteTokens(question.title?.trim() || htmlToText(question.quTitle));
}

/** An option's or row's name in words. */
export function optionText(item: Pick<Option, 'optionName'>): string {
  return htmlToText(item.optionName);
}

/** A name that is more than words: it holds a tag or an entity. */
const MARKUP = /[<&]/;

/**
 * A question whose option and row names are their words, for the views that draw names as text (the
 * runner's family views, the designer's previews): names are stored as sanitised rich text, so `A &lt; B`
 * would otherwise show as typed entities and a kept `<b>` as literal text. The same question when no name
 * holds markup (most questions: no copy).
 */
export function withNamesAsWords<T extends Pick<Question, 'optionList' | 'descList'>>(question: T): T {
  const needs = (items: readonly { optionName: string }[]) =>
    items.some((item) => MARKUP.test(item.optionName));
  if (!needs(question.optionList) && !needs(question.descList)) return question;
  return {
    ...question,
    optionList: question.optionList.map((option) => ({ ...option, optionName: optionText(option) })),
    descList: question.descList.map((desc) => ({ ...desc, optionName: optionText(desc) })),
  };
}
