import { useEffect, useId, useState } from 'react';
import { acceptNumberText, parseNumberText } from './numberText';

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
}) {
  const id = useId();
  const [text, setText] = useState(props.value === undefined ? '' : String(props.value));
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
        className="rv-field"
        type="text"
        inputMode={props.decimals > 0 ? 'decimal' : 'numeric'}
        autoComplete="off"
        value={text}
        disabled={props.disabled}
        placeholder={props.placeholder}
        aria-describedby={props.describedBy}
        aria-invalid={props.invalid || undefined}
        onChange={(event) => {
          const next = event.target.value.replace(',', '.').trim();
          if (!acceptNumberText(next, { decimals: props.decimals, negative: props.negative })) return;
          setText(next);
          props.onChange(parseNumberText(next));
        }}
      />
      {props.unit ? (
        <span className="rv-unit" aria-hidden>
          {props.unit}
        </span>
      ) : null}
    </div>
  );
}
