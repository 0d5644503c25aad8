import type { AnswerRuleInput } from '../../core/api/logic';
import type { AnswerRule } from '../../core/model';
import type { MessageKey, MessageParams } from '../../i18n';
import type { DraftField } from './conditionDraft';
import { type LogicQuestion, questionLabel } from './logicQuestions';

type Translate = (key: MessageKey, params?: MessageParams) => string;

/**
 * Option filters (spec 1 §3 answer rules, §7 /surveyedit/filter): "show the options of this question that
 * were chosen — or not chosen — in an earlier one". The engine (src/core/logic/compile.ts) reads one rule per
 * option: option `optionId` shows (answerType 1) or hides (2) while option `refOptionId` of `refQuId` is
 * chosen. The editor's filter is the set of such rules from one earlier question, one per option the two
 * questions share, so the designer picks a question and a mode instead of pairing options one by one.
 */

/** 1 shows the options chosen there (an option not chosen is hidden); 2 hides the options chosen there. */
export type FilterMode = 1 | 2;

/**
 * Questions whose options are a list of texts a respondent picks from: they can be filtered and be followed.
 * Dropdowns and cascades take their values from level data, matrices choose per row, and image or region
 * questions have no option texts to pair, so none of them is offered.
 */
const TEXT_CHOICE: ReadonlySet<LogicQuestion['elementType']> = new Set(['RadioBox', 'CheckBox']);

export function isFilterOwner(question: Pick<LogicQuestion, 'elementType' | 'options'>): boolean {
  return TEXT_CHOICE.has(question.elementType) && question.options.length > 0;
}

/** An option of the owner and the option of the followed question it corresponds to (the same text). */
export type OptionPair = { optionId: string; refOptionId: string; text: string };

const sameText = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();

/**
 * The owner's options that correspond to options of `source`: the same text (white space and case aside),
 * each option of `source` used once, in the owner's order. Options without a counterpart are not filtered.
 */
export function optionPairs(
  owner: Pick<LogicQuestion, 'options'>,
  source: Pick<LogicQuestion, 'options'>,
): OptionPair[] {
  const unused = [...source.options];
  const pairs: OptionPair[] = [];
  for (const option of owner.options) {
    const key = sameText(option.text);
    if (key === '') continue;
    const at = unused.findIndex((candidate) => sameText(candidate.text) === key);
    if (at < 0) continue;
    const [match] = unused.splice(at, 1);
    if (match) pairs.push({ optionId: option.id, refOptionId: match.id, text: option.text });
  }
  return pairs;
}

/**
 * The questions a filter of `ownerId` may follow: choice questions before it (the server reads only earlier
 * questions, and only options of single or multiple choice) sharing at least one option text with it.
 */
export function filterSources(questions: readonly LogicQuestion[], ownerId: string): LogicQuestion[] {
  const owner = questions.find((question) => question.id === ownerId);
  if (!owner) return [];
  return questions.filter(
    (question) =>
      question.position < owner.position &&
      TEXT_CHOICE.has(question.elementType) &&
      optionPairs(owner, question).length > 0,
  );
}

/**
 * The stored rules as the dialog lists them: the rules pairing an owner option with an option of one earlier
 * question in one mode form one filter; any other rule (every option at once, or "when that question was
 * answered", written by another client) is listed on its own.
 */
export type FilterView =
  | { kind: 'follow'; key: string; refQuId: string; answerType: FilterMode; rules: AnswerRule[] }
  | { kind: 'single'; key: string; rule: AnswerRule };

const modeOf = (rule: Pick<AnswerRule, 'answerType'>): FilterMode => (rule.answerType === 2 ? 2 : 1);
const isPaired = (rule: AnswerRule) => Boolean(rule.optionId && rule.refOptionId);

export function filterViews(rules: readonly AnswerRule[]): FilterView[] {
  const views: FilterView[] = [];
  const follows = new Map<string, Extract<FilterView, { kind: 'follow' }>>();
  for (const rule of rules) {
    if (!isPaired(rule)) {
      views.push({ kind: 'single', key: rule.id, rule });
      continue;
    }
    const key = `${rule.refQuId}:${modeOf(rule)}`;
    const view = follows.get(key);
    if (view) {
      view.rules.push(rule);
      continue;
    }
    const created = {
      kind: 'follow' as const,
      key,
      refQuId: rule.refQuId,
      answerType: modeOf(rule),
      rules: [rule],
    };
    follows.set(key, created);
    views.push(created);
  }
  return views;
}

const textOf = (
  id: string | null | undefined,
  items: readonly { id: string; text: string }[],
  missing: string,
) => items.find((item) => item.id === id)?.text ?? missing;

/**
 * A filter in words: "显示 Q1 爱好 中选择了的选项：x、y", "隐藏 …"; a lone rule: "选项 x：Q1 爱好 选择 y 时显示",
 * "全部选项：Q1 爱好 已作答时隐藏". Deleted questions and options are named as such.
 */
