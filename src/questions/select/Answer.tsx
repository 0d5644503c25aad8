import { keepOtherText, orderedItems } from '../../runner/components/choiceToggle';
import { IssueMessages, issuesAt } from '../../runner/components/Issues';
import { OtherText } from '../../runner/components/OtherText';
import { SelectField } from '../../runner/components/SelectField';
import { plainTitle, ViewRoot } from '../../runner/components/ViewRoot';
import type { AnswerViewProps } from '../../runner/views/contract';

/** Dropdown (SelectBox): one option from the phone's native picker, and the other text when it is chosen. */
export default function SelectAnswer(props: AnswerViewProps) {
  const { question } = props;
  const answer = props.answer?.kind === 'choice' ? props.answer : undefined;
  const options = orderedItems(question.optionList, props.optionOrder);
  const chosenId = answer?.optionIds[0] ?? '';
  const chosen = options.find((option) => option.id === chosenId);
  const optionIssues = chosen ? issuesAt(props.issues, { optionId: chosen.id }) : [];
  return (
    <ViewRoot
      accentColor={props.accentColor}
      issues={props.issues}
      lang={props.lang}
      readOnly={props.readOnly}
    >
      <SelectField
        label={plainTitle(question)}
        value={chosenId}
        items={options.map((option) => ({ value: option.id, label: option.optionName }))}
        lang={props.lang}
        disabled={props.readOnly}
        onChange={(optionId) =>
          props.onChange(
            optionId
              ? {
                  kind: 'choice',
                  optionIds: [optionId],
                  otherText: keepOtherText(answer?.otherText ?? {}, [optionId], question.optionList),
                }
              : undefined,
          )
        }
      />
      {chosen?.type === 'other' && answer ? (
        <OtherText
          name={chosen.optionName}
          value={answer.otherText[chosen.id] ?? ''}
          onChange={(text) =>
            props.onChange({ ...answer, otherText: { ...answer.otherText, [chosen.id]: text } })
          }
          lang={props.lang}
          disabled={props.readOnly}
          invalid={optionIssues.length > 0}
        />
      ) : null}
      <IssueMessages issues={optionIssues} lang={props.lang} />
    </ViewRoot>
  );
}
