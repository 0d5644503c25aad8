import type { Desc, Group, Option, Question } from '../../core/model';
import { blankQuoteTokens, isQuotable } from '../../core/quotes';
import { displayNumbers, orderedQuestions } from '../workspace/designOps';
import { newItemId } from './ids';

/**
 * The designer's side of option quotes (src/core/quotes.ts): which questions may be quoted, the quoted copies
 * a question holds, and clearing a quote. Pure, so the editor stays small and tests call these alone.
 */

/** A question that can be quoted, as the pickers list it: number and title. */
export type QuoteSource = { id: string; number: string; title: string; question: Question };

/** Questions before `questionId` in survey order (groups as listed, then questions), with display numbers. */
export function earlierQuestions(groups: readonly Group[], questionId: string): QuoteSource[] {
  const numbers = displayNumbers(groups).questions;
  // The workspace holds its groups in survey order (as displayNumbers numbers them).
  const all = groups.flatMap((group) => orderedQuestions(group));
  const at = all.findIndex((question) => question.id === questionId);
  const before = at < 0 ? all : all.slice(0, at);
  return before.map((question) => ({
    id: question.id,
    number: numbers[question.id] ?? '',
    title: plainTitle(question.quTitle || question.title || ''),
    question,
  }));
}

/** Earlier questions whose options may be quoted: radio and checkbox with options. */
export function quotableSources(groups: readonly Group[], questionId: string): QuoteSource[] {
  return earlierQuestions(groups, questionId).filter(
    (source) => isQuotable(source.question) && source.question.optionList.length > 0,
  );
}

/**
 * The question quoting `source`: one option per source option, carrying the source's ids and (as a copy,
 * for lists and exports) its text. An "other" or "special" source option becomes a normal one here: the
 * respondent already typed or refused in the source, and only chosen options are shown.
 */
export function quoteOptionsFrom(question: Question, source: Question): Question {
  const optionList: Option[] = [...source.optionList]
    .sort((left, right) => left.orderById - right.orderById)
    .map((option, index) => ({
      id: newItemId(),
      quId: question.id,
      orderById: index,
      optionName: option.optionName,
      type: 'normal',
      visibility: 1,
      quoteQuId: source.id,
      quoteQuDescId: option.id,
    }));
  return {
    ...question,
    quoteQuId: source.id,
    quoteQuDescId: null,
    optionList,
    // Rules naming the replaced options would name options that are gone.
    exclusiveItemsId: null,
    mutualItemsId: null,
    answerConfig: { ...question.answerConfig, optionExInd: 0, optionExItems: null, fixSomeOptionId: null },
  };
}

/**
 * The quoted options brought in line with the source's options now: a copy per source option in the source's
 * order, keeping the ids (and so the answers, codes and values) of copies whose source option is still there.
 * Returns the same question when nothing differs.
 */
export function resyncQuote(question: Question, source: Question): Question {
  const optionList = followSource(question.optionList, quoteOptionsFrom(question, source).optionList);
  return optionList ? { ...question, optionList } : question;
}

type QuotedItem = { id: string; optionName: string; orderById: number; quoteQuDescId?: string | null };

/**
 * The quoted items made afresh from the source, each keeping the item (id and settings) that quoted the same
 * source option before, with the source's text and place; null when nothing changed.
 */
function followSource<T extends QuotedItem>(before: readonly T[], fresh: readonly T[]): T[] | null {
  const kept = new Map(before.map((item) => [item.quoteQuDescId, item]));
  const next = fresh.map((made) => {
    const old = kept.get(made.quoteQuDescId);
    return old ? { ...old, orderById: made.orderById, optionName: made.optionName } : made;
  });
  const same =
    next.length === before.length &&
    next.every(
      (item, index) => item.id === before[index]?.id && item.optionName === before[index]?.optionName,
    );
  return same ? null : next;
}

/** Clearing a quote keeps the options (and rows), as ordinary ones with their copied texts. */
export function clearQuote(question: Question): Question {
  return {
    ...question,
    quoteQuId: null,
    quoteQuDescId: null,
    optionList: question.optionList.map((option) => ({ ...option, quoteQuId: null, quoteQuDescId: null })),
    descList: question.descList.map((desc) => ({ ...desc, quoteQuId: null, quoteQuDescId: null })),
  };
}

/** What a quote fills: a choice's options, or a matrix's rows (spec 1 §3: rows take their title from it). */
export type QuoteTarget = 'options' | 'rows';

/** The matrix quoting `source`: one row per source option, carrying the source's ids and a copy of its text. */
export function quoteRowsFrom(question: Question, source: Question): Question {
  const descList: Desc[] = [...source.optionList]
    .sort((left, right) => left.orderById - right.orderById)
    .map((option, index) => ({
      id: newItemId(),
      quId: question.id,
      orderById: index,
      optionName: option.optionName,
      type: 'normal',
      required: 1,
      descBeforLogics: [],
      quoteQuId: source.id,
      quoteQuDescId: option.id,
    }));
  return { ...question, quoteQuId: source.id, quoteQuDescId: null, descList };
}

/** Rows brought in line with the source's options, keeping the rows still quoted (as resyncQuote does). */
export function resyncRows(question: Question, source: Question): Question {
  const descList = followSource(question.descList, quoteRowsFrom(question, source).descList);
  return descList ? { ...question, descList } : question;
}

/** Quoting, re-syncing and the quoted items of either target. */
export const QUOTE_TARGETS = {
  options: {
    quote: quoteOptionsFrom,
    resync: resyncQuote,
    items: (question: Question): readonly (Option | Desc)[] => question.optionList,
  },
  rows: {
    quote: quoteRowsFrom,
    resync: resyncRows,
    items: (question: Question): readonly (Option | Desc)[] => question.descList,
  },
} as const;

/** Rich-text title as one line of plain text, for pickers. */
export function plainTitle(html: string): string {
  return blankQuoteTokens(html)
    .replace(/<[^>]*>/g, ' ')
    .replaceAll('&nbsp;', ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
