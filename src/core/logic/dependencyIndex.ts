import type { CompiledSurvey, Conditional } from './compile';

/**
 * The dependency index in designer terms, for tools and the designer's "logic relation exists" checks:
 * which rules read a question, and which questions (or groups) each rule acts on.
 */
export interface DependencyIndex {
  /** Ids of the rules (logic records, answer rules) whose condition reads this question. */
  readersOf(questionId: string): readonly string[];
  /** Ids of the questions or groups a rule shows, hides, fills or filters. */
  targetsOf(ruleId: string): readonly string[];
}

export function indexDependencies(survey: CompiledSurvey): DependencyIndex {
  const readers = new Map<string, Set<string>>();
  const targets = new Map<string, Set<string>>();
  const questionId = (index: number) => survey.questions[index]!.id;
  const add = (map: Map<string, Set<string>>, key: string, value: string) => {
    const set = map.get(key);
    if (set) set.add(value);
    else map.set(key, new Set([value]));
  };
  const record = (logic: Conditional, acted: readonly string[]) => {
    for (const term of logic.terms) {
      add(readers, questionId(term.source), term.recordId);
      for (const target of acted) add(targets, term.recordId, target);
    }
  };
  for (const group of survey.groups) if (group.logic) record(group.logic, [group.id]);
  for (const question of survey.questions) {
    if (question.before) record(question.before, [question.id]);
    for (const filter of question.filters) record(filter, [question.id]);
    for (const desc of question.descLogics) record(desc, [question.id]);
  }
  for (const action of survey.actions) {
    const acted = action.target !== undefined ? [action.target] : action.covered;
    record(action, acted.map(questionId));
  }
  return {
    readersOf: (id) => [...(readers.get(id) ?? [])],
    targetsOf: (id) => [...(targets.get(id) ?? [])],
  };
}
