import { InputNumber, Segmented, Switch } from 'antd';
import {
  SHOW_END_CHOICES,
  SHOW_TIME_MAX,
  SHOW_TIME_MIN,
  type ShowEnd,
  showEndOf,
} from '../../core/validation';
import { useEditor } from './EditorContext';
import { issuesOfSlot } from './issueSlots';
import { FieldRow } from './layout';

const END_LABELS = {
  next: 'familyDesign.displayTimeEnd.next',
  hide: 'familyDesign.displayTimeEnd.hide',
} as const satisfies Record<ShowEnd, string>;

/**
 * Display time (questionShowConfig, questionShowTime): the question, or the page after a page break, shows
 * for 1–120 seconds; then, as the designer chooses (questionShowEnd), the runner moves on or hides the
 * stimulus and keeps the answer controls (src/core/validation/displayTime.ts).
 */
export function DisplayTimeField() {
  const { question, updateConfig, disabled, issues, t } = useEditor();
  const on = question.answerConfig.questionShowConfig === 1;
  return (
    <>
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
      {on ? (
        <FieldRow label={t('familyDesign.field.displayTimeEnd')}>
          <Segmented
            size="small"
            disabled={disabled}
            aria-label={t('familyDesign.field.displayTimeEnd')}
            data-testid="display-time-end"
            value={showEndOf(question)}
            options={SHOW_END_CHOICES.map((end) => ({ value: end, label: t(END_LABELS[end]) }))}
            onChange={(end) => updateConfig({ questionShowEnd: end as ShowEnd })}
          />
        </FieldRow>
      ) : null}
    </>
  );
}
