import { Input, Modal } from 'antd';
import { useState } from 'react';
import type { ValidationIssue } from '../../core/validation';
import { useEditor } from '../fields/EditorContext';
import { type BatchInput, type BatchRow, parseBatch } from './batchEdit';

/**
 * Batch edit (spec 1 §5): one item per line, optionally a code per line beside it; up to 100 rows; code lines
 * must match the item lines (the codes the dialog opened with, left as they were, follow their items by name
 * instead). Confirming hands the rows back to the list editor, which applies them to the draft.
 */
export function BatchEditDialog({
  open,
  initial,
  onClose,
  onApply,
}: {
  open: boolean;
  initial: BatchInput;
  onClose: () => void;
  onApply: (rows: BatchRow[]) => void;
}) {
  const { t } = useEditor();
  const [input, setInput] = useState<BatchInput>(initial);
  const [issues, setIssues] = useState<ValidationIssue[]>([]);
  const rowCount = countLines(input.optionText);

  function apply() {
    const parsed = parseBatch(input, initial);
    if (!parsed.ok) return setIssues(parsed.issues);
    onApply(parsed.rows);
  }

  return (
    <Modal
      open={open}
      title={t('familyDesign.batch.title')}
      okText={t('familyDesign.ok')}
      cancelText={t('familyDesign.cancel')}
      onCancel={onClose}
      onOk={apply}
      width={620}
      destroyOnHidden
      afterOpenChange={(opened) => {
        if (!opened) return;
        setInput(initial);
        setIssues([]);
      }}
    >
      <div className="wd-fe__batch">
        <div>
          <div className="wd-fe__hint">{t('familyDesign.batch.options')}</div>
          <Input.TextArea
            autoFocus
            rows={12}
            value={input.optionText}
            onChange={(event) => setInput({ ...input, optionText: event.target.value })}
            aria-label={t('familyDesign.batch.options')}
          />
        </div>
        <div>
          <div className="wd-fe__hint">{t('familyDesign.batch.codes')}</div>
          <Input.TextArea
            rows={12}
            value={input.codeText ?? ''}
            onChange={(event) => setInput({ ...input, codeText: event.target.value })}
            aria-label={t('familyDesign.batch.codes')}
          />
        </div>
      </div>
      <div className="wd-fe__hint" style={{ marginTop: 8 }}>
        {t('familyDesign.batch.hint')} · {t('familyDesign.batch.rows', { n: rowCount })}
      </div>
      {issues.length > 0 ? (
        <div className="wd-fe__issues" role="alert">
          {issues.map((found) => (
            <div key={found.key}>{t(found.key, found.params)}</div>
          ))}
        </div>
      ) : null}
    </Modal>
  );
}

/** Rows the text makes, forgiving trailing newlines as the parser does. */
function countLines(text: string): number {
  const trimmed = text.replace(/\r\n?/g, '\n').replace(/\n+$/, '');
  return trimmed === '' ? 0 : trimmed.split('\n').length;
}
