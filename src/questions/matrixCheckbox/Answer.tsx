import { MatrixGrid } from '../../runner/components/MatrixGrid';
import { ViewRoot } from '../../runner/components/ViewRoot';
import type { AnswerViewProps } from '../../runner/views/contract';

/** Matrix multiple choice (CheckBoxGroup): columns a row under the special / exclusive / mutual rules. */
export default function MatrixCheckboxAnswer(props: AnswerViewProps) {
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
        multiple={true}
        disabled={props.readOnly}
      />
    </ViewRoot>
  );
}
