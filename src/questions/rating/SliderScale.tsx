import { type CSSProperties, useId } from 'react';
import type { Language } from '../../i18n';
import { translate } from '../../runner/translate';
import { sliderPercent, sliderValue } from './ratingScale';

/**
 * A native range input (keyboard, screen reader and touch dragging for free) with the chosen score shown
 * large above it. Unrated, the thumb rests at the low end in grey and the score reads "drag to rate"; a tap
 * on the track or a drag rates. The filled part of the track is drawn from --rv-fill.
 */
export function SliderScale(props: {
  label: string;
  range: { min: number; max: number };
  ends: { low?: string; high?: string };
  value: number | undefined;
  onChange: (value: number) => void;
  lang: Language;
  disabled?: boolean;
  describedBy?: string;
}) {
  const id = useId();
  const unset = props.value === undefined;
  const fill = unset ? 0 : sliderPercent(props.value ?? props.range.min, props.range);
  const valueText = unset
    ? translate(props.lang, 'runnerViews.sliderUnset')
    : translate(props.lang, 'runnerViews.sliderValue', { n: props.value ?? '' });
  return (
    <div className="rv-slider">
      <div className="rv-slider-head">
        <label htmlFor={id} className="rv-sr-only">
          {props.label}
        </label>
        <span className="rv-slider-value" data-unset={unset ? '' : undefined} aria-hidden>
          {unset ? valueText : props.value}
        </span>
      </div>
      <input
        id={id}
        className="rv-range"
        type="range"
        min={props.range.min}
        max={props.range.max}
        step={1}
        value={props.value ?? props.range.min}
        data-unset={unset ? '' : undefined}
        style={{ '--rv-fill': `${fill}%` } as CSSProperties}
        disabled={props.disabled}
        aria-valuetext={valueText}
        aria-describedby={props.describedBy}
        onChange={(event) => {
          const next = sliderValue(event.target.value, props.range);
          if (next !== undefined) props.onChange(next);
        }}
        // A tap on the thumb where it rests (the low end) fires no change event; it still means "this score".
        onPointerUp={(event) => {
          if (unset) {
            const next = sliderValue(event.currentTarget.value, props.range);
            if (next !== undefined) props.onChange(next);
          }
        }}
      />
      <div className="rv-scale-ends" aria-hidden>
        <span>{props.ends.low ?? props.range.min}</span>
        <span className="rv-end-high">{props.ends.high ?? props.range.max}</span>
      </div>
    </div>
  );
}
