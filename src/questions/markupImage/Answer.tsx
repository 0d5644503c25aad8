import { useId } from 'react';
import { orderedItems } from '../../runner/components/choiceToggle';
import { IssueMessages, issuesAt } from '../../runner/components/Issues';
import { useStimulusHidden } from '../../runner/components/required';
import { ViewRoot } from '../../runner/components/ViewRoot';
import { translate } from '../../runner/translate';
import type { AnswerViewProps } from '../../runner/views/contract';
import { markLabelKey, markupPicture, withMark } from './marks';
import './markupImage.css';

/**
 * Image markup (MarkupImageBox): each picture with its name and the designer's marks under it; a tap gives
 * the picture that mark (another tap takes it off). The answer is a matrix answer, pictures as rows and the
 * chosen mark as the one column (src/questions/markupImage/core.ts). The pictures are uploaded files the
 * service worker keeps with the survey's images (their optionTitle), so the question answers offline.
 */
export default function MarkupAnswer(props: AnswerViewProps) {
  const { question, lang } = props;
  const rows = props.answer?.kind === 'matrix' ? props.answer.rows : {};
  const hintId = useId();
  // The pictures are the stimulus: display time's 'hide' takes them away; names and marks stay.
  const stimulusHidden = useStimulusHidden();
  const marks = question.answerConfig.markOptions;
  const label = (mark: string) => {
    const key = markLabelKey(mark);
    return key ? translate(lang, key) : mark;
  };
  const tap = (pictureId: string, mark: string) => {
    if (props.readOnly) return;
    const next = withMark(rows, pictureId, mark);
    props.onChange(next ? { kind: 'matrix', rows: next, otherText: {} } : undefined);
  };
  return (
    <ViewRoot accentColor={props.accentColor} issues={props.issues} lang={lang} readOnly={props.readOnly}>
      <p className="rv-hint rv-hint-top" id={hintId}>
        {translate(lang, 'runnerViews.mark.hint')}
      </p>
      {orderedItems(question.optionList, props.optionOrder).map((option) => {
        const picture = markupPicture(option);
        const chosen = rows[option.id]?.[0];
        const issues = issuesAt(props.issues, { optionId: option.id });
        const issuesId = `${hintId}-${option.id}`;
        return (
          <figure key={option.id} className="rv-mk-item" data-testid="mark-item" data-option-id={option.id}>
            {stimulusHidden ? (
              <div
                className="rv-mk-noimage rv-mk-hidden"
                aria-hidden="true"
                data-testid="mark-picture-hidden"
              />
            ) : picture ? (
              <img className="rv-mk-image" src={picture} alt={option.optionName} />
            ) : (
              <div className="rv-mk-noimage">{translate(lang, 'runnerViews.mark.noImage')}</div>
            )}
            <figcaption className="rv-mk-name">{option.optionName}</figcaption>
            {/* biome-ignore lint/a11y/useSemanticElements: a row of toggle buttons; a fieldset would add its own frame */}
            <div
              className="rv-mk-marks"
              role="group"
              aria-label={option.optionName}
              aria-describedby={issues.length ? issuesId : hintId}
            >
              {marks.map((mark) => (
                <button
                  key={mark}
                  type="button"
                  className="rv-button rv-mk-mark"
                  aria-pressed={chosen === mark}
                  disabled={props.readOnly}
                  onClick={() => tap(option.id, mark)}
                >
                  {label(mark)}
                </button>
              ))}
            </div>
            <IssueMessages issues={issues} lang={lang} id={issuesId} />
          </figure>
        );
      })}
    </ViewRoot>
  );
}
