import { Input, Switch } from 'antd';
import { useEditor } from './EditorContext';
import { issuesOfSlot } from './issueSlots';
import { FieldRow } from './layout';

/**
 * Custom codes (answerConfig.customCode): with it on the question code is the designer's own and option /
 * row codes can be typed in their lists; otherwise codes follow numbering (spec 1 §4). Profile questions
 * keep their fixed Sys_ code and do not offer this.
 */
export function CustomCodeField() {
  const { question, change, disabled, issues, t } = useEditor();
  const on = question.answerConfig.customCode === 1;
  return (
    <FieldRow label={t('familyDesign.field.customCode')} issues={issuesOfSlot(issues, 'questionCode')}>
      <div className="wd-fe__inline">
        <Switch
          size="small"
          aria-label={t('familyDesign.field.customCode')}
          disabled={disabled}
          checked={on}
          onChange={(checked) =>
            change({ ...question, answerConfig: { ...question.answerConfig, customCode: checked ? 1 : 0 } })
          }
        />
        {on ? (
          <Input
            size="small"
            style={{ width: 180 }}
            maxLength={40}
            disabled={disabled}
            placeholder={t('familyDesign.field.questionCode')}
            value={question.itemCode ?? ''}
            onChange={(event) => change({ ...question, itemCode: event.target.value })}
            aria-label={t('familyDesign.field.questionCode')}
          />
        ) : null}
      </div>
    </FieldRow>
  );
}

export function customCodesOn(question: { answerConfig: { customCode?: number | null } }): boolean {
  return question.answerConfig.customCode === 1;
}
