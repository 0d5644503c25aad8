import type { AnswerValue, Desc, Option, Question, Release } from './model';

/**
 * Quotes (spec 1 §3 quoteQuId / quoteQuDescId): options or rows taken from an earlier question's chosen
 * options, and titles that quote an earlier answer. The decisions:
 *
 * 1. Option quotes. A choice question (radio, checkbox, select, sort…) quoting question S (`quoteQuId = S`,
 *    an earlier radio or checkbox question) holds one option per option of S: the designer copies them, each
 *    copy carrying `quoteQuId = S` and `quoteQuDescId` = the id of the source option. A matrix row (desc) may
 *    carry the same two fields. At answer time:
 *    - a quoted option or row shows only while its source option is chosen in S's effective answer (what logic
 *      counts: S hidden or unanswered chooses nothing). The logic engine compiles each quoted option into a
 *      "show" option filter on S and each quoted row into a before-logic of the row (src/core/logic/compile.ts
 *      calls `quotedOptionChosen`), so the worker and the server's save evaluation, which both run that
 *      engine, agree on what is shown and drop an answer naming a hidden quoted option alike;
 *    - a question quoting S that has no option left to show (S unanswered, hidden, or nothing of it chosen) is
 *      hidden like a question logic skips: it is never asked and never required (engine.ts); so is a matrix
 *      quoting its rows with no row left; minimums (choices, ranks) never ask for more than are shown;
 *    - the text shown is the source option's text, read when the release is opened (`withQuotedTexts`), so a
 *      copy the designer saved earlier never shows words S no longer has.
 * 2. Title piping. A title may hold `{{Q:<questionId>}}` (plain characters every rich-text sanitiser keeps);
 *    the runner replaces it by the respondent's answer to that question in words (`answerInWords`: chosen
 *    option texts joined by '、', the number, the text, the date as shown), HTML-escaped; empty when the
 *    question is unanswered or hidden (`pipeAnswers`).
 */

/** True when the source answer chooses the quoted option (S unanswered or hidden: undefined, nothing chosen). */
export function quotedOptionChosen(sourceAnswer: AnswerValue | undefined, sourceOptionId: string): boolean {
  if (!sourceAnswer) return false;
  if (sourceAnswer.kind === 'choice' || sourceAnswer.kind === 'regions')
    return sourceAnswer.optionIds.includes(sourceOptionId);
  if (sourceAnswer.kind === 'sort') return sourceOptionId in sourceAnswer.ranks;
  return false;
}

/**
 * Questions that may be quoted from: single and multiple choices of options (radio and checkbox, and the
 * profile choices built on them), whose answer is the chosen option ids.
 */
export const QUOTABLE_ELEMENT_TYPES: ReadonlySet<string> = new Set(['RadioBox', 'CheckBox']);

export function isQuotable(question: Pick<Question, 'elementType'>): boolean {
  return QUOTABLE_ELEMENT_TYPES.has(question.elementType);
}

/** Options or rows that follow a source option: both ids set. */
export function isQuotedItem(item: Pick<Option | Desc, 'quoteQuId' | 'quoteQuDescId'>): boolean {
  return !!item.quoteQuId && !!item.quoteQuDescId;
}

/** Why a question's quoted options or rows cannot be kept (a message key), or null when they are sound. */
export type QuoteProblem = {
  key: 'design.question.quoteUnknown' | 'quotes.options.notQuotable' | 'quotes.options.unknownOption';
  params: Record<string, string>;
};

/**
 * The server's check of what a designer sends: each quoted option or row names a radio or checkbox question
 * of the survey other than its own, and one of that question's options.
 */
export function quotedItemProblem(
  question: Pick<Question, 'id' | 'optionList' | 'descList'>,
  questionById: (id: string) => Question | undefined,
): QuoteProblem | null {
  for (const item of [...question.optionList, ...question.descList]) {
    if (!item.quoteQuId && !item.quoteQuDescId) continue;
    const name = plainText(item.optionName);
    const source = item.quoteQuId ? questionById(item.quoteQuId) : undefined;
    if (!source) return { key: 'design.question.quoteUnknown', params: {} };
    if (source.id === question.id || !isQuotable(source))
      return { key: 'quotes.options.notQuotable', params: { option: name } };
    if (!source.optionList.some((option) => option.id === item.quoteQuDescId))
      return { key: 'quotes.options.unknownOption', params: { option: name } };
  }
  return null;
}

/**
 * The release with every quoted option's and row's text taken from its source option, so the runner shows S's
 * words as published. An item whose source is gone keeps its own copy of the text.
 */
export function withQuotedTexts(release: Release): Release {
  const optionsById = new Map<string, Option>();
  let quoting = false;
  for (const group of release.groups) {
    for (const question of group.questionList) {
      for (const option of question.optionList) optionsById.set(option.id, option);
      if (question.optionList.some(isQuotedItem) || question.descList.some((desc) => isQuotedItem(desc)))
        quoting = true;
    }
  }
  if (!quoting) return release;
  const sourceText = <T extends Option | Desc>(item: T): T => {
    const source = isQuotedItem(item) ? optionsById.get(item.quoteQuDescId!) : undefined;
    return source ? { ...item, optionName: source.optionName } : item;
  };
  return {
    ...release,
    groups: release.groups.map((group) => ({
      ...group,
      questionList: group.questionList.map((question) => ({
        ...question,
        optionList: question.optionList.map(sourceText),
        descList: question.descList.map(sourceText),
      })),
    })),
  };
}

/** The token a title holds to quote the answer to question `questionId`. */
export function quoteToken(questionId: string): string {
  return `{{Q:${questionId}}}`;
}

