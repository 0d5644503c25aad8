import type { Option, Question } from '../../core/model';
import { optionRuleIdsOf } from './familyRules';

/** Which options clear others when chosen (spec 2 §4), read once per question. */
export interface ChoiceRules {
  /** Special options (don't know, none of the above, refuse) and the legacy `none` type. */
  special: ReadonlySet<string>;
  /** Exclusive options of the custom option rule (rule type 0): chosen only alone. */
  exclusive: ReadonlySet<string>;
  /** Mutually exclusive options (rule type 1): at most one of them at a time. */
  mutual: ReadonlySet<string>;
}

export function choiceRulesOf(question: Question): ChoiceRules {
  const { exclusive, mutual } = optionRuleIdsOf(question);
  const special = question.optionList
    .filter((option) => option.type === 'special' || option.type === 'none')
    .map((option) => option.id);
  return { special: new Set(special), exclusive: new Set(exclusive), mutual: new Set(mutual) };
}

const standsAlone = (rules: ChoiceRules, id: string) => rules.special.has(id) || rules.exclusive.has(id);

/**
 * The chosen ids after a tap on `optionId` in a multiple choice: a chosen option is unchosen; a special or
 * exclusive option replaces everything; a normal option drops any special or exclusive one and, when it is
 * one of the mutually exclusive options, the other mutual ones. The order of choosing is kept.
 */
export function toggleMultiple(chosen: readonly string[], optionId: string, rules: ChoiceRules): string[] {
  if (chosen.includes(optionId)) return chosen.filter((id) => id !== optionId);
  if (standsAlone(rules, optionId)) return [optionId];
  const mutual = rules.mutual.has(optionId);
  const kept = chosen.filter((id) => !standsAlone(rules, id) && !(mutual && rules.mutual.has(id)));
  return [...kept, optionId];
}

/** Other texts kept only for chosen options of type other: an unchosen "other" forgets its text. */
export function keepOtherText(
  otherText: Readonly<Record<string, string>>,
  chosen: readonly string[],
  options: readonly Pick<Option, 'id' | 'type'>[],
): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const id of chosen) {
    const text = otherText[id];
    if (text !== undefined && options.some((option) => option.id === id && option.type === 'other')) {
      kept[id] = text;
    }
  }
  return kept;
}

/** Options in the order the runner gives (shuffled, hidden ones removed); unknown ids are skipped. */
export function orderedItems<T extends { id: string }>(items: readonly T[], order: readonly string[]): T[] {
  const byId = new Map(items.map((item) => [item.id, item]));
  return order.map((id) => byId.get(id)).filter((item): item is T => item !== undefined);
}
