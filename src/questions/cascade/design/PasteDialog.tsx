import { Alert, App, Input, Modal } from 'antd';
import { useState } from 'react';
import { MAX_QUESTION_OPTIONS } from '../../../core/api/design';
import type { Option } from '../../../core/model';
import type { ContentSave } from '../../../designer/editor/contract';
import { useEditor } from '../../../designer/fields/EditorContext';
import { newItemId } from '../../../designer/options/ids';
import { cascadeLevels } from '../family';
import { addPastedPaths, parsePastedTree } from './paste';

/**
 * Pasting many cascade options at once (a list from a spreadsheet, or "a/b/c" lines; paste.ts reads them).
 * Lines that cannot be read are listed with their number and why, and nothing is added until they are fixed:
 * the text stays in the box.
 *
 * In the question's editor the options go into the draft. From the block's set-content tool (`save` given:
 * SetContentDialog.tsx) they are saved at once, and a refused or failed save keeps the text too.
 */
export function PasteDialog({
  open,
  onClose,
  save,
}: {
  open: boolean;
  onClose: () => void;
  save?: (optionList: Option[]) => Promise<ContentSave>;
}) {
  const { question, update, t } = useEditor();
  const { message } = App.useApp();
  const [text, setText] = useState('');
  const [saving, setSaving] = useState(false);
  /** Why the last "Add" added nothing: the refused lines, or one reason for the whole text. */
  const [problem, setProblem] = useState<{ lines: string[] } | { reason: string } | null>(null);
  const levels = cascadeLevels(question);

  const add = async () => {
    const parsed = parsePastedTree(text, levels);
    if (parsed.refusals.length > 0) {
      setProblem({
        lines: parsed.refusals.map((refusal) =>
          t('familyDesign.cascade.pasteLine', { line: refusal.line, reason: t(refusal.key, { levels }) }),
        ),
      });
      return;
    }
    if (parsed.paths.length === 0) {
      setProblem({ reason: t('familyDesign.cascade.paste.nothing') });
      return;
    }
    const result = addPastedPaths(question.optionList, parsed.paths, (optionName, parentId) => ({
      id: newItemId(),
      quId: question.id,
      orderById: 0,
      optionName,
      type: 'normal',
      visibility: 1,
      parentId: parentId ?? null,
    }));
    if (result.options.length > MAX_QUESTION_OPTIONS) {
      setProblem({ reason: t('familyDesign.cascade.paste.tooMany', { max: MAX_QUESTION_OPTIONS }) });
      return;
    }
    if (save && result.added > 0) {
      setSaving(true);
      const outcome = await save(result.options);
      setSaving(false);
      if (!outcome.saved) {
        // No issues: the save call failed and the client has said why; the text stays for another try.
        if (outcome.issues.length > 0)
          setProblem({ reason: outcome.issues.map((found) => t(found.key, found.params)).join('；') });
        return;
      }
    } else if (!save) update({ optionList: result.options });
    if (result.added > 0) void message.success(t('familyDesign.cascade.pasted', { n: result.added }));
    else void message.info(t('familyDesign.cascade.pastedNone'));
    setText('');
    setProblem(null);
    onClose();
  };

  return (
    <Modal
      open={open}
      title={t('familyDesign.cascade.pasteTitle')}
      okText={t('familyDesign.cascade.pasteAdd')}
      onOk={() => void add()}
      onCancel={onClose}
      confirmLoading={saving}
      destroyOnHidden
    >
      <p className="wd-fe__hint">{t('familyDesign.cascade.pasteHint')}</p>
      <Input.TextArea
        aria-label={t('familyDesign.cascade.pasteLabel')}
        value={text}
        autoSize={{ minRows: 6, maxRows: 16 }}
        onChange={(event) => {
          setText(event.target.value);
          setProblem(null);
        }}
        onKeyDown={(event) => {
          // Tab is data here (spreadsheet cells, indentation): it goes into the text, not to the next field.
          if (event.key !== 'Tab') return;
          event.preventDefault();
          const area = event.currentTarget;
          const next = `${text.slice(0, area.selectionStart)}\t${text.slice(area.selectionEnd)}`;
          const caret = area.selectionStart + 1;
          setText(next);
          requestAnimationFrame(() => area.setSelectionRange(caret, caret));
        }}
      />
      {problem ? (
        <Alert
          style={{ marginTop: 12 }}
          type="error"
          showIcon
          role="alert"
          title={'reason' in problem ? problem.reason : t('familyDesign.cascade.pasteRefused')}
          description={
            'lines' in problem ? (
              <ul style={{ margin: 0, paddingLeft: 18 }}>
                {problem.lines.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            ) : undefined
          }
        />
      ) : null}
    </Modal>
  );
}
