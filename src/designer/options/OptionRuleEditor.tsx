import { Checkbox, Segmented, Switch } from 'antd';
import { useEditor } from '../fields/EditorContext';
import { FieldRow } from '../fields/layout';
import { optionRuleType, ruleIds, setRuleEnabled, setRuleType, toggleRuleOption } from './optionRules';

/**
 * Exclusive and mutually exclusive options (spec 1 §3–§4): with the custom option rule on, the chosen options
 * are either each answered alone (optionRuleType 0, exclusiveItemsId) or at most one of them (1, mutualItemsId).
 */
export function OptionRuleEditor() {
  const { question, change, disabled, t } = useEditor();
  const on = question.answerConfig.optionExInd === 1;
  const type = optionRuleType(question);
  const chosen = new Set(ruleIds(question));
  return (
    <FieldRow
      label={t('familyDesign.rule.switch')}
      hint={
        on ? t(type === 0 ? 'familyDesign.rule.exclusiveHint' : 'familyDesign.rule.mutualHint') : undefined
      }
    >
      <div className="wd-fe__inline">
        <Switch
          size="small"
          aria-label={t('familyDesign.rule.switch')}
          disabled={disabled}
          checked={on}
          onChange={(checked) => change(setRuleEnabled(question, checked))}
        />
        {on ? (
          <Segmented
            size="small"
            disabled={disabled}
            value={type}
            options={[
              { value: 0, label: t('familyDesign.rule.exclusive') },
              { value: 1, label: t('familyDesign.rule.mutual') },
            ]}
            onChange={(value) => change(setRuleType(question, value === 1 ? 1 : 0))}
          />
        ) : null}
      </div>
      {on ? (
        <fieldset className="wd-fe__inline wd-fe__fieldset" aria-label={t('familyDesign.rule.pick')}>
          {question.optionList.map((option) => (
            <Checkbox
              key={option.id}
              disabled={disabled}
              checked={chosen.has(option.id)}
              onChange={() => change(toggleRuleOption(question, option.id))}
            >
              {option.optionName || '—'}
            </Checkbox>
          ))}
        </fieldset>
      ) : null}
    </FieldRow>
  );
}
