import type { EChartsCoreOption } from './theme';

/**
 * Chart options the summaries share. Category labels are often long option texts: horizontal bars put them
 * on the left, cut to a width with an ellipsis (the tooltip shows them in full).
 */

export type Series = { name: string; data: number[] };

const LABEL_WIDTH = 140;

export function horizontalBars(
  categories: string[],
  series: Series[],
  options: { stacked?: boolean; unit?: string } = {},
): EChartsCoreOption {
  const legend = series.length > 1;
  return {
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' }, confine: true },
    legend: legend ? { type: 'scroll', bottom: 0 } : undefined,
    grid: { left: 8, right: 32, top: 8, bottom: legend ? 32 : 8, containLabel: true },
    xAxis: {
      type: 'value',
      max: options.unit === '%' && options.stacked ? 100 : undefined,
      axisLabel: { formatter: options.unit ? `{value}${options.unit}` : '{value}' },
    },
    yAxis: {
      type: 'category',
      inverse: true,
      data: categories,
      axisLabel: { width: LABEL_WIDTH, overflow: 'truncate' },
    },
    series: series.map((entry) => ({
      type: 'bar',
      name: entry.name,
      data: entry.data,
      stack: options.stacked ? 'all' : undefined,
      barMaxWidth: 28,
      label: options.stacked ? undefined : { show: true, position: 'right' },
    })),
  };
}

export function verticalBars(categories: string[], series: Series[]): EChartsCoreOption {
  const legend = series.length > 1;
  return {
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' }, confine: true },
    legend: legend ? { type: 'scroll', bottom: 0 } : undefined,
    grid: { left: 8, right: 16, top: 16, bottom: legend ? 32 : 8, containLabel: true },
    xAxis: { type: 'category', data: categories, axisLabel: { hideOverlap: true } },
    yAxis: { type: 'value', minInterval: 1 },
    series: series.map((entry) => ({ type: 'bar', name: entry.name, data: entry.data, barMaxWidth: 36 })),
  };
}

export function lines(categories: string[], series: Series[]): EChartsCoreOption {
  return {
    tooltip: { trigger: 'axis', confine: true },
    legend: { bottom: 0 },
    grid: { left: 8, right: 16, top: 16, bottom: 32, containLabel: true },
    xAxis: { type: 'category', data: categories, boundaryGap: false, axisLabel: { hideOverlap: true } },
    yAxis: { type: 'value', minInterval: 1 },
    series: series.map((entry) => ({
      type: 'line',
      name: entry.name,
      data: entry.data,
      smooth: true,
      showSymbol: categories.length < 40,
      areaStyle: { opacity: 0.08 },
    })),
  };
}

export function pie(items: { name: string; value: number }[]): EChartsCoreOption {
  return {
    tooltip: { trigger: 'item', formatter: '{b}: {c} ({d}%)', confine: true },
    legend: { type: 'scroll', bottom: 0 },
    series: [
      {
        type: 'pie',
        radius: ['38%', '66%'],
        center: ['50%', '44%'],
        data: items,
        label: { formatter: '{d}%' },
        avoidLabelOverlap: true,
      },
    ],
  };
}

/** A bar chart's height that gives each category room, within bounds. */
export function barHeight(categories: number, series = 1): number {
  return Math.min(640, Math.max(160, categories * (series > 1 ? 30 : 34) + 48));
}