export function describeFilter(
  view: FilterView,
  owner: Pick<LogicQuestion, 'options'>,
  questions: readonly LogicQuestion[],
  t: Translate,
): string {
  const missingOption = t('logicEditor.missingOption');
  if (view.kind === 'follow') {
    const source = questions.find((question) => question.id === view.refQuId);
    const question = source ? questionLabel(source) : t('logicEditor.missingQuestion');
    const options = view.rules.map((rule) => textOf(rule.optionId, owner.options, missingOption)).join('、');
    const key = view.answerType === 2 ? 'logicEditor.filter.hideChosen' : 'logicEditor.filter.showChosen';
    return t(key, { question, options });
  }
  const { rule } = view;
  const source = questions.find((question) => question.id === rule.refQuId);
  const question = source ? questionLabel(source) : t('logicEditor.missingQuestion');
  const option = rule.optionId
    ? textOf(rule.optionId, owner.options, missingOption)
    : t('logicEditor.filter.allOptions');
  const when = rule.refOptionId
    ? t('logicEditor.filter.whenChosen', {
        question,
        option: textOf(rule.refOptionId, source?.options ?? [], missingOption),
      })
    : t('logicEditor.filter.whenAnswered', { question });
  return t(modeOf(rule) === 2 ? 'logicEditor.filter.singleHide' : 'logicEditor.filter.singleShow', {
    option,
    when,
  });
}

/** The filter as the form edits it: the question followed, the mode, and which corresponding options follow. */
export type FilterDraft = {
  /** The rules of the filter being edited (replaced on save); empty for a new filter. */
  replacing: string[];
  refQuId: string | null;
  answerType: FilterMode;
  /** Owner options that follow; the corresponding ones of the picked question, all of them by default. */
  optionIds: string[];
};

export function emptyFilter(): FilterDraft {
  return { replacing: [], refQuId: null, answerType: 1, optionIds: [] };
}

/** The draft after a question is picked: every option it shares with the owner follows it. */
export function withFilterSource(
  draft: FilterDraft,
  owner: LogicQuestion,
  source: LogicQuestion,
): FilterDraft {
  return { ...draft, refQuId: source.id, optionIds: optionPairs(owner, source).map((pair) => pair.optionId) };
}

/** A listed filter back into the form. */
export function filterDraftOf(view: Extract<FilterView, { kind: 'follow' }>): FilterDraft {
  return {
    replacing: view.rules.map((rule) => rule.id),
    refQuId: view.refQuId,
    answerType: view.answerType,
    optionIds: view.rules.flatMap((rule) => (rule.optionId ? [rule.optionId] : [])),
  };
}

export type FilterProblem =
  | 'logicEditor.filter.problem.pickQuestion'
  | 'logicEditor.filter.problem.noPairs'
  | 'logicEditor.filter.problem.pickOptions';

export type FilterOutcome = { filters: AnswerRuleInput[] } | { problem: FilterProblem; field: DraftField };

/** A stored rule sent back unchanged: its id keeps it (the server replaces the set with what is sent). */
const kept = (rule: AnswerRule): AnswerRuleInput => ({
  id: rule.id,
  optionId: rule.optionId ?? null,
  answerType: modeOf(rule),
  refQuId: rule.refQuId,
  refOptionId: rule.refOptionId ?? null,
});

/**
 * The question's whole set of option filters after saving the draft (/surveyedit/filter replaces the set):
 * the stored rules, less those of the filter edited and every paired rule following the same question (a
 * question is followed one way — show and hide of one option by one answer would contradict), plus one rule
 * per option that follows. The server's checks (earlier question, options on both sides) are met here first.
 */
export function filterSetRequest(
  draft: FilterDraft,
  owner: LogicQuestion,
  source: LogicQuestion | undefined,
  stored: readonly AnswerRule[],
): FilterOutcome {
  if (!draft.refQuId || !source)
    return { problem: 'logicEditor.filter.problem.pickQuestion', field: 'question' };
  const pairs = optionPairs(owner, source);
  if (pairs.length === 0) return { problem: 'logicEditor.filter.problem.noPairs', field: 'question' };
  const chosen = new Set(draft.optionIds);
  const following = pairs.filter((pair) => chosen.has(pair.optionId));
  if (following.length === 0) return { problem: 'logicEditor.filter.problem.pickOptions', field: 'options' };
  const replaced = new Set(draft.replacing);
  const others = stored.filter(
    (rule) => !replaced.has(rule.id) && !(isPaired(rule) && rule.refQuId === source.id),
  );
  return {
    filters: [
      ...others.map(kept),
      ...following.map((pair) => ({
        optionId: pair.optionId,
        answerType: draft.answerType,
        refQuId: source.id,
        refOptionId: pair.refOptionId,
      })),
    ],
  };
}

/** The set without one listed filter (its delete). */
export function filterSetWithout(view: FilterView, stored: readonly AnswerRule[]): AnswerRuleInput[] {
  const removed = new Set(view.kind === 'follow' ? view.rules.map((rule) => rule.id) : [view.rule.id]);
  return stored.filter((rule) => !removed.has(rule.id)).map(kept);
}

/** Whether saving the draft replaces a stored filter other than the one edited (the form says so). */
export function replacesOtherFilter(draft: FilterDraft, stored: readonly AnswerRule[]): boolean {
  const replaced = new Set(draft.replacing);
  return stored.some((rule) => !replaced.has(rule.id) && isPaired(rule) && rule.refQuId === draft.refQuId);
}
