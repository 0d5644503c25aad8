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
