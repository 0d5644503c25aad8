import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Popconfirm } from 'antd';
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
