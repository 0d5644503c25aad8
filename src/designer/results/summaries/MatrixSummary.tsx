import { Table } from 'antd';
import { useMemo } from 'react';
import { useT } from '../../../shell/hooks';
import { Chart } from '../charts/Chart';
import { barHeight, horizontalBars } from '../charts/options';
import { formatPercent } from '../format';
import type { SummaryOf } from './types';

type Props = { summary: SummaryOf<'matrix'>; chartTitle: string; fileName: string };
type Row = SummaryOf<'matrix'>['rows'][number];

/** Rows × columns: count and row percent per cell, and one stacked bar per row (row percents). */
export function MatrixSummary({ summary, chartTitle, fileName }: Props) {
  const t = useT();
  const option = useMemo(
    () =>
      horizontalBars(
        summary.rows.map((row) => row.label),
        summary.columns.map((column, index) => ({
          name: column.label,
          data: summary.rows.map((row) => Number((row.cells[index]?.rowPercent ?? 0).toFixed(1))),
        })),
        // Multiple choice rows add up to more than 100 %: stacking them would mislead.
        { stacked: !summary.multiple, unit: '%' },
      ),
    [summary],
  );

  return (
    <>
      {summary.multiple && <p className="wd-muted">{t('resultsScreen.choice.multipleNote')}</p>}
      <Chart
        option={option}
        height={barHeight(summary.rows.length, summary.multiple ? summary.columns.length : 1) + 32}
        title={chartTitle}
        fileName={fileName}
      />
      <Table<Row>
        size="small"
        pagination={false}
        rowKey="descId"
        dataSource={summary.rows}
        scroll={{ x: 'max-content' }}
        columns={[
          { title: t('resultsScreen.matrix.row'), dataIndex: 'label', fixed: 'left' },
          ...summary.columns.map((column, index) => ({
            key: column.optionId,
            title: column.label,
            align: 'right' as const,
            render: (_: unknown, row: Row) => {
              const cell = row.cells[index];
              return cell ? (
                <span className="wd-res__cell">
                  {cell.count}
                  <span className="wd-muted"> ({formatPercent(cell.rowPercent)})</span>
                </span>
              ) : (
                '–'
              );
            },
          })),
          { title: t('resultsScreen.answered'), dataIndex: 'answered', align: 'right' },
        ]}
      />
    </>
  );
}
