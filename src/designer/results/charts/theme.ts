import type { EChartsCoreOption } from 'echarts/core';

export type { EChartsCoreOption };

/** The shell's font stack, CJK fonts included, so Chinese labels render in the canvas. */
export const CHART_FONT =
  "-apple-system, BlinkMacSystemFont, 'Segoe UI', 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Helvetica Neue', Arial, sans-serif";

export const CHART_COLORS = [
  '#38ADAB',
  '#5B8FF9',
  '#F6BD16',
  '#E8684A',
  '#6DC8EC',
  '#9270CA',
  '#FF9D4D',
  '#269A99',
  '#FF99C3',
  '#5D7092',
];
