import type { Reachability, UnreachableReason } from '../../core/logic/reachability';
import type { Group, LogicRecord, Question } from '../../core/model';
import type { MessageKey, MessageParams } from '../../i18n';
import { displayNumbers, orderedQuestions } from '../workspace/designOps';
import { type LogicQuestion, questionLabel } from './logicQuestions';
import { describeAction, describeCondition } from './logicSummary';

type Translate = (key: MessageKey, params?: MessageParams) => string;

/** One rule as a sentence: "若 Q3 选择 否，则跳转到 Q8". */
export type OverviewRule = { id: string; text: string };

/** Who a rule belongs to: a group (its logic) or a question (its own rules), with the sentences. */
export type OverviewOwner = {
  kind: 'group' | 'question';
  id: string;
  label: string;
  /** The question the link scrolls to: the question itself, or a group's first question. */
  scrollTo: string | undefined;
  rules: OverviewRule[];
};

export type OverviewUnreachable = { questionId: string; label: string; reason: string };

/**
 * Conditions in words, each joined to the one above by its own "or" / "and", as the engine combines them
 * (left to right).
 */
export function conditionText(
  records: readonly LogicRecord[],
  questions: readonly LogicQuestion[],
  t: Translate,
): string {
  return records
    .map((record, index) => {
      const text = describeCondition(record, questions, t);
      if (index === 0) return text;
      return ` ${t(record.anAnd === 2 ? 'logicEditor.combine.and' : 'logicEditor.combine.or')} ${text}`;
    })
    .join('');
}

const sentence = (condition: string, action: string, t: Translate) =>
  t('logicOverview.sentence', { condition, action });

/**
 * Answer logic and assignments as the engine runs them: records with the same action (type, target, value)
 * form one compound condition (src/core/logic/compile.ts), so they read as one sentence.
 */
function answerSentences(
  question: Question,
  questions: readonly LogicQuestion[],
  t: Translate,
): OverviewRule[] {
  const byAction = new Map<string, LogicRecord[]>();
  for (const record of [...question.quLogics, ...question.quLogicAnswerAssignments]) {
    const key = [
      record.logicType,
      record.toQuId,
      record.toQuItemId,
      record.toQuValue,
      record.toSubQuId,
      record.toSubQuItemId,
    ].join('\u0000');
    byAction.set(key, [...(byAction.get(key) ?? []), record]);
  }
  return [...byAction.values()].map((records) => ({
    id: records[0]!.id,
    text: sentence(conditionText(records, questions, t), describeAction(records[0]!, questions, t), t),
  }));
}

function filterSentences(
  question: Question,
  questions: readonly LogicQuestion[],
  t: Translate,
): OverviewRule[] {
  const owner = questions.find((item) => item.id === question.id);
  return question.answerRules.map((rule) => {
    const ref = questions.find((item) => item.id === rule.refQuId);
    const refName = ref ? questionLabel(ref) : t('logicEditor.missingQuestion');
    const condition = rule.refOptionId
      ? t('logicOverview.filter.chosen', {
          question: refName,
          option:
            ref?.options.find((option) => option.id === rule.refOptionId)?.text ??
            t('logicEditor.missingOption'),
        })
      : t('logicOverview.filter.answered', { question: refName });
    const option = rule.optionId
      ? (owner?.options.find((item) => item.id === rule.optionId)?.text ?? t('logicEditor.missingOption'))
      : t('logicOverview.allOptions');
    const action = t(
      rule.answerType === 2 ? 'logicOverview.action.hideOption' : 'logicOverview.action.showOption',
      {
        option,
      },
    );
    return { id: rule.id, text: sentence(condition, action, t) };
  });
}

function questionRules(
  question: Question,
  questions: readonly LogicQuestion[],
  t: Translate,
): OverviewRule[] {
  const rules: OverviewRule[] = [];
  if (question.quBeforLogics.length > 0) {
    rules.push({
      id: question.quBeforLogics[0]!.id,
      text: sentence(conditionText(question.quBeforLogics, questions, t), t('logicOverview.action.show'), t),
    });
  }
  for (const desc of question.descList) {
    if (desc.descBeforLogics.length === 0) continue;
    const name = questions.find((item) => item.id === question.id)?.descs.find((item) => item.id === desc.id);
    rules.push({
      id: desc.descBeforLogics[0]!.id,
      text: sentence(
        conditionText(desc.descBeforLogics, questions, t),
        t('logicOverview.action.showDesc', { desc: name?.text ?? '' }),
        t,
      ),
    });
  }
  rules.push(...answerSentences(question, questions, t), ...filterSentences(question, questions, t));
  return rules;
}

