import { InputNumber, Switch } from 'antd';
import { SHOW_TIME_MAX, SHOW_TIME_MIN } from '../../core/validation';
import { useEditor } from './EditorContext';
import { issuesOfSlot } from './issueSlots';
import { FieldRow } from './layout';

/** Display time (questionShowConfig, questionShowTime): the question shows for 1–120 seconds. */
export function DisplayTimeField() {
  const { question, updateConfig, disabled, issues, t } = useEditor();
  const on = question.answerConfig.questionShowConfig === 1;
  return (
    <FieldRow
      label={t('familyDesign.field.displayTime')}
      hint={on ? t('familyDesign.field.displayTimeHint') : undefined}
      issues={issuesOfSlot(issues, 'displayTime')}
    >
      <div className="wd-fe__inline">
        <Switch
          size="small"
          aria-label={t('familyDesign.field.displayTime')}
          disabled={disabled}
          checked={on}
          onChange={(checked) => updateConfig({ questionShowConfig: checked ? 1 : 0 })}
        />
        {on ? (
          <InputNumber
            size="small"
            min={SHOW_TIME_MIN}
            max={SHOW_TIME_MAX}
            precision={0}
            disabled={disabled}
            value={question.answerConfig.questionShowTime}
            onChange={(value) => updateConfig({ questionShowTime: value ?? SHOW_TIME_MIN })}
            suffix={t('familyDesign.field.seconds')}
            aria-label={t('familyDesign.field.displayTime')}
          />
        ) : null}
      </div>
    </FieldRow>
  );
}
