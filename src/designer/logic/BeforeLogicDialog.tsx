import { PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Modal } from 'antd';
import { useState } from 'react';
import { LOGIC_API, type QuestionLogic } from '../../core/api/logic';
import type { LogicRecord } from '../../core/model';
import { useT } from '../../shell/hooks';
import { addBeforeLogic, deleteLogicRecord } from './api';
import { ConditionForm } from './ConditionForm';
import {
  type ConditionDraft,
  type ConditionFields,
  conditionFromRecord,
  conditionRequest,
  type DraftField,
  emptyCondition,
} from './conditionDraft';
import { conditionSources, type LogicQuestion, questionLabel } from './logicQuestions';
import { describeCondition } from './logicSummary';
import { RuleFormFoot, RuleTools } from './RuleTools';
import { useRuleSave } from './useRuleSave';

/** Before-question logic of one question (spec 1 §2 logic mode): "show this question when …". */
export function BeforeLogicDialog({
  owner,
  records,
  questions,
  canEdit,
  mayChange,
  onLogic,
  onClose,
}: {
  owner: LogicQuestion;
  records: readonly LogicRecord[];
  questions: readonly LogicQuestion[];
  canEdit: boolean;
  mayChange: () => Promise<boolean>;
  onLogic: (logic: QuestionLogic) => void;
  onClose: () => void;
}) {
  const t = useT();
  return (
    <ConditionListDialog
      title={t('logicEditor.before.title', { question: questionLabel(owner) })}
      intro={t('logicEditor.before.intro')}
      noneText={t('logicEditor.before.none')}
      noSourcesText={t('logicEditor.before.noSources')}
      records={records}
      sources={conditionSources(questions, owner.id, 'before')}
      questions={questions}
      canEdit={canEdit}
      mayChange={mayChange}
      onLogic={onLogic}
      save={(fields) => addBeforeLogic({ quId: owner.id, ...fields })}
      remove={(logicId) => deleteLogicRecord(LOGIC_API.deleteLogicBefor, owner.id, logicId)}
      onClose={onClose}
      testId="before-logic-dialog"
    />
  );
}

/**
 * A list of conditions that decide whether something shows — a question's before-logic, a group's logic.
 * The stored conditions are listed in their order, each joined to those above by or / and; one condition is
 * edited at a time below them and saved alone (one record per call). Only `sources` are offered; a refusal,
 * the form's or the server's, is shown above the buttons and the form keeps its values.
 */
export function ConditionListDialog<L>({
  title,
  intro,
  noneText,
  noSourcesText,
  records,
  sources,
  questions,
  canEdit,
  mayChange,
  onLogic,
  save: send,
  remove: sendDelete,
  onClose,
  testId,
}: {
  title: string;
  intro: string;
  noneText: string;
  noSourcesText: string;
  records: readonly LogicRecord[];
  sources: readonly LogicQuestion[];
  questions: readonly LogicQuestion[];
  canEdit: boolean;
  mayChange: () => Promise<boolean>;
  onLogic: (logic: L) => void;
  save: (fields: ConditionFields) => Promise<L>;
  remove: (logicId: string) => Promise<L>;
  onClose: () => void;
  testId: string;
}) {
  const t = useT();
  const [draft, setDraft] = useState<ConditionDraft>(() => emptyCondition(1));
  const { refusal, setRefusal, busy, run } = useRuleSave<L>({ mayChange, onLogic });
  const editingIndex = draft.id ? records.findIndex((record) => record.id === draft.id) : records.length;
  // The refused field stays marked until the designer changes the form.
  const [changedSinceRefusal, setChangedSinceRefusal] = useState(false);

  const change = (next: ConditionDraft) => {
    setDraft(next);
    setChangedSinceRefusal(true);
  };
  const startNew = () => {
    change(emptyCondition(1));
    setRefusal(null);
  };

  const save = async () => {
    const outcome = conditionRequest(
      draft,
      sources.find((question) => question.id === draft.anQuId),
    );
    setChangedSinceRefusal(false);
    if ('problem' in outcome) {
      setRefusal({ text: t(outcome.problem), field: outcome.field });
      return;
    }
    const saved = await run(() => send(outcome.fields), 'logicEditor.saved');
    if (saved) startNew();
  };

  const remove = (record: LogicRecord) =>
    void run(() => sendDelete(record.id), 'logicEditor.deleted').then(
      (done) => done && record.id === draft.id && startNew(),
    );

  const fieldMarked = changedSinceRefusal ? null : ((refusal?.field as DraftField | null) ?? null);

  return (
    <Modal
      open
      title={title}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{t('logicEditor.close')}</Button>}
      width={720}
      destroyOnHidden
    >
      <div className="wd-logic-dialog" data-testid={testId}>
        <p className="wd-muted">{intro}</p>
        {records.length === 0 ? (
          <p className="wd-logic-dialog__empty">{noneText}</p>
        ) : (
          <ol className="wd-logic-rules" data-testid="logic-rules">
            {records.map((record, index) => (
              <li
                key={record.id}
                className={`wd-logic-rules__item${record.id === draft.id ? ' wd-logic-rules__item--editing' : ''}`}
                data-testid="logic-rule"
              >
                <span className="wd-logic-rules__join">
                  {index === 0
                    ? t('logicEditor.when')
                    : t(record.anAnd === 2 ? 'logicEditor.combine.and' : 'logicEditor.combine.or')}
                </span>
                <span className="wd-logic-rules__text">{describeCondition(record, questions, t)}</span>
                {canEdit && (
                  <RuleTools
                    testId="logic-rule"
                    onEdit={() => {
                      change(conditionFromRecord(record));
                      setRefusal(null);
                    }}
                    onDelete={() => remove(record)}
                  />
                )}
              </li>
            ))}
          </ol>
        )}
        {canEdit &&
          (sources.length === 0 ? (
            <Alert type="info" showIcon title={noSourcesText} />
          ) : (
            <section className="wd-logic-form" data-testid="logic-form">
              <header className="wd-logic-form__head">
                <h4>{t(draft.id ? 'logicEditor.formEdit' : 'logicEditor.formNew')}</h4>
                {draft.id && (
                  <Button size="small" icon={<PlusOutlined />} onClick={startNew} disabled={busy}>
                    {t('logicEditor.add')}
                  </Button>
                )}
              </header>
              <ConditionForm
                draft={draft}
                onChange={change}
                sources={sources}
                showCombine={editingIndex > 0}
                invalid={fieldMarked}
                disabled={busy}
              />
              <RuleFormFoot
                refusal={refusal}
                editing={Boolean(draft.id)}
                busy={busy}
                addLabel={t('logicEditor.add')}
                onCancel={startNew}
                onSave={() => void save()}
                testId="logic"
              />
            </section>
          ))}
      </div>
    </Modal>
  );
}