const TOKEN = /\{\{Q:([^{}\s]{1,64})\}\}/g;

/** Ids of the questions a title quotes, in order of appearance (duplicates kept once). */
export function quotedQuestionIds(title: string): string[] {
  return [...new Set([...title.matchAll(TOKEN)].map((match) => match[1]!))];
}

/** The title with each quoted question id replaced (a survey copied or imported with new ids). */
export function remapQuoteTokens(title: string, newIdOf: (oldId: string) => string): string {
  if (!title.includes('{{Q:')) return title;
  return title.replace(TOKEN, (_, questionId: string) => quoteToken(newIdOf(questionId)));
}

/**
 * Replaces each token in a (sanitised HTML) title by `wordsOf(questionId)`, HTML-escaped, so an answer can
 * never add markup to the page.
 */
export function pipeAnswers(title: string, wordsOf: (questionId: string) => string): string {
  if (!title.includes('{{Q:')) return title;
  return title.replace(TOKEN, (_, questionId: string) => escapeHtml(wordsOf(questionId)));
}

/**
 * A title's tokens as a blank (`___`), where no respondent's answer applies: results, exports, codebooks and
 * the designer's pickers show "您为什么喜欢___？" rather than an id.
 */
export function blankQuoteTokens(title: string): string {
  return title.includes('{{Q:') ? title.replace(TOKEN, '___') : title;
}

export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** Option texts are stored as short rich text; words drop tags and decode the few entities sanitising makes. */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replaceAll('&nbsp;', ' ')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&amp;', '&')
    .trim();
}

const LIST_SEPARATOR = '、';

/**
 * An answer in the words the respondent saw: chosen option texts (an "other" option's typed text when there
 * is one) joined by '、', the number, the text, the date or time as the runner shows it. Empty when nothing
 * was answered.
 */
export function answerInWords(
  question: Pick<Question, 'optionList' | 'descList'>,
  answer: AnswerValue | undefined,
): string {
  if (!answer) return '';
  const optionText = (id: string, otherText?: Record<string, string>) => {
    const typed = otherText?.[id]?.trim();
    if (typed) return typed;
    const option = question.optionList.find((candidate) => candidate.id === id);
    return option ? plainText(option.optionName) : '';
  };
  const join = (parts: readonly string[]) => parts.filter((part) => part !== '').join(LIST_SEPARATOR);
  switch (answer.kind) {
    case 'choice':
      return join(answer.optionIds.map((id) => optionText(id, answer.otherText)));
    case 'regions':
      return join(answer.optionIds.map((id) => optionText(id)));
    case 'sort':
      return join(
        Object.entries(answer.ranks)
          .sort(([, left], [, right]) => left - right)
          .map(([id]) => optionText(id)),
      );
    case 'text':
      return answer.text.trim();
    case 'blanks':
      return join(
        question.descList.map((desc) => answer.values[desc.id]?.trim() ?? '').filter((text) => text !== ''),
      );
    case 'number':
      return String(answer.value);
    case 'time':
      return timeInWords(answer.value);
    default:
      return '';
  }
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The time formats of the model (HHmm, yyyyMM, yyyyMMdd, a millisecond timestamp) as the runner shows them. */
export function timeInWords(value: string): string {
  if (value.length === 4) return `${value.slice(0, 2)}:${value.slice(2)}`;
  if (value.length === 6) return `${value.slice(0, 4)}-${value.slice(4)}`;
  if (value.length === 8) return `${value.slice(0, 4)}-${value.slice(4, 6)}-${value.slice(6)}`;
  const date = new Date(Number(value));
  if (Number.isNaN(date.getTime())) return value;
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The questions `question` quotes: its options' or rows' source, its own quoteQuId, and its title's tokens. */
export function quoteSourceIds(
  question: Pick<Question, 'quoteQuId' | 'quTitle' | 'optionList' | 'descList'>,
): string[] {
  const ids = [
    question.quoteQuId,
    ...question.optionList.map((option) => option.quoteQuId),
    ...question.descList.map((desc) => desc.quoteQuId),
    ...quotedQuestionIds(question.quTitle ?? ''),
  ];
  return [...new Set(ids.filter((id): id is string => !!id))];
}

/** A quote that a new order would break: `quoting` would no longer come after `source`. */
export type QuoteOrderProblem = { quoting: Question; source: Question };

/**
 * The one rule the designer's move and the server's moves (a swap in a group, a move to another group, a
 * whole new order) apply to the order they would produce: a quote reads an answer given earlier, so every
 * question still comes after each question it quotes (spec 1 §5: "moving while quote references would be
 * violated requires clearing the question quotes first"). This holds for the quoting question moved above
 * its source and for the source moved below it alike. `order` is the whole survey in the new order.
 */
export function quoteOrderProblem(order: readonly Question[]): QuoteOrderProblem | undefined {
  const position = new Map(order.map((question, index) => [question.id, index]));
  for (const [index, quoting] of order.entries()) {
    for (const sourceId of quoteSourceIds(quoting)) {
      const at = position.get(sourceId);
      if (at !== undefined && at >= index) return { quoting, source: order[at]! };
    }
  }
  return undefined;
}

/** How a move refusal names a question: its number, else its code (the server's relation messages alike). */
export function quoteOrderNames(
  problem: QuoteOrderProblem,
  numberOf: (question: Question) => string | null | undefined = (question) => question.quNum,
): { quoting: string; source: string } {
  const name = (question: Question) => numberOf(question) ?? question.itemCode ?? question.id;
  return { quoting: name(problem.quoting), source: name(problem.source) };
}
