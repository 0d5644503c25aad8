import { type CSSProperties, useId } from 'react';
import type { Language } from '../../i18n';
import { describedByIds, useAriaRequired, useQuestionIssuesId } from '../../runner/components/required';
import { translate } from '../../runner/translate';

const STAR_PATH = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';

/**
 * Stars as radios (5, 7 or 10): every star up to the chosen one is lit. Each star is a 44 px target; ten
 * stars do not fit a phone's width at that size, so they wrap as two rows of five.
 */
export function StarScale(props: {
  label: string;
  points: readonly number[];
  value: number | undefined;
  onChange: (value: number) => void;
  lang: Language;
  disabled?: boolean;
  describedBy?: string;
}) {
  const name = useId();
  const required = useAriaRequired();
  const issuesId = useQuestionIssuesId();
  const columns = props.points.length > 7 ? 5 : props.points.length;
  const starsText = (n: number) =>
    n === 1 ? translate(props.lang, 'runnerViews.star') : translate(props.lang, 'runnerViews.stars', { n });
  return (
    <div>
      <div
        className="rv-stars"
        style={{ '--rv-star-cols': columns } as CSSProperties}
        role="radiogroup"
        aria-required={required}
        aria-invalid={issuesId ? true : undefined}
        aria-label={props.label}
        aria-describedby={describedByIds(props.describedBy, issuesId)}
      >
        {props.points.map((point) => (
          <label
            key={point}
            className="rv-star"
            data-on={props.value !== undefined && point <= props.value ? '' : undefined}
          >
            <input
              className="rv-sr-input"
              type="radio"
              name={name}
              value={point}
              checked={props.value === point}
              disabled={props.disabled}
              onChange={() => props.onChange(point)}
              aria-label={starsText(point)}
            />
            <span className="rv-star-face" aria-hidden>
              <svg viewBox="0 0 24 24" focusable="false" aria-hidden>
                <path d={STAR_PATH} />
              </svg>
            </span>
          </label>
        ))}
      </div>
      <div className="rv-stars-value" aria-hidden>
        {props.value !== undefined ? `${starsText(props.value)} / ${props.points.length}` : '\u00a0'}
      </div>
    </div>
  );
}
