import { MatrixGrid } from '../../runner/components/MatrixGrid';
import { ViewRoot } from '../../runner/components/ViewRoot';
import type { AnswerViewProps } from '../../runner/views/contract';

/** Matrix single choice (RadioBoxGroup): one column a row. */
export default function MatrixRadioAnswer(props: AnswerViewProps) {
  return (
    <ViewRoot
      accentColor={props.accentColor}
      issues={props.issues}
      lang={props.lang}
      readOnly={props.readOnly}
    >
      <MatrixGrid
        question={props.question}
        answer={props.answer?.kind === 'matrix' ? props.answer : undefined}
        onChange={props.onChange}
        optionOrder={props.optionOrder}
        descOrder={props.descOrder}
        issues={props.issues}
        lang={props.lang}
        multiple={false}
        disabled={props.readOnly}
      />
    </ViewRoot>
  );
}
