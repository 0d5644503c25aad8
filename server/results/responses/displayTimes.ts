import type { ShownDisplayTime } from '../../../src/core/api/results';
import type { Question } from '../../../src/core/model';
import { questionTitleText } from '../../../src/core/results/labels';
import { timedItemsOf } from '../../../src/core/validation/displayTime';
import { storedDisplayTimes } from '../displayTimes';

/**
 * The response detail's display times: every timed item of the release the response was given with (the
 * runner's own rule, timedItemsOf), with what the response's paradata recorded of it, or nulls when the
 * respondent never reached it.
 */
export function shownDisplayTimes(
  groups: readonly { questionList: readonly Question[] }[],
  stored: unknown,
): ShownDisplayTime[] {
  const records = storedDisplayTimes(stored);
  const questions = new Map(groups.flatMap((group) => group.questionList).map((q) => [q.id, q]));
  const codeOf = (id: string) => {
    const question = questions.get(id);
    return question?.itemCode ?? question?.quNum ?? '';
  };
  // Page breaks are counted in the order the runner walks them, as the exports' columns count them.
  const pageBreakAt = new Map<string, number>();
  for (const group of groups) {
    const ordered = [...group.questionList].sort((left, right) => left.orderById - right.orderById);
    for (const question of ordered) {
      if (question.elementType === 'PageBox') pageBreakAt.set(question.id, pageBreakAt.size + 1);
    }
  }
  return timedItemsOf(groups).map((item) => {
    const question = questions.get(item.id);
    const isPageBreak = question?.elementType === 'PageBox';
    const record = records[item.id];
    return {
      itemId: item.id,
      kind: isPageBreak ? 'page' : 'question',
      itemCode: isPageBreak ? '' : codeOf(item.id),
      title: question && !isPageBreak ? questionTitleText(question) : '',
      pageBreak: isPageBreak ? (pageBreakAt.get(item.id) ?? null) : null,
      covers: item.covers.map(codeOf).filter((code) => code !== ''),
      limitSeconds: item.ms / 1000,
      end: item.end,
      shownSeconds: record ? record.shownMs / 1000 : null,
      ranOut: record ? record.ranOut : null,
    };
  });
}
