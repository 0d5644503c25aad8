import { useId } from 'react';
import { orderedItems } from '../../runner/components/choiceToggle';
import { IssueMessages, issuesAt } from '../../runner/components/Issues';
import { ViewRoot } from '../../runner/components/ViewRoot';
import type { AnswerViewProps } from '../../runner/views/contract';
import { RatingScale } from '../rating/RatingScale';

/**
 * Rating group (RateGroupBox): the question's scale once a row, each row a card named by its sub-question;
 * a missing score is shown at its row (the validator targets the row so the runner can scroll to it).
 */
export default function RatingGroupAnswer(props: AnswerViewProps) {
  const { question } = props;
  const answer = props.answer?.kind === 'scores' ? props.answer : undefined;
  const baseId = useId();
  return (
    <ViewRoot
      accentColor={props.accentColor}
      issues={props.issues}
      lang={props.lang}
      readOnly={props.readOnly}
    >
      <div className="rv-rows">
        {orderedItems(question.descList, props.descOrder).map((row) => {
          const titleId = `${baseId}-${row.id}`;
          const rowIssues = issuesAt(props.issues, { descId: row.id });
          return (
            <section key={row.id} className="rv-row" aria-labelledby={titleId} data-desc-id={row.id}>
              <div className="rv-row-title" id={titleId}>
                {row.optionName}
              </div>
              <RatingScale
                question={question}
                label={row.optionName}
                value={answer?.values[row.id]}
                onChange={(value) =>
                  props.onChange({ kind: 'scores', values: { ...(answer?.values ?? {}), [row.id]: value } })
                }
                lang={props.lang}
                disabled={props.readOnly}
                describedBy={rowIssues.length ? `${titleId}-issue` : undefined}
              />
              <IssueMessages issues={rowIssues} lang={props.lang} id={`${titleId}-issue`} />
            </section>
          );
        })}
      </div>
    </ViewRoot>
  );
}
