import { Table } from 'antd';
import { useMemo } from 'react';
import { useLanguage, useT } from '../../../shell/hooks';
import { Chart } from '../charts/Chart';
import { barHeight, horizontalBars } from '../charts/options';
import { formatNumber } from '../format';
import type { SummaryOf } from './types';

type Props = { summary: SummaryOf<'sort'>; chartTitle: string; fileName: string };
type Option = SummaryOf<'sort'>['options'][number];

/** Mean rank per option (best first) and how many put it at each rank, as stacked bars. */
export function SortSummary({ summary, chartTitle, fileName }: Props) {
  const t = useT();
  const language = useLanguage();
  const options = useMemo(
    () =>
      [...summary.options].sort(
        (a, b) => (a.meanRank ?? Number.POSITIVE_INFINITY) - (b.meanRank ?? Number.POSITIVE_INFINITY),
      ),
    [summary],
  );
  const ranks = Math.max(0, ...options.map((option) => option.rankCounts.length));
  const rankNames = useMemo(
    () => Array.from({ length: ranks }, (_, index) => t('resultsScreen.sort.rank', { rank: index + 1 })),
    [ranks, t],
  );
  const option = useMemo(
    () =>
      horizontalBars(
        options.map((entry) => entry.label),
        rankNames.map((name, index) => ({
          name,
          data: options.map((entry) => entry.rankCounts[index] ?? 0),
        })),
        { stacked: true },
      ),
    [options, rankNames],
  );

  return (
    <>
      <Chart option={option} height={barHeight(options.length) + 32} title={chartTitle} fileName={fileName} />
      <Table<Option>
        size="small"
        pagination={false}
        rowKey="optionId"
        dataSource={options}
        scroll={{ x: 'max-content' }}
        columns={[
          { title: t('resultsScreen.option'), dataIndex: 'label', fixed: 'left' },
          {
            title: t('resultsScreen.sort.meanRank'),
            dataIndex: 'meanRank',
            align: 'right',
            render: (value: number | null) => formatNumber(language, value),
          },
          { title: t('resultsScreen.sort.ranked'), dataIndex: 'ranked', align: 'right' },
          ...rankNames.map((name, index) => ({
            key: `rank-${index}`,
            title: name,
            align: 'right' as const,
            render: (_: unknown, row: Option) => row.rankCounts[index] ?? 0,
          })),
        ]}
      />
    </>
  );
}
