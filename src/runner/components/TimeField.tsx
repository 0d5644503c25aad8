import { useEffect, useId, useState } from 'react';
import type { TimeFormat } from '../../core/validation/timeValues';
import type { Language } from '../../i18n';
import { translate } from '../translate';
import { describedByIds, useAriaRequired, useQuestionIssuesId } from './required';
import { SelectField } from './SelectField';
import { boundAttribute, fromInputValue, toInputValue } from './timeValues';

const NATIVE_TYPE: Record<Exclude<TimeFormat, 'yyyyMM'>, string> = {
  HHmm: 'time',
  yyyyMMdd: 'date',
  timestamp: 'datetime-local',
};

/**
 * A time or date picker in the spec's format. Time, date and date-time use the phone's native pickers;
 * year-month uses a year and a month dropdown, because type=month is missing in Firefox and desktop Safari.
 */
export function TimeField(props: {
  label: string;
  format: TimeFormat;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  bounds: { min?: number; max?: number };
  lang: Language;
  disabled?: boolean;
  describedBy?: string;
  invalid?: boolean;
}) {
  const id = useId();
  const required = useAriaRequired();
  const issuesId = useQuestionIssuesId();
  if (props.format === 'yyyyMM') return <YearMonthField {...props} />;
  return (
    <div className="rv-time">
      <label htmlFor={id} className="rv-sr-only">
        {props.label}
      </label>
      <input
        id={id}
        aria-required={required}
        className="rv-field"
        type={NATIVE_TYPE[props.format]}
        value={toInputValue(props.value, props.format)}
        min={boundAttribute(props.bounds.min, props.format)}
        max={boundAttribute(props.bounds.max, props.format)}
        disabled={props.disabled}
        aria-describedby={describedByIds(props.describedBy, issuesId)}
        aria-invalid={props.invalid || issuesId !== undefined || undefined}
        onChange={(event) => props.onChange(fromInputValue(event.target.value, props.format))}
      />
    </div>
  );
}

function YearMonthField(props: Parameters<typeof TimeField>[0]) {
  const minYear = Math.floor((props.bounds.min ?? 190001) / 100);
  const maxYear = Math.floor((props.bounds.max ?? 209912) / 100);
  const value = props.value && /^\d{6}$/.test(props.value) ? props.value : '';
  // Both halves live here while the other is still empty, so a chosen year is not lost before the month.
  const [draft, setDraft] = useState({ year: value.slice(0, 4), month: value.slice(4) });
  useEffect(() => {
    setDraft((current) =>
      value
        ? { year: value.slice(0, 4), month: value.slice(4) }
        : current.year && current.month
          ? { year: '', month: '' }
          : current,
    );
  }, [value]);
  const { year, month } = draft;
  const years: { value: string; label: string }[] = [];
  // Latest first: answers are far more often about recent years than about 1900.
  for (let y = maxYear; y >= minYear; y--) years.push({ value: String(y), label: String(y) });
  const months = Array.from({ length: 12 }, (_, index) => {
    const m = String(index + 1).padStart(2, '0');
    return { value: m, label: m };
  });
  const emit = (nextYear: string, nextMonth: string) => {
    setDraft({ year: nextYear, month: nextMonth });
    const next = nextYear && nextMonth ? `${nextYear}${nextMonth}` : undefined;
    // A half-chosen value while still unanswered changes nothing the runner stores.
    if (next !== props.value) props.onChange(next);
  };
  return (
    <fieldset
      className="rv-time-row"
      aria-describedby={props.describedBy}
      style={{ border: 0, margin: 0, padding: 0 }}
    >
      <legend className="rv-sr-only">{props.label}</legend>
      <SelectField
        label={translate(props.lang, 'runnerViews.year')}
        value={year}
        items={years}
        lang={props.lang}
        disabled={props.disabled}
        invalid={props.invalid}
        onChange={(next) => emit(next, month)}
      />
      <SelectField
        label={translate(props.lang, 'runnerViews.month')}
        value={month}
        items={months}
        lang={props.lang}
        disabled={props.disabled}
        invalid={props.invalid}
        onChange={(next) => emit(year, next)}
      />
    </fieldset>
  );
}
