import { type Group, groupSchema, type Question } from '../../../../src/core/model';
import { newQuestion } from '../../../../src/questions/catalogue';

/**
 * A small survey for the logic editor's pure code. Group A: Q1 radio (男, 女), Q2 checkbox (x, y, z), Q3 number,
 * Q4 fill-in, a page break, Q5 time (HHmm); group B: Q6 matrix single, Q7 radio (c, d), Q8 rating group.
 */
let counter = 0;
const makeId = () => `id-${++counter}`;

export function question(
  catalogKey: string,
  groupId: string,
  orderById: number,
  overrides: Partial<Question> = {},
) {
  return {
    ...newQuestion(catalogKey, { id: makeId(), belongId: 's1', groupId, orderById, makeId }),
    ...overrides,
  };
}

const withOptions = (base: Question, names: string[]): Question => ({
  ...base,
  optionList: names.map((optionName, orderById) => ({
    ...base.optionList[0]!,
    id: `${base.id}-${optionName}`,
    optionName,
    orderById,
  })),
});

export function logicFixture() {
  const q1 = withOptions(question('radio', 'A', 0, { quTitle: '<p>性别</p>' }), ['男', '女']);
  const q2 = withOptions(question('checkbox', 'A', 1, { quTitle: '爱好' }), ['x', 'y', 'z']);
  const q3 = question('number', 'A', 2, { quTitle: '年收入' });
  const q4 = question('fillBlank', 'A', 3, { quTitle: '说明' });
  const page = question('pageBreak', 'A', 4);
  const q5 = question('time', 'A', 5, { quTitle: '时间' });
  const q6 = question('matrixRadio', 'B', 0, { quTitle: '矩阵' });
  const q7 = withOptions(question('radio', 'B', 1, { quTitle: '满意' }), ['c', 'd']);
  const q8 = question('ratingGroup', 'B', 2, { quTitle: '评分' });
  const groups: Group[] = [
    groupSchema.parse({
      id: 'A',
      surveyId: 's1',
      groupType: 2,
      groupTitle: 'A',
      questionList: [q1, q2, q3, q4, page, q5],
    }),
    groupSchema.parse({ id: 'B', surveyId: 's1', groupType: 2, groupTitle: 'B', questionList: [q6, q7, q8] }),
  ];
  return { groups, q1, q2, q3, q4, page, q5, q6, q7, q8 };
}
