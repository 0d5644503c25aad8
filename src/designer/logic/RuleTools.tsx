import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Alert, Button, Popconfirm } from 'antd';
import { useT } from '../../shell/hooks';

/**
 * The edit and delete buttons after a rule in a logic dialog's list; delete asks first. `testId` names both
 * (`<testId>-edit`, `<testId>-delete`); without `onEdit` the rule can only be deleted.
 */
export function RuleTools({
  onEdit,
  onDelete,
  deleteConfirm,
  testId,
}: {
  onEdit?: (() => void) | undefined;
  onDelete: () => void;
  deleteConfirm?: string;
  testId: string;
}) {
  const t = useT();
  return (
    <span className="wd-logic-rules__tools">
      {onEdit ? (
        <Button
          size="small"
          type="text"
          icon={<EditOutlined />}
          aria-label={t('logicEditor.edit')}
          onClick={onEdit}
          data-testid={`${testId}-edit`}
        />
      ) : null}
      <Popconfirm
        title={deleteConfirm ?? t('logicEditor.deleteConfirm')}
        okText={t('logicEditor.delete')}
        cancelText={t('logicEditor.cancel')}
        okButtonProps={{ danger: true }}
        onConfirm={onDelete}
      >
        <Button
          size="small"
          type="text"
          danger
          icon={<DeleteOutlined />}
          aria-label={t('logicEditor.delete')}
          data-testid={`${testId}-delete`}
        />
      </Popconfirm>
    </span>
  );
}

/**
 * The end of a rule form in a logic dialog: the refusal (the form's own or the server's) above the buttons,
 * cancel while a stored rule is being changed, and save or add. `testId` names the refusal and the save
 * button (`<testId>-refusal`, `<testId>-save`).
 */
export function RuleFormFoot({
  refusal,
  editing,
  busy,
  addLabel,
  onCancel,
  onSave,
  testId,
}: {
  refusal: { text: string } | null;
  editing: boolean;
  busy: boolean;
  addLabel: string;
  onCancel: () => void;
  onSave: () => void;
  testId: string;
}) {
  const t = useT();
  return (
    <>
      {refusal && (
        <Alert
          type="error"
          showIcon
          className="wd-logic-form__refusal"
          title={refusal.text}
          data-testid={`${testId}-refusal`}
        />
      )}
      <footer className="wd-logic-form__foot">
        {editing && (
          <Button onClick={onCancel} disabled={busy}>
            {t('logicEditor.cancel')}
          </Button>
        )}
        <Button type="primary" loading={busy} onClick={onSave} data-testid={`${testId}-save`}>
          {editing ? t('logicEditor.save') : addLabel}
        </Button>
      </footer>
    </>
  );
}
