import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Popconfirm, Progress, Table, Tag } from 'antd';
import { Fragment } from 'react';
import type { QuotaWire } from '../../core/api/quotas';
import { useT } from '../../shell/hooks';
import { isCellFull } from './quotaDraft';
import { type QuotaQuestion, questionLabel } from './quotaQuestions';

type Row = QuotaWire['cells'][number] & { key: string; texts: string[] };

/**
 * One saved quota: its name, questions and behaviour when full, then its cells with their option texts,
 * target and live count ("count / target"); a full cell is marked.
 */
export function QuotaCard({
  quota,
  questions,
  canEdit,
  editDisabled,
  onEdit,
  onDelete,
}: {
  quota: QuotaWire;
  questions: readonly QuotaQuestion[];
  canEdit: boolean;
  editDisabled: boolean;
  onEdit: () => void;
  onDelete: () => Promise<void>;
}) {
  const t = useT();
  const byId = new Map(questions.map((question) => [question.id, question]));
  const quotaQuestions = quota.questionIds.map((id) => byId.get(id));
  const rows: Row[] = quota.cells.map((cell) => ({
    ...cell,
    key: cell.optionIds.join(','),
    texts: cell.optionIds.map(
      (optionId, at) =>
        quotaQuestions[at]?.options.find((option) => option.id === optionId)?.text ??
        t('quotaScreen.missingOption'),
    ),
  }));
  const counted = quota.cells.reduce((sum, cell) => sum + cell.counted, 0);
  const target = quota.cells.reduce((sum, cell) => sum + cell.target, 0);
  const full = quota.cells.filter(isCellFull).length;

  return (
    <section className="wd-card wd-quota" data-testid="quota-card" data-quota-name={quota.name}>
      <header className="wd-quota__head">
        <div className="wd-quota__heading">
          <h3 className="wd-quota__name">{quota.name}</h3>
          <Tag color={quota.whenFull === 'endNow' ? 'volcano' : 'blue'} data-testid="quota-when-full">
            {t(`quotaScreen.whenFull.${quota.whenFull}`)}
          </Tag>
        </div>
        {canEdit && (
          <div className="wd-quota__tools">
            <Button
              size="small"
              icon={<EditOutlined />}
              disabled={editDisabled}
              onClick={onEdit}
              data-testid="quota-edit"
            >
              {t('quotaScreen.edit')}
            </Button>
            <Popconfirm
              title={t('quotaScreen.deleteConfirm', { name: quota.name })}
              okText={t('quotaScreen.delete')}
              cancelText={t('quotaScreen.cancel')}
              okButtonProps={{ danger: true }}
              onConfirm={onDelete}
            >
              <Button size="small" danger icon={<DeleteOutlined />} data-testid="quota-delete">
                {t('quotaScreen.delete')}
              </Button>
            </Popconfirm>
          </div>
        )}
      </header>
      <p className="wd-quota__questions" data-testid="quota-questions-shown">
        {quotaQuestions.map((question, at) => (
          <Fragment key={quota.questionIds[at]}>
            {at > 0 && (
              <span className="wd-quota__cross" aria-hidden>
                ×
              </span>
            )}
            <span className="wd-quota__question">
              {question ? questionLabel(question) : t('quotaScreen.missingQuestion')}
            </span>
          </Fragment>
        ))}
      </p>
      <p className="wd-muted wd-quota__summary">
        {t('quotaScreen.cellCount', { count: quota.cells.length })} ·{' '}
        {t('quotaScreen.total', { counted, target })}
        {full > 0 && <> · {t('quotaScreen.fullCount', { count: full })}</>}
      </p>
      <Table<Row>
        size="small"
        pagination={false}
        rowKey="key"
        dataSource={rows}
        scroll={rows.length > 12 ? { y: 440 } : undefined}
        rowClassName={(row) => (isCellFull(row) ? 'wd-quota__row--full' : '')}
        data-testid="quota-cells"
        columns={[
          ...quotaQuestions.map((question, at) => ({
            key: `q${at}`,
            title: question ? questionLabel(question) : t('quotaScreen.missingQuestion'),
            render: (_: unknown, row: Row) => row.texts[at],
          })),
          {
            key: 'progress',
            title: t('quotaScreen.column.progress'),
            width: 280,
            render: (_: unknown, row: Row) => <CellProgress counted={row.counted} target={row.target} />,
          },
        ]}
      />
    </section>
  );
}

function CellProgress({ counted, target }: { counted: number; target: number }) {
  const t = useT();
  const full = isCellFull({ counted, target });
  const percent = target === 0 ? 100 : Math.min(100, Math.round((counted / target) * 100));
  return (
    <div className="wd-quota__progress" data-testid="quota-cell-progress">
      <span className="wd-quota__count" data-testid="quota-cell-count">
        {counted} / {target}
      </span>
      <Progress
        className="wd-quota__bar"
        percent={percent}
        size="small"
        showInfo={false}
        status={full ? 'exception' : 'normal'}
        aria-hidden
      />
      {full && (
        <Tag color="red" className="wd-quota__full" data-testid="quota-cell-full">
          {t('quotaScreen.full')}
        </Tag>
      )}
    </div>
  );
}
