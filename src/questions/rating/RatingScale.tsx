import type { Question } from '../../core/model';
import type { Language } from '../../i18n';
import { scoreRange } from './family';
import { scaleLabels, scalePoints } from './ratingScale';
import { ScaleSegments } from './ScaleSegments';
import { SliderScale } from './SliderScale';
import { StarScale } from './StarScale';

/**
 * One scale in the question's rating style (scoreQuType, spec 2 §9): 1 Likert, 2 star, 3 bipolar, 4 slider,
 * 5 exact; the points come from scoreQuParagraph and the labels from the options. Rating and rating group
 * (one scale a row) both draw it.
 */
export function RatingScale(props: {
  question: Question;
  label: string;
  value: number | undefined;
  onChange: (value: number) => void;
  lang: Language;
  disabled?: boolean;
  describedBy?: string;
}) {
  const { question } = props;
  const range = scoreRange(question);
  const points = scalePoints(range);
  const labels = scaleLabels(question.optionList, points.length);
  const common = {
    label: props.label,
    value: props.value,
    onChange: props.onChange,
    lang: props.lang,
    disabled: props.disabled,
    describedBy: props.describedBy,
  };
  switch (question.scoreQuType) {
    case 2:
      return <StarScale {...common} points={points} />;
    case 3:
      return <ScaleSegments {...common} variant="bipolar" points={points} labels={labels} />;
    case 4:
      return (
        <SliderScale
          {...common}
          range={range}
          ends={{ low: labels.low ?? labels.perPoint?.[0], high: labels.high ?? labels.perPoint?.at(-1) }}
        />
      );
    case 5:
      return <ScaleSegments {...common} variant="exact" points={points} labels={labels} />;
    default:
      return <ScaleSegments {...common} variant="likert" points={points} labels={labels} />;
  }
}
