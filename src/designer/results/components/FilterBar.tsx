import { FilterOutlined, PlusOutlined, UndoOutlined } from '@ant-design/icons';
import { Button, DatePicker, Select, Tag } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { RESPONSE_STATUSES } from '../../../core/api/answer';
import type { AnsweredCondition, ResultsFilter } from '../../../core/api/results';
import { sampleStatusSchema } from '../../../core/model';
import { useT } from '../../../shell/hooks';
import { type Baseline, useBaseline } from '../baseline';
import { EMPTY_FILTER, isEmptyFilter } from '../filterState';
import { useSampleStatusLabel, useStatusLabel } from '../labels';
import { plainTitle } from '../summaries/QuestionCard';
import { ConditionDialog } from './ConditionDialog';

type Props = {
  surveyId: string;
  filter: ResultsFilter;
  onChange: (filter: ResultsFilter) => void;
  /** The invalid-responses list fixes that part of the filter itself. */
  fixedInvalid?: boolean;
};

/** Words for one "answered" condition: "Q3 · row: A / B". */
export function conditionText(baseline: Baseline | null, condition: AnsweredCondition): string {
  const question = baseline?.choiceQuestions.find((entry) => entry.questionId === condition.questionId);
  if (!question) return condition.questionId;
  const options = question.kind === 'choice' ? question.options : question.columns;
  const labels = condition.optionIds.map(
    (id) => options.find((option) => option.optionId === id)?.label ?? id,
  );
  const row =
    question.kind === 'matrix' && condition.descId
      ? `${question.rows.find((entry) => entry.descId === condition.descId)?.label ?? condition.descId}: `
      : '';
  return `${question.itemCode || plainTitle(question.title)} · ${row}${labels.join(' / ')}`;
}

/**
 * The filter every results view honours. Status, sample status, dates (by start, local days: `to` is the
 * start of the day after the last one picked), versions, languages, "answered X to Q" conditions (AND), and
 * whether invalid responses count.
 */
export function FilterBar({ surveyId, filter, onChange, fixedInvalid = false }: Props) {
  const t = useT();
  const baseline = useBaseline(surveyId);
  const statusLabel = useStatusLabel();
  const sampleLabel = useSampleStatusLabel();
  const [adding, setAdding] = useState(false);
  const answered = filter.answered ?? [];
  const range: [Dayjs, Dayjs] | null =
    filter.from && filter.to ? [dayjs(filter.from), dayjs(filter.to).subtract(1, 'day')] : null;

  const set = (patch: Partial<ResultsFilter>) => onChange({ ...filter, ...patch });

  return (
    <div className="wd-res__filter wd-card" data-testid="filter-bar">
      <div className="wd-res__filter-row">
        <FilterOutlined className="wd-res__filter-icon" aria-hidden="true" />
        <Select
          mode="multiple"
          allowClear
          className="wd-res__filter-select"
          placeholder={t('resultsScreen.filter.status')}
          aria-label={t('resultsScreen.filter.status')}
          value={filter.statuses ?? []}
          onChange={(statuses) => set({ statuses })}
          options={RESPONSE_STATUSES.map((status) => ({ value: status, label: statusLabel(status) }))}
          data-testid="filter-status"
        />
        <Select
          mode="multiple"
          allowClear
          className="wd-res__filter-select"
          placeholder={t('resultsScreen.filter.sampleStatus')}
          aria-label={t('resultsScreen.filter.sampleStatus')}
          value={filter.sampleStatuses ?? []}
          onChange={(sampleStatuses) => set({ sampleStatuses })}
          options={sampleStatusSchema.options.map((status) => ({
            value: status,
            label: sampleLabel(status),
          }))}
        />
        <DatePicker.RangePicker
          className="wd-res__filter-dates"
          value={range}
          allowEmpty={[false, false]}
          aria-label={t('resultsScreen.filter.dates')}
          onChange={(dates) => {
            const [from, to] = dates ?? [];
            set(
              from && to
                ? { from: from.startOf('day').format(), to: to.add(1, 'day').startOf('day').format() }
                : { from: undefined, to: undefined },
            );
          }}
        />
        <Select
          mode="multiple"
          allowClear
          className="wd-res__filter-select"
          placeholder={t('resultsScreen.filter.version')}
          aria-label={t('resultsScreen.filter.version')}
          value={filter.versions ?? []}
          onChange={(versions) => set({ versions })}
          options={(baseline.data?.versions ?? []).map((version) => ({
            value: version,
            label: t('resultsScreen.versionN', { version }),
          }))}
        />
        <Select
          mode="multiple"
          allowClear
          className="wd-res__filter-select"
          placeholder={t('resultsScreen.filter.language')}
          aria-label={t('resultsScreen.filter.language')}
          value={filter.languages ?? []}
          onChange={(languages) => set({ languages })}
          options={(baseline.data?.languages ?? []).map((language) => ({ value: language, label: language }))}
        />
        {!fixedInvalid && (
          <Select
            className="wd-res__filter-select"
            aria-label={t('resultsScreen.filter.invalid')}
            value={filter.invalid}
            onChange={(invalid) => set({ invalid })}
            options={[
              { value: 'exclude', label: t('resultsScreen.filter.invalidExclude') },
              { value: 'include', label: t('resultsScreen.filter.invalidInclude') },
              { value: 'only', label: t('resultsScreen.filter.invalidOnly') },
            ]}
            data-testid="filter-invalid"
          />
        )}
      </div>
      <div className="wd-res__filter-row">
        {answered.map((condition, index) => (
          <Tag
            key={JSON.stringify(condition)}
            closable
            onClose={() => set({ answered: answered.filter((_, at) => at !== index) })}
            className="wd-res__condition"
            data-testid="filter-condition"
          >
            {conditionText(baseline.data, condition)}
          </Tag>
        ))}
        <Button
          size="small"
          icon={<PlusOutlined />}
          disabled={!baseline.data?.choiceQuestions.length || answered.length >= 20}
          onClick={() => setAdding(true)}
          data-testid="add-condition"
        >
          {t('resultsScreen.filter.addCondition')}
        </Button>
        {answered.length > 1 && <span className="wd-muted">{t('resultsScreen.filter.and')}</span>}
        {!isEmptyFilter(filter) && (
          <Button
            size="small"
            type="link"
            icon={<UndoOutlined />}
            onClick={() =>
              onChange(fixedInvalid ? { ...EMPTY_FILTER, invalid: filter.invalid } : EMPTY_FILTER)
            }
            data-testid="filter-reset"
          >
            {t('resultsScreen.filter.reset')}
          </Button>
        )}
      </div>
      {baseline.data && (
        <ConditionDialog
          open={adding}
          questions={baseline.data.choiceQuestions}
          onCancel={() => setAdding(false)}
          onAdd={(condition) => {
            setAdding(false);
            set({ answered: [...answered, condition] });
          }}
        />
      )}
    </div>
  );
}