/**
 * Group logic as the engine reads it: the group's own records, then the older per-question group records
 * (quGroupLogics) that name it, or that sit in it and name no group.
 */
function groupRecords(groups: readonly Group[], group: Group): LogicRecord[] {
  const groupIds = new Set(groups.map((item) => item.id));
  const records = [...group.groupBeforLogics];
  for (const other of groups) {
    for (const question of other.questionList) {
      for (const record of question.quGroupLogics) {
        const named = record.toQuId && groupIds.has(record.toQuId) ? record.toQuId : other.id;
        if (named === group.id) records.push(record);
      }
    }
  }
  return records;
}

export function groupLabel(groups: readonly Group[], group: Group, t: Translate): string {
  const number = displayNumbers(groups).groups[group.id] ?? '';
  const title =
    group.groupTitle || t(group.groupType === 1 ? 'designer.group.special' : 'designer.group.defaultTitle');
  return `${number} ${title}`.trim();
}

/** Every rule of the survey as a sentence, grouped by its owner in survey order; owners with no rule left out. */
export function overviewOwners(
  groups: readonly Group[],
  questions: readonly LogicQuestion[],
  t: Translate,
): OverviewOwner[] {
  const owners: OverviewOwner[] = [];
  for (const group of groups) {
    const ordered = orderedQuestions(group);
    const records = groupRecords(groups, group);
    if (records.length > 0) {
      owners.push({
        kind: 'group',
        id: group.id,
        label: t('logicOverview.group', { group: groupLabel(groups, group, t) }),
        scrollTo: ordered[0]?.id,
        rules: [
          {
            id: records[0]!.id,
            text: sentence(conditionText(records, questions, t), t('logicOverview.action.showGroup'), t),
          },
        ],
      });
    }
    for (const question of ordered) {
      const rules = questionRules(question, questions, t);
      if (rules.length === 0) continue;
      const info = questions.find((item) => item.id === question.id);
      owners.push({
        kind: 'question',
        id: question.id,
        label: info ? questionLabel(info) : '',
        scrollTo: question.id,
        rules,
      });
    }
  }
  return owners;
}

/** The unreachable questions with their reason in words. */
export function unreachableEntries(
  groups: readonly Group[],
  questions: readonly LogicQuestion[],
  reachability: Reachability,
  t: Translate,
): OverviewUnreachable[] {
  const nameOf = (id: string) => {
    const question = questions.find((item) => item.id === id);
    if (question) return questionLabel(question);
    const group = groups.find((item) => item.id === id);
    return group
      ? t('logicOverview.group', { group: groupLabel(groups, group, t) })
      : t('logicEditor.missingQuestion');
  };
  const names = (ids: readonly string[]) => ids.map(nameOf).join('、');
  const reasonText = (questionId: string, reason: UnreachableReason): string => {
    switch (reason.kind) {
      case 'beforeNever': {
        const question = groups.flatMap((group) => group.questionList).find((item) => item.id === questionId);
        return reason.readsUnreachable.length > 0
          ? t('logicOverview.reason.beforeReadsUnreachable', { questions: names(reason.readsUnreachable) })
          : t('logicOverview.reason.beforeNever', {
              condition: conditionText(question?.quBeforLogics ?? [], questions, t),
            });
      }
      case 'groupNever': {
        const group = groups.find((item) => item.id === reason.groupId);
        const label = group ? groupLabel(groups, group, t) : '';
        return reason.readsUnreachable.length > 0
          ? t('logicOverview.reason.groupReadsUnreachable', {
              group: label,
              questions: names(reason.readsUnreachable),
            })
          : t('logicOverview.reason.groupNever', {
              group: label,
              condition: group ? conditionText(groupRecords(groups, group), questions, t) : '',
            });
      }
      case 'alwaysJumped':
        return t('logicOverview.reason.jumped', {
          question: nameOf(reason.byQuestionId),
          target: nameOf(reason.toId),
        });
      case 'alwaysEnded':
        return t('logicOverview.reason.ended', { question: nameOf(reason.byQuestionId) });
    }
  };
  return reachability.unreachable.map(({ questionId, reason }) => ({
    questionId,
    label: nameOf(questionId),
    reason: reasonText(questionId, reason),
  }));
}
