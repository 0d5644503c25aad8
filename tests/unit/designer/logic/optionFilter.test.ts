import { describe, expect, it } from 'vitest';
import { optionFilterRequestSchema } from '../../../../src/core/api/logic';
import type { AnswerRule, Group } from '../../../../src/core/model';
import { groupSchema } from '../../../../src/core/model';
import { logicQuestions } from '../../../../src/designer/logic/logicQuestions';
import {
  describeFilter,
  emptyFilter,
  filterDraftOf,
  filterSetRequest,
  filterSetWithout,
  filterSources,
  filterViews,
  isFilterOwner,
  optionPairs,
  replacesOtherFilter,
  withFilterSource,
} from '../../../../src/designer/logic/optionFilter';
import { refusedField } from '../../../../src/designer/logic/refusal';
import { translate } from '../../../../src/i18n';
import { question } from './fixture';

const zh = (key: string, params?: Record<string, string | number>) => translate('zh', key, params);

const withOptions = (base: ReturnType<typeof question>, names: string[]) => ({
  ...base,
  optionList: names.map((optionName, orderById) => ({
    ...base.optionList[0]!,
    id: `${base.id}-${orderById}`,
    optionName,
    orderById,
  })),
});

/** Q1 checkbox (跑步, 游泳, 骑车), Q2 radio (<p>游泳</p>, 跑步 , 其他), Q3 number, Q4 radio (a, b), Q5 checkbox (跑步, 其他). */
function survey() {
  const q1 = withOptions(question('checkbox', 'A', 0, { quTitle: '运动' }), ['跑步', '游泳', '骑车']);
  const q2 = withOptions(question('radio', 'A', 1, { quTitle: '最爱' }), ['<p>游泳</p>', ' 跑步 ', '其他']);
  const q3 = question('number', 'A', 2, { quTitle: '次数' });
  const q4 = withOptions(question('radio', 'A', 3, { quTitle: '无关' }), ['a', 'b']);
  const q5 = withOptions(question('checkbox', 'A', 4, { quTitle: '再选' }), ['跑步', '其他']);
  const groups: Group[] = [
    groupSchema.parse({
      id: 'A',
      surveyId: 's1',
      groupType: 2,
      groupTitle: 'A',
      questionList: [q1, q2, q3, q4, q5],
    }),
  ];
  const questions = logicQuestions(groups);
  const byId = (id: string) => questions.find((item) => item.id === id)!;
  return { q1: byId(q1.id), q2: byId(q2.id), q3: byId(q3.id), q4: byId(q4.id), q5: byId(q5.id), questions };
}

describe('option filters: who filters, who is followed, how options correspond', () => {
  const s = survey();

  it('filters only choice questions with options', () => {
    expect(isFilterOwner(s.q2)).toBe(true);
    expect(isFilterOwner(s.q1)).toBe(true);
    expect(isFilterOwner(s.q3)).toBe(false);
    expect(isFilterOwner({ ...s.q2, options: [] })).toBe(false);
  });

  it('pairs options by their text, ignoring markup, spaces and case, in the owner’s order', () => {
    expect(optionPairs(s.q2, s.q1)).toEqual([
      { optionId: s.q2.options[0]!.id, refOptionId: s.q1.options[1]!.id, text: '游泳' },
      { optionId: s.q2.options[1]!.id, refOptionId: s.q1.options[0]!.id, text: '跑步' },
    ]);
    expect(optionPairs(s.q4, s.q1)).toEqual([]);
    // Each option of the followed question is used once.
    const twice = { ...s.q2, options: [s.q2.options[1]!, { id: 'again', text: '跑步' }] };
    expect(optionPairs(twice, s.q1).map((pair) => pair.optionId)).toEqual([s.q2.options[1]!.id]);
  });

  it('offers only earlier choice questions that share an option text', () => {
    expect(filterSources(s.questions, s.q2.id).map((item) => item.id)).toEqual([s.q1.id]);
    // Q5 shares 跑步 with Q1 and 跑步, 其他 with Q2; Q3 (number) and Q4 (no shared text) are left out.
    expect(filterSources(s.questions, s.q5.id).map((item) => item.id)).toEqual([s.q1.id, s.q2.id]);
    expect(filterSources(s.questions, s.q1.id)).toEqual([]);
    expect(filterSources(s.questions, 'gone')).toEqual([]);
  });
});

