import { memo, useCallback, useMemo } from 'react';
import type { AnswerValue, Question } from '../../core/model';
import { withNamesAsWords } from '../../core/results/labels';
import type { ValidationIssue } from '../../core/validation/issue';
import type { Language } from '../../i18n';
import { questionIssues } from '../components/Issues';
import { QuestionFrameContext } from '../components/required';
import { ServerHtml } from '../components/ServerHtml';
import { translate } from '../translate';
import { Countdown } from './displayTime';
import type { DisplayTimer } from './displayTimer';
import { QuestionView } from './QuestionView';

export interface QuestionBlockProps {
  question: Question;
  /** The title to show: the question's, with quoted answers put in (src/core/quotes.ts pipeAnswers). */
  title: string;
  answer: AnswerValue | undefined;
  readOnly: boolean;
  optionOrder: readonly string[];
  descOrder: readonly string[];
  issues: readonly ValidationIssue[];
  showNumber: boolean;
  lang: Language;
  accentColor: string;
  onChange: (questionId: string, next: AnswerValue | undefined) => void;
  /** The page's display-time timer, when the page has one (the block shows its own countdown, if timed). */
  displayTimer?: DisplayTimer;
  /**
   * Its display time ran out with 'hide': the title, note and image are hidden, the answer stays. The family
   * view learns it from the frame's context (useStimulusHidden) and hides what it draws itself.
   */
  stimulusHidden?: boolean;
}

/** Types shown without a number or a required mark: they ask nothing (spec 1 numbering skips them). */
const SILENT_TYPES = new Set(['PageBox', 'InfoBox', 'CheckPointBox']);

/**
 * The generic answer frame of spec 2 §2: number, title and image, then the family's view. The section's id
 * (`q-<id>`) is where validation moves the respondent to; views mark rows and options with data-desc-id /
 * data-option-id for the finer targets.
 */
export const QuestionBlock = memo(function QuestionBlock(props: QuestionBlockProps) {
  const { question, lang } = props;
  const silent = SILENT_TYPES.has(question.elementType);
  const required = !silent && question.answerConfig.requireInd === 1;
  const titleId = `q-${question.id}-title`;
  const { onChange } = props;
  // The family's view names its inputs after the title: it reads the title with quoted answers put in too.
  const hiddenNote = props.stimulusHidden ? translate(lang, 'runner.displayTime.hidden') : undefined;
  const title = hiddenNote ?? props.title;
  // Option and row names drawn as their words (they are stored as rich text).
  const shown = useMemo(
    () => withNamesAsWords(title === question.quTitle ? question : { ...question, quTitle: title }),
    [question, title],
  );
  const hasOwnIssues = questionIssues(props.issues).length > 0;
  const stimulusHidden = hiddenNote !== undefined;
  const frame = useMemo(
    () => ({ required, issuesId: hasOwnIssues ? `q-${question.id}-issues` : undefined, stimulusHidden }),
    [required, hasOwnIssues, question.id, stimulusHidden],
  );
  const change = useCallback(
    (next: AnswerValue | undefined) => onChange(question.id, next),
    [onChange, question.id],
  );
  return (
    <section
      id={`q-${question.id}`}
      className={props.issues.length > 0 ? 'wr-q wr-q--issue' : 'wr-q'}
      aria-labelledby={titleId}
    >
      {/* biome-ignore lint/a11y/useSemanticElements: the title is the designer's rich text, which may hold block elements no <h2> may contain; a heading by role reads the same */}
      <div className="wr-q__head" id={titleId} role="heading" aria-level={2}>
        {props.showNumber && !silent && question.quNum ? (
          <span className="wr-q__num">{question.quNum}</span>
        ) : null}
        {hiddenNote ? (
          <span className="wr-q__title wr-stimulus-hidden">{hiddenNote}</span>
        ) : (
          <ServerHtml html={props.title} className="wr-q__title" />
        )}
        {required ? (
          <span className="wr-q__req" title={translate(lang, 'runner.required')}>
            *<span className="wr-sr">{translate(lang, 'runner.required')}</span>
          </span>
        ) : null}
      </div>
      {props.displayTimer ? <Countdown timer={props.displayTimer} id={question.id} lang={lang} /> : null}
      {question.quNote && !hiddenNote ? <ServerHtml html={question.quNote} className="wr-q__note" /> : null}
      {question.imgUrl && !hiddenNote ? (
        <img className="wr-q__img" src={question.imgUrl} alt={question.imgName ?? ''} />
      ) : null}
      <QuestionFrameContext.Provider value={frame}>
        <QuestionView
          question={shown}
          answer={props.answer}
          onChange={change}
          optionOrder={props.optionOrder}
          descOrder={props.descOrder}
          issues={props.issues}
          lang={lang}
          accentColor={props.accentColor}
          readOnly={props.readOnly}
        />
      </QuestionFrameContext.Provider>
    </section>
  );
});
