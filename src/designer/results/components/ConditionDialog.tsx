import { Form, Modal, Select } from 'antd';
import { useEffect, useState } from 'react';
import type { AnsweredCondition } from '../../../core/api/results';
import { useT } from '../../../shell/hooks';
import type { Baseline } from '../baseline';
import { plainTitle } from '../summaries/QuestionCard';

type Props = {
  open: boolean;
  questions: Baseline['choiceQuestions'];
  onCancel: () => void;
  onAdd: (condition: AnsweredCondition) => void;
};

/** "Answered X to question Q": a choice question (a matrix: one of its rows) and one or more options. */
export function ConditionDialog({ open, questions, onCancel, onAdd }: Props) {
  const t = useT();
  const [questionId, setQuestionId] = useState<string | undefined>();
  const [descId, setDescId] = useState<string | undefined>();
  const [optionIds, setOptionIds] = useState<string[]>([]);

  useEffect(() => {
    if (!open) return;
    setQuestionId(undefined);
    setDescId(undefined);
    setOptionIds([]);
  }, [open]);

  const question = questions.find((entry) => entry.questionId === questionId);
  const options = question ? (question.kind === 'choice' ? question.options : question.columns) : [];
  const needsRow = question?.kind === 'matrix';
  const ready = Boolean(question) && optionIds.length > 0 && (!needsRow || Boolean(descId));

  return (
    <Modal
      open={open}
      title={t('resultsScreen.filter.addCondition')}
      okText={t('resultsScreen.filter.add')}
      okButtonProps={{ disabled: !ready, 'data-testid': 'condition-ok' }}
      onCancel={onCancel}
      onOk={() => {
        if (!question || !ready) return;
        onAdd({ questionId: question.questionId, descId: needsRow ? descId : undefined, optionIds });
      }}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item label={t('resultsScreen.filter.question')}>
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            value={questionId}
            onChange={(value) => {
              setQuestionId(value);
              setDescId(undefined);
              setOptionIds([]);
            }}
            options={questions.map((entry) => ({
              value: entry.questionId,
              label: `${entry.itemCode} ${plainTitle(entry.title)}`.trim(),
            }))}
            data-testid="condition-question"
          />
        </Form.Item>
        {needsRow && question?.kind === 'matrix' && (
          <Form.Item label={t('resultsScreen.matrix.row')}>
            <Select
              value={descId}
              onChange={setDescId}
              options={question.rows.map((row) => ({ value: row.descId, label: row.label }))}
            />
          </Form.Item>
        )}
        {question && (
          <Form.Item label={t('resultsScreen.filter.options')} extra={t('resultsScreen.filter.optionsHint')}>
            <Select
              mode="multiple"
              value={optionIds}
              onChange={setOptionIds}
              options={options.map((option) => ({ value: option.optionId, label: option.label }))}
              data-testid="condition-options"
            />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
