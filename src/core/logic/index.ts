export * from './codes';
export { createLogicEngine, type LogicEngine, type LogicEngineOptions } from './engine';
export type { DependencyIndex } from './dependencyIndex';
export { conditionKindOf, type ConditionKind } from './kinds';
export type { AnswerChange, LogicChanges, LogicIssue, LogicState } from './types';
export { snapshotState, type LogicSnapshot } from './snapshot';
