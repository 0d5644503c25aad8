import { ArrowRightOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Modal } from 'antd';
import { useState } from 'react';
import { LOGIC_API, type QuestionLogic } from '../../core/api/logic';
import type { LogicRecord } from '../../core/model';
import { useT } from '../../shell/hooks';
import { ActionForm, targetsFor } from './ActionForm';
import {
  type ActionDraft,
  actionFieldsOf,
  actionFromRecord,
  actionRequest,
  answerLogicBody,
  emptyAction,
  sameAction,
} from './actionDraft';
import { addAnswerLogic, deleteLogicRecord } from './api';
import { ConditionForm } from './ConditionForm';
import {
  type ConditionDraft,
  conditionFromRecord,
  conditionRequest,
  type DraftField,
  emptyCondition,
  withSource,
} from './conditionDraft';
import { conditionSources, type LogicQuestion, questionLabel } from './logicQuestions';
import { describeAction, describeCondition } from './logicSummary';
import { RuleFormFoot, RuleTools } from './RuleTools';
import type { FormField } from './refusal';
import { useRuleSave } from './useRuleSave';

/**
 * Answer logic of one question: "when the answer to this question is …, jump to a later question / end the
 * survey / select options of a later question / give a later question a value". One rule is one record
 * (addLogic); rules with the same action form one compound condition in the engine (src/core/logic/compile.ts),
 * joined by their or / and, which the form offers only then. Auto-assign rules are stored apart
 * (quLogicAnswerAssignments) and deleted with deleteAnswerAssignment.
 */
