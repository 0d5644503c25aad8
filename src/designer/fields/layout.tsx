import { Alert } from 'antd';
import type { ReactNode } from 'react';
import type { ValidationIssue } from '../../core/validation';
import type { QuestionEditorProps } from '../editor/contract';
import { EditorProvider, useEditor } from './EditorContext';
import { type IssueSlot, unslottedIssues } from './issueSlots';
import './fields.css';

/**
 * The frame of every family editor: the shared state, the sections in order, and at the foot the issues no
 * field of this family shows (a missing title, say), so a refused save always explains itself.
 */
export function FamilyEditor({
  props,
  slots,
  children,
}: {
  props: QuestionEditorProps;
  /** The issue slots the family's fields show (see issueSlots.ts). */
  slots: readonly IssueSlot[];
  children: ReactNode;
}) {
  return (
    <EditorProvider props={props}>
      <div className="wd-fe" data-testid="family-editor">
        {children}
        <UnshownIssues slots={slots} />
      </div>
    </EditorProvider>
  );
}

function UnshownIssues({ slots }: { slots: readonly IssueSlot[] }) {
  const { question, issues, t } = useEditor();
  const shownIds = new Set([...question.optionList, ...question.descList].map((item) => item.id));
  const rest = unslottedIssues(issues, new Set(slots), shownIds);
  if (rest.length === 0) return null;
  return (
    <Alert
      className="wd-fe__rest"
      type="error"
      showIcon
      title={t('familyDesign.section.more')}
      description={
        <ul className="wd-fe__rest-list">
          {rest.map((found) => (
            <li key={issueKey(found)}>{t(found.key, found.params)}</li>
          ))}
        </ul>
      }
    />
  );
}

/** A titled block of the editor (options, rows, answer settings…). */
export function Section({
  title,
  extra,
  children,
}: {
  title: string;
  extra?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="wd-fe__section" aria-label={title}>
      <header className="wd-fe__section-head">
        <h4 className="wd-fe__section-title">{title}</h4>
        {extra ? <div className="wd-fe__section-extra">{extra}</div> : null}
      </header>
      {children}
    </section>
  );
}

/** One setting: a label, its control, and the issues that concern it. */
export function FieldRow({
  label,
  hint,
  issues,
  children,
}: {
  label: string;
  hint?: string;
  issues?: readonly ValidationIssue[];
  children: ReactNode;
}) {
  return (
    <div className="wd-fe__field">
      <div className="wd-fe__label">{label}</div>
      <div className="wd-fe__control">
        {children}
        {hint ? <div className="wd-fe__hint">{hint}</div> : null}
        <IssueText issues={issues} />
      </div>
    </div>
  );
}

/** Issues in red under a field or a row, in the interface language. */
export function IssueText({ issues }: { issues?: readonly ValidationIssue[] | undefined }) {
  const { t } = useEditor();
  if (!issues || issues.length === 0) return null;
  return (
    <div className="wd-fe__issues" role="alert">
      {issues.map((found) => (
        <div key={issueKey(found)}>{t(found.key, found.params)}</div>
      ))}
    </div>
  );
}

/** Issues are unique by key, target and parameters: a stable React key without list positions. */
function issueKey(found: ValidationIssue): string {
  return [found.key, found.target?.optionId, found.target?.descId, JSON.stringify(found.params ?? {})].join(
    '|',
  );
}
