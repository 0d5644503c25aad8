import { makeVariableNames } from '../../../../server/results/exports/sav/names';
import { truncateUtf8 } from '../../../../server/results/exports/sav/text';
import type { SavDictionary, SavValue, SavVariable } from '../../../../server/results/exports/sav/types';

/** A survey export in miniature: zh, ja and ko names and labels, every kind of record the writer makes. */
export const [CJK_LONG_NAME, ASCII_LONG_NAME] = makeVariableNames([
  '这是一个非常非常长的中文题目编码用于测试长变量名记录是否正确处理',
  'satisfaction_with_the_customer_service_hotline_overall_rating_version_2',
]) as [string, string];

const variables: SavVariable[] = [
  { type: 'numeric', name: 'id', format: { type: 'F', width: 8, decimals: 0 }, measure: 'scale' },
  {
    type: 'numeric',
    name: '性别',
    label: '您的性别',
    format: { type: 'F', width: 1, decimals: 0 },
    valueLabels: [
      { value: 1, label: '男' },
      { value: 2, label: '女' },
    ],
    missingValues: [9],
  },
  {
    type: 'numeric',
    name: '満足度',
    label: '全体の満足度',
    measure: 'ordinal',
    format: { type: 'F', width: 2, decimals: 0 },
    valueLabels: [
      { value: 1, label: 'とても不満' },
      { value: 5, label: 'とても満足' },
    ],
  },
  {
    type: 'numeric',
    name: '만족도',
    label: '전반적 만족도',
    format: { type: 'F', width: 1, decimals: 0 },
    valueLabels: [
      { value: 1, label: '매우 불만' },
      { value: 2, label: '보통' },
      { value: 3, label: '매우 만족' },
    ],
  },
  { type: 'numeric', name: 'score', label: '得分', format: { type: 'F', width: 12, decimals: 2 } },
  {
    type: 'string',
    name: 'city',
    label: '城市',
    width: 8,
    valueLabels: [
      { value: '上海', label: '上海市' },
      { value: 'bj', label: '北京市' },
    ],
  },
  {
    type: 'string',
    name: 'comment',
    label: '意见（十字节）',
    width: 10,
    valueLabels: [
      { value: '无意见', label: '没有意见，谢谢' },
      { value: '日本語', label: '日本語の回答です' },
      { value: '한국어', label: '한국어 응답' },
    ],
  },
  { type: 'string', name: 'essay', label: '开放题：请详细描述', width: 700 },
  { type: 'numeric', name: CJK_LONG_NAME, label: '长变量名', format: { type: 'F', width: 1, decimals: 0 } },
  { type: 'numeric', name: ASCII_LONG_NAME, format: { type: 'F', width: 1, decimals: 0 } },
  ...['选项一', '選択肢二', '선택지 셋'].map(
    (label, index): SavVariable => ({
      type: 'numeric',
      name: `q5_${index + 1}`,
      label,
      measure: 'nominal',
      format: { type: 'F', width: 1, decimals: 0 },
      valueLabels: [
        { value: 0, label: '未选' },
        { value: 1, label: '选中' },
      ],
    }),
  ),
];

export const DICTIONARY: SavDictionary = {
  fileLabel: '问卷导出 アンケート 설문 조사 — a label longer than sixty-four bytes is cut on a character',
  variables,
  multipleResponseSets: [
    {
      name: '$q5',
      label: '你用过哪些产品？（複数回答）',
      countedValue: 1,
      variables: ['q5_1', 'q5_2', 'q5_3'],
    },
  ],
};

const COMMENTS = ['无意见', '日本語', '한국어', '中文字符串', '日本語です', 'no opinion', '', null] as const;

/** Case `i` (deterministic): integers, fractions, huge numbers, blanks, CJK text cut at the width. */
export function caseAt(i: number): SavValue[] {
  const essay =
    i % 10 === 0
      ? '한'.repeat(300)
      : i % 10 === 5
        ? null
        : `第${i}条：${'长文本テキスト텍스트'.repeat(1 + (i % 30))}`;
  return [
    i + 1,
    [1, 2, 9, null][i % 4]!,
    i % 7 === 0 ? null : (i % 5) + 1,
    (i % 3) + 1,
    i % 11 === 0 ? null : i % 2 === 0 ? (i % 1000) / 4 - 50 : i * 1_000_003 + 0.25,
    ['上海', 'bj', 'Ōsaka', '', null][i % 5]!,
    COMMENTS[i % COMMENTS.length]!,
    essay,
    i % 2,
    (i + 1) % 2,
    i % 2,
    Math.floor(i / 2) % 2,
    Math.floor(i / 4) % 2,
  ];
}

/** What pspp-convert prints for a cell: PSPP's blank for system-missing, strings cut and right-trimmed. */
export function expectedCell(variable: SavVariable, value: SavValue, labels: boolean): string {
  if (variable.type === 'numeric') {
    if (value === null) return ' ';
    const label = labels ? variable.valueLabels?.find((entry) => entry.value === value)?.label : undefined;
    return label ?? String(value);
  }
  const text = truncateUtf8(String(value ?? ''), variable.width).trimEnd();
  const label = labels ? variable.valueLabels?.find((entry) => entry.value === text)?.label : undefined;
  return label ?? text;
}
