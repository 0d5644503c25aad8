import { BlankRows } from '../../runner/components/BlankRows';
import { orderedItems } from '../../runner/components/choiceToggle';
import { ViewRoot } from '../../runner/components/ViewRoot';
import type { AnswerViewProps } from '../../runner/views/contract';
import { MULTI_OPEN_MAX } from './family';

/** Without a length limit of its own (descConfig), a sub-question takes up to 500 characters (spec 1 §9). */
const maxLengthOf = () => MULTI_OPEN_MAX;

/** Multi-line open (TitlesBox): a textarea a sub-question, each with its own limits (descConfig). */
export default function MultiOpenAnswer(props: AnswerViewProps) {
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
        maxLengthOf={maxLengthOf}
        multiline
        issues={props.issues}
        lang={props.lang}
        disabled={props.readOnly}
      />
    </ViewRoot>
  );
}
