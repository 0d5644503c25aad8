import { type HTMLAttributes, useEffect, useId, useRef, useState } from 'react';
import { charCount } from '../../core/text';
import type { Language } from '../../i18n';
import { translate } from '../translate';
import { describedByIds, useAriaRequired, useQuestionIssuesId } from './required';

/**
 * A text input or textarea with a live character counter against its limit. The native maxLength stops
 * typing at the limit (it counts UTF-16 units, never fewer than the validator's characters, so what fits
 * here also passes there) without breaking an IME composition the way trimming in onChange would. The
 * browser cuts a paste or a keystroke past the limit without a word, so the field says why when it does.
 */
export function TextField(props: {
  label: string;
  /** Show the label above the field (sub-questions); otherwise it is for screen readers only. */
  showLabel?: boolean;
  value: string;
  onChange: (text: string) => void;
  maxLength: number;
  lang: Language;
  multiline?: boolean;
  rows?: number;
  disabled?: boolean;
  placeholder?: string;
  type?: 'text' | 'email' | 'tel';
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  autoComplete?: string;
  describedBy?: string;
  hint?: string;
  invalid?: boolean;
}) {
  const id = useId();
  const required = useAriaRequired();
  const issuesId = useQuestionIssuesId();
  const counterId = `${id}-count`;
  const hintId = `${id}-hint`;
  const cutId = `${id}-cut`;
  const cut = useCutAtLimit(props.maxLength, props.value);
  const describedBy = describedByIds(
    props.describedBy,
    props.hint && hintId,
    counterId,
    cut.shown && cutId,
    issuesId,
  );
  const common = {
    ref: cut.ref,
    id,
    className: props.multiline ? 'rv-field rv-textarea' : 'rv-field',
    value: props.value,
    maxLength: props.maxLength,
    disabled: props.disabled,
    placeholder: props.placeholder ?? translate(props.lang, 'runnerViews.textPlaceholder'),
    'aria-describedby': describedBy,
    'aria-required': required,
    'aria-invalid': props.invalid || issuesId !== undefined || undefined,
  };
  const count = charCount(props.value);
  return (
    <div className="rv-text">
      <label htmlFor={id} className={props.showLabel ? 'rv-label' : 'rv-sr-only'}>
        {props.label}
      </label>
      {props.multiline ? (
        <textarea
          {...common}
          rows={props.rows ?? 3}
          onChange={(event) => props.onChange(event.target.value)}
        />
      ) : (
        <input
          {...common}
          type={props.type ?? 'text'}
          inputMode={props.inputMode}
          autoComplete={props.autoComplete ?? 'off'}
          onChange={(event) => props.onChange(event.target.value)}
        />
      )}
      {cut.shown ? (
        <p className="rv-issue" id={cutId} role="alert" data-testid="text-cut">
          {translate(props.lang, 'core.answer.textTooLong', { max: props.maxLength })}
        </p>
      ) : null}
      <div className="rv-field-foot">
        {props.hint ? (
          <span id={hintId} className="rv-hint">
            {props.hint}
          </span>
        ) : (
          <span />
        )}
        {/* An empty one-line field shows no "0/20": the counter matters once there is text to count. */}
        <span
          id={counterId}
          className="rv-counter"
          hidden={count === 0 && !props.multiline}
          data-full={count >= props.maxLength ? '' : undefined}
        >
          <span aria-hidden>
            {count}/{props.maxLength}
          </span>
          <span className="rv-sr-only">
            {translate(props.lang, 'runnerViews.counter', { n: count, max: props.maxLength })}
          </span>
        </span>
      </div>
    </div>
  );
}

/**
 * Whether the browser just cut what was typed or pasted at `maxLength` (UTF-16 units, as the native limit
 * counts): seen on `beforeinput`, before the cut, from the text about to go in and the selection it replaces.
 * The note stays until the text is shorter than the limit again. IME compositions are left alone.
 */
function useCutAtLimit(maxLength: number, value: string) {
  const ref = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const field = ref.current;
    if (!field) return;
    const onBeforeInput = (event: InputEvent) => {
      if (event.isComposing || !event.inputType.startsWith('insert')) return;
      if (event.inputType === 'insertCompositionText') return;
      const inserted =
        event.data ??
        event.dataTransfer?.getData('text/plain') ??
        (event.inputType === 'insertLineBreak' ? '\n' : '');
      const replaced = (field.selectionEnd ?? 0) - (field.selectionStart ?? 0);
      if (inserted && field.value.length - replaced + inserted.length > maxLength) setShown(true);
    };
    field.addEventListener('beforeinput', onBeforeInput);
    return () => field.removeEventListener('beforeinput', onBeforeInput);
  }, [maxLength]);
  useEffect(() => {
    if (value.length < maxLength) setShown(false);
  }, [value, maxLength]);
  return { ref, shown };
}
