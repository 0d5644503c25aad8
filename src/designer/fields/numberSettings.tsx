import { InputNumber, Segmented, Select, Switch } from 'antd';
import { numberTypeOf } from '../../core/validation';
import { useEditor } from './EditorContext';
import { issuesOfSlot } from './issueSlots';
import { FieldRow } from './layout';
import { TimeValueInput } from './TimeValueInput';
import type { TimeFormat } from '../../core/validation';

/**
 * The range [paramInt01, paramInt02] behind limitRangeInd (spec 1 §5): both required, min ≤ max; numbers
 * follow the number type (integers, or two decimals); time and date bounds are entered with the native
 * picker of their format.
 */
export function RangeField({
  format,
  locked,
  hint,
}: {
  format?: TimeFormat;
  locked?: boolean;
  hint?: string;
}) {
  const { question, updateConfig, disabled, issues, t } = useEditor();
  const config = question.answerConfig;
  const on = locked || config.limitRangeInd === 1;
  const precision = numberTypeOf(question) === 2 ? 2 : 0;
  const bound = (field: 'paramInt01' | 'paramInt02', label: string) =>
    format ? (
      <TimeValueInput
        format={format}
        value={config[field] ?? null}
        disabled={disabled}
        label={label}
        onChange={(value) => updateConfig({ [field]: value })}
      />
    ) : (
      <InputNumber
        size="small"
        precision={precision}
        disabled={disabled}
        value={config[field] ?? null}
        onChange={(value) => updateConfig({ [field]: value ?? null })}
        aria-label={label}
      />
    );
  return (
    <FieldRow label={t('familyDesign.field.range')} hint={hint} issues={issuesOfSlot(issues, 'range')}>
      <div className="wd-fe__inline">
        {locked ? null : (
          <Switch
            size="small"
            aria-label={t('familyDesign.field.range')}
            disabled={disabled}
            checked={on}
            onChange={(checked) => updateConfig({ limitRangeInd: checked ? 1 : 0 })}
          />
        )}
        {on ? (
          <>
            {bound('paramInt01', t('familyDesign.field.rangeMin'))}
            <span>–</span>
            {bound('paramInt02', t('familyDesign.field.rangeMax'))}
          </>
        ) : null}
      </div>
    </FieldRow>
  );
}

/** scoreNumType 1 integer, 2 up to two decimals; kept on the question and in answerConfig alike. */
export function NumberTypeField() {
  const { question, change, disabled, issues, t } = useEditor();
  return (
    <FieldRow label={t('familyDesign.field.numberType')} issues={issuesOfSlot(issues, 'numberType')}>
      <Segmented
        size="small"
        disabled={disabled}
        value={numberTypeOf(question) ?? 0}
        options={[
          { value: 1, label: t('familyDesign.numberType.integer') },
          { value: 2, label: t('familyDesign.numberType.decimal') },
        ]}
        onChange={(value) =>
          change({
            ...question,
            scoreNumType: Number(value),
            answerConfig: { ...question.answerConfig, scoreNumType: Number(value) },
          })
        }
      />
    </FieldRow>
  );
}

/** The unit shown after the answer, one of the catalogue's units; chip questions must have one. */
export function UnitField({ required }: { required?: boolean }) {
  const { question, entry, update, disabled, issues, t } = useEditor();
  const units = entry?.limits.units ?? [];
  return (
    <FieldRow label={t('familyDesign.field.unit')} issues={issuesOfSlot(issues, 'unit')}>
      <Select
        size="small"
        style={{ width: 160 }}
        disabled={disabled}
        allowClear={!required}
        placeholder={t('familyDesign.field.noUnit')}
        value={question.unit ?? undefined}
        options={units.map((unit) => ({ value: unit, label: t(`core.unit.${unit}`) }))}
        onChange={(unit: string | undefined) => update({ unit: unit ?? null })}
        aria-label={t('familyDesign.field.unit')}
      />
    </FieldRow>
  );
}
