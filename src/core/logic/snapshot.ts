import type { AnswerValue } from '../model';
import type { LogicState } from './types';

/** A plain, sorted copy of a state: safe to keep after the engine moves on, and comparable with toEqual. */
export interface LogicSnapshot {
  visibleQuestions: string[];
  visibleGroups: string[];
  hiddenOptions: Record<string, string[]>;
  hiddenDescs: Record<string, string[]>;
  ended: { byQuestionId: string } | null;
  assigned: Record<string, AnswerValue>;
}

export function snapshotState(state: LogicState): LogicSnapshot {
  const sortedRecord = (map: ReadonlyMap<string, ReadonlySet<string>>) =>
    Object.fromEntries([...map.keys()].sort().map((key) => [key, [...map.get(key)!].sort()]));
  return {
    visibleQuestions: [...state.visibleQuestions].sort(),
    visibleGroups: [...state.visibleGroups].sort(),
    hiddenOptions: sortedRecord(state.hiddenOptions),
    hiddenDescs: sortedRecord(state.hiddenDescs),
    ended: state.ended ? { byQuestionId: state.ended.byQuestionId } : null,
    assigned: structuredClone(state.assigned),
  };
}
