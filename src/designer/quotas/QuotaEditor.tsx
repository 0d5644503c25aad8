import { SaveOutlined } from '@ant-design/icons';
import { Alert, Button, Input, InputNumber, Radio, Select, Space, Table } from 'antd';
import { useState } from 'react';
import {
  MAX_QUOTA_CELLS,
  MAX_QUOTA_QUESTIONS,
  MAX_QUOTA_TARGET,
  QUOTA_WHEN_FULL,
} from '../../core/quotas/quota';
import { useT } from '../../shell/hooks';
import { errorText } from '../results/components/LoadFrame';
import { saveQuota } from './api';
import {
  cellGrid,
  chosenQuestions,
  type GridCell,
  gridSize,
  type QuotaDraft,
  saveRequestOf,
  withAllTargets,
} from './quotaDraft';
import { type QuotaQuestion, questionLabel } from './quotaQuestions';

/**
 * The form of one quota: its name, one to three single-choice questions, the grid of cells their options
 * make (every combination), a target per cell (cleared: left out) and what happens when a cell is full.
 * A refusal, the screen's or the server's, is shown above the buttons and everything typed stays.
 */
export function QuotaEditor({
  surveyId,
  initial,
  counted,
  eligible,
  onSaved,
  onCancel,
}: {
  surveyId: string;
  initial: QuotaDraft;
  /** The saved quota's counts by cell key, when an existing quota is edited. */
  counted?: Record<string, number>;
  eligible: readonly QuotaQuestion[];
  onSaved: () => void;
  onCancel: () => void;
}) {
  const t = useT();
  const [draft, setDraft] = useState(initial);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [fillValue, setFillValue] = useState<number | null>(null);
  const questions = chosenQuestions(draft, eligible);
  const size = gridSize(questions);
  const grid = size <= MAX_QUOTA_CELLS ? cellGrid(questions) : [];
  const change = (patch: Partial<QuotaDraft>) => setDraft((current) => ({ ...current, ...patch }));

  const save = async () => {
    const outcome = saveRequestOf(surveyId, draft, eligible);
    if ('problem' in outcome) {
      const { problem } = outcome;
      setRefusal('params' in problem ? t(problem.key, problem.params) : t(problem.key));
      return;
    }
    setSaving(true);
    setRefusal(null);
    try {
      await saveQuota(outcome.request);
      onSaved();
    } catch (error) {
      setRefusal(errorText(t, error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <section className="wd-card wd-quota wd-quota--editing" data-testid="quota-editor">
      <h3 className="wd-quota__name">
        {t(draft.id ? 'quotaScreen.form.editTitle' : 'quotaScreen.form.newTitle')}
      </h3>
      <div className="wd-quota__field">
        <label className="wd-quota__label" htmlFor="quota-name">
          {t('quotaScreen.form.name')}
        </label>
        <Input
          id="quota-name"
          value={draft.name}
          maxLength={100}
          placeholder={t('quotaScreen.form.namePlaceholder')}
          onChange={(event) => change({ name: event.target.value })}
          data-testid="quota-name"
        />
      </div>
      <div className="wd-quota__field">
        <label className="wd-quota__label" htmlFor="quota-questions">
          {t('quotaScreen.form.questions')}
        </label>
        <Select
          id="quota-questions"
          className="wd-quota__picker"
          mode="multiple"
          maxCount={MAX_QUOTA_QUESTIONS}
          value={draft.questionIds}
          placeholder={t('quotaScreen.form.questionsPlaceholder')}
          onChange={(questionIds: string[]) => change({ questionIds })}
          showSearch={{ optionFilterProp: 'label' }}
          options={eligible.map((question) => ({ value: question.id, label: questionLabel(question) }))}
          data-testid="quota-questions"
        />
        <p className="wd-muted wd-quota__hint">{t('quotaScreen.form.questionsHint')}</p>
      </div>
      <div className="wd-quota__field">
        <span className="wd-quota__label">{t('quotaScreen.form.cells')}</span>
        {questions.length === 0 ? (
          <p className="wd-muted">{t('quotaScreen.form.pickFirst')}</p>
        ) : size > MAX_QUOTA_CELLS ? (
          <Alert
            type="warning"
            showIcon
            title={t('quotaScreen.problem.tooMany', { count: size, max: MAX_QUOTA_CELLS })}
          />
        ) : (
          <>
            <p className="wd-muted wd-quota__hint">{t('quotaScreen.form.cellsHint')}</p>
            <Space className="wd-quota__fill" wrap>
              <span>{t('quotaScreen.form.fillAll')}</span>
              <InputNumber
                min={0}
                max={MAX_QUOTA_TARGET}
                precision={0}
                value={fillValue}
                onChange={(value) => setFillValue(value)}
                aria-label={t('quotaScreen.form.fillAll')}
                data-testid="quota-fill-value"
              />
              <Button
                disabled={fillValue === null}
                onClick={() => setDraft((current) => withAllTargets(current, grid, fillValue))}
                data-testid="quota-fill-apply"
              >
                {t('quotaScreen.form.apply')}
              </Button>
              <Button
                onClick={() => setDraft((current) => withAllTargets(current, grid, null))}
                data-testid="quota-clear-all"
              >
                {t('quotaScreen.form.clearAll')}
              </Button>
            </Space>
            <CellTargets
              questions={questions}
              grid={grid}
              targets={draft.targets}
              counted={counted}
              onTarget={(key, target) =>
                setDraft((current) => ({ ...current, targets: { ...current.targets, [key]: target } }))
              }
            />
          </>
        )}
      </div>
      <div className="wd-quota__field">
        <span className="wd-quota__label" id="quota-when-full">
          {t('quotaScreen.form.whenFull')}
        </span>
        <Radio.Group
          className="wd-quota__whenfull"
          aria-labelledby="quota-when-full"
          value={draft.whenFull}
          onChange={(event) => change({ whenFull: event.target.value })}
          data-testid="quota-when-full-choice"
        >
          {QUOTA_WHEN_FULL.map((behaviour) => (
            <Radio key={behaviour} value={behaviour} className="wd-quota__behaviour">
              <strong>{t(`quotaScreen.whenFull.${behaviour}`)}</strong>
              <span className="wd-muted wd-quota__behaviour-hint">
                {t(`quotaScreen.whenFull.${behaviour}Hint`)}
              </span>
            </Radio>
          ))}
        </Radio.Group>
      </div>
      {refusal && (
        <Alert
          className="wd-quota__refusal"
          type="error"
          showIcon
          title={t('quotaScreen.form.refused')}
          description={refusal}
          role="alert"
          data-testid="quota-refusal"
        />
      )}
      <div className="wd-quota__buttons">
        <Button onClick={onCancel} data-testid="quota-cancel">
          {t('quotaScreen.cancel')}
        </Button>
        <Button
          type="primary"
          icon={<SaveOutlined />}
          loading={saving}
          onClick={save}
          data-testid="quota-save"
        >
          {t('quotaScreen.form.save')}
        </Button>
      </div>
    </section>
  );
}

/** The grid: one row per cell, its options' texts, the target input and (editing) its count so far. */
function CellTargets({
  questions,
  grid,
  targets,
  counted,
  onTarget,
}: {
  questions: readonly QuotaQuestion[];
  grid: readonly GridCell[];
  targets: QuotaDraft['targets'];
  counted?: Record<string, number>;
  onTarget: (key: string, target: number | null) => void;
}) {
  const t = useT();
  return (
    <Table<GridCell>
      size="small"
      pagination={false}
      rowKey="key"
      dataSource={[...grid]}
      scroll={grid.length > 12 ? { y: 440 } : undefined}
      rowClassName={(cell) => (typeof targets[cell.key] === 'number' ? '' : 'wd-quota__row--out')}
      data-testid="quota-grid"
      columns={[
        ...questions.map((question, at) => ({
          key: question.id,
          title: questionLabel(question),
          render: (_: unknown, cell: GridCell) => cell.texts[at],
        })),
        {
          key: 'target',
          title: t('quotaScreen.column.target'),
          width: 220,
          render: (_: unknown, cell: GridCell, index: number) => {
            const target = targets[cell.key];
            return (
              <Space>
                <InputNumber
                  min={0}
                  max={MAX_QUOTA_TARGET}
                  precision={0}
                  value={target ?? null}
                  onChange={(value) => onTarget(cell.key, typeof value === 'number' ? value : null)}
                  aria-label={t('quotaScreen.form.targetOf', { cell: cell.texts.join(' × ') })}
                  data-testid={`quota-target-${index}`}
                />
                {typeof target !== 'number' && (
                  <span className="wd-muted">{t('quotaScreen.form.leftOut')}</span>
                )}
              </Space>
            );
          },
        },
        ...(counted
          ? [
              {
                key: 'counted',
                title: t('quotaScreen.column.counted'),
                width: 100,
                render: (_: unknown, cell: GridCell) => counted[cell.key] ?? '–',
              },
            ]
          : []),
      ]}
    />
  );
}
