import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { type EChartsType, init, use } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

/**
 * ECharts with only what the results screens draw (bar, pie and line charts; grid, tooltip, legend) and the
 * canvas renderer. Chart.tsx imports this module dynamically, so ECharts is a chunk of its own, fetched when a
 * chart first shows: never by the runner, the editor or the response list.
 */
let registered = false;

/**
 * A chart on this element. The registration runs here, not as a top-level statement: the project marks its
 * modules free of side effects, so a bare `use(...)` beside a re-exported `init` would be dropped.
 */
export function createChart(element: HTMLElement): EChartsType {
  if (!registered) {
    use([BarChart, LineChart, PieChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);
    registered = true;
  }
  return init(element, undefined, { renderer: 'canvas' });
}
