import { Table } from 'antd';
import { useMemo } from 'react';
import { useLanguage, useT } from '../../../shell/hooks';
import { Chart } from '../charts/Chart';
import { pie } from '../charts/options';
import { formatNumber, formatShare } from '../format';
import type { SummaryOf } from './types';

type Props = { summary: SummaryOf<'chip'>; chartTitle: string; fileName: string };

/** Allocations (constant sum): what each option received in all, per respondent, and its share. */
export function ChipSummary({ summary, chartTitle, fileName }: Props) {
  const t = useT();
  const language = useLanguage();
  const option = useMemo(
    () => pie(summary.options.map((entry) => ({ name: entry.label, value: entry.sum }))),
    [summary],
  );
  return (
    <>
      <p className="wd-muted">
        {t('resultsScreen.chip.total', { total: formatNumber(language, summary.total) })}
      </p>
      <Chart option={option} height={320} title={chartTitle} fileName={fileName} />
      <Table
        size="small"
        pagination={false}
        rowKey="optionId"
        dataSource={summary.options}
        scroll={{ x: 'max-content' }}
        columns={[
          { title: t('resultsScreen.option'), dataIndex: 'label' },
          {
            title: t('resultsScreen.chip.sum'),
            dataIndex: 'sum',
            align: 'right',
            render: (value: number) => formatNumber(language, value),
          },
          {
            title: t('resultsScreen.stats.mean'),
            dataIndex: 'mean',
            align: 'right',
            render: (value: number | null) => formatNumber(language, value),
          },
          {
            title: t('resultsScreen.chip.share'),
            dataIndex: 'share',
            align: 'right',
            render: (value: number) => formatShare(value),
          },
        ]}
      />
    </>
  );
}
