import { type CSSProperties, useId, useMemo } from 'react';
import type { AnswerOfKind, Question } from '../../core/model';
import type { ValidationIssue } from '../../core/validation/issue';
import type { Language } from '../../i18n';
import { ChoiceGroup } from './ChoiceGroup';
import { ChoiceItem } from './ChoiceItem';
import { choiceRulesOf, orderedItems, toggleMultiple } from './choiceToggle';
import { IssueMessages, issuesAt } from './Issues';
import { OtherText } from './OtherText';

type MatrixAnswer = AnswerOfKind<'matrix'>;

/**
 * The matrix answer after a tap in one row: single choice sets the row's column; multiple choice toggles it
 * under the special / exclusive / mutual rules, per row. A row left empty is dropped, and so is its other
 * text; undefined when no row has anything (the answer is cleared).
 */
export function tapMatrix(
  question: Question,
  answer: MatrixAnswer | undefined,
  rowId: string,
  optionId: string,
  multiple: boolean,
): MatrixAnswer | undefined {
  const before = answer?.rows[rowId] ?? [];
  const columns = multiple ? toggleMultiple(before, optionId, choiceRulesOf(question)) : [optionId];
  const rows = { ...(answer?.rows ?? {}) };
  const otherText = { ...(answer?.otherText ?? {}) };
  if (columns.length === 0) {
    delete rows[rowId];
    delete otherText[rowId];
  } else {
    rows[rowId] = columns;
  }
  return Object.keys(rows).length === 0 ? undefined : { kind: 'matrix', rows, otherText };
}

/**
 * Matrix single and multiple choice: rows are the sub-questions, columns the options. On phones each row is
 * a card with its options listed; from 720 px the same markup lays out as one grid line a row under the
 * column names. Each row is its own labelled radio group (or group of checkboxes), so a screen reader hears
 * "row, column" on every control whatever the layout. The runner may pass a single row (a matrix virtual
 * page); the view shows exactly the rows it is given.
 */
export function MatrixGrid(props: {
  question: Question;
  answer: MatrixAnswer | undefined;
  onChange: (next: MatrixAnswer | undefined) => void;
  optionOrder: readonly string[];
  descOrder: readonly string[];
  issues: readonly ValidationIssue[];
  lang: Language;
  multiple: boolean;
  disabled?: boolean;
}) {
  const { question, answer } = props;
  const baseId = useId();
  const columns = useMemo(
    () => orderedItems(question.optionList, props.optionOrder),
    [question.optionList, props.optionOrder],
  );
  const rows = orderedItems(question.descList, props.descOrder);
  return (
    <div className="rv-matrix" style={{ '--rv-cols': columns.length } as CSSProperties}>
      <div className="rv-matrix-head" aria-hidden>
        <span />
        {columns.map((column) => (
          <span key={column.id}>{column.optionName}</span>
        ))}
      </div>
      <div className="rv-rows">
        {rows.map((row) => {
          const titleId = `${baseId}-${row.id}`;
          const rowIssues = issuesAt(props.issues, { descId: row.id });
          const chosen = answer?.rows[row.id] ?? [];
          return (
            <ChoiceGroup
              key={row.id}
              multiple={props.multiple}
              className="rv-row"
              aria-labelledby={titleId}
              aria-describedby={rowIssues.length ? `${titleId}-issue` : undefined}
            >
              <div className="rv-row-title" id={titleId}>
                {row.optionName}
              </div>
              <div className="rv-choices">
                {columns.map((column) => (
                  <ChoiceItem
                    key={column.id}
                    type={props.multiple ? 'checkbox' : 'radio'}
                    name={titleId}
                    option={column}
                    checked={chosen.includes(column.id)}
                    disabled={props.disabled}
                    onToggle={() =>
                      props.onChange(tapMatrix(question, answer, row.id, column.id, props.multiple))
                    }
                  />
                ))}
              </div>
              {(row.type === 'other' && chosen.length > 0) || rowIssues.length ? (
                <div className="rv-row-extra">
                  {row.type === 'other' && chosen.length > 0 && answer ? (
                    <OtherText
                      name={row.optionName}
                      value={answer.otherText[row.id] ?? ''}
                      onChange={(text) =>
                        props.onChange({ ...answer, otherText: { ...answer.otherText, [row.id]: text } })
                      }
                      lang={props.lang}
                      disabled={props.disabled}
                      invalid={rowIssues.length > 0}
                    />
                  ) : null}
                  <IssueMessages issues={rowIssues} lang={props.lang} id={`${titleId}-issue`} />
                </div>
              ) : null}
            </ChoiceGroup>
          );
        })}
      </div>
    </div>
  );
}
