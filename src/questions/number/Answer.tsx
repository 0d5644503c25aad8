import { useId } from 'react';
import { numberTypeOf, rangeOf } from '../../core/validation/numberRules';
import type { Language } from '../../i18n';
import { NumberField } from '../../runner/components/NumberField';
import { plainTitle, ViewRoot } from '../../runner/components/ViewRoot';
import { translate } from '../../runner/translate';
import type { AnswerViewProps } from '../../runner/views/contract';
import { AGE_MAX } from '../profile/family';

/** The range hint under a number: "from 0 to 100", "at least 5", or nothing when the range is open. */
function rangeHint(range: { min?: number; max?: number } | undefined, lang: Language): string | undefined {
  if (!range) return undefined;
  if (range.min !== undefined && range.max !== undefined)
    return translate(lang, 'runnerViews.range', { min: range.min, max: range.max });
  if (range.min !== undefined) return translate(lang, 'runnerViews.rangeMin', { min: range.min });
  if (range.max !== undefined) return translate(lang, 'runnerViews.rangeMax', { max: range.max });
  return undefined;
}

/**
 * Number (NumberBox) and age (NianLingBox): an integer or up to two decimals (scoreNumType), with the unit
 * after the field and the range as a hint. Age is always a whole number from 0 to 120.
 */
export default function NumberAnswer(props: AnswerViewProps) {
  const { question, lang } = props;
  const answer = props.answer?.kind === 'number' ? props.answer : undefined;
  const isAge = question.catalogKey === 'age';
  const range = isAge ? (rangeOf(question) ?? { min: 0, max: AGE_MAX }) : rangeOf(question);
  const decimals = !isAge && numberTypeOf(question) === 2 ? 2 : 0;
  const hint = rangeHint(range, lang);
  const hintId = useId();
  return (
    <ViewRoot accentColor={props.accentColor} issues={props.issues} lang={lang} readOnly={props.readOnly}>
      <NumberField
        label={plainTitle(question)}
        value={answer?.value}
        onChange={(value) => props.onChange(value === undefined ? undefined : { kind: 'number', value })}
        decimals={decimals}
        // A minus sign is offered only when the range allows a negative answer.
        negative={range?.min === undefined || range.min < 0}
        unit={question.unit ? translate(lang, `core.unit.${question.unit}`) : undefined}
        disabled={props.readOnly}
        describedBy={hint ? hintId : undefined}
        invalid={props.issues.length > 0}
        lang={lang}
      />
      {hint ? (
        <p className="rv-hint" id={hintId}>
          {hint}
          {decimals > 0 ? ` · ${translate(lang, 'runnerViews.decimalHint')}` : ''}
        </p>
      ) : null}
    </ViewRoot>
  );
}
