import { BlankRows } from '../../runner/components/BlankRows';
import { orderedItems } from '../../runner/components/choiceToggle';
import { ViewRoot } from '../../runner/components/ViewRoot';
import type { AnswerViewProps } from '../../runner/views/contract';
import { blankMaxLength } from './family';

/** Multi-blank fill-in (FillBlankBox): one input a sub-question, short blanks 8 characters, long ones 16. */
export default function MultiFillBlankAnswer(props: AnswerViewProps) {
  const answer = props.answer?.kind === 'blanks' ? props.answer : undefined;
  return (
    <ViewRoot
      accentColor={props.accentColor}
      issues={props.issues}
      lang={props.lang}
      readOnly={props.readOnly}
    >
      <BlankRows
        rows={orderedItems(props.question.descList, props.descOrder)}
        answer={answer}
        onChange={props.onChange}
        maxLengthOf={blankMaxLength}
        issues={props.issues}
        lang={props.lang}
        disabled={props.readOnly}
      />
    </ViewRoot>
  );
}