export function AnswerLogicDialog({
  owner,
  logics,
  assignments,
  questions,
  canEdit,
  mayChange,
  onLogic,
  onClose,
}: {
  owner: LogicQuestion;
  logics: readonly LogicRecord[];
  assignments: readonly LogicRecord[];
  questions: readonly LogicQuestion[];
  canEdit: boolean;
  mayChange: () => Promise<boolean>;
  onLogic: (logic: QuestionLogic) => void;
  onClose: () => void;
}) {
  const t = useT();
  const records = [...logics, ...assignments];
  const sources = conditionSources(questions, owner.id, 'answer');
  const fresh = (): ConditionDraft => {
    const self = sources.find((question) => question.id === owner.id);
    return self ? withSource(emptyCondition(1), self) : emptyCondition(1);
  };
  const [condition, setCondition] = useState<ConditionDraft>(fresh);
  const [action, setAction] = useState<ActionDraft>(emptyAction);
  const [changedSinceRefusal, setChangedSinceRefusal] = useState(false);
  const { refusal, setRefusal, busy, run } = useRuleSave({ mayChange, onLogic });

  const editingIndex = condition.id
    ? records.findIndex((record) => record.id === condition.id)
    : records.length;
  const target = targetsFor(action, questions, owner.id).find((question) => question.id === action.toQuId);
  const actionOutcome = actionRequest(action, target, owner);
  // Or / and mean something only next to an earlier rule with the same action.
  const joinsEarlier =
    'fields' in actionOutcome &&
    records.slice(0, Math.max(editingIndex, 0)).some((record) => sameAction(actionOutcome.fields, record));

  const startNew = () => {
    setCondition(fresh());
    setAction(emptyAction());
    setChangedSinceRefusal(false);
    setRefusal(null);
  };
  const edit = (record: LogicRecord) => {
    setCondition(conditionFromRecord(record));
    setAction(actionFromRecord(record));
    setRefusal(null);
  };

  const save = async () => {
    setChangedSinceRefusal(false);
    const conditionOutcome = conditionRequest(
      condition,
      sources.find((question) => question.id === condition.anQuId),
    );
    if ('problem' in conditionOutcome) {
      setRefusal({ text: t(conditionOutcome.problem), field: conditionOutcome.field });
      return;
    }
    if ('problem' in actionOutcome) {
      const field: FormField =
        actionOutcome.problem === 'logicEditor.problem.pickTarget'
          ? 'target'
          : actionOutcome.problem === 'logicEditor.problem.pickTargetRow'
            ? 'targetPart'
            : 'targetValue';
      setRefusal({ text: t(actionOutcome.problem, actionOutcome.params), field });
      return;
    }
    const fields = { ...conditionOutcome.fields, anAnd: joinsEarlier ? condition.anAnd : (1 as const) };
    const saved = await run(
      () => addAnswerLogic(answerLogicBody(owner.id, fields, actionOutcome.fields)),
      'logicEditor.saved',
    );
    if (saved) startNew();
  };

  const remove = (record: LogicRecord) => {
    const path = assignments.some((item) => item.id === record.id)
      ? LOGIC_API.deleteAnswerAssignment
      : LOGIC_API.deleteLogic;
    void run(() => deleteLogicRecord(path, owner.id, record.id), 'logicEditor.deleted').then(
      (done) => done && record.id === condition.id && startNew(),
    );
  };

  const marked = changedSinceRefusal ? null : (refusal?.field ?? null);
  const conditionMarked = (
    marked && !['target', 'targetPart', 'targetValue'].includes(marked) ? marked : null
  ) as DraftField | null;

  return (
    <Modal
      open
      title={t('logicEditor.answer.title', { question: questionLabel(owner) })}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{t('logicEditor.close')}</Button>}
      width={760}
      destroyOnHidden
    >
      <div className="wd-logic-dialog" data-testid="answer-logic-dialog">
        <p className="wd-muted">{t('logicEditor.answer.intro')}</p>
        {records.length === 0 ? (
          <p className="wd-logic-dialog__empty">{t('logicEditor.answer.none')}</p>
        ) : (
          <ol className="wd-logic-rules" data-testid="logic-rules">
            {records.map((record, index) => {
              const joined = records
                .slice(0, index)
                .some((earlier) => sameAction(actionFieldsOf(record), earlier));
              return (
                <li
                  key={record.id}
                  className={`wd-logic-rules__item${record.id === condition.id ? ' wd-logic-rules__item--editing' : ''}`}
                  data-testid="logic-rule"
                >
                  <span className="wd-logic-rules__join">
                    {joined
                      ? t(record.anAnd === 2 ? 'logicEditor.combine.and' : 'logicEditor.combine.or')
                      : t('logicEditor.when')}
                  </span>
                  <span className="wd-logic-rules__text">
                    {describeCondition(record, questions, t)}
                    <ArrowRightOutlined
                      className="wd-logic-rules__arrow"
                      aria-label={t('logicEditor.then')}
                    />
                    {describeAction(record, questions, t)}
                  </span>
                  {canEdit && (
                    <RuleTools
                      testId="logic-rule"
                      onEdit={() => edit(record)}
                      onDelete={() => remove(record)}
                    />
                  )}
                </li>
              );
            })}
          </ol>
        )}
        {canEdit && (
          <section className="wd-logic-form" data-testid="logic-form">
            <header className="wd-logic-form__head">
              <h4>{t(condition.id ? 'logicEditor.formEditRule' : 'logicEditor.formNewRule')}</h4>
              {condition.id && (
                <Button size="small" icon={<PlusOutlined />} onClick={startNew} disabled={busy}>
                  {t('logicEditor.addRule')}
                </Button>
              )}
            </header>
            <ConditionForm
              draft={condition}
              onChange={(next) => {
                setCondition(next);
                setChangedSinceRefusal(true);
              }}
              sources={sources}
              showCombine={joinsEarlier}
              invalid={conditionMarked}
              disabled={busy}
            />
            <ActionForm
              action={action}
              onChange={(next) => {
                setAction(next);
                setChangedSinceRefusal(true);
              }}
              questions={questions}
              ownerId={owner.id}
              invalid={marked}
              disabled={busy}
            />
            <RuleFormFoot
              refusal={refusal}
              editing={Boolean(condition.id)}
              busy={busy}
              addLabel={t('logicEditor.addRule')}
              onCancel={startNew}
              onSave={() => void save()}
              testId="logic"
            />
          </section>
        )}
      </div>
    </Modal>
  );
}
