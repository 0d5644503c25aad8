import { DownloadOutlined } from '@ant-design/icons';
import { Button, Spin, Tooltip } from 'antd';
import type { EChartsType } from 'echarts/core';
import { useEffect, useRef, useState } from 'react';
import { useT } from '../../../shell/hooks';
import { savePng } from './png';
import { CHART_COLORS, CHART_FONT, type EChartsCoreOption } from './theme';

type Props = {
  option: EChartsCoreOption;
  height?: number;
  /** Title drawn above the chart in the downloaded PNG, and the file's name. */
  title: string;
  fileName: string;
  testId?: string;
};

/** ECharts is fetched once, with the first chart (see ./echarts.ts). */
let echartsModule: Promise<typeof import('./echarts')> | null = null;
const loadEcharts = () => {
  echartsModule ??= import('./echarts').catch((error: unknown) => {
    echartsModule = null;
    throw error;
  });
  return echartsModule;
};

/**
 * One ECharts chart: drawn on a canvas, resized with its box, disposed on unmount, and downloadable as a
 * PNG (ECharts' getDataURL at twice the pixel ratio, with the title above it).
 */
export function Chart({ option, height = 280, title, fileName, testId = 'results-chart' }: Props) {
  const t = useT();
  const box = useRef<HTMLDivElement>(null);
  const [chart, setChart] = useState<EChartsType | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    let instance: EChartsType | null = null;
    let observer: ResizeObserver | null = null;
    let alive = true;
    loadEcharts().then(
      ({ createChart }) => {
        if (!alive) return;
        instance = createChart(element);
        observer = new ResizeObserver(() => instance?.resize());
        observer.observe(element);
        setChart(instance);
      },
      () => alive && setFailed(true),
    );
    return () => {
      alive = false;
      observer?.disconnect();
      instance?.dispose();
    };
  }, []);

  useEffect(() => {
    chart?.setOption(
      { color: CHART_COLORS, textStyle: { fontFamily: CHART_FONT }, animationDuration: 300, ...option },
      { notMerge: true },
    );
  }, [chart, option]);

  const download = () => {
    if (!chart) return;
    const url = chart.getDataURL({ type: 'png', pixelRatio: 2, backgroundColor: '#fff' });
    void savePng(url, title, fileName);
  };

  return (
    <div className="wd-res__chart">
      {chart && (
        <Tooltip title={t('resultsScreen.chart.png')}>
          <Button
            className="wd-res__png"
            size="small"
            type="text"
            icon={<DownloadOutlined />}
            aria-label={t('resultsScreen.chart.png')}
            onClick={download}
            data-testid="chart-png"
          />
        </Tooltip>
      )}
      {failed && <p className="wd-muted">{t('resultsScreen.chart.failed')}</p>}
      {!chart && !failed && (
        <div className="wd-res__loading wd-res__chart-wait" style={{ height }}>
          <Spin />
        </div>
      )}
      {/* ECharts owns this element's children: nothing of React's may live inside it. */}
      <div ref={box} style={{ height: failed ? 0 : height, width: '100%' }} data-testid={testId} />
    </div>
  );
}
