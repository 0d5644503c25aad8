import { useId } from 'react';
import { orderedItems } from '../../runner/components/choiceToggle';
import { IssueMessages, issuesAt } from '../../runner/components/Issues';
import { NumberField } from '../../runner/components/NumberField';
import { describedByIds } from '../../runner/components/required';
import { ViewRoot } from '../../runner/components/ViewRoot';
import { translate } from '../../runner/translate';
import type { AnswerViewProps } from '../../runner/views/contract';
import { chipRemaining, withAmount } from './amounts';
import { CHIP_DEFAULT_UNIT, chipTotal } from './family';

/**
 * Chip allocation (spec 2 §4): an amount per option from 0 to the total, with steppers for the common
 * one-at-a-time case and a field for typing; what is left to allocate is shown live above the options (and
 * announced politely), turning red when the amounts exceed the total.
 */
export default function ChipAnswer(props: AnswerViewProps) {
  const { question, lang } = props;
  const answer = props.answer?.kind === 'chip' ? props.answer : undefined;
  const amounts = answer?.amounts ?? {};
  const total = chipTotal(question);
  const unit = translate(lang, `core.unit.${question.unit ?? CHIP_DEFAULT_UNIT}`);
  const remaining = chipRemaining(total, amounts);
  const statusId = useId();
  const set = (optionId: string, value: number) => {
    const next = withAmount(amounts, optionId, value, total);
    props.onChange(next ? { kind: 'chip', amounts: next } : undefined);
  };
  const status =
    remaining > 0
      ? translate(lang, 'runnerViews.chipRemaining', { n: remaining, unit })
      : remaining === 0
        ? translate(lang, 'runnerViews.chipDone', { total, unit })
        : translate(lang, 'runnerViews.chipOver', { n: -remaining, unit });
  return (
    <ViewRoot accentColor={props.accentColor} issues={props.issues} lang={lang} readOnly={props.readOnly}>
      <div className="rv-chip-status" data-over={remaining < 0 ? '' : undefined} id={statusId}>
        <span className="rv-chip-left" aria-live="polite">
          {status}
        </span>
        <span>{translate(lang, 'runnerViews.chipTotal', { total, unit })}</span>
      </div>
      {orderedItems(question.optionList, props.optionOrder).map((option) => {
        const amount = amounts[option.id] ?? 0;
        const optionIssues = issuesAt(props.issues, { optionId: option.id });
        const optionIssuesId = `${statusId}-${option.id}-issues`;
        return (
          <div key={option.id} data-option-id={option.id}>
            <div className="rv-chip-row">
              <span className="rv-chip-name">{option.optionName}</span>
              <div className="rv-stepper">
                <button
                  type="button"
                  className="rv-button"
                  aria-label={translate(lang, 'runnerViews.decrease', { name: option.optionName })}
                  disabled={props.readOnly || amount <= 0}
                  onClick={() => set(option.id, Math.ceil(amount) - 1)}
                >
                  −
                </button>
                <NumberField
                  label={option.optionName}
                  value={amounts[option.id]}
                  onChange={(value) => set(option.id, value ?? 0)}
                  decimals={2}
                  negative={false}
                  disabled={props.readOnly}
                  describedBy={describedByIds(statusId, optionIssues.length > 0 && optionIssuesId)}
                  invalid={optionIssues.length > 0}
                  placeholder="0"
                  lang={lang}
                />
                <button
                  type="button"
                  className="rv-button"
                  aria-label={translate(lang, 'runnerViews.increase', { name: option.optionName })}
                  // Nothing left to give: more would only go over the total.
                  disabled={props.readOnly || amount >= total || remaining <= 0}
                  onClick={() => set(option.id, Math.floor(amount) + 1)}
                >
                  +
                </button>
              </div>
            </div>
            <IssueMessages issues={optionIssues} lang={lang} id={optionIssuesId} />
          </div>
        );
      })}
    </ViewRoot>
  );
}
