import type { AnswerOfKind, Desc } from '../../core/model';
import type { ValidationIssue } from '../../core/validation/issue';
import type { Language } from '../../i18n';
import { IssueMessages, issuesAt } from './Issues';
import { TextField } from './TextField';

type BlanksAnswer = AnswerOfKind<'blanks'>;

/** The blanks answer with one sub-question's text set; an emptied one is dropped, undefined when none is left. */
export function withBlank(
  answer: BlanksAnswer | undefined,
  rowId: string,
  text: string,
): BlanksAnswer | undefined {
  const values = { ...(answer?.values ?? {}) };
  if (text === '') delete values[rowId];
  else values[rowId] = text;
  return Object.keys(values).length === 0 ? undefined : { kind: 'blanks', values };
}

/**
 * A sub-question's limit as the validator reads it (descTextRules): its descConfig maximum when the length
 * limit is on, else the family's limit for it.
 */
export function blankLimit(row: Pick<Desc, 'descConfig'>, familyMax: number): number {
  const config = row.descConfig;
  return config?.lengthLimit === 1 && config.max ? config.max : familyMax;
}

/** One labelled text field a sub-question, each with its limit, counter and the issues aimed at it. */
export function BlankRows(props: {
  rows: readonly Desc[];
  answer: BlanksAnswer | undefined;
  onChange: (next: BlanksAnswer | undefined) => void;
  maxLengthOf: (row: Desc) => number;
  multiline?: boolean;
  issues: readonly ValidationIssue[];
  lang: Language;
  disabled?: boolean;
}) {
  return (
    <div>
      {props.rows.map((row) => {
        const rowIssues = issuesAt(props.issues, { descId: row.id });
        const issuesId = `rv-blank-${row.id}-issues`;
        return (
          <div key={row.id} className="rv-blank" data-desc-id={row.id}>
            <TextField
              label={row.optionName}
              showLabel
              value={props.answer?.values[row.id] ?? ''}
              onChange={(text) => props.onChange(withBlank(props.answer, row.id, text))}
              maxLength={blankLimit(row, props.maxLengthOf(row))}
              multiline={props.multiline}
              lang={props.lang}
              disabled={props.disabled}
              invalid={rowIssues.length > 0}
              describedBy={rowIssues.length > 0 ? issuesId : undefined}
            />
            <IssueMessages issues={rowIssues} lang={props.lang} id={issuesId} />
          </div>
        );
      })}
    </div>
  );
}
