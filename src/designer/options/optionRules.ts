import type { Question } from '../../core/model';
import { joinCommaList, splitCommaList } from '../../core/model';

/** optionRuleType: 0 the chosen options are exclusive (alone), 1 they are mutually exclusive (one of them). */
export type OptionRuleType = 0 | 1;

export function optionRuleType(question: Question): OptionRuleType {
  const type = question.optionRuleType ?? Number(question.answerConfig.optionExType ?? 0);
  return type === 1 ? 1 : 0;
}

/** The ids chosen for the current rule type. */
export function ruleIds(question: Question): string[] {
  return splitCommaList(optionRuleType(question) === 1 ? question.mutualItemsId : question.exclusiveItemsId);
}

/**
 * Writes the rule in both places the spec keeps it: the question's optionRuleType and id lists (read back by
 * the group saves) and answerConfig's optionExInd / optionExType / optionExItems. Only the list of the
 * active type is kept, so switching type never leaves stale ids behind.
 */
export function writeOptionRule(
  question: Question,
  rule: { enabled: boolean; type: OptionRuleType; ids: readonly string[] },
): Question {
  const known = new Set(question.optionList.map((option) => option.id));
  const ids = joinCommaList(rule.ids.filter((id) => known.has(id)));
  return {
    ...question,
    optionRuleType: rule.type,
    exclusiveItemsId: rule.type === 0 ? ids : '',
    mutualItemsId: rule.type === 1 ? ids : '',
    answerConfig: {
      ...question.answerConfig,
      optionExInd: rule.enabled ? 1 : 0,
      optionExType: String(rule.type),
      optionExItems: ids,
    },
  };
}

export function setRuleEnabled(question: Question, enabled: boolean): Question {
  return writeOptionRule(question, { enabled, type: optionRuleType(question), ids: ruleIds(question) });
}

/** Switching between exclusive and mutual keeps the chosen options. */
export function setRuleType(question: Question, type: OptionRuleType): Question {
  return writeOptionRule(question, {
    enabled: question.answerConfig.optionExInd === 1,
    type,
    ids: ruleIds(question),
  });
}

/** Adds or removes one option from the rule's chosen options. */
export function toggleRuleOption(question: Question, optionId: string): Question {
  const ids = ruleIds(question);
  const next = ids.includes(optionId) ? ids.filter((id) => id !== optionId) : [...ids, optionId];
  return writeOptionRule(question, {
    enabled: question.answerConfig.optionExInd === 1,
    type: optionRuleType(question),
    ids: next,
  });
}
