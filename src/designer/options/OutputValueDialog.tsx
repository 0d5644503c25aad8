import { Input, Modal } from 'antd';
import { useState } from 'react';
import { isValidOutputValue } from '../../core/validation';
import { useEditor } from '../fields/EditorContext';

/**
 * "Set value" (spec 1 §2, §5): one input and a confirm button setting an option's output value; empty, or a
 * number — positive, negative or decimal.
 */
export function OutputValueDialog({
  open,
  value,
  onClose,
  onConfirm,
}: {
  open: boolean;
  value: string | null | undefined;
  onClose: () => void;
  onConfirm: (value: string) => void;
}) {
  const { t } = useEditor();
  const [text, setText] = useState(value ?? '');
  const valid = isValidOutputValue(text);
  return (
    <Modal
      open={open}
      title={t('familyDesign.value.title')}
      okText={t('familyDesign.ok')}
      cancelText={t('familyDesign.cancel')}
      okButtonProps={{ disabled: !valid }}
      onCancel={onClose}
      onOk={() => onConfirm(text.trim())}
      width={360}
      destroyOnHidden
      afterOpenChange={(opened) => opened && setText(value ?? '')}
    >
      <Input
        autoFocus
        inputMode="decimal"
        value={text}
        status={valid ? undefined : 'error'}
        placeholder={t('familyDesign.value.placeholder')}
        onChange={(event) => setText(event.target.value)}
        onPressEnter={() => valid && onConfirm(text.trim())}
        aria-label={t('familyDesign.value.title')}
      />
      {valid ? null : <div className="wd-fe__issues">{t('core.design.outputValueNumber')}</div>}
    </Modal>
  );
}
