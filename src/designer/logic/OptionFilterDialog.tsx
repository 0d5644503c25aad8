import { PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Checkbox, Modal, Radio, Select } from 'antd';
import { useState } from 'react';
import type { QuestionLogic } from '../../core/api/logic';
import type { AnswerRule } from '../../core/model';
import { useT } from '../../shell/hooks';
import { saveOptionFilters } from './api';
import type { DraftField } from './conditionDraft';
import { type LogicQuestion, questionLabel } from './logicQuestions';
import {
  describeFilter,
  emptyFilter,
  type FilterDraft,
  type FilterView,
  filterDraftOf,
  filterSetRequest,
  filterSetWithout,
  filterSources,
  filterViews,
  optionPairs,
  replacesOtherFilter,
  withFilterSource,
} from './optionFilter';
import { useRuleSave } from './useRuleSave';
import './optionFilter.css';
import { RuleFormFoot, RuleTools } from './RuleTools';

/**
 * The option filters of one choice question (spec 1 §3 answer rules, /surveyedit/filter): the stored ones in
 * words, and a form — the earlier question followed, show or hide what was chosen there, and which of the
 * corresponding options follow. Every save and delete sends the question's whole set; a refusal, the form's
 * or the server's, stays in the dialog with the form as it was.
 */
export function OptionFilterDialog({
  owner,
  rules,
  questions,
  canEdit,
  mayChange,
  onLogic,
  onClose,
}: {
  owner: LogicQuestion;
  rules: readonly AnswerRule[];
  questions: readonly LogicQuestion[];
  canEdit: boolean;
  mayChange: () => Promise<boolean>;
  onLogic: (logic: QuestionLogic) => void;
  onClose: () => void;
}) {
  const t = useT();
  const [draft, setDraft] = useState<FilterDraft>(emptyFilter);
  const [changedSinceRefusal, setChangedSinceRefusal] = useState(false);
  const { refusal, setRefusal, busy, run } = useRuleSave({ mayChange, onLogic });
  const sources = filterSources(questions, owner.id);
  const source = sources.find((question) => question.id === draft.refQuId);
  const pairs = source ? optionPairs(owner, source) : [];
  const paired = new Set(pairs.map((pair) => pair.optionId));
  const unpaired = source ? owner.options.filter((option) => !paired.has(option.id)) : [];
  const views = filterViews(rules);
  const editing = draft.replacing.length > 0;

  const change = (next: FilterDraft) => {
    setDraft(next);
    setChangedSinceRefusal(true);
  };
  const startNew = () => {
    change(emptyFilter());
    setRefusal(null);
  };

  const save = async () => {
    const outcome = filterSetRequest(draft, owner, source, rules);
    setChangedSinceRefusal(false);
    if ('problem' in outcome) {
      setRefusal({ text: t(outcome.problem), field: outcome.field });
      return;
    }
    const saved = await run(
      () => saveOptionFilters({ quId: owner.id, filters: outcome.filters }),
      'logicEditor.saved',
    );
    if (saved) startNew();
  };

  const remove = (view: FilterView) =>
    void run(
      () => saveOptionFilters({ quId: owner.id, filters: filterSetWithout(view, rules) }),
      'logicEditor.deleted',
    ).then((done) => {
      if (done && view.kind === 'follow' && view.rules.some((rule) => draft.replacing.includes(rule.id)))
        startNew();
    });

  const marked = changedSinceRefusal ? null : ((refusal?.field as DraftField | null) ?? null);
  const isEditing = (view: FilterView) =>
    view.kind === 'follow' && view.rules.some((rule) => draft.replacing.includes(rule.id));

  return (
    <Modal
      open
      title={t('logicEditor.filter.title', { question: questionLabel(owner) })}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{t('logicEditor.close')}</Button>}
      width={720}
      destroyOnHidden
    >
      <div className="wd-logic-dialog" data-testid="option-filter-dialog">
        <p className="wd-muted">{t('logicEditor.filter.intro')}</p>
        {views.length === 0 ? (
          <p className="wd-logic-dialog__empty">{t('logicEditor.filter.none')}</p>
        ) : (
          <ol className="wd-logic-rules" data-testid="filter-rules">
            {views.map((view) => (
              <li
                key={view.key}
                className={`wd-logic-rules__item${isEditing(view) ? ' wd-logic-rules__item--editing' : ''}`}
                data-testid="filter-rule"
              >
                <span className="wd-logic-rules__text">{describeFilter(view, owner, questions, t)}</span>
                {canEdit && (
                  <RuleTools
                    testId="filter-rule"
                    onEdit={
                      view.kind === 'follow'
                        ? () => {
                            change(filterDraftOf(view));
                            setRefusal(null);
                          }
                        : undefined
                    }
                    deleteConfirm={t('logicEditor.filter.deleteConfirm')}
                    onDelete={() => remove(view)}
                  />
                )}
              </li>
            ))}
          </ol>
        )}
        {canEdit &&
          (sources.length === 0 && !editing ? (
            <Alert type="info" showIcon title={t('logicEditor.filter.noSources')} />
          ) : (
            <section className="wd-logic-form" data-testid="filter-form">
              <header className="wd-logic-form__head">
                <h4>{t(editing ? 'logicEditor.filter.formEdit' : 'logicEditor.filter.formNew')}</h4>
                {editing && (
                  <Button size="small" icon={<PlusOutlined />} onClick={startNew} disabled={busy}>
                    {t('logicEditor.filter.add')}
                  </Button>
                )}
              </header>
              <div className="wd-logic-form__fields">
                <div className="wd-logic-form__row">
                  <label className="wd-logic-form__label" htmlFor="filter-source">
                    {t('logicEditor.filter.field.question')}
                  </label>
                  <Select
                    id="filter-source"
                    className="wd-logic-form__wide"
                    value={draft.refQuId ?? undefined}
                    status={marked === 'question' ? 'error' : undefined}
                    disabled={busy}
                    placeholder={t('logicEditor.field.questionPlaceholder')}
                    showSearch={{ optionFilterProp: 'label' }}
                    onChange={(id: string) => {
                      const picked = sources.find((question) => question.id === id);
                      if (picked) change(withFilterSource(draft, owner, picked));
                    }}
                    options={sources.map((question) => ({
                      value: question.id,
                      label: questionLabel(question),
                    }))}
                    data-testid="filter-source"
                  />
                </div>
                <div className="wd-logic-form__row">
                  <span className="wd-logic-form__label">{t('logicEditor.filter.field.mode')}</span>
                  <Radio.Group
                    value={draft.answerType}
                    disabled={busy}
                    onChange={(event) => change({ ...draft, answerType: event.target.value })}
                    options={[
                      { value: 1, label: t('logicEditor.filter.mode.show') },
                      { value: 2, label: t('logicEditor.filter.mode.hide') },
                    ]}
                    data-testid="filter-mode"
                  />
                </div>
                {source && (
                  <div className="wd-logic-form__row">
                    <span className="wd-logic-form__label">{t('logicEditor.filter.field.options')}</span>
                    <Checkbox.Group
                      className={`wd-logic-form__options${marked === 'options' ? ' wd-logic-form__options--invalid' : ''}`}
                      disabled={busy}
                      value={draft.optionIds}
                      onChange={(ids) => change({ ...draft, optionIds: ids as string[] })}
                      options={pairs.map((pair) => ({ value: pair.optionId, label: pair.text }))}
                      data-testid="filter-options"
                    />
                  </div>
                )}
                {unpaired.length > 0 && (
                  <p className="wd-muted wd-logic-form__note" data-testid="filter-unpaired">
                    {t('logicEditor.filter.unpaired', {
                      options: unpaired.map((option) => option.text).join('、'),
                    })}
                  </p>
                )}
                {source && replacesOtherFilter(draft, rules) && (
                  <p className="wd-logic-form__note" data-testid="filter-replaces">
                    {t('logicEditor.filter.replaces', { question: questionLabel(source) })}
                  </p>
                )}
              </div>
              <RuleFormFoot
                refusal={refusal}
                editing={editing}
                busy={busy}
                addLabel={t('logicEditor.filter.add')}
                onCancel={startNew}
                onSave={() => void save()}
                testId="filter"
              />
            </section>
          ))}
      </div>
    </Modal>
  );
}
