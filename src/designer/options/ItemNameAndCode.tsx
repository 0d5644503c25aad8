import { Input } from 'antd';
import type { IssueTarget } from '../../core/validation';
import { useEditor } from '../fields/EditorContext';
import { issuesOfTarget } from '../fields/issueSlots';

/**
 * The name and, when custom codes are on, the code of one option or sub-question row, each marked red when
 * the designer validation targets it (code issues on the code, every other issue on the name).
 */
export function ItemNameAndCode(props: {
  target: IssueTarget;
  name: string;
  code: string | null | undefined;
  showCode: boolean;
  placeholder: string;
  onName: (name: string) => void;
  onCode: (code: string) => void;
}) {
  const { disabled, issues, t } = useEditor();
  const rowIssues = issuesOfTarget(issues, props.target);
  const isCodeIssue = (key: string) => key.startsWith('core.design.itemCode');
  const codeIssue = rowIssues.some((found) => isCodeIssue(found.key));
  const nameIssue = rowIssues.some((found) => !isCodeIssue(found.key));
  return (
    <>
      <Input
        size="small"
        disabled={disabled}
        value={props.name}
        status={nameIssue ? 'error' : undefined}
        aria-invalid={nameIssue || undefined}
        placeholder={props.placeholder}
        onChange={(event) => props.onName(event.target.value)}
        aria-label={props.placeholder}
      />
      {props.showCode ? (
        <Input
          size="small"
          className="wd-fe__code"
          status={codeIssue ? 'error' : undefined}
          aria-invalid={codeIssue || undefined}
          disabled={disabled}
          value={props.code ?? ''}
          placeholder={t('familyDesign.option.codePlaceholder')}
          onChange={(event) => props.onCode(event.target.value)}
          aria-label={t('familyDesign.option.codePlaceholder')}
        />
      ) : null}
    </>
  );
}
