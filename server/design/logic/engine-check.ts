import { compileSurvey } from '../../../src/core/logic/compile';
import { buildGraph } from '../../../src/core/logic/graph';
import type { LogicIssue } from '../../../src/core/logic/types';
import type { Group, Release } from '../../../src/core/model';

/**
 * The survey's logic as the engine will run it, with the new or changed rules in place: the runner's worker
 * and the server's save path build exactly this (compile.ts, then graph.ts, which switches off every rule on
 * a dependency cycle). The checks of validate.ts come first and name the problem precisely; this is the
 * last word on whether the engine can run the rules written, and the only place cycles show: a rule can
 * close one through questions far from it (Q2 jumps over Q4, Q4 assigns Q2).
 *
 * Returns why the engine would not run one of `ruleIds`, or undefined when it runs them all.
 */
export function engineProblem(
  groups: readonly Group[],
  ruleIds: readonly string[],
): LogicIssue['reason'] | undefined {
  // compileSurvey reads the groups of a release only; an unpublished design has just those.
  const survey = compileSurvey({ groups: [...groups] } as Release);
  // Building the graph switches off (unit.disabled) every rule that lies on a dependency cycle.
  buildGraph(survey);
  const wanted = new Set(ruleIds);
  const onCycle = survey.units.some((unit) => unit.disabled && unit.ruleIds.some((id) => wanted.has(id)));
  if (onCycle) return 'cycle';
  return survey.issues.find((issue) => wanted.has(issue.ruleId))?.reason;
}
