import { plainTitle, ViewRoot } from '../../runner/components/ViewRoot';
import type { AnswerViewProps } from '../../runner/views/contract';
import { RatingScale } from './RatingScale';

/** Rating (RateBox) in its five styles, and the slider entry (style 4): one score on the scale. */
export default function RatingAnswer(props: AnswerViewProps) {
  const answer = props.answer?.kind === 'number' ? props.answer : undefined;
  return (
    <ViewRoot
      accentColor={props.accentColor}
      issues={props.issues}
      lang={props.lang}
      readOnly={props.readOnly}
    >
      <RatingScale
        question={props.question}
        label={plainTitle(props.question)}
        value={answer?.value}
        onChange={(value) => props.onChange({ kind: 'number', value })}
        lang={props.lang}
        disabled={props.readOnly}
      />
    </ViewRoot>
  );
}