describe('option filters: drafts into the whole set /surveyedit/filter takes', () => {
  const s = survey();

  it('asks for a question, then for options, before sending', () => {
    expect(filterSetRequest(emptyFilter(), s.q2, undefined, [])).toEqual({
      problem: 'logicEditor.filter.problem.pickQuestion',
      field: 'question',
    });
    const picked = withFilterSource(emptyFilter(), s.q2, s.q1);
    expect(picked.optionIds).toEqual([s.q2.options[0]!.id, s.q2.options[1]!.id]);
    expect(filterSetRequest({ ...picked, optionIds: [] }, s.q2, s.q1, [])).toEqual({
      problem: 'logicEditor.filter.problem.pickOptions',
      field: 'options',
    });
    expect(filterSetRequest({ ...picked, refQuId: s.q4.id }, s.q2, s.q4, [])).toEqual({
      problem: 'logicEditor.filter.problem.noPairs',
      field: 'question',
    });
  });

  it('makes one rule per following option, keeps the other filters by id and replaces those of the same question', () => {
    const elsewhere: AnswerRule = {
      id: 'r-other',
      optionId: null,
      answerType: 2,
      refQuId: s.q4.id,
      refOptionId: null,
    };
    const old: AnswerRule = {
      id: 'r-old',
      optionId: s.q2.options[0]!.id,
      answerType: 2,
      refQuId: s.q1.id,
      refOptionId: s.q1.options[1]!.id,
    };
    const draft = { ...withFilterSource(emptyFilter(), s.q2, s.q1), optionIds: [s.q2.options[1]!.id] };
    expect(replacesOtherFilter(draft, [elsewhere, old])).toBe(true);
    const outcome = filterSetRequest(draft, s.q2, s.q1, [elsewhere, old]);
    expect(outcome).toEqual({
      filters: [
        { id: 'r-other', optionId: null, answerType: 2, refQuId: s.q4.id, refOptionId: null },
        { optionId: s.q2.options[1]!.id, answerType: 1, refQuId: s.q1.id, refOptionId: s.q1.options[0]!.id },
      ],
    });
    // What is sent is what the server's schema takes.
    if ('filters' in outcome)
      expect(optionFilterRequestSchema.safeParse({ quId: s.q2.id, filters: outcome.filters }).success).toBe(
        true,
      );
  });

  it('lists paired rules as one filter per question and mode, edits and deletes it as a whole', () => {
    const rules: AnswerRule[] = [
      {
        id: 'a',
        optionId: s.q5.options[0]!.id,
        answerType: 1,
        refQuId: s.q1.id,
        refOptionId: s.q1.options[0]!.id,
      },
      {
        id: 'b',
        optionId: s.q5.options[1]!.id,
        answerType: 2,
        refQuId: s.q2.id,
        refOptionId: s.q2.options[2]!.id,
      },
      { id: 'c', optionId: null, answerType: 2, refQuId: s.q1.id, refOptionId: null },
      { id: 'd', optionId: s.q5.options[1]!.id, answerType: 2, refQuId: s.q2.id, refOptionId: 'gone' },
    ];
    const views = filterViews(rules);
    expect(views.map((view) => view.key)).toEqual([`${s.q1.id}:1`, `${s.q2.id}:2`, 'c']);
    expect(views.map((view) => describeFilter(view, s.q5, s.questions, zh))).toEqual([
      '只显示 Q1 运动 中选择了的选项：跑步',
      '隐藏 Q2 最爱 中选择了的选项：其他、其他',
      '全部选项：Q1 运动 已作答时隐藏',
    ]);
    const second = views[1]!;
    if (second.kind !== 'follow') throw new Error('a filter');
    const draft = filterDraftOf(second);
    expect(draft).toEqual({
      replacing: ['b', 'd'],
      refQuId: s.q2.id,
      answerType: 2,
      optionIds: [s.q5.options[1]!.id, s.q5.options[1]!.id],
    });
    expect(replacesOtherFilter(draft, rules)).toBe(false);
    expect(filterSetWithout(second, rules).map((rule) => rule.id)).toEqual(['a', 'c']);
    expect(filterSetWithout(views[2]!, rules).map((rule) => rule.id)).toEqual(['a', 'b', 'd']);
  });

  it('names a single rule’s option and answer, and deleted ones as such', () => {
    const rule: AnswerRule = {
      id: 'x',
      optionId: s.q2.options[2]!.id,
      answerType: 1,
      refQuId: s.q1.id,
      refOptionId: s.q1.options[2]!.id,
    };
    const [view] = filterViews([{ ...rule, refOptionId: null }]);
    expect(describeFilter(view!, s.q2, s.questions, zh)).toBe('其他：Q1 运动 已作答时显示');
    const [gone] = filterViews([{ ...rule, optionId: null, refQuId: 'gone', refOptionId: null }]);
    expect(describeFilter(gone!, s.q2, s.questions, zh)).toBe('全部选项：（已删除的题目） 已作答时显示');
  });
});

describe('option filters: a server refusal marks the form field it is about', () => {
  it('maps the rule fields to the question picker and the options', () => {
    expect(refusedField({ field: 'refQuId', reason: 'x', questions: [] })).toBe('question');
    expect(refusedField({ field: 'refOptionId', reason: 'x', questions: [] })).toBe('options');
    expect(refusedField({ field: 'optionId', reason: 'x', questions: [] })).toBe('options');
  });
});
