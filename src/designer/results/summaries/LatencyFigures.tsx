import { Flex, Table } from 'antd';
import type { ReactNode } from 'react';
import type { LatencySummary } from '../../../core/api/results';
import { useLanguage, useT } from '../../../shell/hooks';
import { formatNumber } from '../format';

type LatencyItem = LatencySummary['items'][number];

/**
 * A timed response test in the report: per item its recordings, how many had a voice above the threshold, and
 * the median and mean latency (ms) of those; the files' own counts follow (`files`).
 */
export function LatencyFigures({ latency, files }: { latency: LatencySummary; files?: ReactNode }) {
  const t = useT();
  const language = useLanguage();
  const ms = (value: number | null) => formatNumber(language, value, 0);
  return (
    <Flex vertical gap="middle" data-testid="latency-summary">
      <Table<LatencyItem>
        size="small"
        rowKey="descId"
        pagination={false}
        dataSource={latency.items}
        columns={[
          { title: t('resultsScreen.latency.item'), dataIndex: 'label' },
          { title: t('resultsScreen.latency.recordings'), dataIndex: 'recordings', align: 'right' },
          { title: t('resultsScreen.latency.voiced'), dataIndex: 'voiced', align: 'right' },
          { title: t('resultsScreen.latency.medianMs'), dataIndex: 'medianMs', align: 'right', render: ms },
          { title: t('resultsScreen.latency.meanMs'), dataIndex: 'meanMs', align: 'right', render: ms },
        ]}
      />
      {files}
    </Flex>
  );
}
