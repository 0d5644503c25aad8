import { useId, useMemo } from 'react';
import { reachableChoiceLimits } from '../../core/validation';
import { ChoiceList } from '../../runner/components/ChoiceList';
import { choiceCountHint, tapChoice, withOtherText } from '../../runner/components/choiceAnswer';
import { choiceRulesOf, orderedItems } from '../../runner/components/choiceToggle';
import { plainTitle, ViewRoot } from '../../runner/components/ViewRoot';
import type { AnswerViewProps } from '../../runner/views/contract';

/**
 * Multiple choice (CheckBox): a special option clears the others and a normal one clears a special one;
 * with the custom option rule on, exclusive options stand alone and mutually exclusive ones replace each
 * other (spec 2 §4). The limits are shown as a hint; going past them is the validator's to say.
 */
export default function CheckboxAnswer(props: AnswerViewProps) {
  const { question } = props;
  const answer = props.answer?.kind === 'choice' ? props.answer : undefined;
  const rules = useMemo(() => choiceRulesOf(question), [question]);
  const hintId = useId();
  // The options shown (logic's hidden ones are left out of optionOrder): the hint asks for no more than the
  // check does, and that is never more than the respondent can choose (core reachableChoiceLimits).
  const shown = useMemo(() => new Set(props.optionOrder), [props.optionOrder]);
  return (
    <ViewRoot
      accentColor={props.accentColor}
      issues={props.issues}
      lang={props.lang}
      readOnly={props.readOnly}
    >
      <p className="rv-hint rv-hint-top" id={hintId}>
        {choiceCountHint(reachableChoiceLimits(question, shown), props.lang)}
      </p>
      <ChoiceList
        multiple
        label={plainTitle(question)}
        describedBy={hintId}
        options={orderedItems(question.optionList, props.optionOrder)}
        chosen={answer?.optionIds ?? []}
        onTap={(optionId) => props.onChange(tapChoice(question, answer, optionId, { multiple: true, rules }))}
        otherText={answer?.otherText ?? {}}
        onOtherText={(optionId, text) => answer && props.onChange(withOtherText(answer, optionId, text))}
        columns={question.answerConfig.optLayout}
        issues={props.issues}
        lang={props.lang}
        disabled={props.readOnly}
      />
    </ViewRoot>
  );
}
