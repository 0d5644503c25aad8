import { Checkbox, InputNumber, Segmented, Switch } from 'antd';
import type { Flag } from '../../core/model';
import { useEditor } from './EditorContext';
import { FieldRow } from './layout';

const flag = (on: boolean): Flag => (on ? 1 : 0);

/** requireInd: whether the respondent must answer (spec 1 §3, default on). */
export function RequiredSwitch({ locked }: { locked?: boolean }) {
  const { question, updateConfig, disabled, t } = useEditor();
  return (
    <FieldRow label={t('familyDesign.field.required')}>
      <Switch
        size="small"
        aria-label={t('familyDesign.field.required')}
        checked={locked || question.answerConfig.requireInd === 1}
        disabled={disabled || locked}
        onChange={(on) => updateConfig({ requireInd: flag(on) })}
      />
    </FieldRow>
  );
}

const ORDER_CODES = ['01', '02', '03'] as const;
const ORDER_LABELS = {
  '01': 'familyDesign.order.sequential',
  '02': 'familyDesign.order.random',
  '03': 'familyDesign.order.loop',
} as const;

/**
 * Option order (optRandType) or row order (childRandType): sequential, random, loop (spec 1 §9). Random
 * and loop keep other/special last in the runner; "keep last" also pins the last normal option.
 */
export function RandomOrderField({ of = 'options' }: { of?: 'options' | 'rows' }) {
  const { question, updateConfig, disabled, t } = useEditor();
  const field = of === 'rows' ? 'childRandType' : 'optRandType';
  const value = question.answerConfig[field] ?? '01';
  return (
    <FieldRow label={t(of === 'rows' ? 'familyDesign.field.rowOrder' : 'familyDesign.field.randomOrder')}>
      <div className="wd-fe__inline">
        <Segmented
          size="small"
          disabled={disabled}
          value={value}
          options={ORDER_CODES.map((code) => ({ value: code, label: t(ORDER_LABELS[code]) }))}
          onChange={(code) => updateConfig({ [field]: String(code) })}
        />
        {of === 'options' && value !== '01' ? (
          <Checkbox
            disabled={disabled}
            checked={question.answerConfig.fixLastOptionInd === 1}
            onChange={(event) => updateConfig({ fixLastOptionInd: flag(event.target.checked) })}
          >
            {t('familyDesign.field.fixLast')}
          </Checkbox>
        ) : null}
      </div>
    </FieldRow>
  );
}

/** Minimum and maximum choices (answerLimitInd, minAnswerNum, maxAnswerNum; 0 means no limit). */
export function AnswerCountField() {
  const { question, updateConfig, disabled, t } = useEditor();
  const config = question.answerConfig;
  const on = config.answerLimitInd === 1;
  const count = Math.max(question.optionList.length, 1);
  return (
    <FieldRow label={t('familyDesign.field.answerLimit')}>
      <div className="wd-fe__inline">
        <Switch
          size="small"
          aria-label={t('familyDesign.field.answerLimit')}
          disabled={disabled}
          checked={on}
          onChange={(checked) => updateConfig({ answerLimitInd: flag(checked) })}
        />
        {on ? (
          <>
            <span>{t('familyDesign.field.min')}</span>
            <InputNumber
              size="small"
              min={0}
              max={count}
              precision={0}
              disabled={disabled}
              placeholder={t('familyDesign.field.noLimit')}
              value={config.minAnswerNum ?? null}
              onChange={(value) => updateConfig({ minAnswerNum: value ?? null })}
              aria-label={t('familyDesign.field.min')}
            />
            <span>{t('familyDesign.field.max')}</span>
            <InputNumber
              size="small"
              min={0}
              max={count}
              precision={0}
              disabled={disabled}
              placeholder={t('familyDesign.field.noLimit')}
              value={config.maxAnswerNum ?? null}
              onChange={(value) => updateConfig({ maxAnswerNum: value ?? null })}
              aria-label={t('familyDesign.field.max')}
            />
          </>
        ) : null}
      </div>
    </FieldRow>
  );
}

const LAYOUT_COLUMNS = [1, 2, 3, 4, 5] as const;

/** optLayout: how many columns the options are laid out in (default 1, spec 1 §2). */
export function OptionLayoutField() {
  const { question, updateConfig, disabled, t } = useEditor();
  return (
    <FieldRow label={t('familyDesign.field.layout')}>
      <Segmented
        size="small"
        disabled={disabled}
        value={question.answerConfig.optLayout}
        options={LAYOUT_COLUMNS.map((n) => ({
          value: n,
          label: t('familyDesign.field.layoutColumns', { n }),
        }))}
        onChange={(n) => updateConfig({ optLayout: Number(n) })}
      />
    </FieldRow>
  );
}
