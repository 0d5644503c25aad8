import { useId } from 'react';
import type { Language } from '../../i18n';
import { describedByIds, useAriaRequired, useQuestionIssuesId } from '../../runner/components/required';
import { translate } from '../../runner/translate';

/**
 * A scale as a row of radio segments: Likert (4–7 points), bipolar (5 or 7, the middle neutral) and exact
 * (5 labelled points, one a line). Native radios give arrow-key movement and the group's name to screen
 * readers; the segment shows the number and, when the designer gave them, the point's label.
 */
export function ScaleSegments(props: {
  variant: 'likert' | 'bipolar' | 'exact';
  label: string;
  points: readonly number[];
  labels: { perPoint?: string[]; low?: string; high?: string };
  value: number | undefined;
  onChange: (value: number) => void;
  lang: Language;
  disabled?: boolean;
  describedBy?: string;
}) {
  const name = useId();
  const required = useAriaRequired();
  const issuesId = useQuestionIssuesId();
  const middle = props.points[Math.floor(props.points.length / 2)];
  return (
    <div>
      <div
        className={`rv-scale rv-scale-${props.variant}`}
        role="radiogroup"
        aria-required={required}
        aria-invalid={issuesId ? true : undefined}
        aria-label={props.label}
        aria-describedby={describedByIds(props.describedBy, issuesId)}
      >
        {props.points.map((point, index) => {
          const pointLabel = props.labels.perPoint?.[index];
          return (
            <label
              key={point}
              className={props.variant === 'bipolar' && point === middle ? 'rv-seg rv-seg-mid' : 'rv-seg'}
            >
              <input
                className="rv-sr-input"
                type="radio"
                name={name}
                value={point}
                checked={props.value === point}
                disabled={props.disabled}
                onChange={() => props.onChange(point)}
                aria-label={
                  pointLabel
                    ? `${point} ${pointLabel}`
                    : translate(props.lang, 'runnerViews.score', { n: point })
                }
              />
              <span className="rv-seg-face" aria-hidden>
                <span>{point}</span>
                {pointLabel ? <span className="rv-seg-label">{pointLabel}</span> : null}
              </span>
            </label>
          );
        })}
      </div>
      {props.labels.low || props.labels.high ? (
        <div className="rv-scale-ends" aria-hidden>
          <span>{props.labels.low}</span>
          <span className="rv-end-high">{props.labels.high}</span>
        </div>
      ) : null}
    </div>
  );
}
