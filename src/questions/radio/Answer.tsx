import { ChoiceList } from '../../runner/components/ChoiceList';
import { tapChoice, withOtherText } from '../../runner/components/choiceAnswer';
import { orderedItems } from '../../runner/components/choiceToggle';
import { plainTitle, ViewRoot } from '../../runner/components/ViewRoot';
import type { AnswerViewProps } from '../../runner/views/contract';

/**
 * Single choice (RadioBox), and every profile single choice (gender, education, occupation, industry, age
 * stage, city level, household income, size and definition, region): one option, with its other text.
 */
export default function RadioAnswer(props: AnswerViewProps) {
  const { question } = props;
  const answer = props.answer?.kind === 'choice' ? props.answer : undefined;
  return (
    <ViewRoot
      accentColor={props.accentColor}
      issues={props.issues}
      lang={props.lang}
      readOnly={props.readOnly}
    >
      <ChoiceList
        multiple={false}
        label={plainTitle(question)}
        options={orderedItems(question.optionList, props.optionOrder)}
        chosen={answer?.optionIds ?? []}
        onTap={(optionId) => props.onChange(tapChoice(question, answer, optionId, { multiple: false }))}
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
