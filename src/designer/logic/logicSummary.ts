import { parseCode } from '../../core/logic/codes';
import type { LogicRecord, Question } from '../../core/model';
import { splitCommaList } from '../../core/model/commaList';
import { LogicType } from '../../core/model/constants';
import type { MessageKey, MessageParams } from '../../i18n';
import { comparisonOf } from './comparisons';
import { type LogicQuestion, questionLabel } from './logicQuestions';

type Translate = (key: MessageKey, params?: MessageParams) => string;

/** The counters a question block shows in logic mode (spec 1 §2). */
export type LogicCounts = {
  before: number;
  /** Before-logic of sub-questions (edited per sub-question, counted so clearing is not a surprise). */
  descBefore: number;
  answer: number;
  assignment: number;
  filters: number;
};

export function logicCounts(
  question: Pick<
    Question,
    'quBeforLogics' | 'quLogics' | 'quLogicAnswerAssignments' | 'descList' | 'answerRules'
  >,
): LogicCounts {
  return {
    before: question.quBeforLogics.length,
    descBefore: question.descList.reduce((sum, desc) => sum + desc.descBeforLogics.length, 0),
    answer: question.quLogics.length,
    assignment: question.quLogicAnswerAssignments.length,
    filters: question.answerRules.length,
  };
}

export function hasLogic(counts: LogicCounts): boolean {
  return counts.before + counts.descBefore + counts.answer + counts.assignment + counts.filters > 0;
}

const names = (ids: readonly string[], items: readonly { id: string; text: string }[], missing: string) =>
  ids.map((id) => items.find((item) => item.id === id)?.text ?? missing).join('、');

/**
 * A condition in words: "Q1 性别 选择 男、女", "Q3 年收入 介于 10 和 20". Deleted questions and options are
 * named as such, so a rule left dangling by a change elsewhere is seen, not hidden.
 */
export function describeCondition(
  record: LogicRecord,
  questions: readonly LogicQuestion[],
  t: Translate,
): string {
  const source = questions.find((question) => question.id === record.anQuId);
  if (!source) return t('logicEditor.missingQuestion');
  const missing = t('logicEditor.missingOption');
  const parts = [questionLabel(source)];
  const descId = record.anSubQuId ?? record.subQuId;
  if (descId) parts.push(`[${names([descId], source.descs, missing)}]`);
  if (record.sortQuItemId) parts.push(`[${names([record.sortQuItemId], source.options, missing)}]`);
  const comparison = comparisonOf(source.kind, parseCode(record.geLe));
  parts.push(comparison ? t(comparison.labelKey) : (record.geLe ?? ''));
  switch (comparison?.operand) {
    case 'options':
      parts.push(names(splitCommaList(record.anQuItemId), source.options, missing));
      break;
    case 'value':
      parts.push(record.anValue ?? '');
      break;
    case 'range':
      parts.push(t('logicEditor.range', { min: record.minValue ?? '…', max: record.maxValue ?? '…' }));
      break;
    default:
      break;
  }
  return parts.filter((part) => part !== '').join(' ');
}

/** What an answer-logic rule does, in words: "跳转到 Q5 …", "结束作答", "自动选择 Q6 …: a、b". */
export function describeAction(
  record: LogicRecord,
  questions: readonly LogicQuestion[],
  t: Translate,
): string {
  if (record.logicType === LogicType.end) return t('logicEditor.action.end');
  const target = questions.find((question) => question.id === record.toQuId);
  const targetName = target ? questionLabel(target) : t('logicEditor.missingQuestion');
  if (record.logicType === LogicType.jump) return t('logicEditor.summary.jump', { question: targetName });
  const missing = t('logicEditor.missingOption');
  const row = record.toSubQuId && target ? `[${names([record.toSubQuId], target.descs, missing)}] ` : '';
  const items = splitCommaList(record.toSubQuItemId ?? record.toQuItemId);
  const value = items.length > 0 && target ? names(items, target.options, missing) : (record.toQuValue ?? '');
  const key =
    record.logicType === LogicType.autoSelect ? 'logicEditor.summary.select' : 'logicEditor.summary.assign';
  return t(key, { question: targetName, value: `${row}${value}` });
}
