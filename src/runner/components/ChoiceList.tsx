import { type CSSProperties, useId } from 'react';
import type { Option } from '../../core/model';
import type { ValidationIssue } from '../../core/validation/issue';
import type { Language } from '../../i18n';
import { ChoiceGroup } from './ChoiceGroup';
import { ChoiceItem } from './ChoiceItem';
import { IssueMessages, issuesAt } from './Issues';
import { OtherText } from './OtherText';

/** On a phone more than two columns squeeze option names to a word a line; wider screens get the design's. */
const NARROW_MAX_COLUMNS = 2;

/**
 * Options of a single or multiple choice in the runner's order, in `columns` columns (optLayout), each with
 * its other text once chosen and the issues aimed at it. Which ids a tap leaves chosen is the caller's
 * decision (single, or multiple with the special/exclusive rules).
 */
export function ChoiceList(props: {
  multiple: boolean;
  label: string;
  options: readonly Option[];
  chosen: readonly string[];
  onTap: (optionId: string) => void;
  otherText: Readonly<Record<string, string>>;
  onOtherText: (optionId: string, text: string) => void;
  columns: number;
  issues: readonly ValidationIssue[];
  lang: Language;
  disabled?: boolean;
  describedBy?: string;
}) {
  const name = useId();
  const columns = Math.max(1, props.columns);
  const style = {
    '--rv-cols': columns,
    '--rv-cols-narrow': Math.min(columns, NARROW_MAX_COLUMNS),
  } as CSSProperties;
  return (
    <ChoiceGroup
      multiple={props.multiple}
      className="rv-choices"
      style={style}
      aria-label={props.label}
      aria-describedby={props.describedBy}
    >
      {props.options.map((option) => {
        const checked = props.chosen.includes(option.id);
        const optionIssues = issuesAt(props.issues, { optionId: option.id });
        const issueId = optionIssues.length ? `${name}-${option.id}-issue` : undefined;
        return (
          <ChoiceItem
            key={option.id}
            type={props.multiple ? 'checkbox' : 'radio'}
            name={name}
            option={option}
            checked={checked}
            disabled={props.disabled}
            describedBy={issueId}
            onToggle={() => props.onTap(option.id)}
            after={
              <>
                {checked && option.type === 'other' ? (
                  <OtherText
                    name={option.optionName}
                    value={props.otherText[option.id] ?? ''}
                    onChange={(text) => props.onOtherText(option.id, text)}
                    lang={props.lang}
                    disabled={props.disabled}
                    invalid={optionIssues.length > 0}
                  />
                ) : null}
                <IssueMessages issues={optionIssues} lang={props.lang} id={issueId} />
              </>
            }
          />
        );
      })}
    </ChoiceGroup>
  );
}
