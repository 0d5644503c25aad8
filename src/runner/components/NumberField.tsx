import { useEffect, useId, useState } from 'react';
import type { Language } from '../../i18n';
import { useRunnerLanguage } from '../i18n';
import { translate } from '../translate';
import { judgeNumberText, parseNumberText } from './numberText';
import { describedByIds, useAriaRequired, useQuestionIssuesId } from './required';

/** The messages of spec 2 §5 for a number of the wrong type, shown as soon as it is typed. */
const TYPE_MESSAGES = { integer: 'core.answer.integer', decimals: 'core.answer.twoDecimals' } as const;

/**
 * A number typed as text with the numeric keyboard (inputMode), not type=number: that one accepts "e",
 * changes the value when the page is scrolled over it, and hides what the respondent typed when it is not
 * yet a number. The unit sits after the field.
 */
export function NumberField(props: {
  label: string;
  value: number | undefined;
  onChange: (value: number | undefined) => void;
  decimals: number;
  negative: boolean;
  unit?: string;
  disabled?: boolean;
  describedBy?: string;
  invalid?: boolean;
  placeholder?: string;
  /** The interface language; the runner's current one when not given. */
  lang?: Language;
}) {
  const id = useId();
  const required = useAriaRequired();
  const issuesId = useQuestionIssuesId();
  const messageId = `${id}-type`;
  const runnerLanguage = useRunnerLanguage();
  const lang = props.lang ?? runnerLanguage;
  const [text, setText] = useState(props.value === undefined ? '' : String(props.value));
  const verdict = judgeNumberText(text, { decimals: props.decimals, negative: props.negative });
  const typeMessage = verdict === 'integer' || verdict === 'decimals' ? TYPE_MESSAGES[verdict] : undefined;
  // A value set from outside (logic auto-assign, a restored response) replaces the draft unless the draft
  // already reads as that value ("3." while typing 3.5 must survive the echo of 3).
  useEffect(() => {
    setText((draft) =>
      parseNumberText(draft) === props.value ? draft : props.value === undefined ? '' : String(props.value),
    );
  }, [props.value]);
  return (
    <div className="rv-number">
      <label htmlFor={id} className="rv-sr-only">
        {props.label}
      </label>
      <input
        id={id}
        aria-required={required}
        className="rv-field"
        type="text"
        inputMode={props.decimals > 0 ? 'decimal' : 'numeric'}
        autoComplete="off"
        value={text}
        disabled={props.disabled}
        placeholder={props.placeholder}
        aria-describedby={describedByIds(props.describedBy, typeMessage && messageId, issuesId)}
        aria-invalid={props.invalid || typeMessage !== undefined || issuesId !== undefined || undefined}
        onChange={(event) => {
          const next = event.target.value.replace(',', '.').trim();
          // "36.5" in a whole-number field stays as typed, with the reason said at once; validation holds the
          // page until it is corrected. Only keystrokes that cannot make a number are ignored.
          if (judgeNumberText(next, { decimals: props.decimals, negative: props.negative }) === 'refused')
            return;
          setText(next);
          props.onChange(parseNumberText(next));
        }}
      />
      {props.unit ? (
        <span className="rv-unit" aria-hidden>
          {props.unit}
        </span>
      ) : null}
      {typeMessage ? (
        <p className="rv-issue rv-number__type" id={messageId} role="alert" data-testid="number-type-issue">
          {translate(lang, typeMessage)}
        </p>
      ) : null}
    </div>
  );
}
