import { useId } from 'react';
import type { Language } from '../../i18n';
import { translate } from '../translate';
import { describedByIds, useAriaRequired, useQuestionIssuesId } from './required';

/**
 * A native dropdown: on phones it opens the system's own picker, the most reliable and familiar one, and
 * costs no code. The first entry is the empty choice.
 */
export function SelectField(props: {
  label: string;
  showLabel?: boolean;
  value: string;
  items: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
  lang: Language;
  disabled?: boolean;
  describedBy?: string;
  invalid?: boolean;
}) {
  const id = useId();
  const required = useAriaRequired();
  const issuesId = useQuestionIssuesId();
  return (
    <div className="rv-select">
      <label htmlFor={id} className={props.showLabel ? 'rv-label' : 'rv-sr-only'}>
        {props.label}
      </label>
      <select
        id={id}
        aria-required={required}
        className="rv-field"
        value={props.value}
        disabled={props.disabled}
        aria-describedby={describedByIds(props.describedBy, issuesId)}
        aria-invalid={props.invalid || issuesId !== undefined || undefined}
        onChange={(event) => props.onChange(event.target.value)}
      >
        <option value="">{translate(props.lang, 'runnerViews.selectPlaceholder')}</option>
        {props.items.map((item) => (
          <option key={item.value} value={item.value}>
            {item.label}
          </option>
        ))}
      </select>
    </div>
  );
}
