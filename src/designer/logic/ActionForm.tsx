import { Checkbox, Radio, Select } from 'antd';
import { LogicType } from '../../core/model/constants';
import { useT } from '../../shell/hooks';
import type { ActionDraft } from './actionDraft';
import { ValueInput } from './ConditionForm';
import {
  fillTargets,
  isChoiceTarget,
  jumpTargets,
  type LogicQuestion,
  needsTargetDesc,
  questionLabel,
} from './logicQuestions';
import type { FormField } from './refusal';

const ACTIONS = [
  { value: LogicType.jump, key: 'logicEditor.action.jump' },
  { value: LogicType.end, key: 'logicEditor.action.end' },
  { value: LogicType.autoSelect, key: 'logicEditor.action.select' },
  { value: LogicType.autoAssign, key: 'logicEditor.action.assign' },
] as const;

/** The targets an action may name (a later question; with options when options are selected). */
export function targetsFor(action: ActionDraft, questions: readonly LogicQuestion[], ownerId: string) {
  if (action.logicType === LogicType.jump) return jumpTargets(questions, ownerId);
  if (action.logicType === LogicType.autoSelect || action.logicType === LogicType.autoAssign)
    return fillTargets(questions, ownerId, action.logicType);
  return [];
}

/**
 * What an answer-logic rule does: jump to a later question, end the survey, select options of a later
 * question, or give a later question a value of its kind (options, a row's columns, a number, a date or
 * time in its format, a text).
 */
export function ActionForm({
  action,
  onChange,
  questions,
  ownerId,
  invalid,
  disabled,
}: {
  action: ActionDraft;
  onChange: (action: ActionDraft) => void;
  questions: readonly LogicQuestion[];
  ownerId: string;
  invalid: FormField | null;
  disabled: boolean;
}) {
  const t = useT();
  const targets = targetsFor(action, questions, ownerId);
  const target = targets.find((question) => question.id === action.toQuId);
  const change = (patch: Partial<ActionDraft>) => onChange({ ...action, ...patch });
  const status = (field: FormField) => (invalid === field ? ('error' as const) : undefined);
  const fills = action.logicType === LogicType.autoSelect || action.logicType === LogicType.autoAssign;

  return (
    <div className="wd-logic-form__fields">
      <div className="wd-logic-form__row">
        <span className="wd-logic-form__label">{t('logicEditor.field.action')}</span>
        <Radio.Group
          value={action.logicType}
          disabled={disabled}
          optionType="button"
          onChange={(event) =>
            onChange({
              logicType: event.target.value,
              toQuId: null,
              toItemIds: [],
              toSubQuId: null,
              toValue: '',
            })
          }
          options={ACTIONS.map((item) => ({ value: item.value, label: t(item.key) }))}
          data-testid="logic-action"
        />
      </div>
      {action.logicType !== LogicType.end && (
        <div className="wd-logic-form__row">
          <label className="wd-logic-form__label" htmlFor="logic-target">
            {t('logicEditor.field.target')}
          </label>
          {targets.length === 0 ? (
            <span className="wd-muted">
              {t(
                action.logicType === LogicType.jump
                  ? 'logicEditor.noJumpTargets'
                  : 'logicEditor.noFillTargets',
              )}
            </span>
          ) : (
            <Select
              id="logic-target"
              className="wd-logic-form__wide"
              status={status('target')}
              disabled={disabled}
              value={action.toQuId ?? undefined}
              placeholder={t('logicEditor.field.questionPlaceholder')}
              showSearch={{ optionFilterProp: 'label' }}
              onChange={(toQuId: string) => change({ toQuId, toItemIds: [], toSubQuId: null, toValue: '' })}
              options={targets.map((question) => ({ value: question.id, label: questionLabel(question) }))}
              data-testid="logic-target"
            />
          )}
        </div>
      )}
      {fills && target && needsTargetDesc(target) && (
        <div className="wd-logic-form__row">
          <label className="wd-logic-form__label" htmlFor="logic-target-row">
            {t('logicEditor.field.targetRow')}
          </label>
          <Select
            id="logic-target-row"
            className="wd-logic-form__wide"
            status={status('targetPart')}
            disabled={disabled}
            value={action.toSubQuId ?? undefined}
            onChange={(toSubQuId: string) => change({ toSubQuId })}
            options={target.descs.map((desc) => ({ value: desc.id, label: desc.text }))}
            data-testid="logic-target-row"
          />
        </div>
      )}
      {fills && target && isChoiceTarget(target) && (
        <div className="wd-logic-form__row">
          <span className="wd-logic-form__label">{t('logicEditor.field.targetOptions')}</span>
          <Checkbox.Group
            className={`wd-logic-form__options${invalid === 'targetValue' ? ' wd-logic-form__options--invalid' : ''}`}
            disabled={disabled}
            value={action.toItemIds}
            onChange={(ids) => change({ toItemIds: ids as string[] })}
            options={target.options.map((option) => ({ value: option.id, label: option.text }))}
            data-testid="logic-target-options"
          />
        </div>
      )}
      {action.logicType === LogicType.autoAssign && target && !isChoiceTarget(target) && (
        <div className="wd-logic-form__row">
          <label className="wd-logic-form__label" htmlFor="logic-target-value">
            {t('logicEditor.field.targetValue')}
          </label>
          <ValueInput
            id="logic-target-value"
            source={{
              kind:
                target.assignKind === 'time'
                  ? 'date'
                  : target.assignKind === 'number' || target.assignKind === 'scores'
                    ? 'number'
                    : 'text',
              timeFormat: target.timeFormat,
            }}
            value={action.toValue}
            invalid={invalid === 'targetValue'}
            disabled={disabled}
            onChange={(toValue) => change({ toValue })}
            testId="logic-target-value"
          />
        </div>
      )}
    </div>
  );
}
