import { Checkbox, Input, InputNumber, Switch } from 'antd';
import type { Flag } from '../../core/model';
import { useEditor } from './EditorContext';
import { issuesOfSlot } from './issueSlots';
import { FieldRow } from './layout';

const flag = (on: boolean): Flag => (on ? 1 : 0);

/**
 * Limits of an open answer: a minimum length (requireLengthSwitch / requireLength) under the family's fixed
 * maximum, and the character classes the answer must contain (requireNumber / Symbol / English).
 */
export function TextLimitsField({ maxLength }: { maxLength?: number }) {
  const { question, updateConfig, disabled, issues, t } = useEditor();
  const config = question.answerConfig;
  const lengthOn = config.requireLengthSwitch === 1;
  return (
    <>
      <FieldRow
        label={t('familyDesign.field.minLength')}
        hint={maxLength ? t('familyDesign.field.maxLength', { max: maxLength }) : undefined}
        issues={issuesOfSlot(issues, 'textLimits')}
      >
        <div className="wd-fe__inline">
          <Switch
            size="small"
            aria-label={t('familyDesign.field.minLength')}
            disabled={disabled}
            checked={lengthOn}
            onChange={(on) => updateConfig({ requireLengthSwitch: flag(on) })}
          />
          {lengthOn ? (
            <InputNumber
              size="small"
              min={1}
              max={maxLength}
              precision={0}
              disabled={disabled}
              value={config.requireLength}
              // An emptied box keeps the rule honest: 0 is refused by the designer check.
              onChange={(value) => updateConfig({ requireLength: value ?? 0 })}
              aria-label={t('familyDesign.field.minLength')}
            />
          ) : null}
        </div>
      </FieldRow>
      <FieldRow label={t('familyDesign.field.characters')}>
        <div className="wd-fe__inline">
          <Checkbox
            disabled={disabled}
            checked={config.requireNumber === 1}
            onChange={(event) => updateConfig({ requireNumber: flag(event.target.checked) })}
          >
            {t('familyDesign.char.number')}
          </Checkbox>
          <Checkbox
            disabled={disabled}
            checked={config.requireSymbol === 1}
            onChange={(event) => updateConfig({ requireSymbol: flag(event.target.checked) })}
          >
            {t('familyDesign.char.symbol')}
          </Checkbox>
          <Checkbox
            disabled={disabled}
            checked={config.requireEnglish === 1}
            onChange={(event) => updateConfig({ requireEnglish: flag(event.target.checked) })}
          >
            {t('familyDesign.char.english')}
          </Checkbox>
        </div>
      </FieldRow>
    </>
  );
}

/** The hint shown inside the empty answer box. */
export function PlaceholderField() {
  const { question, update, disabled, t } = useEditor();
  return (
    <FieldRow label={t('familyDesign.field.placeholder')}>
      <Input
        size="small"
        maxLength={60}
        disabled={disabled}
        value={question.placeholder ?? ''}
        placeholder={t('familyDesign.preview.text')}
        onChange={(event) => update({ placeholder: event.target.value })}
        aria-label={t('familyDesign.field.placeholder')}
      />
    </FieldRow>
  );
}

/** validInd: check the email / ID card / phone format of a profile answer. */
export function FormatCheckField() {
  const { question, updateConfig, disabled, t } = useEditor();
  return (
    <FieldRow label={t('familyDesign.field.formatCheck')}>
      <Switch
        size="small"
        aria-label={t('familyDesign.field.formatCheck')}
        disabled={disabled}
        checked={question.answerConfig.validInd === 1}
        onChange={(on) => updateConfig({ validInd: flag(on) })}
      />
    </FieldRow>
  );
}
