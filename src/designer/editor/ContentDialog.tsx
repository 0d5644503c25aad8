import { Alert, Modal } from 'antd';
import { type ReactNode, useState } from 'react';
import { useDesignT } from '../fields/EditorContext';

/**
 * The frame of a family's set-content dialog (contract.ts, SetContentProps): its title, Save and Cancel, the
 * save in progress, and under the content what refused the last save, in words. The family's content owns
 * what is typed, so a refusal never loses it.
 */
export function ContentDialog(props: {
  title: string;
  testId: string;
  refusals: readonly string[];
  /** Tries the save; the family's dialog closes itself (onClose) when it went through. */
  onSave: () => Promise<void>;
  onClose: () => void;
  saveDisabled?: boolean;
  children: ReactNode;
}) {
  const t = useDesignT();
  const [saving, setSaving] = useState(false);
  const save = async () => {
    setSaving(true);
    try {
      await props.onSave();
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open
      title={props.title}
      okText={t('familyDesign.content.save')}
      cancelText={t('familyDesign.cancel')}
      onOk={() => void save()}
      onCancel={props.onClose}
      confirmLoading={saving}
      okButtonProps={{ disabled: props.saveDisabled }}
      width={560}
      destroyOnHidden
    >
      <div data-testid={props.testId}>
        {props.children}
        {props.refusals.length > 0 ? (
          <Alert
            style={{ marginTop: 8 }}
            type="error"
            showIcon
            role="alert"
            data-testid="content-refused"
            title={t('familyDesign.content.refused')}
            description={
              <ul style={{ margin: 0, paddingLeft: 18 }}>
                {props.refusals.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            }
          />
        ) : null}
      </div>
    </Modal>
  );
}
