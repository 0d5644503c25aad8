import type { CSSProperties, ReactNode } from 'react';
import { accessibleTheme } from '../../core/style/contrast';
import type { ValidationIssue } from '../../core/validation/issue';
import type { Language } from '../../i18n';
import { IssueMessages, questionIssues } from './Issues';
import { useQuestionIssuesId } from './required';
import './runner-views.css';

/**
 * The answer area of one question: carries the colour drawn from the survey's theme colour (AA on white and
 * under white text, src/core/style/contrast.ts) as a CSS variable for every selected state inside, and shows the question-level issues under the controls (row and option issues are shown by the
 * views where they point).
 */
export function ViewRoot(props: {
  accentColor: string;
  issues: readonly ValidationIssue[];
  lang: Language;
  readOnly?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const issuesId = useQuestionIssuesId();
  const style = { '--rv-accent': accessibleTheme(props.accentColor).strong } as CSSProperties;
  return (
    <div
      className={props.className ? `rv ${props.className}` : 'rv'}
      style={style}
      data-readonly={props.readOnly ? '' : undefined}
    >
      {props.children}
      <IssueMessages issues={questionIssues(props.issues)} lang={props.lang} id={issuesId} />
    </div>
  );
}

/** The question's title as plain text, for naming a group of controls to screen readers. */
export function plainTitle(question: { title?: string | null; quTitle: string }): string {
  if (question.title) return question.title;
  return question.quTitle
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
