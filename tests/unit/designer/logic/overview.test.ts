import { describe, expect, it } from 'vitest';
import { analyseReachability } from '../../../../src/core/logic/reachability';
import type { Group, LogicRecord } from '../../../../src/core/model';
import { logicQuestions } from '../../../../src/designer/logic/logicQuestions';
import { overviewOwners, unreachableEntries } from '../../../../src/designer/logic/overviewModel';
import { translate } from '../../../../src/i18n';
import { logicFixture } from './fixture';

const zh = (key: string, params?: Record<string, string | number>) => translate('zh', key, params);
const en = (key: string, params?: Record<string, string | number>) => translate('en', key, params);

/** The fixture with rules: Q2 shows for 男; Q1 女 jumps to Q7 (two records, one action); group B shows for 男 and 女. */
function withRules(): { groups: Group[]; ids: ReturnType<typeof logicFixture> } {
  const f = logicFixture();
  const male = `${f.q1.id}-男`;
  const female = `${f.q1.id}-女`;
  const cond = (id: string, anQuItemId: string, extra: Partial<LogicRecord> = {}): LogicRecord => ({
    id,
    anAnd: 1,
    anQuId: f.q1.id,
    anQuItemId,
    geLe: '1',
    ...extra,
  });
  const groups = f.groups.map((group) => ({
    ...group,
    groupBeforLogics: group.id === 'B' ? [cond('g1', male), cond('g2', female, { anAnd: 2 })] : [],
    questionList: group.questionList.map((question) => {
      if (question.id === f.q2.id) return { ...question, quBeforLogics: [cond('b1', male)] };
      if (question.id === f.q1.id)
        return {
          ...question,
          quLogics: [
            cond('j1', female, { logicType: 1, toQuId: f.q7.id }),
            cond('j2', male, { logicType: 1, toQuId: f.q7.id }),
            cond('e1', female, { logicType: 2 }),
          ],
        };
      return question;
    }),
  }));
  return { groups, ids: f };
}

describe('the logic overview', () => {
  it('says every rule as a sentence, grouped by its owner in survey order', () => {
    const { groups, ids } = withRules();
    const owners = overviewOwners(groups, logicQuestions(groups), zh);
    expect(owners.map((owner) => [owner.kind, owner.label, owner.rules.map((rule) => rule.text)])).toEqual([
      [
        'question',
        'Q1 性别',
        ['若 Q1 性别 选择 女 或 Q1 性别 选择 男，则跳转到 Q7 满意', '若 Q1 性别 选择 女，则结束作答'],
      ],
      ['question', 'Q2 爱好', ['若 Q1 性别 选择 男，则显示本题']],
      ['group', '题组 B B', ['若 Q1 性别 选择 男 且 Q1 性别 选择 女，则显示本题组']],
    ]);
    // A group's link goes to its first question.
    expect(owners[2]!.scrollTo).toBe(ids.q6.id);
    expect(overviewOwners(groups, logicQuestions(groups), en)[1]!.rules[0]!.text).toBe(
      'If Q1 性别 is 男, show this question',
    );
  });

  it('names the questions nobody reaches, with the reason in words', () => {
    const { groups } = withRules();
    const questions = logicQuestions(groups);
    const entries = unreachableEntries(groups, questions, analyseReachability({ groups }), zh);
    expect(entries.map((entry) => [entry.label, entry.reason])).toEqual([
      ['Q6 矩阵', '所在题组 B B 的题组逻辑永远不成立：Q1 性别 选择 男 且 Q1 性别 选择 女'],
      ['Q7 满意', '所在题组 B B 的题组逻辑永远不成立：Q1 性别 选择 男 且 Q1 性别 选择 女'],
      ['Q8 评分', '所在题组 B B 的题组逻辑永远不成立：Q1 性别 选择 男 且 Q1 性别 选择 女'],
    ]);
  });
});
