import { Checkbox, Input, Radio, Select } from 'antd';
import { useT } from '../../shell/hooks';
import { comparisonOf, comparisonsFor, sourcePartOf } from './comparisons';
import type { ConditionDraft, DraftField } from './conditionDraft';
import { withSource } from './conditionDraft';
import { PICKER_TYPE, pickerText, storedText } from './dateText';
import { type LogicQuestion, questionLabel } from './logicQuestions';

/**
 * The fields of one condition: how it joins the conditions above (or / and), the question it reads (only
 * those the owner may read), the row or option read when the question has parts, the comparison its kind
 * offers (spec 1 §9) and then its options or the value input of its kind: a number, a date or time through
 * the browser's picker in the question's format, or a text.
 */
export function ConditionForm({
  draft,
  onChange,
  sources,
  showCombine,
  invalid,
  disabled,
}: {
  draft: ConditionDraft;
  onChange: (draft: ConditionDraft) => void;
  sources: readonly LogicQuestion[];
  showCombine: boolean;
  /** The field the last refusal was about, marked until it changes. */
  invalid: DraftField | null;
  disabled: boolean;
}) {
  const t = useT();
  const source = sources.find((question) => question.id === draft.anQuId);
  const comparison = source ? comparisonOf(source.kind, draft.code ?? undefined) : undefined;
  const part = source ? sourcePartOf(source) : 'none';
  const status = (field: DraftField) => (invalid === field ? ('error' as const) : undefined);
  const change = (patch: Partial<ConditionDraft>) => onChange({ ...draft, ...patch });

  return (
    <div className="wd-logic-form__fields">
      {showCombine && (
        <div className="wd-logic-form__row">
          <span className="wd-logic-form__label">{t('logicEditor.combine.label')}</span>
          <Radio.Group
            value={draft.anAnd}
            disabled={disabled}
            onChange={(event) => change({ anAnd: event.target.value })}
            optionType="button"
            options={[
              { value: 1, label: t('logicEditor.combine.or') },
              { value: 2, label: t('logicEditor.combine.and') },
            ]}
            data-testid="logic-combine"
          />
        </div>
      )}
      <div className="wd-logic-form__row">
        <label className="wd-logic-form__label" htmlFor="logic-source">
          {t('logicEditor.field.question')}
        </label>
        <Select
          id="logic-source"
          className="wd-logic-form__wide"
          value={draft.anQuId ?? undefined}
          status={status('question')}
          disabled={disabled}
          placeholder={t('logicEditor.field.questionPlaceholder')}
          showSearch={{ optionFilterProp: 'label' }}
          onChange={(id: string) => {
            const picked = sources.find((question) => question.id === id);
            if (picked) onChange(withSource(draft, picked));
          }}
          options={sources.map((question) => ({ value: question.id, label: questionLabel(question) }))}
          data-testid="logic-source"
        />
      </div>
      {source && part !== 'none' && (
        <div className="wd-logic-form__row">
          <label className="wd-logic-form__label" htmlFor="logic-part">
            {t(part === 'option' ? 'logicEditor.field.item' : 'logicEditor.field.row')}
          </label>
          <Select
            id="logic-part"
            className="wd-logic-form__wide"
            status={status('part')}
            disabled={disabled}
            allowClear={part === 'optionalDesc'}
            placeholder={part === 'optionalDesc' ? t('logicEditor.field.anyRow') : undefined}
            value={(part === 'option' ? draft.itemId : draft.subQuId) ?? undefined}
            onChange={(id?: string) =>
              change(part === 'option' ? { itemId: id ?? null } : { subQuId: id ?? null })
            }
            options={(part === 'option' ? source.options : source.descs).map((item) => ({
              value: item.id,
              label: item.text,
            }))}
            data-testid="logic-part"
          />
        </div>
      )}
      {source && (
        <div className="wd-logic-form__row">
          <label className="wd-logic-form__label" htmlFor="logic-comparison">
            {t('logicEditor.field.comparison')}
          </label>
          <Select
            id="logic-comparison"
            className="wd-logic-form__narrow"
            status={status('comparison')}
            disabled={disabled}
            value={comparison?.code}
            onChange={(code: number) => change({ code })}
            options={comparisonsFor(source.kind).map((item) => ({
              value: item.code,
              label: t(item.labelKey),
            }))}
            data-testid="logic-comparison"
          />
        </div>
      )}
      {source && comparison?.operand === 'options' && (
        <div className="wd-logic-form__row">
          <span className="wd-logic-form__label">{t('logicEditor.field.options')}</span>
          <Checkbox.Group
            className={`wd-logic-form__options${invalid === 'options' ? ' wd-logic-form__options--invalid' : ''}`}
            disabled={disabled}
            value={draft.optionIds}
            onChange={(ids) => change({ optionIds: ids as string[] })}
            options={source.options.map((option) => ({ value: option.id, label: option.text }))}
            data-testid="logic-options"
          />
        </div>
      )}
      {source && comparison?.operand === 'value' && (
        <div className="wd-logic-form__row">
          <label className="wd-logic-form__label" htmlFor="logic-value">
            {t('logicEditor.field.value')}
          </label>
          <ValueInput
            id="logic-value"
            source={source}
            value={draft.value}
            invalid={invalid === 'value'}
            disabled={disabled}
            onChange={(value) => change({ value })}
            testId="logic-value"
          />
        </div>
      )}
      {source && comparison?.operand === 'range' && (
        <div className="wd-logic-form__row">
          <label className="wd-logic-form__label" htmlFor="logic-min">
            {t('logicEditor.field.min')}
          </label>
          <ValueInput
            id="logic-min"
            source={source}
            value={draft.min}
            invalid={invalid === 'min'}
            disabled={disabled}
            onChange={(min) => change({ min })}
            testId="logic-min"
          />
          <label className="wd-logic-form__label wd-logic-form__label--inline" htmlFor="logic-max">
            {t('logicEditor.field.max')}
          </label>
          <ValueInput
            id="logic-max"
            source={source}
            value={draft.max}
            invalid={invalid === 'max'}
            disabled={disabled}
            onChange={(max) => change({ max })}
            testId="logic-max"
          />
        </div>
      )}
    </div>
  );
}

/** A value of the source's kind: a number, a date or time (the browser's picker), or a text. */
export function ValueInput({
  id,
  source,
  value,
  invalid,
  disabled,
  onChange,
  testId,
}: {
  id?: string;
  source: Pick<LogicQuestion, 'kind' | 'timeFormat'>;
  value: string;
  invalid: boolean;
  disabled: boolean;
  onChange: (value: string) => void;
  testId: string;
}) {
  const status = invalid ? ('error' as const) : undefined;
  if (source.kind === 'date') {
    return (
      <Input
        id={id}
        className="wd-logic-form__narrow"
        type={PICKER_TYPE[source.timeFormat]}
        status={status}
        disabled={disabled}
        value={pickerText(value, source.timeFormat)}
        onChange={(event) => onChange(storedText(event.target.value, source.timeFormat))}
        data-testid={testId}
      />
    );
  }
  return (
    <Input
      id={id}
      className="wd-logic-form__narrow"
      inputMode={source.kind === 'number' ? 'decimal' : undefined}
      status={status}
      disabled={disabled}
      value={value}
      maxLength={200}
      onChange={(event) => onChange(event.target.value)}
      data-testid={testId}
    />
  );
}
